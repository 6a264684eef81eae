"""Restricted zones of the free game and balkline, from real table coordinates.

Free game (CF-2): four corner triangles. Balkline (CB-1, CB-3): nine (47) or six (71/2) balk
spaces plus 17.8 cm anchor squares. A ball is in a zone when its centre lies inside it or on
its boundary, so a ball on a line is in both zones beside it (CB-2).

``Zones.common(a, b)`` names the zones that hold both object balls; the restriction counter
in ``game.rules.carom`` keeps one count per zone name.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.tables import Point, Table

BALK_47 = 0.47  # CB-1: lines 47 cm from each cushion
BALK_71 = 0.71  # CB-1: lines 71 cm from each short cushion plus the long centre line
ANCHOR_SIDE = 0.178  # CB-3
EPS = 1e-9  # centres computed in floating point still count as "on the line"


@dataclass(frozen=True)
class Rect:
    name: str
    x_min: float
    x_max: float
    y_min: float
    y_max: float

    def contains(self, p: Point) -> bool:
        return (
            self.x_min - EPS <= p[0] <= self.x_max + EPS
            and self.y_min - EPS <= p[1] <= self.y_max + EPS
        )


@dataclass(frozen=True)
class Triangle:
    """A corner triangle: right angle in the corner ``(sx * W/2, sy * L/2)``."""

    name: str
    sx: int  # -1 left, +1 right
    sy: int  # -1 head, +1 foot
    half_width: float
    half_length: float
    long_leg: float  # along the long cushion (y)
    short_leg: float  # along the short cushion (x)

    def corners(self) -> tuple[Point, Point, Point]:
        """The right-angle corner, then the ends of the legs on the short and long cushion."""
        cx, cy = self.sx * self.half_width, self.sy * self.half_length
        return (cx, cy), (cx - self.sx * self.short_leg, cy), (cx, cy - self.sy * self.long_leg)

    def contains(self, p: Point) -> bool:
        u = self.half_width - self.sx * p[0]  # distance from the long cushion
        v = self.half_length - self.sy * p[1]  # distance from the short cushion
        return u >= -EPS and v >= -EPS and u / self.short_leg + v / self.long_leg <= 1 + EPS


Zone = Rect | Triangle


@dataclass(frozen=True)
class Zones:
    """The restricted zones of one discipline on one table, in a fixed order."""

    zones: tuple[Zone, ...]

    def of(self, p: Point) -> tuple[str, ...]:
        return tuple(z.name for z in self.zones if z.contains(p))

    def common(self, a: Point, b: Point) -> tuple[str, ...]:
        """Zones holding both points (CB-2: "both object balls in the same balk space")."""
        return tuple(z.name for z in self.zones if z.contains(a) and z.contains(b))

    def get(self, name: str) -> Zone:
        return next(z for z in self.zones if z.name == name)


def _band(lo: float, hi: float, cuts: tuple[float, ...]) -> list[tuple[float, float]]:
    edges = [lo, *cuts, hi]
    return [(edges[i], edges[i + 1]) for i in range(len(edges) - 1)]


_ROW_NAMES = {3: ("head", "middle", "foot"), 2: ("head", "foot")}
_COL_NAMES = {3: ("left", "middle", "right"), 2: ("left", "right")}


def balk_spaces(table: Table, kind: str, centre_restricted: bool = True) -> tuple[Rect, ...]:
    """CB-1: balk spaces named ``space:<row>:<column>`` (``space:middle:middle`` is centre)."""
    hw, hl = table.half_width, table.half_length
    if kind == "47":
        xs = _band(-hw, hw, (-hw + BALK_47, hw - BALK_47))
        ys = _band(-hl, hl, (-hl + BALK_47, hl - BALK_47))
    elif kind == "71":
        xs = _band(-hw, hw, (0.0,))
        ys = _band(-hl, hl, (-hl + BALK_71, hl - BALK_71))
    else:
        raise ValueError(kind)
    rows = _ROW_NAMES[len(ys)]
    cols = _COL_NAMES[len(xs)]
    out: list[Rect] = []
    for r, (y0, y1) in zip(rows, ys, strict=True):
        for c, (x0, x1) in zip(cols, xs, strict=True):
            name = f"space:{r}:{c}"
            if name == "space:middle:middle" and not centre_restricted:
                continue
            out.append(Rect(name, x0, x1, y0, y1))
    return tuple(out)


def anchor_squares(table: Table, kind: str) -> tuple[Rect, ...]:
    """CB-3: 17.8 cm squares astride each balk line where it meets a cushion."""
    hw, hl = table.half_width, table.half_length
    h = ANCHOR_SIDE / 2.0
    out: list[Rect] = []
    # Lines along the table (constant x) meet the head and foot cushions.
    long_lines: tuple[tuple[float, str], ...]
    if kind == "47":
        long_lines = ((-hw + BALK_47, "left"), (hw - BALK_47, "right"))
        cross = BALK_47
    else:
        long_lines = ((0.0, "middle"),)
        cross = BALK_71
    for x, col in long_lines:
        out.append(Rect(f"anchor:head:{col}", x - h, x + h, -hl, -hl + ANCHOR_SIDE))
        out.append(Rect(f"anchor:foot:{col}", x - h, x + h, hl - ANCHOR_SIDE, hl))
    # Lines across the table (constant y) meet the left and right cushions.
    for y, row in ((-hl + cross, "head"), (hl - cross, "foot")):
        out.append(Rect(f"anchor:left:{row}", -hw, -hw + ANCHOR_SIDE, y - h, y + h))
        out.append(Rect(f"anchor:right:{row}", hw - ANCHOR_SIDE, hw, y - h, y + h))
    return tuple(out)


def corner_triangles(table: Table, long_leg: float, short_leg: float) -> tuple[Triangle, ...]:
    """CF-2: a triangle in each corner, legs along the long and the short cushion."""
    out = []
    for sy, row in ((-1, "head"), (1, "foot")):
        for sx, col in ((-1, "left"), (1, "right")):
            out.append(
                Triangle(
                    f"triangle:{row}:{col}",
                    sx,
                    sy,
                    table.half_width,
                    table.half_length,
                    long_leg,
                    short_leg,
                )
            )
    return tuple(out)
