"""The discipline registry: every fact in which one discipline differs from another.

One frozen ``Discipline`` per id. The command line, the match, saves, drills, the lag and the
window read these entries; no other module compares a discipline id with a string. To add a
discipline, write its referee (a class built from a ``MatchConfig``; carom variants subclass
``CaromReferee``) and add one entry to ``REGISTRY`` — see ``docs/architecture.md``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from game import layouts
from game.drills import legality
from game.errors import InputError
from game.events import Event
from game.layouts import PinKind
from game.openings import (
    CAROM_PLAYER_BALLS,
    OpeningRule,
    carom_opening,
    five_pins_opening,
    seven_pins_opening,
)
from game.rules.balk import Zones
from game.rules.carom import (
    Balkline47_1Referee,
    Balkline47_2Referee,
    Balkline71_2Referee,
    CaromReferee,
    FreeGameReferee,
    OneCushionReferee,
    ThreeCushionReferee,
)
from game.rules.five_pins import FivePinsReferee
from game.rules.model import MatchConfig, Referee
from game.rules.options import Options, OptionSchema
from game.rules.pyramid import PyramidReferee, pyramid_opening
from game.rules.pyramid_combined import CombinedPyramidReferee
from game.rules.pyramid_dynamic import DynamicPyramidReferee
from game.rules.pyramid_free import FreePyramidReferee
from game.rules.pyramid_table import GAP as PYRAMID_HAND_GAP
from game.rules.seven_pins import (
    DEFAULT_START_TOTAL,
    SevenPinsClassicReferee,
    SevenPinsFederationReferee,
)
from game.tables import (
    CAROM_MATCH,
    FIVE_PINS,
    PYRAMID_10FT,
    PYRAMID_12FT,
    PYRAMID_BALLS,
    SEVEN_PINS,
    TABLE_BALLS,
    TABLES,
    Point,
    Table,
    five_pins_marks,
)

PinLegality = Callable[[Sequence[Event], str], dict[str, bool]]


@dataclass(frozen=True)
class LagSetup:
    """Where the lag is played from (C-12, 5P-5) and what it forbids."""

    mark: Callable[[Table], Point]  # the lag line's centre
    red: Callable[[Table], Point]
    long_cushion_fault: bool  # 5P-5: touching a long cushion loses the lag
    end_name: str = "head"  # what the rules call the end the balls come back to (5P: bottom)


@dataclass(frozen=True)
class Discipline:
    id: str
    name: str  # English; the window translates it (context "Discipline")
    tables: tuple[str, ...]  # the usual table first
    referee: Callable[[MatchConfig], Referee[Any]] | None  # None: practice only (artistic)
    opening: OpeningRule | None
    pins: tuple[str, ...] = ()
    pin_layout: Callable[[Table], dict[str, Point]] | None = None
    pin_kinds: Callable[[str], PinKind] | None = None
    pin_legality: PinLegality | None = None  # which fallen pins count (drills, free table)
    own_cue_balls: bool = False  # each player his own cue ball (C-1, 5P-4), else one "cue"
    countdown_from: int | None = None  # players write points off from this total (7C-4)
    lag: LagSetup | None = None
    tournament: bool = True
    figures: bool = False  # practice figures with a points coefficient (CA-2), no referee
    ball_set: str = "carom"  # how the balls look and are named: carom, pyramid, federation
    practice_group: str = "carom"  # the drill browser's group: seven_pins, carom, five_pins, …
    # A narrower group inside ``practice_group`` the drill browser offers too ("" for none).
    practice_subgroup: str = ""
    marks: Callable[[Table], dict[str, Point]] | None = None  # chalk marks (5P-1)
    own_options: tuple[str, ...] = ()  # option keys of a referee without an OptionSchema
    max_players: int = 2  # C-5: carom admits three
    score_sheet: str = "carom"  # countdown (7C-4), race (points to a target), carom (C stats)
    # The ball a stroke must meet first, by cue ball (5P-10: the opponent's), if any.
    required_first: Callable[[str], str | None] | None = None
    break_first: str | None = None  # the ball the break must meet first (C-3: the red)
    ball_ids: tuple[str, ...] = ()  # its own ball set where the table's usual one is not it
    records_place: bool = False  # the stroke records where the ball in hand went (P-25)
    hand_gap: float = 0.0  # room between a ball put down in hand and the others (P-25: 1 mm)
    any_ball_strikes: bool = False  # PF-2: the player strikes any ball on the table
    choices_take_balls: bool = False  # a choice may take balls off the table (P-21, PC-3)
    in_window: bool = True  # offered in the window's lists (False: judge and match only, yet)
    pocket_game: bool = False  # points are balls pocketed (P-11): the computer looks for pots
    point_unit: float | None = None  # a typical point for the computer (None: by score sheet)
    computer_plays: bool = True  # the computer opponent and "show me a shot" play it

    # -- derived facts ---------------------------------------------------------------------
    @property
    def default_table(self) -> str:
        return self.tables[0]

    @property
    def refereed(self) -> bool:
        return self.referee is not None

    @property
    def options(self) -> OptionSchema | None:
        """Target, games and extra options (carom and five pins); None: the referee's own."""
        schema = getattr(self.referee, "OPTIONS", None)
        return schema if isinstance(schema, OptionSchema) else None

    @property
    def pin_set(self) -> str:
        """Which pins stand: "seven", "five" or "" (drawing and sizes follow it)."""
        return {SEVEN_PINS: "seven", FIVE_PINS: "five"}.get(self.pins, "")

    @property
    def option_keys(self) -> tuple[str, ...]:
        schema = self.options
        return schema.keys if schema is not None else self.own_options

    @property
    def balls(self) -> tuple[str, ...]:
        return self.ball_ids or TABLE_BALLS[self.default_table]

    @property
    def player_balls(self) -> tuple[str, ...]:
        return CAROM_PLAYER_BALLS if self.own_cue_balls else (self.balls[0],)

    @property
    def default_ball(self) -> str:
        """The ball struck when nothing else says which (the first player's cue ball)."""
        return self.player_balls[0]

    @property
    def is_carom_game(self) -> bool:
        """A refereed carom game proper (rules C): a point is a carom."""
        return isinstance(self.referee, type) and issubclass(self.referee, CaromReferee)

    def restricted_zones(self, table: Table) -> Zones | None:
        """The zones where caroms are limited (CF-2, CB-1…CB-3) with the default options, for
        drawing the table; None where play is unrestricted."""
        referee = self.referee
        if not (isinstance(referee, type) and issubclass(referee, CaromReferee)):
            return None
        return referee.restricted_zones(table, Options(target=referee.OPTIONS.target.default))

    def table(self, table_id: str | None = None) -> Table:
        table_id = table_id or self.default_table
        if table_id not in self.tables:
            raise InputError("table", f"{self.id} is not played on {table_id!r}")
        return TABLES[table_id]

    def default_pins(self, table: Table | None = None) -> dict[str, Point]:
        if self.pin_layout is None:
            return {}
        return self.pin_layout(table or TABLES[self.default_table])

    def pin_kind(self, pin: str) -> PinKind:
        if self.pin_kinds is None:
            raise InputError("pin", f"{self.id} has no pins")
        return self.pin_kinds(pin)

    def initial_score(self, options: Mapping[str, Any]) -> int:
        if self.countdown_from is None:
            return 0
        start = options.get("start_total", self.countdown_from)
        return int(start)

    def target(self, options: Mapping[str, Any]) -> int | None:
        """Points to reach (None where players count down instead)."""
        schema = self.options
        if schema is None:
            return None
        return int(options.get("target", schema.target.default))

    def first_target(self, balls: Mapping[str, Point], cue: str, first_shot: bool) -> str | None:
        """The object ball a new turn aims at by default: one the rules allow to be hit
        first (C-3 on the break, 5P-10 always), else the nearest."""
        if first_shot and self.break_first in balls:
            return self.break_first
        required = self.required_first(cue) if self.required_first else None
        if required is not None and required in balls:
            return required
        me = balls.get(cue)
        others = [b for b in sorted(balls) if b != cue]
        if me is None or not others:
            return None
        return min(others, key=lambda b: math.dist(me, balls[b]))


def _opponent_ball(cue: str) -> str | None:
    return {"white": "yellow", "yellow": "white"}.get(cue)


def _seven_pin_kinds(federation: bool) -> Callable[[str], PinKind]:
    return lambda pin: layouts.seven_pin_kind(pin, federation)


def _seven_pins(id_: str, name: str, referee: type[Referee[Any]], federation: bool) -> Discipline:
    return Discipline(
        id=id_,
        name=name,
        tables=(PYRAMID_12FT.id, PYRAMID_10FT.id),
        referee=referee,
        opening=seven_pins_opening(federation),
        pins=SEVEN_PINS,
        pin_layout=lambda table: layouts.seven_pins(federation, table),
        pin_kinds=_seven_pin_kinds(federation),
        pin_legality=legality.seven_pins,
        countdown_from=DEFAULT_START_TOTAL,
        ball_set="federation" if federation else "pyramid",
        practice_group="seven_pins",
        score_sheet="countdown",
        own_options=("start_total", "called_carom") if federation else ("start_total",),
    )


CAROM_LAG = LagSetup(
    mark=lambda table: table.head_spot, red=lambda table: table.foot_spot, long_cushion_fault=False
)
FIVE_PINS_LAG = LagSetup(
    mark=lambda table: five_pins_marks(table)["lag"],
    red=lambda table: five_pins_marks(table)["red"],
    long_cushion_fault=True,
    end_name="bottom",
)


def _carom(id_: str, name: str, referee: type[CaromReferee]) -> Discipline:
    return Discipline(
        id=id_,
        name=name,
        tables=(CAROM_MATCH.id,),
        referee=referee,
        opening=carom_opening,
        own_cue_balls=True,
        lag=CAROM_LAG,
        break_first="red",
        max_players=3,
    )


def _pyramid(
    id_: str, name: str, referee: type[PyramidReferee], any_ball: bool = False
) -> Discipline:
    """The pyramid games (rules P): fifteen numbered balls and the coloured cue ball on the
    12 ft table, first to 8. The window does not draw them yet, so they stay out of its lists."""
    return Discipline(
        id=id_,
        name=name,
        tables=(PYRAMID_12FT.id,),
        referee=referee,
        opening=pyramid_opening,
        ball_set="pyramid_numbered",
        practice_group="pyramid",
        score_sheet="race",
        ball_ids=PYRAMID_BALLS,
        records_place=True,
        hand_gap=PYRAMID_HAND_GAP,
        choices_take_balls=True,
        any_ball_strikes=any_ball,
        pocket_game=True,
        point_unit=1.0,  # first to 8: every ball counts
        tournament=False,
        in_window=False,
    )


REGISTRY: dict[str, Discipline] = {
    d.id: d
    for d in (
        _seven_pins(
            "seven_pins_classic", "Seven pins — classic rules", SevenPinsClassicReferee, False
        ),
        _seven_pins(
            "seven_pins_federation",
            "Seven pins — federation rules",
            SevenPinsFederationReferee,
            True,
        ),
        Discipline(
            id="five_pins",
            name="Five pins",
            tables=(CAROM_MATCH.id,),
            referee=FivePinsReferee,
            opening=five_pins_opening,
            pins=FIVE_PINS,
            pin_layout=layouts.five_pins,
            pin_kinds=lambda pin: layouts.FIVE_PIN,
            pin_legality=legality.five_pins,
            own_cue_balls=True,
            lag=FIVE_PINS_LAG,
            required_first=_opponent_ball,
            practice_group="five_pins",
            marks=five_pins_marks,
            score_sheet="race",
        ),
        replace(
            _carom("three_cushion", "Three-cushion", ThreeCushionReferee),
            practice_subgroup="three_cushion",
        ),
        _carom("one_cushion", "One-cushion", OneCushionReferee),
        _carom("free_game", "Free game (corner triangles)", FreeGameReferee),
        _carom("balkline_47_1", "Balkline 47/1", Balkline47_1Referee),
        _carom("balkline_47_2", "Balkline 47/2", Balkline47_2Referee),
        _carom("balkline_71_2", "Balkline 71/2", Balkline71_2Referee),
        _pyramid("pyramid_free", "Free pyramid", FreePyramidReferee, any_ball=True),
        _pyramid("pyramid_dynamic", "Dynamic pyramid", DynamicPyramidReferee),
        _pyramid("pyramid_combined", "Combined pyramid", CombinedPyramidReferee),
        Discipline(
            id="artistic",
            name="Artistic billiards",
            tables=(CAROM_MATCH.id,),
            referee=None,
            opening=None,
            tournament=False,
            figures=True,
            computer_plays=False,
            practice_group="artistic",
        ),
    )
}


def ids() -> tuple[str, ...]:
    return tuple(REGISTRY)


def get(discipline: object, field: str = "discipline") -> Discipline:
    """The registry entry of ``discipline``; an unknown id is an InputError on ``field``."""
    entry = REGISTRY.get(discipline) if isinstance(discipline, str) else None
    if entry is None:
        raise InputError(field, f"unknown discipline {discipline!r}")
    return entry


def refereed(discipline: object, field: str = "discipline") -> Discipline:
    """Like ``get``, for a discipline that must have a referee (not practice only)."""
    entry = get(discipline, field)
    if entry.referee is None:
        raise InputError(field, f"{discipline!r} is practice only and has no referee")
    return entry


def with_referee() -> tuple[Discipline, ...]:
    return tuple(d for d in REGISTRY.values() if d.referee is not None)


def in_window() -> tuple[Discipline, ...]:
    """The disciplines the window offers (refereed or practice only)."""
    return tuple(d for d in REGISTRY.values() if d.in_window)


def pin_legality(discipline: str, events: Sequence[Event], cue: str) -> dict[str, bool]:
    """Which fallen pins count (7C-11 / 5P-8); none for a discipline without pins."""
    rule = get(discipline).pin_legality
    return {} if rule is None else rule(events, cue)


def make_referee(config: MatchConfig) -> Referee[Any]:
    factory = refereed(config.discipline).referee
    assert factory is not None
    return factory(config)


def register(entry: Discipline) -> None:
    """Add a discipline (plug-ins and tests); an id may be registered once."""
    if entry.id in REGISTRY:
        raise ValueError(f"discipline {entry.id!r} is already registered")
    REGISTRY[entry.id] = entry


def unregister(discipline: str) -> None:
    REGISTRY.pop(discipline, None)


def pin_kind(discipline: str, pin: str) -> PinKind:
    return get(discipline).pin_kind(pin)


def default_pins(discipline: str, table: Table | None = None) -> dict[str, Point]:
    return get(discipline).default_pins(table)
