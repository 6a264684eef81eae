"""Text from files made safe to show: in a terminal, a log line, a message or a file name.

A player's name, a path or a field read from a file may hold anything: ESC or BEL (which
retitle or clear a terminal), NUL, newlines (which break a one-line summary), a path
thousands of characters long. Whatever reaches a terminal, a log or a message goes through
``escaped`` and ``short_path``; a file name made from such text is cut by ``game.file_names``.
Pure functions, no Qt: the window uses the same ones.
"""

from __future__ import annotations

import os
import unicodedata
from pathlib import PurePath

# The longest path a message repeats in full; longer ones keep their start and their end.
MAX_SHOWN_PATH = 120
# Bytes in one file name on every system we run on (ext4, APFS, NTFS count 255 units).

# Unicode's formatting characters that reorder or hide text (bidi overrides, zero-width
# marks) besides the control characters (categories Cc, Cf, Zl, Zp).
_HIDDEN_CATEGORIES = ("Cc", "Cf", "Zl", "Zp")


def _escape_char(ch: str) -> str:
    code = ord(ch)
    if ch == "\n":
        return "\\n"
    if ch == "\t":
        return "\\t"
    if ch == "\r":
        return "\\r"
    if code <= 0xFF:
        return f"\\x{code:02x}"
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def escaped(text: str) -> str:
    """``text`` with every control or formatting character written as an escape (``\\x1b``,
    ``\\n``, ``\\u202e``): safe on one line of a terminal or a log, and still telling
    what the text held."""
    if text.isprintable():
        return text
    return "".join(
        _escape_char(ch) if unicodedata.category(ch) in _HIDDEN_CATEGORIES else ch for ch in text
    )


def short_path(path: str | os.PathLike[str], limit: int = MAX_SHOWN_PATH) -> str:
    """A path for a message: escaped (``escaped``), and when longer than ``limit`` its
    start and its end (the file's own name kept whole where it fits) joined by ``…``."""
    text = escaped(os.fspath(path))
    if len(text) <= limit:
        return text
    name = escaped(PurePath(os.fspath(path)).name)
    tail_len = min(len(name) + 1, (2 * limit) // 3) if name else limit // 2  # with its "/"
    head_len = max(1, limit - tail_len - 1)
    return text[:head_len] + "…" + text[len(text) - tail_len :]
