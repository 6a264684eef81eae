"""The opponent's strokes simulated on the table's own worker, off the GUI thread.

A session that does not simulate a received stroke itself asks for it in its ``Step``
(``SimJob``); this hands the job to the window's ``Simulator`` (the one the table's shot
pipeline runs on, so every simulation in the window goes through one worker pool) and gives
the answer back to the session, which plays the stroke and reads the frames held behind it.
The GUI thread keeps drawing and answering meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from app.shot.worker import Simulator
from game.net.session import Session, SimJob, Step
from game.physics.api import SimResult


class StrokeChecks(QObject):
    def __init__(
        self,
        simulator: Simulator,
        apply: Callable[[Step], None],
        current: Callable[[], Session | None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._simulator = simulator
        self._apply = apply  # what the session's answer is handed to (sent, shown)
        self._current = current  # the game's session now (answers for another are dropped)
        self._jobs: dict[int, tuple[Session, int]] = {}  # worker ticket -> session's job
        simulator.done.connect(self._done)
        simulator.failed.connect(self._failed)

    def submit(self, session: Session, job: SimJob) -> None:
        ticket = self._simulator.submit(job.request)
        self._jobs[ticket] = (session, job.ticket)

    @property
    def busy(self) -> bool:
        return bool(self._jobs)

    def _done(self, ticket: int, result: SimResult) -> None:
        check = self._jobs.pop(ticket, None)
        if check is None:
            return  # a preview or a shot of the table's own
        self._simulator.engine_ms.pop(ticket, None)
        session, job = check
        if session is self._current():
            self._apply(session.simulated(job, result))

    def _failed(self, ticket: int, message: str) -> None:
        check = self._jobs.pop(ticket, None)
        if check is not None and check[0] is self._current():
            self._apply(check[0].simulation_failed(check[1], message))
