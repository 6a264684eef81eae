"""``judge(log)``: parse a shot log, pick the discipline's referee, rule shot by shot."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from game import disciplines
from game.disciplines import make_referee
from game.errors import InputError
from game.events import parse_events
from game.rules.model import CALLS, Decision, MatchConfig, Position, Shot, Stroke
from game.tables import TABLE_BALLS, TABLES
from game.values import is_number, point

if TYPE_CHECKING:
    from game.physics.api import SimResult


def _require(raw: Mapping[str, Any], key: str, where: str = "") -> Any:
    if key not in raw:
        raise InputError(f"{where}{key}", "missing")
    return raw[key]


def parse_config(log: Any) -> MatchConfig:
    if not isinstance(log, Mapping):
        raise InputError("log", "must be a JSON object")
    spec = disciplines.refereed(_require(log, "discipline"))
    options = log.get("options", {})
    if not isinstance(options, Mapping):
        raise InputError("options", "must be an object")
    players = _require(log, "players")
    if (
        not isinstance(players, Sequence)
        or isinstance(players, str)
        or not all(isinstance(p, str) and p.strip() for p in players)
    ):
        raise InputError("players", "must be a list of non-empty names")
    if len(set(players)) != len(players):
        raise InputError("players", "names must differ")
    first = log.get("first", players[0] if players else None)
    if first not in players:
        raise InputError("first", f"{first!r} is not one of the players")
    table = log.get("table", spec.default_table)
    if table not in TABLES:
        raise InputError("table", f"unknown table {table!r}")
    return MatchConfig(
        discipline=spec.id,
        options=dict(options),
        players=tuple(players),
        first=first,
        table=table,
    )


def _parse_stroke(stroke_raw: Any, where: str, balls: Sequence[str]) -> Stroke:
    if not isinstance(stroke_raw, Mapping):
        raise InputError(f"{where}.stroke", "must be an object")
    ball = _require(stroke_raw, "ball", f"{where}.stroke.")
    if ball not in balls:
        raise InputError(f"{where}.stroke.ball", f"unknown ball {ball!r}")
    call = stroke_raw.get("call")
    if call not in CALLS:
        raise InputError(f"{where}.stroke.call", f"unknown call {call!r}")
    numbers = {}
    for key in ("aim_deg", "speed", "side", "height", "elevation_deg"):
        v = stroke_raw.get(key)
        if v is not None and not is_number(v):
            raise InputError(f"{where}.stroke.{key}", "must be a finite number")
        numbers[key] = None if v is None else float(v)
    return Stroke(ball=ball, call=call, **numbers)


def parse_shot(raw: Any, where: str, config: MatchConfig) -> Shot:
    """A shot read from a log (a save, ``judge``'s input): every field checked."""
    if not isinstance(raw, Mapping):
        raise InputError(where, "a shot must be an object")
    balls = TABLE_BALLS[config.table]
    pins = disciplines.get(config.discipline).pins
    stroke = _parse_stroke(_require(raw, "stroke", f"{where}."), where, balls)
    events = parse_events(_require(raw, "events", f"{where}."), f"{where}.events", balls, pins)
    final = None
    if raw.get("final") is not None:
        final_raw = raw["final"]
        if not isinstance(final_raw, Mapping):
            raise InputError(f"{where}.final", "must be an object")
        balls_raw = final_raw.get("balls", {})
        if not isinstance(balls_raw, Mapping):
            raise InputError(f"{where}.final.balls", "must be an object")
        positions = {}
        for bid in sorted(balls_raw):
            if bid not in balls:
                raise InputError(f"{where}.final.balls.{bid}", f"unknown ball {bid!r}")
            positions[bid] = point(balls_raw[bid], f"{where}.final.balls.{bid}")
        standing = final_raw.get("pins_standing")
        if standing is not None:
            if not isinstance(standing, Sequence) or any(p not in pins for p in standing):
                raise InputError(f"{where}.final.pins_standing", "must list known pins")
            standing = tuple(standing)
        final = Position(balls=positions, pins_standing=standing)
    choice = raw.get("choice")
    if choice is not None and not isinstance(choice, str):
        raise InputError(f"{where}.choice", "must be a string")
    manual = raw.get("manual_fouls", [])
    if not isinstance(manual, Sequence) or not all(isinstance(m, Mapping) for m in manual):
        raise InputError(f"{where}.manual_fouls", "must be a list of objects")
    return Shot(
        stroke=stroke, events=events, final=final, choice=choice, manual_fouls=tuple(manual)
    )


def simulated_shot(
    stroke: Mapping[str, Any],
    result: SimResult,
    config: MatchConfig,
    where: str = "shot",
    choice: str | None = None,
) -> Shot:
    """The shot the engine just simulated, as the referee reads it: its own ``Event``
    values and final position, with no JSON in between (the engine writes no malformed
    event, so only the stroke, which the window built, is checked)."""
    stroke_ = _parse_stroke(stroke, where, TABLE_BALLS[config.table])
    final = result.final()
    balls = {b: (float(p[0]), float(p[1])) for b, p in sorted(final["balls"].items())}
    position = Position(balls=balls, pins_standing=tuple(final["pins_standing"]))
    return Shot(stroke=stroke_, events=tuple(result.events), final=position, choice=choice)


def judge_decisions(log: Any) -> list[Decision]:
    """Rule on every shot of a log; the typed form of ``judge``."""
    config = parse_config(log)
    referee = make_referee(config)
    shots_raw = log.get("shots", [])
    if not isinstance(shots_raw, Sequence) or isinstance(shots_raw, str):
        raise InputError("shots", "must be a list")
    state = referee.start()
    decisions: list[Decision] = []
    for i, raw in enumerate(shots_raw):
        where = f"shots[{i}]"
        if referee.outcome(state) is not None:
            raise InputError(where, "the game is already over")
        shot = parse_shot(raw, where, config)
        decision, state = referee.judge(state, shot, i + 1)
        decisions.append(decision)
    return decisions


CONTRACT_KEYS = ("shot", "shooter", "points", "fouls", "scores", "next", "winner")


def judge(log: Any) -> list[dict[str, Any]]:
    """Contract form: one dict per shot with the contract keys first, then the rest."""
    return [d.to_json() for d in judge_decisions(log)]
