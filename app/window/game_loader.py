"""Opening a saved game without holding the window: the file is read and its game rebuilt
on a worker thread (the app's QThreadPool pattern, as in app/shot/worker.py) while the window
keeps drawing; after a moment a progress window says what is being opened and offers
Cancel. A long game takes a noticeable time to rebuild, shot by shot through the referee.

``load`` waits in a local event loop, so its caller reads the answer in order (the game,
the reason it cannot be opened, or None when the player cancelled); the progress window is
window-modal, so nothing else in the window can start meanwhile.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QEventLoop, QObject, QRunnable, QThreadPool, QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from app.words.text import arg, tr
from game.errors import InputError
from game.saves.load import LoadedGame, load_file
from game.saves.problems import SaveError

CTX = "GameLoader"
# A load quicker than this shows no progress window (it would only flash).
SHOW_AFTER_MS = 300


class _Signals(QObject):
    done = Signal(int, object)  # ticket, LoadedGame | InputError


class _LoadJob(QRunnable):
    def __init__(self, ticket: int, path: Path, signals: _Signals) -> None:
        super().__init__()
        self.ticket = ticket
        self.path = path
        self.signals = signals
        self.setAutoDelete(True)

    def run(self) -> None:
        outcome: LoadedGame | InputError
        try:
            outcome = load_file(self.path, verify=False)  # verified later, on its own thread
        except InputError as exc:
            outcome = exc
        except Exception as exc:  # told to the player like any damaged file, never lost
            outcome = SaveError("file", str(exc) or type(exc).__name__, "invalid")
        with contextlib.suppress(RuntimeError):  # the window was closed meanwhile
            self.signals.done.emit(self.ticket, outcome)


class GameLoader(QObject):
    """Loads one game at a time off the GUI thread; ``cancel`` stops waiting for it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        self._signals.done.connect(self._done)
        self._ticket = 0
        self._outcome: LoadedGame | InputError | None = None
        self._loop: QEventLoop | None = None
        self.progress: QProgressDialog | None = None

    @property
    def busy(self) -> bool:
        return self._loop is not None

    def load(self, path: Path, parent: QWidget) -> LoadedGame | InputError | None:
        """The game in ``path``, the reason it cannot be opened, or None when cancelled."""
        if self._loop is not None:
            return None  # one at a time: the window's progress is already showing
        self._ticket += 1
        self._outcome = None
        loop = QEventLoop(self)
        self._loop = loop
        progress = QProgressDialog(
            arg(tr(CTX, "Opening %1…"), path.name), tr(CTX, "Cancel"), 0, 0, parent
        )
        progress.setWindowTitle(tr(CTX, "Opening a game"))
        progress.setModal(True)
        progress.canceled.connect(self.cancel)  # its button, Escape, its close button
        progress.hide()  # until the load proves slow
        shower = QTimer(self)
        shower.setSingleShot(True)
        shower.timeout.connect(progress.show)
        shower.start(SHOW_AFTER_MS)
        self.progress = progress
        self._pool.start(_LoadJob(self._ticket, path, self._signals))
        try:
            loop.exec()
        finally:
            shower.stop()
            self._loop = None
            self.progress = None
            progress.canceled.disconnect(self.cancel)
            progress.reset()
            progress.deleteLater()
        outcome, self._outcome = self._outcome, None
        return outcome

    def cancel(self) -> None:
        """Stop waiting: the job's answer, when it comes, is dropped."""
        self._ticket += 1
        if self._loop is not None:
            self._loop.quit()

    def wait(self, msecs: int = -1) -> bool:
        return self._pool.waitForDone(msecs)

    def _done(self, ticket: int, outcome: LoadedGame | InputError) -> None:
        if ticket != self._ticket or self._loop is None:
            return  # cancelled, or an older load
        self._outcome = outcome
        self._loop.quit()
