"""Where a game starts: the position between shots and each discipline's break layout.

Break layouts are the rules' own (7C-3 / 7F-12, C-2, 5P-6); the discipline registry names
which one a discipline uses, so nothing here asks which discipline is playing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game import layouts
from game.errors import InputError
from game.rules.carom import break_area
from game.rules.five_pins import half_area
from game.rules.model import Area, MatchConfig
from game.rules.options import breaker_of
from game.rules.respot import house
from game.tables import TABLES, Point, Table
from game.values import point

# Own cue balls (C-1, 5P-4): the first player named plays white, the second yellow.
CAROM_PLAYER_BALLS = ("white", "yellow")


@dataclass(frozen=True)
class TablePosition:
    """Balls on the cloth and pins standing (with their places) between shots."""

    balls: Mapping[str, Point]
    pins: Mapping[str, Point]
    pins_off: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "balls": {k: [v[0], v[1]] for k, v in sorted(self.balls.items())},
            "pins": {k: [v[0], v[1]] for k, v in sorted(self.pins.items())},
            "pins_off": list(self.pins_off),
        }

    @staticmethod
    def from_json(raw: Any, where: str) -> TablePosition:
        if not isinstance(raw, Mapping):
            raise InputError(where, "must be an object")
        balls = _points(raw.get("balls", {}), f"{where}.balls")
        pins = _points(raw.get("pins", {}), f"{where}.pins")
        off = raw.get("pins_off", [])
        if not isinstance(off, Sequence) or not all(isinstance(p, str) for p in off):
            raise InputError(f"{where}.pins_off", "must be a list of pin ids")
        return TablePosition(balls=balls, pins=pins, pins_off=tuple(off))


def _points(raw: Any, where: str) -> dict[str, Point]:
    if not isinstance(raw, Mapping):
        raise InputError(where, "must be an object of [x, y] points")
    out: dict[str, Point] = {}
    for key in sorted(raw):
        out[str(key)] = point(raw[key], f"{where}.{key}")
    return out


def ball_radius(table: Table) -> float:
    return layouts.PYRAMID_BALL_R if table.pockets else layouts.CAROM_BALL_R


@dataclass(frozen=True)
class Opening:
    """The table and the first player's duties before the first shot."""

    position: TablePosition
    next_ball: str
    ball_in_hand: str | None
    hand_area: Area | None


OpeningRule = Callable[[MatchConfig], Opening]


def first_breaker(config: MatchConfig) -> str:
    """Who breaks the first game: ``first``, or the lag's outcome where the log records one
    (options ``lag_winner``/``lag_choice``, C-12, 5P-5)."""
    return breaker_of(config)


def seven_pins_opening(federation: bool) -> OpeningRule:
    """7C-3 / 7F-12: object balls on their spots, pins set, the cue ball in hand in the house."""

    def opening(config: MatchConfig) -> Opening:
        table = TABLES[config.table]
        balls = dict(layouts.seven_pins_balls(federation, table))
        balls["cue"] = layouts.seven_pins_cue_start(table)
        pins = layouts.seven_pins(federation, table)
        return Opening(TablePosition(balls, pins), "cue", "cue", house(table))

    return opening


def five_pins_opening(config: MatchConfig) -> Opening:
    """5P-6: the breaker places his own ball anywhere in the bottom half (5P-4: white for the
    first player named, yellow for the second; a lag may pick either)."""
    table = TABLES[config.table]
    own = CAROM_PLAYER_BALLS[config.players.index(first_breaker(config)) % 2]
    balls = layouts.five_pins_break(own, table)
    area = half_area(table, top=False)
    return Opening(TablePosition(balls, layouts.five_pins(table)), own, own, area)


def carom_opening(config: MatchConfig) -> Opening:
    """C-2: the breaker places his own ball on the head string within 15 cm of the spot."""
    table = TABLES[config.table]
    balls = layouts.carom_break("white", table)
    return Opening(TablePosition(balls, {}), "white", "white", break_area(table))
