"""The power curve of the press-and-pull-back stroke: how far the mouse is drawn back gives
the cue ball's speed. Pure functions (no Qt), one curve and its inverse.

The drag is measured as a share of the table's length as fitted on the screen (zoom 1), so
the same hand movement gives the same speed in a small window or a full screen and while
zoomed in (``StrokeInput`` converts the drag to that share). ``FULL_DRAG`` of the table's
length is the full range, from ``MIN_POWER`` to the contract's 12 m/s, and every pixel of
it changes the speed by the same share of itself (an exponential curve):

    u = min(1, drag / FULL_DRAG)
    v = MIN_POWER * (MAX_SPEED / MIN_POWER) ** u

so the top stays as fine as the bottom relative to the speed played: on a table 600 pixels
long (a 1024 x 600 window) one pixel is 1.8 % of the speed, 0.14 m/s at 8 m/s and 0.18 at
10 m/s, where the earlier linear-then-quadratic curve gave 0.29 and 0.35 m/s (4.23 -> 9.78 m/s
over 18 pixels; now 4.23 -> 5.81). Shift while pulling counts a tenth of the hand's movement
(``app.table.aim.FINE_PULL``). Examples: an eighth of the table's length gives 1.88 m/s, a
sixth 2.92 m/s, a quarter 7.07 m/s, three tenths (the full range) 12 m/s.
A drag shorter than ``DEAD_DRAG`` is a click, not a stroke.
"""

from __future__ import annotations

import math

from game.limits import MAX_SPEED  # contract: 0 < speed <= 12

FULL_DRAG = 0.3  # share of the table's on-screen length that gives the full range
MIN_POWER = 0.5  # m/s at the start of the drag
DEAD_DRAG = 0.008  # below this share of the table's length a release does not shoot
_RATIO = math.log(MAX_SPEED / MIN_POWER)  # ln of the range: the exponent at full drag


def speed_for_drag(drag: float) -> float:
    """m/s for a pull-back of ``drag`` (share of the table's on-screen length)."""
    u = min(1.0, max(0.0, drag / FULL_DRAG))
    return min(MAX_SPEED, MIN_POWER * math.exp(_RATIO * u))


def drag_for_speed(speed: float) -> float:
    """The inverse: the share of the table's on-screen length that gives ``speed``."""
    v = min(MAX_SPEED, max(MIN_POWER, speed))
    return math.log(v / MIN_POWER) / _RATIO * FULL_DRAG


def relative_step(table_pixels: float) -> float:
    """The share of the speed one pixel of pull changes it by on a table ``table_pixels``
    long on the screen (the same at every speed)."""
    return math.exp(_RATIO / (FULL_DRAG * max(1.0, table_pixels))) - 1.0


__all__ = ["DEAD_DRAG", "FULL_DRAG", "drag_for_speed", "relative_step", "speed_for_drag"]
