"""Values shared by every discipline's referee: the stroke, the shot, the decision.

A referee is a pure function of (state, shot) -> (decision, next state). States are frozen
dataclasses defined by each discipline; ``MatchState`` holds what all of them share.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.events import Event
from game.tables import Point

CALLS = (None, "carom", "safety", "rollout")


@dataclass(frozen=True)
class Stroke:
    """What the player did (contract "Stroke"). Only ``ball`` and ``call`` matter to rules."""

    ball: str
    call: str | None = None
    aim_deg: float | None = None
    speed: float | None = None
    side: float | None = None
    height: float | None = None
    elevation_deg: float | None = None


@dataclass(frozen=True)
class Position:
    """Where the balls lie at rest (only balls on the cloth) and, optionally, standing pins."""

    balls: Mapping[str, Point]
    pins_standing: tuple[str, ...] | None = None


@dataclass(frozen=True)
class Shot:
    """One shot of the log: stroke, events, final position and any recorded choices.

    ``choice`` records a decision the rules ask a player to make before this shot
    (7F-10: ``"play"`` / ``"replay"``; C-8: ``"respot"``; 5P-14: ``"spot_offender"``).
    ``manual_fouls`` are referee-panel entries for fouls no camera sees (7C-23).
    """

    stroke: Stroke
    events: tuple[Event, ...]
    final: Position | None = None
    choice: str | None = None
    manual_fouls: tuple[Mapping[str, Any], ...] = ()


@dataclass(frozen=True)
class Message:
    """A referee call as a message key plus parameters; the window translates it."""

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "params": dict(self.params)}


@dataclass(frozen=True)
class Area:
    """Where a ball in hand may be placed: a rectangle in table coordinates."""

    x_min: float
    x_max: float
    y_min: float
    y_max: float
    name: str = "house"

    def contains(self, p: Point) -> bool:
        return self.x_min <= p[0] <= self.x_max and self.y_min <= p[1] <= self.y_max

    def snap(self, p: Point) -> Point:
        """Pull a point onto an area that is only a line (C-2's head string) along its
        thin side; a point off a proper area stays where it is, to be shown as illegal."""
        x, y = p
        if self.x_max - self.x_min < 1e-9:
            x = self.x_min
        if self.y_max - self.y_min < 1e-9:
            y = self.y_min
        return (x, y)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "x": [self.x_min, self.x_max],
            "y": [self.y_min, self.y_max],
        }


@dataclass(frozen=True)
class Decision:
    """The referee's ruling on one shot and what the table must look like next."""

    shot: int
    shooter: str
    points: int
    fouls: tuple[str, ...]
    scores: Mapping[str, int]
    next: str | None
    winner: str | None
    messages: tuple[Message, ...] = ()
    # Table set-up before the next shot.
    respot: Mapping[str, Point] = field(default_factory=dict)  # ball -> spot
    pins: Mapping[str, Point | None] = field(default_factory=dict)  # pin -> place / None = off
    ball_in_hand: str | None = None  # ball id the next player places
    hand_area: Area | None = None
    next_ball: str | None = None  # ball the next player strikes
    allowed_calls: tuple[str, ...] = ()  # calls the next player may declare
    choices: tuple[str, ...] = ()  # choices offered before the next shot (7F-10, C-8, 5P-14)
    stats: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    inning: int = 1
    extra: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "shot": self.shot,
            "shooter": self.shooter,
            "points": self.points,
            "fouls": list(self.fouls),
            "scores": dict(self.scores),
            "next": self.next,
            "winner": self.winner,
            "inning": self.inning,
            "messages": [m.to_json() for m in self.messages],
            "respot": {k: list(v) for k, v in self.respot.items()},
            "pins": {k: (None if v is None else list(v)) for k, v in self.pins.items()},
            "ball_in_hand": self.ball_in_hand,
            "hand_area": None if self.hand_area is None else self.hand_area.to_json(),
            "next_ball": self.next_ball,
            "allowed_calls": list(self.allowed_calls),
            "choices": list(self.choices),
            "stats": {k: dict(v) for k, v in self.stats.items()},
        }
        if self.extra:
            out["extra"] = dict(self.extra)
        return out


@dataclass(frozen=True)
class MatchConfig:
    """Who plays what: the part of a shot log that does not change during a game."""

    discipline: str
    options: Mapping[str, Any]
    players: tuple[str, ...]
    first: str
    table: str


class Referee(Protocol):
    """One discipline's rules. ``S`` is the discipline's own frozen state type."""

    config: MatchConfig

    def start(self) -> Any:
        """The state before the first shot."""

    def judge(self, state: Any, shot: Shot, number: int) -> tuple[Decision, Any]:
        """Rule on one shot; raise InputError for a shot the rules cannot accept."""

    def winner(self, state: Any) -> str | None:
        """The winner (a name or "draw") once the game is decided, else None."""

    def caroms_left(self, state: Any, balls: Mapping[str, Point], ball: str) -> Any:
        """Where caroms are limited (CB-2, CF-2): the place to show and the caroms still
        allowed there; None where play is unrestricted."""

    def state_for_position(
        self, state: Any, balls: Mapping[str, Point], pins: Mapping[str, Point], ball: str
    ) -> Any:
        """``state`` as if this position had arisen in play, ``ball`` to be struck next
        (free-table practice judges single shots this way)."""
