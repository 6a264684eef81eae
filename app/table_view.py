"""The table widget: paints a ``Scene`` (static picture cached, balls and overlays live).

Painting only; input goes to the controller through signals carrying world coordinates.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.colour_blind import HIGH_CONTRAST_CLOTH, paint_marking
from app.palette import ball_colour, ball_number, pin_colour
from app.scene import AimGuide, Cue, FallenPin, HandBall, Scene
from app.table_art import paint_table
from app.table_geometry import TableGeometry
from game import disciplines
from game.layouts import CAROM_BALL_R, PYRAMID_BALL_R
from game.tables import TABLES

CUE_LENGTH = 1.45
SHADOW_OFFSET = (0.010, 0.014)  # world (x, y): light from the head-left, shadows fall away


class TableView(QWidget):
    """Draws the table and forwards mouse/keyboard input in world coordinates."""

    mouse_moved = Signal(float, float, object)  # x, y, modifiers
    mouse_pressed = Signal(float, float, object)
    mouse_released = Signal(float, float, object)
    wheel_turned = Signal(float, object)  # steps (+ = away from the user), modifiers
    key_pressed = Signal(object)  # QKeyEvent
    painted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 200)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self._scene: Scene | None = None
        self._background: QPixmap | None = None
        self._background_key: tuple[object, ...] = ()
        self.green_carom = False
        self.colour_blind = False  # issue 10: marked balls, high-contrast cloth
        self.geometry_: TableGeometry | None = None

    # -- state --------------------------------------------------------------------------
    def scene(self) -> Scene | None:
        return self._scene

    def set_scene(self, scene: Scene) -> None:
        self._scene = scene
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(1100, 620)

    def table_geometry(self) -> TableGeometry | None:
        if self._scene is None:
            return None
        table = TABLES[self._scene.table]
        return TableGeometry.fit(table, float(self.width()), float(self.height()))

    def invalidate_background(self) -> None:
        self._background = None
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._background = None
        super().resizeEvent(event)

    # -- input --------------------------------------------------------------------------
    def _world(self, pos: QPointF) -> tuple[float, float] | None:
        g = self.table_geometry()
        return None if g is None else g.to_world(pos.x(), pos.y())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        w = self._world(event.position())
        if w is not None:
            self.mouse_moved.emit(w[0], w[1], event.modifiers())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus()
        w = self._world(event.position())
        if w is not None and event.button() == Qt.MouseButton.LeftButton:
            self.mouse_pressed.emit(w[0], w[1], event.modifiers())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        w = self._world(event.position())
        if w is not None and event.button() == Qt.MouseButton.LeftButton:
            self.mouse_released.emit(w[0], w[1], event.modifiers())

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.wheel_turned.emit(steps, event.modifiers())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.key_pressed.emit(event)
        if not event.isAccepted():
            super().keyPressEvent(event)

    # -- painting -----------------------------------------------------------------------
    def _ensure_background(self, g: TableGeometry, scene: Scene) -> QPixmap:
        dpr = self.devicePixelRatioF()
        key = (
            self.width(),
            self.height(),
            dpr,
            scene.discipline,
            scene.table,
            self.green_carom,
            self.colour_blind,
        )
        if self._background is None or key != self._background_key:
            pix = QPixmap(max(1, round(self.width() * dpr)), max(1, round(self.height() * dpr)))
            pix.setDevicePixelRatio(dpr)
            bg = QLinearGradient(0, 0, 0, self.height())
            bg.setColorAt(0.0, QColor(38, 40, 44))
            bg.setColorAt(1.0, QColor(20, 21, 24))
            p = QPainter(pix)
            p.fillRect(QRectF(0, 0, self.width(), self.height()), QBrush(bg))
            cloth = HIGH_CONTRAST_CLOTH if self.colour_blind else None
            paint_table(p, g, scene.discipline, self.green_carom, cloth)
            p.end()
            self._background = pix
            self._background_key = key
        return self._background

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        scene = self._scene
        if scene is None:
            p.fillRect(self.rect(), QColor(24, 25, 28))
            p.end()
            return
        g = self.table_geometry()
        assert g is not None
        self.geometry_ = g
        p.drawPixmap(0, 0, self._ensure_background(g, scene))
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        paint_dynamic(p, g, scene, self.colour_blind)
        p.end()
        self.painted.emit()


def paint_dynamic(p: QPainter, g: TableGeometry, scene: Scene, colour_blind: bool = False) -> None:
    """Everything that changes between frames, in drawing order."""
    r = PYRAMID_BALL_R if g.table.pockets else CAROM_BALL_R
    if scene.hand_area is not None and scene.hand is not None:
        _paint_area(p, g, scene)
    for pin, fallen in sorted(scene.fallen.items()):
        _paint_fallen_pin(p, g, scene.discipline, pin, fallen)
    for ball, trail in sorted(scene.trails.items()):
        _paint_trail(p, g, scene, ball, trail)
    if scene.guide is not None and scene.guide_level != "none":
        _paint_guide(p, g, scene, scene.guide, r)
    balls = dict(scene.balls)
    if scene.hand is not None:
        balls.pop(scene.hand.ball, None)
    dpr = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    for ball, (x, y) in sorted(balls.items()):
        gone = scene.vanishing.get(ball, 0.0)
        if gone:
            _paint_ball_shadow(p, g, x, y, r, 1.0 - gone)
        else:
            _blit(p, g, x, y, _shadow_sprite(g, r, dpr))
    for ball, (x, y) in sorted(balls.items()):
        gone = scene.vanishing.get(ball, 0.0)
        if gone:
            _paint_ball(p, g, scene, ball, x, y, r, gone)
        else:
            colour = ball_colour(scene.discipline, ball)
            _blit(p, g, x, y, _ball_sprite(g, r, colour, dpr))
            _paint_marks_and_highlight(p, g, scene, ball, x, y, r)
        if colour_blind and gone < 1.0:
            roll = scene.rolls.get(ball, (0.0, 0.0, 1.0))
            rs = g.length(r) * (1.0 - 0.45 * gone)
            colour = ball_colour(scene.discipline, ball)
            paint_marking(p, _sp(g, x, y), rs, scene.discipline, ball, colour, roll, 1.0 - gone)
    for pin, (x, y) in sorted(scene.pins.items()):
        _blit(p, g, x, y, _pin_sprite(g, scene.discipline, pin, dpr))
    if scene.hand is not None:
        _paint_hand(p, g, scene, scene.hand, r)
        if colour_blind:
            hand = scene.hand
            colour = ball_colour(scene.discipline, hand.ball)
            paint_marking(p, _sp(g, *hand.pos), g.length(r), scene.discipline, hand.ball, colour)
    if scene.cue is not None and scene.cue.ball in scene.balls and scene.hand is None:
        _paint_cue(p, g, scene.cue, scene.balls[scene.cue.ball], r)
    if scene.badge is not None:
        _paint_badge(p, g, scene.badge[0], scene.badge[1], r)


def _paint_badge(
    p: QPainter, g: TableGeometry, at: tuple[float, float], text: str, r: float
) -> None:
    """A small label over a restricted space holding both object balls."""
    c = _sp(g, *at)
    font = QFont()
    font.setPixelSize(12)
    font.setBold(True)
    p.setFont(font)
    w = p.fontMetrics().horizontalAdvance(text) + 14
    h = 20
    box = QRectF(c.x() - w / 2, c.y() - g.length(r) * 2.2 - h, w, h)
    p.setPen(QPen(QColor(255, 255, 255, 160), 1))
    p.setBrush(QColor(20, 24, 30, 190))
    p.drawRoundedRect(box, 6, 6)
    p.setPen(QColor(250, 230, 160))
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


# -- sprites: balls, shadows and pins are painted once per size and colour, then copied --
_SPRITES: dict[tuple[object, ...], QPixmap] = {}


def _sprite(key: tuple[object, ...], half: float, dpr: float, draw) -> QPixmap:  # type: ignore[no-untyped-def]
    """A square pixmap of ``2*half`` logical pixels whose centre is the object's centre."""
    pix = _SPRITES.get(key)
    if pix is None:
        if len(_SPRITES) > 256:
            _SPRITES.clear()
        side = max(2, math.ceil(2 * half * dpr))
        pix = QPixmap(side, side)
        pix.setDevicePixelRatio(dpr)
        pix.fill(Qt.GlobalColor.transparent)
        sp = QPainter(pix)
        sp.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        draw(sp, QPointF(side / dpr / 2.0, side / dpr / 2.0))
        sp.end()
        _SPRITES[key] = pix
    return pix


def _blit(p: QPainter, g: TableGeometry, x: float, y: float, pix: QPixmap) -> None:
    half = pix.width() / pix.devicePixelRatio() / 2.0
    c = _sp(g, x, y)
    p.drawPixmap(QPointF(c.x() - half, c.y() - half), pix)


def _shadow_sprite(g: TableGeometry, r: float, dpr: float) -> QPixmap:
    rs = g.length(r * 1.25)
    # The shadow's offset from the ball (world x down, world y right on the screen).
    ox, oy = g.length(SHADOW_OFFSET[1]), g.length(SHADOW_OFFSET[0])
    half = rs + max(ox, oy) + 2

    def draw(sp: QPainter, c: QPointF) -> None:
        sc = c + QPointF(ox, oy)
        grad = QRadialGradient(sc, rs)
        grad.setColorAt(0.0, QColor(0, 0, 0, 120))
        grad.setColorAt(0.6, QColor(0, 0, 0, 60))
        grad.setColorAt(1.0, QColor(0, 0, 0, 0))
        sp.setPen(Qt.PenStyle.NoPen)
        sp.setBrush(QBrush(grad))
        sp.drawEllipse(sc, rs, rs)

    return _sprite(("shadow", round(rs, 2), dpr), half, dpr, draw)


def _ball_sprite(g: TableGeometry, r: float, colour: QColor, dpr: float) -> QPixmap:
    rs = g.length(r)

    def draw(sp: QPainter, c: QPointF) -> None:
        sp.setPen(QPen(QColor(0, 0, 0, 110), 0.8))
        sp.setBrush(ball_brush(c, rs, colour))
        sp.drawEllipse(c, rs, rs)

    return _sprite(("ball", round(rs, 2), colour.rgba(), dpr), rs + 2, dpr, draw)


def _pin_sprite(g: TableGeometry, discipline: str, pin: str, dpr: float) -> QPixmap:
    kind = disciplines.pin_kind(discipline, pin)
    rr = g.length(_pin_draw_radius(discipline, pin))
    sx, sy = g.length(kind.height * 0.3), g.length(kind.height * 0.2)
    half = rr * 2 + max(sx, sy) + 2
    colour = pin_colour(discipline, pin)

    def draw(sp: QPainter, c: QPointF) -> None:
        pen = QPen(QColor(0, 0, 0, 45), rr * 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        sp.setPen(pen)
        sp.drawLine(c, c + QPointF(sx, sy))
        sp.setPen(QPen(QColor(60, 50, 40, 200), 0.8))
        sp.setBrush(ball_brush(c, rr, colour))
        sp.drawEllipse(c, rr, rr)
        # The head of the pin, nearer the eye: a smaller, brighter disc; the king wears red.
        head = QColor(190, 30, 30) if pin == "king" else colour.lighter(110)
        sp.setPen(Qt.PenStyle.NoPen)
        sp.setBrush(ball_brush(c, rr * 0.5, head))
        sp.drawEllipse(c + QPointF(-rr * 0.12, -rr * 0.12), rr * 0.5, rr * 0.5)

    return _sprite(("pin", discipline, pin, round(rr, 2), dpr), half, dpr, draw)


def _paint_marks_and_highlight(
    p: QPainter, g: TableGeometry, scene: Scene, ball: str, x: float, y: float, r: float
) -> None:
    c = _sp(g, x, y)
    rs = g.length(r)
    number = ball_number(scene.discipline, ball)
    spotted = scene.yellow_as_spot and ball == "yellow"
    if number or spotted:
        roll = scene.rolls.get(ball, (0.0, 0.0, 1.0))
        _paint_marking(p, c, rs, roll, number, spotted)
        _paint_highlight(p, c, rs, 1.0)
    else:
        _blit(p, g, x, y, _highlight_sprite(rs, p.device().devicePixelRatioF()))


def _highlight_sprite(rs: float, dpr: float) -> QPixmap:
    def draw(sp: QPainter, c: QPointF) -> None:
        _paint_highlight(sp, c, rs, 1.0)

    return _sprite(("highlight", round(rs, 2), dpr), rs + 2, dpr, draw)


def _paint_highlight(p: QPainter, c: QPointF, rs: float, alpha: float) -> None:
    at = c + QPointF(-0.38 * rs, -0.42 * rs)
    hl = QRadialGradient(at, rs * 0.42)
    hl.setColorAt(0.0, QColor(255, 255, 255, int(230 * alpha)))
    hl.setColorAt(1.0, QColor(255, 255, 255, 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(hl))
    p.drawEllipse(at, rs * 0.42, rs * 0.42)


def _sp(g: TableGeometry, x: float, y: float) -> QPointF:
    sx, sy = g.to_screen(x, y)
    return QPointF(sx, sy)


def _paint_area(p: QPainter, g: TableGeometry, scene: Scene) -> None:
    a = scene.hand_area
    assert a is not None
    r = PYRAMID_BALL_R if g.table.pockets else CAROM_BALL_R
    # Area holds ball centres; shade what the ball may cover, i.e. grown by a radius.
    tl = _sp(g, a.x_min - r, a.y_min - r)
    br = _sp(g, a.x_max + r, a.y_max + r)
    rect = QRectF(tl, br).normalized()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 34))
    p.drawRect(rect)
    pen = QPen(QColor(255, 255, 255, 150), 1.2, Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(rect)


def _paint_ball_shadow(
    p: QPainter, g: TableGeometry, x: float, y: float, r: float, a: float
) -> None:
    if a <= 0:
        return
    c = _sp(g, x + SHADOW_OFFSET[0], y + SHADOW_OFFSET[1])
    rs = g.length(r * 1.25)
    grad = QRadialGradient(c, rs)
    grad.setColorAt(0.0, QColor(0, 0, 0, int(120 * a)))
    grad.setColorAt(0.6, QColor(0, 0, 0, int(60 * a)))
    grad.setColorAt(1.0, QColor(0, 0, 0, 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(grad))
    p.drawEllipse(c, rs, rs)


def ball_brush(centre: QPointF, rs: float, colour: QColor) -> QBrush:
    grad = QRadialGradient(centre + QPointF(-0.35 * rs, -0.4 * rs), rs * 1.45)
    grad.setColorAt(0.0, colour.lighter(150))
    grad.setColorAt(0.45, colour)
    grad.setColorAt(0.9, colour.darker(190))
    grad.setColorAt(1.0, colour.darker(260))
    return QBrush(grad)


def _paint_ball(
    p: QPainter,
    g: TableGeometry,
    scene: Scene,
    ball: str,
    x: float,
    y: float,
    r: float,
    gone: float,
) -> None:
    if gone >= 1.0:
        return
    c = _sp(g, x, y)
    rs = g.length(r) * (1.0 - 0.45 * gone)
    colour = ball_colour(scene.discipline, ball)
    if gone > 0:
        colour = QColor(colour)
        colour.setAlphaF(1.0 - gone)
    p.setPen(QPen(QColor(0, 0, 0, 110), 0.8))
    p.setBrush(ball_brush(c, rs, colour))
    p.drawEllipse(c, rs, rs)
    roll = scene.rolls.get(ball, (0.0, 0.0, 1.0))
    number = ball_number(scene.discipline, ball)
    spotted = scene.yellow_as_spot and ball == "yellow"
    if number or spotted:
        _paint_marking(p, c, rs, roll, number, spotted)
    _paint_highlight(p, c, rs, 1.0 - gone)


def _paint_marking(
    p: QPainter,
    c: QPointF,
    rs: float,
    roll: tuple[float, float, float],
    number: str | None,
    spotted: bool,
) -> None:
    """A number disc or spot on the ball's surface, turned by the ball's own rotation.

    ``roll`` is the unit vector from the centre to the marking in screen axes (x right,
    y down, z towards the viewer); markings on the far side are hidden.
    """
    dirs = [roll, (-roll[0], -roll[1], -roll[2])] if spotted else [roll]
    for ux, uy, uz in dirs:
        if uz <= 0.05:
            continue
        mc = c + QPointF(ux * rs, uy * rs)
        size = rs * (0.42 if number else 0.22)
        # Foreshortening: the disc flattens towards the rim.
        ang = math.degrees(math.atan2(uy, ux))
        p.save()
        p.translate(mc)
        p.rotate(ang)
        p.scale(max(0.15, uz), 1.0)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(200, 30, 38) if spotted else QColor(250, 250, 246))
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


def _pin_draw_radius(discipline: str, pin: str) -> float:
    kind = disciplines.pin_kind(discipline, pin)
    # Seen from above a pin is a speck a few pixels wide; it is drawn a little fuller (its
    # shaded body and head) so it reads at a glance, and the king larger than the rest.
    if disciplines.get(discipline).pin_set == "five":
        return kind.radius * 2.0
    return kind.radius * (2.0 if pin == "king" else 1.6)


def _paint_fallen_pin(
    p: QPainter, g: TableGeometry, discipline: str, pin: str, f: FallenPin
) -> None:
    """A pin lying where it fell: base at its spot, head along the fall direction."""
    kind = disciplines.pin_kind(discipline, pin)
    bx, by = f.base
    ex, ey = bx + kind.height * math.cos(f.angle), by + kind.height * math.sin(f.angle)
    a, b = _sp(g, bx, by), _sp(g, ex, ey)
    w = g.length(_pin_draw_radius(discipline, pin) * 1.1)
    shadow = QPen(QColor(0, 0, 0, 80), w * 1.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    p.setPen(shadow)
    p.drawLine(a + QPointF(1.5, 2.0), b + QPointF(1.5, 2.0))
    length = g.length(kind.height)
    dpr = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    pix = _lying_pin_sprite(discipline, pin, length, w, dpr)
    half = pix.width() / pix.devicePixelRatio() / 2.0
    p.save()
    p.translate(a)
    p.rotate(math.degrees(math.atan2(b.y() - a.y(), b.x() - a.x())))
    p.drawPixmap(QPointF(-half, -half), pix)
    p.restore()


def _lying_pin_sprite(discipline: str, pin: str, length: float, w: float, dpr: float) -> QPixmap:
    colour = pin_colour(discipline, pin)

    def draw(sp: QPainter, c: QPointF) -> None:
        end = c + QPointF(length, 0.0)
        body = QPen(colour.darker(115), w, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        sp.setPen(body)
        sp.drawLine(c, end)
        shine = QPen(colour.lighter(125), w * 0.35, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        sp.setPen(shine)
        sp.drawLine(c + QPointF(0, -w * 0.18), end + QPointF(0, -w * 0.18))
        head = QColor(190, 30, 30) if pin == "king" else colour
        sp.setPen(Qt.PenStyle.NoPen)
        sp.setBrush(ball_brush(end, w * 0.62, head))
        sp.drawEllipse(end, w * 0.62, w * 0.62)

    key = ("lying", discipline, pin, round(length, 2), round(w, 2), dpr)
    return _sprite(key, length + w + 2, dpr, draw)


def _paint_trail(p: QPainter, g: TableGeometry, scene: Scene, ball: str, trail: tuple) -> None:
    if len(trail) < 2:
        return
    colour = QColor(ball_colour(scene.discipline, ball))
    if colour.lightness() < 80:
        colour = QColor(230, 230, 230)  # a dark ball's trail would vanish on the cloth
    colour.setAlpha(70)
    pen = QPen(colour, 2.0)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    # Every other sample is plenty for a faint trail and halves its cost.
    pts = list(trail[-1::-2])[::-1]
    p.drawPolyline(QPolygonF([_sp(g, x, y) for x, y in pts]))


def _paint_guide(p: QPainter, g: TableGeometry, scene: Scene, guide: AimGuide, r: float) -> None:
    full = scene.guide_level == "full"
    if full and len(guide.cue_path) >= 2:
        pen = QPen(QColor(255, 255, 255, 170), 1.3, Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawPolyline(QPolygonF([_sp(g, x, y) for x, y in guide.cue_path]))
    if guide.ghost is not None:
        c = _sp(g, *guide.ghost)
        rs = g.length(r)
        p.setPen(QPen(QColor(255, 255, 255, 200), 1.2))
        p.setBrush(QColor(255, 255, 255, 40))
        p.drawEllipse(c, rs, rs)
    if full and len(guide.object_path) >= 2:
        colour = QColor(ball_colour(scene.discipline, guide.object_ball or ""))
        colour = colour.lighter(130) if colour.lightness() < 80 else colour
        colour.setAlpha(220)
        p.setPen(QPen(colour, 2.0))
        p.drawPolyline(QPolygonF([_sp(g, x, y) for x, y in guide.object_path]))
    if full and len(guide.cue_after) >= 2:
        pen = QPen(QColor(120, 220, 255, 200), 1.4, Qt.PenStyle.DashDotLine)
        p.setPen(pen)
        p.drawPolyline(QPolygonF([_sp(g, x, y) for x, y in guide.cue_after]))


def _paint_hand(p: QPainter, g: TableGeometry, scene: Scene, hand: HandBall, r: float) -> None:
    x, y = hand.pos
    _paint_ball_shadow(p, g, x, y, r, 1.0)
    _paint_ball(p, g, scene, hand.ball, x, y, r, 0.0)
    c = _sp(g, x, y)
    rs = g.length(r)
    colour = QColor(80, 230, 120, 220) if hand.ok else QColor(240, 40, 40, 230)
    p.setPen(QPen(colour, 2.0))
    p.setBrush(Qt.BrushStyle.NoBrush if hand.ok else QColor(240, 40, 40, 90))
    p.drawEllipse(c, rs + 3, rs + 3)


def _paint_cue(p: QPainter, g: TableGeometry, cue: Cue, at: tuple[float, float], r: float) -> None:
    """The cue lies behind the ball along the aim; pulling back slides it away."""
    a = math.radians(cue.aim_deg)
    dx, dy = math.cos(a), math.sin(a)
    gap = r + 0.012 + cue.pull
    # Elevation shortens the cue's shadow on the cloth: draw its plan view.
    fore = math.cos(math.radians(cue.elevation_deg))
    x0, y0 = at[0] - dx * gap, at[1] - dy * gap
    x1, y1 = x0 - dx * CUE_LENGTH * fore, y0 - dy * CUE_LENGTH * fore
    tip, butt = _sp(g, x0, y0), _sp(g, x1, y1)
    d = butt - tip
    length = math.hypot(d.x(), d.y()) or 1.0
    nx, ny = -d.y() / length, d.x() / length
    w_tip, w_butt = g.length(0.0065), g.length(0.0155)

    def quad(f0: float, f1: float) -> QPolygonF:
        w0 = w_tip + (w_butt - w_tip) * f0
        w1 = w_tip + (w_butt - w_tip) * f1
        a0 = tip + d * f0
        a1 = tip + d * f1
        return QPolygonF(
            [
                a0 + QPointF(nx * w0, ny * w0),
                a1 + QPointF(nx * w1, ny * w1),
                a1 - QPointF(nx * w1, ny * w1),
                a0 - QPointF(nx * w0, ny * w0),
            ]
        )

    # Shadow.
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 70))
    shadow = quad(0.0, 1.0)
    shadow.translate(4, 6)
    p.drawPolygon(shadow)
    shaft = QLinearGradient(tip, butt)
    shaft.setColorAt(0.0, QColor(236, 214, 170))
    shaft.setColorAt(0.55, QColor(214, 178, 120))
    shaft.setColorAt(0.62, QColor(60, 30, 20))
    shaft.setColorAt(1.0, QColor(30, 14, 10))
    p.setBrush(QBrush(shaft))
    p.setPen(QPen(QColor(40, 25, 15, 160), 0.6))
    p.drawPolygon(quad(0.0, 1.0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(250, 250, 245))  # ferrule
    p.drawPolygon(quad(0.006, 0.022))
    p.setBrush(QColor(60, 110, 200))  # chalked tip
    p.drawPolygon(quad(0.0, 0.006))


__all__ = ["TableView", "paint_dynamic"]
