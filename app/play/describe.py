"""The position in words, for a player who cannot see the table: who plays with which ball,
the score, the ball in hand, the ball to meet first, what makes a point, where each ball
lies and which pins stand (``game.position_facts`` read aloud)."""

from __future__ import annotations

from app.words.disciplines import discipline_name
from app.words.referee import ball_name, pins_phrase
from app.words.text import arg, tr
from game.position_facts import PositionFacts

CTX = "Describe"


def describe(facts: PositionFacts) -> str:
    d = facts.discipline
    lines = [discipline_name(d) + "."]
    if facts.player is None:
        lines.append(tr(CTX, "The game is over."))
    else:
        lines.append(
            arg(tr(CTX, "%1 to play, with %2."), facts.player, ball_name(d, facts.cue_ball))
        )
    lines.append(
        arg(tr(CTX, "Score: %1."), ", ".join(f"{p} {points}" for p, points in facts.scores))
    )
    if facts.in_hand is not None and facts.player is not None:
        lines.append(
            arg(
                tr(CTX, "Ball in hand: %1. Place it first with the arrows; Enter puts it down."),
                ball_name(d, facts.in_hand),
            )
        )
    if facts.first_ball is not None:
        lines.append(arg(tr(CTX, "First ball to meet: %1."), ball_name(d, facts.first_ball)))
    if facts.cushions_for_point is not None:
        lines.append(
            tr(
                CTX,
                "A point: the cue ball meets both other balls, with at least %n cushion(s) "
                "before the second.",
                facts.cushions_for_point,
            )
        )
    places = [
        arg(tr(CTX, "%1 %2 cm from the left cushion, %3 cm from the top"),
            ball_name(d, b.ball), b.from_left_cm, b.from_top_cm)
        for b in facts.balls
    ]  # fmt: skip
    lines.append(arg(tr(CTX, "Balls: %1."), "; ".join(places)))
    if facts.pins_standing or facts.pins_down:
        if not facts.pins_down:
            lines.append(tr(CTX, "All pins are standing."))
        elif not facts.pins_standing:
            lines.append(tr(CTX, "No pin is standing."))
        else:
            lines.append(arg(tr(CTX, "Pins standing: %1."), pins_phrase(list(facts.pins_standing))))
    return " ".join(lines)
