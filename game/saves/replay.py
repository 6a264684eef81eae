"""Replays: simulate a saved shot again from its start and stroke, and compare.

The physics is deterministic, so a replay must reproduce the stored events and final
position bit for bit. When it does not (a save from another engine version, a tampered
file), the report says where the two first part, and the window shows a warning.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.errors import InputError
from game.physics.sets import LEGACY

Simulate = Callable[[dict[str, Any]], dict[str, Any]]
FINAL_KEYS = ("balls", "pins_standing", "pins_down", "pocketed", "off_table")


@dataclass(frozen=True)
class ReplayReport:
    """One re-simulated shot: ``equal`` or the first ``difference`` in words."""

    shot: int  # index in the log, from 0
    result: dict[str, Any]
    difference: str | None = None

    @property
    def equal(self) -> bool:
        return self.difference is None


def request_for_shot(log: Mapping[str, Any], index: int) -> dict[str, Any]:
    """The ``simulate`` request that played shot ``index``: its start position and stroke,
    with the game's physics set (a log that names none was played with the legacy set)."""
    shots = log.get("shots", [])
    if not isinstance(shots, Sequence) or not 0 <= index < len(shots):
        raise InputError("shot", f"no shot {index + 1} in this game")
    shot = shots[index]
    start = shot.get("start")
    if not isinstance(start, Mapping):
        raise InputError(f"shots[{index}].start", "missing: this shot cannot be replayed")
    return {
        "table": log["table"],
        "discipline": log["discipline"],
        "physics": log.get("physics", LEGACY.name),
        "balls": {k: list(v) for k, v in sorted(start.get("balls", {}).items())},
        "pins": {k: list(v) for k, v in sorted(start.get("pins", {}).items())},
        "stroke": dict(shot["stroke"]),
    }


def _plain(value: Any) -> Any:
    # Compare what a save holds: the JSON form (tuples become lists, key order ignored).
    return json.loads(json.dumps(value, sort_keys=True, allow_nan=True))


def _short(value: Any) -> str:
    text = json.dumps(value, sort_keys=True)
    return text if len(text) <= 120 else text[:117] + "..."


def compare(stored: Mapping[str, Any], result: Mapping[str, Any]) -> str | None:
    """None when the replay equals the stored shot, else the first difference in words."""
    old = _plain(list(stored.get("events", [])))
    new = _plain(list(result.get("events", [])))
    for i, (a, b) in enumerate(zip(old, new, strict=False)):
        if a != b:
            return f"event {i + 1}: stored {_short(a)}, replayed {_short(b)}"
    if len(old) != len(new):
        return f"{len(old)} events stored, {len(new)} replayed"
    old_final = _plain(stored.get("final") or {})
    new_final = _plain(result.get("final") or {})
    for key in FINAL_KEYS:
        a, b = old_final.get(key), new_final.get(key)
        if key != "balls" and a is not None and b is not None:
            a, b = sorted(a), sorted(b)
        if a != b:
            return f"final {key}: stored {_short(a)}, replayed {_short(b)}"
    return None


def _default_simulate(request: dict[str, Any]) -> dict[str, Any]:
    from game import simulate

    return simulate(request)


def replay_shot(
    log: Mapping[str, Any],
    index: int,
    simulate: Simulate | None = None,
    extra: Mapping[str, Any] | None = None,
) -> ReplayReport:
    """Re-simulate shot ``index``; ``extra`` adds request fields (e.g. a trajectory rate)."""
    request = request_for_shot(log, index)
    request.update(extra or {})
    result = (simulate or _default_simulate)(request)
    return ReplayReport(index, dict(result), compare(log["shots"][index], result))


def replay_game(log: Mapping[str, Any], simulate: Simulate | None = None) -> list[ReplayReport]:
    return [replay_shot(log, i, simulate) for i in range(len(log.get("shots", [])))]
