"""The physics -> rules seam inside the process carries objects: ``Match.apply`` judges the
engine's ``SimResult`` directly, and a log read from JSON (``apply_logged``, ``from_log``)
is judged exactly as the shot was when it was played."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from game.errors import InputError
from game.match import Match
from game.physics.api import simulate_detailed
from game.rules.judge import parse_shot, simulated_shot
from tests.saves.games import PLAYERS, place_in_hand, stroke

AIMS = (88.0, 93.0, 80.0, 100.0, 70.0, 110.0, 85.0, 95.0, 60.0, 120.0)


def _state(m: Match) -> tuple:  # type: ignore[type-arg]
    return (m.position, m.scores, m.next_player, m.next_ball, m.ball_in_hand, m.outcome)


@pytest.mark.parametrize("discipline", ["seven_pins_classic", "three_cushion", "five_pins"])
def test_typed_and_logged_paths_judge_every_shot_alike(discipline: str) -> None:
    """Each shot judged from the engine's objects and, in a twin match, from its JSON log
    (as a save holds it): the same decision, the same position, the same turn."""
    typed = Match.new(discipline, list(PLAYERS))
    logged = Match.new(discipline, list(PLAYERS))
    for i, aim in enumerate(AIMS):
        if typed.outcome is not None:
            break
        if typed.choices:
            typed.choose(typed.choices[0])
            logged.choose(logged.choices[0])
        in_hand = typed.ball_in_hand
        if in_hand is not None:
            place_in_hand(typed)
            logged.place_ball(in_hand, typed.position.balls[in_hand])
        s = stroke(aim, 2.0 + 0.7 * (i % 4), ball=typed.next_ball)
        sim = simulate_detailed(typed.request_for(s))
        as_saved = json.loads(json.dumps(sim.to_json()))
        assert typed.apply(s, sim) == logged.apply_logged(s, as_saved)
        assert _state(typed) == _state(logged)
    assert len(typed.records) >= 3
    # A save of the typed game loads and judges every shot the same again.
    again = Match.from_log(json.loads(json.dumps(typed.to_log())))
    assert again.decisions == typed.decisions
    assert _state(again) == _state(typed)


def test_the_referee_reads_the_engines_own_events() -> None:
    m = Match.new("three_cushion", list(PLAYERS))
    place_in_hand(m)
    s = stroke(85.0, 4.0, ball=m.next_ball)
    sim = simulate_detailed(m.request_for(s))
    shot = simulated_shot(s, sim, m.config)
    assert all(a is b for a, b in zip(shot.events, sim.events, strict=True))  # no copy, no JSON
    raw = {"stroke": s.to_json(), **json.loads(json.dumps(sim.to_json()))}
    assert parse_shot(raw, "shot", m.config) == shot


def test_a_shot_record_keeps_the_log_not_samples() -> None:
    m = Match.new("three_cushion", list(PLAYERS))
    place_in_hand(m)
    s = stroke(85.0, 4.0, ball=m.next_ball)
    m.apply(s, simulate_detailed(m.request_for(s)))
    assert set(m.records[0].result) == {"events", "final", "duration"}
    assert "trajectory" not in json.dumps(m.to_log())


def test_a_bad_stroke_is_refused_by_name() -> None:
    m = Match.new("three_cushion", list(PLAYERS))
    place_in_hand(m)
    s = stroke(85.0, 4.0, ball=m.next_ball)
    sim = simulate_detailed(m.request_for(s))
    with pytest.raises(InputError, match=r"stroke\.call"):
        m.apply(replace(s, call="bank"), sim)
    assert not m.records
