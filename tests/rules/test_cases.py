"""Every referee case in ../shared/cases runs here (shared/README.md, "Referee case format").

The loader is generic: a new case file runs without code changes. Cases of a discipline whose
referee module does not exist yet are expected failures (not strict), so they start passing
the moment that referee lands.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game import disciplines, judge
from tests.conftest import SHARED

CASES = sorted((SHARED / "cases").glob("*.json"))


def _referee_built(discipline: Any) -> bool:
    entry = disciplines.REGISTRY.get(discipline) if isinstance(discipline, str) else None
    return entry is None or entry.refereed  # unknown disciplines must fail loudly


def _params() -> list[Any]:
    params = []
    for path in CASES:
        discipline = json.loads(path.read_text(encoding="utf-8"))["log"].get("discipline")
        marks = []
        if not _referee_built(discipline):
            marks.append(
                pytest.mark.xfail(strict=False, reason=f"referee for {discipline} not built yet")
            )
        params.append(pytest.param(path, id=path.stem, marks=marks))
    return params


def check_case(case: dict[str, Any]) -> None:
    """Compare the judge's lines with the case's expectations, as shared/README.md says."""
    lines = judge(case["log"])
    expect = case["expect"]
    assert len(lines) == len(case["log"]["shots"]), "one line per shot"
    assert len(expect) <= len(lines)
    for i, (want, got) in enumerate(zip(expect, lines, strict=False)):
        for key, value in want.items():
            if key == "fouls":
                if value == []:
                    assert got["fouls"] == [], f"shot {i + 1}: expected no foul"
                for code in value:
                    assert code in got["fouls"], f"shot {i + 1}: foul {code!r} missing"
            else:
                assert got[key] == value, f"shot {i + 1}: {key}"


def test_the_cases_folder_holds_seven_pins_cases() -> None:
    names = [p.name for p in CASES]
    assert any(n.startswith("7c_") for n in names)
    assert any(n.startswith("7f_") for n in names)


@pytest.mark.parametrize("path", _params())
def test_case(path: Path) -> None:
    check_case(json.loads(path.read_text(encoding="utf-8")))


def test_checker_rejects_a_wrong_expectation() -> None:
    """The checker itself can fail: a case expecting the wrong score does not pass."""
    case = json.loads((SHARED / "cases" / "7c_miss.json").read_text(encoding="utf-8"))
    case["expect"][0]["scores"] = {"A": 300, "B": 300}
    with pytest.raises(AssertionError):
        check_case(case)
    case = json.loads((SHARED / "cases" / "7c_miss.json").read_text(encoding="utf-8"))
    case["expect"][0]["fouls"] = []
    with pytest.raises(AssertionError):
        check_case(case)
