"""Left-handed mirror (an involution) and seeded jitter that keeps the position legal."""

from __future__ import annotations

import math

import pytest

from game.drills import jitter, mirror
from game.drills.format import ball_radius
from tests.drills.helpers import carom_raw, drill, pins_raw


def test_mirror_swaps_left_and_right() -> None:
    d = drill(
        pins_raw(
            goal={
                "all": [
                    {"pins_down_exactly": ["king", "e"], "legal": True},
                    {"contacts": ["cushion:left", "o1"]},
                    {"pocketed": "o2", "pocket": "foot_left"},
                    {"ball_in_zone": {"ball": "cue", "rect": [0.1, 0.0, 0.4, 0.5]}},
                ]
            },
            stroke={"ball": "cue", "aim_deg": 60.0, "speed": 3.0, "side": 0.3},
        )
    )
    m = mirror.mirror_drill(d)
    assert m.balls["cue"] == (-0.3, -1.2)
    assert m.pins["e"] == (-d.pins["w"][0], d.pins["w"][1])
    assert m.stroke.aim_deg == 120.0 and m.stroke.side == -0.3
    parts = m.to_json()["goal"]["all"]
    assert parts[0]["pins_down_exactly"] == ["king", "w"]
    assert parts[1]["contacts"] == ["cushion:right", "o1"]
    assert parts[2]["pocket"] == "foot_right"
    assert parts[3]["ball_in_zone"]["rect"] == [-0.4, 0.0, -0.1, 0.5]


def test_mirror_twice_is_the_drill_again() -> None:
    d = drill(
        carom_raw(
            markers=[{"id": "m", "at": [0.2, 0.1]}],
            zones=[{"id": "z", "rect": [0.1, 0.2, 0.3, 0.4]}],
            stroke={"ball": "white", "aim_deg": 33.3, "speed": 2.0, "side": -0.2},
        )
    )
    back = mirror.mirror_drill(mirror.mirror_drill(d)).to_json()
    orig = d.to_json()
    assert back["stroke"].pop("aim_deg") == pytest.approx(orig["stroke"].pop("aim_deg"), abs=1e-9)
    assert back == orig


def test_jitter_is_seeded_small_and_legal() -> None:
    d = drill(pins_raw())
    a = jitter.jitter(d, seed=5)
    assert a.balls == jitter.jitter(d, seed=5).balls
    assert a.balls != jitter.jitter(d, seed=6).balls
    r = ball_radius(d.table_dims)
    for ball, p in a.balls.items():
        assert 0 < math.dist(p, d.balls[ball]) <= 0.003 + 1e-12
        assert abs(p[0]) <= d.table_dims.half_width - r


def test_jitter_keeps_balls_apart_and_frozen_balls_frozen() -> None:
    r = 0.03075
    d = drill(carom_raw(balls={"white": [0.0, 0.0], "yellow": [2 * r, 0.0], "red": [0.0, 0.0625]}))
    for seed in range(20):
        j = jitter.jitter(d, seed=seed, max_mm=5)
        assert j.balls["white"] == d.balls["white"] and j.balls["yellow"] == d.balls["yellow"]
        assert math.dist(j.balls["red"], j.balls["white"]) >= 2 * r
    # a ball against the cushion is never pushed off the cloth
    edge = drill(carom_raw(balls={"white": [0.71 - r, 0.0], "red": [0.0, 0.5]}))
    for seed in range(20):
        assert jitter.jitter(edge, seed=seed).balls["white"][0] <= 0.71 - r
