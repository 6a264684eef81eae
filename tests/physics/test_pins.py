"""Pins: touches, knocks, falls that take other pins, gaps a ball passes through."""

from __future__ import annotations

import math

from game.layouts import BALL_PIN_GAP
from game.physics.pins import KNOCK_SPEED
from tests.physics.helpers import R_PYRAMID, after, angle_deg, before, first, moving, run


def _types(r):  # type: ignore[no-untyped-def]
    return [(e.type, e.ball or e.by, e.pin) for e in r.events if e.type in ("pin", "pin_down")]


def test_ball_through_gap_knocks_neither() -> None:
    """Federation layout (7F-2): a ball fits between king and a small pin with 2 mm to spare."""
    gap = 2 * 0.006 + 2 * R_PYRAMID + BALL_PIN_GAP
    r = run(
        {"cue": [gap / 2, -0.5]},
        table="pyramid-12ft",
        discipline="seven_pins_federation",
        stroke={"ball": "cue", "aim_deg": 90, "speed": 2.0},
    )
    assert _types(r) == []
    assert r.final()["pins_down"] == []
    # The same ball 3 mm closer to the king touches it.
    r = run(
        {"cue": [gap / 2 - 0.003, -0.5]},
        table="pyramid-12ft",
        discipline="seven_pins_federation",
        stroke={"ball": "cue", "aim_deg": 90, "speed": 2.0},
    )
    assert ("pin", "cue", "king") in _types(r)


def test_king_falls_and_takes_the_pin_behind() -> None:
    r = run(
        {"cue": [0.0, -0.5]},
        table="pyramid-12ft",
        discipline="seven_pins_classic",
        pins={"king": [0, 0], "n": [0, 0.073]},
        stroke={"ball": "cue", "aim_deg": 90, "speed": 0.8},
    )
    falls = [x for x in _types(r) if x[0] == "pin_down"]
    assert _types(r)[:2] == [("pin", "cue", "king"), ("pin_down", "cue", "king")]
    assert falls == [("pin_down", "cue", "king"), ("pin_down", "king", "n")]
    touch = first(r, "pin", pin="king")
    fall = first(r, "pin_down", pin="n")
    assert fall.t > touch.t  # the king takes time to fall that far
    assert r.final()["pins_down"] == ["king", "n"]
    assert r.final()["pins_standing"] == []
    # Both lie flat at the end (issue 17: the ball meets them on the way and rolls over).
    assert r.state_at(r.duration).pins["king"].fall == 1.0
    assert r.state_at(r.duration).pins["n"].fall == 1.0


def test_pin_to_the_side_of_the_fall_stays() -> None:
    r = run(
        {"cue": [0.0, -0.5]},
        table="pyramid-12ft",
        discipline="seven_pins_classic",
        pins={"king": [0, 0], "e": [0.073, 0.0]},
        stroke={"ball": "cue", "aim_deg": 90, "speed": 0.8},
    )
    assert r.final()["pins_down"] == ["king"]
    assert r.final()["pins_standing"] == ["e"]


def test_light_pin_barely_slows_the_ball() -> None:
    r = run(
        {"cue": [0.0, -0.5]},
        table="pyramid-12ft",
        discipline="seven_pins_classic",
        pins={"king": [0, 0]},
        stroke={"ball": "cue", "aim_deg": 90, "speed": 2.0},
    )
    touch = first(r, "pin", pin="king")
    segs = r.segments["cue"]
    k = next(i for i, s in enumerate(segs) if s.t0 == touch.t)
    before = segs[k - 1].vel(touch.t)[1]
    after = segs[k].vy
    assert 0.94 < after / before < 0.99


def test_slow_graze_nudges_the_pin_off_its_spot_and_it_stays_up() -> None:
    """Issue 17/2: a slow touch is a collision with an 8 g pin, not with a post."""
    R = R_PYRAMID
    reach = R + 0.006
    # 4 cm/s, passing the king with its centre 0.9·reach to the side: a graze.
    y0 = -math.sqrt(1 - 0.9**2) * reach - 0.0005
    r = run(
        {"cue": moving((0.9 * reach, y0), 0.8 * KNOCK_SPEED, 0.8 * KNOCK_SPEED, R)},
        table="pyramid-12ft",
        pins={"king": [0, 0]},
    )
    assert set(_types(r)) == {("pin", "cue", "king")}  # touched (and leant on), not felled
    assert r.final()["pins_standing"] == ["king"]
    king = r.state_at(r.duration).pins["king"]
    moved = math.hypot(*king.pos)
    assert 1e-5 < moved < 0.003  # off its spot by a fraction of a millimetre


def _graze_turn(normal_speed: float) -> float:
    """Degrees a 1 m/s rolling ball turns grazing the king at this normal speed."""
    R = R_PYRAMID
    reach = R + 0.006
    side = reach * math.sqrt(1.0 - normal_speed**2)
    r = run({"cue": moving((side, -0.3), 1.0, 1.0, R)}, table="pyramid-12ft",
            pins={"king": [0, 0]})  # fmt: skip
    touch = first(r, "pin", pin="king")
    seg = after(r, "cue", touch.t)
    before_v = before(r, "cue", touch.t)[1]
    return abs(angle_deg((seg.vx, seg.vy)) - angle_deg(before_v))


def test_grazes_on_either_side_of_the_knock_speed_turn_the_ball_alike() -> None:
    """Issue 17/2: 0.049 m/s normal speed used to turn a 1 m/s ball 4.4° (a fixed post),
    0.051 m/s (a knock) 0.19°: momentum with the pin's mass makes them alike."""
    slow, knock = _graze_turn(0.049), _graze_turn(0.051)
    assert slow < 0.3 and knock < 0.3
    assert abs(slow - knock) < 0.05


def test_gentle_head_on_touch_does_not_bounce_the_ball_back() -> None:
    """It used to bounce back at half its speed; the pin has 3 % of the ball's mass."""
    v = 0.8 * KNOCK_SPEED
    r = run({"cue": moving((0.0, -0.0405), v, v, R_PYRAMID)}, table="pyramid-12ft",
            pins={"king": [0, 0]})  # fmt: skip
    touch = first(r, "pin", pin="king")
    vy_before = before(r, "cue", touch.t)[1][1]
    vy_after = after(r, "cue", touch.t).vy
    assert 0.94 * vy_before < vy_after < vy_before


def test_a_touch_conserves_momentum_with_the_pins_mass() -> None:
    v = 0.8 * KNOCK_SPEED
    r = run({"cue": moving((0.0, -0.0405), v, v, R_PYRAMID)}, table="pyramid-12ft",
            pins={"king": [0, 0]})  # fmt: skip
    touch = first(r, "pin", pin="king")
    ball_before = before(r, "cue", touch.t)[1][1]
    ball_after = after(r, "cue", touch.t).vy
    king = r.pins["king"]
    slide = next(s for s in king.slides if s.t0 == touch.t)
    assert math.isclose(0.285 * (ball_before - ball_after), king.mass * slide.vy, rel_tol=1e-9)


def test_a_ball_that_keeps_rolling_into_a_pin_pushes_it_over() -> None:
    """A steady push tips a pin before it can slide (its base is narrower than the push is
    high, r/z below the friction)."""
    v = 0.8 * KNOCK_SPEED
    r = run({"cue": moving((0.0, -0.0405), v, v, R_PYRAMID)}, table="pyramid-12ft",
            pins={"king": [0, 0]})  # fmt: skip
    assert r.final()["pins_down"] == ["king"]
    touches = [e for e in r.events if e.type == "pin"]
    fall = first(r, "pin_down", pin="king")
    assert fall.t > touches[0].t  # nudged first, then pushed over


def test_a_falling_pin_is_an_obstacle_along_its_body() -> None:
    """Issue 17/5: the king knocked to the right falls across the red's path; the red,
    arriving while it falls, meets it (it used to vanish from under the ball at once)."""
    r = run(
        {"cue": moving((-0.0405, 0.0), 0.0, 0.0, R_PYRAMID) | {"vel": [1.0, 0.0],
                                                              "spin": [0.0, 1.0 / R_PYRAMID, 0.0]},
         "o1": moving((0.06, -0.09), 1.0, 1.0, R_PYRAMID)},
        table="pyramid-12ft",
        pins={"king": [0, 0]},
    )  # fmt: skip
    down = first(r, "pin_down", pin="king")
    hit = first(r, "pin", ball="o1", pin="king")
    assert down.t < hit.t < down.t + r.pins["king"].fall_duration(9.81)


def test_a_lying_pin_is_pushed_by_a_ball() -> None:
    """Issue 17/5: the cue knocks the king over to the right; much later the red rolls up
    the table across the lying king and shoves it along (it used to pass through it)."""
    r = run(
        {"cue": {"pos": [-0.0405, 0.0], "vel": [1.0, 0.0], "spin": [0.0, 1.0 / R_PYRAMID, 0.0]},
         "o1": moving((0.05, -0.6), 0.6, 0.6, R_PYRAMID)},
        table="pyramid-12ft",
        pins={"king": [0, 0]},
    )  # fmt: skip
    down = first(r, "pin_down", pin="king")
    hit = first(r, "pin", ball="o1", pin="king")
    assert hit.t > down.t + r.pins["king"].fall_duration(9.81)  # it was lying flat
    at_hit = r.state_at(hit.t).pins["king"].pos
    later = r.state_at(r.duration).pins["king"].pos
    assert later[1] - at_hit[1] > 0.001  # shoved up the table, the way the red went


def test_five_pins_default_layout_and_short_pin_contact() -> None:
    """Five pins are 25 mm tall, shorter than a ball's radius: met by the ball's lower half."""
    r = run(
        {"white": [0.0, -0.5]},
        discipline="five_pins",
        stroke={"ball": "white", "aim_deg": 90, "speed": 1.5},
    )
    assert first(r, "pin", pin="s").ball == "white"
    assert "s" in r.final()["pins_down"]
    assert sorted(r.final()["pins_down"] + r.final()["pins_standing"]) == sorted(
        ["centre", "n", "s", "e", "w"]
    )


def test_no_discipline_no_pins() -> None:
    r = run({"white": [0.0, -0.5]}, stroke={"ball": "white", "aim_deg": 90, "speed": 1.5})
    assert r.final()["pins_standing"] == [] and r.pins == {}


def test_a_pin_falling_onto_a_resting_ball_leans_on_it() -> None:
    """Issue 17/5: the falling body meets the red lying in its way and stops there (8 g
    cannot shove 285 g aside); it is down for the rules, and never lies flat."""
    r = run(
        {"cue": moving((-0.03, -0.1), 1.0, 1.0, R_PYRAMID), "o1": [0.06, 0.045]},
        table="pyramid-12ft",
        pins={"king": [0, 0]},
    )
    king = r.state_at(r.duration).pins["king"]
    assert not king.standing and 0.0 < king.fall < 1.0
    assert r.final()["pins_down"] == ["king"]
    assert r.final()["balls"]["o1"] == [0.06, 0.045]


def test_a_pin_being_pushed_over_that_falls_another_way_falls_once() -> None:
    """Found by the level-vs-level games: the object ball pushed the king steadily (tipping
    it), a falling pin knocked the king down first, and the push's end knocked it down a
    second time ("pin 'king' already fell in this shot", refused by the referee)."""
    from game.physics.api import simulate_detailed
    from game.stroke import Stroke

    request = {
        "table": "pyramid-12ft", "discipline": "seven_pins_classic",
        "balls": {"cue": [-0.46665863148759273, 1.3079293459078627],
                  "o1": [-0.6102657698488686, -0.5003944583100635],
                  "o2": [-0.020175879824348097, -0.035784132776469746]},
        "stroke": Stroke("cue", aim_deg=118.9052, speed=5.0, height=-0.35),
    }  # fmt: skip
    for physics in ("kegli-2", "kegli-1"):  # pins with momentum, then toppling pins
        r = simulate_detailed({**request, "physics": physics})
        falls = [e.pin for e in r.events if e.type == "pin_down"]
        assert len(falls) == len(set(falls))
    # The order of events below is the toppling pins' (kegli-1), where it was found.
    king = first(r, "pin_down", pin="king")
    assert king.by == "w"  # the falling pin, before the push could tip it
    pushes = [e for e in r.events if e.type == "pin" and e.pin == "king" and e.t < king.t]
    assert [e.ball for e in pushes] == ["o2", "o2"]  # o2 was pushing it
