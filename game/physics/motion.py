"""Closed-form ball motion on the cloth between events (physics.md "Cloth").

A ``Segment`` holds one motion state from ``t0`` until its transition time ``t1``:
positions are quadratic in time, the in-plane spin is linear (sliding) or locked to
natural roll (rolling), and spin about z decays linearly until it reaches exactly zero
(``tz``), without an event of its own. Transitions (slide→roll, roll→spin/stop,
spin→stop) happen at the exact computed times.
"""

from __future__ import annotations

import math

from game.physics.params import Params

SLIDING = "sliding"
ROLLING = "rolling"
SPINNING = "spinning"
STATIONARY = "stationary"
POCKETED = "pocketed"
# Over a pocket's hole: the ball has lost the slate and sinks while it flies on in a
# straight line (no cloth under it) until it is caught (pocketed) or climbs back out.
FALLING = "falling"

# Numerical zero for speeds produced by float round-off (m/s). Not a physical threshold:
# every real state change is reached at its computed time.
_ZERO = 1e-12

Vec3 = tuple[float, float, float]
_hypot = math.hypot


# A segment's fields, for the pickling below, the physics corpus and a test of the batch
# pool's codec (game/physics/transfer.py). A
# module constant, not Segment.__slots__: compiled with mypyc, Segment is a native class
# whose fields are not listed on the class object.
SEGMENT_SLOTS: tuple[str, ...] = (
    "R", "ax", "ay", "dwx", "dwy", "g", "px", "py", "state", "t0", "t1",
    "tf", "tz", "vx", "vy", "wx", "wy", "wz", "wz_rate",
)  # fmt: skip


class Segment:
    """One closed-form piece of a ball's motion."""

    __slots__ = SEGMENT_SLOTS

    def __init__(self) -> None:
        self.state = STATIONARY
        self.t0 = 0.0
        self.t1 = math.inf
        self.px = self.py = 0.0
        self.vx = self.vy = 0.0
        self.ax = self.ay = 0.0
        self.wx = self.wy = self.wz = 0.0
        self.dwx = self.dwy = 0.0
        self.wz_rate = 0.0
        self.tz = 0.0
        self.R = 1.0
        self.tf = 0.0  # when a falling ball lost the slate
        self.g = 0.0

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # Compact pickling (the batch pool sends segments back): one tuple of the slots.
        return (_restore, tuple(getattr(self, k) for k in SEGMENT_SLOTS))

    @property
    def moving(self) -> bool:
        return self.state in (SLIDING, ROLLING, FALLING)

    def drop(self, t: float) -> float:
        """How far a falling ball's centre has sunk below the slate's level, m."""
        if self.state != FALLING:
            return 0.0
        tau = t - self.tf
        return 0.5 * self.g * tau * tau

    def pos(self, t: float) -> tuple[float, float]:
        tau = t - self.t0
        if self.state in (SLIDING, ROLLING, FALLING):
            return (
                self.px + (self.vx + 0.5 * self.ax * tau) * tau,
                self.py + (self.vy + 0.5 * self.ay * tau) * tau,
            )
        return (self.px, self.py)

    def vel(self, t: float) -> tuple[float, float]:
        if self.state in (SLIDING, ROLLING, FALLING):
            tau = t - self.t0
            return (self.vx + self.ax * tau, self.vy + self.ay * tau)
        return (0.0, 0.0)

    def spin(self, t: float) -> Vec3:
        if self.state == FALLING:
            return (self.wx, self.wy, self.wz)  # nothing touches it to change the spin
        tau = t - self.t0
        wz = 0.0 if tau >= self.tz else self.wz + self.wz_rate * tau
        if self.state == SLIDING:
            return (self.wx + self.dwx * tau, self.wy + self.dwy * tau, wz)
        if self.state == ROLLING:
            vx, vy = self.vel(t)
            return (-vy / self.R, vx / self.R, wz)
        return (0.0, 0.0, wz)


# Segment.__new__, not object.__new__: the same for the pure class, and the one a
# compiled (native) class accepts.
_new = Segment.__new__


def _restore(*values: object) -> Segment:
    s = _new(Segment)
    for k, v in zip(SEGMENT_SLOTS, values, strict=True):
        setattr(s, k, v)
    return s


def make_segment(
    t0: float,
    pos: tuple[float, float],
    vel: tuple[float, float],
    spin: Vec3,
    prm: Params,
    state: str | None = None,
    slow: bool = False,
) -> Segment:
    """Start the closed-form motion at ``t0`` from a full state.

    ``state`` forces the motion state at an exact transition (slide→roll), where the slip
    is zero by construction and must not be re-judged from round-off; ``slow`` likewise a
    rolling ball's change to the slow roll at ``Params.v_slow``.
    """
    # Every slot set once on a bare object (Segment() would set them all first): the
    # engine makes one or two segments per event. The same operations as ever.
    s = _new(Segment)
    s.t0 = t0
    s.R = R = prm.R
    s.px, s.py = pos
    s.tf = s.g = 0.0
    vx, vy = vel
    wx, wy, wz = spin
    if state is None:
        ux, uy = vx - R * wy, vy + R * wx
        u = _hypot(ux, uy)
        speed = _hypot(vx, vy)
        if u > _ZERO * (speed if speed > 1.0 else 1.0):
            state = SLIDING
        elif speed > _ZERO:
            state = ROLLING
        else:
            state = SPINNING if wz != 0.0 else STATIONARY
    if state == ROLLING and _hypot(vx, vy) <= _ZERO:
        state = SPINNING if wz != 0.0 else STATIONARY
    s.state = state
    k = prm.spin_decel
    s.wz_rate = -k if wz > 0 else k
    if state == SLIDING:
        ux, uy = vx - R * wy, vy + R * wx
        u = _hypot(ux, uy)
        hx, hy = ux / u, uy / u
        a = prm.u_s * prm.g
        s.vx, s.vy = vx, vy
        s.ax, s.ay = -a * hx, -a * hy
        s.wx, s.wy = wx, wy
        # Friction torque about the centre turns the slip into roll: ω̇ = (5a/2R) ẑ × û.
        c = 2.5 * a / R
        s.dwx, s.dwy = -c * hy, c * hx
        s.t1 = t0 + 2.0 * u / (7.0 * a)
        s.wz = wz
        s.tz = abs(wz) / k
    elif state == ROLLING:
        speed = _hypot(vx, vy)
        s.vx, s.vy = vx, vy
        s.wx = s.wy = s.dwx = s.dwy = 0.0
        v_slow = prm.v_slow
        if slow or speed <= v_slow:
            # Rolling slower than v_slow (at the change itself: ``slow``), to a stop.
            a = prm.slow_roll_decel
            s.t1 = t0 + speed / a
        else:
            # Down to v_slow (0: to a stop) with u_r; next_segment goes on from there.
            a = prm.u_r * prm.g
            s.t1 = t0 + (speed - v_slow) / a if v_slow > 0.0 else t0 + speed / a
        s.ax, s.ay = -a * vx / speed, -a * vy / speed
        s.wz = wz
        s.tz = abs(wz) / k
    else:
        s.vx = s.vy = s.ax = s.ay = s.wx = s.wy = s.dwx = s.dwy = 0.0
        if state == SPINNING:
            s.wz = wz
            s.tz = tz = abs(wz) / k
            s.t1 = t0 + tz
        else:
            s.wz = 0.0
            s.tz = 0.0
            s.t1 = math.inf
    return s


def falling_segment(
    t0: float,
    pos: tuple[float, float],
    vel: tuple[float, float],
    spin: Vec3,
    tf: float,
    caught: float,
    prm: Params,
) -> Segment:
    """A ball over a hole since ``tf``: straight on at ``vel``, sinking under gravity; it is
    caught when it has sunk ``caught`` metres (``t1``)."""
    s = Segment()
    s.state = FALLING
    s.t0 = t0
    s.R = prm.R
    s.g = prm.g
    s.px, s.py = pos
    s.vx, s.vy = vel
    s.wx, s.wy, s.wz = spin
    s.tf = tf
    s.t1 = tf + math.sqrt(2.0 * caught / prm.g)
    return s


def pocketed_segment(t0: float, pos: tuple[float, float]) -> Segment:
    s = Segment()
    s.state = POCKETED
    s.t0 = t0
    s.px, s.py = pos
    s.t1 = math.inf
    return s


def next_segment(seg: Segment, prm: Params) -> Segment:
    """The segment after ``seg``'s own transition at ``seg.t1``."""
    t = seg.t1
    st = seg.state
    if st in (SLIDING, ROLLING):
        # Segment.pos, .vel and the spin about z written out (the same operations).
        tau = t - seg.t0
        ax, ay = seg.ax, seg.ay
        pos = (
            seg.px + (seg.vx + 0.5 * ax * tau) * tau,
            seg.py + (seg.vy + 0.5 * ay * tau) * tau,
        )
        wz = 0.0 if tau >= seg.tz else seg.wz + seg.wz_rate * tau
        if st == ROLLING:
            v_slow = prm.v_slow
            if v_slow > 0.0:
                # The end of the fast roll is at v_slow; the slow roll's end is at rest.
                vx, vy = seg.vx + ax * tau, seg.vy + ay * tau
                if math.hypot(vx, vy) > 0.5 * v_slow:
                    spin = (-vy / prm.R, vx / prm.R, wz)
                    return make_segment(t, pos, (vx, vy), spin, prm, ROLLING, slow=True)
            return make_segment(t, pos, (0.0, 0.0), (0.0, 0.0, wz), prm)
        vx, vy = seg.vx + ax * tau, seg.vy + ay * tau
        if math.hypot(vx, vy) <= 1e-9:
            # The slip vanished with the ball at rest (a perfect stun stop).
            return make_segment(t, pos, (0.0, 0.0), (0.0, 0.0, wz), prm)
        return make_segment(t, pos, (vx, vy), (-vy / prm.R, vx / prm.R, wz), prm, ROLLING)
    pos = seg.pos(t)
    return make_segment(t, pos, (0.0, 0.0), (0.0, 0.0, 0.0), prm, STATIONARY)
