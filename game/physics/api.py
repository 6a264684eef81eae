"""``simulate(request) -> dict`` (contract.md) and the richer ``simulate_detailed``.

``simulate_detailed`` returns a ``SimResult``: the event log, every ball's piecewise
closed-form motion and the pins, with ``state_at(t)`` giving exact positions, velocities,
spins and pin states at any time, so the window can animate at any frame rate and place a
ghost ball at the first contact (``first_contact``). ``BallState.orientation`` (from
``state_at``) is the ball's rotation since t = 0 as a quaternion, from the exact spin of
each segment (orientation.py: closed form where the axis is fixed, else fourth-order
Magnus steps), for drawing a rotating spot; ``PinState.pos`` is where the pin's base
is (a touch can slide it off its spot, a ball can push a lying one), and ``PinState.fall``
runs 0 → 1 while a knocked pin topples along ``direction`` (less if it leans on a ball).
``simulate`` is a thin JSON wrapper.

``physics`` names the physics set (game/physics/sets.py; absent: the current one) whose
constants play the stroke; ``params`` overrides apply on top of them.

Input validation raises ``InputError`` naming the field (``balls.red``,
``stroke.speed``...). A ball at rest is accepted exactly where ``ball_fits`` says one can
lie (placement.py), a pocket's jaws included, so every final position is a valid start.
Pins: given ``pins`` are used as they are (``{}`` for none); otherwise a ``discipline``
places its default pins (game/layouts.py); a request with neither has no pins. Pin sizes
follow the discipline, else the table (seven-pin sizes on the pyramid table and for
``king``/``head``/``foot``, five-pin sizes for the others on the carom table).

Trajectory (``--trajectory HZ``): ``{ball: [[t, x, y], ...]}`` sampled at t = k/HZ from 0
to the duration, plus one sample at the duration; a pocketed ball's list ends at its drop.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from game import disciplines
from game.disciplines import Discipline
from game.errors import InputError
from game.events import Event, EventType
from game.layouts import FIVE_PIN, seven_pin_kind
from game.limits import (
    MAX_BALL_SPIN,
    MAX_COORD,
    MAX_HZ,
    MAX_SPEED,
    MAX_TRAJECTORY_SAMPLES,
)
from game.physics.airborne import OFF_TABLE, Flight, cue_hop
from game.physics.engine import BallStart, Engine, EngineRun, _event
from game.physics.motion import POCKETED, Segment
from game.physics.orientation import Track
from game.physics.params import Params
from game.physics.pins import FIVE_PIN_MASS, SEVEN_PIN_MASS, Pin
from game.physics.placement import TOLERANCE, placement_problem
from game.physics.placement import ball_fits as ball_fits  # re-exported for callers
from game.physics.sets import params_for
from game.physics.strike import strike
from game.physics.table_geometry import Geometry, geometry
from game.stroke import Stroke
from game.tables import ENGINE_BALLS, FIVE_PINS, SEVEN_PINS, TABLES
from game.values import is_number

_TOP = ("table", "discipline", "physics", "balls", "pins", "stroke", "params")
_EPS = TOLERANCE  # geometric tolerance for "touching" in the input, metres
GONE = (POCKETED, OFF_TABLE)  # states of a ball no longer on the table


@dataclass(frozen=True)
class BallState:
    pos: tuple[float, float]
    vel: tuple[float, float]
    spin: tuple[float, float, float]
    # sliding, rolling, spinning, stationary, falling (over a hole), pocketed, airborne,
    # off_table
    state: str
    orientation: tuple[float, float, float, float] = (1.0, 0.0, 0.0, 0.0)  # quaternion w,x,y,z
    z: float = 0.0  # the ball's bottom above the cloth, m (in the air; 0 on the cloth)

    @property
    def on_table(self) -> bool:
        return self.state not in GONE


@dataclass(frozen=True)
class PinState:
    pos: tuple[float, float]
    radius: float
    height: float
    standing: bool
    fall: float  # 0 standing … 1 lying on the cloth
    direction: tuple[float, float]  # where it falls (0, 0 while standing)


@dataclass(frozen=True)
class Snapshot:
    t: float
    balls: dict[str, BallState]
    pins: dict[str, PinState]


@dataclass
class SimResult:
    table: str
    params: Params
    geometry: Geometry
    events: list[Event]
    segments: dict[str, list[Segment]]
    pins: dict[str, Pin]
    duration: float
    struck: str | None
    complete: bool = True  # False if cut short: by the event safety net, or a first part
    first_part: bool = False  # the shot's first seconds only (simulate_seeing_first)
    _tracks: dict[str, Track] = field(default_factory=dict, repr=False)

    def _segment(self, ball: str, t: float) -> Segment:
        segs = self.segments[ball]
        starts = [s.t0 for s in segs]
        k = bisect.bisect_right(starts, t) - 1
        return segs[max(k, 0)]

    def ball_state(self, ball: str, t: float) -> BallState:
        seg = self._segment(ball, t)
        if seg.state in GONE:
            return BallState((seg.px, seg.py), (0.0, 0.0), (0.0, 0.0, 0.0), seg.state)
        tt = min(t, seg.t1)
        z = seg.height(tt) if isinstance(seg, Flight) else 0.0
        return BallState(seg.pos(tt), seg.vel(tt), seg.spin(tt), seg.state, z=z)

    def orientation(self, ball: str, t: float) -> tuple[float, float, float, float]:
        """The ball's rotation from its start (quaternion w, x, y, z), for a rotating spot."""
        if ball not in self._tracks:
            self._tracks[ball] = Track(self.segments[ball], self.duration)
        return self._tracks[ball].at(t)

    def pin_state(self, pin: str, t: float) -> PinState:
        p = self.pins[pin]
        pos = p.pos(t)
        if p.down_t is None or t < p.down_t:
            return PinState(pos, p.radius, p.height, True, 0.0, (0.0, 0.0))
        frac = p.fall_fraction(t, self.params.g)
        return PinState(pos, p.radius, p.height, False, frac, (p.dir_x, p.dir_y))

    def state_at(self, t: float) -> Snapshot:
        """Exact state of every ball and pin at time t (clamped to [0, duration])."""
        t = min(max(t, 0.0), self.duration)
        balls = {
            b: replace(self.ball_state(b, t), orientation=self.orientation(b, t))
            for b in self.segments
        }
        pins = {p: self.pin_state(p, t) for p in self.pins}
        return Snapshot(t, balls, pins)

    def first_contact(self, ball: str | None = None) -> tuple[Event, BallState] | None:
        """The struck ball's first contact of any kind and its state then (a ghost ball)."""
        ball = ball or self.struck
        if ball is None:
            return None
        for e in self.events:
            if e.type.is_strike():
                continue
            if ball in (e.ball, e.a, e.b):
                return e, self.ball_state(ball, e.t)
        return None

    def final(self) -> dict[str, Any]:
        on_table: dict[str, list[float]] = {}
        pocketed: list[str] = []
        off_table: list[str] = []
        for b, segs in self.segments.items():
            last = segs[-1]
            if last.state == POCKETED:
                pocketed.append(b)
            elif last.state == OFF_TABLE:
                off_table.append(b)
            else:
                x, y = last.pos(min(self.duration, last.t1))
                on_table[b] = [x, y]
        standing = [p for p in self.pins if self.pins[p].standing]
        down = [p for p in self.pins if not self.pins[p].standing]
        return {
            "balls": on_table,
            "pins_standing": standing,
            "pins_down": down,
            "pocketed": pocketed,
            "off_table": off_table,
        }

    def trajectory(self, hz: float) -> dict[str, list[list[float]]]:
        n = math.floor(self.duration * hz + 1e-9)
        times = [k / hz for k in range(n + 1)]
        if not times or times[-1] < self.duration:
            times.append(self.duration)
        out: dict[str, list[list[float]]] = {}
        for b in self.segments:
            rows: list[list[float]] = []
            for t in times:
                s = self.ball_state(b, t)
                if s.state in GONE:
                    break
                rows.append([t, s.pos[0], s.pos[1]])
            out[b] = rows
        return out

    def to_json(self, hz: float | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "events": [e.to_json() for e in self.events],
            "final": self.final(),
            "duration": self.duration,
        }
        if hz is not None:
            out["trajectory"] = self.trajectory(hz)
        return out


# ---- validation ------------------------------------------------------------------------


def _number(value: Any, field: str, low: float, high: float, low_ok: bool = True) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise InputError(field, "must be a number")
    if not is_number(value):  # NaN, infinity, or an int too large for a float
        raise InputError(field, "must be finite")
    x = float(value)
    if x > high or x < low or (x == low and not low_ok):
        bracket = "[" if low_ok else "("
        raise InputError(field, f"must be in {bracket}{low:g}, {high:g}]")
    return x


def _vector(value: Any, field: str, n: int, limit: float) -> tuple[float, ...]:
    if not isinstance(value, (list, tuple)) or len(value) != n:
        raise InputError(field, f"must be a list of {n} numbers")
    out = []
    for k, v in enumerate(value):
        # A plain float within the limits is what _number returns for it (nor does it
        # need its field's name spelled out).
        if type(v) is float and -limit <= v <= limit:
            out.append(v)
        else:
            out.append(_number(v, f"{field}[{k}]", -limit, limit))
    return tuple(out)


def _pin_setup(req: Mapping[str, Any], table: str, discipline: Discipline | None) -> list[Pin]:
    raw = req.get("pins")
    if raw is None:
        spots = discipline.default_pins(TABLES[table]) if discipline else {}
        raw = {k: list(v) for k, v in spots.items()}
        given = False
    else:
        given = True
        if not isinstance(raw, Mapping):
            raise InputError("pins", "must be an object of pin: [x, y]")
    allowed: tuple[str, ...]
    has_pins = discipline is not None and bool(discipline.pins)
    if discipline is not None and has_pins:
        allowed = discipline.pins
    else:
        allowed = tuple(dict.fromkeys(SEVEN_PINS + FIVE_PINS))
    pins: list[Pin] = []
    for index, pid in enumerate(
        sorted(raw, key=lambda k: (allowed.index(k) if k in allowed else 99, str(k)))
    ):
        field = f"pins.{pid}"
        if pid not in allowed:
            raise InputError(field, f"unknown pin; known: {', '.join(allowed)}")
        x, y = _vector(raw[pid], field, 2, MAX_COORD) if given else raw[pid]
        if discipline is not None and has_pins:
            kind = discipline.pin_kind(pid)
        elif (not TABLES[table].pockets and pid in FIVE_PINS) or pid == "centre":
            kind = FIVE_PIN
        else:
            kind = seven_pin_kind(pid, federation=False)
        mass = FIVE_PIN_MASS if kind is FIVE_PIN else SEVEN_PIN_MASS
        pins.append(Pin(pid, index, x, y, kind.radius, kind.height, mass))
    return pins


_DEFAULT_PINS: dict[tuple[int, str], tuple[Discipline, list[Pin]]] = {}


def _pins(req: Mapping[str, Any], table: str, discipline: Discipline | None) -> list[Pin]:
    """_pin_setup; a discipline's own pins (no ``pins`` given) are made once per table and
    copied, since a simulation moves them."""
    if req.get("pins") is not None or discipline is None:
        return _pin_setup(req, table, discipline)
    key = (id(discipline), table)
    hit = _DEFAULT_PINS.get(key)
    if hit is None or hit[0] is not discipline:
        hit = _DEFAULT_PINS[key] = (discipline, _pin_setup(req, table, discipline))
    return [p.unmoved() for p in hit[1]]


_PLACEMENT: dict[tuple[str, float, float, float], str | None] = {}


def _placement(table: str, geo: Geometry, x: float, y: float, dc: float) -> str | None:
    """placement_problem, remembered: callers simulate many strokes from one position
    (path assist, shot search, benchmarks), and the answer depends only on these."""
    key = (table, x, y, dc)
    if key in _PLACEMENT:
        return _PLACEMENT[key]
    if len(_PLACEMENT) >= 4096:
        _PLACEMENT.clear()
    problem = _PLACEMENT[key] = placement_problem(geo, x, y, dc, _EPS)
    return problem


_PINS_PLACED: set[tuple[Any, ...]] = set()


def _check_place(field: str, x: float, y: float, clearance: float, geo: Geometry) -> None:
    """A pin's base inside the cushion noses."""
    if abs(x) > geo.half_width - clearance + _EPS or abs(y) > geo.half_length - clearance + _EPS:
        raise InputError(field, f"({x:g}, {y:g}) is off the cloth")


def _parse(req: Any) -> tuple[str, Params, list[BallStart], list[Pin], Stroke | None]:
    if not isinstance(req, Mapping):
        raise InputError("input", "must be a JSON object")
    for key in req:
        if key not in _TOP:
            raise InputError(str(key), f"unknown field; known: {', '.join(_TOP)}")
    discipline = None if req.get("discipline") is None else disciplines.get(req["discipline"])
    table = req.get("table")
    if table is None:
        if discipline is None:
            raise InputError("table", "missing (and no discipline to take it from)")
        table = discipline.default_table
    if not isinstance(table, str) or table not in TABLES:
        raise InputError("table", f"unknown table {table!r}; known: {', '.join(TABLES)}")
    prm = params_for(table, req.get("params"), req.get("physics"))
    geo = geometry(table)
    dc = prm.contact_distance
    balls_raw = req.get("balls")
    if not isinstance(balls_raw, Mapping) or not balls_raw:
        raise InputError("balls", "must be an object of ball: [x, y] or {pos, vel, spin}")
    order = ENGINE_BALLS[table]
    starts: list[BallStart] = []
    for bid in balls_raw:
        if bid not in order:
            raise InputError(f"balls.{bid}", f"unknown ball for {table}; known: {', '.join(order)}")
    for bid in sorted(balls_raw, key=order.index):
        field = f"balls.{bid}"
        raw = balls_raw[bid]
        vel: tuple[float, ...] = (0.0, 0.0)
        spin: tuple[float, ...] = (0.0, 0.0, 0.0)
        if isinstance(raw, Mapping):
            for key in raw:
                if key not in ("pos", "vel", "spin"):
                    raise InputError(f"{field}.{key}", "unknown field; known: pos, vel, spin")
            if "pos" not in raw:
                raise InputError(f"{field}.pos", "missing")
            pos = _vector(raw["pos"], f"{field}.pos", 2, MAX_COORD)
            if "vel" in raw:
                vel = _vector(raw["vel"], f"{field}.vel", 2, MAX_SPEED)
                if math.hypot(*vel) > MAX_SPEED:
                    raise InputError(f"{field}.vel", f"speed above {MAX_SPEED:g} m/s")
            if "spin" in raw:
                spin = _vector(raw["spin"], f"{field}.spin", 3, MAX_BALL_SPIN)
        else:
            pos = _vector(raw, field, 2, MAX_COORD)
        problem = _placement(table, geo, pos[0], pos[1], dc)
        if problem is not None:
            raise InputError(field, f"({pos[0]:g}, {pos[1]:g}) {problem}")
        for other in starts:
            if math.hypot(pos[0] - other.pos[0], pos[1] - other.pos[1]) < 2 * prm.R - _EPS:
                raise InputError(field, f"overlaps ball {other.id}")
        starts.append(
            BallStart(bid, (pos[0], pos[1]), (vel[0], vel[1]), (spin[0], spin[1], spin[2]))
        )
    pins = _pins(req, table, discipline)
    # Pins and balls that passed these checks together are remembered (callers simulate
    # many strokes from one position); a refusal is never remembered, so it is raised again.
    placed = (
        table,
        prm.R,
        tuple([(p.id, p.x, p.y, p.radius, p.height) for p in pins]),
        tuple([b.pos for b in starts]),
    )
    if placed not in _PINS_PLACED:
        for k, pin in enumerate(pins):
            field = f"pins.{pin.id}"
            _check_place(field, pin.x, pin.y, pin.radius, geo)
            for prev in pins[:k]:
                if math.hypot(pin.x - prev.x, pin.y - prev.y) < pin.radius + prev.radius - _EPS:
                    raise InputError(field, f"overlaps pin {prev.id}")
            reach = pin.contact_distance(prm.R) - _EPS
            for b in starts:
                if math.hypot(pin.x - b.pos[0], pin.y - b.pos[1]) < reach:
                    raise InputError(f"balls.{b.id}", f"overlaps pin {pin.id}")
        if len(_PINS_PLACED) >= 4096:
            _PINS_PLACED.clear()
        _PINS_PLACED.add(placed)
    stroke = _parse_stroke(req.get("stroke"), starts)
    return table, prm, starts, pins, stroke


def _parse_stroke(raw: Any, starts: list[BallStart], field: str = "stroke") -> Stroke | None:
    """The request's stroke: a ``Stroke`` made in the process (checked against the limits)
    or its JSON form; its ball must be one of the balls given, at rest."""
    if raw is None:
        return None
    ids = [b.id for b in starts]
    stroke = raw.check(field) if isinstance(raw, Stroke) else Stroke.from_json(raw, field, ids)
    if stroke.ball not in ids:
        raise InputError(f"{field}.ball", f"{stroke.ball!r} is not one of the balls given")
    start = starts[ids.index(stroke.ball)]
    if start.vel != (0.0, 0.0) or start.spin != (0.0, 0.0, 0.0):
        raise InputError(f"{field}.ball", "is also given in motion")
    return stroke


# ---- entry points ----------------------------------------------------------------------


class _Shot:
    """A stroke played from a parsed position: the engine set going, the strike logged."""

    def __init__(self, table: str, prm: Params, starts: list[BallStart], pins: list[Pin],
                 stroke: Stroke | None) -> None:  # fmt: skip
        self.table, self.prm = table, prm
        self.strike: list[Event] = []
        self.struck: str | None = None
        if stroke is not None:
            struck = self.struck = stroke.ball
            hit = strike(stroke.aim_deg, stroke.speed, stroke.side, stroke.height,
                         stroke.elevation_deg, prm)  # fmt: skip
            hop = None if hit.miscue else cue_hop(hit.vel, hit.spin, stroke.elevation_deg,
                                                  stroke.aim_deg, prm)  # fmt: skip
            for b in starts:
                if b.id == struck:
                    b.vel, b.spin = hit.vel, hit.spin
                    if hop is not None:
                        b.vel, b.spin, b.vz = hop
            self.strike.append(_event(t=0.0, type=EventType.STRIKE, ball=struck, miscue=hit.miscue))
        self.geo = geometry(table)
        self.engine = Engine(self.geo, prm, starts, pins)

    def run(self, until: float = math.inf) -> SimResult:
        """To rest, or (``until``) the shot so far at that time; a later call goes on."""
        out: EngineRun = self.engine.run(until)
        return SimResult(
            table=self.table,
            params=self.prm,
            geometry=self.geo,
            events=[*self.strike, *out.events],
            segments={bid: segs for bid, segs in zip(out.ids, out.segments, strict=True)},
            pins={p.id: p for p in out.pins},
            duration=out.duration,
            struck=self.struck,
            complete=not (out.stopped_early or out.first_part),
            first_part=out.first_part,
        )


def _run(table: str, prm: Params, starts: list[BallStart], pins: list[Pin],
         stroke: Stroke | None) -> SimResult:  # fmt: skip
    return _Shot(table, prm, starts, pins, stroke).run()


def simulate_detailed(request: Any) -> SimResult:
    table, prm, starts, pins, stroke = _parse(request)
    return _run(table, prm, starts, pins, stroke)


def simulate_seeing_first(
    request: Any, until: float, seen: Callable[[SimResult], bool]
) -> SimResult | None:
    """``simulate_detailed(request)``, the same bit for bit, after handing ``seen`` the
    shot's first ``until`` seconds (incomplete, lasting ``until``; its events and each
    ball's motion up to then are the full result's; no pins): one simulation, so a
    drawing of the first part can be shown while the rest is simulated. None if ``seen``
    answers False (the rest is no longer wanted)."""
    table, prm, starts, pins, stroke = _parse(request)
    shot = _Shot(table, prm, starts, pins, stroke)
    if not seen(shot.run(until)):
        return None
    return shot.run()


# ---- batches ---------------------------------------------------------------------------


@dataclass(frozen=True)
class _Position:
    """A parsed position (no stroke), shared by every stroke of a batch."""

    table: str
    prm: Params
    starts: tuple[BallStart, ...]
    pins: tuple[Pin, ...]

    def run(self, stroke: Stroke) -> SimResult:
        starts = [BallStart(b.id, b.pos, b.vel, b.spin, b.vz) for b in self.starts]
        pins = [p.unmoved() for p in self.pins]
        return _run(self.table, self.prm, starts, pins, stroke)


def parse_position(position: Any) -> _Position:
    """Validate a position once (a ``simulate`` request without its ``stroke``)."""
    if isinstance(position, Mapping) and "stroke" in position:
        position = {k: v for k, v in position.items() if k != "stroke"}
    table, prm, starts, pins, _ = _parse(position)
    return _Position(table, prm, tuple(starts), tuple(pins))


def _parse_strokes(pos: _Position, strokes: Any) -> list[Stroke]:
    out = []
    for k, raw in enumerate(strokes):
        parsed = _parse_stroke(raw, list(pos.starts), f"strokes[{k}]")
        if parsed is None:
            raise InputError(f"strokes[{k}]", "must be an object")
        out.append(parsed)
    return out


def simulate_batch_local(position: Any, strokes: Any) -> list[SimResult]:
    """``simulate_batch`` in this process (no pool)."""
    pos = parse_position(position)
    return [pos.run(s) for s in _parse_strokes(pos, strokes)]


def simulate(request: Any, trajectory_hz: float | None = None) -> dict[str, Any]:
    """contract.md's ``simulate``: request dict in, result dict out.

    A trajectory is refused when it would need more than ``MAX_TRAJECTORY_SAMPLES`` sample
    times (a very long shot at a high rate): its size is known before a sample is taken.
    """
    if trajectory_hz is not None:
        trajectory_hz = _number(trajectory_hz, "trajectory", 1.0, MAX_HZ)
    result = simulate_detailed(request)
    if trajectory_hz is not None:
        samples = result.duration * trajectory_hz
        if not samples <= MAX_TRAJECTORY_SAMPLES:
            raise InputError(
                "trajectory",
                f"this shot lasts {result.duration:.0f} s: {trajectory_hz:g} samples a second "
                f"would need more than {MAX_TRAJECTORY_SAMPLES} samples; ask for fewer",
            )
    return result.to_json(trajectory_hz)
