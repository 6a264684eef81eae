"""The relay pairs two peers by room code and forwards their frames unread; it refuses a
bad relay hello, and closes a peer that sends a frame over the cap or floods."""

from __future__ import annotations

import asyncio
import json

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from game.net.peer import port_of, relay_hello
from game.net.relay import BURST, MAX_FRAME, PAIRED, Relay


async def _scenario() -> Relay:
    relay = Relay()
    server = await relay.serve(0, "127.0.0.1")
    url = f"ws://127.0.0.1:{port_of(server)}/"
    try:
        # Pairing: both told, then frames go across as they are (never read).
        async with connect(url) as a, connect(url) as b:
            await a.send(relay_hello("ROOM1", "host"))
            await b.send(relay_hello("ROOM1", "join"))
            assert await a.recv() == PAIRED and await b.recv() == PAIRED
            await a.send("not even JSON: the relay does not read it")
            assert await b.recv() == "not even JSON: the relay does not read it"
            await b.send('{"type": "chat"}')
            assert await a.recv() == '{"type": "chat"}'
            # One leaves: the other's line is closed too, so both start afresh.
            await b.close()
            with pytest.raises(ConnectionClosed):
                await asyncio.wait_for(a.recv(), 5)
        # A bad relay hello is refused by name.
        for bad in ("{}", json.dumps({"relay": 1, "code": "", "role": "host"}), "x" * 5000):
            async with connect(url) as c:
                await c.send(bad)
                with pytest.raises(ConnectionClosed):
                    await asyncio.wait_for(c.recv(), 5)
                assert c.close_code == 1008
        # A frame over the cap, and a flood, close the sender.
        async with connect(url, max_size=None) as c:
            await c.send(relay_hello("ROOM2", "host"))
            await c.send("x" * (MAX_FRAME + 1))
            with pytest.raises(ConnectionClosed):
                await asyncio.wait_for(c.recv(), 5)
            assert c.close_code == 1009
        async with connect(url) as c:
            await c.send(relay_hello("ROOM3", "host"))
            with pytest.raises(ConnectionClosed):
                for _ in range(int(BURST) * 3):
                    await c.send("{}")
                await asyncio.wait_for(c.recv(), 5)
        await asyncio.sleep(0.05)
        assert relay.rooms == {}  # nothing kept once everyone left
    finally:
        server.close()
        await server.wait_closed()
    return relay


def test_the_relay_pairs_forwards_and_refuses() -> None:
    relay = asyncio.run(_scenario())
    assert relay.forwarded == 2
    assert relay.refused == 5
