"""Runs the engine off the GUI thread (it is pure) and reports back by signal.

The worker hands back the engine's own ``SimResult`` (events as ``Event`` values, exact
motion for ``state_at(t)``): nothing is turned into JSON inside the process. The engine is
``simulate_detailed`` unless one is given (tests give a scripted stand-in); the module's
``default_engine`` is read at each submit, so a test may swap it for every simulator.

A preview may ask for its first seconds first (``submit(..., first=...)``): the job hands
them over (``first_done``) and then asks whether the rest is still wanted (the player may
have aimed elsewhere meanwhile); if not, it stops there (``dropped``) and the worker is free
for the aim the player is on. Only the real engine can do this; a stand-in runs whole.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from game.physics.api import SimResult, simulate_detailed, simulate_seeing_first

Engine = Callable[[Mapping[str, Any]], SimResult]


def default_engine(request: Mapping[str, Any]) -> SimResult:
    return simulate_detailed(request)


_REAL_ENGINE = default_engine  # a test's stand-in (swapped in for it) runs whole


class _Signals(QObject):
    done = Signal(int, object)  # ticket, SimResult
    failed = Signal(int, str)  # ticket, message
    first_done = Signal(int, object)  # ticket, the shot's first seconds (a SimResult)
    dropped = Signal(int)  # ticket: the rest was no longer wanted


@dataclass(frozen=True)
class First:
    """Hand over a shot's first ``seconds`` before the rest; ``wanted(ticket)`` (asked
    from the worker thread) says whether the rest still is."""

    seconds: float
    wanted: Callable[[int], bool]


class _Job(QRunnable):
    def __init__(
        self,
        ticket: int,
        request: Mapping[str, Any],
        engine: Engine,
        signals: _Signals,
        times: dict[int, float],
        first: First | None = None,
    ) -> None:
        super().__init__()
        self.times = times
        self.first = first
        self.ticket = ticket
        self.request = request
        self.engine = engine
        self.signals = signals
        self.setAutoDelete(True)

    def run(self) -> None:
        started = time.thread_time()
        try:
            result = self._simulate()
            if result is None:
                self.signals.dropped.emit(self.ticket)
                return
            self.times[self.ticket] = (time.thread_time() - started) * 1000.0
        except Exception as exc:  # the message goes to the window, never lost
            self.signals.failed.emit(self.ticket, str(exc))
            return
        self.signals.done.emit(self.ticket, result)

    def _simulate(self) -> SimResult | None:
        first = self.first
        if first is None or self.engine is not _REAL_ENGINE:
            return self.engine(self.request)

        def seen(part: SimResult) -> bool:
            self.signals.first_done.emit(self.ticket, part)
            return first.wanted(self.ticket)

        return simulate_seeing_first(self.request, first.seconds, seen)


class Simulator(QObject):
    """Numbered simulation jobs; the caller keeps only the answer to its latest ticket."""

    done = Signal(int, object)
    failed = Signal(int, str)
    first_done = Signal(int, object)
    dropped = Signal(int)

    def __init__(self, parent: QObject | None = None, engine: Engine | None = None) -> None:
        super().__init__(parent)
        self.engine = engine
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)
        self._signals = _Signals(self)
        self._signals.done.connect(self.done)
        self._signals.failed.connect(self.failed)
        self._signals.first_done.connect(self.first_done)
        self._signals.dropped.connect(self.dropped)
        self._ticket = 0
        # ticket -> the engine's own CPU time for that job, ms (the reader pops it)
        self.engine_ms: dict[int, float] = {}

    def run_now(self, request: Mapping[str, Any]) -> SimResult:
        """Simulate on the calling thread (a preview known to be quick); raises what the
        engine raises."""
        engine = self.engine or default_engine
        return engine(request)

    def submit(self, request: Mapping[str, Any], first: First | None = None) -> int:
        self._ticket += 1
        engine = self.engine or default_engine  # read now: a test may have swapped it
        job = _Job(self._ticket, request, engine, self._signals, self.engine_ms, first)
        self._pool.start(job)
        return self._ticket

    def wait(self, msecs: int = -1) -> bool:
        return self._pool.waitForDone(msecs)
