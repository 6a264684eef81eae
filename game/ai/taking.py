"""The computer's choices that take a ball off the table (P-21 the penalty ball, PD-3 and
PC-3 the removal after a свояк): which ball to take, so that only the choice of who plays
(P-22) is left to search.

The ball taken is the one hardest to pot from anywhere on the table: the easy balls stay
for whoever plays next, and the chooser plays next far more often than not (after a
свояк always; after a foul he decides). Ties go to the lowest number, so the choice is
the same for a position on any machine.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.ai.pots import pots
from game.match import Match
from game.openings import ball_radius
from game.rules import pyramid_choices
from game.tables import Point

TAKES = ("take", "remove")


def ease_of(ball: str, balls: Mapping[str, Point], table: str, r: float) -> float:
    """The easiest pot of ``ball`` from any ball on the table (0: none in sight)."""
    found = pots(balls, sorted(b for b in balls if b != ball), table, r, [ball])
    return max((p.ease for p in found if not p.svoyak), default=0.0)


def ball_to_take(match: Match, allowed: Sequence[str]) -> str:
    """Of the balls ``allowed``, the one to take off (the hardest to pot)."""
    balls = match.position.balls
    r = ball_radius(match.table)
    table = match.config.table

    def key(b: str) -> tuple[float, int, str]:
        return (ease_of(b, balls, table, r), len(b), b)

    return min(allowed, key=key)


def narrowed(match: Match, offered: Sequence[str]) -> list[str]:
    """The offered choices with the ball to take already decided (in the rules' order)."""
    made = [(text, pyramid_choices.decode(text, "choice")) for text in offered]
    allowed = sorted({m[k] for _, m in made for k in TAKES if k in m})
    if not allowed:
        return list(offered)
    ball = ball_to_take(match, allowed)
    return [text for text, m in made if all(m.get(k, ball) == ball for k in TAKES)]


def quick(match: Match, offered: Sequence[str]) -> str:
    """The choice taken without a search: the ball to take, and to play on oneself."""
    kept = narrowed(match, offered)
    for text in kept:
        if pyramid_choices.decode(text, "choice").get("play", "self") == "self":
            return text
    return kept[0]
