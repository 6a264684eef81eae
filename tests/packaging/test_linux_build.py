"""Slow: the one Linux build command on a fresh clone of the committed tree, with nothing
installed by hand (issue 20). It makes its own venv, builds the bundle, the .deb and the
AppDir, smoke-tests each frozen app, and writes a SHA-256 file beside each artifact; the bundle
stays within 150 MiB and every installer carries THIRD_PARTY_NOTICES.txt.

Skipped unless KEGLI_SLOW=1: it takes a few minutes of both cores. The build log, the .deb's
file list and the bundle's file hashes stay in pytest's tmp folder, to compare two builds.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTICES = "THIRD_PARTY_NOTICES.txt"
MAX_BUNDLE = 150 * 1024 * 1024

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(os.environ.get("KEGLI_SLOW") != "1", reason="slow: set KEGLI_SLOW=1"),
    pytest.mark.skipif(
        not sys.platform.startswith("linux") or shutil.which("dpkg-deb") is None,
        reason="the Linux build needs Linux with dpkg-deb",
    ),
    pytest.mark.skipif(
        shutil.which("git") is None or not (ROOT / ".git").exists(), reason="needs a git checkout"
    ),
]


def test_one_command_builds_the_linux_installers_from_a_fresh_clone(tmp_path: Path) -> None:
    clone = tmp_path / "kegli"
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True, timeout=300)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    run = subprocess.run(
        ["bash", "packaging/build_linux.sh"],
        cwd=clone, env=env, capture_output=True, text=True, timeout=3600, check=False,
    )  # fmt: skip
    log = run.stdout + run.stderr
    (tmp_path / "build.log").write_text(log, encoding="utf-8")
    assert run.returncode == 0, log[-4000:]
    for stage in ("bundle", "AppDir"):
        assert f"build_linux: smoke test ok: {stage}" in log

    dist = clone / "dist"
    (deb,) = dist.glob("kegli_*.deb")
    listing = subprocess.run(
        ["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True
    ).stdout
    names = sorted(line.split()[-1] for line in listing.splitlines())
    (tmp_path / "deb-files.txt").write_text("\n".join(names) + "\n", encoding="utf-8")
    assert f"./usr/share/doc/kegli/{NOTICES}" in names
    assert f"./usr/lib/kegli/_internal/{NOTICES}" in names
    assert "./usr/bin/kegli" in names

    sums = sorted(dist.glob("*.sha256"))
    assert deb.name + ".sha256" in [p.name for p in sums]
    check = [sys.executable, str(clone / "packaging" / "checksums.py"), "--check", str(sums[0])]
    subprocess.run(check, check=True)
    shutil.copy(next(dist.glob("kegli-*-bundle-files.sha256sums")), tmp_path / "bundle.sha256")

    bundle = dist / "kegli"
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()]
    size = sum(p.stat().st_size for p in files)
    assert size <= MAX_BUNDLE, f"bundle {size / 2**20:.0f} MiB"
    lower = [p.name.lower() for p in files]
    assert not [n for n in lower if "qt6quick" in n or "qt6qml" in n or n.startswith("libavcodec")]
    notices = (bundle / "_internal" / NOTICES).read_text(encoding="utf-8")
    for name in ("PySide6_Essentials", "shiboken6", "pymunk", "Chipmunk2D", "CPython"):
        assert name in notices

    appdir = clone / "build" / "AppDir"
    assert (appdir / "AppRun").is_file() and (appdir / "kegli.desktop").is_file()
    assert (appdir / "usr" / "share" / "doc" / "kegli" / NOTICES).is_file()
