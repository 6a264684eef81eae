"""Command-line plumbing shared by ``python -m game`` sub-commands.

Every sub-command reads JSON from a file or stdin, writes JSON to stdout, and on bad input
prints one line to stderr and exits 2. Nothing escapes as a traceback.
"""

from __future__ import annotations

import sys
from typing import Any, TextIO

from game.json_input import parse, read_source
from game.limits import MAX_INPUT_BYTES
from game.shown import escaped

__all__ = ["MAX_INPUT_BYTES", "fail", "read_json"]


def read_json(source: str) -> Any:
    """Read a JSON document from a path or ``-`` (stdin); InputError when it is refused.

    Bounded and strict (game.json_input): a regular file or stdin of at most
    ``MAX_INPUT_BYTES``, UTF-8 with an optional byte-order mark, no duplicate keys, no deep
    nesting, no lone surrogates. NaN, Infinity and over-long integers become non-finite
    floats that the command's own checks refuse, naming the field.
    """
    return parse(read_source(source, MAX_INPUT_BYTES, "input"), "input", name_fields=True)


def fail(message: str, stream: TextIO | None = None) -> int:
    """Print one clean line and return the exit code for bad input."""
    # Control characters from the input (a name holding ESC, BEL, NUL or a newline) are
    # shown escaped: the line can neither drive the terminal nor break in two.
    line = " ".join(escaped(str(message)).split())
    # Whatever the input held (a lone surrogate, text the console cannot show), the line
    # itself must print: escape what the stream cannot encode.
    out = stream or sys.stderr
    encoding = getattr(out, "encoding", None) or "utf-8"
    line = line.encode(encoding, "backslashreplace").decode(encoding, "replace")
    print(f"error: {line}", file=out)
    return 2
