"""Questions about a path that never raise.

``Path.exists()`` and ``Path.is_dir()`` raise when the system cannot look the path up: a
name over the system's limit, a folder the user may not enter, a NUL in a hand-edited
setting. For the window every such path is one it cannot use, so the answer is "no".
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import TypeGuard

# Far more than any real path; a setting holding more is garbage, not a file.
MAX_PATH_CHARS = 4096


def usable_text(text: object) -> TypeGuard[str]:
    """A path as a setting may hold it: text of a sane length without a NUL."""
    return isinstance(text, str) and 0 < len(text) <= MAX_PATH_CHARS and "\0" not in text


def _mode(path: Path | str) -> int | None:
    try:
        return os.stat(path).st_mode
    except (OSError, ValueError):
        return None


def exists(path: Path | str) -> bool:
    return _mode(path) is not None


def is_dir(path: Path | str) -> bool:
    mode = _mode(path)
    return mode is not None and stat.S_ISDIR(mode)


def is_file(path: Path | str) -> bool:
    mode = _mode(path)
    return mode is not None and stat.S_ISREG(mode)
