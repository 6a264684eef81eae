"""Where carom balls are spotted: jumped balls (C-7) and frozen balls (C-8).

A spot is occupied when a ball lying on the cloth would overlap a ball placed there.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.layouts import CAROM_BALL_R
from game.rules.carom_shot import CAROM_BALLS
from game.tables import Point, Table


def spots(table: Table) -> dict[str, Point]:
    return {"head": table.head_spot, "foot": table.foot_spot, "centre": table.centre_spot}


def occupied(spot: Point, lying: Mapping[str, Point]) -> bool:
    limit = 2 * CAROM_BALL_R
    return any(
        (p[0] - spot[0]) ** 2 + (p[1] - spot[1]) ** 2 < limit * limit for p in lying.values()
    )


def _order(ball: str) -> tuple[str, ...]:
    # C-7: a white/yellow ball goes head, foot, centre; the red foot, head, centre.
    return ("foot", "head", "centre") if ball == "red" else ("head", "foot", "centre")


def spot_jumped(
    jumped: Sequence[str], cue: str, lying: Mapping[str, Point], table: Table
) -> dict[str, Point]:
    """C-7: spots for the balls that left the table; the cue ball is spotted first.

    Of two object balls, the one whose own spot is free goes first (seed: "if the cue ball
    hinders one of them, first the object ball whose spot is free, then the other").
    ``lying`` holds the balls still on the cloth (unknown positions count as free).
    """
    where = spots(table)
    placed: dict[str, Point] = {}
    now = dict(lying)
    first = [b for b in jumped if b == cue]
    others = sorted(
        (b for b in jumped if b != cue),
        key=lambda b: (occupied(where[_order(b)[0]], now), CAROM_BALLS.index(b)),
    )
    for ball in first + others:
        for name in _order(ball):
            if not occupied(where[name], now):
                placed[ball] = where[name]
                now[ball] = where[name]
                break
    return placed


DESIGNATED = {"red": "foot", "own": "head", "other": "centre"}  # C-8 "spot the balls"


def spot_frozen(
    cue: str, touching: Sequence[str], lying: Mapping[str, Point], table: Table
) -> dict[str, Point]:
    """C-8 choice "respot": the cue ball and the balls frozen to it go to their spots.

    Red to the foot spot, the player's own cue ball to the head spot, the other cue ball to
    the centre spot; a spot taken by the ball that is not respotted sends the ball to the
    spot designated for that interfering ball (seed, "frozen cue ball").
    """
    where = spots(table)

    def role(b: str) -> str:
        return "red" if b == "red" else ("own" if b == cue else "other")

    moving = [cue, *touching]
    staying = {b: p for b, p in lying.items() if b not in moving}
    out: dict[str, Point] = {}
    for ball in moving:
        spot = where[DESIGNATED[role(ball)]]
        for other, p in staying.items():
            if occupied(spot, {other: p}):
                spot = where[DESIGNATED[role(other)]]
        out[ball] = spot
    return out
