"""The cue ball's first contact with a ball, read straight off a recording, no stroke fitted.

Where the cue ball runs straight into its first ball and both balls' samples are clear
around the contact, the geometry of the contact can be read without a model:

- the *cut*: the object ball's start lies ``b`` off the cue ball's line in, so the line of
  centres at the contact is turned ``asin(b / 2R)`` from that line;
- the *throw*: how far forward of the line of centres (towards the cue ball's line) the
  object ball leaves; ball–ball friction throws it so;
- the *separation*: the angle between the two balls' paths just after the contact;
- the cue ball's speed out over its speed in, and the object ball's speed over the cue
  ball's speed in.

``python -m game.physics.tracked.contact FILE [ENGINE_FILE]`` prints the medians over a
file's shots; with a second file (the engine's own recordings of the same shots,
``python -m game.physics.tracked.synthetic``) also the medians of the shots' differences,
which take the reading's own bias out (physics.md, "The first ball's contact read
directly").
"""

from __future__ import annotations

import math
import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from game.physics.params import CAROM
from game.physics.tracked.recording import Shot, frames, load, motion, outline, read_pair

OBJECT_SPAN = 0.12  # s of the object ball's first kept samples
CUE_BEFORE = (0.18, 0.04)  # s before the object ball's first kept sample: the cue ball in
CUE_AFTER = 0.10  # s after it: the cue ball out, a quadratic through its samples
STRAIGHT = 0.003  # m: the cue ball's samples in stray no farther from one line
LEAST_CUT = 20.0  # degrees: in thicker hits the throw is too few millimetres to read
MOST_THROW = 10.0  # degrees: larger is a ball the reading mistook (a kiss, a cushion)


@dataclass(frozen=True)
class CueOut:
    separation: float  # degrees between the two balls' paths just after the contact
    speed_ratio: float  # the cue ball's speed out over in


@dataclass(frozen=True)
class FirstContact:
    shot: int
    cut: float  # degrees, ≥ 0
    throw: float  # degrees, + when the object ball leaves forward of the line of centres
    object_speed_ratio: float  # object ball out / cue ball in
    # None where the cue ball's samples after the contact are not clear (it all but
    # stopped, or met a cushion at once).
    cue_out: CueOut | None


def _turn(a: float, b: float) -> float:
    """Signed angle from direction a to direction b, radians in (-π, π]."""
    return math.atan2(math.sin(b - a), math.cos(b - a))


def first_contact(shot: Shot, r: float = CAROM.R) -> FirstContact | None:
    """The first contact's geometry, None where the recording does not show it clearly."""
    first = outline(shot).first
    if first is None:
        return None
    ball, cue = shot.balls[first], shot.balls[shot.cue]
    t_moved = ball.moves_at()
    if t_moved is None:
        return None
    ks = frames(ball, t_moved, t_moved + OBJECT_SPAN)
    before = frames(cue, t_moved - CUE_BEFORE[0], t_moved - CUE_BEFORE[1])
    after = frames(cue, t_moved, t_moved + CUE_AFTER)
    if not ks or not before:
        return None
    # The object ball slides straight off: its direction from a line through its samples
    # (a quadratic's slope at the window's edge is the noisier), its speed from a quadratic.
    (lx, ly) = motion(ball, ks, t_moved, 1)
    (ox, oy) = motion(ball, ks, t_moved, 2)
    (ix, iy) = motion(cue, before, t_moved, 1)
    for k in before:
        t = cue.t[k] - t_moved
        if math.hypot(ix[0] + ix[1] * t - cue.x[k], iy[0] + iy[1] * t - cue.y[k]) > STRAIGHT:
            return None  # not a straight run in: a cushion or a swerve on the way
    v_in = math.hypot(ix[1], iy[1])
    if v_in == 0.0:
        return None
    heading = math.atan2(iy[1], ix[1])
    sx, sy = ball.start
    # The object ball's start, signed across the cue ball's line in.
    b = (math.cos(heading) * (sy - iy[0]) - math.sin(heading) * (sx - ix[0])) / (2.0 * r)
    if abs(b) >= 1.0:
        return None
    cut = math.asin(b)
    departs = math.atan2(ly[1], lx[1])
    leaves = _turn(heading, departs)
    throw = math.degrees(math.copysign(1.0, cut) * (cut - leaves))
    cue_out = None
    if after:
        (ax, ay) = motion(cue, after, t_moved, 2)
        out = math.atan2(ay[1], ax[1])
        cue_out = CueOut(
            separation=abs(math.degrees(_turn(out, departs))),
            speed_ratio=math.hypot(ax[1], ay[1]) / v_in,
        )
    return FirstContact(
        shot=shot.id,
        cut=abs(math.degrees(cut)),
        throw=throw,
        object_speed_ratio=math.hypot(ox[1], oy[1]) / v_in,
        cue_out=cue_out,
    )


def readable(c: FirstContact) -> bool:
    """A contact cut enough for its throw to show, and read as a throw at all."""
    return c.cut >= LEAST_CUT and abs(c.throw) <= MOST_THROW


def read_file(path: str) -> dict[int, FirstContact]:
    return {s.id: c for s in load(path) if (c := first_contact(s)) is not None}


def main(argv: Sequence[str] | None = None) -> int:
    read = read_pair(argv, "game.physics.tracked.contact", read_file)
    if read is None:
        return 2
    args, files = read
    for path, found in zip(args, files, strict=True):
        thrown = [c.throw for c in found.values() if readable(c)]
        print(f"{path}: {len(found)} clear first contacts")
        if thrown:
            print(f"  throw (cut ≥ {LEAST_CUT:g}°) median {statistics.median(thrown):+.2f}° "
                  f"over {len(thrown)}")  # fmt: skip
    if len(files) == 2:
        real, engine = files
        both = sorted(set(real) & set(engine))
        if both:
            objects = [real[k].object_speed_ratio / engine[k].object_speed_ratio for k in both]
            print(f"the same {len(both)} shots, the first file over the second: object ball "
                  f"out / cue ball in ×{statistics.median(objects):.3f}")  # fmt: skip
        paired = [(a, b) for k in both if (a := real[k].cue_out) and (b := engine[k].cue_out)]
        if paired:
            turned = statistics.median(a.separation - b.separation for a, b in paired)
            kept = statistics.median(a.speed_ratio / b.speed_ratio for a, b in paired)
            print(f"  where the cue ball's samples after are clear too ({len(paired)}): "
                  f"separation {turned:+.2f}°, cue ball out / in ×{kept:.3f}")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
