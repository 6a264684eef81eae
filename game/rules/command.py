"""Judge a shot log: one JSON decision line per shot."""

from __future__ import annotations

import argparse
import json
import sys

from game.cli import read_json


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", nargs="?", default="-", help="shot log JSON, or - for stdin")


def run(args: argparse.Namespace) -> int:
    from game.rules.judge import judge

    lines = judge(read_json(args.file))
    for line in lines:
        sys.stdout.write(json.dumps(line, ensure_ascii=False) + "\n")
    return 0
