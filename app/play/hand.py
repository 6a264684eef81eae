"""The ball in hand while it is placed: the pointer (or the keys) asks for a place, and the
ball goes there only where it may lie — inside the shaded area, on the cloth, touching no
ball and no pin (``Match.placement_problem``, the test ``Match.place_ball`` makes). Over a
place where it may not lie the ball stays at the last place it could and is drawn red, so
it never follows the pointer over the pins; the keys step the asked-for place on, so they
can carry the ball past a pin. Words in the game table's context ("Controller").
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from app.words.table_notes import placement_reason
from app.words.text import tr
from game.match import Match, ball_radius
from game.tables import Point

CTX = "Controller"
PICK_SLACK = 1.3  # a press within 1.3 radii of the placed ball's centre picks it up again
FREE_GRID = 12  # a ball in hand that starts on another looks for room on a 13 × 13 grid


@dataclass
class Hand:
    pos: Point = (0.0, 0.0)  # where the ball is drawn: the last place it may lie
    target: Point = (0.0, 0.0)  # where the pointer or the keys ask for it
    ok: bool = False  # the ball may lie at ``target``
    legal: Point | None = None  # the last place it may lie (None: none seen yet)

    def start(self, match: Match) -> None:
        """The turn begins with this ball in hand: where it lies if it may, else the middle
        of its area; and if another ball is there, the nearest place in the area it may lie
        (C-11's equalising inning puts the other cue ball on the head spot, the middle of
        the head string)."""
        ball = match.ball_in_hand
        at = match.position.balls.get(ball) if ball is not None else None
        area = match.hand_area
        if at is None or (area is not None and not area.contains(at)):
            at = (0.0, 0.0)
            if area is not None:
                at = ((area.x_min + area.x_max) / 2.0, (area.y_min + area.y_max) / 2.0)
        self.legal = None
        self.follow(match, nearest_free(match, at))

    def follow(self, match: Match, at: Point) -> None:
        """The pointer or a key asks for ``at``: the ball goes there if it may lie there."""
        if match.hand_area is not None:
            at = match.hand_area.snap(at)
        self.target = at
        self.ok = illegal_reason(match, at) is None
        if self.ok or self.legal is None:
            self.pos = at
        if self.ok:
            self.legal = at

    def go_back(self) -> bool:
        """After a refused drop: back to the last place the ball may lie; False if none."""
        if self.legal is None:
            return False
        self.pos = self.target = self.legal
        self.ok = True
        return True


def nearest_free(match: Match, at: Point) -> Point:
    """``at`` if the ball in hand may lie there, else the nearest place of its area where it
    may (on a grid of ``FREE_GRID`` steps each way), else ``at`` still, to be drawn red."""
    area = match.hand_area
    if area is None or illegal_reason(match, at) is None:
        return at
    steps = range(FREE_GRID + 1)
    grid = {
        area.snap(
            (
                area.x_min + (area.x_max - area.x_min) * i / FREE_GRID,
                area.y_min + (area.y_max - area.y_min) * j / FREE_GRID,
            )
        )
        for i in steps
        for j in steps
    }
    for spot in sorted(grid, key=lambda p: (math.dist(p, at), p)):
        if illegal_reason(match, spot) is None:
            return spot
    return at


def illegal_reason(match: Match | None, at: Point) -> str | None:
    """Why the ball in hand may not lie at ``at``, in the player's words; None if it may."""
    return tr(CTX, "No ball is in hand.") if match is None else placement_reason(match, at)


def on_placed_ball(match: Match, at: Point) -> bool:
    """A press at ``at`` lands on the ball placed from hand this turn, which may still be
    picked up again (before its stroke)."""
    ball = match.placed_from_hand
    where = match.position.balls.get(ball) if ball is not None else None
    return where is not None and math.dist(where, at) <= PICK_SLACK * ball_radius(match.table)
