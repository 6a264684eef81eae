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
import stat
import tempfile
from pathlib import Path

from game.errors import InputError
from game.json_input import TooLargeError, read_bytes
from game.limits import MAX_SAVE_BYTES
from game.saves.problems import SaveError

__all__ = ["MAX_SAVE_BYTES", "backup_path", "read_limited", "remove_stale_temps", "write_atomic"]
BACKUP_SUFFIX = ".bak"
# Read once at import (os.umask can only be read by setting it, which is not thread-safe).
_UMASK = os.umask(0o022)
os.umask(_UMASK)
TEMP_SUFFIX = ".tmp"
# The most a write adds to a file's name for its temporary files: the backup's hard link
# ".<name>.bak.<16 hex>.tmp" (mkstemp's ".<name>.<8 random>.tmp" is shorter). A name that
# leaves this much room under the system's limit can always be written.
WRITE_NAME_ROOM = len("." + BACKUP_SUFFIX + ".") + 16 + len(TEMP_SUFFIX)


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


def _file_mode(path: Path) -> int:
    """The mode the new file gets: the old file's, else what a plain ``open`` would give.

    ``mkstemp`` makes its file private (0600); replacing a shared save with it would quietly
    change who may read the player's file.
    """
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return 0o666 & ~_UMASK


def write_atomic(path: Path, data: bytes, keep_backup: bool = False) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves the old or the new file, whole."""
    path = Path(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    temp = _write_temp(folder, _temp_prefix(path), data)
    try:
        with contextlib.suppress(OSError, NotImplementedError):
            os.chmod(temp, _file_mode(path))
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
    """The file's bytes, at most ``limit`` counted while reading; only a regular file."""
    path = Path(path)
    try:
        return read_bytes(path, limit, "file")
    except TooLargeError:
        reason = f"is too large (a save is at most {limit} bytes)"
        raise SaveError("file", reason, "too_large") from None
    except InputError as exc:
        raise SaveError("file", exc.reason, "unreadable") from None
