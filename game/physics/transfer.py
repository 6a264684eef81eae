"""A simulation's result as plain values and back: what the batch pool's processes send.

A segment travels as the flat tuple of its fields (``SEGMENT_SLOTS`` order); a flight's
tuple carries its start height and vertical speed after them, and an off-table segment's a
``None``, so each comes back as its own class. A pin travels as the tuple of its fields
(its slides as tuples of theirs), or as a mark when it ended as it started (most pins in
most strokes): ``UNTOUCHED``, or ``RESTING`` with the one resting slide its first prediction
gave it. Compiled with the rest of the physics (packaging/compile_physics.py), where the
fields are read and written without a lookup by name; a compiled class has no
``__dict__``, so nothing here relies on one.
"""

from __future__ import annotations

from typing import Any

from game.physics.airborne import Flight, OffTable
from game.physics.motion import Segment
from game.physics.pins import Pin, Slide

UNTOUCHED, RESTING = 0, 1
_FLIGHT_SIZE = 21
_OFF_SIZE = 20


def segment_values(s: Segment) -> tuple[Any, ...]:
    values = (
        s.R, s.ax, s.ay, s.dwx, s.dwy, s.g, s.px, s.py, s.state, s.t0, s.t1,
        s.tf, s.tz, s.vx, s.vy, s.wx, s.wy, s.wz, s.wz_rate,
    )  # fmt: skip
    if isinstance(s, Flight):
        return (*values, s.z0, s.vz)
    if isinstance(s, OffTable):
        return (*values, None)
    return values


def segment_from(v: tuple[Any, ...]) -> Segment:
    size = len(v)
    if size == _FLIGHT_SIZE:
        flight = Flight.__new__(Flight)  # allocation only: every field is set below
        flight.z0 = v[19]
        flight.vz = v[20]
        s: Segment = flight
    elif size == _OFF_SIZE:
        s = OffTable.__new__(OffTable)
    else:
        s = Segment.__new__(Segment)
    s.R = v[0]
    s.ax = v[1]
    s.ay = v[2]
    s.dwx = v[3]
    s.dwy = v[4]
    s.g = v[5]
    s.px = v[6]
    s.py = v[7]
    s.state = v[8]
    s.t0 = v[9]
    s.t1 = v[10]
    s.tf = v[11]
    s.tz = v[12]
    s.vx = v[13]
    s.vy = v[14]
    s.wx = v[15]
    s.wy = v[16]
    s.wz = v[17]
    s.wz_rate = v[18]
    return s


def slide_values(s: Slide) -> tuple[float, ...]:
    return (s.t0, s.x, s.y, s.vx, s.vy, s.ax, s.ay, s.t1)


def pin_values(p: Pin) -> tuple[Any, ...]:
    """Every field of ``p`` in order (``Pin(*values)`` makes it again), slides as tuples."""
    return (
        p.id, p.index, p.x, p.y, p.radius, p.height, p.mass, p.down_t, p.down_by, p.dir_x,
        p.dir_y, [slide_values(s) for s in p.slides], p.stage, p.leaning, p.last_touch,
        p.push_from,
    )  # fmt: skip


def fresh(start: Pin, resting: bool) -> Pin:
    pin = start.unmoved()
    if resting:
        pin.slides.append(Slide(0.0, start.x, start.y))
    return pin


def marks(start: Pin) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
    """``pin_values`` of ``start`` untouched and with its one resting slide."""
    return pin_values(fresh(start, False)), pin_values(fresh(start, True))


def pin_state(pin: Pin, untouched: tuple[Any, ...], resting: tuple[Any, ...]) -> Any:
    values = pin_values(pin)
    if values == untouched:
        return UNTOUCHED
    if values == resting:
        return RESTING
    return values


def pin_from(state: Any, start: Pin) -> Pin:
    if not isinstance(state, tuple):
        return fresh(start, state == RESTING)
    v: tuple[Any, ...] = state
    return Pin(
        v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10],
        [Slide(*s) for s in v[11]], v[12], v[13], v[14], v[15],
    )  # fmt: skip
