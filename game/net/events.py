"""What a ``Session`` tells the window (or the headless peer) after each call.

Plain frozen values; the window maps each to what it shows and translates the words
(a ``NetError``'s ``kind`` names the sentence, as a save's problem kind does).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.net.errors import NetError
from game.net.protocol import Aim
from game.physics.api import SimResult
from game.rules.model import Decision
from game.stroke import Stroke
from game.tables import Point


@dataclass(frozen=True)
class Connected:
    """Both hellos exchanged: ``peer`` plays against us; we play seat ``seat``; the peer's
    copy of the game stood at ``peer_shots`` (missed shots are being resent)."""

    peer: str
    seat: int
    peer_shots: int


@dataclass(frozen=True)
class Closed:
    """The line dropped; the game is kept, a reconnect resumes it."""


@dataclass(frozen=True)
class JoinAsked:
    """Host: ``name`` asks to join; answer with ``Session.answer_join``."""

    name: str


@dataclass(frozen=True)
class Refused:
    """A peer's message refused (an error frame was sent back, nothing changed)."""

    error: NetError


@dataclass(frozen=True)
class PeerError:
    """The peer refused one of our messages, or says why it closes the line."""

    error: NetError


@dataclass(frozen=True)
class RemoteStroke:
    """The peer played ``stroke``; ``result`` is our own simulation of it, to animate now
    (the ruling follows as ``ShotJudged`` once the peer's result agrees); ``request`` the
    engine's input it was simulated from (a table standing elsewhere cannot use it);
    ``place`` where the peer put the ball in hand first (None: no ball in hand)."""

    shot: int
    stroke: Stroke
    result: SimResult
    request: Mapping[str, Any] = field(default_factory=dict)
    place: Point | None = None


@dataclass(frozen=True)
class ShotJudged:
    """Shot ``shot`` was judged and applied to the match (``local``: we played it)."""

    shot: int
    decision: Decision
    local: bool


@dataclass(frozen=True)
class Disagreement:
    """The two sides' final places of shot ``shot`` differ beyond the save tolerance
    (``ball``, ``distance`` metres); play goes on from the shooter's."""

    shot: int
    ball: str
    distance: float


@dataclass(frozen=True)
class PeerAim:
    aim: Aim


@dataclass(frozen=True)
class PeerChoice:
    """The peer chose (or, ``lag:NAME``, the host's lag was won by NAME)."""

    choice: str


@dataclass(frozen=True)
class PeerChat:
    name: str
    text: str


@dataclass(frozen=True)
class Latency:
    """Round trip of the last ping, seconds."""

    seconds: float


@dataclass(frozen=True)
class TakebackAsked:
    """The peer asks to take back the last shot; answer with ``answer_takeback``."""


@dataclass(frozen=True)
class TakenBack:
    """The last shot was taken back on both sides."""


@dataclass(frozen=True)
class TakebackRefused:
    pass


@dataclass(frozen=True)
class Resigned:
    player: str


@dataclass(frozen=True)
class RematchAsked:
    """The peer offers a rematch; answer with ``answer_rematch``."""


@dataclass(frozen=True)
class RematchStarted:
    """A new game with the same setup is on (``Session.match`` is the new one)."""


Event = (
    Connected
    | Closed
    | JoinAsked
    | Refused
    | PeerError
    | RemoteStroke
    | ShotJudged
    | Disagreement
    | PeerAim
    | PeerChoice
    | PeerChat
    | Latency
    | TakebackAsked
    | TakenBack
    | TakebackRefused
    | Resigned
    | RematchAsked
    | RematchStarted
)
