"""Issue 19: a game against the computer is saved as one (save version 2, "computers") and
comes back as one — Open, Open recent and the resumed autosave — with the computer playing
its turns; a hot-seat save still comes back as hot seat."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from app.play.controller import Phase
from game.match import Match
from game.physics.api import simulate_detailed
from game.saves.autosave import autosave, autosave_path, save_match
from game.saves.format import VERSION
from game.setup import GameSetup
from game.stroke import Stroke
from tests.app.test_computer_player import TINY
from tests.app.test_saves_ui import Dialogs, make_window

PLAYERS = ["Pat", "Computer"]


@pytest.fixture
def dialogs() -> Dialogs:
    return Dialogs()


def _idle(qtbot, w) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(
        lambda: w.controller.phase in (Phase.AIM, Phase.PLACE, Phase.OVER) and not w.computer.busy,
        timeout=60000,
    )


def _person_shoots(qtbot, w) -> None:  # type: ignore[no-untyped-def]
    c = w.controller
    assert not w.computer.computer_to_play()
    if c.phase == Phase.PLACE:
        c.drop_hand()
    c.aim.aim_deg, c.aim.speed = 90.0, 2.5
    assert c.shoot()


def _shooters(w) -> list[str]:  # type: ignore[no-untyped-def]
    return [r.decision.shooter for r in w.controller.match.records]


def test_saved_against_the_computer_reopens_against_it(qtbot, data_dir, dialogs, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w = make_window(qtbot, dialogs)
    w.computer.level_for = lambda _n: TINY
    w.start(GameSetup("five_pins", PLAYERS, "Pat", {"target": 60}, {}, computers={"Computer": 3}))
    _person_shoots(qtbot, w)
    qtbot.waitUntil(lambda: len(w.controller.match.records) == 2, timeout=60000)
    _idle(qtbot, w)
    assert _shooters(w) == ["Pat", "Computer"]
    path = tmp_path / "versus.kegli"
    assert w.save_actions.save_to(path)
    assert w.save_actions.saver.wait(20)
    QApplication.processEvents()
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert raw["version"] == VERSION and raw["computers"] == {"Computer": 3}
    w.close()

    # Another start of the game: Game → Open recent brings it back against the computer.
    w2 = make_window(qtbot, dialogs)
    w2.computer.level_for = lambda _n: TINY
    w2.quick_game()
    menu = w2.menu_actions.recent
    w2.save_actions.fill_recent(menu)
    assert menu.actions()[0].text() == "&1 versus.kegli"
    menu.actions()[0].trigger()
    c = w2.controller
    assert len(c.match.records) == 2
    assert c.setup.computers == {"Computer": 3}
    _person_shoots(qtbot, w2)
    qtbot.waitUntil(lambda: len(c.match.records) == 4, timeout=60000)
    assert _shooters(w2) == ["Pat", "Computer", "Pat", "Computer"]
    _idle(qtbot, w2)
    w2.close()


def test_the_resumed_autosave_lets_the_computer_play_its_turn(qtbot, data_dir, dialogs) -> None:  # type: ignore[no-untyped-def]
    m = Match.new("five_pins", PLAYERS, first="Pat", options={"target": 60})
    m.place_ball_anywhere()
    stroke = Stroke(m.next_ball, aim_deg=90.0, speed=2.0)
    m.apply(stroke, simulate_detailed(m.request_for(stroke)))
    assert m.next_player == "Computer"
    autosave(m, {}, computers={"Computer": 1})
    assert json.loads(autosave_path().read_text(encoding="utf-8"))["computers"] == {"Computer": 1}
    dialogs.answers.append(QMessageBox.StandardButton.Yes)
    w = make_window(qtbot, dialogs, autosave_on=True)
    w.computer.level_for = lambda _n: TINY
    w.quick_game()
    qtbot.waitUntil(lambda: bool(dialogs.of("question")), timeout=5000)
    c = w.controller
    assert c.setup.computers == {"Computer": 1}
    qtbot.waitUntil(lambda: len(c.match.records) == 2, timeout=60000)
    assert _shooters(w) == ["Pat", "Computer"]
    _idle(qtbot, w)
    w.close()


def test_a_hot_seat_save_stays_hot_seat(qtbot, data_dir, dialogs, tmp_path) -> None:  # type: ignore[no-untyped-def]
    m = Match.new("five_pins", PLAYERS, first="Pat", options={"target": 60})
    m.place_ball_anywhere()
    stroke = Stroke(m.next_ball, aim_deg=90.0, speed=2.0)
    m.apply(stroke, simulate_detailed(m.request_for(stroke)))
    save_match(m, tmp_path / "hot.kegli")
    w = make_window(qtbot, dialogs)
    w.quick_game()
    assert w.save_actions.open_path(tmp_path / "hot.kegli")
    assert w.controller.setup.computers == {}
    qtbot.wait(200)
    assert not w.computer.busy and len(w.controller.match.records) == 1
    w.close()
