"""Fit table constants across recorded shots, and cross-validate them.

Alternating rounds: every training shot's stroke is fitted under the current constants,
then the constants are moved by Nelder–Mead with those strokes held (the loss: the sum
over shots of each shot's root-mean-square error, so that a few wild shots do not pull
the constants), then the strokes are refitted from where they were. Constants are
searched in log space (positive) or clamped to their bounds (fractions).

``python -m game.physics.tracked.calibrate FILE [--law L] [--folds K] [--rounds N]``
prints per fold the constants fitted on the other folds and, on the held-out shots, each
shot's freshly fitted stroke's cue-ball RMSE and outline; then the constants fitted on
every shot.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.physics.params import CUSHION_LAWS, Params
from game.physics.sets import REGISTRY as SETS
from game.physics.tracked import fit, recording
from game.physics.tracked.minimize import nelder_mead
from game.physics.tracked.recording import Shot
from game.physics.tracked.simulated import StrokeGuess

# Constant: (low, high, searched in log space).
BOUNDS: dict[str, tuple[float, float, bool]] = {
    "u_r": (0.002, 0.05, True),
    "u_s": (0.05, 0.6, True),
    "u_sp": (0.002, 0.1, True),
    "e_b": (0.6, 1.0, False),
    "e_c": (0.4, 1.0, False),
    "f_c": (0.02, 0.6, True),
    "cushion_height": (0.032, 0.045, False),
    # Throw (x Alciatore's fit), a cushion that grips back on hard hits (a rise per m/s of
    # speed into it, from a speed), and the slow roll's own resistance below v_slow.
    "bb_friction": (0.3, 8.0, True),
    "e_t_rise": (0.0, 2.0, False),
    "e_t_from": (0.3, 3.0, False),
    "u_r_slow": (0.002, 0.02, True),
    "v_slow": (0.05, 1.0, False),
}
STEP = {"u_r": 0.3, "u_s": 0.3, "u_sp": 0.4, "e_b": 0.03, "e_c": 0.05, "f_c": 0.3,
        "cushion_height": 0.002, "bb_friction": 0.3, "e_t_rise": 0.15, "e_t_from": 0.2,
        "u_r_slow": 0.2, "v_slow": 0.05}  # fmt: skip


def _to_x(prm: Params, names: Sequence[str]) -> list[float]:
    out = []
    for n in names:
        v = float(getattr(prm, n))
        out.append(math.log(v) if BOUNDS[n][2] else v)
    return out


def _from_x(base: Params, names: Sequence[str], x: Sequence[float]) -> Params:
    changes: dict[str, float] = {}
    for n, v in zip(names, x, strict=True):
        low, high, log = BOUNDS[n]
        value = math.exp(v) if log else v
        changes[n] = min(high, max(low, value))
    return replace(base, **changes)  # type: ignore[arg-type]


CAL_HZ = 25.0  # the recordings' grid, thinned for the constants' search
INNER_EVALS = 8  # speed and side refitted per shot for every trial of the constants


def _shot_loss(obj: fit.Objective, guess: StrokeGuess) -> float:
    return math.sqrt(obj.loss(fit.as_vector(guess), math.inf, guess.elevation_deg))


def _profiled(obj: fit.Objective, guess: StrokeGuess) -> float:
    """A shot's loss under ``obj``'s constants after a short refit of speed and side,
    which absorb most of a change of friction or restitution (a stroke held fixed would
    make every change look worse)."""
    g = fit.as_vector(guess)

    def f(x: Sequence[float]) -> float:
        v = list(g)
        v[1], v[2] = x[0], x[1]
        return obj.loss(v, math.inf, guess.elevation_deg)

    m = nelder_mead(f, [g[1], g[2]], [0.04 * g[1], 0.08], max_evals=INNER_EVALS)
    return math.sqrt(m.f)


def _total(
    base: Params,
    names: Sequence[str],
    objectives: Sequence[fit.Objective],
    guesses: dict[int, StrokeGuess],
    x: Sequence[float],
) -> float:
    p = _from_x(base, names, x)
    return sum(_profiled(o.with_params(p), guesses[o.shot.id]) for o in objectives)


@dataclass(frozen=True)
class Calibration:
    params: Params
    loss: float
    guesses: dict[int, StrokeGuess]


def calibrate(
    shots: Sequence[Shot],
    base: Params,
    names: Sequence[str] = tuple(BOUNDS),
    rounds: int = 3,
    const_evals: int = 60,
    log: Any = None,
    budget: int = 400,
) -> Calibration:
    prm = base
    guesses = {s.id: fit.fit_shot(s, prm, budget=budget).guess for s in shots}
    objectives = [fit.Objective(s, prm, CAL_HZ) for s in shots]
    loss = sum(_shot_loss(o, guesses[o.shot.id]) for o in objectives)
    if log is not None:
        print(f"  start: loss {loss:.3f} {describe(prm)}", file=log, flush=True)
    for r in range(rounds):
        total = functools.partial(_total, prm, names, objectives, guesses)
        steps = [STEP[n] for n in names]
        m = nelder_mead(total, _to_x(prm, names), steps, max_evals=const_evals)
        prm = _from_x(prm, names, m.x)
        guesses = {s.id: fit.fit_shot(s, prm, budget=90, start=guesses[s.id]).guess for s in shots}
        loss = sum(_shot_loss(o.with_params(prm), guesses[o.shot.id]) for o in objectives)
        if log is not None:
            print(f"  round {r + 1}: loss {loss:.3f} {describe(prm)}", file=log, flush=True)
    return Calibration(prm, loss, guesses)


def describe(prm: Params) -> str:
    return " ".join(f"{n}={getattr(prm, n):.5g}" for n in BOUNDS) + f" law={prm.cushion_law}"


def held_out(shots: Sequence[Shot], prm: Params, budget: int = fit.BUDGET) -> list[fit.Fit]:
    return [fit.fit_shot(s, prm, budget=budget) for s in shots]


def summary(fits: Sequence[fit.Fit]) -> dict[str, Any]:
    cue = sorted(f.score.cue_rmse for f in fits)
    return {
        "shots": len(fits),
        "cue_median": statistics.median(cue),
        "cue_p90": cue[min(len(cue) - 1, math.ceil(0.9 * len(cue)) - 1)],
        "all_median": statistics.median(f.score.all_rmse for f in fits),
        "same_outline": sum(f.same_outline for f in fits),
        "same_read": sum(f.same_read for f in fits),
        **({"same_true": sum(f.same_true is True for f in fits)}
           if any(f.made_by is not None for f in fits) else {}),
        "seconds_per_shot": statistics.mean(f.seconds for f in fits),
    }  # fmt: skip


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.physics.tracked.calibrate")
    ap.add_argument("file")
    ap.add_argument("--law", choices=CUSHION_LAWS, help="cushion law (default: the base's)")
    ap.add_argument("--folds", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--evals", type=int, default=60, help="constant evaluations per round")
    ap.add_argument("--only", nargs="+", choices=sorted(BOUNDS), help="fit only these")
    ap.add_argument("--skip-cv", action="store_true", help="only the fit on every shot")
    ap.add_argument("--fold", type=int, help="only this fold (1-based), no fit on every shot")
    ap.add_argument("--json", metavar="OUT")
    ap.add_argument("--budget", type=int, default=400, help="evaluations per training fit")
    ap.add_argument(
        "--test-budget", type=int, default=fit.BUDGET, help="evaluations per held-out fit"
    )
    ap.add_argument("--base", choices=sorted(SETS), default="kegli-1", help="starting constants")
    ap.add_argument("--start", metavar="JSON", help="starting values, e.g. '{\"u_r\": 0.0042}'")
    args = ap.parse_args(argv)
    shots = recording.load(args.file)
    base = SETS[args.base].params(recording.TABLE)
    if args.law:
        base = replace(base, cushion_law=args.law)
    if args.start:
        start = {n: float(v) for n, v in json.loads(args.start).items() if n in BOUNDS}
        base = replace(base, **start)  # type: ignore[arg-type]
    names = tuple(args.only) if args.only else tuple(BOUNDS)
    report: dict[str, Any] = {"law": base.cushion_law, "folds": []}
    began = time.time()
    held: list[fit.Fit] = []
    if not args.skip_cv:
        chosen = range(args.folds) if args.fold is None else [args.fold - 1]
        for k in chosen:
            test = [s for i, s in enumerate(shots) if i % args.folds == k]
            train = [s for i, s in enumerate(shots) if i % args.folds != k]
            print(f"fold {k + 1}/{args.folds}: {len(train)} train, {len(test)} test", flush=True)
            cal = calibrate(
                train, base, names, args.rounds, args.evals, log=sys.stdout, budget=args.budget
            )
            fits = held_out(test, cal.params, args.test_budget)
            held.extend(fits)
            s = summary(fits)
            print(f"  held out: {json.dumps(s)}  ({time.time() - began:.0f} s)", flush=True)
            report["folds"].append({"params": describe(cal.params), **s})
        report["cross_validated"] = summary(held)
        print(f"cross-validated: {json.dumps(report['cross_validated'])}", flush=True)
        report["held_out"] = [f.to_json() for f in held]
    if args.fold is not None:
        _write(args.json, report)
        return 0
    cal = calibrate(shots, base, names, args.rounds, args.evals, log=sys.stdout, budget=args.budget)
    report["all"] = {"params": describe(cal.params), "loss": cal.loss}
    report["params"] = {n: getattr(cal.params, n) for n in BOUNDS}
    print(f"all shots: {describe(cal.params)} ({time.time() - began:.0f} s)", flush=True)
    _write(args.json, report)
    return 0


def _write(path: str | None, report: dict[str, Any]) -> None:
    if path:
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(report, fh, indent=1)


if __name__ == "__main__":
    sys.exit(main())
