"""The window end to end, offscreen: start, dialog, aim, pull back, shoot, ball in hand, keys,
assists. The physics here is the scripted stand-in (tests/app/scripted.py) unless a test says
otherwise, so these check what the window does with a shot, not the physics."""

from __future__ import annotations

import math
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QDialogButtonBox

from app.play.controller import Phase
from game.rules.model import GameResult, Termination


def screen(window, x: float, y: float) -> QPoint:  # type: ignore[no-untyped-def]
    g = window.view.table_geometry()
    sx, sy = g.to_screen(x, y)
    return QPointF(sx, sy).toPoint()


def world_of(window, p: QPoint) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    return window.view.table_geometry().to_world(p.x(), p.y())


def wait_turn(qtbot, window, shots: int) -> None:  # type: ignore[no-untyped-def]
    c = window.controller
    qtbot.waitUntil(
        lambda: len(c.match.records) >= shots and c.phase in (Phase.AIM, Phase.PLACE), timeout=60000
    )


def test_quick_game_is_ready_on_start(window) -> None:  # type: ignore[no-untyped-def]
    """Issue 5: seven pins, classic rules, 300, two players, one click from launch."""
    window.quick_game()
    m = window.controller.match
    assert m.config.discipline == "seven_pins_classic"
    assert m.config.options["start_total"] == 300
    assert len(m.config.players) == 2
    assert window.controller.phase == Phase.PLACE  # 7C-3: the cue ball is in hand in the house
    assert "in hand" in window.banner.text()
    assert window.scoreboard.figure(m.config.players[0], "total") == "300"


def test_start_a_game_through_the_dialog(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.quick_game()
    dlg = window.new_game_dialog()
    dlg.discipline.setCurrentIndex(dlg.discipline.findData("three_cushion"))
    dlg.names[0].setText("Anna")
    dlg.names[1].setText("Bohdan")
    dlg.target.setValue(15)
    dlg.breaker.setCurrentIndex(1)
    qtbot.mouseClick(
        dlg.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    m = window.controller.match
    assert m.config.discipline == "three_cushion"
    assert m.config.players == ("Anna", "Bohdan")
    assert m.config.first == "Bohdan"
    assert m.config.options["target"] == 15
    # C-2: the breaker places his own ball on the head string within 15 cm of the spot.
    assert window.controller.phase == Phase.PLACE
    assert "Bohdan" in window.banner.text()


def test_dialog_refuses_equal_names(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.quick_game()
    dlg = window.new_game_dialog()
    dlg.names[1].setText(dlg.names[0].text())
    qtbot.mouseClick(
        dlg.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert dlg.error.text()
    assert window.controller.match.config.players == ("Player 1", "Player 2")


def test_ball_in_hand_is_placed_by_drag(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.quick_game()
    c = window.controller
    v = window.view
    start = c.hand_pos
    qtbot.mousePress(v, Qt.MouseButton.LeftButton, pos=screen(window, *start))
    qtbot.mouseMove(v, screen(window, -0.3, -1.3))
    assert c.phase == Phase.PLACE and c.hand_ok
    target = screen(window, -0.35, -1.25)
    qtbot.mouseRelease(v, Qt.MouseButton.LeftButton, pos=target)
    assert c.phase == Phase.AIM
    placed = c.match.position.balls["cue"]
    assert placed == pytest.approx(world_of(window, target), abs=1e-9)
    assert math.dist(placed, (-0.35, -1.25)) < 0.01


def test_ball_in_hand_cannot_drop_outside_the_house(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.quick_game()
    c = window.controller
    v = window.view
    outside = screen(window, 0.0, 0.5)  # beyond the head string
    qtbot.mousePress(v, Qt.MouseButton.LeftButton, pos=outside)
    assert not c.hand_ok
    assert c.build_scene().hand is not None and not c.build_scene().hand.ok  # drawn red
    qtbot.mouseRelease(v, Qt.MouseButton.LeftButton, pos=outside)
    assert c.phase == Phase.PLACE
    assert c.match.ball_in_hand == "cue"


def test_ball_in_hand_moves_with_keys_and_enter_places(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.quick_game()
    c = window.controller
    x0, y0 = c.hand_pos
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Up)  # screen up = world -x
    qtbot.keyClick(window.view, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert c.hand_pos == pytest.approx((x0 - 0.005, y0 + 0.02))
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert c.phase == Phase.AIM
    assert c.match.position.balls["cue"] == pytest.approx((x0 - 0.005, y0 + 0.02))


def move_to(qtbot, view, at: QPoint) -> None:  # type: ignore[no-untyped-def]
    """Move the pointer to ``at`` by way of a neighbouring pixel: a move to where the pointer
    already is (left there by an earlier test) sends no event."""
    qtbot.mouseMove(view, at + QPoint(2, 2))
    qtbot.mouseMove(view, at)


def _placed(window) -> None:  # type: ignore[no-untyped-def]
    window.quick_game()
    assert window.controller.drop_hand()


def test_mouse_moves_aim_the_cue(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    _placed(window)
    c = window.controller
    cue = c.match.position.balls["cue"]
    target = screen(window, cue[0] + 0.3, cue[1] + 0.4)
    move_to(qtbot, window.view, target)
    tx, ty = world_of(window, target)
    expected = math.degrees(math.atan2(ty - cue[1], tx - cue[0])) % 360
    assert c.aim.aim_deg == pytest.approx(expected, abs=1e-6)
    assert c.build_scene().cue.aim_deg == pytest.approx(expected, abs=1e-6)


def test_shift_slows_the_mouse_ten_times(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    _placed(window)
    c = window.controller
    cue = c.match.position.balls["cue"]
    move_to(qtbot, window.view, screen(window, cue[0], cue[1] + 0.5))
    before = c.aim.aim_deg
    # A move that would turn the cue by about 11.3 degrees turns it about 1.13 with Shift.
    c.mouse_move(cue[0] + 0.1, cue[1] + 0.5, fine=True)
    assert c.aim.aim_deg - before == pytest.approx(
        -math.degrees(math.atan2(0.1, 0.5)) / 10, abs=0.02
    )


def test_fine_aim_with_keys_and_wheel(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    _placed(window)
    c = window.controller
    c.aim.aim_deg = 45.0
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Left)
    assert c.aim.aim_deg == pytest.approx(45.1)
    qtbot.keyClick(window.view, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert c.aim.aim_deg == pytest.approx(44.1)
    qtbot.keyClick(window.view, Qt.Key.Key_Down, Qt.KeyboardModifier.ShiftModifier)
    assert c.aim.aim_deg == pytest.approx(44.09)
    c.wheel(2.0)
    assert c.aim.aim_deg == pytest.approx(44.29)
    assert window.stroke.angle_box.value() == pytest.approx(44.29)


def test_keys_move_tip_elevation_and_power(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    _placed(window)
    c = window.controller
    v = window.view
    v.setFocus()
    speed = c.aim.speed
    for key in (
        Qt.Key.Key_W,
        Qt.Key.Key_W,
        Qt.Key.Key_D,
        Qt.Key.Key_E,
        Qt.Key.Key_E,
        Qt.Key.Key_Plus,
    ):
        qtbot.keyClick(v, key)
    assert (c.aim.side, c.aim.height) == pytest.approx((0.05, 0.1))
    assert c.aim.elevation_deg == 2.0
    assert c.aim.speed == pytest.approx(speed + 0.1)
    assert window.stroke.spin.side == pytest.approx(0.05)
    assert window.stroke.elevation.value() == 2


def test_spin_widget_click_sets_the_tip(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    _placed(window)
    spin = window.stroke.spin
    r = min(spin.width(), spin.height()) / 2 - 6
    at = QPoint(round(spin.width() / 2 + 0.3 * r), round(spin.height() / 2 - 0.3 * r))
    qtbot.mouseClick(spin, Qt.MouseButton.LeftButton, pos=at)
    a = window.controller.aim
    assert a.side == pytest.approx(0.3, abs=0.02)
    assert a.height == pytest.approx(0.3, abs=0.02)


KING_SHOT_EVENTS: list[dict[str, Any]] = [
    {"t": 0.0, "type": "strike", "ball": "cue"},
    {"t": 0.2, "type": "ball", "a": "cue", "b": "o1"},
    {"t": 0.5, "type": "cushion", "ball": "o1", "cushion": "left"},
    {"t": 0.9, "type": "pin", "ball": "o1", "pin": "king"},
    {"t": 0.9, "type": "pin_down", "pin": "king", "by": "o1"},
    {"t": 0.95, "type": "pin_down", "pin": "n", "by": "king"},
    {"t": 1.5, "type": "rest"},
]


def king_and_small_pin(
    request: dict[str, Any], trajectory_hz: float | None = None
) -> dict[str, Any]:
    """A scripted shot: pink off the left cushion knocks the king, which takes a small pin."""
    balls = request["balls"]
    traj = {b: [[0.0, *p], [1.5, *p]] for b, p in sorted(balls.items())}
    return {
        "events": KING_SHOT_EVENTS,
        "final": {
            "balls": balls,
            "pins_standing": [p for p in sorted(request["pins"]) if p not in ("king", "n")],
            "pins_down": ["king", "n"],
            "pocketed": [],
            "off_table": [],
        },
        "duration": 1.5,
        "trajectory": traj,
    }


@pytest.mark.instant
def test_pull_back_shoots_and_scoreboard_counts(window, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Rules 7C-6 and 7C-12: king (25) and a small pin (5) legally knocked: 300 - 30 = 270,
    the shooter plays on (7C-25) and the strip says so."""
    import app.shot.worker
    from tests.app.scripted import as_engine

    monkeypatch.setattr(app.shot.worker, "default_engine", as_engine(king_and_small_pin))
    _placed(window)
    c = window.controller
    v = window.view
    cue = c.match.position.balls["cue"]
    pink = c.match.position.balls["o1"]
    qtbot.mouseMove(v, screen(window, *pink))
    aim = c.aim.aim_deg
    a = math.radians(aim)
    press = (pink[0], pink[1])
    from app.table.power import drag_for_speed

    pull = drag_for_speed(4.0) * c.match.table.length  # app.table.power: 3/16 of the table's length
    back = (press[0] - pull * math.cos(a), press[1] - pull * math.sin(a))
    qtbot.mousePress(v, Qt.MouseButton.LeftButton, pos=screen(window, *press))
    qtbot.mouseMove(v, screen(window, *back))
    assert c.aim.pulling
    assert c.aim.speed == pytest.approx(4.0, abs=0.1)
    assert window.stroke.power.speed == c.aim.speed  # the meter reads the pull
    qtbot.mouseRelease(v, Qt.MouseButton.LeftButton, pos=screen(window, *back))
    wait_turn(qtbot, window, 1)
    stroke = c.match.records[0].stroke
    assert stroke.ball == "cue"
    assert stroke.aim_deg == pytest.approx(aim)
    assert cue == c.match.records[0].start.balls["cue"]
    window.scoreboard.settle()
    assert window.scoreboard.figure("Player 1", "total") == "270"
    assert window.scoreboard.figure("Player 2", "total") == "300"
    assert window.scoreboard.figure("Player 1", "inning") == "−30"  # 7C-4 counts down
    text = window.strip.text.text()
    assert "270" in text and "Player 1 plays on" in text
    assert window.strip.history.count() == 1
    # 7C-28: the pins stand again on their spots after the shot.
    assert set(c.match.position.pins) == {"king", "n", "s", "e", "w", "head", "foot"}


def test_escape_cancels_the_pull(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    _placed(window)
    c = window.controller
    speed = c.aim.speed
    cue = c.match.position.balls["cue"]
    c.mouse_move(cue[0] + 0.2, cue[1])  # aim there: the press is on the cue's line
    c.mouse_press(cue[0] + 0.2, cue[1])
    c.mouse_move(cue[0] + 0.05, cue[1] - 0.02)  # back along the cue
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert not c.aim.pulling and c.aim.speed == speed
    c.mouse_release(cue[0] + 0.2, cue[1] - 0.2)
    assert not c.match.records


def test_assists_change_per_player(window, qtbot, scripted) -> None:  # type: ignore[no-untyped-def]
    _placed(window)
    c = window.controller
    qtbot.waitUntil(lambda: c.build_scene().guide is not None, timeout=20000)
    assert c.build_scene().guide_level == "full"
    window.menu_actions.assists["ghost"].trigger()
    assert c.setup.assists["Player 1"] == "ghost"
    assert c.build_scene().guide_level == "ghost"
    window.menu_actions.assists["none"].trigger()
    assert c.build_scene().guide_level == "none"
    assert c.setup.assists["Player 2"] == "full"  # the other player keeps theirs


def test_guide_comes_from_the_simulated_stroke(window, qtbot, scripted) -> None:  # type: ignore[no-untyped-def]
    """The ghost ball is where the (stand-in) engine puts the cue ball at the first contact."""
    _placed(window)
    c = window.controller
    cue = c.match.position.balls["cue"]
    pink = c.match.position.balls["o1"]
    c.mouse_move(*pink)
    qtbot.waitUntil(lambda: c.build_scene().guide is not None, timeout=20000)
    guide = c.build_scene().guide
    assert guide.object_ball == "o1"
    # The stand-in stops the cue ball touching the pink: centres 2R apart on the aim line.
    assert math.dist(guide.ghost, pink) == pytest.approx(0.068, abs=1e-6)
    assert guide.cue_path[0] == pytest.approx(cue)


@pytest.mark.instant
def test_take_back_restores_the_position(window, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import app.shot.worker
    from tests.app.scripted import as_engine

    monkeypatch.setattr(app.shot.worker, "default_engine", as_engine(king_and_small_pin))
    _placed(window)
    c = window.controller
    c.shoot()
    wait_turn(qtbot, window, 1)
    window.menu_actions.take_back.trigger()
    assert not c.match.records
    window.scoreboard.settle()
    assert window.scoreboard.figure("Player 1", "total") == "300"


def test_calls_shown_only_when_allowed(window) -> None:  # type: ignore[no-untyped-def]
    window.quick_game()
    buttons = window.stroke.call_buttons
    assert not any(b.isVisibleTo(window) for b in buttons.values())
    window.stroke.set_allowed_calls(("rollout",))
    assert buttons["rollout"].isVisibleTo(window)
    assert not buttons["carom"].isVisibleTo(window)


def federation_miss(request: dict[str, Any], trajectory_hz: float | None = None) -> dict[str, Any]:
    """A scripted miss: the cue ball touches only a cushion (rule 7F-6)."""
    balls = request["balls"]
    return {
        "events": [
            {"t": 0.0, "type": "strike", "ball": "cue"},
            {"t": 0.4, "type": "cushion", "ball": "cue", "cushion": "right"},
            {"t": 1.0, "type": "rest"},
        ],
        "final": {
            "balls": balls,
            "pins_standing": sorted(request["pins"]),
            "pins_down": [],
            "pocketed": [],
            "off_table": [],
        },
        "duration": 1.0,
        "trajectory": {b: [[0.0, *p], [1.0, *p]] for b, p in sorted(balls.items())},
    }


@pytest.mark.instant
def test_federation_foul_offers_the_choice(window, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Rule 7F-10: after a foul the opponent chooses to play on or make the offender replay;
    the window asks (choice_needed) and the choice decides who plays."""
    import app.shot.worker
    from game.setup import GameSetup
    from tests.app.scripted import as_engine

    monkeypatch.setattr(app.shot.worker, "default_engine", as_engine(federation_miss))
    window.start(
        GameSetup("seven_pins_federation", ["Anna", "Bohdan"], "Anna", {"start_total": 300}, {})
    )
    c = window.controller
    asked: list[tuple[str, ...]] = []
    c.choice_needed.connect(asked.append)
    assert c.drop_hand()
    c.shoot()
    wait_turn(qtbot, window, 1)
    assert asked == [("play", "replay")]
    assert "chooses" in window.strip.text.text()
    c.choose("replay")
    assert c.match.next_player == "Anna"
    assert "Anna" in window.banner.text()


def test_replay_choice_shows_the_offenders_rollout(window) -> None:  # type: ignore[no-untyped-def]
    """Rules 7F-10 and 7C-24: A leads and is shown no call after B's foul left the cue ball
    frozen; when A makes B replay, the stroke panel shows B's roll-out (it showed none)."""
    from tests.test_match_calls import offender_trails

    c = window.controller
    c.set_match(offender_trails())
    buttons = window.stroke.call_buttons
    assert c.match.next_player == "A" and not buttons["rollout"].isVisibleTo(window)
    c.choose("replay")
    assert c.match.next_player == "B"
    assert buttons["rollout"].isVisibleTo(window)
    # The referee says it too, naming the player who now shoots (it named A before).
    said = window.strip.text.text()
    assert "B may declare a roll-out" in said and "A may declare" not in said
    assert "B plays on" in said and "A to play" not in said


@pytest.mark.instant
def test_game_over_dialog_and_rematch(window, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Rule 7C-4: a shot taking the total to 0 wins; the game-over dialog shows the result
    and its rematch button starts a new game with the other player breaking."""
    import app.shot.worker
    from app.play.game_over import GameOverDialog
    from game.setup import GameSetup
    from tests.app.scripted import as_engine

    monkeypatch.setattr(app.shot.worker, "default_engine", as_engine(king_and_small_pin))
    window.start(
        GameSetup("seven_pins_classic", ["Anna", "Bohdan"], "Anna", {"start_total": 30}, {})
    )
    c = window.controller
    overs: list[GameResult] = []
    c.game_over.connect(overs.append)
    c.drop_hand()
    c.shoot()
    qtbot.waitUntil(lambda: bool(overs), timeout=30000)
    assert overs == [GameResult.win("Anna", Termination.TOTAL_WRITTEN_OFF)]
    assert "wins" in window.banner.text()
    m = c.match
    dlg = GameOverDialog(
        GameResult.win("Anna", Termination.TOTAL_WRITTEN_OFF),
        m.config.players,
        m.scores,
        m.stats,
        {"Anna": 1},
        window,
    )
    assert dlg.table.item(0, 0).text() == "Anna" and dlg.table.item(0, 1).text() == "0"
    dlg.finished.connect(lambda code: window.rematch() if code == dlg.REMATCH else None)
    dlg.show()
    qtbot.mouseClick(dlg.rematch, Qt.MouseButton.LeftButton)
    assert c.match is not m and not c.match.records
    assert c.match.config.first == "Bohdan"


def test_badge_counts_caroms_left_in_a_balk_space(window) -> None:  # type: ignore[no-untyped-def]
    """Rule CB-2 (47/2): with both object balls in one balk space one carom may be made
    there; the window says so, and says nothing when they lie apart."""
    from dataclasses import replace

    from app.words.table_notes import restricted_badge
    from game.setup import GameSetup

    window.start(GameSetup("balkline_47_2", ["Anna", "Bohdan"], "Anna", {"target": 15}, {}))
    m = window.controller.match
    # Break position: red and yellow both lie in the (restricted) centre space (CB-3).
    assert restricted_badge(m) == ((0.0, 0.0), "1 more carom allowed here")
    balls = dict(m.position.balls)
    balls["red"] = (0.5, 1.2)  # the far corner square: apart
    m.position = replace(m.position, balls=balls)
    assert restricted_badge(m) is None
    balls["yellow"], balls["red"] = (0.5, -1.2), (0.45, -1.0)  # the corner square by the head
    m.position = replace(m.position, balls=balls)
    badge = restricted_badge(m)
    assert badge is not None and badge[1] == "1 more carom allowed here"
    assert window.controller.build_scene().badge == badge
