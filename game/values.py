"""Checks on plain JSON values that every parser of ours needs: finite numbers and points."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, TypeGuard

from game.errors import InputError


def is_number(value: Any) -> TypeGuard[int | float]:
    """A finite int or float; JSON's true/false are not numbers here.

    An int too large for a float (``10**400``) is not a number either: ``math.isfinite``
    would raise OverflowError converting it, and no physical value is that large.
    """
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    try:
        return math.isfinite(value)
    except OverflowError:
        return False


def number_in(value: Any, where: str, low: float, high: float) -> float:
    """A finite number within [low, high], or InputError naming ``where``."""
    if not is_number(value):
        raise InputError(where, "must be a finite number")
    x = float(value)
    if not low <= x <= high:
        raise InputError(where, f"must be between {low:g} and {high:g}")
    return x


def numbers(raw: Any, count: int, where: str, shape: str) -> tuple[float, ...]:
    """Exactly ``count`` finite numbers, or InputError saying ``must be <shape>``."""
    if (
        not isinstance(raw, Sequence)
        or isinstance(raw, str)
        or len(raw) != count
        or not all(is_number(v) for v in raw)
    ):
        raise InputError(where, f"must be {shape}")
    return tuple(float(v) for v in raw)


def point(raw: Any, where: str) -> tuple[float, float]:
    x, y = numbers(raw, 2, where, "[x, y] in metres")
    return (x, y)
