"""Command-line plumbing shared by ``python -m game`` sub-commands.

Every sub-command reads JSON from a file or stdin, writes JSON to stdout, and on bad input
prints one line to stderr and exits 2. Nothing escapes as a traceback.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, TextIO

from game.errors import InputError

MAX_INPUT_BYTES = 32 * 1024 * 1024


def read_json(source: str) -> Any:
    """Read a JSON document from a path or ``-`` (stdin); raise InputError when it is not JSON."""
    try:
        if source == "-":
            text = sys.stdin.read(MAX_INPUT_BYTES + 1)
        else:
            path = Path(source)
            if path.stat().st_size > MAX_INPUT_BYTES:
                raise InputError("input", f"{source} is larger than {MAX_INPUT_BYTES} bytes")
            text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise InputError("input", f"cannot read {source}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise InputError("input", f"{source} is not UTF-8 text") from None
    if len(text) > MAX_INPUT_BYTES:
        raise InputError("input", f"larger than {MAX_INPUT_BYTES} bytes")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}"
        raise InputError("input", f"not valid JSON ({where})") from None
    except RecursionError:
        raise InputError("input", "JSON nested too deeply") from None


def fail(message: str, stream: TextIO | None = None) -> int:
    """Print one clean line and return the exit code for bad input."""
    line = " ".join(str(message).split())
    print(f"error: {line}", file=stream or sys.stderr)
    return 2
