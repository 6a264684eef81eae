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
import os
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from game.physics.api import SimResult, _parse_strokes, parse_position
from game.physics.table_geometry import geometry
from game.stroke import Stroke

# Below this many strokes per worker a pool costs more than it saves.
MIN_PER_WORKER = 8
CHUNKS_PER_WORKER = 4

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

_Packed = tuple[Any, Any, Any, float, str | None, bool]


def _chunk(position: Mapping[str, Any], strokes: Sequence[Stroke]) -> list[_Packed]:
    """Worker side: simulate a chunk; results without the table's geometry and params,
    which the caller already has."""
    pos = parse_position(position)
    out: list[_Packed] = []
    for s in _parse_strokes(pos, strokes):
        r = pos.run(s)
        out.append((r.events, r.segments, r.pins, r.duration, r.struck, r.complete))
    return out


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
    parts = min(n, workers * CHUNKS_PER_WORKER)
    bounds = [n * k // parts for k in range(parts + 1)]
    pool = _pool_for(workers)
    futures = [pool.submit(_chunk, raw, parsed[bounds[k] : bounds[k + 1]]) for k in range(parts)]
    prm = pos.prm
    geo = geometry(pos.table)
    results: list[SimResult] = []
    for f in futures:
        for events, segments, pins, duration, struck, complete in f.result():
            result = SimResult(
                table=pos.table,
                params=prm,
                geometry=geo,
                events=events,
                segments=segments,
                pins=pins,
                duration=duration,
                struck=struck,
                complete=complete,
            )
            results.append(result)
    return results
