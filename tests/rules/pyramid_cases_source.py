"""Writes the public pyramid cases (rules-pyramid.md "Referee test situations") into
data/pyramid_cases: ``PYTHONPATH=. python3 tests/rules/pyramid_cases_source.py``. The
expectations are the rules' own, written here by hand; the files are what the tests read."""

import json
from pathlib import Path

from tests.rules.pyramid_kit import AGAINST, HOUSE_SPOT, REAR, R, Table, legal_break

OUT = Path(__file__).parent / "data" / "pyramid_cases"


def TAKE_PLAY(by):
    return [
        {"kind": "take", "by": by, "count": 1},
        {"kind": "play", "by": by, "options": ["self", "offender"]},
    ]


cases = []
SHORT = {"pyramid_free": "pf", "pyramid_dynamic": "pd", "pyramid_combined": "pc"}


def case(name, situation, rules, log, expect):
    cases.append(
        {"name": name, "situation": situation, "rules": rules, "log": log, "expect": expect}
    )


# 1
t = Table()
legal_break(t)
case(
    "pf_01_legal_break",
    1,
    ["P-10", "PF-5"],
    t.log("pyramid_free"),
    [{"points": 0, "fouls": [], "scores": {"A": 0, "B": 0}, "next": "B", "winner": None}],
)
# 2
t = Table()
t.shot(("ball", "cue", "4"), ("cushion", "10", "foot"), place=HOUSE_SPOT, moved={"cue": (0.0, 0.5)})
t.shot(
    ("ball", "cue", "5"),
    ("cushion", "5", "left"),
    choices={"take": ["10"], "play": "offender"},
    taken=["10"],
)
case(
    "pf_02_bad_break",
    2,
    ["P-10", "P-21", "P-22"],
    t.log("pyramid_free"),
    [
        {
            "fouls": ["bad_break"],
            "respot": [],
            "scores": {"A": 0, "B": 1},
            "choices": TAKE_PLAY("B"),
            "next": "B",
        },
        {"shooter": "A", "fouls": [], "potted": {"A": [], "B": ["10"]}, "scores": {"A": 0, "B": 1}},
    ],
)
# 3
t = Table()
t.shot(
    ("ball", "5", "4"),
    ("cushion", "9", "left"),
    ("cushion", "3", "right"),
    ball="5",
    place=HOUSE_SPOT,
)
case(
    "pf_03_break_with_a_numbered_ball",
    3,
    ["P-9", "P-16"],
    t.log("pyramid_free"),
    [{"fouls": ["wrong_ball"], "scores": {"A": 0, "B": 1}, "choices": TAKE_PLAY("B"), "next": "B"}],
)
# 4
t = Table()
legal_break(t)
t.shot(("ball", "9", "3"), ("pocket", "3", "side_right"), ("pocket", "9", "foot_right"), ball="9")
t.shot(("ball", "12", "11"), ("cushion", "11", "foot"), ball="12")
case(
    "pf_04_svoyak_and_chuzhoi",
    4,
    ["PF-3", "PF-5", "PF-2"],
    t.log("pyramid_free"),
    [
        {},
        {
            "shooter": "B",
            "points": 2,
            "fouls": [],
            "scores": {"A": 0, "B": 2},
            "next": "B",
            "potted": {"A": [], "B": ["3", "9"]},
        },
        {"shooter": "B", "fouls": [], "points": 0, "next": "A"},
    ],
)
# 5
t = Table()
legal_break(t)
t.shot(("ball", "cue", "4"), ("cushion", "4", "foot"), ("pocket", "cue", "foot_left"))
case(
    "pf_05_cue_svoyak",
    5,
    ["PF-3"],
    t.log("pyramid_free"),
    [
        {},
        {
            "points": 1,
            "fouls": [],
            "scores": {"A": 0, "B": 1},
            "next": "B",
            "potted": {"A": [], "B": ["cue"]},
            "ball_in_hand": None,
            "choices": [],
        },
    ],
)
# 6: A breaks 7, plays on without scoring; B pots 5, plays on without scoring; A pots 6, 2 jumps
t = Table()
legal_break(t, pocket=["1", "3", "5", "7", "8", "10", "11"])
t.shot(("ball", "cue", "9"), ("cushion", "9", "left"))
t.shot(("ball", "cue", "12"), *[("pocket", b, "side_left") for b in ["12", "13", "14", "15", "4"]])
t.shot(("ball", "cue", "9"), ("cushion", "9", "left"))
t.shot(("ball", "cue", "6"), ("pocket", "6", "foot_right"), ("off_table", "2"))
case(
    "pf_06_ball_off_the_table",
    6,
    ["P-17", "P-19", "P-20", "P-21"],
    t.log("pyramid_free"),
    [
        {"scores": {"A": 7, "B": 0}, "next": "A"},
        {"next": "B"},
        {"scores": {"A": 7, "B": 5}, "next": "B"},
        {"scores": {"A": 7, "B": 5}, "next": "A"},
        {
            "shooter": "A",
            "fouls": ["off_table"],
            "points": 0,
            "scores": {"A": 7, "B": 6},
            "respot": [
                {"ball": "2", "pos": [0.0, 0.8875]},
                {"ball": "6", "pos": [0.0, 0.8875 + AGAINST]},
            ],
            "choices": TAKE_PLAY("B"),
            "next": "B",
        },
    ],
)
# 7 + 8
t = Table()
legal_break(t)
t.shot(("ball", "cue", "4"), ("pocket", "4", "foot_left"), ("pocket", "cue", "foot_left"))
case(
    "pd_07_svoyak_removal_and_premium",
    7,
    ["PD-3", "PD-5"],
    t.log("pyramid_dynamic"),
    [
        {},
        {
            "points": 2,
            "fouls": [],
            "scores": {"A": 0, "B": 2},
            "next": "B",
            "choices": [{"kind": "remove", "by": "B", "count": 1}],
            "premium": True,
            "ball_in_hand": {"player": "B", "area": "table"},
            "potted": {"A": [], "B": ["4"]},
        },
    ],
)
t.shot(
    ("ball", "cue", "6"),
    ("pocket", "6", "side_left"),
    ("pocket", "cue", "side_left"),
    choices={"remove": ["9"]},
    taken=["9"],
    place=(0.0, 0.3),
)
case(
    "pd_08_premium_stroke_cue_pocketed",
    8,
    ["PD-6", "PD-8", "P-21"],
    t.log("pyramid_dynamic"),
    [
        {},
        {},
        {
            "fouls": ["cue_pocketed"],
            "points": 0,
            "scores": {"A": 1, "B": 2},
            "respot": [{"ball": "6", "pos": [0.0, 0.8875]}],
            "choices": TAKE_PLAY("A"),
            "next": "A",
            "ball_in_hand": {"player": None, "area": "house"},
            "premium": False,
            "potted": {"A": [], "B": ["4", "9"]},
        },
    ],
)
# 9
for disc, exp in (
    (
        "pyramid_free",
        {
            "points": 2,
            "choices": [],
            "premium": False,
            "potted": {"A": [], "B": ["4", "cue"]},
            "ball_in_hand": None,
        },
    ),
    (
        "pyramid_dynamic",
        {
            "points": 2,
            "choices": [{"kind": "remove", "by": "B", "count": 1}],
            "premium": True,
            "potted": {"A": [], "B": ["4"]},
        },
    ),
):
    t = Table()
    legal_break(t)
    t.shot(("ball", "cue", "4"), ("pocket", "4", "foot_left"), ("pocket", "cue", "foot_left"))
    case(
        f"{'pf' if disc == 'pyramid_free' else 'pd'}_09_same_shot_free_and_dynamic",
        9,
        ["PF-3", "PD-3", "PD-5"],
        t.log(disc),
        [{}, {"fouls": [], "scores": {"A": 0, "B": 2}, "next": "B", **exp}],
    )
# 10
t = Table()
legal_break(t)
t.shot(("ball", "cue", "7"), ("cushion", "7", "left"), ("pocket", "cue", "side_left"))
case(
    "pc_10_svoyak",
    10,
    ["PC-3", "PC-5"],
    t.log("pyramid_combined"),
    [
        {},
        {
            "points": 1,
            "fouls": [],
            "scores": {"A": 0, "B": 1},
            "next": "B",
            "choices": [{"kind": "remove", "by": "B", "count": 1}],
            "ball_in_hand": {"player": "B", "area": "house"},
            "premium": False,
            "potted": {"A": [], "B": []},
        },
    ],
)


# 11, 12, 13: a свояк puts B in hand in the house; a ball then lies in or by the house
def in_hand_after_svoyak(lying):
    t = Table()
    legal_break(t)
    t.shot(
        ("ball", "cue", "7"), ("cushion", "7", "left"), ("pocket", "cue", "side_left"), moved=lying
    )
    return t


t = in_hand_after_svoyak({"2": (0.3, -1.2)})
t.shot(
    ("ball", "cue", "2"),
    ("cushion", "2", "left"),
    choices={"remove": ["9"]},
    taken=["9"],
    place=(-0.3, -1.3),
)
case(
    "pc_11_house_ball",
    11,
    ["P-26"],
    t.log("pyramid_combined"),
    [
        {},
        {"scores": {"A": 0, "B": 1}},
        {
            "fouls": ["house_ball"],
            "scores": {"A": 1, "B": 1},
            "choices": TAKE_PLAY("A"),
            "next": "A",
        },
    ],
)
t = in_hand_after_svoyak({"2": (0.3, -1.2)})
t.shot(
    ("cushion", "cue", "foot"),
    ("ball", "cue", "2"),
    ("cushion", "2", "left"),
    choices={"remove": ["9"]},
    taken=["9"],
    place=(-0.3, -1.3),
)
case(
    "pc_12_house_ball_after_the_foot_cushion",
    12,
    ["P-26"],
    t.log("pyramid_combined"),
    [{}, {}, {"fouls": [], "scores": {"A": 0, "B": 1}, "next": "A"}],
)
t = in_hand_after_svoyak({"8": (0.2, -0.8877)})
t.shot(
    ("ball", "cue", "8"),
    ("cushion", "8", "foot"),
    choices={"remove": ["9"]},
    taken=["9"],
    place=(0.2, -1.3),
)
case(
    "pc_13_ball_on_the_house_line",
    13,
    ["P-3", "P-26"],
    t.log("pyramid_combined"),
    [{}, {}, {"fouls": [], "scores": {"A": 0, "B": 1}, "next": "A"}],
)
# 14
t = in_hand_after_svoyak({})
t.shot(
    ("ball", "cue", "8"),
    ("cushion", "8", "foot"),
    choices={"remove": ["9"]},
    taken=["9"],
    place=(0.0, -0.8878),
)
cases.append(
    {
        "name": "pc_14_placed_on_the_house_line",
        "situation": 14,
        "rules": ["P-25"],
        "log": t.log("pyramid_combined"),
        "error": "shots[2].stroke.place",
    }
)
# 15: a miss drops the cue ball; every object ball lies in the house
t = Table()
legal_break(t)
house = {
    b: (-0.75 + 0.1 * (i % 15), -1.0 - 0.3 * (i // 15))
    for i, b in enumerate(sorted([b for b in t.balls if b != "cue"], key=int))
}
t.shot(("cushion", "cue", "right"), ("pocket", "cue", "foot_right"), moved=house)
t.shot(
    ("ball", "cue", "5"),
    ("cushion", "5", "left"),
    choices={"take": ["1"], "play": "self"},
    taken=["1"],
    place=(0.0, 1.2),
)
case(
    "pc_15_temporary_house",
    15,
    ["PC-6", "P-27"],
    t.log("pyramid_combined"),
    [
        {},
        {
            "fouls": ["miss"],
            "scores": {"A": 1, "B": 0},
            "choices": TAKE_PLAY("A"),
            "next": "A",
            "ball_in_hand": {"player": None, "area": "house"},
        },
        {"shooter": "A", "fouls": [], "scores": {"A": 1, "B": 0}, "next": "B"},
    ],
)
# 16: A breaks 7, plays on without scoring; B pots 6 and plays on; B misses
t = Table()
legal_break(t, pocket=["1", "3", "5", "7", "8", "10", "11"])
t.shot(("ball", "cue", "9"), ("cushion", "9", "left"))
t.shot(
    ("ball", "cue", "12"), *[("pocket", b, "side_left") for b in ["12", "13", "14", "15", "4", "6"]]
)
t.shot(("cushion", "cue", "foot"))
case(
    "pc_16_penalty_ball_wins",
    16,
    ["P-13", "P-21", "P-29"],
    t.log("pyramid_combined"),
    [
        {},
        {},
        {"scores": {"A": 7, "B": 6}, "next": "B"},
        {"fouls": ["miss"], "scores": {"A": 8, "B": 6}, "winner": "A", "next": None, "choices": []},
    ],
)
# 17: A breaks 7, plays on without scoring; B pots 7, plays on without scoring; A свояк off 5
t = Table()
legal_break(t, pocket=["1", "3", "7", "8", "10", "11", "2"])
t.shot(("ball", "cue", "9"), ("cushion", "9", "left"))
t.shot(
    ("ball", "cue", "12"),
    *[("pocket", b, "side_left") for b in ["12", "13", "14", "15", "4", "6", "9"]],
)
t.shot(("ball", "cue", "5"), ("cushion", "5", "left"))
t.shot(("ball", "cue", "5"), ("cushion", "5", "left"), ("pocket", "cue", "foot_left"))
case(
    "pc_17_svoyak_removal_wins",
    17,
    ["PC-3", "P-29"],
    t.log("pyramid_combined"),
    [
        {},
        {},
        {},
        {"scores": {"A": 7, "B": 7}, "next": "A"},
        {
            "points": 1,
            "fouls": [],
            "scores": {"A": 8, "B": 7},
            "winner": "A",
            "next": None,
            "choices": [],
        },
    ],
)


# 18: free, 7:7 and two balls left (cue and 5): pot one legally -> win; foul -> the opponent wins
def seven_all():
    t = Table()
    legal_break(t, pocket=["1", "3", "7", "8", "10", "11", "2"])
    t.shot(("ball", "cue", "9"), ("cushion", "9", "left"))
    t.shot(
        ("ball", "cue", "12"),
        *[("pocket", b, "side_left") for b in ["12", "13", "14", "15", "4", "6", "9"]],
    )
    t.shot(("ball", "cue", "5"), ("cushion", "5", "left"))
    return t


t = seven_all()
t.shot(("ball", "cue", "5"), ("pocket", "5", "foot_left"))
case(
    "pf_18_eighth_ball_wins",
    18,
    ["P-29"],
    t.log("pyramid_free"),
    [
        {},
        {},
        {},
        {"scores": {"A": 7, "B": 7}, "next": "A"},
        {"points": 1, "scores": {"A": 8, "B": 7}, "winner": "A", "next": None},
    ],
)
t = seven_all()
t.shot(("cushion", "cue", "foot"))
case(
    "pf_18_foul_at_seven_all_loses",
    18,
    ["P-29", "P-21"],
    t.log("pyramid_free"),
    [{}, {}, {}, {}, {"fouls": ["miss"], "scores": {"A": 7, "B": 8}, "winner": "B", "next": None}],
)
# 19
t = Table()
legal_break(t)
t.shot(("cushion", "cue", "foot"))
case(
    "pf_19_empty_shelf_table_penalty",
    19,
    ["P-21"],
    t.log("pyramid_free"),
    [{}, {"fouls": ["miss"], "scores": {"A": 1, "B": 0}, "choices": TAKE_PLAY("A")}],
)
t = Table()
legal_break(t)
t.shot(("cushion", "cue", "foot"))
t.shot(("ball", "cue", "9"), ("pocket", "9", "foot_left"), choices={"play": "offender"})
case(
    "pf_19_empty_shelf_owes_a_ball",
    19,
    ["P-21"],
    t.log("pyramid_free", penalty_source="shelf"),
    [
        {},
        {
            "fouls": ["miss"],
            "scores": {"A": 0, "B": 0},
            "owed": {"A": 0, "B": 1},
            "choices": [{"kind": "play", "by": "A", "options": ["self", "offender"]}],
        },
        {
            "shooter": "B",
            "fouls": [],
            "scores": {"A": 0, "B": 0},
            "owed": {"A": 0, "B": 0},
            "potted": {"A": [], "B": []},
            "respot": [{"ball": "9", "pos": [0.0, 0.8875]}],
        },
    ],
)
# 20
t = Table()
legal_break(t)
t.shot(("ball", "cue", "9"))
case(
    "pc_20_no_rail",
    20,
    ["P-13"],
    t.log("pyramid_combined"),
    [{}, {"fouls": ["no_rail"], "scores": {"A": 1, "B": 0}}],
)
# 21
t = Table()
legal_break(t)
t.shot(("cushion", "cue", "left"), ("ball", "cue", "9"))
case(
    "pd_21_cushion_before_contact_only",
    21,
    ["P-13"],
    t.log("pyramid_dynamic"),
    [{}, {"fouls": ["no_rail"], "scores": {"A": 1, "B": 0}}],
)
t = Table()
legal_break(t)
t.shot(("cushion", "cue", "left"), ("ball", "cue", "9"), ("cushion", "cue", "right"))
case(
    "pd_21_cue_ball_cushion_after_contact",
    21,
    ["P-13"],
    t.log("pyramid_dynamic"),
    [{}, {"fouls": [], "scores": {"A": 0, "B": 0}, "next": "A"}],
)
# 22
for off, fouls in ((20.0, ["push"]), (50.0, [])):
    t = Table()
    legal_break(t)
    t.shot(
        ("ball", "cue", "9"),
        ("cushion", "9", "left"),
        moved={"cue": (0.0, 0.1), "3": (0.0, 0.1 + 2 * R + 0.010)},
    )
    t.shot(("ball", "cue", "3"), ("cushion", "3", "foot"), aim=90.0 + off)
    case(
        f"pd_22_near_ball_{int(off)}_degrees",
        22,
        ["P-14"],
        t.log("pyramid_dynamic"),
        [{}, {}, {"fouls": fouls}],
    )
# 23
t = Table()
legal_break(t)
t.shot(
    ("ball", "cue", "12"),
    ("pocket", "12", "foot_left"),
    ("pocket", "9", "foot_right"),
    ("off_table", "cue"),
    moved={"3": REAR},
)
case(
    "pf_23_three_balls_respotted_coloured_first",
    23,
    ["P-20"],
    t.log("pyramid_free"),
    [
        {},
        {
            "fouls": ["off_table"],
            "respot": [
                {"ball": "cue", "pos": [0.0, 0.8875 + AGAINST]},
                {"ball": "9", "pos": [0.0, 0.8875 + 2 * AGAINST]},
                {"ball": "12", "pos": [0.0, 0.8875 + 3 * AGAINST]},
            ],
        },
    ],
)
t = Table()
legal_break(t)
t.shot(
    ("ball", "cue", "12"),
    ("pocket", "12", "foot_left"),
    ("pocket", "9", "foot_right"),
    ("off_table", "cue"),
    moved={"3": REAR},
)
case(
    "pc_23_two_balls_respotted",
    23,
    ["P-20"],
    t.log("pyramid_combined"),
    [
        {},
        {
            "fouls": ["off_table"],
            "respot": [
                {"ball": "9", "pos": [0.0, 0.8875 + AGAINST]},
                {"ball": "12", "pos": [0.0, 0.8875 + 2 * AGAINST]},
            ],
            "ball_in_hand": {"player": None, "area": "house"},
        },
    ],
)
# 30
for disc in ("pyramid_free", "pyramid_dynamic", "pyramid_combined"):
    t = Table()
    legal_break(t)
    t.shot(("ball", "cue", "9"), ("pocket", "9", "foot_left"), miscue=True)
    case(
        f"{SHORT[disc]}_30_miscue",
        30,
        ["P-15", "P-16"],
        t.log(disc),
        [
            {},
            {
                "fouls": ["miscue"],
                "points": 0,
                "scores": {"A": 1, "B": 0},
                "respot": [{"ball": "9", "pos": [0.0, 0.8875]}],
            },
        ],
    )

OUT.mkdir(parents=True, exist_ok=True)
for old in OUT.glob("*.json"):
    if json.loads(old.read_text(encoding="utf-8"))["situation"] is not None:
        old.unlink()  # the second reading's cases (situation null) have their own source
for c in cases:
    (OUT / f"{c['name']}.json").write_text(json.dumps(c, indent=1) + "\n", encoding="utf-8")
print(len(cases))
