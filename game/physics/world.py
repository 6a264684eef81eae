"""The broad phase: which obstacles and balls a ball's path may meet.

Every obstacle has an axis-aligned bounding box (the same boxes pymunk's Chipmunk computes:
a cushion nose or jaw face is its segment's box, a jaw point, a pocket's drop circle or a
pin is its circle's box), and each ball has the box its centre sweeps during its current
closed-form motion segment, inflated by its radius. ``candidates(box)`` returns everything
whose box meets ``box`` inflated by a ball's reach (boxes touching count), in a fixed
order: those are the only candidates for which the engine solves exact contact times
(engine.py). This is a pure filter: the engine's results do not depend on how it is
computed, only on it never leaving out a box that meets.

The table's part (cushions, jaws, pocket sensors) is built once per table and reused by
every simulation (``StaticWorld.get``), with a coarse grid over the table so a query in
the middle of the cloth looks at none of them; pins and balls are added per simulation.
(Until issue 18 this was a pymunk ``Space`` rebuilt for every call: the same boxes and the
same test, at a quarter of the engine's time.)
"""

from __future__ import annotations

import math
from typing import Any, ClassVar

from game.physics.pins import Pin
from game.physics.table_geometry import Geometry

PIN_ORDER = 1000  # a pin's candidate order: PIN_ORDER + its index
BALL_ORDER = 2000  # a ball's candidate order: BALL_ORDER + its index
GRID = (6, 12)  # cells across and along the table
SCAN = 8  # up to this many obstacles (a carom table's four cushions) no grid is needed

Info = tuple[int, str, Any]  # (order, kind, object)
Box = tuple[float, float, float, float]  # left, bottom, right, top


class StaticWorld:
    """The table's obstacles, their boxes and a grid of them; one per table geometry."""

    _cache: ClassVar[dict[int, tuple[Geometry, StaticWorld]]] = {}

    @classmethod
    def get(cls, geo: Geometry) -> StaticWorld:
        hit = cls._cache.get(id(geo))
        if hit is not None and hit[0] is geo:
            return hit[1]
        world = cls(geo)
        if len(cls._cache) >= 16:
            cls._cache.clear()  # only hand-made geometries get here; the tables are three
        cls._cache[id(geo)] = (geo, world)
        return world

    def __init__(self, geo: Geometry) -> None:
        entries: list[tuple[Box, Info]] = []
        for line in geo.lines:
            bx = line.ax + line.tx * line.length
            by = line.ay + line.ty * line.length
            box = (min(line.ax, bx), min(line.ay, by), max(line.ax, bx), max(line.ay, by))
            entries.append((box, (line.key, "line", line)))
        for c in geo.circles:
            entries.append(((c.cx - c.r, c.cy - c.r, c.cx + c.r, c.cy + c.r), (c.key, "circle", c)))
        for p in geo.pockets:
            entries.append(((p.cx - p.r, p.cy - p.r, p.cx + p.r, p.cy + p.r), (p.key, "pocket", p)))
        entries.sort(key=lambda e: e[1][0])
        orders = [e[1][0] for e in entries]
        if len(set(orders)) != len(orders) or (orders and orders[-1] >= PIN_ORDER):
            raise ValueError("static obstacle orders must be unique and below PIN_ORDER")
        self.entries = entries
        lo_x = min((e[0][0] for e in entries), default=-1.0)
        lo_y = min((e[0][1] for e in entries), default=-1.0)
        hi_x = max((e[0][2] for e in entries), default=1.0)
        hi_y = max((e[0][3] for e in entries), default=1.0)
        nx, ny = GRID
        self.x0, self.y0 = lo_x, lo_y
        self.cw = (hi_x - lo_x) / nx or 1.0
        self.ch = (hi_y - lo_y) / ny or 1.0
        self.nx, self.ny = nx, ny
        cells: list[list[int]] = [[] for _ in range(nx * ny)]
        for k, (box, _) in enumerate(entries):
            ix0, iy0, ix1, iy1 = self._cells(box)
            for ix in range(ix0, ix1 + 1):
                for iy in range(iy0, iy1 + 1):
                    cells[iy * nx + ix].append(k)
        self.cells = cells

    def _cells(self, box: Box) -> tuple[int, int, int, int]:
        """The grid cells a box covers (clamped to the grid: anything outside it lies in
        the border cells, so a query never misses an obstacle)."""
        nx, ny = self.nx, self.ny
        ix0 = min(max(math.floor((box[0] - self.x0) / self.cw), 0), nx - 1)
        iy0 = min(max(math.floor((box[1] - self.y0) / self.ch), 0), ny - 1)
        ix1 = min(max(math.floor((box[2] - self.x0) / self.cw), 0), nx - 1)
        iy1 = min(max(math.floor((box[3] - self.y0) / self.ch), 0), ny - 1)
        return ix0, iy0, ix1, iy1

    def query(self, left: float, bottom: float, right: float, top: float) -> list[Info]:
        """Obstacles whose boxes meet the box (touching counts), in their fixed order."""
        entries = self.entries
        if len(entries) <= SCAN:
            return [
                info
                for (lo_x, lo_y, hi_x, hi_y), info in entries
                if left <= hi_x and lo_x <= right and bottom <= hi_y and lo_y <= top
            ]
        ix0, iy0, ix1, iy1 = self._cells((left, bottom, right, top))
        cells = self.cells
        nx = self.nx
        if ix0 == ix1 and iy0 == iy1:
            ks: list[int] | range = cells[iy0 * nx + ix0]
        elif (ix1 - ix0 + 1) * (iy1 - iy0 + 1) <= 4:
            found: set[int] = set()
            for iy in range(iy0, iy1 + 1):
                for ix in range(ix0, ix1 + 1):
                    found.update(cells[iy * nx + ix])
            ks = sorted(found)
        else:
            ks = range(len(self.entries))  # a long path: looking at each is cheaper
        out = []
        for k in ks:
            (lo_x, lo_y, hi_x, hi_y), info = entries[k]
            if left <= hi_x and lo_x <= right and bottom <= hi_y and lo_y <= top:
                out.append(info)
        return out


class World:
    def __init__(self, geo: Geometry, pins: list[Pin], n_balls: int, reach: float) -> None:
        self.static = StaticWorld.get(geo)
        self.reach = reach
        # Pins by index order: [box, info]; balls: box or None once pocketed.
        self._pins: list[tuple[Box, Info]] = []
        self._pin_slot: dict[str, int] = {}
        for pin in sorted(pins, key=lambda p: p.index):
            box = (pin.x - pin.radius, pin.y - pin.radius, pin.x + pin.radius, pin.y + pin.radius)
            self._pin_slot[pin.id] = len(self._pins)
            self._pins.append((box, (PIN_ORDER + pin.index, "pin", pin)))
        self._ball_box: list[Box | None] = [(0.0, 0.0, 0.0, 0.0)] * n_balls

    def set_sweep(self, i: int, box: Box) -> None:
        """Ball i's centre stays in box (left, bottom, right, top) during its segment."""
        if self._ball_box[i] is None:
            return
        e = self.reach
        self._ball_box[i] = (box[0] - e, box[1] - e, box[2] + e, box[3] + e)

    def candidates(self, box: Box) -> list[Info]:
        """Obstacles, pins and balls whose boxes meet ``box`` inflated by a ball's reach,
        in fixed order (table obstacles by key, then pins by index, then balls)."""
        e = self.reach
        left, bottom, right, top = box[0] - e, box[1] - e, box[2] + e, box[3] + e
        out = self.static.query(left, bottom, right, top)
        for (lo_x, lo_y, hi_x, hi_y), info in self._pins:
            if left <= hi_x and lo_x <= right and bottom <= hi_y and lo_y <= top:
                out.append(info)
        for i, bb in enumerate(self._ball_box):
            if (
                bb is not None
                and left <= bb[2]
                and bb[0] <= right
                and bottom <= bb[3]
                and bb[1] <= top
            ):
                out.append((BALL_ORDER + i, "ball", i))
        return out

    def update_pin(self, pin: Pin, t: float, R: float) -> tuple[float, float, float]:
        """The pin's box covers its body (a capsule while falling or lying) over the rest
        of its current slide; returns that circle (x, y, radius)."""
        length, rho = pin.body(R)
        sl = pin.slide_at(t)
        x0, y0 = sl.pos(t)
        x1, y1 = sl.pos(max(t, sl.t1))
        cx = (x0 + x1) / 2 + pin.dir_x * length / 2
        cy = (y0 + y1) / 2 + pin.dir_y * length / 2
        r = math.hypot(x1 - x0, y1 - y0) / 2 + length / 2 + max(rho - R, 0.0) + pin.radius
        k = self._pin_slot[pin.id]
        self._pins[k] = ((cx - r, cy - r, cx + r, cy + r), self._pins[k][1])
        return cx, cy, r

    def remove_ball(self, i: int) -> None:
        self._ball_box[i] = None
