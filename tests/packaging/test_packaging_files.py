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
import yaml

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


@pytest.mark.parametrize("script", ["build_linux.sh", "macos/make_dmg.sh", "macos/build_macos.sh"])
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
        assert f"{lang}.ThirdPartyLicences=" in text
    # The licences: beside the game and in the Start menu.
    assert 'Source: "{#BundleDir}\\_internal\\THIRD_PARTY_NOTICES.txt"; DestDir: "{app}"' in text
    assert 'Filename: "{app}\\THIRD_PARTY_NOTICES.txt"' in text


def spec_regex(name: str) -> re.Pattern[str]:
    """A re.compile(...) assigned at the top of the spec, compiled the same way."""
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", None) == name:
            call = node.value
            assert isinstance(call, ast.Call)
            return re.compile(ast.literal_eval(call.args[0]), re.IGNORECASE)
    raise AssertionError(f"{name} not in the spec")


@pytest.mark.parametrize(
    "path",
    [
        "PySide6/Qt/lib/libQt6Quick.so.6",
        "PySide6/Qt/lib/libQt6QmlModels.so.6",
        "PySide6/Qt/lib/libavcodec.so.63",
        "PySide6/Qt/lib/libQt6FFmpegStub-va.so.2",
        "PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so",
        "PySide6\\plugins\\multimedia\\windowsmediaplugin.dll",
        "PySide6\\avcodec-61.dll",
        "PySide6\\Qt6Qml.dll",
        "PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick",
    ],
)
def test_spec_drops_the_media_backends_ffmpeg_and_qt_quick(path: str) -> None:
    assert spec_regex("DROP_BINARIES").search(path)


@pytest.mark.parametrize(
    "path",
    [
        "PySide6/Qt/lib/libQt6Multimedia.so.6",  # QSoundEffect lives here
        "PySide6/QtMultimedia.abi3.so",
        "PySide6/Qt/lib/libQt6Gui.so.6",
        "PySide6/Qt/lib/libQt6Network.so.6",
        "PySide6/Qt/lib/libQt6OpenGL.so.6",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6\\Qt6Multimedia.dll",
        "PySide6/Qt/lib/QtMultimedia.framework/Versions/A/QtMultimedia",
    ],
)
def test_spec_keeps_what_the_game_uses(path: str) -> None:
    assert not spec_regex("DROP_BINARIES").search(path)


def release_workflow() -> dict:  # type: ignore[type-arg]
    return yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text("utf-8"))


def runs(job: dict) -> str:  # type: ignore[type-arg]
    return "\n".join(step.get("run", "") for step in job["steps"])


def test_release_workflow_tests_on_three_oses_before_any_build() -> None:
    jobs = release_workflow()["jobs"]
    oses = [e["os"].split("-")[0] for e in jobs["test"]["strategy"]["matrix"]["include"]]
    assert oses == ["ubuntu", "windows", "macos"]
    assert "python -m pytest" in runs(jobs["test"])
    build = jobs["build"]
    assert {"lint", "test", "version"} <= set(build["needs"])
    assert [e["os"].split("-")[0] for e in build["strategy"]["matrix"]["include"]] == oses
    assert "tests/packaging/test_workflow_lint.py" in runs(jobs["lint"])
    assert '".[test,lint]"' in runs(jobs["lint"])


def test_release_workflow_runs_the_one_command_builds_and_uploads_checksums() -> None:
    flow = release_workflow()
    build = flow["jobs"]["build"]
    text = runs(build)
    for needle in (
        "bash packaging/build_linux.sh",
        "./packaging/windows/build_windows.ps1",
        "bash packaging/macos/build_macos.sh",
        "kegli --smoke-test",
        "/usr/share/doc/kegli/THIRD_PARTY_NOTICES.txt",
        "packaging/checksums.py --check",
    ):
        assert needle in text
    upload = next(s for s in build["steps"] if s.get("uses", "").startswith("actions/upload-"))
    paths = upload["with"]["path"].split()
    assert {"dist/*.deb", "dist/*.AppImage", "dist/*-setup.exe", "dist/*.dmg"} <= set(paths)
    assert "dist/*.sha256" in paths
    assert upload["with"]["if-no-files-found"] == "error"


def test_release_workflow_pins_appimagetool_by_release_and_hash() -> None:
    flow = release_workflow()
    assert flow["env"]["APPIMAGETOOL_RELEASE"] != "continuous"
    assert re.fullmatch(r"[0-9a-f]{64}", flow["env"]["APPIMAGETOOL_SHA256"])
    text = runs(flow["jobs"]["build"])
    assert "continuous" not in text
    assert "sha256sum -c -" in text and "$APPIMAGETOOL_SHA256" in text


def test_release_workflow_checks_the_tag_against_pyproject() -> None:
    flow = release_workflow()
    assert flow[True]["push"]["tags"] == ["v*"]  # YAML 1.1 reads the key "on" as True
    step = flow["jobs"]["version"]["steps"][-1]
    assert 'packaging/release_version.py "$REF_NAME"' in step["run"]
    assert step["env"]["REF_NAME"] == "${{ github.ref_name }}"
    build = flow["jobs"]["build"]
    assert build["env"]["KEGLI_VERSION"] == "${{ needs.version.outputs.version }}"
