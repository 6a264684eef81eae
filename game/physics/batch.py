"""Many strokes from one position, on every core: ``simulate_batch``.

The position is validated once and shared; each stroke is an independent simulation, so a
batch's results are the same bit for bit whatever the number of workers (and the same as
``simulate_detailed`` of the position with that stroke). ``workers`` > 1 counts this
process: it simulates a share itself next to ``workers`` - 1 pool processes, started on
first use and kept (``shutdown()`` ends them; they also end at exit). The strokes are cut
into contiguous chunks; the pool takes them from the front and this process from the back,
and every result is put at its stroke's index. Processes are started with "spawn" on every
system (safe next to a Qt window's threads).
"""

from __future__ import annotations

import atexit
import contextlib
import multiprocessing
import os
import pickle
import queue
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar

from game.events import Event
from game.physics import transfer
from game.physics.api import SimResult, _parse_strokes, _Position, parse_position
from game.physics.table_geometry import geometry
from game.physics.transfer import pin_from, pin_state, segment_from, segment_values
from game.stroke import Stroke
from game.worker_health import note_rebuilt

# Below this many strokes per worker a pool costs more than it saves.
MIN_PER_WORKER = 8
# Chunks per process: small ones, since a chunk costs little more than its strokes (the
# workers parse the position once per batch and pull chunks through a shared counter),
# and the last pool chunk and the caller's decoding of it are what the caller and the
# pool wait for at the end. A/B on two cores, 1200 three-cushion strokes in four batches:
# x1.31 with 16 chunks of at least 8 strokes per process, x1.82 with 48 of at least 4.
CHUNKS_PER_WORKER = 48
MIN_CHUNK = 4

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
    global _pool, _pool_size, _workers
    if _pool is not None:
        _pool.shutdown(wait=True, cancel_futures=True)
    _pool = None
    _pool_size = 0
    if _workers is not None:
        _workers.close()
    _workers = None


atexit.register(shutdown)

_T = TypeVar("_T")
_Packed = tuple[Any, Any, Any, float, str | None, bool]

# Results travel as plain values (game/physics/transfer.py: segments and pins as flat
# tuples, untouched pins as marks) pickled once per chunk: pickling each segment through
# Segment.__reduce__ and rebuilding it attribute by attribute cost the parent process as
# much as a tenth of a simulation per stroke, time the workers' cores then shared with it.


def _with_dict(cls: type[_T], state: dict[str, Any]) -> _T:
    """An instance of a plain (or frozen) dataclass with its fields from ``state``, as
    unpickling makes it, without looking for a __setstate__ the class does not have."""
    obj: _T = object.__new__(cls)
    object.__setattr__(obj, "__dict__", state)
    return obj


def _simulate_chunk(pos: _Position, strokes: Sequence[Stroke], marks: Any) -> bytes:
    """Simulate a chunk; results without the table's geometry and params, which the caller
    already has, pickled here (plain bytes travel back)."""
    out: list[_Packed] = []
    for s in strokes:
        r = pos.run(s)
        segments = {b: [segment_values(seg) for seg in segs] for b, segs in r.segments.items()}
        events = [vars(e) for e in r.events]
        pins = {k: pin_state(p, *marks[k]) for k, p in r.pins.items()}
        out.append((events, segments, pins, r.duration, r.struck, r.complete))
    return pickle.dumps(out, protocol=pickle.HIGHEST_PROTOCOL)


def _chunk(position: Mapping[str, Any], strokes: Sequence[Stroke]) -> bytes:
    """A chunk from a bare position (kept for callers that submit chunks themselves)."""
    pos = parse_position(position)
    marks = {p.id: transfer.marks(p) for p in pos.pins}
    return _simulate_chunk(pos, strokes, marks)


def _claim(span: Any, front: bool) -> int:
    """The next chunk to simulate, from the front (a worker) or the back (the caller), or
    -1 when none is left. ``span`` holds [next from the front, next from the back]."""
    with span.get_lock():
        if span[0] > span[1]:
            return -1
        if front:
            k = int(span[0])
            span[0] = k + 1
        else:
            k = int(span[1])
            span[1] = k - 1
        return k


def _worker(tasks: Any, results: Any, span: Any) -> None:
    """A pool process: per batch, the position once, then chunks from the front until none
    is left; every chunk's bytes go to ``results`` (a queue whose writer thread sends them
    while this process goes on with the next chunk), then a (batch, -1) mark."""
    while True:
        job = tasks.recv()
        if job is None:
            return
        batch, position, strokes, bounds = job
        try:
            pos = parse_position(position)
            marks = {p.id: transfer.marks(p) for p in pos.pins}
            while (k := _claim(span, True)) >= 0:
                chunk = strokes[bounds[k] : bounds[k + 1]]
                results.put((batch, k, _simulate_chunk(pos, chunk, marks)))
        except Exception as exc:  # handed to the caller, who raises it
            results.put((batch, -2, exc))
        results.put((batch, -1, None))


class _Pool:
    """``size`` worker processes that take a whole batch at once and pull its chunks
    through a shared counter: no thread of the caller has to feed them (a feeding thread
    waits for the interpreter lock while the caller simulates its own share, and the
    workers idle meanwhile)."""

    def __init__(self, size: int) -> None:
        ctx = multiprocessing.get_context("spawn")
        self.span = ctx.Array("l", 2)
        self.results = ctx.Queue()
        self.conns = []
        self.procs = []
        for _ in range(size):
            ours, theirs = ctx.Pipe()
            proc = ctx.Process(target=_worker, args=(theirs, self.results, self.span), daemon=True)
            proc.start()
            theirs.close()
            self.conns.append(ours)
            self.procs.append(proc)
        self.batch = 0

    def close(self) -> None:
        for c in self.conns:
            with contextlib.suppress(OSError):
                c.send(None)
        for p in self.procs:
            p.join(5)
            if p.is_alive():
                p.terminate()
        self.results.close()

    def get(self) -> Any:
        while True:
            try:
                return self.results.get(timeout=1.0)
            except queue.Empty:
                if not all(p.is_alive() for p in self.procs):
                    shutdown()  # the next batch starts fresh workers
                    note_rebuilt()
                    raise _WorkerDied from None


class _WorkerDied(Exception):
    """A pool process ended in the middle of a batch (killed, out of memory)."""


_workers: _Pool | None = None


def _workers_for(size: int) -> _Pool:
    global _workers
    dead = _workers is not None and not all(p.is_alive() for p in _workers.procs)
    if _workers is None or len(_workers.procs) != size or dead:
        if _workers is not None:
            _workers.close()
        if dead:
            note_rebuilt()
        _workers = _Pool(size)
    return _workers


def simulate_batch(
    position: Mapping[str, Any],
    strokes: Sequence[Stroke],
    workers: int | None = None,
) -> list[SimResult]:
    """Simulate every stroke from ``position`` (a ``simulate`` request without ``stroke``;
    a ``stroke`` key is ignored). Returns one ``SimResult`` per stroke, in order, exactly as
    ``simulate_detailed({**position, "stroke": stroke})`` would. ``workers``: processes to
    use, this one included (None: every core; 1: this process only). Raises ``InputError``
    for a bad position or stroke (field ``strokes[k].speed`` and the like) before
    simulating anything."""
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
    # This process is one of the ``workers``: the pool has one fewer. The pool's processes
    # take chunks from the front, this one from the back (no transfer for its share) and
    # it decodes the pool's chunks between its own. Each stroke's result lands at its own
    # index, so who simulated it does not show.
    pool = _workers_for(workers - 1)
    pool.batch += 1
    batch = pool.batch
    with pool.span.get_lock():
        pool.span[0] = 0
        pool.span[1] = parts - 1
    for c in pool.conns:
        c.send((batch, raw, parsed, bounds))
    prm = pos.prm
    geo = geometry(pos.table)
    results: list[SimResult | None] = [None] * n
    starts = {p.id: p for p in pos.pins}
    running = len(pool.conns)
    error: BaseException | None = None

    def receive(item: Any) -> None:
        nonlocal running, error
        tag, k, data = item
        if tag != batch:
            return
        if k == -1:
            running -= 1
            return
        if k == -2:
            error = data
            return
        i = bounds[k]
        for events, flat, pins, duration, struck, complete in pickle.loads(data):
            results[i] = SimResult(
                table=pos.table,
                params=prm,
                geometry=geo,
                events=[_with_dict(Event, e) for e in events],
                segments={b: [segment_from(v) for v in segs] for b, segs in flat.items()},
                pins={k: pin_from(p, starts[k]) for k, p in pins.items()},
                duration=duration,
                struck=struck,
                complete=complete,
            )
            i += 1

    try:
        while (k := _claim(pool.span, False)) >= 0:
            for i in range(bounds[k], bounds[k + 1]):
                results[i] = pos.run(parsed[i])
            while True:
                try:
                    receive(pool.results.get_nowait())
                except queue.Empty:
                    break
    except BaseException:
        # This process's share raised: the workers finish this batch (and claim nothing
        # of the next one) before anything else is sent to them.
        with pool.span.get_lock():
            pool.span[0] = parts
        with contextlib.suppress(_WorkerDied):
            while running:
                receive(pool.get())
        raise
    try:
        while running:
            receive(pool.get())
    except _WorkerDied:
        # The pool is gone (and the caller told through game.worker_health): what it had
        # not sent back is simulated here, so the batch still answers in full.
        for i, r in enumerate(results):
            if r is None:
                results[i] = pos.run(parsed[i])
    if error is not None:
        raise error
    done = [r for r in results if r is not None]
    if len(done) != n:
        raise RuntimeError("a batch came back incomplete")
    return done
