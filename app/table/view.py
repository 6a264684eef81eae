"""The table widget: paints a ``Scene`` (static picture cached, balls and overlays live).

Painting, zoom and pan only; game input goes to the controller through signals carrying
world coordinates. The view zooms about the cursor (wheel, pinch: 1× to 6×), pans with the
middle button or Space+drag, and resets to the fitted table on a double-click or Home. When
the table is shown smaller than true size, a loupe (an inset magnifier) shows the pins and the
aimed contact, so a thin cut and a pin graze can be judged.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QNativeGestureEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGestureEvent, QPinchGesture, QSizePolicy, QWidget

from app.settings.declared import CAROM_CLOTH, COLOUR_BLIND
from app.settings.store import SettingsStore
from app.table.art import paint_table
from app.table.colour_blind import HIGH_CONTRAST_CLOTH
from app.table.loupe import Loupes
from app.table.painting import paint_dynamic, paint_room, paint_words
from app.table.scene import Scene
from app.table.screen_geometry import CUSHION, MARGIN, RAIL, TableGeometry
from app.words.text import tr
from game.tables import TABLES

CTX = "TableView"

MIN_ZOOM, MAX_ZOOM = 1.0, 6.0
WHEEL_ZOOM = 1.2  # per wheel notch


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
        # What a screen reader says of the table (a picture has no text of its own).
        self.setAccessibleName(tr(CTX, "Billiard table"))
        self.setAccessibleDescription(
            tr(CTX, "Aim with the mouse or the arrow keys; press, pull back and release to strike.")
        )
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 200)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.grabGesture(Qt.GestureType.PinchGesture)
        self._scene: Scene | None = None
        self._background: QPixmap | None = None
        self._background_key: tuple[object, ...] = ()
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
        self.loupes_ = Loupes(self, self)

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

    def follow_settings(self, store: SettingsStore) -> None:
        """Draw the carom cloth and the colour-blind marks as ``store`` says, now and
        whenever either setting changes."""
        self._settings = store
        store.changed.connect(self._setting_changed)
        self._setting_changed(CAROM_CLOTH.key)

    def _setting_changed(self, key: str) -> None:
        if key in (CAROM_CLOTH.key, COLOUR_BLIND.key):
            self.green_carom = self._settings.carom_cloth() == "green"
            self.colour_blind = self._settings.colour_blind()
            self.invalidate_background()

    def invalidate_background(self) -> None:
        self._background = None
        self.loupes_.forget()
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

    @property
    def loupes(self) -> list[tuple[QPointF, float]]:
        """The loupes last painted: (centre, radius) on the view."""
        return self.loupes_.placed

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
        self.loupes_.placed = []
        if self.loupe and g.scale < self.true_scale():
            self.loupes_.paint(p, g, scene)
        paint_words(p, g, scene)
        p.end()
        self.painted.emit()
