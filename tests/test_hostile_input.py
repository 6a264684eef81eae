"""Issue 16: every command refuses malformed, out-of-range or oversized input with exit 2 and
one line naming the field; never exit 1 (internal error), never a hang, bounded memory."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from game.__main__ import main
from game.saves.autosave import save_match
from tests.conftest import ROOT
from tests.saves.games import hand_game

CAROM = {"table": "carom-match", "balls": {"white": [0.0, -0.5], "red": [0.0, 0.5]}}
STROKE = {"ball": "white", "aim_deg": 90.0, "speed": 2.0}


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def refused(argv: list[str], capsys: pytest.CaptureFixture[str], field: str) -> str:
    code, out, err = run(argv, capsys)
    lines = err.strip().splitlines()
    assert code == 2, (code, out, err)
    assert len(lines) == 1, err
    assert lines[0].startswith(f"error: {field}"), lines[0]
    assert "internal error" not in err
    return lines[0]


def write(tmp_path: Path, doc: Any, name: str = "in.json") -> str:
    path = tmp_path / name
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    return str(path)


def judge_log(**shot_over: Any) -> dict[str, Any]:
    shot: dict[str, Any] = {
        "stroke": dict(STROKE),
        "events": [{"t": 0.0, "type": "strike", "ball": "white"}, {"t": 1.0, "type": "rest"}],
        "final": {"balls": {"white": [0.1, 0.2], "yellow": [0.0, -0.6], "red": [0.2, 0.5]}},
    }
    shot.update(shot_over)
    return {"discipline": "three_cushion", "players": ["A", "B"], "shots": [shot]}


# -- item 2: a lone surrogate ----------------------------------------------------------------
def test_a_lone_surrogate_name_is_refused_everywhere(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    good = save_match(hand_game(2), tmp_path / "g.kegli")
    text = good.read_text(encoding="utf-8").replace('"Anna"', '"\\ud800"')
    bad = write(tmp_path, text, "bad.kegli")
    refused(["check-save", bad], capsys, "players[0]: holds text that is not valid Unicode")
    refused(["judge", bad], capsys, "players[0]: holds text that is not valid Unicode")
    log = judge_log()
    log["players"] = ["\ud800", "B"]
    from game.errors import InputError
    from game.rules.judge import judge

    with pytest.raises(InputError) as err:
        judge(log)
    assert err.value.field == "players[0]"


def test_a_game_that_could_never_be_written_cannot_start(tmp_path: Path) -> None:
    from game.errors import InputError
    from game.match import Match

    with pytest.raises(InputError) as err:
        Match.new("seven_pins_classic", ["\ud800", "B"])
    assert err.value.field == "players[0]"


# -- item 5: numbers too large for a float, far-off places, a list as the table ---------------
def test_integers_too_large_for_a_float(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    big = "1" + "0" * 400
    req = json.dumps({**CAROM, "stroke": STROKE}).replace("2.0}", big + "}")
    refused(["simulate", write(tmp_path, req)], capsys, "stroke.speed")
    log = json.dumps(judge_log()).replace('"aim_deg": 90.0', f'"aim_deg": {big}')
    refused(["judge", write(tmp_path, log)], capsys, "shots[0].stroke.aim_deg")
    from game.values import is_number

    assert not is_number(10**400) and is_number(10**18)


def test_judge_refuses_far_off_final_places_and_a_list_as_table(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    far = judge_log(final={"balls": {"white": [1e300, 0.0], "yellow": [0, -0.6], "red": [0, 0.5]}})
    refused(["judge", write(tmp_path, far)], capsys, "shots[0].final.balls.white")
    refused(["judge", write(tmp_path, {**judge_log(), "table": []})], capsys, "table")
    refused(["judge", write(tmp_path, {**judge_log(), "discipline": {}})], capsys, "discipline")
    refused(["judge", write(tmp_path, {**judge_log(), "first": []})], capsys, "first")


# -- item 6: parameters that would divide by zero or run for ever ------------------------------
@pytest.mark.parametrize("name", ["u_sp", "g", "u_r", "u_s", "m", "cushion_height", "u_r_slow"])
def test_params_near_zero_are_out_of_range(tmp_path: Path, capsys, name: str) -> None:  # type: ignore[no-untyped-def]
    req = {**CAROM, "stroke": STROKE, "params": {name: 1e-300}}
    refused(["simulate", write(tmp_path, req)], capsys, f"params.{name}")


def test_slowest_allowed_cloth_with_a_dense_trajectory_is_bounded(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    from game.limits import PARAM_RANGES

    slow: dict[str, float] = {k: PARAM_RANGES[k][0] for k in ("u_r", "u_sp", "u_s", "u_r_slow")}
    slow["v_slow"] = PARAM_RANGES["v_slow"][1]  # the slowest cloth below the highest change
    req = {**CAROM, "stroke": {**STROKE, "speed": 12.0, "side": 0.5}, "params": slow}
    path = write(tmp_path, req)
    started = time.monotonic()
    code, out, err = run(["simulate", "--trajectory", "1000", path], capsys)
    assert time.monotonic() - started < 20
    assert code in (0, 2) and "internal error" not in err
    if code == 2:
        assert err.startswith("error: trajectory: ")
    else:
        assert len(out) < 200_000_000


# -- item 7: the judge's stroke ranges, FIFOs, devices and sizes -------------------------------
@pytest.mark.parametrize("speed", [-12, 13, 1e308, 0])
def test_judge_refuses_impossible_stroke_speeds(tmp_path: Path, capsys, speed: float) -> None:  # type: ignore[no-untyped-def]
    log = judge_log(stroke={**STROKE, "speed": speed})
    refused(["judge", write(tmp_path, log)], capsys, "shots[0].stroke.speed")


def test_judge_refuses_a_final_place_off_the_table(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    off = judge_log(final={"balls": {"white": [3.0, 0.0], "yellow": [0, -0.6], "red": [0, 0.5]}})
    refused(["judge", write(tmp_path, off)], capsys, "shots[0].final.balls.white")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("command", ["simulate", "judge", "check-save", "drills"])
def test_a_fifo_is_refused_at_once(tmp_path: Path, command: str) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    argv = ["drills", "verify", "--dir", str(tmp_path)] if command == "drills" else [command]
    done = subprocess.run(
        [sys.executable, "-m", "game", *argv, *([] if command == "drills" else [str(fifo)])],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,  # a hang fails here
    )
    assert done.returncode == 2 and "not a regular file" in done.stderr


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
@pytest.mark.parametrize("command", ["simulate", "judge", "check-save"])
def test_dev_zero_is_refused_without_reading_it(command: str, capsys) -> None:  # type: ignore[no-untyped-def]
    refused([command, "/dev/zero"], capsys, "")


def test_size_limits_are_counted_while_reading(tmp_path: Path) -> None:
    from game.errors import InputError
    from game.json_input import read_bytes

    path = tmp_path / "big.json"
    path.write_bytes(b" " * 5000)
    assert len(read_bytes(path, 5000, "input")) == 5000
    with pytest.raises(InputError, match="larger than 4999 bytes"):
        read_bytes(path, 4999, "input")


def test_drills_refuse_a_pack_past_the_size_limit(tmp_path: Path, capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import game.drills.format as fmt

    (tmp_path / "big.json").write_bytes(b"[" + b"0," * 600 + b"0]")
    monkeypatch.setattr(fmt, "MAX_DATA_BYTES", 1000)
    refused(["drills", "verify", "--dir", str(tmp_path)], capsys, "big.json: ")


# -- item 10: a byte-order mark, unknown event fields ------------------------------------------
def test_a_byte_order_mark_is_accepted_by_every_command(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    req = tmp_path / "bom.json"
    req.write_bytes(b"\xef\xbb\xbf" + json.dumps({**CAROM, "stroke": STROKE}).encode())
    assert run(["simulate", str(req)], capsys)[0] == 0
    log = tmp_path / "log.json"
    log.write_bytes(b"\xef\xbb\xbf" + json.dumps(judge_log()).encode())
    assert run(["judge", str(log)], capsys)[0] == 0


def test_unknown_event_fields_are_refused(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    log = judge_log()
    log["shots"][0]["events"][0]["sneaky"] = 1
    refused(["judge", write(tmp_path, log)], capsys, "shots[0].events[0].sneaky: unknown field")


# -- item 4 and 5 for the practice files -------------------------------------------------------
def deep(n: int) -> str:
    return "[" * n + "]" * n


@pytest.mark.parametrize(
    "content",
    [
        '{"format": "kegli-progress/1", "drills": ' + deep(100_000) + "}",
        '{"format": "kegli-progress/1", "drills": {"d": {"attempts": 1' + "0" * 400 + "}}}",
        '{"format": "kegli-progress/1", "drills": {"d": {"attempts": 1, "successes": 0, '
        '"best": 1e308}}}',
    ],
)
def test_damaged_progress_is_an_input_error(tmp_path: Path, content: str) -> None:
    from game.drills.progress import FILE_NAME, ProgressStore
    from game.errors import InputError

    (tmp_path / FILE_NAME).write_text(content, encoding="utf-8")
    with pytest.raises(InputError) as err:
        ProgressStore.open(tmp_path)
    assert err.value.field.startswith(FILE_NAME)


@pytest.mark.parametrize(
    "content",
    [
        '{"format": "kegli-drills/1", "pack": "user", "drills": ' + deep(100_000) + "}",
        '{"format": "kegli-drills/1", "pack": "user", "drills": [{"attempts": 1'
        + "0" * 400
        + "}]}",
    ],
)
def test_damaged_user_pack_exits_2(tmp_path: Path, capsys, monkeypatch, content: str) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("KEGLI_DATA_DIR", str(tmp_path))
    (tmp_path / "user_drills.json").write_text(content, encoding="utf-8")
    refused(["drills", "verify", "--user"], capsys, "user_drills.json")


def test_a_user_drill_may_not_take_a_built_in_id(tmp_path: Path, capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from game.drills import user_pack
    from game.drills.format import FORMAT, load_all

    builtin = load_all()[0]
    monkeypatch.setenv("KEGLI_DATA_DIR", str(tmp_path))
    raw = builtin.to_json()
    pack = {"format": FORMAT, "pack": "user", "drills": [raw]}
    user_pack.path().write_text(json.dumps(pack), encoding="utf-8")
    line = refused(["drills", "verify", "--user"], capsys, "user_drills.json: drills[0].id")
    assert builtin.id in line
