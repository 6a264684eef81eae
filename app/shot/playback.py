"""Where everything is at time t of a simulated shot, asked of the engine's own result.

Pure Python (no Qt), so frames can be checked exactly in tests. Every frame reads the
engine's state at t (``SimResult.state_at``, ball by ball): the exact closed-form positions,
the ball's orientation (for the spot marking; integrated, so asked only of balls that move)
and each pin's fall, at whatever frame rate the screen runs. Nothing is re-sampled or
interpolated here; trails are points of the exact path at fixed times.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field

from app.table.scene import FallenPin
from game.events import Event
from game.physics.api import SimResult
from game.physics.motion import STATIONARY
from game.tables import Point

DROP_TIME = 0.25  # seconds a pocketed ball takes to disappear
TRAIL_TIME = 0.6  # seconds of faint trail behind a moving ball
TRAIL_HZ = 60  # trail points per second of shot time
UP = (0.0, 0.0, 1.0)  # a ball's marking before its first shot: on top

Vec3 = tuple[float, float, float]
Quat = tuple[float, float, float, float]


@dataclass(frozen=True)
class Frame:
    balls: dict[str, Point]
    vanishing: dict[str, float]
    fallen: dict[str, FallenPin]
    pins: dict[str, Point]
    trails: dict[str, tuple[Point, ...]]
    rolls: dict[str, Vec3]
    heights: dict[str, float] = field(default_factory=dict)  # balls in the air: bottom, m


class Playback:
    """One simulated shot, read at any time. ``rolls`` are the balls' world-frame marking
    directions at the start (carried over from the previous shot's ``end_rolls``)."""

    def __init__(self, result: SimResult, rolls: Mapping[str, Vec3] | None = None) -> None:
        self.result = result
        self.duration = result.duration
        self.events: tuple[Event, ...] = tuple(result.events)
        self.gone_at: dict[str, float] = {}
        for e in self.events:
            if e.type in ("pocket", "off_table") and e.ball is not None:
                self.gone_at.setdefault(e.ball, e.t)
        self.start_rolls = dict(rolls or {})
        # Balls that never move keep their place and marking: no trail, no turning.
        self.moving = {
            b for b, segs in result.segments.items() if any(s.state != STATIONARY for s in segs)
        }
        self._trail_points: dict[tuple[str, int], Point] = {}

    def frame(self, t: float) -> Frame:
        t = min(max(t, 0.0), self.duration)
        balls: dict[str, Point] = {}
        vanishing: dict[str, float] = {}
        trails: dict[str, tuple[Point, ...]] = {}
        rolls: dict[str, Vec3] = {}
        heights: dict[str, float] = {}
        for ball in sorted(self.result.segments):
            # The engine's state at t (as ``state_at`` gives it); the orientation, which is
            # integrated, only for balls that move.
            state = self.result.ball_state(ball, t)
            gone = self.gone_at.get(ball)
            pos = state.pos
            if gone is not None and t >= gone:
                f = min(1.0, (t - gone) / DROP_TIME)
                if f >= 1.0:
                    continue
                vanishing[ball] = f
                pos = self._at(ball, gone)
            elif not state.on_table:
                continue
            balls[ball] = pos
            if state.z > 0.0 and ball not in vanishing:
                heights[ball] = state.z
            if ball in self.moving:
                trail = self._trail(ball, t, pos)
                if trail:
                    trails[ball] = trail
                turned = _turn(self.result.orientation(ball, t), self._mark(ball))
                rolls[ball] = _to_screen(turned)
            else:
                rolls[ball] = _to_screen(self._mark(ball))
        fallen: dict[str, FallenPin] = {}
        pins: dict[str, Point] = {}
        for pin in self.result.pins:
            ps = self.result.pin_state(pin, t)
            if ps.standing:
                pins[pin] = ps.pos
            else:
                dx, dy = ps.direction
                angle = math.atan2(dy, dx) if (dx, dy) != (0.0, 0.0) else math.pi / 2
                fallen[pin] = FallenPin(ps.pos, angle)
        return Frame(balls, vanishing, fallen, pins, trails, rolls, heights)

    def end_rolls(self) -> dict[str, Vec3]:
        """The world-frame marking directions at rest, carried into the next shot."""
        out = {}
        for ball in self.result.segments:
            mark = self._mark(ball)
            if ball in self.moving:
                mark = _turn(self.result.orientation(ball, self.duration), mark)
            out[ball] = mark
        return out

    # -- helpers ----------------------------------------------------------------------------
    def _mark(self, ball: str) -> Vec3:
        return self.start_rolls.get(ball, UP)

    def _at(self, ball: str, t: float) -> Point:
        """The ball's centre at t; at its drop, where it was just before."""
        state = self.result.ball_state(ball, t)
        if state.on_table:
            return state.pos
        return self.result.ball_state(ball, math.nextafter(t, 0.0)).pos

    def _trail(self, ball: str, t: float, now: Point) -> tuple[Point, ...]:
        """Points of the exact path at fixed times over the last ``TRAIL_TIME`` (each
        computed once per shot), ending where the ball is now."""
        gone = self.gone_at.get(ball, math.inf)
        k0 = max(0, math.ceil((t - TRAIL_TIME) * TRAIL_HZ))
        k1 = math.floor(min(t, gone) * TRAIL_HZ)
        pts: list[Point] = []
        for k in range(k0, k1 + 1):
            key = (ball, k)
            p = self._trail_points.get(key)
            if p is None:
                p = self._trail_points[key] = self._at(ball, k / TRAIL_HZ)
            pts.append(p)
        pts.append(now)
        if len(pts) >= 2 and math.dist(pts[0], pts[-1]) > 0.005:
            return tuple(pts)
        return ()


def _turn(q: Quat, v: Vec3) -> Vec3:
    """v rotated by the unit quaternion q (w, x, y, z): q v q*."""
    w, x, y, z = q
    vx, vy, vz = v
    # t = 2 (q.xyz × v); v' = v + w t + q.xyz × t
    tx, ty, tz = 2 * (y * vz - z * vy), 2 * (z * vx - x * vz), 2 * (x * vy - y * vx)
    return (
        vx + w * tx + (y * tz - z * ty),
        vy + w * ty + (z * tx - x * tz),
        vz + w * tz + (x * ty - y * tx),
    )


def _to_screen(v: Vec3) -> Vec3:
    # world (x across, y along, z up) -> screen (right = y, down = x, towards viewer = z)
    return (v[1], v[0], v[2])


def world_roll_to_screen(v: Vec3) -> Vec3:
    return _to_screen(v)
