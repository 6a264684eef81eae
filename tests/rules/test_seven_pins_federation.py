"""One test (at least) per federation seven-pins rule, 7F-1 ... 7F-14 of rules.md."""

from __future__ import annotations

import math

import pytest

from game import InputError, layouts
from game.rules.judge import judge_decisions
from game.tables import PYRAMID_10FT, PYRAMID_12FT, SEVEN_PINS, TABLE_BALLS
from tests.rules.seven_pins_kit import (
    CAROM,
    CLASSIC,
    FEDERATION,
    LEGAL_O1,
    MISS,
    SAFETY,
    decide,
    log,
    pins_by_o1,
    run,
    shot,
)

R = layouts.PYRAMID_BALL_R
PIN_R = layouts.SEVEN_PIN_RADIUS
SPOTS = layouts.seven_pins(federation=True)
BALLS = layouts.seven_pins_balls(federation=True)


def fed(*shots: dict, **kw: object) -> list[dict]:
    return run(*shots, discipline=FEDERATION, **kw)  # type: ignore[arg-type]


def fed_last(*shots: dict, **kw: object) -> dict:
    return fed(*shots, **kw)[-1]


def test_7f_1_one_cue_ball_and_two_object_balls() -> None:
    """Rule 7F-1: a distinct cue ball and two (white) object balls; only the cue ball is
    struck."""
    assert TABLE_BALLS["pyramid-12ft"] == ("cue", "o1", "o2")
    assert set(BALLS) == {"o1", "o2"}
    line = fed_last(shot(("strike", "o2"), ("ball", "o2", "o1"), ball="o2"))
    assert line["fouls"] == ["wrong_ball"]


def test_7f_2_pin_layout() -> None:
    """Rule 7F-2: king 90 mm on the centre; small pins 70 mm with a clear gap of a ball
    diameter plus 2 mm to the king; medium pins 80 mm on the long axis, 5 mm clear of a ball
    on spot 1/3 aimed at a middle pocket."""
    assert SPOTS["king"] == (0.0, 0.0)
    assert layouts.seven_pin_kind("king", True).height == pytest.approx(0.090)
    for pin in ("n", "s", "e", "w"):
        gap = math.dist(SPOTS[pin], SPOTS["king"]) - 2 * PIN_R
        assert gap == pytest.approx(2 * R + 0.002)
        assert layouts.seven_pin_kind(pin, True).height == pytest.approx(0.070)
    for pin, spot in (("head", PYRAMID_12FT.head_spot), ("foot", PYRAMID_12FT.foot_spot)):
        assert layouts.seven_pin_kind(pin, True).height == pytest.approx(0.080)
        px, py = SPOTS[pin]
        assert px == 0.0
        # Distance from the pin centre to the line spot -> side pocket (x = W/2, y = 0).
        sx, sy = spot
        dx, dy = PYRAMID_12FT.half_width - sx, 0.0 - sy
        d = abs(dx * (py - sy) - dy * (px - sx)) / math.hypot(dx, dy)
        assert d - R - PIN_R == pytest.approx(0.005)


def test_7f_3_contact_is_enough_for_a_legal_stroke() -> None:
    """Rule 7F-3: the cue ball touching an object ball with no cushion afterwards is legal."""
    line = fed_last(shot(("ball", "cue", "o1")))
    assert line["fouls"] == [] and line["points"] == 0 and line["next"] == "B"
    # ...but pins still need the cushion flag.
    pins = fed_last(shot(("ball", "cue", "o1"), ("down", "e", "o1")))
    assert "pins_direct" in pins["fouls"]


@pytest.mark.parametrize(
    ("pins", "value"),
    [
        (("head",), 30),
        (("head", "foot"), 60),
        (("king", "n"), 30),
        (("king",), 50),
        (("king", "foot"), 80),
        (("king", "n", "s", "e", "w"), 100),
        (("king", "n", "s", "e", "w", "head"), 130),
        (("e", "w"), 10),
    ],
)
def test_7f_4_values(pins: tuple[str, ...], value: int) -> None:
    """Rule 7F-4: medium 30; king with a neighbour 25; king alone while the four small pins
    stand 50 (side pins may fall too); the five central pins 100; small pins 5."""
    assert fed_last(shot(*pins_by_o1(*pins)))["points"] == value


def test_7f_4_king_alone_needs_all_four_small_pins_standing() -> None:
    """Rule 7F-4 Decision: with a small pin left off (its spot covered) the king alone does
    not "leave all four standing" and counts 25."""
    # o1 covers the n spot, o2 the midway place towards the king, the two balls apart.
    covered = {"o1": (0.0, SPOTS["n"][1] + 0.035), "o2": (0.0, SPOTS["n"][1] / 2 + 0.005)}
    lines = fed(shot(*pins_by_o1("n"), final=covered), shot(*pins_by_o1("king")))
    assert lines[0]["pins"]["n"] is None
    assert lines[1]["points"] == 25


def test_7f_4_all_seven_win_or_start_total_penalty() -> None:
    """Rule 7F-4: all seven legally is a win; in a foul the starting total is added."""
    win = fed_last(shot(*pins_by_o1(*SEVEN_PINS)))
    assert win["winner"] == "A"
    falls = tuple(("down", p, "o1") for p in SEVEN_PINS)
    foul = fed_last(shot(("ball", "cue", "o1"), *falls), start=500)
    assert foul["winner"] is None and foul["points"] == -500


def test_7f_5_pins_only_by_flagged_object_balls_and_penalties_include_the_series() -> None:
    """Rule 7F-5: pins by the cue ball are a penalty, as is any foul, with the series added."""
    lines = fed(
        shot(*pins_by_o1("head")),
        shot(*LEGAL_O1, ("down", "e", "cue")),
    )
    assert lines[1]["fouls"] == ["pins_by_cue"]
    assert lines[1]["points"] == -(5 + 30)


def test_7f_6_miss_and_cue_ball_pocketed_five() -> None:
    """Rule 7F-6: no ball touched 5; cue ball pocketed 5."""
    assert fed_last(shot(*MISS))["points"] == -5
    line = fed_last(shot(("ball", "cue", "o1"), ("pocket", "cue")))
    assert line["fouls"] == ["cue_pocketed"] and line["points"] == -5


def test_7f_7_pocketed_ball_scores_and_is_spotted_away_from_the_other() -> None:
    """Rule 7F-7: 5 and play on; the ball goes on spot 1 or 3, whichever is farther from the
    other object ball, along the axis to the nearest free point if covered."""
    pocket = (("ball", "cue", "o1"), ("pocket", "o1"))
    near_head = decide(
        shot(*pocket, final={"cue": (0.3, 0.0), "o2": (0.2, -0.7)}), discipline=FEDERATION
    )[0]
    assert near_head.points == 5 and near_head.next == "A"
    assert near_head.respot == {"o1": PYRAMID_12FT.foot_spot}
    near_foot = decide(
        shot(*pocket, final={"cue": (0.3, 0.0), "o2": (0.2, 0.7)}), discipline=FEDERATION
    )[0]
    assert near_foot.respot == {"o1": PYRAMID_12FT.head_spot}
    covered = decide(
        shot(*pocket, final={"cue": PYRAMID_12FT.foot_spot, "o2": (0.2, -0.7)}),
        discipline=FEDERATION,
    )[0]
    x, y = covered.respot["o1"]
    assert x == 0.0 and math.dist((x, y), PYRAMID_12FT.foot_spot) == pytest.approx(2 * R, abs=2e-3)


def test_7f_8_carom_five_and_continue() -> None:
    """Rule 7F-8: cue ball on one object ball then the other: 5, play on."""
    line = fed_last(shot(*CAROM))
    assert line["points"] == 5 and line["next"] == "A"


def test_7f_9_called_carom() -> None:
    """Rule 7F-9: with the option, a called carom made scores 5, missed costs 5; an uncalled
    carom scores nothing (Decision); without the option the call is refused."""
    made = fed_last(shot(*CAROM, call="carom"), called_carom=True)
    assert made["points"] == 5 and made["fouls"] == []
    missed = fed_last(shot(*SAFETY, call="carom"), called_carom=True)
    assert missed["fouls"] == ["called_carom_missed"] and missed["points"] == -5
    uncalled = fed_last(shot(*CAROM), called_carom=True)
    assert uncalled["points"] == 0 and uncalled["next"] == "B"
    first = decide(shot(*SAFETY), discipline=FEDERATION, called_carom=True)[0]
    assert first.allowed_calls == ("carom",)
    with pytest.raises(InputError, match=r"^shots\[0\]\.stroke\.call"):
        fed(shot(*CAROM, call="carom"))
    with pytest.raises(InputError, match=r"^options\.called_carom"):
        run(shot(*CAROM), discipline=CLASSIC, called_carom=True)
    with pytest.raises(InputError, match=r"^options\.called_carom"):
        fed(shot(*CAROM), called_carom="yes")


def test_7f_9_uncalled_carom_scores_nothing_and_is_no_foul() -> None:
    """Rule 7F-9 (explicit since the second audit): with called carom on, an uncalled carom
    scores nothing and is no foul; the shot's other points still count; a called double
    carom scores one carom (7C-15)."""
    bare = fed_last(shot(*CAROM), called_carom=True)
    assert bare["fouls"] == [] and bare["points"] == 0 and bare["next"] == "B"
    assert bare["choices"] == []  # no foul, so no 7F-10 choice
    assert bare["extra"]["caroms"] == 0 and bare["extra"]["carom_streak"] == 0
    assert "7p.carom" not in [m["key"] for m in bare["messages"]]
    with_pin = fed_last(
        shot(*CAROM, ("cushion", "o2", "foot"), ("down", "e", "o2")), called_carom=True
    )
    assert with_pin["fouls"] == [] and with_pin["points"] == 5 and with_pin["next"] == "A"
    assert with_pin["extra"]["shot_value"] == 5  # the pin only
    double = fed_last(shot(*CAROM, ("ball", "cue", "o1"), call="carom"), called_carom=True)
    assert double["points"] == 5 and double["fouls"] == []
    # Without the option every carom scores and no call is needed (7F-8).
    assert fed_last(shot(*CAROM))["points"] == 5


def test_7f_10_opponent_chooses_after_a_foul() -> None:
    """Rule 7F-10: after a foul the opponent chooses to play or to make the offender play
    again; the log records it as the next shot's "choice"."""
    lines = fed(shot(*MISS), shot(*SAFETY, choice="replay"))
    assert lines[0]["choices"] == ["play", "replay"] and lines[0]["next"] == "B"
    assert lines[1]["shooter"] == "A"
    assert lines[1]["next"] == "B"
    played = fed(shot(*MISS), shot(*pins_by_o1("e"), choice="play"))
    assert played[1]["shooter"] == "B" and played[1]["scores"]["B"] == 295
    default = fed(shot(*MISS), shot(*SAFETY))
    assert default[1]["shooter"] == "B"
    # A replayed series is a new inning: the earlier penalty's series is not added twice.
    again = fed(shot(*pins_by_o1("head")), shot(*MISS), shot(*MISS, choice="replay"))
    assert again[1]["points"] == -35 and again[2]["points"] == -5
    with pytest.raises(InputError, match=r"^shots\[1\]\.choice"):
        fed(shot(*MISS), shot(*SAFETY, choice="again"))
    with pytest.raises(InputError, match=r"^shots\[1\]\.choice"):
        fed(shot(*SAFETY), shot(*SAFETY, choice="replay"))
    assert run(shot(*MISS))[0]["choices"] == []  # classic: no choice
    with pytest.raises(InputError, match=r"^shots\[1\]\.choice"):
        run(shot(*MISS), shot(*SAFETY, choice="replay"))


def test_7f_11_series_continues_on_pins_pockets_caroms_only() -> None:
    """Rule 7F-11: play on until the total reaches 0, a shot knocks no pin (pocket or carom
    also continue) or a foul."""
    lines = fed(
        shot(*pins_by_o1("e")),
        shot(*CAROM),
        shot(("ball", "cue", "o2"), ("pocket", "o2")),
        shot(*pins_by_o1("head")),
        start=45,
    )
    assert [ln["next"] for ln in lines] == ["A", "A", "A", None]
    assert lines[-1]["winner"] == "A" and lines[-1]["scores"]["A"] == 0
    assert fed_last(shot(*SAFETY))["next"] == "B"
    assert fed_last(shot(*pins_by_o1("e"), ("pocket", "cue")))["next"] == "B"


def test_7f_12_break_from_the_house_object_balls_on_spots_1_and_3() -> None:
    """Rule 7F-12: object balls on spot 1 and spot 3; the break is from the house."""
    assert {"o1": PYRAMID_12FT.head_spot, "o2": PYRAMID_12FT.foot_spot} == BALLS
    from game.disciplines import make_referee
    from game.rules.judge import parse_config
    from tests.rules.seven_pins_kit import log

    state = make_referee(parse_config(log(discipline=FEDERATION))).start()
    assert state.cue_in_hand and state.ball_places == BALLS


def test_7f_13_ball_off_the_table() -> None:
    """Rule 7F-13: a ball leaving the table costs 5; the cue ball comes back in hand in the
    house with the object balls on their spots; an object ball is spotted as in 7F-7."""
    cue_off = decide(
        shot(("ball", "cue", "o1"), ("off", "cue"), final={"o1": (0.3, 0.3), "o2": (0.1, 0.1)}),
        discipline=FEDERATION,
    )[0]
    assert cue_off.points == -5 and cue_off.fouls == ("off_table",)
    assert cue_off.ball_in_hand == "cue" and cue_off.hand_area is not None
    assert cue_off.hand_area.name == "house"
    assert cue_off.respot == BALLS
    ball_off = decide(
        shot(("ball", "cue", "o1"), ("off", "o1"), final={"cue": (0.3, 0.3), "o2": (0.1, 0.7)}),
        discipline=FEDERATION,
    )[0]
    assert ball_off.points == -5 and ball_off.ball_in_hand is None
    assert ball_off.respot == {"o1": PYRAMID_12FT.head_spot}


def test_7f_14_central_pins_reset_as_7c_29_with_federation_spots() -> None:
    """Rule 7F-14: king and small pins are re-set as in 7C-29 (Decision), using the
    federation pin spots."""
    d = decide(
        shot(*pins_by_o1("king", "e"), final={"o1": (0.0, -0.02), "o2": (0.3, 0.6)}),
        discipline=FEDERATION,
    )[0]
    assert d.pins["king"] == pytest.approx((0.0, SPOTS["n"][1] / 2))
    assert d.pins["e"] == SPOTS["e"]


@pytest.mark.parametrize(
    ("pin", "spot", "expect_y"),
    [("foot", PYRAMID_12FT.foot_spot, 0.44375), ("head", PYRAMID_12FT.head_spot, -0.44375)],
)
def test_7f_14_covered_side_pin_goes_midway_between_its_spot_and_the_centre(
    pin: str, spot: tuple[float, float], expect_y: float
) -> None:
    """Rule 7F-14 (seed): a covered side pin goes to the middle of the segment joining spot 1
    (or 3) and the centre spot: the foot pin to y = 0.44375 on the 12 ft table, not to the
    7C-29 place towards the nearest small pin (0.4529)."""
    on_pin = (0.01, SPOTS[pin][1])
    other = (0.4, -spot[1])
    d = decide(shot(*pins_by_o1(pin), final={"o1": on_pin, "o2": other}), discipline=FEDERATION)[0]
    assert d.pins[pin] == pytest.approx((0.0, expect_y))
    assert d.pins[pin] == pytest.approx((spot[0] / 2, spot[1] / 2))
    said = [m.params for m in d.messages if m.key == "7p.pin.midway"]
    assert said == [{"pin": pin, "at": list(d.pins[pin])}]
    # Classic rules keep 7C-29: midway towards the nearest small pin.
    classic_spots = layouts.seven_pins(federation=False)
    on_classic = (0.01, classic_spots[pin][1])
    classic = decide(
        shot(*pins_by_o1(pin), final={"o1": on_classic, "o2": other}), discipline=CLASSIC
    )[0]
    small = "n" if pin == "foot" else "s"
    assert classic.pins[pin] == pytest.approx(
        (0.0, (classic_spots[pin][1] + classic_spots[small][1]) / 2)
    )


def test_7f_14_side_pin_midway_place_covered_stays_off() -> None:
    """Rule 7F-14 with 7C-29: if the midway place is covered too, the pin stays off until a
    shot ends with its own spot free; on the 10 ft table the place scales with the table."""
    mid = (0.0, PYRAMID_12FT.foot_spot[1] / 2)
    d = decide(
        shot(*pins_by_o1("foot"), final={"o1": (0.0, SPOTS["foot"][1]), "o2": mid}),
        discipline=FEDERATION,
    )[0]
    assert d.pins["foot"] is None
    spots_10 = layouts.seven_pins(federation=True, table=PYRAMID_10FT)
    raw = log(
        shot(*pins_by_o1("head"), final={"o1": (0.0, spots_10["head"][1]), "o2": (0.3, 0.5)}),
        discipline=FEDERATION,
    )
    raw["table"] = PYRAMID_10FT.id
    ten = judge_decisions(raw)[0]
    assert ten.pins["head"] == pytest.approx((0.0, PYRAMID_10FT.head_spot[1] / 2))
