"""How the main window is wired (issue 13): it makes every menu action once and hands each to
the part that serves it, which connects it once; nothing finds an action by its text, so
every action still works after the language changes; the replay-speed actions are one group
whose data is the speed; the window's questions go through the injected dialog answerer."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import SIGNAL, QSettings, QTimer
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QMessageBox, QWidget

from app.common.dialogs import Answers, QtDialogs
from app.common.pacing import INSTANT
from app.play.controller import Phase
from app.play.game_over import GameOverDialog
from app.settings.declared import REPLAY_SPEEDS as SPEEDS
from app.settings.store import SettingsStore
from app.window.main_window import MainWindow
from game.rules.model import GameResult, Termination
from game.setup import GameSetup
from tests.saves.games import hand_game


@pytest.fixture
def private(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """A window with its own settings file, so a language chosen here stays here."""
    from app.settings import i18n

    monkeypatch.setenv("KEGLI_DATA_DIR", str(tmp_path / "data"))
    store = SettingsStore(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    i18n.set_language("en", remember=False)
    w = MainWindow(autosave=False, dialogs=Answers(), pacing=INSTANT, settings=store)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.quick_game()
    yield w
    i18n.set_language("en", remember=False)
    w.controller.animator.stop()
    w.controller.simulator.wait(10000)


def _menus_holding(action: QAction) -> int:
    """Each menu an action is in listens to its ``triggered`` (QMenu's own signal)."""
    return sum(isinstance(o, QMenu) for o in action.associatedObjects())


def own_connections(action: QAction) -> int:
    """Connections to ``triggered`` and ``toggled`` beyond Qt's own (menus, group)."""
    qt = _menus_holding(action) + (1 if action.actionGroup() is not None else 0)
    return (
        action.receivers(SIGNAL("triggered(bool)")) + action.receivers(SIGNAL("toggled(bool)")) - qt
    )


def test_every_menu_action_has_exactly_one_receiver(window) -> None:  # type: ignore[no-untyped-def]
    actions = window.menu_actions
    everything = actions.all()
    # Help → Open log folder among them
    assert len(everything) == len(set(everything)) == 51
    # Every entry of the menus is one of them (but the submenus and the recent games).
    menus = [m for m in window.menuBar().findChildren(QMenu) if m is not actions.recent]
    entries = {a for m in menus for a in m.actions() if not a.isSeparator() and not a.menu()}
    assert entries == set(everything)
    groups: list[QActionGroup] = [
        actions.assist_group,
        actions.speed_group,
        actions.language_group,
    ]
    for a in everything:
        if a.actionGroup() is not None:
            assert a.actionGroup() in groups, a.text()
            assert own_connections(a) == 0, a.text()  # the group's signal carries it
        else:
            assert own_connections(a) == 1, a.text()
    for g in groups:
        assert g.receivers(SIGNAL("triggered(QAction*)")) == 1
    assert actions.recent.receivers(SIGNAL("aboutToShow()")) == 1


def test_no_action_is_found_by_its_text() -> None:
    app = Path(__file__).resolve().parents[2] / "app"
    for path in app.rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert "_actions_by_text" not in source and "_rewire" not in source, path
        assert "findChildren(QAction)" not in source or path.name == "i18n.py", path


def test_each_replay_speed_action_sets_the_speed(private) -> None:  # type: ignore[no-untyped-def]
    w = private
    assert set(w.menu_actions.speeds) == set(SPEEDS)
    for speed in reversed(SPEEDS):
        action = w.menu_actions.speeds[speed]
        assert action.data() == speed
        action.trigger()
        assert w.controller.animator.speed == speed
        assert w.replay_controls.speed_box.currentData() == speed
        assert w.settings.replay_speed() == speed
        assert [a for a in w.menu_actions.speed_group.actions() if a.isChecked()] == [action]


def _every_action_works(w: MainWindow, qtbot, tmp_path: Path, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Trigger each action of the menus and see what it should do happen."""
    a = w.menu_actions
    said = w.dialogs
    assert isinstance(said, Answers)
    c = w.controller

    w.save_actions.install_match(hand_game(2))
    said.files.append(str(tmp_path / f"{lang}.kegli"))
    a.save_as.trigger()
    assert w.save_actions.saver.wait(20)  # written on the saver's thread (issue 16)
    assert (tmp_path / f"{lang}.kegli").exists()
    a.save.trigger()  # the same file, no question
    assert w.save_actions.saver.wait(20)
    QApplication.processEvents()
    assert len(said.of("save")) == 1
    a.quick_game.trigger()
    assert not c.match.records
    said.files.append(str(tmp_path / f"{lang}.kegli"))
    a.open.trigger()
    assert len(c.match.records) == 2
    a.recent.aboutToShow.emit()
    assert a.recent.actions()[0].text().endswith(f"{lang}.kegli")
    a.resume.trigger()
    assert said.of("information")  # no unfinished game to resume

    said.replies.append(False)
    a.take_back.trigger()  # hot seat: the opponent is asked, and refuses
    assert len(c.match.records) == 2 and said.of("question")
    said.replies.append(True)
    a.take_back.trigger()
    assert len(c.match.records) == 1

    a.step_through.trigger()
    assert w.replay_controls.stepping
    w.replay_controls.stop()
    a.replay_last.trigger()  # simulated again: the hand-made game's events differ, and it says so
    assert len(w.replay_controls.warnings) == 1 and said.of("warning")
    qtbot.waitUntil(lambda: c.phase in (Phase.AIM, Phase.PLACE), timeout=30000)

    a.new_game.trigger()
    assert said.of("dialog")[-1][2] == "NewGameDialog"
    a.settings.trigger()
    assert said.of("dialog")[-1][2] == "SettingsDialog"
    a.about.trigger()
    from app.help.about import AboutDialog

    about = [d for d in w.findChildren(AboutDialog) if d.isVisible()]
    assert about  # the About box with the version and the licences (issue 20)
    for d in about:
        d.close()
    a.rules.trigger()
    assert w.dialog_actions.rules_dialog is not None and w.dialog_actions.rules_dialog.isVisible()
    w.dialog_actions.rules_dialog.close()
    a.keys.trigger()
    assert w.dialog_actions.keys_dialog is not None and w.dialog_actions.keys_dialog.isVisible()
    w.dialog_actions.keys_dialog.close()
    a.tournament.trigger()
    dialogs = w.dialog_actions
    assert dialogs.tournament_dialog is not None and dialogs.tournament_dialog.isVisible()
    w.dialog_actions.tournament_dialog.close()

    for level, action in a.assists.items():
        action.trigger()
        assert c.assist_level() == level
    a.side_panel.trigger()
    assert not w.side.isVisibleTo(w)
    a.side_panel.trigger()
    assert w.side.isVisibleTo(w)
    a.green_cloth.trigger()
    assert w.view.green_carom == a.green_cloth.isChecked()
    assert w.settings.carom_cloth() == ("green" if a.green_cloth.isChecked() else "blue")
    a.green_cloth.trigger()
    a.colour_blind.trigger()
    assert w.view.colour_blind and w.settings.colour_blind()
    a.colour_blind.trigger()
    assert not w.view.colour_blind
    a.spotted_white.trigger()
    assert w.yellow_as_spot
    a.spotted_white.trigger()
    a.full_screen.trigger()
    assert w.isFullScreen()
    a.full_screen.trigger()
    assert not w.isFullScreen()
    for opens in (a.drills, a.programme, a.progress, a.free_table):
        before = set(w.findChildren(QDialog))
        opens.trigger()
        new = {d for d in w.findChildren(QDialog) if d.isVisible()} - before
        assert len(new) == 1, opens.text()
        new.pop().close()


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_every_action_still_works_after_a_language_switch(private, qtbot, tmp_path, lang) -> None:  # type: ignore[no-untyped-def]
    from app.settings import i18n

    w = private
    english = {id(a): a.text() for a in w.menu_actions.all()}
    w.menu_actions.languages[lang].trigger()
    assert i18n.current_language() == lang
    assert w.settings.language() == lang  # remembered in the window's settings
    changed = [a for a in w.menu_actions.all() if a.text() != english[id(a)]]
    assert len(changed) >= 25  # the texts are translated; nothing depends on them
    _every_action_works(w, qtbot, tmp_path, lang)
    w.menu_actions.languages["en"].trigger()
    assert i18n.current_language() == "en"


@pytest.mark.instant
def test_the_foul_choice_goes_through_the_dialog_answerer(window, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Rule 7F-10: the window asks the opponent through its dialogs; the answer decides."""
    import app.shot.worker
    from tests.app.scripted import as_engine
    from tests.app.test_window import federation_miss, wait_turn

    monkeypatch.setattr(app.shot.worker, "default_engine", as_engine(federation_miss))
    window.dialogs.choice = "replay"
    window.start(
        GameSetup("seven_pins_federation", ["Anna", "Bohdan"], "Anna", {"start_total": 300}, {})
    )
    c = window.controller
    assert c.drop_hand()
    c.shoot()
    wait_turn(qtbot, window, 1)
    qtbot.waitUntil(lambda: bool(window.dialogs.of("choice")), timeout=20000)
    _kind, _title, text = window.dialogs.of("choice")[-1]
    assert "Anna fouled" in text and "Bohdan" in text
    assert c.match.next_player == "Anna"  # made to play again


@pytest.mark.instant
def test_the_game_over_dialog_rematch_goes_through_the_dialog_answerer(
    window, qtbot, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Rule 7C-4: the game-over dialog is run by the window's dialogs; "Rematch" starts the
    rematch with the other player breaking."""
    import app.shot.worker
    from tests.app.scripted import as_engine
    from tests.app.test_window import king_and_small_pin

    monkeypatch.setattr(app.shot.worker, "default_engine", as_engine(king_and_small_pin))
    window.dialogs.result = GameOverDialog.REMATCH
    window.start(
        GameSetup("seven_pins_classic", ["Anna", "Bohdan"], "Anna", {"start_total": 30}, {})
    )
    c = window.controller
    first = c.match
    c.drop_hand()
    c.shoot()
    qtbot.waitUntil(lambda: c.match is not first, timeout=30000)
    assert window.dialogs.of("dialog")[-1][2] == "GameOverDialog"
    assert first.outcome == GameResult.win("Anna", Termination.TOTAL_WRITTEN_OFF)
    assert not c.match.records and c.match.config.first == "Bohdan"


def _answer_box(click: Callable[[QMessageBox], None], tries: int = 500) -> None:
    """Click in the message box about to be shown modally, once it is up (looked for every
    10 ms for 5 s at most, so a test that never shows it leaves no search behind)."""

    def attempt(left: int) -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            click(box)
        elif left > 0:
            QTimer.singleShot(10, lambda: attempt(left - 1))

    QTimer.singleShot(0, lambda: attempt(tries))


def test_the_real_dialogs_ask_and_offer_choices(qtbot) -> None:  # type: ignore[no-untyped-def]
    """QtDialogs, the game's answerer: Enter takes the default, a choice returns its key and
    the dismissing button None."""
    parent = QWidget()
    qtbot.addWidget(parent)
    real = QtDialogs()
    _answer_box(lambda box: box.defaultButton().click())
    assert real.ask(parent, "Take back", "Agree?", default=True)
    _answer_box(lambda box: box.defaultButton().click())
    assert not real.ask(parent, "Take back", "Agree?", default=False)
    options = [("play", "Play from this position"), ("replay", "Make the offender play again")]
    _answer_box(lambda box: next(b for b in box.buttons() if b.text() == options[1][1]).click())
    assert real.choose(parent, "Choose", "Anna fouled.", options, "Play on") == "replay"
    _answer_box(lambda box: next(b for b in box.buttons() if b.text() == "Play on").click())
    assert real.choose(parent, "Choose", "Anna fouled.", options, "Play on") is None
