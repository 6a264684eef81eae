"""The numbers on the pyramid's fifteen object balls (P-4), drawn to be read: upright, on
the side of the ball that faces the viewer, shifted a little the way the ball has rolled so
its turning still shows, and never shrunk below ``MIN_SQUEEZE``. A number that
turned with the ball like a pool ball's would lie on the far side or flattened at the rim
half the time, and a player reads fifteen of them at a glance."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter

SHIFT = 0.28  # how far the number moves towards where the ball has rolled, in radii
MIN_SQUEEZE = 0.85  # the smallest the number gets as it turns away
MIN_PX = 8  # never smaller than this many pixels
TEXT = QColor(24, 24, 24)


def facing(roll: tuple[float, float, float]) -> tuple[float, float, float]:
    """The marking on the side of the ball towards the viewer (numbers on both sides)."""
    return roll if roll[2] >= 0 else (-roll[0], -roll[1], -roll[2])


def paint_upright_number(
    p: QPainter, c: QPointF, rs: float, roll: tuple[float, float, float], number: str
) -> None:
    ux, uy, uz = facing(roll)
    font = QFont()
    font.setBold(True)
    # A whole pixel size, not a scaled painter: small text keeps its hinting and stays sharp.
    size = rs * (1.05 if len(number) > 1 else 1.2) * max(MIN_SQUEEZE, uz)
    font.setPixelSize(max(MIN_PX, round(size)))
    p.save()
    p.translate(c + QPointF(ux * rs * SHIFT, uy * rs * SHIFT))
    p.setFont(font)
    p.setPen(TEXT)
    p.drawText(QRectF(-rs, -rs, 2 * rs, 2 * rs), Qt.AlignmentFlag.AlignCenter, number)
    p.restore()
