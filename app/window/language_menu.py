"""The Language menu: the player's choice is spoken at once and remembered."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup

from app.settings import i18n
from app.settings.store import SettingsStore


class LanguageMenu(QObject):
    """Owns the Language menu's group (each action's data is its code): one connection."""

    def __init__(
        self, group: QActionGroup, settings: SettingsStore, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.group = group
        self.settings = settings
        group.triggered.connect(self._chosen)

    def _chosen(self, action: QAction) -> None:
        self.settings.set_language(str(action.data()))  # spoken at once: i18n.follow
        self.settings.sync()

    def tick(self) -> None:
        """Check the language spoken now, whatever the settings' default says."""
        code = i18n.current_language() or i18n.FALLBACK
        for action in self.group.actions():
            if action.data() == code:
                action.setChecked(True)
