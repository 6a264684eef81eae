"""The table's static geometry in the contract frame: cushion noses, jaws, pockets.

Cushion noses are straight lines at the playing-area edge (x = ±W/2, y = ±L/2). On the
pyramid table each pocket is cut into them (``PocketShape``, docs/physics.md "Pockets"):
the nose ends at a rounded point (a circle of radius ``jaw_radius`` tangent to the nose
line), the two points of a pocket are ``mouth`` apart (72.5 mm at the corners, 82.5 mm in
the middle: the rules' 72–73 and 82–83 mm), and from each point a straight facing runs back
``facing_length``, turned ``facing_angle`` away from the pocket's axis. Under the mouth is
the hole in the slate, a circle whose edge crosses the axis ``fall_depth`` behind the line
between the points' centres (negative: the points overhang the hole). A ball whose centre
passes that edge has lost the slate and sinks (engine.py, motion.FALLING); the points and
facings, deader than the nose (``JAW_RESTITUTION``), can still turn it back out until it
has sunk ``CATCH_DROP`` radii. Points and facings belong to the cushion whose nose they
end (a corner's two points belong to the long and the short cushion; a middle pocket's to
its long cushion).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.tables import TABLES


@dataclass(frozen=True)
class PocketShape:
    """One kind of pocket (corner or middle) as a table maker cuts it."""

    mouth: float  # gap between the rounded points, m
    jaw_radius: float  # rounding of each point, m
    facing_angle: float  # facing turned away from the pocket's axis, degrees (+ opens)
    facing_length: float  # how far the facing runs back from the point, m
    hole_radius: float  # the hole in the slate, m
    fall_depth: float  # where the hole's edge crosses the axis, behind the mouth line, m


CORNER = PocketShape(0.0725, 0.007, 0.0, 0.06325, 0.045, -0.008)
SIDE = PocketShape(0.0825, 0.007, 0.0, 0.06825, 0.05, -0.008)
# The points and facings: the cushion rubber cut back to a thin edge on the wooden rail, so
# deader than the nose (calibrated, see docs/physics.md "Pockets").
JAW_RESTITUTION = 0.55
# A ball over the hole is caught once its centre has sunk this many radii: the slate's edge
# is then too high on it to climb back over.
CATCH_DROP = 0.5
CORNER_MOUTH = CORNER.mouth
MIDDLE_MOUTH = SIDE.mouth


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
    jaw: bool = False  # a pocket's facing (its own contact height and restitution)


@dataclass(frozen=True)
class Circle:
    """A rounded jaw point (a circular cushion), radius ``r``."""

    key: int
    cushion: str
    cx: float
    cy: float
    r: float
    jaw: bool = True


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
    mx: float = 0.0  # the middle of the mouth (between the points' centres)
    my: float = 0.0
    reach: float = 0.0  # half the distance between the points' centres
    depth: float = 0.0  # how far the facings run back from the mouth
    throat: float = 0.0  # half the width between the facings at their back end


@dataclass(frozen=True)
class Geometry:
    table: str
    half_width: float
    half_length: float
    lines: tuple[Line, ...]
    circles: tuple[Circle, ...]
    pockets: tuple[Pocket, ...]


def _line(key: int, cushion: str, p1: tuple[float, float], p2: tuple[float, float],
          inside: tuple[float, float], jaw: bool = False) -> Line:  # fmt: skip
    dx, dy = p2[0] - p1[0], p2[1] - p1[1]
    length = math.hypot(dx, dy)
    tx, ty = dx / length, dy / length
    nx, ny = -ty, tx
    if nx * (inside[0] - p1[0]) + ny * (inside[1] - p1[1]) < 0.0:
        nx, ny = -nx, -ny
    return Line(key, cushion, p1[0], p1[1], tx, ty, nx, ny, length, jaw)


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
    lines: list[Line] = []
    circles: list[Circle] = []
    pockets: list[Pocket] = []
    o = (0.0, 0.0)

    def key() -> int:
        return len(lines) + len(circles) + len(pockets)

    corner, side = CORNER, SIDE
    # Tip circles: tangent to their nose line, the mouth apart (along the line of centres).
    k = (corner.mouth + 2.0 * corner.jaw_radius) / math.sqrt(2.0)
    c = k - corner.jaw_radius  # how far each nose line stops short of the corner
    wm = side.mouth / 2.0
    # Nose lines between pockets.
    for sy, name in ((-1.0, "head"), (1.0, "foot")):
        lines.append(_line(key(), name, (-hw + c, sy * hl), (hw - c, sy * hl), o))
    for sx, name in ((-1.0, "left"), (1.0, "right")):
        lines.append(_line(key(), name, (sx * hw, -hl + c), (sx * hw, -wm - side.jaw_radius), o))
        lines.append(_line(key(), name, (sx * hw, wm + side.jaw_radius), (sx * hw, hl - c), o))
    s2 = 1.0 / math.sqrt(2.0)
    for sy, end in ((-1.0, "head"), (1.0, "foot")):
        for sx, long_name in ((-1.0, "left"), (1.0, "right")):
            rj = corner.jaw_radius
            long_c = (sx * (hw + rj), sy * (hl - c))
            short_c = (sx * (hw - c), sy * (hl + rj))
            mx, my = (long_c[0] + short_c[0]) / 2.0, (long_c[1] + short_c[1]) / 2.0
            points = ((long_name, long_c), (end, short_c))
            _pocket(lines, circles, pockets, key, f"{end}_{long_name}", corner, points,
                    (mx, my), (sx * s2, sy * s2))  # fmt: skip
    for sx, long_name in ((-1.0, "left"), (1.0, "right")):
        rj = side.jaw_radius
        p1 = (sx * (hw + rj), -(wm + rj))
        p2 = (sx * (hw + rj), wm + rj)
        _pocket(lines, circles, pockets, key, f"side_{long_name}", side,
                ((long_name, p1), (long_name, p2)), (sx * (hw + rj), 0.0), (sx, 0.0))  # fmt: skip
    return Geometry(table, hw, hl, tuple(lines), tuple(circles), tuple(pockets))


def _pocket(lines: list[Line], circles: list[Circle], pockets: list[Pocket], key, pid: str,  # type: ignore[no-untyped-def]
            shape: PocketShape, points, mouth: tuple[float, float],
            axis: tuple[float, float]) -> None:  # fmt: skip
    """Two rounded points, the facings running back from them and the hole behind."""
    mx, my = mouth
    ax, ay = axis
    w = shape.mouth / 2.0
    rj = shape.jaw_radius
    depth = shape.facing_length
    for cushion, (cx, cy) in points:
        circles.append(Circle(key(), cushion, cx, cy, rj, jaw=True))
        # Which side of the axis this point is on (+1: to the left of the axis).
        side = math.copysign(1.0, (cx - mx) * -ay + (cy - my) * ax)
        # The facing turns away from the axis by the facing angle (opening the throat).
        a = math.radians(shape.facing_angle) * side
        fx, fy = ax * math.cos(a) - ay * math.sin(a), ax * math.sin(a) + ay * math.cos(a)
        # It starts where the point's circle is tangent to it, on the throat's side.
        nx, ny = -fy * side, fx * side  # unit normal of the facing, away from the throat
        start = (cx - nx * rj, cy - ny * rj)
        end = (start[0] + fx * depth, start[1] + fy * depth)
        inside = (mx + ax * depth / 2, my + ay * depth / 2)
        lines.append(_line(key(), cushion, start, end, inside, jaw=True))
    # The hole: its edge crosses the axis ``fall_depth`` behind the mouth line.
    hr = shape.hole_radius
    back = shape.fall_depth + hr
    throat = w + rj + depth * math.tan(math.radians(shape.facing_angle))
    pockets.append(Pocket(key(), pid, mx + ax * back, my + ay * back, hr, shape.mouth, ax, ay,
                          mx, my, w + rj, depth, throat))  # fmt: skip


_CACHE: dict[str, Geometry] = {}


def geometry(table: str) -> Geometry:
    if table not in _CACHE:
        t = TABLES[table]
        build = _pyramid if t.pockets else _carom
        _CACHE[table] = build(t.id, t.half_width, t.half_length)
    return _CACHE[table]
