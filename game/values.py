"""Checks on plain JSON values that every parser of ours needs: finite numbers and points."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, TypeGuard

from game.errors import InputError


def is_number(value: Any) -> TypeGuard[int | float]:
    """A finite int or float; JSON's true/false are not numbers here."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


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
