"""The pyramid games' table: marks, the rack, the house and respotting (rules P-2…P-6, P-20,
P-25…P-28). Pure geometry in the contract's frame; nothing here knows whose turn it is."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from game.layouts import PYRAMID_BALL_R
from game.rules.model import Area
from game.tables import Point, Table

R = PYRAMID_BALL_R
# P-3 Decision: a centre within 0.5 mm of the house line is on the line, outside the house.
LINE_EPS = 0.0005
# P-6 Decision: rack centres 0.1 mm further apart than touching, so no physics input overlaps.
RACK_R = R + 0.00005
# P-20 Decision: a respotted ball "against" another has centres 2R + 0.1 mm apart.
AGAINST = 2 * R + 0.0001
# P-20, P-25, P-28 Decision: at least 1 mm between a placed ball and any other ball.
GAP = 0.001
# PK-3 (used by every discipline, P-6): rows from the apex, left to right seen from the head.
RACK_ORDER: tuple[tuple[str, ...], ...] = (
    ("4",),
    ("5", "6"),
    ("7", "15", "8"),
    ("9", "14", "13", "10"),
    ("2", "1", "12", "11", "3"),
)
CUE = "cue"
# Where the coloured ball waits in the house before the break is placed (a default the player
# moves; P-7): on the long axis halfway between the house line and the head cushion.
CUE_WAIT_FRACTION = 0.5


def house_line(table: Table) -> float:
    """P-2: y of the house line (through the front mark)."""
    return -table.length / 4.0


def rear_mark(table: Table) -> Point:
    """P-2: the rear mark (foot spot), where the rack's apex and respotted balls go."""
    return (0.0, table.length / 4.0)


def in_house(p: Point, table: Table) -> bool:
    """P-3: the centre more than ε head-ward of the house line."""
    return p[1] < house_line(table) - LINE_EPS


def in_temporary_house(p: Point, table: Table) -> bool:
    """P-3, P-27: the mirror of the house at the foot end."""
    return p[1] > -house_line(table) + LINE_EPS


def rack(table: Table) -> dict[str, Point]:
    """P-6: fifteen balls in a triangle, apex on the rear mark, base towards the foot."""
    apex_y = rear_mark(table)[1]
    out: dict[str, Point] = {}
    for k, row in enumerate(RACK_ORDER):
        for j, ball in enumerate(row):
            out[ball] = ((j - k / 2.0) * 2.0 * RACK_R, apex_y + k * math.sqrt(3.0) * RACK_R)
    return out


def cue_waiting(table: Table) -> Point:
    """Where the coloured ball is shown in hand before it is placed in the house."""
    line = house_line(table)
    return (0.0, line + CUE_WAIT_FRACTION * (-table.half_length - line))


# A hair inside the strict bounds, so that an area's inclusive ``contains`` keeps the
# strict "more than ε from the line" of P-3.
_INSIDE = 1e-7


def house_area(table: Table) -> Area:
    """P-25: centres strictly in the house and at least R from every cushion nose."""
    line = house_line(table)
    return Area(
        -table.half_width + R,
        table.half_width - R,
        -table.half_length + R,
        line - LINE_EPS - _INSIDE,
        name="house",
    )


def temporary_house_area(table: Table) -> Area:
    """P-27: the house mirrored at the foot end."""
    line = -house_line(table)
    return Area(
        -table.half_width + R,
        table.half_width - R,
        line + LINE_EPS + _INSIDE,
        table.half_length - R,
        name="temporary_house",
    )


def table_area(table: Table) -> Area:
    """P-28: anywhere at least R from the cushion noses."""
    return Area(
        -table.half_width + R,
        table.half_width - R,
        -table.half_length + R,
        table.half_length - R,
        name="table",
    )


def touches_any(p: Point, balls: Mapping[str, Point], gap: float = GAP) -> str | None:
    """The first ball (by id) closer than ``gap`` between surfaces to a ball at ``p``."""
    for ball in sorted(balls):
        q = balls[ball]
        if math.hypot(p[0] - q[0], p[1] - q[1]) < 2 * R + gap - 1e-12:
            return ball
    return None


@dataclass(frozen=True)
class Respot:
    """One respotted ball and where it went (P-20), in placing order."""

    ball: str
    pos: Point


def respot_order(balls: Iterable[str]) -> list[str]:
    """P-20 Decision: the coloured ball first, then the numbered balls in ascending number."""
    return sorted(set(balls), key=lambda b: -1 if b == CUE else int(b))


def _free(p: Point, lying: Mapping[str, Point], keep_off_cue: bool, table: Table) -> bool:
    if abs(p[1]) > table.half_length - R + 1e-12:
        return False
    for ball, q in lying.items():
        need = 2 * R  # P-20: free when the ball there overlaps no ball
        if keep_off_cue and ball == CUE:
            need = 2 * R + GAP  # P-20 Decision: never touching the coloured cue ball
        if math.hypot(p[0] - q[0], p[1] - q[1]) < need - 1e-9:
            return False
    return True


def _against_points(lying: Mapping[str, Point], keep_off_cue: bool, sign: float) -> list[float]:
    """y values on the long axis where a ball lies against a ball in the way (its two
    touching points on the axis; ``sign`` picks the one towards the search direction)."""
    ys = []
    for ball, q in lying.items():
        need = 2 * R + GAP if keep_off_cue and ball == CUE else AGAINST
        if abs(q[0]) < need:
            ys.append(q[1] + sign * math.sqrt(need * need - q[0] * q[0]))
    return ys


def spot_point(lying: Mapping[str, Point], table: Table, keep_off_cue: bool) -> Point:
    """P-20: the rear mark; else the free point nearest it on the spotting line towards the
    foot cushion, against the ball in the way; else on the long axis towards the centre."""
    mark = rear_mark(table)
    if _free(mark, lying, keep_off_cue, table):
        return mark
    ahead = sorted(y for y in _against_points(lying, keep_off_cue, 1.0) if y > mark[1])
    for y in ahead:
        if _free((0.0, y), lying, keep_off_cue, table):
            return (0.0, y)
    behind = sorted((y for y in _against_points(lying, keep_off_cue, -1.0) if y < mark[1]),
                    reverse=True)  # fmt: skip
    for y in behind:
        if _free((0.0, y), lying, keep_off_cue, table):
            return (0.0, y)
    raise ValueError("no free point on the long axis")  # 16 balls always leave room


def respot(
    balls: Iterable[str], lying: Mapping[str, Point], table: Table, keep_off_cue: bool
) -> list[Respot]:
    """P-20: place ``balls`` one by one in the rule's order among ``lying``."""
    placed: dict[str, Point] = dict(lying)
    out: list[Respot] = []
    for ball in respot_order(balls):
        p = spot_point(placed, table, keep_off_cue)
        placed[ball] = p
        out.append(Respot(ball, p))
    return out


def placement_problem(p: Point, area: Area, balls: Mapping[str, Point], table: Table) -> str | None:
    """P-25, P-27, P-28: why a ball in hand cannot go to ``p``; None when it can."""
    if not area.contains(p):
        where = {"house": "in the house", "temporary_house": "in the temporary house"}
        return f"not {where.get(area.name, 'on the cloth at least R from the cushions')}"
    other = touches_any(p, balls)
    if other is not None:
        return f"closer than 1 mm to ball {other}"
    return None
