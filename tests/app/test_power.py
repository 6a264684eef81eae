"""The pull-back power curve (issue 15): documented points, monotonic, its own inverse."""

from __future__ import annotations

import pytest

from app.table.power import DEAD_DRAG, FULL_DRAG, drag_for_speed, speed_for_drag
from game.physics.api import MAX_SPEED


@pytest.mark.parametrize(
    ("drag", "speed"),
    [(0.0, 0.5), (0.125, 2.8333), (0.1875, 4.0), (0.25, 12.0), (0.4, 12.0)],
)
def test_documented_points(drag: float, speed: float) -> None:
    assert speed_for_drag(drag) == pytest.approx(speed, abs=1e-3)


def test_most_of_the_travel_is_half_to_four_metres_a_second() -> None:
    share = sum(0.5 <= speed_for_drag(FULL_DRAG * k / 1000) <= 4.0 for k in range(1001))
    assert share / 1001 >= 0.74
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
