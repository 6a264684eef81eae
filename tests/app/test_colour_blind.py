"""Colour-blind mode (app/table/colour_blind.py): each ball has a marking of its own, so no two
balls of a discipline differ by colour alone, and the high-contrast cloth differs from every
ball colour in lightness."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter

from app.table.colour_blind import HIGH_CONTRAST_CLOTH, marking, paint_marking
from app.table.palette import BALL_COLOURS, CLOTH, ball_colour, ball_number

SIZE = 80
R = 30.0


def _render(discipline: str, ball: str, marked: bool) -> QImage:
    img = QImage(SIZE, SIZE, QImage.Format.Format_ARGB32)
    img.fill(HIGH_CONTRAST_CLOTH)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    colour = ball_colour(discipline, ball)
    c = QPointF(SIZE / 2, SIZE / 2)
    p.setBrush(colour)
    p.drawEllipse(c, R, R)
    number = ball_number(discipline, ball)
    if number:
        # 7F-1: numbered balls wear their number in any mode (the window's own marking).
        from app.table.ball_surface import paint_ball_marking

        paint_ball_marking(p, c, R, (0.0, 0.0, 1.0), number, False)
    if marked:
        paint_marking(p, c, R, discipline, ball, colour)
    p.end()
    return img


def _grey(img: QImage) -> list[int]:
    """The ball in 16 x 16 cells of lightness only: what is left without colour vision."""
    cells = []
    step = SIZE // 16
    for j in range(16):
        for i in range(16):
            total = 0
            for y in range(j * step, (j + 1) * step):
                for x in range(i * step, (i + 1) * step):
                    total += QColor(img.pixel(x, y)).lightness()
            cells.append(total // (step * step))
    return cells


@pytest.mark.parametrize(
    ("discipline", "balls"),
    [
        ("seven_pins_classic", ("cue", "o1", "o2")),
        ("seven_pins_federation", ("cue", "o1", "o2")),
        ("three_cushion", ("white", "yellow", "red")),
        ("five_pins", ("white", "yellow", "red")),
    ],
)
def test_balls_differ_by_their_markings_not_only_colour(qtbot, discipline, balls) -> None:  # type: ignore[no-untyped-def]
    kinds = {(marking(discipline, b).kind, marking(discipline, b).number) for b in balls}
    assert len(kinds) == len(balls)  # a different marking per ball
    shapes = []
    for b in balls:
        plain, marked = _render(discipline, b, False), _render(discipline, b, True)
        assert plain != marked  # the marking is drawn
        # Pattern of dark and light, normalised by the ball's own mean lightness, so two
        # balls of the same shape but different colour would look alike here.
        g = _grey(marked)
        mean = sum(g) / len(g)
        shapes.append(tuple(v > mean for v in g))
    assert len(set(shapes)) == len(balls)


def test_the_federation_white_object_balls_differ_in_grey() -> None:
    # 7F-1: both object balls are white; only the number tells them apart.
    assert BALL_COLOURS["federation"]["o1"] == BALL_COLOURS["federation"]["o2"]
    assert marking("seven_pins_federation", "o1") != marking("seven_pins_federation", "o2")


def _luminance(c: QColor) -> float:
    """WCAG relative luminance: brightness as the eye weighs it, colour vision or not."""

    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def _contrast(a: QColor, b: QColor) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_high_contrast_cloth_stands_apart_from_every_ball() -> None:
    for table in BALL_COLOURS.values():
        for colour in table.values():
            if _luminance(colour) < 0.05:
                continue  # the black ball: its light rim and white number carry the contrast
            assert _contrast(colour, HIGH_CONTRAST_CLOTH) >= 2.0, colour.name()
    # The usual green pyramid cloth and the red cue ball are nearly equally bright: the case
    # this mode exists for.
    assert _contrast(CLOTH["pyramid-12ft"], ball_colour("seven_pins_classic", "cue")) < 1.3


def _pixel(window, x: float, y: float) -> QColor:  # type: ignore[no-untyped-def]
    g = window.view.table_geometry()
    sx, sy = g.to_screen(x, y)
    img = window.view.grab().toImage()
    dpr = img.devicePixelRatio()
    return QColor(img.pixel(round(sx * dpr), round(sy * dpr)))


def _patch(window, x: float, y: float, r: float) -> list[int]:  # type: ignore[no-untyped-def]
    g = window.view.table_geometry()
    img = window.view.grab().toImage()
    dpr = img.devicePixelRatio()
    out = []
    for i in range(-4, 5):
        for j in range(-4, 5):
            sx, sy = g.to_screen(x + r * i / 5, y + r * j / 5)
            out.append(img.pixel(round(sx * dpr), round(sy * dpr)))
    return out


def test_the_window_paints_the_mode(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """View → Colour-blind mode: navy cloth instead of green, every ball marked, the ball in
    hand too."""
    window.quick_game()  # seven pins: green cloth, the cue ball in hand (7C-3)
    m = window.controller.match
    cloth_at = (0.5, 1.0)
    normal = _pixel(window, *cloth_at)
    assert normal.green() > normal.blue()
    cue = window.controller.hand_pos
    pink = m.position.balls["o1"]
    before = {"cue": _patch(window, *cue, 0.03), "o1": _patch(window, *pink, 0.03)}
    window.dialog_actions.set_colour_blind(True)
    assert window.view.colour_blind
    blind = _pixel(window, *cloth_at)
    assert blind.blue() > blind.green() + 40 and blind.blue() > blind.red() + 40
    assert _patch(window, *cue, 0.03) != before["cue"]  # the ring on the ball in hand
    assert _patch(window, *pink, 0.03) != before["o1"]  # the number 1
    window.dialog_actions.set_colour_blind(False)
    assert _pixel(window, *cloth_at) == normal
