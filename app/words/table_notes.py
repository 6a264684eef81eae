"""What the game table says of itself: who breaks, whose turn it is (the banner), why the
ball in hand may not lie where it is, and the balkline badge of caroms left in a restricted
space (context "Controller")."""

from __future__ import annotations

from app.words.referee import area_place, ball_name, hand_phrase
from app.words.text import QT_TRANSLATE_NOOP, arg, tr
from game.match import Match

CTX = "Controller"
PLACEMENT_WORDS = {
    "cloth": QT_TRANSLATE_NOOP("Controller", "Off the cloth"),
    "ball": QT_TRANSLATE_NOOP("Controller", "Touching a ball"),
    "pin": QT_TRANSLATE_NOOP("Controller", "Touching a pin"),
}


def placement_reason(m: Match, at: tuple[float, float]) -> str | None:
    """Why the ball in hand may not lie at ``at``, in the player's words; None if it may."""
    if m.ball_in_hand is None:
        return tr(CTX, "No ball is in hand.")
    if m.hand_area is not None and not m.hand_area.contains(at):
        return tr(CTX, "Outside the shaded area")
    problem = m.placement_problem(m.ball_in_hand, at)  # the test place_ball makes
    return None if problem is None else placement_words(problem[0])


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
        return at, tr(CTX, "%n more carom(s) allowed here", caroms)
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


def turn_banner(m: Match) -> str:
    """The banner over the table: who plays and with which ball, or how the game ended."""
    d = m.config.discipline
    if m.outcome is not None:
        if m.outcome.winner is None:
            return tr(CTX, "The game is a draw.")
        return arg(tr(CTX, "%1 wins the game."), m.outcome.winner)
    if m.ball_in_hand is not None:
        where = m.hand_area.name if m.hand_area is not None else ""
        hand = hand_phrase(d, m.ball_in_hand, where)
        return arg(tr(CTX, "▶ %1 to play — %2"), m.next_player, hand)
    if len(m.strikable()) > 1:  # PF-2: any ball may be struck
        return arg(
            tr(CTX, "▶ %1 to play — striking the %2 (click a ball or press B to choose)"),
            m.next_player,
            ball_name(d, m.next_ball),
        )
    return arg(tr(CTX, "▶ %1 to play — %2"), m.next_player, ball_name(d, m.next_ball))
