"""Starting layouts: where pins and balls stand before the break.

Shared by the physics (default pins when a request names a discipline) and the rules
(re-setting pins on their spots, re-spotting balls). Rule numbers refer to
``../shared/spec/rules.md``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.tables import CAROM_MATCH, PYRAMID_12FT, Point, Table

PYRAMID_BALL_R = 0.034
CAROM_BALL_R = 0.03075


@dataclass(frozen=True)
class PinKind:
    """A pin's physical size: base radius and height (physics.md "Pins")."""

    radius: float
    height: float


SEVEN_PIN_RADIUS = 0.006  # 12 mm wide, rule 7C-2
KING = PinKind(SEVEN_PIN_RADIUS, 0.090)
SMALL = PinKind(SEVEN_PIN_RADIUS, 0.070)
SIDE_CLASSIC = PinKind(SEVEN_PIN_RADIUS, 0.070)  # 7C-2: side pins 70 mm
SIDE_FEDERATION = PinKind(SEVEN_PIN_RADIUS, 0.080)  # 7F-2: medium pins 80 mm
FIVE_PIN = PinKind(0.005, 0.025)  # 10 mm at the widest, 25 mm tall, rule 5P-1

CLASSIC_SMALL_OFFSET = 0.073  # 7C-2: 73 mm from the centre
BALL_PIN_GAP = 0.002  # 7C-3 Decision: 2 mm between ball surface and pin


def _federation_small_offset() -> float:
    # 7F-2 Decision: clear gap between pin surfaces is a ball diameter plus 2 mm.
    return 2 * SEVEN_PIN_RADIUS + 2 * PYRAMID_BALL_R + 0.002


def _federation_side_offset(table: Table = PYRAMID_12FT) -> float:
    """Distance of a medium pin from its spot, towards the centre (7F-2).

    A ball on the head spot aimed at the middle of a side pocket mouth (x = ±W/2, y = 0)
    must pass the pin with a 5 mm gap: the pin centre lies R + r + 5 mm from that line.
    """
    sx, sy = table.head_spot
    dx, dy = table.half_width - sx, 0.0 - sy
    sin_a = dx / math.hypot(dx, dy)  # distance of an on-axis point from the line per unit
    clear = PYRAMID_BALL_R + SEVEN_PIN_RADIUS + 0.005
    return clear / sin_a


def seven_pins(federation: bool, table: Table = PYRAMID_12FT) -> dict[str, Point]:
    """Pin spots for seven pins: 7C-2 (classic) or 7F-2 (federation)."""
    d = _federation_small_offset() if federation else CLASSIC_SMALL_OFFSET
    head = table.head_spot[1]
    foot = table.foot_spot[1]
    if federation:
        off = _federation_side_offset(table)
        head, foot = head + off, foot - off
    return {
        "king": (0.0, 0.0),
        "n": (0.0, d),
        "s": (0.0, -d),
        "e": (d, 0.0),
        "w": (-d, 0.0),
        "head": (0.0, head),
        "foot": (0.0, foot),
    }


def seven_pin_kind(pin: str, federation: bool) -> PinKind:
    if pin == "king":
        return KING
    if pin in ("head", "foot"):
        return SIDE_FEDERATION if federation else SIDE_CLASSIC
    return SMALL


def seven_pins_balls(federation: bool, table: Table = PYRAMID_12FT) -> dict[str, Point]:
    """Object balls at the start (7C-3; 7F-12). The cue ball is in hand in the house."""
    if federation:
        # 7F-12: object balls on spots 1 and 3; the medium pins stand towards the centre.
        return {"o1": table.head_spot, "o2": table.foot_spot}
    gap = SEVEN_PIN_RADIUS + BALL_PIN_GAP + PYRAMID_BALL_R
    return {
        "o1": (0.0, table.head_spot[1] + gap),
        "o2": (0.0, table.foot_spot[1] - gap),
    }


def seven_pins_cue_start(table: Table = PYRAMID_12FT) -> Point:
    """A default cue-ball place in the house, for tools and quick games."""
    return (0.25, table.head_spot[1] - 0.25)


def five_pins(table: Table = CAROM_MATCH) -> dict[str, Point]:
    """Rule 5P-1: a cross on the centre spot, 72 mm centre to centre."""
    from game.tables import FIVE_PINS_SPACING as d

    return {"centre": (0.0, 0.0), "n": (0.0, d), "s": (0.0, -d), "e": (d, 0.0), "w": (-d, 0.0)}


CAROM_BREAK_OFFSET = 0.15  # C-2: the breaker's ball within 15 cm of the head spot


def carom_break(breaker_ball: str = "white", table: Table = CAROM_MATCH) -> dict[str, Point]:
    """Rule C-2: red on the foot spot, opponent's ball on the head spot, breaker's beside it."""
    other = "yellow" if breaker_ball == "white" else "white"
    hx, hy = table.head_spot
    return {
        "red": table.foot_spot,
        other: (hx, hy),
        breaker_ball: (hx + CAROM_BREAK_OFFSET, hy),
    }


def five_pins_break(breaker_ball: str = "white", table: Table = CAROM_MATCH) -> dict[str, Point]:
    """Rule 5P-6: opponent's ball on the top mark, red on its mark, breaker in the bottom half."""
    from game.tables import five_pins_marks

    marks = five_pins_marks(table)
    other = "yellow" if breaker_ball == "white" else "white"
    return {
        "red": marks["red"],
        other: marks["top"],
        breaker_ball: (0.2, marks["lag"][1]),
    }
