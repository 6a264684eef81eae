"""Field checks for save documents: every value is checked for type, range and size.

A save file comes from the disk, so it is untrusted input: each helper either returns a clean
Python value or raises ``InputError`` naming the field. Nothing here evaluates or imports
anything named in the file.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from game.errors import InputError
from game.tables import Point
from game.values import is_number

MAX_NAME = 100  # player names, ids, choices: far more than any real one
MAX_LIST = 100_000  # events in one shot, shots in one game: a bound, not a real limit


def obj(raw: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(raw, Mapping):
        raise InputError(where, "must be an object")
    return raw


def only_keys(raw: Mapping[str, Any], allowed: Iterable[str], where: str) -> None:
    """Reject fields this version does not know, so a typo or a tampered file is never
    half-read."""
    known = set(allowed)
    extra = sorted(str(k) for k in raw if k not in known)
    if extra:
        raise InputError(f"{where}.{extra[0]}" if where else extra[0], "unknown field")


def require(raw: Mapping[str, Any], key: str, where: str) -> Any:
    if key not in raw:
        raise InputError(f"{where}.{key}" if where else key, "missing")
    return raw[key]


def array(raw: Any, where: str, max_len: int = MAX_LIST) -> list[Any]:
    if not isinstance(raw, list):
        raise InputError(where, "must be a list")
    if len(raw) > max_len:
        raise InputError(where, f"has more than {max_len} items")
    return raw


def number(raw: Any, where: str, low: float | None = None, high: float | None = None) -> float:
    if not is_number(raw):
        raise InputError(where, "must be a finite number")
    value = float(raw)
    if (low is not None and value < low) or (high is not None and value > high):
        raise InputError(where, f"must be between {low:g} and {high:g}")
    return value


def integer(raw: Any, where: str, low: int, high: int) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise InputError(where, "must be a whole number")
    if not low <= raw <= high:
        raise InputError(where, f"must be between {low} and {high}")
    return raw


def text(raw: Any, where: str, max_len: int = MAX_NAME) -> str:
    if not isinstance(raw, str):
        raise InputError(where, "must be a string")
    if len(raw) > max_len:
        raise InputError(where, f"longer than {max_len} characters")
    if not raw.isascii():
        try:
            raw.encode("utf-8")
        except UnicodeEncodeError:
            raise InputError(where, "is not valid Unicode text") from None
    return raw


def optional_text(raw: Any, where: str, max_len: int = MAX_NAME) -> str | None:
    return None if raw is None else text(raw, where, max_len)


def one_of(raw: Any, allowed: Iterable[Any], where: str, what: str) -> Any:
    options = tuple(allowed)
    if isinstance(raw, (list, dict)) or raw not in options:
        raise InputError(where, f"unknown {what} {_short(raw)}")
    return raw


def ids(raw: Any, allowed: Iterable[str], where: str, what: str) -> tuple[str, ...]:
    """A list of distinct known ids (pins standing, balls pocketed, ...)."""
    items = array(raw, where, max_len=64)
    known = tuple(allowed)
    for i, item in enumerate(items):
        one_of(item, known, f"{where}[{i}]", what)
    if len(set(items)) != len(items):
        raise InputError(where, f"lists a {what} twice")
    return tuple(items)


def point(raw: Any, where: str) -> Point:
    if not isinstance(raw, list) or len(raw) != 2:
        raise InputError(where, "must be [x, y] in metres")
    return (number(raw[0], f"{where}[0]"), number(raw[1], f"{where}[1]"))


def _short(value: Any) -> str:
    shown = repr(value)
    return shown if len(shown) <= 40 else shown[:37] + "..."


def plain_json(raw: Any, where: str, max_depth: int, max_items: int) -> Any:
    """A JSON value of bounded depth and size with finite numbers only (the view state).

    Walks with an explicit stack, so a deeply nested value is refused, never a crash.
    """
    count = 0
    stack: list[tuple[Any, str, int]] = [(raw, where, 0)]
    while stack:
        value, at, depth = stack.pop()
        count += 1
        if count > max_items:
            raise InputError(where, f"has more than {max_items} values")
        if value is None or isinstance(value, (bool, str)):
            if isinstance(value, str) and len(value) > 10_000:
                raise InputError(at, "string too long")
            continue
        if isinstance(value, (int, float)):
            number(value, at)
            continue
        if depth >= max_depth:
            raise InputError(at, f"nested deeper than {max_depth} levels")
        if isinstance(value, list):
            stack.extend((v, f"{at}[{i}]", depth + 1) for i, v in enumerate(value))
        elif isinstance(value, Mapping):
            for k, v in value.items():
                if not isinstance(k, str) or len(k) > MAX_NAME:
                    raise InputError(at, "keys must be short strings")
                stack.append((v, f"{at}.{k}", depth + 1))
        else:
            raise InputError(at, "must be plain JSON")
    return raw
