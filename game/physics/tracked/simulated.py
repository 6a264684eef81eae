"""The engine on a recorded shot: the start position, a stroke, positions at given times."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from game.physics.api import SimResult, _run
from game.physics.engine import BallStart
from game.physics.params import Params
from game.physics.tracked import recording
from game.physics.tracked.recording import TABLE, Outline, Shot, Track, cloth_limits
from game.stroke import Stroke


@dataclass(frozen=True)
class StrokeGuess:
    """What a fit varies: the stroke and when it happened on the recording's clock."""

    aim_deg: float
    speed: float
    side: float
    height: float
    t_strike: float
    elevation_deg: float = 0.0

    def stroke(self, ball: str) -> Stroke:
        return Stroke(
            ball=ball,
            aim_deg=(self.aim_deg + 180.0) % 360.0 - 180.0,
            speed=min(max(self.speed, 0.05), 8.0),
            side=min(max(self.side, -0.55), 0.55),
            height=min(max(self.height, -0.55), 0.55),
            elevation_deg=min(max(self.elevation_deg, 0.0), 60.0),
        )


def starts(shot: Shot, prm: Params) -> list[BallStart]:
    """The balls at their first samples, on the cloth and apart (tracking error can put
    two touching balls a millimetre into each other)."""
    lim = cloth_limits(prm.R)
    pos = {b: tr.start for b, tr in shot.balls.items()}
    names = sorted(pos)
    for _ in range(3):
        for i, a in enumerate(names):
            for b in names[i + 1 :]:
                (ax, ay), (bx, by) = pos[a], pos[b]
                d = math.hypot(bx - ax, by - ay)
                gap = 2.0 * prm.R + 1e-4 - d
                if gap > 0.0 and d > 0.0:
                    ux, uy = (bx - ax) / d, (by - ay) / d
                    pos[a] = (ax - ux * gap / 2, ay - uy * gap / 2)
                    pos[b] = (bx + ux * gap / 2, by + uy * gap / 2)
        for b in names:
            x, y = pos[b]
            pos[b] = (max(-lim[0], min(lim[0], x)), max(-lim[1], min(lim[1], y)))
    return [BallStart(b, pos[b], (0.0, 0.0), (0.0, 0.0, 0.0)) for b in names]


def run(shot: Shot, guess: StrokeGuess, prm: Params) -> SimResult:
    return _run(TABLE, prm, starts(shot, prm), [], guess.stroke(shot.cue))


def sample(
    sim: SimResult, ball: str, times: Sequence[float], offset: float
) -> list[tuple[float, float]]:
    """The ball's simulated positions at the recording's times (``offset``: the strike's
    time on the recording's clock; before it the ball is where it started)."""
    segs = sim.segments[ball]
    out: list[tuple[float, float]] = []
    k = 0
    n = len(segs)
    for t in times:
        ts = t - offset
        if ts <= 0.0:
            ts = 0.0
        while k + 1 < n and segs[k + 1].t0 <= ts:
            k += 1
        seg = segs[k]
        out.append(seg.pos(min(ts, seg.t1)))
    return out


def outline(sim: SimResult, until: float = math.inf) -> Outline:
    """The simulated outline from the event log, up to ``until`` seconds after the strike
    (where the recording ends: what came after it, the recording cannot show)."""
    cue = sim.struck
    met: list[str] = []
    cushions = 0
    for ev in sim.events:
        if ev.t > until:
            break
        kind = ev.type
        if kind == "cushion" and ev.ball == cue and len(met) < 2:
            cushions += 1
        elif kind == "ball" and cue in (ev.a, ev.b):
            other = ev.b if ev.a == cue else ev.a
            if other is not None and other not in met:
                met.append(other)
    first = met[0] if met else None
    second = met[1] if len(met) > 1 else None
    return Outline(first, second, cushions)


def as_recorded(shot: Shot, sim: SimResult, t_strike: float, r: float) -> Shot:
    """The simulated shot as the tracker would have recorded it: every ball sampled on the
    recording's own 50 Hz grid over its own span, thinned, rounded and clamped alike."""
    times = shot.times()
    return Shot(
        shot.id,
        shot.cue,
        {b: Track.tracked(times, sample(sim, b, times, t_strike), r) for b in shot.balls},
    )


def read_outline(shot: Shot, sim: SimResult, t_strike: float, r: float) -> Outline:
    """The simulated outline read off the simulated recording by the same reading as the
    real one: a double contact too quick for the samples, or a touch that moves a ball
    less than the tracker keeps, reads the same way on both sides."""
    return recording.outline(as_recorded(shot, sim, t_strike, r))
