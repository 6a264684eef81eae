"""Issue 15: numbers follow the language everywhere ("4,98 м/с" never beside "4.98 м/с").

Every shown text of the main window and of a drill card, spin boxes included, is read after a
switch to Russian and to Ukrainian: no number may keep the English decimal point."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QLabel, QListWidget, QWidget

from app.settings import i18n
from app.words.numbers import number, percent, trimmed

POINT_DECIMAL = re.compile(r"\d\.\d")


def shown_texts(root: QWidget) -> list[str]:
    out: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(root) and w is not root:
            continue
        if isinstance(w, (QLabel, QAbstractButton, QAbstractSpinBox)):
            out.append(w.text())
        elif isinstance(w, QListWidget):
            out.extend(w.item(i).text() for i in range(w.count()))
        out.append(w.toolTip())
    return [t for t in out if t]


@pytest.fixture(params=("ru", "uk"))
def language(request: pytest.FixtureRequest, qapp):  # type: ignore[no-untyped-def]
    yield request.param
    i18n.set_language("en", remember=False)


def test_the_helper_writes_the_languages_decimal_mark(language: str) -> None:
    i18n.set_language(language, remember=False)
    assert number(4.98) == "4,98"
    assert trimmed(2.0) == "2" and trimmed(0.5) == "0,5"
    assert percent(0.25) == "25 %"
    i18n.set_language("en", remember=False)
    assert number(4.98) == "4.98" and trimmed(0.5) == "0.5"


def test_window_numbers_follow_a_language_switch(window, language: str) -> None:  # type: ignore[no-untyped-def]
    window.quick_game()
    window.stroke.set_precise(True)
    window.controller.aim.speed = 4.98
    window.stroke.refresh()
    assert window.stroke.speed_box.text().startswith("4.98")
    i18n.set_language(language, remember=False)
    assert window.stroke.speed_box.text().startswith("4,98")  # made in English, now redrawn
    texts = shown_texts(window)
    assert texts
    assert not [t for t in texts if POINT_DECIMAL.search(t)]


def test_drill_card_numbers_follow_the_language(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, monkeypatch, language
) -> None:
    from app.common.pacing import INSTANT
    from app.practice.browser import DrillBrowser
    from game.drills.progress import ProgressStore

    monkeypatch.setenv("KEGLI_DATA_DIR", str(tmp_path))
    b = DrillBrowser(store=ProgressStore.open(tmp_path), pacing=INSTANT)
    qtbot.addWidget(b)
    b.show()
    b.open_drill("c1-gather")
    i18n.set_language(language, remember=False)
    texts = shown_texts(b)
    assert any("," in t for t in texts)  # the stroke's numbers: 62,75°, 1,50 м/с
    assert not [t for t in texts if POINT_DECIMAL.search(t)]
