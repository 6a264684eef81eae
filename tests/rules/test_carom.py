"""General carom rules C-1…C-13 (three-cushion and free game used as carriers)."""

from __future__ import annotations

import pytest

from game.errors import InputError
from game.rules.carom import MESSAGE_KEYS
from tests.rules.carom_kit import (
    W_3C,
    W_CAROM,
    W_MISS,
    Y_3C,
    Y_CAROM,
    Y_MISS,
    keys,
    run,
    shot,
)

FREE = "free_game"
THREE = "three_cushion"
HEAD, FOOT, CENTRE = [0.0, -0.71], [0.0, 0.71], [0.0, 0.0]


def test_c1_each_player_keeps_his_cue_ball() -> None:
    """Rule C-1: A plays white, B yellow; B striking white is a foul (wrong_ball)."""
    lines = run(FREE, [shot("white", *W_MISS), shot("white", *W_CAROM)])
    assert lines[0]["next"] == "B" and lines[0]["next_ball"] == "yellow"
    assert "wrong_ball" in lines[1]["fouls"]
    assert lines[1]["scores"] == {"A": 0, "B": 0}
    assert lines[1]["next"] == "A" and lines[1]["next_ball"] == "white"


def test_c1_right_ball_scores() -> None:
    """Rule C-1, C-4: B with his own yellow ball scores."""
    lines = run(FREE, [shot("white", *W_MISS), shot("yellow", *Y_CAROM)])
    assert lines[1]["fouls"] == [] and lines[1]["scores"] == {"A": 0, "B": 1}


def test_c3_break_must_hit_red_first() -> None:
    """Rule C-3: the break hitting the opponent's ball first is a foul and scores nothing."""
    lines = run(FREE, [shot("white", ("ball", "white", "yellow"), ("ball", "white", "red"))])
    assert lines[0]["fouls"] == ["break_not_red"]
    assert lines[0]["scores"] == {"A": 0, "B": 0}
    assert lines[0]["next"] == "B"
    assert "carom.foul.break_not_red" in keys(lines[0])


def test_c3_later_shots_may_hit_either_ball_first() -> None:
    """Rule C-3: after the break the opponent's ball may be hit first."""
    lines = run(
        FREE,
        [
            shot("white", *W_CAROM),
            shot("white", ("ball", "white", "yellow"), ("ball", "white", "red")),
        ],
    )
    assert lines[1]["fouls"] == [] and lines[1]["scores"]["A"] == 2


def test_c4_carom_needs_both_object_balls() -> None:
    """Rule C-4: touching one object ball only is no point; object balls meeting don't help."""
    lines = run(FREE, [shot("white", ("ball", "white", "red"), ("ball", "red", "yellow"))])
    assert lines[0]["points"] == 0 and lines[0]["next"] == "B"
    assert "carom.miss" in keys(lines[0])


def test_c5_three_players_rotate_balls() -> None:
    """Rule C-5 Decision: A white, B yellow, C white, A yellow."""
    lines = run(
        FREE,
        [shot("white", *W_MISS), shot("yellow", *Y_MISS), shot("white", *W_MISS)],
        players=("A", "B", "C"),
    )
    assert [ln["next"] for ln in lines] == ["B", "C", "A"]
    assert [ln["next_ball"] for ln in lines] == ["yellow", "white", "yellow"]
    assert all(ln["fouls"] == [] for ln in lines)


def test_c5_three_players_a_then_plays_yellow() -> None:
    """Rule C-5: in the second round A plays yellow; white would be the wrong ball."""
    three = [shot("white", *W_MISS), shot("yellow", *Y_MISS), shot("white", *W_MISS)]
    good = run(FREE, [*three, shot("yellow", *Y_CAROM)], players=("A", "B", "C"))
    assert good[3]["scores"]["A"] == 1 and good[3]["fouls"] == []
    bad = run(FREE, [*three, shot("white", *W_CAROM)], players=("A", "B", "C"))
    assert bad[3]["fouls"] == ["wrong_ball"] and bad[3]["next"] == "B"


def test_c5_four_players_rejected() -> None:
    """Rule C-5: two or three players."""
    with pytest.raises(InputError, match=r"^players"):
        run(FREE, [], players=("A", "B", "C", "D"))


def test_c6_safety_with_cushion_passes_the_turn() -> None:
    """Rule C-6: a declared safety with a cushion after the ball is legal; the turn passes."""
    lines = run(
        FREE,
        [shot("white", ("ball", "white", "red"), ("cushion", "red", "foot"), call="safety")],
    )
    assert lines[0]["fouls"] == [] and lines[0]["next"] == "B"
    assert "carom.safety" in keys(lines[0])
    assert lines[0]["allowed_calls"] == ["safety"]


def test_c6_safety_scores_no_point() -> None:
    """Rule C-6 Decision: a declared safety gives up the run, even if a carom happens."""
    lines = run(FREE, [shot("white", *W_CAROM, ("cushion", "white", "left"), call="safety")])
    assert lines[0]["scores"]["A"] == 0 and lines[0]["next"] == "B"


def test_c6_safety_without_cushion_is_a_foul() -> None:
    """Rule C-6: no ball reaches a cushion after the cue ball touched a ball."""
    lines = run(
        FREE, [shot("white", ("cushion", "white", "left"), ("ball", "white", "red"), call="safety")]
    )
    assert lines[0]["fouls"] == ["safety_no_cushion"]


def test_c6_two_safeties_in_a_row_is_a_foul() -> None:
    """Rule C-6: the same player's second safety in a row is a foul; he may not call it."""
    safe_w = shot("white", ("ball", "white", "red"), ("cushion", "white", "foot"), call="safety")
    safe_y = shot("yellow", ("ball", "yellow", "red"), ("cushion", "red", "foot"), call="safety")
    lines = run(FREE, [safe_w, safe_y, safe_w])
    assert lines[0]["fouls"] == [] and lines[1]["fouls"] == []
    assert lines[1]["allowed_calls"] == []  # A's last shot was a safety
    assert lines[2]["fouls"] == ["double_safety"]


def test_c6_safety_allowed_again_after_a_normal_shot() -> None:
    """Rule C-6: "in a row" only; a normal shot in between clears it."""
    safe_w = shot("white", ("ball", "white", "red"), ("cushion", "white", "foot"), call="safety")
    lines = run(
        FREE,
        [safe_w, shot("yellow", *Y_MISS), shot("white", *W_MISS), shot("yellow", *Y_MISS), safe_w],
    )
    assert lines[3]["allowed_calls"] == ["safety"]
    assert lines[4]["fouls"] == []


def test_c7_cue_ball_jumps_is_a_foul_and_goes_to_head_spot() -> None:
    """Rule C-7: the jumped cue ball is a foul; it is spotted on the head spot."""
    lines = run(
        FREE,
        [
            shot(
                "white", *W_CAROM, ("off", "white"), final={"yellow": [0.3, 0.2], "red": [0.1, 0.5]}
            )
        ],
    )
    assert lines[0]["fouls"] == ["off_table"] and lines[0]["scores"]["A"] == 0
    assert lines[0]["respot"] == {"white": HEAD}
    assert lines[0]["next"] == "B"


def test_c7_head_spot_taken_cue_ball_to_foot_spot() -> None:
    """Rule C-7: head spot occupied -> foot spot; both taken -> centre spot."""
    lines = run(FREE, [shot("white", ("off", "white"), final={"yellow": HEAD, "red": [0.3, 0.4]})])
    assert lines[0]["respot"] == {"white": FOOT}
    lines = run(FREE, [shot("white", ("off", "white"), final={"yellow": HEAD, "red": FOOT})])
    assert lines[0]["respot"] == {"white": CENTRE}


def test_c7_object_ball_jumps_carom_counts_and_run_continues() -> None:
    """Rule C-7: the cue ball stayed, so the carom counts; red goes to the foot spot."""
    lines = run(
        FREE,
        [shot("white", *W_CAROM, ("off", "red"), final={"white": [0.2, 0.1], "yellow": [0.4, 0]})],
    )
    assert lines[0]["fouls"] == [] and lines[0]["scores"]["A"] == 1
    assert lines[0]["next"] == "A"
    assert lines[0]["respot"] == {"red": FOOT}
    assert "carom.spotted" in keys(lines[0])


def test_c7_red_foot_spot_taken_goes_to_head_spot() -> None:
    """Rule C-7: red to the foot spot, then head, then centre."""
    lines = run(
        FREE,
        [shot("white", W_MISS[0], ("off", "red"), final={"white": FOOT, "yellow": [0.4, 0.0]})],
    )
    assert lines[0]["respot"] == {"red": HEAD}


def test_c7_two_jump_cue_ball_spotted_first() -> None:
    """Rule C-7: if two jump the cue ball is spotted first (it takes the head spot)."""
    lines = run(
        FREE,
        [
            shot(
                "white",
                ("ball", "white", "yellow"),
                ("off", "yellow"),
                ("off", "white"),
                final={"red": [0.3, 0.3]},
            )
        ],
    )
    # The break did not hit red first, so there is a foul either way; spots are what count.
    assert lines[0]["respot"] == {"white": HEAD, "yellow": FOOT}


def test_c7_object_ball_whose_spot_is_free_goes_first() -> None:
    """Rule C-7 (seed): with the cue ball on the head spot, red goes first to the foot spot
    and the white object ball then takes the centre spot, not the foot spot."""
    lines = run(
        FREE,
        [
            shot("white", *W_MISS),
            shot(
                "yellow",
                ("ball", "yellow", "white"),
                ("off", "white"),
                ("off", "red"),
                final={"yellow": HEAD},
            ),
        ],
    )
    assert lines[1]["respot"] == {"red": FOOT, "white": CENTRE}


def test_c7_all_three_jump_break_position() -> None:
    """Rule C-7: all three jump -> break position; the next player places his ball (C-2)."""
    lines = run(
        FREE,
        [shot("white", *W_CAROM, ("off", "white"), ("off", "yellow"), ("off", "red"), final={})],
    )
    line = lines[0]
    assert line["next"] == "B" and line["next_ball"] == "yellow"
    assert line["respot"]["red"] == FOOT and line["respot"]["white"] == HEAD
    assert line["ball_in_hand"] == "yellow"
    assert line["hand_area"] == {"name": "head_string", "x": [-0.15, 0.15], "y": [-0.71, -0.71]}
    assert "carom.break_position" in keys(line)


def test_c7_after_break_position_red_must_be_hit_first() -> None:
    """Rule C-7 with C-3: the shot from a set break position must hit red first."""
    lines = run(
        FREE,
        [
            shot("white", *W_CAROM, ("off", "white"), ("off", "yellow"), ("off", "red"), final={}),
            shot("yellow", ("ball", "yellow", "white"), ("ball", "yellow", "red")),
        ],
    )
    assert lines[1]["fouls"] == ["break_not_red"]


FROZEN = {"white": [0.3, 0.2], "yellow": [0.3, 0.2 + 0.0615], "red": [-0.4, 0.9]}


def test_c8_frozen_ball_offers_a_choice() -> None:
    """Rule C-8: the next cue ball frozen to a ball -> choice to play or have balls spotted."""
    lines = run(FREE, [shot("white", *W_MISS, final=FROZEN)])
    assert lines[0]["choices"] == ["play", "respot"]
    assert "carom.frozen_ball" in keys(lines[0])


def test_c8_playing_into_the_frozen_ball_is_a_foul() -> None:
    """Rule C-8: playing away is legal; into the frozen ball first is a foul."""
    into = run(
        FREE,
        [
            shot("white", *W_MISS, final=FROZEN),
            shot("yellow", ("ball", "yellow", "white"), ("ball", "yellow", "red")),
        ],
    )
    assert into[1]["fouls"] == ["frozen_ball_first"] and into[1]["scores"]["B"] == 0
    away = run(
        FREE,
        [
            shot("white", *W_MISS, final=FROZEN),
            shot(
                "yellow",
                ("cushion", "yellow", "right"),
                ("ball", "yellow", "red"),
                ("ball", "yellow", "white"),
            ),
        ],
    )
    assert away[1]["fouls"] == [] and away[1]["scores"]["B"] == 1


def test_c8_respot_choice_spots_the_touching_balls() -> None:
    """Rule C-8: with "respot", own ball to the head spot, the other cue ball to the centre;
    the free red stays, and hitting the (no longer frozen) white first is legal."""
    lines = run(
        FREE,
        [
            shot("white", *W_MISS, final=FROZEN),
            shot("yellow", ("ball", "yellow", "white"), ("ball", "yellow", "red"), choice="respot"),
        ],
    )
    assert lines[1]["fouls"] == [] and lines[1]["scores"]["B"] == 1
    assert "carom.respotted_frozen" in keys(lines[1])


def test_c8_respot_when_not_frozen_is_bad_input() -> None:
    """Rule C-8: the choice exists only for a frozen cue ball."""
    with pytest.raises(InputError, match=r"^shots\[1\]\.choice"):
        run(
            FREE,
            [
                shot(
                    "white",
                    *W_MISS,
                    final={"white": [0.3, 0.2], "yellow": [0.0, -0.5], "red": [0.1, 0.1]},
                ),
                shot("yellow", *Y_CAROM, choice="respot"),
            ],
        )


def test_c8_occupied_spot_uses_the_interfering_balls_spot() -> None:
    """Rule C-8 (seed): a designated spot taken by the ball that stays sends the spotted ball to
    the spot designated for that interfering ball."""
    from game.rules.carom_spots import spot_frozen
    from game.tables import CAROM_MATCH

    # Yellow (to shoot) frozen to red; the white lies on the head spot (yellow's spot).
    out = spot_frozen(
        "yellow",
        ("red",),
        {"white": (0.0, -0.71), "red": (0.5, 0.5), "yellow": (0.5, 0.5615)},
        CAROM_MATCH,
    )
    assert out == {"yellow": (0.0, 0.0), "red": (0.0, 0.71)}


def test_c9_frozen_cushion_first_touch_does_not_count() -> None:
    """Rule C-9: cue ball frozen to the head cushion: its first touch of it is not counted."""
    at_cushion = {"white": [0.2, 0.0], "yellow": [0.0, -1.42 + 0.03075], "red": [0.3, 0.3]}
    three = (
        ("cushion", "yellow", "head"),
        ("ball", "yellow", "red"),
        ("cushion", "yellow", "left"),
        ("cushion", "yellow", "foot"),
        ("ball", "yellow", "white"),
    )
    lines = run(THREE, [shot("white", *W_MISS, final=at_cushion), shot("yellow", *three)])
    assert lines[1]["scores"]["B"] == 0 and lines[1]["extra"]["cushions"] == 2
    four = (
        ("cushion", "yellow", "head"),
        ("ball", "yellow", "red"),
        ("cushion", "yellow", "left"),
        ("cushion", "yellow", "foot"),
        ("cushion", "yellow", "head"),
        ("ball", "yellow", "white"),
    )
    lines = run(THREE, [shot("white", *W_MISS, final=at_cushion), shot("yellow", *four)])
    assert lines[1]["scores"]["B"] == 1 and lines[1]["extra"]["cushions"] == 3


def test_c9_not_frozen_all_touches_count() -> None:
    """Rule C-9 only applies to a frozen ball: away from the cushion, three touches count."""
    away = {"white": [0.2, 0.0], "yellow": [0.0, -1.2], "red": [0.3, 0.3]}
    three = (
        ("cushion", "yellow", "head"),
        ("ball", "yellow", "red"),
        ("cushion", "yellow", "left"),
        ("cushion", "yellow", "foot"),
        ("ball", "yellow", "white"),
    )
    lines = run(THREE, [shot("white", *W_MISS, final=away), shot("yellow", *three)])
    assert lines[1]["scores"]["B"] == 1


def test_c10_point_continues_miss_ends() -> None:
    """Rule C-10: a point continues the run; a miss ends it."""
    lines = run(FREE, [shot("white", *W_CAROM), shot("white", *W_CAROM), shot("white", *W_MISS)])
    assert [ln["next"] for ln in lines] == ["A", "A", "B"]
    assert lines[2]["scores"] == {"A": 2, "B": 0}


def test_c11_breaker_reaches_target_other_gets_equalising_inning() -> None:
    """Rule C-11: the other player gets one more inning from the break position."""
    lines = run(FREE, [shot("white", *W_CAROM), shot("white", *W_CAROM)], target=2)
    line = lines[1]
    assert line["winner"] is None and line["next"] == "B" and line["next_ball"] == "yellow"
    assert line["ball_in_hand"] == "yellow"
    assert "yellow" not in line["respot"]  # placed by the player on the head string
    assert line["respot"]["red"] == FOOT and line["respot"]["white"] == HEAD
    assert "carom.equalising_inning" in keys(line)


def test_c11_equalising_inning_ends_in_a_draw() -> None:
    """Rule C-11: both at the target after equal innings -> draw."""
    lines = run(
        FREE,
        [
            shot("white", *W_CAROM),
            shot("white", *W_CAROM),
            shot("yellow", *Y_CAROM),
            shot("yellow", *Y_CAROM),
        ],
        target=2,
    )
    assert lines[2]["next"] == "B" and lines[2]["winner"] is None
    assert lines[3]["winner"] == "draw" and lines[3]["next"] is None
    assert lines[3]["scores"] == {"A": 2, "B": 2}
    assert lines[3]["extra"]["draw_between"] == ["A", "B"]


def test_c11_equalising_inning_fails_breaker_wins() -> None:
    """Rule C-11: the other player misses in his last inning -> the breaker wins."""
    lines = run(
        FREE,
        [
            shot("white", *W_CAROM),
            shot("white", *W_CAROM),
            shot("yellow", *Y_CAROM),
            shot("yellow", *Y_MISS),
        ],
        target=2,
    )
    assert lines[3]["winner"] == "A" and lines[3]["scores"] == {"A": 2, "B": 1}


def test_c11_equalising_inning_must_hit_red_first() -> None:
    """Rule C-11 with C-3: the equalising inning is played from the break position."""
    lines = run(
        FREE,
        [
            shot("white", *W_CAROM),
            shot("yellow", ("ball", "yellow", "white"), ("ball", "yellow", "red")),
        ],
        target=1,
    )
    assert lines[1]["fouls"] == ["break_not_red"] and lines[1]["winner"] == "A"


def test_c11_second_player_reaching_target_wins_at_once() -> None:
    """Rule C-11: innings are already equal when the second player reaches the target."""
    lines = run(FREE, [shot("white", *W_MISS), shot("yellow", *Y_CAROM)], target=1)
    assert lines[1]["winner"] == "B" and lines[1]["next"] is None


def test_c11_no_shot_after_the_game() -> None:
    """Rule C-11: a shot after the game ended is bad input."""
    with pytest.raises(InputError, match=r"^shots\[2\]"):
        run(
            FREE,
            [shot("white", *W_MISS), shot("yellow", *Y_CAROM), shot("white", *W_MISS)],
            target=1,
        )


def test_c11_three_players_finish_the_round_and_draw() -> None:
    """Rule C-11: A reaches the target; B and C finish the round; C also reaches -> draw A–C."""
    lines = run(
        FREE,
        [shot("white", *W_CAROM), shot("yellow", *Y_MISS), shot("white", *W_CAROM)],
        players=("A", "B", "C"),
        target=1,
    )
    assert lines[0]["next"] == "B" and lines[1]["next"] == "C"
    assert lines[1]["winner"] is None
    assert lines[2]["winner"] == "draw"
    assert lines[2]["extra"]["draw_between"] == ["A", "C"]


def test_c11_three_players_only_one_at_target_wins() -> None:
    """Rule C-11: if only A stands at the target after the round, A wins."""
    lines = run(
        FREE,
        [shot("white", *W_CAROM), shot("yellow", *Y_MISS), shot("white", *W_MISS)],
        players=("A", "B", "C"),
        target=1,
    )
    assert lines[2]["winner"] == "A"


def test_c12_lag_winner_breaks_or_passes() -> None:
    """Rule C-12: the lag winner chooses; ``lag_choice: pass`` lets the other break."""
    lines = run(FREE, [shot("white", *W_MISS)], lag_winner="B")
    assert lines[0]["shooter"] == "B"
    lines = run(FREE, [shot("white", *W_MISS)], lag_winner="B", lag_choice="pass")
    assert lines[0]["shooter"] == "A"
    with pytest.raises(InputError, match=r"^options\.lag_winner"):
        run(FREE, [], lag_winner="Z")
    with pytest.raises(InputError, match=r"^options\.lag_choice"):
        run(FREE, [], lag_winner="A", lag_choice="toss")


def test_c13_statistics() -> None:
    """Rule C-13: points, innings, average, high run, current run per player."""
    lines = run(
        FREE,
        [
            shot("white", *W_CAROM),
            shot("white", *W_CAROM),
            shot("white", *W_MISS),
            shot("yellow", *Y_CAROM),
            shot("yellow", *Y_MISS),
            shot("white", *W_CAROM),
        ],
    )
    assert lines[1]["stats"]["A"]["current_run"] == 2
    final = lines[5]["stats"]
    assert final["A"] == {
        "points": 3,
        "innings": 2,
        "average": 1.5,
        "high_run": 2,
        "current_run": 1,
    }
    assert final["B"] == {
        "points": 1,
        "innings": 1,
        "average": 1.0,
        "high_run": 1,
        "current_run": 0,
    }


def test_messages_use_documented_keys_only() -> None:
    """Messages are keys with params (no sentences), all from the documented set."""
    lines = run(
        FREE,
        [
            shot("white", *W_CAROM, ("off", "white")),
            shot("yellow", *Y_CAROM),
            shot("yellow", *Y_MISS, call="safety"),
        ],
        target=5,
    )
    for line in lines:
        for m in line["messages"]:
            assert m["key"] in MESSAGE_KEYS
            assert isinstance(m["params"], dict)


def test_three_cushion_break_and_point() -> None:
    """Rules C-3, C3-1: the break on red with three cushions scores."""
    lines = run(THREE, [shot("white", *W_3C), shot("white", *W_MISS), shot("yellow", *Y_3C)])
    assert [ln["scores"] for ln in lines] == [{"A": 1, "B": 0}, {"A": 1, "B": 0}, {"A": 1, "B": 1}]


def test_c10_referee_panel_foul_ends_the_run() -> None:
    """Rule C-10: a foul entered on the referee panel (touching a ball) ends the run, no point."""
    lines = run(FREE, [shot("white", *W_CAROM, manual=[{"foul": "touched"}])])
    assert lines[0]["fouls"] == ["touched"] and lines[0]["scores"]["A"] == 0
    assert lines[0]["next"] == "B" and "carom.foul.touched" in keys(lines[0])
    with pytest.raises(InputError, match=r"^shots\[0\]\.manual_fouls\[0\]\.foul"):
        run(FREE, [shot("white", *W_CAROM, manual=[{"foul": "sneeze"}])])
