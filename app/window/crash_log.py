"""The crash log: what went wrong, kept where the player can find it and send it.

- Python ``logging`` writes to ``kegli.log`` in the platform's log folder (platformdirs
  ``user_log_dir``; ``$KEGLI_DATA_DIR/logs`` when that is set: tests, portable installs),
  rotated so it never grows past a few megabytes.
- ``faulthandler`` writes a crash of the interpreter itself (a segfault in a library) to
  ``faults.log`` there: the frozen windowed build has no console, and ``sys.stderr`` may be
  None.
- An exception nobody caught, on the GUI thread (PySide hands those to ``sys.excepthook``)
  or on any other thread (``threading.excepthook``), is written with its traceback and the
  player is told in one translated sentence where the log is. Nothing is sent anywhere.

Help → Open log folder shows the folder in the system's file manager.
"""

from __future__ import annotations

import contextlib
import faulthandler
import logging
import os
import sys
import threading
import types
from collections.abc import Callable
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import IO, TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices

from app.settings.file import DATA_DIR_ENV
from app.words.text import arg, tr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from app.common.dialogs import Dialogs

CTX = "CrashLog"
LOGGER = "kegli"
LOG_NAME = "kegli.log"
FAULTS_NAME = "faults.log"
MAX_LOG_BYTES = 1024 * 1024
LOG_BACKUPS = 3  # kegli.log.1 ... .3: at most 4 MB in all

ExcInfo = tuple[type[BaseException], BaseException, types.TracebackType | None]


def log_folder() -> Path:
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override) / "logs"
    from platformdirs import user_log_dir

    return Path(user_log_dir("Kegli", "Kegli"))


class _Relay(QObject):
    """Carries a crash from any thread to the GUI thread (a queued signal)."""

    crashed = Signal(str)


class CrashLog:
    """The installed log: its folder, and the hooks it replaced (given back by
    ``uninstall``)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.logger = logging.getLogger(LOGGER)
        self._handler: logging.Handler | None = None
        self._faults: IO[str] | None = None
        self._old_hooks: tuple[object, object] = (sys.excepthook, threading.excepthook)
        self._relay = _Relay()
        # Queued even on the GUI thread: the message box waits for the event loop, never
        # opening inside the handler that raised (a combo box's open list, an event
        # filter), where a modal box crashed the program.
        self._relay.crashed.connect(self._tell, Qt.ConnectionType.QueuedConnection)
        self._dialogs: Dialogs | None = None
        self._parent: QWidget | None = None
        self._telling = False
        self.told = 0  # how many crashes the player was told of

    # -- setting up ---------------------------------------------------------------------------
    def open(self) -> None:
        """Start writing; a folder that cannot be written leaves the log off, never the game."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            self._handler = RotatingFileHandler(
                self.folder / LOG_NAME,
                maxBytes=MAX_LOG_BYTES,
                backupCount=LOG_BACKUPS,
                encoding="utf-8",
            )
            self._faults = open(self.folder / FAULTS_NAME, "a", encoding="utf-8")  # noqa: SIM115
        except OSError:
            self._handler = None
        if self._handler is not None:
            self._handler.setFormatter(
                logging.Formatter("%(asctime)s %(levelname)s %(threadName)s %(message)s")
            )
            self.logger.addHandler(self._handler)
        self.logger.setLevel(logging.INFO)
        if self._faults is not None:
            faulthandler.enable(self._faults)
        sys.excepthook = self._excepthook
        threading.excepthook = self._thread_hook
        self.logger.info("Kegli started")

    def tell_through(self, dialogs: Dialogs, parent: QWidget) -> None:
        """Where the player is told: the main window's dialogs."""
        self._dialogs = dialogs
        self._parent = parent

    def uninstall(self) -> None:
        sys.excepthook, threading.excepthook = self._old_hooks  # type: ignore[assignment]
        if self._faults is not None:
            with contextlib.suppress(RuntimeError, ValueError):
                faulthandler.disable()
            self._faults.close()
            self._faults = None
        if self._handler is not None:
            self.logger.removeHandler(self._handler)
            self._handler.close()
            self._handler = None

    # -- a crash --------------------------------------------------------------------------------
    def write(self, info: ExcInfo, where: str) -> None:
        self.logger.error("Unhandled exception (%s)", where, exc_info=info)
        if self._handler is not None:
            self._handler.flush()

    def _excepthook(
        self, kind: type[BaseException], exc: BaseException, tb: types.TracebackType | None
    ) -> None:
        self.write((kind, exc, tb), threading.current_thread().name)
        if sys.stderr is not None:  # a console, if there is one, sees it too
            with contextlib.suppress(Exception):
                sys.__excepthook__(kind, exc, tb)
        self._relay.crashed.emit(type(exc).__name__)

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None or args.exc_type is SystemExit:
            return
        name = args.thread.name if args.thread is not None else "thread"
        self.write((args.exc_type, args.exc_value, args.exc_traceback), name)
        with contextlib.suppress(RuntimeError):  # the window is gone: the log has it
            self._relay.crashed.emit(args.exc_type.__name__)

    def message(self) -> str:
        return arg(
            tr(
                CTX,
                "Something went wrong inside Kegli. The details were written to the log in "
                "%1 (Help → Open log folder); the game goes on.",
            ),
            self.folder,
        )

    def _tell(self, _kind: str) -> None:
        if self._dialogs is None or self._parent is None or self._telling:
            return  # no window yet, or a message already on screen
        self._telling = True
        try:
            self.told += 1
            self._dialogs.warn(self._parent, tr(CTX, "Kegli hit a problem"), self.message())
        except Exception:  # telling must never start a loop of crashes
            self.logger.exception("could not show the crash message")
        finally:
            self._telling = False


_installed: CrashLog | None = None


def install(folder: Path | None = None) -> CrashLog:
    """Start the crash log for this process (once; a second call returns the first)."""
    global _installed
    if _installed is None:
        _installed = CrashLog(folder or log_folder())
        _installed.open()
    return _installed


def installed() -> CrashLog | None:
    return _installed


def uninstall() -> None:
    global _installed
    if _installed is not None:
        _installed.uninstall()
        _installed = None


def open_log_folder(opener: Callable[[QUrl], bool] = QDesktopServices.openUrl) -> bool:
    """Help → Open log folder: the folder in the system's file manager."""
    folder = _installed.folder if _installed is not None else log_folder()
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    return bool(opener(QUrl.fromLocalFile(str(folder))))
