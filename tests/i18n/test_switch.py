"""The Language menu switches the whole window at run time: en -> ru -> uk -> en (issue 7)."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QLocale

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def window(qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    import app.shot.worker
    from app.common.dialogs import Answers
    from app.common.pacing import INSTANT
    from app.play.controller import Phase
    from app.settings import i18n
    from app.window.main_window import MainWindow
    from tests.app.scripted import as_engine, straight_line_shot

    monkeypatch.setattr(app.shot.worker, "default_engine", as_engine(straight_line_shot))
    i18n.set_language("en", remember=False)
    w = MainWindow(autosave=False, dialogs=Answers(), pacing=INSTANT)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    w.quick_game()
    c = w.controller
    assert c.drop_hand()
    c.shoot()
    qtbot.waitUntil(
        lambda: len(c.match.records) >= 1 and c.phase in (Phase.AIM, Phase.PLACE), timeout=60000
    )
    w.scoreboard.settle()
    yield w
    c.animator.stop()
    c.simulator.wait(10000)
    i18n.set_language("en", remember=False)


def menu_titles(w) -> list[str]:  # type: ignore[no-untyped-def]
    return [a.text() for a in w.menuBar().actions()]


def shown(w) -> dict[str, object]:  # type: ignore[no-untyped-def]
    return {
        "menus": menu_titles(w),
        "banner": w.banner.text(),
        "referee": w.strip.text.text(),
        "scoreboard": w.scoreboard.title(),
        "stroke": w.stroke.title(),
        "title": w.windowTitle(),
    }


def test_language_menu_switches_everything_and_back(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    from app.settings import i18n

    w = window
    english = shown(w)
    assert english["menus"][:2] == ["&Game", "&Practice"]
    assert "&Language" in english["menus"]
    assert "to play" in str(english["banner"])
    dlg = w.new_game_dialog()  # left open while the language changes
    dlg.show()
    assert dlg.windowTitle() == "New game"

    w.menu_actions.languages["ru"].trigger()
    assert i18n.current_language() == "ru"
    russian = shown(w)
    assert russian["menus"][:2] == ["&Игра", "&Тренировка"]
    assert "&Язык" in russian["menus"]
    assert str(russian["banner"]).startswith("▶ Играет")
    assert russian["scoreboard"] == "Табло"
    assert russian["stroke"] == "Удар"
    assert russian["title"] == "Кегли — Семь кеглей — классические правила"
    assert russian["referee"] != english["referee"]
    assert any("а" <= ch <= "я" for ch in str(russian["referee"]))
    assert dlg.windowTitle() == "Новая партия"
    assert dlg.discipline.itemText(0) == "Семь кеглей — классические правила"
    assert w.menu_actions.languages["ru"].isChecked()
    assert not w.menu_actions.languages["en"].isChecked()
    # Players' names are the players' own, whatever the language.
    player = w.controller.match.next_player
    assert player in str(russian["banner"])
    assert player in str(russian["referee"])

    w.menu_actions.languages["uk"].trigger()
    ukrainian = shown(w)
    assert ukrainian["menus"][:2] == ["&Гра", "&Тренування"]
    assert "&Мова" in ukrainian["menus"]
    assert str(ukrainian["banner"]).startswith("▶ Грає")
    assert ukrainian["scoreboard"] == "Табло"
    assert ukrainian["referee"] not in (english["referee"], russian["referee"])
    assert dlg.windowTitle() == "Нова партія"
    assert w.menu_actions.languages["uk"].isChecked()

    w.menu_actions.languages["en"].trigger()
    assert shown(w) == english
    assert dlg.windowTitle() == "New game"
    assert dlg.discipline.itemText(0) == "Seven pins — classic rules"
    dlg.close()


def test_language_names_are_native_and_exclusive(window) -> None:  # type: ignore[no-untyped-def]
    w = window
    names = [w.menu_actions.languages[c].text() for c in ("en", "ru", "uk")]
    assert names == ["English", "Русский", "Українська"]
    assert all(a.isEnabled() and a.isCheckable() for a in w.menu_actions.languages.values())
    assert w.menu_actions.language_group.isExclusive()


def test_default_follows_the_system_locale_with_english_fallback() -> None:
    from app.settings import i18n

    assert i18n.system_language(QLocale("ru_RU")) == "ru"
    assert i18n.system_language(QLocale("uk_UA")) == "uk"
    assert i18n.system_language(QLocale("de_DE")) == "en"


def test_the_choice_is_remembered(qapp) -> None:  # type: ignore[no-untyped-def]
    from app.settings import i18n
    from app.settings.store import SettingsStore

    try:
        assert i18n.set_language("uk")
        assert SettingsStore().language() == "uk"
        assert i18n.initial_language() == "uk"
        assert QLocale().name() == "uk_UA"  # numbers and the drill packs follow
    finally:
        i18n.set_language("en")
    assert i18n.initial_language() == "en"


def test_open_drill_window_follows_the_switch(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The drill packs carry their own en/ru/uk texts: an open drill browser re-picks them."""
    from app.practice.browser import DrillBrowser
    from app.settings import i18n

    i18n.set_language("en", remember=False)
    browser = DrillBrowser()
    qtbot.addWidget(browser)
    browser.show()
    browser.list.setCurrentRow(0)
    drill = next(d for d in browser.drills if d.id == browser.list.item(0).data(256))
    try:
        assert browser.card.title.text().startswith(drill.title["en"])
        i18n.set_language("ru", remember=False)
        assert browser.windowTitle() == "Упражнения"
        assert browser.card.title.text().startswith(drill.title["ru"])
        assert browser.list.item(0).text().startswith(drill.title["ru"])
        i18n.set_language("uk", remember=False)
        assert browser.card.title.text().startswith(drill.title["uk"])
    finally:
        i18n.set_language("en", remember=False)
    assert browser.card.title.text().startswith(drill.title["en"])


def test_window_keeps_the_start_up_language_when_none_is_stored(  # type: ignore[no-untyped-def]
    qtbot, tmp_path, monkeypatch
) -> None:
    """A Ukrainian system with no stored choice: building the window (which applies the
    stored settings) must not fall back to the store's English default."""
    from app.settings import i18n
    from app.window.main_window import MainWindow

    monkeypatch.setenv("KEGLI_DATA_DIR", str(tmp_path))  # a first run: nothing stored
    i18n.set_language("uk", remember=False)  # what install_initial() picks there
    try:
        w = MainWindow(autosave=False)
        qtbot.addWidget(w)
        assert i18n.current_language() == "uk"
        assert w.menuBar().actions()[0].text() == "&Гра"
        assert w.menu_actions.languages["uk"].isChecked()
    finally:
        i18n.set_language("en", remember=False)
