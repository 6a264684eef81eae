"""Where a ball may rest: the one predicate for the input check, the match and the saves.

A ball fits where the engine itself can leave one (table_geometry has the shapes): inside
the cushion noses by the contact distance, or in a pocket's throat (a ball may stop in the
jaws, past the nose line, short of the drop), clear of every nose, jaw face and rounded jaw
point, and outside every drop circle. ``simulate`` refuses a ball at rest anywhere else,
and ``game.match`` and ``game.saves`` ask ``ball_fits`` rather than keep their own bounds,
so every final position of a shot is a valid start for the next one.

Light on purpose (no pymunk): the match imports it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import replace

from game.physics.sets import get as physics_set
from game.physics.table_geometry import Geometry, Pocket, geometry

# Overlap forgiven as round-off (m); the engine's own contacts leave far less.
TOLERANCE = 1e-9


def _in_throat(p: Pocket, x: float, y: float, dc: float) -> bool:
    """Within the pocket's throat: the band between its jaw points' centres, from a ball's
    contact distance inside the mouth to the back of the facings. Only the cushions, jaws
    and hole (checked by ``placement_problem``) decide where a ball fits in there."""
    along = (x - p.mx) * p.ax + (y - p.my) * p.ay
    across = (x - p.mx) * -p.ay + (y - p.my) * p.ax
    return -(dc + p.reach) <= along <= p.depth and abs(across) <= max(p.reach, p.throat)


def placement_problem(geo: Geometry, x: float, y: float, dc: float, tol: float) -> str | None:
    """Why a ball centre cannot rest at (x, y), or None if it can.

    A ball fits where the engine itself can leave one: inside the cushion noses by the
    contact distance ``dc`` or in a pocket's throat (a ball may stop in the jaws, past the
    nose line), clear of every nose and jaw face by ``dc`` and of every rounded jaw point by
    ``dc`` plus its radius, and outside every drop circle. ``tol`` forgives overlaps of
    round-off size.
    """
    for p in geo.pockets:
        if math.hypot(x - p.cx, y - p.cy) < p.r:
            return f"is in pocket {p.id}"
    inside = abs(x) <= geo.half_width - dc + tol and abs(y) <= geo.half_length - dc + tol
    if not inside and not any(_in_throat(p, x, y, dc) for p in geo.pockets):
        return "is off the cloth"
    for c in geo.circles:
        if math.hypot(x - c.cx, y - c.cy) < dc + c.r - tol:
            return "overlaps a pocket jaw"
    for line in geo.lines:
        dx, dy = x - line.ax, y - line.ay
        u = dx * line.tx + dy * line.ty
        # Behind the segment counts too: that is inside the cushion (a facing's rail ends
        # a ball's width behind it; further on, across a pocket, is the cloth again).
        gap = dx * line.nx + dy * line.ny
        if 0.0 <= u <= line.length and gap < dc - tol and (not line.jaw or gap > -2.0 * dc):
            return f"overlaps the {line.cushion} cushion"
    return None


def ball_fits(
    table: str, pos: Sequence[float], R: float | None = None, physics: str | None = None
) -> bool:
    """Can a ball of radius ``R`` (the table's default if None) rest with its centre at
    ``pos``? Exactly the places ``simulate`` accepts for a ball at rest with the constants
    of set ``physics`` (a name; None: the current set): the cushion's contact height is one
    of them."""
    base = physics_set(physics).params(table)
    prm = base if R is None else replace(base, R=R)
    x, y = float(pos[0]), float(pos[1])
    if not (math.isfinite(x) and math.isfinite(y)):
        return False
    return placement_problem(geometry(table), x, y, prm.contact_distance, TOLERANCE) is None


def overlapping_ball(
    table: str,
    pos: Sequence[float],
    others: Mapping[str, Sequence[float]],
    R: float | None = None,
    physics: str | None = None,
) -> str | None:
    """The first ball of ``others`` (by id) that a ball at ``pos`` would overlap, or None:
    the engine's own test for balls at rest (``simulate`` refuses such a position)."""
    r = physics_set(physics).params(table).R if R is None else R
    for other in sorted(others):
        q = others[other]
        if math.hypot(float(pos[0]) - q[0], float(pos[1]) - q[1]) < 2 * r - TOLERANCE:
            return other
    return None
