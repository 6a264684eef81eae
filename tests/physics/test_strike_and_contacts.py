"""Cue strike (squirt, miscue, massé), ball–ball near-tangent contacts, balls in motion."""

from __future__ import annotations

import math

from game.physics.params import DEFAULTS
from game.physics.strike import strike
from tests.physics.helpers import R_CAROM, angle_deg, first, moving, run


def _stroke(**kw: float) -> dict:
    return {"ball": "white", "aim_deg": 90.0, "speed": 2.0, **kw}


def test_level_cue_spin_follows_the_spec() -> None:
    prm = DEFAULTS["carom-match"]
    roll = strike(90.0, 2.0, 0.0, 0.4, 0.0, prm)
    assert abs(-roll.spin[0] * prm.R - 2.0) < 1e-12  # b = 0.4 is natural roll
    side = strike(90.0, 2.0, 0.3, 0.0, 0.0, prm)
    assert abs(side.spin[2] - 5 * 2.0 / (2 * prm.R) * 0.3) < 1e-9  # ωz = 5Va/2R


def test_squirt_one_to_one_and_a_half_degrees_at_half_radius() -> None:
    prm = DEFAULTS["carom-match"]
    right = strike(90.0, 3.0, 0.5, 0.0, 0.0, prm)
    left = strike(90.0, 3.0, -0.5, 0.0, 0.0, prm)
    # Right english pushes the ball left (angle above 90°), left english right.
    assert 1.0 <= angle_deg(right.vel) - 90.0 <= 1.5
    assert 1.0 <= 90.0 - angle_deg(left.vel) <= 1.5
    assert strike(90.0, 3.0, 0.0, 0.5, 0.0, prm).vel[0] == 3.0 * math.cos(math.pi / 2)


def test_miscue_beyond_the_limit() -> None:
    r = run({"white": [0.0, -0.5]}, stroke=_stroke(side=0.61))
    assert r.events[0].to_json() == {"t": 0.0, "type": "strike", "ball": "white", "miscue": True}
    seg = r.segments["white"][0]
    assert seg.wz == 0.0 and math.hypot(seg.vx, seg.vy) < 0.5 * 2.0
    r = run({"white": [0.0, -0.5]}, stroke=_stroke(side=0.59))
    assert "miscue" not in r.events[0].to_json()
    r = run({"white": [0.0, -0.5]}, stroke=_stroke(side=0.45, height=0.45))  # radial 0.64
    assert r.events[0].miscue


def test_masse_curves_the_path() -> None:
    """Elevated cue with right english: the path bends right; a level cue keeps it straight."""
    masse = run({"white": [0.0, -1.0]}, stroke=_stroke(side=0.3, elevation_deg=60.0))
    segs = masse.segments["white"]
    start = angle_deg((segs[0].vx, segs[0].vy))
    end_seg = next(s for s in segs if s.state == "rolling")
    end = angle_deg((end_seg.vx, end_seg.vy))
    assert start - end > 10.0  # turned clockwise, to the right
    level = run({"white": [0.0, -1.0]}, stroke=_stroke(side=0.3))
    lsegs = level.segments["white"]
    roll = next(s for s in lsegs if s.state == "rolling")
    assert abs(angle_deg((lsegs[0].vx, lsegs[0].vy)) - angle_deg((roll.vx, roll.vy))) < 1e-9


def test_near_tangent_cut_is_found() -> None:
    """An 89.5° cut at 8 m/s: the balls overlap for about 0.1 ms and still meet."""
    off = 2 * R_CAROM * math.sin(math.radians(89.5))
    ball = {"pos": [0.0, -0.6], "vel": [0.0, 8.0], "spin": [-8.0 / R_CAROM, 0.0, 0.0]}
    r = run({"white": ball, "red": [off, 0.0]})
    e = first(r, "ball", a="white", b="red")
    assert e.t < 0.1
    # Passing 2 µm wide of the object ball is not a contact.
    off = 2 * R_CAROM + 2e-6
    r = run({"white": ball, "red": [off, 0.0]})
    assert not [x for x in r.events if x.type == "ball" and x.t < 0.1]


def test_balls_given_in_motion_match_a_stroke() -> None:
    """A ball given in motion starts from exactly that state; no strike event is logged."""
    stroke = run({"white": [0.0, -0.5]}, stroke=_stroke(speed=1.0))
    given = run({"white": {"pos": [0.0, -0.5], "vel": [math.cos(math.pi / 2), 1.0]}})
    assert [e.to_json() for e in stroke.events][1:] == [e.to_json() for e in given.events]
    assert stroke.final() == given.final()
    spun = run({"white": {"pos": [0.0, -0.5], "vel": [0.0, 1.0], "spin": [0.0, 0.0, 30.0]}})
    assert spun.segments["white"][0].wz == 30.0


def test_throw_from_side_spin() -> None:
    """Straight-on hit with side spin throws the object ball a degree or two off the line."""
    ball = {"pos": [0.0, -0.5], "vel": [0.0, 1.0], "spin": [-1.0 / R_CAROM, 0.0, 40.0]}
    r = run({"white": ball, "red": [0.0, 0.0]})
    hit = first(r, "ball", a="white", b="red")
    red = next(s for s in r.segments["red"] if s.t0 == hit.t)
    throw = angle_deg((red.vx, red.vy)) - 90.0
    assert 0.5 < abs(throw) < 4.0


def test_cluster_pressed_into_a_rail_by_masse_ends_quickly() -> None:
    """Three balls frozen together at a rail, the middle one hit with a steep massé: its
    spin keeps pressing the cluster into the cushion. Without a chatter floor the contacts
    collapse inelastically (thousands of bounces in a second); the shot must still end."""
    r = run(
        {
            "cue": [0.8544545767162833, 1.167897040311546],
            "o1": [0.8460361174438933, 1.2353739218598825],
            "o2": [0.8454450186624743, 1.0998225318393207],
        },
        table="pyramid-12ft",
        stroke={"ball": "o1", "aim_deg": 46.754, "speed": 4.021, "side": 0.584, "height": 0.034,
                "elevation_deg": 89},
    )  # fmt: skip
    assert r.complete
    assert len(r.events) < 1000


def _masse_path(side: float, elevation: float = 70.0, speed: float = 1.5):  # type: ignore[no-untyped-def]
    """A massé up the middle of the carom table: (lateral offset from the aim line at the end
    of the curve, the same at rest or the first cushion, the ball's speed off the tip)."""
    r = run({"white": [0.0, -1.2]}, stroke=_stroke(side=side, elevation_deg=elevation,
                                                    speed=speed))  # fmt: skip
    segs = r.segments["white"]
    slide = segs[0]
    assert slide.state == "sliding"
    x_end_of_curve = slide.pos(slide.t1)[0]
    first_cushion = next((e.t for e in r.events if e.type == "cushion"), r.duration)
    x_later = r.ball_state("white", first_cushion).pos[0]
    return x_end_of_curve, x_later, math.hypot(slide.vx, slide.vy)


def test_classic_masse_curves_visibly_towards_the_side_of_the_tip() -> None:
    """Elevation 70°, tip 0.4 R right, 1.5 m/s: the ball leaves at the stroke's speed (the
    contract's ``speed`` is the ball's speed after the table took the vertical part) and
    swerves right by well over 15 cm while it slides (Alciatore's massé: tens of cm); the
    same tip on the left swerves left by the same amount. A level cue stays on its line
    (only the squirt of a degree)."""
    right, right_later, v0 = _masse_path(0.4)
    assert abs(v0 - 1.5) < 1e-9
    assert right >= 0.15 and right_later >= right
    left, left_later, _ = _masse_path(-0.4)
    assert left <= -0.15 and left_later <= left
    assert abs(left + right) < 0.03  # mirror image apart from squirt
    level, _, _ = _masse_path(0.4, elevation=0.0)
    assert abs(level) < 0.03


def test_masse_swerve_lasts_as_long_as_the_ball_slides() -> None:
    """The curve ends when the slip does, at t = 2|u0|/(7 μs g), with u0 from the strike."""
    prm = DEFAULTS["carom-match"]
    hit = strike(90.0, 1.5, 0.4, 0.0, 70.0, prm)
    (vx, vy), (wx, wy, _) = hit.vel, hit.spin
    u0 = math.hypot(vx - prm.R * wy, vy + prm.R * wx)
    # Lateral slip 2.5·a·V·tanθ from the vertical part of the cue's impulse.
    assert abs(u0 - math.hypot(2.5 * 0.4 * 1.5 * math.tan(math.radians(70.0)), 1.5)) < 0.05
    r = run({"white": [0.0, -1.2]}, stroke=_stroke(side=0.4, elevation_deg=70.0, speed=1.5))
    slide = r.segments["white"][0]
    assert abs(slide.t1 - 2 * u0 / (7 * prm.u_s * prm.g)) < 1e-9
    assert slide.t1 > 0.5


def test_a_steep_stroke_cannot_outrun_the_cue() -> None:
    """The cue's impulse is capped at the hardest stroke (|J|/m ≤ 12 m/s): at 80° a stroke
    asked for 8 m/s leaves at 12·cos 80° ≈ 2.08 m/s, with the spin of that impulse; below
    the cap the ball leaves at the asked speed."""
    prm = DEFAULTS["carom-match"]
    hit = strike(90.0, 8.0, 0.5, 0.0, 80.0, prm)
    cap = 12.0 * math.cos(math.radians(80.0))
    assert abs(math.hypot(*hit.vel) - cap) < 1e-12
    assert abs(prm.R * hit.spin[1] - 2.5 * 0.5 * 12.0 * math.sin(math.radians(80.0))) < 1e-9
    below = strike(90.0, 2.0, 0.5, 0.0, 80.0, prm)
    assert abs(math.hypot(*below.vel) - 2.0) < 1e-12
    miscue = strike(90.0, 2.0, 0.7, 0.0, 60.0, prm)
    assert miscue.miscue and abs(math.hypot(*miscue.vel) - 0.5) < 1e-12


def _cut_throw(bb_friction: float | None) -> float:
    """Degrees the red leaves ahead of the line of centres when a rolling white, 2 m/s,
    cuts it at 30° (``bb_friction`` None: the set's own, unset)."""
    b = 2.0 * R_CAROM * math.sin(math.radians(30.0))  # the white's line off the red's centre
    extra = {} if bb_friction is None else {"params": {"bb_friction": bb_friction}}
    r = run({"white": moving((b, -0.5), 2.0, 2.0), "red": [0.0, 0.0]}, **extra)
    hit = first(r, "ball", a="white", b="red")
    red = next(s for s in r.segments["red"] if s.t0 == hit.t)
    centres = math.degrees(math.atan2(math.sqrt(4.0 * R_CAROM**2 - b * b), -b))  # 120°
    return centres - angle_deg((red.vx, red.vy))  # towards the white's path, up the table


def test_ball_friction_scales_the_throw_of_a_cut() -> None:
    """``bb_friction`` multiplies the balls' friction: frictionless balls send the object
    ball along the line of centres, more friction throws it further towards the cue
    ball's path, and leaving it unset is the fit itself (a factor of 1)."""
    none, fit, twice, four = (_cut_throw(f) for f in (0.0, 1.0, 2.0, 4.0))
    assert abs(none) < 1e-6
    assert 0.2 < fit < 1.5  # Alciatore's pool-ball friction: under a degree and a half
    assert 1.8 * fit < twice < 2.1 * fit  # the throw grows with the friction below sticking
    assert four > 1.6 * twice
    assert _cut_throw(None) == fit


def test_ball_friction_scales_a_contact_in_the_air() -> None:
    """The same factor acts where a ball in the air meets another (airborne.py)."""
    from dataclasses import replace

    from game.physics.airborne import ball_pair_impact

    prm = DEFAULTS["carom-match"]
    side = (0.0, 0.0, 40.0)  # side spin: the contact point slips across the normal

    def sideways(bb_friction: float) -> float:
        out = ball_pair_impact(
            (0.0, 2.0, 0.3), side, (0.0, 0.0, 0.0), (0.0, 0.0, 0.0), (0.0, 1.0, 0.0),
            replace(prm, bb_friction=bb_friction),
        )  # fmt: skip
        return out[2][0]  # the struck ball's speed across the normal

    assert sideways(0.0) == 0.0
    assert abs(sideways(2.0)) > 1.8 * abs(sideways(1.0)) > 0.0
