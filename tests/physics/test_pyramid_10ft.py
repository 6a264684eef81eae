"""The 10 ft pyramid table: its own cloth and spots, the pyramid's balls, pockets and constants."""

from __future__ import annotations

import pytest

from game.errors import InputError
from game.layouts import seven_pins
from game.physics.api import simulate_detailed
from game.physics.params import DEFAULTS
from game.physics.table_geometry import geometry
from game.tables import PYRAMID_10FT
from tests.physics.helpers import first, run


def test_ten_foot_table_plays_with_the_pyramid_constants() -> None:
    assert DEFAULTS["pyramid-10ft"] == DEFAULTS["pyramid-12ft"]
    geo = geometry("pyramid-10ft")
    assert (geo.table, geo.half_width, geo.half_length) == ("pyramid-10ft", 0.635, 1.27)


def test_straight_into_a_ten_foot_corner_pocket_drops() -> None:
    # On the foot-right corner's axis (x - y = W/2 - L/2 of the 10 ft cloth), aimed along it.
    r = run({"cue": [0.435, 1.07]}, table="pyramid-10ft",
            stroke={"ball": "cue", "aim_deg": 45, "speed": 1.5})  # fmt: skip
    assert first(r, "pocket", ball="cue").pocket == "foot_right"
    assert r.final()["pocketed"] == ["cue"]
    assert [x.type for x in r.events] == ["strike", "pocket", "rest"]


@pytest.mark.parametrize("federation", [False, True])
def test_pins_stand_on_the_ten_foot_spots(federation: bool) -> None:
    discipline = "seven_pins_federation" if federation else "seven_pins_classic"
    r = simulate_detailed({"table": "pyramid-10ft", "discipline": discipline,
                           "balls": {"cue": [0.3, -0.9]},
                           "stroke": {"ball": "cue", "aim_deg": 0, "speed": 0.3}})  # fmt: skip
    spots = seven_pins(federation, PYRAMID_10FT)
    assert {p.id: (p.x, p.y) for p in r.pins.values()} == spots
    # The side pins follow the smaller cloth: a quarter length in is 0.635 m, not 0.8875 m.
    assert abs(spots["foot"][1]) <= 0.635 and abs(spots["foot"][1]) > 0.5
    assert r.final()["pins_standing"] == ["king", "n", "s", "e", "w", "head", "foot"]


def test_a_ball_off_the_ten_foot_cloth_is_refused() -> None:
    # Inside the 12 ft cloth (half length 1.775 m) but past the 10 ft foot cushion (1.27 m).
    request = {"table": "pyramid-10ft", "balls": {"cue": [0.0, 1.5]}}
    simulate_detailed({**request, "table": "pyramid-12ft"})  # fine on the big table
    with pytest.raises(InputError) as err:
        simulate_detailed(request)
    assert str(err.value).startswith("balls.cue")


def test_a_pin_off_the_ten_foot_cloth_is_refused() -> None:
    request = {"table": "pyramid-10ft", "discipline": "seven_pins_classic",
               "balls": {"cue": [0.3, -0.9]}, "pins": {"king": [0.7, 0.0]}}  # fmt: skip
    with pytest.raises(InputError) as err:
        simulate_detailed(request)
    assert str(err.value).startswith("pins.king")
