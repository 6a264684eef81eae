"""The headless transport: a ``Session`` over ``websockets``, hosting, joining or through a
relay, with a computer (or seeded random) hand on the local seat and a save after every
shot. The window does the same with QtWebSockets; tests and servers use this.

``Peer.host(port)`` serves one game at ``ws://ADDRESS:PORT/``: a new connection replaces
the one before (a peer that comes back after a drop is let in at once). ``Peer.join(url)``
connects and reconnects after a drop until the game is over. With ``relay=True`` both sides
connect to a relay (``game.net.relay``) and wait there to be paired by the room code.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed, WebSocketException

from game.net import protocol as p
from game.net.closing import shut
from game.net.errors import NetError
from game.net.events import Disagreement, Event, ShotJudged
from game.net.players import Player, apply_move
from game.net.session import PING_SECONDS, Session, Step
from game.saves.background import Saver
from game.saves.format import snapshot

Line = ClientConnection | ServerConnection
# websockets closes a larger frame itself (1009); one up to it reaches the session, which
# refuses it by name before closing.
WIRE_MAX = 4 * p.MAX_FRAME_BYTES
LINGER = 30.0  # seconds a finished peer waits for the other to confirm the last shot


def relay_hello(code: str, role: str) -> str:
    """A peer's first frame to a relay: its room and whether it hosts or joins."""
    return json.dumps({"relay": 1, "code": code, "role": role})


@dataclass
class Peer:
    """One headless side: its session, its seat's player, where it saves."""

    session: Session
    player: Player | None = None
    save_path: Path | None = None
    computers: dict[str, int] = field(default_factory=dict)
    log: list[tuple[float, Event]] = field(default_factory=list)
    released: dict[int, float] = field(default_factory=dict)  # shot -> when we played it
    closes: list[str] = field(default_factory=list)  # why lines were closed
    on_event: Callable[[Event], None] | None = None
    _done: asyncio.Event = field(default_factory=asyncio.Event)
    _changed: asyncio.Event = field(default_factory=asyncio.Event)
    linger: float = LINGER
    _line: Line | None = None
    _linger: asyncio.TimerHandle | None = None
    _saver: Saver = field(default_factory=Saver)
    _line_over: asyncio.Event | None = None

    @property
    def done(self) -> bool:
        return self._done.is_set()

    # -- one line ---------------------------------------------------------------------------
    async def _send(self, line: Line, step: Step) -> None:
        self._note(step)  # saves are written on the saver's thread: nothing waits for them
        for frame in step.out:
            await line.send(frame)
        if step.close is not None:
            self.closes.append(f"{step.close.kind}: {step.close}")
            await shut(line, step.close.kind)

    def _note(self, step: Step) -> None:
        now = time.monotonic()
        for ev in step.events:
            self.log.append((now, ev))
            if self.on_event is not None:
                self.on_event(ev)
            if isinstance(ev, (ShotJudged, Disagreement)):
                self._saved()
        if step.events:
            self._changed.set()
        s = self.session
        if s.complete:
            self._done.set()
        elif s.finished and self._linger is None:
            # We played the last shot: stay (and reconnect) until the peer says it has it,
            # but not forever; our save holds the whole game anyway.
            loop = asyncio.get_running_loop()
            self._linger = loop.call_later(self.linger, self._done.set)

    def _saved(self) -> None:
        m = self.session.match
        if self.save_path is None or m is None:
            return
        # Written on the saver's thread: the line is served while the disk works.
        snap = snapshot(m, self.session.view(), self.computers)
        self._saver.submit(snap, self.save_path)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every save asked for is on disk."""
        return self._saver.wait(timeout)

    async def serve_line(self, line: Line) -> None:
        """Play over ``line`` until it closes or the game is over."""
        self._line = line
        await self._send(line, self.session.connected())
        tasks = [
            asyncio.create_task(self._read(line)),
            asyncio.create_task(self._act(line)),
            asyncio.create_task(self._ping(line)),
        ]
        try:
            await asyncio.wait(
                [tasks[0], asyncio.create_task(self._done.wait())],
                return_when=asyncio.FIRST_COMPLETED,
            )
        finally:
            for t in tasks:
                t.cancel()
            for t in tasks:
                with contextlib.suppress(asyncio.CancelledError, ConnectionClosed):
                    await t
            self._note(self.session.disconnected())
            self._line = None

    async def _read(self, line: Line) -> None:
        with contextlib.suppress(ConnectionClosed):
            async for frame in line:
                step = self.session.receive(frame)
                await self._send(line, step)
                if step.close is not None:
                    return

    async def _act(self, line: Line) -> None:
        while True:
            self._changed.clear()
            s = self.session
            if s.host and s.ready and s.match is not None and s.match.lag_due:
                # 5P-4: headless, the deciding game's lag is drawn by turns, as in the
                # computer's own games (a window plays it with game.lag).
                players = s.match.config.players
                await self._send(line, s.lag(players[s.match.shots_played % len(players)]))
                continue
            if self.player is not None and s.my_turn and s.match is not None:
                shot = s.match.shots_played
                move = await asyncio.to_thread(self.player, s.match.for_search())
                if s.my_turn and s.match is not None and s.match.shots_played == shot:
                    self.released[shot] = time.monotonic()
                    try:
                        step = apply_move(s, move)
                    except NetError as err:  # a move the rules refuse: say so, wait
                        self.closes.append(f"move refused: {err}")
                        return
                    await self._send(line, step)
                continue
            await self._changed.wait()

    async def _ping(self, line: Line) -> None:
        while True:
            await asyncio.sleep(PING_SECONDS)
            await self._send(line, self.session.ping())

    # -- hosting ----------------------------------------------------------------------------
    async def _host_handler(self, line: ServerConnection) -> None:
        old, old_over = self._line, self._line_over
        if old is not None:
            await old.close(1001, "replaced by a new connection")
            if old_over is not None:
                await old_over.wait()
        over = asyncio.Event()
        self._line_over = over
        try:
            await self.serve_line(line)
        finally:
            over.set()
        if self.done:
            await line.close()

    async def host(self, port: int = 0, address: str = "127.0.0.1") -> Server:
        """Start serving the game on ``address:port`` (0: any free port); see ``port_of``."""
        return await serve(
            self._host_handler, address, port, max_size=WIRE_MAX, ping_interval=PING_SECONDS
        )

    async def wait_done(self) -> None:
        await self._done.wait()
        await asyncio.to_thread(self.flush)

    # -- joining, directly or through a relay -----------------------------------------------
    async def join(
        self, url: str, relay: bool = False, retry: float = 0.2, give_up: float = 600.0
    ) -> None:
        """Connect to ``url`` (a host, or a relay with ``relay``) and play; after a drop,
        connect again (every ``retry`` seconds, for ``give_up`` seconds) until the game is
        over."""
        try:
            await self._join(url, relay, retry, give_up)
        finally:
            await asyncio.to_thread(self.flush)

    async def _join(self, url: str, relay: bool, retry: float, give_up: float) -> None:
        role = "host" if self.session.host else "join"
        last_up = time.monotonic()
        while not self._done.is_set():
            try:
                async with connect(url, max_size=WIRE_MAX, ping_interval=PING_SECONDS) as line:
                    if relay:
                        await line.send(relay_hello(self.session.code, role))
                        await _paired(line)
                    last_up = time.monotonic()
                    await self.serve_line(line)
            except (OSError, WebSocketException, TimeoutError, NetError) as exc:
                self.closes.append(f"line: {type(exc).__name__}")
            if self._done.is_set():
                return
            if time.monotonic() - last_up > give_up:
                raise NetError("line", f"no connection for {give_up:.0f} s", "state")
            await asyncio.sleep(retry)


async def _paired(line: ClientConnection) -> None:
    """Wait for the relay to say the other peer is there."""
    while True:
        frame = await asyncio.wait_for(line.recv(), timeout=None)
        if isinstance(frame, str) and len(frame) < 200:
            with contextlib.suppress(ValueError):
                data = json.loads(frame)
                if isinstance(data, dict) and data.get("relay") == 1 and data.get("paired"):
                    return
        raise NetError("relay", "not a relay's answer", "invalid")


def port_of(server: Server) -> int:
    for sock in server.sockets:
        port: Any = sock.getsockname()[1]
        return int(port)
    raise NetError("host", "not listening", "state")
