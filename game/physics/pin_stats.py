"""``python -m game.physics.pin_stats``: how often the king takes a neighbour, per pin model.

Seven pins (classic spots) on the 12 ft pyramid table; a rolling ball comes at the king
from a random direction at 1–4 m/s with a random contact offset (the distance between its
line and the king's axis, up to just under the touching distance). The strokes in which
the ball touches the king are hits on the king ("any"; "first": the king is the first pin
it touches); of those, the share in which a small pin (``n``, ``s``, ``e``, ``w``) falls
to the king (``pin_down`` with ``by`` the king), the share in which any pin falls to a
pin, and how far the king ends from its spot, by speed. The same strokes are played under
every pin model (physics.md "Pins").
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.errors import InputError
from game.layouts import KING, PYRAMID_BALL_R
from game.limits import PARAM_CHOICES
from game.physics.api import simulate_detailed

SMALL = ("n", "s", "e", "w")
START = 0.3  # m from the king to the ball's centre at the start


@dataclass
class Tally:
    hits: int = 0
    takes_small: int = 0
    pin_by_pin: int = 0
    king_moves: list[float] = field(default_factory=list)

    def add(self, takes_small: bool, pin_by_pin: bool, king_moved: float) -> None:
        self.hits += 1
        self.takes_small += takes_small
        self.pin_by_pin += pin_by_pin
        self.king_moves.append(king_moved)


def stroke(rng: random.Random) -> tuple[float, dict[str, Any]]:
    """(speed, request): a rolling ball aimed past the king at a random offset."""
    speed = rng.uniform(1.0, 4.0)
    heading = rng.uniform(0.0, 2.0 * math.pi)
    reach = PYRAMID_BALL_R + KING.radius
    offset = rng.uniform(-0.95, 0.95) * reach
    dx, dy = math.cos(heading), math.sin(heading)
    x, y = -dx * START - dy * offset, -dy * START + dx * offset
    ball = {
        "pos": [x, y],
        "vel": [speed * dx, speed * dy],
        "spin": [-dy * speed / PYRAMID_BALL_R, dx * speed / PYRAMID_BALL_R, 0.0],
    }
    return speed, {"table": "pyramid-12ft", "discipline": "seven_pins_classic",
                   "balls": {"cue": ball}}  # fmt: skip


def tally(count: int, seed: int, model: str) -> dict[tuple[str, str], Tally]:
    """By (population, speed band): "first" the strokes whose first pin is the king,
    "any" every stroke in which the ball touches the king; bands "1-2", "2-3", "3-4" m/s
    and "all"."""
    rng = random.Random(seed)
    out: dict[tuple[str, str], Tally] = {}
    for _ in range(count):
        speed, req = stroke(rng)
        req["params"] = {"pin_model": model}
        try:
            result = simulate_detailed(req)
        except InputError:
            continue  # the ball would start on a pin
        touches = [e.pin for e in result.events if e.type == "pin"]
        if "king" not in touches:
            continue
        downs = [e for e in result.events if e.type == "pin_down"]
        takes = any(e.by == "king" and e.pin in SMALL for e in downs)
        chain = any(e.by in result.pins for e in downs)
        king = result.pins["king"]
        kx, ky = king.pos(result.duration)
        moved = math.hypot(kx - king.x, ky - king.y)
        band = f"{int(speed)}-{int(speed) + 1}"
        for population in ("first", "any") if touches[0] == "king" else ("any",):
            for key in (band, "all"):
                out.setdefault((population, key), Tally()).add(takes, chain, moved)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.physics.pin_stats", description=__doc__)
    parser.add_argument("--count", type=int, default=3000, help="strokes per model")
    parser.add_argument("--seed", type=int, default=27)
    args = parser.parse_args(argv)
    print("model     king   speed  hits  king fells a small pin  a pin fells a pin  "
          "king moved: median, 90%")  # fmt: skip
    for model in PARAM_CHOICES["pin_model"]:
        for (population, band), t in sorted(tally(args.count, args.seed, model).items()):
            moves = sorted(t.king_moves)
            p90 = moves[int(0.9 * (len(moves) - 1))]
            print(f"{model:9} {population:6} {band:5} {t.hits:5}  "
                  f"{t.takes_small / t.hits:22.1%}  {t.pin_by_pin / t.hits:17.1%}  "
                  f"{statistics.median(moves) * 100:6.1f} cm {p90 * 100:6.1f} cm")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
