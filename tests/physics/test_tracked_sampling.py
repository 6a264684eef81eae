"""The tracker's step read off a tracked-shots file (game.physics.tracked.sampling)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.physics.tracked import sampling
from game.physics.tracked.recording import HZ, KEPT_STEP, Shot, Track, load

from .helpers import shots_file

STILL = Track((0.0, 3.0), (0.5, 0.5), (1.0, 1.0))


def _rolled(step: float) -> Shot:
    """The white rolled along y, slowing evenly from 1.2 m/s to rest in 3 s, tracked with
    ``step``."""
    times = [k / HZ for k in range(int(3.5 * HZ) + 1)]
    a = 0.4  # m/s²

    def y(t: float) -> float:
        t = min(t, 3.0)
        return -1.0 + 1.2 * t - a * t * t / 2.0

    white = Track.tracked(times, [(0.0, y(t)) for t in times], step=step)
    return Shot(0, "white", {"white": white, "yellow": STILL, "red": STILL})


@pytest.mark.parametrize("step", [KEPT_STEP, 0.002])
def test_the_shortest_steps_are_the_trackers(step: float) -> None:
    found = sampling.steps([_rolled(step)])
    assert found.between[0] == pytest.approx(step, abs=0.0011)  # the millimetre rounding
    assert found.percentile(0.5) > step
    # The still balls add nothing; the white's last step is shorter than the tracker's.
    (last,) = found.last
    assert last < step


def test_the_command_reads_the_step_and_says_what_is_wrong(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = shots_file(tmp_path / "shots.json", [_rolled(KEPT_STEP)])
    assert sampling.main([str(path)]) == 0
    out = capsys.readouterr().out
    assert "steps between kept samples: shortest 14." in out
    assert "1 balls' last step" in out
    assert sampling.main([]) == 2
    assert "usage:" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text('{"shots": 3}')
    assert sampling.main([str(bad)]) == 2
    assert "error:" in capsys.readouterr().err


def test_the_recordings_keep_a_sample_per_14_mm(shared_dir: Path) -> None:
    path = shared_dir / "tracked" / "shots.json"
    if not path.is_file():
        pytest.skip(f"{path} is not beside the checkout")
    found = sampling.steps(load(path))
    # Their README says 2 mm; hardly a step is shorter than 14.
    assert found.percentile(0.001) == pytest.approx(KEPT_STEP, abs=0.001)
    assert sum(s < 0.0135 for s in found.between) < 10
