"""Play without sight or mouse: the referee's lines, the score and the turn are announced to
a screen reader (app/common/announce.py), F2 describes the position, and a whole game of
three-cushion to 2 is played with key presses alone."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from app.common.announce import announcer
from game.setup import GameSetup


def three_cushion_point_when_hard(threshold: list[float]) -> Any:
    """A stand-in for the engine: a stroke of at least ``threshold[0]`` m/s makes a
    three-cushion point (red, three cushions, then the other ball, C3-1); a softer one
    only rolls. The balls end where they began, so each stroke starts alike."""

    def shot(request: dict[str, Any], trajectory_hz: float | None = None) -> dict[str, Any]:
        stroke = request["stroke"]
        me = stroke.ball
        balls = {k: (float(v[0]), float(v[1])) for k, v in request["balls"].items()}
        others = sorted(b for b in balls if b != me)
        first = "red" if "red" in others else others[0]
        second = next(b for b in others if b != first)
        events: list[dict[str, Any]] = [{"t": 0.0, "type": "strike", "ball": me}]
        if stroke.speed >= threshold[0]:
            events += [
                {"t": 0.2, "type": "ball", "a": me, "b": first},
                {"t": 0.4, "type": "cushion", "ball": me, "cushion": "foot"},
                {"t": 0.6, "type": "cushion", "ball": me, "cushion": "left"},
                {"t": 0.8, "type": "cushion", "ball": me, "cushion": "head"},
                {"t": 1.0, "type": "ball", "a": me, "b": second},
            ]
        events.append({"t": 1.0, "type": "rest"})
        return {
            "events": events,
            "final": {
                "balls": {k: list(v) for k, v in sorted(balls.items())},
                "pins_standing": [],
                "pins_down": [],
                "pocketed": [],
                "off_table": [],
            },
            "duration": 1.0,
            "trajectory": {k: [[0.0, x, y], [1.0, x, y]] for k, (x, y) in balls.items()},
        }

    return shot


@pytest.fixture
def heard() -> Any:
    said: list[str] = []
    announcer().said.connect(said.append)
    yield said
    announcer().said.disconnect(said.append)


@pytest.fixture
def point_engine(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    import app.shot.worker
    from tests.app.scripted import as_engine

    threshold = [99.0]
    monkeypatch.setattr(
        app.shot.worker, "default_engine", as_engine(three_cushion_point_when_hard(threshold))
    )
    return threshold


def three_cushion_to(window: Any, target: int) -> None:
    window.start(
        GameSetup(
            discipline="three_cushion",
            players=["Anna", "Bohdan"],
            first="Anna",
            options={"target": target},
            assists={"Anna": "full", "Bohdan": "full"},
        )
    )


def press(qtbot: Any, window: Any, key: Qt.Key, times: int = 1) -> None:
    widget = window.focusWidget() or window
    for _ in range(times):
        qtbot.keyClick(widget, key)


def new_game_by_keys(qtbot: Any, window: Any, discipline: str, target: int) -> None:
    """Game → New… (Ctrl+Shift+N), the discipline typed into its box, Tab to the target,
    its number typed, Enter: the way a keyboard player starts a game."""
    from app.start.new_game import NewGameDialog

    qtbot.keyClick(window.focusWidget() or window, Qt.Key.Key_N, CTRL | SHIFT)
    dlg = window.findChildren(NewGameDialog)[-1]
    dlg.show()  # the test's dialogs do not run it modally
    qtbot.waitExposed(dlg)
    dlg.activateWindow()
    qtbot.waitUntil(lambda: dlg.focusWidget() is dlg.discipline)  # the dialog opens there
    qtbot.keyClicks(dlg.focusWidget(), discipline)
    for _ in range(30):
        if dlg.focusWidget() is dlg.target:
            break
        qtbot.keyClick(dlg.focusWidget(), Qt.Key.Key_Tab)
    assert dlg.focusWidget() is dlg.target
    qtbot.keyClick(dlg.target, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(dlg.target, str(target))
    qtbot.keyClick(dlg.target, Qt.Key.Key_Return)


CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


@pytest.mark.instant
def test_a_keyboard_only_game_of_three_cushion_to_2_finishes_rule_C3_1(  # type: ignore[no-untyped-def]
    qtbot, window, point_engine, heard
) -> None:
    from app.play.controller import Phase

    new_game_by_keys(qtbot, window, "Three", 2)
    c = window.controller
    assert c.match.config.discipline == "three_cushion"
    assert c.match.config.options["target"] == 2
    anna, bohdan = c.match.config.players
    assert c.phase == Phase.PLACE  # C-2: the breaker's ball in hand on the head string
    point_engine[0] = c.aim.speed + 1.0  # the default stroke is too soft to score
    strokes = 0
    while not c.match.over:
        assert strokes < 6, "the game did not finish"
        for _ in range(20):
            if c.phase != Phase.PLACE:
                break
            press(qtbot, window, Qt.Key.Key_Return)  # put the ball in hand down where it is
            if c.phase == Phase.PLACE:  # not a legal place: 2 cm along, by the keys
                qtbot.keyClick(
                    window.focusWidget(), Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier
                )
        assert c.phase == Phase.AIM
        aim = c.aim.aim_deg
        press(qtbot, window, Qt.Key.Key_Up, 3)  # the aim turns by the keys
        assert c.aim.aim_deg != aim
        tip, elevation = (c.aim.side, c.aim.height), c.aim.elevation_deg
        press(qtbot, window, Qt.Key.Key_W)  # a little follow
        press(qtbot, window, Qt.Key.Key_E)  # the cue raised a step
        press(qtbot, window, Qt.Key.Key_Q)  # and lowered again
        assert (c.aim.side, c.aim.height) != tip and c.aim.elevation_deg == elevation
        if c.match.next_player == anna:
            press(qtbot, window, Qt.Key.Key_Plus, 12)  # more power, key by key
            assert c.aim.speed >= point_engine[0]
        else:
            press(qtbot, window, Qt.Key.Key_Minus, 20)  # the other's soft stroke scores nothing
            assert c.aim.speed < point_engine[0]
        with qtbot.waitSignal(c.scores_changed, timeout=20000):
            press(qtbot, window, Qt.Key.Key_Space)  # shoot
        qtbot.waitUntil(lambda: c.phase in (Phase.AIM, Phase.PLACE, Phase.OVER), timeout=20000)
        strokes += 1
    assert c.match.scores == {anna: 2, bohdan: 0}
    assert c.match.over and c.phase == Phase.OVER
    assert c.match.outcome is not None and c.match.outcome.winner == anna
    assert any(anna in text for text in heard)


@pytest.mark.instant
def test_the_referee_the_score_and_the_turn_are_announced(  # type: ignore[no-untyped-def]
    qtbot, window, point_engine, heard
) -> None:
    from app.play.controller import Phase

    three_cushion_to(window, 5)
    c = window.controller
    press(qtbot, window, Qt.Key.Key_Return)
    heard.clear()
    point_engine[0] = 99.0  # a miss: the turn goes to Bohdan
    with qtbot.waitSignal(c.turn_ready, timeout=20000):
        press(qtbot, window, Qt.Key.Key_Space)
    assert c.phase == Phase.AIM
    referee = window.strip.text.text()
    assert referee.replace("\n", " ") in heard  # the referee's lines, as the strip shows them
    assert heard[-1] == "Score: Anna 0, Bohdan 0. Bohdan to play, with yellow."


@pytest.mark.instant
def test_f2_describes_the_position_shown_and_announced(qtbot, window, point_engine, heard) -> None:  # type: ignore[no-untyped-def]
    three_cushion_to(window, 2)
    qtbot.keyClick(window.focusWidget() or window, Qt.Key.Key_F2)
    told = window.dialogs.of("information")
    assert told, "the description was not shown"
    text = told[-1][2]
    assert heard and heard[-1] == text
    assert "Anna to play, with white." in text
    assert "Ball in hand: white." in text
    assert "First ball to meet: red." in text  # C-3: the break meets the red first
    assert "at least 3 cushions before the second" in text  # C3-1
    for ball in ("white", "yellow", "red"):
        assert f"{ball} " in text and "cm from the left cushion" in text
