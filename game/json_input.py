"""Reading untrusted JSON: bounded files and strict parsing, for every reader of the game.

The commands (``simulate``, ``judge``, ``check-save``, ``drills``), the save loader and the
practice files all read through here, so they accept and refuse exactly the same things:

- only regular files: a FIFO, a device (``/dev/zero``) or a folder is refused before it is
  read, so nothing waits forever for a writer or reads gigabytes;
- at most ``limit`` bytes, counted while reading (a file's stated size is not trusted);
- UTF-8, an optional byte-order mark dropped;
- strict JSON: no NaN/Infinity, no duplicate keys, integers of at most ``MAX_INT_DIGITS``
  digits, no float beyond float range, at most ``MAX_JSON_DEPTH`` levels, no lone UTF-16
  surrogate (``"\\ud800"``) in any string, which could never be written back as UTF-8.

Every refusal is an ``InputError`` naming the field (``input`` or the file's name).
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import sys
from pathlib import Path
from typing import Any

from game.errors import InputError
from game.limits import MAX_INT_DIGITS, MAX_JSON_DEPTH

_CHUNK = 1 << 20


class TooLargeError(InputError):
    """More bytes than the reader's limit: refused once the limit is passed."""


def read_bytes(path: Path | str, limit: int, field: str) -> bytes:
    """A regular file's bytes, at most ``limit`` of them; InputError otherwise.

    Opened without blocking, checked to be a regular file on the open descriptor, then read
    in chunks up to ``limit + 1`` bytes, so neither a FIFO, a device nor a file growing
    while it is read can hang the reader or fill its memory.
    """
    p = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        info = os.stat(p)
        if stat.S_ISDIR(info.st_mode):
            raise InputError(field, f"{p} is a folder, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise InputError(field, f"{p} is not a regular file")
        fd = os.open(p, flags)
    except FileNotFoundError:
        raise InputError(field, f"{p} does not exist") from None
    except OSError as exc:
        raise InputError(field, f"cannot read {p}: {exc.strerror or exc}") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # replaced between stat and open
            raise InputError(field, f"{p} is not a regular file")
        with contextlib.suppress(AttributeError, OSError):
            os.set_blocking(fd, True)
        return _read_capped(fd, limit, field, str(p))
    except OSError as exc:
        raise InputError(field, f"cannot read {p}: {exc.strerror or exc}") from None
    finally:
        os.close(fd)


def read_stdin(limit: int, field: str = "input") -> bytes:
    """Standard input, at most ``limit`` bytes (``/dev/zero`` piped in stops at the cap)."""
    stream = getattr(sys.stdin, "buffer", None)
    if stream is None:  # replaced by a text stream (tests)
        text = sys.stdin.read(limit + 1)
        data = text.encode("utf-8", "surrogatepass")
    else:
        data = stream.read(limit + 1)
    if len(data) > limit:
        raise TooLargeError(field, f"larger than {limit} bytes")
    return data


def _read_capped(fd: int, limit: int, field: str, name: str) -> bytes:
    parts: list[bytes] = []
    total = 0
    while total <= limit:
        chunk = os.read(fd, min(_CHUNK, limit + 1 - total))
        if not chunk:
            break
        parts.append(chunk)
        total += len(chunk)
    if total > limit:
        raise TooLargeError(field, f"{name} is larger than {limit} bytes")
    return b"".join(parts)


def read_source(source: str, limit: int, field: str = "input") -> bytes:
    """A command's input: a path, or ``-`` for standard input."""
    return read_stdin(limit, field) if source == "-" else read_bytes(source, limit, field)


# -- strict parsing ---------------------------------------------------------------------------
def _no_constant(name: str) -> Any:
    raise InputError("", f"holds {name}, which is not a number JSON allows")


def _bounded_int(digits: str) -> int:
    # Python refuses ints over 4300 digits with a plain ValueError; stop far sooner, before
    # a number too large for a float ever reaches arithmetic.
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise InputError("", f"holds a number too large (more than {MAX_INT_DIGITS} digits)")
    return int(digits)


def _finite_float(digits: str) -> float:
    value = float(digits)
    if value in (float("inf"), float("-inf")):
        raise InputError("", "holds a number too large")
    return value


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise InputError("", f"holds the field {_show(key)} twice in one object")
        out[key] = value
    return out


def _show(text: str) -> str:
    shown = ascii(text)
    return shown if len(shown) <= 40 else shown[:37] + "..."


def _clean_text(text: str) -> bool:
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def check_tree(value: Any, field: str, max_depth: int = MAX_JSON_DEPTH) -> None:
    """Depth and text checks on a parsed value, with an explicit stack (never recursion).

    A refusal names where it is (``players[0]``, ``shots[3].events``); that path is only
    worked out once something is wrong, so the common case carries no paths around.
    """
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            if not _clean_text(item):
                _refuse_at(value, field, max_depth)
        elif isinstance(item, dict):
            if depth >= max_depth:
                _refuse_at(value, field, max_depth)
            for key, sub in item.items():
                if not _clean_text(key):
                    _refuse_at(value, field, max_depth)
                stack.append((sub, depth + 1))
        elif isinstance(item, list):
            if depth >= max_depth:
                _refuse_at(value, field, max_depth)
            stack.extend((sub, depth + 1) for sub in item)


def _refuse_at(value: Any, field: str, max_depth: int) -> None:
    """Find the first problem again (in document order), keeping the path, and name it."""
    stack: list[tuple[Any, int, str]] = [(value, 0, "")]
    while stack:
        item, depth, at = stack.pop()
        where = at.lstrip(".") or field
        if isinstance(item, str) and not _clean_text(item):
            raise InputError(where, f"holds text that is not valid Unicode: {_show(item)}")
        if isinstance(item, (dict, list)) and depth >= max_depth:
            raise InputError(where, f"is nested deeper than {max_depth} levels")
        if isinstance(item, dict):
            for key in item:
                if not _clean_text(key):
                    raise InputError(where, f"holds a key that is not valid Unicode: {_show(key)}")
            stack.extend((item[k], depth + 1, f"{at}.{k}") for k in reversed(list(item)))
        elif isinstance(item, list):
            stack.extend((item[i], depth + 1, f"{at}[{i}]") for i in reversed(range(len(item))))
    raise InputError(field, "holds a value it cannot read")


def _lenient_int(digits: str) -> int | float:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        return float("-inf") if digits.startswith("-") else float("inf")
    return int(digits)


def strict_loads(text: str, field: str, name_fields: bool = False) -> Any:
    """Parse strict JSON; ``json.JSONDecodeError`` is left to the caller to describe.

    ``name_fields``: NaN, Infinity and over-long integers are read as non-finite floats
    instead of refused here, so the reader's field checks refuse them naming the field
    (``stroke.speed: must be finite``); they never reach arithmetic as a huge int.
    """
    try:
        value = json.loads(
            text,
            parse_constant=float if name_fields else _no_constant,
            parse_int=_lenient_int if name_fields else _bounded_int,
            parse_float=float if name_fields else _finite_float,
            object_pairs_hook=_unique_keys,
        )
    except InputError as exc:
        raise InputError(field, exc.reason) from None
    except RecursionError:
        raise InputError(field, f"is nested deeper than {MAX_JSON_DEPTH} levels") from None
    check_tree(value, field)
    return value


def decode_text(data: bytes, field: str) -> str:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(field, "is not UTF-8 text") from None
    return text[1:] if text.startswith("\ufeff") else text


def parse(data: bytes, field: str, name_fields: bool = False) -> Any:
    """UTF-8 bytes to a JSON value under every rule above, or InputError naming ``field``."""
    text = decode_text(data, field)
    try:
        return strict_loads(text, field, name_fields)
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}"
        raise InputError(field, f"not valid JSON ({where})") from None


def load_file(path: Path | str, limit: int, field: str | None = None) -> Any:
    """A JSON file read and parsed under every rule above; ``field`` defaults to its name."""
    name = field or Path(path).name
    return parse(read_bytes(path, limit, name), name)
