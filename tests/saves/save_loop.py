"""Child process for the SIGKILL test: autosave games of different lengths, forever.

Run as ``python -m tests.saves.save_loop FILE``; prints ``ready`` once the first save is on
disk, then keeps saving until it is killed.
"""

from __future__ import annotations

import sys
from pathlib import Path

from game.saves.autosave import autosave
from tests.saves.games import hand_game


def background(path: Path) -> None:
    """The window's way: each "shot" is a snapshot handed to the background saver; every
    write that reached the disk is announced as ``saved N`` (N = the view's counter)."""
    import threading
    import time

    from game.saves.background import Saver, SaveResult
    from game.saves.format import snapshot

    lock = threading.Lock()  # whole lines from two threads

    def say(text: str) -> None:
        with lock:
            sys.stdout.write(text + "\n")
            sys.stdout.flush()

    def announce(result: SaveResult) -> None:
        if result.ok:
            say(f"saved {result.ticket}")

    saver = Saver(announce)
    games = [hand_game(n) for n in (1, 5, 2, 4, 3)]
    padding = ["Kegli"] * 2_000
    ticket = saver.submit(snapshot(games[0], {"i": 1, "pad": padding}), path, backup=True)
    saver.wait()
    say("ready")
    while True:
        view = {"i": ticket + 1, "pad": padding[: (ticket * 97) % 2_000]}
        ticket = saver.submit(snapshot(games[ticket % len(games)], view), path, backup=True)
        time.sleep(0.002)


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
    if sys.argv[2:] == ["--background"]:
        background(Path(sys.argv[1]))
    else:
        main(Path(sys.argv[1]))
