"""What the game table says of itself: who breaks, why the ball in hand may not lie where
it is, and the balkline badge of caroms left in a restricted space (context "Controller")."""

from __future__ import annotations

from app.words.referee import area_place, ball_name
from app.words.text import QT_TRANSLATE_NOOP, arg, tr
from game.match import Match

CTX = "Controller"
PLACEMENT_WORDS = {
    "cloth": QT_TRANSLATE_NOOP("Controller", "Off the cloth"),
    "ball": QT_TRANSLATE_NOOP("Controller", "Touching a ball"),
    "pin": QT_TRANSLATE_NOOP("Controller", "Touching a pin"),
}


def placement_words(problem: str) -> str:
    """The reason a ball may not be put down here ("cloth", "ball", "pin"), in words."""
    return tr(CTX, str(PLACEMENT_WORDS[problem]))


def restricted_badge(m: Match) -> tuple[tuple[float, float], str] | None:
    """CB-2 / CF-2: while both object balls lie in one restricted space, how many caroms
    may still be made there before one must drive a ball out."""
    left = m.caroms_left()
    if left is None:
        return None
    at, caroms = left
    if caroms > 0:
        return at, tr(CTX, "%n carom(s) may stay here", caroms)
    return at, tr(CTX, "Next carom: drive a ball out")


def opening_words(m: Match) -> str:
    """The referee's words before the break: who breaks, and where the ball in hand goes."""
    if m.ball_in_hand:
        return arg(
            tr(CTX, "%1 breaks: place the %2 %3, then aim."),
            m.next_player,
            ball_name(m.config.discipline, m.ball_in_hand),
            area_place(m.hand_area.name if m.hand_area else ""),
        )
    return arg(
        tr(CTX, "%1 breaks with the %2."),
        m.next_player,
        ball_name(m.config.discipline, m.next_ball),
    )
