"""Closing a WebSocket line at once, whatever the other end does."""

from __future__ import annotations

import asyncio

from websockets.asyncio.client import ClientConnection
from websockets.asyncio.server import ServerConnection

SHUT_SECONDS = 1.0  # for a polite close before the line is dropped


async def shut(line: ClientConnection | ServerConnection, reason: str, code: int = 1008) -> None:
    """Close ``line`` now: politely when the peer answers, else by dropping it (a flooding
    peer's unread frames would hold a polite close up for seconds)."""
    try:
        await asyncio.wait_for(line.close(code, reason[:100]), SHUT_SECONDS)
    except TimeoutError:
        line.transport.abort()
