"""Default players' names follow a language switch everywhere; typed names stay as typed."""

from __future__ import annotations

import os

import pytest
from PySide6.QtWidgets import QLabel

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _shoot(qtbot, w) -> None:  # type: ignore[no-untyped-def]
    from app.play.controller import Phase

    c = w.controller
    before = len(c.match.records)
    if c.phase == Phase.PLACE:
        assert c.drop_hand()
    assert c.shoot()
    qtbot.waitUntil(
        lambda: len(c.match.records) > before and c.phase in (Phase.AIM, Phase.PLACE),
        timeout=60000,
    )
    w.scoreboard.settle()


def _shown(w) -> str:  # type: ignore[no-untyped-def]
    """Every text the header, scoreboard, referee strip and history show."""
    labels = [lab.text() for lab in w.scoreboard.findChildren(QLabel)]
    history = [w.strip.history.item(i).text() for i in range(w.strip.history.count())]
    return "\n".join([w.banner.text(), w.strip.text.text(), *labels, *history])


@pytest.fixture
def english_window(qtbot, scripted, window):  # type: ignore[no-untyped-def]
    from app.settings import i18n

    i18n.set_language("en", remember=False)
    yield window
    i18n.set_language("en", remember=False)


@pytest.mark.instant
def test_default_names_follow_the_language_and_stay_after_the_next_shot(  # type: ignore[no-untyped-def]
    qtbot, english_window
) -> None:
    from app.settings import i18n

    w = english_window
    w.quick_game()
    assert w.controller.match.config.players == ("Player 1", "Player 2")
    _shoot(qtbot, w)
    assert "Player 1" in _shown(w)

    i18n.set_language("ru", remember=False)
    text = _shown(w)
    assert "Player" not in text and "Игрок 1" in text
    assert "Игрок 1" in w.strip.text.text() and "Игрок" in w.banner.text()
    _shoot(qtbot, w)  # the history is built again from the game: still in Russian
    text = _shown(w)
    assert "Player" not in text and "Игрок 1" in text
    assert w.controller.match.config.players == ("Игрок 1", "Игрок 2")
    assert w.save_actions.view_state()["default_seats"] == [0, 1]

    i18n.set_language("uk", remember=False)
    assert w.controller.match.config.players == ("Гравець 1", "Гравець 2")
    assert "Гравець 1" in _shown(w) and "Игрок" not in _shown(w)
    assert set(w.controller.match.scores) == {"Гравець 1", "Гравець 2"}


@pytest.mark.instant
def test_a_typed_name_stays_as_typed(qtbot, english_window) -> None:  # type: ignore[no-untyped-def]
    from app.settings import i18n

    w = english_window
    dlg = w.new_game_dialog()
    dlg.names[0].clear()
    qtbot.keyClicks(dlg.names[0], "Anna")  # typed: no longer the seat's default
    setup = dlg.setup()
    assert setup.players == ["Anna", "Player 2"] and setup.default_seats == (1,)
    dlg.close()
    w.start(setup)
    _shoot(qtbot, w)
    i18n.set_language("ru", remember=False)
    assert w.controller.match.config.players == ("Anna", "Игрок 2")
    assert "Anna" in _shown(w) and "Player" not in _shown(w)


def test_a_typed_name_equal_to_a_default_is_still_typed(qapp) -> None:  # type: ignore[no-untyped-def]
    """The fact is the seat, not the text: a player called "Player 2" in the first seat keeps
    that name, and the second seat's default then cannot take it."""
    from app.play.names import renames
    from app.settings import i18n
    from game.setup import GameSetup

    setup = GameSetup(players=["Игрок 2", "Player 2"], default_seats=(1,))
    i18n.set_language("ru", remember=False)
    try:
        assert renames(setup) == {}  # "Игрок 2" is taken by the typed name
        setup = GameSetup(players=["Player 1", "Player 2"], default_seats=(1,))
        assert renames(setup) == {"Player 2": "Игрок 2"}
    finally:
        i18n.set_language("en", remember=False)


@pytest.mark.instant
def test_a_saved_game_keeps_which_names_are_defaults(  # type: ignore[no-untyped-def]
    qtbot, english_window, data_dir
) -> None:
    """Saved in English, opened again, then switched to Ukrainian: the names follow."""
    from app.settings import i18n

    w = english_window
    w.quick_game()
    _shoot(qtbot, w)
    path = data_dir / "game.kegli"
    assert w.save_actions.save_to(path)
    w.save_actions.saver.wait(10)
    w.quick_game()
    assert w.save_actions.open_path(path)
    assert w.controller.setup.default_seats == (0, 1)
    i18n.set_language("uk", remember=False)
    assert w.controller.match.config.players == ("Гравець 1", "Гравець 2")
    assert len(w.controller.match.records) == 1


def test_a_save_names_only_real_seats(qapp) -> None:  # type: ignore[no-untyped-def]
    from app.window.save_actions import default_seats

    assert default_seats([0, 1, 7, -1, True, "0", 1.0], 2) == (0, 1)
    assert default_seats("0,1", 2) == ()


@pytest.mark.instant
def test_file_names_use_the_words_the_player_reads(  # type: ignore[no-untyped-def]
    qtbot, english_window, data_dir
) -> None:
    from app.settings import i18n
    from app.words.disciplines import discipline_name

    w = english_window
    w.quick_game()
    _shoot(qtbot, w)
    i18n.set_language("ru", remember=False)
    suggested = w.save_actions.suggested_path().rsplit("/", 1)[-1]
    assert suggested.startswith("Семь кеглей — классические правила - Игрок 1 - Игрок 2 - ")
    assert suggested.endswith(".kegli") and "seven_pins" not in suggested
    assert discipline_name("seven_pins_classic") in suggested
    w.save_actions.path = None
    assert w.save_actions._keep(w.controller.match)
    kept = [p.name for p in (data_dir / "kept games").iterdir()]
    assert len(kept) == 1 and kept[0].startswith("Семь кеглей — классические правила - Игрок 1")
