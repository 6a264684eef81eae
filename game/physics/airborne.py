"""Balls off the cloth: the hop of a steep stroke, flight, landing, and leaving the table.

The model (docs/physics.md "Airborne balls"):

- **The hop** (Alciatore's jump-shot analysis). The cue's impulse points along the cue,
  tilted down by the elevation θ: besides the horizontal speed V (the stroke's ``speed``)
  it drives the ball into the slate at V·tanθ. The slate gives back ``SLATE_RESTITUTION``
  of that (e_s = 0.5, ball on cloth-covered slate) and, while it pushes, its friction
  (the cloth's μs) acts on the contact point's slip, capped where the slip would vanish:
  a jumped ball leaves with less horizontal speed and some backspin. The cue follows
  through along its axis at ``CUE_FOLLOW`` of the ball's speed off the tip (a full-weight
  cue, 0.5–0.9 kg, on a 0.21–0.29 kg ball with a tip restitution of 0.75); a ball whose
  rebound does not carry it away from the following tip faster than that is pinched
  between tip and slate and stays on the cloth (a steep massé does not jump; light jump
  cues exist for this reason). A hop lower than ``SETTLE_HEIGHT`` is no hop: the ball
  keeps the cloth (the table and the cue take the vertical part, as they did before).
- **Flight**: a parabola. No cloth, so no friction: the horizontal velocity and the spin
  are kept (air drag is far below the cloth's effect and is not modelled).
- **Landing**: a contact with the slate at the ball's lowest point: restitution e_s on
  the vertical speed, the cloth's friction on the slip (``slate_impact``). Each hop is
  e_s² as high as the last; below ``SETTLE_HEIGHT`` the ball settles into the motion on
  the cloth (sliding or rolling, motion.py).
- **Contacts in the air**: one rigid-contact law (``impact``) with the 3-D contact normal,
  restitution along it and Coulomb friction on the contact-point slip capped where the
  slip would vanish (never adds energy). A cushion is met at the nose line (where a ball
  on the cloth would touch it) with the normal from the centre to the nose at the ball's
  actual height; a ball whose bottom is above the rail top there leaves the table
  (``off_table``), and so does one that the cushion's top turns up but not back. A ball
  the nose pushes down onto the slate within ``PRESS_TIME`` (while the cushion still
  presses) meets both at once, as a ball on the cloth does: the slate takes the push. Balls
  meet in three dimensions (the contact time is the exact root of the 3-D distance), so a
  ball flying over another clears it and a lower one hits it, above or below its equator.
  A pin is cleared when the ball's bottom is above the pin's top where their outlines
  first meet, else touched as on the cloth.
- A ball on the cloth pressed down into the slate by a contact (an airborne ball landing
  on it from above) rebounds from the slate like a landing ball.
- Pockets: a ball in the air whose centre enters a pocket's hole below the rail top is
  caught by the pocket (it sinks as a rolling ball over the hole does); above the rail top
  it flies over the pocket and off the table. A ball landing over a hole drops.
- A standing pin that a ball comes down on (it cleared the pin's top but lands before
  it has passed it) is knocked over.

A ball on the cloth never leaves it through a cushion (the nose above its centre pushes
it down: Mathavan et al. 2010 find it stays on the slate), so simulations in which nothing
is ever airborne are exactly what they were before this model.
"""

from __future__ import annotations

import math

from game.physics.collide_ball import friction_coefficient
from game.physics.motion import SEGMENT_SLOTS, Segment, make_segment
from game.physics.params import Params

AIRBORNE = "airborne"
OFF_TABLE = "off_table"

SLATE_RESTITUTION = 0.5  # e_s: vertical speed a ball keeps bouncing off the cloth-covered slate
SETTLE_HEIGHT = 0.001  # m: a hop lower than this is not modelled as flight
CUE_FOLLOW = 0.4  # the tip's speed after the strike over the ball's, along the cue
RAIL_ABOVE_NOSE = 0.005  # m: the rail top (the cushion's top face) above the nose line
# s: how long a cushion presses a ball (cushion impacts last of the order of a millisecond or
# two); a ball the nose pushes down onto the slate within it meets both at once.
PRESS_TIME = 0.002

Vec3 = tuple[float, float, float]


def rail_top(prm: Params) -> float:
    """Height of the rail top above the cloth, m: a ball whose bottom is above it at the
    nose line flies over the cushion."""
    return prm.cushion_height + RAIL_ABOVE_NOSE


def pressed_to_slate(z: float, vz: float, prm: Params) -> bool:
    """Does a ball at height ``z`` that a cushion sends down at ``vz`` reach the slate
    while the cushion still presses it (within ``PRESS_TIME``)?"""
    if vz >= 0.0:
        return False
    return z + (vz - 0.5 * prm.g * PRESS_TIME) * PRESS_TIME <= 0.0


def settles(vz: float, prm: Params) -> bool:
    """Would a ball leaving the slate at ``vz`` rise less than ``SETTLE_HEIGHT``?"""
    return vz * vz < 2.0 * prm.g * SETTLE_HEIGHT


# A flight's fields: a segment's and its own (see SEGMENT_SLOTS).
FLIGHT_SLOTS: tuple[str, ...] = (*SEGMENT_SLOTS, "vz", "z0")


class Flight(Segment):
    """A ball in the air from ``t0``: straight on at (vx, vy), its bottom at height
    ``z0 + vz·τ − g·τ²/2`` above the cloth, its spin unchanged; ``t1`` is its landing."""

    __slots__ = ("vz", "z0")  # the same two as in FLIGHT_SLOTS

    def __init__(self) -> None:
        super().__init__()
        self.state = AIRBORNE
        self.z0 = 0.0
        self.vz = 0.0

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (_restore_flight, tuple(getattr(self, k) for k in FLIGHT_SLOTS))

    @property
    def moving(self) -> bool:
        return True

    def pos(self, t: float) -> tuple[float, float]:
        tau = t - self.t0
        return (self.px + self.vx * tau, self.py + self.vy * tau)

    def vel(self, t: float) -> tuple[float, float]:
        return (self.vx, self.vy)

    def spin(self, t: float) -> Vec3:
        return (self.wx, self.wy, self.wz)

    def height(self, t: float) -> float:
        """The ball's bottom above the cloth, m."""
        tau = t - self.t0
        return self.z0 + (self.vz - 0.5 * self.g * tau) * tau

    def vz_at(self, t: float) -> float:
        return self.vz - self.g * (t - self.t0)


def _restore_flight(*values: object) -> Flight:
    s = Flight.__new__(Flight)
    for k, v in zip(FLIGHT_SLOTS, values, strict=True):
        setattr(s, k, v)
    return s


class OffTable(Segment):
    """A ball that has left the table at ``t0`` from (px, py): out of play."""

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__()
        self.state = OFF_TABLE


def off_table_segment(t0: float, pos: tuple[float, float]) -> Segment:
    s = OffTable()
    s.t0 = t0
    s.px, s.py = pos
    s.t1 = math.inf
    return s


def height(seg: Segment, t: float) -> float:
    """Any ball's bottom above the cloth at t (0 on the cloth)."""
    return seg.height(t) if isinstance(seg, Flight) else 0.0


def vertical_speed(seg: Segment, t: float) -> float:
    return seg.vz_at(t) if isinstance(seg, Flight) else 0.0


def flight(t0: float, pos: tuple[float, float], vel: tuple[float, float], spin: Vec3,
           z0: float, vz: float, prm: Params) -> Flight:  # fmt: skip
    s = Flight()
    s.t0 = t0
    s.R = prm.R
    s.g = prm.g
    s.px, s.py = pos
    s.vx, s.vy = vel
    s.wx, s.wy, s.wz = spin
    s.z0 = max(z0, 0.0)
    s.vz = vz
    # Landing: z0 + vz·τ − g·τ²/2 = 0, the positive root (stable form).
    disc = vz * vz + 2.0 * prm.g * s.z0
    root = math.sqrt(disc)
    if vz > 0.0:
        tau = (vz + root) / prm.g
    elif root - vz > 0.0:
        tau = 2.0 * s.z0 / (root - vz)
    else:
        tau = 0.0
    s.t1 = t0 + tau
    return s


def impact(v: Vec3, w: Vec3, n: Vec3, e: float, mu: float, R: float) -> tuple[Vec3, Vec3, float]:
    """A ball (velocity v, spin w) meets a fixed body at its surface point R·n (n a unit
    vector from the centre): normal impulse (1 + e)·c for the approach speed c = v·n,
    friction at most mu times that against the contact point's slip, capped where the
    slip vanishes (7/2 slip change per unit impulse over mass). Returns v, w and c."""
    c = v[0] * n[0] + v[1] * n[1] + v[2] * n[2]
    if c <= 0.0:
        return v, w, c
    jn = (1.0 + e) * c
    # Contact point velocity v + ω × (R n), less its normal part.
    ux = v[0] + R * (w[1] * n[2] - w[2] * n[1])
    uy = v[1] + R * (w[2] * n[0] - w[0] * n[2])
    uz = v[2] + R * (w[0] * n[1] - w[1] * n[0])
    un = ux * n[0] + uy * n[1] + uz * n[2]
    ux, uy, uz = ux - un * n[0], uy - un * n[1], uz - un * n[2]
    slip = math.sqrt(ux * ux + uy * uy + uz * uz)
    f = min(mu * jn, slip / 3.5) if slip > 0.0 else 0.0
    fx, fy, fz = (-f * ux / slip, -f * uy / slip, -f * uz / slip) if f > 0.0 else (0.0, 0.0, 0.0)
    px, py, pz = -jn * n[0] + fx, -jn * n[1] + fy, -jn * n[2] + fz
    k = 2.5 / R  # (R n × P) / I over m
    nv = (v[0] + px, v[1] + py, v[2] + pz)
    nw = (
        w[0] + k * (n[1] * pz - n[2] * py),
        w[1] + k * (n[2] * px - n[0] * pz),
        w[2] + k * (n[0] * py - n[1] * px),
    )
    return nv, nw, c


def slate_impact(vel: tuple[float, float], spin: Vec3, vz: float,
                 prm: Params) -> tuple[tuple[float, float], Vec3, float]:  # fmt: skip
    """The ball meets the slate moving down at ``vz`` (< 0): new horizontal velocity, spin
    and the vertical speed it leaves with (≥ 0)."""
    nv, nw, _ = impact((vel[0], vel[1], vz), spin, (0.0, 0.0, -1.0), SLATE_RESTITUTION,
                       prm.u_s, prm.R)  # fmt: skip
    return (nv[0], nv[1]), nw, max(nv[2], 0.0)


def ball_pair_impact(v1: Vec3, w1: Vec3, v2: Vec3, w2: Vec3, n: Vec3,
                     prm: Params) -> tuple[Vec3, Vec3, Vec3, Vec3, float]:  # fmt: skip
    """Two equal balls meeting along the unit normal n (from ball 1 to ball 2), in three
    dimensions: restitution e_b along n, the balls' friction (collide_ball) on the slip,
    capped where it vanishes (slip change 7 per unit impulse over mass for two balls).
    Returns both new velocities and spins and the approach speed."""
    R = prm.R
    vn = (v1[0] - v2[0]) * n[0] + (v1[1] - v2[1]) * n[1] + (v1[2] - v2[2]) * n[2]
    if vn <= 0.0:
        return v1, w1, v2, w2, vn
    jn = 0.5 * (1.0 + prm.e_b) * vn
    # Contact point: R n from ball 1, −R n from ball 2.
    c1 = (v1[0] + R * (w1[1] * n[2] - w1[2] * n[1]),
          v1[1] + R * (w1[2] * n[0] - w1[0] * n[2]),
          v1[2] + R * (w1[0] * n[1] - w1[1] * n[0]))  # fmt: skip
    c2 = (v2[0] - R * (w2[1] * n[2] - w2[2] * n[1]),
          v2[1] - R * (w2[2] * n[0] - w2[0] * n[2]),
          v2[2] - R * (w2[0] * n[1] - w2[1] * n[0]))  # fmt: skip
    sx, sy, sz = c1[0] - c2[0], c1[1] - c2[1], c1[2] - c2[2]
    sn = sx * n[0] + sy * n[1] + sz * n[2]
    sx, sy, sz = sx - sn * n[0], sy - sn * n[1], sz - sn * n[2]
    slip = math.sqrt(sx * sx + sy * sy + sz * sz)
    f = min(prm.bb_friction * friction_coefficient(slip) * jn, slip / 7.0) if slip > 0.0 else 0.0
    fx, fy, fz = (-f * sx / slip, -f * sy / slip, -f * sz / slip) if f > 0.0 else (0.0, 0.0, 0.0)
    px, py, pz = -jn * n[0] + fx, -jn * n[1] + fy, -jn * n[2] + fz  # on ball 1
    k = 2.5 / R
    # R n × P1 on ball 1; (−R n) × (−P1) on ball 2: the same torque.
    tx, ty, tz = n[1] * pz - n[2] * py, n[2] * px - n[0] * pz, n[0] * py - n[1] * px
    nv1 = (v1[0] + px, v1[1] + py, v1[2] + pz)
    nv2 = (v2[0] - px, v2[1] - py, v2[2] - pz)
    nw1 = (w1[0] + k * tx, w1[1] + k * ty, w1[2] + k * tz)
    nw2 = (w2[0] + k * tx, w2[1] + k * ty, w2[2] + k * tz)
    return nv1, nw1, nv2, nw2, vn


def cue_hop(vel: tuple[float, float], spin: Vec3, elevation_deg: float, aim_deg: float,
            prm: Params) -> tuple[tuple[float, float], Vec3, float] | None:  # fmt: skip
    """The struck ball's hop off the slate (velocity, spin, vertical speed), or None when it
    keeps the cloth: a level stroke, a pinched ball, or a hop below ``SETTLE_HEIGHT``.
    ``vel`` and ``spin`` are the strike's (strike.py): the horizontal part of the cue's
    impulse; its vertical part is |vel|·tanθ down into the slate."""
    theta = math.radians(elevation_deg)
    if theta <= 0.0:
        return None
    speed = math.hypot(vel[0], vel[1])
    down = speed * math.tan(theta)
    nv, nw, vz = slate_impact(vel, spin, -down, prm)
    if settles(vz, prm):
        return None
    # The tip follows through along the cue; the ball must leave it behind.
    ct, st = math.cos(theta), math.sin(theta)
    phi = math.radians(aim_deg)
    along = (nv[0] * math.cos(phi) + nv[1] * math.sin(phi)) * ct - vz * st
    if along <= CUE_FOLLOW * speed / ct:
        return None
    return nv, nw, vz


def landed(t: float, pos: tuple[float, float], vel: tuple[float, float], spin: Vec3, vz: float,
           prm: Params) -> Segment:  # fmt: skip
    """The motion after the slate stops a downward ``vz``: another hop, or the cloth."""
    nv, nw, up = slate_impact(vel, spin, vz, prm)
    if settles(up, prm):
        return make_segment(t, pos, nv, nw, prm)
    return flight(t, pos, nv, nw, 0.0, up, prm)


def moving_on(t: float, pos: tuple[float, float], vel: tuple[float, float], spin: Vec3,
              z: float, vz: float, prm: Params) -> Segment:  # fmt: skip
    """The motion of a ball at height ``z`` moving up or down at ``vz`` after a contact: in
    the air, bounced off the slate (on the cloth and pressed down), or on the cloth."""
    if z <= 0.0:
        if vz < 0.0:
            return landed(t, pos, vel, spin, vz, prm)
        if settles(vz, prm):
            return make_segment(t, pos, vel, spin, prm)
    return flight(t, pos, vel, spin, z, vz, prm)
