"""Colours of cloth, rails, balls and pins per discipline (drawing data only)."""

from __future__ import annotations

from PySide6.QtGui import QColor

PYRAMID_CLOTH = QColor(28, 110, 58)
CLOTH = {
    "pyramid-12ft": PYRAMID_CLOTH,
    "pyramid-10ft": PYRAMID_CLOTH,
    "carom-match": QColor(30, 82, 160),
}
CLOTH_GREEN_CAROM = QColor(24, 112, 70)
CHALK = QColor(255, 255, 255, 120)

BALL_COLOURS: dict[str, dict[str, QColor]] = {
    # 7C-1: red cue ball, pink and black object balls.
    "seven_pins_classic": {
        "cue": QColor(200, 34, 40),
        "o1": QColor(243, 150, 178),
        "o2": QColor(28, 28, 30),
    },
    # 7F-1: a distinct cue ball without a number, two white numbered object balls.
    "seven_pins_federation": {
        "cue": QColor(214, 86, 30),
        "o1": QColor(246, 242, 230),
        "o2": QColor(246, 242, 230),
    },
    "carom": {
        "white": QColor(246, 243, 232),
        "yellow": QColor(242, 196, 36),
        "red": QColor(200, 30, 38),
    },
}

BALL_NUMBERS = {"seven_pins_federation": {"o1": "1", "o2": "2"}}


def ball_colour(discipline: str, ball: str) -> QColor:
    table = BALL_COLOURS.get(discipline, BALL_COLOURS["carom"])
    return table.get(ball, QColor(240, 240, 240))


def pin_colour(discipline: str, pin: str) -> QColor:
    # Five pins: the centre pin is red, the others white; seven pins: white with a red king.
    if discipline == "five_pins":
        return QColor(205, 40, 40) if pin == "centre" else QColor(245, 242, 232)
    return QColor(236, 226, 200)
