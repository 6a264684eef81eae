"""Colour-blind mode: every ball carries a marking of its own and the cloth is high-contrast.

The usual colours stay, but no ball is told from another by colour alone: on the pyramid the
cue ball wears a dark ring and the object balls their numbers 1 and 2; on carom tables the
white wears a ring, the yellow two spots (like a spotted white) and the red a bar. Every
ball also gets a light rim, so even the black ball stands out from the cloth. The cloth is
a deep navy: red, pink, yellow and green balls, which red-green colour blindness blurs
together on green cloth, all differ from it strongly in lightness and hue.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from app.table.palette import ball_number
from app.words.referee import ball_set

HIGH_CONTRAST_CLOTH = QColor(16, 40, 112)
RIM = QColor(255, 255, 255, 230)
INK = QColor(18, 18, 18)
PAPER = QColor(250, 250, 246)

RING, SPOTS, BAR = "ring", "spots", "bar"


@dataclass(frozen=True)
class Marking:
    kind: str  # RING, SPOTS, BAR, or "number"
    number: str = ""


MARKINGS: dict[str, dict[str, Marking]] = {
    "pyramid": {
        "cue": Marking(RING),
        "o1": Marking("number", "1"),
        "o2": Marking("number", "2"),
    },
    "federation": {
        "cue": Marking(RING),
        "o1": Marking("number", "1"),
        "o2": Marking("number", "2"),
    },
    "carom": {
        "white": Marking(RING),
        "yellow": Marking(SPOTS),
        "red": Marking(BAR),
    },
}


def marking(discipline: str, ball: str) -> Marking | None:
    return MARKINGS.get(ball_set(discipline), MARKINGS["carom"]).get(ball)


def _luminance(c: QColor) -> float:
    """WCAG relative luminance: brightness as the eye weighs it, colour vision or not."""

    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def _ink_for(colour: QColor) -> QColor:
    """Dark ink on bright balls, light ink on dark ones (the red is dark to the eye)."""
    return INK if _luminance(colour) > 0.3 else PAPER


def paint_marking(
    p: QPainter,
    c: QPointF,
    rs: float,
    discipline: str,
    ball: str,
    colour: QColor,
    roll: tuple[float, float, float] = (0.0, 0.0, 1.0),
    alpha: float = 1.0,
) -> None:
    """The ball's marking and a light rim, drawn over a ball of screen radius ``rs``.

    ``roll`` is the direction of the ball's marking in screen axes (x right, y down,
    z towards the viewer), as for the numbers: spots and bars turn with the ball, so spin
    shows; the ring is drawn around the visible face and so reads at any rotation.
    """
    m = marking(discipline, ball)
    if m is not None and m.kind == "number" and ball_number(discipline, ball) is not None:
        m = None  # the ball already wears its number (7F-1): only the rim is added
    p.save()
    p.setOpacity(p.opacity() * alpha)
    rim = QPen(RIM, max(1.2, rs * 0.12))
    p.setPen(rim)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, rs, rs)
    if m is None:
        p.restore()
        return
    ink = _ink_for(colour)
    if m.kind == RING:
        p.setPen(QPen(ink, max(1.5, rs * 0.2)))
        p.drawEllipse(c, rs * 0.62, rs * 0.62)
    elif m.kind == SPOTS:
        for ux, uy, uz in (roll, (-roll[0], -roll[1], -roll[2])):
            if uz > 0.05:
                _disc(p, c + QPointF(ux * rs, uy * rs), rs * 0.26, ux, uy, uz, ink)
        if abs(roll[2]) <= 0.05:  # both spots on the rim: show them where they are
            for s in (1, -1):
                _disc(
                    p,
                    c + QPointF(s * roll[0] * rs * 0.8, s * roll[1] * rs * 0.8),
                    rs * 0.2,
                    roll[0],
                    roll[1],
                    0.3,
                    ink,
                )
    elif m.kind == BAR:
        ang = math.degrees(math.atan2(roll[1], roll[0])) if abs(roll[2]) < 0.999 else 0.0
        p.translate(c)
        p.rotate(ang + 90.0)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        p.drawRoundedRect(QRectF(-rs * 0.8, -rs * 0.16, rs * 1.6, rs * 0.32), rs * 0.1, rs * 0.1)
    else:
        size = rs * 0.5
        p.setPen(QPen(INK, max(1.0, rs * 0.06)))
        p.setBrush(PAPER)
        p.drawEllipse(c, size, size)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(6, int(size * 1.4)))
        p.setFont(font)
        p.setPen(INK)
        p.drawText(
            QRectF(c.x() - size, c.y() - size, 2 * size, 2 * size),
            Qt.AlignmentFlag.AlignCenter,
            m.number,
        )
    p.restore()


def _disc(
    p: QPainter, at: QPointF, size: float, ux: float, uy: float, uz: float, ink: QColor
) -> None:
    """A round mark on the sphere, flattened towards the rim."""
    p.save()
    p.translate(at)
    p.rotate(math.degrees(math.atan2(uy, ux)))
    p.scale(max(0.2, uz), 1.0)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    p.drawEllipse(QPointF(0, 0), size, size)
    p.restore()
