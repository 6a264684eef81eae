"""``python -m game.physics.tracked FILE [--ids …] [--json OUT] [--plot DIR] [--params …]``

Fits every recorded shot's stroke (or the ``--ids`` given) with the engine and prints per
shot and in summary the cue ball's and all balls' RMSE over the whole recording and the
outline against the recording's. ``--params`` takes constants as JSON
(``'{"u_r": 0.006, "cushion_law": "mathavan2010"}'``), checked like a request's
``params``; ``--base NAME`` starts from a physics set's carom constants (by default the
set new games play; ``calibrated``: kegli-2, ``carom``: kegli-1). ``--from RUN.json …``
refits every shot from the strokes earlier runs wrote (their ``--json``), ``--budget``
evaluations from each, and keeps the best: two sets of constants compared from the same
strokes (physics.md, "cross-started"). ``--spin SIDE HEIGHT`` fits from other spin starts
(the four tips that far off the centre, and the centre): a figure that moves with them is
partly the fit's draw (physics.md, "kegli-6").
On a file of engine-made recordings (``python -m game.physics.tracked.synthetic``) it also
counts the fits whose outline is the recording's own, from the events that made it.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import fields
from pathlib import Path

from game.errors import InputError
from game.physics.params import Params, params_for
from game.physics.sets import CURRENT, KEGLI_1, KEGLI_2, REGISTRY
from game.physics.tracked import plot
from game.physics.tracked.calibrate import summary
from game.physics.tracked.fit import BUDGET, SPIN_SPREAD, best_refit, fit_shot, read_report
from game.physics.tracked.recording import TABLE, load
from game.physics.tracked.simulated import StrokeGuess

# Every physics set's carom constants by name, and the older names of the first two:
# before calibration (kegli-1) and after the first one (kegli-2).
BASES: dict[str, Params] = {
    "carom": KEGLI_1.params(TABLE),
    "calibrated": KEGLI_2.params(TABLE),
    **{name: s.params(TABLE) for name, s in REGISTRY.items()},
}


def _params(base: str, raw: str | None) -> Params:
    prm = BASES[base]
    if raw is None:
        return prm
    try:
        overrides = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise InputError("--params", f"is not JSON: {exc.msg}") from exc
    return params_for(TABLE, overrides, prm)


def _starts(paths: Sequence[str]) -> dict[int, list[StrokeGuess]]:
    """Every shot's strokes from earlier runs' reports, in the order the files are named."""
    found: dict[int, list[StrokeGuess]] = {}
    for path in paths:
        for shot, strokes in read_report(path).items():
            found.setdefault(shot, []).extend(strokes)
    return found


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.physics.tracked", description=__doc__)
    ap.add_argument("file", help="tracked shots (shots.json)")
    ap.add_argument("--ids", type=int, nargs="+", help="only these shots")
    ap.add_argument("--json", metavar="OUT", help="write the results as JSON")
    ap.add_argument("--plot", metavar="DIR", help="draw each shot's paths as PNG into DIR")
    ap.add_argument("--params", metavar="JSON", help="constants to try, as a request's params")
    ap.add_argument("--base", choices=sorted(BASES), default=CURRENT.name)
    ap.add_argument("--budget", type=int, default=BUDGET, help="evaluations per shot")
    ap.add_argument(
        "--elevation", type=float, default=0.0, help="the cue's elevation in every stroke, degrees"
    )
    ap.add_argument(
        "--fit-elevation",
        action="store_true",
        help="fit each stroke's elevation too (from --elevation)",
    )
    ap.add_argument(
        "--spin",
        type=float,
        nargs=2,
        metavar=("SIDE", "HEIGHT"),
        default=SPIN_SPREAD,
        help="the spin starts' tips off the centre (default %(default)s)",
    )
    ap.add_argument(
        "--from",
        dest="refit",
        metavar="RUN.json",
        nargs="+",
        default=[],
        help="refit each shot from the strokes in these reports (--json), keep the best",
    )
    args = ap.parse_args(argv)
    try:
        prm = _params(args.base, args.params)
        shots = load(args.file)
        starts = _starts(args.refit)
    except InputError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.ids:
        wanted = set(args.ids)
        shots = [s for s in shots if s.id in wanted]
    if args.plot and not plot.available():
        print("--plot needs matplotlib (pip install kegli[tools]); no plots drawn", file=sys.stderr)
        args.plot = None
    fits = []
    for shot in shots:
        if shot.id in starts:
            result = best_refit(
                shot, prm, starts[shot.id], args.budget, args.elevation, args.fit_elevation
            )
        else:
            result = fit_shot(
                shot,
                prm,
                budget=args.budget,
                elevation=args.elevation,
                fit_elevation=args.fit_elevation,
                spread=(args.spin[0], args.spin[1]),
            )
        fits.append(result)
        mark = "=" if result.same_outline else "≠"
        read = "=" if result.same_read else "≠"
        made = "" if result.made_by is None else f"made {result.made_by.to_json()} "
        print(
            f"shot {shot.id:4d}  cue {result.score.cue_rmse * 100:6.1f} cm  "
            f"all {result.score.all_rmse * 100:6.1f} cm  outline {mark}{read} "
            f"sim {result.score.outline.to_json()} read {result.score.read.to_json()} "
            f"rec {result.recorded.to_json()} {made} "
            f"{result.seconds:.2f} s",
            flush=True,
        )
        if args.plot:
            plot.draw(shot, result, prm, Path(args.plot))
    if not fits:
        print("no shots", file=sys.stderr)
        return 1
    total = summary(fits)
    # An engine-made file (synthetic.py): how often the fits met its own events.
    own = f"its own events {total['same_true']}/{total['shots']}; " if "same_true" in total else ""
    print(
        f"{total['shots']} shots: cue RMSE median {total['cue_median'] * 100:.1f} cm, "
        f"90th pct {total['cue_p90'] * 100:.1f} cm; all balls median "
        f"{total['all_median'] * 100:.1f} cm; same outline {total['same_outline']}/"
        f"{total['shots']} (read alike {total['same_read']}/{total['shots']}); "
        f"{own}{total['seconds_per_shot']:.2f} s per shot"
    )
    if args.json:
        out = {"params": {f.name: getattr(prm, f.name) for f in fields(prm)}, "summary": total,
               "shots": [f.to_json() for f in fits]}  # fmt: skip
        Path(args.json).write_text(json.dumps(out, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
