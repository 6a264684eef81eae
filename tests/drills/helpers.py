"""Hand-made drills and event logs for the drill tests."""

from __future__ import annotations

import copy
from typing import Any

from game.drills import goals
from game.drills.format import Drill, parse_drill
from game.events import parse_events
from game.tables import CAROM_MATCH, SEVEN_PINS

TEXT = {"en": "x", "ru": "х", "uk": "х"}


def carom_raw(**over: Any) -> dict[str, Any]:
    raw: dict[str, Any] = {
        "id": "c-test",
        "title": TEXT,
        "note": TEXT,
        "goal_text": TEXT,
        "discipline": "three_cushion",
        "balls": {"white": [0.0, -0.7], "yellow": [0.3, 0.0], "red": [-0.3, 0.7]},
        "goal": {"three_cushion_point": True},
        "difficulty": 2,
        "stroke": {"ball": "white", "aim_deg": 80.0, "speed": 4.0},
    }
    raw.update(copy.deepcopy(over))
    return raw


def pins_raw(**over: Any) -> dict[str, Any]:
    raw: dict[str, Any] = {
        "id": "p-test",
        "title": TEXT,
        "note": TEXT,
        "goal_text": TEXT,
        "discipline": "seven_pins_classic",
        "balls": {"cue": [0.3, -1.2], "o1": [0.4, -0.4], "o2": [-0.3, 0.9]},
        "goal": {"pins_down_exactly": ["king"], "legal": True},
        "difficulty": 3,
        "stroke": {"ball": "cue", "aim_deg": 90.0, "speed": 3.0},
    }
    raw.update(copy.deepcopy(over))
    return raw


def drill(raw: dict[str, Any]) -> Drill:
    return parse_drill(raw, "test.json: drills[0]", "test")


def ev(*items: dict[str, Any], table: str = "carom-match", discipline: str = "three_cushion"):
    """A ShotTrace from hand-written events; times are their order (0.1 s apart)."""
    raw = [{"t": round(0.1 * i, 1), **e} for i, e in enumerate(items)]
    balls = ("white", "yellow", "red") if table == CAROM_MATCH.id else ("cue", "o1", "o2")
    pins = SEVEN_PINS if discipline.startswith("seven") else ()
    if discipline == "five_pins":
        pins = ("centre", "n", "s", "e", "w")
    return parse_events(raw, "events", balls, pins)


def trace(events, balls=None, trajectory=None) -> goals.ShotTrace:
    return goals.ShotTrace(events=events, balls=balls or {}, trajectory=trajectory)
