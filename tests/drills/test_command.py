"""``python -m game drills verify`` with hand-made packs and a stand-in physics."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import game
from game.__main__ import main
from game.drills import format as fmt
from tests.drills.helpers import carom_raw


@pytest.fixture(autouse=True)
def _without_physics_cli(monkeypatch: pytest.MonkeyPatch) -> None:
    # The physics CLI may not be importable yet; these tests only need the drills command.
    monkeypatch.setattr("game.__main__.COMMANDS", {"judge": "game.rules.command"})


def pack(folder: Path, drills: list[dict[str, Any]], name: str = "p.json") -> None:
    raw = {"format": fmt.FORMAT, "pack": "p", "drills": drills}
    (folder / name).write_text(json.dumps(raw), encoding="utf-8")


def fake_simulate(request: dict[str, Any]) -> dict[str, Any]:
    """A 'physics' that makes the three-cushion point only when aimed at 80 degrees."""
    events = [
        {"t": 0.0, "type": "strike", "ball": "white"},
        {"t": 0.1, "type": "ball", "a": "white", "b": "red"},
    ]
    if request["stroke"].aim_deg == 80.0:
        events += [
            {"t": 0.2 + 0.1 * i, "type": "cushion", "ball": "white", "cushion": c}
            for i, c in enumerate(("foot", "left", "head"))
        ]
        events.append({"t": 0.6, "type": "ball", "a": "white", "b": "yellow"})
    events.append({"t": 1.0, "type": "rest"})
    return {"events": events, "final": {"balls": request["balls"]}}


def test_verify_counts_and_exit_codes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(game, "simulate", fake_simulate)
    pack(tmp_path, [carom_raw(id="a"), carom_raw(id="b")])
    assert main(["drills", "verify", "--dir", str(tmp_path)]) == 0
    assert "2 of 2 drills solved" in capsys.readouterr().out
    bad_stroke = {"ball": "white", "aim_deg": 81.0, "speed": 4.0}
    pack(tmp_path, [carom_raw(id="a"), carom_raw(id="b", stroke=bad_stroke)])
    assert main(["drills", "verify", "--dir", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "FAIL b" in out and "1 of 2 drills solved" in out
    assert main(["drills", "verify", "--dir", str(tmp_path), "--id", "a"]) == 0
    assert "1 of 1" in capsys.readouterr().out


def test_bad_file_exits_2_naming_file_and_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pack(tmp_path, [carom_raw(goal={"contacts": ["red", "pocket"]})], name="broken.json")
    assert main(["drills", "verify", "--dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: broken.json: drills[0].goal.contacts[1]:")
    assert len(err.splitlines()) == 1
