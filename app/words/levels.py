"""The computer opponent's levels in words: a name and a sentence on how each plays."""

from __future__ import annotations

from app.words.text import QT_TRANSLATE_NOOP, tr
from game.ai import LEVELS

LEVEL_NAMES = (
    QT_TRANSLATE_NOOP("ComputerLevel", "Beginner"),
    QT_TRANSLATE_NOOP("ComputerLevel", "Casual player"),
    QT_TRANSLATE_NOOP("ComputerLevel", "Club player"),
    QT_TRANSLATE_NOOP("ComputerLevel", "Strong club player"),
    QT_TRANSLATE_NOOP("ComputerLevel", "Master"),
)
LEVEL_TEXTS = (
    QT_TRANSLATE_NOOP(
        "ComputerLevel",
        "Knows the simple shots and often misses them: a loose aim and little idea of "
        "speed. Good company for a first game.",
    ),
    QT_TRANSLATE_NOOP(
        "ComputerLevel",
        "Makes the easy points and some of the medium ones; rarely thinks about what it "
        "leaves for you.",
    ),
    QT_TRANSLATE_NOOP(
        "ComputerLevel",
        "Sees most of the shots on the table, uses side and draw, and avoids risky fouls.",
    ),
    QT_TRANSLATE_NOOP(
        "ComputerLevel",
        "A steady hand and a wide search; looks at what each shot leaves and plays safe "
        "when nothing good is on.",
    ),
    QT_TRANSLATE_NOOP(
        "ComputerLevel",
        "Finds the hard shots through several cushions, strikes them precisely and leaves "
        "you little. Expect to lose.",
    ),
)
assert len(LEVEL_NAMES) == len(LEVELS) == len(LEVEL_TEXTS)


def level_name(number: int) -> str:
    return tr("ComputerLevel", LEVEL_NAMES[number - 1])


def level_text(number: int) -> str:
    return tr("ComputerLevel", LEVEL_TEXTS[number - 1])
