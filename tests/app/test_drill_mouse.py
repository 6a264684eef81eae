"""Issue 15: a drill is played on the table with the mouse alone, like a game.

The drill's reference stroke is turned into a mouse gesture on the card's table view: a move
to a point on the aim line (far from the cue ball, so a pixel is a small angle), a press, a
pull back along the cue by the number of pixels whose speed is nearest the reference's
(found through the card's own ``Aim``, whatever its power curve), and a release."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt

from app.aim import Aim
from app.pacing import INSTANT
from game.drills.format import load_all
from game.drills.progress import ProgressStore
from game.stroke import Stroke

MOUSE_DRILLS = ("c1-gather", "7p-foot-side-pin", "5p-two-pins")


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


def gesture(card, stroke: Stroke) -> tuple[QPoint, QPoint]:  # type: ignore[no-untyped-def]
    """Screen points for the aim (move, then press there) and for the end of the pull."""
    view = card.diagram
    g = view.table_geometry()
    cue = card.session.drill.balls[card.session.drill.cue_ball]
    a = math.radians(stroke.aim_deg)
    best: QPoint | None = None
    for k in range(400, 0, -1):  # the farthest point of the aim line inside the view
        reach = k * 0.01
        sx, sy = g.to_screen(cue[0] + reach * math.cos(a), cue[1] + reach * math.sin(a))
        p = QPoint(round(sx), round(sy))
        if 5 <= p.x() < view.width() - 5 and 5 <= p.y() < view.height() - 5:
            best = p
            break
    assert best is not None
    # Pull back: the pixel count whose speed, through the card's own Aim, is nearest.
    back = g.screen_angle(stroke.aim_deg)
    ux, uy = -math.cos(math.radians(back)), -math.sin(math.radians(back))
    press_w = g.to_world(best.x(), best.y())
    aim_w = math.degrees(math.atan2(press_w[1] - cue[1], press_w[0] - cue[0])) % 360
    choices = []
    for n in range(1, 600):
        end = QPoint(round(best.x() + n * ux), round(best.y() + n * uy))
        probe = Aim(aim_deg=aim_w)
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
    qtbot.mouseMove(view, aim_at)
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
    qtbot.mouseMove(view, aim_at)
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
