"""Ball orientation for drawing a rotating spot (not used by the physics).

The spin is known exactly at every instant (motion.py), and on each piece of a segment
(split where the side spin reaches zero) it is linear in time: ω(τ) = a + b·τ. Where a and
b are parallel (a ball rolling without side spin, one spinning on the spot, one in flight
over a hole) the axis is fixed and the turn is closed-form: the angle is ∫|ω|. Otherwise
(sliding, rolling with side spin) the axis turns and there is no closed form; each piece is
cut into steps of at most ``STEP_ANGLE`` radians of turn, and a step turns by the
fourth-order Magnus rotation vector a·h + b·h²/2 + (b × a)·h³/12 (exact up to terms in
h⁵). Orientations at the ends of pieces and steps are cached as they are first needed, so
playing a shot forward costs a partial step per frame, and skipping to the end costs a few
steps per piece (a few milliseconds for a long shot), not 240 steps per second of shot.

A segment of a kind this module does not know (a future motion phase) is integrated from
its own ``spin(t)`` with the midpoint rule at ``STEP`` seconds. Quaternions are
(w, x, y, z), world frame, starting at identity.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Sequence

from game.physics.motion import (
    FALLING,
    POCKETED,
    ROLLING,
    SLIDING,
    SPINNING,
    STATIONARY,
    Segment,
)

STEP = 1.0 / 240.0  # s, for segments integrated from samples of their spin
STEP_ANGLE = 0.5  # rad: the most a ball turns in one step where its axis turns

Quat = tuple[float, float, float, float]
Vec3 = tuple[float, float, float]
IDENTITY: Quat = (1.0, 0.0, 0.0, 0.0)


def rotate(q: Quat, w: Vec3, dt: float) -> Quat:
    """q turned by the world-frame angular velocity w for dt seconds."""
    return turn(q, (w[0] * dt, w[1] * dt, w[2] * dt))


def turn(q: Quat, r: Vec3) -> Quat:
    """q turned by the world-frame rotation vector r (axis × angle)."""
    ax, ay, az = r
    angle = math.sqrt(ax * ax + ay * ay + az * az)
    if angle == 0.0:
        return q
    s = math.sin(0.5 * angle) / angle
    dw, dx, dy, dz = math.cos(0.5 * angle), ax * s, ay * s, az * s
    qw, qx, qy, qz = q
    return (
        dw * qw - dx * qx - dy * qy - dz * qz,
        dw * qx + dx * qw + dy * qz - dz * qy,
        dw * qy - dx * qz + dy * qw + dz * qx,
        dw * qz + dx * qy - dy * qx + dz * qw,
    )


class _Piece:
    """ω(τ) = a + b·τ from ``t0`` to ``t1`` (or, with ``seg`` set, the segment's own
    spin, sampled); its orientation at ``t0`` and at the ends of its steps, cached."""

    __slots__ = ("a", "b", "h", "n", "points", "seg", "t0", "t1")

    def __init__(self, t0: float, t1: float, a: Vec3, b: Vec3, seg: Segment | None = None):
        self.t0, self.t1, self.a, self.b, self.seg = t0, t1, a, b, seg
        span = t1 - t0
        if seg is not None:
            self.n = max(1, math.ceil(span / STEP))
        else:
            ax, ay, az = a
            bx, by, bz = b
            cx, cy, cz = ay * bz - az * by, az * bx - ax * bz, ax * by - ay * bx
            cross = math.sqrt(cx * cx + cy * cy + cz * cz)
            size_a = math.sqrt(ax * ax + ay * ay + az * az)
            size_b = math.sqrt(bx * bx + by * by + bz * bz)
            if cross <= 1e-12 * size_a * size_b:
                self.n = 1  # a fixed axis: one closed-form turn whatever its size
            else:
                ex, ey, ez = ax + bx * span, ay + by * span, az + bz * span
                most = max(size_a, math.sqrt(ex * ex + ey * ey + ez * ez)) * span
                self.n = max(1, math.ceil(most / STEP_ANGLE))
        self.h = span / self.n
        self.points: list[Quat] = []

    def step(self, q: Quat, start: float, h: float) -> Quat:
        """q turned over [start, start + h] (times from the piece's t0)."""
        if self.seg is not None:
            w = self.seg.spin(self.t0 + start + 0.5 * h)
            return turn(q, (w[0] * h, w[1] * h, w[2] * h))
        ax, ay, az = self.a
        bx, by, bz = self.b
        # ω from ``start``: a' + b·τ with a' = a + b·start.
        ax, ay, az = ax + bx * start, ay + by * start, az + bz * start
        k = 0.5 * h * h
        c = h * h * h / 12.0
        return turn(
            q,
            (
                ax * h + bx * k + (by * az - bz * ay) * c,
                ay * h + by * k + (bz * ax - bx * az) * c,
                az * h + bz * k + (bx * ay - by * ax) * c,
            ),
        )

    def at(self, start: Quat, t: float) -> Quat:
        """The orientation at t (t0 ≤ t ≤ t1), given the one at t0."""
        points = self.points
        if not points:
            points.append(start)
        tau = t - self.t0
        k = min(int(tau / self.h), self.n) if self.h > 0.0 else 0
        while len(points) <= k:
            j = len(points) - 1
            points.append(self.step(points[j], j * self.h, self.h))
        rest = tau - k * self.h
        if rest <= 0.0:
            return points[k]
        return self.step(points[k], k * self.h, rest)


def _pieces(seg: Segment, t1: float) -> list[_Piece]:
    """The segment from its start to t1 as pieces of linear spin."""
    t0 = seg.t0
    if t1 <= t0 or seg.state in (STATIONARY, POCKETED):
        return []
    if seg.state == FALLING:
        return [_Piece(t0, t1, (seg.wx, seg.wy, seg.wz), (0.0, 0.0, 0.0))]
    if seg.state == SLIDING:
        a: Vec3 = (seg.wx, seg.wy, seg.wz)
        b: Vec3 = (seg.dwx, seg.dwy, seg.wz_rate)
    elif seg.state == ROLLING:
        R = seg.R
        a = (-seg.vy / R, seg.vx / R, seg.wz)
        b = (-seg.ay / R, seg.ax / R, seg.wz_rate)
    elif seg.state == SPINNING:
        a = (0.0, 0.0, seg.wz)
        b = (0.0, 0.0, seg.wz_rate)
    else:
        return [_Piece(t0, t1, (0.0, 0.0, 0.0), (0.0, 0.0, 0.0), seg)]
    if seg.tz <= 0.0:
        # No side spin at all (Segment.spin gives z = 0 from τ = tz = 0 on).
        return [_Piece(t0, t1, (a[0], a[1], 0.0), (b[0], b[1], 0.0))]
    if t0 + seg.tz >= t1:
        return [_Piece(t0, t1, a, b)]
    # The side spin stops at tz: after it the spin has no z part.
    mid = t0 + seg.tz
    tau = seg.tz
    after = (a[0] + b[0] * tau, a[1] + b[1] * tau, 0.0)
    return [_Piece(t0, mid, a, b), _Piece(mid, t1, after, (b[0], b[1], 0.0))]


class Track:
    """Lazily integrated orientation of one ball from its segments (up to ``end``)."""

    def __init__(self, segments: Sequence[Segment], end: float) -> None:
        self._end = end
        self._pieces: list[_Piece] = []
        for k, seg in enumerate(segments):
            stop = segments[k + 1].t0 if k + 1 < len(segments) else end
            self._pieces.extend(_pieces(seg, min(stop, end)))
        self._starts = [p.t0 for p in self._pieces]
        self._at_start: list[Quat] = [IDENTITY]  # orientation at each piece's t0

    def at(self, t: float) -> Quat:
        t = min(max(t, 0.0), self._end)
        k = bisect.bisect_right(self._starts, t) - 1
        if k < 0:
            return IDENTITY
        while len(self._at_start) <= k:
            j = len(self._at_start) - 1
            piece = self._pieces[j]
            self._at_start.append(piece.at(self._at_start[j], piece.t1))
        piece = self._pieces[k]
        return piece.at(self._at_start[k], min(t, piece.t1))
