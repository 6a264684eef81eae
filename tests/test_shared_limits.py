"""One set of input limits: what check-save refuses, judge and suggest refuse too; names
and paths reach a terminal escaped and abbreviated; ``suggest`` reads a judge-format log or
says what it lacks (contract.md "python -m game judge")."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.errors import InputError
from game.file_names import NameRule, cut
from game.match import Match
from game.rules.judge import judge
from game.saves.format import encode_snapshot, snapshot
from game.shown import escaped, short_path

ROOT = Path(__file__).resolve().parents[1]
CASES = Path("/work/shared/cases")


def _case_log(name: str) -> dict[str, Any]:
    path = CASES / f"{name}.json"
    if not path.exists():
        pytest.skip("the shared referee cases are not here")
    log: dict[str, Any] = json.loads(path.read_text())["log"]
    return log


def _cli(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    r = subprocess.run(
        [sys.executable, "-m", "game", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        input=stdin,
        timeout=60,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    return r.returncode, r.stdout, r.stderr


def _one_error_line(rc: int, out: str, err: str) -> str:
    assert rc == 2, (rc, out, err)
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    assert "Traceback" not in err and "internal error" not in err
    return lines[0]


OVERLAP = {"white": [0.0, 0.0], "red": [0.03, 0.0], "yellow": [0.3, 0.5]}


def test_judge_refuses_overlapping_final_balls() -> None:
    log = _case_log("3c_break_and_point")
    log["shots"][0]["final"] = {"balls": OVERLAP}
    with pytest.raises(InputError, match=r"shots\[0\]\.final\.balls\.white: overlaps ball red"):
        judge(log)
    # The match (saves, suggest) reads shots through the same check.
    with pytest.raises(InputError, match="overlaps ball red"):
        Match.from_log({**log, "shots": [{**log["shots"][0], "stroke": {
            "ball": "white", "aim_deg": 80.0, "speed": 3.0}}]})  # fmt: skip


def test_judge_refuses_more_events_than_a_save_holds() -> None:
    log = _case_log("3c_break_and_point")
    shot = log["shots"][0]
    cushion = {"type": "cushion", "ball": "white", "cushion": "foot", "t": 0.15}
    shot["events"] = [shot["events"][0], *([cushion] * 100_000), shot["events"][-1]]
    with pytest.raises(InputError, match="more than 20000 events"):
        judge(log)


@pytest.mark.parametrize("value", ["NaN", "Infinity", "-Infinity", "1e400", '"a\\u0000b"'])
def test_judge_refuses_what_a_save_refuses_in_unknown_fields(tmp_path: Path, value: str) -> None:
    text = json.dumps(_case_log("3c_break_and_point"))
    text = text.replace('"first": "A"', f'"first": "A", "note": {{"x": [{value}]}}')
    path = tmp_path / "log.json"
    path.write_text(text)
    line = _one_error_line(*_cli("judge", str(path)))
    assert "note.x[0]" in line


def test_check_save_shows_control_characters_in_names_escaped(tmp_path: Path) -> None:
    from game.physics.api import simulate_detailed
    from game.stroke import Stroke

    m = Match.new("three_cushion", ["A\x1b]0;owned\x07", "B\nC\u202e"])
    if m.ball_in_hand is not None:
        m.place_ball_anywhere()
    stroke = Stroke(ball=m.next_ball, aim_deg=80.0, speed=3.0)
    m.apply(stroke, simulate_detailed(m.request_for(stroke)))
    path = tmp_path / "names.kegli"
    path.write_bytes(encode_snapshot(snapshot(m)))
    rc, out, err = _cli("check-save", "--no-replay", str(path))
    assert rc == 0, err
    assert out.count("\n") == 1
    assert "\x1b" not in out and "\x07" not in out and "\u202e" not in out
    assert "A\\x1b]0;owned\\x07" in out and "B\\nC\\u202e" in out


def test_a_nul_in_a_name_is_refused_everywhere(tmp_path: Path) -> None:
    log = _case_log("3c_break_and_point")
    log["players"] = ["A\x00", "B"]
    log["first"] = "A\x00"
    path = tmp_path / "log.json"
    path.write_text(json.dumps(log))
    assert "players[0]" in _one_error_line(*_cli("judge", str(path)))


def test_a_long_path_is_abbreviated_in_messages(tmp_path: Path) -> None:
    long = tmp_path / ("d" * 250) / ("e" * 250) / ("f" * 250) / ("g" * 250) / "game.kegli"
    for cmd in ("check-save", "judge", "suggest"):
        line = _one_error_line(*_cli(cmd, str(long) * 5))
        assert len(line) < 300, (cmd, len(line))


def test_suggest_says_what_a_judge_log_without_a_final_position_lacks(tmp_path: Path) -> None:
    path = tmp_path / "log.json"
    path.write_text(json.dumps(_case_log("3c_break_and_point")))
    line = _one_error_line(*_cli("suggest", str(path), "--level", "1"))
    assert line.startswith("error: shots[1].final: missing") and "balls" in line
    assert "aim_deg" not in line


def test_suggest_reads_a_judge_format_log(tmp_path: Path) -> None:
    log = _case_log("5p_red_first_foul")
    log["shots"][-1]["final"] = {
        "balls": {"white": [0.2, 0.3], "yellow": [-0.3, -0.5], "red": [0.3, 0.9]},
        "pins_standing": ["centre", "n", "s", "w"],
    }
    path = tmp_path / "log.json"
    path.write_text(json.dumps(log))
    rc, out, err = _cli("suggest", str(path), "--level", "1")
    assert rc == 0, err
    got = json.loads(out)
    assert got["stroke"]["ball"] == "yellow"  # B plays after A's 5P-10 foul


def test_suggest_on_overlapping_balls_exits_2_with_one_line_at_every_level(
    tmp_path: Path,
) -> None:
    log = copy.deepcopy(_case_log("3c_break_and_point"))
    log["shots"][-1]["final"] = {"balls": OVERLAP}
    path = tmp_path / "log.json"
    path.write_text(json.dumps(log))
    for level in "12345":
        line = _one_error_line(*_cli("suggest", str(path), "--level", level))
        assert "overlaps ball" in line


def test_escaped_keeps_text_and_escapes_controls() -> None:
    assert escaped("Анна 李") == "Анна 李"
    assert escaped("a\x1b[2Jb\x07\x00\n\t\x7f\x85\u2028\u202e") == (
        "a\\x1b[2Jb\\x07\\x00\\n\\t\\x7f\\x85\\u2028\\u202e"
    )


def test_short_path_keeps_the_file_name_and_a_bound() -> None:
    p = "/home/" + "x" * 5000 + "/партия.kegli"
    shown = short_path(p)
    assert len(shown) <= 120 and shown.endswith("/партия.kegli") and shown.startswith("/home/")
    assert short_path("/tmp/a.kegli") == "/tmp/a.kegli"
    assert "\n" not in short_path("/tmp/a\nb")


def cut_to_bytes(name: str, limit: int) -> str:
    return cut(name, limit, NameRule.UTF8_BYTES)


def test_cut_to_bytes_never_splits_a_character() -> None:
    name = "中" * 120
    short = cut_to_bytes(name, 255)
    assert len(short.encode()) <= 255 and short == "中" * 85
    assert cut_to_bytes("ab", 255) == "ab"
    # A letter keeps its accent or goes with it.
    assert cut_to_bytes("a" * 253 + "é", 255) == "a" * 253 + "é"  # é precomposed: 2 bytes
    assert cut_to_bytes("a" * 254 + "e\u0301", 255) == "a" * 254
