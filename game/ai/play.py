"""A computer's whole turn on a ``Match``: answer any choice, place the ball in hand, find
the stroke and play it, with the level's execution noise, through the engine (the window
does the same through its shot pipeline, animating the result)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from game.ai.evaluate import Noise, noisy
from game.ai.finder import Suggestion, suggest
from game.ai.levels import Level
from game.limits import MAX_SPEED, MAX_TIP
from game.match import Match
from game.physics.api import simulate_detailed
from game.rules.model import Decision
from game.stroke import Stroke


def execute(stroke: Stroke, level: Level, seed: int) -> Stroke:
    """The stroke as the level's hand actually plays it: the suggestion with one draw of
    its execution noise (aim, speed, tip), inside the contract's limits."""
    rng = random.Random(seed ^ 0x5DEECE66D)
    played = noisy(stroke, Noise(level.aim_sigma_deg, level.speed_sigma, level.tip_sigma), rng)
    return replace(
        stroke,
        aim_deg=round(played.aim_deg % 360.0, 4),
        speed=round(min(MAX_SPEED, max(0.05, played.speed)), 4),
        side=round(max(-MAX_TIP, min(MAX_TIP, played.side)), 4),
        height=round(max(-MAX_TIP, min(MAX_TIP, played.height)), 4),
    )


def apply_suggestion(match: Match, s: Suggestion) -> dict[str, Any] | None:
    """Make the suggestion's choice and placement on ``match``; the simulate request of its
    stroke (None when the choice hands the table to the opponent)."""
    if s.choice is not None and match.choices and match.pending_choice is None:
        match.choose(s.choice)
    if s.turn_passes:
        return None
    hand = match.ball_in_hand
    if hand is not None:
        assert s.place is not None
        match.place_ball(hand, s.place)
    return match.request_for(s.stroke)


def play_turn(
    match: Match, level: Level, seed: int, exact: bool = False, **kw: Any
) -> tuple[Suggestion, Decision | None]:
    """One computer turn; the stroke is played with the level's execution noise unless
    ``exact``. No decision when the computer's choice hands the table over (7F-10)."""
    s = suggest(match, level, seed=seed, **kw)
    if apply_suggestion(match, s) is None:
        return s, None
    stroke = s.stroke if exact else execute(s.stroke, level, seed)
    result = simulate_detailed(match.request_for(stroke))
    return s, match.apply(stroke, result)


@dataclass
class GameResult:
    winner: str | None
    scores: dict[str, int]
    shots: int
    finished: bool
    leader: str | None = None  # ahead on the score sheet (None on a tie)


def leader(match: Match) -> str | None:
    """The player ahead on the score sheet: the fewest points left in a game counted down
    (7C-4), else the most points; None when the best are level."""
    sign = -1 if match.discipline.countdown_from is not None else 1
    ranked = sorted(match.scores.items(), key=lambda kv: sign * kv[1], reverse=True)
    if not ranked or (len(ranked) > 1 and ranked[0][1] == ranked[1][1]):
        return None
    return ranked[0][0]


def play_game(
    discipline: str,
    levels: Mapping[str, Level],
    first: str,
    seed: int,
    options: Mapping[str, Any] | None = None,
    max_shots: int = 400,
    **kw: Any,
) -> GameResult:
    """Two computers play a game to the end (or ``max_shots``)."""
    players = list(levels)
    m = Match.new(discipline, players, first=first, options=options)
    shots = 0
    turns = 0  # a choice that hands the table over is a turn without a shot
    while not m.over and shots < max_shots:
        if m.lag_due:
            m.lag_won(players[turns % len(players)])  # 5P-4: a lag both hands win alike
        who = m.next_player
        assert who is not None
        _, decision = play_turn(m, levels[who], seed * 100_003 + turns, **kw)
        turns += 1
        shots += decision is not None
    winner = m.outcome.winner if m.outcome is not None else None
    return GameResult(winner, m.scores, shots, m.over, leader(m))
