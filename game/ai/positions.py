"""The bench's fixed positions: for each discipline, positions from a seeded random layout,
each kept only with a stroke known to score without a foul (found by the engine and the
referee). ``python -m game.ai.positions [--per N] [--write FILE]`` prints or writes them.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.ai.candidates import generate
from game.ai.evaluate import Noise, Trial, context_for, run_trials
from game.errors import InputError
from game.match import Match, TablePosition
from game.openings import Opening, ball_radius
from game.physics.placement import ball_fits
from game.stroke import Stroke
from game.tables import Point

BENCH_DISCIPLINES: tuple[str, ...] = ("three_cushion", "seven_pins_classic", "five_pins")
ALL_DISCIPLINES: tuple[str, ...] = (
    "three_cushion",
    "one_cushion",
    "free_game",
    "balkline_47_2",
    "seven_pins_classic",
    "seven_pins_federation",
    "five_pins",
    "pyramid_free",
    "pyramid_dynamic",
    "pyramid_combined",
)


@dataclass(frozen=True)
class BenchPosition:
    discipline: str
    balls: dict[str, Point]
    pins: dict[str, Point]
    ball: str
    known: Stroke  # a stroke that scores without a foul

    def to_json(self) -> dict[str, Any]:
        return {
            "discipline": self.discipline,
            "balls": {k: list(v) for k, v in self.balls.items()},
            "pins": {k: list(v) for k, v in self.pins.items()},
            "ball": self.ball,
            "known": self.known.to_json(),
        }


def match_at(
    discipline: str,
    balls: Mapping[str, Point],
    pins: Mapping[str, Point] | None = None,
    players: Sequence[str] = ("A", "B"),
    options: Mapping[str, Any] | None = None,
    ball: str | None = None,
) -> Match:
    """A new match whose first shot is played from this position as if it had arisen in
    play (the referee's ``state_for_position``), nothing in hand; the first player shoots,
    or the one whose cue ball is ``ball``."""
    m = Match.new(discipline, list(players), options=options)
    if ball is not None and m.next_ball != ball:
        for who in players[1:]:
            m = Match.new(discipline, list(players), first=who, options=options)
            if m.next_ball == ball:
                break
        else:
            raise InputError("ball", f"{ball!r} is no player's cue ball in {discipline}")
    standing = dict(m.position.pins if pins is None else pins)
    ball = m.next_ball
    state = m.referee.state_for_position(m._states[-1], dict(balls), standing, ball)
    m._states = [state]
    m.position = TablePosition(balls=dict(balls), pins=standing)
    # Nothing is in hand: the break's ball in hand (P-7, C-2) is not this position's.
    m.opening = Opening(m.position, ball, None, None)
    m._hand_placed = True
    return m


def _random_layout(m: Match, rng: random.Random) -> dict[str, Point] | None:
    r = ball_radius(m.table)
    hw, hl = m.table.half_width - 2 * r, m.table.half_length - 2 * r
    balls: dict[str, Point] = {}
    for b in sorted(m.position.balls):
        for _ in range(200):
            p = (round(rng.uniform(-hw, hw), 4), round(rng.uniform(-hl, hl), 4))
            if not ball_fits(m.table.id, p, r, m.config.physics):
                continue
            if any(math.dist(p, q) < 2 * r + 0.01 for q in balls.values()):
                continue
            if any(
                math.dist(p, q) < r + m.discipline.pin_kind(pin).radius + 0.01
                for pin, q in m.position.pins.items()
            ):
                continue
            balls[b] = p
            break
        else:
            return None
    return balls


def build(discipline: str, per: int = 20, seed: int = 2026) -> list[BenchPosition]:
    """``per`` positions of ``discipline`` with a known scoring stroke (deterministic)."""
    rng = random.Random(f"{discipline}:{seed}")
    out: list[BenchPosition] = []
    tries = 0
    while len(out) < per and tries < per * 30:
        tries += 1
        base = Match.new(discipline, ["A", "B"])
        layout = _random_layout(base, rng)
        if layout is None:
            continue
        m = match_at(discipline, layout)
        ctx = context_for(m)
        cands = generate(ctx, 160, 2, rng.randrange(1 << 30))
        scores = run_trials(ctx, [Trial(c.stroke, 0, 0) for c in cands], Noise())
        for c, s in zip(cands, scores, strict=True):
            if s.scored >= 1.0 and s.foul == 0.0:
                out.append(BenchPosition(discipline, layout, dict(m.position.pins), ctx.ball,
                                         c.stroke))  # fmt: skip
                break
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ai.positions", description=__doc__)
    parser.add_argument("--per", type=int, default=20)
    parser.add_argument("--all", action="store_true", help="every refereed discipline")
    parser.add_argument("--write", default=None, help="write JSON here instead of stdout")
    args = parser.parse_args(argv)
    names = ALL_DISCIPLINES if args.all else BENCH_DISCIPLINES
    data = [p.to_json() for d in names for p in build(d, args.per)]
    text = json.dumps(data, indent=1)
    if args.write:
        with open(args.write, "w", encoding="utf-8") as f:
            f.write(text + "\n")
    else:
        sys.stdout.write(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
