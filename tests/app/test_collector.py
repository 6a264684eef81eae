"""The cyclic collector runs on the GUI thread only: a cycle holding a Qt object, dropped by
a worker thread, is destroyed on the GUI thread, never in the worker."""

from __future__ import annotations

import gc
import threading
from typing import Any, ClassVar

from PySide6.QtCore import QObject, QThread

from app.common import collector


class Probe(QObject):
    """A Qt object in a reference cycle that records the thread that destroyed it."""

    deaths: ClassVar[list[QThread | None]] = []

    def __init__(self) -> None:
        super().__init__()
        self.me = self  # a cycle: only the cyclic collector frees it

    def __del__(self) -> None:
        Probe.deaths.append(QThread.currentThread())


def test_a_window_switches_the_automatic_collector_off_and_collects_on_a_timer(
    window: Any, qtbot: Any
) -> None:
    assert collector.installed() is not None
    assert not gc.isenabled()
    Probe.deaths.clear()
    made = threading.Event()

    def worker() -> None:
        Probe()  # dropped at once; its cycle waits for the collector
        junk = [[i] for i in range(50_000)]  # enough allocation to fill a generation
        del junk
        made.set()

    t = threading.Thread(target=worker)
    t.start()
    t.join()
    assert made.is_set() and Probe.deaths == []  # not collected in the worker
    gui = QThread.currentThread()
    gc.collect()  # at the latest the GUI thread's full collection frees it
    assert Probe.deaths and all(t is gui for t in Probe.deaths)
