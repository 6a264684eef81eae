"""Practice window: the browser opens a drill, an attempt is judged, retry, mirror, solution,
the artistic programme (CA-2/CA-4) and the progress chart (issue 8)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.common.pacing import INSTANT, LIVE, Pacing
from game.drills.format import load_all
from game.drills.progress import Day, ProgressStore


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ProgressStore:
    monkeypatch.setenv("KEGLI_DATA_DIR", str(tmp_path))
    return ProgressStore.open(tmp_path)


def wait_judged(qtbot, card, action) -> object:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(card.judged, timeout=20000) as blocker:
        action()
    return blocker.args[0]


def browser(qtbot, store, pacing: Pacing = INSTANT):  # type: ignore[no-untyped-def]
    from app.practice.browser import DrillBrowser

    b = DrillBrowser(store=store, pacing=pacing)
    b.card.today = lambda: "2026-11-29"
    qtbot.addWidget(b)
    b.show()
    return b


def test_browser_filters_and_opens_a_drill_and_judges_an_attempt(qtbot, store) -> None:  # type: ignore[no-untyped-def]
    b = browser(qtbot, store)
    everything = b.list.count()
    assert everything == len(load_all())
    b.discipline.setCurrentIndex(b.discipline.findData("five_pins"))
    assert b.list.count() == len([d for d in load_all() if d.discipline == "five_pins"])
    b.difficulty.setCurrentIndex(b.difficulty.findData(1))
    assert all(d.difficulty == 1 for d in b.visible_drills())
    b.discipline.setCurrentIndex(0)
    b.difficulty.setCurrentIndex(0)
    b.open_drill("7p-head-bank-cross")
    card = b.card
    assert card.session is not None and card.session.base.id == "7p-head-bank-cross"
    assert card.diagram.scene() is not None and "o1" in card.diagram.scene().balls
    # a stroke that sends the cue ball away from everything: judged, not met
    card.aim.setValue(0.0)
    card.speed.setValue(0.5)
    miss = wait_judged(qtbot, card, card.shoot)
    assert not miss.success
    assert card.session.attempts_left == 2
    assert "2" in card.status.text()
    # the reference stroke typed in by hand meets the goal
    ref = card.session.drill.stroke
    card.aim.setValue(ref.aim_deg)
    card.speed.setValue(ref.speed)
    card.side.setValue(ref.side)
    card.height_box.setValue(ref.height)
    hit = wait_judged(qtbot, card, card.shoot)
    assert hit.success
    saved = ProgressStore.open(store.path.parent).get("7p-head-bank-cross")
    assert (saved.attempts, saved.successes) == (2, 1)
    assert "1 of 2" in b.list.currentItem().text()


def test_retry_restores_the_exact_last_stroke(qtbot, store) -> None:  # type: ignore[no-untyped-def]
    b = browser(qtbot, store)
    b.open_drill("c1-one-cushion")
    card = b.card
    card.aim.setValue(123.45)
    card.speed.setValue(2.34)
    card.side.setValue(-0.15)
    card.height_box.setValue(0.2)
    card.elevation.setValue(7.0)
    wait_judged(qtbot, card, card.shoot)
    for spin in (card.aim, card.speed, card.side, card.height_box, card.elevation):
        spin.setValue(spin.minimum())
    card.retry()
    assert card.stroke().aim_deg == 123.45
    assert (card.speed.value(), card.side.value(), card.height_box.value()) == (2.34, -0.15, 0.2)
    assert card.elevation.value() == 7.0
    assert card.diagram.scene().balls == dict(card.session.drill.balls)


def test_solution_after_the_attempts_and_left_handed_mirror(qtbot, store) -> None:  # type: ignore[no-untyped-def]
    b = browser(qtbot, store)
    b.open_drill("a-frozen-three")
    card = b.card
    assert card.mirror.isEnabled()  # artistic figures offer the left-handed mirror
    card.mirror.setChecked(True)
    base = card.session.base
    assert card.session.drill.balls["white"] == (-base.balls["white"][0], base.balls["white"][1])
    assert card.solution_button.isEnabled()  # a drill offers its solution from the start
    card.aim.setValue(270.0)
    card.speed.setValue(0.3)
    for _ in range(3):
        wait_judged(qtbot, card, card.shoot)
    assert card.session.finished and not card.shoot_button.isEnabled()
    assert card.solution_button.isEnabled()
    with qtbot.waitSignal(card.solution_played, timeout=20000) as got:
        card.show_solution()
    # the mirrored reference stroke solves the mirrored figure
    from game.drills import goals

    out = goals.trace_from_result(got.args[0], card.session.drill.table, "artistic")
    assert card.session.drill.goal.met(out, card.session.drill.context())
    b.open_drill("7p-pot-foot-left")
    assert not card.mirror.isEnabled()


def test_jitter_moves_the_balls_a_little(qtbot, store) -> None:  # type: ignore[no-untyped-def]
    b = browser(qtbot, store)
    b.open_drill("c3-ticky")
    card = b.card
    before = dict(card.session.drill.balls)
    card.jitter.setChecked(True)
    after = card.session.drill.balls
    assert after != before
    assert all(abs(after[k][0] - before[k][0]) <= 0.003 for k in before)


def test_artistic_programme_scores_rule_CA2(qtbot, store) -> None:  # type: ignore[no-untyped-def]
    from app.practice.programme_dialog import ProgrammeDialog

    d = ProgrammeDialog(store=store, pacing=INSTANT)
    qtbot.addWidget(d)
    d.card.today = lambda: "2026-11-29"
    d.count.setValue(2)
    d.seed.setValue(11)
    d.start()
    assert d.run is not None and len(d.run.programme.slots) == 2
    first = d.run.programme.slots[0]
    # make the first figure with its own reference stroke on the first attempt
    ref = d.card.session.drill.stroke
    d.card._set_stroke(ref)
    wait_judged(qtbot, d.card, d.card.shoot)
    assert d.run.points(0) == first.value
    assert d.run.current() == 1
    d.next_figure()  # the made figure stays shown until the player moves on
    assert d.card.session.base.id == d.run.programme.slots[1].drill_id
    d.card.aim.setValue(270.0)
    d.card.speed.setValue(0.3)
    for _ in range(3):
        wait_judged(qtbot, d.card, d.card.shoot)
    assert d.run.finished and d.run.total == first.value
    assert str(first.value) in d.total.text()


def test_the_programme_before_its_start_asks_for_the_start(qtbot, store) -> None:  # type: ignore[no-untyped-def]
    """Rule CA-3: a programme plays its drawn figures in order, so its card has no drill to
    choose before the start: it says to start, and nothing on it is pressable until then."""
    from app.practice.programme_dialog import ProgrammeDialog

    d = ProgrammeDialog(store=store, pacing=INSTANT)
    qtbot.addWidget(d)
    c = d.card
    assert c.title.text() == "Start the programme to play its first figure"
    buttons = (c.shoot_button, c.retry_button, c.solution_button, c.restart_button)
    assert not any(b.isEnabled() for b in buttons)
    d.start()
    assert c.title.text() != "Start the programme to play its first figure"
    assert c.shoot_button.isEnabled() and c.restart_button.isEnabled()


def test_ten_set_shape_option_rule_CA4(qtbot, store) -> None:  # type: ignore[no-untyped-def]
    from app.practice.programme_dialog import ProgrammeDialog

    d = ProgrammeDialog(store=store, pacing=INSTANT)
    qtbot.addWidget(d)
    d.ten_sets.setChecked(True)
    d.sets.setValue(2)
    d.start()
    values = [d.table.item(r, 2).text() for r in range(d.table.rowCount())]
    assert values == ["5", "8", "7", "10", "6", "9", "5", "8", "7", "10"] * 2
    assert d.table.item(10, 0).text() == "B"


def test_progress_view_chart(qtbot, store) -> None:  # type: ignore[no-untyped-def]
    from app.practice.progress_view import ProgressDialog, merge_days

    store.record("c3-ticky", "2026-11-27", False, 0.5)
    store.record("c3-ticky", "2026-11-28", True, 1.0)
    store.record("7p-pot-foot-left", "2026-11-28", False, 0.0)
    d = ProgressDialog(store=store)
    qtbot.addWidget(d)
    d.resize(800, 600)
    d.show()
    assert d.table.rowCount() == 2
    merged = merge_days([store.get("c3-ticky").history, store.get("7p-pot-foot-left").history])
    assert merged == [Day("2026-11-27", 1, 0), Day("2026-11-28", 2, 1)]
    row = [d.drills[i].id for i in range(2)].index("c3-ticky")
    d.show_row(row)
    pts = d.chart.points()
    assert len(pts) == 2 and pts[1].y() < pts[0].y()  # 0 % then 100 %: the line rises
    d.chart.grab()  # paints without error


def test_progress_before_any_drill_says_what_will_show(qtbot, store) -> None:  # type: ignore[no-untyped-def]
    """No drill tried yet: no empty grid, but words saying where to start and what will show;
    the first attempt brings the table."""
    from app.practice.progress_view import ProgressDialog

    d = ProgressDialog(store=store)
    qtbot.addWidget(d)
    d.show()
    assert not d.table.isVisible() and d.empty.isVisible()
    assert "Practice → Drills" in d.empty.text()
    store.record("c3-ticky", "2026-11-28", True, 1.0)
    again = ProgressDialog(store=store)
    qtbot.addWidget(again)
    again.show()
    assert again.table.isVisible() and not again.empty.isVisible()


def test_attempt_is_played_on_the_diagram(qtbot, store) -> None:  # type: ignore[no-untyped-def]
    b = browser(qtbot, store, LIVE)
    b.open_drill("cf-follow-carom")
    card = b.card
    card._set_stroke(card.session.drill.stroke)
    attempt = wait_judged(qtbot, card, card.shoot)
    assert card.animator.playback is not None
    card.animator.skip()
    final = attempt.result.final()["balls"]
    shown = card.diagram.scene().balls
    assert all(abs(shown[k][0] - final[k][0]) < 1e-6 for k in final)


def test_practice_menu_opens_the_dialogs(window, store) -> None:  # type: ignore[no-untyped-def]
    from app.practice.browser import DrillBrowser
    from app.practice.programme_dialog import ProgrammeDialog
    from app.practice.progress_view import ProgressDialog

    menu = next(a.menu() for a in window.menuBar().actions() if "Practice" in a.text())
    actions = {a.text().replace("&", ""): a for a in menu.actions()}
    for label, kind in (
        ("Drills…", DrillBrowser),
        ("Artistic programme…", ProgrammeDialog),
        ("Practice progress…", ProgressDialog),
    ):
        assert actions[label].isEnabled()
        actions[label].trigger()
        dialogs = window.findChildren(kind)
        assert len(dialogs) == 1 and dialogs[0].isVisible()
        dialogs[0].close()


def test_gate_figure_is_judged_on_the_path(qtbot, store) -> None:  # type: ignore[no-untyped-def]
    """Rule CA-1: some figures place markers the cue ball must pass between."""
    b = browser(qtbot, store)
    b.open_drill("a-stun-gate")
    card = b.card
    assert [m.id for m in card.session.drill.markers] == ["m1", "m2"]
    card._set_stroke(card.session.drill.stroke)
    assert wait_judged(qtbot, card, card.shoot).success
    card.mirror.setChecked(True)  # the gate is mirrored with the figure
    card._set_stroke(card.session.drill.stroke)
    assert wait_judged(qtbot, card, card.shoot).success


def test_browser_list_shows_position_diagrams(qtbot, store) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QColor

    from app.practice.diagram import thumbnail

    b = browser(qtbot, store)
    assert all(not b.list.item(i).icon().isNull() for i in range(b.list.count()))
    drill = next(d for d in load_all() if d.id == "c3-ticky")
    img = thumbnail(drill, 352, 192).toImage()
    # the red ball is drawn where the drill puts it: some strongly red pixels exist
    reds = sum(
        1
        for x in range(img.width())
        for y in range(img.height())
        if (c := QColor(img.pixel(x, y))).red() > 110 and c.red() > 2 * (c.green() + c.blue())
    )
    assert reds > 0


def test_a_drills_cue_ball_face_is_its_cue_ball(qtbot, store) -> None:  # type: ignore[no-untyped-def]
    """The face the tip is set on is the drill's own cue ball: red on a seven-pins drill
    (7C-1), white on a three-cushion one."""
    from app.table.palette import ball_colour

    b = browser(qtbot, store)
    b.open_drill("7p-pot-foot-left")
    face = b.card.tip.spin
    drill = b.card.session.drill
    assert face.colour == ball_colour(drill.discipline, drill.cue_ball)
    assert face.colour == ball_colour("seven_pins_classic", "cue")
    b.open_drill("c3-ticky")
    assert face.colour == ball_colour("three_cushion", b.card.session.drill.cue_ball)
