"""Judging strokes: the engine plays each one and the referee rules on it.

``simulate_strokes`` is the one place the engine is asked for a list of strokes from one
position (a batch engine API can replace its body). ``evaluate`` runs trials, each a stroke
with its own seed and a number of noisy replays, on a process pool over every core; a
trial's result depends only on the position, the stroke and its seed, never on which
worker ran it, so the search is deterministic for a seed.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import random
import sys
import threading
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from game import disciplines
from game.limits import MAX_ELEVATION, MAX_SPEED, MAX_TIP
from game.match import Match
from game.openings import TablePosition
from game.physics.api import SimResult, simulate_detailed
from game.rules.judge import simulated_shot
from game.rules.model import Decision, MatchConfig, Referee
from game.stroke import Stroke
from game.tables import Point
from game.worker_health import note_rebuilt

MISCUE_SAFE = 0.55  # the computer never asks for more tip offset than this (miscue at 0.6)


@dataclass(frozen=True)
class Noise:
    """The hand's errors: aim in degrees, speed as a fraction, tip offset in radii."""

    aim_deg: float = 0.0
    speed: float = 0.0
    tip: float = 0.0


@dataclass(frozen=True)
class Context:
    """Everything a worker needs to play and judge strokes from one position: no records,
    no window, only the referee, its state and the table."""

    config: MatchConfig
    referee: Referee[Any]
    state: Any
    number: int  # the shot number the referee is told
    choice: str | None
    position: TablePosition
    scores: Mapping[str, int]
    shooter: str
    ball: str
    countdown: bool
    unit: float  # a typical point's size in this discipline (seven pins count in tens)
    cushions_for_point: int | None  # carom games: cushions before the second ball, else None
    place: Point | None = None  # the ball in hand's spot, where the stroke records it (P-25)


def context_for(match: Match) -> Context:
    """The context of ``match`` as it stands (the ball in hand already placed)."""
    d = match.discipline
    shooter = match.next_player
    assert shooter is not None
    cushions: int | None = None
    if d.is_carom_game:
        cushions = int(getattr(match.referee, "CUSHIONS_FOR_POINT", 0))
    unit = d.point_unit or {"countdown": 10.0, "race": 4.0}.get(d.score_sheet, 1.0)
    return Context(
        config=match.config,
        referee=match.referee,
        state=match._states[-1],
        number=match.shots_played + 1,
        choice=match.pending_choice,
        position=match.position,
        scores=match.scores,
        shooter=shooter,
        ball=match.next_ball,
        countdown=d.countdown_from is not None,
        unit=unit,
        cushions_for_point=cushions,
        place=match.placed_at(),
    )


def request(ctx: Context, stroke: Stroke) -> dict[str, Any]:
    """The contract ``simulate`` request of ``stroke`` from the context's position."""
    pos = ctx.position
    return {
        "table": ctx.config.table,
        "discipline": ctx.config.discipline,
        "physics": ctx.config.physics,  # the computer searches with the game's own set
        "balls": {k: [v[0], v[1]] for k, v in sorted(pos.balls.items())},
        "pins": {k: [v[0], v[1]] for k, v in sorted(pos.pins.items())},
        "stroke": stroke,
    }


def simulate_strokes(ctx: Context, strokes: Sequence[Stroke]) -> list[SimResult]:
    """The engine's answer for each stroke from one position (the batch seam)."""
    return [simulate_detailed(request(ctx, s)) for s in strokes]


def clamp_stroke(stroke: Stroke) -> Stroke:
    """A stroke inside the contract's limits, and short of a miscue."""
    side = max(-MAX_TIP, min(MAX_TIP, stroke.side))
    height = max(-MAX_TIP, min(MAX_TIP, stroke.height))
    tip = math.hypot(side, height)
    if tip > MISCUE_SAFE:
        side, height = side * MISCUE_SAFE / tip, height * MISCUE_SAFE / tip
    return replace(
        stroke,
        aim_deg=round(stroke.aim_deg % 360.0, 4),
        speed=round(max(0.05, min(MAX_SPEED, stroke.speed)), 4),
        side=round(side, 4),
        height=round(height, 4),
        elevation_deg=round(max(0.0, min(MAX_ELEVATION, stroke.elevation_deg)), 3),
    )


def noisy(stroke: Stroke, noise: Noise, rng: random.Random) -> Stroke:
    """The stroke as a hand with this noise actually plays it (the tip may miscue)."""
    aim = (stroke.aim_deg + rng.gauss(0.0, noise.aim_deg)) % 360.0
    speed = stroke.speed * (1.0 + rng.gauss(0.0, noise.speed))
    side = max(-MAX_TIP, min(MAX_TIP, stroke.side + rng.gauss(0, noise.tip)))
    height = max(-MAX_TIP, min(MAX_TIP, stroke.height + rng.gauss(0, noise.tip)))
    return replace(
        stroke, aim_deg=aim, speed=max(0.05, min(MAX_SPEED, speed)), side=side, height=height
    )


@dataclass(frozen=True)
class Trial:
    stroke: Stroke
    seed: int
    replays: int  # 0: the stroke exactly as asked, once


@dataclass
class Score:
    """What a stroke is worth, averaged over its replays."""

    value: float = 0.0  # in the discipline's units, fouls and turn included
    points: float = 0.0  # the shooter's points minus the opponents', as the sheet counts
    foul: float = 0.0  # fraction of replays with a foul
    scored: float = 0.0  # fraction of replays that scored without a foul
    near: float = 0.0  # carom: how close the cue ball came to the second ball (0…1)
    runs: int = 0
    decisions: list[Decision] = field(default_factory=list, repr=False)


def pooled(a: Score, b: Score) -> Score:
    """Two scores of one stroke's noisy replays taken together (means weighted by runs)."""
    n = a.runs + b.runs
    if n == 0:
        return a

    def mean(x: float, y: float) -> float:
        return (x * a.runs + y * b.runs) / n

    return Score(
        value=mean(a.value, b.value),
        points=mean(a.points, b.points),
        foul=mean(a.foul, b.foul),
        scored=mean(a.scored, b.scored),
        near=a.near,
        runs=n,
    )


def judge(ctx: Context, stroke: Stroke, result: SimResult) -> Decision:
    if ctx.place is not None:
        stroke = replace(stroke, place=ctx.place)
    shot = simulated_shot(stroke, result, ctx.config, "shot", ctx.choice)
    decision, _ = ctx.referee.judge(ctx.state, shot, ctx.number)
    return decision


def value_of(ctx: Context, decision: Decision) -> tuple[float, float]:
    """(value in units, net points) of one ruling for the shooter."""
    sign = -1.0 if ctx.countdown else 1.0
    net = 0.0
    for player, after in decision.scores.items():
        gain = sign * (after - ctx.scores.get(player, after))
        net += gain if player == ctx.shooter else -gain
    value = net / ctx.unit
    if decision.fouls:
        value -= 0.5
    elif decision.next == ctx.shooter:
        value += 0.25
    if decision.outcome is not None:
        value += 5.0 if decision.outcome.winner == ctx.shooter else -5.0
    return value, net


def nearness(ctx: Context, result: SimResult) -> float:
    """Carom shaping: 1 when the cue ball met both object balls, else how close it came to
    the second one once it had met the first (with enough cushions), 0 … 1."""
    if ctx.cushions_for_point is None:
        return 0.0
    cue = ctx.ball
    first_t: float | None = None
    first: str | None = None
    cushions = 0
    cushion_times: list[float] = []
    for e in result.events:
        other = e.other_ball(cue)
        if other is not None:
            if first is None:
                first, first_t = other, e.t
            elif other != first:
                return 1.0
        elif e.type.is_cushion() and e.ball == cue and first is not None:
            cushions += 1
            cushion_times.append(e.t)
    if first is None or first_t is None:
        return 0.0
    seconds = [b for b in ctx.position.balls if b not in (cue, first)]
    if not seconds:
        return 0.0
    need = ctx.cushions_for_point
    t0 = first_t if need == 0 else (cushion_times[need - 1] if cushions >= need else None)
    if t0 is None:
        return 0.1 * min(cushions, need) / max(need, 1)
    target = seconds[0]
    t1 = result.duration
    best = math.inf
    steps = 40
    for k in range(steps + 1):
        t = t0 + (t1 - t0) * k / steps
        a = result.ball_state(cue, t).pos
        b = result.ball_state(target, t).pos
        best = min(best, math.hypot(a[0] - b[0], a[1] - b[1]))
    return 0.2 + 0.8 * math.exp(-max(0.0, best - 0.06) / 0.12)


def run_trials(ctx: Context, trials: Sequence[Trial], noise: Noise) -> list[Score]:
    """Play and judge every trial (in this process)."""
    plan: list[tuple[int, Stroke]] = []
    for i, trial in enumerate(trials):
        if trial.replays <= 0:
            plan.append((i, trial.stroke))
        else:
            rng = random.Random(trial.seed)
            plan.extend((i, noisy(trial.stroke, noise, rng)) for _ in range(trial.replays))
    results = simulate_strokes(ctx, [s for _, s in plan])
    scores = [Score() for _ in trials]
    for (i, stroke), result in zip(plan, results, strict=True):
        decision = judge(ctx, stroke, result)
        value, net = value_of(ctx, decision)
        s = scores[i]
        s.runs += 1
        s.value += value
        s.points += net
        fouled = bool(decision.fouls)
        s.foul += 1.0 if fouled else 0.0
        s.scored += 1.0 if (net > 0 and not fouled) else 0.0
        if trials[i].replays <= 0:
            s.near = nearness(ctx, result)
            s.decisions.append(decision)
    for s in scores:
        if s.runs:
            s.value /= s.runs
            s.points /= s.runs
            s.foul /= s.runs
            s.scored /= s.runs
    return scores


def _chunk_job(args: tuple[Context, list[Trial], Noise]) -> list[Score]:
    ctx, trials, noise = args
    scores = run_trials(ctx, trials, noise)
    for s in scores:
        s.decisions = []  # rulings stay in the worker; only numbers travel back
    return scores


_POOL: Executor | None = None


def workers() -> int:
    """Processes for the search; a frozen build (PyInstaller) searches in-process."""
    if getattr(sys, "frozen", False):
        return 1
    return max(1, min(os.cpu_count() or 1, 4))


def pool() -> Executor:
    """The shared process pool, started once: forked from a single-threaded program (the
    command line, the bench), from a fork server where threads run (the window)."""
    global _POOL
    if _POOL is None:
        methods = multiprocessing.get_all_start_methods()
        method: str | None = None
        if "fork" in methods and threading.active_count() == 1:
            method = "fork"
        elif "forkserver" in methods:
            method = "forkserver"
        mp = multiprocessing.get_context(method)
        _POOL = ProcessPoolExecutor(max_workers=workers(), mp_context=mp)
    return _POOL


def shutdown_pool() -> None:
    global _POOL
    if _POOL is not None:
        _POOL.shutdown(wait=True, cancel_futures=True)
        _POOL = None


def _discard_broken_pool() -> None:
    """Drop a pool whose workers died; the next parallel call starts a fresh one."""
    global _POOL
    broken, _POOL = _POOL, None
    note_rebuilt()
    if broken is not None:
        broken.shutdown(wait=False, cancel_futures=True)


def _collect(
    futures: Sequence[Future[Any]], cancelled: Callable[[], bool] | None
) -> list[Any] | None:
    """The futures' results in order; None when the pool broke under them (discarded)."""
    out: list[Any] = []
    for f in futures:
        if cancelled is not None and cancelled():
            for g in futures:
                g.cancel()
            raise SearchCancelled
        try:
            out.append(f.result())
        except BrokenProcessPool:
            _discard_broken_pool()
            return None
    return out


def _submit_all(fn: Callable[[Any], Any], jobs: Sequence[Any]) -> list[Future[Any]] | None:
    try:
        return [pool().submit(fn, j) for j in jobs]
    except BrokenProcessPool:
        _discard_broken_pool()
        return None


def evaluate(
    ctx: Context,
    trials: Sequence[Trial],
    noise: Noise,
    parallel: bool,
    cancelled: Callable[[], bool] | None = None,
) -> list[Score]:
    """Scores of ``trials`` in order; on the pool when ``parallel`` and worth it."""
    if not trials:
        return []
    runs = sum(max(1, t.replays) for t in trials)
    if not parallel or workers() == 1 or runs < 48:
        return run_trials(ctx, trials, noise)
    n = workers() * 3
    size = math.ceil(len(trials) / n)
    chunks = [list(trials[k : k + size]) for k in range(0, len(trials), size)]
    futures = _submit_all(_chunk_job, [(ctx, chunk, noise) for chunk in chunks])
    done = None if futures is None else _collect(futures, cancelled)
    if done is None:  # the pool broke: this batch here, the next one on a fresh pool
        return run_trials(ctx, trials, noise)
    return [score for part in done for score in part]


J = TypeVar("J")
R = TypeVar("R")


def run_jobs(
    fn: Callable[[J], R],
    jobs: Sequence[J],
    parallel: bool,
    cancelled: Callable[[], bool] | None = None,
) -> list[R]:
    """``fn`` over ``jobs`` in order, on the pool when ``parallel`` (fn must be picklable)."""
    if not parallel or workers() == 1 or len(jobs) < 2:
        return [fn(j) for j in jobs]
    futures = _submit_all(fn, jobs)
    done = None if futures is None else _collect(futures, cancelled)
    if done is None:  # the pool broke: these jobs here, the next ones on a fresh pool
        return [fn(j) for j in jobs]
    return done


class SearchCancelled(Exception):
    """The player (or the window) called the search off."""


def discipline_of(ctx: Context) -> disciplines.Discipline:
    return disciplines.get(ctx.config.discipline)
