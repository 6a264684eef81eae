"""Open saved games handed to the app by the desktop: ``kegli game.kegli`` on Linux and
Windows (the .kegli association runs the app with the path), and macOS's FileOpen events,
which Finder sends instead of a command-line argument."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent


class Opener(Protocol):
    def load_path(self, path: Path) -> None: ...


class FileOpenFilter(QObject):
    """Passes every FileOpen event's file to ``opener.load_path``."""

    def __init__(self, opener: Opener, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._opener = opener

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            isinstance(event, QFileOpenEvent)
            and event.type() == QEvent.Type.FileOpen
            and event.file()
        ):
            self._opener.load_path(Path(event.file()))
            return True
        return super().eventFilter(watched, event)


def install(app: QObject, opener: Opener, paths: Sequence[str]) -> FileOpenFilter:
    """Open the games named on the command line now and any that macOS sends later."""
    handler = FileOpenFilter(opener, app)
    app.installEventFilter(handler)
    for path in paths:
        opener.load_path(Path(path))
    return handler
