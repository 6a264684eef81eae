"""Every shipped drill's reference stroke really solves it in our physics (issue 8)."""

from __future__ import annotations

import importlib.util

import pytest

from game import disciplines
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
    pyramid = [d for d in drills if disciplines.get(d.discipline).pocket_game]
    assert len(pyramid) >= 12
    coefficients = {d.points for d in drills if d.discipline == "artistic"}
    assert min(coefficients) >= 4 and max(coefficients) <= 11 and len(coefficients) >= 5


def test_pyramid_drills_cover_the_pots_a_player_practises() -> None:
    """Straight pots, cuts into the corners and the side, свояки (P-5), position play and a
    ball on the rail: each goal names the pocket, and a свояк's goal pockets the cue ball
    itself off the object ball it names."""
    from game.drills.play import attempt

    pyramid = {d.id: d for d in load_all() if disciplines.get(d.discipline).pocket_game}
    for key in ("straight", "cut", "svoyak", "position", "rail"):
        assert any(key in i for i in pyramid), key
    for d in pyramid.values():
        result = attempt(d)
        assert result.success, d.id
    svoyaki = [d for d in pyramid.values() if "svoyak" in d.id]
    assert all("cue" in str(d.raw_goal) and "first_contact" in str(d.raw_goal) for d in svoyaki)


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


def _verify(*extra: str) -> int:
    import argparse

    parser = argparse.ArgumentParser()
    add_arguments(parser)
    return run(parser.parse_args(["verify", *extra]))


def test_drills_play_with_the_current_set_and_can_be_checked_with_another(
    slow_cloth, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A drill pins no set: its reference stroke is checked with the current one (the set
    new games use), and ``--physics`` checks it with another."""
    from game.physics import sets

    assert _verify() == 0
    assert f"(physics {sets.CURRENT.name})" in capsys.readouterr().out
    assert _verify("--physics", slow_cloth.name) == 1
    forced = capsys.readouterr().out
    assert f"(physics {slow_cloth.name})" in forced
    failed = [line for line in forced.splitlines() if line.startswith("FAIL ")]
    assert failed
    monkeypatch.setattr(sets, "CURRENT", slow_cloth)  # as when a new set becomes current
    assert _verify() == 1
    assert [line for line in capsys.readouterr().out.splitlines() if line.startswith("FAIL ")] == (
        failed
    )


def test_an_unknown_set_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    from game.__main__ import main

    assert main(["drills", "verify", "--physics", "nope"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("error: --physics: unknown physics set 'nope'")
