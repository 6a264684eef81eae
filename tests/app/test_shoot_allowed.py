"""The Shoot buttons are pressable only when a stroke would be played (pytest-qt, offscreen):
greyed while a shot runs, while the computer thinks and while the network opponent is at
the table, not left looking live while a click on them does nothing."""

from __future__ import annotations

from typing import Any

import pytest

from app.play.controller import Phase
from game.setup import GameSetup
from tests.app.test_computer_player import computer_thinking_long
from tests.app.test_net_play import _connect, _play_one_shot, _shooter


def shoot_buttons(window: Any) -> tuple[bool, bool]:
    panel = window.stroke
    return panel.shoot_now.isEnabled(), panel.shoot_button.isEnabled()


def test_shoot_is_greyed_while_the_shot_runs(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.start(GameSetup("three_cushion", ["A", "B"], "A", {"target": 5}, {}))
    c = window.controller
    qtbot.waitUntil(lambda: c.phase in (Phase.AIM, Phase.PLACE), timeout=20000)
    assert shoot_buttons(window) == (True, True)  # the ball in hand: Shoot puts it down first
    if c.phase == Phase.PLACE:
        assert c.drop_hand()
    assert c.shoot()
    assert c.phase not in (Phase.AIM, Phase.PLACE)
    assert shoot_buttons(window) == (False, False)
    qtbot.waitUntil(lambda: c.phase in (Phase.AIM, Phase.PLACE, Phase.OVER), timeout=60000)
    assert shoot_buttons(window) == ((True, True) if c.phase != Phase.OVER else (False, False))


@pytest.mark.instant
def test_shoot_is_greyed_while_the_computer_thinks(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    computer_thinking_long(window, qtbot)
    assert shoot_buttons(window) == (False, False)
    window.menu_actions.stop_computer.trigger()
    qtbot.waitUntil(lambda: not window.computer.busy, timeout=30000)


@pytest.mark.instant
def test_shoot_is_greyed_at_the_table_of_the_player_not_to_play(qtbot: Any, pair: Any) -> None:
    host, guest = pair
    _connect(qtbot, host, guest)
    for _ in range(2):  # a shot each way: the turn passes after a miss, or stays after a point
        qtbot.waitUntil(
            lambda: all(w.controller.phase in (Phase.AIM, Phase.PLACE) for w in pair),
            timeout=10000,
        )
        shooter, other = _shooter(host, guest)
        assert shoot_buttons(shooter) == (True, True)
        assert shoot_buttons(other) == (False, False)
        assert not other.controller.shoot()
        _play_one_shot(qtbot, host, guest, len(host.controller.match.records) + 1)
