"""The power curve of the press-and-pull-back stroke: how far the mouse is drawn back gives
the cue ball's speed. Pure functions (no Qt), one curve and its inverse.

The drag is measured as a share of the table's length as fitted on the screen (zoom 1), so
the same hand movement gives the same speed in a small window or a full screen and while
zoomed in (``Controller`` converts the drag to that share). A quarter of the table's length
(``FULL_DRAG``; about 20 cm on a 1920-pixel screen) is the full range; up to three quarters of
that travel (``SOFT_SHARE``) the speed rises evenly from 0.5 to 4 m/s, where nearly every
carom and pin shot is played, and over the last quarter it climbs to the limit of 12 m/s
(the contract's maximum) along a curve that joins the first part without a kink:

    u = min(1, drag / FULL_DRAG)
    u <= 0.75:  v = 0.5 + 3.5 * u / 0.75                            (0.5 … 4 m/s)
    u >  0.75:  w = (u - 0.75) / 0.25;  v = 4 + A w + (8 - A) w²     (4 … 12 m/s)

with A = 3.5 / 0.75 * 0.25 (the first part's slope). Examples: an eighth of the table's
length gives 2.83 m/s, three sixteenths 4.0 m/s, a quarter 12 m/s. A drag shorter than
``DEAD_DRAG`` is a click, not a stroke.
"""

from __future__ import annotations

import math

from game.limits import MAX_SPEED  # contract: 0 < speed <= 12

FULL_DRAG = 0.25  # share of the table's on-screen length that gives the full range
SOFT_SHARE = 0.75  # share of that travel spent between MIN_POWER and SOFT_SPEED
MIN_POWER = 0.5  # m/s at the start of the drag
SOFT_SPEED = 4.0  # m/s at the end of the even part
DEAD_DRAG = 0.008  # below this share of the table's length a release does not shoot
_SLOPE = (SOFT_SPEED - MIN_POWER) / SOFT_SHARE * (1.0 - SOFT_SHARE)  # A, per unit of w
_CURVE = (MAX_SPEED - SOFT_SPEED) - _SLOPE  # the w² coefficient


def speed_for_drag(drag: float) -> float:
    """m/s for a pull-back of ``drag`` (share of the table's on-screen length)."""
    u = min(1.0, max(0.0, drag / FULL_DRAG))
    if u <= SOFT_SHARE:
        return MIN_POWER + (SOFT_SPEED - MIN_POWER) * u / SOFT_SHARE
    w = (u - SOFT_SHARE) / (1.0 - SOFT_SHARE)
    return SOFT_SPEED + _SLOPE * w + _CURVE * w * w


def drag_for_speed(speed: float) -> float:
    """The inverse: the share of the table's on-screen length that gives ``speed``."""
    v = min(MAX_SPEED, max(MIN_POWER, speed))
    if v <= SOFT_SPEED:
        u = (v - MIN_POWER) / (SOFT_SPEED - MIN_POWER) * SOFT_SHARE
    else:
        # Solve _CURVE w² + _SLOPE w - (v - SOFT_SPEED) = 0 for its root in [0, 1].
        c = v - SOFT_SPEED
        w = (-_SLOPE + math.sqrt(_SLOPE * _SLOPE + 4.0 * _CURVE * c)) / (2.0 * _CURVE)
        u = SOFT_SHARE + w * (1.0 - SOFT_SHARE)
    return u * FULL_DRAG


__all__ = ["DEAD_DRAG", "FULL_DRAG", "drag_for_speed", "speed_for_drag"]
