"""Drill packs: ``verify`` simulates every reference stroke and checks its goal."""

from __future__ import annotations

import argparse
from pathlib import Path

from game.drills.format import load_all
from game.drills.play import attempt
from game.shown import short_path  # a pack's file name may hold anything


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("action", choices=["verify"], help="what to do with the drill packs")
    parser.add_argument(
        "--dir", type=Path, default=None, help="folder of drill packs (default assets/drills)"
    )
    parser.add_argument("--id", action="append", default=[], help="only these drill ids")
    parser.add_argument(
        "--user",
        action="store_true",
        help="the player's own drills (user_drills.json in the user data folder) instead",
    )


def run(args: argparse.Namespace) -> int:
    if getattr(args, "user", False):
        from game.drills import user_pack

        drills = user_pack.load()  # saved from the free table; a bad file: exit 2
    else:
        drills = load_all(args.dir)  # a bad file raises InputError: one line, exit 2
    if args.id:
        unknown = sorted(set(args.id) - {d.id for d in drills})
        if unknown:
            from game.errors import InputError

            raise InputError("--id", f"no drill {unknown[0]!r}")
        drills = [d for d in drills if d.id in args.id]
    failed: list[str] = []
    for d in drills:
        result = attempt(d)
        if not result.success:
            failed.append(d.id)
            print(
                f"FAIL {d.id} ({short_path(d.source)}): reference stroke misses the goal "
                f"(score {result.score:.2f})"
            )
    solved = len(drills) - len(failed)
    print(f"{solved} of {len(drills)} drills solved by their reference stroke")
    return 0 if not failed else 1
