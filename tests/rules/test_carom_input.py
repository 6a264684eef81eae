"""Bad carom and five-pins input: InputError naming the field; the CLI exits 2 on one line."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from game.errors import InputError
from tests.conftest import ROOT
from tests.rules.carom_kit import W_CAROM, W_MISS, log, run, shot


@pytest.mark.parametrize(
    ("discipline", "options", "field"),
    [
        ("three_cushion", {"target": 0}, "options.target"),
        ("three_cushion", {"target": 301}, "options.target"),
        ("three_cushion", {"target": "thirty"}, "options.target"),
        ("one_cushion", {"target": True}, "options.target"),
        ("free_game", {"target": 2001}, "options.target"),
        ("five_pins", {"target": 0}, "options.target"),
        ("free_game", {"triangle_caroms": 3}, "options.triangle_caroms"),
        ("free_game", {"triangle_size": [0.71]}, "options.triangle_size"),
        ("free_game", {"triangle_size": [2.0, 0.3]}, "options.triangle_size"),
        ("balkline_47_1", {"games": 10}, "options.games"),
        ("balkline_47_1", {"centre_space_restricted": "yes"}, "options.centre_space_restricted"),
        ("three_cushion", {"games": 3}, "options.games"),  # games only where the rules name it
        ("three_cushion", {"start_total": 300}, "options.start_total"),
        ("five_pins", {"pins_need_cushion": 1}, "options.pins_need_cushion"),
        ("five_pins", {"lag_choice": "break"}, "options.lag_choice"),
    ],
)
def test_bad_options_name_the_field(discipline: str, options: dict, field: str) -> None:
    with pytest.raises(InputError) as err:
        run(discipline, [], **options)
    assert err.value.field == field


def test_float_target_that_is_whole_is_accepted() -> None:
    assert run("three_cushion", [shot("white", *W_MISS)], target=30.0)[0]["next"] == "B"


@pytest.mark.parametrize(
    ("shots", "field"),
    [
        ([shot("red", *W_MISS)], "shots[0].stroke.ball"),
        ([shot("white", *W_MISS, call="rollout")], "shots[0].stroke.call"),
        ([shot("white", *W_MISS, choice="replay")], "shots[0].choice"),
        ([shot("white", *W_MISS, manual=[{"foul": ""}])], "shots[0].manual_fouls[0].foul"),
    ],
)
def test_bad_carom_shots_name_the_field(shots: list, field: str) -> None:
    with pytest.raises(InputError) as err:
        run("three_cushion", shots)
    assert err.value.field == field


def test_strike_of_another_ball_than_the_stroke_is_bad_input() -> None:
    s = shot("white", *W_CAROM)
    s["events"][0]["ball"] = "yellow"
    with pytest.raises(InputError, match=r"^shots\[0\]\.events"):
        run("free_game", [s])


def test_unknown_ball_in_events_is_bad_input() -> None:
    s = shot("white", ("ball", "white", "cue"))
    with pytest.raises(InputError, match=r"^shots\[0\]\.events\[1\]\.b"):
        run("three_cushion", [s])


def test_pyramid_table_rejected_for_carom() -> None:
    bad = log("three_cushion", [])
    bad["table"] = "pyramid-12ft"
    with pytest.raises(InputError, match=r"^table"):
        run_log(bad)


def run_log(raw: dict) -> list:
    from game import judge

    return judge(raw)


def _cli(payload: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", "judge", "-"],
        input=payload,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )


def test_cli_judges_a_carom_log() -> None:
    payload = json.dumps(log("three_cushion", [shot("white", *W_MISS)], target=15))
    out = _cli(payload)
    assert out.returncode == 0, out.stderr
    lines = [json.loads(x) for x in out.stdout.splitlines()]
    assert lines[0]["next"] == "B" and lines[0]["stats"]["A"]["innings"] == 1


@pytest.mark.parametrize(
    ("raw", "field"),
    [
        (log("three_cushion", [], target=0), "options.target"),
        (log("five_pins", [], players=("A", "B", "C")), "players"),
        (log("free_game", [shot("white", *W_MISS, call="carom")]), "shots[0].stroke.call"),
    ],
)
def test_cli_bad_input_exits_2_with_one_line(raw: dict, field: str) -> None:
    out = _cli(json.dumps(raw))
    assert out.returncode == 2
    assert out.stdout == ""
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {field}")
