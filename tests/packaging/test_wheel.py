"""An installed wheel carries assets/ and i18n/*.qm as app/_data, and app/common/resources.py finds
them there (the wheel layout of the resource lookup, end to end)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pytest.importorskip("setuptools")
    src = tmp_path_factory.mktemp("src")
    # A copy, so the build's own build/ folder never lands in the shared checkout.
    for name in ("pyproject.toml", "README.md", "MANIFEST.in"):
        shutil.copy2(ROOT / name, src / name)
    skip = shutil.ignore_patterns("__pycache__", "*.pyc")
    for folder in ("app", "game", "assets", "i18n"):
        shutil.copytree(ROOT / folder, src / folder, ignore=skip)
    (src / "packaging").mkdir()
    shutil.copy2(ROOT / "packaging" / "wheel_data.py", src / "packaging" / "wheel_data.py")
    out = tmp_path_factory.mktemp("wheel")
    # setuptools' build_py is the step of a wheel build that lays out the packages (and, with
    # our cmdclass, app/_data); run alone it needs neither the wheel package nor a network.
    done = subprocess.run(
        [sys.executable, "-c", "from setuptools import setup; setup()", "-q", "build_py",
         "--build-lib", str(out)],
        cwd=src, capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    return out


def test_wheel_ships_assets_and_compiled_translations_as_package_data(built: Path) -> None:
    names = {p.relative_to(built).as_posix() for p in built.rglob("*") if p.is_file()}
    assert "app/common/resources.py" in names and "game/events.py" in names
    assert "app/_data/assets/icon/kegli.svg" in names
    for sound in sorted((ROOT / "assets" / "sounds").glob("*.wav")):
        assert f"app/_data/assets/sounds/{sound.name}" in names
    for qm in sorted((ROOT / "i18n").glob("*.qm")):
        assert f"app/_data/i18n/{qm.name}" in names
    assert not [n for n in names if n.startswith("app/_data/") and n.endswith(".py")]
    assert not [n for n in names if n.startswith(("assets/", "i18n/", "packaging/"))]


def test_resources_find_the_package_data_of_an_installed_wheel(built: Path, tmp_path: Path) -> None:
    site = tmp_path / "site-packages"
    shutil.copytree(built, site)  # what installing the wheel puts in site-packages
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        "from app.common import resources as r;"
        "print(r.__file__); print(r.assets_dir()); print(r.asset('icon/kegli.svg'))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(site)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    ).stdout.splitlines()
    assert out[0] == str(site / "app" / "common" / "resources.py")
    assert out[1] == str(site / "app" / "_data" / "assets")
    assert out[2] == str(site / "app" / "_data" / "assets" / "icon" / "kegli.svg")


def test_drill_packs_load_from_an_installed_wheel(built: Path, tmp_path: Path) -> None:
    """game/drills finds its packs in the wheel's package data, not only in a checkout."""
    site = tmp_path / "site-packages"
    shutil.copytree(built, site)
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        "from game.drills.format import DEFAULT_DIR, load_all;"
        "print(DEFAULT_DIR); print(len(load_all()))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(site)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    ).stdout.splitlines()
    assert out[0] == str(site / "app" / "_data" / "assets" / "drills")
    assert int(out[1]) > 0
