"""Practice → Free table: drag balls and pins where they fit, shoot, exact reset, undo, save
as a drill the browser lists and `drills verify` solves, a damaged user pack (ux.md
"Practice", issue 8)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt

from game.drills import user_pack
from game.drills.play import attempt


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("KEGLI_DATA_DIR", str(tmp_path))
    return tmp_path


def free_table(qtbot, discipline: str = "seven_pins_classic"):  # type: ignore[no-untyped-def]
    """A free table that puts the balls at rest at once and answers "no" to its question."""
    from app.common.dialogs import Answers
    from app.common.pacing import INSTANT
    from app.practice.free_table import FreeTable

    w = FreeTable(discipline=discipline, pacing=INSTANT, dialogs=Answers(yes=False))
    qtbot.addWidget(w)
    w.resize(1400, 860)
    w.show()
    qtbot.waitExposed(w)
    return w


def screen(w, x: float, y: float) -> QPoint:  # type: ignore[no-untyped-def]
    g = w.view.table_geometry()
    sx, sy = g.to_screen(x, y)
    return QPoint(round(sx), round(sy))


def world(w, p: QPoint) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    return w.view.table_geometry().to_world(float(p.x()), float(p.y()))


def drag(qtbot, w, start: tuple[float, float], end: tuple[float, float]) -> QPoint:  # type: ignore[no-untyped-def]
    a, b = screen(w, *start), screen(w, *end)
    qtbot.mousePress(w.view, Qt.MouseButton.LeftButton, pos=a)
    mid = QPoint((a.x() + b.x()) // 2, (a.y() + b.y()) // 2)
    qtbot.mouseMove(w.view, mid)
    qtbot.mouseMove(w.view, b)
    return b


def play(qtbot, w) -> None:  # type: ignore[no-untyped-def]
    assert w.shoot()
    qtbot.waitUntil(lambda: not w.busy, timeout=30000)


def test_drag_a_ball_to_a_new_place(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    w = free_table(qtbot)
    before = dict(w.layout_.balls)
    end = drag(qtbot, w, before["o1"], (0.45, 0.55))
    hand = w.view.scene().hand
    assert hand is not None and hand.ball == "o1" and hand.ok  # drawn at the mouse, not red
    qtbot.mouseRelease(w.view, Qt.MouseButton.LeftButton, pos=end)
    assert w.layout_.balls["o1"] == pytest.approx(world(w, end))
    assert w.layout_.balls["o1"] != before["o1"]
    assert {k: v for k, v in w.layout_.balls.items() if k != "o1"} == {
        k: v for k, v in before.items() if k != "o1"
    }
    assert w.view.scene().hand is None
    assert w.undo()  # "Undo move"
    assert w.layout_.balls == before


def test_a_drag_onto_another_ball_is_refused_and_shown_red(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    w = free_table(qtbot)
    before = dict(w.layout_.balls)
    target = (before["o2"][0] + 0.01, before["o2"][1])
    end = drag(qtbot, w, before["o1"], target)
    hand = w.view.scene().hand
    assert hand is not None and not hand.ok  # red: it cannot go there
    qtbot.mouseRelease(w.view, Qt.MouseButton.LeftButton, pos=end)
    assert w.layout_.balls == before
    assert "overlap" in w.status.text()
    assert not w.undo_stack


def test_a_ball_cannot_go_into_a_pocket_or_the_cushion(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    from app.practice.positions import ball_problem

    w = free_table(qtbot)
    assert not w.move_ball("o1", (-0.8875, -1.775))  # the head left pocket's drop
    assert not w.move_ball("o1", (0.0, 1.775 - 0.01))  # into the foot cushion
    assert ball_problem("seven_pins_classic", w.layout_, "o1", (0.0, 0.05)) is not None  # pins
    assert w.move_ball("o1", (0.4, 0.0))


def test_drag_a_pin_and_take_the_pins_off_and_back(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    w = free_table(qtbot)
    spots = dict(w.layout_.pins)
    end = drag(qtbot, w, spots["head"], (0.3, -0.6))
    qtbot.mouseRelease(w.view, Qt.MouseButton.LeftButton, pos=end)
    assert w.layout_.pins["head"] == pytest.approx(world(w, end))
    # onto a ball: refused, the view rings it red while dragging
    o1 = w.layout_.balls["o1"]
    end = drag(qtbot, w, w.layout_.pins["head"], o1)
    assert w.view.bad_pin is not None
    qtbot.mouseRelease(w.view, Qt.MouseButton.LeftButton, pos=end)
    assert w.layout_.pins["head"] != pytest.approx(o1)
    w.toggle_pins()
    assert w.layout_.pins == {}
    w.toggle_pins()
    assert w.layout_.pins == spots  # back on their spots


def test_shoot_then_reset_restores_the_exact_position_and_stroke(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    w = free_table(qtbot)
    w.move_ball("cue", (0.2, -1.2))
    start = dict(w.layout_.balls)
    w.aim.aim_deg = 78.25
    w.aim.speed = 3.4
    w.aim.set_tip(0.1, -0.2)
    play(qtbot, w)
    assert w.layout_.balls != start
    assert w.reading.text()  # the referee's reading in words
    first = dict(w.layout_.balls)
    w.aim.aim_deg, w.aim.speed = 10.0, 1.0
    assert w.reset_position()
    assert w.layout_.balls == start  # exact, not approximately
    assert (w.aim.aim_deg, w.aim.speed, w.aim.side, w.aim.height) == (78.25, 3.4, 0.1, -0.2)
    play(qtbot, w)
    assert w.layout_.balls == first  # the same stroke from the same place: the same result


def test_shoot_with_the_window_controls(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    """Press on the cue's line away from the balls and pull back: the shot goes (the main
    window's way)."""
    w = free_table(qtbot)
    cue = w.layout_.balls["cue"]
    w.aim.aim_deg = 90.0
    a = screen(w, cue[0], cue[1] + 0.4)
    qtbot.mousePress(w.view, Qt.MouseButton.LeftButton, pos=a)
    assert w.aim.pulling
    back = screen(w, cue[0], cue[1] + 0.4 - 0.2)  # 20 cm back along the cue
    qtbot.mouseMove(w.view, back)
    qtbot.mouseRelease(w.view, Qt.MouseButton.LeftButton, pos=back)
    qtbot.waitUntil(lambda: w.last_result is not None and not w.busy, timeout=30000)
    assert w.last_stroke is not None and w.last_stroke.speed > 0.9  # app.table.power curve


def test_save_as_drill_then_the_browser_lists_it_and_verify_solves_it(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    from app.practice.browser import DrillBrowser
    from game.drills.format import load_all

    w = free_table(qtbot)
    ref = next(d for d in load_all() if d.id == "7p-king-alone-diagonal")
    for ball in ("cue", "o1", "o2"):
        w.layout_.balls.pop(ball)
    w.layout_.balls.update({b: p for b, p in ref.balls.items()})
    w.aim.load(ref.stroke)
    play(qtbot, w)
    saved = w.save("Диагональ king", "king_alone", difficulty=4)
    assert saved is not None and saved.id == "my-1"
    assert not w.last_warning
    assert saved.title == {"en": "Диагональ king", "ru": "Диагональ king", "uk": "Диагональ king"}
    assert dict(saved.balls) == dict(ref.balls)
    assert attempt(saved).success  # `drills verify`: the reference stroke meets its goal
    # a restart: the browser reads the pack from the data folder again
    b = DrillBrowser()
    qtbot.addWidget(b)
    ids = [b.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(b.list.count())]
    assert "my-1" in ids and "7p-king-alone-diagonal" in ids
    b.open_drill("my-1")
    assert b.card.session is not None and b.card.session.base.title["en"] == "Диагональ king"
    assert [d.id for d in user_pack.load(data_dir)] == ["my-1"]


def test_saving_a_goal_the_last_stroke_missed_warns(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    w = free_table(qtbot)
    w.aim.aim_deg, w.aim.speed = 0.0, 0.5  # rolls away from everything
    play(qtbot, w)
    assert w.save("Missed", "king_alone") is None
    assert "does not meet this goal" in w.last_warning
    assert not user_pack.path(data_dir).exists()
    w.dialogs.yes = True  # "save anyway"
    saved = w.save("Missed", "king_alone")
    assert saved is not None and not attempt(saved).success


def test_a_damaged_user_pack_gives_a_translated_message_and_loses_nothing(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    from app.practice.browser import DrillBrowser
    from app.settings import i18n

    bad = '{"format": "kegli-drills/1", "pack": "user", "drills": [ {"id": "my-1"'
    user_pack.path(data_dir).write_text(bad, encoding="utf-8")
    i18n.set_language("ru", remember=False)
    try:
        w = free_table(qtbot)
        play(qtbot, w)
        w.dialogs.yes = True  # whatever the goal, the damaged file stops the save
        assert w.save("Позиция", "carom") is None
        text = w.status.text()
        assert "user_drills.json" in text and "повреждён" in text
        assert user_pack.path(data_dir).read_text(encoding="utf-8") == bad
        b = DrillBrowser()
        qtbot.addWidget(b)
        assert "повреждён" in b.error.text()
        assert b.list.count() > 40  # the game's own drills are all still there
    finally:
        i18n.set_language("en", remember=False)


def test_carom_table_disciplines_have_no_pins_and_five_pins_has_its_cross(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    w = free_table(qtbot, "three_cushion")
    assert set(w.layout_.balls) == {"white", "yellow", "red"} and w.layout_.pins == {}
    assert not w.pins_button.isVisible()
    w.discipline_box.setCurrentIndex(w.discipline_box.findData("five_pins"))
    assert w.discipline == "five_pins" and set(w.layout_.pins) == {"centre", "n", "s", "e", "w"}
    assert w.pins_button.isVisible()
    w.ball_box.setCurrentIndex(w.ball_box.findData("yellow"))
    assert w.cue == "yellow"


def test_save_dialog_offers_the_discipline_goals(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    from app.practice.free_table import SaveDrillDialog
    from app.practice.positions import start_layout

    seven = SaveDrillDialog("seven_pins_classic", start_layout("seven_pins_classic"))
    qtbot.addWidget(seven)
    goals = [seven.goal.itemData(i) for i in range(seven.goal.count())]
    assert goals == ["carom", "king_alone", "pins_legally", "pocket"]
    assert not seven.pocket.isEnabled()
    seven.goal.setCurrentIndex(goals.index("pocket"))
    assert seven.pocket.isEnabled() and seven.ball.isEnabled() and seven.pocket.count() == 6
    carom = SaveDrillDialog("three_cushion", start_layout("three_cushion"))
    qtbot.addWidget(carom)
    assert [carom.goal.itemData(i) for i in range(carom.goal.count())] == [
        "three_cushion_point",
        "carom",
    ]


def test_escape_drops_a_dragged_ball_back(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    w = free_table(qtbot)
    before = dict(w.layout_.balls)
    end = drag(qtbot, w, before["o1"], (0.4, 0.4))
    qtbot.keyClick(w.view, Qt.Key.Key_Escape)
    assert w.drag is None and w.view.scene().hand is None
    qtbot.mouseRelease(w.view, Qt.MouseButton.LeftButton, pos=end)
    assert w.layout_.balls == before


def test_practice_shows_the_whole_path_by_default(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    """Issue 15: practice tables default to the full path assist, the engine's own motion of
    every ball the stroke moves, not only the lines to the first contact."""
    w = free_table(qtbot, "three_cushion")
    w.pipeline.schedule_preview()
    qtbot.waitUntil(lambda: w.guide is not None, timeout=10000)
    assert w.guide.paths  # the moved balls' paths through the cushions


def test_the_free_table_sets_spin_like_the_game(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    """Issue 15: the game's own cue-ball face and elevation (one widget), and its keys."""
    from app.table.stroke_panel import CueBallControl

    w = free_table(qtbot, "three_cushion")
    assert isinstance(w.stroke.cue_ball, CueBallControl)
    face = w.stroke.spin
    qtbot.mouseClick(face, Qt.MouseButton.LeftButton, pos=QPoint(face.width() // 2, 12))
    assert w.aim.height > 0.5 and w.aim.side == pytest.approx(0.0, abs=0.02)  # top: follow
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_S)
    qtbot.keyClick(w.view, Qt.Key.Key_A)
    qtbot.keyClick(w.view, Qt.Key.Key_E)
    assert w.aim.side == pytest.approx(-0.05, abs=0.021)
    assert w.aim.elevation_deg == 1.0
    assert (face.side, face.height_) == (w.aim.side, w.aim.height)  # the face follows
    assert w._stroke_now().elevation_deg == 1.0


def test_the_free_table_draws_the_whole_path_and_the_live_speed(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    from app.words.assists import PRACTICE_ASSIST

    w = free_table(qtbot, "three_cushion")
    w.pipeline.schedule_preview()
    qtbot.waitUntil(lambda: w.view.scene().guide is not None, timeout=10000)
    assert w.view.scene().guide_level == PRACTICE_ASSIST == "path"
    # Pull back from an empty spot: the speed shows at the cue; a right-click puts it down.
    me = w.layout_.balls[w.cue]
    at = screen(w, me[0] - 0.3, me[1] + 0.6)
    qtbot.mouseMove(w.view, at)
    qtbot.mousePress(w.view, Qt.MouseButton.LeftButton, pos=at)
    g = w.view.table_geometry()
    import math

    back = math.radians(g.screen_angle(w.aim.aim_deg))
    qtbot.mouseMove(
        w.view, QPoint(round(at.x() - 80 * math.cos(back)), round(at.y() - 80 * math.sin(back)))
    )
    assert w.aim.pulling and w.view.scene().cue.readout
    qtbot.mouseClick(w.view, Qt.MouseButton.RightButton, pos=QPoint(5, 5))
    assert not w.aim.pulling and w.view.scene().cue.readout == ""
    assert not w.busy  # no shot


def test_the_cue_balls_face_is_the_ball_to_be_struck(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    """7C-1: seven pins strike the red cue ball, and the face the tip is set on is red; a
    ball chosen in "Strike ball" brings its own colour, on the face and in Shoot's reach."""
    from app.table.palette import ball_colour

    w = free_table(qtbot)
    face = w.stroke.cue_ball.spin
    assert w.cue == "cue" and face.colour == ball_colour("seven_pins_classic", "cue")
    w.ball_box.setCurrentIndex(w.ball_box.findData("o1"))
    assert w.cue == "o1" and face.colour == ball_colour("seven_pins_classic", "o1")
    assert w.stroke.shoot_now.isEnabled()
