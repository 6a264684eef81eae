"""The public pyramid cases (rules-pyramid.md, "Referee test situations" 1-23 and 30; the
classic situations 24-29 wait with the classic game; plus the second reading's edge cases,
whose ``situation`` is null): each file in data/pyramid_cases is a shot log with the judge's
expected lines, in the shared case format, plus ``error`` for a log the judge must refuse
with exit 2 naming that field."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.errors import InputError
from tests.rules.test_cases import check_case

HERE = Path(__file__).parent
CASES = sorted((HERE / "data" / "pyramid_cases").glob("*.json"))
ROOT = HERE.parent.parent
CLASSIC = {24, 25, 26, 27, 28, 29}


def _load(path: Path) -> dict[str, Any]:
    case: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return case


def _cli(log: dict[str, Any]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", "judge", "-"],
        input=json.dumps(log),
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )


def test_every_situation_but_the_classic_ones_has_a_case() -> None:
    covered = {_load(p)["situation"] for p in CASES} - {None}
    assert covered == set(range(1, 31)) - CLASSIC


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_case(path: Path) -> None:
    case = _load(path)
    assert case["rules"], "a case cites its rules"
    if "error" in case:
        with pytest.raises(InputError) as err:
            check_case({"log": case["log"], "expect": []})
        assert err.value.field == case["error"]
    else:
        check_case(case)


def test_the_command_line_judges_the_cases_alike() -> None:
    """``python -m game judge`` gives the same lines, and exit 2 for the refused log."""
    for path in CASES:
        case = _load(path)
        out = _cli(case["log"])
        if "error" in case:
            assert out.returncode == 2, path.stem
            assert case["error"] in out.stderr
            continue
        assert out.returncode == 0, (path.stem, out.stderr)
        lines = [json.loads(x) for x in out.stdout.splitlines()]
        for want, got in zip(case["expect"], lines, strict=False):
            for key, value in want.items():
                if key != "fouls":
                    assert got[key] == value, (path.stem, key)
