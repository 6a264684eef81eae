"""The main window's dialog and settings actions: the settings dialog and how a saved
setting reaches the running window, the rules, keys and how-to-play help, tournaments, sound
and the colour-blind mode and cloth toggles.

The main window builds ``DialogActions`` with the actions it serves (Help → Rules of this game, How
to play and Keys, Game → Tournament…, View → Colour-blind mode, Green cloth and Settings…)
and connects each of them once, here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from app.help.how_to_play import HowToPlayDialog
from app.help.keys import KeysHelpDialog
from app.help.rules import RulesHelpDialog
from app.settings.declared import CAROM_CLOTH, COLOUR_BLIND
from app.settings.dialog import SettingsDialog
from app.settings.store import SettingsStore
from app.shot.sound import SoundBoard
from app.shot.sound_events import EventSounds
from app.words.text import tr

if TYPE_CHECKING:
    from app.play.host import GameHost
    from app.play.replay import ReplayControls
    from app.window.menus import Actions

CTX = "Extras"  # the translation context of these words, kept as it was


class DialogActions(QObject):
    def __init__(
        self,
        host: GameHost,
        actions: Actions,
        store: SettingsStore,
        sound: SoundBoard,
        replay: ReplayControls,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.host = host
        self.store = store
        self.sound = sound
        self.replay = replay
        self.rules_dialog: RulesHelpDialog | None = None
        self.keys_dialog: KeysHelpDialog | None = None
        self.how_to_play_dialog: HowToPlayDialog | None = None
        self.tournament_dialog: Any = None
        self.settings_dialog: SettingsDialog | None = None
        self.colour_blind_action = actions.colour_blind
        self.green_action = actions.green_cloth  # View → Green cloth on carom tables
        self.event_sounds = EventSounds(host.controller.animator, sound)
        actions.rules.triggered.connect(lambda _c=False: self.show_rules())
        actions.keys.triggered.connect(lambda _c=False: self.show_keys())
        actions.how_to_play.triggered.connect(lambda _c=False: self.show_how_to_play())
        actions.tournament.triggered.connect(lambda _c=False: self.show_tournament())
        actions.settings.triggered.connect(lambda _c=False: self.show_settings())
        self.colour_blind_action.setChecked(store.colour_blind())
        self.green_action.setChecked(store.carom_cloth() == "green")
        self.colour_blind_action.toggled.connect(self.set_colour_blind)
        self.green_action.toggled.connect(self.set_green_cloth)
        store.changed.connect(self._setting_changed)

    # -- help ----------------------------------------------------------------------------------
    def show_rules(self) -> RulesHelpDialog:
        m = self.host.controller.match
        if m is not None:
            discipline, options = m.config.discipline, dict(m.config.options)
        else:
            setup = self.host.controller.setup
            discipline, options = setup.discipline, dict(setup.options)
        dlg = RulesHelpDialog(discipline, options, self.host.dialog_parent())
        self.rules_dialog = dlg
        dlg.show()
        return dlg

    def show_how_to_play(self) -> HowToPlayDialog:
        dlg = HowToPlayDialog(self.host.dialog_parent())
        self.how_to_play_dialog = dlg
        dlg.show()
        return dlg

    def show_keys(self) -> KeysHelpDialog:
        dlg = KeysHelpDialog(self.host.dialog_parent())
        self.keys_dialog = dlg
        dlg.show()
        return dlg

    # -- settings ------------------------------------------------------------------------------
    def show_settings(self) -> SettingsDialog:
        m = self.host.controller.match
        players = tuple(m.config.players) if m is not None else ()
        dlg = SettingsDialog(self.store, players, self.host.dialog_parent())
        self.settings_dialog = dlg
        self.host.dialogs.run(dlg)
        return dlg

    def _setting_changed(self, key: str) -> None:
        """The View menu's toggles show the settings, however they were changed."""
        if key == COLOUR_BLIND.key:
            self.colour_blind_action.setChecked(self.store.colour_blind())
        elif key == CAROM_CLOTH.key:
            self.green_action.setChecked(self.store.carom_cloth() == "green")

    def set_green_cloth(self, on: bool) -> None:
        """The View menu's toggle and the settings' cloth colour are one setting."""
        self.store.set_carom_cloth("green" if on else "blue")

    def confirm_shot(self) -> bool:
        """Asked before each shot when the setting is on."""
        return self.host.dialogs.ask(
            self.host.dialog_parent(), tr(CTX, "Shoot?"), tr(CTX, "Play this shot?"), default=True
        )

    def set_colour_blind(self, on: bool) -> None:
        self.store.set_colour_blind(on)

    # -- tournaments -------------------------------------------------------------------------
    def show_tournament(self) -> Any:
        from app.start.tournament import TournamentDialog

        if self.tournament_dialog is None:
            self.tournament_dialog = TournamentDialog(self.host, parent=self.host.dialog_parent())
        self.tournament_dialog.show()
        self.tournament_dialog.raise_()
        return self.tournament_dialog
