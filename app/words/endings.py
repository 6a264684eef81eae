"""Why a game ended, in words: one sentence per ``Termination`` (the game-over dialog's
context, "GameOverDialog")."""

from __future__ import annotations

from app.words.text import QT_TRANSLATE_NOOP, tr
from game.rules.model import Termination

CTX = "GameOverDialog"
ENDINGS: dict[Termination, str] = {
    Termination.TARGET_REACHED: QT_TRANSLATE_NOOP("GameOverDialog", "The target was reached."),
    Termination.TOTAL_WRITTEN_OFF: QT_TRANSLATE_NOOP(
        "GameOverDialog", "The winner counted down to zero."
    ),
    Termination.ALL_SEVEN_PINS: QT_TRANSLATE_NOOP(
        "GameOverDialog", "All seven pins fell in one legal shot."
    ),
    Termination.BOTH_POCKETED: QT_TRANSLATE_NOOP(
        "GameOverDialog", "Both object balls were pocketed in one legal shot."
    ),
    Termination.FIVE_CAROMS: QT_TRANSLATE_NOOP(
        "GameOverDialog", "Five caroms in a row, scoring nothing else."
    ),
    Termination.GAMES_WON: QT_TRANSLATE_NOOP(
        "GameOverDialog", "Enough games were won to take the match."
    ),
}


def ending_words(why: Termination) -> str:
    """Why the game ended, in the player's language."""
    return tr(CTX, ENDINGS[why])
