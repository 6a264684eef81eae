"""Saving off the window's thread: the newest snapshot wins, failures are kept and retried.

The window takes a ``MatchSnapshot`` after each shot (cheap: the played shots are shared)
and hands it to ``Saver.submit``; a worker thread builds, checks and writes the file with the
same crash safety as any save (temp file, fsync, rename, a good ``.bak``). The worker is
plain Python with no Qt, so the GIL is handed back to the window every few milliseconds.

Nothing is lost when a write fails: the match stays in memory, the failed snapshot is kept
as ``unsaved`` and written again every ``retry_seconds`` (or at once when a newer shot
arrives), and each outcome is reported through ``on_result`` (called on the worker thread:
the window forwards it to its own thread with a queued signal) so the player is told.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from game.saves.format import MatchSnapshot

RETRY_SECONDS = 5.0


@dataclass(frozen=True)
class SaveJob:
    snapshot: MatchSnapshot
    path: Path
    backup: bool
    ticket: int


@dataclass(frozen=True)
class SaveResult:
    """One write's outcome: ``error`` is None when the file on disk now holds the snapshot."""

    ticket: int
    path: Path
    shots: int
    error: BaseException | None = None
    retrying: bool = False

    @property
    def ok(self) -> bool:
        return self.error is None


Writer = Callable[[MatchSnapshot, Path, bool], object]


def _default_writer(snap: MatchSnapshot, path: Path, backup: bool) -> object:
    from game.saves.autosave import write_snapshot

    return write_snapshot(snap, path, backup)


class Saver:
    """One worker thread writing the newest submitted snapshot per file."""

    def __init__(
        self,
        on_result: Callable[[SaveResult], None] | None = None,
        writer: Writer | None = None,
        retry_seconds: float = RETRY_SECONDS,
    ) -> None:
        self.on_result = on_result
        self.writer = writer or _default_writer
        self.retry_seconds = retry_seconds
        self._cond = threading.Condition()
        self._pending: dict[Path, SaveJob] = {}  # newest job per file, not yet written
        self._failed: dict[Path, SaveJob] = {}  # newest job per file whose write failed
        self._busy = False
        self._closed = False
        self._ticket = 0
        self._thread: threading.Thread | None = None
        self.last_result: SaveResult | None = None

    # -- the window's side ---------------------------------------------------------------------
    def submit(self, snap: MatchSnapshot, path: Path, backup: bool = False) -> int:
        """Queue a write; returns at once. A newer job for the same file replaces this one."""
        with self._cond:
            self._ticket += 1
            job = SaveJob(snap, Path(path), backup, self._ticket)
            self._pending[job.path] = job
            self._failed.pop(job.path, None)
            self._start()
            self._cond.notify_all()
            return job.ticket

    def retry_now(self) -> None:
        """Write every failed snapshot again without waiting for the retry timer."""
        with self._cond:
            for path, job in self._failed.items():
                self._pending.setdefault(path, job)
            self._failed.clear()
            self._start()
            self._cond.notify_all()

    def unsaved(self, path: Path | None = None) -> MatchSnapshot | None:
        """The newest snapshot of ``path`` (any file if None) not yet safely on disk."""
        with self._cond:
            jobs = [*self._pending.values(), *self._failed.values()]
            if self._current is not None:
                jobs.append(self._current)
        jobs = [j for j in jobs if path is None or j.path == Path(path)]
        return max(jobs, key=lambda j: j.ticket).snapshot if jobs else None

    @property
    def failing(self) -> bool:
        with self._cond:
            return bool(self._failed)

    def wait(self, timeout: float | None = None) -> bool:
        """Block until every submitted job was tried once; False on timeout (tests, exit)."""
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cond:
            while self._pending or self._busy:
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    return False
                self._cond.wait(left)
            return True

    def close(self, timeout: float | None = 5.0) -> bool:
        """Finish pending writes (up to ``timeout``) and stop the thread."""
        done = self.wait(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        return done

    # -- the worker ----------------------------------------------------------------------------
    _current: SaveJob | None = None

    def _start(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._closed = False
            self._thread = threading.Thread(target=self._run, name="kegli-saver", daemon=True)
            self._thread.start()

    def _next_job(self) -> SaveJob | None:
        with self._cond:
            while True:
                if self._pending:
                    path = min(self._pending, key=lambda p: self._pending[p].ticket)
                    job = self._pending.pop(path)
                    self._busy = True
                    self._current = job
                    return job
                if self._closed:
                    return None
                if self._failed:
                    if not self._cond.wait(self.retry_seconds) and not self._pending:
                        for path, job in self._failed.items():
                            self._pending.setdefault(path, job)
                        self._failed.clear()
                else:
                    self._cond.wait()

    def _run(self) -> None:
        while True:
            job = self._next_job()
            if job is None:
                return
            error: BaseException | None = None
            try:
                self.writer(job.snapshot, job.path, job.backup)
            except Exception as exc:  # a full disk, a read-only folder, or a bug: never lost
                error = exc
            with self._cond:
                self._current = None
                newer = job.path in self._pending
                if error is not None and not newer:
                    self._failed[job.path] = job
                result = SaveResult(
                    job.ticket, job.path, job.snapshot.shots, error, retrying=error is not None
                )
                self.last_result = result
            if self.on_result is not None:
                # Reported before the job counts as done, so ``wait`` covers the report too.
                # The window's handler must not stop the saver.
                with contextlib.suppress(Exception):
                    self.on_result(result)
            with self._cond:
                self._busy = False
                self._cond.notify_all()
