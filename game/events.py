"""The event log shared by the physics and the rules (contract.md, "Event log").

Events travel as JSON dicts; this module turns them into frozen values and back, checking
every field, so the rules never see a malformed event and the physics never writes one.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.errors import InputError
from game.limits import MAX_EVENT_SPEED, MAX_EVENT_TIME, MAX_EVENTS
from game.tables import CUSHIONS, POCKETS
from game.values import is_number, number_in

EVENT_TYPES = ("strike", "ball", "cushion", "pin", "pin_down", "pocket", "off_table", "rest")


@dataclass(frozen=True)
class Event:
    """One contact or state change. Unused fields are None.

    ``strike``: ball (miscue flag). ``ball``: a hit b. ``cushion``: ball, cushion.
    ``pin``: ball touched pin. ``pin_down``: pin fell, ``by`` a ball or a pin.
    ``pocket``: ball, pocket. ``off_table``: ball. ``rest``: nothing.
    """

    t: float
    type: str
    ball: str | None = None
    a: str | None = None
    b: str | None = None
    cushion: str | None = None
    pin: str | None = None
    by: str | None = None
    pocket: str | None = None
    miscue: bool = False
    speed: float | None = None  # relative impact speed, m/s, where the physics knows it

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"t": self.t, "type": self.type}
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


_REQUIRED: dict[str, tuple[str, ...]] = {
    "strike": ("ball",),
    "ball": ("a", "b"),
    "cushion": ("ball", "cushion"),
    "pin": ("ball", "pin"),
    "pin_down": ("pin", "by"),
    "pocket": ("ball", "pocket"),
    "off_table": ("ball",),
    "rest": (),
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
    kind = raw.get("type")
    if kind not in EVENT_TYPES:
        raise InputError(f"{where}.type", f"unknown event type {kind!r}")
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
            raise InputError(f"{where}.{key}", f"missing in a {kind!r} event")
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
    if kind == "ball" and fields["a"] == fields["b"]:
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
