"""The static table picture: rails, cushions, pockets, cloth, sights, spots and chalk marks.

Painted once per size into a pixmap (see ``TableView``), in world coordinates through a
transform, so every mark sits exactly where the rules put it. The cushions' noses, the
pockets' rounded points, facings and holes are read from the physics' own table geometry
(``game.physics.table_geometry``): a ball is seen to drop exactly where the engine drops it.
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
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QTransform,
)

from app.table.palette import CHALK, CLOTH, CLOTH_GREEN_CAROM
from app.table.screen_geometry import CUSHION, RAIL, TableGeometry
from game import disciplines
from game.physics.table_geometry import Circle, Geometry, Line
from game.physics.table_geometry import geometry as physics_geometry
from game.rules.balk import Triangle
from game.tables import Point, Table


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
    nap is brushed along the table), made once from a fixed seed so every run looks alike.
    Written as bytes (premultiplied BGRA): pixel by pixel through Qt took a quarter second
    of the first paint."""
    global _NAP
    if _NAP is None:
        size = 96
        rng = random.Random(1907)
        data = bytearray(size * size * 4)
        streak = [rng.uniform(-1.0, 1.0) for _ in range(size)]
        for y in range(size):
            row = streak[y]
            for x in range(size):
                v = 0.35 * row + 0.65 * rng.uniform(-1.0, 1.0)
                alpha = min(255, int(abs(v) * 12))
                if alpha:
                    grey = alpha if v > 0 else 0  # white or black, premultiplied
                    i = 4 * (y * size + x)
                    data[i : i + 4] = bytes((grey, grey, grey, alpha))
        img = QImage(bytes(data), size, size, 4 * size, QImage.Format.Format_ARGB32_Premultiplied)
        _NAP = img.copy()  # its own pixels, not the bytes object's
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
    seen = _visible_world(p)
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
            # A magnified lens shows a hand's width of the table: stroking the grain of
            # rails it does not show cost most of its picture's time.
            if seen.intersects(QRectF(side * (hw + d) - wave, -hl - d, 2 * wave, 2 * (hl + d))):
                long_pts = [
                    _pt(side * (hw + d + wave * math.sin(phase + y * 7.0)), y)
                    for y in _steps(-hl - d, hl + d, 48)
                ]
                p.drawPolyline(QPolygonF(long_pts))
            if seen.intersects(QRectF(-hw - d, side * (hl + d) - wave, 2 * (hw + d), 2 * wave)):
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


def _visible_world(p: QPainter) -> QRectF:
    """The part of the table frame the painter's device shows (a little generous)."""
    device = p.device()
    assert device is not None  # an active painter paints on something
    ratio = device.devicePixelRatioF() or 1.0
    inverse, invertible = p.transform().inverted()
    if not invertible:
        return QRectF(-1e9, -1e9, 2e9, 2e9)
    area = QRectF(-2.0, -2.0, device.width() / ratio + 4.0, device.height() / ratio + 4.0)
    return inverse.mapRect(area)


def _steps(a: float, b: float, n: int) -> list[float]:
    return [a + (b - a) * i / n for i in range(n + 1)]


JAW_ARC_STEPS = 8  # points along a rounded jaw point's arc


def cushion_outlines(table: Table) -> tuple[tuple[Point, ...], ...]:
    """Each cushion's outline in the table frame, read from the physics' own geometry
    (game/physics/table_geometry.py): the nose where the balls rebound, and on the pyramid
    table the rounded points and the facings of every pocket, exactly where the engine puts
    them. The outline runs from the back of one end along the nose to the back of the other;
    the painter clips it to the cushions' band (their back lies under the rail)."""
    geo = physics_geometry(table.id)
    noses = [line for line in geo.lines if not line.jaw]
    out: list[tuple[Point, ...]] = []
    for nose in noses:
        a = (nose.ax, nose.ay)
        b = (nose.ax + nose.tx * nose.length, nose.ay + nose.ty * nose.length)
        back = (-nose.nx, -nose.ny)  # away from the cloth
        first = _cushion_end(geo, nose, a, back, (-nose.tx, -nose.ty))
        last = _cushion_end(geo, nose, b, back, (nose.tx, nose.ty))
        pts = [*reversed(first), *last]
        # Close far behind the nose: the clip to the cushions' band cuts the back straight.
        deep = CUSHION + RAIL
        pts += [
            (pts[-1][0] + back[0] * deep, pts[-1][1] + back[1] * deep),
            (pts[0][0] + back[0] * deep, pts[0][1] + back[1] * deep),
        ]
        out.append(tuple(pts))
    return tuple(out)


def _cushion_end(geo: Geometry, nose: Line, end: Point, back: Point, outward: Point) -> list[Point]:
    """From the nose's end to the back of the cushion there: round the jaw's point and down
    its facing when a pocket is cut there, else the carom table's mitred corner."""
    point = next(
        (c for c in geo.circles if math.isclose(math.dist((c.cx, c.cy), end), c.r, abs_tol=1e-9)),
        None,
    )
    if point is None:  # a carom corner: the cushion meets the next one at 45 degrees
        return [end, (end[0] + (back[0] + outward[0]) * CUSHION,
                      end[1] + (back[1] + outward[1]) * CUSHION)]  # fmt: skip
    facing = next(
        line
        for line in geo.lines
        if line.jaw
        and math.isclose(math.dist((line.ax, line.ay), (point.cx, point.cy)), point.r, abs_tol=1e-9)
    )
    start = (facing.ax, facing.ay)
    stop = (facing.ax + facing.tx * facing.length, facing.ay + facing.ty * facing.length)
    return [*_jaw_arc(point, end, start, outward), stop]


def _jaw_arc(point: Circle, a: Point, b: Point, toward: Point) -> list[Point]:
    """The rounded point's arc from ``a`` to ``b`` (both on its circle), the way round that
    faces the pocket (``toward``)."""
    cx, cy, r = point.cx, point.cy, point.r
    t0 = math.atan2(a[1] - cy, a[0] - cx)
    t1 = math.atan2(b[1] - cy, b[0] - cx)
    sweep = (t1 - t0) % math.tau  # counter-clockwise
    mid = t0 + sweep / 2
    if math.cos(mid) * toward[0] + math.sin(mid) * toward[1] < 0:
        sweep -= math.tau  # clockwise faces the pocket
    pts = [a]
    for k in range(1, JAW_ARC_STEPS):
        t = t0 + sweep * k / JAW_ARC_STEPS
        pts.append((cx + r * math.cos(t), cy + r * math.sin(t)))
    pts.append(b)
    return pts


def _paint_cushions(p: QPainter, g: TableGeometry, cloth: QColor) -> None:
    t = g.table
    hw, hl, c = t.half_width, t.half_length, CUSHION
    p.save()
    band = QPainterPath()
    band.addRect(QRectF(-hw - c, -hl - c, 2 * (hw + c), 2 * (hl + c)))
    p.setClipPath(band, Qt.ClipOperation.IntersectClip)
    for nose, outline in zip(
        (line for line in physics_geometry(t.id).lines if not line.jaw),
        cushion_outlines(t),
        strict=True,
    ):
        q = QPolygonF([_pt(x, y) for x, y in outline])
        mx = nose.ax + nose.tx * nose.length / 2
        my = nose.ay + nose.ty * nose.length / 2
        grad = QLinearGradient(_pt(mx, my), _pt(mx - nose.nx * c, my - nose.ny * c))
        grad.setColorAt(0.0, cloth.lighter(118))
        grad.setColorAt(1.0, cloth.darker(150))
        p.setBrush(QBrush(grad))
        p.setPen(QPen(cloth.darker(190), 0))
        p.drawPolygon(q)
        # The nose: a thin bright line where the ball meets the cushion.
        p.setPen(QPen(cloth.lighter(140), 0))
        end = (nose.ax + nose.tx * nose.length, nose.ay + nose.ty * nose.length)
        p.drawLine(_pt(nose.ax, nose.ay), _pt(*end))
    p.restore()


def pocket_holes(table: Table) -> tuple[tuple[float, float, float], ...]:
    """(x, y, radius) of each pocket's hole in the slate, as the physics has it (a ball whose
    centre passes its edge drops)."""
    return tuple((k.cx, k.cy, k.r) for k in physics_geometry(table.id).pockets)


def _paint_pockets(p: QPainter, g: TableGeometry) -> None:
    """Leather pocket drops set in the rail: a stitched leather rim round a deep hole whose
    far wall catches a little of the lamp's light."""
    stitch = QPen(QColor(214, 180, 120, 150), 0.0025, Qt.PenStyle.DotLine)
    t = g.table
    # The leather lines the pocket outside the playing surface only (the cushions then
    # cover it but for the throat between the facings); the cloth runs up to the hole.
    outer = t.half_width + CUSHION + RAIL, t.half_length + CUSHION + RAIL
    inner = t.half_width, t.half_length
    rail = QPainterPath()
    rail.addRect(QRectF(-outer[0], -outer[1], 2 * outer[0], 2 * outer[1]))
    bed = QPainterPath()
    bed.addRect(QRectF(-inner[0], -inner[1], 2 * inner[0], 2 * inner[1]))
    rail = rail.subtracted(bed)
    for x, y, r in pocket_holes(t):
        c = _pt(x, y)
        p.save()
        p.setClipPath(rail, Qt.ClipOperation.IntersectClip)
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
        p.restore()
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
