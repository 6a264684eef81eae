"""Corners read straight off a recording (game.physics.tracked.corners)."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest

from game.physics.sets import KEGLI_4
from game.physics.tracked import corners, simulated
from game.physics.tracked.recording import HZ, Shot, Track, cloth_limits
from game.physics.tracked.simulated import StrokeGuess

from .helpers import shots_file

PRM = KEGLI_4.params("carom-match")
R = PRM.R
FAR = {"yellow": (-0.5, -1.0), "red": (-0.5, 0.0)}
T_FIRST = 0.6


def _drawn(speed_in: float, speed_out: float, apart: float = 0.06) -> Shot:
    """The white drawn at 45° into the long rail at +x at ``T_FIRST``, on into the end rail
    at +y ``apart`` seconds later and back out of the corner at ``speed_out``."""
    ex, ey = cloth_limits(R)
    v = speed_in / math.sqrt(2.0)
    u = speed_out / math.sqrt(2.0)
    # Between the rails the ball runs back from the long rail towards the end rail.
    first = (ex, ey - v * apart)
    times = [k / HZ for k in range(int((T_FIRST + apart + 0.8) * HZ) + 1)]

    def at(t: float) -> tuple[float, float]:
        d = t - T_FIRST
        if d < 0.0:
            return (first[0] + v * d, first[1] + v * d)
        if d < apart:
            return (first[0] - v * d, first[1] + v * d)
        s = d - apart
        return (first[0] - v * apart - u * s, ey - u * s)

    balls = {"white": Track.tracked(times, [at(t) for t in times], R)}
    for b, p in FAR.items():
        balls[b] = Track.tracked(times, [p] * len(times), R)
    return Shot(0, "white", balls)


def test_a_drawn_corner_reads_the_speed_it_keeps() -> None:
    (found,) = corners.read(_drawn(2.0, 1.5))
    assert (found.ball, found.cue) == ("white", True)
    assert found.t_first == pytest.approx(T_FIRST, abs=0.021)
    assert found.t_second - found.t_first == pytest.approx(0.06, abs=0.03)
    assert found.speed_in == pytest.approx(2.0, abs=0.02)
    assert found.kept == pytest.approx(0.75, abs=0.01)


def test_two_rails_far_apart_are_not_a_corner() -> None:
    assert corners.read(_drawn(2.0, 1.5, apart=0.4)) == []


def test_an_engine_corner_reads_the_engines_speeds() -> None:
    # A centre-ball stroke straight at the corner: the long and the end rail at once.
    ex, ey = cloth_limits(R)
    starts = {"white": (ex - 0.6, ey - 0.6), **FAR}
    still = Shot(0, "white", {b: Track((0.0, 6.0), (x, x), (y, y)) for b, (x, y) in starts.items()})
    guess = StrokeGuess(45.0, 2.5, 0.0, 0.0, 0.02)
    sim = simulated.run(still, guess, PRM)
    hits = [ev.t for ev in sim.events if ev.type == "cushion"][:2]
    assert hits[1] - hits[0] < corners.SPAN
    (found,) = corners.read(simulated.as_recorded(still, sim, guess.t_strike, R))

    def speed(t: float) -> float:
        (a,), (b,) = (simulated.sample(sim, "white", [t + d], 0.0) for d in (0.0, 0.01))
        return math.hypot(b[0] - a[0], b[1] - a[1]) / 0.01

    # The reading's straight lines average the windows, in which the cloth slows the ball.
    assert found.speed_in == pytest.approx(speed(hits[0] - 0.1), rel=0.03)
    assert found.speed_out == pytest.approx(speed(hits[1] + 0.1), rel=0.06)
    assert 0.3 < found.kept < 0.9


def _file(tmp_path: Path, name: str, shot: Shot) -> str:
    return str(shots_file(tmp_path / name, [shot]))


def test_the_command_pairs_the_same_corners_and_prints_their_differences(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    real = _file(tmp_path, "real.json", _drawn(2.0, 1.5))
    engine = _file(tmp_path, "engine.json", _drawn(2.0, 1.3))
    assert corners.main([real, engine]) == 0
    out = capsys.readouterr().out
    assert "the same corners in both (1)" in out
    (diff,) = re.findall(r"1.5-10 m/s in: 1, speed out / in ([-+][0-9.]+); more kept", out)
    assert float(diff) == pytest.approx(0.1, abs=0.01)
    assert "more kept in the first: 1" in out
    assert corners.main([]) == 2


def test_the_command_refuses_a_file_that_is_not_a_recording(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert corners.main([str(bad)]) == 2
    assert "error:" in capsys.readouterr().err
