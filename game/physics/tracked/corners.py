"""Every clear corner of every ball, read straight off a recording, no stroke fitted.

A corner is two rail contacts of one ball on rails across each other within ``SPAN``
seconds: the ball meets the second rail still sliding from the first, which no single
rail contact shows (``rails.py`` leaves such contacts out). Where the samples are clear
before the first rail and after the second (``rails.GAP`` from each, ``rails.WINDOW`` of
samples, no other rail within ``rails.QUIET``, no other ball within ``rails.CLEAR``), a
straight line through each side's samples gives the speed in and the speed out.

``python -m game.physics.tracked.corners FILE [ENGINE_FILE]`` prints, by the speed into the
corner, the median of the speed out over the speed in; with a second file (the engine's own
recordings of the same shots, ``python -m game.physics.tracked.synthetic``) it pairs the
corners of the same ball at about the same time and prints the median of their
differences and how many keep more of their speed in the first file (physics.md, "Levers
tried around kegli-6").
"""

from __future__ import annotations

import itertools
import math
import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from game.physics.params import CAROM
from game.physics.tracked import recording
from game.physics.tracked.rails import GAP, QUIET, SAME_TIME, WINDOW, alone, velocity
from game.physics.tracked.recording import Shot, frames, load, rail_contacts, read_pair

SPAN = 0.2  # s: two rails across each other met this close together are one corner
LEAST_SPEED = 0.05  # m/s into the corner: slower, the samples are too few millimetres apart
# Bands of the speed into the corner, m/s, for the summary.
BANDS = ((LEAST_SPEED, 1.5), (1.5, 10.0))


@dataclass(frozen=True)
class Corner:
    shot: int
    ball: str
    cue: bool
    t_first: float  # the reading's contact times (cushion_times) of the two rails
    t_second: float
    speed_in: float  # m/s before the first rail
    speed_out: float  # m/s after the second

    @property
    def kept(self) -> float:
        """The share of its speed the ball leaves the corner with."""
        return self.speed_out / self.speed_in


def read(shot: Shot, r: float = CAROM.R) -> list[Corner]:
    """The shot's clear corners, every ball's, in the order of the balls and times."""
    found: list[Corner] = []
    for ball, track in shot.balls.items():
        contacts = rail_contacts(track, shot.end, r)
        for k, ((t1, axis1, _), (t2, axis2, _)) in enumerate(itertools.pairwise(contacts)):
            if axis1 == axis2 or t2 - t1 > SPAN:
                continue
            earlier = contacts[k - 1][0] if k > 0 else -math.inf
            later = contacts[k + 2][0] if k + 2 < len(contacts) else math.inf
            if t1 - earlier < QUIET or later - t2 < QUIET:
                continue
            before = frames(track, t1 - GAP - WINDOW, t1 - GAP)
            after = frames(track, t2 + GAP, t2 + GAP + WINDOW)
            if not before or not after or not alone(shot, ball, before + after):
                continue
            speed_in = math.hypot(*velocity(track, before, t1))
            if speed_in < LEAST_SPEED:
                continue
            speed_out = math.hypot(*velocity(track, after, t2))
            found.append(Corner(shot.id, ball, ball == shot.cue, t1, t2, speed_in, speed_out))
    return found


def read_file(path: str) -> dict[int, list[Corner]]:
    return {s.id: read(s) for s in load(path)}


def _same(a: Corner, b: Corner) -> bool:
    """The same corner in both files: the same ball's, the first rails within
    ``rails.SAME_TIME``."""
    return a.ball == b.ball and abs(b.t_first - a.t_first) < SAME_TIME


def _band(c: Corner, band: tuple[float, float]) -> bool:
    return band[0] <= c.speed_in < band[1]


def main(argv: Sequence[str] | None = None) -> int:
    read = read_pair(argv, "game.physics.tracked.corners", read_file)
    if read is None:
        return 2
    args, files = read
    for path, found in zip(args, files, strict=True):
        every = [c for cs in found.values() for c in cs]
        print(f"{path}: {len(every)} clear corners")
        for band in BANDS:
            cs = [c for c in every if _band(c, band)]
            if cs:
                print(
                    f"  {band[0]:g}-{band[1]:g} m/s in: {len(cs)}, speed out / in "
                    f"{statistics.median(c.kept for c in cs):.3f}"
                )
    if len(files) == 2:
        pairs = recording.paired(files[0], files[1], _same)
        print(f"the same corners in both ({len(pairs)}), the first file less the second:")
        for band in BANDS:
            ps = [(a, b) for a, b in pairs if _band(a, band)]
            if ps:
                more = sum(a.kept > b.kept for a, b in ps)
                print(
                    f"  {band[0]:g}-{band[1]:g} m/s in: {len(ps)}, speed out / in "
                    f"{statistics.median(a.kept - b.kept for a, b in ps):+.3f}; "
                    f"more kept in the first: {more}"
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
