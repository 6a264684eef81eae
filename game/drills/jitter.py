"""Seeded nudges of a few millimetres, so a drill is never quite the same twice.

Each ball (in id order) moves by up to ``max_mm`` in a random direction from a seeded RNG;
balls frozen together in the design stay put;
a nudge that would leave the cloth, touch another ball or stand on a pin is drawn again, and
after a few failures the ball stays where it was. Same drill and seed, same position.
"""

from __future__ import annotations

import math
import random
from dataclasses import replace

from game import disciplines
from game.drills.format import PIN_CLEARANCE, Drill, ball_radius
from game.tables import Point

DEFAULT_MM = 3.0
_TRIES = 12
_GAP = 0.0005  # keep half a millimetre between balls so none becomes frozen by accident


def jitter_balls(drill: Drill, seed: int, max_mm: float = DEFAULT_MM) -> dict[str, Point]:
    table = drill.table_dims
    r = ball_radius(table)
    rng = random.Random(seed)
    placed: dict[str, Point] = dict(drill.balls)
    keep = frozen_pairs(drill)
    for ball in sorted(drill.balls):
        if ball in keep:
            continue
        x, y = drill.balls[ball]
        for _ in range(_TRIES):
            angle = rng.uniform(0.0, 2.0 * math.pi)
            dist = max_mm / 1000.0 * math.sqrt(rng.random())
            p = (x + dist * math.cos(angle), y + dist * math.sin(angle))
            if _fits(p, ball, placed, drill, r, table.half_width, table.half_length):
                placed[ball] = p
                break
    return placed


def _fits(
    p: Point,
    ball: str,
    placed: dict[str, Point],
    drill: Drill,
    r: float,
    hw: float,
    hl: float,
) -> bool:
    if abs(p[0]) > hw - r or abs(p[1]) > hl - r:
        return False
    for other, q in placed.items():
        if other != ball and math.dist(p, q) < 2 * r + _GAP:
            return False
    for pin, q in drill.pins.items():
        if math.dist(p, q) < r + disciplines.pin_kind(drill.discipline, pin).radius + PIN_CLEARANCE:
            return False
    return True


def frozen_pairs(drill: Drill) -> set[str]:
    """Balls touching another ball in the design (frozen figures): jitter leaves them put."""
    r = ball_radius(drill.table_dims)
    out: set[str] = set()
    names = sorted(drill.balls)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            if math.dist(drill.balls[a], drill.balls[b]) < 2 * r + 1e-4:
                out.update((a, b))
    return out


def jitter(drill: Drill, seed: int, max_mm: float = DEFAULT_MM) -> Drill:
    """The drill with nudged balls (frozen balls and the drill's goal unchanged)."""
    return replace(drill, balls=jitter_balls(drill, seed, max_mm))
