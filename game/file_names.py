"""File names that fit the system's limit, cut by what the system counts.

Linux and macOS count a name's UTF-8 bytes (at most 255); Windows counts its UTF-16 code
units (at most 255). Counting characters instead lets a name of non-Latin letters (two or
three bytes each in UTF-8) or of emoji (two UTF-16 units) pass the count and be refused by
the system ("File name too long"). A cut never splits a character.
"""

from __future__ import annotations

import sys
import unicodedata
from enum import Enum


class NameRule(Enum):
    """How a system measures a file name, and its limit."""

    UTF8_BYTES = ("utf-8", 1)
    UTF16_UNITS = ("utf-16-le", 2)

    @property
    def encoding(self) -> str:
        return self.value[0]

    @property
    def unit(self) -> int:
        return self.value[1]


MAX_NAME = 255  # bytes (UTF-8) or UTF-16 units, whichever the system counts


def rule_for(platform: str = sys.platform) -> NameRule:
    return NameRule.UTF16_UNITS if platform == "win32" else NameRule.UTF8_BYTES


def name_length(name: str, rule: NameRule) -> int:
    """The name's length as the system counts it."""
    return len(name.encode(rule.encoding, "surrogatepass")) // rule.unit


def cut(text: str, room: int, rule: NameRule) -> str:
    """The longest start of ``text`` whose length, as ``rule`` counts it, is at most
    ``room``; whole characters only, and a letter never parted from its combining marks
    (when the cut falls among them, the letter goes with them)."""
    if name_length(text, rule) <= room:
        return text
    used = 0
    end = len(text)
    for i, ch in enumerate(text):
        used += name_length(ch, rule)
        if used > room:
            end = i
            break
    while 0 < end < len(text) and unicodedata.combining(text[end]):
        end -= 1
    return text[:end]


def fit_name(stem: str, suffix: str, rule: NameRule | None = None, reserve: str = "") -> str:
    """``stem`` cut so that ``stem + reserve + suffix`` fits the limit; returns the stem.

    ``reserve`` is room kept for what may be added later (a number, `` (12)``).
    """
    rule = rule or rule_for()
    room = MAX_NAME - name_length(suffix + reserve, rule)
    return cut(stem, max(room, 1), rule).rstrip() or "_"
