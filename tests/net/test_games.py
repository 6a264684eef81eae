"""Whole games between two headless peers over loopback, directly and through the relay,
with the joiner killed midway and resumed from its save: both saves come out identical."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from game.net.events import Closed
from game.saves.load import load_file
from tests.net.kit import GAMES, play, play_host_killed


@pytest.mark.parametrize("relay", [False, True], ids=["direct", "relay"])
@pytest.mark.parametrize("discipline", sorted(GAMES))
def test_a_game_killed_midway_resumes_and_both_saves_are_identical(
    tmp_path: Path, discipline: str, relay: bool
) -> None:
    game = asyncio.run(play(tmp_path, discipline, relay=relay, kill_after=5))
    host = game.host.session.match
    assert host is not None and host.over
    # The kill came midway: the second joiner went on from the first one's save.
    assert len(game.joiners) == 2 and game.resumed_at is not None
    assert 5 <= game.resumed_at < host.shots_played
    assert any(isinstance(ev, Closed) for _, ev in game.host.log)
    assert game.host_save.read_bytes() == game.join_save.read_bytes()
    loaded = load_file(game.join_save).match
    assert loaded.over and loaded.scores == host.scores
    # The resumed joiner got the shots it missed from the host, and nothing was refused.
    assert game.host.session.refused == {} and game.joiners[-1].session.refused == {}


def test_a_host_killed_midway_comes_back_through_the_relay_and_the_game_ends_alike(
    tmp_path: Path,
) -> None:
    game = asyncio.run(play_host_killed(tmp_path, "five_pins", kill_after=4))
    host = game.host.session.match
    assert host is not None and host.over
    assert game.resumed_at is not None and 4 <= game.resumed_at < host.shots_played
    assert game.host_save.read_bytes() == game.join_save.read_bytes()
