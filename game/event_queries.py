"""Questions asked of a shot's event log by the referees, the drills and the computer player.

Each answer is read one way only, here; a single event's own questions (which ball it
involves, the other ball of a ball–ball contact) are methods of ``game.events.Event``.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.events import Event


def first_ball_contact(events: Iterable[Event], ball: str) -> Event | None:
    """The first ball–ball contact ``ball`` takes part in (None: it met no ball)."""
    for e in events:
        if e.type.is_ball_ball() and e.involves(ball):
            return e
    return None


def miscued(events: Iterable[Event], ball: str) -> bool:
    """The stroke on ``ball`` was a miscue."""
    return any(e.type.is_strike() and e.ball == ball and e.miscue for e in events)


def left_table(events: Iterable[Event]) -> tuple[str, ...]:
    """The balls that left the table (not the pocketed ones), in the order they left."""
    gone: list[str] = []
    for e in events:
        if e.type.is_off_table() and e.ball is not None and e.ball not in gone:
            gone.append(e.ball)
    return tuple(gone)


def pins_down(events: Iterable[Event]) -> tuple[str, ...]:
    """The pins that fell, in the order they fell, each once."""
    down: list[str] = []
    for e in events:
        if e.type.is_pin_down() and e.pin is not None and e.pin not in down:
            down.append(e.pin)
    return tuple(down)
