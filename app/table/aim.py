"""Aim state: direction, power, tip offset, elevation and call, driven by mouse and keys.

Pure Python (no Qt): the controller feeds it world coordinates and modifier flags, so the
handling can be tested exactly.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from app.table.power import DEAD_DRAG, FULL_DRAG, speed_for_drag
from game.limits import MAX_SPEED  # contract: 0 < speed <= 12
from game.physics.strike import MISCUE_LIMIT
from game.stroke import Stroke
from game.tables import Point

MIN_SPEED = 0.05
MAX_SHOWN_PULL = 0.30  # metres the drawn cue slides back at full power
MAX_TIP = 0.8  # the tip may be set beyond the miscue limit (0.6) to show the miscue
MAX_ELEVATION = 80.0
FINE = 0.1  # Shift: the mouse turns the aim ten times slower
FINE_PULL = 0.1  # Shift while pulling: a tenth of the hand's movement becomes pull
# A pull goes back along the cue: a hand that strays sideways more than this share of the
# table's on-screen length plus STRAY_SLOPE times the pull so far lets the cue go (no stroke).
STRAY_SLACK = 0.03
STRAY_SLOPE = 0.7  # tan of about 35 degrees either side of the cue


@dataclass
class Aim:
    aim_deg: float = 90.0
    speed: float = 3.0
    side: float = 0.0
    height: float = 0.0
    elevation_deg: float = 0.0
    call: str | None = None
    pulling: bool = False
    pull: float = 0.0  # current pull-back, metres
    _pull_from: Point | None = None
    _last_mouse: Point | None = None
    _pre_pull_speed: float = 3.0
    _pull_base: float = 0.0  # pull already made when the hand's scale last changed (Shift)
    _pull_fine: bool = False
    # World metres that make one table length on the screen as fitted (the table's length
    # divided by the zoom): the pull-back is measured in that unit (app.table.power).
    drag_unit: float = 3.0
    locked: bool = False  # L: the mouse no longer turns the aim (power only)

    # -- direction -----------------------------------------------------------------------
    def point_at(self, ball: Point, mouse: Point, fine: bool = False) -> None:
        """Turn the cue to point from the ball at the mouse; with ``fine`` only a tenth."""
        if self.pulling or self.locked:
            self._last_mouse = mouse
            return
        target = _angle(ball, mouse)
        if target is None:
            return
        if fine and self._last_mouse is not None:
            before = _angle(ball, self._last_mouse)
            if before is not None:
                self.turn(_wrap(target - before) * FINE)
        elif not fine:
            self.aim_deg = target
        self._last_mouse = mouse

    def turn(self, degrees: float) -> None:
        self.aim_deg = round((self.aim_deg + degrees) % 360.0, 6)

    # -- power by pulling back -------------------------------------------------------------
    def begin_pull(self, mouse: Point) -> None:
        self.pulling = True
        self.pull = 0.0
        self._pull_from = mouse
        self._pull_base = 0.0
        self._pull_fine = False
        self._pre_pull_speed = self.speed

    def drag_pull(self, mouse: Point, fine: bool = False) -> bool:
        """Power from how far the mouse moved back along the cue since the press (with
        ``fine``, a tenth of the movement since Shift went down). A hand that leaves the
        cue's line sideways lets the cue go without a stroke; False then."""
        if not self.pulling or self._pull_from is None:
            return False
        unit = max(1e-6, self.drag_unit)
        if fine != self._pull_fine:  # Shift changed: go on from the pull made so far
            self._pull_base, self._pull_from, self._pull_fine = self.pull, mouse, fine
        a = math.radians(self.aim_deg)
        dx, dy = mouse[0] - self._pull_from[0], mouse[1] - self._pull_from[1]
        back = -(dx * math.cos(a) + dy * math.sin(a))
        aside = abs(-dx * math.sin(a) + dy * math.cos(a))
        if not fine and aside > STRAY_SLACK * unit + STRAY_SLOPE * max(back, 0.0):
            self.cancel_pull()
            return False
        pull = self._pull_base + back * (FINE_PULL if fine else 1.0)
        self.pull = min(max(pull, 0.0), FULL_DRAG * unit)  # the cue follows the hand
        self.speed = (
            round(speed_for_drag(self.pull / unit), 2) if self.drawn_back else self._pre_pull_speed
        )
        return True

    @property
    def shown_pull(self) -> float:
        """How far the drawn cue slides back: in step with the hand, but no further than a
        real backswing (``MAX_SHOWN_PULL`` at full power), so the tip stays near the ball."""
        full = FULL_DRAG * max(1e-6, self.drag_unit)
        return MAX_SHOWN_PULL * min(1.0, self.pull / full)

    @property
    def drawn_back(self) -> bool:
        """The cue has been pulled back far enough for a release to be a stroke."""
        return self.pulling and self.pull >= DEAD_DRAG * self.drag_unit

    def end_pull(self) -> bool:
        """Release: True when the cue was drawn back and the shot should go."""
        shoot = self.drawn_back
        self.pulling = False
        self.pull = 0.0
        self._pull_from = None
        return shoot

    def cancel_pull(self) -> None:
        if self.pulling:
            self.speed = self._pre_pull_speed
        self.pulling = False
        self.pull = 0.0
        self._pull_from = None

    def change_speed(self, delta: float) -> None:
        self.speed = round(min(MAX_SPEED, max(MIN_SPEED, self.speed + delta)), 2)

    # -- tip and elevation ------------------------------------------------------------------
    def set_tip(self, side: float, height: float) -> None:
        r = math.hypot(side, height)
        if r > MAX_TIP:
            side, height = side * MAX_TIP / r, height * MAX_TIP / r
        self.side, self.height = round(side, 3), round(height, 3)

    def nudge_tip(self, dside: float, dheight: float) -> None:
        self.set_tip(self.side + dside, self.height + dheight)

    def set_elevation(self, degrees: float) -> None:
        self.elevation_deg = round(min(MAX_ELEVATION, max(0.0, degrees)), 2)

    @property
    def miscue(self) -> bool:
        return math.hypot(self.side, self.height) > MISCUE_LIMIT

    def stroke(self, ball: str) -> Stroke:
        """The stroke for the shown values."""
        return Stroke(
            ball=ball,
            aim_deg=round(self.aim_deg, 6),
            speed=round(min(MAX_SPEED, max(MIN_SPEED, self.speed)), 4),
            side=self.side,
            height=self.height,
            elevation_deg=self.elevation_deg,
            call=self.call,
        )

    def load(self, stroke: Stroke) -> None:
        """Restore a stroke exactly (retry, replay, numeric entry); the call is the
        caller's to set."""
        self.aim_deg = stroke.aim_deg
        self.speed = stroke.speed
        self.side = stroke.side
        self.height = stroke.height
        self.elevation_deg = stroke.elevation_deg


def _angle(a: Point, b: Point) -> float | None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    if math.hypot(dx, dy) < 1e-4:
        return None
    return math.degrees(math.atan2(dy, dx)) % 360.0


def _wrap(d: float) -> float:
    return (d + 180.0) % 360.0 - 180.0
