"""The window with the real physics: smoke run, the guide agrees with the engine, and the
scoreboard shows exactly what the referee rules for the shot the engine produced."""

from __future__ import annotations

import math
import os
import subprocess
import sys
from pathlib import Path

import pytest

import game
from app.play.controller import Phase
from game.physics.native import COMPILED, PURE, implementation

ROOT = Path(__file__).resolve().parents[2]


def _smoke(**env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app", "--smoke-test"],
        cwd=ROOT,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen", **env),
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_smoke_test_command_exits_0() -> None:
    build = implementation()
    out = _smoke(KEGLI_EXPECT_PHYSICS=build)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    assert lines[0] == f"physics: {build}"
    assert lines[1:]  # the referee's words for the shot


def test_smoke_test_fails_on_another_physics_build_than_expected() -> None:
    """The installers' builds insist on the compiled physics (KEGLI_EXPECT_PHYSICS)."""
    other = COMPILED if implementation() == PURE else PURE
    out = _smoke(KEGLI_EXPECT_PHYSICS=other)
    assert out.returncode == 1
    assert f"{other} expected" in out.stderr


def _ready(window, qtbot):  # type: ignore[no-untyped-def]
    window.quick_game()
    c = window.controller
    assert c.drop_hand()
    return c


def test_ghost_ball_is_where_the_engine_puts_the_cue_ball(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The guide is read from the engine: the ghost ball matches an independent, finer
    simulation of the same stroke at its first ball contact (within 1 mm)."""
    c = _ready(window, qtbot)
    pink = c.match.position.balls["o1"]
    c.mouse_move(pink[0] + 0.02, pink[1])  # a slight cut
    c.aim.set_tip(0.2, 0.1)
    c.aim_edited()
    key = c._current_key()
    qtbot.waitUntil(lambda: c.guide is not None and c.guide_key == key, timeout=60000)
    stroke = c.aim.stroke("cue")
    fine = game.simulate(c.match.request_for(stroke), trajectory_hz=1000)
    contact = next(e for e in fine["events"] if e["type"] == "ball" and "cue" in (e["a"], e["b"]))
    rows = fine["trajectory"]["cue"]
    t = contact["t"]
    i = max(k for k, r in enumerate(rows) if r[0] <= t)
    (t0, x0, y0), (t1, x1, y1) = rows[i], rows[i + 1]
    f = (t - t0) / (t1 - t0)
    expect = (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f)
    guide = c.build_scene().guide
    assert guide is not None and guide.ghost is not None
    assert math.dist(guide.ghost, expect) < 0.001
    # And it touches the pink (at rest until then): centres two radii apart.
    assert math.dist(guide.ghost, pink) == pytest.approx(2 * 0.034, abs=2e-4)


@pytest.mark.instant
def test_scoreboard_matches_the_referee_for_a_real_shot(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Whatever the engine makes of the stroke, the scoreboard and the strip show the
    referee's ruling on that very event log (game.judge on the saved shot log)."""
    c = _ready(window, qtbot)
    black = c.match.position.balls["o2"]
    c.mouse_move(*black)
    c.aim.speed = 4.0
    assert c.shoot()
    qtbot.waitUntil(
        lambda: bool(c.match.records) and c.phase in (Phase.AIM, Phase.PLACE), timeout=120000
    )
    ruled = game.judge(c.match.to_log())[-1]
    window.scoreboard.settle()
    for player, total in ruled["scores"].items():
        assert window.scoreboard.figure(player, "total") == str(total)
    assert str(ruled["scores"][ruled["shooter"]]) in window.strip.text.text()
    assert ruled["next"] in window.banner.text()
