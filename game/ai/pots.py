"""Where to look on a pocket table: pots a player would think of, from the geometry alone.

- A pot: the striking ball sent to the ghost ball that drives an object ball into a
  pocket, with both paths clear and the cut not too thin.
- A свояк (the struck ball itself into a pocket off an object ball): the ghost ball from
  which the struck ball leaves along the tangent line towards the pocket (the 90° rule:
  the ghost lies on the circle over the object ball and the pocket).
- Spots for a ball in hand: behind an object ball on its line to a pocket, so the pot is
  straight.
Each is ranked by an ease estimate (cut, distances) so a small budget tries the easy ones.
The engine and the referee judge them; nothing here is a rule.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from game.physics.table_geometry import geometry
from game.tables import Point

# How far inside the mouth line the object ball's centre is aimed (along the pocket's axis).
AIM_DEPTH = 0.02
# Object-ball directions a pocket takes, off its axis: a corner (along a rail is 45°) and a
# side pocket (its mouth is short and faces straight across).
CORNER_OPEN_DEG = 52.0
SIDE_OPEN_DEG = 58.0
MAX_CUT_DEG = 76.0
# A свояк needs the struck ball to meet the object ball at least this full (cosine of the
# angle between its path and the line of centres), or it hardly turns.
SVOYAK_MIN_DOT = 0.12


@dataclass(frozen=True)
class Pot:
    striker: str  # the ball struck with the cue
    ball: str  # the object ball met first
    pocket: str  # the pocket id ("foot_right", ...)
    aim_deg: float  # the direction the striker leaves in
    ease: float  # larger is easier
    svoyak: bool  # the striker goes in, not the object ball
    distance: float  # striker to ghost ball, m
    run: float  # the pocketed ball's run from the contact to the pocket, m


@cache
def pocket_targets(table: str) -> dict[str, tuple[Point, Point]]:
    """Each pocket's aiming point (a little inside the mouth) and its axis out of the table."""
    out: dict[str, tuple[Point, Point]] = {}
    for p in geometry(table).pockets:
        out[p.id] = ((p.mx + p.ax * AIM_DEPTH, p.my + p.ay * AIM_DEPTH), (p.ax, p.ay))
    return out


def _unit(dx: float, dy: float) -> tuple[float, float, float]:
    n = math.hypot(dx, dy)
    return (dx / n, dy / n, n) if n > 1e-9 else (0.0, 0.0, 0.0)


def _deg(dx: float, dy: float) -> float:
    return math.degrees(math.atan2(dy, dx)) % 360.0


def clear(a: Point, b: Point, obstacles: Sequence[Point], width: float) -> bool:
    """No obstacle centre closer than ``width`` to the segment a→b."""
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    n2 = dx * dx + dy * dy
    if n2 < 1e-12:
        return True
    for ox, oy in obstacles:
        t = max(0.0, min(1.0, ((ox - ax) * dx + (oy - ay) * dy) / n2))
        if math.hypot(ox - (ax + t * dx), oy - (ay + t * dy)) < width:
            return False
    return True


def _opens(axis: Point, ux: float, uy: float, pocket: str) -> bool:
    """The pocket takes a ball travelling along (ux, uy)."""
    off = math.degrees(math.acos(max(-1.0, min(1.0, ux * axis[0] + uy * axis[1]))))
    return off <= (SIDE_OPEN_DEG if pocket.startswith("side") else CORNER_OPEN_DEG)


def pots(
    balls: Mapping[str, Point],
    strikers: Sequence[str],
    table: str,
    r: float,
    objects_on: Sequence[str] | None = None,
) -> list[Pot]:
    """Every geometric pot and свояк from this position, easiest first (deterministic).
    ``objects_on``: the object balls that may be met first (None: all)."""
    targets = pocket_targets(table)
    found: list[Pot] = []
    for s in strikers:
        sp = balls[s]
        for o in sorted(balls):
            if o == s or (objects_on is not None and o not in objects_on):
                continue
            op = balls[o]
            others = [p for b, p in balls.items() if b not in (s, o)]
            for pocket, (tp, axis) in sorted(targets.items()):
                found.extend(_object_pot(s, sp, o, op, pocket, tp, axis, others, r))
                found.extend(_svoyak(s, sp, o, op, pocket, tp, axis, others, r))
    found.sort(key=lambda p: (-p.ease, p.striker, p.ball, p.pocket, p.svoyak))
    return found


def _object_pot(
    s: str,
    sp: Point,
    o: str,
    op: Point,
    pocket: str,
    tp: Point,
    axis: Point,
    others: Sequence[Point],
    r: float,
) -> list[Pot]:
    ux, uy, run = _unit(tp[0] - op[0], tp[1] - op[1])
    if run == 0.0 or not _opens(axis, ux, uy, pocket):
        return []
    ghost = (op[0] - 2 * r * ux, op[1] - 2 * r * uy)
    vx, vy, dist = _unit(ghost[0] - sp[0], ghost[1] - sp[1])
    if dist < 1e-6:
        return []
    cut = math.degrees(math.acos(max(-1.0, min(1.0, vx * ux + vy * uy))))
    if cut > MAX_CUT_DEG:
        return []
    if not clear(sp, ghost, others, 2 * r - 1e-4):
        return []
    if not clear(op, tp, [*others, sp], 2 * r):
        return []
    ease = math.cos(math.radians(cut)) ** 2 / ((0.4 + dist) * (0.4 + run))
    return [Pot(s, o, pocket, _deg(vx, vy), ease, False, dist, run)]


def _svoyak(
    s: str,
    sp: Point,
    o: str,
    op: Point,
    pocket: str,
    tp: Point,
    axis: Point,
    others: Sequence[Point],
    r: float,
) -> list[Pot]:
    dx, dy, d = _unit(tp[0] - op[0], tp[1] - op[1])
    if d <= 2 * r:
        return []
    alpha = math.acos(2 * r / d)  # the ghost sees the object ball and the pocket at 90°
    out: list[Pot] = []
    base = math.atan2(dy, dx)
    for sign in (1.0, -1.0):
        th = base + sign * alpha
        ghost = (op[0] + 2 * r * math.cos(th), op[1] + 2 * r * math.sin(th))
        vx, vy, dist = _unit(ghost[0] - sp[0], ghost[1] - sp[1])
        if dist < 1e-6:
            continue
        nx, ny = (op[0] - ghost[0]) / (2 * r), (op[1] - ghost[1]) / (2 * r)
        dot = vx * nx + vy * ny
        if dot < SVOYAK_MIN_DOT:
            continue
        tx, ty, tl = _unit(vx - dot * nx, vy - dot * ny)
        wx, wy, run = _unit(tp[0] - ghost[0], tp[1] - ghost[1])
        if tl == 0.0 or tx * wx + ty * wy < 0.9 or not _opens(axis, wx, wy, pocket):
            continue
        if not clear(sp, ghost, others, 2 * r - 1e-4) or not clear(ghost, tp, others, 2 * r):
            continue
        # A stun shot sends the struck ball along the tangent only when hit fairly full;
        # the thinner the hit, the less speed it keeps (sin of the cut).
        keep = math.sqrt(max(0.0, 1.0 - dot * dot))
        ease = 0.8 * keep * dot / ((0.4 + dist) * (0.4 + run))
        out.append(Pot(s, o, pocket, _deg(vx, vy), ease, True, dist, run))
    return out


def pot_speed(p: Pot) -> float:
    """A pace (m/s) that gets the pocketed ball there without rattling: the struck ball
    loses speed to the cut, the pocketed ball to its run."""
    return round(min(5.5, 0.9 + 0.55 * (p.distance + p.run)), 3)


def hand_spots(
    balls: Mapping[str, Point],
    objects_on: Sequence[str],
    table: str,
    r: float,
    behind: Sequence[float] = (0.25, 0.45, 0.7),
) -> list[tuple[Point, float]]:
    """Spots for a ball in hand straight behind an object ball on its line to a pocket,
    with the pot's ease (the caller keeps those in its area and free of balls)."""
    out: list[tuple[Point, float]] = []
    for o in objects_on:
        op = balls[o]
        others = [p for b, p in balls.items() if b != o]
        for pocket, (tp, axis) in sorted(pocket_targets(table).items()):
            ux, uy, run = _unit(tp[0] - op[0], tp[1] - op[1])
            if run == 0.0 or not _opens(axis, ux, uy, pocket) or not clear(op, tp, others, 2 * r):
                continue
            for k in behind:
                spot = (op[0] - (2 * r + k) * ux, op[1] - (2 * r + k) * uy)
                ghost = (op[0] - 2 * r * ux, op[1] - 2 * r * uy)
                if not clear(spot, ghost, others, 2 * r):
                    continue
                out.append(
                    ((round(spot[0], 4), round(spot[1], 4)), 1.0 / ((0.4 + k) * (0.4 + run)))
                )
    out.sort(key=lambda sp: (-sp[1], sp[0]))
    return out
