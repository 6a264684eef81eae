"""Values shared by every discipline's referee: the shot, the decision.

A referee is a pure function of (state, shot) -> (decision, next state). States are frozen
dataclasses defined by each discipline; ``MatchState`` holds what all of them share.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol, TypeVar

from game.events import Event
from game.physics.sets import CURRENT
from game.stroke import CALLS as CALLS  # re-exported: the rules' name for the calls
from game.stroke import Stroke
from game.tables import Point


@dataclass(frozen=True)
class Position:
    """Where the balls lie at rest (only balls on the cloth) and, optionally, standing pins."""

    balls: Mapping[str, Point]
    pins_standing: tuple[str, ...] | None = None


@dataclass(frozen=True)
class Shot:
    """One shot of the log: the struck ball and the call (all the rules read of a stroke),
    events, final position and any recorded choices; ``stroke`` is the whole stroke when
    it is known (always for a shot just played; a judge log may give only ball and call).

    ``choice`` records a decision the rules ask a player to make before this shot
    (7F-10: ``"play"`` / ``"replay"``; C-8: ``"respot"``; 5P-14: ``"spot_offender"``).
    ``manual_fouls`` are referee-panel entries for fouls no camera sees (7C-23).
    """

    ball: str
    call: str | None
    events: tuple[Event, ...]
    final: Position | None = None
    choice: str | None = None
    manual_fouls: tuple[Mapping[str, Any], ...] = ()
    stroke: Stroke | None = None
    # The pyramid games (rules-pyramid.md): where the ball in hand was put (``stroke.place``)
    # and the cue's direction, which P-14 reads even from a log that gives no speed.
    place: Point | None = None
    aim_deg: float | None = None
    # The lag's winner, on the first shot of a game whose break is lagged (5P-4: the
    # deciding game); None elsewhere.
    breaker: str | None = None


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


class Termination(StrEnum):
    """Why a game (or a match) ended; the judge output's ``end`` spells it. The seven-pins
    members keep the spelling the referee's "7p.win" message gives as its reason."""

    TARGET_REACHED = "target_reached"  # C-11, CB-4, 5P-2: points reached the game's target
    TOTAL_WRITTEN_OFF = "total"  # 7C-4: the shooter's total written off to 0
    ALL_SEVEN_PINS = "all_seven"  # 7C-16, 7F-4: all seven pins in one legal shot
    BOTH_POCKETED = "both_pocketed"  # 7C-16: both object balls pocketed in one legal shot
    FIVE_CAROMS = "five_caroms"  # 7C-16: five carom-only shots in a row
    GAMES_WON = "games_won"  # CB-4, 5P-2: a match of several games, its games won


@dataclass(frozen=True)
class GameResult:
    """How a game (or a match) ended: one winner or a draw between players (C-11), and
    why it ended."""

    winner: str | None  # None: a draw
    termination: Termination
    drawn: tuple[str, ...] = ()  # the players who share a draw

    DRAW = "draw"  # the contract's JSON spelling of a draw

    @classmethod
    def win(cls, player: str, why: Termination) -> GameResult:
        return cls(player, why)

    @classmethod
    def draw(cls, players: tuple[str, ...], why: Termination) -> GameResult:
        return cls(None, why, players)

    @property
    def is_draw(self) -> bool:
        return self.winner is None

    def to_json(self) -> str:
        return self.DRAW if self.winner is None else self.winner


def outcome_json(outcome: GameResult | None) -> str | None:
    return None if outcome is None else outcome.to_json()


@dataclass(frozen=True)
class GameEnd:
    """One game of a match decided (CB-4, 5P-2; C-11 a draw)."""

    outcome: GameResult

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"game_winner": self.outcome.to_json()}
        if self.outcome.drawn:
            out["draw_between"] = list(self.outcome.drawn)
        return out


class Details(Protocol):
    """A discipline's own facts about one shot (pins down, cushions, the game's end…),
    typed by each referee; ``to_json`` gives the judge output's ``extra``."""

    def to_json(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class Decision:
    """The referee's ruling on one shot and what the table must look like next."""

    shot: int
    shooter: str
    points: int
    fouls: tuple[str, ...]
    scores: Mapping[str, int]
    next: str | None
    outcome: GameResult | None  # set once the game is decided
    messages: tuple[Message, ...] = ()
    # Table set-up before the next shot.
    respot: Mapping[str, Point] = field(default_factory=dict)  # ball -> spot
    pins: Mapping[str, Point | None] = field(default_factory=dict)  # pin -> place / None = off
    ball_in_hand: str | None = None  # ball id the next player places
    hand_area: Area | None = None
    next_ball: str | None = None  # ball the next player strikes
    allowed_calls: tuple[str, ...] = ()  # calls the next player may declare
    choices: tuple[str, ...] = ()  # choices offered before the next shot (7F-10, C-8, 5P-14)
    # Where the ball in hand goes instead once a choice is made (5P-14: the other half).
    hand_area_if: Mapping[str, Area] = field(default_factory=dict)
    stats: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    inning: int = 1
    game_end: GameEnd | None = None  # a game of the match was decided (CB-4, 5P-2, C-11)
    details: Details | None = None
    # Who strikes next once a choice is made (P-22: the opponent plays or hands back).
    next_if: Mapping[str, str] = field(default_factory=dict)
    # Judge-output fields a discipline spells its own way (the pyramid games' ``respot``,
    # ``choices``, ``ball_in_hand``, ``potted``, ``premium``: rules-pyramid.md), replacing
    # the common ones of the same name.
    judge_fields: Mapping[str, Any] = field(default_factory=dict)
    # The next game's break is lagged (5P-4: the deciding game): ``next`` is None until the
    # lag is played; the next shot names its ``breaker``.
    lag: bool = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "shot": self.shot,
            "shooter": self.shooter,
            "points": self.points,
            "fouls": list(self.fouls),
            "scores": dict(self.scores),
            "next": self.next,
            "winner": outcome_json(self.outcome),
            "end": None if self.outcome is None else str(self.outcome.termination),
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
        out.update(self.judge_fields)
        if self.lag:
            out["lag"] = True  # only when due: logs and outputs without a lag are unchanged
        extra = self.details.to_json() if self.details is not None else {}
        if self.game_end is not None:
            extra.update(self.game_end.to_json())
        if extra:
            out["extra"] = extra
        return out


@dataclass(frozen=True)
class MatchConfig:
    """Who plays what: the part of a shot log that does not change during a game."""

    discipline: str
    options: Mapping[str, Any]
    players: tuple[str, ...]
    first: str
    table: str
    # The physics set the strokes are played with (game/physics/sets.py): the referee never
    # reads it; the placement checks, the engine and the computer use it.
    physics: str = CURRENT.name


S = TypeVar("S")


class Referee(Protocol[S]):
    """One discipline's rules over its own frozen state type ``S``: a pure function of
    (state, shot) -> (decision, next state)."""

    config: MatchConfig

    def start(self) -> S:
        """The state before the first shot."""
        ...

    def judge(self, state: S, shot: Shot, number: int) -> tuple[Decision, S]:
        """Rule on one shot; raise InputError for a shot the rules cannot accept."""
        ...

    def outcome(self, state: S) -> GameResult | None:
        """How the game ended once it is decided, else None."""
        ...

    def allowed_calls(self, state: S, player: int) -> tuple[str, ...]:
        """Calls player ``player`` (an index into ``config.players``) may declare next."""
        ...

    def position_after_choice(self, state: S, choice: str) -> dict[str, Point] | None:
        """The balls as they must lie before the next shot once ``choice`` is made
        (C-8, 5P-14, 5P-15 move balls); None: the choice leaves them where they lie."""
        ...

    def caroms_left(
        self, state: S, balls: Mapping[str, Point], ball: str
    ) -> tuple[Point, int] | None:
        """Where caroms are limited (CB-2, CF-2): the place to show and the caroms still
        allowed there; None where play is unrestricted."""
        ...

    def state_for_position(
        self, state: S, balls: Mapping[str, Point], pins: Mapping[str, Point], ball: str
    ) -> S:
        """``state`` as if this position had arisen in play, ``ball`` to be struck next
        (free-table practice judges single shots this way)."""
        ...
