"""Check a saved game: exit 0 with a one-line summary, or 2 with the reason it is refused.

With ``--replay`` every shot is also simulated again and compared with the stored events;
a difference prints one line and exits 1.
"""

from __future__ import annotations

import argparse
import sys

from game.saves.load import load_file


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="a .kegli save")
    parser.add_argument(
        "--replay",
        action="store_true",
        help="also re-simulate every shot and compare with the stored events",
    )


def run(args: argparse.Namespace) -> int:
    game = load_file(args.file)
    line = f"ok: {game.summary()}"
    if args.replay:
        from game.saves.replay import replay_game

        for report in replay_game(game.document.log):
            if not report.equal:
                print(f"differs: shot {report.shot + 1}: {report.difference}")
                return 1
        line += "; replay equal"
    print(line)
    sys.stdout.flush()
    return 0
