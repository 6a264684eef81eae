"""``python -m game check-save FILE``: 0 and one summary line, or 2 and one error line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.__main__ import main
from game.saves.autosave import save_match
from game.saves.format import VERSION
from tests.conftest import ROOT
from tests.saves.games import hand_game, physics_available, physics_game


def test_valid_save_exits_0_with_a_summary(tmp_path: Path, capsys) -> None:
    path = save_match(physics_game(3), tmp_path / "g.kegli")
    assert main(["check-save", str(path)]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    assert out[0].startswith("ok: seven_pins_classic, Anna vs Bohdan, 3 shots, scores Anna ")
    assert out[0].endswith("; every shot replays as saved")


def test_hand_made_events_are_refused_unless_the_replay_is_skipped(tmp_path: Path, capsys) -> None:
    """Issue 16 item 11: the events of a hand-made log do not come from its strokes."""
    path = save_match(hand_game(3), tmp_path / "g.kegli")
    assert main(["check-save", str(path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("error: shots[0].events: event 2 ")
    assert main(["check-save", "--no-replay", str(path)]) == 0
    assert capsys.readouterr().out.startswith("ok: seven_pins_classic")


def test_invalid_save_exits_2_with_one_line(tmp_path: Path, capsys) -> None:
    path = tmp_path / "bad.kegli"
    path.write_bytes(b'{"format": "kegli-save", "version": 7}')
    assert main(["check-save", str(path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        f"error: version: 7 is from a newer Kegli; this one reads save version {VERSION}"
    ]


def test_missing_file_exits_2(tmp_path: Path, capsys) -> None:
    assert main(["check-save", str(tmp_path / "none.kegli")]) == 2
    assert "does not exist" in capsys.readouterr().err


def test_as_a_real_process(tmp_path: Path) -> None:
    good = save_match(physics_game(3), tmp_path / "g.kegli")
    bad = tmp_path / "t.kegli"
    bad.write_bytes(good.read_bytes()[:-200])
    for path, code in ((good, 0), (bad, 2)):
        run = subprocess.run(
            [sys.executable, "-m", "game", "check-save", str(path)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert run.returncode == code
        lines = (run.stdout if code == 0 else run.stderr).strip().splitlines()
        assert len(lines) == 1
    assert "truncated" in run.stderr


@pytest.mark.skipif(not physics_available(), reason="physics not in the tree")
def test_a_shot_that_replays_differently_exits_2(tmp_path: Path, capsys) -> None:
    import json

    path = save_match(physics_game(3), tmp_path / "g.kegli")
    assert main(["check-save", "--replay", str(path)]) == 0
    assert capsys.readouterr().out.strip().endswith("; every shot replays as saved")
    doc = json.loads(path.read_bytes())
    doc["shots"][1]["stroke"]["speed"] = doc["shots"][1]["stroke"]["speed"] * 0.5
    path.write_text(json.dumps(doc))
    assert main(["check-save", "--no-replay", str(path)]) == 0  # the rules ignore the speed
    capsys.readouterr()
    assert main(["check-save", str(path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("error: shots[1].")
