"""What the player sees holds still: the table's size depends on the window alone (not on the
referee's words nor on a replay), the replay's step buttons have icons on every platform, the
first-run coach is sized to the table, the history shows the latest shot, and a restored
window lies inside the screen, frame and all."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from app.common import screen_fit
from app.common.icons import Step, step_icon
from app.play.controller import Phase

SHORT = "Anna plays on."
LONG = " ".join(["Pink off the foot cushion knocked the king and a small pin: +30, 270 left."] * 6)


def _settled() -> None:
    for _ in range(3):
        QApplication.processEvents()


@pytest.mark.instant
@pytest.mark.parametrize("size", [(1008, 528), (1264, 648), (1900, 1000)])
def test_the_table_keeps_its_size_whatever_the_referee_says(window, size) -> None:  # type: ignore[no-untyped-def]
    window.resize(*size)
    window.quick_game()
    _settled()
    shapes = []
    for text in (SHORT, LONG[: len(LONG) // 3], LONG):
        window.strip.say(text)
        _settled()
        shapes.append(window.view.geometry())
    # The long text does need three lines at this width: the test would see a growing strip.
    assert window.strip.text.heightForWidth(window.strip.text.width()) > 2 * (
        window.strip.text.fontMetrics().lineSpacing()
    )
    assert shapes[0] == shapes[1] == shapes[2]


@pytest.mark.instant
def test_the_table_keeps_its_size_in_and_out_of_a_replay(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.resize(1008, 528)
    window.quick_game()
    c = window.controller
    if c.phase == Phase.PLACE:
        c.drop_hand()
    c.shoot()
    qtbot.waitUntil(
        lambda: len(c.match.records) == 1 and c.phase in (Phase.AIM, Phase.PLACE), timeout=60000
    )
    _settled()
    playing = window.view.geometry()
    rc = window.replay_controls
    assert rc.start()
    _settled()
    assert rc.bar.isVisibleTo(window)
    assert window.view.geometry() == playing
    # The bar lies over the table's foot, whole.
    assert window.view.rect().contains(rc.bar.geometry())
    rc.step_forward()
    # A replay is a view of the game: the table stays in VIEWING while it steps.
    qtbot.waitUntil(lambda: c.phase == Phase.VIEWING, timeout=60000)
    _settled()
    assert window.view.geometry() == playing
    rc.stop()
    _settled()
    assert not rc.bar.isVisibleTo(window)
    assert window.view.geometry() == playing


@pytest.mark.parametrize("step", list(Step))
def test_step_icons_are_drawn_not_looked_up(qapp, step) -> None:  # type: ignore[no-untyped-def]
    icon = step_icon(step)
    image = icon.pixmap(24, 24).toImage()
    inked = sum(1 for x in range(24) for y in range(24) if image.pixelColor(x, y).alpha() > 128)
    assert 40 < inked < 24 * 24 // 2  # a shape, neither empty nor a filled box
    # A triangle's broad end is its back: a step back has more ink near its right edge.
    near_left = sum(image.pixelColor(x, y).alpha() > 128 for x in range(4, 10) for y in range(24))
    near_right = sum(image.pixelColor(x, y).alpha() > 128 for x in range(14, 20) for y in range(24))
    if step in (Step.BACK, Step.FORWARD):
        assert (near_right > near_left) == (step == Step.BACK)


def test_the_replay_bar_uses_the_drawn_icons(window) -> None:  # type: ignore[no-untyped-def]
    rc = window.replay_controls
    for action in (rc.first_action, rc.back_action, rc.forward_action, rc.last_action):
        assert not action.icon().isNull()
        assert action.text() and action.toolTip()  # the words stay, for tips and readers


@pytest.mark.parametrize("size", [(1008, 528), (1264, 648), (1900, 1000)])
def test_the_coach_is_sized_to_the_table(window, size) -> None:  # type: ignore[no-untyped-def]
    window.resize(*size)
    window.coach.show_over_table()
    _settled()
    view, coach = window.view, window.coach
    assert view.rect().contains(coach.geometry())
    assert coach.width() * coach.height() <= 0.17 * view.width() * view.height()
    assert coach.lines[0].isVisible()  # the first lesson always; the rest under More…
    for label in coach.lines:
        if label.isVisible():
            assert label.height() >= label.heightForWidth(label.width())


@pytest.mark.instant
def test_the_history_follows_the_latest_shot(window) -> None:  # type: ignore[no-untyped-def]
    strip = window.strip
    window.resize(1008, 528)
    _settled()
    strip.set_history([(n, f"Anna +{n}", "good") for n in range(1, 81)])
    _settled()
    last = strip.history.item(strip.history.count() - 1)
    seen = strip.history.viewport().rect()
    assert seen.contains(strip.history.visualItemRect(last))


def test_a_restored_window_keeps_its_frame_on_the_screen(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QWidget

    area = QRect(0, 0, 1024, 568)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget=None: QRect(area))
    w = QWidget()
    qtbot.addWidget(w)
    w.resize(600, 400)
    w.show()
    qtbot.waitExposed(w)
    # Saved at the screen's foot: the client area fits, the frame around it would not.
    w.move(100, area.height() - w.frameGeometry().height() + 20)
    screen_fit.keep_on_screen(w)
    assert area.contains(w.frameGeometry())
    # Taller than the screen: shrunk so that the frame fits too.
    w.resize(600, 700)
    screen_fit.keep_on_screen(w)
    assert area.contains(w.frameGeometry())
