"""``python -m game.bench``: wall time of the physics on a fixed set of shots.

For each shot: the median wall time over ``--runs`` runs (at least 5), the simulated
duration and simulated seconds per wall second; then the median of the set. Targets on the
reference 2-core machine: every carom shot ≤ 150 ms, the median of the set ≤ 50 ms.
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


def measure(request: dict[str, Any], runs: int) -> tuple[float, float, int, list[str]]:
    times = []
    result = None
    for _ in range(runs):
        t0 = time.perf_counter()
        result = simulate_detailed(request)
        times.append(time.perf_counter() - t0)
    assert result is not None
    kinds = [e.type for e in result.events]
    return statistics.median(times), result.duration, len(kinds), kinds


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench", description=__doc__)
    parser.add_argument("--runs", type=int, default=7, help="runs per shot (≥ 5)")
    args = parser.parse_args(argv)
    runs = max(5, args.runs)
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
