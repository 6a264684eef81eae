"""Plural forms through the compiled .qm files: Russian and Ukrainian have three forms
(1, 21 | 2-4, 22 | 5-20, 11), English two (issue 7: points, caroms, innings, attempts, shots)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from tests.i18n.ts_files import I18N

COUNTS = (1, 2, 5, 11, 21, 22)

# (context, source) -> expected text per count, per language.
EXPECTED = {
    ("Referee", "The fault costs %n point(s)."): {
        "ru": ("очко", "очка", "очков", "очков", "очко", "очка"),
        "uk": ("очко", "очки", "очок", "очок", "очко", "очки"),
        "en": ("point.", "points.", "points.", "points.", "points.", "points."),
    },
    ("Referee", "%n caroms in a row."): {
        "ru": ("карамболь", "карамболя", "карамболей", "карамболей", "карамболь", "карамболя"),
        "uk": ("карамболь", "карамболі", "карамболів", "карамболів", "карамболь", "карамболі"),
        "en": ("carom ", "caroms", "caroms", "caroms", "caroms", "caroms"),
    },
    ("GameOverDialog", "The game lasted %n inning(s)."): {
        "ru": ("подход.", "подхода.", "подходов.", "подходов.", "подход.", "подхода."),
        "uk": ("підхід.", "підходи.", "підходів.", "підходів.", "підхід.", "підходи."),
        "en": ("inning.", "innings.", "innings.", "innings.", "innings.", "innings."),
    },
    ("RulesHelp", "You have %n attempt(s) at each figure."): {
        "ru": ("попытка.", "попытки.", "попыток.", "попыток.", "попытка.", "попытки."),
        "uk": ("спроба.", "спроби.", "спроб.", "спроб.", "спроба.", "спроби."),
        "en": ("attempt ", "attempts", "attempts", "attempts", "attempts", "attempts"),
    },
    ("GameOverDialog", "%n shot(s) in all."): {
        "ru": ("удар.", "удара.", "ударов.", "ударов.", "удар.", "удара."),
        "uk": ("удар.", "удари.", "ударів.", "ударів.", "удар.", "удари."),
        "en": ("shot ", "shots", "shots", "shots", "shots", "shots"),
    },
    ("Referee", "%n small pin(s)"): {
        "ru": (
            "малая кегля",
            "малые кегли",
            "малых кеглей",
            "малых кеглей",
            "малая кегля",
            "малые кегли",
        ),
        "uk": (
            "мала фішка",
            "малі фішки",
            "малих фішок",
            "малих фішок",
            "мала фішка",
            "малі фішки",
        ),
        "en": ("small pin", "small pins", "small pins", "small pins", "small pins", "small pins"),
    },
}


@pytest.fixture
def translator(qapp, request):  # type: ignore[no-untyped-def]
    installed: list[QTranslator] = []

    def load(lang: str) -> QTranslator:
        t = QTranslator()
        assert t.load(f"kegli_{lang}.qm", str(I18N)), f"kegli_{lang}.qm does not load"
        QCoreApplication.installTranslator(t)
        installed.append(t)
        return t

    yield load
    for t in installed:
        QCoreApplication.removeTranslator(t)


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
@pytest.mark.parametrize("key", list(EXPECTED), ids=[s for _, s in EXPECTED])
def test_plural_forms(translator, lang: str, key: tuple[str, str]) -> None:  # type: ignore[no-untyped-def]
    translator(lang)
    context, source = key
    for n, word in zip(COUNTS, EXPECTED[key][lang], strict=True):
        text = QCoreApplication.translate(context, source, None, n)
        assert f"{n} {word}" in text + " ", (lang, n, text)


def test_shots_in_the_resume_question_follow_the_count(translator) -> None:  # type: ignore[no-untyped-def]
    """The count is %3 there, but the plural form is still chosen by it."""
    translator("ru")
    source = "An unfinished game of %1, %2, was found after %3 shot(s). Resume it?"
    got = [QCoreApplication.translate("SaveActions", source, None, n) for n in COUNTS]
    assert [("удара" if "%3 удара." in g else "ударов") for g in got] == [
        "удара",
        "ударов",
        "ударов",
        "ударов",
        "удара",
        "ударов",
    ]
