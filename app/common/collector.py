"""Python's cyclic garbage collector run on the GUI thread only.

The collector runs in whichever thread happens to allocate when a generation fills up: the
computer's search, the network peer or a loader. A cycle it breaks there may hold a Qt
object (a widget captured by a slot's closure), whose C++ side is then destroyed off the GUI
thread, which crashes the process at random. So the automatic collector is switched off
and the same generational test is run from a timer on the GUI thread. Reference counting
still frees everything that is not in a cycle at once.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 250  # how often the generations are looked at


class GuiCollector(QObject):
    """The generational collection, run from the GUI thread's event loop."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.check)

    def start(self) -> None:
        gc.disable()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        gc.enable()

    def check(self) -> int:
        """Collect the generations that are due, as the automatic collector would."""
        first, second, third = self.thresholds
        young, middle, old = gc.get_count()
        if young <= first:
            return 0
        if middle <= second:
            return gc.collect(0)
        if old <= third:
            return gc.collect(1)
        return gc.collect(2)


_INSTALLED: list[GuiCollector] = []


def install() -> GuiCollector:
    """Collect on the GUI thread from now on (once per application)."""
    if not _INSTALLED:
        app = QCoreApplication.instance()
        collector = GuiCollector(app)
        collector.start()
        _INSTALLED.append(collector)
    return _INSTALLED[0]


def installed() -> GuiCollector | None:
    return _INSTALLED[0] if _INSTALLED else None
