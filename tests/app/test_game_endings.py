"""The game-over dialog says why the game ended (the result's ``Termination``), in en, ru
and uk, one distinct sentence per way a game can end."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from app.play.game_over import GameOverDialog
from app.settings import i18n
from app.words.endings import ending_words
from game.rules.model import GameResult, Termination

LATIN = re.compile(r"[A-Za-z]")


@pytest.fixture(params=("en", "ru", "uk"))
def language(request: pytest.FixtureRequest, qapp: Any) -> Iterator[str]:
    i18n.set_language(request.param, remember=False)
    yield request.param
    i18n.set_language("en", remember=False)


def test_every_ending_has_its_own_sentence_in_every_language(language: str) -> None:
    words = {why: ending_words(why) for why in Termination}
    assert len(set(words.values())) == len(Termination)
    for why, text in words.items():
        assert text.strip() and "%" not in text, why
        if language != "en":
            assert not LATIN.search(text), (why, text)  # translated, not left in English


def test_the_game_over_dialog_says_why_the_game_ended(language: str, qtbot) -> None:  # type: ignore[no-untyped-def]
    # 7C-16: all seven pins in one legal shot ends the game at once.
    outcome = GameResult.win("Anna", Termination.ALL_SEVEN_PINS)
    dlg = GameOverDialog(outcome, ("Anna", "Bohdan"), {"Anna": 120, "Bohdan": 40}, {}, {}, None)
    qtbot.addWidget(dlg)
    assert dlg.ending.text() == ending_words(Termination.ALL_SEVEN_PINS)
    draw = GameResult.draw(("Anna", "Bohdan"), Termination.TARGET_REACHED)  # C-11
    again = GameOverDialog(draw, ("Anna", "Bohdan"), {"Anna": 30, "Bohdan": 30}, {}, {}, None)
    qtbot.addWidget(again)
    assert again.ending.text() == ending_words(Termination.TARGET_REACHED)


def test_keys_on_the_results_do_not_edit_them(qapp: Any, qtbot: Any) -> None:  # type: ignore[misc]
    """Space, pressed again after the last shot, reached the table and typed over the
    winner's name."""
    from PySide6.QtCore import Qt

    outcome = GameResult.win("Anna", Termination.TARGET_REACHED)
    dlg = GameOverDialog(outcome, ("Anna", "Bohdan"), {"Anna": 0, "Bohdan": 5}, {}, {}, None)
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.table.setFocus()
    dlg.table.setCurrentCell(0, 0)
    qtbot.keyClick(dlg.table, Qt.Key.Key_Space)
    qtbot.keyClicks(dlg.table, "x")
    qtbot.keyClick(dlg.table, Qt.Key.Key_Return)
    assert dlg.table.item(0, 0).text() == "Anna"
    assert dlg.table.state() != dlg.table.State.EditingState


def test_the_results_fill_their_card(qapp: Any, qtbot: Any) -> None:  # type: ignore[misc]
    """The results table is as wide as the card and as tall as its rows: no empty band to
    the right of cramped columns, no empty grid below the two players."""
    outcome = GameResult.win("Computer", Termination.TARGET_REACHED)
    dlg = GameOverDialog(outcome, ("Player 1", "Computer"), {"Player 1": 1, "Computer": 8},
                         {}, {"Player 1": 3, "Computer": 8}, None)  # fmt: skip
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    table = dlg.table
    columns = sum(table.columnWidth(j) for j in range(table.columnCount()))
    assert abs(columns - table.viewport().width()) <= 1
    rows = sum(table.rowHeight(i) for i in range(table.rowCount()))
    assert rows <= table.viewport().height() < rows + table.rowHeight(0)
