"""One-cushion (C1) and three-cushion (C3)."""

from __future__ import annotations

from tests.rules.carom_kit import W_3C, W_CAROM, W_MISS, Y_MISS, keys, run, shot

ONE = "one_cushion"
THREE = "three_cushion"

W_1C = (("ball", "white", "red"), ("cushion", "white", "foot"), ("ball", "white", "yellow"))
Y_1C = (("ball", "yellow", "red"), ("cushion", "yellow", "foot"), ("ball", "yellow", "white"))


def test_c1_1_cushion_before_second_ball_scores() -> None:
    """Rule C1-1: a cushion before the first ball also counts."""
    lines = run(
        ONE,
        [
            shot("white", *W_1C),
            shot(
                "white",
                ("cushion", "white", "left"),
                ("ball", "white", "yellow"),
                ("ball", "white", "red"),
            ),
        ],
    )
    assert [ln["scores"]["A"] for ln in lines] == [1, 2]
    assert all(ln["fouls"] == [] for ln in lines)


def test_c1_1_cushion_after_second_ball_does_not_count() -> None:
    """Rule C1-1: the cushion must come before the second object ball."""
    lines = run(ONE, [shot("white", *W_1C), shot("white", *W_CAROM, ("cushion", "white", "foot"))])
    assert lines[1]["fouls"] == ["no_cushion"] and lines[1]["scores"]["A"] == 0


def test_c1_2_no_cushion_deducts_one_and_ends_run() -> None:
    """Rule C1-2: a carom without cushion deducts a point and ends the run."""
    lines = run(ONE, [shot("white", *W_1C), shot("white", *W_1C), shot("white", *W_CAROM)])
    assert lines[2]["scores"] == {"A": 1, "B": 0}
    assert lines[2]["points"] == -1 and lines[2]["next"] == "B"
    assert "carom.deduction" in keys(lines[2])
    assert lines[2]["stats"]["A"]["high_run"] == 2


def test_c1_2_score_never_below_zero() -> None:
    """Rule C1-2: the deduction floors at 0."""
    lines = run(ONE, [shot("white", *W_CAROM)])
    assert lines[0]["fouls"] == ["no_cushion"]
    assert lines[0]["scores"] == {"A": 0, "B": 0} and lines[0]["points"] == 0
    assert "carom.deduction" not in keys(lines[0])


def test_c1_2_plain_miss_is_no_fault() -> None:
    """Rule C1-2 Decision: a shot that simply fails to score deducts nothing."""
    lines = run(ONE, [shot("white", *W_1C), shot("white", *W_MISS)])
    assert lines[1]["fouls"] == [] and lines[1]["scores"]["A"] == 1


def test_c1_2_safety_and_jump_faults_deduct() -> None:
    """Rule C1-2 Decision: fouls of C-6 and C-7 also cost a point."""
    lines = run(ONE, [shot("white", *W_1C), shot("white", ("ball", "white", "red"), call="safety")])
    assert lines[1]["fouls"] == ["safety_no_cushion"] and lines[1]["scores"]["A"] == 0
    lines = run(ONE, [shot("white", *W_1C), shot("white", W_MISS[0], ("off", "white"))])
    assert lines[1]["fouls"] == ["off_table"] and lines[1]["scores"]["A"] == 0


def test_c1_2_wrong_ball_deducts_one_and_ends_run() -> None:
    """Rule C1-2: every foul deducts one point in one-cushion; B striking white (A's ball)
    is a fault (the referee deducted nothing for it)."""
    lines = run(
        ONE,
        [
            shot("white", *W_MISS),
            shot("yellow", *Y_1C),
            shot("yellow", *Y_1C),
            shot("white", *W_1C),  # B strikes A's ball
        ],
    )
    assert lines[3]["shooter"] == "B"
    assert lines[3]["fouls"] == ["wrong_ball"] and lines[3]["scores"] == {"A": 0, "B": 1}
    assert lines[3]["points"] == -1 and lines[3]["next"] == "A"
    assert "carom.deduction" in keys(lines[3])


FROZEN_TO_RED = {"white": [0.3, 0.2], "red": [0.3, 0.2 + 0.0615], "yellow": [-0.4, 0.9]}


def test_c1_2_frozen_ball_played_first_deducts_one() -> None:
    """Rules C1-2 and C-8: playing into the ball the cue ball is frozen to is a fault and
    costs a point in one-cushion (the referee deducted nothing for it)."""
    lines = run(
        ONE,
        [
            shot("white", *W_1C),
            shot("white", *W_MISS),
            shot("yellow", *Y_MISS, final=FROZEN_TO_RED),
            shot("white", ("ball", "white", "red"), ("cushion", "white", "foot")),
        ],
    )
    assert lines[2]["next"] == "A" and lines[2]["choices"] == ["play", "respot"]
    assert lines[3]["fouls"] == ["frozen_ball_first"]
    assert lines[3]["points"] == -1 and lines[3]["scores"]["A"] == 0
    assert lines[3]["next"] == "B"


def test_c1_2_each_foul_of_a_shot_deducts_one() -> None:
    """Rule C1-2 Decision: "each fault deducts one point", so fouls in one shot add up (as
    the seed's several fouls in one stroke do); a manual foul is a fault too."""
    safe = shot("white", ("ball", "white", "red"), ("cushion", "red", "foot"), call="safety")
    lines = run(
        ONE,
        [
            *[shot("white", *W_1C) for _ in range(3)],
            safe,
            shot("yellow", *Y_MISS),
            shot("white", ("ball", "white", "red"), call="safety"),  # double and no cushion
        ],
    )
    assert sorted(lines[5]["fouls"]) == ["double_safety", "safety_no_cushion"]
    assert lines[5]["points"] == -2 and lines[5]["scores"]["A"] == 1
    deduction = [m["params"] for m in lines[5]["messages"] if m["key"] == "carom.deduction"]
    assert deduction == [{"player": "A", "points": 2}]
    pushed = run(ONE, [shot("white", *W_1C), shot("white", *W_1C, manual=[{"foul": "push"}])])
    assert pushed[1]["fouls"] == ["push"] and pushed[1]["points"] == -1
    assert pushed[1]["scores"]["A"] == 0
    # Never below 0: two faults with one point on the board cost one.
    floor = run(
        ONE,
        [
            shot("white", *W_1C),
            safe,
            shot("yellow", *Y_MISS),
            shot("white", ("ball", "white", "red"), call="safety"),
        ],
    )
    assert floor[3]["points"] == -1 and floor[3]["scores"]["A"] == 0


def test_c3_1_two_cushions_is_no_point_and_no_foul() -> None:
    """Rule C3-1: fewer than three cushions before the second ball: no point, no foul."""
    lines = run(
        THREE,
        [
            shot(
                "white",
                ("ball", "white", "red"),
                ("cushion", "white", "foot"),
                ("cushion", "white", "left"),
                ("ball", "white", "yellow"),
            )
        ],
    )
    assert lines[0]["fouls"] == [] and lines[0]["scores"]["A"] == 0
    assert lines[0]["extra"]["cushions"] == 2 and lines[0]["next"] == "B"


def test_c3_1_same_cushion_counts_each_time_and_before_first_ball() -> None:
    """Rule C3-1: cushions before the first ball count; the same cushion counts twice."""
    lines = run(
        THREE,
        [
            shot(
                "white",
                ("cushion", "white", "left"),
                ("ball", "white", "red"),
                ("cushion", "white", "foot"),
                ("cushion", "white", "foot"),
                ("ball", "white", "yellow"),
            )
        ],
    )
    assert lines[0]["scores"]["A"] == 1 and lines[0]["extra"]["cushions"] == 3


def test_c3_1_cushions_all_before_both_balls() -> None:
    """Rule C3-1 (seed): three cushions first, then both balls."""
    lines = run(
        THREE,
        [
            shot(
                "white",
                ("cushion", "white", "left"),
                ("cushion", "white", "foot"),
                ("cushion", "white", "right"),
                ("ball", "white", "red"),
                ("ball", "white", "yellow"),
            )
        ],
    )
    assert lines[0]["scores"]["A"] == 1


def test_c3_2_foul_ends_inning_without_deduction() -> None:
    """Rule C3-2: a foul ends the inning; points are not deducted."""
    lines = run(THREE, [shot("white", *W_3C), shot("white", W_MISS[0], ("off", "white"))])
    assert lines[1]["fouls"] == ["off_table"] and lines[1]["scores"]["A"] == 1
    assert lines[1]["next"] == "B"


def test_c3_3_object_ball_off_table_is_a_foul_even_with_a_point() -> None:
    """Rule C3-3: overrides C-7, the carom does not count."""
    lines = run(
        THREE,
        [shot("white", *W_3C, ("off", "red"), final={"white": [0.1, 0.1], "yellow": [0.3, -0.2]})],
    )
    assert lines[0]["fouls"] == ["off_table"]
    assert lines[0]["scores"]["A"] == 0 and lines[0]["next"] == "B"
    assert lines[0]["respot"] == {"red": [0.0, 0.71]}


RED_ON_FOOT_CUSHION = {"white": [0.2, 0.0], "yellow": [0.0, -0.5], "red": [0.3, 1.42 - 0.03075]}


def test_c3_4_safety_object_ball_frozen_to_cushion() -> None:
    """Rule C3-4: object ball frozen to a cushion: back into that cushion is not enough."""
    same = run(
        THREE,
        [
            shot("white", *W_MISS, final=RED_ON_FOOT_CUSHION),
            shot("yellow", ("ball", "yellow", "red"), ("cushion", "red", "foot"), call="safety"),
        ],
    )
    assert same[1]["fouls"] == ["safety_no_cushion"]
    other = run(
        THREE,
        [
            shot("white", *W_MISS, final=RED_ON_FOOT_CUSHION),
            shot(
                "yellow",
                ("ball", "yellow", "red"),
                ("cushion", "red", "foot"),
                ("cushion", "red", "right"),
                call="safety",
            ),
        ],
    )
    assert other[1]["fouls"] == []
    cue = run(
        THREE,
        [
            shot("white", *W_MISS, final=RED_ON_FOOT_CUSHION),
            shot("yellow", ("ball", "yellow", "red"), ("cushion", "yellow", "foot"), call="safety"),
        ],
    )
    assert cue[1]["fouls"] == []


def test_c6_free_game_object_ball_back_into_cushion_is_enough() -> None:
    """Rule C-6 (not three-cushion): the object ball reaching any cushion satisfies a safety."""
    lines = run(
        "free_game",
        [
            shot("white", *W_MISS, final=RED_ON_FOOT_CUSHION),
            shot("yellow", ("ball", "yellow", "red"), ("cushion", "red", "foot"), call="safety"),
        ],
    )
    assert lines[1]["fouls"] == []


def test_c3_break_foul_passes_turn_and_scores_nothing() -> None:
    """Rules C-3, C3 (seed "break"): a break not on red: foul, turn passes, no point."""
    lines = run(
        THREE,
        [
            shot(
                "white",
                ("ball", "white", "yellow"),
                ("cushion", "white", "foot"),
                ("cushion", "white", "left"),
                ("cushion", "white", "head"),
                ("ball", "white", "red"),
            )
        ],
    )
    assert lines[0]["fouls"] == ["break_not_red"] and lines[0]["scores"]["A"] == 0
    assert lines[0]["next"] == "B"


def test_c3_yellow_also_needs_three_cushions() -> None:
    """Rule C3-1 for the second player's ball."""
    lines = run(THREE, [shot("white", *W_MISS), shot("yellow", *Y_MISS)])
    assert lines[1]["scores"] == {"A": 0, "B": 0} and lines[1]["next"] == "A"
