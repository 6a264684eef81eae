"""Which pins fell stays on the table until the next stroke begins: at rest the re-set pins
stand on their spots (7C: the referee re-sets them; the aim lines meet them there) and the
ones the shot knocked over lie greyed where they fell, and the scoreboard names them."""

from __future__ import annotations

import math

import pytest

from app.play.controller import Phase
from game.setup import GameSetup


def _play(window, qtbot, cut: float, speed: float) -> None:  # type: ignore[no-untyped-def]
    c = window.controller
    window.start(GameSetup("seven_pins_classic", ["Anna", "Bohdan"], "Anna", {}, {}))
    if c.phase == Phase.PLACE:
        c.drop_hand()
    m = c.match
    me, to = m.position.balls[m.next_ball], m.position.balls["o1"]
    c.aim.aim_deg = (math.degrees(math.atan2(to[1] - me[1], to[0] - me[0])) + cut) % 360
    c.aim.speed = speed
    c.aim_edited()
    assert c.shoot()
    qtbot.waitUntil(
        lambda: len(c.match.records) == 1 and c.phase in (Phase.AIM, Phase.PLACE), timeout=60000
    )


@pytest.mark.instant
def test_knocked_pins_lie_until_the_next_stroke(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    c = window.controller
    for cut in (-5.0, -4.0, -6.0, -3.0, 4.0, 6.0):
        _play(window, qtbot, cut, 3.6)
        if c.match.records[-1].decision.details.pins_down:
            break
    knocked = set(c.match.records[-1].decision.details.pins_down)
    assert knocked, "no stroke knocked a pin: the test has nothing to look at"
    scene = c.build_scene()
    assert set(scene.fallen) == knocked  # lying where they fell, at rest
    assert set(scene.pins) == set(c.match.position.pins)  # and re-set, as the rules say
    assert window.view.scene() is not None and set(window.view.scene().fallen) == knocked
    assert window.scoreboard.pins_down.isVisible()
    # The next stroke begins: the table is the new position alone.
    if c.phase == Phase.PLACE:
        c.drop_hand()
    assert c.shoot()
    assert c.build_scene().fallen == {} or c.phase not in (Phase.AIM, Phase.PLACE)
    assert c.down == {}


@pytest.mark.instant
def test_the_knocked_pins_still_lie_after_a_replay_is_left(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Stepping through the game and back leaves the table exactly as it was: the last
    shot's pins lying where they fell, and the scoreboard naming them."""
    c = window.controller
    for cut in (-5.0, -4.0, -6.0, -3.0, 4.0, 6.0):
        _play(window, qtbot, cut, 3.6)
        if c.match.records[-1].decision.details.pins_down:
            break
    lying = dict(c.down)
    assert lying, "no stroke knocked a pin: the test has nothing to look at"
    rc = window.replay_controls
    assert rc.start()
    assert c.viewing
    rc.stop()
    assert not c.viewing and c.down == lying
    assert set(c.build_scene().fallen) == set(lying)
    assert window.scoreboard.pins_down.isVisible()
