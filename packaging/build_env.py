"""The installers' own build environment: a venv with the game and its pinned build tools.

    python3 packaging/build_env.py          # prints the venv's python, creating it if needed

Every build script (build_linux.sh, macos/build_macos.sh, windows/build_windows.ps1) starts
here, so a fresh clone needs only a Python 3.11+ with its venv module: the venv gets the game
(editable, so PyInstaller reads the checkout) with the ``packaging`` extra (PyInstaller), all
pinned by packaging/constraints.txt. The venv is kept in build/venv and made again whenever
pyproject.toml, the constraints or the interpreter change. Standard library only.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CONSTRAINTS = ROOT / "packaging" / "constraints.txt"
DEFAULT_VENV = ROOT / "build" / "venv"
STAMP = "kegli-build-env.sha256"
MIN_PYTHON = (3, 11)


def venv_python(folder: Path) -> Path:
    if sys.platform == "win32":
        return folder / "Scripts" / "python.exe"
    return folder / "bin" / "python"


def fingerprint(root: Path = ROOT) -> str:
    """What the venv was made from: the interpreter, pyproject.toml and the constraints."""
    h = hashlib.sha256()
    h.update(f"{sys.version}|{sys.executable}".encode())
    for path in (root / "pyproject.toml", root / "packaging" / "constraints.txt"):
        h.update(path.read_bytes())
    return h.hexdigest()


def log(message: str) -> None:
    print(f"build_env: {message}", file=sys.stderr, flush=True)


def ensure(folder: Path = DEFAULT_VENV, root: Path = ROOT) -> Path:
    """The venv's python, after making or refreshing the venv when it is stale."""
    if sys.version_info < MIN_PYTHON:
        raise SystemExit(
            f"build_env: Python {'.'.join(map(str, MIN_PYTHON))}+ needed, this is {sys.version}"
        )
    python = venv_python(folder)
    wanted = fingerprint(root)
    stamp = folder / STAMP
    if python.exists() and stamp.is_file() and stamp.read_text().strip() == wanted:
        log(f"up to date: {folder}")
        return python
    if folder.exists():
        log(f"stale, making it again: {folder}")
        shutil.rmtree(folder)
    log(f"creating {folder}")
    venv.EnvBuilder(with_pip=True, clear=True).create(folder)
    env = dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1")
    subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "-c", str(CONSTRAINTS),
         "-e", f"{root}[packaging]"],
        check=True, env=env,
    )  # fmt: skip
    stamp.write_text(wanted + "\n")
    return python


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--venv", type=Path, default=Path(os.environ.get("KEGLI_BUILD_VENV", DEFAULT_VENV))
    )
    args = parser.parse_args(argv)
    print(ensure(args.venv.resolve()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
