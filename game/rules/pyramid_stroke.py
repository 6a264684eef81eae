"""What one pyramid stroke did, read from its event log (rules P-10, P-12…P-15, P-17, P-26).

Pure facts about the log and the start position; which of them is a foul is the referee's
business (game/rules/pyramid.py).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.events import Event
from game.rules.pyramid_table import R
from game.tables import Point

# P-14: a ball whose surface is closer than R/2 to the struck ball's must be struck at 45° or
# more to the line of centres.
NEAR_GAP = R / 2.0
PUSH_ANGLE_DEG = 45.0


@dataclass(frozen=True)
class StrokeFacts:
    struck: str
    miscue: bool  # P-15
    first_contact: str | None  # P-13a: the first ball the struck ball touched
    cushions_before_contact: tuple[str, ...]  # cushions the struck ball met before it (P-26)
    cushion_balls_after: frozenset[str]  # balls that met a cushion after the first contact
    pocketed: tuple[str, ...]  # P-12: in the order they dropped
    off_table: tuple[str, ...]  # P-12


def analyse(events: Sequence[Event], struck: str) -> StrokeFacts:
    miscue = False
    first: str | None = None
    before: list[str] = []
    after: set[str] = set()
    pocketed: list[str] = []
    off: list[str] = []
    for e in events:
        if e.type == "strike" and e.ball == struck:
            miscue = miscue or e.miscue
        elif e.type == "ball" and first is None and struck in (e.a, e.b):
            first = e.b if e.a == struck else e.a
        elif e.type == "cushion" and e.ball is not None and e.cushion is not None:
            if first is None:
                if e.ball == struck:
                    before.append(e.cushion)
            else:
                after.add(e.ball)
        elif e.type == "pocket" and e.ball is not None and e.ball not in pocketed:
            pocketed.append(e.ball)
        elif e.type == "off_table" and e.ball is not None and e.ball not in off:
            off.append(e.ball)
    return StrokeFacts(
        struck=struck,
        miscue=miscue,
        first_contact=first,
        cushions_before_contact=tuple(before),
        cushion_balls_after=frozenset(after),
        pocketed=tuple(pocketed),
        off_table=tuple(off),
    )


def pushed(struck_at: Point, aim_deg: float, others: Mapping[str, Point]) -> str | None:
    """P-14: the near ball a stroke aimed less than 45° from its line of centres pushes."""
    aim = math.radians(aim_deg)
    for ball in sorted(others):
        q = others[ball]
        dx, dy = q[0] - struck_at[0], q[1] - struck_at[1]
        d = math.hypot(dx, dy)
        if d - 2 * R >= NEAR_GAP or d == 0.0:
            continue
        line = math.atan2(dy, dx)
        off = abs((math.degrees(aim - line) + 180.0) % 360.0 - 180.0)
        if off < PUSH_ANGLE_DEG:
            return ball
    return None
