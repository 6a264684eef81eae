"""A small declarative goal language, judged only over the event log and final positions.

A goal is a JSON object with exactly one operator key (plus that operator's modifiers)::

    {"all": [G, ...]}  {"any": [G, ...]}  {"not": G}
    {"contacts": ["red", "cushion", "cushion", "cushion", "yellow"]}
        ordered subsequence of the cue ball's contacts. Tokens: a ball id, "ball" (any ball),
        "cushion" (any), "cushion:foot", "pin" (any), "pin:king". Modifiers:
        "ball": whose contacts (default the struck ball); "exact": true = the first N contacts
        are exactly these, in this order and number (artistic figures, rule CA-1).
    {"first_contact": "o1"}                      the first ball the cue ball hits
    {"carom": true, "min_cushions": 1}           cue ball touches both other balls, with at
                                                 least n cushions before the second (C1-1, C3-1)
    {"three_cushion_point": true}                a carom with 3 cushions and no ball off the
                                                 table (C3-1, C3-3)
    {"cushions": {"ball": "o1", "min": 1, "max": 2}}  cushion contacts of a ball
    {"pins_down_exactly": ["king"], "legal": true}    exactly these pins fell
    {"pins_down_include": ["king", "n"], "legal": true}
    {"pins_down_min": 2, "legal": true}
    {"pins_standing": ["head"]}                   these pins did not fall
        "legal": true adds: every fallen pin legal (7C-11 / 5P-7), no ball off the table,
        cue ball not pocketed, no miscue, and at least one pin down.
    {"legal": true}                              the same without requiring a pin
    {"pocketed": "o1", "pocket": "foot_left"}     ("pocket" optional)
    {"ball_in_zone": {"ball": "white", "rect": [x0, y0, x1, y1]}}  or "zone": "z1"
    {"no_foul_events": ["off_table", "cue_pocketed", "miscue", "pins_by_cue", "pins_direct",
                        "miss"]}
    {"passes_between": {"ball": "white", "markers": ["m1", "m2"]}}  the ball's path crosses the
        segment between two markers (needs the trajectory in the shot trace)

Unknown operators, modifiers or ids are InputErrors naming the JSON path.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game import disciplines
from game.errors import InputError
from game.event_queries import first_ball_contact, pins_down
from game.events import Event, parse_events
from game.physics.api import SimResult
from game.tables import CUSHIONS, ENGINE_BALLS, POCKETS, Point
from game.values import numbers

Rect = tuple[float, float, float, float]
FOUL_TOKENS = ("off_table", "cue_pocketed", "miscue", "pins_by_cue", "pins_direct", "miss")


@dataclass(frozen=True)
class Context:
    """What a goal needs to know about its drill."""

    cue_ball: str
    discipline: str
    markers: Mapping[str, Point] = field(default_factory=dict)
    zones: Mapping[str, Rect] = field(default_factory=dict)


TRAJECTORY_HZ = 240  # path samples per second: enough for marker gates a ball width apart


@dataclass(frozen=True)
class ShotTrace:
    """One shot as the physics reported it."""

    events: tuple[Event, ...]
    balls: Mapping[str, Point]  # final positions of balls still on the cloth
    trajectory: Mapping[str, Sequence[Sequence[float]]] | None = None  # id -> [[t, x, y], ...]


class _Paths(Mapping[str, Sequence[Sequence[float]]]):
    """Ball paths sampled at ``hz`` ([[t, x, y], ...], as ``--trajectory`` gives them),
    computed from the engine's result only when a goal reads one (marker gates)."""

    def __init__(self, result: SimResult, hz: float) -> None:
        self._result = result
        self._hz = hz
        self._paths: dict[str, list[list[float]]] | None = None

    def _all(self) -> dict[str, list[list[float]]]:
        if self._paths is None:
            self._paths = self._result.trajectory(self._hz)
        return self._paths

    def __getitem__(self, ball: str) -> Sequence[Sequence[float]]:
        return self._all()[ball]

    def __iter__(self) -> Iterator[str]:
        return iter(self._result.segments)

    def __len__(self) -> int:
        return len(self._result.segments)


def trace_from_simulation(result: SimResult) -> ShotTrace:
    """The engine's own result as a ShotTrace: its events and final position as they are,
    paths sampled at ``TRAJECTORY_HZ`` when a goal reads them (as ``drills verify`` does)."""
    final = result.final()
    balls = {str(k): (float(v[0]), float(v[1])) for k, v in sorted(final["balls"].items())}
    paths = _Paths(result, TRAJECTORY_HZ)
    return ShotTrace(events=tuple(result.events), balls=balls, trajectory=paths)


def trace_from_result(
    result: Mapping[str, Any] | SimResult, table: str, discipline: str
) -> ShotTrace:
    """Turn a ``game.simulate`` result (JSON, checked) or the engine's ``SimResult``
    into a ShotTrace."""
    if isinstance(result, SimResult):
        return trace_from_simulation(result)
    pins = disciplines.get(discipline).pins
    events = parse_events(result.get("events"), "events", ENGINE_BALLS[table], pins)
    final = result.get("final") or {}
    balls_raw = final.get("balls") or {}
    balls = {str(k): (float(v[0]), float(v[1])) for k, v in sorted(balls_raw.items())}
    traj = result.get("trajectory")
    return ShotTrace(events=events, balls=balls, trajectory=traj)


# ---------------------------------------------------------------------------- facts


def contact_sequence(events: Sequence[Event], ball: str) -> list[str]:
    """Every contact of ``ball`` in time order, as tokens (ball id, cushion:x, pin:x)."""
    seq: list[str] = []
    for e in events:
        other = e.other_ball(ball)
        if other is not None:
            seq.append(other)
        elif e.type.is_cushion() and e.ball == ball:
            seq.append(f"cushion:{e.cushion}")
        elif e.type.is_pin_touch() and e.ball == ball:
            seq.append(f"pin:{e.pin}")
    return seq


def token_matches(pattern: str, token: str) -> bool:
    if pattern == token:
        return True
    if pattern in ("cushion", "pin"):
        return token.startswith(pattern + ":")
    if pattern == "ball":
        return ":" not in token
    return False


def _subsequence(pattern: Sequence[str], seq: Sequence[str]) -> bool:
    i = 0
    for token in seq:
        if i < len(pattern) and token_matches(pattern[i], token):
            i += 1
    return i == len(pattern)


def foul_tokens(trace: ShotTrace, ctx: Context) -> set[str]:
    found: set[str] = set()
    ev = trace.events
    cue = ctx.cue_ball
    if any(e.type.is_off_table() for e in ev):
        found.add("off_table")
    if any(e.type.is_pocket() and e.ball == cue for e in ev):
        found.add("cue_pocketed")
    if any(e.type.is_strike() and e.miscue for e in ev):
        found.add("miscue")
    if first_ball_contact(ev, cue) is None:
        found.add("miss")
    # pins chained from the cue ball
    origin: dict[str, str] = {}
    for e in ev:
        if e.type.is_pin_down():
            by = str(e.by)
            origin[str(e.pin)] = origin.get(by, by)
    if any(src == cue for src in origin.values()):
        found.add("pins_by_cue")
    legal = disciplines.pin_legality(ctx.discipline, ev, cue)
    if any(not ok for pin, ok in legal.items() if origin.get(pin) != cue):
        found.add("pins_direct")
    return found


def required_first(ctx: Context) -> str | None:
    """The ball the cue ball must meet first in this drill's discipline (5P-10), if any."""
    rule = disciplines.get(ctx.discipline).required_first
    return rule(ctx.cue_ball) if rule is not None else None


def _segments_cross(p: Point, q: Point, a: Point, b: Point) -> bool:
    def orient(o: Point, s: Point, t: Point) -> float:
        return (s[0] - o[0]) * (t[1] - o[1]) - (s[1] - o[1]) * (t[0] - o[0])

    d1, d2 = orient(a, b, p), orient(a, b, q)
    d3, d4 = orient(p, q, a), orient(p, q, b)
    return d1 * d2 < 0 and d3 * d4 < 0


# ---------------------------------------------------------------------------- goal nodes


class Goal:
    """A parsed goal. ``met`` is the verdict; ``parts`` lists sub-verdicts for partial credit."""

    def met(self, trace: ShotTrace, ctx: Context) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError

    def score(self, trace: ShotTrace, ctx: Context) -> float:
        """1.0 when met, else the share of top-level conditions met (a practice 'result')."""
        return 1.0 if self.met(trace, ctx) else 0.0


@dataclass(frozen=True)
class All(Goal):
    parts: tuple[Goal, ...]

    def met(self, trace: ShotTrace, ctx: Context) -> bool:
        return all(p.met(trace, ctx) for p in self.parts)

    def score(self, trace: ShotTrace, ctx: Context) -> float:
        done = sum(1 for p in self.parts if p.met(trace, ctx))
        return done / len(self.parts)


@dataclass(frozen=True)
class Any_(Goal):
    parts: tuple[Goal, ...]

    def met(self, trace: ShotTrace, ctx: Context) -> bool:
        return any(p.met(trace, ctx) for p in self.parts)


@dataclass(frozen=True)
class Not(Goal):
    part: Goal

    def met(self, trace: ShotTrace, ctx: Context) -> bool:
        return not self.part.met(trace, ctx)


@dataclass(frozen=True)
class Contacts(Goal):
    pattern: tuple[str, ...]
    ball: str | None
    exact: bool

    def met(self, trace: ShotTrace, ctx: Context) -> bool:
        seq = contact_sequence(trace.events, self.ball or ctx.cue_ball)
        if self.exact:
            return len(seq) >= len(self.pattern) and all(
                token_matches(p, t) for p, t in zip(self.pattern, seq, strict=False)
            )
        return _subsequence(self.pattern, seq)


@dataclass(frozen=True)
class FirstContact(Goal):
    ball: str

    def met(self, trace: ShotTrace, ctx: Context) -> bool:
        first = first_ball_contact(trace.events, ctx.cue_ball)
        return first is not None and first.other_ball(ctx.cue_ball) == self.ball


@dataclass(frozen=True)
class Carom(Goal):
    min_cushions: int
    clean: bool  # three-cushion: no ball may leave the table (C3-3)

    def met(self, trace: ShotTrace, ctx: Context) -> bool:
        cue = ctx.cue_ball
        if self.clean and any(e.type.is_off_table() for e in trace.events):
            return False
        touched: list[str] = []
        cushions = 0
        for token in contact_sequence(trace.events, cue):
            if token.startswith("cushion:"):
                cushions += 1
            elif ":" not in token and token not in touched:
                touched.append(token)
                if len(touched) == 2:
                    return cushions >= self.min_cushions
        return False


@dataclass(frozen=True)
class Cushions(Goal):
    ball: str | None
    lo: int
    hi: int | None

    def met(self, trace: ShotTrace, ctx: Context) -> bool:
        seq = contact_sequence(trace.events, self.ball or ctx.cue_ball)
        n = sum(1 for t in seq if t.startswith("cushion:"))
        return n >= self.lo and (self.hi is None or n <= self.hi)


@dataclass(frozen=True)
class Legal(Goal):
    """No illegal pin, nothing off the table, cue ball not pocketed, no miscue."""

    def met(self, trace: ShotTrace, ctx: Context) -> bool:
        fouls = foul_tokens(trace, ctx)
        if fouls & {"off_table", "cue_pocketed", "miscue", "pins_by_cue", "pins_direct"}:
            return False
        required = required_first(ctx)
        if required is not None:
            # 5P-10: the opponent's ball must be hit first.
            return FirstContact(required).met(trace, ctx)
        return "miss" not in fouls


@dataclass(frozen=True)
class PinsDown(Goal):
    mode: str  # exactly | include | min
    pins: tuple[str, ...]
    count: int
    legal: bool

    def met(self, trace: ShotTrace, ctx: Context) -> bool:
        down = pins_down(trace.events)
        if self.legal and (not down or not Legal().met(trace, ctx)):
            return False
        if self.mode == "exactly":
            return sorted(down) == sorted(self.pins)
        if self.mode == "include":
            return all(p in down for p in self.pins)
        return len(down) >= self.count


@dataclass(frozen=True)
class PinsStanding(Goal):
    pins: tuple[str, ...]

    def met(self, trace: ShotTrace, ctx: Context) -> bool:
        down = pins_down(trace.events)
        return not any(p in down for p in self.pins)


@dataclass(frozen=True)
class Pocketed(Goal):
    ball: str
    pocket: str | None

    def met(self, trace: ShotTrace, ctx: Context) -> bool:
        return any(
            e.type.is_pocket() and e.ball == self.ball and self.pocket in (None, e.pocket)
            for e in trace.events
        )


@dataclass(frozen=True)
class InZone(Goal):
    ball: str | None
    rect: Rect | None
    zone: str | None

    def met(self, trace: ShotTrace, ctx: Context) -> bool:
        pos = trace.balls.get(self.ball or ctx.cue_ball)
        if pos is None:
            return False
        rect = self.rect if self.rect is not None else ctx.zones[str(self.zone)]
        x0, y0, x1, y1 = rect
        return x0 <= pos[0] <= x1 and y0 <= pos[1] <= y1


@dataclass(frozen=True)
class NoFouls(Goal):
    tokens: tuple[str, ...]

    def met(self, trace: ShotTrace, ctx: Context) -> bool:
        return not (foul_tokens(trace, ctx) & set(self.tokens))


@dataclass(frozen=True)
class PassesBetween(Goal):
    ball: str | None
    markers: tuple[str, str]

    def met(self, trace: ShotTrace, ctx: Context) -> bool:
        if trace.trajectory is None:
            raise InputError("trajectory", "passes_between needs the shot's trajectory")
        path = trace.trajectory.get(self.ball or ctx.cue_ball, [])
        a, b = ctx.markers[self.markers[0]], ctx.markers[self.markers[1]]
        for p, q in itertools.pairwise(path):
            if _segments_cross((p[1], p[2]), (q[1], q[2]), a, b):
                return True
        return False


# ---------------------------------------------------------------------------- parsing


@dataclass(frozen=True)
class _Ids:
    balls: tuple[str, ...]
    pins: tuple[str, ...]
    ctx: Context


def parse_rect(raw: Any, where: str) -> Rect:
    x0, y0, x1, y1 = numbers(raw, 4, where, "[x0, y0, x1, y1] in metres")
    if not (x0 < x1 and y0 < y1):
        raise InputError(where, "needs x0 < x1 and y0 < y1")
    return (x0, y0, x1, y1)


def _keys(raw: Mapping[str, Any], op: str, allowed: Sequence[str], where: str) -> None:
    extra = sorted(set(raw) - {op, *allowed})
    if extra:
        raise InputError(f"{where}.{extra[0]}", f"not a modifier of {op!r}")


def _bool(raw: Any, where: str) -> bool:
    if not isinstance(raw, bool):
        raise InputError(where, "must be true or false")
    return raw


def _ball(raw: Any, where: str, ids: _Ids) -> str:
    if raw not in ids.balls:
        raise InputError(where, f"unknown ball {raw!r}")
    return str(raw)


def _pin_list(raw: Any, where: str, ids: _Ids) -> tuple[str, ...]:
    if not isinstance(raw, Sequence) or isinstance(raw, str):
        raise InputError(where, "must be a list of pin ids")
    for i, p in enumerate(raw):
        if p not in ids.pins:
            raise InputError(f"{where}[{i}]", f"unknown pin {p!r}")
    return tuple(str(p) for p in raw)


def _count(raw: Any, where: str) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int) or raw < 0:
        raise InputError(where, "must be a whole number ≥ 0")
    return raw


def _token(raw: Any, where: str, ids: _Ids) -> str:
    if not isinstance(raw, str):
        raise InputError(where, "must be a contact token")
    if raw in ("cushion", "pin", "ball") or raw in ids.balls:
        return raw
    kind, _, name = raw.partition(":")
    if kind == "cushion" and name in CUSHIONS:
        return raw
    if kind == "pin" and name in ids.pins:
        return raw
    raise InputError(where, f"unknown contact {raw!r}")


def _parse(raw: Any, where: str, ids: _Ids) -> Goal:
    if not isinstance(raw, Mapping) or not raw:
        raise InputError(where, "a goal must be an object with one operator")
    ops = [k for k in raw if k in _OPERATORS]
    if len(ops) == 2 and "legal" in ops:  # "legal" is also a modifier of the pin operators
        ops.remove("legal")
    if len(ops) != 1:
        names = ", ".join(sorted(raw)) or "nothing"
        raise InputError(where, f"needs exactly one operator, found {names}")
    return _OPERATORS[ops[0]](raw, where, ids)


def _p_all_any(raw: Mapping[str, Any], where: str, ids: _Ids) -> Goal:
    op = "all" if "all" in raw else "any"
    _keys(raw, op, (), where)
    items = raw[op]
    if not isinstance(items, Sequence) or isinstance(items, str) or not items:
        raise InputError(f"{where}.{op}", "must be a non-empty list of goals")
    parts = tuple(_parse(g, f"{where}.{op}[{i}]", ids) for i, g in enumerate(items))
    return All(parts) if op == "all" else Any_(parts)


def _p_not(raw: Mapping[str, Any], where: str, ids: _Ids) -> Goal:
    _keys(raw, "not", (), where)
    return Not(_parse(raw["not"], f"{where}.not", ids))


def _p_contacts(raw: Mapping[str, Any], where: str, ids: _Ids) -> Goal:
    _keys(raw, "contacts", ("ball", "exact"), where)
    items = raw["contacts"]
    if not isinstance(items, Sequence) or isinstance(items, str) or not items:
        raise InputError(f"{where}.contacts", "must be a non-empty list of contact tokens")
    pattern = tuple(_token(t, f"{where}.contacts[{i}]", ids) for i, t in enumerate(items))
    ball = _ball(raw["ball"], f"{where}.ball", ids) if "ball" in raw else None
    exact = _bool(raw.get("exact", False), f"{where}.exact")
    return Contacts(pattern, ball, exact)


def _p_first(raw: Mapping[str, Any], where: str, ids: _Ids) -> Goal:
    _keys(raw, "first_contact", (), where)
    return FirstContact(_ball(raw["first_contact"], f"{where}.first_contact", ids))


def _p_carom(raw: Mapping[str, Any], where: str, ids: _Ids) -> Goal:
    _keys(raw, "carom", ("min_cushions",), where)
    if raw["carom"] is not True:
        raise InputError(f"{where}.carom", "must be true")
    return Carom(_count(raw.get("min_cushions", 0), f"{where}.min_cushions"), clean=False)


def _p_three(raw: Mapping[str, Any], where: str, ids: _Ids) -> Goal:
    _keys(raw, "three_cushion_point", (), where)
    if raw["three_cushion_point"] is not True:
        raise InputError(f"{where}.three_cushion_point", "must be true")
    return Carom(3, clean=True)


def _p_cushions(raw: Mapping[str, Any], where: str, ids: _Ids) -> Goal:
    _keys(raw, "cushions", (), where)
    spec = raw["cushions"]
    w = f"{where}.cushions"
    if not isinstance(spec, Mapping):
        raise InputError(w, "must be an object with ball, min, max")
    extra = sorted(set(spec) - {"ball", "min", "max"})
    if extra:
        raise InputError(f"{w}.{extra[0]}", "unknown field")
    ball = _ball(spec["ball"], f"{w}.ball", ids) if "ball" in spec else None
    lo = _count(spec.get("min", 0), f"{w}.min")
    hi = _count(spec["max"], f"{w}.max") if "max" in spec else None
    if hi is not None and hi < lo:
        raise InputError(f"{w}.max", "is below min")
    return Cushions(ball, lo, hi)


def _p_pins(raw: Mapping[str, Any], where: str, ids: _Ids) -> Goal:
    op = next(k for k in ("pins_down_exactly", "pins_down_include", "pins_down_min") if k in raw)
    _keys(raw, op, ("legal",), where)
    if not ids.pins:
        raise InputError(f"{where}.{op}", f"{ids.ctx.discipline} has no pins")
    legal = _bool(raw.get("legal", False), f"{where}.legal")
    if op == "pins_down_min":
        n = _count(raw[op], f"{where}.{op}")
        if n < 1:
            raise InputError(f"{where}.{op}", "must be at least 1")
        return PinsDown("min", (), n, legal)
    pins = _pin_list(raw[op], f"{where}.{op}", ids)
    mode = "exactly" if op == "pins_down_exactly" else "include"
    if mode == "include" and not pins:
        raise InputError(f"{where}.{op}", "must name at least one pin")
    return PinsDown(mode, pins, len(pins), legal)


def _p_standing(raw: Mapping[str, Any], where: str, ids: _Ids) -> Goal:
    _keys(raw, "pins_standing", (), where)
    return PinsStanding(_pin_list(raw["pins_standing"], f"{where}.pins_standing", ids))


def _p_legal(raw: Mapping[str, Any], where: str, ids: _Ids) -> Goal:
    _keys(raw, "legal", (), where)
    if raw["legal"] is not True:
        raise InputError(f"{where}.legal", "must be true")
    return Legal()


def _p_pocketed(raw: Mapping[str, Any], where: str, ids: _Ids) -> Goal:
    _keys(raw, "pocketed", ("pocket",), where)
    ball = _ball(raw["pocketed"], f"{where}.pocketed", ids)
    pocket = raw.get("pocket")
    if pocket is not None and pocket not in POCKETS:
        raise InputError(f"{where}.pocket", f"unknown pocket {pocket!r}")
    return Pocketed(ball, pocket)


def _p_zone(raw: Mapping[str, Any], where: str, ids: _Ids) -> Goal:
    _keys(raw, "ball_in_zone", (), where)
    spec = raw["ball_in_zone"]
    w = f"{where}.ball_in_zone"
    if not isinstance(spec, Mapping):
        raise InputError(w, "must be an object with ball and rect or zone")
    extra = sorted(set(spec) - {"ball", "rect", "zone"})
    if extra:
        raise InputError(f"{w}.{extra[0]}", "unknown field")
    ball = _ball(spec["ball"], f"{w}.ball", ids) if "ball" in spec else None
    if ("rect" in spec) == ("zone" in spec):
        raise InputError(w, "needs exactly one of rect or zone")
    if "rect" in spec:
        return InZone(ball, parse_rect(spec["rect"], f"{w}.rect"), None)
    if spec["zone"] not in ids.ctx.zones:
        raise InputError(f"{w}.zone", f"no zone {spec['zone']!r} in this drill")
    return InZone(ball, None, str(spec["zone"]))


def _p_nofouls(raw: Mapping[str, Any], where: str, ids: _Ids) -> Goal:
    _keys(raw, "no_foul_events", (), where)
    items = raw["no_foul_events"]
    w = f"{where}.no_foul_events"
    if not isinstance(items, Sequence) or isinstance(items, str) or not items:
        raise InputError(w, "must be a non-empty list")
    for i, t in enumerate(items):
        if t not in FOUL_TOKENS:
            raise InputError(f"{w}[{i}]", f"unknown foul {t!r}; known: {', '.join(FOUL_TOKENS)}")
    return NoFouls(tuple(items))


def _p_between(raw: Mapping[str, Any], where: str, ids: _Ids) -> Goal:
    _keys(raw, "passes_between", (), where)
    spec = raw["passes_between"]
    w = f"{where}.passes_between"
    if not isinstance(spec, Mapping):
        raise InputError(w, "must be an object with ball and markers")
    ball = _ball(spec["ball"], f"{w}.ball", ids) if "ball" in spec else None
    marks = spec.get("markers")
    if not isinstance(marks, Sequence) or isinstance(marks, str) or len(marks) != 2:
        raise InputError(f"{w}.markers", "must name two markers")
    for i, m in enumerate(marks):
        if m not in ids.ctx.markers:
            raise InputError(f"{w}.markers[{i}]", f"no marker {m!r} in this drill")
    return PassesBetween(ball, (str(marks[0]), str(marks[1])))


_OPERATORS = {
    "all": _p_all_any,
    "any": _p_all_any,
    "not": _p_not,
    "contacts": _p_contacts,
    "first_contact": _p_first,
    "carom": _p_carom,
    "three_cushion_point": _p_three,
    "cushions": _p_cushions,
    "pins_down_exactly": _p_pins,
    "pins_down_include": _p_pins,
    "pins_down_min": _p_pins,
    "pins_standing": _p_standing,
    "legal": _p_legal,
    "pocketed": _p_pocketed,
    "ball_in_zone": _p_zone,
    "no_foul_events": _p_nofouls,
    "passes_between": _p_between,
}


def parse_goal(
    raw: Any, where: str, ctx: Context, balls: Sequence[str], pins: Sequence[str]
) -> Goal:
    """Validate a goal against the ids in play; every error names its JSON path."""
    return _parse(raw, where, _Ids(tuple(balls), tuple(pins), ctx))


def needs_trajectory(goal: Goal) -> bool:
    if isinstance(goal, PassesBetween):
        return True
    if isinstance(goal, (All, Any_)):
        return any(needs_trajectory(p) for p in goal.parts)
    if isinstance(goal, Not):
        return needs_trajectory(goal.part)
    return False
