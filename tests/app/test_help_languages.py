"""The help windows in each language (issue 10): the rules cards and the Keys window open in
English, Russian and Ukrainian from the compiled i18n/*.qm, every sentence translated, and an
open rules window follows a language switch."""

from __future__ import annotations

import re

import pytest

from app.help.keys import KEY_BINDINGS, KeysHelpDialog
from app.help.rules import RulesHelpDialog, card
from app.settings import i18n
from game.disciplines import in_window

CYRILLIC = re.compile("[а-яА-ЯіїєґІЇЄҐ]")


def discipline_ids() -> tuple[str, ...]:
    """The disciplines whose rules the window shows (the pyramid games wait for it)."""
    return tuple(d.id for d in in_window())


@pytest.fixture
def english_after():  # type: ignore[no-untyped-def]
    yield
    i18n.set_language("en", remember=False)


def _lines(discipline: str) -> list[str]:
    c = card(discipline)
    return [c.title, *(s.heading for s in c.sections), *(x for s in c.sections for x in s.lines)]


@pytest.mark.parametrize("code", ["ru", "uk"])
def test_rules_cards_are_translated_whole(qtbot, english_after, code: str) -> None:  # type: ignore[no-untyped-def]
    i18n.set_language("en", remember=False)
    english = {d: _lines(d) for d in discipline_ids()}
    assert i18n.set_language(code, remember=False)  # the .qm was found
    for d in discipline_ids():
        translated = _lines(d)
        assert len(translated) == len(english[d])
        for en, tr_line in zip(english[d], translated, strict=True):
            assert tr_line != en, f"{code}: untranslated: {en}"
            assert CYRILLIC.search(tr_line), tr_line
        # The numbers of the rules survive the translation.
        assert re.findall(r"\d+", " ".join(translated)) == re.findall(r"\d+", " ".join(english[d]))
        dlg = RulesHelpDialog(d)
        qtbot.addWidget(dlg)
        dlg.show()
        assert translated[0] in dlg.browser.toPlainText()


@pytest.mark.parametrize("code", ["en", "ru", "uk"])
def test_keys_window_opens_in_each_language(qtbot, english_after, code: str) -> None:  # type: ignore[no-untyped-def]
    assert i18n.set_language(code, remember=False)
    dlg = KeysHelpDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    assert dlg.table.rowCount() == len(KEY_BINDINGS)
    actions = [dlg.table.item(r, 2).text() for r in range(dlg.table.rowCount())]
    if code == "en":
        assert actions == [b.action for b in KEY_BINDINGS]
    else:
        assert all(CYRILLIC.search(a) for a in actions), actions


def test_open_rules_window_follows_a_language_switch(qtbot, english_after) -> None:  # type: ignore[no-untyped-def]
    i18n.set_language("en", remember=False)
    dlg = RulesHelpDialog("three_cushion", {"target": 15})
    qtbot.addWidget(dlg)
    dlg.show()
    assert "The first to 15 points wins." in dlg.browser.toPlainText()
    i18n.set_language("uk", remember=False)
    text = dlg.browser.toPlainText()
    assert CYRILLIC.search(text) and "15" in text
    assert "The first to" not in text
    assert CYRILLIC.search(dlg.discipline.currentText())
