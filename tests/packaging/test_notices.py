"""THIRD_PARTY_NOTICES.txt (packaging/notices.py), made from the installed distributions'
metadata for what a bundle carries: each bundled package with its licence text, the Qt note on
replacing the libraries, Chipmunk2D inside pymunk, CPython, system libraries' copyright files
(issue 20)."""

from __future__ import annotations

import importlib.util
import shutil
import sys
from importlib import metadata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load_notices():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location(
        "kegli_notices", ROOT / "packaging" / "notices.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["kegli_notices"] = module
    spec.loader.exec_module(module)
    return module


notices = load_notices()
BUNDLED = ["PySide6.QtCore", "PySide6.QtWidgets", "shiboken6", "pymunk", "platformdirs", "json"]


def installed_file(package: str, stem: str) -> tuple[str, str]:
    """(destination, source) of one binary of an installed package, as PyInstaller lists it."""
    folder = Path(__import__(package).__file__).parent
    binary = (".so", ".pyd", ".dll", ".dylib")
    path = next(
        p for p in sorted(folder.rglob(f"*{stem}*"))
        if p.is_file() and any(s in p.name for s in binary) and "__pycache__" not in p.parts
    )  # fmt: skip
    return (f"{package}/{path.relative_to(folder).as_posix()}", str(path))


@pytest.fixture(scope="module")
def text() -> str:
    files = [installed_file("pymunk", "_chipmunk"), installed_file("PySide6", "libicudata")]
    return notices.render(notices.collect([*BUNDLED, "app.window.main_window", "game"], files))


def test_every_bundled_distribution_is_listed_with_version_and_licence(text: str) -> None:
    for name in ("PySide6_Essentials", "shiboken6", "pymunk", "platformdirs"):
        version = metadata.version(name)
        assert f"\n{metadata.metadata(name)['Name']} {version}\nLicence: " in text
    assert "pymunk 7" in text and "Licence: MIT" in text
    assert "Victor Blomqvist" in text  # pymunk's own LICENSE.txt, read from its dist-info
    assert "Copyright (c) 2010-202x The platformdirs developers" in text


def test_the_game_itself_is_not_a_third_party_entry(text: str) -> None:
    contents = text.split("\n\n")[2]
    assert "kegli" not in contents.lower().replace("kegli:", "")


def test_qt_is_lgpl_with_the_full_texts_and_the_note_on_replacing_it(text: str) -> None:
    assert "GNU LESSER GENERAL PUBLIC LICENSE\n                       Version 3" in text
    assert "GNU GENERAL PUBLIC LICENSE\n                       Version 3" in text
    assert "replace them with your own" in text
    assert "_internal/PySide6/Qt/lib/libQt6*.so.6" in text
    assert f"tag v{metadata.version('PySide6_Essentials')}" in text
    # One copy of each licence text, however many packages it covers.
    assert text.count("GNU LESSER GENERAL PUBLIC LICENSE\n                       Version 3") == 1
    assert "the same text as under" in text


def test_libraries_inside_wheels_are_credited_with_their_licences(text: str) -> None:
    assert "Chipmunk2D (the physics engine inside pymunk)" in text
    assert "Scott Lembcke and Howling Moon Software" in text
    assert "ICU (Unicode support of Qt)" in text and "Unicode, Inc." in text
    assert "FFmpeg" not in text.split("\n\n")[2]  # not bundled, so not listed


def test_cpython_is_credited_with_its_licence(text: str) -> None:
    assert "CPython (the Python interpreter and standard library) " in text
    assert "PSF-2.0" in text


@pytest.mark.skipif(shutil.which("dpkg-query") is None, reason="no dpkg: not a Debian system")
def test_system_libraries_get_their_debian_copyright_file() -> None:
    places = ("/lib/x86_64-linux-gnu/libz.so.1", "/usr/lib/x86_64-linux-gnu/libz.so.1")
    zlib = next((Path(p) for p in places if Path(p).exists()), None)
    if zlib is None:
        pytest.skip("no libz.so.1 in the usual place")
    out = notices.render(notices.collect([], [("libz.so.1", str(zlib))]))
    assert "(system library, Debian package)" in out
    assert "Files: libz.so.1" in out
    assert "Jean-loup Gailly" in out  # zlib's copyright, from /usr/share/doc/<package>/copyright


def test_write_notices_writes_utf8_with_unix_newlines(tmp_path: Path) -> None:
    out = notices.write_notices(tmp_path / "sub" / notices.FILE_NAME, ["pymunk"], [])
    raw = out.read_bytes()
    assert b"\r\n" not in raw
    assert raw.decode("utf-8").startswith("Kegli: third-party software notices\n")


def test_spec_writes_the_notices_into_the_bundle() -> None:
    spec = (ROOT / "packaging" / "kegli.spec").read_text(encoding="utf-8")
    assert "notices.from_analysis(" in spec
    assert 'a.datas += [(notices.FILE_NAME, str(NOTICES), "DATA")]' in spec
