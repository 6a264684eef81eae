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
import gc
import json
import math
import os
import stat
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from game.errors import InputError
from game.limits import MAX_INT_DIGITS, MAX_JSON_DEPTH
from game.shown import short_path

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
    shown = short_path(p)  # a 5,000-character path must not make a 5,000-character line
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    if "\0" in str(p):  # no system has such a file; os.stat would raise ValueError
        raise InputError(field, f"{shown!a} is not a possible file name")
    try:
        info = os.stat(p)
        if stat.S_ISDIR(info.st_mode):
            raise InputError(field, f"{shown} is a folder, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise InputError(field, f"{shown} is not a regular file")
        fd = os.open(p, flags)
    except FileNotFoundError:
        raise InputError(field, f"{shown} does not exist") from None
    except OSError as exc:
        raise InputError(field, f"cannot read {shown}: {exc.strerror or exc}") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # replaced between stat and open
            raise InputError(field, f"{shown} is not a regular file")
        with contextlib.suppress(AttributeError, OSError):
            os.set_blocking(fd, True)
        return _read_capped(fd, limit, field, shown)
    except OSError as exc:
        raise InputError(field, f"cannot read {shown}: {exc.strerror or exc}") from None
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
_INT_LIMIT = 10**MAX_INT_DIGITS  # an integer with more digits than MAX_INT_DIGITS


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise InputError("", f"holds the field {_show(key)} twice in one object")
            seen.add(key)
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


def _problem(item: Any, strict: bool) -> str | None:
    """What is wrong with one scalar, or None. Containers are the walk's business."""
    kind = type(item)
    if kind is str:
        if "\x00" in item:
            # No name, id or note holds one; a C program or a terminal would cut it there.
            return f"holds a NUL character: {_show(item)}"
        return None if _clean_text(item) else f"holds text that is not valid Unicode: {_show(item)}"
    if strict and kind is int and not -_INT_LIMIT < item < _INT_LIMIT:
        return f"holds a number too large (more than {MAX_INT_DIGITS} digits)"
    if strict and kind is float and not math.isfinite(item):
        if math.isnan(item):
            return "holds NaN, which is not a number JSON allows"
        return "holds a number too large (Infinity or beyond float range)"
    return None


def check_tree(
    value: Any,
    field: str,
    max_depth: int = MAX_JSON_DEPTH,
    strict: bool = True,
    qualify: bool = False,
) -> None:
    """Depth, text and (``strict``) number checks on a parsed value, never recursing.

    The walk keeps one C iterator per open level (at most ``max_depth``), not one entry per
    value, so a flat list of millions of values costs no extra memory. A refusal names
    where it is (``players[0]``); that path is only worked out once something is wrong.
    """
    kind = type(value)
    if kind is not dict and kind is not list:
        if _problem(value, strict) is not None:
            _refuse_at(value, field, max_depth, strict, qualify)
        return
    stack: list[Iterator[Any]] = [iter(value.items()) if kind is dict else iter(value)]
    while stack:
        for item in stack[-1]:
            if type(item) is tuple:  # (key, value) of an object
                key, item = item
                if not _clean_text(key):
                    _refuse_at(value, field, max_depth, strict, qualify)
            kind = type(item)
            if kind is dict or kind is list:
                if len(stack) >= max_depth:
                    _refuse_at(value, field, max_depth, strict, qualify)
                if item:  # an empty one holds nothing to check
                    stack.append(iter(item.items()) if kind is dict else iter(item))
                    break  # go down; this level's iterator resumes where it stopped
            if (kind is str or kind is int or kind is float) and _problem(item, strict):
                _refuse_at(value, field, max_depth, strict, qualify)
        else:
            stack.pop()


def _refuse_at(value: Any, field: str, max_depth: int, strict: bool, qualify: bool) -> None:
    """Find the first problem again (in document order), keeping the path, and name it:
    ``players[0]``, or with ``qualify`` ``progress.json: drills.d.attempts``."""
    stack: list[tuple[Any, int, str]] = [(value, 0, "")]
    while stack:
        item, depth, at = stack.pop()
        path = at.lstrip(".")
        where = (f"{field}: {path}" if qualify else path) if path else field
        problem = _problem(item, strict)
        if problem is not None:
            raise InputError(where, problem)
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


def strict_loads(text: str, field: str, name_fields: bool = False, qualify: bool = False) -> Any:
    """Parse strict JSON; ``json.JSONDecodeError`` is left to the caller to describe.

    Numbers are parsed by the C parser and checked afterwards by ``check_tree``. With
    ``name_fields`` NaN, Infinity, 1e400 and long integers are left in place for the
    reader's own field checks to refuse, naming the field (``stroke.speed: must be
    finite``); without it they are refused here, naming where they are.
    """
    # JSON holds no cycles: the cyclic garbage collector has nothing to find in the millions
    # of containers a large input may hold, and running it again and again while they are
    # made would multiply the parse time.
    collecting = gc.isenabled()
    gc.disable()
    try:
        value = json.loads(text, object_pairs_hook=_unique_keys)
    except InputError as exc:
        raise InputError(field, exc.reason) from None
    except RecursionError:
        raise InputError(field, f"is nested deeper than {MAX_JSON_DEPTH} levels") from None
    except ValueError as exc:
        if isinstance(exc, json.JSONDecodeError):
            raise
        # Python's own cap: an integer of more than 4300 digits.
        raise InputError(field, "holds a number too large") from None
    finally:
        if collecting:
            gc.enable()
    check_tree(value, field, strict=not name_fields, qualify=qualify)
    return value


def decode_text(data: bytes, field: str) -> str:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(field, "is not UTF-8 text") from None
    return text[1:] if text.startswith("\ufeff") else text


def parse(data: bytes, field: str, name_fields: bool = False, qualify: bool = False) -> Any:
    """UTF-8 bytes to a JSON value under every rule above, or InputError naming ``field``
    (``qualify``: the path inside prefixed by ``field``, as the drill files name theirs)."""
    text = decode_text(data, field)
    try:
        return strict_loads(text, field, name_fields, qualify)
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}"
        raise InputError(field, f"not valid JSON ({where})") from None


def load_file(path: Path | str, limit: int, field: str | None = None) -> Any:
    """A JSON file read and parsed under every rule above; ``field`` defaults to its name."""
    name = field or Path(path).name
    return parse(read_bytes(path, limit, name), name, qualify=True)
