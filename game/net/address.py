"""Where the other side of a network game is: the ports Kegli uses when an address names
none, and the one reading of an address typed by a player (the join dialog, the relay of the
settings) or given on the command line."""

from __future__ import annotations

DEFAULT_PORT = 47474  # a hosted game's port
RELAY_PORT = 47475  # a relay's port (python -m game.net relay)


def split_address(text: str, default_port: int) -> tuple[str, int] | None:
    """``host``, ``host:port`` or ``ws://host:port`` as (host, port); None if it is not one."""
    text = text.strip()
    for scheme in ("ws://", "wss://"):
        if text.startswith(scheme):
            text = text[len(scheme) :]
    text = text.rstrip("/")
    if not text or any(c.isspace() for c in text) or "/" in text:
        return None
    host, sep, port_text = text.rpartition(":")
    if not sep:
        return text, default_port
    if not host or not port_text.isdigit() or not 0 < int(port_text) < 65536:
        return None
    return host, int(port_text)


def relay_or_none(text: str) -> bool:
    """A relay as the settings keep it: empty (no relay) or an address."""
    return not text.strip() or split_address(text, RELAY_PORT) is not None
