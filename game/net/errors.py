"""What went wrong with a peer or a line, as a kind the window says in the player's words.

``NetError`` is an ``InputError`` (field + reason: one English line for logs and the
headless command) with a ``kind`` from ``KINDS`` that the window maps to one translated
sentence, as ``game.saves.problems.SaveError`` does for saves.
"""

from __future__ import annotations

from game.errors import InputError

KINDS = (
    "malformed",  # not UTF-8 JSON, or JSON we refuse (NaN, duplicate keys, too deep)
    "too_large",  # a frame over the size cap: the line is closed
    "flood",  # more messages than the rate limit allows: the line is closed
    "invalid",  # a field of the wrong type, range or id, an unknown message type
    "sequence",  # a message number out of order: a replayed or lost message
    "version",  # another program or protocol version
    "physics",  # another physics set: the two sides would not simulate alike
    "setup",  # the hello's game is not this game
    "code",  # the wrong room code
    "refused",  # the host refused the join
    "turn",  # a stroke, choice or call out of turn
    "shot",  # a wrong shot number
    "position",  # the start position's hash is not ours: the sides are out of step
    "forged",  # a result or score the stroke played again contradicts
    "rules",  # the rules refuse it (a call not allowed now, a ball in hand off its area)
    "state",  # not now (a take-back answer with none asked, a stroke after the game)
    "peer",  # the peer reported an error about our message
)


class NetError(InputError):
    """One refused message or a closed line: ``field: reason`` plus its ``kind``."""

    def __init__(self, field: str, reason: str, kind: str) -> None:
        super().__init__(field, reason)
        self.kind = kind if kind in KINDS else "invalid"
