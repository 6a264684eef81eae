"""Fit one recorded shot's stroke with the engine, and score the fit.

The start comes from the cue ball's opening samples: its direction gives the aim, its
speed (plus what sliding friction took since the strike) the speed, and the distance
travelled by the first sample after the start gives the strike time. Then Nelder–Mead on
(aim, speed, side, height, strike time) over staged horizons, the first second after the
strike, then three seconds, then the whole recording, from a few side/height starts, so a
fit settles the early path (which fixes aim and speed) before the cushions (side) and the
long roll (speed again) pull on it. Everything is deterministic.
"""

from __future__ import annotations

import copy
import functools
import json
import math
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game.errors import InputError
from game.physics.api import SimResult
from game.physics.params import Params, params_for
from game.physics.tracked import recording, simulated
from game.physics.tracked.minimize import Minimum, nelder_mead
from game.physics.tracked.recording import HZ, Outline, Shot, outline
from game.physics.tracked.simulated import StrokeGuess
from game.stroke import Stroke
from game.values import is_number

# The spin starts tried on the first horizon: the centre and the four tips this far off it
# in side and height (tip offsets, radii). Which basin a fit ends in follows them, so the
# tool can fit from another spread (--spin) to see how much of a figure is the fit's draw.
SPIN_SPREAD = (0.3, 0.2)


def spin_starts(spread: tuple[float, float] = SPIN_SPREAD) -> tuple[tuple[float, float], ...]:
    side, height = spread
    return ((0.0, 0.0), (side, height), (-side, height), (side, -height), (-side, -height))


STEPS = (0.6, 0.15, 0.15, 0.15, 0.01)  # aim °, speed m/s, side, height, strike time s
ELEVATION_STEP = 2.0  # °, when the elevation is fitted too
MAX_ELEVATION = 30.0  # ° a fitted three-cushion stroke may take (no massé, no jump)
HORIZONS = (1.0, 3.0, math.inf)  # seconds after the strike
# Evaluations per shot: about 6 s compiled, 20 s pure. Where more stop paying: kegli-5's
# outlines 61 of 91 at 1000, 69 at 3000, 70 at 5000 (physics.md, "Levers tried around
# kegli-5").
BUDGET = 3000
FIRST_EVALS = 60  # each spin start's evaluations on the first horizon
RESTART_EVALS = 150  # one restart's evaluations on the whole recording
MIN_SEARCH = 20  # evaluations a search needs to move at all (a simplex is six)
CUE_WEIGHT = 2.0  # the cue ball's share of the loss against an object ball's
TIP_LIMIT = 0.58  # keep fits inside the miscue limit (strike.MISCUE_LIMIT = 0.6)
# An object ball that starts moving this soon after the cue ball's opening samples was hit
# before or during them; its launch is read over its first LAUNCH seconds of samples.
EARLY_CONTACT = 0.04
LAUNCH = 0.04


@dataclass(frozen=True)
class Score:
    cue_rmse: float
    all_rmse: float
    outline: Outline  # from the event log
    read: Outline  # read off the simulated recording like the real one


@dataclass(frozen=True)
class Fit:
    shot: int
    cue: str
    guess: StrokeGuess
    score: Score
    loss: float  # the fit's own loss over the whole recording (Objective.loss)
    recorded: Outline
    evals: int
    seconds: float
    made_by: Outline | None = None  # an engine-made recording's own outline (synthetic.py)

    @property
    def same_outline(self) -> bool:
        return self.score.outline == self.recorded

    @property
    def same_read(self) -> bool:
        return self.score.read == self.recorded

    @property
    def same_true(self) -> bool | None:
        return None if self.made_by is None else self.score.outline == self.made_by

    def to_json(self) -> dict[str, Any]:
        g = self.guess
        return {
            "id": self.shot,
            "stroke": self.guess.stroke(self.cue).to_json(),
            "t_strike": round(g.t_strike, 4),
            "cue_rmse": round(self.score.cue_rmse, 5),
            "all_rmse": round(self.score.all_rmse, 5),
            "outline": self.score.outline.to_json(),
            "recorded_outline": self.recorded.to_json(),
            "same_outline": self.same_outline,
            "read_outline": self.score.read.to_json(),
            "same_read": self.same_read,
            **({} if self.made_by is None else
               {"true_outline": self.made_by.to_json(), "same_true": self.same_true}),
            "evals": self.evals,
            "seconds": round(self.seconds, 3),
        }  # fmt: skip


def report_strokes(data: Any, where: str) -> dict[int, list[StrokeGuess]]:
    """Each shot's fitted stroke from a report ``Fit.to_json`` rows make (the tracked tool's
    ``--json``), by shot id; ``InputError`` naming the field for anything else."""
    rows = data.get("shots") if isinstance(data, dict) else None
    if not isinstance(rows, list):
        raise InputError(where, "must be a report with a list of shots (the tool's --json)")
    found: dict[int, list[StrokeGuess]] = {}
    for k, row in enumerate(rows):
        at = f"{where}: shots[{k}]"
        if not isinstance(row, dict):
            raise InputError(at, "must be an object")
        shot = row.get("id")
        if isinstance(shot, bool) or not isinstance(shot, int):
            raise InputError(f"{at}.id", "must be a shot id")
        stroke = Stroke.from_json(row.get("stroke"), f"{at}.stroke")
        t = row.get("t_strike")
        if not is_number(t):
            raise InputError(f"{at}.t_strike", "must be a finite number")
        guess = StrokeGuess(
            stroke.aim_deg, stroke.speed, stroke.side, stroke.height, float(t), stroke.elevation_deg
        )
        found.setdefault(shot, []).append(guess)
    return found


def report_params(data: Any, where: str, base: Params) -> Params:
    """The constants a report's strokes were fitted with: its ``params``, checked like a
    request's and applied to ``base`` (``base`` itself if it names none)."""
    raw = data.get("params") if isinstance(data, dict) else None
    try:
        return params_for(recording.TABLE, raw, base)
    except InputError as exc:
        raise InputError(f"{where}: {exc.field}", exc.reason) from exc


def load_report(path: str) -> Any:
    """The report file at ``path`` as JSON; ``InputError`` naming the file if it cannot be
    read or is not JSON."""
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise InputError(path, f"cannot be read: {exc.strerror}") from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InputError(path, "is not a JSON report") from exc


def read_report(path: str) -> dict[int, list[StrokeGuess]]:
    """``report_strokes`` of the report file at ``path``."""
    return report_strokes(load_report(path), path)


def initial_guess(shot: Shot, prm: Params) -> StrokeGuess:
    """Aim, speed and strike time from the cue ball's opening samples."""
    tr = shot.balls[shot.cue]
    n = len(tr.t)
    if n < 3:
        return StrokeGuess(90.0, 1.0, 0.0, 0.0, tr.t[0])
    j = min(3, n - 1)
    dt = tr.t[j] - tr.t[1]
    dx, dy = tr.x[j] - tr.x[1], tr.y[j] - tr.y[1]
    v = math.hypot(dx, dy) / dt if dt > 0.0 else 0.0
    if v <= 0.0:
        dx, dy = tr.x[1] - tr.x[0], tr.y[1] - tr.y[0]
        v = 0.5
    aim = math.degrees(math.atan2(dy, dx))
    first = math.hypot(tr.x[1] - tr.x[0], tr.y[1] - tr.y[0])
    t_strike = max(tr.t[0], tr.t[1] - first / v)
    # The ball slid (and lost u_s·g a second) from the strike to the middle of the window.
    lost = prm.u_s * prm.g * (0.5 * (tr.t[1] + tr.t[j]) - t_strike)
    return StrokeGuess(aim, v + lost, 0.0, 0.0, t_strike)


def contact_guess(shot: Shot, base: StrokeGuess, r: float) -> StrokeGuess | None:
    """A start aimed at the first object ball when it moved before the cue ball's opening
    samples were over: those samples then show the cue ball after the contact, and an aim
    along them misses the ball. The object ball leaves along the line of centres, so the
    cue ball met it one ball's width behind its start on that line; the cue ball's speed
    before is the two balls' speeds after, added as momenta (equal masses)."""
    cue = shot.balls[shot.cue]
    opening = cue.t[min(3, len(cue.t) - 1)] + EARLY_CONTACT
    moved = [(t, b) for b in shot.objects if (t := shot.balls[b].moves_at()) is not None]
    if not moved:
        return None
    t_moved, first = min(moved)
    if t_moved > opening:
        return None
    tr = shot.balls[first]
    x0, y0 = tr.start
    m = tr.t.index(t_moved)
    # Its speed over its first LAUNCH seconds of kept samples, its line from its start.
    k = next((i for i in range(m + 1, len(tr.t)) if tr.t[i] - tr.t[m] >= LAUNCH), None)
    if k is None:
        return None
    dx, dy = tr.x[k] - x0, tr.y[k] - y0
    d = math.hypot(dx, dy)
    if d == 0.0:
        return None
    ux, uy = dx / d, dy / d
    v_obj = math.hypot(tr.x[k] - tr.x[m], tr.y[k] - tr.y[m]) / (tr.t[k] - tr.t[m])
    cx, cy = cue.start
    aim = math.degrees(math.atan2(y0 - 2.0 * r * uy - cy, x0 - 2.0 * r * ux - cx))
    a = math.radians(base.aim_deg)
    vx, vy = base.speed * math.cos(a) + v_obj * ux, base.speed * math.sin(a) + v_obj * uy
    return replace(base, aim_deg=aim, speed=math.hypot(vx, vy))


def as_vector(g: StrokeGuess, with_elevation: bool = False) -> list[float]:
    x = [g.aim_deg, g.speed, g.side, g.height, g.t_strike]
    return [*x, g.elevation_deg] if with_elevation else x


def _guess(x: Any, elevation: float) -> StrokeGuess:
    """The stroke at point x; its elevation is x's sixth coordinate if it has one (a fit
    of the elevation), else ``elevation``."""
    side, height = x[2], x[3]
    r = math.hypot(side, height)
    if r > TIP_LIMIT:
        side, height = side * TIP_LIMIT / r, height * TIP_LIMIT / r
    if len(x) > 5:
        elevation = min(max(x[5], 0.0), MAX_ELEVATION)
    return StrokeGuess(x[0], max(0.05, x[1]), side, height, x[4], elevation)


class Objective:
    """Squared position error of a stroke over the recording (up to a horizon)."""

    def __init__(self, shot: Shot, prm: Params, hz: float = HZ):
        self.shot = shot
        self.prm = prm
        self.times = shot.times(hz)
        self.recorded = {b: [tr.at(t) for t in self.times] for b, tr in shot.balls.items()}
        self.t_first = shot.balls[shot.cue].t[0]
        self.t_last = shot.balls[shot.cue].t[min(1, len(shot.balls[shot.cue].t) - 1)]

    def with_params(self, prm: Params) -> Objective:
        """The same recording under other constants (the held samples are kept)."""
        other = copy.copy(self)
        other.prm = prm
        return other

    def errors(
        self, guess: StrokeGuess, horizon: float = math.inf, sim: SimResult | None = None
    ) -> dict[str, list[float]]:
        """Each ball's squared error at the recording's times (``sim``: the stroke's
        simulation, if already run)."""
        if sim is None:
            sim = simulated.run(self.shot, guess, self.prm)
        end = guess.t_strike + horizon
        times = [t for t in self.times if t <= end]
        out: dict[str, list[float]] = {}
        for b, rec in self.recorded.items():
            pos = simulated.sample(sim, b, times, guess.t_strike)
            out[b] = [
                (p[0] - r[0]) ** 2 + (p[1] - r[1]) ** 2 for p, r in zip(pos, rec, strict=False)
            ]
        return out

    def loss(self, x: Any, horizon: float, elevation: float = 0.0) -> float:
        g = _guess(x, elevation)
        # The strike happens between the cue ball's first two samples.
        penalty = 0.0
        if g.t_strike < self.t_first:
            penalty += (self.t_first - g.t_strike) ** 2 * 100.0
        if g.t_strike > self.t_last:
            penalty += (g.t_strike - self.t_last) ** 2 * 100.0
        err = self.errors(g, horizon)
        total = weight = 0.0
        for b, sq in err.items():
            w = CUE_WEIGHT if b == self.shot.cue else 1.0
            total += w * sum(sq)
            weight += w * len(sq)
        return total / max(weight, 1.0) + penalty

    def score(self, guess: StrokeGuess) -> Score:
        sim = simulated.run(self.shot, guess, self.prm)
        err = self.errors(guess, sim=sim)
        cue = err[self.shot.cue]
        every = [e for sq in err.values() for e in sq]
        return Score(
            math.sqrt(sum(cue) / len(cue)),
            math.sqrt(sum(every) / len(every)),
            simulated.outline(sim, self.shot.end - guess.t_strike),
            simulated.read_outline(self.shot, sim, guess.t_strike, self.prm.R),
        )


def fit_shot(
    shot: Shot,
    prm: Params,
    budget: int = BUDGET,
    start: StrokeGuess | None = None,
    elevation: float = 0.0,
    fit_elevation: bool = False,
    spread: tuple[float, float] = SPIN_SPREAD,
) -> Fit:
    """The stroke that best reproduces the recording under these constants.

    ``start``: a previous fit to refine (skips the spin starts, for calibration passes).
    ``elevation``: the cue's elevation in degrees, the same for the whole fit, or where
    the fit starts it if ``fit_elevation``. ``spread``: the spin starts' (spin_starts).
    """
    began = time.process_time()
    obj = Objective(shot, prm)
    steps = (*STEPS, ELEVATION_STEP) if fit_elevation else STEPS

    def search(horizon: float, x0: list[float], max_evals: int) -> Minimum:
        loss = functools.partial(obj.loss, horizon=horizon, elevation=elevation)
        return nelder_mead(loss, x0, steps, max_evals=max_evals)

    evals = 0
    if start is None:
        base = replace(initial_guess(shot, prm), elevation_deg=elevation)
        bases = [base]
        if (hit := contact_guess(shot, base, prm.R)) is not None:
            bases.append(hit)
        first = HORIZONS[0]
        # A few spin starts on the first horizon, each with a short search; keep the best.
        candidates = []
        first_budget = min(budget // (8 * len(bases)), FIRST_EVALS)
        for start_guess in bases:
            for side, height in spin_starts(spread):
                x0 = as_vector(replace(start_guess, side=side, height=height), fit_elevation)
                m = search(first, x0, first_budget)
                evals += m.evals
                candidates.append((m.f, m.x))
        candidates.sort()
        x = list(candidates[0][1])
        # The early path hardly sees side: keep the best two into the next stage.
        alternatives = [list(c[1]) for c in candidates[:2]]
    else:
        # A refit starts where the previous fit ended: a short horizon would only pull it
        # away from the whole recording it already fits.
        x = as_vector(start, fit_elevation)
        alternatives = []
    # Half of what is left for the staged horizons, half for restarts on the whole
    # recording: a fresh simplex around the best point escapes a collapsed one, and
    # restarts keep paying long after one simplex stalls (the loss is rugged: every
    # contact that comes or goes is a step).
    stage_budget = max(MIN_SEARCH, (budget - evals) // (4 * len(HORIZONS[1:])))
    for horizon in HORIZONS[1:] if alternatives else ():
        best: tuple[float, list[float]] | None = None
        for x0 in alternatives:
            m = search(horizon, x0, stage_budget)
            evals += m.evals
            if best is None or m.f < best[0]:
                best = (m.f, list(m.x))
        assert best is not None
        x = best[1]
        alternatives = [x]
    # Restarts until the budget is spent, the last one on what is left (whole restarts
    # only would leave up to a restart's worth unspent, where the rugged loss still pays).
    while True:
        m = search(math.inf, x, max(MIN_SEARCH, min(RESTART_EVALS, budget - evals)))
        evals += m.evals
        x = list(m.x)
        if budget - evals < MIN_SEARCH:
            break
    guess = _guess(x, elevation)
    return Fit(
        shot.id,
        shot.cue,
        guess,
        obj.score(guess),
        m.f,
        outline(shot),
        evals,
        time.process_time() - began,
        shot.true_outline,
    )


def best_refit(
    shot: Shot,
    prm: Params,
    starts: Sequence[StrokeGuess],
    budget: int = BUDGET,
    elevation: float = 0.0,
    fit_elevation: bool = False,
) -> Fit:
    """The best of refits from several strokes (earlier fits, perhaps under other
    constants), ``budget`` evaluations each, by the loss over the whole recording.

    Two sets of constants compared so start from the same strokes: neither is better placed
    by its own fit's luck (one fit's basin can be far from another's on the same shot)."""
    if not starts:
        raise ValueError("best_refit needs at least one start")
    fits = [fit_shot(shot, prm, budget, start, elevation, fit_elevation) for start in starts]
    best = min(fits, key=lambda f: f.loss)  # the first of equals: the order files are named
    return replace(best, evals=sum(f.evals for f in fits), seconds=sum(f.seconds for f in fits))
