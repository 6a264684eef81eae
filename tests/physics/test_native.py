"""The two builds of the physics (issue 18): pure Python, the reference, and compiled with
mypyc (packaging/compile_physics.py). ``.ci/run`` runs the suite on the pure build, compiles,
checks the whole physics corpus against the pure build's and runs the tests again (all but
the translations' and packaging's); the tests here that need the compiled build are skipped
on the pure one."""

from __future__ import annotations

import importlib.machinery
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.physics import native

ROOT = Path(__file__).resolve().parents[2]
compiled_only = pytest.mark.skipif(
    not native.compiled_files(), reason="the physics is not compiled here"
)


def _python(code: str, env: dict[str, str]) -> str:
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


def test_pure_request_imports_the_sources() -> None:
    code = (
        "from game.physics import native, engine, motion\n"
        "print(native.implementation(), engine.__file__.endswith('.py'),"
        " motion.__file__.endswith('.py'))"
    )
    assert _python(code, dict(os.environ, KEGLI_PHYSICS=native.PURE)) == "pure True True"


def test_the_build_is_told_by_where_the_engine_came_from() -> None:
    from game.physics import engine

    forced_pure = os.environ.get(native.ENV) == native.PURE
    expected = native.COMPILED if native.compiled_files() and not forced_pure else native.PURE
    assert native.implementation() == expected == native.build_of(engine)


@compiled_only
def test_compiled_build_is_what_runs_by_default() -> None:
    code = "from game.physics import native; print(native.implementation())"
    env = {k: v for k, v in os.environ.items() if k != native.ENV}
    assert _python(code, env) == native.COMPILED


@compiled_only
def test_compiled_modules_were_built_from_these_sources() -> None:
    """An edit after compiling would be shadowed by the old compiled module: compile again
    (python packaging/compile_physics.py) or remove it (--clean)."""
    assert native.stale_modules() == []


@compiled_only
def test_compiled_build_gives_the_pure_build_output_bit_for_bit(tmp_path: Path) -> None:
    """A smaller physics corpus than .ci/run's (which takes every case and the tests'
    simulations): every case's fingerprint from the pure build, then checked compiled."""
    corpus = tmp_path / "pure.txt"
    run = [sys.executable, "-m", "game.physics.corpus"]
    env = dict(os.environ, KEGLI_PHYSICS=native.PURE)
    subprocess.run([*run, "dump", str(corpus), "--count", "40"], cwd=ROOT, env=env, check=True)
    env.pop(native.ENV)
    out = subprocess.run(
        [*run, "check", str(corpus), "--count", "40", "--exact"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert " 0 differ" in out.stdout


def test_an_edit_after_compiling_is_noticed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = tmp_path / "engine.py"
    source.write_text("X = 1\n", encoding="utf-8")
    stamp = tmp_path / "_compiled.json"
    monkeypatch.setattr(native, "HERE", tmp_path)
    monkeypatch.setattr(native, "STAMP", stamp)
    assert native.stale_modules() == []  # nothing compiled
    (tmp_path / f"engine{importlib.machinery.EXTENSION_SUFFIXES[0]}").write_bytes(b"")
    digest = native.source_digest(source.read_bytes())
    stamp.write_text(json.dumps({"sources": {"engine": digest}}), encoding="utf-8")
    assert native.stale_modules() == []
    source.write_text("X = 2\n", encoding="utf-8")
    assert native.stale_modules() == ["engine"]
    stamp.write_text("{not json", encoding="utf-8")
    assert native.stale_modules() == ["(unreadable stamp)"]


def test_stale_compiled_modules_give_way_to_the_sources(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "meta_path", [f for f in sys.meta_path if not _sources_only(f)])
    monkeypatch.delenv(native.ENV, raising=False)
    monkeypatch.setattr(native, "stale_modules", lambda: [])
    assert native.honour_environment() is False
    assert not any(_sources_only(f) for f in sys.meta_path)
    monkeypatch.setattr(native, "stale_modules", lambda: ["engine"])
    with pytest.warns(UserWarning, match=r"older than its sources \(engine\)"):
        assert native.honour_environment() is True
    assert _sources_only(sys.meta_path[0])
    assert native.honour_environment() is True  # once per process
    assert sum(_sources_only(f) for f in sys.meta_path) == 1


def _sources_only(finder: object) -> bool:
    return isinstance(finder, native._SourcesOnly)
