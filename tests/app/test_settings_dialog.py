"""Settings dialog (app/settings/dialog.py): every setting persists through SettingsStore in an
INI file under tmp_path, reads back in a new session, and reaches a running window."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox

from app.settings.declared import (
    CAROM_CLOTH,
    COLOUR_BLIND,
    CONFIRM_SHOT,
    LANGUAGE,
    MUTED,
    REPLAY_SPEED,
    VOLUME,
)
from app.settings.dialog import SettingsDialog
from app.settings.store import SettingsStore


@pytest.fixture(autouse=True)
def _own_data_dir(monkeypatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The window's own settings and autosave go to tmp_path, never the user's."""
    monkeypatch.setenv("KEGLI_DATA_DIR", str(tmp_path / "data"))


def store_at(path: Path) -> SettingsStore:
    return SettingsStore(QSettings(str(path), QSettings.Format.IniFormat))


def test_defaults_on_a_fresh_file(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dlg = SettingsDialog(store_at(tmp_path / "s.ini"))
    qtbot.addWidget(dlg)
    assert dlg.editor(LANGUAGE).currentData() == "en"
    assert dlg.editor(VOLUME).value() == 80 and not dlg.editor(MUTED).isChecked()
    assert dlg.editor(CAROM_CLOTH).currentData() == "blue"  # ux.md: carom cloth blue by default
    assert dlg.editor(REPLAY_SPEED).currentData() == 1.0
    assert not dlg.editor(CONFIRM_SHOT).isChecked() and not dlg.editor(COLOUR_BLIND).isChecked()
    assert dlg.assists == {}


def test_settings_persist_between_sessions(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "s.ini"
    dlg = SettingsDialog(store_at(path), players=("Anna", "Bohdan"))
    qtbot.addWidget(dlg)
    dlg.editor(LANGUAGE).setCurrentIndex(dlg.editor(LANGUAGE).findData("uk"))
    dlg.editor(VOLUME).setValue(35)
    dlg.editor(MUTED).setChecked(True)
    dlg.editor(CAROM_CLOTH).setCurrentIndex(dlg.editor(CAROM_CLOTH).findData("green"))
    dlg.editor(REPLAY_SPEED).setCurrentIndex(dlg.editor(REPLAY_SPEED).findData(0.5))
    dlg.editor(CONFIRM_SHOT).setChecked(True)
    dlg.editor(COLOUR_BLIND).setChecked(True)
    dlg.assists["Bohdan"].setCurrentIndex(dlg.assists["Bohdan"].findData("none"))
    with qtbot.waitSignal(dlg.applied):
        qtbot.mouseClick(
            dlg.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )
    del dlg
    fresh = store_at(path)  # a new run reads the same file
    assert fresh.language() == "uk"
    assert fresh.volume() == pytest.approx(0.35)
    assert fresh.muted() and fresh.confirm_shot() and fresh.colour_blind()
    assert fresh.carom_cloth() == "green"
    assert fresh.replay_speed() == 0.5
    assert fresh.assists() == {"Anna": "full", "Bohdan": "none"}
    again = SettingsDialog(fresh)
    qtbot.addWidget(again)
    assert again.editor(VOLUME).value() == 35 and again.editor(MUTED).isChecked()
    assert (
        again.editor(CAROM_CLOTH).currentData() == "green"
        and again.editor(REPLAY_SPEED).currentData() == 0.5
    )
    assert again.assists["Bohdan"].currentData() == "none"  # remembered players are listed


def test_cancel_changes_nothing(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "s.ini"
    dlg = SettingsDialog(store_at(path))
    qtbot.addWidget(dlg)
    dlg.editor(MUTED).setChecked(True)
    dlg.editor(VOLUME).setValue(5)
    dlg.reject()
    fresh = store_at(path)
    assert not fresh.muted() and fresh.volume() == pytest.approx(0.8)


def test_damaged_values_fall_back(tmp_path: Path) -> None:
    path = tmp_path / "s.ini"
    raw = QSettings(str(path), QSettings.Format.IniFormat)
    raw.setValue("sound/muted", "perhaps")
    raw.setValue("view/carom_cloth", "purple")
    raw.setValue("play/confirm_shot", 7)
    raw.sync()
    s = store_at(path)
    assert not s.muted() and s.carom_cloth() == "blue" and not s.confirm_shot()


def test_settings_reach_the_window(window) -> None:  # type: ignore[no-untyped-def]
    """Each part follows its own settings: a change in the store reaches it at once."""
    window.quick_game()
    s = window.settings
    s.set_carom_cloth("green")
    s.set_replay_speed(2.0)
    s.set_confirm_shot(True)
    s.set_assists({"Player 2": "ghost"})
    assert window.view.green_carom
    assert window.controller.animator.speed == 2.0
    assert window.controller.confirm_shot
    assert window.controller.setup.assists["Player 2"] == "ghost"
    assert window.menu_actions.green_cloth.isChecked()  # the View menu shows it too


def test_the_store_says_which_setting_changed(tmp_path: Path) -> None:
    s = store_at(tmp_path / "s.ini")
    said: list[str] = []
    s.changed.connect(said.append)
    s.set_volume(0.5)
    s.set_volume(0.5)  # the same value: nothing changed
    s.set_carom_cloth("purple")  # not a choice: ignored
    s.set_path_cushions(40)  # out of range: brought into it
    assert said == ["sound/volume", "play/path_cushions"]
    assert s.path_cushions() == 9


def test_the_dialog_is_built_from_the_declarations(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from app.settings.declared import DIALOG

    dlg = SettingsDialog(store_at(tmp_path / "s.ini"))
    qtbot.addWidget(dlg)
    declared = [setting.key for _title, settings in DIALOG for setting in settings]
    assert list(dlg.editors) == declared
    speeds = dlg.editor(REPLAY_SPEED)
    assert [speeds.itemData(i) for i in range(speeds.count())] == list(REPLAY_SPEED.choices)


def test_assists_per_player_are_declared_and_checked_like_every_setting(
    qtbot, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    import json

    from app.settings.declared import PLAYER_ASSISTS

    path = tmp_path / "s.ini"
    raw = QSettings(str(path), QSettings.Format.IniFormat)
    # A damaged map: one good entry, a level that is no choice, a value of the wrong type.
    raw.setValue(PLAYER_ASSISTS.key, json.dumps({"Anna": "ghost", "Bohdan": "x-ray", "Ci": 3}))
    raw.sync()
    s = store_at(path)
    assert s.assists() == {"Anna": "ghost"}  # the good entry is kept, nothing else
    said: list[str] = []
    s.changed.connect(said.append)
    s.set_assists({"Bohdan": "none", "Anna": "nonsense"})
    assert s.assists() == {"Anna": "ghost", "Bohdan": "none"}
    assert said == [PLAYER_ASSISTS.key]
    assert PLAYER_ASSISTS.check("not a map") == {}
    dlg = SettingsDialog(s, ("Anna", "Dana"))
    qtbot.addWidget(dlg)
    dana = dlg.assists["Dana"]
    # One row per player, the declared choices, the declared default for a new name.
    assert [dana.itemData(i) for i in range(dana.count())] == list(PLAYER_ASSISTS.each.choices)
    assert dana.currentData() == PLAYER_ASSISTS.each.default
    assert dlg.assists["Anna"].currentData() == "ghost"


def test_a_language_never_chosen_shows_the_one_spoken(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Started in the system's Russian with nothing stored, the dialog says Russian, and OK
    keeps it (it showed English and switched the window to it)."""
    from app.settings import i18n

    i18n.set_language("ru", remember=False)
    try:
        store = store_at(tmp_path / "s.ini")
        dlg = SettingsDialog(store)
        qtbot.addWidget(dlg)
        assert dlg.editor(LANGUAGE).currentData() == "ru"
        dlg.accept()
        assert store.language() == "ru"
        store.set_language("uk")  # a choice once made is what the dialog shows
        again = SettingsDialog(store)
        qtbot.addWidget(again)
        assert again.editor(LANGUAGE).currentData() == "uk"
    finally:
        i18n.set_language("en", remember=False)


def test_a_relay_that_is_not_an_address_is_refused_with_words(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """OK with a relay that is no host:port keeps the dialog open, says what to type, and
    saves nothing, the other changes included; once it is mended (or emptied) OK saves."""
    from app.settings.declared import NET_RELAY

    path = tmp_path / "s.ini"
    store = store_at(path)
    dlg = SettingsDialog(store)
    qtbot.addWidget(dlg)
    dlg.show()
    ok = dlg.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dlg.editor(VOLUME).setValue(35)
    relay = dlg.editor(NET_RELAY)
    relay.setText("not a host!!")
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dlg.isVisible() and dlg.problem.isVisible()
    assert "host:port" in dlg.problem.text() and dlg.focusWidget() is relay
    assert store_at(path).volume() == 0.8 and store_at(path).net_relay() == ""
    relay.setText("relay.example.org:47475")
    with qtbot.waitSignal(dlg.applied):
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert not dlg.isVisible()
    again = store_at(path)
    assert again.net_relay() == "relay.example.org:47475" and again.volume() == 0.35


def test_a_relay_edited_by_hand_into_no_address_reads_as_none(tmp_path: Path) -> None:
    path = tmp_path / "s.ini"
    raw = QSettings(str(path), QSettings.Format.IniFormat)
    raw.setValue("net/relay", "http://relay.example.org/path")
    raw.sync()
    assert store_at(path).net_relay() == ""
