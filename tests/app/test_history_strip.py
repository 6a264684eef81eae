"""The referee strip's history grows with the game: a shot's end adds its entry and leaves
the others as they are (redrawing all of them cost the GUI thread in proportion to the
game's length); a take-back removes the last; another game is listed afresh."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from game.match import Match
from tests.app.test_saves_ui import put_game
from tests.saves.games import hand_game


def _items(window) -> list[object]:  # type: ignore[no-untyped-def]
    h = window.strip.history
    return [h.item(i) for i in range(h.count())]


def _shoot(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.controller
    if c.phase == "place":
        assert c.drop_hand()
    n = len(c.match.records)
    c.aim.speed = 1.0
    assert c.shoot()
    qtbot.waitUntil(lambda: len(c.match.records) == n + 1 and c.phase in ("aim", "place", "over"))


@pytest.mark.instant
def test_a_shot_adds_one_entry_and_keeps_the_others(window, qtbot, scripted) -> None:  # type: ignore[no-untyped-def]
    put_game(window, hand_game(4))
    before = _items(window)
    assert len(before) == 4
    _shoot(qtbot, window)
    after = _items(window)
    assert len(after) == 5
    assert all(a is b for a, b in zip(before, after[:4], strict=True))  # not redrawn
    assert after[4].data(Qt.ItemDataRole.UserRole) == 4  # the new shot, replayable
    assert after[4].text().startswith("5. ")


@pytest.mark.instant
def test_a_take_back_removes_the_last_entry(window, qtbot, scripted) -> None:  # type: ignore[no-untyped-def]
    put_game(window, hand_game(3))
    _shoot(qtbot, window)
    kept = _items(window)[:3]
    assert window.controller.take_back()
    assert _items(window) == kept
    _shoot(qtbot, window)
    assert [i.text()[:3] for i in _items(window)] == ["1. ", "2. ", "3. ", "4. "]


@pytest.mark.instant
def test_another_game_is_listed_afresh(window, qtbot, scripted) -> None:  # type: ignore[no-untyped-def]
    put_game(window, hand_game(3))
    put_game(window, hand_game(2))
    assert [i.text()[:3] for i in _items(window)] == ["1. ", "2. "]
    put_game(window, Match.new("three_cushion", ["Ann", "Ben"]))
    assert _items(window) == []
