"""The pull-back power curve (app/table/power.py): documented points, monotonic, its own
inverse, and as fine at the top as at the bottom relative to the speed."""

from __future__ import annotations

import pytest

from app.table.power import (
    DEAD_DRAG,
    FULL_DRAG,
    drag_for_speed,
    relative_step,
    speed_for_drag,
)
from game.physics.api import MAX_SPEED


@pytest.mark.parametrize(
    ("drag", "speed"),
    [(0.0, 0.5), (0.125, 1.8796), (1 / 6, 2.9225), (0.25, 7.0656), (0.3, 12.0), (0.4, 12.0)],
)
def test_documented_points(drag: float, speed: float) -> None:
    assert speed_for_drag(drag) == pytest.approx(speed, abs=1e-3)
    assert speed_for_drag(FULL_DRAG) == MAX_SPEED


def test_monotonic_and_inverse() -> None:
    last = -1.0
    for k in range(0, 1001):
        d = FULL_DRAG * k / 1000
        v = speed_for_drag(d)
        assert v > last
        last = v
        assert drag_for_speed(v) == pytest.approx(d, abs=1e-9)
    assert DEAD_DRAG < 0.05 * FULL_DRAG


@pytest.mark.parametrize("table_px", [600, 900, 1300])
def test_a_pixel_at_the_top_is_a_small_share_of_the_speed(table_px: int) -> None:
    """Every pixel of pull changes the speed by the same share of itself, so above 5 m/s a
    pixel is no longer 0.3-0.4 m/s on a 600-pixel table (the old curve gave 4.23 -> 9.78 m/s
    over 18 pixels): at most 2 % of the speed, 0.2 m/s at 10 m/s."""
    px = 1.0 / table_px  # one screen pixel as a share of the table's on-screen length
    steps = []
    for v in (1.0, 2.0, 4.0, 5.0, 8.0, 10.0, 11.5):
        d = drag_for_speed(v)
        steps.append(speed_for_drag(d + px) / v - 1.0)
        assert speed_for_drag(d + px) - v <= 0.02 * v
    assert max(steps) == pytest.approx(min(steps), rel=1e-6)  # equal relative steps
    assert steps[0] == pytest.approx(relative_step(table_px), rel=1e-6)
    # The pull that once took 4.23 m/s to 9.78 m/s now stays under 6 m/s.
    assert speed_for_drag(drag_for_speed(4.23) + 18 * px) < 6.0
