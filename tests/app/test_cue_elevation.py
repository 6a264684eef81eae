"""The cue is drawn as it is held: its axis through the point of the ball it strikes, raised
at its elevation, so from above a raised cue is foreshortened and starts over the ball's back
instead of lying flat through the ball."""

from __future__ import annotations

import math

import pytest

from app.table.cue import CUE_LENGTH, TIP_GAP, cue_in_space
from app.table.scene import Cue

R = 0.0305
AT = (1.0, 0.7)


def _plan(a: tuple[float, float], b: tuple[float, float]) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def test_a_level_cue_lies_behind_the_ball_at_its_centre_height() -> None:
    held = cue_in_space(Cue("white", 0.0), AT, R)
    assert held.tip == pytest.approx((AT[0] - R - TIP_GAP, AT[1]))
    assert held.tip_z == pytest.approx(R) and held.butt_z == pytest.approx(R)
    assert _plan(held.tip, held.butt) == pytest.approx(CUE_LENGTH)


@pytest.mark.parametrize("elevation", [15.0, 30.0, 60.0])
def test_a_raised_cue_is_foreshortened_and_rises_from_the_contact(elevation: float) -> None:
    held = cue_in_space(Cue("white", 90.0, elevation_deg=elevation), AT, R)
    e = math.radians(elevation)
    assert _plan(held.tip, held.butt) == pytest.approx(CUE_LENGTH * math.cos(e))
    assert held.butt_z - held.tip_z == pytest.approx(CUE_LENGTH * math.sin(e))
    # The contact is on the ball's back, above its centre: the tip is over the ball's back,
    # nearer its centre than a level cue's (R + gap), and above the centre's height.
    behind = _plan(held.tip, AT)
    assert behind < R + TIP_GAP
    assert held.tip_z > R
    # Straight behind along the aim (90°: the cue lies on the -y side).
    assert held.tip[0] == pytest.approx(AT[0]) and held.tip[1] < AT[1]
    # The tip is outside the ball: the cue never passes through it.
    dz = held.tip_z - R
    assert math.hypot(behind, dz) > R


def test_side_moves_the_cue_across_the_aim() -> None:
    left = cue_in_space(Cue("white", 0.0, side=-0.4), AT, R)
    right = cue_in_space(Cue("white", 0.0, side=0.4), AT, R)
    assert right.tip[1] - AT[1] == pytest.approx(0.4 * R)
    assert left.tip[1] - AT[1] == pytest.approx(-0.4 * R)


def test_the_pull_back_slides_along_the_raised_cue() -> None:
    still = cue_in_space(Cue("white", 0.0, elevation_deg=30.0), AT, R)
    pulled = cue_in_space(Cue("white", 0.0, pull=0.1, elevation_deg=30.0), AT, R)
    assert _plan(still.tip, pulled.tip) == pytest.approx(0.1 * math.cos(math.radians(30.0)))
    assert pulled.tip_z - still.tip_z == pytest.approx(0.1 * math.sin(math.radians(30.0)))


def test_the_view_draws_a_raised_cue_shorter(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QImage, QPainter

    from app.table.painting import paint_dynamic
    from app.table.scene import Scene
    from app.table.screen_geometry import TableGeometry
    from game.tables import TABLES

    g = TableGeometry.fit(TABLES["carom-match"], 1600, 900)

    def opaque(cue: Cue | None) -> int:
        scene = Scene("three_cushion", "carom-match", {"white": (0.0, 0.0)}, cue=cue)
        image = QImage(1600, 900, QImage.Format.Format_ARGB32)
        image.fill(0)
        p = QPainter(image)
        paint_dynamic(p, g, scene)
        p.end()
        return sum(
            1
            for x in range(0, 1600, 2)
            for y in range(0, 900, 2)
            if image.pixelColor(x, y).alpha() > 200
        )

    ball = opaque(None)
    level = opaque(Cue("white", 90.0)) - ball  # along the length: the whole cue shows
    raised = opaque(Cue("white", 90.0, elevation_deg=45.0)) - ball
    assert level > 0 and raised < 0.85 * level
