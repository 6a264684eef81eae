"""Shared helpers for the physics tests: build requests, read states around events."""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.physics.api import SimResult, simulate_detailed
from game.physics.motion import Segment
from game.physics.params import Params
from game.physics.sets import KEGLI_1, KEGLI_2, PhysicsSet
from game.physics.tracked import simulated
from game.physics.tracked.recording import HZ, Shot, Track
from game.physics.tracked.simulated import StrokeGuess

R_CAROM = 0.03075
R_PYRAMID = 0.034
G = 9.81
U_S = 0.2

# One physics set per pin model ("topple", "momentum"): the audits run under each, so both
# models stay covered whichever set is current.
PIN_MODEL_SETS: list[PhysicsSet] = [KEGLI_1, KEGLI_2]


def pin_model(physics: PhysicsSet) -> str:
    """The set's pin model (the same on every table), to name a parametrized case."""
    return physics.params("pyramid-12ft").pin_model


def run(balls: dict[str, Any], table: str = "carom-match", **extra: Any) -> SimResult:
    """Simulate with kegli-1 unless ``physics`` says otherwise: these tests check the
    engine's mechanics against numbers worked out from that set's constants (U_S, G, R…)."""
    return simulate_detailed({"table": table, "balls": balls, "physics": "kegli-1", **extra})


def moving(pos: tuple[float, float], speed: float, roll: float, R: float = R_CAROM) -> dict:
    """A ball moving up the table (+y) with roll-sense spin R·ω = ``roll`` (m/s)."""
    return {"pos": list(pos), "vel": [0.0, speed], "spin": [-roll / R, 0.0, 0.0]}


def stun_roll(speed: float, travel: float) -> float:
    """Backspin (R·ω, m/s) that just vanishes after sliding ``travel`` metres from ``speed``."""
    a = U_S * G
    t = (speed - math.sqrt(speed * speed - 2.0 * a * travel)) / a
    return -2.5 * a * t


State = tuple[tuple[float, float], tuple[float, float], tuple[float, float, float]]


def before(r: SimResult, ball: str, t: float) -> State:
    for s in r.segments[ball]:
        if s.t0 < t <= s.t1:
            return s.pos(t), s.vel(t), s.spin(t)
    raise AssertionError(f"{ball} has no segment before {t}")


def after(r: SimResult, ball: str, t: float) -> Segment:
    return [s for s in r.segments[ball] if s.t0 == t][-1]


def first(r: SimResult, kind: str, **match: str):  # type: ignore[no-untyped-def]
    for e in r.events:
        if e.type == kind and all(getattr(e, k) == v for k, v in match.items()):
            return e
    raise AssertionError(f"no {kind} event {match} in {[x.to_json() for x in r.events]}")


def angle_deg(v: tuple[float, float]) -> float:
    return math.degrees(math.atan2(v[1], v[0]))


def engine_recording(
    guess: StrokeGuess, starts: dict[str, tuple[float, float]], prm: Params
) -> Shot:
    """A tracked recording the engine makes of ``guess`` struck at ``guess.t_strike`` (the
    white the cue ball): every ball on the 50 Hz grid until half a second after the last
    one stops, kept as the tracker keeps samples."""
    still = {b: Track((0.0,), (p[0],), (p[1],)) for b, p in starts.items()}
    sim = simulated.run(Shot(0, "white", still), guess, prm)
    end = guess.t_strike + sim.duration + 0.5
    times = [k / HZ for k in range(int(end * HZ) + 1)]
    balls = {
        b: Track.tracked(times, simulated.sample(sim, b, times, guess.t_strike), prm.R)
        for b in starts
    }
    return Shot(0, "white", balls)


def shots_file(path: Path, shots: Sequence[Shot]) -> Path:
    """A tracked-shots file at ``path`` holding ``shots``, as the real one holds them."""
    path.write_text(json.dumps({"shots": [s.to_json() for s in shots]}))
    return path
