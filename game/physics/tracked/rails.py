"""Every clear rail contact of every ball, read straight off a recording, no stroke fitted.

Where a ball meets a rail with clear samples on both sides of the contact (1/50 s apart
for ``WINDOW`` seconds, starting ``GAP`` from it; no other rail within ``QUIET`` seconds,
no other ball within ``CLEAR`` metres), a straight line through each side's samples gives
its velocity in and out. Each is split into the part across the rail (normal) and along
it, the along part signed so that the ball comes in along +: the angle out of a ball that
comes back narrower than it went in is smaller than its angle in.

``python -m game.physics.tracked.rails FILE [ENGINE_FILE]`` prints, by the speed into the
rail, the medians of the normal speed out over in and of the angle out less the angle in,
for the cue balls and for the object balls apart (an object ball's spin is the contacts',
not a fitted stroke's). With a second file (the engine's own recordings of the same shots,
``python -m game.physics.tracked.synthetic``) it pairs the contacts of the same ball with
the same rail at about the same time and prints the medians of their differences, which
take the reading's own bias out (the cloth bends and slows a ball within the windows
alike in both; physics.md, "kegli-5").
"""

from __future__ import annotations

import math
import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from game.physics.params import CAROM
from game.physics.tracked import recording
from game.physics.tracked.recording import (
    Shot,
    Track,
    frames,
    load,
    motion,
    rail_contacts,
    read_pair,
)

GAP = 0.03  # s between the contact and the nearest sample read: the contact itself blurs
WINDOW = 0.12  # s of samples read on each side
QUIET = 0.3  # s: a contact this close to another rail's (a corner) is not read
CLEAR = 0.1  # m: no other ball this close during the windows (a kiss would mix in)
LEAST_NORMAL = 0.05  # m/s into the rail: slower, the samples are too few millimetres apart
SAME_TIME = 0.12  # s: a recording's and an engine's contact this close are the same one
# Bands of the normal speed into the rail, m/s, for the summary.
BANDS = ((0.05, 1.0), (1.0, 1.6), (1.6, 10.0))


@dataclass(frozen=True)
class RailContact:
    shot: int
    ball: str
    cue: bool
    t: float  # the reading's contact time (cushion_times)
    axis: int  # 0: a rail across x (a long rail), 1: across y
    side: float  # +1 or −1: the rail at the positive or negative edge
    normal_in: float  # m/s towards the rail, > 0
    normal_out: float  # m/s away from it
    along_in: float  # m/s along the rail, ≥ 0
    along_out: float  # m/s along the rail, + in the direction the ball came along

    @property
    def angle_in(self) -> float:
        """Degrees from the rail's normal, coming in."""
        return math.degrees(math.atan2(self.along_in, self.normal_in))

    @property
    def angle_out(self) -> float:
        """Degrees from the rail's normal, going out (negative: back the way it came)."""
        return math.degrees(math.atan2(self.along_out, self.normal_out))

    @property
    def turn(self) -> float:
        """The angle out less the angle in: negative for a ball sent back narrower."""
        return self.angle_out - self.angle_in

    @property
    def normal_ratio(self) -> float:
        return self.normal_out / self.normal_in


def velocity(track: Track, ks: list[int], t: float) -> tuple[float, float]:
    """The ball's velocity over samples ``ks``: a straight line through them."""
    (_, vx), (_, vy) = motion(track, ks, t, 1)
    return (vx, vy)


def alone(shot: Shot, ball: str, ks: list[int]) -> bool:
    """No other ball within ``CLEAR`` of this one at any of its samples ``ks``."""
    me = shot.balls[ball]
    return all(
        math.hypot(ox - me.x[k], oy - me.y[k]) >= CLEAR
        for other, track in shot.balls.items()
        if other != ball
        for k in ks
        for ox, oy in (track.at(me.t[k]),)
    )


def read(shot: Shot, r: float = CAROM.R) -> list[RailContact]:
    """The shot's clear rail contacts, every ball's, in the order of the balls and times."""
    found: list[RailContact] = []
    for ball, track in shot.balls.items():
        contacts = rail_contacts(track, shot.end, r)
        for t, axis, side in contacts:
            if any(u != t and abs(u - t) < QUIET for u, _, _ in contacts):
                continue
            before = frames(track, t - GAP - WINDOW, t - GAP)
            after = frames(track, t + GAP, t + GAP + WINDOW)
            if not before or not after or not alone(shot, ball, before + after):
                continue
            v_in, v_out = velocity(track, before, t), velocity(track, after, t)
            normal_in, normal_out = v_in[axis] * side, -v_out[axis] * side
            if normal_in < LEAST_NORMAL or normal_out <= 0.0:
                continue
            sign = 1.0 if v_in[1 - axis] >= 0.0 else -1.0
            found.append(
                RailContact(
                    shot.id,
                    ball,
                    ball == shot.cue,
                    t,
                    axis,
                    side,
                    normal_in,
                    normal_out,
                    v_in[1 - axis] * sign,
                    v_out[1 - axis] * sign,
                )
            )
    return found


def read_file(path: str) -> dict[int, list[RailContact]]:
    return {s.id: read(s) for s in load(path)}


def _same(a: RailContact, b: RailContact) -> bool:
    """The same contact in both files: the same ball with the same rail within
    ``SAME_TIME``."""
    return (a.ball, a.axis, a.side) == (b.ball, b.axis, b.side) and abs(b.t - a.t) < SAME_TIME


def _band(c: RailContact, band: tuple[float, float]) -> bool:
    return band[0] <= c.normal_in < band[1]


def _who(cue: bool) -> str:
    return "cue balls" if cue else "object balls"


def main(argv: Sequence[str] | None = None) -> int:
    read = read_pair(argv, "game.physics.tracked.rails", read_file)
    if read is None:
        return 2
    args, files = read
    for path, found in zip(args, files, strict=True):
        every = [c for cs in found.values() for c in cs]
        print(f"{path}: {len(every)} clear rail contacts")
        for cue in (True, False):
            for band in BANDS:
                cs = [c for c in every if c.cue == cue and _band(c, band)]
                if cs:
                    print(
                        f"  {_who(cue)}, {band[0]:g}-{band[1]:g} m/s in: {len(cs)}, normal out / "
                        f"in {statistics.median(c.normal_ratio for c in cs):.3f}, angle out − "
                        f"in {statistics.median(c.turn for c in cs):+.2f}°"
                    )
    if len(files) == 2:
        pairs = recording.paired(files[0], files[1], _same)
        print(f"the same contacts in both ({len(pairs)}), the first file less the second:")
        for cue in (True, False):
            for band in BANDS:
                ps = [(a, b) for a, b in pairs if a.cue == cue and _band(a, band)]
                if ps:
                    turn = statistics.median(a.turn - b.turn for a, b in ps)
                    ratio = statistics.median(a.normal_ratio - b.normal_ratio for a, b in ps)
                    along = statistics.median(
                        (a.along_out - a.along_in) - (b.along_out - b.along_in) for a, b in ps
                    )
                    print(
                        f"  {_who(cue)}, {band[0]:g}-{band[1]:g} m/s in: {len(ps)}, angle out − "
                        f"in {turn:+.2f}°, normal out / in {ratio:+.3f}, along the rail "
                        f"{along:+.3f} m/s"
                    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
