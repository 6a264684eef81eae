"""How far a ball moved between the samples a tracked-shots file kept, read off the file.

The tracker keeps a sample once the ball has moved some step since the last kept one, and
the ball's position at the recording's end. Every step between kept samples but the last
is then at least that step (less only by the millimetre rounding), and the shortest steps
tell it. The step decides what any reading can see: a ball slower than the step per frame
is held between samples tenths of a second apart, and its held position lags the ball.

``python -m game.physics.tracked.sampling FILE`` prints the steps' shortest, 0.1st and
1st percentiles and median, the share of steps a frame apart, and how far the balls moved
after their last kept sample before the end (the last step, shorter than the others).
"""

from __future__ import annotations

import math
import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from game.errors import InputError
from game.physics.tracked.recording import FRAME_GAP, Shot, load


@dataclass(frozen=True)
class Steps:
    between: tuple[float, ...]  # m, every step but each ball's last, shortest first
    frame_apart: int  # how many of them were a frame apart
    last: tuple[float, ...]  # m, each moving ball's last step (to where it was at the end)

    def percentile(self, share: float) -> float:
        return self.between[min(int(share * len(self.between)), len(self.between) - 1)]


def steps(shots: Sequence[Shot]) -> Steps:
    between: list[float] = []
    last: list[float] = []
    frame_apart = 0
    for shot in shots:
        for tr in shot.balls.values():
            if len(tr.t) < 3:
                continue  # a ball that never moved: its start and its end
            for k in range(len(tr.t) - 2):
                between.append(math.hypot(tr.x[k + 1] - tr.x[k], tr.y[k + 1] - tr.y[k]))
                frame_apart += tr.t[k + 1] - tr.t[k] <= FRAME_GAP
            last.append(math.hypot(tr.x[-1] - tr.x[-2], tr.y[-1] - tr.y[-2]))
    return Steps(tuple(sorted(between)), frame_apart, tuple(last))


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1:
        print("usage: python -m game.physics.tracked.sampling FILE", file=sys.stderr)
        return 2
    try:
        found = steps(load(args[0]))
    except InputError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if not found.between:
        print("no ball moved")
        return 0
    mm = 1000.0
    print(
        f"{len(found.between)} steps between kept samples: shortest {found.between[0] * mm:.1f} "
        f"mm, 0.1 % {found.percentile(0.001) * mm:.1f} mm, 1 % "
        f"{found.percentile(0.01) * mm:.1f} mm, median {found.percentile(0.5) * mm:.1f} mm; "
        f"{100.0 * found.frame_apart / len(found.between):.0f} % a frame apart"
    )
    print(
        f"{len(found.last)} balls' last step: median {statistics.median(found.last) * mm:.1f} "
        f"mm, longest {max(found.last) * mm:.1f} mm"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
