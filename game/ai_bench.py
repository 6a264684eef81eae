"""``python -m game.ai_bench``: how well each computer level plays.

1. Positions (``game.ai.positions``: per discipline, seeded layouts each with a stroke known
   to score): for each level, the share of positions where the suggested stroke, played
   exactly, scores without a foul (and, played once with the level's own execution noise),
   and the mean seconds per suggestion.
2. Level against level (``--games N``): three-cushion to 15, seven pins from 300, five pins
   to 60 (``--short`` plays 3 / 100 / 20 instead, for a quick look); the higher level's
   share of wins against the next lower one. Each game is the same for its number on any
   machine (the levels' stroke budgets, no time cap). With ``--out FILE`` every finished
   game is appended to a JSON lines file and games already there are skipped, so a long
   run can be stopped, continued and split (``--shard k/n``); ``--summary FILE`` counts
   the wins per pair. A game still open after ``VERSUS_SHOT_LIMIT`` shots is decided on the score
   sheet (the level ahead on points), and the summary says how many were.

   python -m game.ai_bench --no-positions --games 20 --disciplines three_cushion \
       --out ~/versus.jsonl
   python -m game.ai_bench --summary ~/versus.jsonl

   With ``--capped`` the levels search under their own time caps, as in the window: a game
   is then no longer the same on every machine, but a pair's games fit in minutes (the
   pyramid games: ``--disciplines pyramid_free,pyramid_combined --short --capped``).

3. Search cost against the game's length (``--lengths 0,100,1000,5000``): the seconds of one
   suggestion at the highest of ``--levels`` in three-cushion games of that many shots, and
   from the same position in a fresh game (the best of ``--repeats``).

4. Suggestion time on a full rack (``--rack-times``): for each of ``--disciplines`` and
   ``--levels``, the median and longest seconds of ``--repeats`` suggestions (seeds 0, 1,
   …; under the level's time cap, as in the window) for the break with all fifteen balls
   racked and for a position after a break.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.ai.evaluate import context_for, shutdown_pool, simulate_strokes
from game.ai.evaluate import judge as judge_stroke
from game.ai.finder import suggest
from game.ai.levels import LEVELS, level
from game.ai.play import execute, play_game, play_turn
from game.ai.positions import ALL_DISCIPLINES, BENCH_DISCIPLINES, build, match_at
from game.match import Match
from game.physics.api import simulate_detailed
from game.stroke import Stroke

MATCH_OPTIONS: dict[str, dict[str, Any]] = {
    "three_cushion": {"target": 15},
    "seven_pins_classic": {"start_total": 300},
    "five_pins": {"target": 60},
    "pyramid_free": {"target": 8},
    "pyramid_combined": {"target": 8},
    "pyramid_dynamic": {"target": 8},
}
# A game still open after this many shots is decided on the score sheet, as a tournament's
# time limit would: weak levels at seven pins can add fouls faster than they write points off.
VERSUS_SHOT_LIMIT = 400
SHORT_OPTIONS: dict[str, dict[str, Any]] = {
    "three_cushion": {"target": 3},
    "seven_pins_classic": {"start_total": 100},
    "five_pins": {"target": 20},
    "pyramid_free": {"target": 3},
    "pyramid_combined": {"target": 3},
    "pyramid_dynamic": {"target": 3},
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


def long_game(shots: int, seed: int = 1) -> Match:
    """A three-cushion game (to 300) after ``shots`` soft random strokes, the same for a
    seed: a game as long as a marathon session, built in seconds."""
    m = Match.new("three_cushion", ["A", "B"], options={"target": 300})
    rng = random.Random(seed)
    while len(m.records) < shots and not m.over:
        if m.ball_in_hand is not None:
            m.place_ball_anywhere()
        aim, speed = round(rng.uniform(0.0, 360.0), 2), round(rng.uniform(0.4, 1.2), 2)
        stroke = Stroke(ball=m.next_ball, aim_deg=aim, speed=speed)
        m.apply(stroke, simulate_detailed(m.request_for(stroke)))
    return m


def bench_lengths(lengths: Sequence[int], number: int, repeats: int) -> list[dict[str, Any]]:
    """``--lengths``: seconds of one suggestion at level ``number`` against the game's
    length (the best of ``repeats``: the least disturbed by other work on the machine)."""
    rows: list[dict[str, Any]] = []
    lvl = level(number)
    for shots in lengths:
        m = long_game(shots)
        if m.ball_in_hand is not None:
            m.place_ball_anywhere()
        # The same position as a fresh game: the search's cost depends on where the balls
        # lie, so the length's own cost is the difference between the two.
        fresh = match_at("three_cushion", m.position.balls, {}, ball=m.next_ball)

        def best(match: Match) -> tuple[float, int]:
            times, searched = [], 0
            for r in range(repeats):
                t = time.monotonic()
                searched = suggest(match, lvl, seed=r).searched
                times.append(time.monotonic() - t)
            return min(times), searched

        (long_s, long_n), (fresh_s, fresh_n) = best(m), best(fresh)
        row = {"level": number, "shots": len(m.records), "seconds": round(long_s, 3),
               "fresh_seconds": round(fresh_s, 3), "ratio": round(long_s / fresh_s, 3),
               "strokes": long_n, "fresh_strokes": fresh_n}  # fmt: skip
        rows.append(row)
        print(json.dumps(row), flush=True)
    return rows


def rack_times(
    disciplines: Sequence[str], levels: Sequence[int], repeats: int = 1
) -> list[dict[str, Any]]:
    """``--rack-times``: seconds of a suggestion at each level (its own time cap, as in
    the window) on the break with the full rack, and after a break (a legal one, played
    by level 2 with the seed 0): the median and the longest of ``repeats`` suggestions,
    seeds 0, 1, … (a seed changes the ball-in-hand spots and the sweep's order)."""
    rows: list[dict[str, Any]] = []
    for d in disciplines:
        m = Match.new(d, ["A", "B"], options=MATCH_OPTIONS.get(d, {}))
        after = m.for_search()
        play_turn(after, level(2), seed=0, exact=True)
        for n in levels:
            for name, match in (("break", m), ("after_break", after)):
                times: list[float] = []
                strokes: list[int] = []
                for seed in range(max(1, repeats)):
                    t = time.monotonic()
                    s = suggest(match, level(n), seed=seed)
                    times.append(time.monotonic() - t)
                    strokes.append(s.searched)
                row = {"discipline": d, "level": n, "position": name,
                       "balls": len(match.position.balls),
                       "seconds": round(statistics.median(times), 3),
                       "max_seconds": round(max(times), 3), "repeats": len(times),
                       "strokes": round(statistics.median(strokes))}  # fmt: skip
                rows.append(row)
                print(json.dumps(row), flush=True)
    return rows


def levels_id(*numbers: int, capped: bool = False) -> str:
    """A short fingerprint of the levels' settings and the shot limit (and the time caps,
    when they cut the search): results of other settings (an older tuning) in a results
    file are neither skipped as done nor counted."""
    settings: list[dict[str, Any]] = [dataclasses.asdict(level(n)) for n in numbers]
    settings.append({"max_shots": VERSUS_SHOT_LIMIT})
    if capped:
        settings.append({"capped": True})
    text = json.dumps(settings, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def game_key(row: dict[str, Any]) -> tuple[Any, ...]:
    return (row["discipline"], json.dumps(row["options"], sort_keys=True), row["higher"],
            row["lower"], row["game"], row["levels_id"])  # fmt: skip


def read_results(path: Path) -> list[dict[str, Any]]:
    """The finished games in a JSON lines results file (a torn last line is ignored)."""
    if not path.exists():
        return []
    rows: list[dict[str, Any]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            row = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(row, dict) and row.get("kind") == "game":
            rows.append(row)
    return rows


def append_result(path: Path, row: dict[str, Any]) -> None:
    """One line, written with one ``write`` on an append-only descriptor, so that several
    runs (shards) can share the file and a killed run loses only the game it was playing."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = (json.dumps(row, sort_keys=True) + "\n").encode()
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)


def play_versus(
    discipline: str,
    hi: int,
    lo: int,
    game: int,
    options: dict[str, Any],
    parallel: bool,
    capped: bool = False,
) -> dict[str, Any]:
    """One game, level ``hi`` against level ``lo``; the break alternates with the game
    number, and the seed is the game number, so a game is the same on any machine, on
    one core or the pool, under any load: the search has no time cap here, only the
    levels' stroke budgets (the window's time caps only cut a search on a slow machine)."""
    a, b = f"L{hi}", f"L{lo}"
    levels = {a: level(hi), b: level(lo)}
    first = a if game % 2 == 0 else b
    t = time.monotonic()
    r = play_game(
        discipline, levels, first, seed=game, options=options, max_shots=VERSUS_SHOT_LIMIT,
        seconds=None if capped else math.inf, parallel=parallel,
    )  # fmt: skip
    return {
        "kind": "game",
        "discipline": discipline,
        "options": options,
        "higher": hi,
        "lower": lo,
        "game": game,
        "levels_id": levels_id(hi, lo, capped=capped),
        **({"capped": True} if capped else {}),
        "first": first,
        "winner": r.winner,
        # An unfinished game counts for the level ahead on points at the shot limit.
        "higher_won": (r.winner if r.finished else r.leader) == a,
        "finished": r.finished,
        "leader": r.leader,
        "scores": r.scores,
        "shots": r.shots,
        "seconds": round(time.monotonic() - t, 1),
    }


def bench_matches(
    disciplines: Sequence[str],
    pairs: Sequence[tuple[int, int]],
    games: int,
    short: bool,
    out: Path | None = None,
    shard: tuple[int, int] = (0, 1),
    parallel: bool = False,
    capped: bool = False,
) -> list[dict[str, Any]]:
    """Level against level. Games are played in rounds (game 0 of every pair, then game
    1, …) so that a run stopped early has about as many games of each pair; with ``out``
    every finished game is appended to that JSON lines file and games already there are
    skipped, so a run can be split (``shard`` k of n takes every n-th game) and continued."""
    done = {game_key(r) for r in read_results(out)} if out is not None else set()
    rows: list[dict[str, Any]] = []
    k, n = shard
    slot = 0
    for d in disciplines:
        options = (SHORT_OPTIONS if short else MATCH_OPTIONS).get(d, {})
        for g in range(games):
            for hi, lo in pairs:
                slot += 1
                if (slot - 1) % n != k:
                    continue
                lid = levels_id(hi, lo, capped=capped)
                key = (d, json.dumps(options, sort_keys=True), hi, lo, g, lid)
                if key in done:
                    continue
                row = play_versus(d, hi, lo, g, options, parallel, capped)
                rows.append(row)
                if out is not None:
                    append_result(out, row)
                print(json.dumps(row), flush=True)
    return rows


def summary(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per discipline, target and pair: games, the higher level's wins, seconds a game."""
    groups: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
    for r in rows:
        if r["levels_id"] != levels_id(r["higher"], r["lower"], capped=bool(r.get("capped"))):
            continue  # played with other level settings
        k = (r["discipline"], json.dumps(r["options"], sort_keys=True), r["higher"], r["lower"],
             bool(r.get("capped")))  # fmt: skip
        groups.setdefault(k, []).append(r)
    out: list[dict[str, Any]] = []
    for (d, options, hi, lo, capped), games in sorted(groups.items()):
        n = len(games)
        out.append({
            "kind": "summary",
            "discipline": d,
            "options": json.loads(options),
            **({"capped": True} if capped else {}),
            "higher": hi,
            "lower": lo,
            "games": n,
            "higher_wins": sum(bool(g["higher_won"]) for g in games),
            "unfinished": sum(not g["finished"] for g in games),
            "unfinished_higher_ahead": sum(
                not g["finished"] and bool(g["higher_won"]) for g in games
            ),
            "mean_shots": round(sum(g["shots"] for g in games) / n, 1),
            "seconds_per_game": round(sum(g["seconds"] for g in games) / n, 1),
        })  # fmt: skip
    return out


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
    parser.add_argument("--out", default=None,
                        help="JSON lines file of finished games: appended, and games already "
                        "in it are skipped (resumable)")  # fmt: skip
    parser.add_argument("--shard", default="0/1", help="k/n: play every n-th game from k")
    parser.add_argument("--parallel", action="store_true", help="search on the process pool")
    parser.add_argument(
        "--capped",
        action="store_true",
        help="level against level under the levels' time caps (see above)",
    )
    parser.add_argument(
        "--rack-times",
        action="store_true",
        help="time one suggestion per level on a full rack and after a break",
    )
    parser.add_argument("--lengths", default=None, metavar="N,N,...",
                        help="time one suggestion (the highest of --levels) in games of "
                        "these many shots, e.g. 0,100,1000,5000, and stop")  # fmt: skip
    parser.add_argument("--repeats", type=int, default=3,
                        help="suggestions per --lengths or --rack-times row")  # fmt: skip
    parser.add_argument("--summary", default=None, metavar="FILE",
                        help="print the wins per pair in a results file and stop")  # fmt: skip
    args = parser.parse_args(argv)
    if args.summary is not None:
        for row in summary(read_results(Path(args.summary))):
            print(json.dumps(row), flush=True)
        return 0
    names = ALL_DISCIPLINES if args.disciplines == "all" else tuple(args.disciplines.split(","))
    levels = [int(x) for x in args.levels.split(",")]
    if any(not 1 <= n <= len(LEVELS) for n in levels):
        parser.error("levels are 1-5")
    try:
        if args.rack_times:
            rack_times(names, levels, max(1, args.repeats))
            return 0
        if args.lengths is not None:
            lengths = [int(x) for x in args.lengths.split(",")]
            bench_lengths(lengths, max(levels), max(1, args.repeats))
            return 0
        if not args.no_positions:
            bench_positions(names, levels, args.per)
        if args.games > 0:
            pairs = [(int(a), int(b)) for a, b in (p.split(":") for p in args.pairs.split(","))]
            k, n = (int(x) for x in args.shard.split("/"))
            if not 0 <= k < n:
                parser.error("--shard is k/n with 0 <= k < n")
            out = Path(args.out) if args.out is not None else None
            bench_matches(
                names, pairs, args.games, args.short, out, (k, n), args.parallel, args.capped
            )
    finally:
        shutdown_pool()
    return 0


if __name__ == "__main__":
    sys.exit(main())
