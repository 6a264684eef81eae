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
from app.track import Track, event_times
from game.tables import Point

MAX_AFTER = 0.9  # metres of path shown after the contact


def _involves(e: Mapping[str, Any], ball: str) -> bool:
    return ball in (e.get("ball"), e.get("a"), e.get("b"), e.get("by"))


def _rows(traj: Mapping[str, Any], ball: str, events: Sequence[Mapping[str, Any]]) -> Track:
    rows = traj.get(ball) or []
    return Track(
        [float(r[0]) for r in rows],
        [(float(r[1]), float(r[2])) for r in rows],
        event_times(events, ball),  # type: ignore[arg-type]
    )


def _segment(track: Track, t0: float, t1: float, cap: float) -> tuple[Point, ...]:
    if not track:
        return ()
    ts, ps = track.ts, track.ps
    out = [track.at(t0)]
    i0 = bisect.bisect_right(ts, t0)
    i1 = bisect.bisect_left(ts, t1)
    length = 0.0
    for p in [*ps[i0:i1], track.at(t1)]:
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
    track = _rows(traj, cue, events)
    if not track:
        return None
    first = next(
        (e for e in events if e.get("type") in ("ball", "cushion", "pin") and _involves(e, cue)),
        None,
    )
    end_t = float(first["t"]) if first is not None else track.ts[-1]
    cue_path = _segment(track, track.ts[0], end_t, 1e9)
    if first is None or first.get("type") != "ball":
        return AimGuide(cue_path, None, None, (), ())
    t = float(first["t"])
    other = str(first["b"] if first.get("a") == cue else first.get("a"))
    ghost = track.at(t)

    def next_contact(ball: str) -> float:
        for e in events:
            if float(e.get("t", 0.0)) > t and e.get("type") != "strike" and _involves(e, ball):
                return float(e["t"])
        return float(result.get("duration") or track.ts[-1])

    other_track = _rows(traj, other, events)
    object_path = _segment(other_track, t, next_contact(other), MAX_AFTER) if other_track else ()
    cue_after = _segment(track, t, next_contact(cue), MAX_AFTER)
    return AimGuide(cue_path, ghost, other, object_path, cue_after)
