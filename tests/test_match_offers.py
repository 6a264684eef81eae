"""The match offers only what the referee accepts and accepts all it offers: every choice
listed (7F-10, C-8, 5P-14, 5P-15) can be taken and a shot played after it, every other one
is refused; every call offered (C-6, 7C-24, 7F-9) is accepted, every other one refused
(C-6: no second safety in a row). Random positions and states from random play
(hypothesis)."""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.errors import InputError
from game.match import Match
from game.physics.api import simulate_detailed
from game.stroke import CALLS, Stroke

DISCIPLINES = (
    "three_cushion",
    "one_cushion",
    "free_game",
    "balkline_47_2",
    "five_pins",
    "seven_pins_classic",
    "seven_pins_federation",
)
ALL_CHOICES = ("play", "replay", "respot", "spot_offender")
ALL_CALLS = tuple(c for c in CALLS if c is not None)


def _stroke(m: Match, rng: random.Random, call: str | None = None) -> Stroke:
    return Stroke(ball=m.next_ball, aim_deg=round(rng.uniform(0, 360), 1),
                  speed=round(rng.uniform(0.3, 4.0), 2), call=call)  # fmt: skip


def _ready(m: Match) -> None:
    if m.ball_in_hand is not None:
        m.place_ball_anywhere()


def _play(m: Match, rng: random.Random, call: str | None = None) -> None:
    _ready(m)
    stroke = _stroke(m, rng, call)
    m.apply(stroke, simulate_detailed(m.request_for(stroke)))


def _check_offers(m: Match, rng: random.Random) -> None:
    offered = set(m.choices)
    for choice in ALL_CHOICES:
        trial = copy.deepcopy(m)
        if choice in offered:
            trial.choose(choice)  # offered: taken, and the shot after it is judged
            _play(trial, rng)
        else:
            with pytest.raises(InputError):
                trial.choose(choice)
    calls = set(m.allowed_calls)
    for call in ALL_CALLS:
        trial = copy.deepcopy(m)
        if call in calls:
            _play(trial, rng, call)
        else:
            with pytest.raises(InputError, match=r"stroke\.call"):
                _play(trial, rng, call)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    discipline=st.sampled_from(DISCIPLINES),
    seed=st.integers(0, 10_000),
    shots=st.integers(0, 10),
)
def test_the_match_offers_what_the_referee_accepts(discipline: str, seed: int, shots: int) -> None:
    rng = random.Random(seed)
    m = Match.new(discipline, ["A", "B"])
    for _ in range(shots):
        if m.over:
            return
        _check_offers(m, rng)
        if m.choices and rng.random() < 0.5:
            m.choose(rng.choice(m.choices))
        calls = m.allowed_calls
        _play(m, rng, rng.choice((None, *calls)) if calls else None)
    if not m.over:
        _check_offers(m, rng)


def test_c_6_a_second_safety_in_a_row_is_not_offered_and_not_accepted() -> None:
    """C-6: at his next shot after a declared safety the player is not offered another one,
    and the match refuses it (the referee would foul it)."""
    rng = random.Random(5)
    m = Match.new("three_cushion", ["A", "B"])
    assert "safety" in m.allowed_calls
    _play(m, rng, "safety")
    while m.next_player != "A":
        _play(m, rng)
    assert "safety" not in m.allowed_calls
    with pytest.raises(InputError, match=r"stroke\.call: 'safety' may not"):
        _play(m, rng, "safety")
    _play(m, rng)  # without the call the shot is played
    while m.next_player != "A":
        _play(m, rng)
    assert "safety" in m.allowed_calls  # offered again after a shot without it


def test_5p_14_playing_on_is_offered_and_accepted() -> None:
    """5P-14 "may instead ask": after a foul with ball in hand the player may play on
    ("play") or ask for the offender's ball on its mark ("spot_offender")."""
    rng = random.Random(1)
    for _ in range(300):
        m = Match.new("five_pins", ["A", "B"])
        _play(m, rng)
        if m.last_decision is not None and m.last_decision.ball_in_hand and not m.over:
            assert m.choices == ("play", "spot_offender")
            m.choose("play")
            _play(m, rng)
            return
    pytest.fail("no foul with ball in hand in 300 breaks")
