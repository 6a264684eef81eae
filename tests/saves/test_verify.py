"""Issue 16 item 11: loading re-simulates every shot; forged events are reported."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.__main__ import main
from game.match import Match
from game.saves.autosave import save_match
from game.saves.load import load_file
from game.saves.verify import compare_shot
from tests.saves.games import physics_available, physics_game

pytestmark = pytest.mark.skipif(not physics_available(), reason="physics not in the tree")


def forged_point(tmp_path: Path) -> tuple[Path, Path]:
    """A real three-cushion miss, and the same shot rewritten into a point (C3-1) with the
    state recomputed from the forged log, as a cheat would do it."""
    real = physics_game(1, "three_cushion")
    assert real.scores == {"Anna": 0, "Bohdan": 0}
    honest = save_match(real, tmp_path / "honest.kegli")
    log = real.to_log()
    shot = log["shots"][0]
    cue = shot["stroke"]["ball"]
    objects = [b for b in ("red", "white", "yellow") if b != cue]  # red first off the break
    last = shot["events"][-1]["t"]
    shot["events"] = [
        {"t": 0.0, "type": "strike", "ball": cue},
        {"t": 0.2, "type": "ball", "a": cue, "b": objects[0]},
        {"t": 0.4, "type": "cushion", "ball": cue, "cushion": "foot"},
        {"t": 0.6, "type": "cushion", "ball": cue, "cushion": "left"},
        {"t": 0.8, "type": "cushion", "ball": cue, "cushion": "head"},
        {"t": 1.0, "type": "ball", "a": cue, "b": objects[1]},
        {"t": max(last, 1.2), "type": "rest"},
    ]
    forged = Match.from_log(log)
    assert forged.scores[forged.config.first] == 1  # the referee believes the events
    return honest, save_match(forged, tmp_path / "forged.kegli")


def test_a_forged_three_cushion_point_is_refused_by_check_save(tmp_path: Path, capsys) -> None:
    honest, forged = forged_point(tmp_path)
    assert main(["check-save", str(honest)]) == 0
    capsys.readouterr()
    assert main(["check-save", "--no-replay", str(forged)]) == 0  # shape and rules pass
    capsys.readouterr()
    assert main(["check-save", str(forged)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("error: shots[0].events: event 2 ")


def test_loading_marks_the_forgery_not_verified_but_opens_it(tmp_path: Path) -> None:
    honest, forged = forged_point(tmp_path)
    assert load_file(honest).verified
    game = load_file(forged)
    assert not game.verified and game.verification is not None
    assert game.verification.shot == 0 and len(game.match.records) == 1


def test_tolerance_is_a_millimetre_and_the_event_sequence() -> None:
    stored = {
        "events": [{"t": 0.0, "type": "strike", "ball": "white"}, {"t": 1.0, "type": "rest"}],
        "final": {"balls": {"white": [0.1, 0.2]}, "pocketed": [], "off_table": []},
    }
    near = json.loads(json.dumps(stored))
    near["final"]["balls"]["white"] = [0.1 + 0.0009, 0.2]
    near["events"][1]["t"] = 1.0 + 1e-9
    assert compare_shot(stored, near) is None
    far = json.loads(json.dumps(stored))
    far["final"]["balls"]["white"] = [0.1 + 0.0011, 0.2]
    assert compare_shot(stored, far) == (
        "final.balls.white",
        "lies 1.1 mm from where the stroke played again leaves it",
    )
    other = json.loads(json.dumps(stored))
    other["events"].insert(1, {"t": 0.5, "type": "cushion", "ball": "white", "cushion": "foot"})
    found = compare_shot(stored, other)
    assert found is not None and found[0] == "events"
