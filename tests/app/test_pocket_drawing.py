"""Issue 15: the window draws the cushions and pockets the physics plays.

The drawn cushion noses, the pockets' rounded points (their arcs), the facings and the holes
are the engine's own (game/physics/table_geometry.py) for every table; and painted, the
cushion covers each rounded point and leaves the mouth between them open."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

import app.table.art as table_art
from app.table.art import cushion_outlines, paint_table, pocket_holes
from app.table.screen_geometry import TableGeometry
from game.physics.table_geometry import CORNER, SIDE, geometry
from game.tables import TABLES


def _ends(line) -> tuple[tuple[float, float], tuple[float, float]]:  # type: ignore[no-untyped-def]
    return (line.ax, line.ay), (line.ax + line.tx * line.length, line.ay + line.ty * line.length)


@pytest.mark.parametrize("table_id", sorted(TABLES))
def test_drawn_noses_points_and_facings_are_the_physics_ones(table_id: str) -> None:
    table = TABLES[table_id]
    geo = geometry(table_id)
    outlines = cushion_outlines(table)
    noses = [line for line in geo.lines if not line.jaw]
    assert len(outlines) == len(noses)
    points = [p for outline in outlines for p in outline]
    for nose, outline in zip(noses, outlines, strict=True):
        a, b = _ends(nose)
        i = outline.index(a)
        assert outline[i + 1] == b  # the nose runs straight from end to end, as played
    for facing in (line for line in geo.lines if line.jaw):
        start, stop = _ends(facing)
        assert start in points and stop in points
    # Every rounded point: its drawn arc lies on the engine's circle, from the nose's end
    # to the facing's start.
    for circle in geo.circles:
        on = [p for p in points if math.dist(p, (circle.cx, circle.cy)) <= circle.r + 1e-12]
        assert len(on) >= table_art.JAW_ARC_STEPS + 1
        for p in on:
            assert math.dist(p, (circle.cx, circle.cy)) == pytest.approx(circle.r, abs=1e-12)
    # The mouths: the gap between the drawn points is the rule book's 72.5 / 82.5 mm.
    for pocket in geo.pockets:
        pair = sorted(geo.circles, key=lambda c: math.dist((c.cx, c.cy), (pocket.mx, pocket.my)))
        p1, p2 = pair[:2]
        shape = SIDE if pocket.id.startswith("side") else CORNER
        gap = math.dist((p1.cx, p1.cy), (p2.cx, p2.cy)) - p1.r - p2.r
        assert gap == pytest.approx(shape.mouth, abs=1e-12)
    assert pocket_holes(table) == tuple((k.cx, k.cy, k.r) for k in geo.pockets)
    assert bool(geo.pockets) == table.pockets


def _paint(table_id: str, at: tuple[float, float], scale: float, cushions: bool, monkeypatch):  # type: ignore[no-untyped-def]
    table = TABLES[table_id]
    size = 500
    g = TableGeometry(table, scale, size / 2 - at[1] * scale, size / 2 - at[0] * scale)
    img = QImage(size, size, QImage.Format.Format_ARGB32)
    img.fill(QColor(0, 0, 0))
    with monkeypatch.context() as m:
        if not cushions:
            m.setattr(table_art, "_paint_cushions", lambda *args: None)
        p = QPainter(img)
        paint_table(p, g, "seven_pins_classic")
        p.end()
    return img, g


@pytest.mark.parametrize("table_id", ["pyramid-12ft", "pyramid-10ft"])
def test_painted_cushions_cover_the_points_and_leave_the_mouths_open(
    qapp, table_id: str, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    geo = geometry(table_id)
    scale = 3000.0  # a rounded point's radius is 21 px
    for pocket in geo.pockets:
        with_c, g = _paint(table_id, (pocket.mx, pocket.my), scale, True, monkeypatch)
        without, _ = _paint(table_id, (pocket.mx, pocket.my), scale, False, monkeypatch)

        def cushion_at(x: float, y: float, w=with_c, wo=without, g=g) -> bool:  # type: ignore[no-untyped-def]
            sx, sy = g.to_screen(x, y)
            return w.pixel(round(sx), round(sy)) != wo.pixel(round(sx), round(sy))

        near = sorted(geo.circles, key=lambda c: math.dist((c.cx, c.cy), (pocket.mx, pocket.my)))
        for point in near[:2]:
            assert cushion_at(point.cx, point.cy), (pocket.id, "the rounded point is cushion")
            # Just in front of the point, on the ball's side of the mouth: open.
            ox, oy = point.cx - pocket.mx, point.cy - pocket.my
            d = math.hypot(ox, oy)
            gap = point.r + 0.002
            assert not cushion_at(point.cx - ox / d * gap, point.cy - oy / d * gap), pocket.id
        # The middle of the mouth and the throat behind it: open.
        assert not cushion_at(pocket.mx, pocket.my), pocket.id
        assert not cushion_at(pocket.mx + pocket.ax * 0.02, pocket.my + pocket.ay * 0.02)
