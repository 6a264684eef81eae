"""Pin values and the combinations of seven pins: 7C-12..7C-14 (classic) and 7F-4 (federation).

Values are always judged on every pin that fell in the shot (7C-17), whether the shot is legal
or a foul; the caller decides whether the value is written off or added as a penalty.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.tables import SEVEN_PINS

KING = "king"
SMALL_PINS: tuple[str, ...] = ("n", "s", "e", "w")
SIDE_PINS: tuple[str, ...] = ("head", "foot")
CENTRAL_PINS: frozenset[str] = frozenset((KING, *SMALL_PINS))
ALL_PINS: frozenset[str] = frozenset(SEVEN_PINS)

# 7C-12 / 7F-4: king 25, small pins 5, side ("medium" in 7F) pins 30.
PIN_VALUE: dict[str, int] = {
    KING: 25,
    **dict.fromkeys(SMALL_PINS, 5),
    **dict.fromkeys(SIDE_PINS, 30),
}
KING_ALONE = 50  # 7C-13 / 7F-4
CENTRAL_FIVE = 100  # 7C-14 / 7F-4
CAROM_VALUE = 5  # 7C-15 / 7F-8
POCKET_VALUE = 5  # 7C-15 / 7F-7

# Combination names, also used as message parameters.
COMBO_NONE = ""
COMBO_KING_ALONE = "king_alone"
COMBO_CENTRAL_FIVE = "central_five"


@dataclass(frozen=True)
class PinsValue:
    """The value of the pins that fell in one shot, and which combination applied."""

    value: int
    combo: str = COMBO_NONE
    all_seven: bool = False


def _plain(pins: Iterable[str]) -> int:
    return sum(PIN_VALUE[p] for p in pins)


def pins_value(fallen: Iterable[str], standing_after: Iterable[str], federation: bool) -> PinsValue:
    """Value of ``fallen`` pins; ``standing_after`` are the pins still up when the shot ends.

    Classic 7C-13: the king alone counts 50 only when no other pin falls at all. Federation
    7F-4: the king alone counts 50 while all four small pins remain standing (side pins may
    fall too). Both: the king with all four small pins counts 100 instead of 45 (7C-14).
    """
    down = frozenset(fallen)
    up = frozenset(standing_after)
    all_seven = down == ALL_PINS
    sides = _plain(down & frozenset(SIDE_PINS))
    if down >= CENTRAL_PINS:
        return PinsValue(CENTRAL_FIVE + sides, COMBO_CENTRAL_FIVE, all_seven)
    if KING in down:
        if federation:
            if set(SMALL_PINS) <= up:
                return PinsValue(KING_ALONE + sides, COMBO_KING_ALONE)
        elif down == {KING}:
            return PinsValue(KING_ALONE, COMBO_KING_ALONE)
    return PinsValue(_plain(down), COMBO_NONE, all_seven)
