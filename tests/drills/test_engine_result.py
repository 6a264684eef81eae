"""The drill card judges the engine's own result (``SimResult``); ``drills verify`` judges
the JSON ``game.simulate`` returns. Both must give every drill the same verdict."""

from __future__ import annotations

from game.drills import goals
from game.drills.format import load_all
from game.drills.play import attempt, judge_result, request_for
from game.physics.api import simulate_detailed


def test_every_drill_is_judged_alike_from_the_engine_and_from_json() -> None:
    drills = load_all()
    gates = 0
    for drill in drills:
        by_json = attempt(drill)
        by_engine = judge_result(drill, drill.stroke, simulate_detailed(request_for(drill)))
        assert (by_engine.success, by_engine.score) == (by_json.success, by_json.score), drill.id
        assert by_engine.trace.events == by_json.trace.events, drill.id
        gates += goals.needs_trajectory(drill.goal)
    assert gates > 0  # marker gates read the sampled path at the same rate
