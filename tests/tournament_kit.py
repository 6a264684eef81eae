"""Finish tournament games quickly with hand-made shots applied through ``Match.apply``.

One-cushion to 1 point: the breaker makes a point at once (white: red, a cushion, yellow,
C-3/C1-1), and the other player then has his equalising inning (C-11) from the break, in
which he either misses (the breaker wins) or scores too (a draw).
"""

from __future__ import annotations

from typing import Any

from game.match import Match
from game.stroke import Stroke


def _events(ball: str, *specs: tuple[str, ...]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{"t": 0.0, "type": "strike", "ball": ball}]
    for i, spec in enumerate(specs, start=1):
        t = round(0.1 * i, 3)
        if spec[0] == "ball":
            out.append({"t": t, "type": "ball", "a": spec[1], "b": spec[2]})
        else:
            out.append({"t": t, "type": "cushion", "ball": spec[1], "cushion": spec[2]})
    out.append({"t": round(0.1 * (len(specs) + 1), 3), "type": "rest"})
    return out


def _result(match: Match, events: list[dict[str, Any]], moved: str) -> dict[str, Any]:
    balls = {k: [v[0], v[1]] for k, v in match.position.balls.items()}
    # The struck ball ends somewhere clear of the others, on the cloth.
    balls[moved] = [0.4, 0.3]
    return {
        "events": events,
        "final": {
            "balls": balls,
            "pins_standing": [],
            "pins_down": [],
            "pocketed": [],
            "off_table": [],
        },
    }


def point(match: Match) -> None:
    ball = match.next_ball
    others = [b for b in ("red", "white", "yellow") if b != ball]
    first = "red" if "red" in others else others[0]
    second = next(b for b in others if b != first)
    ev = _events(ball, ("ball", ball, first), ("cushion", ball, "left"), ("ball", ball, second))
    match.apply_logged(Stroke(ball, 90.0, 2.0), _result(match, ev, ball))


def miss(match: Match) -> None:
    ball = match.next_ball
    ev = _events(ball, ("cushion", ball, "foot"))
    match.apply_logged(Stroke(ball, 90.0, 2.0), _result(match, ev, ball))


def finish(match: Match, breaker_wins: bool = True) -> None:
    """Play the game to its end: the breaker wins, or (False) the game is drawn (C-11)."""
    point(match)
    if breaker_wins:
        miss(match)
    else:
        point(match)
    assert match.outcome is not None


OPTIONS = {"target": 1}
DISCIPLINE = "one_cushion"
