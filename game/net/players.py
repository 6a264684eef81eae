"""Who plays a headless seat: the computer (``game.ai``) or a seeded random hand.

A player is a function from a copy of the match to a ``Move``; it runs in a worker thread
and never touches the session's match, so the line keeps being served while it thinks.
``apply_move`` then plays the move through the ``Session`` on the event loop.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from game.ai.finder import suggest
from game.ai.levels import level as ai_level
from game.ai.play import execute
from game.match import Match
from game.net.session import Session, Step
from game.stroke import Stroke
from game.tables import Point


@dataclass(frozen=True)
class Move:
    """A choice to make first (or None), where to put the ball in hand, and the stroke
    (None when the choice hands the table over)."""

    choice: str | None
    place: Point | None
    stroke: Stroke | None


Player = Callable[[Match], Move]


def computer(number: int, seed: int = 0) -> Player:
    """The computer at level ``number`` (1-5), its hand's noise drawn from ``seed``."""
    lvl = ai_level(number)

    def move(match: Match) -> Move:
        shot_seed = seed * 100_003 + match.shots_played
        s = suggest(match, lvl, seed=shot_seed, parallel=False)
        if s.turn_passes:
            return Move(s.choice, None, None)
        return Move(s.choice, s.place, execute(s.stroke, lvl, shot_seed))

    return move


def random_hand(seed: int) -> Player:
    """Random strokes of moderate speed (tests and load checks): the same ``seed`` and
    position give the same stroke, whenever it is asked for."""

    def move(match: Match) -> Move:
        rng = random.Random(seed * 100_003 + match.shots_played)
        choice = None
        if match.choices and match.pending_choice is None:
            choice = rng.choice(match.choices)
            match.choose(choice)
        place = match.place_ball_anywhere() if match.ball_in_hand is not None else None
        stroke = Stroke(
            match.next_ball,
            round(rng.uniform(0.0, 360.0), 3),
            round(rng.uniform(1.0, 5.0), 3),
            round(rng.uniform(-0.4, 0.4), 3),
            round(rng.uniform(-0.4, 0.4), 3),
        )
        return Move(choice, place, stroke)

    return move


def apply_move(session: Session, move: Move) -> Step:
    """Play ``move`` for the local seat: the choice, then (if the table is still ours) the
    ball in hand and the stroke."""
    step = Step()
    m = session.match
    assert m is not None
    if move.choice is not None and m.choices and m.pending_choice is None:
        step += session.choose(move.choice)
    if move.stroke is None or not session.my_turn:
        return step
    hand = m.ball_in_hand
    if hand is not None and move.place is not None:
        m.place_ball(hand, move.place)
    return step + session.play(move.stroke)
