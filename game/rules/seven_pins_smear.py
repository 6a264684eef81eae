"""Rule 7C-24: are the object balls "smeared" (замазаны) for the cue ball?

Decision (rules.md): smeared when the cue ball is frozen against an object ball, or no
straight line from the cue ball reaches any part of either object ball. A straight shot
reaches a ball when the cue ball, rolling along the line, meets it before meeting anything
else on the cloth: the other object ball or a standing pin.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from game.layouts import PYRAMID_BALL_R
from game.tables import Point

R = PYRAMID_BALL_R
FROZEN_TOL = 0.001  # centres within 2R + 1 mm count as frozen (touching)
SAMPLES = 181  # directions tried across the cone that meets a target ball


def _first_contact(
    ox: float, oy: float, ux: float, uy: float, px: float, py: float, reach: float
) -> float | None:
    """Distance the cue ball travels from (ox, oy) along unit (ux, uy) before its centre
    comes within ``reach`` of (px, py); None when it never does (or it lies behind)."""
    dx, dy = px - ox, py - oy
    along = dx * ux + dy * uy
    if along <= 0.0:
        return None
    off = abs(dx * uy - dy * ux)
    if off >= reach:
        return None
    return along - math.sqrt(reach * reach - off * off)


def reachable(cue: Point, target: Point, blockers: list[tuple[Point, float]]) -> bool:
    """True when some straight shot of the cue ball meets ``target`` first.

    ``blockers`` are (centre, radius) of everything else standing on the cloth.
    """
    dx, dy = target[0] - cue[0], target[1] - cue[1]
    d = math.hypot(dx, dy)
    if d <= 2 * R:
        return True
    base = math.atan2(dy, dx)
    half = math.asin(2 * R / d)
    for k in range(SAMPLES):
        # Strictly inside the cone: a grazing line is not a contact anyone could play.
        theta = base + half * (2 * (k + 1) / (SAMPLES + 1) - 1)
        ux, uy = math.cos(theta), math.sin(theta)
        hit = _first_contact(cue[0], cue[1], ux, uy, target[0], target[1], 2 * R)
        if hit is None:
            continue
        blocked = False
        for (bx, by), rb in blockers:
            s = _first_contact(cue[0], cue[1], ux, uy, bx, by, R + rb)
            if s is not None and s < hit:
                blocked = True
                break
        if not blocked:
            return True
    return False


def smeared(balls: Mapping[str, Point], pins: Mapping[str, tuple[Point, float]]) -> bool:
    """7C-24 Decision. ``balls`` must hold cue, o1 and o2; ``pins`` maps each standing pin to
    (place, radius)."""
    cue = balls["cue"]
    objects = ("o1", "o2")
    for ball in objects:
        p = balls[ball]
        if math.hypot(p[0] - cue[0], p[1] - cue[1]) <= 2 * R + FROZEN_TOL:
            return True
    pin_blockers = [pins[k] for k in sorted(pins)]
    for ball in objects:
        other = "o2" if ball == "o1" else "o1"
        blockers = [(balls[other], R), *pin_blockers]
        if reachable(cue, balls[ball], blockers):
            return False
    return True
