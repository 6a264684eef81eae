"""Colours of cloth, rails, balls and pins per discipline (drawing data only)."""

from __future__ import annotations

from PySide6.QtGui import QColor

from app.words.referee import ball_set
from game import disciplines

PYRAMID_CLOTH = QColor(28, 110, 58)
CLOTH = {
    "pyramid-12ft": PYRAMID_CLOTH,
    "pyramid-10ft": PYRAMID_CLOTH,
    "carom-match": QColor(30, 82, 160),
}
CLOTH_GREEN_CAROM = QColor(24, 112, 70)
CHALK = QColor(255, 255, 255, 120)

BALL_COLOURS: dict[str, dict[str, QColor]] = {
    # Keyed by the discipline's ball set (game.disciplines). 7C-1: red cue ball, pink and
    # black object balls.
    "pyramid": {
        "cue": QColor(200, 34, 40),
        "o1": QColor(243, 150, 178),
        "o2": QColor(28, 28, 30),
    },
    # 7F-1: a distinct cue ball without a number, two white numbered object balls.
    "federation": {
        "cue": QColor(214, 86, 30),
        "o1": QColor(246, 242, 230),
        "o2": QColor(246, 242, 230),
    },
    "carom": {
        "white": QColor(240, 232, 212),  # ivory, warmer than the spotted white
        "yellow": QColor(242, 196, 36),
        "red": QColor(200, 30, 38),
    },
    # P-4: fifteen ivory balls numbered 1 to 15 and the coloured (yellow) cue ball, биток.
    "pyramid_numbered": {"cue": QColor(238, 178, 22)},
}
PYRAMID_IVORY = QColor(244, 238, 222)

BALL_NUMBERS = {
    "federation": {"o1": "1", "o2": "2"},
    "pyramid_numbered": {str(n): str(n) for n in range(1, 16)},
}
# Ball sets whose numbers are drawn upright to be read at a glance (app/table/ball_numbers.py).
NUMBERS_UPRIGHT = {"pyramid_numbered"}


def ball_colour(discipline: str, ball: str) -> QColor:
    table = BALL_COLOURS.get(ball_set(discipline), BALL_COLOURS["carom"])
    default = PYRAMID_IVORY if ball_set(discipline) == "pyramid_numbered" else QColor(240, 240, 240)
    return table.get(ball, default)


def ball_number(discipline: str, ball: str) -> str | None:
    """The number printed on the ball (the label the painter draws), if it has one."""
    return BALL_NUMBERS.get(ball_set(discipline), {}).get(ball)


def numbers_upright(discipline: str) -> bool:
    return ball_set(discipline) in NUMBERS_UPRIGHT


def pin_colour(discipline: str, pin: str) -> QColor:
    # Five pins: the centre pin is red, the others white; seven pins: white with a red king.
    if disciplines.get(discipline).pin_set == "five":
        return QColor(205, 40, 40) if pin == "centre" else QColor(245, 242, 232)
    return QColor(236, 226, 200)


def pin_cap_colour(discipline: str, pin: str) -> QColor:
    """The cap seen from above: the king's is red, so it is told from the rest at a glance."""
    if pin == "king":
        return QColor(196, 28, 32)
    if disciplines.get(discipline).pin_set == "five" and pin == "centre":
        return QColor(160, 24, 24)
    return pin_colour(discipline, pin).lighter(108)


# A fallen pin is greyed towards this, so "down" reads apart from "standing" at a glance.
FALLEN_PIN_TINT = QColor(128, 136, 130)
# The spotted white that replaces the yellow (View → Spotted white): a cooler, whiter ivory
# than the plain white, with red spots, so the two whites are never confused.
SPOTTED_WHITE = QColor(250, 250, 252)
