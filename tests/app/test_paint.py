"""The table picture per discipline: cloth colours, chalk marks, balls, and the legal area."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from app.table.art import paint_table
from app.table.painting import paint_cue_words, paint_dynamic, paint_label
from app.table.scene import Cue, HandBall, Scene
from app.table.screen_geometry import TableGeometry
from game import disciplines
from game.layouts import CAROM_BALL_R
from game.rules.model import Area
from game.tables import TABLES

W, H = 1200, 680


def render(scene: Scene) -> tuple[QImage, TableGeometry]:
    img = QImage(W, H, QImage.Format.Format_ARGB32)
    img.fill(QColor(0, 0, 0))
    g = TableGeometry.fit(TABLES[scene.table], W, H)
    p = QPainter(img)
    paint_table(p, g, scene.discipline)
    paint_dynamic(p, g, scene)
    p.end()
    return img, g


def pixel(img: QImage, g: TableGeometry, x: float, y: float) -> QColor:
    sx, sy = g.to_screen(x, y)
    return img.pixelColor(round(sx), round(sy))


def test_pyramid_cloth_is_green_and_carom_blue(qapp) -> None:  # type: ignore[no-untyped-def]
    img, g = render(Scene("seven_pins_classic", "pyramid-12ft", {}))
    c = pixel(img, g, 0.4, 0.6)
    assert c.green() > c.red() + 40 and c.green() > c.blue() + 40
    img, g = render(Scene("three_cushion", "carom-match", {}))
    c = pixel(img, g, 0.4, 0.6)
    assert c.blue() > c.red() + 60


def test_pockets_only_on_the_pyramid(qapp) -> None:  # type: ignore[no-untyped-def]
    img, g = render(Scene("seven_pins_classic", "pyramid-12ft", {}))
    from game.physics.table_geometry import geometry

    for pocket in geometry("pyramid-12ft").pockets:  # the holes where the engine drops balls
        hole = pixel(img, g, pocket.cx, pocket.cy)
        assert hole.lightness() < 30
    img, g = render(Scene("three_cushion", "carom-match", {}))
    t = TABLES["carom-match"]
    rail = pixel(img, g, t.half_width + 0.06, t.half_length + 0.06)
    assert rail.red() > 60  # wood, no hole


@pytest.mark.parametrize(
    ("discipline", "point", "drawn"),
    [
        ("balkline_47_2", (0.71 - 0.47, 0.3), True),  # CB-1: 47 cm from the long cushion
        ("three_cushion", (0.71 - 0.47, 0.3), False),
        ("balkline_71_2", (0.3, 1.42 - 0.71), True),  # 71 cm from the short cushion
        ("free_game", (0.71 - 0.355 / 2, 1.42 - 0.71 / 2), True),  # CF-2 triangle leg
    ],
)
def test_chalk_lines_where_the_rules_draw_them(qapp, discipline, point, drawn) -> None:  # type: ignore[no-untyped-def]
    img, g = render(Scene(discipline, "carom-match", {}))
    c = pixel(img, g, *point)
    bright = c.lightness() > pixel(img, g, point[0] - 0.05, point[1] - 0.05).lightness() + 15
    assert bright is drawn


def test_balls_distinguished(qapp) -> None:  # type: ignore[no-untyped-def]
    balls = {"white": (0.2, -0.5), "yellow": (-0.2, -0.5), "red": (0.0, 0.5)}
    img, g = render(Scene("three_cushion", "carom-match", balls))
    white, yellow, red = (pixel(img, g, x + 0.008, y + 0.008) for x, y in balls.values())
    assert white.blue() > 150 and white.red() > 150
    assert yellow.red() > 150 and yellow.blue() < 100
    assert red.red() > 120 and red.green() < 60


def test_pins_stand_and_fallen_pins_lie(qapp) -> None:  # type: ignore[no-untyped-def]
    from app.table.scene import FallenPin

    pins = disciplines.get("seven_pins_classic").default_pins()
    king = pins.pop("king")
    scene = Scene("seven_pins_classic", "pyramid-12ft", {}, pins, {"king": FallenPin(king, 0.0)})
    img, g = render(scene)
    # The king lies along +x: its body is bright 4 cm from its base.
    assert pixel(img, g, king[0] + 0.045, king[1]).lightness() > 120
    assert pixel(img, g, *pins["n"]).lightness() > 120


def test_hand_area_shaded_and_illegal_ball_red(qapp) -> None:  # type: ignore[no-untyped-def]
    area = Area(-0.85, 0.85, -1.74, -0.8875)
    base, g = render(Scene("seven_pins_classic", "pyramid-12ft", {}))
    hand = HandBall("cue", (0.0, 0.3), ok=False)
    img, g = render(Scene("seven_pins_classic", "pyramid-12ft", {}, hand_area=area, hand=hand))
    assert pixel(img, g, 0.5, -1.2).lightness() > pixel(base, g, 0.5, -1.2).lightness()
    ring = pixel(img, g, 0.0, 0.3 + 0.034 + 3 / g.scale)
    assert ring.red() > 180 and ring.green() < 120


@pytest.mark.parametrize("anchor", [(0.0, 0.0), (0.62, 1.2), (-0.66, -1.33), (0.7, 0.0)])
def test_magnified_table_is_the_same_without_the_rails_it_does_not_show(
    qapp,
    monkeypatch,
    anchor,  # type: ignore[no-untyped-def]
) -> None:
    """A lens paints a hand's width of the table four times larger; skipping the wood grain
    of rails outside its picture must not change one pixel of it."""
    from PySide6.QtCore import QRectF

    from app.table import art

    table = TABLES["carom-match"]
    scale = TableGeometry.fit(table, W, H).scale * 4
    half = 170
    g = TableGeometry(table, scale, half - anchor[1] * scale, half - anchor[0] * scale)

    def picture() -> QImage:
        img = QImage(2 * half, 2 * half, QImage.Format.Format_ARGB32)
        img.fill(QColor(0, 0, 0))
        p = QPainter(img)
        paint_table(p, g, "three_cushion")
        p.end()
        return img

    culled = picture()
    monkeypatch.setattr(art, "_visible_world", lambda _p: QRectF(-1e9, -1e9, 2e9, 2e9))
    assert culled == picture()


@pytest.mark.parametrize("aim_deg", range(0, 360, 15))
def test_the_speed_and_the_aim_lock_beside_the_cue_never_overlap(qapp, aim_deg: int) -> None:  # type: ignore[no-untyped-def]
    """While the cue is drawn back with the aim locked, its speed and the lock's note sit on
    either side of it and apart, at every angle: a cue running down the screen puts them
    side by side, where the plates are wider than they are tall."""
    img = QImage(W, H, QImage.Format.Format_ARGB32)
    g = TableGeometry.fit(TABLES["carom-match"], W, H)
    cue = Cue("white", float(aim_deg), 0.05, readout="1.71 m/s", lock_text="Aim locked (L)")
    p = QPainter(img)
    plates = paint_cue_words(p, g, cue, (0.0, 0.0), CAROM_BALL_R)
    p.end()
    assert len(plates) == 2
    assert not plates[0].intersects(plates[1])
    tip = QPointF(*g.to_screen(0.0, 0.0))
    assert not any(plate.contains(tip) for plate in plates)


@pytest.mark.parametrize(
    "at", [(0.0, -1.36), (0.0, 1.36), (-0.69, 0.0), (0.69, 0.0), (-0.69, -1.36), (0.69, 1.36)]
)
def test_the_words_beside_the_cue_stay_inside_the_view(qapp, at: tuple[float, float]) -> None:  # type: ignore[no-untyped-def]
    """By a ball against any cushion, the speed and the lock's note are painted whole inside
    the table view and apart, whichever way the cue runs."""
    img = QImage(W, H, QImage.Format.Format_ARGB32)
    g = TableGeometry.fit(TABLES["carom-match"], W, H)
    view = QRectF(0, 0, W, H)
    for aim_deg in range(0, 360, 10):
        cue = Cue(
            "white", float(aim_deg), 0.05, readout="1,71 м/с", lock_text="Приціл закріплено (L)"
        )
        p = QPainter(img)
        plates = paint_cue_words(p, g, cue, at, CAROM_BALL_R)
        p.end()
        assert all(view.contains(plate) for plate in plates), (aim_deg, plates)
        assert not plates[0].intersects(plates[1]), (aim_deg, plates)


@pytest.mark.parametrize("centre", [(0.0, 300.0), (W, 300.0), (600.0, 0.0), (600.0, H)])
def test_a_label_by_the_edge_is_painted_whole(qapp, centre: tuple[float, float]) -> None:  # type: ignore[no-untyped-def]
    """A note centred by the edge of the view (the ball in hand's "outside the shaded area"
    by the cushion) slides in whole instead of being cut at the edge."""
    img = QImage(W, H, QImage.Format.Format_ARGB32)
    p = QPainter(img)
    box = paint_label(
        p, QPointF(*centre), "Поза затіненою зоною — куля повертається", QColor(255, 150, 130)
    )
    p.end()
    assert QRectF(0, 0, W, H).contains(box)
