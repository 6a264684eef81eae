"""A ball's surface as the lamp shows it: its shading, the lamp's reflection and its
marking (a pyramid ball's upright number, a numbered disc or a spot turned with the ball).
The table, its loupes and the stroke panel draw balls with these."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QRadialGradient

from app.table.ball_numbers import paint_upright_number
from app.table.palette import numbers_upright


def ball_brush(centre: QPointF, rs: float, colour: QColor) -> QBrush:
    """A lit sphere: bright towards the lamp (head-left), falling off to a dark rim."""
    grad = QRadialGradient(centre, rs, centre + QPointF(-0.38 * rs, -0.42 * rs))
    grad.setColorAt(0.0, colour.lighter(140))
    grad.setColorAt(0.35, colour.lighter(108))
    grad.setColorAt(0.75, colour)
    grad.setColorAt(0.93, colour.darker(165))
    grad.setColorAt(1.0, colour.darker(240))
    return QBrush(grad)


def paint_lamp_highlight(p: QPainter, c: QPointF, rs: float, alpha: float) -> None:
    """The lamp's reflection: a soft glow round a small sharp specular spot."""
    at = c + QPointF(-0.36 * rs, -0.42 * rs)
    p.setPen(Qt.PenStyle.NoPen)
    hl = QRadialGradient(at, rs * 0.5)
    hl.setColorAt(0.0, QColor(255, 255, 255, int(150 * alpha)))
    hl.setColorAt(1.0, QColor(255, 255, 255, 0))
    p.setBrush(QBrush(hl))
    p.drawEllipse(at, rs * 0.5, rs * 0.5)
    spot = QRadialGradient(at, rs * 0.17)
    spot.setColorAt(0.0, QColor(255, 255, 255, int(250 * alpha)))
    spot.setColorAt(0.6, QColor(255, 255, 255, int(230 * alpha)))
    spot.setColorAt(1.0, QColor(255, 255, 255, 0))
    p.setBrush(QBrush(spot))
    p.drawEllipse(at, rs * 0.17, rs * 0.17)


def paint_ball_marking(
    p: QPainter,
    c: QPointF,
    rs: float,
    roll: tuple[float, float, float],
    number: str | None,
    spotted: bool,
    discipline: str = "",
) -> None:
    """A number disc or spot on the ball's surface, turned by the ball's own rotation.

    ``roll`` is the unit vector from the centre to the marking in screen axes (x right,
    y down, z towards the viewer); markings on the far side are hidden.
    """
    if number and numbers_upright(discipline):
        paint_upright_number(p, c, rs, roll, number)
        return
    dirs = [roll, (-roll[0], -roll[1], -roll[2])] if spotted else [roll]
    for ux, uy, uz in dirs:
        if uz <= 0.05:
            continue
        mc = c + QPointF(ux * rs, uy * rs)
        size = rs * (0.42 if number else 0.2)
        # Foreshortening: the disc flattens towards the rim.
        ang = math.degrees(math.atan2(uy, ux))
        p.save()
        p.translate(mc)
        p.rotate(ang)
        p.scale(max(0.15, uz), 1.0)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(178, 24, 30) if spotted else QColor(250, 250, 246))
        if number:
            p.setBrush(QColor(30, 30, 30))
        p.drawEllipse(QPointF(0, 0), size, size)
        if number:
            p.setBrush(QColor(250, 250, 246))
            p.drawEllipse(QPointF(0, 0), size * 0.82, size * 0.82)
            p.rotate(-ang)
            font = QFont()
            font.setBold(True)
            font.setPixelSize(max(6, int(size * 1.35)))
            p.setFont(font)
            p.setPen(QColor(20, 20, 20))
            p.drawText(
                QRectF(-size, -size, 2 * size, 2 * size), Qt.AlignmentFlag.AlignCenter, number
            )
        p.restore()


def paint_ball_surface(
    p: QPainter,
    c: QPointF,
    rs: float,
    roll: tuple[float, float, float],
    number: str | None,
    spotted: bool,
    discipline: str,
    alpha: float,
) -> None:
    """A marked ball's marking and the lamp's reflection. An upright number is read at a
    glance, so it goes over the reflection: under it the first digit of 11–15 washed out
    ("±1"); a spot or a number disc turns with the ball and keeps the gloss over it."""
    if number and numbers_upright(discipline):
        paint_lamp_highlight(p, c, rs, alpha)
        paint_ball_marking(p, c, rs, roll, number, spotted, discipline)
        return
    paint_ball_marking(p, c, rs, roll, number, spotted, discipline)
    paint_lamp_highlight(p, c, rs, alpha)
