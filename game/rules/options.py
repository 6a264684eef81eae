"""Options of the carom disciplines and five pins: checked once, then read as plain values.

Every option a log may carry is listed here with its default and its allowed range, so an
out-of-range or unknown option fails early with the field named (``options.target``).
The rules give the *usual* values (30–60 points in three-cushion, 400–500 in the free game,
15 in balkline, 60 in five pins); we accept any whole number in a wider practice range so
short training games work (the shared case ``3c_break_and_point`` plays to 15).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.errors import InputError
from game.rules.model import MatchConfig
from game.tables import TABLES
from game.values import numbers


@dataclass(frozen=True)
class TargetRange:
    """Points to reach: the usual value and the range a log may set."""

    default: int
    low: int
    high: int


@dataclass(frozen=True)
class OptionSchema:
    """The options one carom or five-pins discipline takes, with defaults and limits."""

    target: TargetRange
    games: int | None = None  # first to N games where the rules name it (CB-4, 5P-2)
    extra: tuple[str, ...] = ()  # option keys beyond target and the lag

    @property
    def keys(self) -> tuple[str, ...]:
        return COMMON_KEYS + self.extra


GAMES_MAX = 9

# UMB corner triangle (CF-2): legs along the long and the short cushion, metres.
TRIANGLE_DEFAULT = (0.71, 0.355)

COMMON_KEYS = ("target", "lag_winner", "lag_choice")
BALKLINE_KEYS = ("games", "centre_space_restricted")
TRIANGLE_KEYS = ("triangle_caroms", "triangle_size")
FIVE_PINS_KEYS = ("games", "red_pin_alone", "pins_need_cushion")


@dataclass(frozen=True)
class Options:
    """The checked options of one match."""

    target: int
    games: int = 1
    breaker: str = ""  # who breaks the first game: ``first`` or the lag's outcome (C-12, 5P-5)
    triangle_caroms: int = 2
    triangle_size: tuple[float, float] = TRIANGLE_DEFAULT
    centre_space_restricted: bool = True
    red_pin_alone: int = 8
    pins_need_cushion: bool = False


def _int(raw: Mapping[str, Any], key: str, default: int, lo: int, hi: int) -> int:
    value = raw.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        # 30.0 from a JSON writer is still thirty.
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        else:
            raise InputError(f"options.{key}", f"must be a whole number from {lo} to {hi}")
    if not lo <= value <= hi:
        raise InputError(f"options.{key}", f"{value} is out of range {lo}–{hi}")
    return value


def _bool(raw: Mapping[str, Any], key: str, default: bool) -> bool:
    value = raw.get(key, default)
    if not isinstance(value, bool):
        raise InputError(f"options.{key}", "must be true or false")
    return value


def breaker_of(config: MatchConfig) -> str:
    """C-12 / 5P-5: the lag winner breaks, or lets the other player break.

    A log records the lag as ``lag_winner`` (a player) and ``lag_choice`` (``"break"``, the
    default, or ``"pass"``, two players only). Without a lag, ``first`` breaks.
    """
    raw = config.options
    if "lag_winner" not in raw:
        if "lag_choice" in raw:
            raise InputError("options.lag_choice", "needs options.lag_winner")
        return config.first
    winner = raw["lag_winner"]
    if winner not in config.players:
        raise InputError("options.lag_winner", f"{winner!r} is not one of the players")
    choice = raw.get("lag_choice", "break")
    if choice not in ("break", "pass"):
        raise InputError("options.lag_choice", "must be 'break' or 'pass'")
    if choice == "break":
        return str(winner)
    if len(config.players) != 2:
        raise InputError("options.lag_choice", "'pass' needs exactly two players")
    return next(p for p in config.players if p != winner)


def _triangle(raw: Mapping[str, Any], table_id: str) -> tuple[float, float]:
    value = raw.get("triangle_size", list(TRIANGLE_DEFAULT))
    table = TABLES[table_id]
    long_leg, short_leg = numbers(
        value, 2, "options.triangle_size", "[long_leg, short_leg] in metres"
    )
    if not 0 < long_leg <= table.half_length or not 0 < short_leg <= table.half_width:
        raise InputError(
            "options.triangle_size",
            f"legs must be > 0 and at most {table.half_length} m and {table.half_width} m",
        )
    return (long_leg, short_leg)


def parse_options(config: MatchConfig, schema: OptionSchema) -> Options:
    """Check the options of a carom or five-pins log against its discipline's schema."""
    discipline = config.discipline
    raw = config.options
    for key in sorted(raw):
        if key not in schema.keys:
            raise InputError(f"options.{key}", f"not an option of {discipline}")
    target = _int(raw, "target", schema.target.default, schema.target.low, schema.target.high)
    games = 1
    if schema.games is not None:
        games = _int(raw, "games", schema.games, 1, GAMES_MAX)
    triangle_caroms = _int(raw, "triangle_caroms", 2, 1, 2)
    triangle_size = (
        _triangle(raw, config.table) if "triangle_size" in schema.extra else TRIANGLE_DEFAULT
    )
    red_alone = raw.get("red_pin_alone", 8)
    if red_alone not in (8, 10) or isinstance(red_alone, bool):
        raise InputError("options.red_pin_alone", "must be 8 or 10")
    return Options(
        target=target,
        games=games,
        breaker=breaker_of(config),
        triangle_caroms=triangle_caroms,
        triangle_size=triangle_size,
        centre_space_restricted=_bool(raw, "centre_space_restricted", True),
        red_pin_alone=int(red_alone),
        pins_need_cushion=_bool(raw, "pins_need_cushion", False),
    )
