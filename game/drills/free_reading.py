"""The referee's reading of one free-table shot: the discipline's own referee, set up as if
the position had arisen in play (no break, no ball in hand), judging that single shot.

Only the description matters to the free table (what happened, fouls, the shot's value);
the running totals and the next player of the returned Decision mean nothing there.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields, replace
from typing import Any

from game.errors import InputError
from game.rules.judge import REFEREES, make_referee, parse_config, parse_shot
from game.rules.model import Decision, MatchConfig
from game.tables import FIVE_PINS, SEVEN_PINS, Point

PLAYERS = ("A", "B")
_CUE_OF = {"white": 0, "yellow": 1}  # five pins: white is the first player's ball (5P-4)


def config_for(discipline: str) -> MatchConfig | None:
    if discipline not in REFEREES:
        return None  # artistic: no referee, the events speak for themselves
    return parse_config({"discipline": discipline, "players": list(PLAYERS), "first": "A"})


def _state_for(
    discipline: str, state: Any, balls: Mapping[str, Point], pins: Mapping[str, Point], ball: str
) -> Any:
    names = {f.name for f in fields(state)}
    change: dict[str, Any] = {}
    if discipline.startswith("seven_pins"):
        change["pins"] = tuple((p, pins.get(p)) for p in SEVEN_PINS)
        change["balls"] = tuple(sorted(balls.items()))
        change["cue_in_hand"] = False
    elif discipline == "five_pins":
        change["position"] = dict(balls)
        change["standing"] = tuple(p for p in FIVE_PINS if p in pins)
        change["shooter"] = _CUE_OF.get(ball, 0)
    else:
        change["position"] = dict(balls)
        change["from_break"] = False
        change["ball"] = ball
    return replace(state, **{k: v for k, v in change.items() if k in names})


def reading(
    discipline: str,
    balls: Mapping[str, Point],
    pins: Mapping[str, Point],
    stroke: Mapping[str, Any],
    result: Mapping[str, Any],
) -> tuple[MatchConfig, Decision] | None:
    """The referee's decision on this one shot, or None when there is no referee or it
    refuses the shot (e.g. the red struck in carom): the window then lists the events."""
    config = config_for(discipline)
    if config is None:
        return None
    referee = make_referee(config)
    try:
        state = _state_for(discipline, referee.start(), balls, pins, str(stroke.get("ball")))
        raw = {
            "stroke": dict(stroke),
            "events": result.get("events", []),
            "final": result.get("final"),
        }
        shot = parse_shot(raw, "shot", config)
        decision, _ = referee.judge(state, shot, 1)
    except InputError:
        return None
    return config, decision
