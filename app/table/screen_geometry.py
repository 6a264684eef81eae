"""World <-> screen transform for the table view.

The table is drawn lengthwise across the window: the head cushion on the left, the foot on
the right, so world +y (along) maps to screen right and world +x (across, the right long
cushion seen from the head) maps to screen down. That keeps turning directions: an aim that
turns counter-clockwise in the table frame also turns counter-clockwise on the screen.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.tables import Table

RAIL = 0.11  # wooden rail width beyond the cushion nose, metres (drawn, not simulated)
CUSHION = 0.045  # rubber cushion width between the cloth and the rail
MARGIN = 0.03  # empty space around the rails


@dataclass(frozen=True)
class TableGeometry:
    """A uniform scale (pixels per metre) and the screen point of the table centre."""

    table: Table
    scale: float
    cx: float
    cy: float

    @staticmethod
    def fit(table: Table, width: float, height: float) -> TableGeometry:
        """The largest table that fits the widget, centred, at the table's own aspect."""
        outer_len = table.length + 2 * (RAIL + CUSHION + MARGIN)
        outer_wid = table.width + 2 * (RAIL + CUSHION + MARGIN)
        scale = max(1e-6, min(width / outer_len, height / outer_wid))
        return TableGeometry(table, scale, width / 2.0, height / 2.0)

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        return (self.cx + y * self.scale, self.cy + x * self.scale)

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        return ((sy - self.cy) / self.scale, (sx - self.cx) / self.scale)

    def length(self, metres: float) -> float:
        return metres * self.scale

    @staticmethod
    def screen_angle(aim_deg: float) -> float:
        """The screen direction (degrees, Qt's y-down frame) of a world aim angle."""
        a = math.radians(aim_deg)
        dx, dy = math.sin(a), math.cos(a)  # world (cos, sin) -> screen (y, x)
        return math.degrees(math.atan2(dy, dx))

    def on_cloth(self, x: float, y: float, inset: float = 0.0) -> bool:
        return abs(x) <= self.table.half_width - inset and abs(y) <= self.table.half_length - inset
