"""Drill packs: ``verify`` simulates every reference stroke and checks its goal, and that
the stroke shows the technique the drill's note coaches (game/drills/technique.py).

A drill names no physics set: it is practice for the games played now, so it plays with the
current set (game/physics/sets.py), as a new game does. When a new set becomes current,
``verify`` lists the drills whose reference stroke must be found again (game/drills/solve.py);
``--physics NAME`` checks them with another set.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from game.drills.format import load_all
from game.drills.play import Simulate, attempt, missing_technique
from game.physics import sets
from game.shown import short_path  # a pack's file name may hold anything


def _simulate_with(physics: str) -> Simulate:
    """``game.simulate`` with every request played with set ``physics``."""

    def run(request: dict[str, Any], **options: Any) -> dict[str, Any]:
        from game import simulate

        return simulate({**request, "physics": physics}, **options)

    return run


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
    parser.add_argument(
        "--physics",
        metavar="NAME",
        default=None,
        help=f"play the strokes with this physics set (default: the current one, "
        f"{sets.CURRENT.name}; known: {', '.join(sets.REGISTRY)})",
    )


def run(args: argparse.Namespace) -> int:
    forced = getattr(args, "physics", None)
    physics = sets.get(forced, "--physics") if forced is not None else sets.CURRENT
    simulate = _simulate_with(physics.name) if forced is not None else None
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
        result = attempt(d, simulate=simulate)
        if not result.success:
            failed.append(d.id)
            print(
                f"FAIL {d.id} ({short_path(d.source)}): reference stroke misses the goal "
                f"(score {result.score:.2f})"
            )
            continue
        unshown = missing_technique(d, physics=physics.name if forced is not None else None)
        if unshown:
            failed.append(d.id)
            names = ", ".join(t.value for t in unshown)
            print(f"FAIL {d.id} ({short_path(d.source)}): reference stroke does not show {names}")
    solved = len(drills) - len(failed)
    print(
        f"{solved} of {len(drills)} drills solved by their reference stroke "
        f"(physics {physics.name})"
    )
    return 0 if not failed else 1
