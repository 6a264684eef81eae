"""Files: crash-safe writes and bounded reads.

A write never leaves a half-written save behind: the bytes go to a temporary file in the same
folder, are flushed and fsynced, and only then renamed over the old file (``os.replace`` is
atomic on POSIX and Windows). Killing the process at any moment leaves either the old save or
the new one on disk, never a mix. The folder is fsynced too where the system allows, so the
rename itself survives a power cut.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import tempfile
from pathlib import Path

from game.saves.problems import SaveError

MAX_SAVE_BYTES = 8 * 1024 * 1024
BACKUP_SUFFIX = ".bak"
TEMP_SUFFIX = ".tmp"


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)


def _temp_prefix(path: Path) -> str:
    return f".{path.name}."


def _fsync_dir(folder: Path) -> None:
    # Windows cannot open a directory for fsync; there the rename is already durable enough.
    flags = getattr(os, "O_DIRECTORY", None)
    if flags is None:
        return
    try:
        fd = os.open(folder, os.O_RDONLY | flags)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def _write_temp(folder: Path, prefix: str, data: bytes) -> Path:
    fd, name = tempfile.mkstemp(prefix=prefix, suffix=TEMP_SUFFIX, dir=folder)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(name)
        raise
    return Path(name)


def _keep_backup(path: Path) -> None:
    """Copy the current file to ``<name>.bak`` atomically, leaving ``path`` in place.

    A hard link costs nothing; where links are not supported, the bytes are copied through
    the same temp-file-and-rename path as any save.
    """
    bak = backup_path(path)
    prefix = _temp_prefix(bak)
    link = path.parent / f"{prefix}{secrets.token_hex(8)}{TEMP_SUFFIX}"
    try:
        os.link(path, link)
    except FileNotFoundError:
        return  # nothing to back up yet
    except OSError:
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            return
        link = _write_temp(path.parent, prefix, data)
    os.replace(link, bak)


def write_atomic(path: Path, data: bytes, keep_backup: bool = False) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves the old or the new file, whole."""
    path = Path(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    temp = _write_temp(folder, _temp_prefix(path), data)
    try:
        if keep_backup:
            _keep_backup(path)
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    _fsync_dir(folder)


def remove_stale_temps(path: Path) -> int:
    """Delete temp files a killed writer left beside ``path`` (and its backup)."""
    path = Path(path)
    removed = 0
    for prefix in (_temp_prefix(path), _temp_prefix(backup_path(path))):
        for leftover in sorted(path.parent.glob(prefix + "*" + TEMP_SUFFIX)):
            with contextlib.suppress(OSError):
                leftover.unlink()
                removed += 1
    return removed


def read_limited(path: Path, limit: int = MAX_SAVE_BYTES) -> bytes:
    """The file's bytes, refusing anything larger than ``limit`` before reading it all."""
    path = Path(path)
    try:
        with path.open("rb") as src:
            size = os.fstat(src.fileno()).st_size
            if size > limit:
                raise SaveError(
                    "file", f"is too large ({size} bytes; a save is at most {limit})", "too_large"
                )
            data = src.read(limit + 1)  # a file growing while read is still capped
    except IsADirectoryError:
        raise SaveError("file", f"{path} is a folder, not a save", "unreadable") from None
    except FileNotFoundError:
        raise SaveError("file", f"{path} does not exist", "unreadable") from None
    except OSError as exc:
        raise SaveError(
            "file", f"cannot read {path}: {exc.strerror or exc}", "unreadable"
        ) from None
    if len(data) > limit:
        raise SaveError("file", f"is too large (a save is at most {limit} bytes)", "too_large")
    return data
