"""A standing pin a ball comes to rest against (touched or shoved, not knocked down).

The engine moves a touched pin with its real mass, so a ball can end a shot where a pin's
spot was, or resting against a standing pin. The pin is set back (a pin moved but still
standing is set back) and, its spot being covered, goes midway as 7C-29 says; it must never
be left inside a ball, which the next shot's physics would refuse as an impossible position.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

from game.layouts import PYRAMID_BALL_R, SEVEN_PIN_RADIUS
from game.match import Match
from game.physics.api import simulate_detailed
from game.rules.respot import pin_spots, reset_pins
from game.stroke import Stroke
from game.tables import PYRAMID_12FT, SEVEN_PINS

TOUCH = PYRAMID_BALL_R + SEVEN_PIN_RADIUS


def _homes() -> dict[str, tuple[float, float]]:
    return dict(pin_spots(False, PYRAMID_12FT))


def test_a_standing_pin_with_a_ball_resting_against_it_goes_midway_rule_7c29() -> None:
    homes = _homes()
    sx, sy = homes["s"]
    # The ball rests 4 µm inside touching distance of pin s, which was not knocked down.
    ball = (sx - 0.011371541475206817, sy + 0.03834544080261898)
    assert math.dist(ball, homes["s"]) < TOUCH
    places = reset_pins(dict(homes), (), {"o2": ball}, False, PYRAMID_12FT)
    assert places["s"] != homes["s"]
    # Never left inside the ball: the ball lies on the king's side of s, so no neighbour is
    # away from it and s stays off until its spot is free (7C-29 Decision).
    assert places["s"] is None
    # The other pins stand where they stood.
    assert all(places[p] == homes[p] for p in SEVEN_PINS if p not in ("s", "king"))


def test_a_pin_shoved_off_its_spot_with_the_ball_now_over_it_is_not_left_inside_the_ball() -> None:
    homes = _homes()
    ex, ey = homes["e"]
    ball = (ex - 0.033, ey + 0.011)  # 5 mm into where pin e stood (it was pushed aside)
    places = reset_pins(dict(homes), (), {"o2": ball}, False, PYRAMID_12FT)
    for pin, place in places.items():
        assert place is None or math.dist(ball, place) >= TOUCH, pin


def test_a_ball_clear_of_a_standing_pin_leaves_it_on_its_spot_rule_7c28() -> None:
    homes = _homes()
    sx, sy = homes["s"]
    ball = (sx, sy + TOUCH + 1e-6)
    places = reset_pins(dict(homes), (), {"o2": ball}, False, PYRAMID_12FT)
    assert places["s"] == homes["s"]


def test_a_real_game_where_a_ball_rests_against_a_standing_pin_goes_on_rule_7c29() -> None:
    """Reproduced from a computer-vs-computer game: the last shot left a ball against a
    standing pin; before the fix the next shot was refused ("overlaps pin ...")."""
    log = json.loads((Path(__file__).parent / "data" / "shoved_pin_game.json").read_text())
    m = Match.from_log(log)
    stroke = Stroke(m.next_ball, aim_deg=90.0, speed=1.0)
    result = simulate_detailed(m.request_for(stroke))
    m.apply(stroke, result)
    assert len(m.records) == len(log["shots"]) + 1
