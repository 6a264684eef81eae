"""The cue ball's opening read straight off a recording (game.physics.tracked.opening)."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from game.physics.sets import KEGLI_5
from game.physics.tracked import opening
from game.physics.tracked.opening import main
from game.physics.tracked.recording import TABLE, Shot
from game.physics.tracked.simulated import StrokeGuess

from .helpers import engine_recording, shots_file

PRM = KEGLI_5.params(TABLE)
# The white runs up the table along x = 0: 2 m of cloth before the far cushion.
STARTS = {"white": (0.0, -0.9), "yellow": (0.5, 1.0), "red": (-0.5, 1.0)}


def _recorded(guess: StrokeGuess, starts: dict[str, tuple[float, float]] = STARTS) -> Shot:
    return engine_recording(guess, starts, PRM)


def test_a_ball_struck_at_its_centre_slides_and_one_struck_high_rolls() -> None:
    """Below natural roll the cloth slows the ball at u_s·g until it rolls; struck 0.4 of a
    radius above its centre it rolls from the tip and slows only at u_r·g."""
    sliding = opening.read(_recorded(StrokeGuess(90.0, 2.0, 0.0, 0.0, 0.03)))
    rolling = opening.read(_recorded(StrokeGuess(90.0, 2.0, 0.0, 0.4, 0.03)))
    assert sliding is not None and rolling is not None
    assert sliding.decel == pytest.approx(PRM.u_s * PRM.g, rel=0.1)
    assert not sliding.rolls
    assert rolling.decel == pytest.approx(PRM.u_r * PRM.g, abs=0.1)
    assert rolling.rolls
    assert sliding.speed == pytest.approx(2.0 - PRM.u_s * PRM.g * (opening.SKIP + 0.01), abs=0.1)
    assert rolling.speed == pytest.approx(2.0, abs=0.05)


def test_an_opening_that_meets_something_within_its_span_is_not_read() -> None:
    # The white 12 cm short of the yellow: it meets it within 0.1 s.
    near = {**STARTS, "yellow": (0.0, -0.72)}
    assert opening.read(_recorded(StrokeGuess(90.0, 2.0, 0.0, 0.0, 0.03), near)) is None
    # Or a cushion: 15 cm from the end rail, struck towards it.
    rail = {**STARTS, "white": (0.0, 1.2)}
    assert opening.read(_recorded(StrokeGuess(90.0, 2.0, 0.0, 0.0, 0.03), rail)) is None


def test_the_command_pairs_the_openings_of_the_same_shots(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rolled = _recorded(StrokeGuess(90.0, 2.0, 0.0, 0.4, 0.03))
    stunned = _recorded(StrokeGuess(90.0, 2.6, 0.0, 0.0, 0.03))
    real = shots_file(tmp_path / "real.json", [replace(rolled, id=1), replace(rolled, id=2)])
    engine = shots_file(tmp_path / "engine.json", [replace(stunned, id=1), replace(rolled, id=2)])
    assert main([str(real), str(engine)]) == 0
    out = capsys.readouterr().out
    assert "real.json: 2 clear openings" in out
    assert "2 roll from the strike" in out and "1 roll from the strike" in out
    assert "the same openings in both (2)" in out
    # Shot 1 slows by u_s·g less in the real file; shot 2 alike.
    less = re.search(r"or more less in the first: (\d+), in the second: (\d+)", out)
    assert less is not None and less.groups() == ("1", "0")


def test_the_command_refuses_a_bad_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    assert main([str(bad)]) == 2
    assert "error:" in capsys.readouterr().err
    assert main([]) == 2
