"""One test (at least) per classic seven-pins rule, 7C-1 ... 7C-29 of rules.md."""

from __future__ import annotations

import math
import re

import pytest

from game import InputError, layouts
from game.disciplines import make_referee
from game.rules.judge import parse_config
from game.rules.seven_pins import SevenPinsReferee
from game.tables import PYRAMID_12FT, SEVEN_PINS, TABLE_BALLS
from tests.rules.seven_pins_kit import (
    CAROM,
    LEGAL_O1,
    MISS,
    SAFETY,
    decide,
    last,
    log,
    pins_by_o1,
    run,
    shot,
)

R = layouts.PYRAMID_BALL_R
SPOTS = layouts.seven_pins(federation=False)
BALLS = layouts.seven_pins_balls(federation=False)


def referee(**options: object) -> SevenPinsReferee:
    return make_referee(parse_config(log(**options)))  # type: ignore[arg-type]


# -- equipment ----------------------------------------------------------------------------


def test_7c_1_pyramid_table_three_balls_one_cue_ball() -> None:
    """Rule 7C-1: a six-pocket pyramid table, cue ball plus two object balls; everyone
    strikes the same cue ball, so striking an object ball is a foul."""
    assert PYRAMID_12FT.pockets
    assert TABLE_BALLS["pyramid-12ft"] == ("cue", "o1", "o2")
    line = last(shot(("strike", "o1"), ("ball", "o1", "o2"), ball="o1"))
    assert line["fouls"] == ["wrong_ball"]
    assert line["scores"] == {"A": 305, "B": 300}
    bad = log()
    bad["table"] = "carom-match"
    with pytest.raises(InputError, match=r"^table"):
        run_log(bad)


def run_log(raw: dict) -> list[dict]:
    from game import judge

    return judge(raw)


def test_7c_2_seven_pins_sizes_and_places() -> None:
    """Rule 7C-2: all pins 12 mm wide; king 90 mm on the centre; small pins 70 mm, 73 mm from
    the centre on both axes; side pins 70 mm on the head and foot spots."""
    assert set(SPOTS) == set(SEVEN_PINS)
    for pin in SEVEN_PINS:
        assert layouts.seven_pin_kind(pin, False).radius * 2 == pytest.approx(0.012)
    assert SPOTS["king"] == (0.0, 0.0)
    assert layouts.seven_pin_kind("king", False).height == pytest.approx(0.090)
    for pin, (x, y) in (
        ("n", (0, 0.073)),
        ("s", (0, -0.073)),
        ("e", (0.073, 0)),
        ("w", (-0.073, 0)),
    ):
        assert SPOTS[pin] == pytest.approx((x, y))
        assert layouts.seven_pin_kind(pin, False).height == pytest.approx(0.070)
    assert SPOTS["head"] == PYRAMID_12FT.head_spot
    assert SPOTS["foot"] == PYRAMID_12FT.foot_spot
    assert layouts.seven_pin_kind("head", False).height == pytest.approx(0.070)
    state = referee().start()
    assert state.pin_places == SPOTS


def test_7c_3_object_balls_two_mm_from_side_pins_cue_in_hand() -> None:
    """Rule 7C-3: pink (o1) by the head pin, black (o2) by the foot pin, 2 mm from the pin
    towards the middle; the cue ball starts in hand in the house."""
    for ball, pin in (("o1", "head"), ("o2", "foot")):
        gap = math.dist(BALLS[ball], SPOTS[pin]) - R - layouts.SEVEN_PIN_RADIUS
        assert gap == pytest.approx(0.002)
        assert abs(BALLS[ball][1]) < abs(SPOTS[pin][1])  # towards the middle
    state = referee().start()
    assert state.cue_in_hand
    assert state.ball_places == BALLS


# -- object ---------------------------------------------------------------------------------


@pytest.mark.parametrize("total", [300, 500, 5, 1000])
def test_7c_4_start_totals_accepted(total: int) -> None:
    """Rule 7C-4: 300, 500 or any positive multiple of 5; totals count down."""
    line = last(shot(*pins_by_o1("e")), start=total)
    assert line["scores"] == {"A": total - 5, "B": total}


@pytest.mark.parametrize("total", [0, -5, 7, 302, True, "300", 300.0, None])
def test_7c_4_start_total_out_of_range(total: object) -> None:
    """Rule 7C-4: anything but a positive multiple of 5 is refused, naming the option."""
    with pytest.raises(InputError, match=r"^options\.start_total"):
        run(shot(*SAFETY), start=total)  # type: ignore[arg-type]


def test_7c_4_total_reaching_zero_wins_and_shows_zero() -> None:
    """Rule 7C-4 Decision: a shot taking the total to 0 or below wins; the total shows 0 and
    the points are what the total actually changed by."""
    line = last(shot(*pins_by_o1("head", "foot")), start=35)
    assert line["scores"] == {"A": 0, "B": 35}
    assert line["winner"] == "A" and line["next"] is None
    assert line["points"] == 35
    wins = [m["params"]["reason"] for m in line["messages"] if m["key"] == "7p.win"]
    assert wins == ["total"]
    exact = last(shot(*pins_by_o1("head")), start=30)
    assert exact["winner"] == "A" and exact["scores"]["A"] == 0


def test_7c_4_penalties_are_added_to_own_total() -> None:
    """Rule 7C-4: penalties go "on the mountain": the shooter's total grows."""
    line = last(shot(*MISS))
    assert line["points"] == -5
    assert line["scores"] == {"A": 305, "B": 300}


def test_7c_5_chosen_player_breaks_from_the_house() -> None:
    """Rule 7C-5: the player chosen to break shoots first, with the cue ball in hand."""
    lines = run(shot(*SAFETY), first="B")
    assert lines[0]["shooter"] == "B"
    assert lines[0]["next"] == "A"
    assert referee().start().cue_in_hand


# -- legal shots ------------------------------------------------------------------------------


def test_7c_6_object_ball_cushion_then_pins() -> None:
    """Rule 7C-6: cue ball on object ball, object ball to a cushion, then pins: legal."""
    line = last(shot(("ball", "cue", "o1"), ("cushion", "o1", "left"), ("down", "e", "o1")))
    assert line["fouls"] == [] and line["points"] == 5 and line["next"] == "A"
    said = {m["key"]: m["params"] for m in line["messages"]}
    assert said["7p.pins"] == {"pins": ["e"], "balls": ["o1"], "value": 5, "combo": ""}
    assert said["7p.scored"] == {"points": 5, "total": 295}
    assert said["7p.turn.continue"] == {"player": "A"}


def test_7c_7_cue_ball_cushion_then_object_ball_then_pins() -> None:
    """Rule 7C-7: cue ball to a cushion, then the object ball, which knocks pins: legal."""
    line = last(shot(("cushion", "cue", "head"), ("ball", "cue", "o2"), ("down", "w", "o2")))
    assert line["fouls"] == [] and line["points"] == 5


def test_7c_8_carom_scores_five() -> None:
    """Rule 7C-8: the cue ball contacting both object balls one after the other is a carom;
    a kiss back on the same ball is not."""
    assert last(shot(*CAROM))["points"] == 5
    assert last(shot(("ball", "cue", "o1"), ("ball", "o1", "cue")))["points"] == 0
    # An object ball running into the cue ball is a contact of the cue ball too.
    assert last(shot(("ball", "cue", "o1"), ("ball", "o2", "cue")))["points"] == 5


def test_7c_9_pocketing_an_object_ball_scores() -> None:
    """Rule 7C-9 / 7C-15: an object ball pocketed is a legal shot worth 5."""
    line = last(shot(("ball", "cue", "o1"), ("pocket", "o1", "head_left")))
    assert line["points"] == 5 and line["fouls"] == [] and line["next"] == "A"


def test_7c_10_safety_is_legal_and_passes_the_turn() -> None:
    """Rule 7C-10: the cue ball touching an object ball is a legal safety: no points, no
    foul, the turn passes."""
    line = last(shot(*SAFETY))
    assert line["fouls"] == [] and line["points"] == 0 and line["next"] == "B"
    keys = [m["key"] for m in line["messages"]]
    assert "7p.safety" in keys


def test_7c_11_cushion_flag_passes_along_a_chain() -> None:
    """Rule 7C-11: the struck ball inherits the striker's flag; a ball touching a cushion is
    flagged; pins felled by pins inherit legality."""
    # o1 unflagged hits o2: o2 unflagged knocks a pin -> foul.
    direct = last(shot(("ball", "cue", "o1"), ("ball", "o1", "o2"), ("down", "e", "o2")))
    assert "pins_direct" in direct["fouls"]
    # The cue ball flagged by a cushion passes its flag through o1 to o2.
    chain = last(
        shot(
            ("cushion", "cue", "left"),
            ("ball", "cue", "o1"),
            ("ball", "o1", "o2"),
            ("down", "e", "o2"),
        )
    )
    assert chain["fouls"] == [] and chain["points"] == 5
    # o1 flagged by a cushion flags o2.
    via = last(shot(*LEGAL_O1, ("ball", "o1", "o2"), ("down", "king", "o2"), ("down", "n", "king")))
    assert via["fouls"] == [] and via["points"] == 30
    # A pin knocked by a pin that an unflagged ball knocked is a foul too.
    inherit = last(shot(("ball", "cue", "o1"), ("down", "king", "o1"), ("down", "n", "king")))
    assert "pins_direct" in inherit["fouls"]
    # A pin pushed over by a pin a flagged ball only touched is legal.
    touched = last(shot(*LEGAL_O1, ("pin", "o1", "king"), ("down", "n", "king")))
    assert touched["fouls"] == [] and touched["points"] == 5
    # A pin pushed over by a sliding pin nothing reported touching: the latest ball at the
    # pins decides (here the flagged o1 touched e, e slid into n, n felled the king).
    slid = last(shot(*LEGAL_O1, ("pin", "o1", "e"), ("down", "king", "n")))
    assert slid["fouls"] == [] and slid["points"] == 50
    slid_cue = last(shot(*LEGAL_O1, ("pin", "cue", "e"), ("down", "king", "n")))
    assert slid_cue["fouls"] == ["pins_by_cue"]
    # The cue ball flagged or not: its pins are always a foul.
    by_cue = last(shot(("cushion", "cue", "left"), ("ball", "cue", "o1"), ("down", "s", "cue")))
    assert "pins_by_cue" in by_cue["fouls"]


# -- values -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pins", "value"),
    [(("king", "n"), 30), (("e",), 5), (("n", "s"), 10), (("head",), 30), (("head", "foot"), 60)],
)
def test_7c_12_pin_values(pins: tuple[str, ...], value: int) -> None:
    """Rule 7C-12: king 25, small pins 5 each, side pins 30 each."""
    assert last(shot(*pins_by_o1(*pins)))["points"] == value


def test_7c_13_king_alone_is_50_only_when_nothing_else_falls() -> None:
    """Rule 7C-13: only the king down: 50; with a side pin it is plain 25 + 30."""
    assert last(shot(*pins_by_o1("king")))["points"] == 50
    assert last(shot(*pins_by_o1("king", "foot")))["points"] == 55


def test_7c_14_king_and_four_small_pins_is_100() -> None:
    """Rule 7C-14: king with all four small pins: 100 (side pins add 30 each)."""
    assert last(shot(*pins_by_o1("king", "n", "s", "e", "w")))["points"] == 100
    assert last(shot(*pins_by_o1("king", "n", "s", "e", "w", "head")))["points"] == 130
    assert last(shot(*pins_by_o1("king", "n", "s", "e")))["points"] == 40


def test_7c_15_carom_and_each_pocketed_object_ball_five() -> None:
    """Rule 7C-15: carom 5, each object ball pocketed 5; they add up with pins."""
    line = last(shot(*LEGAL_O1, ("down", "e", "o1"), ("ball", "cue", "o2"), ("pocket", "o1")))
    assert line["points"] == 5 + 5 + 5


@pytest.mark.parametrize(
    "contacts",
    [
        ("o1", "o2", "o1"),  # the audit's double carom: cue -> o1 -> o2 -> o1
        ("o2", "o1", "o2", "o1"),
        ("o1", "o1", "o2", "o2", "o1"),
    ],
)
def test_7c_15_a_shot_scores_at_most_one_carom(contacts: tuple[str, ...]) -> None:
    """Rule 7C-15 Decision: however often the cue ball goes from one object ball to the
    other, the shot holds one carom: 5, not 10 (the referee scored 10 for o1, o2, o1)."""
    line = last(shot(*(("ball", "cue", b) for b in contacts)))
    assert line["fouls"] == [] and line["points"] == 5 and line["next"] == "A"
    assert line["extra"]["caroms"] == 1 and line["extra"]["shot_value"] == 5
    carom = [m["params"] for m in line["messages"] if m["key"] == "7p.carom"]
    assert carom == [{"count": 1, "value": 5}]
    # In a foul the carom goes to the penalty once, too (7C-21): 5 + 5 for the cue ball.
    foul = last(shot(*(("ball", "cue", b) for b in contacts), ("pocket", "cue")))
    assert foul["fouls"] == ["cue_pocketed"] and foul["points"] == -10


# -- instant wins -------------------------------------------------------------------------------


def test_7c_16_all_seven_wins_even_above_zero() -> None:
    """Rule 7C-16: all seven pins in a legal shot win; the points are still written off."""
    line = last(shot(*pins_by_o1(*SEVEN_PINS)), start=500)
    assert line["winner"] == "A" and line["next"] is None
    assert line["points"] == 160 and line["scores"]["A"] == 340
    wins = [m for m in line["messages"] if m["key"] == "7p.win"]
    assert wins == [{"key": "7p.win", "params": {"player": "A", "reason": "all_seven"}}]


def test_7c_16_five_caroms_in_a_row_win() -> None:
    """Rule 7C-16: five consecutive carom-only shots within one inning win."""
    lines = run(*[shot(*CAROM) for _ in range(5)])
    assert [ln["winner"] for ln in lines] == [None, None, None, None, "A"]
    assert lines[-1]["scores"]["A"] == 275


def test_7c_16_streak_broken_by_another_score() -> None:
    """Rule 7C-16: a shot scoring anything besides exactly one carom restarts the count."""
    shots = [shot(*CAROM) for _ in range(4)] + [shot(*CAROM, ("pocket", "o2"))]
    shots += [shot(*CAROM) for _ in range(4)]
    lines = run(*shots)
    assert all(ln["winner"] is None for ln in lines)
    assert lines[-1]["extra"]["carom_streak"] == 4
    pins = run(*[shot(*CAROM) for _ in range(4)], shot(*CAROM, ("cushion", "o2", "foot")))
    assert pins[-1]["winner"] == "A"  # a cushion scores nothing: still carom only
    pinned = run(
        *[shot(*CAROM) for _ in range(4)],
        shot(*CAROM, ("cushion", "o2", "foot"), ("down", "e", "o2")),
    )
    assert pinned[-1]["winner"] is None and pinned[-1]["extra"]["carom_streak"] == 0


def test_7c_16_a_double_carom_is_exactly_one_carom_in_the_streak() -> None:
    """Rules 7C-15/7C-16 Decision: cue -> o1 -> o2 -> o1 scores exactly one carom, so it
    counts toward five in a row (it broke the streak when it scored two)."""
    double = shot(*CAROM, ("ball", "cue", "o1"))
    lines = run(*[shot(*CAROM) for _ in range(4)], double)
    assert [ln["extra"]["carom_streak"] for ln in lines] == [1, 2, 3, 4, 5]
    assert lines[-1]["winner"] == "A" and lines[-1]["points"] == 5
    wins = [m["params"] for m in lines[-1]["messages"] if m["key"] == "7p.win"]
    assert wins == [{"player": "A", "reason": "five_caroms"}]
    only_doubles = run(*[double for _ in range(5)])
    assert only_doubles[-1]["winner"] == "A" and only_doubles[-1]["scores"]["A"] == 275


def test_7c_16_streak_is_within_one_inning() -> None:
    """Rule 7C-16: caroms of different innings do not add up."""
    shots = [shot(*CAROM) for _ in range(3)] + [shot(*SAFETY), shot(*SAFETY)]
    shots += [shot(*CAROM) for _ in range(2)]
    lines = run(*shots)
    assert lines[-1]["shooter"] == "A" and lines[-1]["winner"] is None
    assert lines[-1]["extra"]["carom_streak"] == 2


def test_7c_16_both_object_balls_pocketed_win() -> None:
    """Rule 7C-16: both object balls pocketed in one legal shot win."""
    line = last(
        shot(("ball", "cue", "o1"), ("ball", "o1", "o2"), ("pocket", "o1"), ("pocket", "o2"))
    )
    assert line["winner"] == "A" and line["points"] == 10


def test_7c_16_no_instant_win_in_a_foul() -> None:
    """Rule 7C-16: instant wins need a legal shot."""
    line = last(
        shot(
            ("ball", "cue", "o1"),
            ("ball", "o1", "o2"),
            ("pocket", "o1"),
            ("pocket", "o2"),
            ("pocket", "cue"),
        )
    )
    assert line["winner"] is None and "cue_pocketed" in line["fouls"]


# -- fouls ----------------------------------------------------------------------------------------


def test_7c_17_pins_by_cue_ball_cost_their_combined_value() -> None:
    """Rule 7C-17: pins knocked by the cue ball are a foul whose penalty is the pins' value,
    combinations included (the king alone is 50)."""
    line = last(shot(("ball", "cue", "o1"), ("down", "king", "cue")))
    assert line["fouls"] == ["pins_by_cue"] and line["points"] == -50
    mixed = last(shot(*LEGAL_O1, ("down", "head", "o1"), ("down", "e", "cue")))
    assert mixed["fouls"] == ["pins_by_cue"] and mixed["points"] == -35


def test_7c_18_miss_costs_five() -> None:
    """Rule 7C-18: the cue ball touching no object ball costs 5."""
    line = last(shot(*MISS))
    assert line["fouls"] == ["miss"] and line["points"] == -5 and line["next"] == "B"


def test_7c_19_cue_ball_pocketed_costs_five() -> None:
    """Rule 7C-19: the cue ball pocketed costs 5."""
    line = last(shot(("ball", "cue", "o1"), ("pocket", "cue", "side_left")))
    assert line["fouls"] == ["cue_pocketed"] and line["points"] == -5


def test_7c_20_ball_off_the_table_costs_five() -> None:
    """Rule 7C-20: a ball leaving the table costs 5 (each ball)."""
    line = last(shot(("ball", "cue", "o1"), ("off", "o1")))
    assert line["fouls"] == ["off_table"] and line["points"] == -5
    both = last(shot(("ball", "cue", "o1"), ("off", "o1"), ("off", "cue")))
    assert both["points"] == -10


def test_7c_21_foul_adds_the_shot_and_the_inning() -> None:
    """Rule 7C-21: a foul adds what the shot would have scored and the inning's earlier
    points; several fouls add up."""
    lines = run(
        shot(*pins_by_o1("head")),  # 30 written off
        shot(*CAROM, ("pocket", "o2"), ("pocket", "cue")),  # carom 5 + pocket 5 + cue 5 + 30
    )
    assert lines[1]["fouls"] == ["cue_pocketed"]
    assert lines[1]["points"] == -(5 + 5 + 5 + 30)
    assert lines[1]["scores"]["A"] == 270 + 45
    several = last(shot(*MISS, ("pocket", "cue")))
    assert sorted(several["fouls"]) == ["cue_pocketed", "miss"] and several["points"] == -10


def test_7c_21_inning_points_restart_each_inning() -> None:
    """Rule 7C-21: only the current inning's points are added."""
    lines = run(
        shot(*pins_by_o1("head")),
        shot(*SAFETY),  # A's inning ends
        shot(*SAFETY),  # B
        shot(*MISS),  # A again: only 5
    )
    assert lines[-1]["points"] == -5


def test_7c_22_all_seven_in_a_foul_adds_the_starting_total() -> None:
    """Rule 7C-22: all seven down in a foul adds the starting total instead of the pins'
    value; the shot's other fouls still add theirs."""
    falls = tuple(("down", p, "o1") for p in SEVEN_PINS)
    line = last(shot(("ball", "cue", "o1"), *falls, ("pocket", "cue")), start=500)
    assert "pins_direct" in line["fouls"] and "cue_pocketed" in line["fouls"]
    assert line["points"] == -(500 + 5)
    assert line["winner"] is None


def test_7c_23_manual_fouls_from_the_referee_panel() -> None:
    """Rule 7C-23: pins touched by hand cost their value; an object ball touched costs 5."""
    pins = last(shot(*SAFETY, manual=[{"foul": "pins_touched", "pins": ["n", "e"]}]))
    assert pins["fouls"] == ["pins_touched"] and pins["points"] == -10
    assert pins["pins"]["n"] == list(SPOTS["n"])  # touched pins are stood back up
    ball = last(shot(*SAFETY, manual=[{"foul": "ball_touched", "ball": "o1"}]))
    assert ball["fouls"] == ["ball_touched"] and ball["points"] == -5
    both = run(
        shot(*pins_by_o1("foot")),
        shot(*LEGAL_O1, ("down", "e", "o1"), manual=[{"foul": "pins_touched", "pins": ["king"]}]),
    )
    # King and e fell in the shot (25 + 5) plus the inning's 30.
    assert both[1]["points"] == -60


@pytest.mark.parametrize(
    ("entry", "field"),
    [
        ({}, "manual_fouls[0].foul"),
        ({"foul": "sneezed"}, "manual_fouls[0].foul"),
        ({"foul": "pins_touched"}, "manual_fouls[0].pins"),
        ({"foul": "pins_touched", "pins": ["queen"]}, "manual_fouls[0].pins"),
        ({"foul": "pins_touched", "pins": []}, "manual_fouls[0].pins"),
        ({"foul": "ball_touched"}, "manual_fouls[0].ball"),
        ({"foul": "ball_touched", "ball": "cue"}, "manual_fouls[0].ball"),
    ],
)
def test_7c_23_bad_manual_fouls_are_refused(entry: dict, field: str) -> None:
    """Rule 7C-23: a malformed referee-panel entry is an InputError naming its field."""
    with pytest.raises(InputError, match="^" + re.escape(f"shots[0].{field}")):
        run(shot(*SAFETY, manual=[entry]))


def test_7c_23_manual_pin_that_also_fell_is_refused() -> None:
    """Rule 7C-23: a pin cannot both fall in the events and be touched by hand."""
    with pytest.raises(InputError, match=r"^shots\[0\]\.manual_fouls"):
        run(shot(*pins_by_o1("e"), manual=[{"foul": "pins_touched", "pins": ["e"]}]))


FROZEN = {"cue": (0.3, 0.3), "o1": (0.3, 0.3 + 2 * R), "o2": (-0.4, 0.5)}
OPEN = {"cue": (0.3, -0.3), "o1": (0.0, -0.6), "o2": (-0.4, 0.5)}


def test_7c_24_rollout_allowed_only_when_smeared() -> None:
    """Rule 7C-24: with the cue ball frozen to an object ball the next player may declare a
    roll-out; it costs 5 and passes the turn."""
    first = decide(shot(*SAFETY, final=OPEN))[0]
    assert "rollout" not in first.allowed_calls
    with pytest.raises(InputError, match=r"^shots\[1\]\.stroke\.call"):
        run(shot(*SAFETY, final=OPEN), shot(*MISS, call="rollout"))
    lines = run(shot(*SAFETY, final=FROZEN), shot(("cushion", "cue", "left"), call="rollout"))
    assert lines[0]["allowed_calls"] == ["rollout"]
    assert lines[1]["fouls"] == ["rollout"] and lines[1]["points"] == -5
    assert lines[1]["next"] == "A"


def test_7c_24_rollout_adds_no_inning_points() -> None:
    """Rule 7C-24: the roll-out penalty is 5 only, even after points in the same inning."""
    lines = run(
        shot(*pins_by_o1("head", "foot")),  # A 240
        shot(*SAFETY, final=OPEN),  # A passes
        shot(*pins_by_o1("head"), final=FROZEN),  # B 270, plays on, smeared
        shot(("ball", "cue", "o1"), call="rollout"),
    )
    assert lines[2]["allowed_calls"] == ["rollout"]
    assert lines[3]["points"] == -5 and lines[3]["scores"]["B"] == 275


def test_7c_24_the_leader_may_not_roll_out() -> None:
    """Rule 7C-24: the player with the lower total may not declare a roll-out."""
    lines = run(shot(*pins_by_o1("e")), shot(*SAFETY, final=FROZEN))  # A leads, B shoots next
    assert lines[1]["next"] == "B" and lines[1]["allowed_calls"] == ["rollout"]
    lines = run(shot(*pins_by_o1("e")), shot(*SAFETY), shot(*SAFETY, final=FROZEN))
    assert lines[-1]["next"] == "A" and lines[-1]["allowed_calls"] == []
    with pytest.raises(InputError, match=r"^shots\[3\]\.stroke\.call"):
        run(
            shot(*pins_by_o1("e")),
            shot(*SAFETY),
            shot(*SAFETY, final=FROZEN),
            shot(*MISS, call="rollout"),
        )


def test_7c_24_hidden_ball_geometry() -> None:
    """Rule 7C-24 Decision: no straight line reaches either object ball -> smeared."""
    from game.rules.seven_pins_smear import reachable, smeared

    cue, target = (0.0, 0.0), (0.5, 0.0)
    assert reachable(cue, target, [])
    wall = [((0.25, y / 100), 0.006) for y in range(-20, 21)]  # a fence of pins
    assert not reachable(cue, target, wall)
    pins = {f"p{i}": p for i, p in enumerate(wall)}
    hidden = {"cue": cue, "o1": target, "o2": (0.6, 0.1)}
    assert smeared(hidden, pins)
    assert not smeared({"cue": cue, "o1": target, "o2": (-0.5, 0.0)}, pins)


# -- turn -----------------------------------------------------------------------------------------


def test_7c_25_turn_passes_on_no_score_and_foul_continues_on_score() -> None:
    """Rule 7C-25: scoring continues; a safety, a scoreless shot or a foul passes."""
    lines = run(
        shot(*pins_by_o1("e")),
        shot(*CAROM),
        shot(("ball", "cue", "o1"), ("pocket", "o1")),
        shot(*SAFETY),
        shot(*pins_by_o1("w")),
        shot(("ball", "cue", "o1"), ("down", "e", "o1")),
    )
    assert [ln["shooter"] for ln in lines] == ["A", "A", "A", "A", "B", "B"]
    assert [ln["next"] for ln in lines] == ["A", "A", "A", "B", "B", "A"]
    assert [ln["inning"] for ln in lines] == [1, 1, 1, 1, 2, 2]


# -- re-spotting ---------------------------------------------------------------------------


def test_7c_26_pocketed_object_ball_goes_to_its_spot() -> None:
    """Rule 7C-26: own spot; if covered, the other ball's spot; if both covered, the nearest
    free point on the long axis behind its own spot."""
    pocket = (("ball", "cue", "o1"), ("pocket", "o1"))
    own = decide(shot(*pocket, final={"cue": (0.3, 0.0), "o2": (-0.4, 0.5)}))[0]
    assert own.respot == {"o1": BALLS["o1"]}
    other = decide(shot(*pocket, final={"cue": BALLS["o1"], "o2": (-0.4, 0.5)}))[0]
    assert other.respot == {"o1": BALLS["o2"]}
    behind = decide(shot(*pocket, final={"cue": BALLS["o1"], "o2": BALLS["o2"]}))[0]
    x, y = behind.respot["o1"]
    assert x == 0.0 and y < BALLS["o1"][1]  # behind = towards the head cushion
    assert math.dist((x, y), BALLS["o1"]) >= 2 * R
    assert math.dist((x, y), SPOTS["head"]) >= R + layouts.SEVEN_PIN_RADIUS
    jumped = decide(shot(("ball", "cue", "o2"), ("off", "o2")))[0]
    assert jumped.respot == {"o2": BALLS["o2"]}


def test_7c_27_cue_ball_out_both_object_balls_home_opponent_in_hand() -> None:
    """Rule 7C-27: the cue ball pocketed or jumped sends both object balls to their spots
    and the opponent plays from the house with the cue ball in hand."""
    for out in (("pocket", "cue"), ("off", "cue")):
        d = decide(shot(("ball", "cue", "o1"), out, final={"o1": (0.2, 0.2), "o2": (-0.3, 0.1)}))[0]
        assert d.respot == {"o1": BALLS["o1"], "o2": BALLS["o2"]}
        assert d.ball_in_hand == "cue" and d.next == "B"
        area = d.hand_area
        assert area is not None and area.name == "house"
        assert area.y_min == pytest.approx(-PYRAMID_12FT.half_length + R)
        assert area.y_max == pytest.approx(PYRAMID_12FT.head_string_y)
        assert area.x_max == pytest.approx(PYRAMID_12FT.half_width - R)


# -- re-setting pins ------------------------------------------------------------------------


def test_7c_28_knocked_pins_stand_back_up() -> None:
    """Rule 7C-28: after every shot all knocked-down pins are stood back on their spots and
    can fall again."""
    lines = run(shot(*pins_by_o1("king", "n", "head")), shot(*pins_by_o1("king", "n", "head")))
    for line in lines:
        assert line["pins"] == {p: list(SPOTS[p]) for p in SEVEN_PINS}
    assert lines[1]["points"] == 60


def test_7c_29_covered_spot_sends_pin_midway_away_from_the_ball() -> None:
    """Rule 7C-29: a king or small pin whose spot a ball covers goes midway towards the
    neighbour on the side away from the ball; a side pin towards the nearest small pin."""
    d = decide(shot(*pins_by_o1("king"), final={"o1": (0.02, 0.0)}))[0]
    assert d.pins["king"] == pytest.approx((SPOTS["w"][0] / 2, 0.0))
    d = decide(shot(*pins_by_o1("n"), final={"o1": (0.0, 0.073 + 0.03)}))[0]
    assert d.pins["n"] == pytest.approx((0.0, 0.073 / 2))
    d = decide(shot(*pins_by_o1("head"), final={"o1": SPOTS["head"]}))[0]
    mid = (SPOTS["head"][1] + SPOTS["s"][1]) / 2
    assert d.pins["head"] == pytest.approx((0.0, mid))
    keys = [m.key for m in d.messages]
    assert "7p.pin.midway" in keys


def test_7c_29_pin_left_off_until_its_spot_is_free() -> None:
    """Rule 7C-29: if the midway place is covered too the pin stays off (and cannot be
    knocked) until a shot ends with its own spot free."""
    # o1 covers the king's spot, o2 its west midway (clear of pin w, which stands)
    covered = {"o1": (0.01, 0.0), "o2": (-0.05, -0.035)}
    lines = run(shot(*pins_by_o1("king"), final=covered))
    assert lines[0]["pins"]["king"] is None
    assert lines[0]["extra"]["pins_off"] == ["king"]
    with pytest.raises(InputError, match=r"^shots\[1\]\.events\[\d\]\.pin"):
        run(shot(*pins_by_o1("king"), final=covered), shot(*pins_by_o1("king")))
    # o1 takes no part in the next shot, so it still covers the spot; then both balls leave.
    back = run(
        shot(*pins_by_o1("king"), final=covered),
        shot(*SAFETY, final={"o2": (0.0, 0.02)}),  # o2 now covers the spot (o1 unmoved)
        shot(*SAFETY, final={"o1": (0.4, 0.4), "o2": (0.5, 0.5)}),
    )
    assert back[1]["pins"]["king"] is None
    assert back[2]["pins"]["king"] == [0.0, 0.0]


def test_7c_29_midway_pin_returns_home_when_free() -> None:
    """Rule 7C-29 (seed: "set after the next shot, when its place is free"): a pin at a
    midway place goes back to its spot once a shot ends with the spot free."""
    lines = run(
        shot(*pins_by_o1("king"), final={"o1": (0.02, 0.0)}),
        shot(*SAFETY),  # o1 did not move: still covered, king stays midway
        shot(*SAFETY, final={"o1": (0.5, 0.5), "o2": (-0.5, 0.5), "cue": (0.0, -0.5)}),
    )
    assert lines[1]["pins"]["king"] == pytest.approx([-0.0365, 0.0])
    assert lines[2]["pins"]["king"] == [0.0, 0.0]


def test_7c_27_state_after_the_cue_ball_is_pocketed() -> None:
    """Rule 7C-27: the referee's state holds the cue ball in hand and both object balls on
    their spots; the next shot's allowed calls offer no roll-out (nothing is smeared)."""
    from game.rules.judge import parse_shot

    ref = referee()
    config = ref.config
    s = parse_shot(
        shot(("ball", "cue", "o1"), ("pocket", "cue"), final={"o1": (0.1, 0.1), "o2": (0, 0.5)}),
        "shots[0]",
        config,
    )
    decision, state = ref.judge(ref.start(), s, 1)
    assert state.cue_in_hand and state.balls_in_play == ("o1", "o2")
    assert state.ball_places == BALLS
    assert state.turn == 1 and state.inning == 2 and state.inning_points == 0
    assert decision.allowed_calls == ()
