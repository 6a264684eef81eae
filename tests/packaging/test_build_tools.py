"""The small tools the one-command builds share (issue 20): the build venv's recipe
(packaging/build_env.py + constraints), SHA-256 files beside artifacts (checksums.py) and the
tag/version check (release_version.py)."""

from __future__ import annotations

import hashlib
import importlib.util
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"kegli_{name}", PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


checksums = load("checksums")
release_version = load("release_version")
build_env = load("build_env")


def constraints() -> dict[str, str]:
    pins = {}
    for line in (PACKAGING / "constraints.txt").read_text("utf-8").splitlines():
        line = line.split("#")[0].strip()
        if line:
            name, _, version = line.partition("==")
            pins[re.sub(r"[-_.]+", "-", name).lower()] = version
    return pins


def requirement_name(requirement: str) -> str:
    return re.sub(r"[-_.]+", "-", re.split(r"[<>=!~;\[ ]", requirement)[0]).lower()


# -- build venv ---------------------------------------------------------------------------
def test_constraints_pin_every_runtime_dependency_and_the_build_tools_exactly() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    pins = constraints()
    wanted = [*project["dependencies"], *project["optional-dependencies"]["packaging"]]
    for requirement in wanted:
        name = requirement_name(requirement)
        assert name in pins, f"{name} is not pinned in packaging/constraints.txt"
        assert re.fullmatch(r"\d+(\.\d+)*", pins[name]), pins[name]
    assert {"pyinstaller", "pyside6-essentials", "pyside6-addons", "shiboken6"} <= set(pins)


def test_the_build_venv_is_made_again_when_its_recipe_changes(tmp_path: Path) -> None:
    (tmp_path / "packaging").mkdir()
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    (tmp_path / "packaging" / "constraints.txt").write_text("pyinstaller==6.0\n")
    first = build_env.fingerprint(tmp_path)
    assert build_env.fingerprint(tmp_path) == first
    (tmp_path / "packaging" / "constraints.txt").write_text("pyinstaller==6.1\n")
    assert build_env.fingerprint(tmp_path) != first


def test_an_up_to_date_build_venv_is_reused_without_pip(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "venv"
    python = build_env.venv_python(folder)
    python.parent.mkdir(parents=True)
    python.write_text("")
    (folder / build_env.STAMP).write_text(build_env.fingerprint() + "\n")
    monkeypatch.setattr(build_env.subprocess, "run", lambda *a, **k: pytest.fail("pip ran"))
    assert build_env.ensure(folder) == python


def test_build_env_installs_the_project_with_its_packaging_extra_under_the_constraints(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = []
    monkeypatch.setattr(
        build_env.venv.EnvBuilder, "create", lambda self, folder: Path(folder).mkdir(parents=True)
    )
    monkeypatch.setattr(build_env.subprocess, "run", lambda cmd, **k: calls.append(cmd))
    folder = tmp_path / "venv"
    build_env.ensure(folder)
    (cmd,) = calls
    assert cmd[1:4] == ["-m", "pip", "install"]
    assert cmd[cmd.index("-c") + 1] == str(build_env.CONSTRAINTS)
    assert cmd[cmd.index("-e") + 1] == f"{build_env.ROOT}[packaging]"
    assert (folder / build_env.STAMP).read_text().strip() == build_env.fingerprint()


@pytest.mark.parametrize(
    "script", ["build_linux.sh", "macos/build_macos.sh", "windows/build_windows.ps1"]
)
def test_every_one_command_build_starts_from_the_build_venv(script: str) -> None:
    text = (PACKAGING / script).read_text("utf-8")
    assert "packaging/build_env.py" in text.replace("\\", "/")
    assert "packaging/checksums.py" in text.replace("\\", "/")
    assert "--smoke-test" in text
    assert "SOURCE_DATE_EPOCH" in text and "PYTHONHASHSEED" in text


# -- checksums ------------------------------------------------------------------------------
def test_checksum_file_sits_beside_the_artifact_in_sha256sum_format(tmp_path: Path) -> None:
    artifact = tmp_path / "kegli_0.1.0_amd64.deb"
    artifact.write_bytes(b"not really a deb\n" * 1000)
    out = checksums.write_checksum(artifact)
    assert out == tmp_path / "kegli_0.1.0_amd64.deb.sha256"
    digest = hashlib.sha256(artifact.read_bytes()).hexdigest()
    assert out.read_bytes() == f"{digest}  kegli_0.1.0_amd64.deb\n".encode()
    assert checksums.verify(out)
    if shutil.which("sha256sum"):
        subprocess.run(["sha256sum", "--quiet", "-c", out.name], cwd=tmp_path, check=True)
    artifact.write_bytes(b"tampered")
    assert not checksums.verify(out)
    assert checksums.main(["--check", str(out)]) == 1


def test_checksums_command_refuses_a_missing_file(tmp_path: Path) -> None:
    assert checksums.main([str(tmp_path / "nope.dmg")]) == 1
    assert checksums.main([]) == 2


# -- version from the tag -------------------------------------------------------------------
def test_the_tag_must_name_pyproject_version(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "kegli"\nversion = "1.4.0"\n')
    assert release_version.check("v1.4.0", tmp_path) == "1.4.0"
    assert release_version.check("refs/tags/v1.4.0", tmp_path) == "1.4.0"
    with pytest.raises(ValueError, match=r"pyproject\.toml says 1\.4\.0"):
        release_version.check("v1.4.1", tmp_path)
    for bad in ("1.4.0", "v1.4", "release-1.4.0", "v1.4.0-final"):
        with pytest.raises(ValueError, match=r"look like v1\.2\.3"):
            release_version.check(bad, tmp_path)


def test_release_version_command_exits_non_zero_on_a_mismatch() -> None:
    version = release_version.project_version()
    script = str(PACKAGING / "release_version.py")
    ok = subprocess.run([sys.executable, script, f"v{version}"], capture_output=True, text=True)
    assert ok.returncode == 0 and ok.stdout.strip() == version
    bad = subprocess.run([sys.executable, script, "v999.0.0"], capture_output=True, text=True)
    assert bad.returncode == 1 and "pyproject.toml says" in bad.stderr
