"""Issue 15: a drill is played on the table with the mouse alone, like a game.

The drill's reference stroke is turned into a mouse gesture on the card's table view: a move
to a point on the aim line (far from the cue ball, so a pixel is a small angle), a press, a
pull back along the cue by the number of pixels whose speed is nearest the reference's
(found through the card's own ``Aim``, whatever its power curve), and a release."""

from __future__ import annotations

import dataclasses
import math
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt

from app.common.pacing import INSTANT
from app.table.aim import Aim
from game.drills.format import load_all
from game.drills.progress import ProgressStore
from game.stroke import Stroke

MOUSE_DRILLS = ("c1-bank-first", "7p-foot-side-pin", "5p-two-pins")


@pytest.fixture
def card(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    from app.practice.card import DrillCard

    monkeypatch.setenv("KEGLI_DATA_DIR", str(tmp_path))
    c = DrillCard(ProgressStore.open(tmp_path), pacing=INSTANT, today_fn=lambda: "2026-12-01")
    qtbot.addWidget(c)
    c.resize(1400, 900)
    c.show()
    qtbot.waitExposed(c)
    return c


def aim_by_mouse(qtbot, view, at: QPoint) -> None:  # type: ignore[no-untyped-def]
    """Move the mouse to ``at`` so the cue turns toward it (by way of a neighbouring pixel:
    a move to where the pointer already is, left there by an earlier test, sends nothing)."""
    qtbot.mouseMove(view, at + QPoint(2, 2))
    qtbot.mouseMove(view, at)


def gesture(card, stroke: Stroke) -> tuple[QPoint, QPoint]:  # type: ignore[no-untyped-def]
    """Screen points for the aim (move, then press there) and for the end of the pull."""
    view = card.diagram
    g = view.table_geometry()
    cue = card.session.drill.balls[card.session.drill.cue_ball]
    a = math.radians(stroke.aim_deg)
    best: QPoint | None = None
    err = math.inf
    for k in range(400, 20, -1):  # the pixel on the aim line inside the view nearest to it
        reach = k * 0.01
        sx, sy = g.to_screen(cue[0] + reach * math.cos(a), cue[1] + reach * math.sin(a))
        p = QPoint(round(sx), round(sy))
        if 5 <= p.x() < view.width() - 5 and 5 <= p.y() < view.height() - 5:
            wx, wy = g.to_world(p.x(), p.y())
            off = abs((math.degrees(math.atan2(wy - cue[1], wx - cue[0])) - stroke.aim_deg
                       + 180) % 360 - 180)  # fmt: skip
            if off < err:
                best, err = p, off
    assert best is not None
    # Pull back: the pixel count whose speed, through the card's own Aim, is nearest.
    back = g.screen_angle(stroke.aim_deg)
    ux, uy = -math.cos(math.radians(back)), -math.sin(math.radians(back))
    press_w = g.to_world(best.x(), best.y())
    aim_w = math.degrees(math.atan2(press_w[1] - cue[1], press_w[0] - cue[0])) % 360
    choices = []
    for n in range(1, 600):
        end = QPoint(round(best.x() + n * ux), round(best.y() + n * uy))
        probe = Aim(aim_deg=aim_w, drag_unit=g.table.length / view.zoom())
        probe.begin_pull(press_w)
        probe.drag_pull(g.to_world(end.x(), end.y()))
        choices.append((abs(probe.speed - stroke.speed), n, end))
    _err, _n, end = min(choices, key=lambda c: c[0])
    return best, end


@pytest.mark.parametrize("drill_id", MOUSE_DRILLS)
def test_a_drill_is_solved_with_the_mouse_alone(qtbot, card, drill_id: str) -> None:  # type: ignore[no-untyped-def]
    drill = next(d for d in load_all() if d.id == drill_id)
    card.set_drill(drill)
    ref = card.session.drill.stroke
    assert not ref.side and not ref.height  # the mouse sets aim and power
    view = card.diagram
    aim_at, pull_to = gesture(card, ref)
    aim_by_mouse(qtbot, view, aim_at)
    scene = view.scene()
    assert scene.cue is not None  # the cue lies behind the cue ball, toward the mouse
    assert scene.cue.aim_deg == pytest.approx(ref.aim_deg, abs=0.1)
    assert card.aim.value() == pytest.approx(ref.aim_deg, abs=0.1)  # numbers follow
    with qtbot.waitSignal(card.judged, timeout=20000) as judged:
        qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=aim_at)
        qtbot.mouseMove(view, pull_to)
        assert view.scene().cue.pull > 0  # the cue draws back while pulling
        qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=pull_to)
    attempt = judged.args[0]
    assert attempt.stroke.speed == pytest.approx(ref.speed, abs=0.15)  # a pixel or so
    assert attempt.success, (drill_id, attempt.stroke, ref, attempt.score)


def test_the_mouse_aim_line_comes_from_the_engine(qtbot, card) -> None:  # type: ignore[no-untyped-def]
    drill = next(d for d in load_all() if d.id == "c1-gather")
    card.set_drill(drill)
    aim_at, _end = gesture(card, card.session.drill.stroke)
    qtbot.mouseMove(card.diagram, aim_at)
    qtbot.waitUntil(lambda: card.diagram.scene().guide is not None, timeout=10000)
    assert card.diagram.scene().guide.paths  # practice shows the whole path (issue 15)


def test_escape_lets_the_cue_go_without_a_shot(qtbot, card) -> None:  # type: ignore[no-untyped-def]
    drill = next(d for d in load_all() if d.id == "c1-gather")
    card.set_drill(drill)
    aim_at, pull_to = gesture(card, card.session.drill.stroke)
    speed = card.speed.value()
    view = card.diagram
    aim_by_mouse(qtbot, view, aim_at)
    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=aim_at)
    qtbot.mouseMove(view, pull_to)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=pull_to)
    assert card.session.attempts_left == card.session.drill.attempts
    assert card.speed.value() == speed and view.scene().cue.pull == 0


def test_retry_restores_the_exact_stroke_and_solution_draws_its_path(qtbot, card) -> None:  # type: ignore[no-untyped-def]
    drill = next(d for d in load_all() if d.id == "c1-gather")
    card.set_drill(drill)
    card._set_stroke(Stroke("white", 123.45, 2.34, side=-0.15, height=0.2, elevation_deg=7.0))
    for _ in range(drill.attempts):
        with qtbot.waitSignal(card.judged, timeout=20000):
            card.shoot()
    assert card.session.finished
    card._set_stroke(Stroke("white", 10.0, 1.0))
    card.retry()
    assert card.stroke().aim_deg == 123.45 and card.stroke().speed == 2.34
    assert card.diagram.scene().balls == dict(card.session.drill.balls)
    with qtbot.waitSignal(card.solution_played, timeout=20000):
        card.show_solution()
    cue = card.session.drill.cue_ball
    qtbot.waitUntil(lambda: cue in card.diagram.scene().trails, timeout=5000)
    path = card.diagram.scene().trails[cue]
    assert len(path) > 10 and path[0] == pytest.approx(card.session.drill.balls[cue])


def spin_point(card, side: float, height: float) -> QPoint:  # type: ignore[no-untyped-def]
    """The pixel of the card's cue-ball face that sets the tip nearest (side, height), as
    the face and the card round it."""
    from PySide6.QtCore import QPointF

    from app.practice.card import drill_tip

    face = card.tip.spin
    best = None
    for x in range(face.width()):
        for y in range(face.height()):
            got = drill_tip(*face._tip_from(QPointF(x, y)))
            err = math.hypot(got[0] - side, got[1] - height)
            if best is None or err < best[0]:
                best = (err, QPoint(x, y))
    assert best is not None and best[0] <= 0.011
    return best[1]


def drag_slider(qtbot, slider, value: int) -> None:  # type: ignore[no-untyped-def]
    """Grab the slider's handle with the mouse and drag it to where it reads nearest
    ``value`` (exactly, when a pixel gives it)."""
    from PySide6.QtWidgets import QStyle, QStyleOptionSlider

    opt = QStyleOptionSlider()
    slider.initStyleOption(opt)
    handle = slider.style().subControlRect(
        QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderHandle, slider
    )
    grab = handle.center()
    qtbot.mousePress(slider, Qt.MouseButton.LeftButton, pos=grab)
    best = None
    for x in range(slider.width()):
        qtbot.mouseMove(slider, QPoint(x, grab.y()))
        off = abs(slider.value() - value)
        if best is None or off < best[0]:
            best = (off, x)
    assert best is not None
    qtbot.mouseMove(slider, QPoint(best[1], grab.y()))
    qtbot.mouseRelease(slider, Qt.MouseButton.LeftButton, pos=QPoint(best[1], grab.y()))
    step = (slider.maximum() - slider.minimum()) / max(1, slider.width() - handle.width())
    assert abs(slider.value() - value) <= step


def play_with_the_mouse(qtbot, card, stroke: Stroke) -> object:  # type: ignore[no-untyped-def,type-arg]
    """Spin on the cue ball's face (pressed, dragged there), elevation on its slider,
    then aim and pull back on the table; the judged attempt."""
    face = card.tip.spin
    target = spin_point(card, stroke.side, stroke.height)
    start = QPoint(face.width() // 2, face.height() // 2)
    qtbot.mousePress(face, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(face, QPoint((start.x() + target.x()) // 2, (start.y() + target.y()) // 2))
    qtbot.mouseMove(face, target)
    qtbot.mouseRelease(face, Qt.MouseButton.LeftButton, pos=target)
    if stroke.elevation_deg:
        drag_slider(qtbot, card.tip.elevation, round(stroke.elevation_deg))
    view = card.diagram
    aim_at, pull_to = gesture(card, stroke)
    aim_by_mouse(qtbot, view, aim_at)
    with qtbot.waitSignal(card.judged, timeout=20000) as judged:
        qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=aim_at)
        qtbot.mouseMove(view, pull_to)
        qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=pull_to)
    return judged.args[0]


@pytest.mark.parametrize("drill_id", ["a-draw-back", "a-masse-draw"])
def test_a_drill_that_needs_spin_is_solved_with_the_mouse_alone(qtbot, card, drill_id: str) -> None:  # type: ignore[no-untyped-def]
    from game.drills.session import Session
    from game.physics.api import simulate_detailed

    drill = next(d for d in load_all() if d.id == drill_id)
    ref = drill.stroke
    # The spin is needed: the same aim and pace with a plain stroke fails.
    plain = dataclasses.replace(ref, side=0.0, height=0.0, elevation_deg=0.0)
    probe = Session(drill)
    assert not probe.record(plain, simulate_detailed(probe.request(plain)), "2026-12-01").success
    card.set_drill(drill)
    assert card.stroke().height == 0.0  # the card starts on a plain stroke
    attempt = play_with_the_mouse(qtbot, card, ref)
    assert attempt.stroke.height == pytest.approx(ref.height, abs=0.011)
    assert attempt.stroke.side == pytest.approx(ref.side, abs=0.011)
    assert attempt.stroke.elevation_deg == round(ref.elevation_deg)
    assert attempt.success, (drill_id, attempt.stroke, ref, attempt.score)
    # The face, the slider and the numbers all show the stroke played.
    assert card.tip.spin.height_ == attempt.stroke.height
    assert card.height_box.value() == attempt.stroke.height
    assert card.tip.elevation.value() == round(attempt.stroke.elevation_deg)


def test_retry_restores_the_spin_and_the_elevation(qtbot, card) -> None:  # type: ignore[no-untyped-def]
    drill = next(d for d in load_all() if d.id == "a-masse-draw")
    card.set_drill(drill)
    attempt = play_with_the_mouse(qtbot, card, drill.stroke)
    played = attempt.stroke
    # The player then moves the tip and lowers the cue with the mouse, and turns the aim.
    face = card.tip.spin
    qtbot.mouseClick(face, Qt.MouseButton.LeftButton, pos=spin_point(card, 0.3, 0.3))
    drag_slider(qtbot, card.tip.elevation, 5)
    qtbot.mouseMove(card.diagram, QPoint(10, 10))
    assert card.stroke().side == pytest.approx(0.3, abs=0.011)
    assert card.stroke().elevation_deg == 5
    card.retry()
    for k in ("aim_deg", "speed", "side", "height", "elevation_deg"):
        assert getattr(card.stroke(), k) == getattr(played, k), k
    assert (card.cue.side, card.cue.height) == (played.side, played.height)
    assert card.cue.elevation_deg == played.elevation_deg
    assert (face.side, face.height_) == (played.side, played.height)
    assert card.tip.elevation.value() == round(played.elevation_deg)
    assert card.diagram.scene().cue.elevation_deg == played.elevation_deg


def test_spin_keys_move_the_tip_on_the_drill_table(qtbot, card) -> None:  # type: ignore[no-untyped-def]
    card.set_drill(next(d for d in load_all() if d.id == "c1-gather"))
    view = card.diagram
    view.setFocus()
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_S)
    qtbot.keyClick(view, Qt.Key.Key_D)
    qtbot.keyClick(view, Qt.Key.Key_E)
    assert card.stroke().height == pytest.approx(-0.15)
    assert card.stroke().side == pytest.approx(0.05)
    assert card.stroke().elevation_deg == 1.0
    assert (card.tip.spin.side, card.tip.spin.height_) == (0.05, -0.15)
    # Never past the miscue ring: a drill's stroke must stay inside it.
    for _ in range(20):
        qtbot.keyClick(view, Qt.Key.Key_S)
    assert math.hypot(card.stroke().side, card.stroke().height) <= 0.6


def _pull(qtbot, card, pixels: float, release: bool = True, aim: bool = True) -> None:  # type: ignore[no-untyped-def]
    """Aim along +y (straight up the table; ``aim`` False: as the cue lies), press, pull
    back ``pixels`` on the screen along the cue."""
    view = card.diagram
    g = view.table_geometry()
    cue = card.session.drill.balls[card.session.drill.cue_ball]
    sx, sy = g.to_screen(cue[0], cue[1] + 0.5)
    at = QPoint(round(sx), round(sy))
    if aim:
        aim_by_mouse(qtbot, view, at)
    back = math.radians(g.screen_angle(card.cue.aim_deg))
    end = QPoint(round(at.x() - pixels * math.cos(back)), round(at.y() - pixels * math.sin(back)))
    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=at)
    qtbot.mouseMove(view, end)
    if release:
        qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=end)


def test_the_drill_table_pulls_back_like_the_game(qtbot, card) -> None:  # type: ignore[no-untyped-def]
    """The documented curve (app.table.power) against the table's length on this screen; the live
    speed at the cue in the language's numbers; right-click lets the cue go."""
    from app.table.cue import speed_text
    from app.table.power import drag_for_speed

    card.set_drill(next(d for d in load_all() if d.id == "c1-gather"))
    g = card.diagram.table_geometry()
    on_screen = g.table.length * g.scale
    _pull(qtbot, card, drag_for_speed(4.0) * on_screen, release=False)
    assert card.cue.speed == pytest.approx(4.0, abs=0.05)
    assert card.diagram.scene().cue.readout == speed_text(card.cue.speed)  # locale's numbers
    qtbot.mouseClick(card.diagram, Qt.MouseButton.RightButton, pos=QPoint(5, 5))
    assert not card.cue.pulling and card.diagram.scene().cue.readout == ""
    assert card.session.attempts_left == card.session.drill.attempts  # no shot


def test_the_aim_lock_holds_the_aim_on_the_drill_table(qtbot, card) -> None:  # type: ignore[no-untyped-def]
    card.set_drill(next(d for d in load_all() if d.id == "c1-gather"))
    view = card.diagram
    qtbot.mouseMove(view, QPoint(view.width() // 3, view.height() // 3))
    aim = card.stroke().aim_deg
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_L)
    assert view.scene().cue.lock_text  # the note shows at the cue
    qtbot.mouseMove(view, QPoint(view.width() - 20, view.height() - 20))
    assert card.stroke().aim_deg == aim
    with qtbot.waitSignal(card.judged, timeout=20000):
        _pull(qtbot, card, 60.0, aim=False)
    assert card.session.last.stroke.aim_deg == aim  # pulled anywhere, the aim held
    assert not card.cue.locked  # the lock held that stroke only


def test_drill_tables_draw_the_whole_path(qtbot, card) -> None:  # type: ignore[no-untyped-def]
    from app.words.assists import PRACTICE_ASSIST

    card.set_drill(next(d for d in load_all() if d.id == "c3-ticky"))
    qtbot.mouseMove(card.diagram, QPoint(40, 40))
    qtbot.waitUntil(lambda: card.diagram.scene().guide is not None, timeout=10000)
    assert card.diagram.scene().guide_level == PRACTICE_ASSIST == "path"


def test_the_power_slider_and_shoot_play_a_drill_without_a_drag(qtbot, card) -> None:  # type: ignore[no-untyped-def]
    """The touchpad's way (issue 15): the game's power slider, on the pull-back's curve."""
    from app.table.power import FULL_DRAG, drag_for_speed

    card.set_drill(next(d for d in load_all() if d.id == "c1-gather"))
    slider = card.power
    value = round(drag_for_speed(4.0) / FULL_DRAG * slider.maximum())
    drag_slider(qtbot, slider, value)
    assert card.speed.value() == pytest.approx(4.0, abs=0.1)  # a pixel of a short slider
    assert card.cue.speed == card.speed.value()  # the cue and the assist follow
    with qtbot.waitSignal(card.judged, timeout=20000) as judged:
        qtbot.mouseClick(card.shoot_button, Qt.MouseButton.LeftButton)
    assert judged.args[0].stroke.speed == card.speed.value()
    card.speed.setValue(2.0)  # typed: the slider shows it
    assert slider.value() == round(drag_for_speed(2.0) / FULL_DRAG * slider.maximum())


def test_the_drill_path_follows_the_cushion_setting(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Settings → "Full path: cushions shown" reaches the practice tables too."""
    from app.practice.card import DrillCard
    from app.settings.store import SettingsStore
    from app.table.guide import full_paths
    from game.drills import play
    from game.physics.api import simulate_detailed

    monkeypatch.setenv("KEGLI_DATA_DIR", str(tmp_path))
    SettingsStore().set_path_cushions(1)
    c = DrillCard(ProgressStore.open(tmp_path), pacing=INSTANT)
    qtbot.addWidget(c)
    c.set_drill(next(d for d in load_all() if d.id == "c3-ticky"))
    c._set_stroke(c.session.drill.stroke)
    key = c._key_now()
    qtbot.waitUntil(lambda: c.guide_key == key and c.guide is not None, timeout=10000)
    result = simulate_detailed(play.request_for(c.session.drill, c.stroke()))
    assert c.guide.paths == full_paths(result, cushions=1)
    assert c.guide.paths != full_paths(result)
