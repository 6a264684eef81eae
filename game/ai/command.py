"""Suggest a stroke for the player about to shoot: one JSON line (stroke, place, expected
points, foul risk, strokes searched, seconds)."""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any

from game.cli import read_json
from game.errors import InputError
from game.match import Match
from game.stroke import Stroke, parse_logged


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="a shot log (judge format), a .kegli save, or - for stdin")
    parser.add_argument("--level", default="5", help="1 (beginner) … 5 (master); default 5")
    parser.add_argument("--seconds", default=None, help="cap on the search time")
    parser.add_argument("--seed", default="0", help="seed of the search (deterministic)")


def _int(text: str, name: str, low: int, high: int) -> int:
    try:
        value = int(text)
    except ValueError:
        raise InputError(name, "must be a whole number") from None
    if not low <= value <= high:
        raise InputError(name, f"must be {low}-{high}")
    return value


def load_match(source: str) -> Match:
    """The match a shot log or a save describes, as it stands after its last shot."""
    raw: Any = read_json(source)
    if isinstance(raw, dict) and "format" in raw:
        from game.saves.load import load_document

        match = load_document(raw).match
    else:
        from game.saves.load import rebuild

        if not isinstance(raw, dict):
            raise InputError("input", "must be a JSON object (a shot log or a save)")
        match = rebuild(_strokes_spelled_out(raw))
    if match.over:
        raise InputError("shots", "the game is already over")
    if not match.position.balls:
        raise InputError("shots", "the log does not say where the balls lie (no final)")
    if match.ball_in_hand is None and match.next_ball not in match.position.balls:
        raise InputError("shots", f"ball {match.next_ball!r} to play is not on the table")
    return match


# What a judge-format log must add for a suggestion: where the balls lie after its last shot.
NEEDS_FINAL = (
    "missing: to suggest the next stroke, the last shot must say where the balls lie "
    '("final": {"balls": {"white": [x, y], ...}, "pins_standing": [...]}), '
    "or give a .kegli save"
)


def _strokes_spelled_out(log: dict[str, Any]) -> dict[str, Any]:
    """A judge-format log (contract.md: strokes by ``ball`` and ``call`` only) as the match
    reads it. The referee rules on the ball and the call alone, and the search starts from
    the last shot's final position, so a stroke left unsaid is put down as aim 0°, speed
    1 m/s: it is never simulated or shown. The last shot must give its ``final``."""
    shots = log.get("shots")
    if not isinstance(shots, list) or not shots:
        return log  # the break position, or a shape the match refuses with its own words
    last = shots[-1]
    if isinstance(last, dict) and last.get("final") is None:
        raise InputError(f"shots[{len(shots) - 1}].final", NEEDS_FINAL)
    balls = _table_balls(log.get("discipline"), log.get("table"))
    if balls is None:
        return log  # the match names the unknown table or discipline
    spelled: list[Any] = []
    for i, shot in enumerate(shots):
        if not isinstance(shot, dict) or not isinstance(shot.get("stroke"), dict):
            spelled.append(shot)  # refused by the match, naming the field
            continue
        where = f"shots[{i}].stroke"
        ball, call, stroke = parse_logged(shot["stroke"], where, balls)
        if stroke is None:
            stroke = Stroke(ball=ball, aim_deg=0.0, speed=1.0, call=call)
        spelled.append({**shot, "stroke": stroke.to_json()})
    return {**log, "shots": spelled}


def _table_balls(discipline: Any, table: Any) -> tuple[str, ...] | None:
    from game import disciplines
    from game.tables import TABLE_BALLS

    if isinstance(table, str) and table in TABLE_BALLS:
        return tuple(TABLE_BALLS[table])
    if isinstance(discipline, str) and discipline in disciplines.REGISTRY:
        return tuple(TABLE_BALLS[disciplines.refereed(discipline).default_table])
    return None  # the match names the unknown table or discipline


def run(args: argparse.Namespace) -> int:
    from game.ai import level, suggest

    lvl = level(_int(args.level, "--level", 1, 5))
    seed = _int(args.seed, "--seed", 0, 2**62)
    seconds = None
    if args.seconds is not None:
        try:
            seconds = float(args.seconds)
        except ValueError:
            raise InputError("--seconds", "must be a number") from None
        if not math.isfinite(seconds) or not 0.05 <= seconds <= 600:
            raise InputError("--seconds", "must be in [0.05, 600]")
    match = load_match(args.file)
    result = suggest(match, lvl, seed=seed, seconds=seconds)
    sys.stdout.write(json.dumps(result.to_json(), ensure_ascii=False) + "\n")
    return 0
