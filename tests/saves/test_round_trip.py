"""Save, load, compare: the rebuilt match equals the one that was saved."""

from __future__ import annotations

import json

import pytest

from game.match import Match
from game.saves.format import FORMAT, PHYSICS_VERSION, document_from_match, encode
from game.saves.load import load_bytes
from tests.saves.games import (
    carom_game,
    federation_choice_game,
    hand_game,
    physics_available,
    physics_game,
)


def state_of(m: Match) -> dict:
    return {
        "position": m.position.to_json(),
        "scores": m.scores,
        "next": m.next_player,
        "next_ball": m.next_ball,
        "ball_in_hand": m.ball_in_hand,
        "winner": m.outcome,
        "decisions": [d.to_json() for d in m.decisions],
        "log": m.to_log(),
    }


def round_trip(m: Match, view: dict | None = None):
    return load_bytes(encode(document_from_match(m, view)))


@pytest.mark.parametrize("shots", [0, 1, 2, 3, 4, 5])
def test_hand_made_seven_pins_game_round_trips(shots: int) -> None:
    """Rules 7C-15 (king), 7C-18 (miss), 7C-20 (cue pocketed, ball in hand) survive a save."""
    m = hand_game(shots)
    loaded = round_trip(m)
    assert state_of(loaded.match) == state_of(m)


@pytest.mark.parametrize("choice", ["play", "replay"])
@pytest.mark.parametrize("then_shoot", [False, True])
def test_federation_choice_round_trips(choice: str, then_shoot: bool) -> None:
    """Rule 7F-10: the opponent's answer is kept, pending or recorded on the next shot."""
    m = federation_choice_game(choice, then_shoot)
    loaded = round_trip(m)
    assert state_of(loaded.match) == state_of(m)
    assert loaded.match.pending_choice == (None if then_shoot else choice)
    if then_shoot:
        shooter = "Anna" if choice == "replay" else "Bohdan"
        assert loaded.match.records[-1].decision.shooter == shooter


def test_carom_game_round_trips() -> None:
    """Rules C-2 (break on red) and C-10 (a point continues, a miss ends the run)."""
    m = carom_game()
    assert m.scores == {"Anna": 1, "Bohdan": 0} and m.next_player == "Bohdan"
    loaded = round_trip(m)
    assert state_of(loaded.match) == state_of(m)
    assert loaded.document.log["table"] == "carom-match"


def test_ball_in_hand_placed_but_not_yet_struck_is_kept() -> None:
    m = hand_game(3)  # the cue ball was pocketed: in hand in the house
    assert m.ball_in_hand == "cue"
    m.place_ball("cue", (-0.1, -1.5))
    doc = document_from_match(m)
    assert doc["state"]["ball_placed"] is True
    loaded = round_trip(m)
    assert loaded.match.ball_in_hand is None
    assert loaded.match.position == m.position


def test_view_state_and_header_are_stored() -> None:
    view = {"zoom": 1.25, "panel": True, "speed": 0.5, "camera": [0.1, -0.2], "note": "ё"}
    doc = document_from_match(hand_game(2), view)
    assert (doc["format"], doc["version"]) == (FORMAT, PHYSICS_VERSION)  # names its physics
    assert round_trip(hand_game(2), view).view == view


def test_every_stroke_parameter_is_saved() -> None:
    doc = document_from_match(hand_game(2))
    for shot in doc["shots"]:
        assert set(shot["stroke"]) == {
            "ball",
            "aim_deg",
            "speed",
            "side",
            "height",
            "elevation_deg",
            "call",
        }
        assert {"events", "final", "start"} <= set(shot)
    assert doc["shots"][1]["stroke"]["aim_deg"] == 181.25


def test_encoding_is_deterministic_and_a_judge_input() -> None:
    """The save is itself a shot log: ``game.judge`` rules it as it is (contract "judge")."""
    import game

    a = encode(document_from_match(hand_game(5), {"z": 1}))
    b = encode(document_from_match(hand_game(5), {"z": 1}))
    assert a == b
    lines = game.judge(json.loads(a))
    assert [line["scores"] for line in lines][-1] == hand_game(5).scores


@pytest.mark.skipif(not physics_available(), reason="physics (game.simulate) not in the tree")
@pytest.mark.parametrize("discipline", ["seven_pins_classic", "seven_pins_federation"])
def test_game_played_through_the_physics_round_trips(discipline: str) -> None:
    m = physics_game(4, discipline)
    assert len(m.records) >= 1
    loaded = round_trip(m, {"zoom": 2})
    assert state_of(loaded.match) == state_of(m)
