"""What the computer's search copies and sends to its workers does not grow with the game
(the position, the referee's state and the last ruling, not the shot log), and a copy
judges the next shot exactly as the whole match does."""

from __future__ import annotations

import copy
import pickle

from game.ai.candidates import Candidate, Idea
from game.ai.finder import _leave, clone
from game.ai_bench import long_game
from game.physics.api import simulate_detailed
from game.stroke import Stroke


def _ready(shots: int):  # type: ignore[no-untyped-def]
    m = long_game(shots)
    if m.ball_in_hand is not None:
        m.place_ball_anywhere()
    return m


def test_the_searchs_copy_does_not_grow_with_the_game() -> None:
    short, long = _ready(2), _ready(400)
    assert len(long.records) == 400
    small, big = len(pickle.dumps(clone(short))), len(pickle.dumps(clone(long)))
    assert big < 1.5 * small, (small, big)
    # The look-ahead's jobs carry the copy: the same bound.
    cand = Candidate(Stroke(ball=long.next_ball, aim_deg=30.0, speed=2.0), Idea("sweep"))
    assert len(pickle.dumps((clone(long), cand, 0))) < 1.5 * small + 1000


def test_a_copy_judges_the_next_shot_as_the_whole_match_does() -> None:
    m = _ready(150)
    bare = clone(m)
    assert bare.shots_played == m.shots_played == 150
    assert (bare.next_player, bare.next_ball, bare.scores) == (m.next_player, m.next_ball,
                                                               m.scores)  # fmt: skip
    stroke = Stroke(ball=m.next_ball, aim_deg=47.0, speed=3.5, side=0.2)
    result = simulate_detailed(m.request_for(stroke))
    full = copy.deepcopy(m)
    assert bare.apply(stroke, result) == full.apply(stroke, result)
    assert bare.position == full.position and bare.scores == full.scores
    assert len(m.records) == 150  # the original is untouched
    cand = Candidate(stroke, Idea("sweep"))
    assert _leave(clone(m), cand, 3) == _leave(full_before(m), cand, 3)


def full_before(m):  # type: ignore[no-untyped-def]
    """The whole match, copied the way the search copied it before it kept one shot."""
    c = copy.copy(m)
    c.records = list(m.records)
    c._states = list(m._states)
    return c
