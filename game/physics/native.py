"""Which build of the physics runs: pure Python (the reference) or compiled with mypyc.

``python packaging/compile_physics.py`` compiles the engine's modules in place (beside
their sources, with a stamp of the sources it compiled); Python then imports the compiled
modules first. Both builds give the same output bit for bit (the physics corpus checks it).
``KEGLI_PHYSICS=pure`` in the environment makes this package import the sources even where
compiled modules lie beside them (set it before the first physics import; the batch pool's
processes inherit it). A compiled module older than its source (an edit after compiling)
is never run: the package warns and imports the sources.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import json
import os
import sys
import warnings
from pathlib import Path
from types import ModuleType

PACKAGE = "game.physics"
HERE = Path(__file__).resolve().parent
STAMP = HERE / "_compiled.json"  # written by packaging/compile_physics.py
ENV = "KEGLI_PHYSICS"
PURE = "pure"
COMPILED = "compiled"


def source_digest(text: bytes) -> str:
    return hashlib.sha256(text).hexdigest()


def build_of(module: ModuleType) -> str:
    """COMPILED if ``module`` was loaded from an extension module, else PURE."""
    name = getattr(module, "__file__", None) or ""
    return COMPILED if name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)) else PURE


def implementation() -> str:
    """The build the engine runs as in this process (imports the engine)."""
    from game.physics import engine

    return build_of(engine)


def compiled_files() -> list[Path]:
    """The compiled modules lying beside the sources (none in a clean checkout)."""
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    return sorted(p for p in HERE.iterdir() if p.name.endswith(suffixes))


def stale_modules() -> list[str]:
    """Modules whose compiled build was made from other sources than those beside it (an
    edit after compiling): they would shadow the edit. Empty when nothing is compiled or
    in a frozen bundle, which carries no sources."""
    if not compiled_files() or not STAMP.exists():
        return []
    try:
        stamp = json.loads(STAMP.read_text(encoding="utf-8"))["sources"]
    except (OSError, ValueError, KeyError, TypeError):
        return ["(unreadable stamp)"]
    stale = []
    for name, digest in stamp.items():
        source = HERE / f"{name}.py"
        if source.exists() and source_digest(source.read_bytes()) != digest:
            stale.append(name)
    return stale


class _SourcesOnly(importlib.abc.MetaPathFinder):
    """Finds this package's modules among their sources and bytecode only."""

    def __init__(self) -> None:
        self._finder = importlib.machinery.FileFinder(
            str(HERE),
            (importlib.machinery.SourceFileLoader, importlib.machinery.SOURCE_SUFFIXES),
            (importlib.machinery.SourcelessFileLoader, importlib.machinery.BYTECODE_SUFFIXES),
        )

    def find_spec(
        self, fullname: str, path: object = None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if not fullname.startswith(PACKAGE + ".") or fullname.count(".") != 2:
            return None
        return self._finder.find_spec(fullname, target)


def honour_environment() -> bool:
    """Make the sources win over compiled modules where they must: with
    ``KEGLI_PHYSICS=pure``, or (with a warning) where a compiled module is older than its
    source, which it would otherwise shadow. True if the sources win in this process."""
    if any(isinstance(f, _SourcesOnly) for f in sys.meta_path):
        return True
    if os.environ.get(ENV) != PURE:
        stale = stale_modules()
        if not stale:
            return False
        warnings.warn(
            f"the compiled physics is older than its sources ({', '.join(stale)}); running "
            "the sources (python packaging/compile_physics.py compiles them again)",
            stacklevel=2,
        )
    sys.meta_path.insert(0, _SourcesOnly())
    return True
