"""The packages' import graphs, read from the code: app/'s rooms are layered (a room imports
only itself and the rooms below it, see docs/architecture.md) and neither package has an
import circle."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.import_graph import APP_ROOMS, app_room, circles, imports, modules, upward

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("package", ["app", "game"])
def test_no_import_circle(package: str) -> None:
    found = circles(imports(package))  # type-checking imports count: they too tie modules
    assert not found, f"modules importing one another: {found}"


def test_no_app_room_imports_a_room_above_it() -> None:
    bad = [f"{e.source} (line {e.line}) -> {e.target}" for e in upward(imports("app"))]
    assert not bad, "imports back up the rooms: " + "; ".join(bad)


def test_every_app_module_lives_in_a_room() -> None:
    """Only the entry points lie in app/ itself; a new folder must be given its layer."""
    loose = [m for m in modules("app") if app_room(m) is None]
    assert sorted(loose) == ["app", "app.__main__", "app.bench", "app.screenshots"]
    folders = {p.name for p in (ROOT / "app").iterdir() if (p / "__init__.py").exists()}
    assert folders == set(APP_ROOMS)


def _package(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_the_check_sees_an_import_back_up_and_a_circle(tmp_path: Path) -> None:
    _package(
        tmp_path,
        {
            "app/__init__.py": "",
            "app/common/__init__.py": "",
            "app/window/__init__.py": "",
            # A lazy import inside a function is an import all the same.
            "app/common/low.py": "def f():\n    from app.window.high import g\n",
            "app/window/high.py": "from app.common import low\n",
        },
    )
    edges = imports("app", tmp_path)
    assert [(e.source, e.target, e.in_function) for e in upward(edges)] == [
        ("app.common.low", "app.window.high", True)
    ]
    assert circles(edges) == [["app.common.low", "app.window.high"]]


def test_type_checking_imports_are_told_apart(tmp_path: Path) -> None:
    _package(
        tmp_path,
        {
            "app/__init__.py": "",
            "app/common/__init__.py": "",
            "app/common/a.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
            "    from app.common import b\n",
            "app/common/b.py": "from .a import x\n",
        },
    )
    edges = {(e.source, e.target): e.type_only for e in imports("app", tmp_path)}
    assert edges == {
        ("app.common.a", "app.common.b"): True,
        ("app.common.b", "app.common.a"): False,
    }


def test_no_app_module_is_over_800_lines() -> None:
    """A module longer than this does more than one job (the table view was three)."""
    long = {
        name: n
        for name, path in modules("app").items()
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > 800
    }
    assert not long, long
