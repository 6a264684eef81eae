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


def test_mirrored_figures_are_solved_by_the_mirrored_stroke() -> None:
    """Rule CA-4: every figure has a left-handed mirror; its reference must work too."""
    from game.drills.mirror import mirror_drill
    from game.drills.play import attempt

    figures = [d for d in load_all() if d.discipline == "artistic"]
    failed = [d.id for d in figures if not attempt(mirror_drill(d)).success]
    assert failed == []


def test_reference_strokes_are_not_knife_edge() -> None:
    """Nudging the aim by ±0.25-0.5° or the speed by 5 % still solves most drills' goals."""
    from game.drills.solve import NEIGHBOURS, robustness

    weak = {d.id: robustness(d, d.stroke) for d in load_all()}
    weak = {k: v for k, v in weak.items() if v is None or v < 3}
    assert weak == {}, f"fewer than 3 of {len(NEIGHBOURS)} neighbours solve: {weak}"
