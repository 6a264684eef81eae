"""Keyboard-only play and Help → Keys (app/help/keys.py): a full shot played with keys only
(ball in hand, aim, power, spin, elevation, shoot, skip, replay), every key of the Keys table
doing what its line says, and every listed menu shortcut present in the window. The physics is
the scripted stand-in (tests/app/scripted.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence

from app.help.keys import KEY_BINDINGS, WINDOW, KeysHelpDialog, rows
from app.help.keys import PLACE as PLACE_KEYS
from app.play.controller import Phase

K = Qt.Key
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def press(qtbot, window, key: Qt.Key, mods=Qt.KeyboardModifier.NoModifier, times: int = 1) -> None:  # type: ignore[no-untyped-def]
    for _ in range(times):
        qtbot.keyClick(window.view, key, mods)


def test_a_full_shot_by_keys_only(window, qtbot, scripted) -> None:  # type: ignore[no-untyped-def]
    window.quick_game()  # seven pins: the cue ball is in hand in the house (7C-3)
    c = window.controller
    window.view.setFocus()
    assert c.phase == Phase.PLACE
    x0, y0 = c.hand_pos
    press(qtbot, window, K.Key_Down, CTRL, 2)  # 2 cm steps across the table
    press(qtbot, window, K.Key_Left, SHIFT, 3)  # 1 mm steps along it
    press(qtbot, window, K.Key_Right)  # 5 mm
    assert c.hand_pos == pytest.approx((x0 + 0.04, y0 - 0.003 + 0.005))
    press(qtbot, window, K.Key_Return)
    assert c.phase == Phase.AIM
    assert c.match.position.balls["cue"] == pytest.approx((x0 + 0.04, y0 + 0.002))

    aim0, speed0 = c.aim.aim_deg, c.aim.speed
    press(qtbot, window, K.Key_Left, times=3)  # +0.3°
    press(qtbot, window, K.Key_Right, CTRL)  # -1°
    press(qtbot, window, K.Key_Up, SHIFT, 2)  # +0.02°
    press(qtbot, window, K.Key_Plus, times=5)
    press(qtbot, window, K.Key_Minus)
    press(qtbot, window, K.Key_W, times=2)  # follow
    press(qtbot, window, K.Key_D, times=3)
    press(qtbot, window, K.Key_A)  # net: two steps of right side
    press(qtbot, window, K.Key_E, times=3)
    press(qtbot, window, K.Key_Q)
    aim = (aim0 + 0.3 - 1.0 + 0.02) % 360
    assert c.aim.aim_deg == pytest.approx(aim, abs=1e-6)
    assert c.aim.speed == pytest.approx(speed0 + 0.4)
    assert (c.aim.side, c.aim.height, c.aim.elevation_deg) == pytest.approx((0.1, 0.1, 2.0))
    assert window.stroke.power.speed == pytest.approx(c.aim.speed)  # the panel follows

    press(qtbot, window, K.Key_Space)  # shoot
    qtbot.waitUntil(lambda: c.phase == Phase.ANIMATING or len(c.match.records) == 1, timeout=20000)
    press(qtbot, window, K.Key_Space)  # skip to rest
    qtbot.waitUntil(lambda: c.phase in (Phase.AIM, Phase.PLACE), timeout=20000)
    stroke = c.match.records[0].stroke
    assert stroke.ball == "cue"
    assert stroke.aim_deg == pytest.approx(aim, abs=1e-6)
    assert stroke.speed == pytest.approx(speed0 + 0.4)
    assert (stroke.side, stroke.height, stroke.elevation_deg) == pytest.approx((0.1, 0.1, 2.0))
    assert c.match.records[0].start.balls["cue"] == pytest.approx((x0 + 0.04, y0 + 0.002))


def test_keys_while_the_balls_run_and_replay(window, qtbot, scripted) -> None:  # type: ignore[no-untyped-def]
    window.quick_game()
    c = window.controller
    window.view.setFocus()
    press(qtbot, window, K.Key_Return)
    press(qtbot, window, K.Key_Space)
    qtbot.waitUntil(lambda: c.phase == Phase.ANIMATING, timeout=20000)
    speed = c.animator.speed
    press(qtbot, window, K.Key_Plus)  # faster replay
    assert c.animator.speed > speed
    press(qtbot, window, K.Key_Minus)
    assert c.animator.speed == speed
    press(qtbot, window, K.Key_Space)  # skip
    qtbot.waitUntil(lambda: c.phase in (Phase.AIM, Phase.PLACE), timeout=20000)
    if c.phase == Phase.AIM:
        press(qtbot, window, K.Key_R)  # replay the last shot
        assert c.phase in ("replaying", Phase.ANIMATING)
        press(qtbot, window, K.Key_Space)
        qtbot.waitUntil(lambda: c.phase in (Phase.AIM, Phase.PLACE), timeout=20000)
    assert len(c.match.records) == 1  # a replay plays no new shot


def test_escape_cancels_a_pull(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.quick_game()
    c = window.controller
    assert c.drop_hand()
    cue = c.match.position.balls["cue"]
    c.mouse_move(cue[0] + 0.2, cue[1])  # aim there: the press is on the cue's line
    c.mouse_press(cue[0] + 0.2, cue[1])
    c.mouse_move(cue[0] + 0.1, cue[1] - 0.01)  # back along the cue
    assert c.aim.pulling
    window.view.setFocus()
    press(qtbot, window, K.Key_Escape)
    assert not c.aim.pulling


def _shortcuts(window) -> set[str]:  # type: ignore[no-untyped-def]
    out = set()
    for a in window.findChildren(QAction):
        for s in a.shortcuts():
            out.add(s.toString(QKeySequence.SequenceFormat.PortableText))
    return out


def test_every_listed_menu_shortcut_exists_in_the_window(window) -> None:  # type: ignore[no-untyped-def]
    present = _shortcuts(window)
    listed = [k for b in KEY_BINDINGS if b.phase == WINDOW for k in b.keys]
    for key in listed:
        if key in ("Alt", "Tab", "Shift+Tab"):
            continue  # Qt's own menu and focus keys
        if key == "Ctrl+Q" and not QKeySequence.keyBindings(QKeySequence.StandardKey.Quit):
            continue  # Quit is the platform's standard key; the offscreen platform has none
        assert key in present, key


def test_every_window_action_with_a_shortcut_is_listed(window) -> None:  # type: ignore[no-untyped-def]
    listed = {k for b in KEY_BINDINGS for k in b.keys}
    for key in _shortcuts(window):
        assert key in listed, f"{key} is a shortcut of the window but not in Help → Keys"


def test_keys_window_lists_the_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    dlg = KeysHelpDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    assert dlg.table.rowCount() == len(KEY_BINDINGS)
    texts = [dlg.table.item(r, 2).text() for r in range(dlg.table.rowCount())]
    assert "Shoot with the power shown" in texts
    assert "Place the ball in hand where it is" in texts
    keys = [dlg.table.item(r, 1).text() for r in range(dlg.table.rowCount())]
    assert any("Space" in k for k in keys) and any("F1" in k for k in keys)
    assert rows()[0][0] == "Ball in hand" and KEY_BINDINGS[0].phase == PLACE_KEYS


def test_left_turns_the_cue_anticlockwise_on_screen(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """What the Keys window says: Left/Up anticlockwise, as the player sees the table."""
    import math

    window.quick_game()
    c = window.controller
    assert c.drop_hand()
    g = window.view.table_geometry()
    me = c.match.position.balls["cue"]

    def screen_dir() -> tuple[float, float]:
        a = math.radians(c.aim.aim_deg)
        x0, y0 = g.to_screen(*me)
        x1, y1 = g.to_screen(me[0] + math.cos(a), me[1] + math.sin(a))
        return (x1 - x0, y1 - y0)

    before = screen_dir()
    window.view.setFocus()
    press(qtbot, window, K.Key_Left, CTRL, 10)
    after = screen_dir()
    # Screen y points down: an anticlockwise turn has a negative cross product.
    assert before[0] * after[1] - before[1] * after[0] < 0
