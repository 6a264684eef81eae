"""The pyramid table size for seven pins (issue 10): a setting, a choice in the new-game
dialog, and the game, the rematch and the table view on the chosen table."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox

from app.settings.declared import PYRAMID_TABLE
from app.settings.dialog import SettingsDialog
from app.settings.store import SettingsStore
from app.start.new_game import NewGameDialog
from game.tables import PYRAMID_10FT, PYRAMID_12FT


@pytest.fixture(autouse=True)
def _own_data_dir(monkeypatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("KEGLI_DATA_DIR", str(tmp_path / "data"))


def store_at(path: Path) -> SettingsStore:
    return SettingsStore(QSettings(str(path), QSettings.Format.IniFormat))


def _ok(qtbot, dlg) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(
        dlg.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )


def _screen_aspect(window) -> float:  # type: ignore[no-untyped-def]
    """Length over width of the playing area as the table view draws it."""
    g = window.view.table_geometry()
    x0, y0 = g.to_screen(-g.table.half_width, -g.table.half_length)
    x1, y1 = g.to_screen(g.table.half_width, g.table.half_length)
    return abs(x1 - x0) / abs(y1 - y0)


def test_the_pyramid_size_setting_persists(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "s.ini"
    dlg = SettingsDialog(store_at(path))
    qtbot.addWidget(dlg)
    assert dlg.editor(PYRAMID_TABLE).currentData() == "pyramid-12ft"  # 12 ft by default
    dlg.editor(PYRAMID_TABLE).setCurrentIndex(dlg.editor(PYRAMID_TABLE).findData("pyramid-10ft"))
    _ok(qtbot, dlg)
    assert store_at(path).pyramid_table() == "pyramid-10ft"
    store_at(path).qsettings.setValue("play/pyramid_table", "pyramid-9ft")
    assert store_at(path).pyramid_table() == "pyramid-12ft"  # a damaged value falls back


def test_the_table_is_offered_for_seven_pins_only(qtbot) -> None:  # type: ignore[no-untyped-def]
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    assert dlg.table.isVisible() and dlg.setup().table == "pyramid-12ft"
    dlg.discipline.setCurrentIndex(dlg.discipline.findData("three_cushion"))
    assert not dlg.table.isVisible() and dlg.setup().table is None
    assert NewGameDialog(default_table="pyramid-10ft").table.currentData() == "pyramid-10ft"


def test_choose_ten_feet_and_the_game_and_view_follow(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window.quick_game()
    assert window.controller.match.table is PYRAMID_12FT
    twelve = _screen_aspect(window)
    twelve_scale = window.view.table_geometry().scale
    dlg = window.new_game_dialog()
    dlg.discipline.setCurrentIndex(dlg.discipline.findData("seven_pins_federation"))
    dlg.table.setCurrentIndex(dlg.table.findData("pyramid-10ft"))
    _ok(qtbot, dlg)
    m = window.controller.match
    assert m.config.table == "pyramid-10ft" and m.table is PYRAMID_10FT
    assert window.view.table_geometry().table is PYRAMID_10FT
    ten = _screen_aspect(window)
    # Both sizes are 2:1 cloths; the smaller one is drawn bigger to fill the same view.
    assert window.view.table_geometry().scale > twelve_scale * 1.1
    assert ten == pytest.approx(PYRAMID_10FT.length / PYRAMID_10FT.width)
    assert twelve == pytest.approx(PYRAMID_12FT.length / PYRAMID_12FT.width)
    window.rematch()  # the rematch stays on the 10 ft table
    assert window.controller.match.config.table == "pyramid-10ft"


def test_the_new_game_dialog_starts_from_the_setting(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.settings.set_pyramid_table("pyramid-10ft")
    window.quick_game()  # the one-click game is played on the setting's table too
    assert window.controller.match.config.table == "pyramid-10ft"
    dlg = window.new_game_dialog()
    assert dlg.table.currentData() == "pyramid-10ft"
    _ok(qtbot, dlg)
    assert window.controller.match.config.table == "pyramid-10ft"
