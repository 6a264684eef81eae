"""Issue 18: the batch API, the broad phase built once per table, the event queue and the
cheap bounds before exact roots change nothing in the results."""

from __future__ import annotations

import random
from dataclasses import astuple, fields, replace

import pytest

from game.errors import InputError
from game.physics import batch, shutdown_batch_pool, simulate_batch, simulate_batch_local, transfer
from game.physics.airborne import Flight, OffTable
from game.physics.api import simulate_detailed
from game.physics.corpus import fingerprint_result, fingerprint_run, seven_pins_stroke
from game.physics.energy_audit import random_break
from game.physics.motion import SEGMENT_SLOTS, Segment
from game.physics.pins import Pin, Slide
from game.physics.table_geometry import geometry
from game.physics.world import StaticWorld
from game.stroke import Stroke

CAROM = {
    "table": "carom-match",
    "discipline": "three_cushion",
    "balls": {"white": [0.1, -0.9], "yellow": [0.3, 0.2], "red": [-0.4, 0.9]},
}


def _strokes(n: int, seed: int = 5) -> list[Stroke]:
    rng = random.Random(seed)
    return [
        Stroke(
            "white",
            aim_deg=rng.uniform(0, 360),
            speed=rng.uniform(0.5, 7.0),
            side=rng.uniform(-0.5, 0.5),
            height=rng.uniform(-0.5, 0.5),
        )
        for _ in range(n)
    ]


def test_batch_is_simulate_detailed_stroke_by_stroke() -> None:
    strokes = _strokes(12)
    batch = simulate_batch(CAROM, strokes, workers=1)
    single = [simulate_detailed({**CAROM, "stroke": s}) for s in strokes]
    assert [fingerprint_result(r) for r in batch] == [fingerprint_result(r) for r in single]
    assert [r.to_json() for r in batch] == [r.to_json() for r in single]


def test_pool_results_keep_flights_and_balls_off_the_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Jumps through the pool: a flight comes back as a flight (its height and vertical
    speed too) and a ball off the table as one; they used to come back as plain ground
    segments."""
    strokes = [
        Stroke("white", aim_deg=aim, speed=speed, height=-0.5, elevation_deg=elevation)
        for aim in (0.0, 30.0, 60.0, 90.0, 120.0, 150.0)  # 18 strokes: enough for a pool
        for speed, elevation in ((3.0, 15.0), (5.0, 30.0), (7.0, 20.0))
    ]
    local = simulate_batch_local(CAROM, strokes)
    claim = batch._claim
    monkeypatch.setattr(batch, "_claim", lambda span, front: claim(span, front) if front else -1)
    try:
        pooled = simulate_batch(CAROM, strokes, workers=2)
    finally:
        shutdown_batch_pool()
    kinds = [[type(s) for segs in r.segments.values() for s in segs] for r in local]
    assert any(Flight in k for k in kinds) and any(OffTable in k for k in kinds)
    assert [[type(s) for segs in r.segments.values() for s in segs] for r in pooled] == kinds
    assert [fingerprint_result(r) for r in pooled] == [fingerprint_result(r) for r in local]


def test_transfer_carries_every_field_of_pins_and_slides() -> None:
    """transfer.py names the fields one by one (compiled, no lookup by name): a field
    added to Pin or Slide must be added there too."""
    pin = Pin("king", 4, 0.1, 0.2, 0.01, 0.05, 0.02, down_t=1.0, down_by="cue", dir_x=0.6,
              dir_y=0.8, slides=[Slide(0.5, 0.1, 0.2, 0.3, 0.4, -0.1, -0.2, 0.9)], stage=3,
              leaning=True, last_touch=("cue", 0.4), push_from=(0.05, 0.06))  # fmt: skip
    values = transfer.pin_values(pin)
    assert len(values) == len(fields(Pin))
    assert transfer.slide_values(pin.slides[0]) == astuple(pin.slides[0])
    again = transfer.pin_from(values, pin)
    assert astuple(again) == astuple(pin)


def test_transfer_carries_every_field_of_every_kind_of_segment() -> None:
    r = simulate_detailed(
        {**CAROM, "stroke": {"ball": "white", "aim_deg": 0.0, "speed": 5.0, "height": -0.5,
                             "elevation_deg": 30.0}}
    )  # fmt: skip
    segments = [s for segs in r.segments.values() for s in segs]
    assert {type(s) for s in segments} == {Segment, Flight, OffTable}
    for s in segments:
        values = transfer.segment_values(s)
        assert values[: len(SEGMENT_SLOTS)] == tuple(getattr(s, k) for k in SEGMENT_SLOTS)
        again = transfer.segment_from(values)
        assert type(again) is type(s)
        assert transfer.segment_values(again) == values
        if isinstance(s, Flight):
            assert (again.z0, again.vz) == (s.z0, s.vz)


@pytest.mark.parametrize("caller_share", [True, False])
def test_batch_results_do_not_depend_on_the_worker_count(
    caller_share: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(7)
    req = seven_pins_stroke(rng, "pyramid-12ft", "seven_pins_classic")
    stroke = Stroke.from_json(req.pop("stroke"))
    strokes = [replace(stroke, aim_deg=stroke.aim_deg + k * 0.37) for k in range(24)]
    local = simulate_batch_local(req, strokes)
    if not caller_share:
        # The calling process takes no chunk: every result comes through the pool (two
        # processes here), however fast the caller would have been.
        claim = batch._claim
        monkeypatch.setattr(
            batch, "_claim", lambda span, front: claim(span, front) if front else -1
        )
    try:
        pooled = simulate_batch(req, strokes, workers=2 if caller_share else 3)
    finally:
        shutdown_batch_pool()
    assert [fingerprint_result(r) for r in pooled] == [fingerprint_result(r) for r in local]
    # Every field of every event and pin arrives as it was (pins no ball touched travel
    # as a mark and are made again in the parent).
    for a, b in zip(pooled, local, strict=True):
        assert a.events == b.events
        # (astuple, not vars: a compiled Pin has no __dict__)
        assert {k: repr(astuple(p)) for k, p in a.pins.items()} == {
            k: repr(astuple(p)) for k, p in b.pins.items()
        }
    pins = [p for r in pooled for p in r.pins.values()]
    assert any(p.last_touch is None for p in pins) and any(not p.standing for p in pins)
    # The parent's results are whole: state_at works on them.
    assert pooled[0].state_at(0.5).balls["cue"].pos == local[0].state_at(0.5).balls["cue"].pos


def test_batch_rejects_bad_strokes_before_simulating() -> None:
    strokes = _strokes(3)
    strokes[1] = replace(strokes[1], speed=-1.0)
    with pytest.raises(InputError) as err:
        simulate_batch(CAROM, strokes, workers=1)
    assert err.value.field == "strokes[1].speed"
    with pytest.raises(InputError):
        simulate_batch({**CAROM, "balls": {"white": [9.0, 0.0]}}, strokes[:1], workers=1)


def test_batch_ignores_a_stroke_in_the_position() -> None:
    strokes = _strokes(2)
    a = simulate_batch({**CAROM, "stroke": strokes[0]}, strokes, workers=1)
    b = simulate_batch(CAROM, strokes, workers=1)
    assert [r.to_json() for r in a] == [r.to_json() for r in b]


def test_static_world_is_built_once_per_table() -> None:
    geo = geometry("pyramid-12ft")
    assert StaticWorld.get(geo) is StaticWorld.get(geo)
    assert StaticWorld.get(geometry("carom-match")) is not StaticWorld.get(geo)


def test_static_world_query_matches_a_plain_scan() -> None:
    """The grid never leaves out an obstacle whose box meets the query (boxes touching
    count), and returns them in their fixed order."""
    rng = random.Random(3)
    for table in ("pyramid-12ft", "pyramid-10ft", "carom-match"):
        world = StaticWorld.get(geometry(table))
        for _ in range(2000):
            x0, x1 = sorted(rng.uniform(-1.2, 1.2) for _ in range(2))
            y0, y1 = sorted(rng.uniform(-2.2, 2.2) for _ in range(2))
            if rng.random() < 0.5:
                x1, y1 = x0 + rng.uniform(0, 0.05), y0 + rng.uniform(0, 0.05)
            want = [
                info
                for (lx, ly, hx, hy), info in world.entries
                if x0 <= hx and lx <= x1 and y0 <= hy and ly <= y1
            ]
            assert world.query(x0, y0, x1, y1) == want
        # A box touching an obstacle's box exactly counts.
        (_, _, hx, hy), info = world.entries[0]
        assert info in world.query(hx, hy, hx + 0.1, hy + 0.1)


def test_sixteen_balls_are_deterministic() -> None:
    """Breaks (16 balls: the event queue's many pairs) give the same bits every run."""
    for seed in (1, 2):
        a = random_break("pyramid-12ft", random.Random(seed))[0].run()
        b = random_break("pyramid-12ft", random.Random(seed))[0].run()
        assert fingerprint_run(a) == fingerprint_run(b)
        assert not a.stopped_early
