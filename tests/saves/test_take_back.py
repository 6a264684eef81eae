"""Take-back restores the exact position, scores and turn, and survives a save."""

from __future__ import annotations

import pytest

from game.errors import InputError
from game.match import Match
from game.saves.format import document_from_match, encode
from game.saves.load import load_bytes
from tests.saves.games import hand_game


def snapshot(m: Match) -> tuple:
    return (
        m.position,
        m.scores,
        m.next_player,
        m.next_ball,
        m.ball_in_hand,
        m.pending_choice,
        m.outcome,
        [d.to_json() for d in m.decisions],
    )


def game_before(shots: int) -> Match:
    """The game as it stood just before shot ``shots + 1`` was struck."""
    m = hand_game(shots)
    if shots == 3:  # the cue ball was pocketed; hand_game places it at (-0.2, -1.4)
        m.place_ball("cue", (-0.2, -1.4))
    return m


@pytest.mark.parametrize("shots", [1, 2, 3, 4, 5])
def test_take_back_restores_the_exact_position_and_scores(shots: int) -> None:
    m = hand_game(shots)
    scores_after = m.scores
    m.take_back()
    assert snapshot(m) == snapshot(game_before(shots - 1))
    if shots == 1:
        assert scores_after != m.scores  # the king's points are really undone (7C-15)


def test_take_back_of_a_foul_gives_back_the_penalty() -> None:
    """7C-18: the miss added 5 and the inning's 50 back to Anna; taking it back removes them."""
    m = hand_game(2)
    assert m.scores["Anna"] == hand_game(1).scores["Anna"] + 5 + 50
    m.take_back()
    assert m.scores == hand_game(1).scores
    assert m.next_player == "Anna"


def test_take_back_then_save_and_load_is_the_same_game() -> None:
    m = hand_game(4)
    m.take_back()
    loaded = load_bytes(encode(document_from_match(m))).match
    assert snapshot(loaded) == snapshot(m)


def test_take_back_then_replaying_the_shot_gives_the_same_game() -> None:
    m = hand_game(5)
    record = m.records[-1]
    m.take_back()
    m.apply_logged(record.stroke, record.result)
    assert snapshot(m) == snapshot(hand_game(5))


def test_nothing_to_take_back() -> None:
    with pytest.raises(InputError):
        hand_game(0).take_back()
