"""One attempt at a drill: simulate a stroke from the drill's position and judge its goal."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from game.drills import goals, technique
from game.drills.format import Drill
from game.drills.technique import Technique
from game.physics.api import SimResult, simulate_detailed
from game.stroke import Stroke

Simulate = Callable[..., dict[str, Any]]  # game.simulate(request, trajectory_hz=None)
TRAJECTORY_HZ = goals.TRAJECTORY_HZ


@dataclass(frozen=True)
class Attempt:
    stroke: Stroke
    result: Mapping[str, Any] | SimResult  # what game.simulate (or the engine) returned
    trace: goals.ShotTrace
    success: bool
    score: float  # 0..1, goals.Goal.score


def request_for(drill: Drill, stroke: Stroke | None = None) -> dict[str, Any]:
    return drill.request(stroke)


def trajectory_hz(drill: Drill) -> float | None:
    """Marker gates need the path; everything else is judged from the events alone."""
    return TRAJECTORY_HZ if goals.needs_trajectory(drill.goal) else None


def judge_result(drill: Drill, stroke: Stroke, result: Mapping[str, Any] | SimResult) -> Attempt:
    """Judge a result the caller already has: a ``game.simulate`` dict, or the engine's
    ``SimResult`` the window ran on a thread (paths sampled at ``TRAJECTORY_HZ`` as
    ``drills verify`` does)."""
    trace = goals.trace_from_result(result, drill.table, drill.discipline)
    ctx = drill.context()
    return Attempt(
        stroke=stroke,
        result=result,
        trace=trace,
        success=drill.goal.met(trace, ctx),
        score=drill.goal.score(trace, ctx),
    )


def attempt(
    drill: Drill, stroke: Stroke | None = None, simulate: Simulate | None = None
) -> Attempt:
    """Simulate ``stroke`` (default: the reference stroke) and judge it."""
    if simulate is None:
        from game import simulate as simulate_
    else:
        simulate_ = simulate
    chosen = stroke if stroke is not None else drill.stroke
    hz = trajectory_hz(drill)
    request = request_for(drill, chosen)
    result = simulate_(request) if hz is None else simulate_(request, trajectory_hz=hz)
    return judge_result(drill, chosen, result)


def missing_technique(
    drill: Drill,
    stroke: Stroke | None = None,
    physics: str | None = None,
    result: Mapping[str, Any] | SimResult | None = None,
) -> tuple[Technique, ...]:
    """The techniques the drill's note coaches that ``stroke`` (default: the reference)
    does not show, played with set ``physics`` (None: the current one) unless ``result`` is
    already the engine's result of it (the window's attempts carry one)."""
    if not drill.technique:
        return ()
    chosen = stroke if stroke is not None else drill.stroke
    if not isinstance(result, SimResult):
        request = request_for(drill, chosen)
        if physics is not None:
            request = {**request, "physics": physics}
        result = simulate_detailed(request)
    return technique.missing(drill.technique, result, chosen)


def judge_with_technique(drill: Drill, stroke: Stroke) -> tuple[Attempt, tuple[Technique, ...]]:
    """One engine run of ``stroke`` (current set), judged for the goal and for the technique
    the drill's note coaches: what the solver asks of every candidate."""
    result = simulate_detailed(request_for(drill, stroke))
    return judge_result(drill, stroke, result), missing_technique(drill, stroke, result=result)
