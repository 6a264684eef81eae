"""What network play needs of the main window and its menus, declared here (the window
implements them; nothing in this room names it)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from app.play.host import GameHost
from app.settings.store import SettingsStore


class NetWindow(GameHost, Protocol):
    settings: SettingsStore

    def leave_current_game(self) -> bool: ...


class NetActions(Protocol):
    """The menu's actions network play serves (the window's ``Actions`` has them)."""

    @property
    def net_host(self) -> QAction: ...
    @property
    def net_join(self) -> QAction: ...
    @property
    def net_take_back(self) -> QAction: ...
    @property
    def net_resign(self) -> QAction: ...
    @property
    def net_leave(self) -> QAction: ...
    @property
    def net_menu(self) -> QMenu: ...
    @property
    def take_back(self) -> QAction: ...
