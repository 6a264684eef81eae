"""What a scoreboard shows of a game, as one value read from the match.

The window's scoreboard is handed a ``ScoreSheet`` and draws it; nothing else gathers the
figures. The sheet is a copy: it does not change when the match goes on.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.match import Match
from game.rules.seven_pins import SevenPinsDetails


@dataclass(frozen=True)
class ScoreSheet:
    """One game's figures: who plays, their scores and statistics, who is at the table."""

    discipline: str
    players: tuple[str, ...]
    scores: Mapping[str, int]
    stats: Mapping[str, Mapping[str, Any]]
    next_player: str | None
    inning_points: int  # written off so far in this inning by the player at the table (7C-4)
    balls: Mapping[str, str]  # each player's own cue ball, where players own one
    target: int | None  # points to reach; None where totals count down


def inning_points(match: Match) -> int:
    """Points written off so far in the current inning of the player at the table."""
    d = match.last_decision
    if d is None:
        return 0
    return d.details.inning_points if isinstance(d.details, SevenPinsDetails) else 0


def score_sheet(match: Match) -> ScoreSheet:
    """The match's score sheet as it stands now."""
    return ScoreSheet(
        discipline=match.config.discipline,
        players=tuple(match.config.players),
        scores=dict(match.scores),
        stats={p: dict(s) for p, s in match.stats.items()},
        next_player=match.next_player,
        inning_points=inning_points(match),
        balls=dict(match.cue_balls()),
        target=match.discipline.target(match.config.options),
    )
