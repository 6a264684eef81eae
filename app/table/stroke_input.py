"""The stroke made with the mouse on a table view: aim toward the mouse, press and pull back
along the cue for power, release to shoot; the wheel (with Ctrl) and the arrows turn the aim,
W/A/S/D move the tip on the cue ball, E/Q raise the cue, L locks the aim, Esc or a
right-click lets the cue go without shooting.

One small class that every table attaches to its ``TableView`` (the game, a drill card, the
artistic programme, the free table): it turns the view's world-coordinate mouse signals
into changes of an ``Aim`` (app/table/aim.py, pure and tested), so every table strokes the
same way. The owner says where the cue ball is and whether a stroke may be made now, draws
the cue from the ``Aim`` and plays ``shoot``. An owner that gives the mouse other jobs too
(the game's ball in hand, the free table's dragging) reads the view itself and passes on
what is a stroke.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent

from app.table.aim import Aim
from app.table.view import TableView
from game.tables import Point

FINE_TURN, TURN, COARSE_TURN = 0.01, 0.1, 1.0  # degrees per wheel step or arrow press
POWER_STEP = 0.1  # m/s per + or -
TIP_STEP = 0.05  # ball radii per W/A/S/D press
ELEVATION_STEP = 1.0  # degrees per E or Q


class StrokeInput(QObject):
    """Mouse and keys on ``view`` -> ``aim``; ``changed`` after each change, ``shoot`` on a
    release after pulling back (or Space)."""

    changed = Signal()
    shoot = Signal()

    def __init__(
        self,
        view: TableView | None,
        aim: Aim,
        cue_ball: Callable[[], Point | None],
        parent: QObject | None = None,
        connect: bool = True,
    ) -> None:
        """``connect`` False: the owner reads the view itself and passes on the presses it
        does not take for something else (the free table drags balls and pins, the game
        carries the ball in hand); it may hand over the view later."""
        super().__init__(parent)
        self.view = view
        self.aim = aim
        self.cue_ball = cue_ball
        self.enabled = True
        if not connect or view is None:
            return
        view.mouse_pressed.connect(self.press)
        view.mouse_moved.connect(self.move)
        view.mouse_released.connect(self.release)
        view.wheel_turned.connect(self.wheel)
        view.key_pressed.connect(self.key)
        view.right_clicked.connect(self.cancel)

    # -- the mouse ----------------------------------------------------------------------
    def press(self, x: float, y: float, mods: Any = None) -> None:
        if not self.enabled or self.cue_ball() is None:
            return
        # The pull-back is measured against the table's length as fitted on the screen
        # (app.table.power): the same hand movement gives the same power at any size and zoom.
        fit = self.view.fit_geometry() if self.view is not None else None
        if fit is not None and self.view is not None:
            self.aim.drag_unit = fit.table.length / max(1.0, self.view.zoom())
        self.aim.begin_pull((x, y))
        self.changed.emit()

    def move(self, x: float, y: float, mods: Any = None) -> None:
        fine = bool(mods & Qt.KeyboardModifier.ShiftModifier) if mods is not None else False
        self.aim_move(x, y, fine)

    def aim_move(self, x: float, y: float, fine: bool = False) -> None:
        """The cue follows the mouse, or draws back while pulling (Shift: slower)."""
        if not self.enabled:
            return
        if self.aim.pulling:
            self.aim.drag_pull((x, y), fine)
        else:
            me = self.cue_ball()
            if me is None:
                return
            self.aim.point_at(me, (x, y), fine)
        self.changed.emit()

    def release(self, x: float, y: float, mods: Any = None) -> None:
        if not self.aim.pulling:
            return
        if self.aim.end_pull() and self.enabled:
            self.changed.emit()
            self.shoot.emit()
        else:
            self.changed.emit()

    def cancel(self) -> None:
        """Esc: the cue goes back to rest, the power to what it was before the press."""
        self.aim.cancel_pull()
        self.changed.emit()

    def wheel(self, steps: float, mods: Any) -> None:
        self.turn_steps(steps, bool(mods & Qt.KeyboardModifier.ShiftModifier))

    def turn_steps(self, steps: float, fine: bool = False) -> None:
        """The wheel (with Ctrl) turns the aim 0.1° a step, with Shift 0.01°."""
        if not self.enabled:
            return
        self.aim.turn(steps * (FINE_TURN if fine else TURN))
        self.changed.emit()

    # -- keys -----------------------------------------------------------------------------
    def key(self, event: QKeyEvent) -> None:
        if not self.key_pressed(event.key(), event.modifiers()):
            event.ignore()

    def key_pressed(self, k: int, mods: Qt.KeyboardModifier) -> bool:
        """The stroke's keys; True when ``k`` was one of them."""
        K = Qt.Key
        if k == K.Key_Escape:
            self.cancel()
            return True
        if not self.enabled:
            return False
        ctrl = bool(mods & Qt.KeyboardModifier.ControlModifier)
        shift = bool(mods & Qt.KeyboardModifier.ShiftModifier)
        if k in (K.Key_Left, K.Key_Up, K.Key_Right, K.Key_Down):
            step = COARSE_TURN if ctrl else (FINE_TURN if shift else TURN)
            self.aim.turn(step if k in (K.Key_Left, K.Key_Up) else -step)
            self.changed.emit()
        elif k in (K.Key_Plus, K.Key_Equal, K.Key_Minus):
            self.aim.change_speed(-POWER_STEP if k == K.Key_Minus else POWER_STEP)
            self.changed.emit()
        elif k == K.Key_Space:
            self.shoot.emit()
        else:
            return self.tip_key(k)
        return True

    def tip_key(self, k: int) -> bool:
        """W/A/S/D move the tip on the cue ball, E/Q raise and lower the cue, L holds the
        aim, as in the game; True when the key was one of them."""
        K = Qt.Key
        tips = {K.Key_W: (0.0, TIP_STEP), K.Key_S: (0.0, -TIP_STEP),
                K.Key_A: (-TIP_STEP, 0.0), K.Key_D: (TIP_STEP, 0.0)}  # fmt: skip
        if k in tips:
            ds, dh = tips[K(k)]
            self.aim.nudge_tip(ds, dh)
        elif k in (K.Key_E, K.Key_Q):
            up = ELEVATION_STEP if k == K.Key_E else -ELEVATION_STEP
            self.aim.set_elevation(self.aim.elevation_deg + up)
        elif k == K.Key_L:
            self.aim.locked = not self.aim.locked  # the mouse then sets the power only
        else:
            return False
        self.changed.emit()
        return True
