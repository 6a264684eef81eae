"""Rolling resistance read straight off the recordings, no stroke fitted.

On the cue ball's last straight roll (from ``SETTLE`` after its last cushion contact to
``BEFORE_STOP`` before its last kept sample) it only rolls, so its speed falls at u_r·g.
Speeds over ``WINDOW`` on the held samples every ``STEP``; a least-squares line through
speed against time; its slope over g is that shot's u_r. Shots with too short a roll say
nothing (None).

``python -m game.physics.tracked.rolling FILE`` prints the median over the shots, and the
halves by index (the folds of the cross-validation).
"""

from __future__ import annotations

import math
import statistics
import sys
from collections.abc import Sequence

from game.physics.tracked.recording import Shot, cushion_times, load

G = 9.81
SETTLE = 0.4  # s after the last cushion: the ball has stopped sliding off it
BEFORE_STOP = 0.3  # s before the last kept sample: the slowest samples are held longest
WINDOW = 0.2  # s over which a speed is taken (ten samples at 50 Hz)
STEP = 0.1  # s between speeds
MIN_SPEEDS = 8  # fewer speeds than this: too short a roll to tell


def rolling_resistance(shot: Shot) -> float | None:
    """u_r from the cue ball's last straight roll, None if the roll is too short."""
    track = shot.balls[shot.cue]
    cushions = cushion_times(track, shot.end)
    t = (cushions[-1] if cushions else track.t[0]) + SETTLE
    stop = track.t[-2] if len(track.t) > 1 else track.t[0]
    speeds: list[tuple[float, float]] = []
    while t + WINDOW < stop - BEFORE_STOP:
        (x0, y0), (x1, y1) = track.at(t), track.at(t + WINDOW)
        speeds.append((t + WINDOW / 2.0, math.hypot(x1 - x0, y1 - y0) / WINDOW))
        t += STEP
    if len(speeds) < MIN_SPEEDS:
        return None
    mt = statistics.fmean(s[0] for s in speeds)
    mv = statistics.fmean(s[1] for s in speeds)
    slope = sum((ts - mt) * (v - mv) for ts, v in speeds) / sum((ts - mt) ** 2 for ts, _ in speeds)
    return -slope / G


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1:
        print("usage: python -m game.physics.tracked.rolling FILE", file=sys.stderr)
        return 2
    shots = load(args[0])
    found = [(k, rolling_resistance(s)) for k, s in enumerate(shots)]
    for label, keep in (("all", lambda k: True), ("even index", lambda k: k % 2 == 0),
                        ("odd index", lambda k: k % 2 == 1)):  # fmt: skip
        values = [u for k, u in found if u is not None and keep(k)]
        if values:
            q = statistics.quantiles(values, n=4)
            print(f"{label}: u_r median {statistics.median(values):.4f} "
                  f"(quartiles {q[0]:.4f} / {q[2]:.4f}) over {len(values)} shots")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
