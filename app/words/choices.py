"""The choices the rules offer after a foul (replay, respot, …), in the words of the
window's choice dialog; the computer names the one it takes with the same words."""

from __future__ import annotations

from app.words.pyramid_referee import numbered_ball_name
from app.words.text import QT_TRANSLATE_NOOP, arg, tr
from game.rules import pyramid_choices

CHOICE_LABELS = {
    "play": QT_TRANSLATE_NOOP("MainWindow", "Play from this position"),
    "replay": QT_TRANSLATE_NOOP("MainWindow", "Make the offender play again"),
    "respot": QT_TRANSLATE_NOOP("MainWindow", "Have the balls spotted"),
    "spot_offender": QT_TRANSLATE_NOOP("MainWindow", "Put the offender's ball on the top mark"),
}


# The pyramid's choices (P-21, P-22, PD-3, PC-3, PD-4), one phrase per part of the choice.
PYRAMID_PARTS = {
    "take": QT_TRANSLATE_NOOP("MainWindow", "penalty ball — %1"),
    "remove": QT_TRANSLATE_NOOP("MainWindow", "off the table — %1"),
    ("play", "self"): QT_TRANSLATE_NOOP("MainWindow", "plays the next stroke"),
    ("play", "offender"): QT_TRANSLATE_NOOP("MainWindow", "hands the stroke back"),
    ("rebreak", "true"): QT_TRANSLATE_NOOP("MainWindow", "racks again and breaks"),
    ("rebreak", "false"): QT_TRANSLATE_NOOP("MainWindow", "plays from this position"),
}


def choice_words(choice: str | None) -> str:
    """A choice the rules offer, in the words of the window's choice dialog."""
    if choice is None:
        return tr("MainWindow", "Play on")
    label = CHOICE_LABELS.get(choice)
    if label:
        return tr("MainWindow", str(label))
    try:
        made = pyramid_choices.decode(choice, "choice")
    except ValueError:
        return choice
    parts = []
    for kind, value in made.items():
        if kind in ("take", "remove"):
            parts.append(arg(tr("MainWindow", PYRAMID_PARTS[kind]), numbered_ball_name(value)))
        elif (kind, value) in PYRAMID_PARTS:
            parts.append(tr("MainWindow", PYRAMID_PARTS[(kind, value)]))
    return ", ".join(parts) or choice
