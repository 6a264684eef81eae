"""The stroke (contract.md "Stroke"): one value for the engine, the match, saves, drills and
the window, with its fields and limits known here and nowhere else.

Inside the process a stroke is a ``Stroke``; JSON is read with ``Stroke.from_json`` (every
bound from game/limits.py, ``InputError`` naming the field) and written with
``Stroke.to_json`` only at the edges: the command line, save files and drill packs.

A judge log (contract.md "python -m game judge") may keep only ``ball`` and ``call``;
``parse_logged`` reads that form, checking any numbers it does give.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Any

from game.errors import InputError
from game.limits import MAX_AIM, MAX_COORD, MAX_ELEVATION, MAX_NAME, MAX_SPEED, MAX_TIP
from game.tables import Point
from game.values import is_number, point

# What a player may declare before the shot: nothing, a called carom (7F-9), a safety (C-6),
# a roll-out (7C-24).
CALLS: tuple[str | None, ...] = (None, "carom", "safety", "rollout")

# The JSON fields in the order every file writes them.
FIELDS = ("ball", "aim_deg", "speed", "side", "height", "elevation_deg", "call")
# Fields only some strokes carry, written only when set: where the ball in hand was put
# (the pyramid games, rules-pyramid.md "Shot log").
OPTIONAL_FIELDS = ("place",)
NUMBERS = ("aim_deg", "speed", "side", "height", "elevation_deg")
# Each number's bounds: (low, high, low allowed). Speed is above 0: a stroke moves its ball.
RANGES: dict[str, tuple[float, float, bool]] = {
    "aim_deg": (-MAX_AIM, MAX_AIM, True),
    "speed": (0.0, MAX_SPEED, False),
    "side": (-MAX_TIP, MAX_TIP, True),
    "height": (-MAX_TIP, MAX_TIP, True),
    "elevation_deg": (0.0, MAX_ELEVATION, True),
}
# The numbers a stroke read from JSON may leave out (the contract's defaults).
DEFAULTS: dict[str, float] = {"side": 0.0, "height": 0.0, "elevation_deg": 0.0}


def _at(prefix: str, key: str) -> str:
    return f"{prefix}.{key}" if prefix else key


def _number(value: Any, where: str, key: str) -> float:
    if not is_number(value):  # bool, string, NaN, infinity, an int too large for a float
        raise InputError(where, "must be a finite number")
    x = float(value)
    low, high, low_ok = RANGES[key]
    if x > high or x < low:
        raise InputError(where, f"must be between {low:g} and {high:g}")
    if x == low and not low_ok:
        raise InputError(where, f"must be above {low:g}")
    return x


def _ball(raw: Mapping[str, Any], prefix: str, balls: Collection[str] | None) -> str:
    where = _at(prefix, "ball")
    if "ball" not in raw:
        raise InputError(where, "missing")
    ball = raw["ball"]
    if balls is not None:
        if not isinstance(ball, str) or ball not in balls:
            raise InputError(where, f"{ball!r} is not one of {', '.join(balls)}")
    elif not isinstance(ball, str) or not 0 < len(ball) <= MAX_NAME:
        raise InputError(where, f"must be a ball id of at most {MAX_NAME} characters")
    return str(ball)


def _call(call: Any, prefix: str) -> str | None:
    if call not in CALLS:
        raise InputError(_at(prefix, "call"), "must be null, 'carom', 'safety' or 'rollout'")
    return None if call is None else str(call)


def _fields(raw: Any, prefix: str) -> Mapping[str, Any]:
    if not isinstance(raw, Mapping):
        raise InputError(prefix or "stroke", "must be an object")
    for key in raw:
        if key not in FIELDS and key not in OPTIONAL_FIELDS:
            known = ", ".join(FIELDS + OPTIONAL_FIELDS)
            raise InputError(_at(prefix, str(key)), f"unknown field; known: {known}")
    return raw


def parse_place(raw: Mapping[str, Any], prefix: str) -> Point | None:
    """``place``: null / absent, or [x, y] in metres within the limits of any table."""
    value = raw.get("place")
    if value is None:
        return None
    where = _at(prefix, "place")
    p = point(value, where)
    if abs(p[0]) > MAX_COORD or abs(p[1]) > MAX_COORD:
        raise InputError(where, f"must lie within {MAX_COORD:g} m of the centre")
    return p


@dataclass(frozen=True)
class Stroke:
    """What the player did: the struck ball, the cue's direction (degrees counter-clockwise
    from +x), the ball's speed off the tip (m/s), where the tip meets it (``side`` + = right
    english, ``height`` + = follow, in ball radii), the cue's elevation and the call."""

    ball: str
    aim_deg: float
    speed: float
    side: float = 0.0
    height: float = 0.0
    elevation_deg: float = 0.0
    call: str | None = None
    place: Point | None = None  # where the ball in hand was put (the pyramid games)

    @classmethod
    def from_json(
        cls,
        raw: Any,
        field_prefix: str = "stroke",
        balls: Collection[str] | None = None,
        complete: bool = False,
    ) -> Stroke:
        """A stroke read from JSON, every field checked; errors name ``field_prefix.key``.

        ``balls``: the ids the ball must be one of. ``complete``: every field must be
        present (a save spells every stroke out, so a replay never depends on a default);
        otherwise ``side``, ``height``, ``elevation_deg`` and ``call`` may be left out.
        """
        obj = _fields(raw, field_prefix)
        if complete:
            for key in FIELDS:
                if key not in obj:
                    raise InputError(_at(field_prefix, key), "missing")
        ball = _ball(obj, field_prefix, balls)
        call = _call(obj.get("call"), field_prefix)
        values: dict[str, float] = {}
        for key in NUMBERS:
            if key in obj:
                values[key] = _number(obj[key], _at(field_prefix, key), key)
            elif key in DEFAULTS:
                values[key] = DEFAULTS[key]
            else:
                raise InputError(_at(field_prefix, key), "missing")
        return cls(ball=ball, call=call, place=parse_place(obj, field_prefix), **values)

    def check(self, field_prefix: str = "stroke") -> Stroke:
        """This stroke if every field is within its bounds (one made in the process, e.g. by
        the window or a search, before the engine plays it); else ``InputError``."""
        if not isinstance(self.ball, str) or not self.ball:
            raise InputError(_at(field_prefix, "ball"), "must be a ball id")
        if self.call not in CALLS:
            raise InputError(
                _at(field_prefix, "call"), "must be null, 'carom', 'safety' or 'rollout'"
            )
        for key in NUMBERS:
            _number(getattr(self, key), _at(field_prefix, key), key)
        if self.place is not None:
            parse_place({"place": list(self.place)}, field_prefix)
        return self

    def to_json(self) -> dict[str, Any]:
        """The contract's stroke object, every field spelled out, in the files' order."""
        out: dict[str, Any] = {
            "ball": self.ball,
            "aim_deg": self.aim_deg,
            "speed": self.speed,
            "side": self.side,
            "height": self.height,
            "elevation_deg": self.elevation_deg,
            "call": self.call,
        }
        if self.place is not None:
            out["place"] = [self.place[0], self.place[1]]
        return out


def logged_aim(raw: Any, field_prefix: str) -> float | None:
    """A judge log's ``aim_deg`` where it gives one (the pyramid's P-14 reads it even from a
    log that gives no speed), checked."""
    obj = _fields(raw, field_prefix)
    if obj.get("aim_deg") is None:
        return None
    return _number(obj["aim_deg"], _at(field_prefix, "aim_deg"), "aim_deg")


def parse_logged(
    raw: Any, field_prefix: str, balls: Collection[str]
) -> tuple[str, str | None, Stroke | None]:
    """A judge log's stroke: ``ball`` and ``call`` (all the rules read), and the full
    ``Stroke`` when the log gives its aim and speed. Numbers it gives are checked."""
    obj = _fields(raw, field_prefix)
    ball = _ball(obj, field_prefix, balls)
    call = _call(obj.get("call"), field_prefix)
    for key in NUMBERS:
        if obj.get(key) is not None:
            _number(obj[key], _at(field_prefix, key), key)
    if obj.get("aim_deg") is None or obj.get("speed") is None:
        return ball, call, None
    given = {k: v for k, v in obj.items() if v is not None or k == "call"}
    return ball, call, Stroke.from_json(given, field_prefix, balls)
