"""The one stroke type (game/stroke.py): its parser, its limits and its JSON."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

import game
from game.errors import InputError
from game.limits import MAX_AIM, MAX_ELEVATION, MAX_SPEED, MAX_TIP
from game.match import Match
from game.physics.api import simulate_detailed
from game.saves.format import encode_snapshot, parse_document, snapshot
from game.stroke import FIELDS, RANGES, Stroke, parse_logged

ROOT = Path(__file__).resolve().parents[1]
FULL = {
    "ball": "white",
    "aim_deg": 80.25,
    "speed": 3.5,
    "side": 0.125,
    "height": -0.2,
    "elevation_deg": 4.0,
    "call": None,
}


def refused(raw: object, **kw: object) -> InputError:
    with pytest.raises(InputError) as info:
        Stroke.from_json(raw, **kw)  # type: ignore[arg-type]
    return info.value


def test_the_limits_are_the_ones_in_game_limits() -> None:
    assert RANGES == {
        "aim_deg": (-MAX_AIM, MAX_AIM, True),
        "speed": (0.0, MAX_SPEED, False),
        "side": (-MAX_TIP, MAX_TIP, True),
        "height": (-MAX_TIP, MAX_TIP, True),
        "elevation_deg": (0.0, MAX_ELEVATION, True),
    }


@pytest.mark.parametrize("key", list(RANGES))
@pytest.mark.parametrize("side", ["low", "high"])
def test_each_number_out_of_range_is_refused_with_its_limits(key: str, side: str) -> None:
    low, high, _ = RANGES[key]
    value = low - 0.001 if side == "low" else high + 0.001
    exc = refused({**FULL, key: value}, field_prefix="shots[3].stroke")
    assert exc.field == f"shots[3].stroke.{key}"
    assert exc.reason == f"must be between {low:g} and {high:g}"
    # Just inside is accepted, so the bound is exactly the limit.
    inside = low if side == "low" and RANGES[key][2] else (high if side == "high" else None)
    if inside is not None:
        assert getattr(Stroke.from_json({**FULL, key: inside}), key) == inside


def test_speed_must_move_the_ball() -> None:
    exc = refused({**FULL, "speed": 0})
    assert (exc.field, exc.reason) == ("stroke.speed", "must be above 0")


@pytest.mark.parametrize("bad", [True, "3", None, float("nan"), float("inf"), 10**400, [1]])
def test_a_number_must_be_a_finite_number(bad: object) -> None:
    exc = refused({**FULL, "side": bad})
    assert (exc.field, exc.reason) == ("stroke.side", "must be a finite number")


def test_fields_calls_and_balls_are_checked() -> None:
    assert refused({**FULL, "spin": 1}).field == "stroke.spin"
    assert refused({**FULL, "call": "pocket"}).field == "stroke.call"
    assert refused([1, 2]).field == "stroke"
    assert refused({k: v for k, v in FULL.items() if k != "ball"}).field == "stroke.ball"
    assert refused({"ball": "white", "speed": 1}).field == "stroke.aim_deg"
    assert refused({"ball": "white", "aim_deg": 1}).field == "stroke.speed"
    assert refused({**FULL, "ball": "blue"}, balls=("white", "red")).field == "stroke.ball"
    assert refused({**FULL, "ball": ""}).field == "stroke.ball"


def test_defaults_and_the_complete_form() -> None:
    s = Stroke.from_json({"ball": "cue", "aim_deg": 90, "speed": 2})
    assert s == Stroke("cue", 90.0, 2.0, 0.0, 0.0, 0.0, None)
    assert isinstance(s.aim_deg, float)
    # A save spells every field out: one left out is refused there.
    for key in FIELDS:
        partial = {k: v for k, v in FULL.items() if k != key}
        assert refused(partial, complete=True).field == f"stroke.{key}"


def test_check_applies_the_same_limits_to_a_stroke_made_in_the_process() -> None:
    Stroke("white", 90.0, MAX_SPEED).check()
    with pytest.raises(InputError) as info:
        Stroke("white", 90.0, MAX_SPEED + 0.5).check("strokes[2]")
    assert info.value.field == "strokes[2].speed"
    with pytest.raises(InputError) as info:
        Stroke("white", 90.0, 2.0, call="pocket").check()
    assert info.value.field == "stroke.call"


def test_the_engine_checks_a_stroke_object_as_it_checks_json() -> None:
    position = {"table": "carom-match", "balls": {"white": [0.0, -0.5], "red": [0.0, 0.5]}}
    for stroke in (Stroke("white", 90.0, 13.0), {"ball": "white", "aim_deg": 90, "speed": 13}):
        with pytest.raises(InputError) as info:
            simulate_detailed({**position, "stroke": stroke})
        assert info.value.field == "stroke.speed"
    with pytest.raises(InputError) as info:
        simulate_detailed({**position, "stroke": Stroke("yellow", 90.0, 2.0)})
    assert info.value.field == "stroke.ball"  # not one of the balls given
    # The object and its JSON are the same stroke to the engine, bit for bit.
    stroke = Stroke.from_json(FULL)
    a = game.simulate({**position, "stroke": stroke})
    b = game.simulate({**position, "stroke": stroke.to_json()})
    assert json.dumps(a) == json.dumps(b)


def test_to_json_is_the_files_form_and_round_trips_byte_for_byte() -> None:
    s = Stroke.from_json(FULL)
    assert list(s.to_json()) == list(FIELDS)
    text = json.dumps(FULL)
    assert json.dumps(s.to_json()) == text
    assert json.dumps(Stroke.from_json(json.loads(text)).to_json()) == text
    assert Stroke.from_json(s.to_json(), complete=True) == s


def test_a_save_writes_each_stroke_in_full_and_reads_it_back_unchanged() -> None:
    m = Match.new("three_cushion", ["Anna", "Bohdan"])
    m.place_ball_anywhere()
    stroke = Stroke(str(m.next_ball), 80.25, 3.5, 0.125, -0.2, 4.0)
    m.apply(stroke, simulate_detailed(m.request_for(stroke)))
    data = encode_snapshot(snapshot(m, {}))
    line = (
        f'{{"stroke": {{"ball": "{stroke.ball}", "aim_deg": 80.25, "speed": 3.5, "side": 0.125, '
        '"height": -0.2, "elevation_deg": 4.0, "call": null}, '
    ).encode()
    assert b"\n" + line in data  # one shot a line, its stroke first
    doc = parse_document(json.loads(data))
    again = Match.from_log(doc.log)
    assert again.records[0].stroke == stroke
    written = encode_snapshot(snapshot(again, {}))
    assert b"\n" + line in written
    assert json.loads(written)["shots"] == json.loads(data)["shots"]


def test_a_judge_log_may_keep_only_ball_and_call() -> None:
    assert parse_logged({"ball": "cue", "call": "carom"}, "s", ("cue",)) == ("cue", "carom", None)
    ball, call, stroke = parse_logged(
        {"ball": "cue", "aim_deg": 90, "speed": 2, "side": None}, "s", ("cue",)
    )
    assert (ball, call, stroke) == ("cue", None, Stroke("cue", 90.0, 2.0))
    with pytest.raises(InputError) as info:  # a number it does give is checked
        parse_logged({"ball": "cue", "aim_deg": MAX_AIM + 1}, "shots[0].stroke", ("cue",))
    assert info.value.field == "shots[0].stroke.aim_deg"


def test_the_command_line_names_the_field_and_the_limit() -> None:
    request = {"table": "carom-match", "balls": {"white": [0, -0.5]}, "stroke": {**FULL}}
    request["stroke"]["elevation_deg"] = 95
    run = subprocess.run(
        [sys.executable, "-m", "game", "simulate", "-"],
        input=json.dumps(request),
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert run.returncode == 2
    assert run.stderr.strip().endswith(
        f"stroke.elevation_deg: must be between 0 and {MAX_ELEVATION:g}"
    )


# Modules that hold strokes in the command line's JSON form on purpose: the reference
# requests of the benchmark and of the engine's fingerprint (inputs, as a file would give
# them) and the converter that reads such a request for pooltool.
JSON_FIXTURES = {"game/bench.py", "game/physics/corpus.py", "game/pooltool_compare.py"}


def test_only_the_stroke_module_spells_out_stroke_fields() -> None:
    """A dict with an ``"aim_deg"`` key outside game/stroke.py is a stroke built or read by
    hand again, past the one parser and its limits."""
    found = []
    for path in sorted([*ROOT.joinpath("game").rglob("*.py"), *ROOT.joinpath("app").rglob("*.py")]):
        rel = path.relative_to(ROOT).as_posix()
        if rel == "game/stroke.py" or rel in JSON_FIXTURES:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in ("aim_deg", "elevation_deg"):
                found.append(f"{rel}:{node.lineno}")
    assert found == []
    for rel in JSON_FIXTURES:  # each exception still exists and still needs the exception
        assert '"aim_deg"' in ROOT.joinpath(rel).read_text(encoding="utf-8"), rel
