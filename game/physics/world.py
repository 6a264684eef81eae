"""The pymunk world: our broad phase. pymunk finds contacts, never resolves them.

One ``pymunk.Space`` (metre scale: ``collision_slop`` 1e-7, no gravity, no damping, no
sleeping) holds the table as static shapes: a ``Segment`` per cushion nose and jaw face, a
``Circle`` per rounded jaw point, a sensor ``Circle`` per pocket drop circle and a
``Circle`` per standing pin. Each ball is a kinematic body whose shape is the box its
centre sweeps during its current closed-form motion segment, inflated by its radius
(``Poly`` with a radius), so the space also knows which balls' paths may meet.

For every ball and motion segment the engine asks ``Space.bb_query`` for the shapes whose
bounding boxes meet that swept box: those are the only candidates for which it solves the
exact contact time (engine.py). The space is never stepped: pymunk never moves a ball and
never applies an impulse, and its collision handler rejects any contact it might see
(``arbiter.process_collision = False``) should anyone step it. Rotation is ours (3D spin);
pymunk bodies carry none.
"""

from __future__ import annotations

import math
from typing import Any

import pymunk

from game.physics.pins import Pin
from game.physics.table_geometry import Geometry

CAT_CUSHION = 0b0001
CAT_POCKET = 0b0010
CAT_PIN = 0b0100
CAT_BALL = 0b1000
PIN_ORDER = 1000  # a pin's candidate order: PIN_ORDER + its index
_ALL = pymunk.ShapeFilter(mask=pymunk.ShapeFilter.ALL_MASKS())


def _reject(arbiter: pymunk.Arbiter, space: pymunk.Space, data: Any) -> None:
    arbiter.process_collision = False


class World:
    def __init__(self, geo: Geometry, pins: list[Pin], n_balls: int, reach: float) -> None:
        space = pymunk.Space()
        space.collision_slop = 1e-7
        space.gravity = (0.0, 0.0)
        space.damping = 1.0
        space.sleep_time_threshold = math.inf
        space.on_collision(begin=_reject, pre_solve=_reject)
        self.space = space
        self.reach = reach
        # Shape -> (order, kind, object); order gives a stable candidate order.
        self._info: dict[pymunk.Shape, tuple[int, str, Any]] = {}
        static = space.static_body
        for line in geo.lines:
            a = (line.ax, line.ay)
            b = (line.ax + line.tx * line.length, line.ay + line.ty * line.length)
            self._add(pymunk.Segment(static, a, b, 0.0), line.key, "line", line, CAT_CUSHION)
        for c in geo.circles:
            self._add(pymunk.Circle(static, c.r, (c.cx, c.cy)), c.key, "circle", c, CAT_CUSHION)
        for p in geo.pockets:
            shape = pymunk.Circle(static, p.r, (p.cx, p.cy))
            shape.sensor = True
            self._add(shape, p.key, "pocket", p, CAT_POCKET)
        self._pin_shape: dict[str, pymunk.Shape] = {}
        for pin in pins:
            shape = pymunk.Circle(static, pin.radius, (pin.x, pin.y))
            self._pin_shape[pin.id] = shape
            self._add(shape, PIN_ORDER + pin.index, "pin", pin, CAT_PIN)
        self._ball_shape: list[pymunk.Poly | None] = []
        for i in range(n_balls):
            body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
            shape = pymunk.Poly(body, [(0, 0), (1e-3, 0), (1e-3, 1e-3), (0, 1e-3)], radius=reach)
            space.add(body, shape)
            shape.filter = pymunk.ShapeFilter(categories=CAT_BALL)
            self._info[shape] = (2000 + i, "ball", i)
            self._ball_shape.append(shape)

    def _add(self, shape: pymunk.Shape, order: int, kind: str, obj: Any, cat: int) -> None:
        shape.filter = pymunk.ShapeFilter(categories=cat)
        shape.collision_type = cat
        self.space.add(shape)
        self._info[shape] = (order, kind, obj)

    def set_sweep(self, i: int, box: tuple[float, float, float, float]) -> None:
        """Ball i's centre stays in box (left, bottom, right, top) during its segment."""
        shape = self._ball_shape[i]
        if shape is None:
            return
        left, bottom, right, top = box
        shape.unsafe_set_vertices([(left, bottom), (right, bottom), (right, top), (left, top)])
        self.space.reindex_shape(shape)

    def candidates(self, box: tuple[float, float, float, float]) -> list[tuple[int, str, Any]]:
        """Shapes whose bounding boxes meet ``box`` inflated by a ball's reach, in fixed order."""
        left, bottom, right, top = box
        e = self.reach
        found = self.space.bb_query(pymunk.BB(left - e, bottom - e, right + e, top + e), _ALL)
        return sorted(self._info[s] for s in found)

    def update_pin(self, pin: Pin, t: float, R: float) -> tuple[float, float, float]:
        """The pin's shape covers its body (a capsule while falling or lying) over the
        rest of its current slide; returns that circle (x, y, radius)."""
        shape = self._pin_shape[pin.id]
        length, rho = pin.body(R)
        sl = pin.slide_at(t)
        x0, y0 = sl.pos(t)
        x1, y1 = sl.pos(max(t, sl.t1))
        cx = (x0 + x1) / 2 + pin.dir_x * length / 2
        cy = (y0 + y1) / 2 + pin.dir_y * length / 2
        r = math.hypot(x1 - x0, y1 - y0) / 2 + length / 2 + max(rho - R, 0.0) + pin.radius
        shape.unsafe_set_offset((cx, cy))  # type: ignore[attr-defined]
        shape.unsafe_set_radius(r)  # type: ignore[attr-defined]
        self.space.reindex_shape(shape)
        return cx, cy, r

    def remove_ball(self, i: int) -> None:
        shape = self._ball_shape[i]
        if shape is not None:
            self.space.remove(shape, shape.body)
            del self._info[shape]
            self._ball_shape[i] = None
