"""Issue 14: the window and every dialog fit the screen, in every language.

Offscreen, with a 1280×720, a 1920×1080 and a 1024×600 screen (less a 32 px task bar) stood in
for the real one (app.common.screen_fit.available_area), in English, Russian and Ukrainian: the main
window and each dialog open no larger than the screen, every visible widget lies inside its
window and no label or button text is cut (tests/app/layout_check.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget

from app.common import screen_fit
from app.settings import i18n
from game.rules.model import GameResult, Termination
from tests.app.layout_check import cut, problems, scrolling

SCREENS = {"1280x720": (1280, 720), "1920x1080": (1920, 1080), "1024x600": (1024, 600)}
TASK_BAR = 32


@pytest.fixture(params=list(SCREENS))
def area(request, monkeypatch) -> QRect:  # type: ignore[no-untyped-def]
    w, h = SCREENS[request.param]
    rect = QRect(0, 0, w, h - TASK_BAR)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget=None: QRect(rect))
    return rect


@pytest.fixture(params=["en", "ru", "uk"])
def language(request) -> Iterator[str]:  # type: ignore[no-untyped-def]
    assert i18n.set_language(request.param, remember=False)
    yield request.param
    i18n.set_language("en", remember=False)


@pytest.fixture
def main(qtbot, area, language, tmp_path):  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QSettings

    from app.common.dialogs import Answers
    from app.common.pacing import INSTANT
    from app.settings.store import SettingsStore
    from app.window.main_window import MainWindow

    # A first start: no window size or panels remembered from an earlier test.
    store = SettingsStore(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    w = MainWindow(autosave=False, dialogs=Answers(), pacing=INSTANT, settings=store)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.controller.animator.stop()
    w.controller.simulator.wait(10000)


def _fits(window: QWidget, area: QRect) -> list[str]:
    for _ in range(3):  # deferred layout passes (a new score sheet is measured when shown)
        QApplication.processEvents()
    out = []
    size = window.frameGeometry().size()
    if size.width() > area.width() or size.height() > area.height():
        out.append(f"{window.windowTitle()!r} is {size}, the screen {area.size()}")
    return out + [f"{window.windowTitle()!r}: {p}" for p in problems(window)]


def _dialogs(w: Any) -> dict[str, Callable[[], QWidget]]:
    from app.common.dialogs import Answers
    from app.common.pacing import INSTANT
    from app.help.keys import KeysHelpDialog
    from app.help.rules import RulesHelpDialog
    from app.play.game_over import GameOverDialog
    from app.practice.browser import DrillBrowser
    from app.practice.free_table import FreeTable
    from app.practice.programme_dialog import ProgrammeDialog
    from app.practice.progress_view import ProgressDialog
    from app.settings.dialog import SettingsDialog
    from app.start.lag import LagDialog
    from app.start.new_game import NewGameDialog
    from app.start.tournament import TournamentDialog

    def file_dialog() -> QWidget:
        from app.common.dialogs import file_dialog as make

        return make(w, "Save", "", "Kegli games (*.kegli)", save=True)

    players = ("Anna", "Bohdan")
    return {
        "new game": lambda: NewGameDialog(w.controller.setup, w),
        "drills": lambda: DrillBrowser(w, pacing=INSTANT),
        "programme": lambda: ProgrammeDialog(w, pacing=INSTANT),
        "progress": lambda: ProgressDialog(w),
        "free table": lambda: FreeTable(w, pacing=INSTANT, dialogs=Answers()),
        "settings": lambda: SettingsDialog(w.dialog_actions.store, players, w),
        "tournament": lambda: TournamentDialog(w, parent=w),
        "rules": lambda: RulesHelpDialog("seven_pins_federation", None, w),
        "keys": lambda: KeysHelpDialog(w),
        "game over": lambda: GameOverDialog(
            GameResult.win("Anna", Termination.TARGET_REACHED),
            players,
            {"Anna": 300, "Bohdan": 120},
            {},
            {"Anna": 20, "Bohdan": 19},
            w,
        ),
        "lag": lambda: LagDialog("three_cushion", players, w, pacing=INSTANT),
        "save/open": file_dialog,
    }


@pytest.mark.parametrize("discipline", ["seven_pins_classic", "three_cushion"])
def test_the_main_window_fits(main, area, discipline) -> None:  # type: ignore[no-untyped-def]
    from game.setup import GameSetup

    main.start(GameSetup(discipline, ["Anna", "Bohdan"], "Anna", {}, {}))
    main.scoreboard.settle()
    assert _fits(main, area) == []
    # The table takes the room: most of the width, and the side panel is still there.
    assert main.view.width() >= 0.55 * main.width()
    assert main.side.isVisible() and main.strip.isVisible()


@pytest.mark.parametrize("precise", [False, True])
@pytest.mark.parametrize("discipline", ["seven_pins_classic", "five_pins", "three_cushion"])
def test_nothing_scrolls_and_shoot_shows(main, area, discipline, precise) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QListView

    from game import disciplines
    from game.setup import GameSetup

    main.start(GameSetup(discipline, ["Anna", "Bohdan"], "Anna", {}, {}))
    main.menu_actions.precise_stroke.setChecked(precise)
    # The tallest the panel gets: every pin down named, every call the stroke panel has.
    pins = disciplines.get(discipline).pins
    main.scoreboard.set_pins_down(discipline, tuple(pins))
    main.stroke.set_allowed_calls(tuple(main.stroke.call_buttons))
    main.scoreboard.settle()
    QApplication.processEvents()
    main._fit_side()
    for _ in range(3):
        QApplication.processEvents()
    assert _fits(main, area) == []
    # The shot history is a strip meant to scroll along the game; nothing else scrolls.
    assert scrolling(main, ignore=(QListView,)) == []
    assert cut(main.stroke.shoot_now) is None
    if pins:
        assert cut(main.scoreboard.pins_down) is None
        label = main.scoreboard.pins_down
        assert label.height() >= label.heightForWidth(label.width())
    if precise:
        assert cut(main.stroke.shoot_button) is None


def test_every_dialog_fits(main, area, qtbot) -> None:  # type: ignore[no-untyped-def]
    main.quick_game()
    found = []
    for name, make in _dialogs(main).items():
        dlg = make()
        try:
            dlg.show()
            qtbot.waitExposed(dlg)
            found += [f"{name}: {p}" for p in _fits(dlg, area)]
        finally:
            dlg.close()
            dlg.deleteLater()
    assert found == []


def test_the_file_dialog_is_the_one_the_game_uses(main, area) -> None:  # type: ignore[no-untyped-def]
    from app.common.dialogs import file_dialog

    dlg = file_dialog(main, "Open", "", "Kegli games (*.kegli)", save=False)
    assert isinstance(dlg, QFileDialog)
    assert dlg.acceptMode() == QFileDialog.AcceptMode.AcceptOpen
    assert dlg.width() <= area.width() and dlg.height() <= area.height()
