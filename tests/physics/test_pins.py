"""Pins: touches, knocks, falls that take other pins, gaps a ball passes through."""

from __future__ import annotations

from game.layouts import BALL_PIN_GAP
from game.physics.pins import KNOCK_SPEED
from tests.physics.helpers import R_PYRAMID, first, moving, run


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
    assert _types(r) == [
        ("pin", "cue", "king"),
        ("pin_down", "cue", "king"),
        ("pin_down", "king", "n"),
    ]
    touch = first(r, "pin", pin="king")
    fall = first(r, "pin_down", pin="n")
    assert fall.t > touch.t  # the king takes time to fall that far
    assert r.final()["pins_down"] == ["king", "n"]
    assert r.final()["pins_standing"] == []
    # The king lies flat once fallen and the ball rolls over it without slowing further.
    assert r.state_at(r.duration).pins["king"].fall == 1.0


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


def test_slow_touch_leaves_the_pin_standing() -> None:
    r = run(
        {"cue": moving((0.0, -0.0405), 0.8 * KNOCK_SPEED, 0.8 * KNOCK_SPEED, R_PYRAMID)},
        table="pyramid-12ft",
        pins={"king": [0, 0]},
    )
    assert _types(r) == [("pin", "cue", "king")]
    assert r.final()["pins_standing"] == ["king"]


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
