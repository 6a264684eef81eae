"""The new-game dialog keeps what the player typed while he changes other choices."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.start.new_game import NewGameDialog
from game import disciplines
from game.setup import GameSetup


def _pick(qtbot, combo, data) -> None:  # type: ignore[no-untyped-def]
    """Choose an entry as a player does: focus the box and step to it with the keys."""
    combo.setFocus()
    target = combo.findData(data)
    assert target >= 0
    while combo.currentIndex() != target:
        key = Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up
        qtbot.keyClick(combo, key)


def test_choosing_the_computer_keeps_the_typed_target(qtbot) -> None:  # type: ignore[no-untyped-def]
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    _pick(qtbot, dlg.discipline, "five_pins")
    assert dlg.target.value() == 60  # 5P-2: the discipline's default
    dlg.target.selectAll()
    qtbot.keyClicks(dlg.target, "10")
    qtbot.keyClick(dlg.target, Qt.Key.Key_Return)
    assert dlg.target.value() == 10
    _pick(qtbot, dlg.opponent, "computer")
    assert dlg.target.value() == 10
    assert dlg.setup().options["target"] == 10
    # Another discipline brings its own default.
    _pick(qtbot, dlg.discipline, "three_cushion")
    assert dlg.target.value() == disciplines.get("three_cushion").options.target.default


def test_a_remembered_setup_opens_with_its_own_target(qtbot) -> None:  # type: ignore[no-untyped-def]
    dlg = NewGameDialog(GameSetup("three_cushion", ["A", "B"], "A", {"target": 7}, {}))
    qtbot.addWidget(dlg)
    assert dlg.target.value() == 7


def test_the_dialog_fits_the_choices_shown_after_a_change_of_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A game with fewer choices than the last one shown leaves no empty band above the
    buttons: the dialog takes the height its rows need, and grows again for more."""
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    _pick(qtbot, dlg.discipline, "free_game")  # target, triangle caroms, three players
    qtbot.wait(50)
    tall = dlg.height()
    _pick(qtbot, dlg.discipline, "three_cushion")  # target and three players only
    qtbot.wait(50)
    assert dlg.height() < tall
    assert dlg.height() <= dlg.sizeHint().height() + 2
    _pick(qtbot, dlg.discipline, "free_game")
    qtbot.wait(50)
    assert dlg.height() >= dlg.sizeHint().height() - 2
