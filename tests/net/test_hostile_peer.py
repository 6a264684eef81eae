"""A hostile peer against a headless host: malformed JSON, wrong types, huge frames, a
flood, forged results and scores, a stroke out of turn, a wrong shot number, a wrong
position hash and a replayed old message are each refused with a clear one-line message;
the host keeps serving (an honest peer then plays on) and nothing prints a traceback."""

from __future__ import annotations

import asyncio
import json
import logging
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from game.match import Match
from game.net import protocol as p
from game.net.digest import NO_GAME, events_hash, position_hash, resume_hash
from game.net.peer import Peer, port_of
from game.net.results import final_of
from game.net.session import Session
from game.physics.api import simulate_detailed
from game.stroke import Stroke

CODE = "HX4T9P"
PLAYERS = ["Anna", "Bohdan"]


class Hostile:
    """A raw client that numbers its frames itself (and can lie about them)."""

    def __init__(self, line: ClientConnection) -> None:
        self.line = line
        self.seq = 0

    async def send(self, msg: p.Message) -> str:
        self.seq += 1
        frame = p.encode(msg, self.seq)
        await self.line.send(frame)
        return frame

    async def answer(self) -> dict[str, Any]:
        """The host's first answer: an error frame, or (no error) the pong of a ping sent
        after the message, which proves the message was accepted."""
        await self.send(p.Ping(1.0))
        while True:
            data = json.loads(await asyncio.wait_for(self.line.recv(), 5))
            if data["type"] in ("error", "pong"):
                return dict(data)

    async def refused(self, frame: str | None = None, msg: p.Message | None = None) -> str:
        if frame is not None:
            await self.line.send(frame)
        elif msg is not None:
            await self.send(msg)
        data = json.loads(await asyncio.wait_for(self.line.recv(), 5))
        while data["type"] == "ping":  # the host's keep-alive
            data = json.loads(await asyncio.wait_for(self.line.recv(), 5))
        assert data["type"] == "error", data
        assert "\n" not in data["reason"] and "Traceback" not in data["reason"]
        return str(data["kind"])


def _hello(shots: int = 0, position: str = NO_GAME) -> p.Hello:
    return p.Hello(
        p.PROGRAM,
        p.PROTOCOL_VERSION,
        Match.new("three_cushion", PLAYERS).config.physics,
        "Bohdan",
        CODE,
        shots,
        position,
    )


async def _connect(url: str, hello: p.Hello) -> Hostile:
    h = Hostile(await connect(url, max_size=None))
    await h.send(hello)
    data = json.loads(await asyncio.wait_for(h.line.recv(), 5))
    assert data["type"] == "hello" and data["seat"] == 1
    return h


async def _attack(tmp: Path) -> tuple[Peer, dict[str, int]]:
    match = Match.new("three_cushion", PLAYERS, first="Bohdan", options={"target": 1})
    host = Peer(Session.hosting(match, 0, "Anna", CODE), None, tmp / "host.kegli")
    server = await host.host(0)
    url = f"ws://127.0.0.1:{port_of(server)}/"
    seen: dict[str, int] = {}

    def count(kind: str) -> None:
        seen[kind] = seen.get(kind, 0) + 1

    try:
        h = await _connect(url, _hello())
        # Malformed JSON, wrong types, unknown messages: refused, the line stays.
        count(await h.refused("{not json"))
        count(await h.refused('{"type": "ping", "seq": 2, "t": NaN}'))
        count(await h.refused('{"type": "chat", "seq": 2, "text": "a", "text": "b"}'))
        count(await h.refused("[" * 200 + "]" * 200))
        count(await h.refused('{"type": "chat", "seq": 2, "text": 5}'))
        count(await h.refused('{"type": "launch", "seq": 2}'))
        count(await h.refused("[1, 2]"))
        count(await h.refused('{"type": "ping", "seq": "2", "t": 1}'))
        bad_stroke = {
            "type": "stroke",
            "seq": 2,
            "shot": 0,
            "start": NO_GAME,
            "stroke": {
                "ball": "white",
                "aim_deg": 90,
                "speed": "fast",
                "side": 0,
                "height": 0,
                "elevation_deg": 0,
                "call": None,
            },
        }
        count(await h.refused(json.dumps(bad_stroke)))
        # A stroke the host can check: ours, the copy kept here.
        mine = Match.new("three_cushion", PLAYERS, first="Bohdan", options={"target": 1})
        at = mine.place_ball_anywhere() if mine.ball_in_hand is not None else None
        stroke = Stroke(mine.next_ball, 270.0, 0.6)  # soft, away from the others: no point
        start = position_hash(mine)
        sim = simulate_detailed(mine.request_for(stroke))
        final = final_of(sim.final())
        mine.apply(stroke, sim)
        assert mine.next_player == "Anna"
        events = events_hash(e.to_json() for e in sim.events)
        honest = p.Result(0, events, final, mine.scores)
        count(await h.refused(msg=p.StrokeMsg(0, stroke, "f" * 16, at)))  # not our position
        count(await h.refused(msg=p.StrokeMsg(5, stroke, start, at)))  # wrong shot number
        count(await h.refused(msg=honest))  # a result with no stroke played
        played = await h.send(p.StrokeMsg(0, stroke, start, at))
        assert (await h.answer())["type"] == "pong"
        moved = {**final.balls}
        ball = stroke.ball
        moved[ball] = (moved[ball][0] + 0.2, moved[ball][1])
        count(await h.refused(msg=replace(honest, events="0" * 16)))  # forged events
        count(await h.refused(msg=replace(honest, scores={"Anna": 0, "Bohdan": 1})))  # score
        count(await h.refused(msg=replace(honest, final=replace(final, balls=moved))))
        count(await h.refused(msg=replace(honest, final=replace(final, pocketed=("red",)))))
        assert host.session.match is not None and host.session.match.shots_played == 0
        await h.send(honest)
        assert (await h.answer())["type"] == "pong"  # the true result is taken
        assert host.session.match.shots_played == 1
        count(await h.refused(played))  # the same frame again: an old number
        count(await h.refused(msg=p.StrokeMsg(1, stroke, position_hash(mine))))  # Anna's turn
        count(await h.refused(msg=p.TakebackAnswer(1, True)))  # nothing was asked
        # A frame over the cap: refused by name, then the line is closed.
        await h.send(p.Chat("x" * 400))  # fits: 500 characters are allowed
        assert (await h.answer())["type"] == "pong"
        big = json.dumps({"type": "chat", "seq": h.seq + 1, "text": "x" * 20_000})
        count(await h.refused(big))
        with pytest.raises(ConnectionClosed):
            await asyncio.wait_for(h.line.recv(), 5)
        # Far larger frames are closed by the WebSocket layer itself.
        h = await _connect(url, _hello(1, resume_hash(mine)))
        await h.line.send("x" * (1 << 20))
        with pytest.raises(ConnectionClosed):
            await asyncio.wait_for(h.line.recv(), 5)
        assert h.line.close_code == 1009
        count("too_large")
        # A flood: the line is closed.
        h = await _connect(url, _hello(1, resume_hash(mine)))
        with pytest.raises(ConnectionClosed):
            for _ in range(5000):
                await h.send(p.Chat("flood"))
            while True:
                data = json.loads(await asyncio.wait_for(h.line.recv(), 5))
                if data["type"] == "error":
                    count(data["kind"])
        # The wrong room code closes the line at once.
        bad = Hostile(await connect(url))
        count(await bad.refused(msg=replace(_hello(), code="WRONG")))
        # The host still serves: an honest joiner comes in and is told the game as it is.
        h = await _connect(url, _hello(1, resume_hash(mine)))
        assert (await h.answer())["type"] == "pong"
        await h.line.close()
    finally:
        server.close()
        await server.wait_closed()
    return host, seen


def test_a_hostile_peer_is_refused_message_by_message_and_the_host_serves_on(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    host, seen = asyncio.run(_attack(tmp_path))
    refused = host.session.refused
    print("refused by kind:", dict(sorted(refused.items())), "sum", sum(refused.values()))
    assert seen == {
        "malformed": 4,
        "invalid": 5,
        "position": 1,
        "shot": 1,
        "state": 2,
        "forged": 4,
        "sequence": 1,
        "turn": 1,
        "too_large": 2,
        "flood": 1,
        "code": 1,
    }
    # What the host counted is what the attacker was told (the 1 MB frame never reached
    # the session: the WebSocket layer closed it).
    assert refused == {**seen, "too_large": 1}
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
