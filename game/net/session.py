"""One side of a networked game, without any I/O: frames in, frames and events out.

A ``Session`` holds the ``Match`` and knows which seat is local. The transport (the
headless ``game.net.peer`` with ``websockets``, the window with QtWebSockets) feeds it:

- ``connected()`` when a line is up (a new connection: message numbers start again),
- ``receive(frame)`` for every text frame the peer sent,
- ``disconnected()`` when the line drops,

and the player's actions: ``play(stroke, result=None)`` (place the ball in hand first with
``session.match.place_ball``), ``choose``, ``lag``, ``aim``, ``chat``, ``ask_takeback``,
``answer_takeback``, ``resign``, ``offer_rematch``, ``answer_rematch``, ``answer_join``
(host), ``ping``. Every call returns a ``Step``: ``out`` (text frames to send, in order),
``events`` (what the window shows: see ``game.net.events``) and ``close`` (a ``NetError``
when the line must be closed: a flood, an oversized frame, another version, a wrong code).

Each side simulates and judges every shot itself (the engine is deterministic). A session
made with ``simulate_here=False`` (the window) does not simulate a received stroke itself:
the ``Step`` asks for it (``simulate``: a ``SimJob``), the transport runs it off its own
thread and hands the answer back with ``simulated(ticket, result)`` (or
``simulation_failed``). Frames that arrive meanwhile are held and read, in order, once the
answer is in, so a later message never overtakes the stroke before it. The
shooter sends the stroke, then its result (events hash, final position, scores). The other
side simulates the stroke when it arrives (``RemoteStroke`` carries the result to animate),
then checks the shooter's result: the same events and scores, and a final position within
the save tolerance (1 mm) of its own. Beyond the tolerance but within ``FORGED_DISTANCE``
the two are told (``Disagreement``), it is recorded (``disagreements``, saved in the view
as ``netplay``), and play carries on from the shooter's position. Other events, other
scores or a ball farther off are refused as forged, as is a stroke out of turn, a wrong
shot number or a start position that is not ours; a refused message changes nothing.
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from game.errors import InputError
from game.match import Match, ball_in_hand_after
from game.net import protocol as p
from game.net.digest import NO_GAME, events_hash, position_hash, resume_hash, start_hash
from game.net.errors import NetError
from game.net.events import (
    Closed,
    Connected,
    Disagreement,
    Event,
    JoinAsked,
    Latency,
    PeerAim,
    PeerChat,
    PeerChoice,
    PeerError,
    Refused,
    RematchAsked,
    RematchStarted,
    RemoteStroke,
    Resigned,
    ShotJudged,
    TakebackAsked,
    TakebackRefused,
    TakenBack,
)
from game.net.results import FORGED_DISTANCE, compare_finals, error_frame, final_of
from game.net.room_code import same_code
from game.physics.api import SimResult, simulate_detailed
from game.physics.sets import get as physics_set
from game.saves.verify import POSITION_TOLERANCE
from game.stroke import Stroke
from game.tables import Point

AIM_HZ = 10.0  # live aim frames a second, at most
RATE_PER_SECOND = 100.0  # incoming frames a second, sustained
RATE_BURST = 1000.0  # frames at once (a reconnect resends the missed shots)
PING_SECONDS = 5.0  # how often the transport should call ``ping``

Simulate = Callable[[dict[str, Any]], SimResult]


@dataclass(frozen=True)
class SimJob:
    """A received stroke to simulate (``request``: the engine's input); the answer goes
    back to the session with ``simulated(ticket, result)``."""

    ticket: int
    request: Mapping[str, Any]


@dataclass(frozen=True)
class Step:
    """What one call produced: frames to send, events to show, whether to close, and a
    stroke to simulate (sessions that do not simulate here)."""

    out: tuple[str, ...] = ()
    events: tuple[Event, ...] = ()
    close: NetError | None = None
    simulate: SimJob | None = None

    def __add__(self, other: Step) -> Step:
        return Step(
            self.out + other.out,
            self.events + other.events,
            self.close or other.close,
            self.simulate or other.simulate,
        )


@dataclass
class _Pending:
    """A peer's stroke simulated here, waiting for the peer's result."""

    msg: p.StrokeMsg
    stroke: Stroke
    sim: SimResult


@dataclass
class _Checking:
    """A peer's stroke, checked and its ball in hand placed, being simulated elsewhere."""

    ticket: int
    msg: p.StrokeMsg
    stroke: Stroke
    placed: bool


@dataclass
class _Link:
    """One connection's state: message numbers both ways and the peer's hello."""

    sent: int = 0
    seen: int = 0
    hello: p.Hello | None = None
    accepted: bool = False
    tokens: float = RATE_BURST
    last: float = 0.0


@dataclass
class Session:
    """One side of a networked game (see the module docstring)."""

    name: str
    host: bool
    code: str
    match: Match | None = None
    local_seat: int = 0
    accept_joins: bool = True
    simulate: Simulate = simulate_detailed
    simulate_here: bool = True  # False: a received stroke is simulated by the transport
    clock: Callable[[], float] = time.monotonic
    physics: str = ""
    peer_name: str | None = None
    latency: float | None = None
    resigned: str | None = None
    disagreements: list[dict[str, Any]] = field(default_factory=list)
    refused: dict[str, int] = field(default_factory=dict)
    rate_per_second: float = RATE_PER_SECOND
    rate_burst: float = RATE_BURST
    _link: _Link = field(default_factory=_Link)
    _pending: _Pending | None = None
    _checking: _Checking | None = None
    _held: deque[str | bytes] = field(default_factory=deque)  # frames after it, in order
    _jobs: int = 0
    _takeback_asked: int | None = None  # shots played when we asked
    _peer_takeback: int | None = None
    _rematch_offered: bool = False
    _peer_rematch: bool = False
    _last_aim: float = -math.inf
    peer_done: bool = False  # the peer said it holds the whole finished game
    _bye_sent: bool = False

    def __post_init__(self) -> None:
        if self.match is not None:
            self.physics = self.match.config.physics
        elif not self.physics:
            from game.physics.sets import CURRENT

            self.physics = CURRENT.name

    # -- constructors -----------------------------------------------------------------------
    @classmethod
    def hosting(cls, match: Match, local_seat: int, name: str, code: str, **kw: Any) -> Session:
        """The host's side: it owns the game's setup; the joiner plays the other seat."""
        return cls(name=name, host=True, code=code, match=match, local_seat=local_seat, **kw)

    @classmethod
    def joining(cls, name: str, code: str, match: Match | None = None, **kw: Any) -> Session:
        """The joiner's side; ``match``: its own copy kept from an earlier connection (an
        autosave), so a reconnect resumes at the exact shot."""
        return cls(name=name, host=False, code=code, match=match, **kw)

    # -- what the window reads ----------------------------------------------------------------
    @property
    def ready(self) -> bool:
        """Both hellos exchanged (and the host accepted the joiner)."""
        return self._link.accepted and self.match is not None

    @property
    def local_player(self) -> str | None:
        return None if self.match is None else self.match.config.players[self.local_seat]

    @property
    def peer_player(self) -> str | None:
        if self.match is None:
            return None
        others = [q for i, q in enumerate(self.match.config.players) if i != self.local_seat]
        return others[0] if others else None

    @property
    def finished(self) -> bool:
        return self.match is not None and (self.match.over or self.resigned is not None)

    @property
    def complete(self) -> bool:
        """The game is over on both sides: the peer said so, or we told it we hold all
        of it. A transport may close the line and stop then."""
        return self.finished and (self.peer_done or self._bye_sent)

    def _bye(self) -> Step:
        """After a peer's message ended the game: tell it we hold every shot."""
        m = self.match
        if m is None or not self.finished or self._bye_sent:
            return Step()
        self._bye_sent = True
        return self._send(p.Bye(m.shots_played))

    @property
    def my_turn(self) -> bool:
        """The local player is to act (choose, place, shoot) and no peer shot is pending."""
        m = self.match
        return (
            self.ready
            and m is not None
            and not self.finished
            and self._pending is None
            and self._checking is None
            and self._actor() == self.local_player
        )

    @property
    def waiting_for_result(self) -> bool:
        return self._pending is not None or self._checking is not None

    @property
    def checking(self) -> bool:
        """A received stroke is being simulated by the transport (frames are held)."""
        return self._checking is not None

    def view(self) -> dict[str, Any]:
        """What the save's ``view`` records of the network game (the same on both sides)."""
        return {"netplay": {"disagreements": list(self.disagreements)}}

    def _actor(self) -> str | None:
        m = self.match
        if m is None or m.over:
            return None
        return m.next_player

    # -- the line ---------------------------------------------------------------------------
    def connected(self) -> Step:
        """A new connection is up: numbers start again; the joiner speaks first."""
        self._link = _Link(tokens=self.rate_burst, last=self.clock())
        self._pending = None
        self._stop_checking()
        if self.host:
            return Step()
        return self._send(self._hello())

    def disconnected(self) -> Step:
        self._link = _Link(tokens=self.rate_burst, last=self.clock())
        self._pending = None  # the peer resends the stroke with its result on reconnect
        self._stop_checking()
        return Step(events=(Closed(),))

    def _stop_checking(self) -> None:
        """A new line: the stroke being simulated and the frames after it are void (its
        ball in hand stays put; the resent stroke puts it where it says)."""
        self._checking = None
        self._held.clear()

    def _hello(self) -> p.Hello:
        m = self.match
        setup = None
        seat = None
        if self.host and m is not None:
            c = m.config
            setup = p.Setup(c.discipline, tuple(c.players), str(c.first), c.table, c.options)
            seat = 1 - self.local_seat if len(c.players) == 2 else None
        return p.Hello(
            program=p.PROGRAM,
            version=p.PROTOCOL_VERSION,
            physics=self.physics,
            name=self.name,
            code=self.code if not self.host else "",
            shots=0 if m is None else m.shots_played,
            position=resume_hash(m),
            setup=setup,
            seat=seat,
        )

    def _send(self, *msgs: p.Message, events: tuple[Event, ...] = ()) -> Step:
        frames = []
        for msg in msgs:
            self._link.sent += 1
            frames.append(p.encode(msg, self._link.sent))
        return Step(tuple(frames), events)

    def _refuse(self, err: NetError, answer: bool = True) -> Step:
        self.refused[err.kind] = self.refused.get(err.kind, 0) + 1
        out = self._send(error_frame(err)) if answer else Step()
        return out + Step(events=(Refused(err),))

    def _close(self, err: NetError) -> Step:
        self.refused[err.kind] = self.refused.get(err.kind, 0) + 1
        step = self._send(error_frame(err))
        return Step(step.out, (Refused(err),), err)

    def _rate_ok(self) -> bool:
        now = self.clock()
        link = self._link
        refill = (now - link.last) * self.rate_per_second
        link.tokens = min(self.rate_burst, link.tokens + refill)
        link.last = now
        link.tokens -= 1.0
        return link.tokens >= 0.0

    def receive(self, frame: str | bytes) -> Step:
        """One frame from the peer: answered, refused (an ``error`` frame back, nothing
        changed) or, for a flood or an oversized frame, the line closed."""
        if not self._rate_ok():
            return self._close(NetError("frames", "too many messages: flood", "flood"))
        if self._checking is not None:
            if len(self._held) >= self.rate_burst:
                return self._close(NetError("frames", "too many messages: flood", "flood"))
            self._held.append(frame)  # read once the stroke before it is simulated
            return Step()
        return self._read(frame)

    def _read(self, frame: str | bytes) -> Step:
        try:
            seq, msg = p.decode(frame)
        except NetError as err:
            if err.kind == "too_large":
                return self._close(err)
            return self._refuse(err)
        if seq != self._link.seen + 1:
            why = f"message {seq} where {self._link.seen + 1} was due (replayed or lost)"
            return self._refuse(NetError("seq", why, "sequence"))
        self._link.seen = seq
        if isinstance(msg, p.ErrorMsg):
            # Never answered, so two sides cannot argue forever.
            return Step(events=(PeerError(NetError(msg.field, msg.reason, "peer")),))
        try:
            if isinstance(msg, p.Hello):
                return self._on_hello(msg)
            if not self.ready:
                raise NetError(msg.TYPE, "sent before the hello was answered", "state")
            if isinstance(msg, p.Bye):
                return self._on_bye(msg)
            return self._on_message(msg) + self._bye()
        except NetError as err:
            if err.kind in ("version", "code", "physics", "setup", "refused"):
                return self._close(err)
            return self._refuse(err)

    # -- hello and resuming -----------------------------------------------------------------
    def _on_hello(self, msg: p.Hello) -> Step:
        if self._link.hello is not None:
            raise NetError("hello", "sent twice on one connection", "state")
        if msg.program != p.PROGRAM or msg.version != p.PROTOCOL_VERSION:
            raise NetError(
                "hello.version",
                f"{msg.program[:20]!a} protocol {msg.version}; this is "
                f"{p.PROGRAM} protocol {p.PROTOCOL_VERSION}",
                "version",
            )
        try:
            physics_set(msg.physics, "hello.physics")
        except InputError as exc:
            raise NetError(exc.field, exc.reason, "physics") from None
        self._link.hello = msg
        self.peer_name = msg.name
        if self.host:
            if not same_code(msg.code, self.code):
                raise NetError("hello.code", "not this game's room code", "code")
            if msg.physics != self.physics:
                raise NetError("hello.physics", f"{msg.physics!a} is not {self.physics}", "physics")
            if self.accept_joins:
                return self.answer_join(True)
            return Step(events=(JoinAsked(msg.name),))
        return self._joined(msg)

    def answer_join(self, accept: bool) -> Step:
        """Host: let the asking joiner in (the hello answered, play resumes) or refuse."""
        hello = self._link.hello
        if not self.host or hello is None or self._link.accepted:
            return Step()
        if not accept:
            return self._close(NetError("hello", "the host refused the join", "refused"))
        self._link.accepted = True
        step = self._send(self._hello())
        return step + self._resume(hello)

    def _joined(self, msg: p.Hello) -> Step:
        if msg.setup is None or msg.seat is None:
            raise NetError("hello.setup", "missing: the host did not say the game", "setup")
        s = msg.setup
        if self.match is None:
            try:
                self.match = Match.new(
                    s.discipline, s.players, s.first, s.options, s.table, msg.physics
                )
            except InputError as exc:
                raise NetError(exc.field, exc.reason, "setup") from None
            self.physics = msg.physics
        else:
            c = self.match.config
            theirs = (s.discipline, s.players, s.first, s.table, dict(s.options), msg.physics)
            ours = (c.discipline, tuple(c.players), c.first, c.table, dict(c.options), c.physics)
            if theirs != ours:
                raise NetError("hello.setup", "another game than the one kept here", "setup")
        self.local_seat = msg.seat
        self._link.accepted = True
        return self._resume(msg)

    def _resume(self, peer: p.Hello) -> Step:
        """Both hellos known: resend what the peer missed, or check that both stand alike."""
        m = self.match
        assert m is not None
        step = Step(events=(Connected(peer.name, self.local_seat, peer.shots),))
        if peer.shots == m.shots_played and self.finished:
            self._bye_sent = False  # the last one may have been lost with the line
            return step + self._bye()
        if peer.shots < m.shots_played:
            step += self._send(*self._history(peer.shots))
        elif peer.shots == m.shots_played and peer.position not in (NO_GAME, resume_hash(m)):
            if m.pending_choice is not None:  # made here, lost on the way
                step += self._send(p.Choice(m.shots_played, m.pending_choice))
            else:
                step += self._refuse(
                    NetError("hello.position", "the two copies of the game differ", "position")
                )
        return step

    def _history(self, since: int) -> list[p.Message]:
        """The messages that played shots ``since`` onwards, as they were sent."""
        m = self.match
        assert m is not None
        out: list[p.Message] = []
        first = since - m.shots_played + len(m.records)
        for i in range(max(0, first), len(m.records)):
            rec = m.records[i]
            shot = m.shots_played - len(m.records) + i
            if rec.breaker is not None:
                out.append(p.Lag(shot, rec.breaker))
            if rec.choice is not None:
                out.append(p.Choice(shot, rec.choice))
            before = m.records[i - 1].decision if i > 0 else None
            hand = ball_in_hand_after(before, m.opening, rec.choice)
            place = rec.start.balls.get(hand) if hand is not None else None
            final = rec.result.get("final", {})
            start = start_hash(shot, rec.start, rec.choice, rec.breaker, hand)
            out.append(p.StrokeMsg(shot, replace(rec.stroke, place=None), start, place))
            out.append(
                p.Result(shot, events_hash(rec.result.get("events", [])), final_of(final), {})
            )
        if m.pending_choice is not None:
            out.append(p.Choice(m.shots_played, m.pending_choice))
        return out

    # -- the game's messages ----------------------------------------------------------------
    def _on_message(self, msg: p.Message) -> Step:
        m = self.match
        assert m is not None
        if isinstance(msg, p.Ping):
            return self._send(p.Pong(msg.t))
        if isinstance(msg, p.Pong):
            now = self.clock()
            if 0.0 <= now - msg.t < 3600.0:
                self.latency = now - msg.t
                return Step(events=(Latency(self.latency),))
            return Step()
        if isinstance(msg, p.Chat):
            return Step(events=(PeerChat(self.peer_name or "", msg.text),))
        if isinstance(msg, p.Rematch):
            return self._on_rematch(msg)
        if isinstance(msg, p.StrokeMsg):
            return self._on_stroke(msg)
        if isinstance(msg, p.Result):
            return self._on_result(msg)
        if isinstance(msg, p.Aim):
            self._check_peer_turn(msg.shot, "aim")
            if msg.place is not None and m.ball_in_hand is None and m.placed_from_hand is None:
                raise NetError("aim.place", "no ball is in hand", "rules")
            return Step(events=(PeerAim(msg),))
        if isinstance(msg, p.Choice):
            self._check_peer_turn(msg.shot, "choice")
            try:
                m.choose(msg.choice)
            except InputError as exc:
                raise NetError(exc.field, exc.reason, "rules") from None
            return Step(events=(PeerChoice(msg.choice),))
        if isinstance(msg, p.Lag):
            return self._on_lag(msg)
        if isinstance(msg, p.Disagree):
            return self._on_disagree(msg)
        if isinstance(msg, p.TakebackRequest):
            self._check_shot(msg.shot, "takeback.shot")
            if m.shots_played == 0:
                raise NetError("takeback", "no shot to take back", "state")
            self._peer_takeback = msg.shot
            return Step(events=(TakebackAsked(),))
        if isinstance(msg, p.TakebackAnswer):
            return self._on_takeback_answer(msg)
        if isinstance(msg, p.Resign):
            self._check_shot(msg.shot, "resign.shot")
            if self.finished:
                raise NetError("resign", "the game is already over", "state")
            self.resigned = self.peer_player
            return Step(events=(Resigned(self.resigned or ""),))
        raise NetError(msg.TYPE, "not expected now", "state")

    def _on_disagree(self, msg: p.Disagree) -> Step:
        m = self.match
        assert m is not None
        if not 0 <= msg.shot < m.shots_played or msg.mm * 0.001 <= POSITION_TOLERANCE:
            raise NetError("disagree", "no such disagreement", "state")
        note = {"shot": msg.shot, "ball": msg.ball, "mm": msg.mm}
        if note in self.disagreements:
            return Step()
        self.disagreements.append(note)
        return Step(events=(Disagreement(msg.shot, msg.ball, msg.mm * 0.001),))

    def _on_bye(self, msg: p.Bye) -> Step:
        self._check_shot(msg.shots, "bye.shots")
        if not self.finished:
            raise NetError("bye", "the game is not over here", "state")
        self.peer_done = True
        return Step()

    def _check_shot(self, shot: int, where: str) -> None:
        m = self.match
        assert m is not None
        if shot != m.shots_played:
            raise NetError(where, f"shot {shot + 1} where shot {m.shots_played + 1} is due", "shot")

    def _check_peer_turn(self, shot: int, what: str) -> None:
        self._check_shot(shot, f"{what}.shot")
        if self.finished:
            raise NetError(what, "the game is already over", "state")
        if self.waiting_for_result:
            raise NetError(what, "the last shot's result has not come yet", "state")
        if self._actor() != self.peer_player:
            raise NetError(what, "not the peer's turn", "turn")

    def _on_lag(self, msg: p.Lag) -> Step:
        m = self.match
        assert m is not None
        self._check_shot(msg.shot, "lag.shot")
        if not self.host and self._link.hello is not None:
            try:
                m.lag_won(msg.breaker, "lag.breaker")
            except InputError as exc:
                raise NetError(exc.field, exc.reason, "rules") from None
            return Step(events=(PeerChoice(f"lag:{msg.breaker}"),))
        raise NetError("lag", "only the host plays the lag", "turn")

    def _on_stroke(self, msg: p.StrokeMsg) -> Step:
        m = self.match
        assert m is not None
        self._check_peer_turn(msg.shot, "stroke")
        if m.choices and m.pending_choice is None:
            raise NetError("stroke", "a choice is due before the stroke", "turn")
        if m.lag_due:
            raise NetError("stroke", "the deciding game's break is lagged first (5P-4)", "rules")
        stroke = msg.stroke
        if stroke.ball not in m.discipline.balls:
            raise NetError("stroke.stroke.ball", f"{stroke.ball[:20]!a} is no ball here", "invalid")
        if stroke.call is not None and stroke.call not in m.allowed_calls:
            raise NetError("stroke.stroke.call", f"{stroke.call!a} may not be called now", "rules")
        placed = False
        if msg.place is not None and m.placed_from_hand is not None:
            # A take-back puts the ball in hand back down where it lay on both tables; the
            # shooter's stroke says where it lies now.
            m.pick_up()
        hand = m.ball_in_hand
        try:
            if hand is not None:
                if msg.place is None:
                    why = f"the ball in hand ({hand}) is not placed"
                    raise NetError("stroke.place", why, "rules")
                try:
                    m.place_ball(hand, msg.place)
                except InputError as exc:
                    raise NetError("stroke.place", exc.reason, "rules") from None
                placed = True
            elif msg.place is not None:
                raise NetError("stroke.place", "no ball is in hand", "rules")
            if msg.start != position_hash(m):
                raise NetError("stroke.start", "not the position this side stands at", "position")
            try:
                request = m.request_for(stroke)
                if not self.simulate_here:
                    self._jobs += 1
                    self._checking = _Checking(self._jobs, msg, stroke, placed)
                    return Step(simulate=SimJob(self._jobs, request))
                sim = self.simulate(request)
            except InputError as exc:
                raise NetError(exc.field, exc.reason, "rules") from None
        except NetError:
            if placed:
                m.pick_up()
            raise
        return self._simulated_stroke(msg, stroke, sim, request)

    def _simulated_stroke(
        self, msg: p.StrokeMsg, stroke: Stroke, sim: SimResult, request: Mapping[str, Any]
    ) -> Step:
        self._pending = _Pending(msg, stroke, sim)
        return Step(events=(RemoteStroke(msg.shot, stroke, sim, request, msg.place),))

    def simulated(self, ticket: int, result: SimResult) -> Step:
        """The transport's simulation of the stroke asked for by ``SimJob`` ``ticket``:
        the stroke is played (``RemoteStroke``), then the frames held behind it are read.
        An answer to a job that no longer stands (a new line since) changes nothing."""
        job = self._checking
        if job is None or job.ticket != ticket or self.match is None:
            return Step()
        self._checking = None
        request = self.match.request_for(job.stroke)
        return self._simulated_stroke(job.msg, job.stroke, result, request) + self._read_held()

    def simulation_failed(self, ticket: int, reason: str) -> Step:
        """The stroke of job ``ticket`` could not be simulated: refused like one the
        engine refuses here; the frames held behind it are read."""
        job = self._checking
        if job is None or job.ticket != ticket or self.match is None:
            return Step()
        self._checking = None
        if job.placed:
            self.match.pick_up()
        step = self._refuse(NetError("stroke", reason[:200], "rules"))
        return step + self._read_held()

    def _read_held(self) -> Step:
        step = Step()
        while self._held and self._checking is None and step.close is None:
            step += self._read(self._held.popleft())
        if step.close is not None:
            self._held.clear()
        return step

    def _on_result(self, msg: p.Result) -> Step:
        m = self.match
        assert m is not None
        pend = self._pending
        if pend is None:
            raise NetError("result", "no stroke waits for a result", "state")
        if msg.shot != pend.msg.shot:
            raise NetError("result.shot", f"shot {msg.shot + 1} is not the one played", "shot")
        if msg.events != events_hash(e.to_json() for e in pend.sim.events):
            raise NetError("result.events", "other events than the stroke played again", "forged")
        own = final_of(pend.sim.final())
        gap = compare_finals(own, msg.final)
        if gap is None:
            why = "other balls or pins than the stroke played again"
            raise NetError("result.final", why, "forged")
        ball, dist = gap
        if dist > FORGED_DISTANCE:
            raise NetError(
                f"result.final.balls.{ball}",
                f"lies {dist * 1000:.0f} mm from where the stroke played again leaves it",
                "forged",
            )
        decision = self._judge(pend.stroke, pend.sim, msg.final)
        if msg.scores and dict(msg.scores) != m.scores:
            m.take_back()  # the refused result changes nothing; the stroke still waits
            raise NetError("result.scores", "not the scores the rules give this shot", "forged")
        self._pending = None
        step = Step()
        if dist > POSITION_TOLERANCE:
            mm = round(dist * 1000, 1)
            self.disagreements.append({"shot": msg.shot, "ball": ball, "mm": mm})
            # Told to the shooter too, so both record it (and both saves hold it).
            step = self._send(p.Disagree(msg.shot, ball, mm))
            step += Step(events=(Disagreement(msg.shot, ball, dist),))
        return step + Step(events=(ShotJudged(msg.shot, decision, local=False),))

    def _judge(self, stroke: Stroke, sim: SimResult, final: p.Final) -> Any:
        """Both sides judge the same way: their own events, the shooter's final place."""
        m = self.match
        assert m is not None
        at = m.placed_at()
        if at is not None and stroke.place is None:
            stroke = replace(stroke, place=at)
        result = {
            "events": [e.to_json() for e in sim.events],
            "final": final.to_json(),
            "duration": sim.duration,
        }
        return m.apply_logged(stroke, result)

    # -- the local player's actions ---------------------------------------------------------
    def _check_local(self, what: str) -> Match:
        m = self.match
        if m is None or not self.ready:
            raise NetError(what, "not connected to a game", "state")
        if not self.my_turn:
            raise NetError(what, "not your turn", "turn")
        return m

    def play(self, stroke: Stroke, result: SimResult | None = None) -> Step:
        """The local player's stroke (the ball in hand already placed on ``match``);
        ``result``: the engine's result if the window already simulated it. Raises
        ``NetError`` when the stroke may not be played now; nothing is sent then."""
        m = self._check_local("stroke")
        if m.choices and m.pending_choice is None:
            raise NetError("stroke", "a choice is due before the stroke", "turn")
        if m.lag_due:
            raise NetError("stroke", "the deciding game's break is lagged first (5P-4)", "rules")
        if stroke.call is not None and stroke.call not in m.allowed_calls:
            raise NetError("stroke.call", f"{stroke.call!a} may not be called now", "rules")
        try:
            sim = result if result is not None else self.simulate(m.request_for(stroke))
        except InputError as exc:
            raise NetError(exc.field, exc.reason, "rules") from None
        shot = m.shots_played
        start = position_hash(m)
        placed = m.placed_from_hand
        place = m.position.balls.get(placed) if placed is not None else None
        final = final_of(sim.final())
        events = [e.to_json() for e in sim.events]
        decision = self._judge(stroke, sim, final)
        msgs: list[p.Message] = [
            p.StrokeMsg(shot, replace(stroke, place=None), start, place),
            p.Result(shot, events_hash(events), final, m.scores),
        ]
        return self._send(*msgs, events=(ShotJudged(shot, decision, local=True),))

    def choose(self, choice: str) -> Step:
        m = self._check_local("choice")
        try:
            m.choose(choice)
        except InputError as exc:
            raise NetError(exc.field, exc.reason, "rules") from None
        return self._send(p.Choice(m.shots_played, choice))

    def lag(self, breaker: str) -> Step:
        """Host: the deciding game's lag (5P-4) was won by ``breaker``."""
        m = self.match
        if m is None or not self.host or not self.ready:
            raise NetError("lag", "only the host plays the lag", "turn")
        try:
            m.lag_won(breaker)
        except InputError as exc:
            raise NetError(exc.field, exc.reason, "rules") from None
        return self._send(p.Lag(m.shots_played, breaker))

    def aim(self, stroke: Stroke | None, place: Point | None = None) -> Step:
        """The local player's cue, as it moves (the stroke it would play now; None while
        the ball in hand is still carried) and where his ball in hand is (``place``): sent
        at most ``AIM_HZ`` times a second; a stroke outside its limits is not sent."""
        m = self.match
        now = self.clock()
        if m is None or not self.my_turn or now - self._last_aim < 1.0 / AIM_HZ:
            return Step()
        hand = m.ball_in_hand is not None or m.placed_from_hand is not None
        shown_place = (round(place[0], 4), round(place[1], 4)) if place and hand else None
        shown = None
        if stroke is not None:
            shown = replace(
                stroke,
                aim_deg=round(stroke.aim_deg % 360.0, 3),
                side=round(stroke.side, 3),
                height=round(stroke.height, 3),
                speed=round(stroke.speed, 3),
                elevation_deg=round(stroke.elevation_deg, 3),
                call=None,
                place=None,
            )
            try:
                shown.check("aim")
            except InputError:
                return Step()
        elif shown_place is None:
            return Step()
        self._last_aim = now
        return self._send(p.Aim(m.shots_played, shown, shown_place))

    def chat(self, text: str) -> Step:
        return self._send(p.Chat(text[: p.MAX_CHAT])) if self.ready else Step()

    def ping(self) -> Step:
        return self._send(p.Ping(self.clock())) if self.ready else Step()

    def ask_takeback(self) -> Step:
        m = self.match
        if m is None or not self.ready or m.shots_played == 0 or self.waiting_for_result:
            raise NetError("takeback", "no shot to take back", "state")
        self._takeback_asked = m.shots_played
        return self._send(p.TakebackRequest(m.shots_played))

    def answer_takeback(self, accept: bool) -> Step:
        m = self.match
        asked = self._peer_takeback
        self._peer_takeback = None
        if m is None or asked is None or asked != m.shots_played:
            raise NetError("takeback", "no take-back is asked now", "state")
        step = self._send(p.TakebackAnswer(asked, accept))
        if not accept:
            return step
        m.take_back()
        return step + Step(events=(TakenBack(),))

    def _on_takeback_answer(self, msg: p.TakebackAnswer) -> Step:
        m = self.match
        assert m is not None
        asked = self._takeback_asked
        self._takeback_asked = None
        if asked is None or msg.shot != asked or asked != m.shots_played:
            raise NetError("takeback_answer", "no take-back was asked", "state")
        if not msg.accept:
            return Step(events=(TakebackRefused(),))
        m.take_back()
        return Step(events=(TakenBack(),))

    def resign(self) -> Step:
        m = self.match
        if m is None or not self.ready or self.finished:
            raise NetError("resign", "no game to resign", "state")
        self.resigned = self.local_player
        return self._send(p.Resign(m.shots_played), events=(Resigned(self.resigned or ""),))

    def offer_rematch(self) -> Step:
        if not self.finished:
            raise NetError("rematch", "the game is not over", "state")
        if self._peer_rematch:
            return self.answer_rematch(True)
        self._rematch_offered = True
        return self._send(p.Rematch(None))

    def answer_rematch(self, accept: bool) -> Step:
        if not self._peer_rematch:
            raise NetError("rematch", "no rematch was offered", "state")
        self._peer_rematch = False
        step = self._send(p.Rematch(accept))
        return step + (self._rematch() if accept else Step())

    def _on_rematch(self, msg: p.Rematch) -> Step:
        if not self.finished:
            raise NetError("rematch", "the game is not over", "state")
        if msg.accept is None:
            self._peer_rematch = True
            return Step(events=(RematchAsked(),))
        if not self._rematch_offered:
            raise NetError("rematch", "no rematch was offered", "state")
        self._rematch_offered = False
        return self._rematch() if msg.accept else Step()

    def _rematch(self) -> Step:
        """A new game, the same setup; the player who did not break the last one breaks."""
        m = self.match
        assert m is not None
        c = m.config
        first = next((q for q in c.players if q != c.first), c.first)
        self.match = Match.new(c.discipline, c.players, first, c.options, c.table, c.physics)
        self.resigned = None
        self.peer_done = False
        self._bye_sent = False
        self.disagreements = []
        self._pending = None
        self._stop_checking()
        return Step(events=(RematchStarted(),))
