"""Where everything is at time t of a simulated shot: interpolated trajectory samples.

Pure Python (no Qt), so frames can be checked exactly in tests. The physics gives samples at
a fixed rate; between two samples a ball moves along the straight chord, which at 60 Hz is
within a fraction of a millimetre of the true quadratic path.
"""

from __future__ import annotations

import bisect
import itertools
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app.scene import FallenPin
from app.track import Track, event_times
from game.tables import Point

DROP_TIME = 0.25  # seconds a pocketed ball takes to disappear
TRAIL_TIME = 0.6  # seconds of faint trail behind a moving ball

Vec3 = tuple[float, float, float]


@dataclass(frozen=True)
class Frame:
    balls: dict[str, Point]
    vanishing: dict[str, float]
    fallen: dict[str, FallenPin]
    pins: dict[str, Point]
    trails: dict[str, tuple[Point, ...]]
    rolls: dict[str, Vec3]


class Playback:
    def __init__(
        self,
        start_balls: Mapping[str, Point],
        start_pins: Mapping[str, Point],
        result: Mapping[str, Any],
        ball_radius: float,
        rolls: Mapping[str, Vec3] | None = None,
    ) -> None:
        self.start_balls = dict(start_balls)
        self.start_pins = dict(start_pins)
        self.events: list[dict[str, Any]] = list(result.get("events", []))
        self.duration = float(result.get("duration") or _last_time(self.events))
        traj = result.get("trajectory") or {}
        self.samples: dict[str, tuple[list[float], list[Point]]] = {}
        self.tracks: dict[str, Track] = {}
        for ball in sorted(traj):
            rows = traj[ball]
            ts = [float(r[0]) for r in rows]
            ps = [(float(r[1]), float(r[2])) for r in rows]
            if ts:
                self.samples[ball] = (ts, ps)
                self.tracks[ball] = Track(ts, ps, event_times(self.events, ball))
                self.duration = max(self.duration, ts[-1])
        final = result.get("final") or {}
        self.final_balls = {
            k: (float(v[0]), float(v[1])) for k, v in (final.get("balls") or {}).items()
        }
        self.gone_at: dict[str, float] = {}
        for e in self.events:
            if e.get("type") in ("pocket", "off_table") and e.get("ball"):
                self.gone_at.setdefault(e["ball"], float(e["t"]))
        self.r = ball_radius
        self.falls = self._falls()
        self.rolls = self._rolls(dict(rolls or {}))

    # -- positions ------------------------------------------------------------------------
    def position(self, ball: str, t: float) -> Point | None:
        if ball in self.tracks:
            return self.tracks[ball].at(t)
        if t >= self.duration and ball in self.final_balls:
            return self.final_balls[ball]
        return self.start_balls.get(ball)

    def _falls(self) -> dict[str, tuple[float, FallenPin]]:
        """Each fallen pin: when it fell and how it lies (along the push of what hit it)."""
        out: dict[str, tuple[float, FallenPin]] = {}
        for e in self.events:
            if e.get("type") != "pin_down":
                continue
            pin, by, t = e.get("pin"), e.get("by"), float(e["t"])
            if pin is None or pin in out or pin not in self.start_pins:
                continue
            base = self.start_pins[pin]
            angle = math.pi / 2
            if by in self.start_pins:
                src = self.start_pins[by]
                angle = math.atan2(base[1] - src[1], base[0] - src[0])
            else:
                # A ball pushes the pin along its own motion at the moment of the fall.
                now = self.position(str(by), t)
                before = self.position(str(by), t - 1.0 / 120.0)
                if now is not None and before is not None and math.dist(now, before) > 1e-6:
                    angle = math.atan2(now[1] - before[1], now[0] - before[0])
                elif now is not None:
                    angle = math.atan2(base[1] - now[1], base[0] - now[0])
            out[pin] = (t, FallenPin(base, angle))
        return out

    def _rolls(self, start: dict[str, Vec3]) -> dict[str, tuple[list[float], list[Vec3]]]:
        """The marking's direction per sample, turned by natural roll along the path."""
        out: dict[str, tuple[list[float], list[Vec3]]] = {}
        for ball, (ts, ps) in self.samples.items():
            m = start.get(ball, (0.0, 0.0, 1.0))
            # world frame: x across, y along, z up
            marks = [m]
            for (x0, y0), (x1, y1) in itertools.pairwise(ps):
                dx, dy = x1 - x0, y1 - y0
                d = math.hypot(dx, dy)
                if d > 1e-9:
                    # axis = z x u, angle = d / R (rolling without slipping)
                    ax, ay = -dy / d, dx / d
                    m = _rotate(m, (ax, ay, 0.0), d / self.r)
                marks.append(m)
            out[ball] = (ts, marks)
        return out

    def roll_at(self, ball: str, t: float) -> Vec3 | None:
        if ball not in self.rolls:
            return None
        ts, ms = self.rolls[ball]
        i = min(len(ms) - 1, max(0, bisect.bisect_right(ts, t) - 1))
        return ms[i]

    def frame(self, t: float) -> Frame:
        balls: dict[str, Point] = {}
        vanishing: dict[str, float] = {}
        trails: dict[str, tuple[Point, ...]] = {}
        rolls: dict[str, Vec3] = {}
        for ball in sorted(set(self.start_balls) | set(self.samples)):
            p = self.position(ball, t)
            if p is None:
                continue
            gone = self.gone_at.get(ball)
            if gone is not None and t >= gone:
                f = min(1.0, (t - gone) / DROP_TIME)
                if f >= 1.0:
                    continue
                vanishing[ball] = f
            balls[ball] = p
            if ball in self.samples:
                ts, ps = self.samples[ball]
                i0 = bisect.bisect_left(ts, t - TRAIL_TIME)
                i1 = bisect.bisect_right(ts, t)
                pts = [*ps[i0:i1], p]
                if len(pts) >= 2 and math.dist(pts[0], pts[-1]) > 0.005:
                    trails[ball] = tuple(pts)
            r = self.roll_at(ball, t)
            if r is not None:
                rolls[ball] = _to_screen(r)
        fallen = {pin: f for pin, (tf, f) in self.falls.items() if t >= tf}
        pins = {p: xy for p, xy in self.start_pins.items() if p not in fallen}
        return Frame(balls, vanishing, fallen, pins, trails, rolls)

    def end_rolls(self) -> dict[str, Vec3]:
        """The world-frame marking directions at rest, carried into the next shot."""
        return {b: ms[-1] for b, (_ts, ms) in self.rolls.items()}


def _last_time(events: list[dict[str, Any]]) -> float:
    return max((float(e.get("t", 0.0)) for e in events), default=0.0)


def _rotate(v: Vec3, k: Vec3, angle: float) -> Vec3:
    """Rodrigues: v turned by ``angle`` about the unit axis k."""
    c, s = math.cos(angle), math.sin(angle)
    kx, ky, kz = k
    vx, vy, vz = v
    cx, cy, cz = ky * vz - kz * vy, kz * vx - kx * vz, kx * vy - ky * vx
    dot = kx * vx + ky * vy + kz * vz
    return (
        vx * c + cx * s + kx * dot * (1 - c),
        vy * c + cy * s + ky * dot * (1 - c),
        vz * c + cz * s + kz * dot * (1 - c),
    )


def _to_screen(v: Vec3) -> Vec3:
    # world (x across, y along, z up) -> screen (right = y, down = x, towards viewer = z)
    return (v[1], v[0], v[2])


def world_roll_to_screen(v: Vec3) -> Vec3:
    return _to_screen(v)
