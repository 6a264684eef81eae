"""The settings file, checked before Qt opens it.

``QSettings`` reads its INI file with a plain blocking open: a FIFO named ``settings.ini``
would hold the window at start for ever, and a file of gigabytes would fill its memory. So
the file is first read the way every other data file is (``game.json_input.read_bytes``:
only a regular file, opened without blocking, at most ``MAX_SETTINGS_BYTES``). A file that
fails is renamed aside (``settings.ini.unreadable``, numbered if that is taken; a rename
never opens it) and the window starts from the defaults; where the folder cannot be changed
the settings of this run live in a private temporary file and the player's file is left as
it is. Either way the player is told once, in words (``take_problem``). Values inside a
readable file are each checked by ``SettingsStore`` as they are read.
"""

from __future__ import annotations

import os
import sys
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QStandardPaths

from app.common import safe_paths
from app.words.text import arg, tr
from game.errors import InputError
from game.json_input import read_bytes

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from app.common.dialogs import Dialogs

CTX = "SettingsFile"
SETTINGS_NAME = "settings.ini"
DATA_DIR_ENV = "KEGLI_DATA_DIR"  # the same override as game.saves.autosave
# A real settings file is a few kilobytes (geometry, eight recent paths); this is generous.
MAX_SETTINGS_BYTES = 256 * 1024
SET_ASIDE_SUFFIX = ".unreadable"


@dataclass(frozen=True)
class SettingsProblem:
    """A settings file that could not be used: why, and where it is now."""

    path: Path
    reason: str
    kept_as: Path | None  # the renamed file; None: left where it was (folder unchangeable)


_problem: SettingsProblem | None = None
_lock = threading.Lock()
_stand_ins: dict[Path, Path] = {}  # unusable file -> this run's temporary settings file


def ini_path() -> Path | None:
    """The INI file ``QSettings`` would read; None where settings live in the system's own
    store (the Windows registry, macOS preferences), which Qt reads without a file open."""
    folder = os.environ.get(DATA_DIR_ENV)
    if folder:
        return Path(folder) / SETTINGS_NAME
    if sys.platform in ("win32", "darwin"):
        return None
    config = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(config) / "Kegli" / "Kegli.conf" if config else None


def check(path: Path) -> str | None:
    """Why the settings file cannot be read safely; None when it is fine or absent."""
    if not safe_paths.exists(path) and not os.path.lexists(path):
        return None
    try:
        read_bytes(path, MAX_SETTINGS_BYTES, "settings")
    except InputError as exc:
        return exc.reason
    return None


def set_aside(path: Path) -> Path | None:
    """Rename an unusable settings file out of the way, never over another file."""
    for n in range(1, 100):
        suffix = SET_ASIDE_SUFFIX if n == 1 else f"{SET_ASIDE_SUFFIX}.{n}"
        target = path.with_name(path.name + suffix)
        if os.path.lexists(target):
            continue
        try:
            os.rename(path, target)  # a rename, not a copy: a FIFO is never opened
        except OSError:
            return None
        return target
    return None


def _stand_in(path: Path) -> Path:
    """A private temporary settings file for a run whose own file must be left alone."""
    if path not in _stand_ins:
        folder = Path(tempfile.mkdtemp(prefix="kegli-settings-"))
        _stand_ins[path] = folder / SETTINGS_NAME
    return _stand_ins[path]


def open_settings() -> QSettings:
    """The window's settings, from a file that was checked first."""
    global _problem
    path = ini_path()
    if path is None:
        return QSettings("Kegli", "Kegli")
    with _lock:
        if path in _stand_ins:
            return QSettings(str(_stand_ins[path]), QSettings.Format.IniFormat)
        reason = check(path)
        if reason is not None:
            kept = set_aside(path)
            _problem = SettingsProblem(path, reason, kept)
            if kept is None:
                return QSettings(str(_stand_in(path)), QSettings.Format.IniFormat)
    if os.environ.get(DATA_DIR_ENV):
        return QSettings(str(path), QSettings.Format.IniFormat)
    return QSettings("Kegli", "Kegli")


def take_problem() -> SettingsProblem | None:
    """The problem found with the settings file since the last call (told once)."""
    global _problem
    with _lock:
        found, _problem = _problem, None
    return found


def problem_text(problem: SettingsProblem) -> str:
    """One translated sentence for the player, the technical reason below it."""
    if problem.kept_as is not None:
        text = arg(
            tr(
                CTX,
                "The settings file could not be read, so Kegli starts with its default "
                "settings. The file was kept as %1.\n\nDetails: %2",
            ),
            problem.kept_as,
            problem.reason,
        )
    else:
        text = arg(
            tr(
                CTX,
                "The settings file could not be read and could not be moved aside, so Kegli "
                "starts with its default settings and leaves the file %1 as it is; changes "
                "made now are not kept.\n\nDetails: %2",
            ),
            problem.path,
            problem.reason,
        )
    return text


def tell_problem(dialogs: Dialogs, parent: QWidget) -> bool:
    """Show the settings file's problem, if one was found; True when one was told."""
    problem = take_problem()
    if problem is None:
        return False
    dialogs.warn(parent, tr(CTX, "Settings not read"), problem_text(problem))
    return True
