"""The position as facts a player who cannot see the table needs: where each ball lies,
which pins stand, who plays with which ball, and what the next stroke must do.

Pure: read from a ``Match``; the window words them (app/play/describe.py). Places are
measured from the cushions the way the window draws the table (app/table/screen_geometry.py):
the head cushion on the left, the ``left`` long cushion (world -x) at the top.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.match import Match


@dataclass(frozen=True)
class BallPlace:
    ball: str
    from_left_cm: int  # from the head cushion (drawn on the left)
    from_top_cm: int  # from the long cushion drawn at the top


@dataclass(frozen=True)
class PositionFacts:
    discipline: str
    player: str | None  # who plays next (None: the game is over)
    cue_ball: str  # the ball the next stroke is played with
    balls: tuple[BallPlace, ...]
    pins_standing: tuple[str, ...]
    pins_down: tuple[str, ...]  # the discipline's pins not standing now
    in_hand: str | None  # the ball to place before the stroke
    first_ball: str | None  # the ball the stroke must meet first (C-3 break, 5P-10)
    cushions_for_point: int | None  # cushions before the second ball for a point (C1, C3)
    calls: tuple[str, ...]  # what the player may call or declare
    scores: tuple[tuple[str, int], ...]


def position_facts(match: Match) -> PositionFacts:
    table = match.table
    pos = match.position
    places = tuple(
        BallPlace(
            ball,
            round((y + table.half_length) * 100.0),
            round((x + table.half_width) * 100.0),
        )
        for ball, (x, y) in sorted(pos.balls.items())
    )
    standing = tuple(p for p in match.discipline.pins if p in pos.pins)
    cue = match.next_ball
    entry = match.discipline
    required = entry.required_first(cue) if entry.required_first is not None else None
    if required is None and match.shots_played == 0 and entry.break_first in pos.balls:
        required = entry.break_first  # C-3: the break meets the red first
    cushions = getattr(match.referee, "CUSHIONS_FOR_POINT", None)  # the referee's own fact
    return PositionFacts(
        discipline=match.config.discipline,
        player=None if match.over else match.next_player,
        cue_ball=cue,
        balls=places,
        pins_standing=standing,
        pins_down=tuple(p for p in match.discipline.pins if p not in pos.pins),
        in_hand=match.ball_in_hand,
        first_ball=required,
        cushions_for_point=cushions if isinstance(cushions, int) and cushions > 0 else None,
        calls=tuple(match.allowed_calls),
        scores=tuple((p, match.scores.get(p, 0)) for p in match.config.players),
    )
