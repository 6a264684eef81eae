"""Every shipped drill's reference stroke really solves it in our physics (issue 8)."""

from __future__ import annotations

import importlib.util

import pytest

from game.drills.command import add_arguments, run
from game.drills.format import load_all

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("game.physics.api") is None, reason="physics not in the tree yet"
)


def test_drills_verify_passes(capsys: pytest.CaptureFixture[str]) -> None:
    import argparse

    parser = argparse.ArgumentParser()
    add_arguments(parser)
    code = run(parser.parse_args(["verify"]))
    out = capsys.readouterr().out
    n = len(load_all())
    assert f"{n} of {n} drills solved" in out, out
    assert code == 0


def test_packs_have_the_issue_counts() -> None:
    drills = load_all()
    count = {}
    for d in drills:
        key = "seven" if d.discipline.startswith("seven") else d.discipline
        key = "carom" if key in ("three_cushion", "one_cushion", "free_game") else key
        count[key] = count.get(key, 0) + 1
    assert count.get("seven", 0) >= 12
    assert count.get("carom", 0) >= 12
    assert count.get("artistic", 0) >= 12
    assert count.get("five_pins", 0) >= 4
    coefficients = {d.points for d in drills if d.discipline == "artistic"}
    assert min(coefficients) >= 4 and max(coefficients) <= 11 and len(coefficients) >= 5
