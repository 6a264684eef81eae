"""Slow: build the PyInstaller one-folder bundle and run the frozen app's --smoke-test.

Skipped unless KEGLI_SLOW=1: a build takes a minute or two of both cores.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(os.environ.get("KEGLI_SLOW") != "1", reason="slow: set KEGLI_SLOW=1"),
]


def test_frozen_bundle_builds_ships_resources_and_passes_its_smoke_test(tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller")
    dist = tmp_path / "dist"
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(dist), "--workpath", str(tmp_path / "work"),
         str(ROOT / "packaging" / "kegli.spec")],
        cwd=ROOT, check=True, timeout=1200,
    )  # fmt: skip
    bundle = dist / "kegli"
    exe = bundle / ("kegli.exe" if sys.platform == "win32" else "kegli")
    internal = bundle / "_internal"
    assert (internal / "assets" / "icon" / "kegli.svg").is_file()
    qms = sorted(p.name for p in (ROOT / "i18n").glob("*.qm"))
    assert sorted(p.name for p in (internal / "i18n").glob("*.qm")) == qms
    # Lean: the heavy Qt modules the game never imports are not in the bundle.
    names = {p.name for p in internal.rglob("*")}
    assert not [n for n in names if "WebEngine" in n or "Qt63D" in n or "QtQuick3D" in n]
    # Nor the media backends with FFmpeg and Qt Quick: QSoundEffect plays WAV without them.
    assert not [n for n in names if "Qt6Quick" in n or "ffmpegmediaplugin" in n]
    # The third-party licences, made at build time, beside the resources.
    notices = (internal / "THIRD_PARTY_NOTICES.txt").read_text(encoding="utf-8")
    assert "PySide6_Essentials" in notices and "Chipmunk2D" in notices
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    run = subprocess.run(
        [str(exe), "--smoke-test"], env=env, capture_output=True, text=True, timeout=300
    )
    assert run.returncode == 0, run.stdout + run.stderr
