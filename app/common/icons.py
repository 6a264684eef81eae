"""Icons drawn by the game itself, so they show on every platform: a theme icon or a glyph
such as ⏮ is an empty box where the desktop's theme or font lacks it."""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap, QPolygonF

SIZES = (16, 24, 32, 48, 64)  # drawn at each, sharp in tool bars and on HiDPI screens
INK = QColor(232, 226, 206)
INK_OFF = QColor(120, 120, 112)


class Step(Enum):
    """The media steps: to the start, one back, one forward, to the end."""

    FIRST = "first"
    BACK = "back"
    FORWARD = "forward"
    LAST = "last"


def step_icon(step: Step) -> QIcon:
    icon = QIcon()
    for size in SIZES:
        for mode, ink in ((QIcon.Mode.Normal, INK), (QIcon.Mode.Disabled, INK_OFF)):
            icon.addPixmap(_draw(step, size, ink), mode)
    return icon


def _draw(step: Step, size: int, ink: QColor) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    s = float(size)
    # Drawn pointing right; the backward steps are the mirror image.
    if step in (Step.FIRST, Step.BACK):
        p.translate(s, 0.0)
        p.scale(-1.0, 1.0)
    top, bottom, mid = 0.2 * s, 0.8 * s, 0.5 * s
    if step in (Step.BACK, Step.FORWARD):
        p.drawPolygon(_triangle(0.3 * s, 0.75 * s, top, bottom, mid))
    else:
        p.drawPolygon(_triangle(0.14 * s, 0.48 * s, top, bottom, mid))
        p.drawPolygon(_triangle(0.44 * s, 0.78 * s, top, bottom, mid))
        p.drawRect(QRectF(0.78 * s, top, 0.1 * s, bottom - top))
    p.end()
    return pixmap


def _triangle(left: float, right: float, top: float, bottom: float, mid: float) -> QPolygonF:
    return QPolygonF([QPointF(left, top), QPointF(right, mid), QPointF(left, bottom)])
