"""Assist lines read from a simulation of the exact stroke (never a geometric guess).

Given the simulate result of the stroke about to be played, find the cue ball's first
contact and cut the trajectories into: the cue ball's path to it, the ghost ball (the cue
ball's centre at that moment), the object ball's path after it, and the cue ball's path after
it, each up to that ball's next contact.
"""

from __future__ import annotations

import bisect
from collections.abc import Mapping, Sequence
from typing import Any

from app.scene import AimGuide
from game.tables import Point

MAX_AFTER = 0.9  # metres of path shown after the contact


def _involves(e: Mapping[str, Any], ball: str) -> bool:
    return ball in (e.get("ball"), e.get("a"), e.get("b"))


def _rows(traj: Mapping[str, Any], ball: str) -> tuple[list[float], list[Point]]:
    rows = traj.get(ball) or []
    return [float(r[0]) for r in rows], [(float(r[1]), float(r[2])) for r in rows]


def _at(ts: list[float], ps: list[Point], t: float) -> Point:
    if t <= ts[0]:
        return ps[0]
    if t >= ts[-1]:
        return ps[-1]
    i = bisect.bisect_right(ts, t)
    t0, t1 = ts[i - 1], ts[i]
    f = (t - t0) / (t1 - t0) if t1 > t0 else 1.0
    return (
        ps[i - 1][0] + (ps[i][0] - ps[i - 1][0]) * f,
        ps[i - 1][1] + (ps[i][1] - ps[i - 1][1]) * f,
    )


def _segment(
    ts: list[float], ps: list[Point], t0: float, t1: float, cap: float
) -> tuple[Point, ...]:
    if not ts:
        return ()
    out = [_at(ts, ps, t0)]
    i0 = bisect.bisect_right(ts, t0)
    i1 = bisect.bisect_left(ts, t1)
    length = 0.0
    for p in [*ps[i0:i1], _at(ts, ps, t1)]:
        step = ((p[0] - out[-1][0]) ** 2 + (p[1] - out[-1][1]) ** 2) ** 0.5
        if length + step > cap and step > 0:
            f = (cap - length) / step
            out.append((out[-1][0] + (p[0] - out[-1][0]) * f, out[-1][1] + (p[1] - out[-1][1]) * f))
            break
        length += step
        out.append(p)
    return tuple(out)


def guide_from_result(cue: str, result: Mapping[str, Any]) -> AimGuide | None:
    traj = result.get("trajectory") or {}
    events: Sequence[Mapping[str, Any]] = result.get("events") or []
    ts, ps = _rows(traj, cue)
    if not ts:
        return None
    first = next(
        (e for e in events if e.get("type") in ("ball", "cushion", "pin") and _involves(e, cue)),
        None,
    )
    end_t = float(first["t"]) if first is not None else ts[-1]
    cue_path = _segment(ts, ps, ts[0], end_t, 1e9)
    if first is None or first.get("type") != "ball":
        return AimGuide(cue_path, None, None, (), ())
    t = float(first["t"])
    other = first["b"] if first.get("a") == cue else first.get("a")
    ghost = _at(ts, ps, t)

    def next_contact(ball: str) -> float:
        for e in events:
            if float(e.get("t", 0.0)) > t and e.get("type") != "strike" and _involves(e, ball):
                return float(e["t"])
        return float(result.get("duration") or ts[-1])

    ots, ops = _rows(traj, str(other))
    object_path = _segment(ots, ops, t, next_contact(str(other)), MAX_AFTER) if ots else ()
    cue_after = _segment(ts, ps, t, next_contact(cue), MAX_AFTER)
    return AimGuide(cue_path, ghost, str(other), object_path, cue_after)
