"""Seven pins on the 10 ft pyramid table: spots, re-spotting and the house follow its cloth."""

from __future__ import annotations

import pytest

from game import layouts
from game.disciplines import make_referee
from game.rules.judge import judge, judge_decisions, parse_config
from game.rules.seven_pins import SevenPinsReferee
from game.tables import PYRAMID_10FT, PYRAMID_12FT
from tests.rules.seven_pins_kit import CLASSIC, FEDERATION, log, shot

R = layouts.PYRAMID_BALL_R
TEN = "pyramid-10ft"


def ten_foot(*shots: dict, discipline: str = CLASSIC) -> dict:
    return {**log(*shots, discipline=discipline), "table": TEN}


def test_the_referee_plays_on_the_table_of_the_log() -> None:
    ref = make_referee(parse_config(ten_foot()))
    assert isinstance(ref, SevenPinsReferee) and ref.table is PYRAMID_10FT


@pytest.mark.parametrize("discipline", [CLASSIC, FEDERATION])
def test_7c_26_pocketed_object_ball_goes_to_its_ten_foot_spot(discipline: str) -> None:
    """Rule 7C-26 (7F keeps it): a pocketed object ball goes back to its own spot, here a
    quarter of the 10 ft length from the end, not the 12 ft spot."""
    fed = discipline == FEDERATION
    balls = layouts.seven_pins_balls(fed, PYRAMID_10FT)
    pocket = shot(
        ("ball", "cue", "o1"), ("pocket", "o1"), final={"cue": (0.3, 0.0), "o2": (-0.4, 0.5)}
    )
    d = judge_decisions(ten_foot(pocket, discipline=discipline))[0]
    assert d.respot == {"o1": balls["o1"]}
    assert d.respot["o1"] != layouts.seven_pins_balls(fed, PYRAMID_12FT)["o1"]
    assert abs(d.respot["o1"][1]) < PYRAMID_10FT.length / 4.0 + 0.05


def test_7c_27_house_is_behind_the_ten_foot_head_string() -> None:
    """Rule 7C-27: the cue ball pocketed gives the opponent ball in hand in the house, which
    on the 10 ft table runs from its head cushion to its own head string."""
    d = judge_decisions(ten_foot(shot(("ball", "cue", "o1"), ("pocket", "cue"))))[0]
    area = d.hand_area
    assert area is not None and area.name == "house"
    assert area.y_min == pytest.approx(-PYRAMID_10FT.half_length + R)
    assert area.y_max == pytest.approx(PYRAMID_10FT.head_string_y) == pytest.approx(-0.635)
    assert area.x_max == pytest.approx(PYRAMID_10FT.half_width - R)


def test_7c_28_pins_stand_back_on_the_ten_foot_spots() -> None:
    """Rule 7C-28: knocked pins are stood back on their spots — the 10 ft table's spots."""
    line = judge(ten_foot(shot(("ball", "cue", "o1"), ("cushion", "o1", "foot"),
                               ("down", "head", "o1"))))[0]  # fmt: skip
    spots = layouts.seven_pins(False, PYRAMID_10FT)
    assert line["pins"] == {p: list(xy) for p, xy in spots.items()}
    assert line["pins"]["head"] == [0.0, -0.635]
