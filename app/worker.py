"""Runs ``game.simulate`` off the GUI thread (it is pure) and reports back by signal."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

import game


class _Signals(QObject):
    done = Signal(int, object)  # ticket, result dict
    failed = Signal(int, str)  # ticket, message


class _Job(QRunnable):
    def __init__(
        self, ticket: int, request: dict[str, Any], hz: float | None, signals: _Signals
    ) -> None:
        super().__init__()
        self.ticket = ticket
        self.request = request
        self.hz = hz
        self.signals = signals
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            result = game.simulate(self.request, trajectory_hz=self.hz)
        except Exception as exc:  # the message goes to the window, never lost
            self.signals.failed.emit(self.ticket, str(exc))
            return
        self.signals.done.emit(self.ticket, result)


class Simulator(QObject):
    """Numbered simulation jobs; the caller keeps only the answer to its latest ticket."""

    done = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)
        self._signals = _Signals(self)
        self._signals.done.connect(self.done)
        self._signals.failed.connect(self.failed)
        self._ticket = 0

    def submit(self, request: dict[str, Any], trajectory_hz: float | None = None) -> int:
        self._ticket += 1
        self._pool.start(_Job(self._ticket, request, trajectory_hz, self._signals))
        return self._ticket

    def wait(self, msecs: int = -1) -> bool:
        return self._pool.waitForDone(msecs)


def run_now(
    request: dict[str, Any], on_done: Callable[[dict[str, Any]], None], hz: float | None = None
) -> None:
    """Synchronous form for scripts."""
    on_done(game.simulate(request, trajectory_hz=hz))
