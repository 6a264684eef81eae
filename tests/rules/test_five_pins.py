"""Five pins, rules 5P-1…5P-16."""

from __future__ import annotations

import pytest

from game.errors import InputError
from game.rules.five_pins import MESSAGE_KEYS
from game.rules.five_pins_shot import pin_values
from game.tables import five_pins_marks
from tests.rules.carom_kit import keys, run, shot

FP = "five_pins"
HIT = ("ball", "white", "yellow")  # A's correct first contact
Y_HIT = ("ball", "yellow", "white")
MARKS = five_pins_marks()  # 5P-1: 100 mm from the short cushions; red at the top half's centre
TOP_MARK, RED_MARK, BOTTOM_MARK = (list(MARKS[k]) for k in ("top", "red", "bottom"))


def fp(shots: list[dict], **kw: object) -> list[dict]:
    return run(FP, shots, **kw)


def test_5p_3_one_stroke_per_turn_even_after_scoring() -> None:
    """Rule 5P-3: players alternate strokes whatever a stroke scores."""
    lines = fp([shot("white", HIT, ("down", "n", "yellow")), shot("yellow", Y_HIT)])
    assert [ln["next"] for ln in lines] == ["B", "A"]
    assert lines[0]["scores"] == {"A": 2, "B": 0}


def test_5p_4_first_named_plays_white() -> None:
    """Rule 5P-4: the first player named plays white, the second yellow, even if B breaks."""
    lines = fp([shot("yellow", Y_HIT, ("down", "e", "white"))], first="B")
    assert lines[0]["shooter"] == "B" and lines[0]["fouls"] == []
    assert lines[0]["scores"] == {"A": 0, "B": 2} and lines[0]["next_ball"] == "white"


def test_5p_5_lag_option() -> None:
    """Rule 5P-5: the lag winner may let the other break."""
    lines = fp([shot("yellow", Y_HIT)], lag_winner="A", lag_choice="pass")
    assert lines[0]["shooter"] == "B"


def test_5p_6_break_must_hit_the_opponents_ball() -> None:
    """Rule 5P-6 with 5P-10: missing the opponent's ball on the break is a foul."""
    lines = fp([shot("white", ("cushion", "white", "foot"))])
    assert lines[0]["fouls"] == ["miss"] and lines[0]["scores"] == {"A": 0, "B": 2}


@pytest.mark.parametrize(
    ("pins", "value"),
    [
        (("n",), 2),
        (("n", "s"), 4),
        (("centre",), 8),
        (("centre", "e"), 6),
        (("centre", "n", "s", "e", "w"), 12),
        (("n", "s", "e", "w"), 8),
    ],
)
def test_5p_7_pin_values(pins: tuple[str, ...], value: int) -> None:
    """Rule 5P-7: side 2; centre with side pins 4; centre alone 8 (seed)."""
    assert sum(pin_values(pins, 8).values()) == value
    specs = [HIT, *(("down", p, "yellow") for p in pins)]
    assert fp([shot("white", *specs)])[0]["scores"]["A"] == value


def test_5p_7a_red_pin_alone_option() -> None:
    """Rule 5P-7a: ``red_pin_alone`` 10 for the centre pin alone; with side pins still 4."""
    assert (
        fp([shot("white", HIT, ("down", "centre", "yellow"))], red_pin_alone=10)[0]["scores"]["A"]
        == 10
    )
    both = fp(
        [shot("white", HIT, ("down", "centre", "red"), ("down", "s", "red"))], red_pin_alone=10
    )
    assert both[0]["scores"]["A"] == 6
    with pytest.raises(InputError, match=r"^options\.red_pin_alone"):
        fp([], red_pin_alone=9)


def test_5p_7_pin_knocked_by_a_pin_counts() -> None:
    """Rules 5P-7, 5P-13: a pin knocked by another pin counts."""
    lines = fp([shot("white", HIT, ("down", "n", "yellow"), ("down", "centre", "n"))])
    assert lines[0]["scores"]["A"] == 6


def test_5p_7a_pins_need_cushion_option() -> None:
    """Rule 5P-7a: with ``pins_need_cushion`` pins down before any cushion go to the opponent."""
    specs = (HIT, ("down", "n", "yellow"), ("cushion", "yellow", "foot"), ("down", "e", "yellow"))
    plain = fp([shot("white", *specs)])
    assert plain[0]["scores"] == {"A": 4, "B": 0}
    strict = fp([shot("white", *specs)], pins_need_cushion=True)
    assert strict[0]["scores"] == {"A": 2, "B": 2}
    assert "pins_no_cushion" in strict[0]["fouls"]
    assert strict[0]["ball_in_hand"] is None


def test_5p_8_carom_ricochet_and_both() -> None:
    """Rule 5P-8: carom 4, ricochet 3, only one counts (the higher)."""
    carom = fp([shot("white", HIT, ("ball", "white", "red"))])
    assert carom[0]["scores"]["A"] == 4
    ricochet = fp([shot("white", HIT, ("ball", "yellow", "red"))])
    assert ricochet[0]["scores"]["A"] == 3
    both = fp([shot("white", HIT, ("ball", "yellow", "red"), ("ball", "white", "red"))])
    assert both[0]["scores"]["A"] == 4


def test_5p_8_pins_and_carom_add() -> None:
    """Rule 5P-8: pin points and carom points add."""
    lines = fp([shot("white", HIT, ("ball", "yellow", "red"), ("down", "centre", "red"))])
    assert lines[0]["scores"]["A"] == 3 + 8
    assert lines[0]["extra"]["carom"] == 3


def test_5p_9_touching_only_the_opponents_ball_is_legal_zero() -> None:
    """Rule 5P-9: legal, no points."""
    lines = fp([shot("white", HIT, ("cushion", "yellow", "foot"))])
    assert lines[0]["fouls"] == [] and lines[0]["scores"] == {"A": 0, "B": 0}
    assert "five_pins.no_points" in keys(lines[0])


def test_5p_10_miss_gives_two() -> None:
    """Rules 5P-10, 5P-11: missing the opponent's ball: 2 to the opponent, ball in hand."""
    lines = fp([shot("white", ("cushion", "white", "foot"))])
    assert lines[0]["fouls"] == ["miss"]
    assert lines[0]["scores"] == {"A": 0, "B": 2} and lines[0]["points"] == 0
    assert lines[0]["ball_in_hand"] == "yellow"


def test_5p_11_red_first_four_plus_pins() -> None:
    """Rule 5P-11: red first: 2 + 2, plus every pin of the stroke (here centre alone 8)."""
    lines = fp([shot("white", ("ball", "white", "red"), ("down", "centre", "red"))])
    assert lines[0]["fouls"] == ["red_first"] and lines[0]["scores"] == {"A": 0, "B": 12}
    assert lines[0]["extra"]["to_opponent"] == 12


def test_5p_11_red_first_with_a_later_carom_gives_the_carom_too() -> None:
    """Rule 5P-11: the value of the carom in the shot also goes to the opponent."""
    lines = fp([shot("white", ("ball", "white", "red"), HIT, ("ball", "white", "red"))])
    assert lines[0]["scores"] == {"A": 0, "B": 4 + 4}


def test_5p_11_cue_ball_knocks_pins_no_base_no_ball_in_hand() -> None:
    """Rule 5P-11: pins (and any carom) to the opponent, no base penalty, no ball in hand."""
    lines = fp(
        [
            shot(
                "white",
                HIT,
                ("ball", "yellow", "red"),
                ("down", "w", "white"),
                ("down", "centre", "w"),
            )
        ]
    )
    assert lines[0]["fouls"] == ["pins_by_cue"]
    assert lines[0]["scores"] == {"A": 0, "B": 3 + 2 + 4}
    assert lines[0]["ball_in_hand"] is None and lines[0]["choices"] == []


def test_5p_10_wrong_ball() -> None:
    """Rule 5P-10: playing the wrong ball: 2 plus the pins, ball in hand."""
    lines = fp([shot("yellow", Y_HIT, ("down", "n", "white"))])
    assert lines[0]["fouls"] == ["wrong_ball"] and lines[0]["scores"] == {"A": 0, "B": 4}
    assert lines[0]["ball_in_hand"] == "yellow"


def test_5p_12_pins_first() -> None:
    """Rule 5P-12: pins first, then the opponent's ball: 2 plus the pins."""
    lines = fp([shot("white", ("pin", "white", "s"), ("down", "s", "white"), HIT)])
    assert lines[0]["fouls"] == ["pins_first"] and lines[0]["scores"] == {"A": 0, "B": 4}


def test_5p_12_a_pin_felled_and_the_opponents_ball_never_touched_is_a_miss() -> None:
    """Rules 5P-12, 5P-10: the cue ball fells a pin and never reaches the opponent's ball:
    the seed calls it a miss of the opponent's ball (not "pins first"); 2 plus the pin."""
    lines = fp([shot("white", ("pin", "white", "s"), ("down", "s", "white"),
                     ("cushion", "white", "foot"))])  # fmt: skip
    assert lines[0]["fouls"] == ["miss"] and lines[0]["scores"] == {"A": 0, "B": 4}
    # The red met after the pin changes nothing: the opponent's ball was still missed.
    lines = fp([shot("white", ("pin", "white", "s"), ("down", "s", "white"),
                     ("ball", "white", "red"))])  # fmt: skip
    assert lines[0]["fouls"] == ["miss"] and lines[0]["scores"] == {"A": 0, "B": 4}


def test_5p_12_brushing_a_pin_first_is_no_foul() -> None:
    """Rules 5P-12, 5P-13: a pin the cue ball only touched (still standing) is not knocked."""
    lines = fp([shot("white", ("pin", "white", "s"), HIT, ("down", "n", "yellow"))])
    assert lines[0]["fouls"] == [] and lines[0]["scores"] == {"A": 2, "B": 0}


def test_5p_12_pin_knocked_first_falling_late_is_pins_first() -> None:
    """Rule 5P-12: the cue ball touched the pin before the ball; it fell a moment later."""
    lines = fp([shot("white", ("pin", "white", "s"), HIT, ("down", "s", "white"))])
    assert lines[0]["fouls"] == ["pins_first"] and lines[0]["scores"] == {"A": 0, "B": 4}


def test_5p_12_balls_off_table_two_once() -> None:
    """Rule 5P-12: 2 once however many balls leave, added to the other values."""
    lines = fp(
        [
            shot(
                "white",
                HIT,
                ("down", "n", "yellow"),
                ("off", "yellow"),
                ("off", "red"),
                final={"white": [0.2, -0.4]},
            )
        ]
    )
    assert lines[0]["fouls"] == ["off_table"]
    assert lines[0]["scores"] == {"A": 0, "B": 2 + 2}


def test_5p_12_several_fouls_add() -> None:
    """Rule 5P-12 (seed 15.1): fouls of one stroke add: red first 4 + ball off 2 + pin 2."""
    lines = fp(
        [
            shot(
                "white",
                ("ball", "white", "red"),
                ("down", "e", "red"),
                ("off", "white"),
                final={"yellow": [0.0, 1.32], "red": [0.3, 0.5]},
            )
        ]
    )
    assert sorted(lines[0]["fouls"]) == ["off_table", "red_first"]
    assert lines[0]["scores"]["B"] == 8


def test_5p_12_miscue_and_manual_fouls() -> None:
    """Rule 5P-12: a miscue and referee-panel fouls (push, touched…) give 2 and ball in hand."""
    s = shot("white", HIT, ("down", "n", "yellow"))
    s["events"][0]["miscue"] = True
    lines = fp([s])
    assert lines[0]["fouls"] == ["miscue"] and lines[0]["scores"] == {"A": 0, "B": 4}
    lines = fp([shot("white", HIT, manual=[{"foul": "push"}])])
    assert lines[0]["fouls"] == ["push"] and lines[0]["scores"] == {"A": 0, "B": 2}
    with pytest.raises(InputError, match=r"^shots\[0\]\.manual_fouls\[0\]\.foul"):
        fp([shot("white", HIT, manual=[{"foul": "sneeze"}])])


def test_5p_13_covered_pin_taken_off_and_not_counted() -> None:
    """Rule 5P-13: a ball on a pin's spot: the pin is off and does not count next stroke."""
    on_n = {"white": [0.0, -0.5], "yellow": [0.0, 0.072], "red": [0.3, 0.71]}
    lines = fp(
        [
            shot("white", HIT, final=on_n),
            shot("yellow", Y_HIT, ("ball", "white", "red"), ("down", "n", "white")),
        ]
    )
    assert lines[0]["pins"]["n"] is None and lines[0]["pins"]["s"] == [0.0, -0.072]
    assert "five_pins.pins_off" in keys(lines[0])
    assert lines[1]["scores"] == {"A": 0, "B": 3}  # ricochet only, the n pin was off


def test_5p_14_ball_in_hand_half_opposite_the_offender() -> None:
    """Rule 5P-14: offender's ball in the top half -> the next ball in the bottom half, and
    the other way round; on the centre line -> bottom half."""
    top = fp(
        [
            shot(
                "white",
                ("cushion", "white", "foot"),
                final={"white": [0.2, 0.5], "yellow": [0, 1.32], "red": [0, 0.71]},
            )
        ]
    )
    assert top[0]["hand_area"]["name"] == "bottom_half"
    assert top[0]["hand_area"]["y"][1] == pytest.approx(-0.03075)
    bottom = fp(
        [
            shot(
                "white",
                ("cushion", "white", "foot"),
                final={"white": [0.2, -0.5], "yellow": [0, 1.32], "red": [0, 0.71]},
            )
        ]
    )
    assert bottom[0]["hand_area"]["name"] == "top_half"
    assert bottom[0]["hand_area"]["y"][0] == pytest.approx(0.03075)
    line = fp(
        [
            shot(
                "white",
                ("cushion", "white", "foot"),
                final={"white": [0.2, 0.0], "yellow": [0, 1.32], "red": [0, 0.71]},
            )
        ]
    )
    assert line[0]["hand_area"]["name"] == "bottom_half"


def test_5p_14_request_to_spot_the_offenders_ball() -> None:
    """Rule 5P-14: the player may ask for the offender's ball on the top mark; with the red on
    it, on the bottom mark and play from the top half."""
    final = {"white": [0.2, -0.5], "yellow": [0, 1.0], "red": [0.3, 0.71]}
    lines = fp(
        [
            shot("white", ("cushion", "white", "foot"), final=final),
            shot("yellow", Y_HIT, choice="spot_offender"),
        ]
    )
    assert lines[0]["choices"] == ["play", "spot_offender"]
    offer = lines[0]["extra"]["spot_offender"]
    assert offer["ball"] == "white" and offer["spot"] == TOP_MARK
    assert offer["hand_area"]["name"] == "bottom_half"
    assert "five_pins.offender_spotted" in keys(lines[1])
    red_on_top = {"white": [0.2, -0.5], "yellow": [0, 1.0], "red": [0.0, 1.32]}
    lines = fp([shot("white", ("cushion", "white", "foot"), final=red_on_top)])
    offer = lines[0]["extra"]["spot_offender"]
    assert offer["spot"] == BOTTOM_MARK and offer["hand_area"]["name"] == "top_half"


def test_5p_14_request_without_ball_in_hand_is_bad_input() -> None:
    """Rule 5P-14: the request exists only after a foul with ball in hand."""
    with pytest.raises(InputError, match=r"^shots\[1\]\.choice"):
        fp([shot("white", HIT), shot("yellow", Y_HIT, choice="spot_offender")])


FROZEN_TO_WHITE = {"white": [0.2, 0.3], "yellow": [0.2, 0.3 + 0.0615], "red": [0, 0.71]}


def test_5p_15_straight_into_a_frozen_ball_is_a_foul() -> None:
    """Rule 5P-15: no stroke straight into a frozen ball; away via a cushion is legal."""
    lines = fp(
        [shot("white", HIT, final=FROZEN_TO_WHITE), shot("yellow", Y_HIT, ("down", "n", "white"))]
    )
    assert lines[0]["choices"] == ["play", "respot"]
    assert lines[1]["fouls"] == ["frozen_ball_first"]
    assert lines[1]["scores"] == {"A": 2 + 2, "B": 0}
    away = fp(
        [
            shot("white", HIT, final=FROZEN_TO_WHITE),
            shot("yellow", ("cushion", "yellow", "foot"), Y_HIT, ("down", "n", "white")),
        ]
    )
    assert away[1]["fouls"] == [] and away[1]["scores"]["B"] == 2


def test_5p_15_respot_as_at_the_break_stroke_only_safety() -> None:
    """Rule 5P-15: balls set as at the break; the stroke may only be a safety (no points)."""
    lines = fp(
        [
            shot("white", HIT, final=FROZEN_TO_WHITE),
            shot("yellow", Y_HIT, ("down", "n", "white"), choice="respot"),
        ]
    )
    assert lines[1]["fouls"] == [] and lines[1]["scores"] == {"A": 0, "B": 0}
    assert "five_pins.respotted_break" in keys(lines[1])


def test_5p_16_jumped_balls() -> None:
    """Rule 5P-16: own ball to the short-cushion mark opposite the opponent's ball; the
    opponent's ball in hand opposite it; red to its mark."""
    lines = fp([shot("white", HIT, ("off", "white"), ("off", "red"), final={"yellow": [0.3, 0.9]})])
    line = lines[0]
    assert line["respot"] == {"white": BOTTOM_MARK, "red": RED_MARK}
    assert line["ball_in_hand"] == "yellow" and line["hand_area"]["name"] == "top_half"


def test_5p_16_red_mark_covered_goes_to_the_top_mark() -> None:
    """Rule 5P-16: the red's mark covered by a ball -> another mark."""
    lines = fp(
        [shot("white", HIT, ("off", "red"), final={"white": [0.3, -0.4], "yellow": [0.0, 0.72]})]
    )
    assert lines[0]["respot"] == {"red": TOP_MARK}


def test_5p_2_target_capped_and_win() -> None:
    """Rule 5P-2: the last stroke passing the target is capped at it; that player wins."""
    lines = fp([shot("white", HIT, ("down", "centre", "yellow"))], target=5)
    assert lines[0]["scores"] == {"A": 5, "B": 0} and lines[0]["winner"] == "A"
    assert lines[0]["next"] is None and "five_pins.target_capped" in keys(lines[0])


def test_5p_2_foul_points_can_win_for_the_opponent() -> None:
    """Rules 5P-2, 5P-11: foul points to the opponent are capped and can win the game."""
    lines = fp([shot("white", ("ball", "white", "red"))], target=3)
    assert lines[0]["scores"] == {"A": 0, "B": 3} and lines[0]["winner"] == "B"


def test_5p_2_games_and_alternating_breaks() -> None:
    """Rules 5P-2, 5P-4: first to N games; the other player breaks the next game."""
    lines = fp(
        [
            shot("white", HIT, ("down", "n", "yellow")),
            shot("yellow", Y_HIT, ("down", "n", "white"), ("down", "s", "white")),
            shot("yellow", Y_HIT, ("down", "e", "white")),
        ],
        target=4,
        games=2,
    )
    assert lines[1]["extra"]["game_winner"] == "B" and lines[1]["winner"] is None
    assert lines[1]["scores"] == {"A": 2, "B": 4}
    assert lines[1]["extra"]["games"] == {"A": 0, "B": 1}
    # A broke the first game, so B breaks the second; the scores start again.
    assert lines[1]["next"] == "B"
    assert lines[2]["scores"] == {"A": 0, "B": 2} and lines[2]["extra"]["game"] == 2


def test_5p_4_breaks_alternate() -> None:
    """Rule 5P-4: A broke the first game, so B breaks the second, from the bottom half."""
    lines = fp(
        [shot("white", HIT, ("down", "centre", "yellow")), shot("yellow", Y_HIT)], target=8, games=2
    )
    assert lines[0]["extra"]["game_winner"] == "A"
    assert lines[0]["next"] == "B" and lines[0]["ball_in_hand"] == "yellow"
    assert lines[0]["hand_area"]["name"] == "bottom_half"
    assert lines[0]["respot"] == {"white": TOP_MARK, "red": RED_MARK}
    assert lines[1]["scores"] == {"A": 0, "B": 0}


def test_stats_with_fouls_conceded() -> None:
    """Statistics (C-13 as applied to five pins): points, strokes as innings, fouls conceded."""
    lines = fp(
        [
            shot("white", HIT, ("down", "n", "yellow")),
            shot("yellow", ("ball", "yellow", "red")),
            shot("white", HIT, ("ball", "white", "red")),
        ]
    )
    stats = lines[2]["stats"]
    assert stats["A"] == {
        "points": 2 + 4 + 4,
        "innings": 2,
        "average": 5.0,
        "high_run": 4,
        "current_run": 0,
        "fouls": 0,
        "fouls_conceded": 0,
    }
    assert stats["B"]["fouls"] == 1 and stats["B"]["fouls_conceded"] == 4


def test_five_pins_needs_two_players() -> None:
    """Rule 5P-4: two players, white and yellow."""
    with pytest.raises(InputError, match=r"^players"):
        fp([], players=("A", "B", "C"))


def test_messages_use_documented_keys_only() -> None:
    lines = fp(
        [
            shot(
                "white",
                HIT,
                ("down", "n", "yellow"),
                ("off", "red"),
                final={"white": [0.3, -0.4], "yellow": [0.0, 0.072]},
            ),
            shot("yellow", ("ball", "yellow", "red")),
        ]
    )
    for line in lines:
        for m in line["messages"]:
            assert m["key"] in MESSAGE_KEYS
