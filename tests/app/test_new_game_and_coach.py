"""Leaving a game for a new one asks first and keeps it resumable (issue 15); the first-run
coach shows once; Help → How to play; the default aim of a new turn in the window."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QSettings, Qt

from app.common.dialogs import Answers
from app.common.pacing import INSTANT
from app.settings.store import SettingsStore
from game import disciplines
from game.saves.autosave import KEPT_FOLDER, autosave_path
from game.saves.load import load_file


def _window(qtbot, dialogs: Answers, settings: SettingsStore | None = None, autosave=True):  # type: ignore[no-untyped-def]
    from app.window.main_window import MainWindow

    w = MainWindow(autosave=autosave, dialogs=dialogs, pacing=INSTANT, settings=settings)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    return w


def _play_one(qtbot, w) -> None:  # type: ignore[no-untyped-def]
    c = w.controller
    if c.phase == "place":
        assert c.drop_hand()
    n = len(c.match.records)
    assert c.shoot()
    qtbot.waitUntil(
        lambda: len(c.match.records) == n + 1 and c.phase != "simulating", timeout=30000
    )
    qtbot.waitUntil(lambda: c.phase in ("aim", "place", "over"), timeout=30000)
    assert w.save_actions.saver.wait(20)  # autosave runs on the saver's thread (issue 16)


def test_quick_game_asks_and_keeps_a_resumable_save(qtbot, data_dir, scripted) -> None:  # type: ignore[no-untyped-def]
    dialogs = Answers(choice="keep")
    w = _window(qtbot, dialogs)
    w.quick_game()
    _play_one(qtbot, w)
    _play_one(qtbot, w)
    old_log = w.controller.match.to_log()
    w.quick_game()
    asked = dialogs.of("choice")
    assert len(asked) == 1 and "2 shots" in asked[0][2]
    assert not w.controller.match.records  # the new game is on the table
    kept = list((data_dir / KEPT_FOLDER).glob("*.kegli"))
    assert len(kept) == 1
    assert str(kept[0]) in w.settings.recent()  # Game → Open recent lists it
    # The new game's first shot autosaves: the kept game is untouched.
    before = kept[0].read_bytes()
    _play_one(qtbot, w)
    assert autosave_path().exists()
    assert kept[0].read_bytes() == before
    assert load_file(kept[0]).match.to_log() == old_log
    # Save of the new game asks for a name: it never writes over the kept one.
    assert w.save_actions.path is None
    # Resumed through Open recent.
    assert w.save_actions.open_path(kept[0])
    assert w.controller.match.to_log() == old_log


def test_cancel_keeps_the_game_on_the_table(qtbot, data_dir, scripted) -> None:  # type: ignore[no-untyped-def]
    dialogs = Answers(choice=None)
    w = _window(qtbot, dialogs)
    w.quick_game()
    _play_one(qtbot, w)
    match = w.controller.match
    w.quick_game()
    assert w.controller.match is match and len(match.records) == 1
    w.start_or_lag(w.controller.setup)  # New… accepted: asked too
    assert w.controller.match is match
    assert len(dialogs.of("choice")) == 2
    assert not (data_dir / KEPT_FOLDER).exists()


def test_discard_lets_the_game_go(qtbot, data_dir, scripted) -> None:  # type: ignore[no-untyped-def]
    dialogs = Answers(choice="discard")
    w = _window(qtbot, dialogs)
    w.quick_game()
    _play_one(qtbot, w)
    w.quick_game()
    assert not w.controller.match.records
    assert not (data_dir / KEPT_FOLDER).exists()
    assert not autosave_path().exists()  # no resume offer for a discarded game


def test_no_question_without_a_shot_played(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    dialogs = Answers(choice=None)
    w = _window(qtbot, dialogs)
    w.quick_game()
    w.quick_game()
    assert not dialogs.of("choice")


def test_coach_shows_once(qtbot, data_dir, tmp_path) -> None:  # type: ignore[no-untyped-def]
    store = SettingsStore(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w = _window(qtbot, Answers(), store, autosave=False)
    assert w.coach.isVisible()
    assert "pull" in " ".join(label.text() for label in w.coach.lines).lower()
    # It lies over the table and lets a click beside its button through to the table.
    assert w.coach.parent() is w.view
    qtbot.mouseClick(w.coach.ok, Qt.MouseButton.LeftButton)
    assert not w.coach.isVisible() and store.coach_seen()
    w.close()
    again = _window(qtbot, Answers(), store, autosave=False)
    assert not again.coach.isVisible()


def test_coach_more_opens_how_to_play(qtbot, data_dir, tmp_path) -> None:  # type: ignore[no-untyped-def]
    store = SettingsStore(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w = _window(qtbot, Answers(), store, autosave=False)
    qtbot.mouseClick(w.coach.more_button, Qt.MouseButton.LeftButton)
    dlg = w.dialog_actions.how_to_play_dialog
    assert dlg is not None and dlg.isVisible()
    assert "three tenths of the table" in dlg.text.toPlainText()
    assert w.coach.isVisible()  # "More…" does not dismiss it
    w.menu_actions.how_to_play.trigger()
    assert w.dialog_actions.how_to_play_dialog is not dlg
    # Left open, the help window would stay the active window for the tests after this one.
    w.dialog_actions.how_to_play_dialog.close()
    dlg.close()
    w.close()


@pytest.mark.parametrize("discipline", [d.id for d in disciplines.with_referee()])
def test_each_turn_in_the_window_starts_on_a_legal_aim(qtbot, data_dir, discipline: str) -> None:  # type: ignore[no-untyped-def]
    """The window's turn starts aimed by ``game.default_aim``: at the registry's first legal
    target (C-3 the red on the break, 5P-10 the opponent's ball), never at a pin."""
    from game.setup import GameSetup

    w = _window(qtbot, Answers(), autosave=False)
    w.start(GameSetup(discipline, ["A", "B"], "A", {}, {}))
    c = w.controller
    if c.phase == "place":
        assert c.drop_hand()
    m = c.match
    me = m.position.balls[m.next_ball]
    target = m.discipline.first_target(m.position.balls, m.next_ball, first_shot=True)
    t = m.position.balls[target]
    straight = math.degrees(math.atan2(t[1] - me[1], t[0] - me[0])) % 360
    # Within the widest cut of the legal ball (or a kick round the pins).
    off = abs((c.aim.aim_deg - straight + 180) % 360 - 180)
    d = math.dist(me, t)
    r = 0.0305 if m.table.pockets else 0.03075
    assert off <= math.degrees(math.asin(min(1.0, 2 * r / d))) + 1e-6 or m.discipline.pins
