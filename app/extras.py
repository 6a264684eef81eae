"""Issue 10's parts of the main window: sound, settings, rules and keys help, tournaments and
the colour-blind mode.

The main window builds ``Extras`` with the actions it serves (Help → Rules of this game, How
to play and Keys, Game → Tournament…, View → Colour-blind mode, Green cloth and Settings…)
and connects each of them once, here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from app.how_to_play import HowToPlayDialog
from app.keys_help import KeysHelpDialog
from app.rules_help import RulesHelpDialog
from app.settings_dialog import SettingsDialog, apply_settings
from app.settings_store import SettingsStore
from app.sound import SoundBoard
from app.sound_events import EventSounds
from app.text import tr

if TYPE_CHECKING:
    from app.host import GameHost
    from app.menus import Actions
    from app.replay_controls import ReplayControls

CTX = "Extras"


class Extras(QObject):
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
        self.colour_blind_action.toggled.connect(self.set_colour_blind)
        self.green_action.toggled.connect(self.set_green_cloth)

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
        dlg.applied.connect(self.apply)
        dlg.applied.connect(self.apply_language)
        self.settings_dialog = dlg
        self.host.dialogs.run(dlg)
        return dlg

    def apply(self) -> None:
        view = self.host.view
        apply_settings(self.store, view, self.host.controller, self.replay, self.sound)
        view.invalidate_background()
        self.colour_blind_action.setChecked(self.store.colour_blind())
        self.green_action.setChecked(self.store.carom_cloth() == "green")

    def set_green_cloth(self, on: bool) -> None:
        """The View menu's toggle and the settings' cloth colour are one setting."""
        self.store.set_carom_cloth("green" if on else "blue")
        self.host.view.green_carom = on
        self.host.view.update()

    def confirm_shot(self) -> bool:
        """Asked before each shot when the setting is on."""
        return self.host.dialogs.ask(
            self.host.dialog_parent(), tr(CTX, "Shoot?"), tr(CTX, "Play this shot?"), default=True
        )

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
            self.tournament_dialog = TournamentDialog(self.host, parent=self.host.dialog_parent())
        self.tournament_dialog.show()
        self.tournament_dialog.raise_()
        return self.tournament_dialog
