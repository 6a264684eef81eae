"""Rolling resistance read straight off the recordings, no stroke fitted.

On the cue ball's last straight roll (from ``SETTLE`` after its last cushion contact to
``BEFORE_STOP`` before its last kept sample) it only rolls, so its speed falls at u_r·g.
Speeds every ``STEP``, each between two kept samples at least ``WINDOW`` apart (``_speeds``:
a slow ball's held positions lag it, kept samples do not); a least-squares line through
speed against time; its slope over g is that shot's u_r. Shots with too short a roll say
nothing (None).

``python -m game.physics.tracked.rolling FILE`` prints the median over the shots, and the
halves by index (the folds of the cross-validation); then ``roll_decelerations``' reading
by speed: every ball's clear straight rolls (``SETTLE`` after any cushion or ball's start,
``SPAN`` long), u_r against the roll's mean speed, below and above ``SLOW``; then
``final_approaches``: every ball's last few centimetres to rest, slower than these.
"""

from __future__ import annotations

import bisect
import math
import statistics
import sys
from collections.abc import Callable, Sequence

from game.physics.tracked.recording import Shot, Track, cushion_times, load, polyfit

G = 9.81
SETTLE = 0.4  # s after the last cushion: the ball has stopped sliding off it
BEFORE_STOP = 0.3  # s before the last kept sample: the slowest samples are held longest
WINDOW = 0.2  # s over which a speed is taken (ten samples at 50 Hz)
STEP = 0.1  # s between speeds
MIN_SPEEDS = 8  # fewer speeds than this: too short a roll to tell
SPAN = 0.6  # s: one stretch of a roll read on its own, for the reading by speed
SLOWEST = 0.15  # m/s: slower speeds are too few samples apart to read
SLOW = 0.35  # m/s: the reading's split below and above (kegli-4's two levels meet at 0.3)
FINAL_REACH = 0.08  # m from where a ball stood at the end: its last roll to rest
FINAL_SAMPLES = 3  # kept samples of it at least (one per KEPT_STEP)
# The folds of the cross-validation every reading is printed for, by the shot's index.
HALVES: tuple[tuple[str, Callable[[int], bool]], ...] = (
    ("all", lambda k: True),
    ("even index", lambda k: k % 2 == 0),
    ("odd index", lambda k: k % 2 == 1),
)
SPEED_BINS = ((0.15, 0.25), (0.25, 0.35), (0.35, 0.45), (0.45, 0.6), (0.6, 0.8), (0.8, 1.2),
              (1.2, 9.0))  # fmt: skip


def _speeds(track: Track, t: float, until: float) -> list[tuple[float, float]]:
    """Speeds every ``STEP``, each from the first kept sample at or after its time to the
    first at least ``WINDOW`` later (none past ``until``), at the mean of their times. A
    kept sample is where the ball was at its own time; a held position at any other time
    lags by up to ``KEPT_STEP``, and a slow ball's speed taken between held positions at
    fixed times reads low."""
    speeds: list[tuple[float, float]] = []
    while t + WINDOW < until:
        a = bisect.bisect_left(track.t, t - 1e-9)
        b = bisect.bisect_left(track.t, track.t[a] + WINDOW - 1e-9) if a < len(track.t) else a
        if b >= len(track.t) or track.t[b] > until:
            break
        mid = (track.t[a] + track.t[b]) / 2.0
        if not speeds or mid > speeds[-1][0]:  # sparse samples: one pair read once
            d = math.hypot(track.x[b] - track.x[a], track.y[b] - track.y[a])
            speeds.append((mid, d / (track.t[b] - track.t[a])))
        t += STEP
    return speeds


def _slope(speeds: list[tuple[float, float]]) -> float:
    """The least-squares line's slope of speed over time."""
    t0 = speeds[0][0]
    return polyfit([t - t0 for t, _ in speeds], [v for _, v in speeds], 1)[1]


def roll_decelerations(shot: Shot) -> list[tuple[float, float]]:
    """(mean speed, u_r) of every ball's clear straight rolls: stretches of ``SPAN`` from
    ``SETTLE`` after its cushions, its own start and any other ball's start (a touch), to
    ``BEFORE_STOP`` before its last kept sample, none slower than ``SLOWEST``."""
    out: list[tuple[float, float]] = []
    starts = [t for b in shot.balls.values() if (t := b.moves_at()) is not None]
    for track in shot.balls.values():
        if len(track.t) < 2:
            continue
        stop = track.t[-2] - BEFORE_STOP
        breaks = sorted([*cushion_times(track, shot.end), *starts, track.t[1]])
        for a, b in zip(breaks, [*breaks[1:], stop], strict=True):
            t = a + SETTLE
            while t + SPAN <= min(b, stop):
                speeds = _speeds(track, t, t + SPAN + 1e-9)
                if len(speeds) >= 4 and min(v for _, v in speeds) > SLOWEST:
                    out.append((statistics.fmean(v for _, v in speeds), -_slope(speeds) / G))
                t += SPAN
    return out


def final_approaches(shot: Shot) -> list[float]:
    """u_r of every ball's last roll to rest, from its kept samples within ``FINAL_REACH``
    of where it stood at the end (``SETTLE`` after its last cushion and any other ball's
    start, at least ``FINAL_SAMPLES`` of them, the last the one before the end). A ball
    slowing at a steady a has d = a·(T − t)²/2 still to go, so √d falls on a line in time
    whatever T: a = 2·slope². Read off kept samples only, it needs no speed at all."""
    out: list[float] = []
    starts = [t for b in shot.balls.values() if (t := b.moves_at()) is not None]
    for track in shot.balls.values():
        moved = track.moves_at()
        if moved is None or len(track.t) < FINAL_SAMPLES + 1:
            continue
        xf, yf = track.x[-1], track.y[-1]
        after = max([*cushion_times(track, shot.end), *(t for t in starts if t > moved), moved])
        ks = [
            k
            for k in range(len(track.t) - 1)
            if track.t[k] >= after + SETTLE
            and 0.0 < math.hypot(track.x[k] - xf, track.y[k] - yf) <= FINAL_REACH
        ]
        if len(ks) < FINAL_SAMPLES or ks[-1] != len(track.t) - 2:
            continue
        root = [math.sqrt(math.hypot(track.x[k] - xf, track.y[k] - yf)) for k in ks]
        slope = polyfit([track.t[k] - track.t[ks[0]] for k in ks], root, 1)[1]
        if slope < 0.0:
            out.append(2.0 * slope * slope / G)
    return out


def rolling_resistance(shot: Shot) -> float | None:
    """u_r from the cue ball's last straight roll, None if the roll is too short."""
    track = shot.balls[shot.cue]
    cushions = cushion_times(track, shot.end)
    t = (cushions[-1] if cushions else track.t[0]) + SETTLE
    stop = track.t[-2] if len(track.t) > 1 else track.t[0]
    speeds = _speeds(track, t, stop - BEFORE_STOP)
    if len(speeds) < MIN_SPEEDS:
        return None
    return -_slope(speeds) / G


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1:
        print("usage: python -m game.physics.tracked.rolling FILE", file=sys.stderr)
        return 2
    shots = load(args[0])
    found = [(k, rolling_resistance(s)) for k, s in enumerate(shots)]
    for label, keep in HALVES:
        values = [u for k, u in found if u is not None and keep(k)]
        if len(values) >= 2:  # quartiles need two
            q = statistics.quantiles(values, n=4)
            print(f"{label}: u_r median {statistics.median(values):.4f} "
                  f"(quartiles {q[0]:.4f} / {q[2]:.4f}) over {len(values)} shots")  # fmt: skip
    rolls = [roll_decelerations(s) for s in shots]
    for label, keep in HALVES:
        read = [r for k, rs in enumerate(rolls) if keep(k) for r in rs]
        cells = []
        for lo, hi in SPEED_BINS:
            here = [u for v, u in read if lo <= v < hi]
            if here:
                cells.append(f"{lo:g}-{hi:g} m/s {statistics.median(here):.4f} ({len(here)})")
        slow = [u for v, u in read if v < SLOW]
        fast = [u for v, u in read if v >= SLOW]
        if slow and fast:
            print(f"{label}, by speed: " + ", ".join(cells))
            print(f"{label}: u_r below {SLOW} m/s {statistics.median(slow):.4f} ({len(slow)} "
                  f"rolls), above {statistics.median(fast):.4f} ({len(fast)})")  # fmt: skip
    finals = [final_approaches(s) for s in shots]
    for label, keep in HALVES:
        final = [u for k, us in enumerate(finals) if keep(k) for u in us]
        if len(final) >= 2:
            q = statistics.quantiles(final, n=4)
            print(f"{label}: the last {FINAL_REACH * 100:g} cm to rest u_r median "
                  f"{statistics.median(final):.4f} (quartiles {q[0]:.4f} / {q[2]:.4f}) over "
                  f"{len(final)} balls")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
