"""What the main window's parts need of it, declared once.

The save actions, the replay controls, the take-back, the help and settings windows are
built by the main window and handed it as a ``GameHost``: they reach the game through these
names only, and the window (``app.window.main_window.MainWindow``) implements them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from app.common.dialogs import Dialogs
    from app.play.controller import Controller
    from app.table.view import TableView


class GameHost(Protocol):
    controller: Controller
    view: TableView
    dialogs: Dialogs  # every question to the player goes through it

    def show_status(self, text: str, msecs: int) -> None:
        """A passing message in the status bar."""
        ...

    def dialog_parent(self) -> QWidget:
        """The window the parts' dialogs belong to."""
        ...
