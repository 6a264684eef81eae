"""Pockets and cushions: drops, rattles, running and reverse english, Han's contact height."""

from __future__ import annotations

import math

import pytest

from game.physics import collide_cushion
from game.physics.api import simulate_detailed
from game.physics.params import DEFAULTS
from game.physics.pocket_capture import rail_drops
from game.physics.table_geometry import CORNER_MOUTH, MIDDLE_MOUTH, geometry
from tests.physics.helpers import R_CAROM, after, angle_deg, first, run


def test_pocket_mouths_match_the_spec() -> None:
    geo = geometry("pyramid-12ft")
    assert 0.072 <= CORNER_MOUTH <= 0.073 and 0.082 <= MIDDLE_MOUTH <= 0.083
    circles = {(c.cx, c.cy): c for c in geo.circles}
    pts = sorted(circles)
    # Narrowest gap between the two rounded points of each pocket.
    gaps = []
    for p in geo.pockets:
        near = sorted(pts, key=lambda q: math.dist(q, (p.cx, p.cy)))[:2]
        gaps.append(math.dist(*near) - 2 * circles[near[0]].r)
    assert sorted(round(g, 6) for g in gaps) == [0.0725] * 4 + [0.0825] * 2


def test_straight_into_corner_pocket_drops() -> None:
    r = run({"cue": [0.4875, 1.375]}, table="pyramid-12ft",
            stroke={"ball": "cue", "aim_deg": 45, "speed": 1.5})  # fmt: skip
    e = first(r, "pocket", ball="cue")
    assert e.pocket == "foot_right"
    assert r.final()["pocketed"] == ["cue"] and "cue" not in r.final()["balls"]
    assert [x.type for x in r.events] == ["strike", "pocket", "rest"]


def test_straight_into_middle_pocket_drops() -> None:
    r = run({"o1": [0.0, 0.0]}, table="pyramid-12ft",
            stroke={"ball": "o1", "aim_deg": 180, "speed": 1.5})  # fmt: skip
    assert first(r, "pocket", ball="o1").pocket == "side_left"


def test_shallow_hit_on_a_jaw_point_rattles_out() -> None:
    """Along the right cushion into the foot-right corner: meets the foot jaw's point, stays out."""
    r = run({"cue": [0.85, 1.0]}, table="pyramid-12ft",
            stroke={"ball": "cue", "aim_deg": 90, "speed": 1.5})  # fmt: skip
    assert first(r, "cushion", ball="cue").cushion == "foot"
    assert r.final()["pocketed"] == []
    x, y = r.final()["balls"]["cue"]
    assert abs(x) < 0.8875 and abs(y) < 1.775


def _rebound_angle(side_spin: float) -> float:
    """Angle from the normal right after a 45° rolling hit on the right cushion."""
    v = 1.5
    vx = vy = v / math.sqrt(2)
    wz = 2.5 * v / R_CAROM * side_spin
    ball = {"pos": [0.3, 0.0], "vel": [vx, vy], "spin": [-vy / R_CAROM, vx / R_CAROM, wz]}
    r = run({"white": ball})
    hit = first(r, "cushion", ball="white", cushion="right")
    seg = after(r, "white", hit.t)
    assert seg.vx < 0
    return 180.0 - angle_deg((seg.vx, seg.vy))


def test_running_english_widens_reverse_narrows() -> None:
    plain = _rebound_angle(0.0)
    running = _rebound_angle(-0.4)  # left english on a ball going up into the right cushion
    reverse = _rebound_angle(0.4)
    # A rolling ball already slips along the nose, so friction is near its limit f_c·P_N:
    # reverse english narrows less than running english widens.
    assert running > plain + 2.0, (running, plain)
    assert reverse < plain - 1.0, (reverse, plain)


def test_contact_height_gives_a_stun_ball_topspin_off_the_cushion() -> None:
    """Han: the nose above the equator grips the ball's upper half; a stun ball leaves with
    topspin, and the tilted impulse makes the effective restitution less than e_c."""
    prm = DEFAULTS["carom-match"]
    (vx, vy), (wx, wy, wz), speed = collide_cushion.collide((2.0, 0.0), (0, 0, 0), 1.0, 0.0, prm)
    assert speed == 2.0 and vy == 0.0 and wx == 0.0 and wz == 0.0
    assert wy < 0  # natural-roll sense for a ball now moving towards −x
    assert 0.6 < -vx / 2.0 < prm.e_c


def test_ball_frozen_to_cushion_can_be_played_into_it() -> None:
    dc = geometry("carom-match").half_width - math.sqrt(R_CAROM**2 - (0.037 - R_CAROM) ** 2)
    r = run({"white": [dc, 0.0]}, stroke={"ball": "white", "aim_deg": 0, "speed": 1.0})
    e = first(r, "cushion", ball="white")
    assert e.t < 1e-12 and e.cushion == "right"


# ---- issue 17, item 1: rail shots into the tight corner, hard balls rattle -------------


def test_a_ball_frozen_to_the_rail_rolls_into_the_corner_at_gentle_speeds() -> None:
    """0 of 329 such balls dropped before: the far point turned every one of them out."""
    for speed in (0.5, 1.0, 2.0, 3.0):
        assert rail_drops(speed), speed


def test_a_ball_running_a_few_degrees_into_the_rail_drops_when_slow() -> None:
    for angle in (1.0, 3.0, 5.0):
        assert rail_drops(1.0, angle), angle


def test_a_hard_rail_shot_rattles_out_of_the_tight_corner() -> None:
    for speed in (5.0, 8.0):
        assert not rail_drops(speed), speed
    assert not rail_drops(4.0, 3.0)


def test_capture_width_shrinks_with_angle_and_speed_like_alciatores_target_size(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Alciatore's effective target size: largest straight in, smaller at an angle, smaller
    for a fast ball (to within one scan step where both are nearly closed)."""
    import game.physics.pocket_capture as pc

    monkeypatch.setattr(pc, "STEP", 0.001)
    monkeypatch.setattr(pc, "SPAN", 0.05)

    def width(kind: str, angle: float, speed: float) -> float:
        return pc.capture_width(kind, angle, speed)[0]

    corner = {(a, s): width("corner", a, s) for a in (0.0, 30.0, 40.0) for s in (1.0, 8.0)}
    side = {(a, s): width("side", a, s) for a in (0.0, 45.0, 60.0) for s in (1.0, 8.0)}
    for table, angles in ((corner, (0.0, 30.0, 40.0)), (side, (0.0, 45.0, 60.0))):
        for s in (1.0, 8.0):
            widths = [table[(a, s)] for a in angles]
            assert widths == sorted(widths, reverse=True) and widths[0] > widths[-1]
        for a in angles:
            assert table[(a, 1.0)] >= table[(a, 8.0)] - 0.001
    # Wider than the bare clearance straight in (balls that touch a point still drop) ...
    assert corner[(0.0, 1.0)] > CORNER_MOUTH - 2 * 0.034 + 0.005
    # ... and along the long cushion's line a slow ball still finds the corner.
    assert corner[(40.0, 1.0)] > 0.003
    assert side[(0.0, 1.0)] > corner[(0.0, 1.0)]


def test_a_ball_over_the_hole_sinks_before_it_is_caught() -> None:
    """Straight in at 1.5 m/s: over the hole's edge first, caught once sunk half a radius
    (√(R/g) later), with no cloth under it in between."""
    r = run({"cue": [0.4875, 1.375]}, table="pyramid-12ft",
            stroke={"ball": "cue", "aim_deg": 45, "speed": 1.5})  # fmt: skip
    segs = r.segments["cue"]
    falling = [s for s in segs if s.state == "falling"]
    assert len(falling) == 1
    drop = first(r, "pocket", ball="cue")
    assert math.isclose(drop.t - falling[0].t0, math.sqrt(0.034 / 9.81), rel_tol=1e-9)
    assert (falling[0].ax, falling[0].ay) == (0.0, 0.0)


def test_a_hard_ball_rattling_over_the_hole_climbs_back_onto_the_slate() -> None:
    r = simulate_detailed(
        {"table": "pyramid-12ft", "balls": {"cue": {"pos": [0.854, 1.475],
         "vel": [0.0, 6.0], "spin": [-6.0 / 0.034, 0.0, 0.0]}}}
    )  # fmt: skip
    states = [s.state for s in r.segments["cue"]]
    assert "falling" in states
    assert r.final()["pocketed"] == []
    # It was over the hole and then back on the cloth.
    k = states.index("falling")
    assert any(s in ("sliding", "rolling") for s in states[k + 1 :])
