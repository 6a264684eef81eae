"""The messages two Kegli programs send each other, and their strict JSON form.

Every frame is one UTF-8 JSON object of at most ``MAX_FRAME_BYTES``::

    {"type": "stroke", "seq": 12, ...the message's own fields}

``seq`` numbers the frames one side sends on one connection, from 1 (the hello) up by one;
a frame whose number is not the next one is refused (a replayed or injected old message).
A new connection starts again from 1; the shot numbers inside the game messages keep a
message from an earlier connection from being played twice.

Decoding reads like the save loader: the size cap first, then ``game.json_input.parse``
(strict JSON: no NaN, no duplicate keys, bounded depth and numbers), then every field's
type and range (``game.saves.fields``); unknown fields are refused. Nothing in a frame is
evaluated, imported or used as a path. A refusal is a ``NetError`` naming the field.

The message types (frozen dataclasses, one per ``type``) are listed in ``MESSAGES``;
``docs/netplay.md`` describes each one.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from game.errors import InputError
from game.json_input import parse
from game.limits import MAX_PLAYERS, MAX_SHOTS
from game.net.errors import KINDS, NetError
from game.saves import fields as f
from game.stroke import Stroke
from game.tables import Point

PROGRAM = "kegli"
# 2: the live aim carries where the ball in hand is (``place``) and may come without a
#    stroke (the ball still carried); a peer of another version is told so at its hello.
PROTOCOL_VERSION = 2
MAX_FRAME_BYTES = 16 * 1024  # the largest real frame (a hello with options) is under 2 KB
MAX_CHAT = 500  # characters in one chat line
MAX_CODE = 16  # characters in a room code
MAX_ITEMS = 32  # balls, pins or options in one message
MAX_SEQ = 2**53  # a JSON integer every reader holds exactly
HASH_LEN = 16  # hex digits of a position or events hash
MAX_TIME = 1e9  # seconds in a ping's clock value
MAX_PLACE = 10.0  # metres from the table's centre a ball in hand may be shown at


@dataclass(frozen=True)
class Setup:
    """The game both sides play: what ``Match.new`` is made from (the physics set is the
    hello's own field)."""

    discipline: str
    players: tuple[str, ...]
    first: str
    table: str
    options: Mapping[str, Any]

    def to_json(self) -> dict[str, Any]:
        return {
            "discipline": self.discipline,
            "players": list(self.players),
            "first": self.first,
            "table": self.table,
            "options": dict(self.options),
        }

    @staticmethod
    def from_json(raw: Any, where: str) -> Setup:
        obj = f.obj(raw, where)
        f.only_keys(obj, ("discipline", "players", "first", "table", "options"), where)
        players = f.array(f.require(obj, "players", where), f"{where}.players", MAX_PLAYERS)
        names = tuple(f.text(p, f"{where}.players[{i}]") for i, p in enumerate(players))
        options = f.obj(f.require(obj, "options", where), f"{where}.options")
        if len(options) > MAX_ITEMS:
            raise InputError(f"{where}.options", f"has more than {MAX_ITEMS} fields")
        f.plain_json(options, f"{where}.options", max_depth=3, max_items=4 * MAX_ITEMS)
        return Setup(
            discipline=f.text(f.require(obj, "discipline", where), f"{where}.discipline"),
            players=names,
            first=f.text(f.require(obj, "first", where), f"{where}.first"),
            table=f.text(f.require(obj, "table", where), f"{where}.table"),
            options=dict(options),
        )


@dataclass(frozen=True)
class Final:
    """Where a shot left everything: the engine's ``final`` (contract.md simulate output)."""

    balls: Mapping[str, Point]
    pins_standing: tuple[str, ...] = ()
    pins_down: tuple[str, ...] = ()
    pocketed: tuple[str, ...] = ()
    off_table: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "balls": {k: [v[0], v[1]] for k, v in sorted(self.balls.items())},
            "pins_standing": list(self.pins_standing),
            "pins_down": list(self.pins_down),
            "pocketed": list(self.pocketed),
            "off_table": list(self.off_table),
        }

    @staticmethod
    def from_json(raw: Any, where: str) -> Final:
        obj = f.obj(raw, where)
        keys = ("balls", "pins_standing", "pins_down", "pocketed", "off_table")
        f.only_keys(obj, keys, where)
        balls_raw = f.obj(f.require(obj, "balls", where), f"{where}.balls")
        if len(balls_raw) > MAX_ITEMS:
            raise InputError(f"{where}.balls", f"has more than {MAX_ITEMS} balls")
        balls = {
            f.text(k, f"{where}.balls"): f.point(v, f"{where}.balls.{k}")
            for k, v in balls_raw.items()
        }
        lists = {k: _names(obj.get(k, []), f"{where}.{k}") for k in keys[1:]}
        return Final(balls=balls, **lists)


def _names(raw: Any, where: str) -> tuple[str, ...]:
    items = f.array(raw, where, MAX_ITEMS)
    names = tuple(f.text(x, f"{where}[{i}]") for i, x in enumerate(items))
    if len(set(names)) != len(names):
        raise InputError(where, "lists a name twice")
    return names


def _hash(raw: Any, where: str) -> str:
    value = f.text(raw, where, HASH_LEN)
    if len(value) != HASH_LEN or any(c not in "0123456789abcdef" for c in value):
        raise InputError(where, f"must be {HASH_LEN} hex digits")
    return value


def _shot(raw: Any, where: str) -> int:
    return f.integer(raw, where, 0, MAX_SHOTS)


def _flag(raw: Any, where: str) -> bool:
    if not isinstance(raw, bool):
        raise InputError(where, "must be true or false")
    return raw


# -- the messages -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Hello:
    """The first frame each side sends on a connection. The host's hello carries the game
    (``setup``, ``physics``) and the seat the joiner plays; the joiner's carries the room
    code. ``shots`` and ``position`` say where each side's copy of the game stands, so a
    reconnect resumes at the exact shot."""

    TYPE: ClassVar[str] = "hello"
    program: str
    version: int
    physics: str
    name: str
    code: str
    shots: int
    position: str
    setup: Setup | None = None
    seat: int | None = None  # host: the joiner's seat (index into setup.players)


@dataclass(frozen=True)
class StrokeMsg:
    """A stroke played: shot number (0-based, = shots played before it), the contract's
    stroke, where the ball in hand was put (or None) and the start position's hash."""

    TYPE: ClassVar[str] = "stroke"
    shot: int
    stroke: Stroke
    start: str
    place: Point | None = None


@dataclass(frozen=True)
class Result:
    """The shooter's outcome of shot ``shot``: the events' hash, the final position and the
    scores the shooter's referee gave (the receiver's own simulation must agree)."""

    TYPE: ClassVar[str] = "result"
    shot: int
    events: str
    final: Final
    scores: Mapping[str, int]


@dataclass(frozen=True)
class Choice:
    """A choice the rules offered before shot ``shot`` (7F-10 play/replay, C-8 respot...)."""

    TYPE: ClassVar[str] = "choice"
    shot: int
    choice: str


@dataclass(frozen=True)
class Lag:
    """5P-4: the deciding game's lag, won by ``breaker`` (the host plays the lag)."""

    TYPE: ClassVar[str] = "lag"
    shot: int
    breaker: str


@dataclass(frozen=True)
class TakebackRequest:
    """Asks to take back the last shot: ``shot`` = shots played now."""

    TYPE: ClassVar[str] = "takeback"
    shot: int


@dataclass(frozen=True)
class TakebackAnswer:
    TYPE: ClassVar[str] = "takeback_answer"
    shot: int
    accept: bool


@dataclass(frozen=True)
class Resign:
    TYPE: ClassVar[str] = "resign"
    shot: int


@dataclass(frozen=True)
class Rematch:
    """Offers a new game with the same setup (the other player breaks), or answers an
    offer: ``accept`` is None for an offer."""

    TYPE: ClassVar[str] = "rematch"
    accept: bool | None = None


@dataclass(frozen=True)
class Chat:
    TYPE: ClassVar[str] = "chat"
    text: str


@dataclass(frozen=True)
class Ping:
    """Keep-alive; the answer carries the same ``t`` back, so the sender measures latency."""

    TYPE: ClassVar[str] = "ping"
    t: float


@dataclass(frozen=True)
class Pong:
    TYPE: ClassVar[str] = "pong"
    t: float


@dataclass(frozen=True)
class Aim:
    """The shooter lining up (streamed at most ``AIM_HZ`` times a second): the stroke as it
    would be played now (cue direction, tip offsets, elevation, power), read by the one
    stroke parser with its limits, or None while the ball in hand is still carried;
    ``place``: where the ball in hand is now (carried or put down), None without one."""

    TYPE: ClassVar[str] = "aim"
    shot: int
    stroke: Stroke | None
    place: Point | None = None


@dataclass(frozen=True)
class Disagree:
    """The receiver's final place of ``ball`` after shot ``shot`` was ``mm`` millimetres
    from the shooter's (beyond the save tolerance): both record it."""

    TYPE: ClassVar[str] = "disagree"
    shot: int
    ball: str
    mm: float


@dataclass(frozen=True)
class Bye:
    """The game is over and this side holds all ``shots`` of it: the other side, which
    may have played the last shot, can leave knowing nothing is lost."""

    TYPE: ClassVar[str] = "bye"
    shots: int


@dataclass(frozen=True)
class ErrorMsg:
    """One of our messages refused by the peer, or the reason it closes the line."""

    TYPE: ClassVar[str] = "error"
    kind: str
    field: str
    reason: str


Message = (
    Hello
    | StrokeMsg
    | Result
    | Choice
    | Lag
    | TakebackRequest
    | TakebackAnswer
    | Resign
    | Rematch
    | Chat
    | Ping
    | Pong
    | Aim
    | Disagree
    | Bye
    | ErrorMsg
)
MESSAGES: tuple[type[Message], ...] = (
    Hello,
    StrokeMsg,
    Result,
    Choice,
    Lag,
    TakebackRequest,
    TakebackAnswer,
    Resign,
    Rematch,
    Chat,
    Ping,
    Pong,
    Aim,
    Disagree,
    Bye,
    ErrorMsg,
)
BY_TYPE: dict[str, type[Message]] = {m.TYPE: m for m in MESSAGES}


# -- encoding ---------------------------------------------------------------------------------
def _field_json(value: Any) -> Any:
    if isinstance(value, (Setup, Final, Stroke)):
        return value.to_json()
    if isinstance(value, tuple):  # a point
        return [value[0], value[1]]
    if isinstance(value, Mapping):
        return dict(value)
    return value


def to_json(msg: Message, seq: int) -> dict[str, Any]:
    out: dict[str, Any] = {"type": msg.TYPE, "seq": seq}
    for fld in fields(msg):
        out[fld.name] = _field_json(getattr(msg, fld.name))
    return out


def encode(msg: Message, seq: int) -> str:
    """One frame's text (compact JSON; a stroke is about 200 bytes)."""
    return json.dumps(to_json(msg, seq), separators=(",", ":"), ensure_ascii=False)


# -- decoding ---------------------------------------------------------------------------------
def frame_size(frame: str | bytes) -> int:
    return len(frame) if isinstance(frame, bytes) else len(frame.encode("utf-8", "replace"))


def decode(frame: str | bytes) -> tuple[int, Message]:
    """(seq, message) of one frame, or ``NetError``: too large, not JSON, a bad field."""
    if frame_size(frame) > MAX_FRAME_BYTES:
        raise NetError("frame", f"larger than {MAX_FRAME_BYTES} bytes", "too_large")
    data = frame if isinstance(frame, bytes) else frame.encode("utf-8", "surrogatepass")
    try:
        raw = parse(data, "frame")
    except InputError as exc:
        raise NetError(exc.field, exc.reason, "malformed") from None
    try:
        return _read(raw)
    except NetError:
        raise
    except InputError as exc:
        raise NetError(exc.field, exc.reason, "invalid") from None


def _read(raw: Any) -> tuple[int, Message]:
    obj = f.obj(raw, "frame")
    kind = f.text(f.require(obj, "type", ""), "type", 32)
    cls = BY_TYPE.get(kind)
    if cls is None:
        raise InputError("type", f"unknown message type {kind[:32]!a}")
    seq = f.integer(f.require(obj, "seq", ""), "seq", 1, MAX_SEQ)
    body = {k: v for k, v in obj.items() if k not in ("type", "seq")}
    names = [fld.name for fld in fields(cls)]
    f.only_keys(body, names, kind)
    return seq, _READERS[kind](body, kind)


def _hello(o: Mapping[str, Any], w: str) -> Hello:
    setup = o.get("setup")
    seat = o.get("seat")
    return Hello(
        program=f.text(f.require(o, "program", w), f"{w}.program", 32),
        version=f.integer(f.require(o, "version", w), f"{w}.version", 0, 1_000_000),
        physics=f.text(f.require(o, "physics", w), f"{w}.physics"),
        name=f.text(f.require(o, "name", w), f"{w}.name"),
        code=f.text(f.require(o, "code", w), f"{w}.code", MAX_CODE),
        shots=_shot(f.require(o, "shots", w), f"{w}.shots"),
        position=_hash(f.require(o, "position", w), f"{w}.position"),
        setup=None if setup is None else Setup.from_json(setup, f"{w}.setup"),
        seat=None if seat is None else f.integer(seat, f"{w}.seat", 0, MAX_PLAYERS - 1),
    )


def _stroke(o: Mapping[str, Any], w: str) -> StrokeMsg:
    place = o.get("place")
    return StrokeMsg(
        shot=_shot(f.require(o, "shot", w), f"{w}.shot"),
        stroke=Stroke.from_json(f.require(o, "stroke", w), f"{w}.stroke", complete=True),
        start=_hash(f.require(o, "start", w), f"{w}.start"),
        place=None if place is None else f.point(place, f"{w}.place"),
    )


def _result(o: Mapping[str, Any], w: str) -> Result:
    scores_raw = f.obj(f.require(o, "scores", w), f"{w}.scores")
    if len(scores_raw) > MAX_PLAYERS:
        raise InputError(f"{w}.scores", f"has more than {MAX_PLAYERS} players")
    scores = {
        f.text(k, f"{w}.scores"): f.integer(v, f"{w}.scores.{k}", -(10**9), 10**9)
        for k, v in scores_raw.items()
    }
    return Result(
        shot=_shot(f.require(o, "shot", w), f"{w}.shot"),
        events=_hash(f.require(o, "events", w), f"{w}.events"),
        final=Final.from_json(f.require(o, "final", w), f"{w}.final"),
        scores=scores,
    )


def _aim(o: Mapping[str, Any], w: str) -> Aim:
    stroke = f.require(o, "stroke", w)
    place = o.get("place")
    if stroke is None and place is None:
        raise InputError(w, "says neither a stroke nor a place")
    return Aim(
        shot=_shot(f.require(o, "shot", w), f"{w}.shot"),
        stroke=None if stroke is None else Stroke.from_json(stroke, f"{w}.stroke"),
        place=None if place is None else _place(place, f"{w}.place"),
    )


def _place(raw: Any, where: str) -> Point:
    x, y = f.point(raw, where)
    f.number(x, f"{where}[0]", -MAX_PLACE, MAX_PLACE)
    f.number(y, f"{where}[1]", -MAX_PLACE, MAX_PLACE)
    return (x, y)


def _error(o: Mapping[str, Any], w: str) -> ErrorMsg:
    kind = f.text(f.require(o, "kind", w), f"{w}.kind", 32)
    return ErrorMsg(
        kind=kind if kind in KINDS else "invalid",
        field=f.text(f.require(o, "field", w), f"{w}.field", 200),
        reason=f.text(f.require(o, "reason", w), f"{w}.reason", 300),
    )


def _accept(o: Mapping[str, Any], w: str) -> bool | None:
    raw = o.get("accept")
    return None if raw is None else _flag(raw, f"{w}.accept")


_READERS: dict[str, Any] = {
    "hello": _hello,
    "stroke": _stroke,
    "result": _result,
    "choice": lambda o, w: Choice(
        _shot(f.require(o, "shot", w), f"{w}.shot"),
        f.text(f.require(o, "choice", w), f"{w}.choice"),
    ),
    "lag": lambda o, w: Lag(
        _shot(f.require(o, "shot", w), f"{w}.shot"),
        f.text(f.require(o, "breaker", w), f"{w}.breaker"),
    ),
    "takeback": lambda o, w: TakebackRequest(_shot(f.require(o, "shot", w), f"{w}.shot")),
    "takeback_answer": lambda o, w: TakebackAnswer(
        _shot(f.require(o, "shot", w), f"{w}.shot"),
        _flag(f.require(o, "accept", w), f"{w}.accept"),
    ),
    "resign": lambda o, w: Resign(_shot(f.require(o, "shot", w), f"{w}.shot")),
    "rematch": lambda o, w: Rematch(_accept(o, w)),
    "chat": lambda o, w: Chat(f.text(f.require(o, "text", w), f"{w}.text", MAX_CHAT)),
    "ping": lambda o, w: Ping(f.number(f.require(o, "t", w), f"{w}.t", 0.0, MAX_TIME)),
    "pong": lambda o, w: Pong(f.number(f.require(o, "t", w), f"{w}.t", 0.0, MAX_TIME)),
    "aim": _aim,
    "disagree": lambda o, w: Disagree(
        _shot(f.require(o, "shot", w), f"{w}.shot"),
        f.text(f.require(o, "ball", w), f"{w}.ball"),
        f.number(f.require(o, "mm", w), f"{w}.mm", 0.0, 1000.0),
    ),
    "bye": lambda o, w: Bye(_shot(f.require(o, "shots", w), f"{w}.shots")),
    "error": _error,
}
