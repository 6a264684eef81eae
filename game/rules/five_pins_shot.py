"""What one five-pins stroke did, read from its events (rules 5P-7…5P-13).

Pure functions: the cue ball's first contact, which standing pins fell and which ball
brought each down (through a chain of pins), the carom or ricochet of 5P-8, the balls that
left the table, and the pins that fell before any ball touched a cushion (5P-7a).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.event_queries import left_table, miscued
from game.events import Event

SIDE_PINS = ("n", "s", "e", "w")
CAROM_POINTS = 4  # 5P-8: cue ball -> opponent's ball -> red
RICOCHET_POINTS = 3  # 5P-8: opponent's ball -> red


@dataclass(frozen=True)
class FivePinsContacts:
    first: str | None  # "opponent", "red", "pin" (knocked first) or None: the first contact
    first_cushion: str | None  # the cushion the cue ball met before any ball or pin
    pins_down: tuple[str, ...]  # standing pins that fell, in the order they fell
    by_cue: tuple[str, ...]  # of those, the ones the cue ball brought down (directly or not)
    before_cushion: tuple[str, ...]  # of those, the ones down before any ball met a cushion
    carom: int  # 4, 3 or 0 (5P-8: only one counts, the higher)
    off_table: tuple[str, ...]
    miscue: bool
    met_opponent: bool = False  # the cue ball touched the opponent's ball at some time


def pin_values(pins: Sequence[str], red_alone: int) -> dict[str, int]:
    """5P-7: side pins 2 each; the centre pin 4 with side pins, ``red_alone`` (8/10) alone."""
    sides = [p for p in pins if p in SIDE_PINS]
    out = {p: 2 for p in sides}
    if "centre" in pins:
        out["centre"] = 4 if sides else red_alone
    return out


def analyse(
    events: Sequence[Event], cue: str, opponent: str, standing: Sequence[str]
) -> FivePinsContacts:
    first_ball: str | None = None  # "opponent" or "red": the cue ball's first ball
    first_cushion: str | None = None
    touched_first: list[str] = []  # pins the cue ball met before any ball
    hit_opponent = False
    carom = 0
    cushion_seen = False
    down: list[str] = []
    origin: dict[str, str | None] = {}  # fallen pin -> ball that started its fall
    last_toucher: dict[str, str] = {}  # pin -> last ball that touched it
    before: list[str] = []
    for e in events:
        if e.type.is_ball_ball():
            pair = {e.a, e.b}
            other = e.other_ball(cue)
            if other is not None:
                if first_ball is None:
                    first_ball = "opponent" if other == opponent else "red"
                if other == opponent:
                    hit_opponent = True
                elif other == "red" and hit_opponent:
                    carom = CAROM_POINTS
            elif pair == {opponent, "red"} and hit_opponent:
                carom = max(carom, RICOCHET_POINTS)
        elif e.type == "cushion":
            cushion_seen = True
            if e.ball == cue and first_ball is None and first_cushion is None and not touched_first:
                first_cushion = str(e.cushion)  # reached before any ball or pin
        elif e.type == "pin" and e.pin in standing:
            last_toucher[str(e.pin)] = str(e.ball)
            if e.ball == cue and first_ball is None:
                touched_first.append(str(e.pin))
        elif e.type == "pin_down" and e.pin in standing and e.pin not in down:
            pin = str(e.pin)
            by = str(e.by)
            down.append(pin)
            if by in ("centre", *SIDE_PINS):
                origin[pin] = origin.get(by, last_toucher.get(by))
            else:
                origin[pin] = by
                if by == cue and first_ball is None:
                    touched_first.append(pin)
            if not cushion_seen:
                before.append(pin)
    # 5P-12, 12.5 of the seed: a pin the cue ball only brushed is no foul; one it knocked
    # down (even if it falls after the cue ball reached the opponent's ball) is "pins first".
    by_cue = tuple(p for p in down if origin.get(p) == cue)
    first = "pin" if any(p in by_cue for p in touched_first) else first_ball
    return FivePinsContacts(
        first=first,
        first_cushion=first_cushion,
        pins_down=tuple(down),
        by_cue=by_cue,
        before_cushion=tuple(before),
        carom=carom,
        off_table=left_table(events),
        miscue=miscued(events, cue),
        met_opponent=hit_opponent,
    )
