"""``python -m game.ai_bench``: how well each computer level plays.

1. Positions (``game.ai.positions``: per discipline, seeded layouts each with a stroke known
   to score): for each level, the share of positions where the suggested stroke, played
   exactly, scores without a foul (and, played once with the level's own execution noise),
   and the mean seconds per suggestion.
2. Level against level (``--games N``): three-cushion to 15, seven pins from 300, five pins
   to 60 (``--short`` plays 3 / 100 / 20 instead, for a quick look); the higher level's
   share of wins against the next lower one.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from typing import Any

from game.ai.evaluate import context_for, shutdown_pool, simulate_strokes
from game.ai.evaluate import judge as judge_stroke
from game.ai.finder import suggest
from game.ai.levels import LEVELS, level
from game.ai.play import execute, play_game
from game.ai.positions import ALL_DISCIPLINES, BENCH_DISCIPLINES, build, match_at

MATCH_OPTIONS: dict[str, dict[str, Any]] = {
    "three_cushion": {"target": 15},
    "seven_pins_classic": {"start_total": 300},
    "five_pins": {"target": 60},
}
SHORT_OPTIONS: dict[str, dict[str, Any]] = {
    "three_cushion": {"target": 3},
    "seven_pins_classic": {"start_total": 100},
    "five_pins": {"target": 20},
}


def bench_positions(
    disciplines: Sequence[str], levels: Sequence[int], per: int
) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for d in disciplines:
        positions = build(d, per)
        for n in levels:
            lvl = level(n)
            scored = 0
            scored_played = 0
            seconds = 0.0
            for i, p in enumerate(positions):
                m = match_at(d, p.balls, p.pins)
                t = time.monotonic()
                s = suggest(m, lvl, seed=i)
                seconds += time.monotonic() - t
                ctx = context_for(m)
                result = simulate_strokes(ctx, [s.stroke])[0]
                dec = judge_stroke(ctx, s.stroke, result)
                if dec.points > 0 and not dec.fouls:
                    scored += 1
                played = execute(s.stroke, lvl, i)
                dec = judge_stroke(ctx, played, simulate_strokes(ctx, [played])[0])
                if dec.points > 0 and not dec.fouls:
                    scored_played += 1
            row = {
                "discipline": d,
                "level": n,
                "positions": len(positions),
                "scored": round(scored / max(1, len(positions)), 3),
                "scored_with_noise": round(scored_played / max(1, len(positions)), 3),
                "mean_seconds": round(seconds / max(1, len(positions)), 3),
            }
            rows.append(row)
            print(json.dumps(row), flush=True)
    return rows


def bench_matches(
    disciplines: Sequence[str], pairs: Sequence[tuple[int, int]], games: int, short: bool
) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for d in disciplines:
        options = (SHORT_OPTIONS if short else MATCH_OPTIONS).get(d, {})
        for hi, lo in pairs:
            wins = 0
            unfinished = 0
            shots = 0
            t = time.monotonic()
            for g in range(games):
                a, b = f"L{hi}", f"L{lo}"
                levels = {a: level(hi), b: level(lo)}
                first = a if g % 2 == 0 else b
                r = play_game(d, levels, first, seed=g, options=options)
                wins += r.winner == a
                unfinished += not r.finished
                shots += r.shots
            row = {
                "discipline": d,
                "options": options,
                "higher": hi,
                "lower": lo,
                "games": games,
                "higher_wins": round(wins / max(1, games), 3),
                "unfinished": unfinished,
                "mean_shots": round(shots / max(1, games), 1),
                "seconds": round(time.monotonic() - t, 1),
            }
            rows.append(row)
            print(json.dumps(row), flush=True)
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ai_bench", description=__doc__)
    parser.add_argument("--levels", default="1,2,3,4,5")
    parser.add_argument("--disciplines", default=",".join(BENCH_DISCIPLINES),
                        help="comma-separated ids, or 'all'")  # fmt: skip
    parser.add_argument("--per", type=int, default=20, help="positions per discipline")
    parser.add_argument("--games", type=int, default=0, help="games per level pair (0: none)")
    parser.add_argument("--pairs", default="2:1,3:2,4:3,5:4", help="higher:lower level pairs")
    parser.add_argument("--short", action="store_true", help="short games (see above)")
    parser.add_argument("--no-positions", action="store_true")
    args = parser.parse_args(argv)
    names = ALL_DISCIPLINES if args.disciplines == "all" else tuple(args.disciplines.split(","))
    levels = [int(x) for x in args.levels.split(",")]
    if any(not 1 <= n <= len(LEVELS) for n in levels):
        parser.error("levels are 1-5")
    try:
        if not args.no_positions:
            bench_positions(names, levels, args.per)
        if args.games > 0:
            pairs = [(int(a), int(b)) for a, b in (p.split(":") for p in args.pairs.split(","))]
            bench_matches(names, pairs, args.games, args.short)
    finally:
        shutdown_pool()
    return 0


if __name__ == "__main__":
    sys.exit(main())
