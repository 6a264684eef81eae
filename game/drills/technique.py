"""What a stroke shows a player: where the tip met the cue ball, the spin the cue ball
carries into its first ball, and the side it takes into its first cushion.

A drill's note coaches a technique ("with follow", "reverse side"). The drill declares it
as data (``technique`` in its pack), and ``drills verify`` checks that the reference stroke
really shows it: a reference found again under new physics can solve the goal with another
tip, and the note would then teach what the stroke does not do.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterable

from game.physics.api import SimResult
from game.physics.table_geometry import Geometry
from game.stroke import Stroke


class Technique(enum.Enum):
    HIGH = "high"  # struck above the centre
    LOW = "low"  # struck below the centre
    SIDE = "side"  # struck off the vertical axis, either way
    FOLLOW = "follow"  # top spin carried into the first ball
    DRAW = "draw"  # back spin carried into the first ball
    STUN = "stun"  # little spin either way at the first ball: the cue ball leaves square
    RUNNING = "running"  # side that widens the first cushion's angle
    REVERSE = "reverse"  # side that shortens it


NAMES = tuple(t.value for t in Technique)
TIP = 0.1  # radii off the centre: less is a centre-ball stroke
# The cue ball's roll into its first ball: its spin about the horizontal axis across its
# path as a fraction of natural roll (1 rolling, 0 sliding without spin, below 0 drawing).
FOLLOW_ROLL = 0.4
DRAW_ROLL = -0.2
STUN_ROLL = 0.3  # either way
# Side at the first cushion, as the nose's speed from spin over the ball's speed; a ball
# that meets the rail nearly square has neither running nor reverse side.
SIDE_SPIN = 0.2
SQUARE_DEG = 5.0
# The state just before a contact: the engine starts a new segment at its instant.
BEFORE = 1e-7


def roll_into_first_ball(result: SimResult, cue: str) -> float | None:
    """The cue ball's roll when it first meets a ball (None: it meets none)."""
    for e in result.events:
        if e.type.is_ball_ball() and cue in (e.a, e.b):
            s = result.ball_state(cue, e.t - BEFORE)
            vx, vy = s.vel
            v = math.hypot(vx, vy)
            if v <= 0.0:
                return None
            wx, wy, _ = s.spin
            return result.params.R * (wy * vx - wx * vy) / (v * v)
    return None


def _normal(geometry: Geometry, cushion: str | None, p: tuple[float, float], r: float) -> tuple[
    float, float
] | None:  # fmt: skip
    """The unit normal, into the table, of the part of cushion ``cushion`` a ball of radius
    ``r`` at ``p`` touches (a rail's line or a jaw's rounded point)."""
    found: tuple[float, tuple[float, float]] | None = None
    for line in geometry.lines:
        if line.cushion != cushion:
            continue
        dx, dy = p[0] - line.ax, p[1] - line.ay
        along = min(max(dx * line.tx + dy * line.ty, 0.0), line.length)
        ox, oy = dx - along * line.tx, dy - along * line.ty
        gap = abs(math.hypot(ox, oy) - r)
        if found is None or gap < found[0]:
            found = (gap, (line.nx, line.ny))
    for c in geometry.circles:
        if c.cushion != cushion:
            continue
        dx, dy = p[0] - c.cx, p[1] - c.cy
        d = math.hypot(dx, dy)
        gap = abs(d - r - c.r)
        if d > 0.0 and (found is None or gap < found[0]):
            found = (gap, (dx / d, dy / d))
    return None if found is None else found[1]


def side_into_first_cushion(result: SimResult, cue: str) -> Technique | None:
    """RUNNING or REVERSE at the cue ball's first cushion (None: no cushion, a square hit,
    or too little side to tell)."""
    for e in result.events:
        if e.type.is_cushion() and e.ball == cue:
            before = result.ball_state(cue, e.t - BEFORE)
            n = _normal(result.geometry, e.cushion, before.pos, result.params.R)
            vx, vy = before.vel
            v = math.hypot(vx, vy)
            if n is None or v <= 0.0:
                return None
            along = n[0] * vy - n[1] * vx  # the ball's speed along the rail, signed
            spin = before.spin[2] * result.params.R
            if abs(along) < v * math.sin(math.radians(SQUARE_DEG)) or abs(spin) < SIDE_SPIN * v:
                return None
            # Running side turns the nose against the way the ball slides along the rail.
            return Technique.RUNNING if spin * along > 0.0 else Technique.REVERSE
    return None


def shown(result: SimResult, stroke: Stroke) -> frozenset[Technique]:
    """Every technique ``stroke`` shows in ``result`` (its simulation)."""
    out: set[Technique] = set()
    if stroke.height >= TIP:
        out.add(Technique.HIGH)
    if stroke.height <= -TIP:
        out.add(Technique.LOW)
    if abs(stroke.side) >= TIP:
        out.add(Technique.SIDE)
    roll = roll_into_first_ball(result, stroke.ball)
    if roll is not None:
        if roll >= FOLLOW_ROLL:
            out.add(Technique.FOLLOW)
        if roll <= DRAW_ROLL:
            out.add(Technique.DRAW)
        if abs(roll) <= STUN_ROLL:
            out.add(Technique.STUN)
    side = side_into_first_cushion(result, stroke.ball)
    if side is not None:
        out.add(side)
    return frozenset(out)


def missing(
    declared: Iterable[Technique], result: SimResult, stroke: Stroke
) -> tuple[Technique, ...]:
    """The declared techniques ``stroke`` does not show, in their declared order."""
    declared = tuple(declared)
    if not declared:
        return ()
    seen = shown(result, stroke)
    return tuple(t for t in declared if t not in seen)
