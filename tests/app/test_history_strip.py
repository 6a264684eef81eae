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


def _shots(strip) -> list[int]:  # type: ignore[no-untyped-def]
    h = strip.history
    return [int(h.item(i).data(Qt.ItemDataRole.UserRole)) for i in range(h.count())]


def test_a_long_game_lists_its_latest_shots_and_the_earlier_on_a_click(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Each entry added to a list of thousands cost a layout of them all: the strip lists
    the latest shots, and its first entry brings the earlier ones back."""
    from app.play.referee_strip import EARLIER, HISTORY_SHOWN, HISTORY_SLACK, RefereeStrip

    strip = RefereeStrip()
    qtbot.addWidget(strip)
    strip.set_history([(n, f"A +{n}", "good") for n in range(1, 1001)])
    shots = _shots(strip)
    assert shots[0] == EARLIER and shots[1:] == list(range(1000 - HISTORY_SHOWN, 1000))
    for n in range(1001, 1001 + HISTORY_SLACK + 1):  # one at a time, as a game goes
        strip.extend_history([(n, f"A +{n}", "good")])
    shots = _shots(strip)
    assert len(shots) <= HISTORY_SHOWN + HISTORY_SLACK + 1 and shots[-1] == 1000 + HISTORY_SLACK
    assert shots[1:] == list(range(shots[1], shots[-1] + 1))  # no gap
    first = shots[1]
    strip._clicked(strip.history.item(0))  # the earlier shots
    assert _shots(strip)[1] == first - HISTORY_SHOWN
    with qtbot.waitSignal(strip.replay_requested) as asked:
        strip._clicked(strip.history.item(1))
    assert asked.args == [first - HISTORY_SHOWN]


def test_a_take_back_below_the_listed_shots_lists_the_earlier_ones(qtbot) -> None:  # type: ignore[no-untyped-def]
    from app.play.referee_strip import EARLIER, RefereeStrip

    strip = RefereeStrip()
    qtbot.addWidget(strip)
    strip.set_history([(n, f"A +{n}", "plain") for n in range(1, 401)])
    strip.cut_history(150)
    shots = _shots(strip)
    assert shots[-1] == 149 and shots[1:] == list(range(shots[1], 150))
    assert shots[0] == EARLIER or shots[0] == 0
    strip.extend_history([(151, "B +1", "good")])
    assert _shots(strip)[-1] == 150
