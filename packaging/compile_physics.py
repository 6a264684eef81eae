"""``python packaging/compile_physics.py``: the physics engine compiled with mypyc, in place.

Compiles the engine's modules (``MODULES``) to C extension modules beside their sources
in ``game/physics/``, where Python imports them before the sources, and writes the stamp
``game/physics/_compiled.json`` (the SHA-256 of each source compiled, so that
``game.physics.native.stale_modules`` and the tests notice an edit made after compiling).
``--clean`` removes the compiled modules and the stamp: the pure-Python engine again.
``--check`` is CI's second pass (``.ci/run`` and the release workflow's tests on every
system): the physics corpus with the tests' simulations from the pure build, then compiled,
the same corpus checked case for case (any difference fails), the tests of the game and the
window (all but the translations' and the packaging's, which never simulate) on the
compiled build, and the compiled modules removed again.

Needs mypy (which carries mypyc, in the ``test`` and ``packaging`` extras) and a C
compiler; the installers' build scripts run it, a plain ``pip install`` does not. The
compiled engine gives the same output bit for bit: floating-point contraction into fused
multiply-adds is switched off (clang's default on arm64 would change the last bits), and
everything else is the same IEEE arithmetic in the same order.
"""

from __future__ import annotations

import argparse
import importlib.machinery
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.physics.native import HERE, STAMP, compiled_files, source_digest  # noqa: E402

# The modules a simulation runs through, and the batch pool's codec. Not compiled: batch
# (the process pool), corpus, energy_audit and pin_stats (tools), command (the CLI),
# native (this choice itself), sets (the physics sets: data read once a request).
MODULES = (
    "airborne",
    "api",
    "collide_ball",
    "collide_cushion",
    "engine",
    "jump_table",
    "motion",
    "orientation",
    "params",
    "pins",
    "placement",
    "pocket_capture",
    "roots",
    "strike",
    "table_geometry",
    "transfer",
    "world",
)
# The compiled modules' shared library: game/physics/_native__mypyc.<suffix>.
GROUP = "game.physics._native"
BUILD_TEMP = ROOT / "build" / "mypyc"


def _float_flags() -> list[str]:
    if os.name == "nt":
        return ["/fp:precise"]  # MSVC: no contraction, no reassociation
    return ["-ffp-contract=off"]


def clean() -> list[Path]:
    removed = compiled_files()
    for path in removed:
        path.unlink()
    if STAMP.exists():
        STAMP.unlink()
        removed.append(STAMP)
    return removed


def compile_modules() -> None:
    import mypy.version
    from mypyc.build import mypycify
    from setuptools import Distribution

    clean()
    os.chdir(ROOT)  # mypyc names the modules by their paths and reads [tool.mypy] here
    paths = [f"game/physics/{name}.py" for name in MODULES]
    extensions = mypycify(paths, opt_level="3", group_name=GROUP, target_dir=str(BUILD_TEMP / "c"))
    for ext in extensions:
        ext.extra_compile_args = [*ext.extra_compile_args, *_float_flags()]
    dist = Distribution({"name": "kegli-physics", "ext_modules": extensions})
    dist.script_args = ["build_ext", "--inplace", "--build-temp", str(BUILD_TEMP / "obj")]
    dist.parse_command_line()
    dist.run_commands()
    sources = {name: source_digest((HERE / f"{name}.py").read_bytes()) for name in MODULES}
    stamp = {"mypy": mypy.version.__version__, "sources": sources}
    STAMP.write_text(json.dumps(stamp, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def check() -> int:
    python = sys.executable
    corpus = BUILD_TEMP / "corpus-pure.txt"
    corpus.parent.mkdir(parents=True, exist_ok=True)
    pure = dict(os.environ, KEGLI_PHYSICS="pure")
    compiled = {k: v for k, v in os.environ.items() if k != "KEGLI_PHYSICS"}
    compiled.setdefault("QT_QPA_PLATFORM", "offscreen")
    steps = [
        ([python, "-m", "game.physics.corpus", "check", str(corpus), "--tests", "--exact"],
         compiled),
        # The game's tests whole; of the window's, those that shoot through the engine (the
        # window hands the compiled physics the values it builds). The whole window suite a
        # second time no longer fits CI's time on two cores.
        ([python, "-m", "pytest", "tests", "--ignore=tests/i18n", "--ignore=tests/packaging",
          "--ignore=tests/app"], compiled),
        ([python, "-m", "pytest", "tests/app/test_engine.py", "tests/app/test_window.py",
          "tests/app/test_drill_mouse.py", "tests/app/test_free_table.py"], compiled),
    ]  # fmt: skip
    dump = [python, "-m", "game.physics.corpus", "dump", str(corpus), "--tests"]
    if subprocess.run(dump, cwd=ROOT, env=pure).returncode != 0:
        return 1
    compile_modules()
    print(f"== compiled {len(compiled_files())} modules", flush=True)
    try:
        for command, env in steps:
            print("==", " ".join(command[1:]), flush=True)
            if subprocess.run(command, cwd=ROOT, env=env).returncode != 0:
                return 1
    finally:
        clean()
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    what = parser.add_mutually_exclusive_group()
    what.add_argument("--clean", action="store_true", help="remove the compiled modules")
    what.add_argument("--check", action="store_true", help="CI: compile, compare, test, clean")
    args = parser.parse_args(argv)
    if args.check:
        return check()
    if args.clean:
        for path in clean():
            print(f"removed {path.relative_to(ROOT)}")
        return 0
    start = time.monotonic()
    compile_modules()
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    built = [p.name for p in compiled_files() if p.name.endswith(suffixes)]
    print(f"compiled {len(built)} modules in {time.monotonic() - start:.0f} s: {', '.join(built)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
