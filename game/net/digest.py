"""Short hashes two sides compare instead of sending what they both hold.

A position hash covers the balls and pins where they lie (exact floats: after every shot
both sides continue from the same shooter's numbers, so the two copies are bit-equal), the
choice made for the next shot and the ball in hand already put down. An events hash covers
what happened in which order (types, balls, cushions, pins, pockets), not the times, which
may differ by the last bits across machines; the final places are compared with the save
tolerance instead (``game.saves.verify``).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from typing import Any

from game.match import Match, TablePosition
from game.net.protocol import HASH_LEN
from game.saves.verify import ID_KEYS

NO_GAME = "0" * HASH_LEN  # a joiner that holds no game yet


def _digest(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), allow_nan=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:HASH_LEN]


def start_hash(
    shots: int,
    position: TablePosition,
    choice: str | None,
    breaker: str | None,
    placed: str | None,
) -> str:
    """The hash a stroke is sent with: where everything stood when it was played."""
    return _digest(
        {
            "shots": shots,
            "position": position.to_json(),
            "choice": choice,
            "breaker": breaker,
            "placed": placed,
        }
    )


def position_hash(match: Match) -> str:
    """The hash of the position the next stroke starts from, as it stands now."""
    m = match
    return start_hash(m.shots_played, m.position, m.pending_choice, m.breaker, m.placed_from_hand)


def resume_hash(match: Match | None) -> str:
    """Where a game stands between shots, for a reconnect's hello: the last shot's end
    (a ball in hand being placed is not part of it), the choice and the lag made since."""
    if match is None:
        return NO_GAME
    m = match
    at = m.records[-1].after if m.records else m.opening.position
    return _digest(
        {
            "shots": m.shots_played,
            "position": at.to_json(),
            "choice": m.pending_choice,
            "breaker": m.breaker,
        }
    )


def events_hash(events: Iterable[Mapping[str, Any]]) -> str:
    keys = [[e.get(k) if k != "miscue" else bool(e.get(k)) for k in ID_KEYS] for e in events]
    return _digest(keys)
