"""The six public checks of physics.md ("Checks every implementation must pass").

Carom parameters, no english unless said; tolerances 0.3° on angles and 1 cm on
distances unless the check states its own.
"""

from __future__ import annotations

import math

from tests.physics.helpers import (
    R_CAROM,
    after,
    angle_deg,
    before,
    first,
    moving,
    run,
    stun_roll,
)


def test_check1_lone_ball_rolls_then_stops() -> None:
    """Centre hit at 1 m/s: rolls from 0.1456 s at 5/7 m/s, stops at 7.427 s after 2.725 m."""
    r = run({"white": [0.0, -1.38]}, stroke={"ball": "white", "aim_deg": 90, "speed": 1.0})
    segs = r.segments["white"]
    assert [s.state for s in segs] == ["sliding", "rolling", "stationary"]
    assert abs(segs[1].t0 - 0.1456) < 1e-3
    assert abs(segs[1].vy - 5.0 / 7.0) < 1e-4
    assert abs(segs[2].t0 - 7.427) < 1e-3
    assert abs(segs[2].py - (-1.38) - 2.725) < 1e-3
    assert r.duration == segs[2].t0
    # At rest, exactly zero velocity and spin.
    s = r.state_at(r.duration).balls["white"]
    assert s.vel == (0.0, 0.0) and s.spin == (0.0, 0.0, 0.0)


def test_check2_stun_shot_stops_dead() -> None:
    """Stun: object 1 m away (centre to centre), 3 m/s, backspin that just dies on arrival."""
    roll = stun_roll(3.0, 1.0 - 2 * R_CAROM)
    r = run({"white": moving((0.0, -0.3), 3.0, roll), "red": [0.0, 0.7]})
    hit = first(r, "ball", a="white", b="red")
    p, v, w = before(r, "white", hit.t)
    assert max(abs(c) for c in w) < 1e-9  # arrives sliding without spin
    kept = after(r, "white", hit.t).vy / v[1]
    assert abs(kept - (1 - 0.95) / 2) < 1e-3
    stop = next(s for s in r.segments["white"] if s.t0 > hit.t and s.state == "stationary")
    assert math.dist(stop.pos(stop.t0), p) < 0.02


def test_check3_draw_comes_back() -> None:
    """Strong draw (R·ω = −1.25 v at 3 m/s), object 1 m away: the cue ball comes back ≈1.34 m."""
    r = run({"white": moving((0.0, -0.3), 3.0, -1.25 * 3.0), "red": [0.0, 0.7]})
    hit = first(r, "ball", a="white", b="red")
    p, _, _ = before(r, "white", hit.t)
    # The rolling piece after the hit ends where the ball would stop (the object ball comes
    # back off the foot cushion later and may meet it first).
    roll = next(s for s in r.segments["white"] if s.t0 > hit.t and s.state == "rolling")
    assert roll.vy < 0
    back = p[1] - roll.pos(roll.t1)[1]
    assert abs(back - 1.34) < 0.01, back


def test_check4_follow_regains_speed() -> None:
    """Rolling cue ball (2 m/s) into a straight shot: runs on at ≈0.29 of its impact speed."""
    r = run({"white": moving((0.0, -1.0), 2.0, 2.0), "red": [0.0, -0.5]})
    hit = first(r, "ball", a="white", b="red")
    _, v, _ = before(r, "white", hit.t)
    roll = next(s for s in r.segments["white"] if s.t0 > hit.t and s.state == "rolling")
    ratio = roll.vy / v[1]
    assert abs(ratio - 0.29) < 0.01, ratio


def test_check5_half_ball_hit_30_degree_rule() -> None:
    """Half-ball hit, rolling cue ball at 2 m/s: object ball 29.4° (0.6° throw), cue ball 33°."""
    r = run({"white": moving((0.0, -1.0), 2.0, 2.0), "red": [R_CAROM, -0.5]})
    hit = first(r, "ball", a="white", b="red")
    obj = after(r, "red", hit.t)
    obj_angle = 90.0 - angle_deg((obj.vx, obj.vy))
    assert abs(obj_angle - 29.4) < 0.3, obj_angle
    roll = next(s for s in r.segments["white"] if s.t0 > hit.t and s.state == "rolling")
    cue_angle = angle_deg((roll.vx, roll.vy)) - 90.0
    assert abs(cue_angle - 33.0) < 0.3, cue_angle


def test_check6_stun_cut_90_degree_rule() -> None:
    """45° cut, stun cue ball (2 m/s, 0.5 m, backspin dying on arrival): separate at ≈85.8°.

    The separation depends on speed through μ(v_slip); this setup arrives at 1.49 m/s.
    """
    off = 2 * R_CAROM * math.sin(math.radians(45))
    roll = stun_roll(2.0, 0.5 - 2 * R_CAROM * math.cos(math.radians(45)))
    r = run({"white": moving((0.0, -0.5), 2.0, roll), "red": [-off, 0.0]})
    hit = first(r, "ball", a="white", b="red")
    _, _, w = before(r, "white", hit.t)
    assert max(abs(c) for c in w) < 0.05  # (nearly) no spin on arrival
    obj = after(r, "red", hit.t)
    cue = after(r, "white", hit.t)
    sep = angle_deg((obj.vx, obj.vy)) - angle_deg((cue.vx, cue.vy))
    assert abs(sep - 85.8) < 0.3, sep
