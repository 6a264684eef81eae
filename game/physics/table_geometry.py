"""The table's static geometry in the contract frame: cushion noses, jaws, pockets.

Cushion noses are straight lines at the playing-area edge (x = ±W/2, y = ±L/2). On the
pyramid table each pocket is cut into them: the nose ends at a rounded jaw point (a circle
of radius ``JAW_RADIUS`` tangent to the nose line), and from each point a straight jaw face
runs back along the pocket's axis. The mouth (narrowest gap between the two points) is
72.5 mm at the corners and 82.5 mm in the middle (physics.md "Pockets"). A ball whose centre
enters the pocket's drop circle, which fills the throat ``DROP_DEPTH`` behind the mouth, is
pocketed. Jaw points and faces belong to the cushion whose nose they end (a corner's two
points belong to the long and the short cushion; a middle pocket's to its long cushion).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.tables import TABLES

CORNER_MOUTH = 0.0725
MIDDLE_MOUTH = 0.0825
JAW_RADIUS = 0.007
DROP_DEPTH = 0.02


@dataclass(frozen=True)
class Line:
    """A cushion nose or jaw face from (ax, ay), ``length`` along (tx, ty); (nx, ny) faces play."""

    key: int
    cushion: str
    ax: float
    ay: float
    tx: float
    ty: float
    nx: float
    ny: float
    length: float


@dataclass(frozen=True)
class Circle:
    """A rounded jaw point (a circular cushion), radius ``r``."""

    key: int
    cushion: str
    cx: float
    cy: float
    r: float


@dataclass(frozen=True)
class Pocket:
    """A pocket's drop circle: a ball whose centre enters it is pocketed."""

    key: int
    id: str
    cx: float
    cy: float
    r: float
    mouth: float
    ax: float = 0.0  # the pocket's axis, a unit vector out of the table
    ay: float = 0.0


@dataclass(frozen=True)
class Geometry:
    table: str
    half_width: float
    half_length: float
    lines: tuple[Line, ...]
    circles: tuple[Circle, ...]
    pockets: tuple[Pocket, ...]


def _line(key: int, cushion: str, p1: tuple[float, float], p2: tuple[float, float],
          inside: tuple[float, float]) -> Line:  # fmt: skip
    dx, dy = p2[0] - p1[0], p2[1] - p1[1]
    length = math.hypot(dx, dy)
    tx, ty = dx / length, dy / length
    nx, ny = -ty, tx
    if nx * (inside[0] - p1[0]) + ny * (inside[1] - p1[1]) < 0.0:
        nx, ny = -nx, -ny
    return Line(key, cushion, p1[0], p1[1], tx, ty, nx, ny, length)


def _carom(table: str, hw: float, hl: float) -> Geometry:
    o = (0.0, 0.0)
    lines = (
        _line(0, "head", (-hw, -hl), (hw, -hl), o),
        _line(1, "foot", (-hw, hl), (hw, hl), o),
        _line(2, "left", (-hw, -hl), (-hw, hl), o),
        _line(3, "right", (hw, -hl), (hw, hl), o),
    )
    return Geometry(table, hw, hl, lines, (), ())


def _pyramid(table: str, hw: float, hl: float) -> Geometry:
    rj = JAW_RADIUS
    k = (CORNER_MOUTH + 2.0 * rj) / math.sqrt(2.0)  # centre offsets of a corner's points
    c = k - rj  # how far each nose line stops short of the corner
    wm = MIDDLE_MOUTH / 2.0
    lines: list[Line] = []
    circles: list[Circle] = []
    pockets: list[Pocket] = []
    o = (0.0, 0.0)

    def key() -> int:
        return len(lines) + len(circles) + len(pockets)

    # Nose lines between pockets.
    for sy, name in ((-1.0, "head"), (1.0, "foot")):
        lines.append(_line(key(), name, (-hw + c, sy * hl), (hw - c, sy * hl), o))
    for sx, name in ((-1.0, "left"), (1.0, "right")):
        lines.append(_line(key(), name, (sx * hw, -hl + c), (sx * hw, -wm - rj), o))
        lines.append(_line(key(), name, (sx * hw, wm + rj), (sx * hw, hl - c), o))
    # Corner pockets.
    s2 = 1.0 / math.sqrt(2.0)
    for sy, end in ((-1.0, "head"), (1.0, "foot")):
        for sx, side in ((-1.0, "left"), (1.0, "right")):
            long_c = (sx * (hw + rj), sy * (hl - c))
            short_c = (sx * (hw - c), sy * (hl + rj))
            ax, ay = sx * s2, sy * s2  # pocket axis, out of the table
            mx, my = (long_c[0] + short_c[0]) / 2.0, (long_c[1] + short_c[1]) / 2.0
            w = CORNER_MOUTH / 2.0
            _pocket_jaws(lines, circles, key, (side, long_c), (end, short_c), (mx, my), (ax, ay), w)
            pockets.append(Pocket(key(), f"{end}_{side}", mx + ax * (DROP_DEPTH + w),
                                  my + ay * (DROP_DEPTH + w), w, CORNER_MOUTH, ax, ay))  # fmt: skip
    # Middle pockets.
    for sx, side in ((-1.0, "left"), (1.0, "right")):
        p1 = (sx * (hw + rj), -(wm + rj))
        p2 = (sx * (hw + rj), wm + rj)
        mx, my = sx * (hw + rj), 0.0
        _pocket_jaws(lines, circles, key, (side, p1), (side, p2), (mx, my), (sx, 0.0), wm)
        pockets.append(Pocket(key(), f"side_{side}", mx + sx * (DROP_DEPTH + wm), 0.0, wm,
                              MIDDLE_MOUTH, sx, 0.0))  # fmt: skip
    return Geometry(table, hw, hl, tuple(lines), tuple(circles), tuple(pockets))


def _pocket_jaws(lines: list[Line], circles: list[Circle], key, first, second, mouth, axis, w):  # type: ignore[no-untyped-def]
    """Two rounded points and the jaw faces running back from them along the axis."""
    mx, my = mouth
    ax, ay = axis
    depth = DROP_DEPTH + w + JAW_RADIUS
    for cushion, (cx, cy) in (first, second):
        circles.append(Circle(key(), cushion, cx, cy, JAW_RADIUS))
        # The face starts where the point's circle is tangent to a line parallel to the axis.
        dx, dy = mx - cx, my - cy
        off = dx * -ay + dy * ax  # signed offset towards the axis, across it
        sx, sy = -ay * math.copysign(JAW_RADIUS, off), ax * math.copysign(JAW_RADIUS, off)
        start = (cx + sx, cy + sy)
        end = (start[0] + ax * depth, start[1] + ay * depth)
        lines.append(_line(key(), cushion, start, end, (mx + ax * depth / 2, my + ay * depth / 2)))


_CACHE: dict[str, Geometry] = {}


def geometry(table: str) -> Geometry:
    if table not in _CACHE:
        t = TABLES[table]
        build = _pyramid if t.pockets else _carom
        _CACHE[table] = build(t.id, t.half_width, t.half_length)
    return _CACHE[table]
