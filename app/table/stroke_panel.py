"""The stroke panel: spin widget with the miscue ring, elevation, power meter, numbers, calls."""

from __future__ import annotations

import math

from PySide6.QtCore import (
    QCoreApplication,
    QLocale,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSlider,
    QStackedWidget,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from app.table.aim import MAX_ELEVATION, MAX_TIP, MIN_SPEED, Aim
from app.table.ball_surface import ball_brush
from app.table.power import FULL_DRAG, drag_for_speed, speed_for_drag
from app.words.text import QT_TRANSLATE_NOOP
from app.words.text import tr as text_tr
from game.limits import MAX_SPEED
from game.physics.strike import MISCUE_LIMIT

SLIDER_STEPS = 1000  # the power slider's resolution along the pull-back curve
FACE_HINT = 130  # the cue ball's face, as large as it likes to be
FACE_MIN = 48  # and as small as it may get with the tip still easy to place
NUMBER_NAME_STYLE = "color: #9aa; font-size: 11px;"  # as the scoreboard's column heads


def tr(text: str) -> str:
    # Through app.words.text so a language switch can re-say the panel's labels
    # (app/settings/i18n.py).
    return text_tr("StrokePanel", text)


class SpinWidget(QWidget):
    """The cue ball's face seen from behind the cue; click or drag to place the tip."""

    tip_changed = Signal(float, float)  # side, height

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = 0.0
        self.height_ = 0.0
        self.limit = MAX_TIP  # the farthest the tip may be set from the centre
        self.colour = QColor(246, 243, 232)
        # It gives up height first when the side panel is short (a 1024×600 screen), so
        # the power and Shoot below it never leave the window.
        self.setMinimumSize(FACE_MIN, FACE_MIN)
        self.setMaximumHeight(FACE_HINT)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setToolTip(
            tr("Where the tip meets the ball. W/A/S/D move it; the ring is the miscue limit.")
        )

    def sizeHint(self) -> QSize:
        return QSize(FACE_HINT, FACE_HINT)

    def set_tip(self, side: float, height: float) -> None:
        self.side, self.height_ = side, height
        self.update()

    def _radius(self) -> float:
        return min(self.width(), self.height()) / 2.0 - 6

    def _tip_from(self, pos: QPointF) -> tuple[float, float]:
        r = self._radius()
        side = (pos.x() - self.width() / 2.0) / r
        height = -(pos.y() - self.height() / 2.0) / r
        d = math.hypot(side, height)
        if d > self.limit:
            side, height = side * self.limit / d, height * self.limit / d
        return round(side, 3), round(height, 3)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.tip_changed.emit(*self._tip_from(event.position()))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self.tip_changed.emit(*self._tip_from(event.position()))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if not self.isEnabled():
            p.setOpacity(0.4)  # no stroke can be made now (a drill not chosen or finished)
        r = self._radius()
        c = QPointF(self.width() / 2.0, self.height() / 2.0)
        p.setPen(QPen(QColor(0, 0, 0, 120), 1))
        p.setBrush(ball_brush(c, r, self.colour))
        p.drawEllipse(c, r, r)
        p.setPen(QPen(QColor(0, 0, 0, 60), 1, Qt.PenStyle.DotLine))
        p.drawLine(QPointF(c.x() - r, c.y()), QPointF(c.x() + r, c.y()))
        p.drawLine(QPointF(c.x(), c.y() - r), QPointF(c.x(), c.y() + r))
        # The miscue limit: a dark ring under a bright dashed one reads on any ball colour.
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(0, 0, 0, 150), 3.0))
        p.drawEllipse(c, r * MISCUE_LIMIT, r * MISCUE_LIMIT)
        p.setPen(QPen(QColor(255, 210, 60), 1.5, Qt.PenStyle.DashLine))
        p.drawEllipse(c, r * MISCUE_LIMIT, r * MISCUE_LIMIT)
        miscue = math.hypot(self.side, self.height_) > MISCUE_LIMIT
        t = QPointF(c.x() + self.side * r, c.y() - self.height_ * r)
        p.setPen(QPen(QColor(20, 20, 20), 1.5))
        p.setBrush(QColor(230, 40, 40) if miscue else QColor(60, 110, 200))
        p.drawEllipse(t, 6, 6)
        p.end()


class CueBallControl(QWidget):
    """Where the tip meets the cue ball (click or drag on its face) and the cue's elevation,
    editing an ``Aim``: the game's stroke panel, the drill card and the artistic programme
    all use this one control. ``tip_limit`` bounds the tip's offset (the game lets it go
    past the miscue ring to show a miscue; a drill's stroke stays inside it)."""

    changed = Signal()  # the player moved the tip or the elevation here

    def __init__(self, aim: Aim, parent: QWidget | None = None, tip_limit: float = MAX_TIP) -> None:
        super().__init__(parent)
        self.aim = aim
        self.tip_limit = tip_limit
        self._updating = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.spin = SpinWidget()
        self.spin.limit = tip_limit
        self.spin.tip_changed.connect(self._tip)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.spin)
        row.addStretch(1)
        layout.addLayout(row)
        self.miscue_label = QLabel()
        self.miscue_label.setStyleSheet("color: #e04040;")
        self.miscue_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.miscue_label)
        elev = QHBoxLayout()
        self.elevation_title = QLabel(tr("Elevation"))
        elev.addWidget(self.elevation_title)
        self.elevation = QSlider(Qt.Orientation.Horizontal)
        self.elevation.setRange(0, int(MAX_ELEVATION))
        self.elevation.setMinimumWidth(90)  # beside a small face it must still be draggable
        self.elevation.setToolTip(tr("How steeply the cue is raised (E/Q)"))
        self.elevation.setAccessibleName(tr("Elevation"))
        self.elevation.setAccessibleDescription(tr("How steeply the cue is raised (E/Q)"))
        self.elevation.valueChanged.connect(self._elevation)
        elev.addWidget(self.elevation, 1)
        self.elevation_label = QLabel()
        self.elevation_label.setMinimumWidth(34)
        elev.addWidget(self.elevation_label)
        layout.addLayout(elev)
        self.refresh()

    def show_ball(self, colour: QColor) -> None:
        """Paint the face as the ball about to be struck (a red cue ball, a numbered ball)."""
        if colour != self.spin.colour:
            self.spin.colour = colour
            self.spin.update()

    def refresh(self) -> None:
        """Show the aim's tip and elevation (after it changed elsewhere)."""
        a = self.aim
        self._updating = True
        try:
            self.spin.set_tip(a.side, a.height)
            self.miscue_label.setText(tr("Beyond the miscue limit") if a.miscue else "")
            # Empty, it takes no height from a short panel.
            self.miscue_label.setVisible(a.miscue)
            self.elevation.setValue(round(a.elevation_deg))
            self.elevation_label.setText(QLocale().toString(round(a.elevation_deg)) + "°")
        finally:
            self._updating = False

    def _tip(self, side: float, height: float) -> None:
        self.aim.set_tip(side, height)
        self.refresh()
        self.changed.emit()

    def _elevation(self, value: int) -> None:
        if self._updating:
            return
        self.aim.set_elevation(float(value))
        self.refresh()
        self.changed.emit()


class PowerSlider(QSlider):
    """The touchpad's power: a slider along the pull-back's own curve (app.table.power), so a
    share of its travel gives the speed the same share of a pull gives."""

    speed_chosen = Signal(float)  # m/s, as a pull-back would round it

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setRange(0, SLIDER_STEPS)
        self.setPageStep(SLIDER_STEPS // 20)
        self.setToolTip(tr("Power for the Shoot button (the same curve as pulling)"))
        self.valueChanged.connect(self._moved)
        self._showing = False

    def show_speed(self, speed: float) -> None:
        """Put the handle where ``speed`` lies on the curve (no ``speed_chosen``)."""
        self._showing = True
        try:
            self.setValue(round(drag_for_speed(speed) / FULL_DRAG * SLIDER_STEPS))
        finally:
            self._showing = False

    def _moved(self, value: int) -> None:
        if not self._showing:
            self.speed_chosen.emit(round(speed_for_drag(value / SLIDER_STEPS * FULL_DRAG), 2))


class PowerMeter(QWidget):
    """A bar reading the stroke speed in m/s."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.speed = 3.0
        self.setMinimumHeight(26)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_speed(self, speed: float) -> None:
        self.speed = speed
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(1, 3, self.width() - 2, self.height() - 6)
        p.setPen(QPen(QColor(90, 90, 90), 1))
        p.setBrush(QColor(30, 30, 34))
        p.drawRoundedRect(rect, 4, 4)
        f = max(0.0, min(1.0, self.speed / MAX_SPEED))
        fill = QRectF(rect.x() + 2, rect.y() + 2, (rect.width() - 4) * f, rect.height() - 4)
        from PySide6.QtGui import QLinearGradient

        grad = QLinearGradient(rect.topLeft(), rect.topRight())
        grad.setColorAt(0.0, QColor(60, 180, 90))
        grad.setColorAt(0.5, QColor(230, 200, 40))
        grad.setColorAt(1.0, QColor(220, 50, 40))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(grad))
        p.drawRoundedRect(fill, 3, 3)
        p.setPen(QColor(255, 255, 255))
        text = QCoreApplication.translate("StrokePanel", "%1 m/s").replace(
            "%1",
            QLocale().toString(self.speed, "f", 2),  # 3,00 in ru/uk, like the spin boxes
        )
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        p.end()


CALL_LABELS = {
    "carom": QT_TRANSLATE_NOOP("StrokePanel", "Call carom"),
    "safety": QT_TRANSLATE_NOOP("StrokePanel", "Safety"),
    "rollout": QT_TRANSLATE_NOOP("StrokePanel", "Roll-out"),
}


class StrokePanel(QGroupBox):
    """Shows and edits an ``Aim``; emits when the player changes something here."""

    changed = Signal()  # the aim was edited from the panel
    shoot_exact = Signal()  # shoot exactly the numbers shown

    def __init__(self, aim: Aim, parent: QWidget | None = None) -> None:
        super().__init__(tr("Stroke"), parent)
        self.aim = aim
        self._updating = False
        layout = QVBoxLayout(self)
        # The cue ball's face and the elevation: the one control every table uses.
        self.cue_ball = CueBallControl(aim)
        self.cue_ball.changed.connect(self._cue_ball_changed)
        self.spin = self.cue_ball.spin
        self.miscue_label = self.cue_ball.miscue_label
        self.elevation = self.cue_ball.elevation
        self.elevation_label = self.cue_ball.elevation_label
        # The cue ball and, when asked for, the numbers: two pages of one place, so the
        # numbers never push the power and Shoot below the window's edge.
        self.page_tabs = QTabBar()
        self.page_tabs.setDocumentMode(True)
        self.page_tabs.setExpanding(False)
        self.page_tabs.addTab(tr("Cue ball"))
        self.page_tabs.addTab(tr("Numbers"))
        self.page_tabs.setVisible(False)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.cue_ball)
        self.page_tabs.currentChanged.connect(self._page)
        layout.addWidget(self.page_tabs)
        layout.addWidget(self.pages)

        power = QHBoxLayout()
        power.addWidget(QLabel(tr("Power")))
        self.power = PowerMeter()
        power.addWidget(self.power, 1)
        layout.addLayout(power)
        # The touchpad's way to play (no press-and-pull): set the power on the slider, which
        # follows the pull-back's own curve (app.table.power), then press Shoot.
        slide = QHBoxLayout()
        self.power_slider = PowerSlider()
        self.power_slider.speed_chosen.connect(self._slider)
        slide.addWidget(self.power_slider, 1)
        self.shoot_now = QPushButton(tr("Shoot"))
        self.shoot_now.setToolTip(tr("Play the stroke as aimed, at the power shown"))
        self.shoot_now.clicked.connect(self.shoot_exact)
        slide.addWidget(self.shoot_now)
        layout.addLayout(slide)

        # The numbers, for the player who wants an exact stroke. The main window hides them
        # until asked for (View → Precise stroke), so the game opens on the cue ball, not on
        # spin boxes; the free table, a practice bench, keeps them.
        self.precise = QWidget()
        # Three numbers a row, each under its name: the page is no taller than the cue
        # ball's, so a 1024×600 screen shows it unscrolled.
        grid = QGridLayout(self.precise)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(6)
        self.angle_box = _spin(0.0, 359.99, 2, 0.1, "°")
        self.angle_box.setWrapping(True)
        self.speed_box = _spin(MIN_SPEED, MAX_SPEED, 2, 0.1, tr(" m/s"))
        self.side_box = _spin(-MAX_TIP, MAX_TIP, 3, 0.05, "")
        self.height_box = _spin(-MAX_TIP, MAX_TIP, 3, 0.05, "")
        self.elev_box = _spin(0.0, MAX_ELEVATION, 1, 1.0, "°")
        self.shoot_button = QPushButton(tr("Shoot these numbers"))
        self.shoot_button.clicked.connect(self.shoot_exact)
        cells = (
            (tr("Angle"), self.angle_box),
            (tr("Speed"), self.speed_box),
            (tr("Side"), self.side_box),
            (tr("Height"), self.height_box),
            (tr("Elevation"), self.elev_box),
        )
        for i, (title, box) in enumerate(cells):
            row, col = divmod(i, 3)
            name = QLabel(title)
            name.setStyleSheet(NUMBER_NAME_STYLE)
            grid.addWidget(name, 2 * row, col)
            grid.addWidget(box, 2 * row + 1, col)
        grid.addWidget(self.shoot_button, 3, 2)
        grid.setVerticalSpacing(1)
        grid.setRowStretch(4, 1)  # packed at the top: each name stays on its number
        for box in (self.angle_box, self.speed_box, self.side_box, self.height_box, self.elev_box):
            box.valueChanged.connect(self._numbers)
        self.precise.setVisible(False)

        calls = QHBoxLayout()
        self.call_buttons: dict[str, QPushButton] = {}
        for call, label in CALL_LABELS.items():
            b = QPushButton(tr(label))
            b.setCheckable(True)
            b.setVisible(False)
            b.toggled.connect(lambda on, c=call: self._call(c, on))
            calls.addWidget(b)
            self.call_buttons[call] = b
        layout.addLayout(calls)
        layout.addStretch(1)
        self.refresh()

    def set_precise(self, on: bool) -> None:
        """Show the numbers (their page, opened) or take them away."""
        # Off, the numbers leave the stack: its height is then the cue ball's alone.
        shown = self.pages.indexOf(self.precise) >= 0
        if on and not shown:
            self.pages.addWidget(self.precise)
        elif not on and shown:
            self.pages.removeWidget(self.precise)
            self.precise.setParent(self)
            self.precise.setVisible(False)
        self.page_tabs.setVisible(on)
        # The page tabs name the panel's parts then: the title's line goes to the numbers.
        self.setTitle("" if on else tr("Stroke"))
        self.page_tabs.setCurrentIndex(1 if on else 0)
        self._page(self.page_tabs.currentIndex())

    def _page(self, index: int) -> None:
        page = self.precise if index == 1 and self.pages.indexOf(self.precise) >= 0 else None
        self.pages.setCurrentWidget(page or self.cue_ball)

    # -- from the aim to the widgets ---------------------------------------------------------
    def refresh(self) -> None:
        a = self.aim
        self._updating = True
        try:
            self.cue_ball.refresh()
            self.power.set_speed(a.speed)
            self.power_slider.show_speed(a.speed)
            self.angle_box.setValue(a.aim_deg)
            self.speed_box.setValue(a.speed)
            self.side_box.setValue(a.side)
            self.height_box.setValue(a.height)
            self.elev_box.setValue(a.elevation_deg)
            for call, b in self.call_buttons.items():
                b.setChecked(a.call == call)
        finally:
            self._updating = False

    def set_shoot_allowed(self, on: bool) -> None:
        """Shoot is pressable only when a stroke would be played (greyed during a shot and
        while the opponent or the computer is at the table)."""
        self.shoot_now.setEnabled(on)
        self.shoot_button.setEnabled(on)

    def set_allowed_calls(self, calls: tuple[str, ...]) -> None:
        """Show only the calls the rules allow now (Decision.allowed_calls)."""
        for call, b in self.call_buttons.items():
            b.setVisible(call in calls)
        if self.aim.call is not None and self.aim.call not in calls:
            self.aim.call = None
            self.refresh()

    # -- from the widgets to the aim ---------------------------------------------------------
    def _cue_ball_changed(self) -> None:
        if self._updating:
            return
        self.refresh()
        self.changed.emit()

    def _slider(self, speed: float) -> None:
        if self._updating:
            return
        self.aim.speed = speed
        self.refresh()
        self.changed.emit()

    def _numbers(self) -> None:
        if self._updating:
            return
        self.aim.aim_deg = self.angle_box.value() % 360.0
        self.aim.speed = self.speed_box.value()
        self.aim.set_tip(self.side_box.value(), self.height_box.value())
        self.aim.set_elevation(self.elev_box.value())
        self.refresh()
        self.changed.emit()

    def _call(self, call: str, on: bool) -> None:
        if self._updating:
            return
        self.aim.call = call if on else (None if self.aim.call == call else self.aim.call)
        self.refresh()
        self.changed.emit()


def _spin(lo: float, hi: float, decimals: int, step: float, suffix: str) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(lo, hi)
    box.setDecimals(decimals)
    box.setSingleStep(step)
    box.setSuffix(suffix)
    box.setKeyboardTracking(False)
    return box
