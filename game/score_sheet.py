"""What a scoreboard shows of a game, as one value read from the match.

The window's scoreboard is handed a ``ScoreSheet`` and draws it; nothing else gathers the
figures. The sheet is a copy: it does not change when the match goes on.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.match import Match
from game.rules import pyramid_choices
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
    # The balls on each player's shelf (the pyramid games, P-21, PF-3, PD-3, PC-3), in the
    # order they came there; empty where no balls are kept.
    shelves: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


def inning_points(match: Match) -> int:
    """Points written off so far in the current inning of the player at the table."""
    d = match.last_decision
    if d is None:
        return 0
    return d.details.inning_points if isinstance(d.details, SevenPinsDetails) else 0


def shelves(match: Match) -> dict[str, tuple[str, ...]]:
    """Each player's shelf as it stands now: what the last ruling put there, and the ball a
    choice made since took off the table (a penalty ball P-21, a свояк's ball PD-3, PC-3)."""
    d = match.last_decision
    potted = d.judge_fields.get("potted") if d is not None else None
    if not isinstance(potted, Mapping):
        return {}
    out = {p: tuple(potted.get(p, ())) for p in match.config.players}
    made = pyramid_choices.decode(match.pending_choice, "choice") if match.pending_choice else {}
    assert d is not None
    for asked in d.judge_fields.get("choices", ()):
        ball = made.get(asked.get("kind", ""))
        who = asked.get("by")
        if asked.get("kind") in ("take", "remove") and ball and who in out:
            out[who] = (*out[who], ball)
    return out


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
        shelves=shelves(match),
    )
