"""A relay for play across the internet: pairs two peers by room code and forwards their
frames without reading them (it needs no game logic and keeps nothing).

A peer's first frame is ``{"relay": 1, "code": CODE, "role": "host"|"join"}``; once both
roles of a room are there, each gets ``{"relay": 1, "paired": true}`` and from then on every
frame goes to the other as it is. One peer per role and room: a newcomer replaces the one
before. When one leaves, the other's line is closed too, so both start a new connection
(and a new message numbering) when they come back. Frames over ``MAX_FRAME`` bytes or more
than ``RATE`` a second from one peer close its line.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from dataclasses import dataclass, field

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.errors import InputError
from game.json_input import parse
from game.net.closing import shut
from game.net.protocol import MAX_CODE, MAX_FRAME_BYTES, frame_size
from game.saves import fields as f

MAX_FRAME = MAX_FRAME_BYTES
RATE = 200.0  # frames a second from one peer, sustained
BURST = 1000.0
HELLO_SECONDS = 10.0  # to send the relay hello
ROLES = ("host", "join")
PAIRED = '{"relay":1,"paired":true}'


@dataclass
class Room:
    lines: dict[str, ServerConnection] = field(default_factory=dict)


@dataclass
class Relay:
    rooms: dict[str, Room] = field(default_factory=dict)
    forwarded: int = 0
    refused: int = 0

    async def handler(self, line: ServerConnection) -> None:
        try:
            raw = await asyncio.wait_for(line.recv(), HELLO_SECONDS)
            code, role = read_hello(raw)
        except (TimeoutError, InputError, ConnectionClosed) as exc:
            self.refused += 1
            reason = exc.reason if isinstance(exc, InputError) else "no relay hello"
            await shut(line, reason)
            return
        room = self.rooms.setdefault(code, Room())
        if role in room.lines:
            # A newcomer replaces the line it finds; the other peer starts again with it.
            gone = list(room.lines.values())
            room.lines.clear()
            for old in gone:
                await old.close(1001, "replaced by a new connection")
        room.lines[role] = line
        if len(room.lines) == len(ROLES):
            for other in room.lines.values():
                with contextlib.suppress(ConnectionClosed):
                    await other.send(PAIRED)
        try:
            await self._forward(line, room, role)
        finally:
            if room.lines.get(role) is line:
                del room.lines[role]
                # The other peer starts again too, so both number their messages anew.
                gone = list(room.lines.values())
                room.lines.clear()
                for other in gone:
                    await other.close(1001, "the other peer left")
            if not room.lines and self.rooms.get(code) is room:
                del self.rooms[code]

    async def _forward(self, line: ServerConnection, room: Room, role: str) -> None:
        tokens, last = BURST, time.monotonic()
        other_role = ROLES[1 - ROLES.index(role)]
        with contextlib.suppress(ConnectionClosed):
            async for frame in line:
                now = time.monotonic()
                tokens = min(BURST, tokens + (now - last) * RATE) - 1.0
                last = now
                if tokens < 0:
                    self.refused += 1
                    await shut(line, "flood")
                    return
                if frame_size(frame) > MAX_FRAME:
                    self.refused += 1
                    await shut(line, "frame too large", 1009)
                    return
                other = room.lines.get(other_role)
                if other is not None:
                    with contextlib.suppress(ConnectionClosed):
                        await other.send(frame)
                        self.forwarded += 1

    async def serve(self, port: int, address: str = "0.0.0.0") -> Server:
        return await serve(self.handler, address, port, max_size=MAX_FRAME + 1024)


def read_hello(raw: str | bytes) -> tuple[str, str]:
    """(code, role) of a relay hello, or InputError."""
    if frame_size(raw) > 1024:
        raise InputError("relay", "hello larger than 1024 bytes")
    data = raw if isinstance(raw, bytes) else raw.encode("utf-8", "surrogatepass")
    obj = f.obj(parse(data, "relay"), "relay")
    f.only_keys(obj, ("relay", "code", "role"), "relay")
    f.integer(f.require(obj, "relay", "relay"), "relay.relay", 1, 1)
    code = f.text(f.require(obj, "code", "relay"), "relay.code", MAX_CODE)
    if not code:
        raise InputError("relay.code", "empty")
    role = f.one_of(f.require(obj, "role", "relay"), ROLES, "relay.role", "role")
    return code, str(role)
