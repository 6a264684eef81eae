"""One ball's sampled path, read at any time without cutting corners at collisions.

Between two events a ball's position is quadratic in time (physics.md, "Cloth"), so a chord
between samples is accurate; across a collision it is not: at 60 Hz a chord through a cut
shot misses the contact point by a centimetre. So a time is read only from samples on its
own side of the nearest events of that ball, extrapolating the quadratic from up to three of
them when the event falls between two samples.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence

from game.tables import Point


class Track:
    def __init__(self, ts: Sequence[float], ps: Sequence[Point], events: Sequence[float] = ()):
        self.ts = list(ts)
        self.ps = list(ps)
        self.events = sorted(events)

    def __bool__(self) -> bool:
        return bool(self.ts)

    def at(self, t: float) -> Point:
        ts, ps = self.ts, self.ps
        if t <= ts[0]:
            return ps[0]
        if t >= ts[-1]:
            return ps[-1]
        i = bisect.bisect_right(ts, t)  # ts[i-1] <= t < ts[i]
        # The piece of motion t belongs to: between the events around it.
        k = bisect.bisect_right(self.events, t)
        lo = self.events[k - 1] if k > 0 else float("-inf")
        hi = self.events[k] if k < len(self.events) else float("inf")
        t0, t1 = ts[i - 1], ts[i]
        if t0 >= lo and t1 <= hi:
            f = (t - t0) / (t1 - t0) if t1 > t0 else 1.0
            (x0, y0), (x1, y1) = ps[i - 1], ps[i]
            return (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f)
        # An event lies between the samples: use only samples inside [lo, hi].
        if t1 > hi:
            idx = [j for j in range(i - 1, max(-1, i - 4), -1) if ts[j] >= lo]
        else:
            idx = [j for j in range(i, min(len(ts), i + 3)) if ts[j] <= hi]
        if len(idx) < 2:
            f = (t - t0) / (t1 - t0) if t1 > t0 else 1.0
            (x0, y0), (x1, y1) = ps[i - 1], ps[i]
            return (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f)
        return _lagrange([ts[j] for j in idx], [ps[j] for j in idx], t)


def _lagrange(ts: list[float], ps: list[Point], t: float) -> Point:
    x = y = 0.0
    for a, (ta, pa) in enumerate(zip(ts, ps, strict=True)):
        w = 1.0
        for b, tb in enumerate(ts):
            if b != a:
                w *= (t - tb) / (ta - tb)
        x += w * pa[0]
        y += w * pa[1]
    return (x, y)


def event_times(events: Sequence[dict], ball: str) -> list[float]:  # type: ignore[type-arg]
    """Times at which the ball's motion changes abruptly (contacts, strike)."""
    out = []
    for e in events:
        if e.get("type") in ("strike", "ball", "cushion", "pin") and ball in (
            e.get("ball"),
            e.get("a"),
            e.get("b"),
        ):
            out.append(float(e["t"]))
    return out
