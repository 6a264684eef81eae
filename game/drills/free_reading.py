"""The referee's reading of one free-table shot: the discipline's own referee, set up as if
the position had arisen in play (no break, no ball in hand), judging that single shot.

Only the description matters to the free table (what happened, fouls, the shot's value);
the running totals and the next player of the returned Decision mean nothing there.
"""

from __future__ import annotations

from collections.abc import Mapping

from game import disciplines
from game.disciplines import make_referee
from game.errors import InputError
from game.physics.api import SimResult
from game.rules.judge import parse_config, simulated_shot
from game.rules.model import Decision, MatchConfig
from game.stroke import Stroke
from game.tables import Point

PLAYERS = ("A", "B")


def config_for(discipline: str) -> MatchConfig | None:
    if not disciplines.get(discipline).refereed:
        return None  # artistic: no referee, the events speak for themselves
    return parse_config({"discipline": discipline, "players": list(PLAYERS), "first": "A"})


def reading(
    discipline: str,
    balls: Mapping[str, Point],
    pins: Mapping[str, Point],
    stroke: Stroke,
    result: SimResult,
) -> tuple[MatchConfig, Decision] | None:
    """The referee's decision on this one shot, or None when there is no referee or it
    refuses the shot (e.g. the red struck in carom): the window then lists the events."""
    config = config_for(discipline)
    if config is None:
        return None
    referee = make_referee(config)
    try:
        state = referee.state_for_position(referee.start(), balls, pins, stroke.ball)
        shot = simulated_shot(stroke, result, config)
        decision, _ = referee.judge(state, shot, 1)
    except InputError:
        return None
    return config, decision
