"""The stroke made with the mouse on a table view: aim toward the mouse, press on the cue's
line and pull back along the cue for power, release to shoot; the wheel (with Ctrl) and the
arrows turn the aim, W/A/S/D move the tip on the cue ball, E/Q raise the cue, L locks the
aim, Esc or a right-click lets the cue go without shooting.

One small class that every table attaches to its ``TableView`` (the game, a drill card, the
artistic programme, the free table): it turns the view's world-coordinate mouse signals
into changes of an ``Aim`` (app/table/aim.py, pure and tested), so every table strokes the
same way. The owner says where the cue ball is and whether a stroke may be made now, draws
the cue from the ``Aim`` and plays ``shoot``. An owner that gives the mouse other jobs too
(the game's ball in hand, the free table's dragging) reads the view itself and passes on
what is a stroke.

The grab, the one deliberate gesture that starts a stroke on every table:

- the press lands on the cue's line: within ``GRAB_PX`` screen pixels of the straight line
  through the cue ball along the aim (the aim line ahead of the ball or the cue behind it),
  or anywhere while the aim is locked (L); any other press leaves the cue where it is
  and the player is told where to press;
- no power builds until the hand has gone ``DEAD_DRAG`` of the table's on-screen length back
  along the cue (the cue reads "pull back" until then, the speed after);
- a hand that strays sideways off the cue's line (``app.table.aim.STRAY_SLACK`` and
  ``STRAY_SLOPE``) lets the cue go without a stroke, so a drag meant for a ball is never
  a shot;
- a press on a ball the table lets the player move is the owner's: it moves the ball.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent

from app.table.aim import Aim
from app.table.space_key import space_goes_to
from app.table.view import TableView
from app.words.text import tr
from game.tables import Point

CTX = "StrokeInput"
GRAB_PX = 14.0  # a press this close to the cue's line (screen pixels) grabs the cue
GRAB_METRES = 0.03  # the same without a view (the controller driven directly)

FINE_TURN, TURN, COARSE_TURN = 0.01, 0.1, 1.0  # degrees per wheel step or arrow press
POWER_STEP = 0.1  # m/s per + or -
TIP_STEP = 0.05  # ball radii per W/A/S/D press
ELEVATION_STEP = 1.0  # degrees per E or Q


class StrokeInput(QObject):
    """Mouse and keys on ``view`` -> ``aim``; ``changed`` after each change, ``shoot`` on a
    release after pulling back (or Space)."""

    changed = Signal()
    shoot = Signal()
    said = Signal(str)  # a hint for the owner's status line: why a press did not grab

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
        self.view: TableView | None = None
        self.aim = aim
        self.cue_ball = cue_ball
        self.enabled = True
        if view is not None:
            self.attach(view)
        if not connect or view is None:
            return
        view.mouse_pressed.connect(self.press)
        view.mouse_moved.connect(self.move)
        view.mouse_released.connect(self.release)
        view.wheel_turned.connect(self.wheel)
        view.key_pressed.connect(self.key)
        view.right_clicked.connect(self.cancel)

    def attach(self, view: TableView) -> None:
        """Measure on ``view``; its window's plain Space now comes to it wherever the focus
        is (app/table/space_key.py)."""
        self.view = view
        space_goes_to(view)

    # -- the mouse ----------------------------------------------------------------------
    def grabs(self, x: float, y: float) -> bool:
        """True when a press at world ``(x, y)`` is on the cue's line (the grab, above)."""
        me = self.cue_ball()
        if me is None:
            return False
        if self.aim.locked:
            return True
        a = math.radians(self.aim.aim_deg)
        aside = abs(-(x - me[0]) * math.sin(a) + (y - me[1]) * math.cos(a))
        g = self.view.table_geometry() if self.view is not None else None
        return g.length(aside) <= GRAB_PX if g is not None else aside <= GRAB_METRES

    def press(self, x: float, y: float, mods: Any = None) -> bool:
        """Grab the cue when the press is on its line; True then."""
        if not self.enabled or self.cue_ball() is None:
            return False
        if not self.grabs(x, y):
            self.said.emit(tr(CTX, "To strike, press on the cue or its aim line and pull back."))
            return False
        # The pull-back is measured against the table's length as fitted on the screen
        # (app.table.power): the same hand movement gives the same power at any size and zoom.
        fit = self.view.fit_geometry() if self.view is not None else None
        if fit is not None and self.view is not None:
            self.aim.drag_unit = fit.table.length / max(1.0, self.view.zoom())
        self.aim.begin_pull((x, y))
        self.changed.emit()
        return True

    def move(self, x: float, y: float, mods: Any = None) -> None:
        fine = bool(mods & Qt.KeyboardModifier.ShiftModifier) if mods is not None else False
        self.aim_move(x, y, fine)

    def aim_move(self, x: float, y: float, fine: bool = False) -> None:
        """The cue follows the mouse, or draws back while pulling (Shift: slower)."""
        if not self.enabled:
            return
        if self.aim.pulling:
            if not self.aim.drag_pull((x, y), fine):
                self.said.emit(tr(CTX, "The cue was let go: pull straight back along it."))
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
