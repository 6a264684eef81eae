"""The lag in the window (rules C-12, 5P-5): new-game dialog -> lag screen -> the game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.start.lag import DEFAULT_SPEED, RESULT, SET, LagDialog, lag_text
from game.lag import NEARER, lag_stroke, play_lag

PLAYERS = ("Anna", "Bohdan")


@pytest.fixture(autouse=True)
def _close_lag(window):  # type: ignore[no-untyped-def]
    """A lag screen left open is window-modal: close it so later tests get their input."""
    yield
    lag = getattr(window, "lag_dialog", None)
    if lag is not None and lag.isVisible():
        lag.reject()


def _choose_lag(window, discipline: str):  # type: ignore[no-untyped-def]
    dlg = window.new_game_dialog()
    dlg.discipline.setCurrentIndex(dlg.discipline.findData(discipline))
    dlg.names[0].setText(PLAYERS[0])
    dlg.names[1].setText(PLAYERS[1])
    labels = [dlg.breaker.itemText(i) for i in range(dlg.breaker.count())]
    assert labels == [*PLAYERS, "Lag"]
    dlg.breaker.setCurrentIndex(dlg.breaker.findData("lag"))
    assert dlg.setup().lag
    dlg._accept()
    lag = window.lag_dialog
    assert isinstance(lag, LagDialog) and lag.pacing is window.controller.pacing
    return lag


@pytest.mark.parametrize("discipline", ["five_pins", "three_cushion"])
@pytest.mark.instant
def test_c12_5p5_lag_by_keys_and_field_then_winner_breaks(qtbot, window, discipline) -> None:  # type: ignore[no-untyped-def]
    """Rules C-12 / 5P-5: both strokes set in turn (keys, then the numeric field), both
    balls run together, the winner is announced and his "Break" starts the game with him."""
    lag = _choose_lag(window, discipline)
    assert lag.phase == SET and lag.player == "Anna"
    assert lag.view.scene() is not None and lag.view.scene().cue is not None
    # Anna by keys: + twice (2.10 m/s), Left once (90.1°), Enter.
    qtbot.keyClick(lag.view, Qt.Key.Key_Plus)
    qtbot.keyClick(lag.view, Qt.Key.Key_Plus)
    qtbot.keyClick(lag.view, Qt.Key.Key_Left)
    assert lag.speed.value() == pytest.approx(DEFAULT_SPEED + 0.10)
    assert lag.aim.value() == pytest.approx(90.1)
    assert lag.view.scene().cue.aim_deg == pytest.approx(90.1)
    qtbot.keyClick(lag.view, Qt.Key.Key_Return)
    # Bohdan by the numeric field; his fields start again from the default.
    assert lag.player == "Bohdan" and lag.speed.value() == DEFAULT_SPEED
    assert lag.view.scene().cue.ball == "yellow"
    lag.speed.setValue(2.0)
    qtbot.mouseClick(lag.ready, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lag.phase == RESULT, timeout=20000)  # simulated off the GUI thread
    assert lag.strokes == [lag_stroke(0, 2.1, 90.1), lag_stroke(1, 2.0, 90.0)]
    expected = play_lag(discipline, PLAYERS, lag.strokes).result
    assert lag.run is not None and lag.run.result == expected
    winner = expected.winner
    assert winner is not None and expected.outcome.key == NEARER
    loser = next(p for p in PLAYERS if p != winner)
    # The result is said in words, and the winner is asked to choose.
    assert lag.result_label.text() == lag_text(discipline, expected)
    assert winner in lag.prompt.text() and "wins the lag" in lag.result_label.text()
    assert lag.break_button.isVisible() and lag.pass_button.isVisible()
    assert not lag.again.isVisible()
    # The balls stand where the lag left them on the table view.
    final = dict(expected.final)
    assert lag.view.scene().balls["white"] == pytest.approx(final["white"])
    qtbot.mouseClick(lag.break_button, Qt.MouseButton.LeftButton)
    m = window.controller.match
    assert m is not None and m.config.discipline == discipline
    assert m.next_player == winner
    assert m.config.options["lag_winner"] == winner
    assert m.config.options["lag_choice"] == "break"
    own = {"Anna": "white", "Bohdan": "yellow"}[winner] if discipline == "five_pins" else "white"
    assert m.next_ball == own
    assert window.controller.setup.first == winner and not window.controller.setup.lag
    # A rematch is not a lag: the other player breaks it.
    window.rematch()
    assert window.controller.match.next_player == loser


@pytest.mark.instant
def test_5p5_winner_lets_the_opponent_break(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Rule 5P-5: the winner may let the opponent break."""
    lag = _choose_lag(window, "five_pins")
    lag.speed.setValue(2.1)
    lag.confirm_stroke()
    lag.speed.setValue(2.0)
    lag.confirm_stroke()
    qtbot.waitUntil(lambda: lag.phase == RESULT, timeout=20000)
    winner = lag.run.result.winner
    assert winner is not None
    qtbot.mouseClick(lag.pass_button, Qt.MouseButton.LeftButton)
    m = window.controller.match
    assert m.config.options["lag_choice"] == "pass"
    assert m.next_player != winner


@pytest.mark.instant
def test_c12_tie_offers_the_lag_again(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Rule C-12: equal distances decide nothing; the screen offers the lag again and no
    game starts until someone wins."""
    before = window.controller.match
    lag = _choose_lag(window, "three_cushion")
    qtbot.keyClick(lag.view, Qt.Key.Key_Return)
    qtbot.keyClick(lag.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: lag.phase == RESULT, timeout=20000)
    assert lag.run.result.repeat
    assert lag.again.isVisible() and not lag.break_button.isVisible()
    assert "repeated" in lag.result_label.text()
    lag.choose(True)  # nobody to choose: ignored
    assert window.controller.match is before
    qtbot.mouseClick(lag.again, Qt.MouseButton.LeftButton)
    assert lag.phase == SET and lag.player == "Anna" and lag.strokes == []


def test_lag_is_not_offered_for_seven_pins_or_three_players(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dlg = window.new_game_dialog()
    dlg.discipline.setCurrentIndex(dlg.discipline.findData("seven_pins_classic"))
    assert dlg.breaker.findData("lag") < 0
    dlg.discipline.setCurrentIndex(dlg.discipline.findData("three_cushion"))
    assert dlg.breaker.findData("lag") >= 0
    dlg.three_players.setChecked(True)
    assert dlg.breaker.findData("lag") < 0


def test_lag_runs_animated_on_the_real_table_view(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Without fast-forward the lag is simulated off the GUI thread and played back by the
    shared animator; Space skips to rest and the result follows."""
    lag = _choose_lag(window, "five_pins")
    assert lag.pacing.animated
    lag.speed.setValue(2.1)
    lag.confirm_stroke()
    lag.confirm_stroke()
    qtbot.waitUntil(lambda: lag.animator.running, timeout=20000)
    assert lag.view.scene().cue is None  # frames of the run, no cue
    qtbot.keyClick(lag.view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: lag.phase == RESULT, timeout=5000)
    assert lag.run is not None
    final = dict(lag.run.result.final)
    assert lag.view.scene().balls["yellow"] == pytest.approx(final["yellow"])
