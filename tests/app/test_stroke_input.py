"""Playing a stroke with the mouse (issue 15): the pull-back's length gives the documented
speed at any zoom, Esc and a right-click put the cue down, L locks the aim, the power slider
and Shoot play without a drag; the replay indicator; a ball in hand dropped where it may not
lie goes back, with the reason on the table."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

from app.table.power import FULL_DRAG, drag_for_speed, speed_for_drag


def _placed(window) -> None:  # type: ignore[no-untyped-def]
    window.quick_game()
    assert window.controller.drop_hand()


def _px(window, x: float, y: float) -> QPointF:  # type: ignore[no-untyped-def]
    g = window.view.table_geometry()
    return QPointF(*g.to_screen(x, y))


def _fit_length_px(window) -> float:  # type: ignore[no-untyped-def]
    fit = window.view.fit_geometry()
    return fit.scale * fit.table.length


def _pull(window, qtbot, pixels: float) -> None:  # type: ignore[no-untyped-def]
    """Press behind the cue ball and draw the mouse ``pixels`` straight back along the cue."""
    c, v = window.controller, window.view
    cue = c.match.position.balls[c.match.next_ball]
    a = math.radians(c.aim.aim_deg)
    start = _px(window, cue[0] - 0.05 * math.cos(a), cue[1] - 0.05 * math.sin(a))
    # The screen direction of "back along the cue".
    tip = _px(window, cue[0], cue[1])
    d = start - tip
    n = math.hypot(d.x(), d.y())
    end = start + QPointF(d.x() / n * pixels, d.y() / n * pixels)
    qtbot.mousePress(v, Qt.MouseButton.LeftButton, pos=start.toPoint())
    qtbot.mouseMove(v, end.toPoint())


@pytest.mark.parametrize("zoom", [1.0, 2.0])
def test_drag_length_gives_the_documented_speed(window, qtbot, zoom: float) -> None:  # type: ignore[no-untyped-def]
    """Three twentieths of the table's on-screen length give 2.45 m/s (app.table.power),
    zoomed or not; three tenths give the full 12 m/s."""
    _placed(window)
    c = window.controller
    if zoom != 1.0:
        window.view.set_zoom(zoom, _px(window, *c.match.position.balls[c.match.next_ball]))
    half = _fit_length_px(window) * FULL_DRAG / 2
    _pull(window, qtbot, half)
    assert c.aim.pulling
    assert c.aim.speed == pytest.approx(speed_for_drag(FULL_DRAG / 2), abs=0.05)
    assert c.aim.speed == pytest.approx(2.45, abs=0.05)
    assert c.build_scene().cue.readout  # the live m/s at the cue
    c.cancel()
    _pull(window, qtbot, _fit_length_px(window) * drag_for_speed(12.0) + 4)
    assert c.aim.speed == pytest.approx(12.0)


def test_readout_follows_the_locale(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QLocale

    from app.table.cue import speed_text

    old = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.Russian))
        assert "3,25" in speed_text(3.25)
        QLocale.setDefault(QLocale(QLocale.Language.English))
        assert "3.25" in speed_text(3.25)
    finally:
        QLocale.setDefault(old)


def test_right_click_cancels_the_pull(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    _placed(window)
    c, v = window.controller, window.view
    speed = c.aim.speed
    _pull(window, qtbot, 120)
    assert c.aim.pulling and c.aim.speed != speed
    qtbot.mousePress(v, Qt.MouseButton.RightButton, pos=QPoint(10, 10))
    assert not c.aim.pulling and c.aim.speed == speed
    qtbot.mouseRelease(v, Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
    assert not c.match.records and c.phase == "aim"


def test_escape_cancels_a_mouse_pull(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    _placed(window)
    c, v = window.controller, window.view
    _pull(window, qtbot, 120)
    qtbot.keyClick(v, Qt.Key.Key_Escape)
    assert not c.aim.pulling
    qtbot.mouseRelease(v, Qt.MouseButton.LeftButton)
    assert not c.match.records


def test_aim_lock_keeps_the_aim_while_the_mouse_moves(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    _placed(window)
    c, v = window.controller, window.view
    cue = c.match.position.balls[c.match.next_ball]
    qtbot.mouseMove(v, _px(window, cue[0] + 0.3, cue[1] + 0.3).toPoint())
    aim = c.aim.aim_deg
    v.setFocus()
    qtbot.keyClick(v, Qt.Key.Key_L)
    assert c.aim.locked and c.build_scene().cue.lock_text
    qtbot.mouseMove(v, _px(window, cue[0] - 0.4, cue[1] + 0.1).toPoint())
    assert c.aim.aim_deg == aim  # the mouse no longer turns the cue
    c.wheel(1.0)  # fine aim still works
    assert c.aim.aim_deg == pytest.approx(aim + 0.1)
    qtbot.keyClick(v, Qt.Key.Key_L)
    assert not c.aim.locked
    qtbot.mouseMove(v, _px(window, cue[0] - 0.4, cue[1] + 0.1).toPoint() + QPoint(3, 3))
    assert c.aim.aim_deg != pytest.approx(aim + 0.1)


@pytest.mark.instant
def test_slider_and_shoot_play_without_a_drag(window, qtbot, scripted) -> None:  # type: ignore[no-untyped-def]
    _placed(window)
    c, panel = window.controller, window.stroke
    panel.power_slider.setValue(panel.power_slider.maximum() // 2)
    assert c.aim.speed == pytest.approx(speed_for_drag(FULL_DRAG / 2), abs=0.01)
    qtbot.mouseClick(panel.shoot_now, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(c.match.records) == 1, timeout=20000)
    assert c.match.records[0].stroke.speed == pytest.approx(c.aim.speed, abs=0.01)


def test_replay_shows_an_indicator(window, qtbot, scripted) -> None:  # type: ignore[no-untyped-def]
    _placed(window)
    c = window.controller
    assert not c.build_scene().replay_text
    c.shoot()
    qtbot.waitUntil(lambda: c.phase == "aim" and len(c.match.records) == 1, timeout=30000)
    seen: list[str] = []
    c.scene_changed.connect(lambda s: seen.append(s.replay_text))
    c.replay_last()
    assert c.phase == "replaying"
    qtbot.waitUntil(lambda: window.view.scene().replay_text != "", timeout=20000)
    img = window.view.grab().toImage()
    # The red dot of the indicator, top centre of the table view.
    reds = [
        img.pixelColor(x, y)
        for x in range(img.width() // 2 - 120, img.width() // 2 + 120)
        for y in range(12, 34)
    ]
    assert any(q.red() > 200 and q.green() < 80 and q.blue() < 80 for q in reds)
    qtbot.waitUntil(lambda: c.phase == "aim", timeout=30000)
    assert seen and seen[0] == "Replay"
    assert c.build_scene().replay_text == ""


def test_illegal_drop_goes_back_with_the_reason_on_the_table(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.quick_game()
    c, v = window.controller, window.view
    m = c.match
    assert c.phase == "place"
    legal = c.hand_pos
    assert c.hand_ok
    # No ball lies in the house at the break: put one there so a drop can overlap it.
    from dataclasses import replace

    other = next(b for b in m.position.balls if b != m.ball_in_hand)
    area = m.hand_area

    inside = (legal[0] + 0.2, legal[1])
    assert area.contains(inside)
    m.position = replace(m.position, balls={**m.position.balls, other: inside})
    qtbot.mousePress(v, Qt.MouseButton.LeftButton, pos=_px(window, *legal).toPoint())
    qtbot.mouseMove(v, _px(window, inside[0] + 0.01, inside[1]).toPoint())
    assert not c.hand_ok  # drawn red while held there
    qtbot.mouseRelease(
        v, Qt.MouseButton.LeftButton, pos=_px(window, inside[0] + 0.01, inside[1]).toPoint()
    )
    assert c.phase == "place"
    scene = c.build_scene()
    assert scene.hand is not None and scene.hand.ok
    assert math.dist(scene.hand.pos, legal) < 0.03  # back where it could lie
    assert scene.notice is not None and "ball" in scene.notice[1].lower()
    assert math.dist(scene.notice[0], scene.hand.pos) < 1e-9
    window.view.grab()  # painted without error


def test_the_game_table_strokes_through_stroke_input(window) -> None:  # type: ignore[no-untyped-def]
    """The game's table takes a stroke the way every other table does: its mouse and keys
    reach one ``StrokeInput`` (the wheel's steps, the pull-back measured on the view)."""
    from app.play.controller import Phase
    from app.table.stroke_input import StrokeInput

    window.quick_game()
    c = window.controller
    if c.phase == Phase.PLACE:
        assert c.drop_hand()
    assert isinstance(c.input, StrokeInput) and c.input.view is window.view
    assert c.input.aim is c.aim
    before = c.aim.aim_deg
    window.view.wheel_turned.emit(1.0, Qt.KeyboardModifier.ShiftModifier)
    assert c.aim.aim_deg == pytest.approx((before + 0.01) % 360)
    window.view.zoom_by(2.0)
    cue = c.match.position.balls[c.match.next_ball]
    a = math.radians(c.aim.aim_deg)
    on_line = (cue[0] + 0.2 * math.cos(a), cue[1] + 0.2 * math.sin(a))
    window.view.mouse_pressed.emit(*on_line, Qt.KeyboardModifier.NoModifier)
    assert c.aim.pulling
    assert c.aim.drag_unit == pytest.approx(c.match.table.length / window.view.zoom())
    window.view.right_clicked.emit()
    assert not c.aim.pulling
