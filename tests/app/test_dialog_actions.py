"""The dialog actions hooked into the main window (app/window/dialog_actions.py): Help →
Rules of this game (F1) and Help → Keys open the new windows, Game → Tournament…, View →
Colour-blind mode and Settings…, and the sound board follows the settings."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence

from app.help.keys import KeysHelpDialog
from app.help.rules import RulesHelpDialog
from app.settings.store import SettingsStore
from app.shot.sound import SoundBoard


def _store(tmp_path: Path) -> SettingsStore:
    return SettingsStore(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def window(qtbot, tmp_path: Path):  # type: ignore[no-untyped-def]
    """The main window with this test's settings from the start."""
    from app.common.dialogs import Answers
    from app.common.pacing import LIVE
    from app.window.main_window import MainWindow

    w = MainWindow(autosave=False, dialogs=Answers(), pacing=LIVE, settings=_store(tmp_path))
    qtbot.addWidget(w)
    w.resize(1400, 860)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.controller.animator.stop()
    w.controller.simulator.wait(10000)


def test_the_window_builds_its_dialog_actions_with_its_sound(window) -> None:  # type: ignore[no-untyped-def]
    assert isinstance(window.sound, SoundBoard)
    assert window.dialog_actions.sound is window.sound
    assert window.dialog_actions.event_sounds.board is window.sound


def test_f1_opens_the_rules_of_the_game_being_played(window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    actions = window.dialog_actions
    window.quick_game()
    rules = window.menu_actions.rules
    assert rules.shortcut() == QKeySequence("F1")
    rules.trigger()
    dlg = actions.rules_dialog
    assert isinstance(dlg, RulesHelpDialog) and dlg.isVisible()
    assert dlg.discipline.currentData() == "seven_pins_classic"
    assert "starts at 300" in dlg.browser.toPlainText()
    dlg.close()
    window.menu_actions.keys.trigger()
    assert isinstance(actions.keys_dialog, KeysHelpDialog) and actions.keys_dialog.isVisible()
    actions.keys_dialog.close()


def test_tournament_and_settings_are_in_the_menus(window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    actions = window.dialog_actions
    window.menu_actions.tournament.trigger()
    assert actions.tournament_dialog is not None and actions.tournament_dialog.isVisible()
    actions.tournament_dialog.close()
    window.menu_actions.settings.trigger()
    assert actions.settings_dialog is not None
    assert window.dialogs.of("dialog")[-1][2] == "SettingsDialog"  # shown modally


def test_colour_blind_toggle_persists_and_reaches_the_view(window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    store = window.settings
    toggle = window.menu_actions.colour_blind
    assert not toggle.isChecked()
    toggle.trigger()
    assert store.colour_blind()
    assert getattr(window.view, "colour_blind", True)
    toggle.trigger()
    assert not store.colour_blind()


def test_sound_follows_the_settings(window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    store = window.settings
    store.set_volume(0.3)
    store.set_muted(True)
    assert window.sound.volume == 0.3 and window.sound.muted
    store.set_muted(False)
    assert not window.sound.muted


def test_settings_stored_before_the_window_opens_are_followed(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from app.common.dialogs import Answers
    from app.common.pacing import INSTANT
    from app.window.main_window import MainWindow

    store = _store(tmp_path)
    store.set_volume(0.3)
    store.set_carom_cloth("green")
    store.set_path_cushions(2)
    w = MainWindow(autosave=False, dialogs=Answers(), pacing=INSTANT, settings=store)
    qtbot.addWidget(w)
    assert w.sound.volume == 0.3 and w.view.green_carom and w.controller.path_cushions == 2
    assert w.menu_actions.green_cloth.isChecked()


def test_ask_before_every_shot(window, qtbot, tmp_path: Path, scripted) -> None:  # type: ignore[no-untyped-def]
    store = window.settings
    store.set_confirm_shot(True)
    window.quick_game()
    c = window.controller
    assert c.drop_hand()
    window.dialogs.yes = False  # "Play this shot?" — No
    assert not c.shoot()
    assert c.phase == "aim" and not c.match.records
    assert window.dialogs.of("question")[-1][2] == "Play this shot?"
    window.dialogs.yes = True
    assert c.shoot()
    qtbot.waitUntil(lambda: len(c.match.records) == 1, timeout=20000)
    store.set_confirm_shot(False)
    assert not c.confirm_shot


def test_green_cloth_menu_and_setting_are_one(window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    store = window.settings
    green = window.menu_actions.green_cloth
    store.set_carom_cloth("green")
    assert green.isChecked() and window.view.green_carom
    green.trigger()  # off from the View menu
    assert not window.view.green_carom
    assert store.carom_cloth() == "blue"  # and the setting follows
