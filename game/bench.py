"""``python -m game.bench``: wall time of the physics on a fixed set of shots.

For each shot: the median wall time over ``--runs`` runs (at least 5), the simulated
duration and simulated seconds per wall second; then the median of the set. Targets on the
reference 2-core machine: every carom shot ≤ 150 ms, the median of the set ≤ 50 ms.

``--compare`` (issue 18): per reference carom shot (the eight carom shots above and four
more) this engine's time and, when pooltool is importable, pooltool's time on the same
position and their ratio (medians over ``--rounds`` alternating rounds); then the
sixteen-ball pyramid break (CPU ms), random three-cushion and seven-pins strokes per second
on one core (CPU time) and with the batch API on every core (wall time, against one
process measured alternately); the last line names the physics build measured (pure, or
compiled by packaging/compile_physics.py). Targets: median ratio ≤ 0.17, break ≤ 14 ms, ≥ 2,500 and
≥ 1,500 strokes/s on one core, ≥ 1.8× that on two. Exit status 1 if a target is missed.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections.abc import Sequence
from typing import Any

from game.physics.api import simulate_detailed
from game.physics.native import implementation
from game.stroke import Stroke

RC = 0.03075  # carom ball radius
G_US = 0.2 * 9.81


def _moving(pos: tuple[float, float], speed: float, roll: float) -> dict[str, Any]:
    return {"pos": list(pos), "vel": [0.0, speed], "spin": [-roll / RC, 0.0, 0.0]}


def _stun(speed: float, travel: float) -> float:
    t = (speed - math.sqrt(speed * speed - 2.0 * G_US * travel)) / G_US
    return -2.5 * G_US * t


def _carom(balls: dict[str, Any], stroke: dict[str, Any] | None = None) -> dict[str, Any]:
    req: dict[str, Any] = {"table": "carom-match", "balls": balls}
    if stroke:
        req["stroke"] = stroke
    return req


_OFF45 = 2 * RC * math.sin(math.radians(45))


def _pot_line() -> tuple[float, float]:
    """Unit vector from (0.5, 1.4) to the foot-right corner pocket's mouth."""
    from game.physics.table_geometry import geometry

    p = next(p for p in geometry("pyramid-12ft").pockets if p.id == "foot_right")
    dx, dy = p.cx - 0.5, p.cy - 1.4
    d = math.hypot(dx, dy)
    return dx / d, dy / d


_POT = _pot_line()

SHOTS: list[tuple[str, dict[str, Any]]] = [
    ("check 1: lone ball 1 m/s",
     _carom({"white": [0.0, -1.38]}, {"ball": "white", "aim_deg": 90, "speed": 1.0})),
    ("check 2: stun 3 m/s",
     _carom({"white": _moving((0.0, -0.3), 3.0, _stun(3.0, 1.0 - 2 * RC)), "red": [0.0, 0.7]})),
    ("check 3: draw 3 m/s",
     _carom({"white": _moving((0.0, -0.3), 3.0, -3.75), "red": [0.0, 0.7]})),
    ("check 4: follow 2 m/s",
     _carom({"white": _moving((0.0, -1.0), 2.0, 2.0), "red": [0.0, -0.5]})),
    ("check 5: half-ball 2 m/s",
     _carom({"white": _moving((0.0, -1.0), 2.0, 2.0), "red": [RC, -0.5]})),
    ("check 6: 45° stun cut",
     _carom({"white": _moving((0.0, -0.5), 2.0, _stun(2.0, 0.5 - _OFF45)),
             "red": [-_OFF45, 0.0]})),
    ("three-cushion around the table",
     _carom({"white": [0.0, -0.71], "yellow": [0.2, -0.71], "red": [0.0, 0.71]},
            {"ball": "white", "aim_deg": 75, "speed": 4.0, "side": 0.3, "height": 0.2})),
    ("8 m/s for 10 s",
     _carom({"white": [0.3, -0.9], "yellow": [0.2, -0.71], "red": [-0.4, 0.9]},
            {"ball": "white", "aim_deg": 66, "speed": 8.0, "side": 0.0, "height": 0.3})),
    ("seven pins through the pins",
     {"table": "pyramid-12ft", "discipline": "seven_pins_classic",
      "balls": {"cue": [0.25, -1.1], "o1": [0.0, -0.8], "o2": [0.0, 0.8]},
      "stroke": {"ball": "cue", "aim_deg": 95.0, "speed": 5.0, "side": -0.2, "height": 0.3}}),
    ("pyramid pot into a corner",
     {"table": "pyramid-12ft",
      "balls": {"cue": [0.5 - 0.5 * _POT[0], 1.4 - 0.5 * _POT[1]], "o1": [0.5, 1.4],
                "o2": [-0.5, -1.0]},
      "stroke": {"ball": "cue", "aim_deg": math.degrees(math.atan2(_POT[1], _POT[0])),
                 "speed": 2.0}}),
]  # fmt: skip


# The twelve reference carom shots of ``--compare``: the eight carom shots above and four
# more strokes on the match table.
EXTRA_CAROM: list[tuple[str, dict[str, Any]]] = [
    ("three-cushion with draw",
     _carom({"white": [-0.3, -0.9], "yellow": [0.4, -0.2], "red": [0.1, 0.8]},
            {"ball": "white", "aim_deg": 52, "speed": 5.0, "side": -0.4, "height": -0.5})),
    ("soft two-rail position",
     _carom({"white": [0.5, -1.0], "yellow": [-0.3, 0.3], "red": [0.6, 1.1]},
            {"ball": "white", "aim_deg": 120, "speed": 1.8, "side": 0.2, "height": 0.1})),
    ("hard stun into the pack",
     _carom({"white": [0.0, -1.1], "yellow": [0.05, 0.0], "red": [-0.05, 0.07]},
            {"ball": "white", "aim_deg": 90, "speed": 7.0, "side": 0.0, "height": 0.0})),
    ("elevated massé 20°",
     _carom({"white": [0.2, 0.3], "yellow": [-0.4, 0.9], "red": [0.5, -0.6]},
            {"ball": "white", "aim_deg": 200, "speed": 3.0, "side": 0.5, "height": -0.3,
             "elevation_deg": 20.0})),
]  # fmt: skip
REFERENCE = [(n, r) for n, r in SHOTS if r["table"] == "carom-match"] + EXTRA_CAROM


def _pyramid_rack_break() -> dict[str, Any]:
    """The pyramid games' break (P-6, P-9): fifteen numbered balls racked on the rear mark,
    the coloured ball from the house at 9 m/s, a touch of follow, slightly off the apex."""
    from game.rules.pyramid_table import rack
    from game.tables import PYRAMID_12FT

    balls: dict[str, Any] = {b: list(p) for b, p in rack(PYRAMID_12FT).items()}
    balls["cue"] = [0.05, -1.2]
    return {"table": "pyramid-12ft", "discipline": "pyramid_free", "balls": balls,
            "stroke": {"ball": "cue", "aim_deg": 89.0, "speed": 9.0, "height": 0.1}}  # fmt: skip


def _pyramid_mid_game() -> dict[str, Any]:
    """A mid-game pyramid stroke: ten balls spread over the table, the coloured ball cut
    into the 9 by the foot-right corner at 3 m/s with some draw."""
    spread = {
        "1": [-0.6, -0.5], "2": [-0.3, 0.2], "3": [0.4, -0.3], "5": [0.7, 0.6],
        "6": [-0.7, 1.3], "8": [0.1, 0.9], "9": [0.5, 1.4], "11": [-0.2, -1.1],
        "12": [0.3, 0.3], "14": [-0.5, 0.8],
    }  # fmt: skip
    cue = [0.5 - 0.5 * _POT[0], 1.4 - 0.5 * _POT[1]]
    return {"table": "pyramid-12ft", "discipline": "pyramid_combined",
            "balls": {**spread, "cue": cue},
            "stroke": {"ball": "cue", "aim_deg": math.degrees(math.atan2(_POT[1], _POT[0])),
                       "speed": 3.0, "height": -0.3}}  # fmt: skip


SHOTS += [
    ("pyramid rack break, 16 balls", _pyramid_rack_break()),
    ("pyramid mid-game stroke, 11 balls", _pyramid_mid_game()),
]


def measure(request: dict[str, Any], runs: int) -> tuple[float, float, int, list[str]]:
    times = []
    result = None
    for _ in range(runs):
        t0 = time.perf_counter()
        result = simulate_detailed(request)
        times.append(time.perf_counter() - t0)
    assert result is not None
    kinds = [str(e.type) for e in result.events]
    return statistics.median(times), result.duration, len(kinds), kinds


def pyramid_break() -> Any:
    """The sixteen-ball break on the 12 ft pyramid table: the cue ball from the head spot
    struck at 9 m/s straight at the apex of a frozen fifteen-ball rack (post-strike state)."""
    from game.physics.energy_audit import rack
    from game.physics.engine import BallStart, Engine
    from game.physics.sets import CURRENT
    from game.physics.strike import strike
    from game.physics.table_geometry import geometry

    prm = CURRENT.params("pyramid-12ft")
    geo = geometry("pyramid-12ft")
    apex = (0.0, geo.half_length / 2.0 - 0.1)
    cue = (0.0, -geo.half_length / 2.0)
    hit = strike(90.0, 9.0, 0.0, 0.1, 0.0, prm)
    balls = [BallStart("cue", cue, hit.vel, hit.spin)]
    balls += [
        BallStart(f"b{k}", p, (0.0, 0.0), (0.0, 0.0, 0.0))
        for k, p in enumerate(rack("pyramid-12ft", apex, prm))
    ]
    return Engine(geo, prm, balls, [])


StrokeSet = tuple[dict[str, Any], list[Stroke]]  # a position and strokes played from it


def stroke_sets(
    seed: int = 18, per_carom: int = 100, per_seven: int = 300
) -> dict[str, list[StrokeSet]]:
    """Random strokes for the throughput rows: three-cushion (four random three-ball
    positions on the match table, ``per_carom`` random strokes each) and seven pins (the
    benchmark's seven-pins position, ``per_seven`` random strokes through the pins)."""
    import random

    rng = random.Random(seed)
    carom: list[StrokeSet] = []
    for _ in range(4):
        pos = {b: [rng.uniform(-0.65, 0.65), rng.uniform(-1.35, 1.35)]
               for b in ("white", "yellow", "red")}  # fmt: skip
        strokes = [
            Stroke("white", aim_deg=rng.uniform(0.0, 360.0), speed=rng.uniform(1.0, 7.0),
                   side=rng.uniform(-0.6, 0.6), height=rng.uniform(-0.6, 0.6))
            for _ in range(per_carom)
        ]  # fmt: skip
        carom.append(({"table": "carom-match", "balls": pos}, strokes))
    position = dict(SHOTS[8][1])
    position.pop("stroke")
    strokes = [
        Stroke("cue", aim_deg=rng.uniform(70.0, 110.0), speed=rng.uniform(1.0, 8.0),
               side=rng.uniform(-0.5, 0.5), height=rng.uniform(-0.5, 0.5))
        for _ in range(per_seven)
    ]  # fmt: skip
    return {"three-cushion": carom, "seven-pins": [(position, strokes)]}


def _one_core_rate(sets: list[StrokeSet]) -> float:
    """Strokes per second of this process's CPU time (one core; ``simulate_detailed`` per
    stroke, as a caller without the batch API does)."""
    n = 0
    t0 = time.process_time()
    for pos, strokes in sets:
        for s in strokes:
            simulate_detailed({**pos, "stroke": s})
            n += 1
    return n / (time.process_time() - t0)


def _batch_rate(sets: list[StrokeSet], workers: int) -> float:
    from game.physics import simulate_batch

    n = 0
    t0 = time.perf_counter()
    for pos, strokes in sets:
        n += len(simulate_batch(pos, strokes, workers=workers))
    return n / (time.perf_counter() - t0)


def compare(rounds: int, runs: int, batch: bool) -> int:
    """Per reference shot: this engine's time and the ratio to pooltool when importable
    (median over alternating rounds); then the break and the stroke throughput."""
    from game import pooltool_compare

    pt = pooltool_compare.available()
    print(f"{'shot':34} {'engine ms':>10} {'pooltool ms':>12} {'ratio':>7}")
    per_shot: list[list[float]] = [[] for _ in REFERENCE]
    per_pt: list[list[float]] = [[] for _ in REFERENCE]
    ratios: list[list[float]] = [[] for _ in REFERENCE]
    jobs = [pooltool_compare.prepare(req) if pt else None for _, req in REFERENCE]
    for _ in range(rounds):
        for k, (_, req) in enumerate(REFERENCE):
            wall = measure(req, runs)[0]
            per_shot[k].append(wall)
            if pt:
                ptw = pooltool_compare.measure(jobs[k], runs)
                per_pt[k].append(ptw)
                ratios[k].append(wall / ptw)
    meds = []
    rmeds = []
    for k, (name, _) in enumerate(REFERENCE):
        m = statistics.median(per_shot[k])
        meds.append(m)
        if pt:
            r = statistics.median(ratios[k])
            rmeds.append(r)
            ptm = statistics.median(per_pt[k]) * 1000
            print(f"{name:34} {m * 1000:10.3f} {ptm:12.3f} {r:7.3f}")
        else:
            print(f"{name:34} {m * 1000:10.3f} {'-':>12} {'-':>7}")
    med_r = f"{statistics.median(rmeds):7.3f}" if pt else f"{'-':>7}"
    print(f"{'median':34} {statistics.median(meds) * 1000:10.3f} {'':12} {med_r}")
    if not pt:
        print("pooltool not importable: ratio column skipped")
    ok = not pt or statistics.median(rmeds) <= 0.17
    brk = []
    for _ in range(rounds * runs):
        t0 = time.process_time()
        pyramid_break().run()
        brk.append(time.process_time() - t0)
    b = statistics.median(brk)
    ok &= b <= 0.014
    print(f"{'pyramid break, 16 balls (CPU)':34} {b * 1000:10.3f} ms   target ≤ 14 ms")
    sets = stroke_sets()
    one = {k: statistics.median(_one_core_rate(v) for _ in range(rounds)) for k, v in sets.items()}
    for kind, target in (("three-cushion", 2500), ("seven-pins", 1500)):
        ok &= one[kind] >= target
        print(f"{kind + ' strokes/s, one core (CPU)':34} {one[kind]:10.0f}      target ≥ {target}")
    if batch:
        import os

        workers = os.cpu_count() or 1
        for kind in sets:
            _batch_rate(sets[kind], workers)  # start the pool, every table in every worker
        for kind, target in (("three-cushion", 2500), ("seven-pins", 1500)):
            # Wall time, one process and the pool alternately (the same machine load).
            local, pool = [], []
            for _ in range(rounds):
                local.append(_batch_rate(sets[kind], 1))
                pool.append(_batch_rate(sets[kind], workers))
            rate, base = statistics.median(pool), statistics.median(local)
            ok &= rate >= 1.8 * target
            print(
                f"{kind + f' strokes/s, batch ×{workers}':34} {rate:10.0f}      "
                f"×{rate / base:.2f} of one process's wall rate ({base:.0f}/s), "
                f"target ≥ {1.8 * target:.0f}"
            )
    print(f"rounds: {rounds}, runs per shot per round: {runs}; physics: {implementation()}")
    return 0 if ok else 1


def batch_compare(rounds: int, workers: int, carom: int, seven: int) -> int:
    """``--batch``: strokes per second of wall time through ``simulate_batch`` in this one
    process and on ``workers`` processes, side by side, measured alternately (one process,
    then the pool, ``rounds`` times) on batches large enough that the pool's start, the
    first chunk and the last one's wait are small next to the whole; the ratio is the
    median of the rounds' ratios. The pool is started and every table set up in every
    worker before timing. The load average is printed before and after: on a shared
    machine the ratio means little unless it is well below the number of cores."""
    import os

    from game.physics import shutdown_batch_pool

    sets = stroke_sets(per_carom=carom, per_seven=seven)
    cores = os.cpu_count() or 1
    load0 = os.getloadavg()
    for kind in sets:
        _batch_rate(sets[kind], workers)  # start the pool, every table in every worker
        _batch_rate(sets[kind][:1], 1)
    ok = True
    print(
        f"{'batch (wall time)':34} {'one process/s':>14} {f'{workers} workers/s':>14} {'ratio':>7}"
    )
    for kind in sets:
        n = sum(len(s) for _, s in sets[kind])
        local, pool, ratios = [], [], []
        for _ in range(rounds):
            one = _batch_rate(sets[kind], 1)
            many = _batch_rate(sets[kind], workers)
            local.append(one)
            pool.append(many)
            ratios.append(many / one)
        ratio = statistics.median(ratios)
        ok &= ratio >= 1.8
        name = f"{kind} ({n} strokes)"
        print(
            f"{name:34} {statistics.median(local):14.0f} {statistics.median(pool):14.0f} "
            f"{ratio:7.2f}  (rounds {min(ratios):.2f}-{max(ratios):.2f}; target ≥ 1.80)"
        )
    control = statistics.median(_control(workers) for _ in range(rounds))
    print(
        f"{'control: a plain loop':34} {'':14} {'':14} {control:7.2f}  (the same pure-Python "
        f"loop, {workers}x in one process against once in each worker: what the machine "
        "allows now)"
    )
    shutdown_batch_pool()
    load1 = os.getloadavg()
    print(
        f"cores: {cores}, workers: {workers}, rounds: {rounds}; load average before "
        f"{load0[0]:.2f} {load0[1]:.2f} {load0[2]:.2f}, after {load1[0]:.2f} {load1[1]:.2f} "
        f"{load1[2]:.2f}"
    )
    return 0 if ok else 1


def _spin(n: int) -> float:
    """A plain CPU-bound loop (the control of ``--batch``)."""
    s = 0.0
    for i in range(n):
        s += i * 0.5
    return s


def _control(workers: int, n: int = 2_000_000) -> float:
    """Wall time of ``workers`` loops in this process over the same loops on the pool's
    workers, one each: the speed-up the machine allows at the moment, with no data sent."""
    from game.physics.batch import _pool_for

    pool = _pool_for(workers)
    list(pool.map(_spin, [10] * workers))
    t0 = time.perf_counter()
    for _ in range(workers):
        _spin(n)
    one = time.perf_counter() - t0
    t0 = time.perf_counter()
    list(pool.map(_spin, [n] * workers))
    return one / (time.perf_counter() - t0)


def skip_to_rest(runs: int) -> int:
    """``--skip``: what skipping a shot's animation to its end costs the window's thread:
    the orientation of every ball at the end (the spot marking the window draws at rest),
    on a fresh result of each benchmark shot (median of ``runs``; ms)."""
    print(f"{'skip to rest (orientation, all balls)':40} {'ms':>8} {'shot s':>7}")
    worst = 0.0
    for name, req in SHOTS:
        times = []
        result = None
        for _ in range(runs):
            result = simulate_detailed(req)
            t0 = time.perf_counter()
            for ball in result.segments:
                result.orientation(ball, result.duration)
            times.append(time.perf_counter() - t0)
        assert result is not None
        med = statistics.median(times)
        worst = max(worst, med)
        print(f"{name:40} {med * 1000:8.2f} {result.duration:7.2f}")
    print(f"{'worst':40} {worst * 1000:8.2f}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench", description=__doc__)
    parser.add_argument("--runs", type=int, default=7, help="runs per shot (≥ 5)")
    parser.add_argument("--compare", action="store_true",
                        help="reference shots against pooltool (when importable), the break "
                        "and stroke throughput")  # fmt: skip
    parser.add_argument("--rounds", type=int, default=5, help="alternating rounds (--compare)")
    parser.add_argument("--no-batch", action="store_true", help="skip the batch rows")
    parser.add_argument(
        "--batch",
        action="store_true",
        help="simulate_batch: one process and a pool side by side (wall time)",
    )
    parser.add_argument("--workers", type=int, default=2, help="pool size for --batch")
    parser.add_argument(
        "--batch-strokes",
        type=int,
        default=1200,
        help="seven-pins strokes per batch for --batch (three-cushion: a "
        "quarter of it on each of four positions)",
    )
    parser.add_argument(
        "--skip",
        action="store_true",
        help="cost of skipping a shot to rest (the balls' orientation)",
    )
    args = parser.parse_args(argv)
    runs = max(5, args.runs)
    if args.batch:
        n = max(8, args.batch_strokes)
        return batch_compare(max(1, args.rounds), max(2, args.workers), n // 4, n)
    if args.skip:
        return skip_to_rest(runs)
    if args.compare:
        return compare(max(1, args.rounds), runs, not args.no_batch)
    print(f"{'shot':34} {'median ms':>10} {'sim s':>7} {'sim s/wall s':>13} {'events':>7}  target")
    medians = []
    ok = True
    for name, req in SHOTS:
        wall, dur, n, _ = measure(req, runs)
        medians.append(wall)
        carom = req["table"] == "carom-match"
        hit = wall <= 0.150 if carom else True
        ok &= hit
        ratio = dur / wall if wall > 0 else math.inf
        flag = ("ok" if hit else "MISS") if carom else "-"
        print(f"{name:34} {wall * 1000:10.2f} {dur:7.2f} {ratio:13.0f} {n:7d}  {flag}")
    med = statistics.median(medians)
    ok &= med <= 0.050
    print(f"{'median of the set':34} {med * 1000:10.2f}{'':30}{'ok' if med <= 0.050 else 'MISS'}")
    print(f"runs per shot: {runs}; targets: carom shots ≤ 150 ms, median ≤ 50 ms")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
