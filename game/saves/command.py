"""Check a saved game: exit 0 with a one-line summary, or 2 with the reason it is refused.

Every shot is re-simulated from its start and stroke and compared with the stored events
(game.saves.verify): a save whose events do not come from its strokes is refused, exit 2,
naming the first shot that differs. ``--no-replay`` skips that (shape and rules only).
The shots replay with the physics set the save names (the summary says which);
``--physics NAME`` replays them with another set instead.
"""

from __future__ import annotations

import argparse
import sys

from game.errors import InputError
from game.physics import sets
from game.saves.load import load_file


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="a .kegli save")
    replay = parser.add_mutually_exclusive_group()
    replay.add_argument(
        "--replay",
        action="store_true",
        help="re-simulate every shot and compare with the stored events (the default)",
    )
    replay.add_argument(
        "--no-replay",
        action="store_true",
        help="only check the file's shape and rules, without re-simulating the shots",
    )
    parser.add_argument(
        "--physics",
        metavar="NAME",
        default=None,
        help="replay with this physics set instead of the one the save names "
        f"(known: {', '.join(sets.REGISTRY)})",
    )


def run(args: argparse.Namespace) -> int:
    forced = None if args.physics is None else sets.get(args.physics, "--physics").name
    if forced is not None and args.no_replay:
        raise InputError("--physics", "needs the replay (drop --no-replay)")
    game = load_file(args.file, verify=not args.no_replay, physics=forced)
    line = f"ok: {game.summary()}"
    if game.verification is not None:
        if not game.verification.ok:
            under = "" if forced is None else f" with physics {forced}"
            raise InputError(
                str(game.verification.field),
                f"{game.verification.difference} (the events do not come from the stroke{under})",
            )
        line += "; every shot replays as saved"
        if forced is not None:
            line += f" with physics {forced}"
    print(line)
    sys.stdout.flush()
    return 0
