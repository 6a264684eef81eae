# ruff: noqa: F811  (the fixtures imported from test_saves_ui are used as parameters)
"""The window plays, saves and verifies a game with the game's own physics set: a save from
before sets were named goes on with kegli-1; a game of another set is shot with that set."""

from __future__ import annotations

from pathlib import Path

from game.match import Match
from game.physics import sets
from game.saves.load import load_file
from game.saves.verify import verify_log
from tests.app.test_faults import shoot_once
from tests.app.test_saves_ui import (  # noqa: F401  (fixtures)
    Dialogs,
    dialogs,
    make_window,
    settle,
    wait_idle,
    window,
)
from tests.saves.games import PLAYERS

LEGACY_SAVE = Path(__file__).resolve().parents[1] / "saves" / "legacy" / "three-cushion.kegli"


def test_a_save_from_before_sets_opens_verified_and_plays_on_with_kegli_1(
    window, qtbot, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    actions = window.save_actions
    assert actions.open_path(LEGACY_SAVE)
    qtbot.wait(300)
    assert not actions.unverified_label.isVisible()
    m = window.controller.match
    assert m.config.physics == sets.LEGACY.name
    before = len(m.records)
    shoot_once(qtbot, window)
    assert len(m.records) == before + 1
    path = tmp_path / "on.kegli"
    assert actions.save_to(path) and actions.saver.wait(20)
    game = load_file(path)
    assert game.document.physics == sets.LEGACY.name
    assert game.verification is not None and game.verification.ok


def test_the_window_shoots_with_the_games_set(window, qtbot, slow_cloth) -> None:  # type: ignore[no-untyped-def]
    m = Match.new("three_cushion", list(PLAYERS), physics=slow_cloth.name)
    window.save_actions.install_match(m, {})
    settle(window)
    shoot_once(qtbot, window)
    played = window.controller.match
    assert played.config.physics == slow_cloth.name and len(played.records) == 1
    log = played.to_log()
    assert verify_log(log).ok
    assert not verify_log(log, physics=sets.LEGACY.name).ok


def test_a_replay_runs_with_the_games_set(window, qtbot, slow_cloth, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Game → Replay last shot simulates the recorded stroke again: under the set the game
    was played with, or a game of an earlier set (an old save) would replay on another cloth
    and show a path its shot never took."""
    m = Match.new("three_cushion", list(PLAYERS), physics=slow_cloth.name)
    window.save_actions.install_match(m, {})
    settle(window)
    shoot_once(qtbot, window)
    asked: list[dict] = []  # type: ignore[type-arg]
    pipeline = window.controller.pipeline
    monkeypatch.setattr(pipeline, "shoot", lambda key, request: asked.append(request))
    window.controller.replay_last()
    assert [r["physics"] for r in asked] == [slow_cloth.name]
    assert asked[0] == m.replay_request(0) and asked[0]["stroke"] == m.records[0].stroke
