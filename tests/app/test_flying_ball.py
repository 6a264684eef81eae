"""A ball in the air is drawn so that the player sees it (issue 17, item 6): larger, with its
shadow thrown away from it along the light; a ball that flies off the table leaves the
picture and the referee's words say so."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QImage

from app.play.controller import Phase
from app.shot.playback import Playback
from app.table.painting import air_scale, air_shadow_offset
from app.table.scene import Scene
from app.table.screen_geometry import TableGeometry
from game.physics.api import simulate_detailed
from tests.app.test_paint import render

AT = (0.2, 0.3)


def _ball_pixels(img: QImage, g: TableGeometry) -> int:
    """Pixels of the white ball's body (bright, near grey) round AT."""
    cx, cy = g.to_screen(*AT)
    reach = int(g.length(0.08))
    n = 0
    for x in range(int(cx) - reach, int(cx) + reach):
        for y in range(int(cy) - reach, int(cy) + reach):
            c = img.pixelColor(x, y)
            if c.lightness() > 170 and abs(c.red() - c.blue()) < 40:
                n += 1
    return n


def _scene(height: float | None) -> Scene:
    heights = {} if height is None else {"white": height}
    return Scene("three_cushion", "carom-match", {"white": AT}, heights=heights)


def test_a_flying_ball_is_drawn_larger_with_its_shadow_thrown_away(qapp) -> None:  # type: ignore[no-untyped-def]
    rolling, g = render(_scene(None))
    flying, _ = render(_scene(0.08))
    assert air_scale(0.08) > 1.3
    # Larger: about the square of the scale in pixels.
    assert _ball_pixels(flying, g) > 1.5 * _ball_pixels(rolling, g)
    # The shadow: where the flying ball's shadow falls the cloth is darker than under the
    # rolling ball's picture, and the rolling ball's own shadow place is cloth again.
    ox, oy = air_shadow_offset(0.08)
    far = g.to_screen(AT[0] + ox, AT[1] + oy)
    a = rolling.pixelColor(round(far[0]), round(far[1])).lightness()
    b = flying.pixelColor(round(far[0]), round(far[1])).lightness()
    assert b < a - 5
    assert math.hypot(ox, oy) > 0.1  # well clear of the ball (0.03 m radius)
    # On the cloth (height 0) nothing changes.
    assert render(_scene(0.0))[0] == rolling


def test_playback_gives_the_height_while_the_ball_flies() -> None:
    r = simulate_detailed(
        {"table": "carom-match", "balls": {"white": [0.0, -1.0]},
         "stroke": {"ball": "white", "aim_deg": 90.0, "speed": 4.0, "elevation_deg": 20.0}}
    )  # fmt: skip
    play = Playback(r)
    first = r.segments["white"][0]
    mid = 0.5 * (first.t0 + first.t1)
    assert play.frame(mid).heights["white"] == pytest.approx(r.state_at(mid).balls["white"].z)
    assert play.frame(mid).heights["white"] > 0.01
    assert "white" not in play.frame(r.duration).heights


def test_a_jump_off_the_table_in_the_window(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seven pins: the cue ball jumped at the long cushion flies (drawn in the air), leaves
    the table (gone from the picture), and the referee calls the foul (7C-20, 7C-27)."""
    window.quick_game()
    c = window.controller
    assert c.drop_hand()
    c.aim.aim_deg, c.aim.speed, c.aim.elevation_deg = 0.0, 8.0, 30.0
    c.aim.side = c.aim.height = 0.0
    heights: list[float] = []
    gone: list[bool] = []

    def seen(frame) -> None:  # type: ignore[no-untyped-def]
        heights.append(frame.heights.get("cue", 0.0))
        gone.append("cue" not in frame.balls or "cue" in frame.vanishing)

    c.pipeline.frame.connect(seen)
    assert c.shoot()
    qtbot.waitUntil(
        lambda: bool(c.match.records) and c.phase in (Phase.AIM, Phase.PLACE), timeout=120000
    )
    assert max(heights) > 0.05
    assert gone[-1] or c.phase == Phase.PLACE
    d = c.match.last_decision
    assert d is not None and "off_table" in d.fouls
    assert c.match.ball_in_hand == "cue"
    assert "left the table" in window.strip.text.text()
