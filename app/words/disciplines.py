"""Discipline names in the window's language.

The registry (``game.disciplines``) holds each discipline's English name; this module only
marks those names for Qt Linguist (``QT_TRANSLATE_NOOP`` needs literals) and translates
them. A discipline added without a marker here still shows, in English, and the i18n test
names it.
"""

from __future__ import annotations

from app.words.text import QT_TRANSLATE_NOOP, tr
from game import disciplines

CTX = "Discipline"

MARKED = (
    QT_TRANSLATE_NOOP("Discipline", "Seven pins — classic rules"),
    QT_TRANSLATE_NOOP("Discipline", "Seven pins — federation rules"),
    QT_TRANSLATE_NOOP("Discipline", "Five pins"),
    QT_TRANSLATE_NOOP("Discipline", "Three-cushion"),
    QT_TRANSLATE_NOOP("Discipline", "One-cushion"),
    QT_TRANSLATE_NOOP("Discipline", "Free game (corner triangles)"),
    QT_TRANSLATE_NOOP("Discipline", "Balkline 47/1"),
    QT_TRANSLATE_NOOP("Discipline", "Balkline 47/2"),
    QT_TRANSLATE_NOOP("Discipline", "Balkline 71/2"),
    QT_TRANSLATE_NOOP("Discipline", "Free pyramid"),
    QT_TRANSLATE_NOOP("Discipline", "Dynamic pyramid"),
    QT_TRANSLATE_NOOP("Discipline", "Combined pyramid"),
    QT_TRANSLATE_NOOP("Discipline", "Artistic billiards"),
)


def discipline_name(discipline: str) -> str:
    entry = disciplines.REGISTRY.get(discipline)
    return tr(CTX, entry.name) if entry is not None else discipline
