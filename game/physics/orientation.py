"""Ball orientation for drawing a rotating spot (not used by the physics).

The spin is known exactly at every instant (motion.py); the orientation is its time
integral, which has no closed form when the spin axis turns. We integrate the quaternion
with the midpoint spin over fixed steps of ``STEP`` seconds, caching a checkpoint per step,
so any frame time costs one partial step. Quaternions are (w, x, y, z), world frame,
starting at identity.
"""

from __future__ import annotations

import math
from collections.abc import Callable

STEP = 1.0 / 240.0

Quat = tuple[float, float, float, float]
SpinAt = Callable[[float], tuple[float, float, float]]


def rotate(q: Quat, w: tuple[float, float, float], dt: float) -> Quat:
    """q turned by the world-frame angular velocity w for dt seconds."""
    ax, ay, az = w[0] * dt, w[1] * dt, w[2] * dt
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


class Track:
    """Lazily integrated orientation of one ball."""

    def __init__(self, spin_at: SpinAt, end: float) -> None:
        self._spin_at = spin_at
        self._end = end
        self._points: list[Quat] = [(1.0, 0.0, 0.0, 0.0)]

    def at(self, t: float) -> Quat:
        t = min(max(t, 0.0), self._end)
        k = int(t / STEP)
        while len(self._points) <= k:
            i = len(self._points) - 1
            mid = (i + 0.5) * STEP
            self._points.append(rotate(self._points[i], self._spin_at(mid), STEP))
        rest = t - k * STEP
        if rest <= 0.0:
            return self._points[k]
        return rotate(self._points[k], self._spin_at(k * STEP + 0.5 * rest), rest)
