"""Whether a pool of worker processes broke and was replaced since the caller last asked.

The computer's search (game.ai.evaluate) and the batch simulator (game.physics.batch) keep
pools of worker processes. When one breaks (a worker killed, out of memory) it is dropped,
the work in hand is finished in this process and the next call starts a fresh pool; the
window asks ``take_rebuilt()`` after a search and tells the player once.
"""

from __future__ import annotations

import threading

_lock = threading.Lock()
_rebuilt = False


def note_rebuilt() -> None:
    """A pool broke and is being replaced."""
    global _rebuilt
    with _lock:
        _rebuilt = True


def take_rebuilt() -> bool:
    """True once after a pool broke and was replaced, then False until one breaks again."""
    global _rebuilt
    with _lock:
        told, _rebuilt = _rebuilt, False
    return told
