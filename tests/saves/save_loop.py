"""Child process for the SIGKILL test: autosave games of different lengths, forever.

Run as ``python -m tests.saves.save_loop FILE``; prints ``ready`` once the first save is on
disk, then keeps saving until it is killed.
"""

from __future__ import annotations

import sys
from pathlib import Path

from game.saves.autosave import autosave
from tests.saves.games import hand_game


def main(path: Path) -> None:
    games = [hand_game(n) for n in (1, 5, 2, 4, 3)]
    # A bulky view makes each write long enough that kills often land inside one.
    padding = ["Kegli"] * 2_000
    autosave(games[0], {"i": 0, "pad": padding}, path)
    print("ready", flush=True)
    i = 0
    while True:
        i += 1
        autosave(games[i % len(games)], {"i": i, "pad": padding[: (i * 97) % 2_000]}, path)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
