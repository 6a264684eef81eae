"""Pockets and cushions: drops, rattles, running and reverse english, Han's contact height."""

from __future__ import annotations

import math

from game.physics import collide_cushion
from game.physics.params import DEFAULTS
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
