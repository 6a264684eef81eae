"""Engine-made recordings of fitted strokes (``game.physics.tracked.synthetic``): what the
tracker would keep, the outline they were made with, and the tool's count against it."""

from __future__ import annotations

import dataclasses
import json
import math
import random
from pathlib import Path

import pytest

from game.errors import InputError
from game.physics.sets import KEGLI_4
from game.physics.tracked import recording, simulated, synthetic
from game.physics.tracked.recording import Shot, Track
from game.physics.tracked.simulated import StrokeGuess

from .helpers import shots_file

PRM = KEGLI_4.params(recording.TABLE)
STARTS = {"white": (0.0, -0.9), "yellow": (0.3, 0.6), "red": (-0.5, 1.0)}
STROKE = StrokeGuess(aim_deg=100.0, speed=2.0, side=0.1, height=0.1, t_strike=0.02)


def _recording(end: float = 8.0) -> Shot:
    """A recording's start and span: every ball still from 0 to ``end``."""
    return Shot(0, "white", {b: Track((0.0, end), (x, x), (y, y)) for b, (x, y) in STARTS.items()})


def _report(tmp_path: Path, guess: StrokeGuess = STROKE, shot_id: int = 0) -> Path:
    row = {"id": shot_id, "stroke": guess.stroke("white").to_json(), "t_strike": guess.t_strike}
    path = tmp_path / "run.json"
    path.write_text(json.dumps({"shots": [row]}))
    return path


def _shots_file(tmp_path: Path, end: float = 8.0) -> Path:
    return shots_file(tmp_path / "shots.json", [_recording(end)])


def test_without_noise_it_is_what_the_tracker_keeps_of_the_engines_shot() -> None:
    shot = _recording()
    made, outline = synthetic.made(shot, STROKE, PRM, synthetic.Noise(), random.Random(1))
    sim = simulated.run(shot, STROKE, PRM)
    assert made.balls == simulated.as_recorded(shot, sim, STROKE.t_strike, PRM.R).balls
    assert outline == simulated.outline(sim)
    assert outline.cushions > 0
    assert recording.outline(made) == outline  # a clean shot reads as it was made


def test_the_outline_is_the_events_up_to_the_recordings_end() -> None:
    harder = StrokeGuess(aim_deg=100.0, speed=3.0, side=0.1, height=0.1, t_strike=0.02)
    sim = simulated.run(_recording(), harder, PRM)
    rails = [ev.t for ev in sim.events if ev.type == "cushion" and ev.ball == "white"]
    assert len(rails) >= 2
    short = _recording(end=harder.t_strike + rails[1] - 0.01)
    _, outline = synthetic.made(short, harder, PRM, synthetic.Noise(), random.Random(1))
    assert outline.cushions == 1


def test_tracking_noise_is_seeded_and_keeps_the_first_samples() -> None:
    shot = _recording()
    noise = synthetic.Noise(samples=0.001, start=0.001)
    one, _ = synthetic.made(shot, STROKE, PRM, noise, random.Random(5))
    again, _ = synthetic.made(shot, STROKE, PRM, noise, random.Random(5))
    other, _ = synthetic.made(shot, STROKE, PRM, noise, random.Random(6))
    assert one == again
    assert one != other
    clean, _ = synthetic.made(shot, STROKE, PRM, synthetic.Noise(), random.Random(5))
    for b, tr in one.balls.items():
        assert (tr.x[0], tr.y[0]) == STARTS[b]
        ref = clean.balls[b]
        # The played start moved by a millimetre: after a ball's touch the paths part by
        # centimetres (a shot's sensitivity to where the balls stood), not wholly.
        far = max(math.dist(tr.at(t), ref.at(t)) for t in ref.t)
        assert far < 0.1


def test_the_command_writes_a_file_the_tool_fits_and_counts_against_its_events(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from game.physics.tracked.__main__ import main as fit_main

    out = tmp_path / "made.json"
    args = [str(_shots_file(tmp_path)), str(_report(tmp_path)), str(out), "--base", "kegli-4"]
    assert synthetic.main(args) == 0
    (shot,) = recording.load(out)
    assert shot.true_outline is not None and shot.true_outline.cushions > 0
    report = tmp_path / "fit.json"
    assert fit_main([str(out), "--base", "kegli-4", "--budget", "200", "--json", str(report)]) == 0
    data = json.loads(report.read_text())
    (row,) = data["shots"]
    assert row["true_outline"] == shot.true_outline.to_json()
    assert row["same_true"] is (row["outline"] == row["true_outline"])
    assert data["summary"]["same_true"] == int(row["same_true"])
    assert "its own events" in capsys.readouterr().out


def test_a_real_recordings_report_has_no_true_outline(tmp_path: Path) -> None:
    from game.physics.tracked.__main__ import main as fit_main

    report = tmp_path / "fit.json"
    src = tmp_path / "made.json"
    assert synthetic.main([str(_shots_file(tmp_path)), str(_report(tmp_path)), str(src)]) == 0
    plain = json.loads(src.read_text())
    del plain["shots"][0]["made_by"]
    src.write_text(json.dumps(plain))
    assert fit_main([str(src), "--budget", "60", "--json", str(report)]) == 0
    data = json.loads(report.read_text())
    assert "same_true" not in data["summary"] and "true_outline" not in data["shots"][0]


@pytest.mark.parametrize(
    ("made_by", "field"),
    [
        ("engine", "made_by.outline"),
        ({"outline": {"first": "blue", "second": None, "cushions": 1}}, "made_by.outline.first"),
        ({"outline": {"first": None, "second": None, "cushions": -1}}, "made_by.outline.cushions"),
        (
            {"outline": {"first": None, "second": None, "cushions": True}},
            "made_by.outline.cushions",
        ),
    ],
)
def test_a_bad_made_by_is_refused_naming_the_field(made_by: object, field: str) -> None:
    still = {"t": [0.0], "x": [0.0], "y": [0.0]}
    data = {"shots": [{"id": 0, "cue": "white", "balls": {"white": still}, "made_by": made_by}]}
    with pytest.raises(InputError) as err:
        recording.parse(data)
    assert field in str(err.value)


def test_the_command_refuses_what_it_cannot_make(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shots = str(_shots_file(tmp_path))
    out = str(tmp_path / "made.json")
    other = _report(tmp_path, shot_id=9)
    assert synthetic.main([shots, str(other), out]) == 2
    assert "no stroke for any shot" in capsys.readouterr().err
    assert synthetic.main([shots, str(_report(tmp_path)), out, "--noise", "-1"]) == 2
    assert "--noise" in capsys.readouterr().err
    assert synthetic.main([shots, str(_report(tmp_path)), out, "--start-noise", "-1"]) == 2
    assert "--start-noise" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    assert synthetic.main([shots, str(bad), out]) == 2
    assert "is not a JSON report" in capsys.readouterr().err
    assert not Path(out).exists()


def _made(tmp_path: Path, report: Path, *flags: str) -> list[Shot]:
    out = tmp_path / "made.json"
    args = [str(_shots_file(tmp_path)), str(report), str(out), "--noise", "0", "--start-noise", "0"]
    assert synthetic.main([*args, *flags]) == 0
    return recording.load(out)


def test_the_strokes_are_played_under_the_constants_the_report_was_fitted_with(
    tmp_path: Path,
) -> None:
    report = _report(tmp_path)
    data = json.loads(report.read_text())
    data["params"] = {**dataclasses.asdict(PRM), "u_s": 0.3}
    report.write_text(json.dumps(data))
    (own,) = _made(tmp_path, report)
    expected, _ = synthetic.made(
        _recording(), STROKE, dataclasses.replace(PRM, u_s=0.3), synthetic.Noise(), random.Random(1)
    )
    assert own.balls["white"] == expected.balls["white"]
    (named,) = _made(tmp_path, report, "--base", "kegli-4")
    assert named.balls["white"] != own.balls["white"]


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ([0.3], "params"),
        ({"u_s": -1.0}, "params.u_s"),
        ({"cushion_law": "han"}, "params.cushion_law"),
        ({"spin": 1.0}, "params.spin"),
    ],
)
def test_a_reports_bad_constants_are_refused_naming_the_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], params: object, field: str
) -> None:
    report = _report(tmp_path)
    data = json.loads(report.read_text())
    data["params"] = params
    report.write_text(json.dumps(data))
    out = tmp_path / "made.json"
    assert synthetic.main([str(_shots_file(tmp_path)), str(report), str(out)]) == 2
    assert field in capsys.readouterr().err
    assert not out.exists()
