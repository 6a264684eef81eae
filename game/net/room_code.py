"""The short room code a host reads out to the player who joins: made here for the window
and the headless host alike, and compared here by the session."""

from __future__ import annotations

import secrets

# No 0/O, 1/I/L, 2/Z, 5/S, 8/B: the code is read out over the phone and typed by hand.
ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679"
LENGTH = 6


def new_room_code() -> str:
    """Six characters, about 31 bits: guessing it while the host waits is hopeless."""
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def cleaned(typed: str) -> str:
    """A code as typed, without case, spaces or dashes."""
    return "".join(c for c in typed.upper() if c.isalnum())


def same_code(typed: str, code: str) -> bool:
    """The joiner's code as typed is the host's (compared in constant time)."""
    return secrets.compare_digest(cleaned(typed).encode(), cleaned(code).encode())


def well_formed(code: str) -> bool:
    """``code`` is a code as ``new_room_code`` makes them (one read back from a file)."""
    return len(code) == LENGTH and all(c in ALPHABET for c in code)
