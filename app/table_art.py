"""The static table picture: rails, cushions, pockets, cloth, sights, spots and chalk marks.

Painted once per size into a pixmap (see ``TableView``), in world coordinates through a
transform, so every mark sits exactly where the rules put it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPen,
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
    # Grain: a few faint lines along the rails.
    grain = QPen(QColor(60, 28, 10, 60), 0)
    p.setPen(grain)
    for k in range(1, 6):
        f = k / 6.0
        d = CUSHION + RAIL * f
        p.drawLine(_pt(-hw - d, -hl + 0.05), _pt(-hw - d, hl - 0.05))
        p.drawLine(_pt(hw + d, -hl + 0.05), _pt(hw + d, hl - 0.05))
        p.drawLine(_pt(-hw + 0.05, -hl - d), _pt(hw - 0.05, -hl - d))
        p.drawLine(_pt(-hw + 0.05, hl + d), _pt(hw - 0.05, hl + d))
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
    p.drawRect(QRectF(-hw - CUSHION, -hl - CUSHION, 2 * (hw + CUSHION), 2 * (hl + CUSHION)))

    if t.pockets:
        _paint_pockets(p, g)
    _paint_cushions(p, g, cloth)
    _paint_sights(p, g)
    _paint_spots(p, g, discipline)
    _paint_marks(p, g, discipline)
    p.restore()


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
    for x, y, r in pocket_centres(g):
        # Leather/brass rim on the rail around the hole.
        rim = QRadialGradient(_pt(x, y), r + 0.03)
        rim.setColorAt(0.6, QColor(70, 40, 20))
        rim.setColorAt(0.85, QColor(150, 110, 50))
        rim.setColorAt(1.0, QColor(90, 60, 25))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(rim))
        p.drawEllipse(_pt(x, y), r + 0.026, r + 0.026)
        hole = QRadialGradient(_pt(x, y), r)
        hole.setColorAt(0.0, QColor(0, 0, 0))
        hole.setColorAt(0.75, QColor(8, 8, 8))
        hole.setColorAt(1.0, QColor(40, 30, 22))
        p.setBrush(QBrush(hole))
        p.drawEllipse(_pt(x, y), r, r)


def _paint_sights(p: QPainter, g: TableGeometry) -> None:
    """Diamonds on the rails every eighth of the length (a quarter of the width across)."""
    t = g.table
    hw, hl = t.half_width, t.half_length
    mid = CUSHION + RAIL * 0.5
    size = 0.011
    p.setPen(QPen(QColor(120, 110, 90), 0))
    p.setBrush(QColor(238, 232, 214))

    def diamond(x: float, y: float) -> None:
        if t.pockets:
            p.drawEllipse(_pt(x, y), size * 0.7, size * 0.7)
        else:
            p.drawPolygon(
                QPolygonF([_pt(x - size, y), _pt(x, y - size), _pt(x + size, y), _pt(x, y + size)])
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
