"""Replays re-simulate a saved shot from its start and stroke and must equal the stored one."""

from __future__ import annotations

import copy
import json
from dataclasses import replace
from typing import Any

import pytest

from game.match import Match
from game.saves.format import document_from_match, encode
from game.saves.load import load_bytes
from game.saves.replay import compare, replay_game, replay_shot, request_for_shot
from tests.saves.games import PLAYERS, hand_game, physics_available, stroke

needs_physics = pytest.mark.skipif(not physics_available(), reason="physics not in the tree")


def saved_log(m: Match) -> dict[str, Any]:
    return load_bytes(encode(document_from_match(m))).document.log


def test_request_is_the_start_position_and_the_full_stroke() -> None:
    m = hand_game(4)
    log = saved_log(m)
    request = request_for_shot(log, 3)
    assert request["table"] == "pyramid-12ft"
    assert request["discipline"] == "seven_pins_classic"
    start = m.records[3].start
    assert request["balls"] == {k: list(v) for k, v in start.balls.items()}
    assert request["balls"]["cue"] == [-0.2, -1.4]  # the ball in hand where it was placed
    assert request["pins"] == {k: list(v) for k, v in start.pins.items()}
    assert request["stroke"] == log["shots"][3]["stroke"]


def test_compare_names_the_first_difference() -> None:
    shot = saved_log(hand_game(1))["shots"][0]
    assert compare(shot, copy.deepcopy(shot)) is None
    moved = copy.deepcopy(shot)
    moved["events"][2]["t"] += 1e-12
    assert compare(shot, moved).startswith("event 3: stored")
    shorter = copy.deepcopy(shot)
    shorter["events"].pop()
    assert compare(shot, shorter) == "6 events stored, 5 replayed"
    elsewhere = copy.deepcopy(shot)
    elsewhere["final"]["balls"]["o1"][0] += 1e-9
    assert compare(shot, elsewhere).startswith("final balls")


def test_a_simulator_that_disagrees_is_reported() -> None:
    log = saved_log(hand_game(2))

    def echo(request: dict[str, Any]) -> dict[str, Any]:
        for shot in log["shots"]:
            if shot["stroke"] == request["stroke"]:
                return json.loads(json.dumps(shot))
        raise AssertionError("unknown stroke")

    assert all(r.equal for r in replay_game(log, echo))

    def off(request: dict[str, Any]) -> dict[str, Any]:
        out = echo(request)
        out["events"] = out["events"][:-1]
        return out

    report = replay_shot(log, 1, off)
    assert not report.equal and "replayed" in (report.difference or "")


@needs_physics
@pytest.mark.parametrize("discipline", ["seven_pins_classic", "seven_pins_federation"])
def test_replay_of_a_real_game_equals_the_original(discipline: str) -> None:
    from game.physics.api import simulate_detailed

    requests: list[dict[str, Any]] = []
    m = Match.new(discipline, list(PLAYERS))
    for i, aim in enumerate((88.0, 93.0, 80.0, 100.0)):
        if m.outcome is not None:
            break
        if m.ball_in_hand is not None:
            ball = m.ball_in_hand
            m.place_ball(ball, m.position.balls.get(ball) or (0.3, -1.2))
        s = stroke(aim, 2.5 + 0.5 * i, ball=m.next_ball)
        # The request a save's shot gives back: the same, with the stroke in its JSON form.
        requests.append({**m.request_for(s), "stroke": s.to_json()})
        m.apply(s, simulate_detailed(m.request_for(s)))
    log = saved_log(m)
    for i, request in enumerate(requests):
        assert request_for_shot(log, i) == json.loads(json.dumps(request))
    reports = replay_game(log)
    assert [r.difference for r in reports] == [None] * len(requests)


@needs_physics
def test_a_tampered_stroke_loads_but_its_replay_differs() -> None:
    """The rules do not read the aim, so only the replay can notice it was changed."""
    from tests.saves.games import physics_game

    doc = json.loads(encode(document_from_match(physics_game(2))))
    doc["shots"][0]["stroke"]["aim_deg"] += 3.0
    log = load_bytes(json.dumps(doc).encode()).document.log
    report = replay_shot(log, 0)
    assert not report.equal


@needs_physics
@pytest.mark.parametrize(
    "discipline", ["seven_pins_classic", "seven_pins_federation", "five_pins", "three_cushion"]
)
def test_random_real_games_load_back_and_replay_equal(discipline: str) -> None:
    """Strokes all over the table (pockets, jumps off the rails, fouls, choices): every
    autosave loads back to the same game and every shot replays to the same events."""
    import random

    from game.errors import InputError
    from game.physics.api import simulate_detailed

    rng = random.Random(discipline)
    m = Match.new(discipline, list(PLAYERS))
    for _ in range(14):
        if m.outcome is not None:
            break
        if m.choices:
            m.choose(rng.choice(m.choices))
        if m.ball_in_hand is not None:
            area, ball = m.hand_area, m.ball_in_hand
            for _try in range(500):
                at = (
                    (rng.uniform(area.x_min, area.x_max), rng.uniform(area.y_min, area.y_max))
                    if area
                    else m.position.balls[ball]
                )
                try:
                    m.place_ball(ball, at)
                    break
                except InputError:
                    continue
        s = stroke(rng.uniform(0.0, 360.0), rng.uniform(0.5, 8.0), ball=m.next_ball)
        s = replace(s, side=rng.uniform(-0.5, 0.5), height=rng.uniform(-0.5, 0.5))
        try:
            result = simulate_detailed(m.request_for(s))
        except InputError:
            break  # a position the physics will not take up again (reported separately)
        m.apply(s, result)
        loaded = load_bytes(encode(document_from_match(m))).match
        assert (loaded.position, loaded.scores, loaded.next_player) == (
            m.position,
            m.scores,
            m.next_player,
        )
    assert len(m.records) >= 3
    assert [r.difference for r in replay_game(saved_log(m))] == [None] * len(m.records)
