"""``python -m game.physics.corpus dump FILE`` / ``check FILE``: a fingerprint of the engine.

A fixed corpus of simulations, each reduced to a SHA-256 of everything it produced (the
event log, every ball's closed-form segments with every float's exact ``repr``, the pins'
slides and falls, the duration), one line per case. ``dump`` writes the lines; ``check``
recomputes them and lists the cases whose fingerprint changed. Used to prove that a speed
change to the engine leaves its output bit for bit the same, and (``--exact``, any
difference fails) that the compiled build gives the pure build's output.

The corpus: the benchmark shots (game/bench.py), every drill's reference stroke, random
strokes on every table (three-ball positions; seven pins through the pins), random contacts
and breaks into a fifteen-ball rack from the energy audit, with ``--tests`` every
simulation run by the referee cases and the saved-game replay tests (captured by wrapping
``api.simulate_detailed`` while pytest runs them in-process), and last strokes through
the pins and at the king with pins with momentum (``pin_model``).
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import hashlib
import math
import random
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from game.physics import api
from game.physics.airborne import Flight
from game.physics.engine import Engine, EngineRun
from game.physics.motion import SEGMENT_SLOTS, Segment
from game.physics.pins import Pin, Slide

_SEG_SLOTS = SEGMENT_SLOTS
AIR_MARK = "~air"
_SLIDE_FIELDS = tuple(f.name for f in dataclasses.fields(Slide))


def _seg_text(s: Segment) -> str:
    text = ",".join(repr(getattr(s, k)) for k in _SEG_SLOTS)
    if isinstance(s, Flight):  # only a ball in the air has a height
        text += f",{s.z0!r},{s.vz!r}"
    return text


def _pin_text(p: Pin) -> str:
    # A slide as the dict of its fields (a compiled Slide has no __dict__ to show).
    slides = ";".join(repr({k: getattr(s, k) for k in _SLIDE_FIELDS}) for s in p.slides)
    return f"{p.id}|{p.down_t!r}|{p.down_by!r}|{p.dir_x!r}|{p.dir_y!r}|{p.stage!r}|{slides}"


def fingerprint_parts(
    events: Sequence[Any], segments: Sequence[Sequence[Segment]], pins: Sequence[Pin], end: float
) -> str:
    h = hashlib.sha256()
    for e in events:
        h.update(repr(sorted(e.to_json().items())).encode())
    for segs in segments:
        h.update(b"#")
        for s in segs:
            h.update(_seg_text(s).encode())
    for p in pins:
        h.update(_pin_text(p).encode())
    h.update(repr(end).encode())
    # A simulation in which a ball left the cloth is marked: ``check`` tells those apart
    # from the ones that stayed on the cloth (which must never change with the air model).
    air = any(isinstance(s, Flight) for segs in segments for s in segs)
    return h.hexdigest()[:24] + (AIR_MARK if air else "")


def fingerprint_result(r: api.SimResult) -> str:
    return (
        fingerprint_parts(r.events, list(r.segments.values()), list(r.pins.values()), r.duration)
        + hashlib.sha256(repr(r.to_json(50.0)).encode()).hexdigest()[:8]
    )


def fingerprint_run(out: EngineRun) -> str:
    return fingerprint_parts(out.events, out.segments, out.pins, out.duration)


def random_requests(seed: int, count: int) -> Iterator[tuple[str, dict[str, Any]]]:
    """Random three-ball positions and strokes on every table, and seven-pins strokes from
    the head through the pins (positions that do not fit are skipped)."""
    from game import disciplines
    from game.physics.table_geometry import geometry
    from game.tables import TABLE_BALLS, TABLES

    rng = random.Random(seed)
    for table in sorted(TABLES):
        geo = geometry(table)
        hw, hl = geo.half_width - 0.05, geo.half_length - 0.05
        names = TABLE_BALLS[table]
        for k in range(count):
            balls = {b: [rng.uniform(-hw, hw), rng.uniform(-hl, hl)] for b in names}
            stroke = {
                "ball": names[0],
                "aim_deg": rng.uniform(0.0, 360.0),
                "speed": rng.uniform(0.3, 8.0),
                "side": rng.uniform(-0.6, 0.6),
                "height": rng.uniform(-0.6, 0.6),
                "elevation_deg": rng.choice((0.0, 0.0, rng.uniform(0.0, 30.0))),
            }
            yield f"random {table} {k}", {"table": table, "balls": balls, "stroke": stroke}
        if TABLES[table].pockets:
            d = disciplines.get("seven_pins_classic")
            for k in range(count):
                req = seven_pins_stroke(rng, table, d.id)
                yield f"seven pins {table} {k}", req


def seven_pins_stroke(rng: random.Random, table: str, discipline: str) -> dict[str, Any]:
    """A stroke from the head half through the pins at the far object ball."""
    from game.physics.table_geometry import geometry

    geo = geometry(table)
    hl = geo.half_length
    cue = [rng.uniform(-0.4, 0.4), -hl / 2 - rng.uniform(0.0, 0.3)]
    o1 = [rng.uniform(-0.5, 0.5), -hl / 2 + rng.uniform(0.2, 0.5)]
    o2 = [rng.uniform(-0.3, 0.3), hl / 2 + rng.uniform(-0.2, 0.2)]
    aim = math.degrees(math.atan2(o2[1] - cue[1], o2[0] - cue[0])) + rng.uniform(-4.0, 4.0)
    return {
        "table": table,
        "discipline": discipline,
        "balls": {"cue": cue, "o1": o1, "o2": o2},
        "stroke": {
            "ball": "cue",
            "aim_deg": aim,
            "speed": rng.uniform(1.5, 9.0),
            "side": rng.uniform(-0.5, 0.5),
            "height": rng.uniform(-0.5, 0.5),
        },
    }


def _sim(req: dict[str, Any]) -> Callable[[], str]:
    from game.errors import InputError

    def run() -> str:
        try:
            return fingerprint_result(api.simulate_detailed(req))
        except InputError as e:
            return f"input error {e}"

    return run


def _runner(engine: Engine) -> Callable[[], str]:
    return lambda: fingerprint_run(engine.run())


def corpus(count: int) -> Iterator[tuple[str, Callable[[], str]]]:
    from game.bench import SHOTS
    from game.drills.format import load_all
    from game.physics import energy_audit
    from game.tables import TABLES

    for name, req in SHOTS:
        yield f"bench {name}", _sim(req)
    for d in load_all():
        yield f"drill {d.id}", _sim(d.request())
    for name, req in random_requests(1818, count):
        yield name, _sim(req)
    rng = random.Random(18)
    for k in range(count):
        table = sorted(TABLES)[k % len(TABLES)]
        engine, _ = energy_audit.random_contact(table, rng)
        yield f"contact {k} {table}", _runner(engine)
    for table in sorted(TABLES):
        rng = random.Random(19)
        for k in range(max(2, count // 25)):
            pins = TABLES[table].pockets and k % 2 == 1
            make = energy_audit.pin_break if pins else energy_audit.random_break
            engine, _ = make(table, rng)
            yield f"break {k} {table}", _runner(engine)


def momentum_corpus(count: int) -> Iterator[tuple[str, Callable[[], str]]]:
    """Pins with momentum: strokes through the pins and hits on the king (listed after
    everything else, the tests' captures too, so an older dump matches up to its end)."""
    from game.physics import pin_stats

    momentum = {"pin_model": "momentum"}
    for name, req in random_requests(2727, max(2, count // 10)):
        if name.startswith("seven pins"):
            yield f"momentum {name}", _sim({**req, "params": momentum})
    rng = random.Random(2727)
    for k in range(max(2, count // 10)):
        yield f"momentum king {k}", _sim({**pin_stats.stroke(rng)[1], "params": momentum})


def _test_requests() -> tuple[list[Any], int]:
    """Every request the referee cases, the replay tests and the drills' engine tests send
    to the physics (``simulate`` or ``simulate_detailed``, the outermost call only), and
    pytest's exit code. Requests, not results: compiled, ``simulate`` reaches
    ``simulate_detailed`` without looking it up on the module, so wrapping only the one
    would see fewer calls than in the pure build."""
    import pytest

    seen: list[Any] = []
    depth = 0

    def wrap(inner: Callable[..., Any]) -> Callable[..., Any]:
        def wrapper(request: Any, **options: Any) -> Any:
            nonlocal depth
            if depth == 0:
                seen.append(copy.deepcopy(request))
            depth += 1
            try:
                return inner(request, **options)
            finally:
                depth -= 1

        return wrapper

    inner = api.simulate, api.simulate_detailed
    api.simulate, api.simulate_detailed = wrap(inner[0]), wrap(inner[1])
    try:
        code = pytest.main(
            ["-q", "-p", "no:cacheprovider", "-x", "tests/rules/test_cases.py",
             "tests/saves/test_replay.py", "tests/drills/test_engine_result.py"]
        )  # fmt: skip
    finally:
        api.simulate, api.simulate_detailed = inner
    return seen, int(code)


def _test_captures() -> list[tuple[str, str]]:
    from game.errors import InputError

    requests, code = _test_requests()
    out = []
    for k, request in enumerate(requests):
        try:
            fp = fingerprint_result(api.simulate_detailed(request))
        except InputError as e:
            fp = f"input error {e}"
        out.append((f"test call {k}", fp))
    out.append(("tests exit code", str(code)))
    return out


def compute(count: int, tests: bool) -> list[str]:
    lines = [f"{name}\t{run()}" for name, run in corpus(count)]
    if tests:
        lines += [f"{name}\t{fp}" for name, fp in _test_captures()]
    lines += [f"{name}\t{run()}" for name, run in momentum_corpus(count)]
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.physics.corpus", description=__doc__)
    parser.add_argument("action", choices=["dump", "check"])
    parser.add_argument("file")
    parser.add_argument("--count", type=int, default=300, help="random cases per kind")
    parser.add_argument("--tests", action="store_true", help="also the test-suite captures")
    parser.add_argument(
        "--exact", action="store_true", help="check: fail on any difference (two builds)"
    )
    args = parser.parse_args(argv)
    lines = compute(args.count, args.tests)
    if args.action == "dump":
        with open(args.file, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        print(f"{len(lines)} cases written to {args.file}")
        return 0
    with open(args.file, encoding="utf-8") as f:
        old = f.read().splitlines()
    bad = [f"{a}  !=  {b}" for a, b in zip(old, lines, strict=False) if a != b]
    # A difference where a ball now leaves the cloth (and did not before) is the air model;
    # any other difference is a change to the motion on the cloth.
    ground = [b for b in bad if AIR_MARK not in b]
    if len(old) != len(lines):
        ground.append(f"case count {len(old)} != {len(lines)}")
    for b in ground[:20]:
        print("DIFF", b)
    print(f"{len(lines)} cases, {len(bad)} differ: {len(bad) - len(ground)} in which a ball "
          f"leaves the cloth, {len(ground)} other")  # fmt: skip
    return 1 if ground or (args.exact and bad) else 0


if __name__ == "__main__":
    sys.exit(main())
