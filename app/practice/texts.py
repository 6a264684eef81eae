"""Language and labels for drills: drill texts come in en/ru/uk from the packs."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QLocale

from app.words.numbers import percent as number_percent
from app.words.text import QT_TRANSLATE_NOOP
from app.words.text import tr as text_tr
from game import disciplines

CTX = "Practice"
GROUPS = {
    "seven_pins": QT_TRANSLATE_NOOP("Practice", "Seven pins"),
    "carom": QT_TRANSLATE_NOOP("Practice", "Carom"),
    "three_cushion": QT_TRANSLATE_NOOP("Practice", "Three-cushion"),
    "artistic": QT_TRANSLATE_NOOP("Practice", "Artistic"),
    "five_pins": QT_TRANSLATE_NOOP("Practice", "Five pins"),
}


def tr(text: str, n: int = -1) -> str:
    # Through app.words.text so a language switch can re-say these labels (app/settings/i18n.py).
    return text_tr(CTX, text, n)


def language() -> str:
    """The drill text language: the UI locale when we have it, else English."""
    lang = QLocale().name()[:2]
    return lang if lang in ("en", "ru", "uk") else "en"


def pick(texts: Mapping[str, str], lang: str | None = None) -> str:
    return texts.get(lang or language()) or texts["en"]


def group(discipline: str) -> str:
    return disciplines.get(discipline).practice_group


def in_group(discipline: str, key: str) -> bool:
    """The drill browser's filter: a discipline is in its practice group and in its narrower
    one (three-cushion drills are carom drills too)."""
    entry = disciplines.get(discipline)
    return key in (entry.practice_group, entry.practice_subgroup)


def stars(difficulty: int) -> str:
    return "★" * difficulty + "☆" * (5 - difficulty)


def percent(value: float | None) -> str:
    return number_percent(value)
