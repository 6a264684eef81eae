"""Autosave after every shot, and the "unfinished game" offer when the window starts.

The autosave lives in the user data folder (``platformdirs``), or in ``$KEGLI_DATA_DIR`` when
that is set (tests, portable installs). Each write keeps the previous autosave as
``autosave.kegli.bak``, so even a file damaged behind our back costs one shot at most; a
damaged file never replaces a good backup. The window writes through ``background.Saver``
so that no write ever runs on its thread.
"""

from __future__ import annotations

import os
import re
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from game.data_dir import ENV as DATA_DIR_ENV
from game.data_dir import data_dir
from game.errors import InputError
from game.file_names import fit_name
from game.inside_folder import check_inside
from game.match import Match
from game.saves.format import MatchSnapshot, encode_snapshot, snapshot
from game.saves.io import WRITE_NAME_ROOM, backup_path, remove_stale_temps, write_atomic
from game.saves.load import LoadedGame, load_file

__all__ = ["DATA_DIR_ENV", "data_dir"]
AUTOSAVE_NAME = "autosave.kegli"
DAMAGED_SUFFIX = ".damaged"


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def save_match(
    match: Match,
    path: Path | str,
    view: Mapping[str, Any] | None = None,
    backup: bool = False,
    computers: Mapping[str, int] | None = None,
) -> Path:
    """Write ``match`` to ``path`` atomically (Save / Save As use this too)."""
    return write_snapshot(snapshot(match, view, computers), path, backup)


def write_snapshot(snap: MatchSnapshot, path: Path | str, backup: bool = False) -> Path:
    """Build, check and write a snapshot; the slow part, safe to run off the GUI thread.

    With ``backup`` the file on disk becomes ``<name>.bak`` first, but only when it is a good
    save (one we wrote, or one that loads): a damaged file never replaces a good backup.
    """
    target = Path(path)
    data = encode_snapshot(snap)
    keep = backup and _good_on_disk(target)
    write_atomic(target, data, keep_backup=keep)
    _remember(target)
    return target


def autosave(
    match: Match,
    view: Mapping[str, Any] | None = None,
    path: Path | None = None,
    computers: Mapping[str, int] | None = None,
) -> Path:
    """Save after a shot; the previous autosave becomes the ``.bak``."""
    return save_match(match, path or autosave_path(), view, backup=True, computers=computers)


# What each file we wrote looked like right after the write: if it still does, it is good.
_written: dict[Path, tuple[int, int, int]] = {}
_written_lock = threading.Lock()


def _signature(path: Path) -> tuple[int, int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (info.st_ino, info.st_size, info.st_mtime_ns)


def _remember(path: Path) -> None:
    sig = _signature(path)
    with _written_lock:
        if sig is not None:
            _written[path.resolve()] = sig


def _good_on_disk(path: Path) -> bool:
    sig = _signature(path)
    if sig is None:
        return False  # nothing to keep
    with _written_lock:
        if _written.get(path.resolve()) == sig:
            return True
    try:
        load_file(path, verify=False)
    except InputError:
        return False
    return True


KEPT_FOLDER = "kept games"
# Letters of any script, digits and a few marks are safe on every file system; the rest
# (slashes, colons, quotes, control characters, ...) is replaced.
_UNSAFE = re.compile(r"[^\w\-—–,' ]+")
_SPACES = re.compile(r"\s{2,}")


def file_stem(parts: Sequence[str]) -> str:
    """A file name (without extension) from shown texts, such as a discipline's name in the
    player's language and the players' names: each part made safe for the file system,
    joined by " - ", cut to what the system allows in a name (game.file_names), with room
    for " (12)" when the name is taken and for the write's temporary names."""
    cleaned = (_SPACES.sub(" ", _UNSAFE.sub("_", p)).strip(" _") or "_" for p in parts)
    stem = fit_name(" - ".join(cleaned), ".kegli", reserve=" (9999)" + "x" * WRITE_NAME_ROOM)
    return stem.rstrip(" -") or "_"


def kept_path(
    match: Match, when: datetime, folder: Path | None = None, title: str | None = None
) -> Path:
    """A free file name for a game left behind: the discipline (``title``: its name as the
    player reads it; else its id), players and the time it was left, e.g. ``Трёхбортный
    карамболь - Анна - Богдан - 2026-12-01 16-30.kegli``."""
    base = folder or data_dir() / KEPT_FOLDER
    discipline = title or match.config.discipline
    stem = file_stem([discipline, *match.config.players, when.strftime("%Y-%m-%d %H-%M")])
    path = base / f"{stem}.kegli"
    n = 2
    while path.exists():
        path = base / f"{stem} ({n}).kegli"
        n += 1
    return path


def keep_match(
    match: Match,
    view: Mapping[str, Any] | None = None,
    when: datetime | None = None,
    computers: Mapping[str, int] | None = None,
    title: str | None = None,
) -> Path:
    """Keep a game the player leaves for a new one as a named save (written atomically), so
    it stays resumable (Game → Open recent) whatever the next game's autosave writes.
    Raises OutsideDataFolderError when the kept-games folder is a link leading out.
    ``title``: the discipline's name in the player's language, for the file name."""
    path = check_inside(kept_path(match, when or datetime.now(), title=title), data_dir())
    path.parent.mkdir(parents=True, exist_ok=True)
    return save_match(match, path, view, computers=computers)


@dataclass(frozen=True)
class ResumeOffer:
    """What the autosave holds on start.

    ``game`` is the unfinished game to offer (``from_backup`` when the autosave itself was
    damaged and its backup is offered; ``problem`` says why). ``game`` is None when the
    autosave is damaged and no backup can stand in: the player is told, not left guessing.
    """

    path: Path
    game: LoadedGame | None
    from_backup: bool = False
    problem: InputError | None = None

    @property
    def damaged(self) -> bool:
        return self.game is None


def find_unfinished(path: Path | None = None) -> ResumeOffer | None:
    """The autosaved game to offer for resume, a damaged autosave to report, or None.

    A finished game, or one with no shot played, is not offered. When the autosave itself is
    damaged the backup (one shot older) is offered instead, with the reason attached; when
    the backup cannot stand in either, an offer without a game says the autosave is damaged.
    """
    main = path or autosave_path()
    if not main.exists():
        return None
    remove_stale_temps(main)
    try:
        offer = ResumeOffer(path=main, game=load_file(main, verify=False))
    except InputError as exc:
        bak = backup_path(main)
        try:
            offer = ResumeOffer(bak, load_file(bak, verify=False), from_backup=True, problem=exc)
        except InputError:
            return ResumeOffer(main, None, problem=exc)
    assert offer.game is not None
    if offer.game.finished or not offer.game.match.records:
        return None
    return offer


def damaged_path(path: Path) -> Path:
    return path.with_name(path.name + DAMAGED_SUFFIX)


def set_aside(path: Path | None = None) -> Path:
    """Move a damaged autosave out of the way (kept for a bug report, never over the .bak)."""
    main = path or autosave_path()
    target = damaged_path(main)
    os.replace(main, target)
    return target


def clear_autosave(path: Path | None = None) -> None:
    """The player declined to resume (or finished): keep the game only as the backup.

    A good autosave becomes the backup. A damaged one never does (issue 16): it is set aside
    as ``autosave.kegli.damaged`` and the backup, the last good game, stays as it is.
    Raises OSError when the folder cannot be changed (read-only): nothing is lost then.
    """
    main = path or autosave_path()
    if not main.exists():
        return
    if _good_on_disk(main):
        os.replace(main, backup_path(main))
    else:
        set_aside(main)
