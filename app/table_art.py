"""The static table picture: rails, cushions, pockets, cloth, sights, spots and chalk marks.

Painted once per size into a pixmap (see ``TableView``), in world coordinates through a
transform, so every mark sits exactly where the rules put it.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QTransform,
)

from app.palette import CHALK, CLOTH, CLOTH_GREEN_CAROM
from app.table_geometry import CUSHION, RAIL, TableGeometry
from game import disciplines
from game.rules.balk import Triangle

CORNER_GAP = 0.075  # cushion nose ends this far from a corner (pocket mouth ~72 mm)
SIDE_GAP = 0.052  # half the side pocket opening at the nose (mouth ~82 mm + jaws)


def world_transform(g: TableGeometry) -> QTransform:
    # sx = cx + s*y, sy = cy + s*x  (see table_geometry)
    return QTransform(0.0, g.scale, g.scale, 0.0, g.cx, g.cy)


def _pt(x: float, y: float) -> QPointF:
    return QPointF(x, y)


def chalk_pen() -> QPen:
    pen = QPen(CHALK, 1.2)
    pen.setCosmetic(True)
    return pen


def paint_table(
    p: QPainter,
    g: TableGeometry,
    discipline: str,
    green_carom: bool = False,
    cloth_override: QColor | None = None,  # colour-blind mode's high-contrast cloth
) -> None:
    t = g.table
    hw, hl = t.half_width, t.half_length
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.save()
    p.setTransform(world_transform(g), True)

    # Soft shadow of the whole table on the floor.
    outer = hw + CUSHION + RAIL
    outer_l = hl + CUSHION + RAIL
    for i, alpha in enumerate((40, 28, 18, 10)):
        grow = 0.008 * (i + 1)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, alpha))
        p.drawRoundedRect(
            QRectF(
                -outer - grow + 0.01,
                -outer_l - grow + 0.015,
                2 * (outer + grow),
                2 * (outer_l + grow),
            ),
            0.07,
            0.07,
        )

    # Wooden rails.
    rail_rect = QRectF(-outer, -outer_l, 2 * outer, 2 * outer_l)
    wood = QLinearGradient(_pt(-outer, 0), _pt(outer, 0))
    wood.setColorAt(0.0, QColor(92, 48, 22))
    wood.setColorAt(0.5, QColor(128, 70, 34))
    wood.setColorAt(1.0, QColor(84, 42, 18))
    p.setBrush(QBrush(wood))
    p.setPen(QPen(QColor(40, 18, 6), 0))
    p.drawRoundedRect(rail_rect, 0.06, 0.06)
    _paint_grain(p, g)
    # Inner bevel of the rail.
    p.setPen(QPen(QColor(160, 100, 55, 150), 0))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(QRectF(-hw - CUSHION, -hl - CUSHION, 2 * (hw + CUSHION), 2 * (hl + CUSHION)))

    cloth = CLOTH.get(t.id, CLOTH["carom-match"])
    if green_carom and not t.pockets:
        cloth = CLOTH_GREEN_CAROM
    if cloth_override is not None:
        cloth = cloth_override

    # Cloth under the cushions too, so the jaws show cloth in the gaps.
    bed = QRadialGradient(_pt(0, 0), max(hw, hl) * 1.2)
    bed.setColorAt(0.0, cloth.lighter(112))
    bed.setColorAt(1.0, cloth.darker(112))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(bed))
    bed_rect = QRectF(-hw - CUSHION, -hl - CUSHION, 2 * (hw + CUSHION), 2 * (hl + CUSHION))
    p.drawRect(bed_rect)
    _paint_nap(p, g, bed_rect)

    if t.pockets:
        _paint_pockets(p, g)
    _paint_cushions(p, g, cloth)
    _paint_sights(p, g)
    _paint_spots(p, g, discipline)
    _paint_marks(p, g, discipline)
    p.restore()


_NAP: QImage | None = None


def _nap_tile() -> QImage:
    """A small tile of the cloth's nap: faint specks and streaks running head to foot (the
    nap is brushed along the table), made once from a fixed seed so every run looks alike."""
    global _NAP
    if _NAP is None:
        size = 96
        rng = random.Random(1907)
        img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(Qt.GlobalColor.transparent)
        streak = [rng.uniform(-1.0, 1.0) for _ in range(size)]
        for y in range(size):
            row = streak[y]
            for x in range(size):
                v = 0.35 * row + 0.65 * rng.uniform(-1.0, 1.0)
                alpha = min(255, int(abs(v) * 12))
                if alpha:
                    c = QColor(255, 255, 255, alpha) if v > 0 else QColor(0, 0, 0, alpha)
                    img.setPixelColor(x, y, c)
        _NAP = img
    return _NAP


def _paint_nap(p: QPainter, g: TableGeometry, bed: QRectF) -> None:
    """The cloth's texture and the lamp's fall-off towards the cushions (a vignette)."""
    t = g.table
    screen = p.transform().mapRect(bed)
    p.save()
    p.resetTransform()
    p.setPen(Qt.PenStyle.NoPen)
    brush = QBrush(QPixmap.fromImage(_nap_tile()))
    brush.setTransform(QTransform.fromTranslate(screen.x(), screen.y()))
    p.setBrush(brush)
    p.drawRect(screen)
    p.restore()
    p.setPen(Qt.PenStyle.NoPen)
    for horizontal in (True, False):
        half = t.half_length + CUSHION if horizontal else t.half_width + CUSHION
        a, b = (_pt(0, -half), _pt(0, half)) if horizontal else (_pt(-half, 0), _pt(half, 0))
        fall = QLinearGradient(a, b)
        fall.setColorAt(0.0, QColor(0, 0, 0, 60))
        fall.setColorAt(0.18, QColor(0, 0, 0, 0))
        fall.setColorAt(0.82, QColor(0, 0, 0, 0))
        fall.setColorAt(1.0, QColor(0, 0, 0, 60))
        p.setBrush(QBrush(fall))
        p.drawRect(bed)


def _paint_grain(p: QPainter, g: TableGeometry) -> None:
    """Wood grain along each rail and the polish of the rail's top (light from head-left)."""
    t = g.table
    hw, hl = t.half_width, t.half_length
    rng = random.Random(1873)
    lines = 9
    for k in range(lines):
        f = (k + 0.5) / lines
        d = CUSHION + RAIL * f
        alpha = rng.randint(28, 70)
        pen = QPen(QColor(52, 24, 8, alpha), 0)
        p.setPen(pen)
        wave, phase = rng.uniform(0.002, 0.005), rng.uniform(0, math.tau)
        for side in (-1, 1):
            long_pts = [
                _pt(side * (hw + d + wave * math.sin(phase + y * 7.0)), y)
                for y in _steps(-hl - d, hl + d, 48)
            ]
            p.drawPolyline(QPolygonF(long_pts))
            short_pts = [
                _pt(x, side * (hl + d + wave * math.sin(phase + x * 9.0)))
                for x in _steps(-hw - d, hw + d, 24)
            ]
            p.drawPolyline(QPolygonF(short_pts))
    # Polish: a soft sheen across the width of every rail, brightest at its middle.
    outer = CUSHION + RAIL
    p.setPen(Qt.PenStyle.NoPen)
    for side in (-1, 1):
        for along in (True, False):
            if along:
                a, b = _pt(side * (hw + CUSHION), 0), _pt(side * (hw + outer), 0)
                rect = QRectF(min(a.x(), b.x()), -hl - outer, RAIL, 2 * (hl + outer))
            else:
                a, b = _pt(0, side * (hl + CUSHION)), _pt(0, side * (hl + outer))
                rect = QRectF(-hw - outer, min(a.y(), b.y()), 2 * (hw + outer), RAIL)
            sheen = QLinearGradient(a, b)
            sheen.setColorAt(0.0, QColor(0, 0, 0, 50))
            sheen.setColorAt(0.45, QColor(255, 226, 180, 34))
            sheen.setColorAt(1.0, QColor(0, 0, 0, 70))
            p.setBrush(QBrush(sheen))
            p.drawRect(rect)


def _steps(a: float, b: float, n: int) -> list[float]:
    return [a + (b - a) * i / n for i in range(n + 1)]


def _cushion_polys(g: TableGeometry) -> list[list[tuple[float, float]]]:
    """Cushion outlines (nose on the cloth edge, back on the rail), jaws cut at the pockets."""
    t = g.table
    hw, hl, c = t.half_width, t.half_length, CUSHION
    polys: list[list[tuple[float, float]]] = []
    if not t.pockets:
        polys.append([(-hw, -hl), (hw, -hl), (hw + c, -hl - c), (-hw - c, -hl - c)])
        polys.append([(-hw, hl), (hw, hl), (hw + c, hl + c), (-hw - c, hl + c)])
        polys.append([(-hw, -hl), (-hw, hl), (-hw - c, hl + c), (-hw - c, -hl - c)])
        polys.append([(hw, -hl), (hw, hl), (hw + c, hl + c), (hw + c, -hl - c)])
        return polys
    k = CORNER_GAP
    back = k - 0.55 * c  # the jaw narrows towards the throat
    s, sb = SIDE_GAP, SIDE_GAP - 0.35 * c
    for sy in (-1, 1):  # short cushions
        y0, y1 = sy * hl, sy * (hl + c)
        polys.append([(-hw + k, y0), (hw - k, y0), (hw - back + c * 0.0, y1), (-hw + back, y1)])
    for sx in (-1, 1):  # long cushions, each split by the side pocket
        x0, x1 = sx * hw, sx * (hw + c)
        polys.append([(x0, -hl + k), (x0, -s), (x1, -sb), (x1, -hl + back)])
        polys.append([(x0, s), (x0, hl - k), (x1, hl - back), (x1, sb)])
    return polys


def _paint_cushions(p: QPainter, g: TableGeometry, cloth: QColor) -> None:
    for poly in _cushion_polys(g):
        q = QPolygonF([_pt(x, y) for x, y in poly])
        (x0, y0), (x1, y1) = poly[0], poly[1]
        (bx, by) = poly[2]
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        grad = QLinearGradient(_pt(mx, my), _pt(bx if x0 == x1 else mx, by if y0 == y1 else my))
        grad.setColorAt(0.0, cloth.lighter(118))
        grad.setColorAt(1.0, cloth.darker(150))
        p.setBrush(QBrush(grad))
        p.setPen(QPen(cloth.darker(190), 0))
        p.drawPolygon(q)
        # The nose: a thin bright line where the ball meets the cushion.
        nose = QPen(cloth.lighter(140), 0)
        p.setPen(nose)
        p.drawLine(_pt(x0, y0), _pt(x1, y1))


def pocket_centres(g: TableGeometry) -> list[tuple[float, float, float]]:
    """(x, y, radius) of each pocket hole, corners first."""
    t = g.table
    hw, hl = t.half_width, t.half_length
    out = []
    for sx in (-1, 1):
        for sy in (-1, 1):
            out.append((sx * (hw + 0.022), sy * (hl + 0.022), 0.056))
    for sx in (-1, 1):
        out.append((sx * (hw + 0.045), 0.0, 0.056))
    return out


def _paint_pockets(p: QPainter, g: TableGeometry) -> None:
    """Leather pocket drops set in the rail: a stitched leather rim round a deep hole whose
    far wall catches a little of the lamp's light."""
    stitch = QPen(QColor(214, 180, 120, 150), 0.0025, Qt.PenStyle.DotLine)
    for x, y, r in pocket_centres(g):
        c = _pt(x, y)
        leather = QRadialGradient(c, r + 0.03, c + _pt(-0.012, -0.014))
        leather.setColorAt(0.0, QColor(92, 58, 34))
        leather.setColorAt(0.7, QColor(60, 34, 18))
        leather.setColorAt(1.0, QColor(34, 18, 8))
        p.setPen(QPen(QColor(20, 10, 4), 0))
        p.setBrush(QBrush(leather))
        p.drawEllipse(c, r + 0.028, r + 0.028)
        p.setPen(stitch)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, r + 0.019, r + 0.019)
        # The hole: black at the bottom, the far (lit) wall a dark leather brown.
        hole = QRadialGradient(c, r, c + _pt(-0.3 * r, -0.3 * r))
        hole.setColorAt(0.0, QColor(0, 0, 0))
        hole.setColorAt(0.62, QColor(6, 5, 4))
        hole.setColorAt(0.9, QColor(38, 24, 14))
        hole.setColorAt(1.0, QColor(70, 46, 28))
        p.setPen(QPen(QColor(12, 8, 4), 0))
        p.setBrush(QBrush(hole))
        p.drawEllipse(c, r, r)


def _paint_sights(p: QPainter, g: TableGeometry) -> None:
    """Diamonds on the rails every eighth of the length (a quarter of the width across)."""
    t = g.table
    hw, hl = t.half_width, t.half_length
    mid = CUSHION + RAIL * 0.5
    size = 0.012

    def diamond(x: float, y: float) -> None:
        # Mother-of-pearl set into the wood: a dark inlay line, then the pearl's sheen.
        pearl = QLinearGradient(_pt(x - size, y - size), _pt(x + size, y + size))
        pearl.setColorAt(0.0, QColor(255, 252, 240))
        pearl.setColorAt(0.5, QColor(222, 216, 204))
        pearl.setColorAt(1.0, QColor(176, 170, 160))
        p.setPen(QPen(QColor(40, 20, 8, 220), 0.0022))
        p.setBrush(QBrush(pearl))
        if t.pockets:
            p.drawEllipse(_pt(x, y), size * 0.7, size * 0.7)
        else:
            p.drawPolygon(
                QPolygonF(
                    [
                        _pt(x - size * 0.75, y),
                        _pt(x, y - size * 1.3),
                        _pt(x + size * 0.75, y),
                        _pt(x, y + size * 1.3),
                    ]
                )
            )

    for k in range(1, 8):
        y = -hl + k * t.length / 8
        if t.pockets and k == 4:
            continue  # the side pocket
        diamond(-hw - mid, y)
        diamond(hw + mid, y)
    for k in range(1, 4):
        x = -hw + k * t.width / 4
        diamond(x, -hl - mid)
        diamond(x, hl + mid)


def _cross(p: QPainter, x: float, y: float, r: float) -> None:
    p.drawLine(_pt(x - r, y), _pt(x + r, y))
    p.drawLine(_pt(x, y - r), _pt(x, y + r))


def _paint_spots(p: QPainter, g: TableGeometry, discipline: str) -> None:
    t = g.table
    p.setPen(chalk_pen())
    for x, y in (t.head_spot, t.centre_spot, t.foot_spot):
        _cross(p, x, y, 0.012)
    if t.pockets:
        # The house line across the table at the head string.
        hs = t.head_string_y
        p.drawLine(_pt(-t.half_width, hs), _pt(t.half_width, hs))
    if disciplines.get(discipline).pins:
        # Pin spots, so a pin set aside (7C-29) and its empty spot both show.
        pen = chalk_pen()
        pen.setColor(QColor(255, 255, 255, 90))
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for x, y in disciplines.default_pins(discipline).values():
            p.drawEllipse(_pt(x, y), 0.009, 0.009)


def _paint_marks(p: QPainter, g: TableGeometry, discipline: str) -> None:
    """Chalk lines and marks: the restricted zones the referee uses (balk spaces, anchor
    squares, corner triangles) and the five-pins marks (5P-1) with the lag and centre lines."""
    t = g.table
    hw = t.half_width
    spec = disciplines.get(discipline)
    p.setPen(chalk_pen())
    p.setBrush(Qt.BrushStyle.NoBrush)
    zones = spec.restricted_zones(t)
    for zone in zones.zones if zones is not None else ():
        if isinstance(zone, Triangle):
            _, a, b = zone.corners()
            p.drawLine(_pt(*a), _pt(*b))  # the legs lie under the cushions
        else:
            p.drawRect(
                QRectF(zone.x_min, zone.y_min, zone.x_max - zone.x_min, zone.y_max - zone.y_min)
            )
    if spec.marks is not None:
        for name, (x, y) in spec.marks(t).items():
            _cross(p, x, y, 0.014)
            if name == "lag":
                p.drawLine(_pt(-hw, y), _pt(hw, y))
        pen = chalk_pen()
        pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawLine(_pt(-hw, 0.0), _pt(hw, 0.0))  # centre line (5P-6, 5P-14)
