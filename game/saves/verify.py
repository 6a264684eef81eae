"""Is a save's shot log really what its strokes produce? Re-simulate and compare.

Loading a save re-judges its events, but events can be forged: rewrite a three-cushion miss
into a point and recompute the state, and the referee agrees. Only the physics can say the
stroke never made those events. ``verify_log`` simulates every shot again from its start and
stroke and compares with what the file stores.

Tolerant of the last bits of floating point across machines and Python builds: the event
sequence (types, balls, cushions, pins, pockets) must be the same, event times may differ by
a millisecond, and final places by a millimetre. Anything beyond is a mismatch.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.errors import InputError
from game.saves.replay import Simulate, request_for_shot

POSITION_TOLERANCE = 0.001  # metres
TIME_TOLERANCE = 0.001  # seconds
ID_KEYS = ("type", "ball", "a", "b", "cushion", "pin", "by", "pocket", "miscue")
SET_KEYS = ("pins_standing", "pins_down", "pocketed", "off_table")


@dataclass(frozen=True)
class Verification:
    """``ok`` when every shot replays within tolerance; else the first shot that does not."""

    shots: int
    shot: int | None = None  # index of the first differing shot
    field: str | None = None  # e.g. "shots[3].events"
    difference: str | None = None

    @property
    def ok(self) -> bool:
        return self.shot is None

    def line(self) -> str:
        return "verified" if self.ok else f"{self.field}: {self.difference}"


def _event_key(event: Mapping[str, Any]) -> tuple[Any, ...]:
    return tuple(event.get(k) if k != "miscue" else bool(event.get(k)) for k in ID_KEYS)


def _describe(event: Mapping[str, Any] | None) -> str:
    if event is None:
        return "nothing"
    parts = [str(event.get("type"))]
    parts += [f"{k}={event[k]}" for k in ID_KEYS[1:] if event.get(k) not in (None, False)]
    return " ".join(parts)


def compare_shot(stored: Mapping[str, Any], result: Mapping[str, Any]) -> tuple[str, str] | None:
    """(field, words) of the first difference beyond tolerance, or None."""
    old: Sequence[Mapping[str, Any]] = list(stored.get("events", []))
    new: Sequence[Mapping[str, Any]] = list(result.get("events", []))
    for i in range(max(len(old), len(new))):
        a = old[i] if i < len(old) else None
        b = new[i] if i < len(new) else None
        if a is None or b is None or _event_key(a) != _event_key(b):
            return (
                "events",
                f"event {i + 1} is {_describe(a)} in the file but {_describe(b)} when the "
                "stroke is played again",
            )
        if abs(float(a.get("t", 0.0)) - float(b.get("t", 0.0))) > TIME_TOLERANCE:
            return "events", f"event {i + 1} happens at another time when played again"
    old_final = stored.get("final") or {}
    new_final = result.get("final") or {}
    for key in SET_KEYS:
        if sorted(old_final.get(key) or []) != sorted(new_final.get(key) or []):
            return f"final.{key}", "differ from the stroke played again"
    gone = set(old_final.get("pocketed") or []) | set(old_final.get("off_table") or [])
    old_balls = {k: v for k, v in (old_final.get("balls") or {}).items() if k not in gone}
    new_balls = {k: v for k, v in (new_final.get("balls") or {}).items() if k not in gone}
    if sorted(old_balls) != sorted(new_balls):
        return "final.balls", "list other balls than the stroke played again"
    for ball in sorted(old_balls):
        (x0, y0), (x1, y1) = old_balls[ball], new_balls[ball]
        if math.hypot(float(x0) - float(x1), float(y0) - float(y1)) > POSITION_TOLERANCE:
            return (
                f"final.balls.{ball}",
                f"lies {math.hypot(x0 - x1, y0 - y1) * 1000:.1f} mm from where the stroke "
                "played again leaves it",
            )
    return None


def _default_simulate(request: dict[str, Any]) -> dict[str, Any]:
    from game import simulate

    return simulate(request)


def verify_log(
    log: Mapping[str, Any],
    simulate: Simulate | None = None,
    cancelled: Callable[[], bool] | None = None,
    physics: str | None = None,
) -> Verification:
    """Replay every shot of a checked log (``SaveDocument.log``) with the log's physics set,
    or with set ``physics`` if given (would this game replay under other constants?), and
    compare."""
    run = simulate or _default_simulate
    if physics is not None:
        log = {**log, "physics": physics}
    shots = log.get("shots", [])
    for i, shot in enumerate(shots):
        if cancelled is not None and cancelled():
            break
        where = f"shots[{i}]"
        try:
            result = run(request_for_shot(log, i))
        except InputError as exc:
            return Verification(len(shots), i, where, f"cannot be played again: {exc}")
        except (ArithmeticError, LookupError, TypeError, ValueError) as exc:
            # A physics failure on this start is not a verified shot either (and not a
            # traceback): the save is reported, the caller decides.
            reason = f"cannot be played again ({type(exc).__name__})"
            return Verification(len(shots), i, where, reason)
        found = compare_shot(shot, result)
        if found is not None:
            return Verification(len(shots), i, f"{where}.{found[0]}", found[1])
    return Verification(len(shots))
