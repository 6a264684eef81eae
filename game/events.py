"""The event log shared by the physics and the rules (contract.md, "Event log").

Events travel as JSON dicts; this module turns them into frozen values and back, checking
every field, so the rules never see a malformed event and the physics never writes one.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from game.errors import InputError
from game.limits import MAX_EVENT_SPEED, MAX_EVENT_TIME, MAX_EVENTS
from game.tables import CUSHIONS, POCKETS
from game.values import is_number, number_in


class EventType(StrEnum):
    """The kinds of event in the log; each member is its contract spelling, so an event
    written to JSON (or compared with a string) reads exactly as before."""

    STRIKE = "strike"
    BALL = "ball"
    CUSHION = "cushion"
    PIN = "pin"
    PIN_DOWN = "pin_down"
    POCKET = "pocket"
    OFF_TABLE = "off_table"
    REST = "rest"

    def is_strike(self) -> bool:
        return self is EventType.STRIKE

    def is_ball_ball(self) -> bool:
        return self is EventType.BALL

    def is_cushion(self) -> bool:
        return self is EventType.CUSHION

    def is_pin_touch(self) -> bool:
        """A ball touched a pin (it may or may not fall)."""
        return self is EventType.PIN

    def is_pin_down(self) -> bool:
        return self is EventType.PIN_DOWN

    def is_pocket(self) -> bool:
        return self is EventType.POCKET

    def is_off_table(self) -> bool:
        return self is EventType.OFF_TABLE

    def is_rest(self) -> bool:
        return self is EventType.REST

    def is_contact(self) -> bool:
        """A ball meeting a ball, a cushion or a pin (what a ball's path bends at)."""
        return self in _CONTACTS

    def removes_ball(self) -> bool:
        """The ball is gone from the cloth: pocketed or off the table."""
        return self in _REMOVALS


_CONTACTS = frozenset((EventType.BALL, EventType.CUSHION, EventType.PIN))
_REMOVALS = frozenset((EventType.POCKET, EventType.OFF_TABLE))

# The contract's spellings, in the enum's order.
EVENT_TYPES = tuple(kind.value for kind in EventType)


@dataclass(frozen=True)
class Event:
    """One contact or state change. Unused fields are None.

    ``strike``: ball (miscue flag). ``ball``: a hit b. ``cushion``: ball, cushion.
    ``pin``: ball touched pin. ``pin_down``: pin fell, ``by`` a ball or a pin.
    ``pocket``: ball, pocket. ``off_table``: ball. ``rest``: nothing.
    """

    t: float
    type: EventType
    ball: str | None = None
    a: str | None = None
    b: str | None = None
    cushion: str | None = None
    pin: str | None = None
    by: str | None = None
    pocket: str | None = None
    miscue: bool = False
    speed: float | None = None  # relative impact speed, m/s, where the physics knows it

    def involves(self, ball: str) -> bool:
        """``ball`` takes part: it is struck, meets something, falls into a pocket or off
        the table, or (``pin_down``) is what knocked the pin over."""
        if self.type.is_ball_ball():
            return ball == self.a or ball == self.b
        if self.type.is_pin_down():
            return ball == self.by
        return ball == self.ball

    def other_ball(self, ball: str) -> str | None:
        """The ball ``ball`` met in a ball–ball contact; None for any other event or a
        contact between two other balls."""
        if not self.type.is_ball_ball():
            return None
        if self.a == ball:
            return self.b
        if self.b == ball:
            return self.a
        return None

    def to_json(self) -> dict[str, Any]:
        # str(): the plain contract spelling, so the JSON (and any repr of it) is unchanged.
        out: dict[str, Any] = {"t": self.t, "type": str(self.type)}
        for key in ("ball", "a", "b", "cushion", "pin", "by", "pocket"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        if self.type == "strike" and self.miscue:
            out["miscue"] = True
        if self.speed is not None:
            out["speed"] = self.speed
        return out


# Every field an event may carry (Event.to_json); anything else is refused.
EVENT_KEYS = ("t", "type", "ball", "a", "b", "cushion", "pin", "by", "pocket", "miscue", "speed")


def _short(key: Any) -> str:
    shown = str(key) if isinstance(key, str) and key.isascii() else ascii(key)
    return shown if len(shown) <= 40 else shown[:37] + "..."


_REQUIRED: dict[EventType, tuple[str, ...]] = {
    EventType.STRIKE: ("ball",),
    EventType.BALL: ("a", "b"),
    EventType.CUSHION: ("ball", "cushion"),
    EventType.PIN: ("ball", "pin"),
    EventType.PIN_DOWN: ("pin", "by"),
    EventType.POCKET: ("ball", "pocket"),
    EventType.OFF_TABLE: ("ball",),
    EventType.REST: (),
}


def parse_event(
    raw: Any,
    where: str,
    balls: Iterable[str],
    pins: Iterable[str],
) -> Event:
    """Check one JSON event against the contract and the ids in play."""
    if not isinstance(raw, Mapping):
        raise InputError(where, "an event must be an object")
    raw_kind = raw.get("type")
    if raw_kind not in EVENT_TYPES:
        raise InputError(f"{where}.type", f"unknown event type {raw_kind!r}")
    kind = EventType(raw_kind)
    for key in raw:
        if key not in EVENT_KEYS:
            raise InputError(f"{where}.{_short(key)}", "unknown field in an event")
    raw_t = raw.get("t")
    if not is_number(raw_t) or not 0 <= float(raw_t) <= MAX_EVENT_TIME:
        raise InputError(f"{where}.t", f"must be a time from 0 to {MAX_EVENT_TIME:g} seconds")
    t = float(raw_t)
    ball_ids = set(balls)
    pin_ids = set(pins)
    fields: dict[str, Any] = {}
    for key in _REQUIRED[kind]:
        if key not in raw:
            raise InputError(f"{where}.{key}", f"missing in a {raw_kind!r} event")
        value = raw[key]
        if not isinstance(value, str):
            raise InputError(f"{where}.{key}", "must be a string id")
        if key in ("ball", "a", "b") and value not in ball_ids:
            raise InputError(f"{where}.{key}", f"unknown ball {value!r}")
        if key == "pin" and value not in pin_ids:
            raise InputError(f"{where}.{key}", f"unknown pin {value!r}")
        if key == "by" and value not in ball_ids and value not in pin_ids:
            raise InputError(f"{where}.{key}", f"unknown ball or pin {value!r}")
        if key == "cushion" and value not in CUSHIONS:
            raise InputError(f"{where}.{key}", f"unknown cushion {value!r}")
        if key == "pocket" and value not in POCKETS:
            raise InputError(f"{where}.{key}", f"unknown pocket {value!r}")
        fields[key] = value
    if kind is EventType.BALL and fields["a"] == fields["b"]:
        raise InputError(f"{where}.b", "a ball cannot hit itself")
    speed = raw.get("speed")
    if speed is not None:
        speed = number_in(speed, f"{where}.speed", 0.0, MAX_EVENT_SPEED)
    miscue = raw.get("miscue", False)
    if not isinstance(miscue, bool):
        raise InputError(f"{where}.miscue", "must be true or false")
    return Event(
        t=float(t),
        type=kind,
        miscue=miscue,
        speed=None if speed is None else float(speed),
        **fields,
    )


def parse_events(
    raw: Any, where: str, balls: Iterable[str], pins: Iterable[str]
) -> tuple[Event, ...]:
    """Parse a whole log and check it is in time order."""
    if not isinstance(raw, Sequence) or isinstance(raw, (str, bytes)):
        raise InputError(where, "must be a list of events")
    if len(raw) > MAX_EVENTS:
        raise InputError(where, f"more than {MAX_EVENTS} events in one shot")
    balls = tuple(balls)
    pins = tuple(pins)
    events = tuple(parse_event(e, f"{where}[{i}]", balls, pins) for i, e in enumerate(raw))
    for i in range(1, len(events)):
        if events[i].t < events[i - 1].t:
            raise InputError(f"{where}[{i}].t", "events are out of time order")
    return events
