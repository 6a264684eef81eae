"""Writes the second-reading pyramid cases into data/pyramid_cases:
``PYTHONPATH=. python3 tests/rules/pyramid_cases_second_reading.py``.

Edge cases a referee is asked about, written from rules-pyramid.md alone (not from the
referee's code): each expectation is what the cited rules say. They carry no situation
number; their file names start with the rule they test."""

import json
from collections.abc import Mapping, Sequence
from pathlib import Path

from tests.rules.pyramid_kit import (
    AGAINST,
    HOUSE_SPOT,
    REAR,
    Point,
    Table,
    rack_positions,
    spread,
)

OUT = Path(__file__).parent / "data" / "pyramid_cases"
NONE: list = []
cases: list[dict] = []


def TAKE_PLAY(by):
    return [
        {"kind": "take", "by": by, "count": 1},
        {"kind": "play", "by": by, "options": ["self", "offender"]},
    ]


def PLAY(by):
    return [{"kind": "play", "by": by, "options": ["self", "offender"]}]


def case(name, rules, log, expect):
    cases.append({"name": name, "situation": None, "rules": rules, "log": log, "expect": expect})


def error(name, rules, log, field):
    cases.append({"name": name, "situation": None, "rules": rules, "log": log, "error": field})


def brk(
    t: Table,
    *extra: tuple[str, ...],
    pocket: Sequence[str] = (),
    at: Mapping[str, Point] | None = None,
    cushions: Sequence[tuple[str, ...]] = (("cushion", "9", "left"), ("cushion", "3", "right")),
) -> None:
    """A break from the house at the apex; the balls left then lie spread out (``at``
    overrides single positions) with the coloured ball at (0, -0.3)."""
    items: list[tuple[str, ...]] = [("ball", "cue", "4"), *cushions, *extra]
    items += [("pocket", b, "foot_left") for b in pocket]
    left = [b for b in t.balls if b != "cue" and b not in pocket]
    moved = spread(sorted(left, key=int))
    moved["cue"] = (0.0, -0.3)
    moved.update(at or {})
    t.shot(*items, place=HOUSE_SPOT, moved=moved)


def rear(k: int) -> list[float]:
    """The k-th point against the rear mark on the axis (negative: towards the centre)."""
    return [0.0, REAR[1] + k * AGAINST]


# --- the break (P-9 to P-11) -------------------------------------------------------
t = Table()
t.shot(
    ("ball", "cue", "4"),
    ("cushion", "9", "left"),
    ("pocket", "11", "foot_right"),
    place=HOUSE_SPOT,
    moved={"cue": (0.0, 0.3)},
)
case(
    "p10_pf_break_pocket_with_one_cushion_is_legal",
    ["P-10", "P-11", "PF-3", "PF-5"],
    t.log("pyramid_free"),
    [
        {
            "fouls": NONE,
            "points": 1,
            "scores": {"A": 1, "B": 0},
            "potted": {"A": ["11"], "B": []},
            "next": "A",
        }
    ],
)

t = Table()
t.shot(
    ("ball", "cue", "4"),
    ("cushion", "9", "left"),
    ("cushion", "cue", "right"),
    place=HOUSE_SPOT,
    moved={"cue": (0.0, 0.3)},
)
case(
    "p10_pf_break_cue_ball_cushion_does_not_count",
    ["P-10", "P-21", "P-22"],
    t.log("pyramid_free"),
    [
        {
            "fouls": ["bad_break"],
            "respot": [],
            "scores": {"A": 0, "B": 1},
            "choices": TAKE_PLAY("B"),
            "next": "B",
        }
    ],
)

t = Table()
t.shot(
    ("ball", "cue", "4"),
    ("cushion", "9", "left"),
    ("cushion", "9", "foot"),
    place=HOUSE_SPOT,
    moved={"cue": (0.0, 0.3)},
)
case(
    "p10_pd_break_one_ball_two_cushions_is_bad",
    ["P-10", "PD-4", "P-21"],
    t.log("pyramid_dynamic"),
    [{"fouls": ["bad_break"], "scores": {"A": 0, "B": 1}, "choices": TAKE_PLAY("B")}],
)

t = Table()
t.shot(
    ("ball", "cue", "4"),
    ("cushion", "9", "left"),
    ("pocket", "cue", "foot_left"),
    place=HOUSE_SPOT,
)
case(
    "p10_pc_bad_break_with_the_cue_ball_pocketed",
    ["P-10", "P-24", "PC-6"],
    t.log("pyramid_combined"),
    [
        {
            "fouls": ["bad_break"],
            "respot": [],
            "scores": {"A": 0, "B": 1},
            "ball_in_hand": {"player": None, "area": "house"},
            "choices": TAKE_PLAY("B"),
            "next": "B",
        }
    ],
)

# free respots the coloured ball (P-19); the rack still stands on the spotting line, so it
# goes against the last ball of the rack on the axis (row 4, centre ball)
t = Table()
t.shot(
    ("ball", "cue", "4"),
    ("cushion", "9", "left"),
    ("pocket", "cue", "foot_left"),
    place=HOUSE_SPOT,
)
row4 = REAR[1] + 4 * 3**0.5 * (0.034 + 0.00005)
case(
    "p20_pf_bad_break_coloured_ball_respotted_behind_the_rack",
    ["P-10", "P-19", "P-20", "PF-6"],
    t.log("pyramid_free"),
    [
        {
            "fouls": ["bad_break"],
            "respot": [{"ball": "cue", "pos": [0.0, row4 + AGAINST]}],
            "scores": {"A": 0, "B": 1},
        }
    ],
)

t = Table()
brk(t, pocket=["cue"])
case(
    "p11_pf_break_svoyak_scores",
    ["P-11", "PF-4", "PF-5"],
    t.log("pyramid_free"),
    [
        {
            "fouls": NONE,
            "scores": {"A": 1, "B": 0},
            "potted": {"A": ["cue"], "B": []},
            "ball_in_hand": None,
            "next": "A",
        }
    ],
)

t = Table()
brk(t, pocket=["cue"])
case(
    "p11_pd_break_svoyak_gives_a_premium_stroke",
    ["P-11", "PD-3", "PD-5", "P-24"],
    t.log("pyramid_dynamic"),
    [
        {
            "fouls": NONE,
            "points": 1,
            "scores": {"A": 1, "B": 0},
            "choices": [{"kind": "remove", "by": "A", "count": 1}],
            "ball_in_hand": {"player": "A", "area": "table"},
            "premium": True,
            "next": "A",
        }
    ],
)

t = Table()
brk(t, pocket=["cue"])
case(
    "p11_pc_break_svoyak_gives_ball_in_hand_in_the_house",
    ["P-11", "PC-3", "PC-5", "P-24"],
    t.log("pyramid_combined"),
    [
        {
            "fouls": NONE,
            "scores": {"A": 1, "B": 0},
            "choices": [{"kind": "remove", "by": "A", "count": 1}],
            "ball_in_hand": {"player": "A", "area": "house"},
            "premium": False,
            "next": "A",
        }
    ],
)

# dynamic "three_balls" break: two cushions and nothing in the front half is illegal, but
# no foul and no penalty ball (PD-4 Decision); the whole rack stays in the rear half
t = Table()
t.shot(
    ("ball", "cue", "4"),
    ("cushion", "9", "left"),
    ("cushion", "3", "right"),
    place=HOUSE_SPOT,
    moved={"cue": (0.0, 0.3)},
)
case(
    "pd4_three_balls_break_two_cushions_is_no_foul",
    ["PD-4"],
    t.log("pyramid_dynamic", dynamic_break="three_balls"),
    [{"fouls": NONE, "points": 0, "scores": {"A": 0, "B": 0}, "next": "B"}],
)

# --- fouls with balls pocketed, several fouls, respots -----------------------------
t = Table()
brk(t)
t.shot(("pocket", "9", "foot_left"), ball="9")
case(
    "p13_pf_struck_ball_pocketed_without_contact_is_a_miss",
    ["P-13", "P-19", "PF-6"],
    t.log("pyramid_free"),
    [
        {},
        {
            "shooter": "B",
            "fouls": ["miss"],
            "points": 0,
            "respot": [{"ball": "9", "pos": rear(0)}],
            "scores": {"A": 1, "B": 0},
            "choices": TAKE_PLAY("A"),
        },
    ],
)

t = Table()
brk(t)
t.shot(("ball", "9", "3"), ("cushion", "3", "left"), ("off_table", "9"), ball="9")
case(
    "p17_pf_struck_ball_jumps",
    ["P-17", "PF-6", "P-20"],
    t.log("pyramid_free"),
    [
        {},
        {
            "fouls": ["off_table"],
            "respot": [{"ball": "9", "pos": rear(0)}],
            "scores": {"A": 1, "B": 0},
        },
    ],
)

t = Table()
brk(t)
t.shot(("ball", "cue", "6"), ("pocket", "6", "foot_right"), ("off_table", "2"))
case(
    "p17_pf_object_jump_without_foul_by_option",
    ["P-17", "P-20", "PF-5"],
    t.log("pyramid_free", object_jump_foul=False),
    [
        {},
        {
            "fouls": NONE,
            "points": 1,
            "scores": {"A": 0, "B": 1},
            "respot": [{"ball": "2", "pos": rear(0)}],
            "next": "B",
        },
    ],
)

t = Table()
brk(t)
t.shot(("cushion", "cue", "left"), ("off_table", "cue"))
case(
    "p16_pd_miss_and_off_table_one_penalty",
    ["P-13", "P-16", "P-17", "PD-8"],
    t.log("pyramid_dynamic"),
    [
        {},
        {
            "fouls": ["miss", "off_table"],
            "respot": [],
            "scores": {"A": 1, "B": 0},
            "ball_in_hand": {"player": None, "area": "house"},
            "choices": TAKE_PLAY("A"),
        },
    ],
)

# combined: a чужой and the cue ball off the table in one stroke
t = Table()
brk(t)
t.shot(("ball", "cue", "9"), ("pocket", "9", "foot_left"), ("off_table", "cue"))
case(
    "p19_pc_chuzhoi_with_cue_ball_off_the_table",
    ["P-17", "P-19", "P-20", "P-24", "PC-6"],
    t.log("pyramid_combined"),
    [
        {},
        {
            "fouls": ["off_table"],
            "points": 0,
            "respot": [{"ball": "9", "pos": rear(0)}],
            "scores": {"A": 1, "B": 0},
            "potted": {"A": [], "B": []},
            "ball_in_hand": {"player": None, "area": "house"},
            "choices": TAKE_PLAY("A"),
            "next": "A",
        },
    ],
)
# ... and A hands the stroke back: the offender plays it, from hand in the house
t.shot(
    ("ball", "cue", "2"),
    ("cushion", "2", "left"),
    choices={"take": ["1"], "play": "offender"},
    taken=["1"],
    respot={"9": REAR},
    place=HOUSE_SPOT,
)
case(
    "p22_pc_offender_plays_from_hand",
    ["P-22", "P-24", "PC-6"],
    t.log("pyramid_combined"),
    [
        {},
        {},
        {
            "shooter": "B",
            "fouls": NONE,
            "scores": {"A": 1, "B": 0},
            "potted": {"A": ["1"], "B": []},
            "next": "A",
        },
    ],
)

# --- P-20 respotting with the rear mark covered or the spotting line full ----------
t = Table()
brk(t, at={"10": (0.0, 0.95)})
t.shot(("ball", "cue", "9"), ("pocket", "9", "foot_left"), ("off_table", "cue"))
case(
    "p20_pf_rear_mark_covered_coloured_ball_first",
    ["P-20", "PF-6"],
    t.log("pyramid_free"),
    [
        {},
        {
            "fouls": ["off_table"],
            "respot": [
                {"ball": "cue", "pos": [0.0, 0.95 + AGAINST]},
                {"ball": "9", "pos": [0.0, 0.95 + AGAINST + AGAINST]},
            ],
        },
    ],
)

line = {str(k + 1): (0.0, REAR[1] + k * AGAINST) for k in range(13)}
t = Table()
brk(t, at=line)
t.shot(("ball", "cue", "14"), ("pocket", "14", "side_left"), miscue=True)
case(
    "p20_pf_spotting_line_full_goes_towards_the_centre",
    ["P-15", "P-20"],
    t.log("pyramid_free"),
    [{}, {"fouls": ["miscue"], "respot": [{"ball": "14", "pos": rear(-1)}]}],
)

# --- P-21 the penalty ball ---------------------------------------------------------
t = Table()
brk(t)
t.shot(("cushion", "cue", "foot"))
t.shot(
    ("ball", "9", "3"),
    ("cushion", "3", "left"),
    ball="9",
    choices={"take": ["cue"], "play": "self"},
    taken=["cue"],
)
case(
    "p21_pf_penalty_ball_may_be_the_coloured_ball",
    ["P-21", "PF-6"],
    t.log("pyramid_free"),
    [
        {},
        {"choices": TAKE_PLAY("A")},
        {"shooter": "A", "scores": {"A": 1, "B": 0}, "potted": {"A": ["cue"], "B": []}},
    ],
)

t = Table()
brk(t)
t.shot(("cushion", "cue", "foot"))
t.shot(
    ("ball", "cue", "3"),
    ("cushion", "3", "left"),
    choices={"take": ["cue"], "play": "self"},
)
error(
    "p21_pd_penalty_ball_is_never_the_coloured_ball",
    ["P-21", "PD-8"],
    t.log("pyramid_dynamic"),
    "shots[2].choices.take",
)

t = Table()
brk(t)
t.shot(("ball", "cue", "9"), ("pocket", "9", "foot_left"), miscue=True)
t.shot(
    ("ball", "cue", "3"),
    ("cushion", "3", "left"),
    choices={"take": ["9"], "play": "self"},
    respot={"9": REAR},
    taken=["9"],
)
case(
    "p21_pf_the_respotted_ball_may_be_taken",
    ["P-19", "P-21"],
    t.log("pyramid_free"),
    [
        {},
        {"fouls": ["miscue"], "respot": [{"ball": "9", "pos": rear(0)}]},
        {"shooter": "A", "scores": {"A": 1, "B": 0}, "potted": {"A": ["9"], "B": []}},
    ],
)

t = Table()
brk(t, pocket=["1", "2"])
t.shot(("cushion", "cue", "foot"))
case(
    "p21_pf_shelf_penalty_gives_a_ball_back",
    ["P-21"],
    t.log("pyramid_free", penalty_source="shelf"),
    [
        {"scores": {"A": 2, "B": 0}, "next": "A"},
        {
            "fouls": ["miss"],
            "scores": {"A": 1, "B": 0},
            "owed": {"A": 0, "B": 0},
            "choices": PLAY("B"),
            "winner": None,
        },
    ],
)

t = Table()
brk(t)
t.shot(("cushion", "cue", "foot"))
t.shot(
    ("ball", "cue", "9"),
    ("pocket", "9", "foot_left"),
    ("pocket", "10", "foot_left"),
    choices={"play": "offender"},
)
case(
    "p21_pf_shelf_debt_paid_from_a_two_ball_stroke",
    ["P-21", "PF-5"],
    t.log("pyramid_free", penalty_source="shelf"),
    [
        {},
        {"owed": {"A": 0, "B": 1}},
        {
            "shooter": "B",
            "fouls": NONE,
            "scores": {"A": 0, "B": 1},
            "owed": {"A": 0, "B": 0},
            "next": "B",
        },
    ],
)

# --- P-29 the eighth point --------------------------------------------------------
t = Table()
brk(t, pocket=["1", "2", "3", "5", "6", "7", "8"])
t.shot(("ball", "cue", "9"), ("cushion", "9", "left"))
t.shot(("cushion", "cue", "left"), ("pocket", "cue", "head_left"))
case(
    "p29_pd_penalty_ball_wins_with_the_cue_ball_pocketed",
    ["P-21", "P-29", "PD-8"],
    t.log("pyramid_dynamic"),
    [
        {"scores": {"A": 7, "B": 0}, "next": "A"},
        {"next": "B"},
        {
            "fouls": ["miss"],
            "scores": {"A": 8, "B": 0},
            "winner": "A",
            "next": None,
            "choices": [],
        },
    ],
)

t = Table()
brk(t, pocket=["1", "2", "3", "5", "6", "7"])
t.shot(("ball", "cue", "9"), ("pocket", "9", "side_left"), ("pocket", "cue", "side_left"))
case(
    "p29_pd_svoyak_and_chuzhoi_reach_eight",
    ["PD-3", "P-29"],
    t.log("pyramid_dynamic"),
    [
        {"scores": {"A": 6, "B": 0}},
        {
            "fouls": NONE,
            "points": 2,
            "scores": {"A": 8, "B": 0},
            "winner": "A",
            "next": None,
            "choices": [],
        },
    ],
)

# --- P-14 near balls ----------------------------------------------------------------
NEAR = {"10": (0.0, -0.3 + 0.068 + 0.010)}  # 10 mm from the coloured ball, straight up
t = Table()
brk(t, at=NEAR)
t.shot(("ball", "cue", "10"), ("cushion", "10", "foot"), aim=60.0)
t.shot(
    ("ball", "cue", "9"),
    ("cushion", "9", "left"),
    choices={"take": ["1"], "play": "self"},
    taken=["1"],
)
case(
    "p22_pf_push_then_self_plays_without_ball_in_hand",
    ["P-14", "P-22", "PF-6"],
    t.log("pyramid_free"),
    [
        {},
        {
            "fouls": ["push"],
            "scores": {"A": 1, "B": 0},
            "ball_in_hand": None,
            "choices": TAKE_PLAY("A"),
        },
        {"shooter": "A", "fouls": NONE, "next": "B"},
    ],
)
t = Table()
brk(t, at=NEAR)
t.shot(("ball", "cue", "10"), ("cushion", "10", "foot"), aim=60.0)
t.shot(
    ("ball", "cue", "9"),
    ("cushion", "9", "left"),
    choices={"take": ["1"], "play": "self"},
    taken=["1"],
    place=HOUSE_SPOT,
)
error(
    "p24_pf_no_ball_in_hand_after_a_foul",
    ["P-24", "PF-6"],
    t.log("pyramid_free"),
    "shots[2].stroke.place",
)

t = Table()
brk(t, at=NEAR)
t.shot(("ball", "cue", "10"), ("cushion", "10", "foot"), aim=45.0)
case(
    "p14_pf_aim_exactly_45_degrees_is_free",
    ["P-14"],
    t.log("pyramid_free"),
    [{}, {"fouls": NONE, "next": "A"}],
)

t = Table()
brk(t, at=NEAR)
t.shot(("ball", "10", "cue"), ("cushion", "cue", "head"), ball="10", aim=250.0)
case(
    "p14_pf_push_judged_for_the_struck_numbered_ball",
    ["P-14", "PF-2"],
    t.log("pyramid_free"),
    [{}, {"shooter": "B", "fouls": ["push"], "scores": {"A": 1, "B": 0}}],
)

# --- free pyramid: any ball may be struck, balls pocketed by object balls score ----
t = Table()
brk(t)
t.shot(
    ("ball", "12", "cue"),
    ("ball", "cue", "13"),
    ("pocket", "13", "side_right"),
    ("pocket", "cue", "foot_right"),
    ball="12",
)
case(
    "pf3_numbered_ball_into_the_coloured_ball_combination",
    ["PF-2", "PF-3", "PF-5"],
    t.log("pyramid_free"),
    [
        {},
        {
            "shooter": "B",
            "fouls": NONE,
            "points": 2,
            "scores": {"A": 0, "B": 2},
            "next": "B",
            "ball_in_hand": None,
        },
    ],
)

# --- dynamic premium stroke ---------------------------------------------------------
# B knocks 2 into the house; A makes a свояк and from anywhere plays 2 in the house
t = Table()
brk(t)
t.shot(("ball", "cue", "2"), ("cushion", "2", "head"), moved={"2": (0.3, -1.2)})
t.shot(("ball", "cue", "4"), ("pocket", "4", "side_left"), ("pocket", "cue", "side_left"))
t.shot(
    ("ball", "cue", "2"),
    ("pocket", "2", "head_right"),
    choices={"remove": ["15"]},
    taken=["15"],
    place=(0.3, -1.5),
)
case(
    "p28_pd_premium_stroke_may_play_a_ball_in_the_house",
    ["P-28", "PD-5", "PD-7"],
    t.log("pyramid_dynamic"),
    [
        {},
        {"next": "A"},
        {"scores": {"A": 2, "B": 0}, "premium": True},
        {
            "fouls": NONE,
            "scores": {"A": 3, "B": 0},
            "premium": False,
            "ball_in_hand": None,
            "next": "A",
        },
    ],
)

t = Table()
brk(t, pocket=["cue"])
t.shot(("cushion", "cue", "foot"), choices={"remove": ["15"]}, taken=["15"], place=HOUSE_SPOT)
case(
    "pd6_premium_stroke_miss_leaves_no_ball_in_hand",
    ["PD-5", "PD-8", "P-13"],
    t.log("pyramid_dynamic"),
    [
        {},
        {
            "fouls": ["miss"],
            "scores": {"A": 1, "B": 1},
            "premium": False,
            "ball_in_hand": None,
            "choices": TAKE_PLAY("B"),
            "next": "B",
        },
    ],
)

# --- combined after a свояк ---------------------------------------------------------
t = Table()
brk(t, pocket=["cue"])
t.shot(
    ("ball", "5", "9"),
    ("cushion", "9", "left"),
    ball="5",
    choices={"remove": ["15"]},
    taken=["15"],
    place=HOUSE_SPOT,
)
case(
    "pc2_numbered_ball_struck_after_a_svoyak",
    ["PC-2", "PC-5", "P-21"],
    t.log("pyramid_combined"),
    [{}, {"fouls": ["wrong_ball"], "scores": {"A": 1, "B": 1}, "choices": TAKE_PLAY("B")}],
)

t = Table()
brk(t, pocket=["cue"])
t.shot(
    ("ball", "cue", "9"),
    ("cushion", "9", "left"),
    ("pocket", "cue", "foot_left"),
    choices={"remove": ["15"]},
    taken=["15"],
    place=HOUSE_SPOT,
)
case(
    "pc5_svoyak_from_hand_scores_again",
    ["PC-3", "PC-5"],
    t.log("pyramid_combined"),
    [
        {},
        {
            "fouls": NONE,
            "points": 1,
            "scores": {"A": 2, "B": 0},
            "choices": [{"kind": "remove", "by": "A", "count": 1}],
            "ball_in_hand": {"player": "A", "area": "house"},
            "next": "A",
        },
    ],
)


def svoyak_with_2_in_the_house() -> Table:
    """Combined: B sends 2 into the house; A makes a свояк and has the ball in hand."""
    t = Table()
    brk(t)
    t.shot(("ball", "cue", "2"), ("cushion", "2", "head"), moved={"2": (0.3, -1.2)})
    t.shot(("ball", "cue", "9"), ("cushion", "9", "left"), ("pocket", "cue", "foot_left"))
    return t


t = svoyak_with_2_in_the_house()
t.shot(
    ("cushion", "cue", "left"),
    ("ball", "cue", "2"),
    ("cushion", "2", "right"),
    choices={"remove": ["15"]},
    taken=["15"],
    place=(-0.3, -1.3),
)
case(
    "p26_pc_house_ball_after_a_side_cushion",
    ["P-26", "PC-5"],
    t.log("pyramid_combined"),
    [{}, {}, {"scores": {"A": 1, "B": 0}}, {"fouls": ["house_ball"], "scores": {"A": 1, "B": 1}}],
)

t = svoyak_with_2_in_the_house()
t.shot(
    ("ball", "cue", "5"),
    ("cushion", "5", "left"),
    choices={"remove": ["15"]},
    taken=["15"],
    place=(0.3, -1.2 + 0.068 + 0.0005),
)
error(
    "p25_pc_place_half_a_millimetre_from_a_ball",
    ["P-25"],
    t.log("pyramid_combined"),
    "shots[3].stroke.place",
)

t = svoyak_with_2_in_the_house()
t.shot(
    ("ball", "cue", "5"),
    ("cushion", "5", "left"),
    choices={"remove": ["15"]},
    taken=["15"],
    place=(0.0, -1.745),
    moved={"cue": (0.0, -0.5)},
)
error(
    "p25_pc_place_closer_than_r_to_the_head_cushion",
    ["P-25"],
    t.log("pyramid_combined"),
    "shots[3].stroke.place",
)

# --- P-27 the penalty ball empties the table outside the house -----------------------
HOUSE = {
    b: (-0.75 + 0.1 * (i % 15), -1.0 - 0.3 * (i // 15))
    for i, b in enumerate([str(n) for n in range(2, 16)])
}


def last_ball_outside_taken(place: Point) -> Table:
    t = Table()
    brk(t)
    t.shot(("cushion", "cue", "right"), ("pocket", "cue", "foot_right"), moved=HOUSE)
    t.shot(
        ("ball", "cue", "5"),
        ("cushion", "5", "left"),
        choices={"take": ["1"], "play": "self"},
        taken=["1"],
        place=place,
    )
    return t


t = last_ball_outside_taken((0.0, 1.2))
case(
    "p27_pc_temporary_house_after_the_last_outside_ball_is_taken",
    ["P-21", "P-27", "PC-6"],
    t.log("pyramid_combined"),
    [
        {},
        {"fouls": ["miss"], "ball_in_hand": {"player": None, "area": "house"}},
        {"shooter": "A", "fouls": NONE, "scores": {"A": 1, "B": 0}, "next": "B"},
    ],
)
t = last_ball_outside_taken(HOUSE_SPOT)
error(
    "p27_pc_house_closed_after_the_last_outside_ball_is_taken",
    ["P-27"],
    t.log("pyramid_combined"),
    "shots[2].stroke.place",
)

# --- more edges -------------------------------------------------------------------
# P-3: 0.6 mm head-ward of the house line is in the house
t = svoyak_with_2_in_the_house()
t.shots[1]["final"]["balls"]["2"] = [0.3, -0.8875 - 0.0006]
t.shots[2]["final"]["balls"]["2"] = [0.3, -0.8875 - 0.0006]
t.shot(
    ("ball", "cue", "2"),
    ("cushion", "2", "right"),
    choices={"remove": ["15"]},
    taken=["15"],
    place=(0.3, -1.3),
    moved={"2": (0.6, -0.5)},
)
case(
    "p3_pc_ball_just_past_the_tolerance_is_in_the_house",
    ["P-3", "P-26"],
    t.log("pyramid_combined"),
    [{}, {}, {}, {"fouls": ["house_ball"], "scores": {"A": 1, "B": 1}}],
)

# P-14: 18 mm apart (more than R/2) aimed straight at the ball is no push
t = Table()
brk(t, at={"10": (0.0, -0.3 + 0.068 + 0.018)})
t.shot(("ball", "cue", "10"), ("cushion", "10", "foot"), aim=90.0)
case(
    "p14_pf_more_than_half_a_radius_apart_is_free",
    ["P-14"],
    t.log("pyramid_free"),
    [{}, {"fouls": NONE, "next": "A"}],
)

# P-14: touching, aimed straight away from the ball
t = Table()
brk(t, at={"10": (0.0, -0.3 + AGAINST)})
t.shot(("cushion", "cue", "head"), ("ball", "cue", "9"), ("cushion", "9", "left"), aim=270.0)
case(
    "p14_pf_touching_ball_played_away_is_free",
    ["P-14"],
    t.log("pyramid_free"),
    [{}, {"fouls": NONE, "next": "A"}],
)

# P-17 option: a jumped object ball is respotted and the stroke judged without it: the
# stroke then has neither a pocket nor a cushion after the contact
t = Table()
brk(t)
t.shot(("ball", "cue", "9"), ("off_table", "9"))
case(
    "p17_pf_jumped_ball_ignored_leaves_no_rail",
    ["P-17", "P-13", "P-20"],
    t.log("pyramid_free", object_jump_foul=False),
    [
        {},
        {
            "fouls": ["no_rail"],
            "respot": [{"ball": "9", "pos": rear(0)}],
            "scores": {"A": 1, "B": 0},
        },
    ],
)

# P-17 option: only object balls are spared; the struck ball jumping is still a foul
t = Table()
brk(t)
t.shot(("ball", "cue", "9"), ("cushion", "9", "left"), ("off_table", "cue"))
case(
    "p17_pd_jumped_cue_ball_is_a_foul_under_the_option",
    ["P-17", "PD-8"],
    t.log("pyramid_dynamic", object_jump_foul=False),
    [
        {},
        {
            "fouls": ["off_table"],
            "scores": {"A": 1, "B": 0},
            "ball_in_hand": {"player": None, "area": "house"},
        },
    ],
)

# P-20: never against the coloured ball in dynamic: 1 mm between surfaces
t = Table()
brk(t, at={"cue": (0.0, 0.9375)})
t.shot(
    ("ball", "cue", "9"), ("pocket", "9", "foot_left"), miscue=True, moved={"cue": (0.0, 0.9375)}
)
case(
    "p20_pd_respot_keeps_a_millimetre_from_the_cue_ball",
    ["P-20", "P-15"],
    t.log("pyramid_dynamic"),
    [
        {},
        {
            "fouls": ["miscue"],
            "respot": [{"ball": "9", "pos": [0.0, 0.9375 + 2 * 0.034 + 0.001]}],
            "ball_in_hand": None,
        },
    ],
)

# P-20: the cue ball 0.5 mm clear of the rear mark still keeps the respot off the mark
t = Table()
cue_at = 0.8875 - (2 * 0.034 + 0.0005)
brk(t, at={"cue": (0.0, cue_at)})
t.shot(
    ("ball", "cue", "9"), ("pocket", "9", "foot_left"), miscue=True, moved={"cue": (0.0, cue_at)}
)
case(
    "p20_pc_cue_ball_near_the_rear_mark_pushes_the_respot_footward",
    ["P-20"],
    t.log("pyramid_combined"),
    [
        {},
        {
            "fouls": ["miscue"],
            "respot": [{"ball": "9", "pos": [0.0, cue_at + (2 * 0.034 + 0.001)]}],
        },
    ],
)

# PC-3: свояк and чужой together in combined score two
t = Table()
brk(t)
t.shot(
    ("ball", "cue", "9"),
    ("pocket", "9", "foot_left"),
    ("pocket", "cue", "foot_left"),
)
case(
    "pc3_svoyak_and_chuzhoi_score_two",
    ["PC-3", "PC-5"],
    t.log("pyramid_combined"),
    [
        {},
        {
            "fouls": NONE,
            "points": 2,
            "scores": {"A": 0, "B": 2},
            "potted": {"A": [], "B": ["9"]},
            "choices": [{"kind": "remove", "by": "B", "count": 1}],
            "ball_in_hand": {"player": "B", "area": "house"},
            "next": "B",
        },
    ],
)

# PC-5 with P-27: the свояк's removal takes the last ball outside the house
t = Table()
brk(t)
t.shot(("ball", "cue", "1"), ("cushion", "1", "left"), moved=HOUSE)
t.shot(("ball", "cue", "1"), ("cushion", "1", "left"), ("pocket", "cue", "foot_left"))
t.shot(
    ("ball", "cue", "5"),
    ("cushion", "5", "left"),
    choices={"remove": ["1"]},
    taken=["1"],
    place=(0.0, 1.2),
)
case(
    "p27_pc_removal_empties_the_table_outside_the_house",
    ["PC-3", "PC-5", "P-27"],
    t.log("pyramid_combined"),
    [{}, {}, {"scores": {"A": 1, "B": 0}}, {"fouls": NONE, "next": "B"}],
)

# PD-5: after a premium stroke the next stroke is ordinary, and a new свояк earns another
t = Table()
brk(t, pocket=["cue"])
t.shot(
    ("ball", "cue", "9"),
    ("pocket", "9", "side_left"),
    choices={"remove": ["15"]},
    taken=["15"],
    place=HOUSE_SPOT,
)
t.shot(("ball", "cue", "10"), ("pocket", "10", "side_right"), ("pocket", "cue", "side_right"))
case(
    "pd5_premium_again_after_the_next_svoyak",
    ["PD-3", "PD-5", "PD-7"],
    t.log("pyramid_dynamic"),
    [
        {"premium": True},
        {"fouls": NONE, "scores": {"A": 2, "B": 0}, "premium": False, "ball_in_hand": None},
        {
            "fouls": NONE,
            "points": 2,
            "scores": {"A": 4, "B": 0},
            "premium": True,
            "ball_in_hand": {"player": "A", "area": "table"},
            "choices": [{"kind": "remove", "by": "A", "count": 1}],
        },
    ],
)

# P-29 with option target: the penalty ball reaching the target wins
t = Table()
brk(t, pocket=["1", "2"])
t.shot(("ball", "cue", "9"), ("cushion", "9", "left"))
t.shot(("cushion", "cue", "foot"))
case(
    "p29_pf_penalty_ball_reaches_a_lower_target",
    ["P-21", "P-29"],
    t.log("pyramid_free", target=3),
    [
        {},
        {"next": "B"},
        {"fouls": ["miss"], "scores": {"A": 3, "B": 0}, "winner": "A", "next": None},
    ],
)

# P-21 shelf: two debts, then a three-ball stroke pays both
t = Table()
brk(t)
t.shot(("cushion", "cue", "foot"))
t.shot(("cushion", "cue", "foot"), choices={"play": "offender"})
t.shot(
    ("ball", "cue", "9"),
    ("pocket", "9", "foot_left"),
    ("pocket", "10", "foot_left"),
    ("pocket", "11", "foot_left"),
    choices={"play": "offender"},
)
case(
    "p21_pf_shelf_two_debts_paid_by_one_stroke",
    ["P-21"],
    t.log("pyramid_free", penalty_source="shelf"),
    [
        {},
        {"owed": {"A": 0, "B": 1}},
        {"shooter": "B", "owed": {"A": 0, "B": 2}, "scores": {"A": 0, "B": 0}},
        {"shooter": "B", "fouls": NONE, "scores": {"A": 0, "B": 1}, "owed": {"A": 0, "B": 0}},
    ],
)

# P-9: the break needs its place in the house
t = Table()
t.shot(("ball", "cue", "4"), ("cushion", "9", "left"), ("cushion", "3", "right"))
error(
    "p9_pd_break_without_a_place", ["P-9", "P-7"], t.log("pyramid_dynamic"), "shots[0].stroke.place"
)

# PD-4 "three_balls": two cushions and a third ball in the front half is legal
t = Table()
t.shot(
    ("ball", "cue", "4"),
    ("cushion", "9", "left"),
    ("cushion", "3", "right"),
    place=HOUSE_SPOT,
    moved={"cue": (0.0, 0.3), "12": (0.3, -0.2)},
)
case(
    "pd4_three_balls_break_third_ball_in_the_front_half",
    ["PD-4"],
    t.log("pyramid_dynamic", dynamic_break="three_balls"),
    [{"fouls": NONE, "scores": {"A": 0, "B": 0}, "next": "B"}],
)


def three_balls_short_break() -> Table:
    t = Table()
    t.shot(
        ("ball", "cue", "4"),
        ("cushion", "9", "left"),
        ("cushion", "3", "right"),
        place=HOUSE_SPOT,
        moved={"cue": (0.0, 0.3)},
    )
    return t


t = three_balls_short_break()
t.balls = rack_positions()
t.shot(
    ("ball", "cue", "4"),
    ("pocket", "4", "foot_left"),
    ("pocket", "9", "foot_right"),
    choices={"rebreak": True},
    place=HOUSE_SPOT,
    moved={"cue": (0.0, 0.3)},
)
case(
    "pd4_three_balls_rebreak_by_the_opponent",
    ["PD-4", "P-9", "P-11"],
    t.log("pyramid_dynamic", dynamic_break="three_balls"),
    [{}, {"shooter": "B", "fouls": NONE, "scores": {"A": 0, "B": 2}, "next": "B"}],
)

t = three_balls_short_break()
t.shot(("ball", "cue", "7"), ("cushion", "7", "left"), choices={"rebreak": False})
case(
    "pd4_three_balls_opponent_plays_the_position",
    ["PD-4"],
    t.log("pyramid_dynamic", dynamic_break="three_balls"),
    [{}, {"shooter": "B", "fouls": NONE, "scores": {"A": 0, "B": 0}, "next": "A"}],
)

# P-14 applies to a ball placed from hand too (dynamic premium stroke)
t = Table()
brk(t, pocket=["cue"])
t.shot(
    ("ball", "cue", "9"),
    ("cushion", "9", "left"),
    choices={"remove": ["15"]},
    taken=["15"],
    place=(-0.2, -0.4 - 0.068 - 0.005),
    aim=90.0,
)
case(
    "p14_pd_push_from_a_premium_placement",
    ["P-14", "P-28", "PD-5"],
    t.log("pyramid_dynamic"),
    [{}, {"fouls": ["push"], "scores": {"A": 1, "B": 1}, "ball_in_hand": None}],
)

# P-14: two near balls; 50 degrees off one is no excuse for 10 degrees off the other
t = Table()
brk(t, at={"10": (0.0, -0.3 + 0.068 + 0.010), "11": (0.068 + 0.010, -0.3)})
t.shot(("ball", "cue", "11"), ("cushion", "11", "right"), aim=10.0)
case(
    "p14_pf_two_near_balls_the_nearer_aim_counts",
    ["P-14"],
    t.log("pyramid_free"),
    [{}, {"fouls": ["push"], "scores": {"A": 1, "B": 0}}],
)

# P-16: several fouls in one stroke, one penalty
t = Table()
brk(t, pocket=["cue"])
t.shot(
    ("cushion", "5", "left"),
    ball="5",
    choices={"remove": ["15"]},
    taken=["15"],
    place=HOUSE_SPOT,
)
case(
    "p16_pc_wrong_ball_and_miss_one_penalty",
    ["P-16", "PC-2", "P-13"],
    t.log("pyramid_combined"),
    [{}, {"fouls": ["wrong_ball", "miss"], "scores": {"A": 1, "B": 1}}],
)

t = svoyak_with_2_in_the_house()
t.shot(("ball", "cue", "2"), choices={"remove": ["15"]}, taken=["15"], place=(0.3, -1.5))
case(
    "p16_pc_house_ball_and_no_rail_one_penalty",
    ["P-16", "P-26", "P-13"],
    t.log("pyramid_combined"),
    [{}, {}, {}, {"fouls": ["house_ball", "no_rail"], "scores": {"A": 1, "B": 1}}],
)

# P-20: "a point is free when the ball there overlaps no ball": a ball lying 0.05 mm beyond
# touching distance from the rear mark leaves the mark free
t = Table()
brk(t, at={"10": (0.0, REAR[1] + 2 * 0.034 + 0.00005)})
t.shot(("ball", "cue", "9"), ("pocket", "9", "foot_left"), miscue=True)
case(
    "p20_pf_rear_mark_free_when_nothing_overlaps_it",
    ["P-20"],
    t.log("pyramid_free"),
    [{}, {"fouls": ["miscue"], "respot": [{"ball": "9", "pos": rear(0)}]}],
)

# --- the log's choices and ball in hand are checked against what the rules asked ------
t = Table()
t.shot(("cushion", "cue", "foot"), place=HOUSE_SPOT)
case(
    "p10_pf_break_touching_nothing_is_a_miss",
    ["P-10", "P-21"],
    t.log("pyramid_free"),
    [{"fouls": ["miss"], "scores": {"A": 0, "B": 1}, "choices": TAKE_PLAY("B"), "next": "B"}],
)

t = Table()
brk(t)
t.shot(("cushion", "cue", "foot"))
t.shot(("ball", "cue", "9"), ("cushion", "9", "left"))
error("p21_pf_penalty_ball_not_taken", ["P-21"], t.log("pyramid_free"), "shots[2].choices.take")

t = Table()
brk(t)
t.shot(("ball", "cue", "9"), ("cushion", "9", "left"), choices={"take": ["1"]})
error("p21_pf_take_without_a_foul", ["P-21"], t.log("pyramid_free"), "shots[1].choices.take")

t = Table()
brk(t)
t.shot(("cushion", "cue", "foot"))
t.shot(
    ("ball", "cue", "9"),
    ("cushion", "9", "left"),
    choices={"take": ["1", "2"], "play": "self"},
)
error("p21_pf_one_penalty_ball_only", ["P-21", "P-16"], t.log("pyramid_free"),
      "shots[2].choices.take")  # fmt: skip

t = Table()
brk(t, pocket=["cue"])
t.shot(("ball", "cue", "9"), ("cushion", "9", "left"))
error("pf2_coloured_ball_on_the_shelf_cannot_be_struck", ["PF-2", "PF-4"],
      t.log("pyramid_free"), "shots[1].stroke.ball")  # fmt: skip

t = Table()
brk(t)
t.shot(("cushion", "cue", "foot"), ("pocket", "cue", "foot_left"))
t.shot(("ball", "cue", "9"), ("cushion", "9", "left"), choices={"take": ["1"], "play": "self"})
error("p24_pc_ball_in_hand_needs_a_place", ["P-24", "PC-6"], t.log("pyramid_combined"),
      "shots[2].stroke.place")  # fmt: skip

t = Table()
brk(t)
t.shot(("ball", "cue", "9"), ("cushion", "9", "left"), place=HOUSE_SPOT)
error("p24_pc_no_place_without_ball_in_hand", ["P-24"], t.log("pyramid_combined"),
      "shots[1].stroke.place")  # fmt: skip

t = Table()
brk(t, pocket=["cue"])
t.shot(("ball", "cue", "9"), ("cushion", "9", "left"), place=HOUSE_SPOT)
error("pd3_svoyak_removal_is_due", ["PD-3"], t.log("pyramid_dynamic"), "shots[1].choices.remove")

t = Table()
brk(t, pocket=["1", "2", "3", "5", "6", "7", "8", "10"])
t.shot(("ball", "cue", "9"), ("cushion", "9", "left"))
error("p29_pf_no_stroke_after_the_eighth_ball", ["P-29", "PF-4"], t.log("pyramid_free"),
      "shots[1]")  # fmt: skip

# P-25 with P-3: 0.6 mm head-ward of the house line is in the house, so the place is good
t = Table()
brk(t, pocket=["cue"])
t.shot(
    ("ball", "cue", "9"),
    ("cushion", "9", "left"),
    choices={"remove": ["15"]},
    taken=["15"],
    place=(0.0, -0.8875 - 0.0006),
)
case(
    "p25_pc_place_just_inside_the_house_line",
    ["P-25", "P-3"],
    t.log("pyramid_combined"),
    [{}, {"shooter": "A", "fouls": NONE, "scores": {"A": 1, "B": 0}, "next": "B"}],
)

if __name__ == "__main__":
    for c in cases:
        (OUT / f"{c['name']}.json").write_text(json.dumps(c, indent=1) + "\n", encoding="utf-8")
    print(len(cases))
