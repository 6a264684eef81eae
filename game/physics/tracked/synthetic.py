"""Recordings the engine makes of fitted strokes: the tool's own yardstick.

``python -m game.physics.tracked.synthetic FILE RUN.json OUT [--base NAME] [--noise MM]
[--start-noise MM] [--seed N]`` plays every stroke a report of the tracked tool (its
``--json``) holds from its recording's start, under the constants the report was fitted
with (its ``params``; ``--base NAME``: a physics set's instead), keeps what the tracker
would (the recording's 50 Hz grid, a sample per ``KEPT_STEP``, rounded to the millimetre,
on the cloth, and where the ball is at the end), adds tracking error, and writes a
tracked-shots file. Each shot carries ``made_by``: the stroke and the outline of its own
event log up to the recording's end.
Fitted with the tracked tool, such a file tells what a model without error would score
with this fitter and this reading, and the report names each fit's ``true_outline``
beside the one read off the recording.

Tracking error, both Gaussian and seeded: ``--noise`` on every kept sample of a moving
ball, ``--start-noise`` between where the balls really stood and their first samples (the
file keeps the recording's first samples; the shot is played from the moved ones).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.errors import InputError
from game.physics.params import Params
from game.physics.sets import CURRENT, REGISTRY
from game.physics.tracked import simulated
from game.physics.tracked.fit import load_report, report_params, report_strokes
from game.physics.tracked.recording import TABLE, Outline, Shot, Track, cloth_limits, load
from game.physics.tracked.simulated import StrokeGuess


@dataclass(frozen=True)
class Noise:
    samples: float = 0.0  # m, σ on each coordinate of a moving ball's kept samples
    start: float = 0.0  # m, σ of the true starts about the first samples


def made(
    shot: Shot, guess: StrokeGuess, prm: Params, noise: Noise, rng: random.Random
) -> tuple[Shot, Outline]:
    """``guess`` played on ``shot``'s start as the tracker would have recorded it, and the
    outline of its event log up to the recording's end."""
    names = sorted(shot.balls)
    true_starts = {
        b: (shot.balls[b].x[0] + rng.gauss(0.0, noise.start),
            shot.balls[b].y[0] + rng.gauss(0.0, noise.start))
        for b in names
    }  # fmt: skip
    played = Shot(
        shot.id, shot.cue, {b: Track((0.0,), (x,), (y,)) for b, (x, y) in true_starts.items()}
    )
    sim = simulated.run(played, guess, prm)
    times = shot.times()
    at = {t: k for k, t in enumerate(times)}
    lim = cloth_limits(prm.R)
    balls: dict[str, Track] = {}
    for b in names:
        true = simulated.sample(sim, b, times, guess.t_strike)
        kept = Track.tracked(times, true, prm.R)
        xs, ys = [shot.balls[b].x[0]], [shot.balls[b].y[0]]
        for k in range(1, len(kept.t)):
            if (kept.x[k], kept.y[k]) == (kept.x[k - 1], kept.y[k - 1]):
                xs.append(xs[-1])  # the position held to the grid's end
                ys.append(ys[-1])
                continue
            px, py = true[at[kept.t[k]]]
            xs.append(max(-lim[0], min(lim[0], round(px + rng.gauss(0.0, noise.samples), 3))))
            ys.append(max(-lim[1], min(lim[1], round(py + rng.gauss(0.0, noise.samples), 3))))
        balls[b] = Track(kept.t, tuple(xs), tuple(ys))
    return Shot(shot.id, shot.cue, balls), simulated.outline(sim, shot.end - guess.t_strike)


def as_json(shot: Shot, guess: StrokeGuess, outline: Outline) -> dict[str, Any]:
    return {
        **shot.to_json(),
        "made_by": {
            "stroke": guess.stroke(shot.cue).to_json(),
            "t_strike": guess.t_strike,
            "outline": outline.to_json(),
        },
    }


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m game.physics.tracked.synthetic", description=__doc__
    )
    ap.add_argument("file", help="the tracked shots the report was fitted on")
    ap.add_argument("run", metavar="RUN.json", help="the tracked tool's report (--json)")
    ap.add_argument("out", metavar="OUT", help="the tracked-shots file to write")
    ap.add_argument(
        "--base",
        choices=sorted(REGISTRY),
        help="play the strokes under this physics set (default: the constants the report "
        "was fitted with, else the current set)",
    )
    ap.add_argument("--noise", type=float, default=0.3, help="mm, on every kept sample")
    ap.add_argument("--start-noise", type=float, default=1.0, help="mm, on the balls' starts")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    try:
        for flag, value in (("--noise", args.noise), ("--start-noise", args.start_noise)):
            if value < 0.0:
                raise InputError(flag, "must not be negative")
        shots = load(args.file)
        report = load_report(args.run)
        strokes = report_strokes(report, args.run)
        prm = (
            REGISTRY[args.base].params(TABLE)
            if args.base
            else report_params(report, args.run, CURRENT.params(TABLE))
        )
    except InputError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    noise = Noise(args.noise / 1000.0, args.start_noise / 1000.0)
    rng = random.Random(args.seed)
    out = []
    for shot in shots:
        if shot.id not in strokes:
            continue
        guess = strokes[shot.id][0]
        recorded, outline = made(shot, guess, prm, noise, rng)
        out.append(as_json(recorded, guess, outline))
    if not out:
        print("error: the report holds no stroke for any shot in the file", file=sys.stderr)
        return 2
    Path(args.out).write_text(json.dumps({"shots": out}), encoding="utf-8")
    print(f"{len(out)} shots written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
