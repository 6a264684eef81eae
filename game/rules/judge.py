"""``judge(log)``: parse a shot log, pick the discipline's referee, rule shot by shot."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from game import disciplines
from game.disciplines import make_referee
from game.errors import InputError
from game.events import parse_events
from game.json_input import check_tree
from game.limits import MAX_NAME, MAX_PLAYERS, MAX_SHOTS
from game.physics import sets
from game.physics.placement import ball_fits, overlapping_ball
from game.rules import pyramid_choices
from game.rules.model import Decision, MatchConfig, Position, Shot
from game.stroke import Stroke, logged_aim, parse_logged, parse_place
from game.tables import TABLES
from game.values import point

if TYPE_CHECKING:
    from game.physics.api import SimResult


def _require(raw: Mapping[str, Any], key: str, where: str = "") -> Any:
    if key not in raw:
        raise InputError(f"{where}{key}", "missing")
    return raw[key]


def parse_config(log: Any) -> MatchConfig:
    if not isinstance(log, Mapping):
        raise InputError("log", "must be a JSON object")
    discipline = _require(log, "discipline")
    if not isinstance(discipline, str) or discipline not in disciplines.REGISTRY:
        raise InputError("discipline", f"unknown discipline {_show(discipline)}")
    spec = disciplines.refereed(discipline)
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
    if not 1 <= len(players) <= MAX_PLAYERS:
        raise InputError("players", f"must name 1 to {MAX_PLAYERS} players")
    for i, name in enumerate(players):
        if len(name) > MAX_NAME or not _clean_text(name):
            raise InputError(f"players[{i}]", f"must be text of at most {MAX_NAME} characters")
    if len(set(players)) != len(players):
        raise InputError("players", "names must differ")
    first = log.get("first", players[0] if players else None)
    if not isinstance(first, str) or first not in players:
        raise InputError("first", f"{_show(first)} is not one of the players")
    table = log.get("table", spec.default_table)
    if not isinstance(table, str) or table not in TABLES:
        raise InputError("table", f"unknown table {_show(table)}")
    # A log that names no physics set was played before sets were named.
    physics = sets.get(log.get("physics", sets.LEGACY.name)).name
    return MatchConfig(
        discipline=spec.id,
        options=dict(options),
        players=tuple(players),
        first=first,
        table=table,
        physics=physics,
    )


def parse_shot(raw: Any, where: str, config: MatchConfig) -> Shot:
    """A shot read from a log (``judge``'s input): every field checked."""
    if not isinstance(raw, Mapping):
        raise InputError(where, "a shot must be an object")
    balls = _balls(config)
    stroke_raw = _require(raw, "stroke", f"{where}.")
    ball, call, stroke = parse_logged(stroke_raw, f"{where}.stroke", balls)
    # The pyramid games read where the ball in hand went and the aim (P-14, P-25) even
    # from a log that gives no speed.
    place = parse_place(stroke_raw, f"{where}.stroke")
    aim_deg = logged_aim(stroke_raw, f"{where}.stroke")
    shot = _logged(ball, call, stroke, raw, where, config)
    return replace(shot, place=place, aim_deg=aim_deg)


def _balls(config: MatchConfig) -> tuple[str, ...]:
    return disciplines.get(config.discipline).balls


def logged_shot(stroke: Stroke, raw: Mapping[str, Any], where: str, config: MatchConfig) -> Shot:
    """A played stroke with its events and final position read from a log (a save): the
    JSON fields checked as ``parse_shot`` checks them."""
    _check_played(stroke, where, config)
    return _logged(stroke.ball, stroke.call, stroke, raw, where, config)


def _check_played(stroke: Stroke, where: str, config: MatchConfig) -> None:
    stroke.check(f"{where}.stroke")
    if stroke.ball not in _balls(config):
        raise InputError(f"{where}.stroke.ball", f"unknown ball {_show(stroke.ball)}")


def _logged(
    ball: str,
    call: str | None,
    stroke: Stroke | None,
    raw: Mapping[str, Any],
    where: str,
    config: MatchConfig,
) -> Shot:
    balls = _balls(config)
    pins = disciplines.get(config.discipline).pins
    events = parse_events(_require(raw, "events", f"{where}."), f"{where}.events", balls, pins)
    final = None
    if raw.get("final") is not None:
        final_raw = raw["final"]
        if not isinstance(final_raw, Mapping):
            raise InputError(f"{where}.final", "must be an object")
        balls_raw = final_raw.get("balls", {})
        if not isinstance(balls_raw, Mapping):
            raise InputError(f"{where}.final.balls", "must be an object")
        gone = _gone(final_raw)
        positions = {}
        for bid in sorted(balls_raw):
            at = f"{where}.final.balls.{bid}"
            if bid not in balls:
                raise InputError(at, f"unknown ball {_show(bid)}")
            positions[bid] = point(balls_raw[bid], at)
            # A ball at rest lies where the physics can leave one (check-save's own test);
            # a ball that dropped or flew off may keep its last place.
            fits = ball_fits(config.table, positions[bid], physics=config.physics)
            if bid not in gone and not fits:
                x, y = positions[bid]
                raise InputError(at, f"ball at ({x:g}, {y:g}) lies outside the table")
        # Balls at rest never overlap (the next shot could not start from there): the
        # engine's own test, as check-save's replay applies it.
        resting = {b: p for b, p in positions.items() if b not in gone}
        for bid in sorted(resting):
            rest = {b: p for b, p in resting.items() if b < bid}
            other = overlapping_ball(config.table, resting[bid], rest, physics=config.physics)
            if other is not None:
                raise InputError(f"{where}.final.balls.{bid}", f"overlaps ball {other}")
        standing = final_raw.get("pins_standing")
        if standing is not None:
            if not isinstance(standing, Sequence) or any(p not in pins for p in standing):
                raise InputError(f"{where}.final.pins_standing", "must list known pins")
            standing = tuple(standing)
        final = Position(balls=positions, pins_standing=standing)
    choice = raw.get("choice")
    if choice is not None and not isinstance(choice, str):
        raise InputError(f"{where}.choice", "must be a string")
    if raw.get("choices") is not None:  # the pyramid games' form (rules-pyramid.md)
        if choice is not None:
            raise InputError(f"{where}.choices", "give either choice or choices")
        choice = pyramid_choices.from_log(raw["choices"], f"{where}.choices") or None
    breaker = raw.get("breaker")
    if breaker is not None and (not isinstance(breaker, str) or breaker not in config.players):
        raise InputError(f"{where}.breaker", f"{_show(breaker)} is not one of the players")
    manual = raw.get("manual_fouls", [])
    if not isinstance(manual, Sequence) or not all(isinstance(m, Mapping) for m in manual):
        raise InputError(f"{where}.manual_fouls", "must be a list of objects")
    return Shot(
        ball=ball,
        call=call,
        events=events,
        final=final,
        choice=choice,
        manual_fouls=tuple(manual),
        stroke=stroke,
        place=None if stroke is None else stroke.place,
        aim_deg=None if stroke is None else stroke.aim_deg,
        breaker=breaker,
    )


def simulated_shot(
    stroke: Stroke,
    result: SimResult,
    config: MatchConfig,
    where: str = "shot",
    choice: str | None = None,
) -> Shot:
    """The shot the engine just simulated, as the referee reads it: its own ``Event``
    values and final position, with no JSON in between (the engine writes no malformed
    event, so only the stroke, which the window built, is checked)."""
    _check_played(stroke, where, config)
    final = result.final()
    balls = {b: (float(p[0]), float(p[1])) for b, p in sorted(final["balls"].items())}
    position = Position(balls=balls, pins_standing=tuple(final["pins_standing"]))
    return Shot(
        ball=stroke.ball,
        call=stroke.call,
        events=tuple(result.events),
        final=position,
        choice=choice,
        stroke=stroke,
        place=stroke.place,
        aim_deg=stroke.aim_deg,
    )


def _gone(final_raw: Mapping[str, Any]) -> set[str]:
    """Balls the final position lists as pocketed or off the table."""
    out: set[str] = set()
    for key in ("pocketed", "off_table"):
        listed = final_raw.get(key, [])
        if isinstance(listed, Sequence) and not isinstance(listed, str):
            out |= {b for b in listed if isinstance(b, str)}
    return out


def _clean_text(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False  # a lone surrogate: it could never be written back out
    return True


def _show(value: Any) -> str:
    shown = ascii(value)
    return shown if len(shown) <= 40 else shown[:37] + "..."


def judge_decisions(log: Any) -> list[Decision]:
    """Rule on every shot of a log; the typed form of ``judge``."""
    config = parse_config(log)
    referee = make_referee(config)
    shots_raw = log.get("shots", [])
    if not isinstance(shots_raw, Sequence) or isinstance(shots_raw, str):
        raise InputError("shots", "must be a list")
    if len(shots_raw) > MAX_SHOTS:
        raise InputError("shots", f"more than {MAX_SHOTS} shots")
    state = referee.start()
    decisions: list[Decision] = []
    for i, raw in enumerate(shots_raw):
        where = f"shots[{i}]"
        if referee.outcome(state) is not None:
            raise InputError(where, "the game is already over")
        shot = parse_shot(raw, where, config)
        decision, state = referee.judge(state, shot, i + 1)
        decisions.append(decision)
    check_rest(log)
    return decisions


def check_rest(log: Any) -> None:
    """Refuse what no field check saw: NaN, Infinity or a number beyond float range
    anywhere in the log, fields the rules do not read included (a save refuses them
    too). Called once the known fields have been read, so their own checks name them."""
    check_tree(log, "log", strict=True)


CONTRACT_KEYS = ("shot", "shooter", "points", "fouls", "scores", "next", "winner")


def judge(log: Any) -> list[dict[str, Any]]:
    """Contract form: one dict per shot with the contract keys first, then the rest."""
    return [d.to_json() for d in judge_decisions(log)]
