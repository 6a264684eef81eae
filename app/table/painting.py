"""Painting what changes between frames on a table: balls and their shadows, pins standing
and fallen, trails, the assist lines, the ball in hand, the cue and the words on the table.
Plain functions of a painter, a ``TableGeometry`` and a ``Scene``; the view and the loupes
call them.
"""

from __future__ import annotations

import itertools
import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)

from app.table.ball_surface import (
    ball_brush,
    paint_ball_surface,
    paint_lamp_highlight,
)
from app.table.colour_blind import paint_marking
from app.table.cue import cue_in_space
from app.table.palette import (
    FALLEN_PIN_TINT,
    SPOTTED_WHITE,
    ball_colour,
    ball_number,
    pin_cap_colour,
    pin_colour,
)
from app.table.scene import AimGuide, Cue, FallenPin, HandBall, Scene
from app.table.screen_geometry import TableGeometry
from game import disciplines
from game.layouts import CAROM_BALL_R, PYRAMID_BALL_R
from game.tables import Point

CUE_SHADOW = QPointF(0.35, 0.5)  # screen px of shadow offset per px of height
SHADOW_OFFSET = (0.010, 0.014)  # world (x, y): light from the head-left, shadows fall away
# A ball in the air: its shadow on the cloth moves away from it along the light by this much
# per metre of height, and the ball is drawn this much larger per metre (closer to the eye;
# exaggerated from a lamp's perspective, about 0.7 per metre, so that a hop of a couple of
# centimetres is seen), up to AIR_MAX_SCALE.
AIR_SHADOW_SLOPE = 1.5
AIR_GROWTH = 6.0
AIR_MAX_SCALE = 2.0

# larger; nor larger than this share of the gap between pin spots, so they never merge.
PIN_MIN_PX = 5.0
KING_MIN_PX = 6.5
PIN_MAX_SHARE = 0.42
PIN_GAP = 0.073  # metres between the centre and a small pin (7C-2)
FALLEN_MIN_PX = 16.0  # a fallen pin lies at least this long on screen


def paint_room(p: QPainter, rect: QRectF) -> None:
    """The dim room around the table: a soft pool of light under the lamp."""
    bg = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    bg.setColorAt(0.0, QColor(46, 44, 42))
    bg.setColorAt(1.0, QColor(16, 16, 18))
    p.fillRect(rect, QBrush(bg))


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
        elif scene.heights.get(ball, 0.0) > 0.0:
            _paint_air_shadow(p, g, x, y, r, scene.heights[ball])
        else:
            _blit(p, g, x, y, _shadow_sprite(g, r, dpr))
    # Balls in the air last, over the ones on the cloth they fly above.
    for ball, (x, y) in sorted(balls.items(), key=lambda kv: (kv[0] in scene.heights, kv[0])):
        gone = scene.vanishing.get(ball, 0.0)
        if gone:
            _paint_ball(p, g, scene, ball, x, y, r, gone)
        else:
            colour = _drawn_colour(scene, ball)
            rd = r * air_scale(scene.heights.get(ball, 0.0))
            _blit(p, g, x, y, _ball_sprite(g, rd, colour, dpr))
            _paint_marks_and_highlight(p, g, scene, ball, x, y, rd)
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


def paint_words(p: QPainter, g: TableGeometry, scene: Scene) -> None:
    """What the view says on the table, over everything (the loupes too, and never inside
    them): the live speed and the aim lock at the cue, why a ball in hand went back, and
    the replay indicator."""
    r = PYRAMID_BALL_R if g.table.pockets else CAROM_BALL_R
    if scene.cue is not None and scene.cue.ball in scene.balls and scene.hand is None:
        paint_cue_words(p, g, scene.cue, scene.balls[scene.cue.ball], r)
    if scene.notice is not None:
        at, text = scene.notice
        c = _sp(g, *at)
        paint_label(p, QPointF(c.x(), c.y() - g.length(r) * 2.4 - 14), text, NOTICE_COLOUR)
    if scene.replay_text:
        _paint_replay(p, scene.replay_text)


NOTICE_COLOUR = QColor(255, 150, 130)
READOUT_COLOUR = QColor(255, 236, 170)
LOCK_COLOUR = QColor(170, 220, 255)


def _label_font(size: int) -> QFont:
    font = QFont()
    font.setPixelSize(size)
    font.setBold(True)
    return font


def label_size(p: QPainter, text: str, size: int = 13) -> tuple[float, float]:
    """The width and height of ``paint_label``'s plate for ``text``."""
    p.setFont(_label_font(size))
    return p.fontMetrics().horizontalAdvance(text) + 16.0, size + 10.0


VIEW_MARGIN = 4.0  # px a label keeps from the edge of the view


def _inside(plate: QRectF, view: QRectF) -> QRectF:
    """``plate`` slid the least way that puts it whole inside ``view``."""
    inner = view.adjusted(VIEW_MARGIN, VIEW_MARGIN, -VIEW_MARGIN, -VIEW_MARGIN)
    x = min(max(plate.left(), inner.left()), inner.right() - plate.width())
    y = min(max(plate.top(), inner.top()), inner.bottom() - plate.height())
    return QRectF(x, y, plate.width(), plate.height())


def paint_label(p: QPainter, centre: QPointF, text: str, colour: QColor, size: int = 13) -> QRectF:
    """A short text on a dark rounded plate, centred on ``centre`` (readable on any cloth),
    slid whole inside the view where the centre lies near its edge."""
    w, h = label_size(p, text, size)
    box = _inside(QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h), QRectF(p.window()))
    p.setPen(QPen(QColor(255, 255, 255, 120), 1))
    p.setBrush(QColor(16, 18, 24, 200))
    p.drawRoundedRect(box, 6, 6)
    p.setPen(colour)
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    return box


# The gap (px) between the cue's line and the near edge of a label beside it.
CUE_WORDS_GAP = 14.0


def _extent(direction: QPointF, w: float, h: float) -> float:
    """Half the length of a w×h plate along the unit ``direction``."""
    return (abs(direction.x()) * w + abs(direction.y()) * h) / 2.0


def _plate_beside(anchor: QPointF, unit: QPointF, w: float, h: float) -> QRectF:
    """A w×h plate out from ``anchor`` along ``unit`` with its near edge ``CUE_WORDS_GAP``
    away, whatever the direction: two on opposite sides of a cue never overlap, even when
    the cue runs down the screen and the plates are wider than they are tall."""
    c = anchor + unit * (CUE_WORDS_GAP + _extent(unit, w, h))
    return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)


def paint_cue_words(
    p: QPainter, g: TableGeometry, cue: Cue, at: tuple[float, float], r: float
) -> list[QRectF]:
    """The live speed at the cue while it is drawn back, and the aim lock's note, on either
    side of the cue a little behind the ball (never over the line of aim), whole inside the
    view; their plates."""
    a = math.radians(cue.aim_deg)
    back = r + 0.012 + cue.pull + 0.08
    bx, by = at[0] - math.cos(a) * back, at[1] - math.sin(a) * back
    c = _sp(g, bx, by)
    # Perpendicular to the cue on the screen.
    tip, butt = _sp(g, *at), c
    d = butt - tip
    n = math.hypot(d.x(), d.y()) or 1.0
    along = QPointF(d.x() / n, d.y() / n)  # towards the butt
    unit = QPointF(-along.y(), along.x())
    if unit.y() > 0:
        unit = -unit  # above the cue reads better
    view = QRectF(p.window())
    plates: list[QRectF] = []
    for text, colour, size, side in (
        (cue.readout, READOUT_COLOUR, 15, unit),
        (cue.lock_text, LOCK_COLOUR, 13, -unit),
    ):
        if not text:
            continue
        w, h = label_size(p, text, size)
        plate = _inside(_plate_beside(c, side, w, h), view)
        if plates and plate.intersects(plates[0]):
            # Pushed against the edge onto the other plate: further along the cue instead.
            first = plates[0]
            step = along * (
                _extent(along, first.width(), first.height()) + _extent(along, w, h) + CUE_WORDS_GAP
            )
            moved = _inside(plate.translated(step), view)
            plate = moved if not moved.intersects(first) else _inside(plate.translated(-step), view)
        plates.append(paint_label(p, plate.center(), text, colour, size))
    return plates


def _paint_replay(p: QPainter, text: str) -> None:
    """The replay indicator: a red dot and the word, top left of the table view."""
    width = p.window().width()
    box = paint_label(p, QPointF(width / 2.0, 22.0), "   " + text, QColor(255, 255, 255), 15)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(230, 40, 40))
    p.drawEllipse(QPointF(box.left() + 14, box.center().y()), 5.5, 5.5)


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


def sprite(key: tuple[object, ...], half: float, dpr: float, draw) -> QPixmap:  # type: ignore[no-untyped-def]
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
        sp.setPen(Qt.PenStyle.NoPen)
        sc = c + QPointF(ox, oy)
        grad = QRadialGradient(sc, rs)
        grad.setColorAt(0.0, QColor(0, 0, 0, 110))
        grad.setColorAt(0.6, QColor(0, 0, 0, 55))
        grad.setColorAt(1.0, QColor(0, 0, 0, 0))
        sp.setBrush(QBrush(grad))
        sp.drawEllipse(sc, rs, rs)
        # The contact shadow: a tight dark core where the ball sits on the cloth.
        rc = rs * 0.62
        cc = c + QPointF(ox * 0.35, oy * 0.35)
        core = QRadialGradient(cc, rc)
        core.setColorAt(0.0, QColor(0, 0, 0, 150))
        core.setColorAt(1.0, QColor(0, 0, 0, 0))
        sp.setBrush(QBrush(core))
        sp.drawEllipse(cc, rc, rc)

    return sprite(("shadow", round(rs, 2), dpr), half, dpr, draw)


def _ball_sprite(g: TableGeometry, r: float, colour: QColor, dpr: float) -> QPixmap:
    rs = g.length(r)

    def draw(sp: QPainter, c: QPointF) -> None:
        sp.setPen(QPen(QColor(0, 0, 0, 120), max(0.6, min(1.2, rs * 0.06))))
        sp.setBrush(ball_brush(c, rs, colour))
        sp.drawEllipse(c, rs, rs)
        _paint_bounce(sp, c, rs, colour)

    return sprite(("ball", round(rs, 2), colour.rgba(), dpr), rs + 2, dpr, draw)


def _paint_bounce(p: QPainter, c: QPointF, rs: float, colour: QColor) -> None:
    """Light bounced off the cloth onto the ball's lower rim, opposite the lamp."""
    at = c + QPointF(0.45 * rs, 0.5 * rs)
    glow = QRadialGradient(at, rs * 0.55)
    bounce = QColor(colour.lighter(125))
    bounce.setAlpha(90)
    glow.setColorAt(0.0, bounce)
    glow.setColorAt(1.0, QColor(bounce.red(), bounce.green(), bounce.blue(), 0))
    path = QPainterPath()
    path.addEllipse(c, rs * 0.96, rs * 0.96)
    p.save()
    p.setClipPath(path)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(glow))
    p.drawEllipse(at, rs * 0.55, rs * 0.55)
    p.restore()


def _pin_screen_radius(g: TableGeometry, discipline: str, pin: str) -> float:
    """A standing pin's drawn radius in pixels: true to scale when the table is large, never
    below a legible minimum (the king larger), never so large that neighbours merge."""
    king = pin == "king" or (disciplines.get(discipline).pin_set == "five" and pin == "centre")
    world = g.length(_pin_draw_radius(discipline, pin))
    floor = KING_MIN_PX if king else PIN_MIN_PX
    ceiling = PIN_MAX_SHARE * g.length(PIN_GAP) * (1.15 if king else 1.0)
    return max(world, min(floor, ceiling))


def _pin_sprite(g: TableGeometry, discipline: str, pin: str, dpr: float) -> QPixmap:
    """A pin seen from above: its shadow on the cloth, the shaded belly, the neck, the cap."""
    kind = disciplines.pin_kind(discipline, pin)
    rr = _pin_screen_radius(g, discipline, pin)
    # The shadow of a standing pin is long: it is as tall as a ball is wide, or taller.
    reach = max(rr * 1.3, g.length(kind.height) * 0.35)
    sx, sy = reach * 0.8, reach * 0.6
    half = rr + max(sx, sy) + 3
    colour = pin_colour(discipline, pin)
    cap = pin_cap_colour(discipline, pin)
    king = pin == "king"

    def draw(sp: QPainter, c: QPointF) -> None:
        for width, alpha in ((1.9, 40), (1.3, 55)):
            pen = QPen(QColor(0, 0, 0, alpha), rr * width)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            sp.setPen(pen)
            sp.drawLine(c, c + QPointF(sx, sy))
        sp.setPen(QPen(QColor(30, 22, 14, 220), max(0.8, rr * 0.14)))
        sp.setBrush(ball_brush(c, rr, colour))
        sp.drawEllipse(c, rr, rr)
        sp.setBrush(Qt.BrushStyle.NoBrush)
        if king:
            # The king's crown: a red band round the belly, seen at any size.
            sp.setPen(QPen(QColor(190, 26, 30), max(1.2, rr * 0.2)))
            sp.drawEllipse(c, rr * 0.78, rr * 0.78)
        neck = QColor(colour.darker(150))
        neck.setAlpha(170)
        sp.setPen(QPen(neck, max(0.7, rr * 0.1)))
        sp.drawEllipse(c, rr * 0.58, rr * 0.58)
        sp.setPen(Qt.PenStyle.NoPen)
        sp.setBrush(ball_brush(c, rr * 0.42, cap))
        sp.drawEllipse(c, rr * 0.42, rr * 0.42)
        sp.setBrush(QColor(255, 255, 255, 210))
        sp.drawEllipse(c + QPointF(-rr * 0.14, -rr * 0.16), rr * 0.13, rr * 0.13)

    return sprite(("pin", discipline, pin, round(rr, 2), round(reach, 1), dpr), half, dpr, draw)


def _paint_marks_and_highlight(
    p: QPainter, g: TableGeometry, scene: Scene, ball: str, x: float, y: float, r: float
) -> None:
    c = _sp(g, x, y)
    rs = g.length(r)
    number = ball_number(scene.discipline, ball)
    spotted = scene.yellow_as_spot and ball == "yellow"
    if number or spotted:
        roll = scene.rolls.get(ball, (0.0, 0.0, 1.0))
        paint_ball_surface(p, c, rs, roll, number, spotted, scene.discipline, 1.0)
    else:
        _blit(p, g, x, y, _highlight_sprite(rs, p.device().devicePixelRatioF()))


def _highlight_sprite(rs: float, dpr: float) -> QPixmap:
    def draw(sp: QPainter, c: QPointF) -> None:
        paint_lamp_highlight(sp, c, rs, 1.0)

    return sprite(("highlight", round(rs, 2), dpr), rs + 2, dpr, draw)


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


def air_scale(height: float) -> float:
    """How much larger a ball ``height`` metres off the cloth is drawn (1 on the cloth),
    in steps of 1/64 so that the sprites stay few."""
    if height <= 0.0:
        return 1.0
    return min(AIR_MAX_SCALE, round((1.0 + AIR_GROWTH * height) * 64.0) / 64.0)


def air_shadow_offset(height: float) -> tuple[float, float]:
    """World offset of a ball's shadow from its centre at ``height`` m off the cloth."""
    k = 1.0 + AIR_SHADOW_SLOPE * height / math.hypot(*SHADOW_OFFSET)
    return (SHADOW_OFFSET[0] * k, SHADOW_OFFSET[1] * k)


def _paint_air_shadow(
    p: QPainter, g: TableGeometry, x: float, y: float, r: float, height: float
) -> None:
    """The shadow of a ball in the air: away from it along the light, wider and fainter
    the higher it flies."""
    ox, oy = air_shadow_offset(height)
    _paint_shadow(p, _sp(g, x + ox, y + oy), g.length(r * (1.25 + 2.0 * height)),
                  max(0.35, 1.0 - 4.0 * height))  # fmt: skip


def _paint_ball_shadow(
    p: QPainter, g: TableGeometry, x: float, y: float, r: float, a: float
) -> None:
    if a > 0:
        c = _sp(g, x + SHADOW_OFFSET[0], y + SHADOW_OFFSET[1])
        _paint_shadow(p, c, g.length(r * 1.25), a)


def _paint_shadow(p: QPainter, c: QPointF, rs: float, a: float) -> None:
    """A soft round shadow of radius ``rs`` px about ``c``, ``a`` its darkness (0-1)."""
    grad = QRadialGradient(c, rs)
    grad.setColorAt(0.0, QColor(0, 0, 0, int(120 * a)))
    grad.setColorAt(0.6, QColor(0, 0, 0, int(60 * a)))
    grad.setColorAt(1.0, QColor(0, 0, 0, 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(grad))
    p.drawEllipse(c, rs, rs)


def _drawn_colour(scene: Scene, ball: str) -> QColor:
    """The ball's colour as drawn: the yellow is a spotted white when the setting asks."""
    if scene.yellow_as_spot and ball == "yellow":
        return SPOTTED_WHITE
    return ball_colour(scene.discipline, ball)


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
    colour = _drawn_colour(scene, ball)
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
        paint_ball_surface(p, c, rs, roll, number, spotted, scene.discipline, 1.0 - gone)
    else:
        paint_lamp_highlight(p, c, rs, 1.0 - gone)


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
    """A pin lying where it fell: base at its spot, head along the fall direction, in a muted
    colour and never shorter than a legible length on the screen."""
    kind = disciplines.pin_kind(discipline, pin)
    king = pin == "king" or (disciplines.get(discipline).pin_set == "five" and pin == "centre")
    length = max(g.length(kind.height), FALLEN_MIN_PX * (1.2 if king else 1.0))
    w = max(g.length(_pin_draw_radius(discipline, pin) * 1.1), 5.0 if not king else 6.0)
    a = _sp(g, *f.base)
    angle = math.degrees(math.atan2(math.cos(f.angle), math.sin(f.angle)))
    shadow = QPen(QColor(0, 0, 0, 70), w * 1.1, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    p.setPen(shadow)
    rad = math.radians(angle)
    end = a + QPointF(math.cos(rad) * length, math.sin(rad) * length)
    p.drawLine(a + QPointF(1.5, 2.0), end + QPointF(1.5, 2.0))
    dpr = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    pix = _lying_pin_sprite(discipline, pin, length, w, dpr)
    half = pix.width() / pix.devicePixelRatio() / 2.0
    p.save()
    p.translate(a)
    p.rotate(angle)
    p.drawPixmap(QPointF(-half, -half), pix)
    p.restore()


def _lying_pin_sprite(discipline: str, pin: str, length: float, w: float, dpr: float) -> QPixmap:
    """A lying pin along +x from its base: the belly near the base, the neck, the head."""
    colour = _muted(pin_colour(discipline, pin))
    cap = _muted(pin_cap_colour(discipline, pin))

    def draw(sp: QPainter, c: QPointF) -> None:
        x0, y0 = c.x(), c.y()
        hw = w / 2.0
        body = QPolygonF(
            [
                QPointF(x0, y0 - hw * 0.7),
                QPointF(x0 + length * 0.3, y0 - hw),
                QPointF(x0 + length * 0.72, y0 - hw * 0.45),
                QPointF(x0 + length * 0.72, y0 + hw * 0.45),
                QPointF(x0 + length * 0.3, y0 + hw),
                QPointF(x0, y0 + hw * 0.7),
            ]
        )
        shade = QLinearGradient(QPointF(x0, y0 - hw), QPointF(x0, y0 + hw))
        shade.setColorAt(0.0, colour.lighter(118))
        shade.setColorAt(0.45, colour)
        shade.setColorAt(1.0, colour.darker(150))
        sp.setPen(QPen(QColor(30, 24, 18, 170), 0.8))
        sp.setBrush(QBrush(shade))
        sp.drawPolygon(body)
        head = QPointF(x0 + length - hw * 0.7, y0)
        sp.setBrush(ball_brush(head, hw * 0.75, cap))
        sp.drawEllipse(head, hw * 0.75, hw * 0.75)

    key = ("lying", discipline, pin, round(length, 1), round(w, 2), dpr)
    return sprite(key, length + w + 2, dpr, draw)


def _muted(colour: QColor) -> QColor:
    """A fallen pin's colour: greyed towards the cloth so it reads as "down" at a glance."""
    return QColor(
        round(colour.red() * 0.6 + FALLEN_PIN_TINT.red() * 0.4),
        round(colour.green() * 0.6 + FALLEN_PIN_TINT.green() * 0.4),
        round(colour.blue() * 0.6 + FALLEN_PIN_TINT.blue() * 0.4),
    )


def _paint_trail(
    p: QPainter, g: TableGeometry, scene: Scene, ball: str, trail: tuple[Point, ...]
) -> None:
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


PATH_STEP_PX = 4.0  # a drawn path keeps a point every few pixels (the curve stays smooth)


def _thinned(g: TableGeometry, pts: tuple[tuple[float, float], ...], step: float) -> list[QPointF]:
    """On the screen, dropping points within ``step`` px (x plus y) of the last kept (never
    the ends); thinned as numbers first: a QPointF for each of a break's 1,800 cost 6 ms."""
    screen = [g.to_screen(x, y) for x, y in pts]  # a drawn path has two points at least
    (lx, ly), out = screen[0], [QPointF(*screen[0])]
    for sx, sy in screen[1:-1]:
        if abs(sx - lx) + abs(sy - ly) >= step:
            out.append(QPointF(sx, sy))
            lx, ly = sx, sy
    out.append(QPointF(*screen[-1]))
    return out


def _paint_paths(p: QPainter, g: TableGeometry, scene: Scene, guide: AimGuide) -> None:
    """Level "path": each ball's whole run, the cue ball's in white, the others in their own
    colours; a small ring where each comes to rest (or the path is cut). Drawn as separate
    short lines: Qt strokes a long wide polyline as one outline, which costs tens of
    milliseconds for a path crossing itself round the cushions, and the assist must follow
    the mouse within a frame."""
    cue = scene.cue.ball if scene.cue is not None else None
    p.setBrush(Qt.BrushStyle.NoBrush)
    for ball, pts in guide.paths:
        screen = _thinned(g, pts, PATH_STEP_PX)
        if ball == cue:
            colour = QColor(255, 255, 255)
            width = 1.6
        else:
            colour = QColor(ball_colour(scene.discipline, ball))
            colour = colour.lighter(150) if colour.lightness() < 90 else colour
            width = 2.0
        pen = QPen(colour, width)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)  # round caps cost eight times as much
        p.setPen(pen)
        p.drawLines([QLineF(a, b) for a, b in itertools.pairwise(screen)])
        p.drawEllipse(screen[-1], 3.0, 3.0)


def _paint_guide(p: QPainter, g: TableGeometry, scene: Scene, guide: AimGuide, r: float) -> None:
    if scene.guide_level == "path":
        _paint_paths(p, g, scene, guide)
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
    """The cue held at its elevation behind the point it strikes (app.table.cue), pulled
    back along its own line, with its shadow on the cloth. It is drawn from a picture of the
    cue made once per length, turned to the aim (an antialiased gradient polygon a screen
    long costs milliseconds a frame on a 4K screen)."""
    held = cue_in_space(cue, at, r)
    w_tip, w_butt = g.length(0.0065), g.length(0.0155)
    dpr = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    for shadow in (True, False):
        # The lamp is above and a little behind the player: the higher a part of the cue,
        # the farther its shadow falls from it.
        k = 1.0 if shadow else 0.0
        tip = _sp(g, *held.tip) + CUE_SHADOW * (k * g.length(held.tip_z))
        d = _sp(g, *held.butt) + CUE_SHADOW * (k * g.length(held.butt_z)) - tip
        length = math.hypot(d.x(), d.y()) or 1.0
        pix, origin = _cue_sprite(round(length), w_tip, w_butt, dpr, shadow)
        p.save()
        p.translate(tip)
        p.rotate(math.degrees(math.atan2(d.y(), d.x())))
        p.drawPixmap(-origin, pix)
        p.restore()


_CUES: dict[tuple[object, ...], tuple[QPixmap, QPointF]] = {}


def _cue_sprite(
    length: int, w_tip: float, w_butt: float, dpr: float, shadow: bool
) -> tuple[QPixmap, QPointF]:
    """The cue lying along +x from its tip at the returned origin (or its shadow)."""
    key = (length, round(w_tip, 1), round(w_butt, 1), dpr, shadow)
    made = _CUES.get(key)
    if made is not None:
        return made
    if len(_CUES) > 32:
        _CUES.clear()
    pad = 2.0
    width, height = length + 2 * pad, 2 * w_butt + 2 * pad
    pix = QPixmap(max(1, math.ceil(width * dpr)), max(1, math.ceil(height * dpr)))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    origin = QPointF(pad, height / 2.0)
    sp = QPainter(pix)
    sp.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    tip, butt = origin, origin + QPointF(length, 0.0)

    def quad(f0: float, f1: float) -> QPolygonF:
        w0 = w_tip + (w_butt - w_tip) * f0
        w1 = w_tip + (w_butt - w_tip) * f1
        x0, x1 = tip.x() + length * f0, tip.x() + length * f1
        y = tip.y()
        return QPolygonF(
            [QPointF(x0, y - w0), QPointF(x1, y - w1), QPointF(x1, y + w1), QPointF(x0, y + w0)]
        )

    if shadow:
        sp.setPen(Qt.PenStyle.NoPen)
        sp.setBrush(QColor(0, 0, 0, 70))
        sp.drawPolygon(quad(0.0, 1.0))
    else:
        shaft = QLinearGradient(tip, butt)
        shaft.setColorAt(0.0, QColor(236, 214, 170))
        shaft.setColorAt(0.55, QColor(214, 178, 120))
        shaft.setColorAt(0.62, QColor(60, 30, 20))
        shaft.setColorAt(1.0, QColor(30, 14, 10))
        sp.setBrush(QBrush(shaft))
        sp.setPen(QPen(QColor(40, 25, 15, 160), 0.6))
        sp.drawPolygon(quad(0.0, 1.0))
        # Roundness: a highlight along the shaft's lit side.
        sheen = QPen(QColor(255, 250, 235, 70), max(0.8, w_tip * 0.5))
        sp.setPen(sheen)
        sp.drawLine(
            QPointF(tip.x() + length * 0.03, tip.y() - w_tip * 0.35),
            QPointF(tip.x() + length * 0.98, tip.y() - w_butt * 0.35),
        )
        sp.setPen(Qt.PenStyle.NoPen)
        sp.setBrush(QColor(250, 250, 245))  # ferrule
        sp.drawPolygon(quad(0.006, 0.022))
        sp.setBrush(QColor(60, 110, 200))  # chalked tip
        sp.drawPolygon(quad(0.0, 0.006))
    sp.end()
    _CUES[key] = (pix, origin)
    return pix, origin
