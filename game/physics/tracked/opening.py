"""The cue ball's opening read straight off a recording: does it leave sliding or rolling?

From ``SKIP`` after the cue ball's first moving sample, over ``SPAN`` seconds of its kept
samples, ending ``CLEAR`` before the first thing it meets (its first cushion contact, or the
first object ball's start), a parabola through the distance it has run against time gives
its speed and how fast it slows. A ball struck below natural roll slides and slows at
u_s·g (2.4 m/s² on kegli-5's cloth) until it rolls; one rolling from the strike slows at
u_r·g (a few cm/s²). So the opening tells how high the cue ball was struck, which no fit
of the whole recording has to honour.

``python -m game.physics.tracked.opening FILE [ENGINE_FILE]`` prints each file's openings:
their deceleration's quartiles and how many roll from the strike (slowing by less than
``ROLLING``). With a second file (the engine's recordings of fitted strokes, ``python -m
game.physics.tracked.synthetic``) it pairs the openings of the same shot and prints the
median of the first file's deceleration less the second's, and how many openings slow by
``APART`` more in one than in the other: the fitted strokes' height against the one the
recording shows (physics.md, "Levers tried around kegli-5").
"""

from __future__ import annotations

import itertools
import math
import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from game.physics.tracked.recording import (
    Shot,
    cushion_times,
    frames,
    load,
    polyfit,
    read_pair,
)

SKIP = 0.02  # s after the first moving sample: the strike's own frame blurs
SPAN = 0.2  # s of samples read
CLEAR = 0.06  # s before the first cushion or object ball: nothing of a contact in the span
MIN_SAMPLES = 6  # fewer kept samples than this in the span: not read
ROLLING = 0.5  # m/s²: an opening that slows less than this rolls from the strike
APART = 0.5  # m/s²: two readings of one opening this far apart differ


@dataclass(frozen=True)
class Opening:
    shot: int
    speed: float  # m/s at the start of the span
    decel: float  # m/s², > 0 for a ball that slows

    @property
    def rolls(self) -> bool:
        return self.decel < ROLLING


def read(shot: Shot) -> Opening | None:
    """The cue ball's opening, None if it meets something before ``SPAN`` of clear samples."""
    cue = shot.balls[shot.cue]
    if len(cue.t) < 2:
        return None
    starts = [t for b in shot.objects if (t := shot.balls[b].moves_at()) is not None]
    first = min([*cushion_times(cue, shot.end)[:1], *starts, shot.end])
    begin = cue.t[1] + SKIP
    if first - CLEAR - begin < SPAN:
        return None
    ks = frames(cue, begin, begin + SPAN)
    if len(ks) < MIN_SAMPLES:
        return None
    run = [0.0]
    for a, b in itertools.pairwise(ks):
        run.append(run[-1] + math.hypot(cue.x[b] - cue.x[a], cue.y[b] - cue.y[a]))
    _, speed, half_accel = polyfit([cue.t[k] - cue.t[ks[0]] for k in ks], run, 2)
    return Opening(shot.id, speed, -2.0 * half_accel)


def read_file(path: str) -> dict[int, Opening]:
    return {s.id: found for s in load(path) if (found := read(s)) is not None}


def _quartiles(values: list[float]) -> str:
    q = statistics.quantiles(values, n=4) if len(values) > 1 else values * 3
    return " / ".join(f"{v:.2f}" for v in q)


def main(argv: Sequence[str] | None = None) -> int:
    read = read_pair(argv, "game.physics.tracked.opening", read_file)
    if read is None:
        return 2
    args, files = read
    for path, found in zip(args, files, strict=True):
        decels = [o.decel for o in found.values()]
        rolling = sum(o.rolls for o in found.values())
        print(f"{path}: {len(found)} clear openings")
        if decels:
            print(
                f"  slowing by (quartiles) {_quartiles(decels)} m/s²; {rolling} roll from the "
                f"strike (under {ROLLING:g} m/s²)"
            )
    if len(files) == 2:
        first, second = files
        both = sorted(set(first) & set(second))
        print(f"the same openings in both ({len(both)}), the first file less the second:")
        if both:
            diff = [first[s].decel - second[s].decel for s in both]
            print(
                f"  slowing by {statistics.median(diff):+.2f} m/s² (median); slowing by "
                f"{APART:g} m/s² or more less in the first: {sum(d <= -APART for d in diff)}, "
                f"in the second: {sum(d >= APART for d in diff)}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
