"""A ball the engine sends off the table (issue 17, item 6), through the referee, the
match, a save and its replay: the foul and the re-spotting of the rules, end to end."""

from __future__ import annotations

from typing import Any

from game.match import Match
from game.physics.api import simulate_detailed
from game.saves.format import document_from_match, encode
from game.saves.load import load_bytes
from game.saves.replay import replay_game
from game.saves.verify import verify_log
from game.stroke import Stroke
from game.tables import CAROM_MATCH, PYRAMID_12FT

PLAYERS = ["Anna", "Bohdan"]


def _jump(ball: str) -> Stroke:
    """A hard jump stroke (30°, 8 m/s: a 27 cm hop) at the nearest long cushion."""
    return Stroke(ball=ball, aim_deg=0.0, speed=8.0, elevation_deg=30.0)


def _play_jump(m: Match, at: tuple[float, float] | None = None) -> tuple[Stroke, Any]:
    ball = m.ball_in_hand
    assert ball is not None
    if at is None:
        m.place_ball_anywhere()
    else:
        m.place_ball(ball, at)
    stroke = _jump(m.next_ball)
    result = simulate_detailed(m.request_for(stroke))
    assert [e.type for e in result.events] == ["strike", "off_table", "rest"]
    return stroke, m.apply(stroke, result)


def _replays_equal(m: Match) -> None:
    """The save loads back, its check on load (re-simulation) passes, and every shot
    replays to the same events."""
    log = load_bytes(encode(document_from_match(m))).document.log
    assert verify_log(log).line() == "verified"
    assert [r.difference for r in replay_game(log)] == [None] * len(m.records)


def test_carom_cue_ball_off_the_table_is_a_foul_and_goes_to_a_free_spot_rule_c7() -> None:
    m = Match.new("free_game", PLAYERS)
    _, d = _play_jump(m)
    assert "off_table" in d.fouls  # C-7: the cue ball leaving the table
    assert d.next == "Bohdan"  # after a foul the opponent plays
    # C-7: head spot, occupied (yellow) → foot spot, occupied (red) → centre spot.
    assert dict(d.respot) == {"white": CAROM_MATCH.centre_spot}
    assert m.position.balls["white"] == CAROM_MATCH.centre_spot
    assert "white" in m.records[-1].result["final"]["off_table"]
    _replays_equal(m)


def test_three_cushion_any_ball_off_the_table_is_a_foul_rule_c3_3() -> None:
    m = Match.new("three_cushion", PLAYERS)
    _, d = _play_jump(m)
    assert "off_table" in d.fouls and d.points == 0 and d.next == "Bohdan"
    assert set(m.position.balls) == {"white", "yellow", "red"}
    _replays_equal(m)


def test_seven_pins_cue_ball_off_the_table_costs_5_and_respots_rules_7c20_7c27() -> None:
    m = Match.new("seven_pins_classic", PLAYERS)
    _, d = _play_jump(m, (0.3, -1.3))
    assert "off_table" in d.fouls
    # 7C-20: 5 for the ball off the table (and 7C's miss: nothing was touched).
    assert d.points == -10 and set(d.fouls) == {"miss", "off_table"}
    assert m.scores == {"Anna": 310, "Bohdan": 300}
    # 7C-27: object balls to their starting spots, the opponent in hand in the house.
    assert d.ball_in_hand == "cue" and d.hand_area is not None and d.hand_area.name == "house"
    assert d.next == "Bohdan" and "cue" not in m.position.balls
    from game.layouts import seven_pins_balls

    assert dict(m.position.balls) == seven_pins_balls(False, PYRAMID_12FT)
    # The game goes on: the opponent places the cue ball and plays.
    m.place_ball_anywhere()
    s = Stroke(ball="cue", aim_deg=90.0, speed=2.0)
    m.apply(s, simulate_detailed(m.request_for(s)))
    _replays_equal(m)


def test_five_pins_ball_off_the_table_is_2_and_ball_in_hand_rules_5p12_5p16() -> None:
    m = Match.new("five_pins", PLAYERS)
    _, d = _play_jump(m, (0.3, -0.9))
    assert "off_table" in d.fouls
    assert d.next == "Bohdan" and d.ball_in_hand is not None  # 5P-12
    assert "white" in d.respot  # 5P-16: the jumped ball is spotted
    assert m.position.balls["white"] == d.respot["white"]
    _replays_equal(m)
