"""A tracked-shots file (``shots.json``): samples per ball, held between kept samples.

A sample is kept only when the ball has moved ``KEPT_STEP`` (about 14 mm) or more since the
last kept one, and the last sample is where the ball was at the recording's end, so between
two kept samples the ball is held at the earlier one; nothing is interpolated across a
gap. Tracking can put a ball near a cushion up to ~1 cm outside the cloth: every
position is clamped to where a ball's centre can be.
"""

from __future__ import annotations

import bisect
import itertools
import json
import math
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from game.errors import InputError
from game.physics.params import CAROM
from game.tables import TABLES

TABLE = "carom-match"
BALLS = ("white", "yellow", "red")
HZ = 50.0
# Kept samples no farther apart than this are a frame apart: the ball was moving. Farther,
# it stood still in between (or the tracker lost it), so nothing can be drawn across.
FRAME_GAP = 1.5 / HZ
# A cushion contact is read off the recording where the cue ball's coordinate across a
# rail swings towards it and back by ``SWING`` or more each way: a reversal of its motion.
# Smaller swings are the tracker's millimetre (a ball running along a rail, or slowly
# leaving one, wobbles across it) and say nothing.
SWING = 0.003
# The reversal is a contact only if the ball could have reached the rail and come back
# between its samples: no farther from the rail than its larger step across it, plus 2 mm
# for the samples' rounding (``MOVED``) and how far tracking misplaces a ball at a rail
# (up to ~1 cm). A ball running along a rail 2 cm off it, or turned by the next rail in a
# corner, never touched; a ball at 3.5 m/s is up to 7 cm from the rail at its nearest
# sample, and one whose samples the tracker lost for a while farther still.
CUSHION_SLACK = 0.01
# A ball that came to rest against a rail (no swing back) met it if its last samples
# put it this close to the rail.
AT_REST_GAP = 0.001
# An object ball "starts moving" at its first kept sample this far from its start...
MOVED = 0.002
# ...if it ever gets this far from it: a ball at rest can read a sample 2 mm off its start
# (tracking jitter; four recordings end so), a struck ball runs for decimetres.
STRUCK = 0.01
# The tracker keeps a sample once the ball has moved this far since the last kept one. The
# recordings' README says 2 mm; the recordings themselves say 14: of their ~35,000 steps
# between kept samples (the last ones aside) all but six are 14 mm or longer, and a slow
# ball's samples come tenths of a second apart (``python -m game.physics.tracked.sampling``).
KEPT_STEP = 0.014
# The cue ball touched a ball if its path between kept samples came this close to the
# ball's centre (two radii, plus tracking error and the rounding of the samples).
TOUCH_REACH = 0.015
# How long before a ball's first kept sample the touch that moved it may have been.
TOUCH_LAG = 0.5


@dataclass(frozen=True)
class Track:
    t: tuple[float, ...]
    x: tuple[float, ...]
    y: tuple[float, ...]

    def at(self, t: float) -> tuple[float, float]:
        """The held position at time t: the last kept sample at or before t."""
        k = max(bisect.bisect_right(self.t, t) - 1, 0)
        return (self.x[k], self.y[k])

    @property
    def start(self) -> tuple[float, float]:
        return (self.x[0], self.y[0])

    def moves_at(self) -> float | None:
        """When the ball first moved (its first kept sample away from the start), None if
        it never did (or only by the tracking's jitter)."""
        x0, y0 = self.start
        if all(math.hypot(x - x0, y - y0) < STRUCK for x, y in zip(self.x, self.y, strict=True)):
            return None
        for k in range(1, len(self.t)):
            if math.hypot(self.x[k] - x0, self.y[k] - y0) >= MOVED:
                return self.t[k]
        return None

    @classmethod
    def tracked(
        cls,
        times: list[float],
        positions: list[tuple[float, float]],
        r: float = CAROM.R,
        step: float = KEPT_STEP,
    ) -> Track:
        """What the tracker keeps of a ball at ``positions`` on the grid ``times``: a sample
        only once the ball has moved ``step`` since the last kept one, rounded to the
        millimetre and clamped to the cloth, and where the ball is at the grid's end."""
        lim = cloth_limits(r)

        def kept(p: tuple[float, float]) -> tuple[float, float]:
            return (
                max(-lim[0], min(lim[0], round(p[0], 3))),
                max(-lim[1], min(lim[1], round(p[1], 3))),
            )

        x0, y0 = kept(positions[0])
        t, x, y = [times[0]], [x0], [y0]
        for ti, p in zip(times[1:], positions[1:], strict=True):
            if math.hypot(p[0] - x[-1], p[1] - y[-1]) >= step:
                px, py = kept(p)
                t.append(ti)
                x.append(px)
                y.append(py)
        if t[-1] != times[-1]:
            px, py = kept(positions[-1])
            t.append(times[-1])
            x.append(px)
            y.append(py)
        return cls(tuple(t), tuple(x), tuple(y))

    def path_at(self, t: float) -> tuple[float, float]:
        """Where the ball was at t on a straight line between two kept samples 1/50 s
        apart (a moving ball), else held. Only for telling contacts apart, never for
        errors: between sparser samples the ball may have stood still."""
        k = max(bisect.bisect_right(self.t, t) - 1, 0)
        if k + 1 >= len(self.t) or self.t[k + 1] - self.t[k] > FRAME_GAP:
            return (self.x[k], self.y[k])
        f = (t - self.t[k]) / (self.t[k + 1] - self.t[k])
        return (
            self.x[k] + f * (self.x[k + 1] - self.x[k]),
            self.y[k] + f * (self.y[k + 1] - self.y[k]),
        )


# A stretch of samples read as one motion (a line or a parabola through them) needs this
# many, each a frame from the next.
MIN_FRAMES = 4


def frames(track: Track, t0: float, t1: float) -> list[int]:
    """Indices of the kept samples in [t0, t1] if there are ``MIN_FRAMES`` or more and each
    is a frame from the next (the ball moved all along), else none."""
    ks = [k for k, t in enumerate(track.t) if t0 - 1e-9 <= t <= t1 + 1e-9]
    if len(ks) < MIN_FRAMES:
        return []
    if any(track.t[b] - track.t[a] > FRAME_GAP for a, b in itertools.pairwise(ks)):
        return []
    return ks


def polyfit(ts: Sequence[float], vs: Sequence[float], degree: int) -> list[float]:
    """Least-squares polynomial coefficients, constant term first."""
    n = degree + 1
    a = [[sum(t ** (i + j) for t in ts) for j in range(n)] for i in range(n)]
    b = [sum(v * t**i for t, v in zip(ts, vs, strict=True)) for i in range(n)]
    for i in range(n):
        p = max(range(i, n), key=lambda r: abs(a[r][i]))
        a[i], a[p], b[i], b[p] = a[p], a[i], b[p], b[i]
        for r in range(i + 1, n):
            f = a[r][i] / a[i][i]
            for c in range(i, n):
                a[r][c] -= f * a[i][c]
            b[r] -= f * b[i]
    x = [0.0] * n
    for i in reversed(range(n)):
        x[i] = (b[i] - sum(a[i][c] * x[c] for c in range(i + 1, n))) / a[i][i]
    return x


def motion(track: Track, ks: list[int], t0: float, degree: int) -> tuple[list[float], list[float]]:
    """The polynomials in time since ``t0`` through the samples ``ks``: x's and y's
    coefficients, constant term first (so [1] is the velocity at t0)."""
    ts = [track.t[k] - t0 for k in ks]
    return (
        polyfit(ts, [track.x[k] for k in ks], degree),
        polyfit(ts, [track.y[k] for k in ks], degree),
    )


@dataclass(frozen=True)
class Shot:
    id: int
    cue: str
    balls: dict[str, Track]
    # An engine-made recording's own outline, from its event log (``synthetic.py``).
    true_outline: Outline | None = None

    @property
    def end(self) -> float:
        return max(tr.t[-1] for tr in self.balls.values())

    def times(self, hz: float = HZ) -> list[float]:
        """The recording's 50 Hz grid from its start to its end."""
        n = math.floor(self.end * hz + 1e-9)
        return [k / hz for k in range(n + 1)]

    @property
    def objects(self) -> tuple[str, ...]:
        return tuple(b for b in BALLS if b != self.cue and b in self.balls)

    def to_json(self) -> dict[str, Any]:
        """The shot as a tracked-shots file holds it (``parse`` reads it back)."""
        return {
            "id": self.id,
            "cue": self.cue,
            "balls": {
                b: {"t": list(tr.t), "x": list(tr.x), "y": list(tr.y)}
                for b, tr in self.balls.items()
            },
        }


@dataclass(frozen=True)
class Outline:
    """Which ball the cue ball meets first and second, and its cushions before the second."""

    first: str | None
    second: str | None
    cushions: int

    def to_json(self) -> dict[str, Any]:
        return {"first": self.first, "second": self.second, "cushions": self.cushions}


def cloth_limits(r: float = CAROM.R) -> tuple[float, float]:
    """Largest |x| and |y| of a ball's centre on the carom match table."""
    table = TABLES[TABLE]
    return (table.width / 2.0 - r, table.length / 2.0 - r)


def _track(raw: Any, where: str, lim: tuple[float, float]) -> Track:
    if not isinstance(raw, dict):
        raise InputError(where, "must be an object with t, x, y")
    cols: list[list[float]] = []
    for key in ("t", "x", "y"):
        values = raw.get(key)
        if not isinstance(values, list) or not values:
            raise InputError(f"{where}.{key}", "must be a non-empty list of numbers")
        if not all(isinstance(v, (int, float)) and math.isfinite(v) for v in values):
            raise InputError(f"{where}.{key}", "must hold finite numbers only")
        cols.append([float(v) for v in values])
    t, x, y = cols
    if not len(t) == len(x) == len(y):
        raise InputError(where, "t, x and y differ in length")
    if any(b < a for a, b in itertools.pairwise(t)):
        raise InputError(f"{where}.t", "must not decrease")
    xs = tuple(max(-lim[0], min(lim[0], v)) for v in x)
    ys = tuple(max(-lim[1], min(lim[1], v)) for v in y)
    return Track(tuple(t), xs, ys)


def parse(data: Any) -> list[Shot]:
    if not isinstance(data, dict) or not isinstance(data.get("shots"), list):
        raise InputError("shots", "must be a list of shots")
    lim = cloth_limits()
    shots: list[Shot] = []
    for k, raw in enumerate(data["shots"]):
        where = f"shots[{k}]"
        if not isinstance(raw, dict) or not isinstance(raw.get("balls"), dict):
            raise InputError(where, "must be an object with id, cue and balls")
        cue = raw.get("cue")
        balls = {
            b: _track(raw["balls"][b], f"{where}.balls.{b}", lim)
            for b in BALLS
            if b in raw["balls"]
        }
        if cue not in balls:
            raise InputError(f"{where}.cue", f"must name one of {', '.join(balls)}")
        sid = raw.get("id", k)
        made_by = raw.get("made_by")
        truth = None if made_by is None else _made_by(made_by, f"{where}.made_by", balls)
        shots.append(Shot(int(sid) if isinstance(sid, int) else k, str(cue), balls, truth))
    return shots


def _made_by(raw: Any, where: str, balls: dict[str, Track]) -> Outline:
    """The outline an engine-made recording was made with."""
    outline = raw.get("outline") if isinstance(raw, dict) else None
    if not isinstance(outline, dict):
        raise InputError(f"{where}.outline", "must be an object with first, second, cushions")
    met = []
    for key in ("first", "second"):
        ball = outline.get(key)
        if ball is not None and ball not in balls:
            raise InputError(f"{where}.outline.{key}", f"must name one of {', '.join(balls)}")
        met.append(ball)
    cushions = outline.get("cushions")
    if isinstance(cushions, bool) or not isinstance(cushions, int) or cushions < 0:
        raise InputError(f"{where}.outline.cushions", "must be a count")
    return Outline(met[0], met[1], cushions)


def load(path: str | Path) -> list[Shot]:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise InputError(str(path), f"cannot be read: {exc.strerror}") from exc
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(str(path), f"is not JSON: {exc.msg} at line {exc.lineno}") from exc
    return parse(data)


def cushion_times(track: Track, until: float, r: float = CAROM.R) -> list[float]:
    """When the ball met a rail, from its kept samples (up to ``until``).

    Along each of the four rails the coordinate towards that rail is followed through its
    swings of ``SWING`` or more (a zigzag): a peak towards the rail between two such swings
    is a contact if the ball could have reached the rail from there (``_could_reach``); its
    time is the first sample at the peak. A sample can repeat the one before it (rounded to
    the same millimetre, or clamped to the cloth's edge), so a
    peak is a run of equal samples. A last peak with no swing back counts only if the ball
    came to rest at the rail (``AT_REST_GAP``).
    """
    return sorted(t for t, _, _ in rail_contacts(track, until, r))


def rail_contacts(track: Track, until: float, r: float = CAROM.R) -> list[tuple[float, int, float]]:
    """``cushion_times`` with the rail each contact was with: (time, axis 0 for x and 1 for
    y, side +1 or −1 for the rail at +edge or −edge of that axis), in time order."""
    lim = cloth_limits(r)
    out: list[tuple[float, int, float]] = []
    for axis, (c, edge) in enumerate(((track.x, lim[0]), (track.y, lim[1]))):
        for side in (1.0, -1.0):
            towards = [v * side for v in c]
            out.extend((t, axis, side) for t in _rail_contacts(track.t, towards, edge, until))
    return sorted(out)


def _rail_contacts(t: tuple[float, ...], s: list[float], edge: float, until: float) -> list[float]:
    """The contacts with one rail; ``s`` is the coordinate towards it, ``edge`` its value
    at the rail."""
    out: list[float] = []
    rising = False
    low = peak = 0
    for k in range(1, len(s)):
        if not rising:
            if s[k] < s[low]:
                low = k
            elif s[k] - s[low] >= SWING:
                rising, peak = True, k
        elif s[k] > s[peak]:
            peak = k
        elif s[peak] - s[k] >= SWING:
            if t[peak] <= until and _could_reach(s, peak, edge):
                out.append(t[peak])
            rising, low = False, k
    if rising and t[peak] <= until and edge - s[peak] <= AT_REST_GAP:
        out.append(t[peak])
    return out


def _could_reach(s: list[float], peak: int, edge: float) -> bool:
    """Whether the ball at sample ``peak`` was near enough the rail to have met it between
    that sample and the ones beside it."""
    came = s[peak] - s[peak - 1]
    after = next((v for v in s[peak + 1 :] if v != s[peak]), s[peak])
    reach = max(abs(came), abs(after - s[peak])) + MOVED + CUSHION_SLACK
    return edge - s[peak] <= reach


def touches(cue: Track, ball: Track, t0: float, t1: float, hz: float = HZ) -> float | None:
    """The first time in [t0, t1] on a 4·``hz`` grid that the cue ball's path came within
    two radii (and ``TOUCH_REACH``) of the ball, None if it did not."""
    reach = 2.0 * CAROM.R + TOUCH_REACH
    step = 1.0 / (4.0 * hz)
    n = max(0, math.floor((t1 - t0) / step + 1e-9))
    for k in range(n + 1):
        t = t0 + k * step
        (cx, cy), (bx, by) = cue.path_at(t), ball.path_at(t)
        if math.hypot(cx - bx, cy - by) <= reach:
            return t
    return None


def outline(shot: Shot) -> Outline:
    """The recorded outline: the object balls in the order the cue ball met them, and its
    cushion contacts before it met the second.

    The first ball is the first object ball to move. The other one is the cue ball's
    second ball from the cue ball's touch if the cue ball was at it when it started
    moving; if something else moved it (the first ball: a kiss), from when the cue ball's
    path later reaches it, and not at all if it never does.
    """
    cue = shot.balls[shot.cue]
    starts = [(shot.balls[b].moves_at(), b) for b in shot.objects]
    moved = sorted((t, b) for t, b in starts if t is not None)
    if not moved:
        return Outline(None, None, len(cushion_times(cue, shot.end)))
    first = moved[0][1]
    met: float | None = None
    if len(moved) > 1:
        t, other = moved[1]
        ball = shot.balls[other]
        # A thin hit sets a ball rolling so slowly that its first kept sample (14 mm on)
        # can come tenths of a second after the touch.
        met = touches(cue, ball, t - TOUCH_LAG, t)
        if met is None:
            met = touches(cue, ball, t, shot.end)
    if met is None:
        return Outline(first, None, len(cushion_times(cue, shot.end)))
    second = moved[1][1]
    return Outline(first, second, len(cushion_times(cue, met)))


Read = TypeVar("Read")


def read_pair(
    argv: Sequence[str] | None, prog: str, read: Callable[[str], Read]
) -> tuple[list[str], list[Read]] | None:
    """The command line of a reading that takes FILE [ENGINE_FILE]: the paths and what
    ``read`` made of each, or None once the usage or a file's fault is printed (exit 2)."""
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) not in (1, 2):
        print(f"usage: python -m {prog} FILE [ENGINE_FILE]", file=sys.stderr)
        return None
    try:
        return args, [read(p) for p in args]
    except InputError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return None


Found = TypeVar("Found")


def paired(
    first: dict[int, list[Found]],
    second: dict[int, list[Found]],
    same: Callable[[Found, Found], bool],
) -> list[tuple[Found, Found]]:
    """What a reading found in the first file's shots, each with the one thing of the same
    shot in the second file that ``same`` matches it with (left out where none or several
    match)."""
    out = []
    for shot, found in first.items():
        for a in found:
            match = [b for b in second.get(shot, []) if same(a, b)]
            if len(match) == 1:
                out.append((a, match[0]))
    return out
