"""Autosave after every shot, and the "unfinished game" offer when the window starts.

The autosave lives in the user data folder (``platformdirs``), or in ``$KEGLI_DATA_DIR`` when
that is set (tests, portable installs). Each write keeps the previous autosave as
``autosave.kegli.bak``, so even a file damaged behind our back costs one shot at most.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from game.errors import InputError
from game.match import Match
from game.saves.format import document_from_match, encode
from game.saves.io import backup_path, remove_stale_temps, write_atomic
from game.saves.load import LoadedGame, load_file

DATA_DIR_ENV = "KEGLI_DATA_DIR"
AUTOSAVE_NAME = "autosave.kegli"


def data_dir() -> Path:
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("Kegli", "Kegli"))


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def save_match(
    match: Match, path: Path | str, view: Mapping[str, Any] | None = None, backup: bool = False
) -> Path:
    """Write ``match`` to ``path`` atomically (Save / Save As use this too)."""
    target = Path(path)
    write_atomic(target, encode(document_from_match(match, view)), keep_backup=backup)
    return target


def autosave(match: Match, view: Mapping[str, Any] | None = None, path: Path | None = None) -> Path:
    """Save after a shot; the previous autosave becomes the ``.bak``."""
    return save_match(match, path or autosave_path(), view, backup=True)


KEPT_FOLDER = "kept games"
_UNSAFE = re.compile(r"[^\w\- ]+")


def kept_path(match: Match, when: datetime, folder: Path | None = None) -> Path:
    """A free file name for a game left behind: discipline, players and the time it was
    left, e.g. ``three_cushion - Ann - Ben - 2026-12-01 16-30.kegli``."""
    base = folder or data_dir() / KEPT_FOLDER
    parts = [match.config.discipline, *match.config.players, when.strftime("%Y-%m-%d %H-%M")]
    stem = " - ".join(_UNSAFE.sub("_", p).strip() or "_" for p in parts)[:120]
    path = base / f"{stem}.kegli"
    n = 2
    while path.exists():
        path = base / f"{stem} ({n}).kegli"
        n += 1
    return path


def keep_match(
    match: Match, view: Mapping[str, Any] | None = None, when: datetime | None = None
) -> Path:
    """Keep a game the player leaves for a new one as a named save (written atomically), so
    it stays resumable (Game → Open recent) whatever the next game's autosave writes."""
    path = kept_path(match, when or datetime.now())
    path.parent.mkdir(parents=True, exist_ok=True)
    return save_match(match, path, view)


@dataclass(frozen=True)
class ResumeOffer:
    """An unfinished game found on start. ``problem`` says why the backup was used, if it was."""

    path: Path
    game: LoadedGame
    from_backup: bool = False
    problem: InputError | None = None


def find_unfinished(path: Path | None = None) -> ResumeOffer | None:
    """The autosaved game to offer for resume, or None.

    A finished game, or one with no shot played, is not offered. When the autosave itself is
    damaged the backup (one shot older) is offered instead, with the reason attached.
    """
    main = path or autosave_path()
    if not main.exists():
        return None
    remove_stale_temps(main)
    try:
        offer = ResumeOffer(path=main, game=load_file(main))
    except InputError as exc:
        bak = backup_path(main)
        try:
            offer = ResumeOffer(bak, load_file(bak), from_backup=True, problem=exc)
        except InputError:
            return None
    if offer.game.finished or not offer.game.match.records:
        return None
    return offer


def clear_autosave(path: Path | None = None) -> None:
    """The player declined to resume (or finished): keep the game only as the backup."""
    main = path or autosave_path()
    with contextlib.suppress(FileNotFoundError):
        os.replace(main, backup_path(main))
