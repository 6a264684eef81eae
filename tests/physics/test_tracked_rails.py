"""Rail contacts read straight off a recording (game.physics.tracked.rails)."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest

from game.physics.sets import KEGLI_4
from game.physics.tracked import rails, simulated
from game.physics.tracked.recording import HZ, Shot, Track, cloth_limits
from game.physics.tracked.simulated import StrokeGuess

from .helpers import shots_file

PRM = KEGLI_4.params("carom-match")
R = PRM.R
T_CONTACT = 0.6
FAR = {"yellow": (-0.5, 1.0), "red": (-0.5, -1.0)}


def _drawn(
    v_in: tuple[float, float], v_out: tuple[float, float], near: tuple[float, float] | None = None
) -> Shot:
    """The white drawn into the long rail at +x at ``T_CONTACT`` with (normal, along)
    speeds ``v_in`` and back off it with ``v_out``, at y 0 then; the yellow at ``near``
    if given, else far off."""
    edge = cloth_limits(R)[0]
    times = [k / HZ for k in range(int(1.5 * HZ) + 1)]

    def at(t: float) -> tuple[float, float]:
        d = t - T_CONTACT
        n, a = v_in if d < 0.0 else v_out
        return (edge + n * d if d < 0.0 else edge - n * d, a * d)

    starts = {**FAR, **({} if near is None else {"yellow": near})}
    balls = {"white": Track.tracked(times, [at(t) for t in times], R)}
    for b, p in starts.items():
        balls[b] = Track.tracked(times, [p] * len(times), R)
    return Shot(0, "white", balls)


def test_a_drawn_contact_reads_its_speeds_and_angles() -> None:
    (found,) = rails.read(_drawn((1.5, 0.6), (1.1, 0.5)))
    assert (found.ball, found.cue, found.axis, found.side) == ("white", True, 0, 1.0)
    assert found.t == pytest.approx(T_CONTACT, abs=0.021)
    assert found.normal_in == pytest.approx(1.5, abs=0.01)
    assert found.normal_ratio == pytest.approx(1.1 / 1.5, abs=0.01)
    assert found.angle_in == pytest.approx(math.degrees(math.atan2(0.6, 1.5)), abs=0.3)
    assert found.turn == pytest.approx(
        math.degrees(math.atan2(0.5, 1.1) - math.atan2(0.6, 1.5)), abs=0.4
    )
    # Coming along −y instead: the along speeds are signed by the way the ball came.
    (mirrored,) = rails.read(_drawn((1.5, -0.6), (1.1, -0.5)))
    assert mirrored.along_in == pytest.approx(0.6, abs=0.01)
    assert mirrored.turn == pytest.approx(found.turn, abs=0.1)
    # Sent back the way it came: a negative angle out.
    (back,) = rails.read(_drawn((1.5, 0.6), (1.1, -0.2)))
    assert back.angle_out < 0.0


def test_a_contact_beside_another_ball_or_too_slow_is_not_read() -> None:
    assert rails.read(_drawn((1.5, 0.6), (1.1, 0.5), near=(0.55, 0.05))) == []
    assert rails.read(_drawn((0.03, 0.01), (0.02, 0.01))) == []


def test_an_engine_contact_reads_the_aim_and_the_engines_rebound() -> None:
    # A centre-ball stroke at 30° off the long rail's normal, fast enough for the tracker to
    # keep every frame of the contact: the ball runs straight in.
    starts = {"white": (0.0, -0.5), **FAR}
    still = Shot(0, "white", {b: Track((0.0, 6.0), (x, x), (y, y)) for b, (x, y) in starts.items()})
    guess = StrokeGuess(30.0, 2.0, 0.0, 0.0, 0.02)
    sim = simulated.run(still, guess, PRM)
    hit = next(ev.t for ev in sim.events if ev.type == "cushion")
    (before,) = simulated.sample(sim, "white", [hit - 0.05], 0.0)
    (after,) = simulated.sample(sim, "white", [hit - 0.04], 0.0)
    speed = math.hypot(after[0] - before[0], after[1] - before[1]) / 0.01
    found = rails.read(simulated.as_recorded(still, sim, guess.t_strike, R))
    first = found[0]
    assert (first.axis, first.side) == (0, 1.0)
    assert first.angle_in == pytest.approx(30.0, abs=0.3)
    assert math.hypot(first.normal_in, first.along_in) == pytest.approx(speed, rel=0.02)
    assert 0.3 < first.normal_ratio < 1.0  # the cushion and the cloth take some of it


def _file(tmp_path: Path, name: str, shot: Shot) -> str:
    return str(shots_file(tmp_path / name, [shot]))


def test_the_command_pairs_the_same_contacts_and_prints_their_differences(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    real = _file(tmp_path, "real.json", _drawn((2.0, 0.8), (1.5, 0.4)))
    engine = _file(tmp_path, "engine.json", _drawn((2.0, 0.8), (1.5, 0.6)))
    assert rails.main([real, engine]) == 0
    out = capsys.readouterr().out
    assert "the same contacts in both (1)" in out
    (turn,) = re.findall(r"cue balls, 1.6-10 m/s in: 1, angle out − in ([-+][0-9.]+)°", out)
    expected = math.degrees(math.atan2(0.4, 1.5) - math.atan2(0.6, 1.5))
    assert float(turn) == pytest.approx(expected, abs=0.4)  # the first file's narrower
    (along,) = re.findall(r"along the rail ([-+][0-9.]+) m/s", out)
    assert float(along) == pytest.approx(-0.2, abs=0.02)
    assert rails.main([]) == 2


def test_the_command_refuses_a_file_that_is_not_a_recording(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert rails.main([str(bad)]) == 2
    assert "error:" in capsys.readouterr().err
