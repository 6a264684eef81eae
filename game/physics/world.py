"""The broad phase: which obstacles and balls a ball's path may meet.

Every obstacle has an axis-aligned bounding box (the same boxes pymunk's Chipmunk computes:
a cushion nose or jaw face is its segment's box, a jaw point, a pocket's drop circle or a
pin is its circle's box), and each ball has the box its centre sweeps during its current
closed-form motion segment, inflated by its radius. ``candidates(box)`` returns everything
whose box meets ``box`` inflated by a ball's reach (boxes touching count), in a fixed
order: those are the only candidates for which the engine solves exact contact times
(engine.py). This is a pure filter: the engine's results do not depend on how it is
computed, only on it never leaving out a box that meets.

The table's part (cushions, jaws, pocket sensors) is a pymunk ``Space`` of static shapes
built once per table and reused by every simulation (``StaticWorld.get``): Chipmunk's
bounding-box tree answers which of them a box meets. Pins and balls, which move during a
shot, are added per simulation as plain boxes. (Until issue 18 the whole space was rebuilt
for every call, a quarter of the engine's time.)
"""

from __future__ import annotations

import math
from typing import Any, ClassVar

import pymunk

from game.physics.pins import Pin
from game.physics.table_geometry import Geometry

PIN_ORDER = 1000  # a pin's candidate order: PIN_ORDER + its index
BALL_ORDER = 2000  # a ball's candidate order: BALL_ORDER + its index
RECENT = 8  # static queries a simulation keeps to answer boxes inside them
SCAN = 8  # up to this many obstacles (a carom table's four cushions) a plain scan is cheaper
_EVERY_SHAPE = pymunk.ShapeFilter()

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
        # The table's obstacles as static pymunk shapes in one space, built once per table:
        # Chipmunk's bounding-box tree answers which of them a box meets (touching counts).
        # The small parts of one pocket (its points, facings and drop circle), whose boxes
        # overlap, are one shape, a box round them all; a query that meets it tests their
        # own boxes (a near-corner query meets three shapes instead of thirteen, and each
        # shape Chipmunk reports costs a call back into Python).
        self.space = pymunk.Space()
        self._groups: dict[pymunk.Shape, list[int]] = {}
        # order -> (group, x, y, radius): a circle round a group's box, so round every
        # member's box (the engine's first test for a pocket's parts together).
        self.group_of: dict[int, tuple[int, float, float, float]] = {}
        static = self.space.static_body
        for box, (order, kind, obj) in entries:
            bb = _shape(static, kind, obj).cache_bb()
            if (bb.left, bb.bottom, bb.right, bb.top) != box:
                raise ValueError(f"pymunk box of {kind} {order} differs from the engine's")
        for members in _clusters(entries):
            shape: pymunk.Shape
            if len(members) == 1:
                _box, (_order, kind, obj) = entries[members[0]]
                shape = _shape(static, kind, obj)
            else:
                lo_x = min(entries[k][0][0] for k in members) - _GROUP_MARGIN
                lo_y = min(entries[k][0][1] for k in members) - _GROUP_MARGIN
                hi_x = max(entries[k][0][2] for k in members) + _GROUP_MARGIN
                hi_y = max(entries[k][0][3] for k in members) + _GROUP_MARGIN
                shape = pymunk.Poly.create_box_bb(static, pymunk.BB(lo_x, lo_y, hi_x, hi_y))
                gx, gy = 0.5 * (lo_x + hi_x), 0.5 * (lo_y + hi_y)
                circle = (members[0], gx, gy, math.hypot(hi_x - gx, hi_y - gy) + _GROUP_MARGIN)
                for k in members:
                    self.group_of[entries[k][1][0]] = circle
            shape.sensor = True
            self.space.add(shape)
            self._groups[shape] = members
        self.free = _free_middle([box for box, _ in entries])
        self.box_of = {info[0]: box for box, info in entries}

    def query(self, left: float, bottom: float, right: float, top: float) -> list[Info]:
        """Obstacles whose boxes meet the box (touching counts), in their fixed order."""
        entries = self.entries
        free = self.free
        if free is not None and (
            left > free[0] and bottom > free[1] and right < free[2] and top < free[3]
        ):
            return []  # inside the cloth's middle, which no obstacle's box reaches
        if len(entries) <= SCAN:
            return [
                info
                for (lo_x, lo_y, hi_x, hi_y), info in entries
                if left <= hi_x and lo_x <= right and bottom <= hi_y and lo_y <= top
            ]
        hits = self.space.bb_query(pymunk.BB(left, bottom, right, top), _EVERY_SHAPE)
        if not hits:
            return []
        groups = self._groups
        found: list[int] = []
        for shape in hits:
            members = groups[shape]
            if len(members) == 1:
                found.append(members[0])
                continue
            for k in members:
                lo_x, lo_y, hi_x, hi_y = entries[k][0]
                if left <= hi_x and lo_x <= right and bottom <= hi_y and lo_y <= top:
                    found.append(k)
        if len(found) > 1:
            found.sort()
        return [entries[k][1] for k in found]


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
        # The last few static queries of this simulation and their answers: a box inside
        # one of them (a ball's next segment often runs inside its last one's box) is
        # answered from it, keeping those of its obstacles whose boxes meet the new box.
        self._recent: list[tuple[Box, list[Info]]] = []

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
        out = self._static_query(left, bottom, right, top)
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

    def _static_query(self, left: float, bottom: float, right: float, top: float) -> list[Info]:
        for (l0, b0, r0, t0), found in self._recent:
            if l0 <= left and b0 <= bottom and right <= r0 and top <= t0:
                box_of = self.static.box_of
                out = []
                for info in found:
                    lo_x, lo_y, hi_x, hi_y = box_of[info[0]]
                    if left <= hi_x and lo_x <= right and bottom <= hi_y and lo_y <= top:
                        out.append(info)
                return out
        out = self.static.query(left, bottom, right, top)
        recent = self._recent
        if len(recent) >= RECENT:
            del recent[0]
        recent.append(((left, bottom, right, top), out[:]))
        return out

    def balls_near(self, box: Box) -> list[int]:
        """The balls among ``candidates(box)`` (a ball at rest needs no other)."""
        e = self.reach
        left, bottom, right, top = box[0] - e, box[1] - e, box[2] + e, box[3] + e
        return [
            i
            for i, bb in enumerate(self._ball_box)
            if bb is not None
            and left <= bb[2]
            and bb[0] <= right
            and bottom <= bb[3]
            and bb[1] <= top
        ]

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


def _shape(body: pymunk.Body, kind: str, obj: Any) -> pymunk.Shape:
    """One obstacle as a pymunk shape: a segment for a line, else a circle."""
    if kind == "line":
        end = (obj.ax + obj.tx * obj.length, obj.ay + obj.ty * obj.length)
        return pymunk.Segment(body, (obj.ax, obj.ay), end, 0.0)
    return pymunk.Circle(body, obj.r, (obj.cx, obj.cy))


_GROUP_MARGIN = 1e-6  # a group's box stands this far round its members' boxes, m
_GROUP_SIZE = 0.2  # obstacles whose boxes are at most this long and wide may be grouped, m


def _clusters(entries: list[tuple[Box, Info]]) -> list[list[int]]:
    """The entries in groups: small obstacles whose boxes overlap (a pocket's points,
    facings and drop circle) together, each longer one (a cushion nose) alone; members in
    entry order, groups by their first member."""
    small = [
        k
        for k, ((lo_x, lo_y, hi_x, hi_y), _) in enumerate(entries)
        if hi_x - lo_x <= _GROUP_SIZE and hi_y - lo_y <= _GROUP_SIZE
    ]
    parent = list(range(len(entries)))

    def root(k: int) -> int:
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

    for a in small:
        ax0, ay0, ax1, ay1 = entries[a][0]
        for b in small:
            if b <= a:
                continue
            bx0, by0, bx1, by1 = entries[b][0]
            if ax0 <= bx1 and bx0 <= ax1 and ay0 <= by1 and by0 <= ay1:
                parent[root(b)] = root(a)
    out: dict[int, list[int]] = {}
    for k in range(len(entries)):
        out.setdefault(root(k), []).append(k)
    return sorted(out.values(), key=lambda g: g[0])


def _free_middle(boxes: list[Box]) -> Box | None:
    """A box about the table's centre that none of ``boxes`` meets (touching counts), or
    None: a query inside it needs no look at the obstacles (most balls roll and stop in
    the middle of the cloth). Every box must lie wholly to one side of the centre in x or
    in y; the middle box stops short of the nearest sides (the larger of the two boxes
    made by stopping first at the nearest side in x, or first in y)."""
    clear = [(max(lo_x, -hi_x), max(lo_y, -hi_y)) for lo_x, lo_y, hi_x, hi_y in boxes]
    best: Box | None = None
    for axis in (0, 1):
        first = min([c[axis] for c in clear if c[axis] > 0.0], default=0.0)
        rest = [c[1 - axis] for c in clear if c[axis] < first]
        if first <= 0.0 or not rest or any(c <= 0.0 for c in rest):
            continue
        second = min(rest)
        a, b = (first, second) if axis == 0 else (second, first)
        if best is None or a * b > best[2] * best[3]:
            best = (-a, -b, a, b)
    return best
