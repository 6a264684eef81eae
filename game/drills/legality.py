"""Which fallen pins were knocked legally, from the event log alone.

Seven pins reuses the referee's own reading (game/rules/seven_pins_shot.analyse) when it is
importable; ``seven_pins_flags`` restates the 7C-11 flag rule, small and pure, as the
fallback (the referee was being written in parallel). Scoring stays the referee's job.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.event_queries import first_ball_contact
from game.events import Event
from game.tables import FIVE_PINS, SEVEN_PINS

PIN_IDS = frozenset(SEVEN_PINS) | frozenset(FIVE_PINS)


def seven_pins(events: Sequence[Event], cue: str) -> dict[str, bool]:
    """Rule 7C-11 as the seven-pins referee reads it, when that referee is present."""
    try:
        from game.rules.seven_pins_shot import LEGAL, analyse
    except ImportError:  # the referee is optional for the drills (built in parallel)
        return seven_pins_flags(events, cue)
    if cue != "cue":
        return seven_pins_flags(events, cue)
    facts = analyse(tuple(events), cue, SEVEN_PINS, "events")
    return {f.pin: f.cause == LEGAL for f in facts.falls}


def seven_pins_flags(events: Sequence[Event], cue: str) -> dict[str, bool]:
    """Rule 7C-11: the cushioned flag travels from ball to ball; pins inherit from pins.

    A ``ball`` event means ``a`` struck ``b`` (events.py), so only b's flag can change.
    A pin knocked down by the cue ball is never legal (7C-17). A pin felled by a pin that
    is still standing takes the legality of the ball that last touched that pin.
    """
    flagged: dict[str, bool] = {}
    legal: dict[str, bool] = {}
    toucher: dict[str, bool] = {}  # pin -> legality of the ball that last touched it
    for e in events:
        if e.type.is_cushion():
            flagged[str(e.ball)] = True
        elif e.type.is_ball_ball():
            b = str(e.b)
            flagged[b] = flagged.get(b, False) or flagged.get(str(e.a), False)
        elif e.type.is_pin_touch():
            ball = str(e.ball)
            toucher[str(e.pin)] = ball != cue and flagged.get(ball, False)
        elif e.type.is_pin_down():
            pin, by = str(e.pin), str(e.by)
            if by in PIN_IDS:
                legal[pin] = legal.get(by, toucher.get(by, False))
            else:
                legal[pin] = by != cue and flagged.get(by, False)
    return legal


def five_pins(events: Sequence[Event], cue: str) -> dict[str, bool]:
    """Rules 5P-7/5P-10: pins count only after the cue ball first hits the opponent's ball,
    and only when knocked by the opponent's ball or the red (or by a pin they knocked)."""
    opponent = "yellow" if cue == "white" else "white"
    first = first_ball_contact(events, cue)
    correct = first is not None and first.other_ball(cue) == opponent
    legal: dict[str, bool] = {}
    for e in events:
        if not e.type.is_pin_down():
            continue
        pin, by = str(e.pin), str(e.by)
        if by in PIN_IDS:
            legal[pin] = legal.get(by, False)
        else:
            legal[pin] = correct and by != cue and first is not None and e.t >= first.t
    return legal
