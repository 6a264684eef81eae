"""What the cue ball did in one carom shot, read from the event log (rules C, C1, C3).

Pure functions of the events (and of which balls and cushions the cue ball was frozen to at
the start of the shot): first ball touched, whether both object balls were touched, how
many cushions counted before the second one, whether a declared safety met its condition,
and which balls left the table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.event_queries import left_table, miscued
from game.events import Event
from game.layouts import CAROM_BALL_R
from game.tables import Point, Table

CAROM_BALLS = ("white", "yellow", "red")
# Two balls (or a ball and a cushion) are "frozen" when the gap between them is at most this:
# positions come from a simulation that stops balls in contact within a fraction of a mm.
FROZEN_GAP = 0.0005


@dataclass(frozen=True)
class CaromContacts:
    cue: str
    first_ball: str | None  # first object ball the cue ball touched
    first_contact: tuple[str, str] | None  # ("ball", id) or ("cushion", id): cue's first touch
    carom: bool  # the cue ball touched both object balls
    cushions: int  # counted cue-ball cushion touches before the second object ball
    safety_ok: bool  # C-6 (and C3-4): a cushion reached after the cue ball touched a ball
    off_table: tuple[str, ...]  # balls that left the table, in the order they left
    miscue: bool


def objects_of(cue: str) -> tuple[str, str]:
    return tuple(b for b in CAROM_BALLS if b != cue)  # type: ignore[return-value]


def analyse(
    events: Sequence[Event],
    cue: str,
    frozen_cushions: tuple[str, ...] = (),
    object_frozen_cushions: Mapping[str, tuple[str, ...]] | None = None,
) -> CaromContacts:
    """Read one shot's events for the ball ``cue``.

    ``frozen_cushions``: cushions the cue ball touched at the start (C-9: the first touch
    of such a cushion does not count). ``object_frozen_cushions``: for C3-4, the cushions an
    object ball was frozen to; reaching *that* cushion does not satisfy a safety.
    """
    objects = objects_of(cue)
    touched: list[str] = []
    first_contact: tuple[str, str] | None = None
    cushions = 0
    discounted: set[str] = set()
    carom = False
    safety_ok = False
    after_ball = False
    frozen_obj = object_frozen_cushions or {}
    for e in events:
        other = e.other_ball(cue)
        if other is not None:
            if first_contact is None:
                first_contact = ("ball", other)
            if other in objects and other not in touched:
                touched.append(other)
                if len(touched) == 2:
                    carom = True
            after_ball = True
        elif e.type == "cushion":
            if e.ball == cue:
                if first_contact is None:
                    first_contact = ("cushion", str(e.cushion))
                if after_ball:
                    safety_ok = True
                counts = True
                if e.cushion in frozen_cushions and e.cushion not in discounted:
                    discounted.add(str(e.cushion))  # C-9: first touch of the frozen cushion
                    counts = False
                if counts and not carom:
                    cushions += 1
            elif (
                after_ball
                and e.ball in objects
                and e.cushion not in frozen_obj.get(str(e.ball), ())
            ):
                safety_ok = True
    return CaromContacts(
        cue=cue,
        first_ball=touched[0] if touched else None,
        first_contact=first_contact,
        carom=carom,
        cushions=cushions,
        safety_ok=safety_ok,
        off_table=left_table(events),
        miscue=miscued(events, cue),
    )


def frozen_balls(position: Mapping[str, Point], ball: str) -> tuple[str, ...]:
    """Balls touching ``ball`` (C-8), in the fixed ball order."""
    if ball not in position:
        return ()
    x, y = position[ball]
    limit = 2 * CAROM_BALL_R + FROZEN_GAP
    return tuple(
        b
        for b in CAROM_BALLS
        if b != ball
        and b in position
        and (position[b][0] - x) ** 2 + (position[b][1] - y) ** 2 <= limit * limit
    )


def frozen_cushions(position: Mapping[str, Point], ball: str, table: Table) -> tuple[str, ...]:
    """Cushions ``ball`` touches (C-9, C3-4, 5P-15)."""
    if ball not in position:
        return ()
    x, y = position[ball]
    reach = CAROM_BALL_R + FROZEN_GAP
    out = []
    if y <= -table.half_length + reach:
        out.append("head")
    if y >= table.half_length - reach:
        out.append("foot")
    if x <= -table.half_width + reach:
        out.append("left")
    if x >= table.half_width - reach:
        out.append("right")
    return tuple(out)
