"""Two headless peers over loopback, directly, through the relay or through a slow proxy,
for the network tests: short games with seeded random hands, so they are quick and the
same every run."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.match import Match
from game.net.events import Event, ShotJudged
from game.net.peer import LINGER, Peer, port_of
from game.net.players import random_hand
from game.net.relay import Relay
from game.net.results import disagreements_in
from game.net.session import Session
from game.saves.load import load_file

CODE = "K7Q2XD"
# Short games whose seeded random hands finish in a few seconds (under kegli-8: five pins 12
# shots, seven pins 13, three-cushion 22); the tests check only that the game ends, after
# enough shots to kill a peer at the fifth and for the slow link to time five.
GAMES: dict[str, tuple[dict[str, Any], int]] = {
    "seven_pins_classic": ({"start_total": 5}, 3),
    "three_cushion": ({"target": 1}, 13),
    "five_pins": ({"target": 20}, 5),
}
TIMEOUT = 30.0


@dataclass
class Proxy:
    """Forwards WebSocket frames both ways after ``delay`` seconds each, and cuts every
    connection ``period`` seconds after it was made (None: never)."""

    upstream: str
    delay: float = 0.2
    period: float | None = None
    cuts: list[float] = field(default_factory=list)

    async def handler(self, down: ServerConnection) -> None:
        async with connect(self.upstream) as up:
            pumps = [
                asyncio.create_task(self._pump(down, up)),
                asyncio.create_task(self._pump(up, down)),
            ]
            timer = asyncio.create_task(asyncio.sleep(self.period or 1e9))
            await asyncio.wait([*pumps, timer], return_when=asyncio.FIRST_COMPLETED)
            if timer.done():
                self.cuts.append(time.monotonic())
            for t in (*pumps, timer):
                t.cancel()
            await down.close()

    async def _pump(self, src: Any, dst: Any) -> None:
        """Frames from ``src`` reach ``dst`` ``delay`` later; when ``src`` closes, what is
        on the way still arrives (as on a real line), then ``dst`` is closed. A cut (this
        task cancelled) loses what was on the way."""
        queue: asyncio.Queue[tuple[float, str | bytes | None]] = asyncio.Queue()

        async def deliver() -> None:
            while True:
                due, frame = await queue.get()
                await asyncio.sleep(max(0.0, due - time.monotonic()))
                if frame is None:
                    return
                await dst.send(frame)

        sender = asyncio.create_task(deliver())
        try:
            with contextlib.suppress(ConnectionClosed):
                async for frame in src:
                    queue.put_nowait((time.monotonic() + self.delay, frame))
            queue.put_nowait((time.monotonic() + self.delay, None))
            with contextlib.suppress(ConnectionClosed):
                await sender
        finally:
            sender.cancel()


@dataclass
class Game:
    host: Peer
    joiners: list[Peer]
    host_save: Path
    join_save: Path
    resumed_at: int | None = None  # shots in the killed joiner's save


def host_peer(
    discipline: str,
    save: Path,
    seed: int,
    player: bool = True,
    linger: float = LINGER,
    **session: Any,
) -> Peer:
    options, _ = GAMES.get(discipline, ({}, 0))
    match = Match.new(discipline, ["Anna", "Bohdan"], options=options)
    s = Session.hosting(match, 0, "Anna", CODE, **session)
    return Peer(s, random_hand(seed) if player else None, save, linger=linger)


def drop(peer: Peer) -> None:
    """Cut the peer's line as a killed process does: no closing handshake."""
    line = peer._line
    if line is not None:
        line.transport.abort()


def resumed_host(save: Path, seed: int) -> Peer:
    loaded = load_file(save)
    s = Session.hosting(loaded.match, 0, "Anna", CODE)
    s.disagreements = disagreements_in(loaded.view)
    return Peer(s, random_hand(seed), save)


def join_peer(save: Path, seed: int, resume: bool = False) -> Peer:
    match = None
    notes: list[dict[str, Any]] = []
    if resume:
        loaded = load_file(save)
        match, notes = loaded.match, disagreements_in(loaded.view)
    s = Session.joining("Bohdan", CODE, match)
    s.disagreements = notes
    return Peer(s, random_hand(seed), save)


async def play(
    tmp: Path,
    discipline: str,
    relay: bool = False,
    kill_after: int | None = None,
    proxy: Proxy | None = None,
    make_proxy: Callable[[str], Proxy] | None = None,
    linger: float = LINGER,
) -> Game:
    """A whole game; ``kill_after``: the joiner's task is cancelled once that many shots
    were judged on its side, and a new joiner resumes from its save. ``linger``: how long
    the host, having played the last shot, waits for the joiner's word that it has it."""
    _, seed = GAMES[discipline]
    host = host_peer(discipline, tmp / "host.kegli", seed, linger=linger)
    join_save = tmp / "join.kegli"
    joiners = [join_peer(join_save, seed + 50)]
    servers: list[Any] = []
    tasks: list[asyncio.Task[Any]] = []
    resumed_at: int | None = None
    try:
        if relay:
            r = Relay()
            server = await r.serve(0, "127.0.0.1")
            servers.append(server)
            url = f"ws://127.0.0.1:{port_of(server)}/"
            tasks.append(asyncio.create_task(host.join(url, relay=True, retry=0.05)))
        else:
            server = await host.host(0)
            servers.append(server)
            url = f"ws://127.0.0.1:{port_of(server)}/"
        if make_proxy is not None:
            proxy = make_proxy(url)
            pserver = await serve(proxy.handler, "127.0.0.1", 0)
            servers.append(pserver)
            url = f"ws://127.0.0.1:{port_of(pserver)}/"
        first = asyncio.create_task(joiners[0].join(url, relay=relay, retry=0.05))
        if kill_after is not None:
            killed = asyncio.Event()

            def kill(ev: Event) -> None:
                late = isinstance(ev, ShotJudged) and ev.shot + 1 >= kill_after
                if late and not killed.is_set():
                    drop(joiners[0])
                    first.cancel()
                    killed.set()

            joiners[0].on_event = kill
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.wait_for(first, TIMEOUT)
            assert killed.is_set(), "the game ended before the joiner was killed"
            joiners.append(join_peer(join_save, seed + 50, resume=True))
            resumed = joiners[1].session.match
            resumed_at = None if resumed is None else resumed.shots_played
            tasks.append(asyncio.create_task(joiners[1].join(url, relay=relay, retry=0.05)))
        else:
            tasks.append(first)
        await asyncio.wait_for(host.wait_done(), TIMEOUT)
        await asyncio.wait_for(asyncio.gather(*tasks), TIMEOUT)
    finally:
        for t in tasks:
            t.cancel()
        for s in servers:
            s.close()
            await s.wait_closed()
    return Game(host, joiners, tmp / "host.kegli", join_save, resumed_at)


async def play_host_killed(tmp: Path, discipline: str, kill_after: int) -> Game:
    """A whole game through the relay whose host is killed once ``kill_after`` shots were
    judged on its side; a new host goes on from its save, the joiner waits in the relay."""
    _, seed = GAMES[discipline]
    host_save, join_save = tmp / "host.kegli", tmp / "join.kegli"
    host = host_peer(discipline, host_save, seed)
    joiner = join_peer(join_save, seed + 50)
    server = await Relay().serve(0, "127.0.0.1")
    url = f"ws://127.0.0.1:{port_of(server)}/"
    tasks: list[asyncio.Task[Any]] = []
    try:
        first = asyncio.create_task(host.join(url, relay=True, retry=0.05))
        tasks.append(asyncio.create_task(joiner.join(url, relay=True, retry=0.05)))

        def kill(ev: Event) -> None:
            if isinstance(ev, ShotJudged) and ev.shot + 1 >= kill_after and not first.done():
                drop(host)
                first.cancel()

        host.on_event = kill
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.wait_for(first, TIMEOUT)
        assert not host.done, "the game ended before the host was killed"
        again = resumed_host(host_save, seed)
        m = again.session.match
        resumed_at = None if m is None else m.shots_played
        tasks.append(asyncio.create_task(again.join(url, relay=True, retry=0.05)))
        await asyncio.wait_for(asyncio.gather(*tasks), TIMEOUT)
    finally:
        for t in tasks:
            t.cancel()
        server.close()
        await server.wait_closed()
    return Game(again, [joiner], host_save, join_save, resumed_at)
