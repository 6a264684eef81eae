"""Many strokes from one position, on every core: ``simulate_batch``.

The position is validated once and shared; each stroke is an independent simulation, so a
batch's results are the same bit for bit whatever the number of workers (and the same as
``simulate_detailed`` of the position with that stroke). ``workers`` > 1 uses a process
pool that is started on first use and kept (``shutdown()`` ends it; it also ends at exit);
the strokes go to it in contiguous chunks and come back in order. Processes are started
with "spawn" on every system (safe next to a Qt window's threads).
"""

from __future__ import annotations

import atexit
import multiprocessing
import operator
import os
import pickle
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar

from game.events import Event
from game.physics.api import SimResult, _parse_strokes, parse_position
from game.physics.motion import Segment
from game.physics.pins import Pin, Slide
from game.physics.table_geometry import geometry
from game.stroke import Stroke

# Below this many strokes per worker a pool costs more than it saves.
MIN_PER_WORKER = 8
# Chunks per worker: enough that the strokes' uneven lengths even out (the last chunk is
# what a finished worker waits for), each at least MIN_CHUNK strokes so that its own cost
# (the position parsed again, the round trip) stays small.
CHUNKS_PER_WORKER = 16
MIN_CHUNK = 8

_pool: ProcessPoolExecutor | None = None
_pool_size = 0


def _pool_for(workers: int) -> ProcessPoolExecutor:
    global _pool, _pool_size
    if _pool is None or _pool_size != workers:
        shutdown()
        _pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"))
        _pool_size = workers
    return _pool


def shutdown() -> None:
    """End the worker processes (a later batch starts them again)."""
    global _pool, _pool_size
    if _pool is not None:
        _pool.shutdown(wait=True, cancel_futures=True)
    _pool = None
    _pool_size = 0


atexit.register(shutdown)

_T = TypeVar("_T")
_Packed = tuple[Any, Any, Any, float, str | None, bool]

# Segments travel as flat tuples of their slots (read in C by attrgetter, written back by
# one tuple assignment): pickling each one through Segment.__reduce__ and rebuilding it
# attribute by attribute cost the parent process as much as a tenth of a simulation per
# stroke, time the workers' cores then shared with it.
_SEG_SLOTS = Segment.__slots__
_seg_values = operator.attrgetter(*_SEG_SLOTS)
_new = object.__new__


def _segment_generic(values: tuple[Any, ...]) -> Segment:
    s: Segment = _new(Segment)
    for k, v in zip(_SEG_SLOTS, values, strict=True):
        setattr(s, k, v)
    return s


def _segment_fast(values: tuple[Any, ...]) -> Segment:
    s: Segment = _new(Segment)
    (
        s.R, s.ax, s.ay, s.dwx, s.dwy, s.g, s.px, s.py, s.state, s.t0, s.t1,
        s.tf, s.tz, s.vx, s.vy, s.wx, s.wy, s.wz, s.wz_rate,
    ) = values  # fmt: skip
    return s


_FAST_SLOTS = ("R", "ax", "ay", "dwx", "dwy", "g", "px", "py", "state", "t0", "t1",
               "tf", "tz", "vx", "vy", "wx", "wy", "wz", "wz_rate")  # fmt: skip
# The one-assignment form names the slots; any other slot list takes the general path.
_segment = _segment_fast if _SEG_SLOTS == _FAST_SLOTS else _segment_generic


# A pin no ball or pin touched (most of them, in most strokes) travels as a mark: 0 as it
# started, 1 with the one resting slide its first prediction gave it.
_UNTOUCHED, _RESTING = 0, 1


def _fresh(start: Pin, resting: bool) -> Pin:
    pin = Pin(start.id, start.index, start.x, start.y, start.radius, start.height, start.mass)
    if resting:
        pin.slides.append(Slide(0.0, start.x, start.y))
    return pin


def _pin_state(pin: Pin, untouched: dict[str, Any], resting: dict[str, Any]) -> Any:
    state = vars(pin)
    if state == untouched:
        return _UNTOUCHED
    if state == resting:
        return _RESTING
    state = dict(state)
    state["slides"] = [vars(s) for s in pin.slides]
    return state


def _with_dict(cls: type[_T], state: dict[str, Any]) -> _T:
    """An instance of a plain (or frozen) dataclass with its fields from ``state``, as
    unpickling makes it, without looking for a __setstate__ the class does not have."""
    obj: _T = _new(cls)
    object.__setattr__(obj, "__dict__", state)
    return obj


def _pin(state: Any, start: Pin) -> Pin:
    if not isinstance(state, dict):
        return _fresh(start, state == _RESTING)
    state["slides"] = [_with_dict(Slide, s) for s in state["slides"]]
    return _with_dict(Pin, state)


def _chunk(position: Mapping[str, Any], strokes: Sequence[Stroke]) -> bytes:
    """Worker side: simulate a chunk; results without the table's geometry and params,
    which the caller already has, pickled here (the pool then sends plain bytes)."""
    pos = parse_position(position)
    out: list[_Packed] = []
    marks = {p.id: (vars(_fresh(p, False)), vars(_fresh(p, True))) for p in pos.pins}
    for s in _parse_strokes(pos, strokes):
        r = pos.run(s)
        segments = {b: [_seg_values(seg) for seg in segs] for b, segs in r.segments.items()}
        events = [vars(e) for e in r.events]
        pins = {k: _pin_state(p, *marks[k]) for k, p in r.pins.items()}
        out.append((events, segments, pins, r.duration, r.struck, r.complete))
    return pickle.dumps(out, protocol=pickle.HIGHEST_PROTOCOL)


def simulate_batch(
    position: Mapping[str, Any],
    strokes: Sequence[Stroke],
    workers: int | None = None,
) -> list[SimResult]:
    """Simulate every stroke from ``position`` (a ``simulate`` request without ``stroke``;
    a ``stroke`` key is ignored). Returns one ``SimResult`` per stroke, in order, exactly as
    ``simulate_detailed({**position, "stroke": stroke})`` would. ``workers``: processes to
    use (None: every core; 1: this process only). Raises ``InputError`` for a bad position
    or stroke (field ``strokes[k].speed`` and the like) before simulating anything."""
    pos = parse_position(position)
    parsed = _parse_strokes(pos, strokes)
    n = len(parsed)
    workers = (os.cpu_count() or 1) if workers is None else max(1, workers)
    workers = min(workers, n // MIN_PER_WORKER)
    if workers <= 1:
        return [pos.run(s) for s in parsed]
    raw = {k: v for k, v in position.items() if k != "stroke"}
    parts = max(workers, min(workers * CHUNKS_PER_WORKER, n // MIN_CHUNK))
    bounds = [n * k // parts for k in range(parts + 1)]
    pool = _pool_for(workers)
    futures = [pool.submit(_chunk, raw, parsed[bounds[k] : bounds[k + 1]]) for k in range(parts)]
    prm = pos.prm
    geo = geometry(pos.table)
    results: list[SimResult] = []
    segment = _segment
    starts = {p.id: p for p in pos.pins}
    for f in futures:
        for events, flat, pins, duration, struck, complete in pickle.loads(f.result()):
            result = SimResult(
                table=pos.table,
                params=prm,
                geometry=geo,
                events=[_with_dict(Event, e) for e in events],
                segments={b: [segment(v) for v in segs] for b, segs in flat.items()},
                pins={k: _pin(p, starts[k]) for k, p in pins.items()},
                duration=duration,
                struck=struck,
                complete=complete,
            )
            results.append(result)
    return results
