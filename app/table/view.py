"""The table widget: paints a ``Scene`` (static picture cached, balls and overlays live).

Painting, zoom and pan only; game input goes to the controller through signals carrying
world coordinates. The view zooms about the cursor (wheel, pinch: 1× to 6×), pans with the
middle button or Space+drag, and resets to the fitted table on a double-click or Home. When
the table is shown smaller than true size, a loupe (an inset magnifier) shows the pins and the
aimed contact, so a thin cut and a pin graze can be judged.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, replace

from PySide6.QtCore import QEvent, QLineF, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QNativeGestureEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGestureEvent, QPinchGesture, QSizePolicy, QWidget

from app.table.art import paint_table
from app.table.colour_blind import HIGH_CONTRAST_CLOTH, paint_marking
from app.table.palette import (
    FALLEN_PIN_TINT,
    SPOTTED_WHITE,
    ball_colour,
    ball_number,
    pin_cap_colour,
    pin_colour,
)
from app.table.scene import AimGuide, Cue, FallenPin, HandBall, Scene
from app.table.screen_geometry import CUSHION, MARGIN, RAIL, TableGeometry
from game import disciplines
from game.layouts import CAROM_BALL_R, PYRAMID_BALL_R
from game.tables import TABLES

CUE_LENGTH = 1.45
SHADOW_OFFSET = (0.010, 0.014)  # world (x, y): light from the head-left, shadows fall away
# A ball in the air: its shadow on the cloth moves away from it along the light by this much
# per metre of height, and the ball is drawn this much larger per metre (closer to the eye;
# exaggerated from a lamp's perspective, about 0.7 per metre, so that a hop of a couple of
# centimetres is seen), up to AIR_MAX_SCALE.
AIR_SHADOW_SLOPE = 1.5
AIR_GROWTH = 6.0
AIR_MAX_SCALE = 2.0

MIN_ZOOM, MAX_ZOOM = 1.0, 6.0
WHEEL_ZOOM = 1.2  # per wheel notch
# Standing pins are never drawn smaller than this radius on screen (logical pixels), the king
# larger; nor larger than this share of the gap between pin spots, so they never merge.
PIN_MIN_PX = 5.0
KING_MIN_PX = 6.5
PIN_MAX_SHARE = 0.42
PIN_GAP = 0.073  # metres between the centre and a small pin (7C-2)
FALLEN_MIN_PX = 16.0  # a fallen pin lies at least this long on screen
LOUPE_RADIUS_SHARE = 0.15  # of the view's smaller side
LOUPE_MAX_RADIUS = 140.0  # logical pixels: a larger lens hides more table and costs more
LENS_MARGIN = 16.0  # room round the lens for its shadow (logical pixels)
LENS_WARMUP_MS = 150  # the mouse rests this long: paint the other balls' lens pictures
LOUPE_MIN_GAIN = 1.6  # below this magnification a loupe adds nothing

# A loupe's subject: (world centre, world half-extent, the world point its still picture is
# painted about, how far from that point the subject may lie).
LoupeSubject = tuple[tuple[float, float], float, tuple[float, float], float]


@dataclass(frozen=True)
class Lens:
    """One loupe: what it shows (subject) at which magnified scale (pixels per metre), its
    radius on the screen, and the anchor its still table picture is painted about."""

    subject: tuple[float, float]
    anchor: tuple[float, float]
    wander: float
    radius: float
    scale: float


class TableView(QWidget):
    """Draws the table and forwards mouse/keyboard input in world coordinates."""

    mouse_moved = Signal(float, float, object)  # x, y, modifiers
    mouse_pressed = Signal(float, float, object)
    mouse_released = Signal(float, float, object)
    wheel_turned = Signal(float, object)  # steps (+ = away from the user), modifiers
    key_pressed = Signal(object)  # QKeyEvent
    right_clicked = Signal()  # puts a drawn-back cue down (cancels the stroke)
    view_changed = Signal()  # zoom or pan changed
    painted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 200)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.grabGesture(Qt.GestureType.PinchGesture)
        self._scene: Scene | None = None
        self._background: QPixmap | None = None
        self._background_key: tuple[object, ...] = ()
        self._loupe_cache: dict[tuple[object, ...], QPixmap] = {}  # the lens's table
        self._loupe_content: dict[tuple[object, ...], tuple[object, QPixmap]] = {}
        self.green_carom = False
        self.colour_blind = False  # marked balls, high-contrast cloth
        self.geometry_: TableGeometry | None = None
        self.zoomable = True
        self.loupe = False  # the main window turns it on (View → Loupe)
        self._zoom = 1.0
        self._centre: tuple[float, float] = (0.0, 0.0)  # world point at the view's centre
        self._pan_from: QPointF | None = None
        self._space_down = False
        self._space_panned = False
        self.loupes: list[tuple[QPointF, float]] = []  # last painted (centre, radius)
        self._loupe_spots: dict[tuple[float, ...], tuple[object, QPointF]] = {}
        # Lens pictures to paint ahead while the mouse rests (see _plan_lens_warmup).
        self._warm: list[tuple[TableGeometry, Scene, Lens, tuple[object, ...]]] = []
        self._warm_timer = QTimer(self)
        self._warm_timer.setSingleShot(True)
        self._warm_timer.timeout.connect(self._warm_one_lens)

    # -- state --------------------------------------------------------------------------
    def scene(self) -> Scene | None:
        return self._scene

    def set_scene(self, scene: Scene) -> None:
        if self._scene is not None and scene.table != self._scene.table:
            self._zoom, self._centre = 1.0, (0.0, 0.0)
        self._scene = scene
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(1100, 620)

    def fit_geometry(self) -> TableGeometry | None:
        """The whole table at its aspect, as large as the widget allows (zoom 1)."""
        if self._scene is None:
            return None
        table = TABLES[self._scene.table]
        return TableGeometry.fit(table, float(self.width()), float(self.height()))

    def table_geometry(self) -> TableGeometry | None:
        """The geometry on screen now: the fit, zoomed about the view's world centre."""
        fit = self.fit_geometry()
        if fit is None or self._zoom == 1.0:
            return fit
        scale = fit.scale * self._zoom
        wx, wy = self._centre
        return TableGeometry(
            fit.table, scale, self.width() / 2.0 - wy * scale, self.height() / 2.0 - wx * scale
        )

    def invalidate_background(self) -> None:
        self._background = None
        self._loupe_cache.clear()
        self._loupe_content.clear()
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._background = None
        self._clamp()
        super().resizeEvent(event)

    # -- zoom and pan ---------------------------------------------------------------------
    def zoom(self) -> float:
        return self._zoom

    def set_zoom(self, zoom: float, about: QPointF | None = None) -> None:
        """Zoom to ``zoom`` (clamped to 1×–6×) keeping the table point under ``about`` (a
        widget point; the view's centre if None) where it is on the screen."""
        g = self.table_geometry()
        if g is None:
            return
        zoom = min(MAX_ZOOM, max(MIN_ZOOM, zoom))
        if about is None:
            about = QPointF(self.width() / 2.0, self.height() / 2.0)
        wx, wy = g.to_world(about.x(), about.y())
        fit = self.fit_geometry()
        assert fit is not None
        scale = fit.scale * zoom
        # The point (wx, wy) stays at ``about``: solve the new centre for it.
        cx, cy = about.x() - wy * scale, about.y() - wx * scale
        self._zoom = zoom
        self._centre = ((self.height() / 2.0 - cy) / scale, (self.width() / 2.0 - cx) / scale)
        self._clamp()
        self._view_moved()

    def zoom_by(self, factor: float, about: QPointF | None = None) -> None:
        self.set_zoom(self._zoom * factor, about)

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the table by (dx, dy) widget pixels."""
        g = self.table_geometry()
        if g is None or self._zoom == 1.0:
            return
        wx, wy = self._centre
        self._centre = (wx - dy / g.scale, wy - dx / g.scale)
        self._clamp()
        self._view_moved()

    def reset_view(self) -> None:
        """Back to the whole table, fitted."""
        if self._zoom != 1.0 or self._centre != (0.0, 0.0):
            self._zoom, self._centre = 1.0, (0.0, 0.0)
            self._view_moved()

    def _clamp(self) -> None:
        """Keep the table on the screen: no panning into empty space beyond its rails."""
        fit = self.fit_geometry()
        if fit is None:
            return
        if self._zoom <= 1.0:
            self._zoom, self._centre = 1.0, (0.0, 0.0)
            return
        t = fit.table
        scale = fit.scale * self._zoom
        edge = RAIL + CUSHION + MARGIN
        half_len, half_wid = t.half_length + edge, t.half_width + edge  # screen x, screen y
        spare_x = max(0.0, half_len - self.width() / 2.0 / scale)
        spare_y = max(0.0, half_wid - self.height() / 2.0 / scale)
        wx, wy = self._centre
        self._centre = (min(spare_y, max(-spare_y, wx)), min(spare_x, max(-spare_x, wy)))

    def _view_moved(self) -> None:
        self._background = None
        self.update()
        self.view_changed.emit()

    # -- input --------------------------------------------------------------------------
    def _world(self, pos: QPointF) -> tuple[float, float] | None:
        g = self.table_geometry()
        return None if g is None else g.to_world(pos.x(), pos.y())

    def _panning_press(self, event: QMouseEvent) -> bool:
        b = event.button()
        return b == Qt.MouseButton.MiddleButton or (
            b == Qt.MouseButton.LeftButton and self._space_down
        )

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            d = event.position() - self._pan_from
            self._pan_from = event.position()
            self._space_panned = True
            self.pan_by(d.x(), d.y())
            return
        w = self._world(event.position())
        if w is not None:
            self.mouse_moved.emit(w[0], w[1], event.modifiers())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus()
        if self.zoomable and self._panning_press(event):
            self._pan_from = event.position()
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            return
        if event.button() == Qt.MouseButton.RightButton:
            self.right_clicked.emit()
            return
        w = self._world(event.position())
        if w is not None and event.button() == Qt.MouseButton.LeftButton:
            self.mouse_pressed.emit(w[0], w[1], event.modifiers())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            if not event.buttons() & (Qt.MouseButton.MiddleButton | Qt.MouseButton.LeftButton):
                self._pan_from = None
                self.unsetCursor()
            return
        w = self._world(event.position())
        if w is not None and event.button() == Qt.MouseButton.LeftButton:
            self.mouse_released.emit(w[0], w[1], event.modifiers())

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if self.zoomable and event.button() == Qt.MouseButton.LeftButton and self._zoom > 1.0:
            self.reset_view()
            return
        super().mouseDoubleClickEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if not steps:
            return
        mods = event.modifiers()
        if mods & Qt.KeyboardModifier.ControlModifier or not self.zoomable:
            # Ctrl+wheel turns the aim (0.1°, with Shift 0.01°): the plain wheel zooms.
            self.wheel_turned.emit(steps, mods & ~Qt.KeyboardModifier.ControlModifier)
            return
        self.zoom_by(WHEEL_ZOOM**steps, event.position())

    def event(self, event: QEvent) -> bool:
        if not getattr(self, "zoomable", False):  # events come during __init__ too
            return super().event(event)
        if (
            isinstance(event, QNativeGestureEvent)
            and event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture
        ):
            self.zoom_by(1.0 + event.value(), event.position())
            return True
        if isinstance(event, QGestureEvent):
            pinch = event.gesture(Qt.GestureType.PinchGesture)
            if isinstance(pinch, QPinchGesture):
                about = self.mapFromGlobal(pinch.centerPoint())
                self.zoom_by(pinch.scaleFactor(), QPointF(about))
                event.accept(pinch)
                return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        plain = event.modifiers() == Qt.KeyboardModifier.NoModifier
        if event.key() == Qt.Key.Key_Space and plain and self.zoomable:
            # Space is held for Space+drag (pan); it shoots or skips when released undragged.
            if not event.isAutoRepeat():
                self._space_down, self._space_panned = True, False
            return
        if event.key() == Qt.Key.Key_Home and plain and self.zoomable:
            self.reset_view()
            return
        self.key_pressed.emit(event)
        if not event.isAccepted():
            super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and self._space_down and not event.isAutoRepeat():
            self._space_down = False
            if self._pan_from is not None:
                self._pan_from = None
                self.unsetCursor()
            if not self._space_panned:
                press = QKeyEvent(
                    QEvent.Type.KeyPress, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, " "
                )
                self.key_pressed.emit(press)
            return
        super().keyReleaseEvent(event)

    def focusOutEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        self._space_down = False
        super().focusOutEvent(event)

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
            self._zoom,
            self._centre,
        )
        if self._background is None or key != self._background_key:
            pix = QPixmap(max(1, round(self.width() * dpr)), max(1, round(self.height() * dpr)))
            pix.setDevicePixelRatio(dpr)
            p = QPainter(pix)
            paint_room(p, QRectF(0, 0, self.width(), self.height()))
            cloth = HIGH_CONTRAST_CLOTH if self.colour_blind else None
            paint_table(p, g, scene.discipline, self.green_carom, cloth)
            p.end()
            self._background = pix
            self._background_key = key
        return self._background

    def true_scale(self) -> float:
        """Logical pixels per metre at which the table would appear at its real size."""
        screen = self.screen()
        dpi = 96.0
        if screen is not None:
            dpi = screen.physicalDotsPerInch() / max(1e-6, screen.devicePixelRatio())
            if not math.isfinite(dpi) or dpi < 40:
                dpi = 96.0
        return dpi / 0.0254

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
        # The background is opaque: copy it, no blending (half the cost on a 4K screen).
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
        p.drawPixmap(0, 0, self._ensure_background(g, scene))
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        paint_dynamic(p, g, scene, self.colour_blind)
        self.loupes = []
        if self.loupe and g.scale < self.true_scale():
            self._paint_loupes(p, g, scene)
        paint_words(p, g, scene)
        p.end()
        self.painted.emit()

    # -- the loupe --------------------------------------------------------------------------
    def loupe_subjects(
        self, g: TableGeometry, scene: Scene
    ) -> list[tuple[tuple[float, float], float]]:
        """(world centre, world half-extent) of what deserves a closer look: the pins, and
        the contact of the aimed stroke."""
        return [(centre, half) for centre, half, _anchor, _wander in self._loupe_subjects(scene)]

    def _loupe_subjects(self, scene: Scene) -> list[LoupeSubject]:
        """The subjects with the point their lens's still picture is painted about and how
        far from it the subject may wander on that picture: the contact lens's subject (the
        midpoint between ghost and object ball) always lies one radius from the object
        ball, so one picture about that ball serves every aim at it."""
        out: list[LoupeSubject] = []
        spots = disciplines.default_pins(scene.discipline) if (scene.pins or scene.fallen) else {}
        if spots:
            # The cluster round the king (or the centre pin): the side pins stand far out,
            # by the balls, and the contact loupe shows them when they matter.
            cx, cy = spots.get("king", spots.get("centre", (0.0, 0.0)))
            near = [math.hypot(x - cx, y - cy) for x, y in spots.values()]
            half = max(d for d in near if d <= 0.15) + 0.04
            out.append(((cx, cy), half, (cx, cy), 0.0))
        guide = scene.guide
        if (
            guide is not None
            and scene.cue is not None
            and scene.guide_level != "none"
            and guide.ghost is not None
            and guide.object_ball is not None
            and guide.object_ball in scene.balls
        ):
            gx, gy = guide.ghost
            ox, oy = scene.balls[guide.object_ball]
            r = PYRAMID_BALL_R if TABLES[scene.table].pockets else CAROM_BALL_R
            centre = ((gx + ox) / 2, (gy + oy) / 2)
            wander = math.hypot(centre[0] - ox, centre[1] - oy)
            if wander > 1.5 * r:  # not touching (never, from the engine): its own picture
                out.append((centre, 2.2 * r, centre, 0.0))
            else:
                out.append((centre, 2.2 * r, (ox, oy), 1.5 * r))
        return out

    def _paint_loupes(self, p: QPainter, g: TableGeometry, scene: Scene) -> None:
        radius = max(
            48.0, min(LOUPE_MAX_RADIUS, min(self.width(), self.height()) * LOUPE_RADIUS_SHARE)
        )
        placed: list[tuple[QPointF, float]] = []
        for (wx, wy), half, anchor, wander in self._loupe_subjects(scene):
            gain = min(self.true_scale() / g.scale, 0.85 * radius / (half * g.scale))
            if gain < LOUPE_MIN_GAIN:
                continue
            # A lens stays where it was put while the balls run (one that jumped aside each
            # time a ball came near would pull the eye); it is placed again for each stroke.
            where = (round(wx, 3), round(wy, 3), radius, g.scale, g.cx, g.cy)
            balls = tuple(
                sorted((b, round(x, 2), round(y, 2)) for b, (x, y) in scene.balls.items())
            )
            kept = self._loupe_spots.get(where)
            if kept is not None and (scene.cue is None or kept[0] == balls):
                at: QPointF | None = kept[1]
            else:
                at = self._loupe_place(g, scene, (wx, wy), half, radius, placed)
                if at is not None:
                    if len(self._loupe_spots) > 8:
                        self._loupe_spots.clear()
                    self._loupe_spots[where] = (balls, at)
            if at is None:
                continue
            placed.append((at, radius))
            lens = Lens((wx, wy), anchor, wander, radius, g.scale * gain)
            self._paint_loupe(p, g, scene, lens, at)
        self.loupes = placed
        self._plan_lens_warmup(g, scene, radius)

    def _plan_lens_warmup(self, g: TableGeometry, scene: Scene, radius: float) -> None:
        """While the player aims, paint the still picture of the contact lens about every
        ball the aim could meet, once the mouse rests a moment: turning the aim from one
        object ball to another then costs no table painting (tens of ms)."""
        if scene.cue is None:
            return
        r = PYRAMID_BALL_R if g.table.pockets else CAROM_BALL_R
        gain = min(self.true_scale() / g.scale, 0.85 * radius / (2.2 * r * g.scale))
        if gain < LOUPE_MIN_GAIN:
            return
        look = self._look(scene)
        self._warm = [
            (g, scene, Lens(at, at, 1.5 * r, radius, g.scale * gain), look)
            for ball, at in sorted(scene.balls.items())
            if ball != scene.cue.ball
        ]
        self._warm_timer.start(LENS_WARMUP_MS)

    def _warm_one_lens(self) -> None:
        while self._warm:
            g, scene, lens, look = self._warm.pop()
            if self._lens_key(lens, look) not in self._loupe_cache:
                self._lens_table(g, scene, lens, look)
                break  # one per event-loop turn: a mouse move never waits for more
        if self._warm:
            self._warm_timer.start(0)

    def _look(self, scene: Scene) -> tuple[object, ...]:
        """What, besides place and scale, a lens's table picture depends on."""
        dpr = self.devicePixelRatioF()
        return (dpr, scene.discipline, scene.table, self.green_carom, self.colour_blind)

    def _loupe_place(
        self,
        g: TableGeometry,
        scene: Scene,
        subject: tuple[float, float],
        half: float,
        radius: float,
        placed: list[tuple[QPointF, float]],
    ) -> QPointF | None:
        """Beside the subject, on the screen, covering as few balls as it can."""
        sx, sy = g.to_screen(*subject)
        reach = radius + g.length(half) + 10
        balls = [QPointF(*g.to_screen(x, y)) for x, y in scene.balls.values()]
        best: tuple[float, QPointF] | None = None
        for k, (dx, dy) in enumerate(
            ((0, -1), (0, 1), (-1, 0), (1, 0), (-0.7, -0.7), (0.7, -0.7), (-0.7, 0.7), (0.7, 0.7))
        ):
            c = QPointF(sx + dx * reach, sy + dy * reach)
            if not (
                radius <= c.x() <= self.width() - radius
                and radius <= c.y() <= self.height() - radius
            ):
                continue
            cost = k * 0.01
            cost += sum(1.0 for b in balls if _dist(b, c) < radius + 8)
            cost += sum(10.0 for q, r in placed if _dist(q, c) < r + radius + 6)
            if best is None or cost < best[0]:
                best = (cost, c)
        return None if best is None else best[1]

    def _paint_loupe(
        self, p: QPainter, g: TableGeometry, scene: Scene, lens: Lens, at: QPointF
    ) -> None:
        """The lens: the magnified table and what stands on it, composed in a small picture
        (kept while nothing inside the lens changes), then copied onto the view."""
        wx, wy = lens.subject
        radius, scale = lens.radius, lens.scale
        dpr = self.devicePixelRatioF()
        look = self._look(scene)
        content_key = (round(wx, 4), round(wy, 4), round(scale, 2), round(radius, 1), *look)
        held = self._loupe_content.get(content_key)
        # Composed again only when something inside the lens changed: while the balls run
        # far from the pins, the pins' lens is the picture of the frame before.
        signature = _lens_signature(scene, lens.subject, radius / scale + 0.05)
        content = held[1] if held is not None and held[0] == signature else None
        if content is None:
            half = radius + LENS_MARGIN
            base, base_half = self._lens_table(g, scene, lens, look)
            # Where the still picture lies in the lens's: the anchor is the base's centre,
            # the subject the lens's; rounded to whole device pixels so the table is copied
            # pixel for pixel and the balls drawn over it stay exactly on it.
            ax, ay = lens.anchor
            ox = round((half + (ay - wy) * scale - base_half) * dpr) / dpr
            oy = round((half + (ax - wx) * scale - base_half) * dpr) / dpr
            lens_table = TableGeometry(
                g.table, scale, ox + base_half - ay * scale, oy + base_half - ax * scale
            )
            gain = round(scale / g.scale)
            circle = QPainterPath()
            circle.addEllipse(QPointF(half, half), radius - 1.5, radius - 1.5)
            # One picture: the lens's shadow, the magnified table clipped to a circle
            # (clipping a small picture is cheap; clipping the view is not), what stands
            # on the table, the rim.
            content = _new_pixmap(2 * half, dpr)
            lp = QPainter(content)
            lp.drawPixmap(0, 0, _lens_frame(radius, gain, dpr))
            lp.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            lp.setClipPath(circle)
            lp.drawPixmap(QPointF(ox, oy), base)
            paint_dynamic(
                lp, lens_table, _near(scene, lens.subject, radius / scale + 0.05), self.colour_blind
            )
            lp.setClipping(False)
            lp.drawPixmap(0, 0, _lens_rim(radius, gain, dpr))
            lp.end()
            if len(self._loupe_content) > 8:
                self._loupe_content.clear()
            self._loupe_content[content_key] = (signature, content)
        half = content.width() / content.devicePixelRatio() / 2.0
        p.drawPixmap(QPointF(at.x() - half, at.y() - half), content)

    def _lens_table(
        self, g: TableGeometry, scene: Scene, lens: Lens, look: tuple[object, ...]
    ) -> tuple[QPixmap, float]:
        """The magnified table about the lens's anchor, large enough for the subject to
        wander its distance from it: painted once per anchor and zoom (the costly part of a
        lens), while the aim moves the contact round an object ball. With its half side."""
        ax, ay = lens.anchor
        base_half = _base_half(lens)
        key = self._lens_key(lens, look)
        base = self._loupe_cache.get(key)
        if base is None:
            if len(self._loupe_cache) > 16:
                self._loupe_cache.clear()
            dpr = self.devicePixelRatioF()
            base = _new_pixmap(2 * base_half, dpr)
            lp = QPainter(base)
            lp.fillRect(QRectF(0, 0, 2 * base_half, 2 * base_half), QColor(20, 21, 24))
            at = TableGeometry(
                g.table, lens.scale, base_half - ay * lens.scale, base_half - ax * lens.scale
            )
            cloth = HIGH_CONTRAST_CLOTH if self.colour_blind else None
            paint_table(lp, at, scene.discipline, self.green_carom, cloth)
            lp.end()
            self._loupe_cache[key] = base
        return base, base_half

    @staticmethod
    def _lens_key(lens: Lens, look: tuple[object, ...]) -> tuple[object, ...]:
        ax, ay = lens.anchor
        return (round(ax, 4), round(ay, 4), round(lens.scale, 2), round(_base_half(lens), 1), *look)


def _base_half(lens: Lens) -> float:
    """Half the side of a lens's still picture: the lens and its shadow wherever the
    subject may lie about the anchor."""
    return lens.radius + LENS_MARGIN + lens.wander * lens.scale + 2.0


def _lens_signature(scene: Scene, at: tuple[float, float], reach: float) -> tuple[object, ...]:
    """What a lens of world radius ``reach`` about ``at`` shows, as plain values: two equal
    signatures draw the same picture."""
    ax, ay = at

    def near(x: float, y: float) -> bool:
        return abs(x - ax) <= reach and abs(y - ay) <= reach

    balls = tuple(
        (b, round(x, 4), round(y, 4), scene.vanishing.get(b, 0.0), scene.rolls.get(b))
        for b, (x, y) in sorted(scene.balls.items())
        if near(x, y)
    )
    pins = tuple(sorted(p for p, (x, y) in scene.pins.items() if near(x, y)))
    fallen = tuple(sorted((p, f.base, f.angle) for p, f in scene.fallen.items() if near(*f.base)))
    trails = tuple(
        (b, sum(1 for x, y in pts if near(x, y)), pts[0] if pts else None)
        for b, pts in sorted(scene.trails.items())
    )

    def crosses(pts: tuple[tuple[float, float], ...]) -> bool:
        """Whether a polyline may show in the lens (a segment's box meets the lens's)."""
        if len(pts) == 1:
            return near(*pts[0])
        return any(
            min(x0, x1) <= ax + reach
            and max(x0, x1) >= ax - reach
            and min(y0, y1) <= ay + reach
            and max(y0, y1) >= ay - reach
            for (x0, y0), (x1, y1) in itertools.pairwise(pts)
        )

    # The cue and the assist only when they reach into the lens: aiming elsewhere leaves
    # the lens's picture as it was (the pins' lens while the player aims at a ball).
    cue = scene.cue
    if cue is not None:
        bx, by = scene.balls.get(cue.ball, (math.inf, math.inf))
        a = math.radians(cue.aim_deg)
        back = CUE_LENGTH + cue.pull + 0.1
        if not crosses(((bx, by), (bx - back * math.cos(a), by - back * math.sin(a)))):
            cue = None
    guide = scene.guide
    lines: tuple[object, ...] | None = None
    if guide is not None and scene.guide_level != "none":
        ghost = guide.ghost if guide.ghost is not None and near(*guide.ghost) else None
        parts = (guide.cue_path, guide.object_path, guide.cue_after)
        lines = (
            ghost,
            guide.object_ball,
            tuple(part if crosses(part) else None for part in parts),
            tuple((b, pts) for b, pts in guide.paths if crosses(pts)),
        )
    return (
        scene.discipline,
        scene.table,
        balls,
        pins,
        fallen,
        trails,
        cue,
        lines,
        scene.guide_level,
        scene.hand,
        scene.hand_area,
        scene.badge,
        scene.yellow_as_spot,
    )


def _near(scene: Scene, at: tuple[float, float], reach: float) -> Scene:
    """The part of a scene a lens of world radius ``reach`` about ``at`` can show: a lens
    magnifies a few centimetres, and drawing the whole table's paths three times larger
    only to clip them away costs more than the rest of the lens."""
    ax, ay = at

    def near(x: float, y: float, grow: float = 0.0) -> bool:
        return abs(x - ax) <= reach + grow and abs(y - ay) <= reach + grow

    def meets(a: tuple[float, float], b: tuple[float, float]) -> bool:
        return (
            min(a[0], b[0]) <= ax + reach
            and max(a[0], b[0]) >= ax - reach
            and min(a[1], b[1]) <= ay + reach
            and max(a[1], b[1]) >= ay - reach
        )

    def pieces(pts: tuple[tuple[float, float], ...]) -> list[tuple[tuple[float, float], ...]]:
        """The runs of a polyline whose segments may show; each ends outside the lens
        unless the line itself ends there (so its end ring is drawn only where it rests)."""
        out: list[tuple[tuple[float, float], ...]] = []
        run: list[tuple[float, float]] = []
        for a, b in itertools.pairwise(pts):
            if meets(a, b):
                if not run:
                    run.append(a)
                run.append(b)
            elif run:
                out.append(tuple(run))
                run = []
        if run:
            out.append(tuple(run))
        return out

    guide = scene.guide
    if guide is not None:
        paths = tuple((b, piece) for b, pts in guide.paths for piece in pieces(pts))
        guide = replace(guide, paths=paths)
    reach_ball = 0.1  # a ball's shadow and highlight reach past its centre
    return replace(
        scene,
        # The cue ball always: the cue is drawn from it and may cross the lens.
        balls={
            b: xy
            for b, xy in scene.balls.items()
            if near(*xy, reach_ball) or (scene.cue is not None and b == scene.cue.ball)
        },
        pins={p: xy for p, xy in scene.pins.items() if near(*xy, 0.1)},
        guide=guide,
    )


def _new_pixmap(side: float, dpr: float) -> QPixmap:
    pix = QPixmap(max(1, math.ceil(side * dpr)), max(1, math.ceil(side * dpr)))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    return pix


def _lens_frame(radius: float, gain: int, dpr: float) -> QPixmap:
    """The lens's soft shadow on the table (drawn under the lens)."""

    def draw(sp: QPainter, c: QPointF) -> None:
        sp.setPen(Qt.PenStyle.NoPen)
        at = c + QPointF(3, 5)
        shade = QRadialGradient(at, radius + 9)
        shade.setColorAt(0.86, QColor(0, 0, 0, 120))
        shade.setColorAt(1.0, QColor(0, 0, 0, 0))
        sp.setBrush(QBrush(shade))
        sp.drawEllipse(at, radius + 9, radius + 9)

    return _sprite(("lens-shadow", round(radius, 1), dpr), radius + LENS_MARGIN, dpr, draw)


def _lens_rim(radius: float, gain: int, dpr: float) -> QPixmap:
    """The lens's bevelled rim and its magnification label (drawn over the lens)."""

    def draw(sp: QPainter, c: QPointF) -> None:
        sp.setBrush(Qt.BrushStyle.NoBrush)
        sp.setPen(QPen(QColor(20, 18, 16, 235), 4.0))
        sp.drawEllipse(c, radius, radius)
        sp.setPen(QPen(QColor(214, 196, 150, 235), 1.6))
        sp.drawEllipse(c, radius - 1.0, radius - 1.0)
        font = QFont()
        font.setPixelSize(11)
        font.setBold(True)
        sp.setFont(font)
        box = QRectF(c.x() - 18, c.y() + radius - 20, 36, 15)
        sp.setPen(Qt.PenStyle.NoPen)
        sp.setBrush(QColor(20, 18, 16, 190))
        sp.drawRoundedRect(box, 6, 6)
        sp.setPen(QColor(240, 226, 180))
        sp.drawText(box, Qt.AlignmentFlag.AlignCenter, f"×{gain}")

    return _sprite(("lens-rim", round(radius, 1), gain, dpr), radius + LENS_MARGIN, dpr, draw)


def _dist(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


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
        _paint_cue_words(p, g, scene.cue, scene.balls[scene.cue.ball], r)
    if scene.notice is not None:
        at, text = scene.notice
        c = _sp(g, *at)
        paint_label(p, QPointF(c.x(), c.y() - g.length(r) * 2.4 - 14), text, NOTICE_COLOUR)
    if scene.replay_text:
        _paint_replay(p, scene.replay_text)


NOTICE_COLOUR = QColor(255, 150, 130)
READOUT_COLOUR = QColor(255, 236, 170)
LOCK_COLOUR = QColor(170, 220, 255)


def paint_label(p: QPainter, centre: QPointF, text: str, colour: QColor, size: int = 13) -> QRectF:
    """A short text on a dark rounded plate, centred on ``centre`` (readable on any cloth)."""
    font = QFont()
    font.setPixelSize(size)
    font.setBold(True)
    p.setFont(font)
    w = p.fontMetrics().horizontalAdvance(text) + 16
    h = size + 10
    box = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
    p.setPen(QPen(QColor(255, 255, 255, 120), 1))
    p.setBrush(QColor(16, 18, 24, 200))
    p.drawRoundedRect(box, 6, 6)
    p.setPen(colour)
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    return box


def _paint_cue_words(
    p: QPainter, g: TableGeometry, cue: Cue, at: tuple[float, float], r: float
) -> None:
    """The live speed at the cue while it is drawn back, and the aim lock's note, beside
    the cue a little behind the ball (never over the line of aim)."""
    a = math.radians(cue.aim_deg)
    back = r + 0.012 + cue.pull + 0.08
    bx, by = at[0] - math.cos(a) * back, at[1] - math.sin(a) * back
    c = _sp(g, bx, by)
    # Beside the cue: perpendicular to it on the screen, 26 px out.
    tip, butt = _sp(g, *at), c
    d = butt - tip
    n = math.hypot(d.x(), d.y()) or 1.0
    side = QPointF(-d.y() / n, d.x() / n) * 26.0
    if side.y() > 0:
        side = -side  # above the cue reads better
    if cue.readout:
        paint_label(p, c + side, cue.readout, READOUT_COLOUR, 15)
    if cue.lock_text:
        paint_label(p, c - side, cue.lock_text, LOCK_COLOUR)


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

    return _sprite(("shadow", round(rs, 2), dpr), half, dpr, draw)


def _ball_sprite(g: TableGeometry, r: float, colour: QColor, dpr: float) -> QPixmap:
    rs = g.length(r)

    def draw(sp: QPainter, c: QPointF) -> None:
        sp.setPen(QPen(QColor(0, 0, 0, 120), max(0.6, min(1.2, rs * 0.06))))
        sp.setBrush(ball_brush(c, rs, colour))
        sp.drawEllipse(c, rs, rs)
        _paint_bounce(sp, c, rs, colour)

    return _sprite(("ball", round(rs, 2), colour.rgba(), dpr), rs + 2, dpr, draw)


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

    return _sprite(("pin", discipline, pin, round(rr, 2), round(reach, 1), dpr), half, dpr, draw)


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


def ball_brush(centre: QPointF, rs: float, colour: QColor) -> QBrush:
    """A lit sphere: bright towards the lamp (head-left), falling off to a dark rim."""
    grad = QRadialGradient(centre, rs, centre + QPointF(-0.38 * rs, -0.42 * rs))
    grad.setColorAt(0.0, colour.lighter(140))
    grad.setColorAt(0.35, colour.lighter(108))
    grad.setColorAt(0.75, colour)
    grad.setColorAt(0.93, colour.darker(165))
    grad.setColorAt(1.0, colour.darker(240))
    return QBrush(grad)


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
    return _sprite(key, length + w + 2, dpr, draw)


def _muted(colour: QColor) -> QColor:
    """A fallen pin's colour: greyed towards the cloth so it reads as "down" at a glance."""
    return QColor(
        round(colour.red() * 0.6 + FALLEN_PIN_TINT.red() * 0.4),
        round(colour.green() * 0.6 + FALLEN_PIN_TINT.green() * 0.4),
        round(colour.blue() * 0.6 + FALLEN_PIN_TINT.blue() * 0.4),
    )


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


PATH_STEP_PX = 4.0  # a drawn path keeps a point every few pixels (the curve stays smooth)


def _thinned(points: list[QPointF], step: float) -> list[QPointF]:
    """Drop points closer than ``step`` pixels to the last kept one (never the last)."""
    if len(points) <= 2:
        return points
    out = [points[0]]
    for q in points[1:-1]:
        d = q - out[-1]
        if abs(d.x()) + abs(d.y()) >= step:
            out.append(q)
    out.append(points[-1])
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
        screen = _thinned([_sp(g, x, y) for x, y in pts], PATH_STEP_PX)
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
    """The cue lies behind the ball along the aim; pulling back slides it away. It is drawn
    from a picture of the cue made once per length, turned to the aim (an antialiased
    gradient polygon a screen long costs milliseconds a frame on a 4K screen)."""
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
    angle = math.degrees(math.atan2(d.y(), d.x()))
    w_tip, w_butt = g.length(0.0065), g.length(0.0155)
    dpr = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    for shadow in (True, False):
        pix, origin = _cue_sprite(round(length), w_tip, w_butt, dpr, shadow)
        p.save()
        p.translate(tip + (QPointF(4, 6) if shadow else QPointF(0, 0)))
        p.rotate(angle)
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


__all__ = ["TableView", "paint_dynamic"]
