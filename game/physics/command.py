"""Simulate one stroke: position + stroke (JSON) -> event log (JSON), see contract.md."""

from __future__ import annotations

import argparse
import json
import math
import sys

from game.cli import read_json
from game.errors import InputError
from game.limits import MAX_HZ
from game.physics.api import simulate


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", nargs="?", default="-", help="request JSON file, or - for stdin")
    parser.add_argument(
        "--trajectory", metavar="HZ", default=None,
        help=f"add ball positions sampled HZ times a second (1-{MAX_HZ:g})",
    )  # fmt: skip


def run(args: argparse.Namespace) -> int:
    hz = None
    if args.trajectory is not None:
        try:
            hz = float(args.trajectory)
        except ValueError:
            hz = math.nan
        if not math.isfinite(hz) or not 1.0 <= hz <= MAX_HZ:
            raise InputError("--trajectory", f"HZ must be a number in [1, {MAX_HZ:g}]")
    request = read_json(args.file)
    result = simulate(request, hz)
    json.dump(result, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0
