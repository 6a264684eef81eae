"""``python -m game.physics.jump_table``: how high and how far a struck ball hops, and how
often a hard pyramid break sends a ball off the table (docs/physics.md "Airborne balls").

1. The hop table, per table: cue elevation × stroke speed (a centre-ball hit) giving the
   first hop's height (mm, the ball's bottom above the cloth) and flight distance (m, to
   its first landing); "·" where the ball keeps the cloth (no hop or one lower than
   ``SETTLE_HEIGHT``), "pinched" where the cue, following through, pins it to the slate.
2. Breaks: ``--breaks`` sixteen-ball pyramid breaks on the 12 ft table (the cue ball from
   the head string area at a frozen fifteen-ball rack) at 10–12 m/s with a player's
   elevations (2° plus a half-normal spread of 3°) and misses (tip offsets, aim), seeded;
   the share of breaks in which a ball leaves the table, and which, overall and by
   elevation.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.physics.airborne import SETTLE_HEIGHT, cue_hop, slate_impact
from game.physics.energy_audit import rack
from game.physics.engine import BallStart, Engine
from game.physics.params import Params
from game.physics.sets import CURRENT
from game.physics.strike import strike
from game.physics.table_geometry import geometry

ELEVATIONS = (0.0, 2.0, 5.0, 10.0, 15.0, 20.0, 25.0, 30.0, 35.0, 40.0, 50.0)
SPEEDS = (2.0, 4.0, 6.0, 8.0, 10.0, 12.0)


@dataclass(frozen=True)
class Hop:
    height: float  # m, 0 when the ball keeps the cloth
    distance: float  # m to the first landing
    pinched: bool  # the slate would throw it up, but the cue pins it


def hop(speed: float, elevation: float, prm: Params) -> Hop:
    """The first hop of a centre-ball stroke at ``speed`` and ``elevation`` (degrees)."""
    hit = strike(90.0, speed, 0.0, 0.0, elevation, prm)
    got = None if hit.miscue else cue_hop(hit.vel, hit.spin, elevation, 90.0, prm)
    if got is None:
        down = math.hypot(*hit.vel) * math.tan(math.radians(elevation))
        _, _, up = slate_impact(hit.vel, hit.spin, -down, prm)
        return Hop(0.0, 0.0, elevation > 0.0 and up * up >= 2 * prm.g * SETTLE_HEIGHT)
    vel, _, vz = got
    return Hop(vz * vz / (2.0 * prm.g), math.hypot(*vel) * 2.0 * vz / prm.g, False)


def hop_table(table: str) -> str:
    prm = CURRENT.params(table)
    head = "| elevation | " + " | ".join(f"{v:g} m/s" for v in SPEEDS) + " |"
    rows = [head, "|---:|" + "---:|" * len(SPEEDS)]
    for e in ELEVATIONS:
        cells = []
        for v in SPEEDS:
            h = hop(v, e, prm)
            if h.pinched:
                cells.append("pinched")
            elif h.height == 0.0:
                cells.append("·")
            else:
                cells.append(f"{1000 * h.height:.0f} mm / {h.distance:.2f} m")
        rows.append(f"| {e:g}° | " + " | ".join(cells) + " |")
    return "\n".join(rows)


@dataclass
class BreakCount:
    breaks: int = 0
    hopped: int = 0  # the cue ball left the cloth at the strike
    airborne: int = 0  # some ball was in the air at some time
    off: int = 0  # breaks in which at least one ball left the table
    cue_off: int = 0
    object_off: int = 0
    by_elevation: dict[int, list[int]] = field(default_factory=dict)  # band: [breaks, off]


def hard_breaks(count: int, seed: int = 17) -> BreakCount:
    table = "pyramid-12ft"
    prm = CURRENT.params(table)
    geo = geometry(table)
    apex = (0.0, geo.half_length / 2.0 - 0.1)
    spots = rack(table, apex, prm)
    rng = random.Random(seed)
    out = BreakCount()
    for _ in range(count):
        cue = (rng.uniform(-0.3, 0.3), -geo.half_length / 2.0 + rng.uniform(-0.1, 0.1))
        aim = math.degrees(math.atan2(apex[1] - cue[1], apex[0] - cue[0]))
        aim += rng.gauss(0.0, 0.4)  # a miss of a few millimetres at the apex
        speed = rng.uniform(10.0, 12.0)
        # A player's break: the cue as level as the bridge allows (2°), a few degrees more
        # now and then (half-normal, 3° spread: one break in twenty above 8°).
        elevation = min(2.0 + abs(rng.gauss(0.0, 3.0)), 20.0)
        side, height = rng.gauss(0.0, 0.12), rng.gauss(0.1, 0.15)
        hit = strike(aim, speed, side, height, elevation, prm)
        got = None if hit.miscue else cue_hop(hit.vel, hit.spin, elevation, aim, prm)
        start = (BallStart("cue", cue, hit.vel, hit.spin) if got is None
                 else BallStart("cue", cue, got[0], got[1], got[2]))  # fmt: skip
        balls = [start] + [
            BallStart(f"b{k}", p, (0.0, 0.0), (0.0, 0.0, 0.0)) for k, p in enumerate(spots)
        ]
        result = Engine(geo, prm, balls, []).run()
        out.breaks += 1
        out.hopped += got is not None
        out.airborne += any(s.state == "airborne" for segs in result.segments for s in segs)
        gone = [e.ball for e in result.events if e.type.is_off_table()]
        out.off += bool(gone)
        band = out.by_elevation.setdefault(2 * int(elevation // 2), [0, 0])
        band[0] += 1
        band[1] += bool(gone)
        out.cue_off += "cue" in gone
        out.object_off += any(b != "cue" for b in gone)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.physics.jump_table", description=__doc__)
    parser.add_argument("--breaks", type=int, default=1000)
    args = parser.parse_args(argv)
    for table in ("carom-match", "pyramid-12ft"):
        print(f"first hop (height / flight distance), {table}, centre-ball hit:\n")
        print(hop_table(table))
        print()
    b = hard_breaks(args.breaks)
    print(f"{b.breaks} hard pyramid breaks (10-12 m/s): cue ball hopped "
          f"{b.hopped}, a ball in the air {b.airborne}, a ball off the table {b.off} "
          f"({100 * b.off / max(b.breaks, 1):.1f} %; cue ball {b.cue_off}, "
          f"object balls {b.object_off})")  # fmt: skip
    print("\n| elevation | breaks | a ball off the table |\n|---|---:|---:|")
    for band, (n, off) in sorted(b.by_elevation.items()):
        print(f"| {band}–{band + 2}° | {n} | {off} ({100 * off / n:.0f} %) |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
