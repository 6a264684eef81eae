"""A replay is a view of the game: stepping through shows other positions while the
controller's session keeps the real match, which saves, the autosave, the take-back and the
computer player go on using; leaving the replay shows the game exactly as it was."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from app.common.dialogs import Answers
from app.common.pacing import INSTANT
from app.play.controller import Phase
from game.ai.levels import Level
from game.match import Match
from game.saves.autosave import autosave_path
from game.saves.load import load_file
from game.setup import GameSetup
from tests.saves.games import physics_available, physics_game

needs_physics = pytest.mark.skipif(not physics_available(), reason="physics not in the tree")


def snapshot(m: Match) -> tuple[Any, ...]:
    return (m.to_log(), m.position, m.scores, m.next_player, m.ball_in_hand)


def at_rest(c) -> bool:  # type: ignore[no-untyped-def]
    return c.phase in (Phase.AIM, Phase.PLACE, Phase.OVER, Phase.VIEWING)


@pytest.fixture
def saving_window(qtbot, data_dir):  # type: ignore[no-untyped-def]
    """A window that autosaves, its answers kept in ``window.dialogs``."""
    from app.window.main_window import MainWindow

    w = MainWindow(autosave=True, dialogs=Answers(), pacing=INSTANT)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.controller.animator.stop()
    w.controller.simulator.wait(10000)


def settle(window) -> None:  # type: ignore[no-untyped-def]
    assert window.save_actions.saver.wait(20)
    QApplication.processEvents()


@needs_physics
def test_stepping_through_and_leaving_keeps_the_real_match(saving_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    w = saving_window
    game = physics_game(3)
    w.save_actions.install_match(game)
    c = w.controller
    real = c.match
    before = snapshot(real)
    rc = w.replay_controls
    assert rc.start()
    # The table shows the break; the game is still the game.
    assert c.viewing and c.phase == Phase.VIEWING
    assert c.match is real and c.shown is not real and not c.shown.records
    assert w.banner.text() == "Replay — before the first shot"
    w.scoreboard.settle()
    assert w.scoreboard.figure("Anna", "total") == "300"
    rc.step_forward()
    qtbot.waitUntil(lambda: at_rest(c), timeout=60000)
    assert len(c.shown.records) == 1 and c.phase == Phase.VIEWING
    assert w.banner.text() == "Replay — after shot 1 of 3"
    assert not c.shoot()  # nobody shoots in a replay
    rc.go_last()
    assert c.match is real and snapshot(real) == before
    rc.stop()
    assert not c.viewing and c.shown is real and c.match is real
    assert snapshot(real) == before
    assert c.phase in (Phase.AIM, Phase.PLACE)
    w.scoreboard.settle()
    assert w.scoreboard.figure("Anna", "total") == str(real.scores["Anna"])
    assert not rc.bar.isVisibleTo(w)


@needs_physics
def test_saving_during_a_replay_saves_the_real_game(saving_window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w = saving_window
    game = physics_game(3)
    w.save_actions.install_match(game)
    assert w.replay_controls.start(at=1)
    w.dialogs.files.append(str(tmp_path / "during"))
    assert w.save_actions.save_as()
    w.save_actions.autosave_now()
    settle(w)
    for path in (tmp_path / "during.kegli", autosave_path()):
        saved = load_file(path).match
        assert len(saved.records) == 3 and saved.scores == game.scores
    assert w.controller.viewing  # saving did not end the replay


@needs_physics
def test_no_take_back_during_a_replay_and_the_game_keeps_its_shots(saving_window) -> None:  # type: ignore[no-untyped-def]
    w = saving_window
    w.save_actions.install_match(physics_game(3))
    c = w.controller
    real = c.match
    assert w.replay_controls.start(at=1)
    assert not w.take_back.request()
    assert len(real.records) == 3 and c.viewing
    w.replay_controls.stop()
    assert w.take_back.request()  # the game's own take-back, once it is shown again
    assert c.match is real and len(real.records) == 2


TINY = Level(
    1, "t", "t", aim_sigma_deg=1.0, speed_sigma=0.1, tip_sigma=0.08, candidates=24, refine=2,
    finalists=3, replays=2, lookahead=0, seconds=60.0, parallel=False,
)  # fmt: skip


@pytest.mark.instant
def test_the_computer_waits_while_a_replay_is_shown_then_plays_on(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.computer.level_for = lambda _n: TINY
    window.start(
        GameSetup("five_pins", ["C1", "C2"], "C1", {"target": 60}, {}, computers={"C1": 1, "C2": 1})
    )
    c = window.controller
    qtbot.waitUntil(lambda: len(c.match.records) >= 1, timeout=60000)
    rc = window.replay_controls
    qtbot.waitUntil(rc.start, timeout=60000)  # once the balls of a shot have stopped
    real = c.match
    played = len(real.records)
    qtbot.waitUntil(lambda: not window.computer.busy, timeout=30000)
    qtbot.wait(300)
    assert c.match is real and len(real.records) == played and c.viewing
    assert not window.computer.computer_to_play()
    rc.stop()
    qtbot.waitUntil(lambda: len(real.records) > played, timeout=60000)
    assert c.match is real
    window.computer.wait()
