"""Hooks issue 10's parts into the main window: sound, settings, rules and keys help,
tournaments and the colour-blind mode. One call, ``install_extras(window)``, made once.

Menu items are found by their (translated) text, like ``app.save_actions`` does, so the
window's own menu code stays as it is.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox

from app.keys_help import KeysHelpDialog
from app.resources import asset
from app.rules_help import RulesHelpDialog
from app.settings_dialog import SettingsDialog, apply_settings
from app.settings_store import SettingsStore
from app.sound import SoundBoard
from app.sound_events import EventSounds
from app.text import tr

CTX = "Extras"
WINDOW_CTX = "MainWindow"


class Extras:
    def __init__(self, window: Any, store: SettingsStore) -> None:
        self.window = window
        self.store = store
        self.rules_dialog: RulesHelpDialog | None = None
        self.keys_dialog: KeysHelpDialog | None = None
        self.tournament_dialog: Any = None
        self.settings_dialog: SettingsDialog | None = None
        self.colour_blind_action: QAction | None = None
        self.green_action: QAction | None = None  # View → Green cloth on carom tables
        self.answer = True  # the reply to "Play this shot?" when dialogs are switched off

    # -- help ----------------------------------------------------------------------------------
    def show_rules(self) -> RulesHelpDialog:
        m = self.window.controller.match
        if m is not None:
            discipline, options = m.config.discipline, dict(m.config.options)
        else:
            setup = self.window.controller.setup
            discipline, options = setup.discipline, dict(setup.options)
        dlg = RulesHelpDialog(discipline, options, self.window)
        self.rules_dialog = dlg
        dlg.show()
        return dlg

    def show_keys(self) -> KeysHelpDialog:
        dlg = KeysHelpDialog(self.window)
        self.keys_dialog = dlg
        dlg.show()
        return dlg

    # -- settings ------------------------------------------------------------------------------
    def show_settings(self) -> SettingsDialog:
        m = self.window.controller.match
        players = tuple(m.config.players) if m is not None else ()
        dlg = SettingsDialog(self.store, players, self.window)
        dlg.applied.connect(self.apply)
        dlg.applied.connect(self.apply_language)
        self.settings_dialog = dlg
        if getattr(self.window, "ask_dialogs", True):
            dlg.exec()
        return dlg

    def apply(self) -> None:
        apply_settings(self.window, self.store)
        view = self.window.view
        if hasattr(view, "invalidate_background"):
            view.invalidate_background()
        if self.colour_blind_action is not None:
            self.colour_blind_action.setChecked(self.store.colour_blind())
        if self.green_action is not None:
            self.green_action.setChecked(self.store.carom_cloth() == "green")

    def confirm_shot(self) -> bool:
        """Asked before each shot when the setting is on; tests answer through ``answer``."""
        if not getattr(self.window, "ask_dialogs", True):
            return self.answer
        box = QMessageBox.question(
            self.window,
            tr(CTX, "Shoot?"),
            tr(CTX, "Play this shot?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        return box == QMessageBox.StandardButton.Yes

    def apply_language(self) -> None:
        from app import i18n

        code = self.store.language()
        if code != i18n.current_language():
            i18n.set_language(code, remember=False)  # the store has it already

    def set_colour_blind(self, on: bool) -> None:
        if on != self.store.colour_blind():
            self.store.set_colour_blind(on)
            self.apply()

    # -- tournaments -------------------------------------------------------------------------
    def show_tournament(self) -> Any:
        from app.tournament_dialog import TournamentDialog

        if self.tournament_dialog is None:
            self.tournament_dialog = TournamentDialog(self.window, parent=self.window)
        self.tournament_dialog.show()
        self.tournament_dialog.raise_()
        return self.tournament_dialog


def _actions_by_text(window: Any) -> dict[str, QAction]:
    return {a.text(): a for a in window.findChildren(QAction)}


def _rewire(action: QAction | None, slot: Callable[[], Any]) -> None:
    if action is None:
        return
    with contextlib.suppress(RuntimeError, TypeError):  # nothing was connected
        action.triggered.disconnect()
    action.triggered.connect(lambda _checked=False: slot())


def _menu_of(window: Any, action: QAction | None) -> QMenu | None:
    if action is None:
        return None
    for menu in window.menuBar().findChildren(QMenu):
        if action in menu.actions():
            return menu
    return None


def _insert_after(menu: QMenu, after: QAction | None, action: QAction) -> None:
    items = menu.actions()
    if after in items:
        i = items.index(after)
        menu.insertAction(items[i + 1] if i + 1 < len(items) else None, action)
    else:
        menu.addAction(action)


def install_extras(window: Any, store: SettingsStore | None = None) -> Extras:
    """Sound, settings, help windows, tournaments and colour-blind mode for ``window``."""
    existing = getattr(window, "extras", None)
    if isinstance(existing, Extras):
        return existing
    if store is None:
        saves = getattr(window, "save_actions", None)
        store = getattr(saves, "settings", None) or SettingsStore()
    extras = Extras(window, store)
    window.extras = extras

    if getattr(window, "sound", None) is None:
        try:
            folder = asset("sounds")
        except FileNotFoundError:
            folder = None  # no sounds shipped: the board stays silent
        window.sound = SoundBoard(folder or Path("/nonexistent-kegli-sounds"), window)
    extras.event_sounds = EventSounds(window.controller.animator, window.sound)
    window.controller.confirm = extras.confirm_shot

    found = _actions_by_text(window)

    def menu_action(text: str) -> QAction | None:
        return found.get(tr(WINDOW_CTX, text))

    green = menu_action("Green cloth on carom tables")
    if green is not None:
        # The View menu's toggle and the settings' cloth colour are one setting.
        green.toggled.connect(lambda on: extras.store.set_carom_cloth("green" if on else "blue"))
        extras.green_action = green

    _rewire(menu_action("&Rules of this game"), extras.show_rules)
    _rewire(menu_action("&Keys"), extras.show_keys)
    window.show_rules = extras.show_rules
    window.show_keys = extras.show_keys

    new = menu_action("&New…")
    game = _menu_of(window, new)
    if game is not None:
        tournament = QAction(tr(CTX, "&Tournament…"), window)
        tournament.triggered.connect(lambda _c=False: extras.show_tournament())
        _insert_after(game, new, tournament)
        extras.tournament_action = tournament

    panel = getattr(window, "panel_action", None)
    view_menu = _menu_of(window, panel)
    if view_menu is not None:
        blind = QAction(tr(CTX, "Colour-blind mode"), window, checkable=True)
        blind.setChecked(store.colour_blind())
        blind.toggled.connect(extras.set_colour_blind)
        view_menu.addAction(blind)
        extras.colour_blind_action = blind
        view_menu.addSeparator()
        settings = QAction(tr(CTX, "&Settings…"), window)
        settings.triggered.connect(lambda _c=False: extras.show_settings())
        view_menu.addAction(settings)
        extras.settings_action = settings

    extras.apply()
    return extras
