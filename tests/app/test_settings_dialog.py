"""Settings dialog (app/settings/dialog.py): every setting persists through SettingsStore in an
INI file under tmp_path, reads back in a new session, and reaches a running window."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox

from app.settings.dialog import SettingsDialog
from app.settings.store import SettingsStore
from app.window.dialog_actions import apply_settings


@pytest.fixture(autouse=True)
def _own_data_dir(monkeypatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The window's own settings and autosave go to tmp_path, never the user's."""
    monkeypatch.setenv("KEGLI_DATA_DIR", str(tmp_path / "data"))


def store_at(path: Path) -> SettingsStore:
    return SettingsStore(QSettings(str(path), QSettings.Format.IniFormat))


def test_defaults_on_a_fresh_file(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dlg = SettingsDialog(store_at(tmp_path / "s.ini"))
    qtbot.addWidget(dlg)
    assert dlg.language.currentData() == "en"
    assert dlg.volume.value() == 80 and not dlg.mute.isChecked()
    assert dlg.cloth.currentData() == "blue"  # ux.md: carom cloth blue by default
    assert dlg.speed.currentData() == 1.0
    assert not dlg.confirm.isChecked() and not dlg.colour_blind.isChecked()
    assert dlg.assists == {}


def test_settings_persist_between_sessions(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "s.ini"
    dlg = SettingsDialog(store_at(path), players=("Anna", "Bohdan"))
    qtbot.addWidget(dlg)
    dlg.language.setCurrentIndex(dlg.language.findData("uk"))
    dlg.volume.setValue(35)
    dlg.mute.setChecked(True)
    dlg.cloth.setCurrentIndex(dlg.cloth.findData("green"))
    dlg.speed.setCurrentIndex(dlg.speed.findData(0.5))
    dlg.confirm.setChecked(True)
    dlg.colour_blind.setChecked(True)
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
    assert again.volume.value() == 35 and again.mute.isChecked()
    assert again.cloth.currentData() == "green" and again.speed.currentData() == 0.5
    assert again.assists["Bohdan"].currentData() == "none"  # remembered players are listed


def test_cancel_changes_nothing(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "s.ini"
    dlg = SettingsDialog(store_at(path))
    qtbot.addWidget(dlg)
    dlg.mute.setChecked(True)
    dlg.volume.setValue(5)
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


def test_settings_reach_the_window(window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window.quick_game()
    s = store_at(tmp_path / "s.ini")
    s.set_carom_cloth("green")
    s.set_replay_speed(2.0)
    s.set_confirm_shot(True)
    s.set_assists({"Player 2": "ghost"})
    apply_settings(s, window.view, window.controller, window.replay_controls, window.sound)
    assert window.view.green_carom
    assert window.controller.animator.speed == 2.0
    assert window.controller.confirm_shot
    assert window.controller.setup.assists["Player 2"] == "ghost"
