"""Assist lines read from a simulation of the exact stroke (never a geometric guess).

Given the engine's result for the stroke about to be played, find the cue ball's first
contact and draw: the cue ball's path to it, the ghost ball
(the cue ball's centre at that moment), the object ball's path after it, and the cue ball's
path after it, each up to that ball's next contact. Paths are points of the exact motion.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from app.table.scene import AimGuide
from game.physics.api import GONE, SimResult
from game.physics.motion import ROLLING
from game.tables import Point

MAX_AFTER = 0.9  # metres of path shown after the contact (level "full")
PATH_HZ = 120  # points per second of shot time along a drawn path


SLIDE_HZ = 90  # points per second along a sliding (possibly curving) piece of a full path


def _along(result: SimResult, ball: str, t0: float, t1: float, hz: float) -> Iterator[Point]:
    """The ball's centre from t0 to t1, read piece by piece from the engine's own motion: a
    rolling piece is straight (its two ends), any other moving piece is sampled at ``hz``;
    nothing once the ball has left the table. Walking the pieces, not looking each sample
    up, keeps a slow shot cheap: a ball rolling for seconds is two points, not hundreds."""
    segs = result.segments[ball]
    for i, seg in enumerate(segs):
        if seg.state in GONE:
            return
        # A piece holds until the next one starts (an event may end it before its t1).
        stop = segs[i + 1].t0 if i + 1 < len(segs) else seg.t1
        a, b = max(seg.t0, t0), min(seg.t1, stop, t1)
        if not seg.moving or b <= a:
            continue
        n = 1 if seg.state == ROLLING else max(2, math.ceil((b - a) * hz))
        for k in range(n + 1):
            yield seg.pos(a + (b - a) * k / n)


def _path(result: SimResult, ball: str, t0: float, t1: float, cap: float) -> tuple[Point, ...]:
    """The ball's centre from t0 to t1 (at most ``cap`` metres of it)."""
    out = [result.ball_state(ball, t0).pos]
    length = 0.0
    for p in _along(result, ball, t0, t1, PATH_HZ):
        step = math.dist(p, out[-1])
        if step == 0.0:
            continue
        if length + step > cap:
            f = (cap - length) / step
            out.append((out[-1][0] + (p[0] - out[-1][0]) * f, out[-1][1] + (p[1] - out[-1][1]) * f))
            break
        length += step
        out.append(p)
    return tuple(out)


def full_paths(result: SimResult, cushions: int = 0) -> tuple[tuple[str, tuple[Point, ...]], ...]:
    """Every ball the stroke moves, its centre's whole run from the engine's own motion:
    the cue ball first, then the others by name. A rolling piece is straight (its two
    ends); a sliding one (draw, follow, massé curving) is sampled. ``cushions`` > 0 ends each
    ball's path at its cushion after that many (the leg after the last one counted shows
    where it heads); 0: to rest. Every event position lies on the polyline (segments start
    and end at events)."""
    out: list[tuple[str, tuple[Point, ...]]] = []
    order = sorted(result.segments, key=lambda b: (b != result.struck, b))
    for ball in order:
        end = result.duration
        if cushions > 0:
            hits = [e.t for e in result.events if e.type.is_cushion() and e.ball == ball]
            if len(hits) > cushions:
                end = hits[cushions]
        pts: list[Point] = []
        for p in _along(result, ball, 0.0, end, SLIDE_HZ):
            if not pts or p != pts[-1]:
                pts.append(p)
        if len(pts) >= 2:
            out.append((ball, tuple(pts)))
    return tuple(out)


def guide_from_result(
    cue: str, result: SimResult, level: str = "full", cushions: int = 0
) -> AimGuide | None:
    if cue not in result.segments or (result.first_part and level != "path"):
        return None  # (lines to the first contact and past it may reach past a first part)
    first = next(
        (e for e in result.events if e.type.is_contact() and e.involves(cue)),
        None,
    )
    end_t = first.t if first is not None else result.duration
    cue_path = _path(result, cue, 0.0, end_t, math.inf)
    paths = full_paths(result, cushions) if level == "path" else ()
    other = first.other_ball(cue) if first is not None else None
    if first is None or other is None:
        return AimGuide(cue_path, None, None, (), (), paths)
    t = first.t
    ghost = result.ball_state(cue, t).pos

    def next_contact(ball: str) -> float:
        for e in result.events:
            if e.t > t and not e.type.is_strike() and e.involves(ball):
                return e.t
        return result.duration

    object_path = _path(result, other, t, next_contact(other), MAX_AFTER)
    cue_after = _path(result, cue, t, next_contact(cue), MAX_AFTER)
    return AimGuide(cue_path, ghost, other, object_path, cue_after, paths)
