"""The choices the rules offer after a foul (replay, respot, …), in the words of the
window's choice dialog; the computer names the one it takes with the same words."""

from __future__ import annotations

from app.words.text import QT_TRANSLATE_NOOP, tr

CHOICE_LABELS = {
    "play": QT_TRANSLATE_NOOP("MainWindow", "Play from this position"),
    "replay": QT_TRANSLATE_NOOP("MainWindow", "Make the offender play again"),
    "respot": QT_TRANSLATE_NOOP("MainWindow", "Have the balls spotted"),
    "spot_offender": QT_TRANSLATE_NOOP("MainWindow", "Put the offender's ball on the top mark"),
}


def choice_words(choice: str | None) -> str:
    """A choice the rules offer, in the words of the window's choice dialog."""
    if choice is None:
        return tr("MainWindow", "Play on")
    label = CHOICE_LABELS.get(choice)
    return tr("MainWindow", str(label)) if label else choice
