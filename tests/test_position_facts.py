"""The position as facts for a player who cannot see it (game/position_facts.py)."""

from __future__ import annotations

from game.match import Match
from game.position_facts import position_facts


def test_three_cushion_break_facts_rules_C2_C3_C3_1() -> None:
    m = Match.new("three_cushion", ["Anna", "Bohdan"])
    f = position_facts(m)
    assert (f.player, f.cue_ball, f.in_hand) == ("Anna", "white", "white")  # C-2
    assert f.first_ball == "red"  # C-3: the break meets the red first
    assert f.cushions_for_point == 3  # C3-1
    assert {b.ball for b in f.balls} == {"white", "yellow", "red"}
    assert all(0 <= b.from_left_cm <= 285 and 0 <= b.from_top_cm <= 143 for b in f.balls)
    assert f.pins_standing == () and f.scores == (("Anna", 0), ("Bohdan", 0))


def test_five_pins_names_the_opponents_ball_first_rule_5P_10() -> None:
    f = position_facts(Match.new("five_pins", ["A", "B"]))
    assert f.first_ball == "yellow"
    assert f.pins_standing == ("centre", "n", "s", "e", "w") and f.pins_down == ()
    assert f.cushions_for_point is None


def test_seven_pins_counts_down_from_its_total_rule_7C_4() -> None:
    f = position_facts(Match.new("seven_pins_classic", ["A", "B"]))
    assert len(f.pins_standing) == 7
    assert f.scores == (("A", 300), ("B", 300))
