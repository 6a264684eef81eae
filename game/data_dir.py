"""The one folder where Kegli keeps the player's data: autosave, practice progress, own drills.

``platformdirs.user_data_dir("Kegli", "Kegli")`` (``~/.local/share/Kegli``,
``%LOCALAPPDATA%\\Kegli\\Kegli``, ``~/Library/Application Support/Kegli``), or
``$KEGLI_DATA_DIR`` when that is set (tests, portable installs).

Versions up to issue 16 kept practice files in ``user_data_dir("kegli")``, a second folder
on every system. The first time the data folder is asked for, files found only there are
moved over (once: a moved file is gone from the old folder; a file present in both places
stays where it is, the new one wins). A move that fails leaves the old file in place and
is tried again on the next start: nothing is lost.
"""

from __future__ import annotations

import contextlib
import os
import shutil
from pathlib import Path

ENV = "KEGLI_DATA_DIR"
APP = "Kegli"
# Files of the old lower-case folder that belong to the player (not caches, not temps).
LEGACY_FILES = ("progress.json", "user_drills.json")

_migrated: set[Path] = set()


def legacy_dirs() -> list[Path]:
    from platformdirs import user_data_dir

    return [Path(user_data_dir("kegli", appauthor=False))]


def data_dir() -> Path:
    """The data folder, after moving the old folder's files into it (once per process)."""
    override = os.environ.get(ENV)
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    folder = Path(user_data_dir(APP, APP))
    if folder not in _migrated:
        _migrated.add(folder)
        migrate(legacy_dirs(), folder)
    return folder


def _same_folder(a: Path, b: Path) -> bool:
    try:
        return a.exists() and b.exists() and os.path.samefile(a, b)
    except OSError:
        return False


def migrate(old_folders: list[Path], folder: Path) -> list[Path]:
    """Move each legacy file that ``folder`` lacks into it; returns the files moved."""
    moved: list[Path] = []
    for old in old_folders:
        if old == folder or not old.is_dir() or _same_folder(old, folder):
            continue  # e.g. a case-insensitive disk where "kegli" is "Kegli"
        for name in LEGACY_FILES:
            source, target = old / name, folder / name
            if not source.is_file() or target.exists():
                continue
            try:
                folder.mkdir(parents=True, exist_ok=True)
                _move(source, target)
            except OSError:
                continue  # left where it was; tried again next time
            moved.append(target)
    return moved


def _move(source: Path, target: Path) -> None:
    """Rename, or copy then fsync then rename then delete across disks: never a half file."""
    try:
        os.replace(source, target)
        return
    except OSError:
        pass
    temp = target.with_name(f".{target.name}.migrate.tmp")
    try:
        shutil.copyfile(source, temp)
        with open(temp, "rb+") as out:
            os.fsync(out.fileno())
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    with contextlib.suppress(OSError):
        source.unlink()
