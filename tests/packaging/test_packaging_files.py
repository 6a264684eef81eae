"""The installer recipes say what the issue asks: resources in the spec, a valid desktop entry,
the .kegli type everywhere, three installer languages, and a release matrix over three OSes."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "kegli.spec"


def spec_list(name: str) -> list[str]:
    """A list literal assigned at the top of the spec, read without running PyInstaller."""
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", None) == name:
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} not in the spec")


def qt_modules_imported_by(folder: Path) -> set[str]:
    names: set[str] = set()
    for source in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                if node.module == "PySide6":
                    names.update(a.name for a in node.names)
                elif node.module.startswith("PySide6."):
                    names.add(node.module.split(".")[1])
            elif isinstance(node, ast.Import):
                names.update(
                    a.name.split(".")[1] for a in node.names if a.name.startswith("PySide6.")
                )
        # importlib.import_module("PySide6.QtX"): sound.py loads QtMultimedia this way.
        names.update(re.findall(r"[\"']PySide6\.(Qt\w+)[\"']", source.read_text("utf-8")))
    return names


def test_spec_is_python_and_ships_assets_and_compiled_translations() -> None:
    text = SPEC.read_text(encoding="utf-8")
    ast.parse(text)
    assert '(ROOT / "assets").rglob("*")' in text
    assert '(ROOT / "i18n").glob("*.qm")' in text
    assert "COLLECT(" in text and "BUNDLE(" in text  # one-folder, and the .app on macOS


def test_spec_excludes_heavy_qt_modules_but_none_the_game_imports() -> None:
    excluded = set(spec_list("QT_EXCLUDES"))
    assert {"QtWebEngineCore", "Qt3DCore", "QtQuick", "QtQml", "QtCharts"} <= excluded
    used = qt_modules_imported_by(ROOT / "app") | qt_modules_imported_by(ROOT / "game")
    assert "QtWidgets" in used
    assert not used & excluded


def test_spec_declares_the_kegli_document_type_for_macos() -> None:
    text = SPEC.read_text(encoding="utf-8")
    assert "CFBundleDocumentTypes" in text
    assert '"CFBundleTypeExtensions": ["kegli"]' in text


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="no desktop-file-utils")
def test_desktop_entry_passes_desktop_file_validate() -> None:
    out = subprocess.run(
        ["desktop-file-validate", str(PACKAGING / "linux" / "kegli.desktop")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.strip() == ""  # no hints or warnings either


def test_desktop_entry_and_mime_type_agree_on_kegli_files() -> None:
    desktop = (PACKAGING / "linux" / "kegli.desktop").read_text(encoding="utf-8")
    assert "MimeType=application/x-kegli;" in desktop
    assert re.search(r"^Exec=kegli %f$", desktop, re.M)
    assert re.search(r"^Icon=kegli$", desktop, re.M)
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    mime = ET.parse(PACKAGING / "linux" / "kegli-mime.xml").getroot()
    kind = mime.find("m:mime-type", ns)
    assert kind is not None and kind.get("type") == "application/x-kegli"
    assert [g.get("pattern") for g in kind.findall("m:glob", ns)] == ["*.kegli"]


def test_apprun_starts_the_bundle_inside_the_appdir() -> None:
    apprun = PACKAGING / "linux" / "AppRun"
    if sys.platform != "win32":  # Windows has no execute bit to check
        assert apprun.stat().st_mode & 0o111
    assert 'exec "$HERE/usr/lib/kegli/kegli" "$@"' in apprun.read_text(encoding="utf-8")


@pytest.mark.parametrize("script", ["build_linux.sh", "macos/make_dmg.sh"])
def test_shell_scripts_parse(script: str) -> None:
    subprocess.run(["bash", "-n", str(PACKAGING / script)], check=True)


def test_inno_setup_script_has_three_languages_association_and_uninstaller() -> None:
    raw = (PACKAGING / "windows" / "kegli.iss").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # Inno Setup reads UTF-8 (Cyrillic) only with a BOM
    text = raw.decode("utf-8-sig")
    languages = re.findall(r'^Name: "(\w+)"; MessagesFile: "([^"]+)"', text, re.M)
    assert languages == [
        ("en", "compiler:Default.isl"),
        ("ru", "compiler:Languages\\Russian.isl"),
        ("uk", "compiler:Languages\\Ukrainian.isl"),
    ]
    assert 'Name: "{group}\\{#AppName}"' in text  # Start-menu shortcut
    assert "{uninstallexe}" in text and "UninstallDisplayIcon" in text
    assert 'Subkey: "Software\\Classes\\.kegli\\OpenWithProgids"' in text
    assert '"""{app}\\{#AppExe}"" ""%1"""' in text
    assert "ChangesAssociations=yes" in text
    for lang in ("en", "ru", "uk"):
        assert f"{lang}.KegliGame=" in text


def test_release_workflow_builds_smoke_tests_and_uploads_on_three_oses() -> None:
    yaml = pytest.importorskip("yaml")
    flow = yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text("utf-8"))
    job = flow["jobs"]["build"]
    oses = [entry["os"] for entry in job["strategy"]["matrix"]["include"]]
    assert [o.split("-")[0] for o in oses] == ["ubuntu", "windows", "macos"]
    assert job["env"]["QT_QPA_PLATFORM"] == "offscreen"
    runs = "\n".join(step.get("run", "") for step in job["steps"])
    for needle in (
        "python -m pytest",
        "pyside6-lrelease",
        "packaging/kegli.spec",
        "packaging/build_linux.sh",
        "--smoke-test",
        "kegli.iss",
        "make_dmg.sh",
    ):
        assert needle in runs
    assert any(step.get("uses", "").startswith("actions/upload-artifact") for step in job["steps"])
