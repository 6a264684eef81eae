"""Runs the engine off the GUI thread (it is pure) and reports back by signal.

The worker hands back the engine's own ``SimResult`` (events as ``Event`` values, exact
motion for ``state_at(t)``): nothing is turned into JSON inside the process. The engine is
``simulate_detailed`` unless one is given (tests give a scripted stand-in); the module's
``default_engine`` is read at each submit, so a test may swap it for every simulator.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from game.physics.api import SimResult, simulate_detailed

Engine = Callable[[Mapping[str, Any]], SimResult]


def default_engine(request: Mapping[str, Any]) -> SimResult:
    return simulate_detailed(request)


class _Signals(QObject):
    done = Signal(int, object)  # ticket, SimResult
    failed = Signal(int, str)  # ticket, message


class _Job(QRunnable):
    def __init__(
        self,
        ticket: int,
        request: Mapping[str, Any],
        engine: Engine,
        signals: _Signals,
        times: dict[int, float],
    ) -> None:
        super().__init__()
        self.times = times
        self.ticket = ticket
        self.request = request
        self.engine = engine
        self.signals = signals
        self.setAutoDelete(True)

    def run(self) -> None:
        started = time.thread_time()
        try:
            result = self.engine(self.request)
            self.times[self.ticket] = (time.thread_time() - started) * 1000.0
        except Exception as exc:  # the message goes to the window, never lost
            self.signals.failed.emit(self.ticket, str(exc))
            return
        self.signals.done.emit(self.ticket, result)


class Simulator(QObject):
    """Numbered simulation jobs; the caller keeps only the answer to its latest ticket."""

    done = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None, engine: Engine | None = None) -> None:
        super().__init__(parent)
        self.engine = engine
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)
        self._signals = _Signals(self)
        self._signals.done.connect(self.done)
        self._signals.failed.connect(self.failed)
        self._ticket = 0
        # ticket -> the engine's own CPU time for that job, ms (the reader pops it)
        self.engine_ms: dict[int, float] = {}

    def run_now(self, request: Mapping[str, Any]) -> SimResult:
        """Simulate on the calling thread (a preview known to be quick); raises what the
        engine raises."""
        engine = self.engine or default_engine
        return engine(request)

    def submit(self, request: Mapping[str, Any]) -> int:
        self._ticket += 1
        engine = self.engine or default_engine  # read now: a test may have swapped it
        self._pool.start(_Job(self._ticket, request, engine, self._signals, self.engine_ms))
        return self._ticket

    def wait(self, msecs: int = -1) -> bool:
        return self._pool.waitForDone(msecs)
