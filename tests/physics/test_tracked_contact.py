"""The first contact read straight off a recording (game.physics.tracked.contact)."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest

from game.physics.sets import KEGLI_4
from game.physics.tracked import contact, simulated
from game.physics.tracked.recording import HZ, Shot, Track
from game.physics.tracked.simulated import StrokeGuess

from .helpers import shots_file

PRM = KEGLI_4.params("carom-match")
R = PRM.R
T_CONTACT = 0.5
OBJECT_START = (0.3, 0.1)


def _drawn(cut: float, throw: float, mirrored: bool = False) -> tuple[Shot, float]:
    """A recording drawn by hand, and its cut: the cue ball runs along +x at 2 m/s into the
    yellow, cut about ``cut`` degrees (its line a whole millimetre off the yellow's start,
    as the tracker rounds); the yellow leaves ``throw`` degrees forward of the line of
    centres at 1.4 m/s, the cue ball along the tangent at 1.2 m/s. ``mirrored``: the same
    contact on the other side of the cue ball's line."""
    s = -1.0 if mirrored else 1.0
    off = round(2 * R * math.sin(math.radians(cut)), 3)
    c, th = math.asin(off / (2 * R)), math.radians(throw)
    ox, oy = OBJECT_START
    cx, cy = ox - 2 * R * math.cos(c), oy - s * off
    leaves = s * (c - th)
    tangent = s * (c - math.pi / 2)
    times = [k / HZ for k in range(int(2.0 * HZ) + 1)]

    def path(
        t: float, at: tuple[float, float], speed: float, heading: float | None
    ) -> tuple[float, float]:
        if heading is None:  # the cue ball before the contact
            return (at[0] + 2.0 * (t - T_CONTACT), at[1])
        d = max(t - T_CONTACT, 0.0) * speed
        return (at[0] + d * math.cos(heading), at[1] + d * math.sin(heading))

    cue = [path(t, (cx, cy), 1.2, None if t < T_CONTACT else tangent) for t in times]
    yellow = [path(t, OBJECT_START, 1.4, leaves) for t in times]
    red = [(-0.5, 1.0)] * len(times)
    balls = {
        "white": Track.tracked(times, cue, R),
        "yellow": Track.tracked(times, yellow, R),
        "red": Track.tracked(times, red, R),
    }
    return Shot(0, "white", balls), math.degrees(c)


@pytest.mark.parametrize("mirrored", [False, True])
@pytest.mark.parametrize(("cut", "throw"), [(40.0, 3.0), (55.0, 0.0), (30.0, -2.0)])
def test_a_drawn_contact_reads_its_cut_throw_and_speeds(
    cut: float, throw: float, mirrored: bool
) -> None:
    shot, drawn_cut = _drawn(cut, throw, mirrored)
    found = contact.first_contact(shot)
    assert found is not None
    assert found.cut == pytest.approx(drawn_cut, abs=0.3)
    assert found.throw == pytest.approx(throw, abs=0.4)  # the same sign on either side
    assert found.cue_out is not None
    # The cue ball's way out is read through a curve (follow and draw bend it): coarser.
    assert found.cue_out.separation == pytest.approx(90.0 - throw, abs=1.0)
    assert found.cue_out.speed_ratio == pytest.approx(0.6, abs=0.01)
    assert found.object_speed_ratio == pytest.approx(0.7, abs=0.01)


def test_an_engine_contact_reads_the_engines_own_throw() -> None:
    # The cue ball runs straight up the table (its samples' x stays a whole millimetre, so
    # the line in is exact) into the yellow cut about 45°, a centre-ball hit at 3.5 m/s (the
    # yellow leaves fast enough for the tracker to keep every frame); the engine's ball–ball
    # friction throws the yellow forward by its law.
    starts = {"white": (0.0, -0.6), "yellow": (0.044, 0.0), "red": (-0.5, 1.0)}
    still = Shot(0, "white", {b: Track((0.0, 6.0), (x, x), (y, y)) for b, (x, y) in starts.items()})
    guess = StrokeGuess(90.0, 3.5, 0.0, 0.0, 0.02)
    sim = simulated.run(still, guess, PRM)
    hit = next(ev.t for ev in sim.events if ev.type == "ball")
    (cue_at,) = simulated.sample(sim, "white", [hit], 0.0)
    a, b = simulated.sample(sim, "yellow", [hit + 0.001, hit + 0.011], 0.0)
    centres = math.atan2(starts["yellow"][1] - cue_at[1], starts["yellow"][0] - cue_at[0])
    leaves = math.atan2(b[1] - a[1], b[0] - a[0])
    cut = math.pi / 2 - centres
    engine_throw = math.degrees(leaves - centres)  # towards the cue ball's line, up
    assert 0.5 < engine_throw < 4.0  # the law's throw, not nothing

    found = contact.first_contact(simulated.as_recorded(still, sim, guess.t_strike, R))
    assert found is not None
    assert found.cut == pytest.approx(math.degrees(cut), abs=0.2)
    assert found.throw == pytest.approx(engine_throw, abs=0.3)


def test_a_shot_without_a_clear_run_in_says_nothing() -> None:
    shot, _ = _drawn(40.0, 3.0)
    cue = shot.balls["white"]
    # The cue ball's samples before the contact every other frame: not clear.
    kept = [k for k, t in enumerate(cue.t) if not (T_CONTACT - 0.2 <= t < T_CONTACT and k % 2)]
    sparse = Track(
        tuple(cue.t[k] for k in kept), tuple(cue.x[k] for k in kept), tuple(cue.y[k] for k in kept)
    )
    assert contact.first_contact(Shot(0, "white", {**shot.balls, "white": sparse})) is None
    # A miss of every ball: nothing to read.
    red = shot.balls["red"]
    assert (
        contact.first_contact(Shot(0, "white", {"white": cue, "yellow": red, "red": red})) is None
    )


def test_the_command_prints_the_throw_and_the_paired_differences(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def file(name: str, throw: float) -> str:
        shot, _ = _drawn(45.0, throw)
        return str(shots_file(tmp_path / name, [shot]))

    assert contact.main([file("real.json", 3.0), file("engine.json", 1.0)]) == 0
    out = capsys.readouterr().out
    throws = [float(x) for x in re.findall(r"throw \(cut ≥ 20°\) median ([-+][0-9.]+)°", out)]
    assert throws == [pytest.approx(3.0, abs=0.4), pytest.approx(1.0, abs=0.4)]
    (turned,) = re.findall(r"separation ([-+][0-9.]+)°", out)
    assert float(turned) == pytest.approx(-2.0, abs=0.5)  # the real one 2° narrower
    assert contact.main([]) == 2


def test_the_command_refuses_a_file_that_is_not_a_recording(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert contact.main([str(bad)]) == 2
    assert "error:" in capsys.readouterr().err
