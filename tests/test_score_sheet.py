"""The score sheet a scoreboard draws, read from the match in one place."""

from __future__ import annotations

import dataclasses

import pytest

from game.match import Match
from game.score_sheet import score_sheet
from game.stroke import Stroke


def _scoring_shot() -> dict:
    """The cue ball meets both object balls and knocks no pin."""
    return {
        "events": [
            {"t": 0.0, "type": "strike", "ball": "cue"},
            {"t": 0.1, "type": "ball", "a": "cue", "b": "o1"},
            {"t": 0.2, "type": "ball", "a": "cue", "b": "o2"},
            {"t": 0.3, "type": "rest"},
        ],
        "final": {
            "balls": {"cue": [0.0, 1.0], "o1": [0.3, -0.5], "o2": [-0.3, 0.6]},
            "pins_standing": ["king", "n", "s", "e", "w", "head", "foot"],
            "pins_down": [],
            "pocketed": [],
            "off_table": [],
        },
    }


def test_seven_pins_counts_down_and_shows_this_innings_points_rules_7c4_7c15() -> None:
    m = Match.new("seven_pins_classic", ["Anna", "Bohdan"])
    sheet = score_sheet(m)
    assert sheet.discipline == "seven_pins_classic"
    assert sheet.players == ("Anna", "Bohdan")
    assert dict(sheet.scores) == {"Anna": 300, "Bohdan": 300}
    assert sheet.target is None  # 7C-4: totals count down, there is no target
    assert sheet.balls == {}  # one cue ball for both
    assert sheet.next_player == "Anna" and sheet.inning_points == 0
    m.place_ball("cue", (0.1, -1.3))
    m.apply_logged(Stroke("cue", 90, 2), _scoring_shot())
    after = score_sheet(m)
    # 7C-15 writes off 5; 7C-25: Anna plays on, her inning stands at 5 so far.
    assert dict(after.scores) == {"Anna": 295, "Bohdan": 300}
    assert after.next_player == "Anna" and after.inning_points == 5
    assert dict(sheet.scores) == {"Anna": 300, "Bohdan": 300}  # the first sheet is a copy


def test_three_cushion_names_each_players_ball_and_the_target_rules_c1_c5() -> None:
    m = Match.new("three_cushion", ["A", "B"], options={"target": 30})
    sheet = score_sheet(m)
    assert sheet.target == 30
    assert dict(sheet.scores) == {"A": 0, "B": 0}
    assert dict(sheet.balls) == m.cue_balls() and sheet.balls.get("A") == "white"
    assert sheet.inning_points == 0 and sheet.next_player == "A"


def test_five_pins_races_to_its_default_target() -> None:
    m = Match.new("five_pins", ["A", "B"])
    sheet = score_sheet(m)
    assert sheet.target == m.discipline.target({}) and sheet.target is not None
    assert dict(sheet.scores) == {"A": 0, "B": 0}


@pytest.mark.parametrize("discipline", ["one_cushion", "balkline_47_2", "free_game"])
def test_the_sheet_is_frozen_and_follows_the_registry(discipline: str) -> None:
    m = Match.new(discipline, ["A", "B"])
    sheet = score_sheet(m)
    assert sheet.players == tuple(m.config.players)
    assert sheet.target == m.discipline.target(m.config.options)
    with pytest.raises(dataclasses.FrozenInstanceError):
        sheet.next_player = "B"  # type: ignore[misc]


def _carom_shot(ball: str, first: str, second: str | None) -> dict:
    other = {"white": "yellow", "yellow": "white"}[ball]
    events = [
        {"t": 0.0, "type": "strike", "ball": ball},
        {"t": 0.1, "type": "ball", "a": ball, "b": first},
    ]
    if second is not None:
        events.append({"t": 0.2, "type": "ball", "a": ball, "b": second})
    events.append({"t": 0.3, "type": "rest"})
    return {
        "events": events,
        "final": {
            "balls": {ball: [0.1, 0.2], other: [-0.3, 0.5], "red": [0.3, -0.6]},
            "pins_standing": [],
            "pins_down": [],
            "pocketed": [],
            "off_table": [],
        },
    }


def test_the_sheet_still_names_the_ball_of_a_player_who_only_broke_rule_c5() -> None:
    """Rule C-5: the breaker plays the white and the other player the yellow. A misses the
    break and never plays again: B makes two points and wins a free game to 2. With nobody
    left to play, the sheet still names A's white, from the ball A struck."""
    m = Match.new("free_game", ["A", "B"], options={"target": 2})
    m.place_ball("white", (0.15, -0.71))
    m.apply_logged(Stroke("white", 90, 2), _carom_shot("white", "red", None))
    m.apply_logged(Stroke("yellow", 90, 2), _carom_shot("yellow", "red", "white"))
    m.apply_logged(Stroke("yellow", 90, 2), _carom_shot("yellow", "white", "red"))
    assert m.outcome is not None and m.next_player is None
    assert dict(score_sheet(m).balls) == {"A": "white", "B": "yellow"}
