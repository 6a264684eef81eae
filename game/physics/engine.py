"""The event loop: from the initial state to rest, one exact event at a time.

Between events every ball follows its closed-form ``Segment`` (motion.py). The next event
is the earliest of: a ball's own transition (slide→roll, roll→spin/stop, spin→stop), a
ball–ball contact, a ball–cushion or jaw contact, a ball–pin touch, a pocket drop, or a
pin reached by a falling pin. Contact times are exact roots of the gap polynomials
(roots.py) for candidates from the broad phase (world.py); each contact is resolved
at that time with the normal from the centres at that time. Predictions are cached per
ball and per pair and recomputed only for the balls an event changed.

Contacts never add energy: each is its collision law's impulse and nothing more. A pair
pressed together by sliding friction (which would otherwise bounce ever faster, an
inelastic collapse) is set apart by micrometres instead of being given a separation speed;
contacts too slow to move anything visibly, and a pressed contact that continues, log no
event (``EVENT_SPEED``, ``HOLD_SPEED``), so the rules never count a cushion that a ball
rolling along a rail merely grazes.

Ties are broken by a fixed key (time, kind rank, object order), never by dict or set
order, so the result is the same bit for bit in every process.
"""

from __future__ import annotations

import dataclasses
import heapq
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.events import Event, EventType
from game.physics import airborne, collide_ball, collide_cushion, table_geometry
from game.physics.airborne import AIRBORNE, OFF_TABLE, Flight
from game.physics.motion import (
    FALLING,
    POCKETED,
    ROLLING,
    SLIDING,
    Segment,
    falling_segment,
    make_segment,
    next_segment,
    pocketed_segment,
)
from game.physics.params import Params
from game.physics.pins import (
    E_PIN,
    FALL_STAGES,
    KNOCK_SPEED,
    PIN_FRICTION,
    PUSH_TIME,
    Pin,
    Slide,
    exchange,
    lying_share,
    reached,
)
from game.physics.roots import Poly, first_entry
from game.physics.table_geometry import Circle, Geometry, Line, Pocket
from game.physics.world import PIN_ORDER, World

_OUT = (POCKETED, OFF_TABLE)  # states of a ball out of play
# Segment.moving by state (a Flight is AIRBORNE and always moving), for the hot paths.
_heappush = heapq.heappush
_hypot = math.hypot
_MOVING = frozenset((SLIDING, ROLLING, FALLING, AIRBORNE))
# States whose position is Segment.pos's quadratic (written out in the hot paths).
_QUADRATIC = frozenset((SLIDING, ROLLING, FALLING))
RANK_TRANSITION, RANK_POCKET, RANK_BALL, RANK_CUSHION, RANK_PIN, RANK_FALL, RANK_PIN_PIN = range(7)
# Overlap (m) still counted as touching at the start of a prediction: round-off after a
# resolved contact and the input's own tolerance are far below it.
TOUCH = 1e-7
# A ball pressed into a cushion or another ball by its own sliding friction (massé spin,
# a cluster frozen to a rail) bounces ever more often: an inelastic collapse. Such a pair
# is "pressed": after the contact's own impulse (which never adds energy) it would touch
# again within CHATTER_TIME. We then move the pair apart by the micrometres that keep it
# apart that long (a position correction: no speed is added, no energy is gained), so a
# sustained contact costs one event every CHATTER_TIME at most.
CHATTER_TIME = 0.002
# A contact slower than this is resolved but not logged: its impulse moves nothing by more
# than a few micrometres (a 1 mm/s ball rolls 4 µm), so no referee could see it, and a ball
# rolling along a rail (approach speed from round-off, ~1e-14 m/s) is no cushion contact.
EVENT_SPEED = 1e-3
# A pressed pair touching again this soon and this slowly is the same contact continuing
# (the cloth presses at most 2·μs·g·CHATTER_TIME ≈ 8 mm/s into it), not a new one.
HOLD_TIME = 10 * CHATTER_TIME
HOLD_SPEED = 0.01
MAX_EVENTS = 20000  # a safety net only: a shot that never ends is stopped where it is

GAP_MAX = 2e-5  # the most a pressed pair is set apart, m (μs·g·CHATTER_TIME²/2 ≈ 4 µm)

Key = tuple[float, int, int, int]
# A queue entry (key, seq, kind, obj, slot) or a timer (key, kind, pin, data). Typed as a
# tuple of any length on purpose: the loop tells a current entry from a stale one by
# identity, and compiled with mypyc a fixed-length tuple would be boxed anew wherever it
# is stored, so no two copies of it would be the same object.
_Entry = tuple[Any, ...]
Vec3 = tuple[float, float, float]


@dataclass
class BallStart:
    id: str
    pos: tuple[float, float]
    vel: tuple[float, float]
    spin: Vec3
    vz: float = 0.0  # up off the slate (a jumped ball, airborne.cue_hop)


@dataclass
class EngineRun:
    """What one run of the engine produced, by ball index: each ball's segments, the event
    log, the pins as they ended, the pocketed balls, the duration."""

    ids: list[str]
    segments: list[list[Segment]]
    events: list[Event]
    pins: list[Pin]
    pocketed: dict[str, tuple[float, str]]  # ball -> (time, pocket)
    duration: float
    stopped_early: bool
    first_part: bool = False  # the shot up to a time only (``run(until)``), the rest to come


def _event_factory() -> Callable[..., Event]:
    """Event(**fields), made the way unpickling makes one: the frozen dataclass's own
    __init__ sets its eleven fields one object.__setattr__ at a time, a few microseconds
    per event. Falls back to the constructor if Event ever checks its fields after init or
    has a field without a plain default (other than t and type)."""
    fields = dataclasses.fields(Event)
    defaults = {f.name: f.default for f in fields}
    plain = all(
        f.default is not dataclasses.MISSING or f.name in ("t", "type") for f in fields
    ) and not hasattr(Event, "__post_init__")
    if not plain:
        return Event
    new = object.__new__
    set_dict = object.__setattr__

    def make(**values: Any) -> Event:
        state = dict(defaults)
        state.update(values)
        event: Event = new(Event)
        set_dict(event, "__dict__", state)
        return event

    return make


_event = _event_factory()


def _acc_n(seg: Segment, nx: float, ny: float) -> float:
    """A segment's acceleration along n (zero for a ball at rest)."""
    if seg.state not in _MOVING:
        return 0.0
    return seg.ax * nx + seg.ay * ny


def _sweep_box(seg: Segment, t: float) -> tuple[float, float, float, float]:
    """Box holding the ball's centre from ``t`` to the end of its segment."""
    st = seg.state
    if st != SLIDING and st != ROLLING and st != FALLING:
        if st not in _MOVING:
            x0, y0 = seg.pos(t)
            return (x0, y0, x0, y0)
        return _sweep_box_any(seg, t)
    # Segment.pos and .vel of a ball on the cloth or over a hole written out (the same
    # operations, so the same bits).
    px, py, vx, vy, ax, ay, t0 = seg.px, seg.py, seg.vx, seg.vy, seg.ax, seg.ay, seg.t0
    tau = t - t0
    x0 = px + (vx + 0.5 * ax * tau) * tau
    y0 = py + (vy + 0.5 * ay * tau) * tau
    tau = seg.t1 - t0
    x1 = px + (vx + 0.5 * ax * tau) * tau
    y1 = py + (vy + 0.5 * ay * tau) * tau
    lx, hx = (x0, x1) if x0 <= x1 else (x1, x0)
    ly, hy = (y0, y1) if y0 <= y1 else (y1, y0)
    span = seg.t1 - t
    if ax != 0.0 or ay != 0.0:
        tau = t - t0
        if ax != 0.0:
            tv = -(vx + ax * tau) / ax
            if 0.0 < tv < span:
                tau2 = t + tv - t0
                x = px + (vx + 0.5 * ax * tau2) * tau2
                if x < lx:
                    lx = x
                elif x > hx:
                    hx = x
        if ay != 0.0:
            tv = -(vy + ay * tau) / ay
            if 0.0 < tv < span:
                tau2 = t + tv - t0
                y = py + (vy + 0.5 * ay * tau2) * tau2
                if y < ly:
                    ly = y
                elif y > hy:
                    hy = y
    return (lx, ly, hx, hy)


def _sweep_box_any(seg: Segment, t: float) -> tuple[float, float, float, float]:
    """_sweep_box through the segment's own methods (any motion whose path is quadratic)."""
    x0, y0 = seg.pos(t)
    x1, y1 = seg.pos(seg.t1)
    lx, hx = (x0, x1) if x0 <= x1 else (x1, x0)
    ly, hy = (y0, y1) if y0 <= y1 else (y1, y0)
    span = seg.t1 - t
    ax, ay = seg.ax, seg.ay
    if ax != 0.0 or ay != 0.0:
        vx, vy = seg.vel(t)
        if ax != 0.0:
            tv = -vx / ax
            if 0.0 < tv < span:
                x = seg.pos(t + tv)[0]
                if x < lx:
                    lx = x
                elif x > hx:
                    hx = x
        if ay != 0.0:
            tv = -vy / ay
            if 0.0 < tv < span:
                y = seg.pos(t + tv)[1]
                if y < ly:
                    ly = y
                elif y > hy:
                    hy = y
    return (lx, ly, hx, hy)


def _circle_poly(
    dx: float, dy: float, vx: float, vy: float, ax: float, ay: float, rho: float
) -> Poly:
    """|d + v τ + a τ²/2|² − ρ² as quartic coefficients."""
    return (
        0.25 * (ax * ax + ay * ay),
        ax * vx + ay * vy,
        vx * vx + vy * vy + ax * dx + ay * dy,
        2.0 * (vx * dx + vy * dy),
        dx * dx + dy * dy - rho * rho,
    )


def _origin_gap(ax: float, ay: float, bx: float, by: float) -> float:
    """Distance from the origin to the segment a–b."""
    ux, uy = bx - ax, by - ay
    uu = ux * ux + uy * uy
    k = 0.0 if uu == 0.0 else -(ax * ux + ay * uy) / uu
    if k <= 0.0:
        return math.hypot(ax, ay)
    if k >= 1.0:
        return math.hypot(bx, by)
    return math.hypot(ax + k * ux, ay + k * uy)


def _misses(dx: float, dy: float, vx: float, vy: float, ax: float, ay: float, rho: float,
            horizon: float, split: int = 3) -> bool:  # fmt: skip
    """True if the point d + v·τ + a·τ²/2 provably stays farther than ``rho`` from the origin
    for τ in [0, horizon] (by a margin far above round-off), so no exact root need be
    sought: a bound on the distance it can travel, then the path's own extent (the segment
    it runs along if straight, the box round it if curved). False means "maybe"."""
    dist = math.hypot(dx, dy)
    if dist - rho <= 1e-7:
        return False  # touching (or nearly) now: nothing to prove
    speed = math.hypot(vx, vy)
    acc = math.hypot(ax, ay)
    h = horizon
    travel = (speed + 0.5 * acc * h) * h
    margin = 1e-9 * (dist + travel + acc * h * h) + 1e-9
    if dist - rho > travel + margin:
        return True
    if speed == 0.0:
        return False
    cross = abs(vx * ay - vy * ax)
    if cross <= 1e-9 * speed * acc:
        # Straight (to round-off): along the segment to where it turns, and back.
        bend = 0.5 * cross / speed * h * h  # the most a tiny cross acceleration bends it
        va = vx * ax + vy * ay  # _stop_time written out
        stop = h
        if va < 0.0:
            turn = -(vx * vx + vy * vy) / va
            if turn < h:
                stop = turn
        ex = dx + (vx + 0.5 * ax * stop) * stop
        ey = dy + (vy + 0.5 * ay * stop) * stop
        # _origin_gap(dx, dy, ex, ey) written out
        ux, uy = ex - dx, ey - dy
        uu = ux * ux + uy * uy
        k = 0.0 if uu == 0.0 else -(dx * ux + dy * uy) / uu
        if k <= 0.0:
            far = math.hypot(dx, dy)
        elif k >= 1.0:
            far = math.hypot(ex, ey)
        else:
            far = math.hypot(dx + k * ux, dy + k * uy)
        if stop < h:
            fx = dx + (vx + 0.5 * ax * h) * h
            fy = dy + (vy + 0.5 * ay * h) * h
            far = min(far, _origin_gap(ex, ey, fx, fy))
        return far - rho > bend + margin
    # Curved: within |a|·h²/8 of its chord (d(τ) − chord = a·τ(τ − h)/2), and inside the
    # box round it (its ends and where a velocity component turns).
    fx = dx + (vx + 0.5 * ax * h) * h
    fy = dy + (vy + 0.5 * ay * h) * h
    # _origin_gap(dx, dy, fx, fy) written out
    ux, uy = fx - dx, fy - dy
    uu = ux * ux + uy * uy
    k = 0.0 if uu == 0.0 else -(dx * ux + dy * uy) / uu
    if k <= 0.0:
        chord = math.hypot(dx, dy)
    elif k >= 1.0:
        chord = math.hypot(fx, fy)
    else:
        chord = math.hypot(dx + k * ux, dy + k * uy)
    if chord - rho > 0.125 * acc * h * h + margin:
        return True
    # The same bounds as min and max, without the calls (only compared below).
    lx, hx = (dx, fx) if dx <= fx else (fx, dx)
    ly, hy = (dy, fy) if dy <= fy else (fy, dy)
    if ax != 0.0 and 0.0 < -vx / ax < h:
        tv = -vx / ax
        x = dx + (vx + 0.5 * ax * tv) * tv
        if x < lx:
            lx = x
        elif x > hx:
            hx = x
    if ay != 0.0 and 0.0 < -vy / ay < h:
        tv = -vy / ay
        y = dy + (vy + 0.5 * ay * tv) * tv
        if y < ly:
            ly = y
        elif y > hy:
            hy = y
    far = lx if lx > -hx else -hx
    if ly > far:
        far = ly
    if -hy > far:
        far = -hy
    if far - rho > margin:
        return True
    if split <= 0 or chord < rho:
        return False
    # Each half is closer to its chord.
    half = 0.5 * h
    if not _misses(dx, dy, vx, vy, ax, ay, rho, half, split - 1):
        return False
    return _misses(dx + (vx + 0.5 * ax * half) * half, dy + (vy + 0.5 * ay * half) * half,
                   vx + ax * half, vy + ay * half, ax, ay, rho, h - half, split - 1)  # fmt: skip


def _quad_clear(qa: float, qb: float, qc: float, horizon: float, touch: float) -> bool:
    """True if ``first_entry((qa, qb, qc), horizon, touch)`` is certainly None: the gap
    stays clear of zero by more than round-off, or moves off (qb > 0) and is not back
    within the horizon, or stays below zero (behind a line) throughout."""
    h = horizon
    scale = abs(qc) + (abs(qb) + abs(qa) * h) * h
    m = 1e-9 * scale + 1e-12
    g_h = qc + (qb + qa * h) * h
    tv = -qb / (2.0 * qa) if qa != 0.0 else -1.0
    inside = 0.0 < tv < h
    g_v = qc + (qb + qa * tv) * tv if inside else qc
    low = min(qc, g_h, g_v) if qa > 0.0 and inside else min(qc, g_h)
    if low > m:
        return True
    if qb > 0.0 and (qa >= 0.0 or g_h > m):
        return True
    if qc < -touch:
        high = max(qc, g_h, g_v) if qa < 0.0 and inside else max(qc, g_h)
        if high < -m:
            return True
    return False


def _first_quadratic_root(a: float, b: float, c: float, horizon: float) -> float | None:
    """The smallest root of a·τ² + b·τ + c in (0, horizon), closed form (c > 0), or None.
    Only an estimate for a cheap test: where it is used, the signs just before and after it
    prove the first crossing lies within 1e-7 relative of it (a convex gap positive before
    and negative after it has not crossed earlier; a concave or linear one crosses once)."""
    if a == 0.0:
        if b >= 0.0:
            return None
        x = -c / b
        return x if 0.0 < x < horizon else None
    disc = b * b - 4.0 * a * c
    if disc <= 0.0:
        return None
    sq = math.sqrt(disc)
    q = -0.5 * (b + math.copysign(sq, b))
    if q == 0.0:
        return None
    best = None
    for x in (q / a, c / q):
        if 0.0 < x < horizon and (best is None or x < best):
            best = x
    return best


# Pin.body of a pin of a size (height, radius, ball radius): standing, then after each
# fall step; the same values Pin.body gives.
_BODIES: dict[tuple[float, float, float], list[tuple[float, float]]] = {}


def _pin_bodies(pin: Pin, R: float) -> list[tuple[float, float]]:
    key = (pin.height, pin.radius, R)
    found = _BODIES.get(key)
    if found is None:
        if len(_BODIES) >= 64:
            _BODIES.clear()
        found = _BODIES[key] = [pin._body(R, k) for k in range(-1, FALL_STAGES + 1)]
    return found


def _capsule_entry(dx: float, dy: float, vx: float, vy: float, ax: float, ay: float,
                   ex: float, ey: float, length: float, rho: float,
                   horizon: float) -> float | None:  # fmt: skip
    """When the point d + v·τ + a·τ²/2 first comes within ``rho`` of the segment from the
    origin along unit e, ``length`` long (a point if 0), or None."""
    best: float | None = None
    for end in (0.0, length) if length > 0.0 else (0.0,):
        cx, cy = dx - ex * end, dy - ey * end
        if _misses(cx, cy, vx, vy, ax, ay, rho, horizon):
            continue
        tau = first_entry(_circle_poly(cx, cy, vx, vy, ax, ay, rho), horizon, 2.0 * rho * TOUCH)
        if tau is not None and (best is None or tau < best):
            best = tau
    if length > 0.0:
        for side in (1.0, -1.0):
            nx, ny = -ey * side, ex * side
            qa, qb, qc = 0.5 * (nx * ax + ny * ay), nx * vx + ny * vy, nx * dx + ny * dy - rho
            if _quad_clear(qa, qb, qc, horizon, TOUCH):
                continue
            tau = first_entry((qa, qb, qc), horizon, TOUCH)
            if tau is None or (best is not None and tau >= best):
                continue
            u = ex * (dx + (vx + 0.5 * ax * tau) * tau) + ey * (dy + (vy + 0.5 * ay * tau) * tau)
            if 0.0 <= u <= length:
                best = tau
    return best


def _nearest_points(ax: float, ay: float, ux: float, uy: float, la: float, bx: float,
                    by: float, vx: float, vy: float,
                    lb: float) -> tuple[tuple[float, float], tuple[float, float]]:  # fmt: skip
    """The nearest points of the segments a + u·s (0 ≤ s ≤ la) and b + v·r (0 ≤ r ≤ lb),
    u and v unit (or anything, with a length of 0)."""
    wx, wy = ax - bx, ay - by
    uv = ux * vx + uy * vy
    uw = ux * wx + uy * wy
    vw = vx * wx + vy * wy
    den = 1.0 - uv * uv
    s = min(max((uv * vw - uw) / den, 0.0), la) if la > 0.0 and den > 1e-12 else 0.0
    r = min(max(vw + uv * s, 0.0), lb)
    s = min(max(uv * r - uw, 0.0), la)
    return (ax + ux * s, ay + uy * s), (bx + vx * r, by + vy * r)


def _pressed_gap(out: float, press: float) -> float:
    """How far to set apart a pair separating at ``out`` while its accelerations close it at
    ``press`` (both along the normal), so it stays apart CHATTER_TIME; 0 if it already does."""
    if press <= 0.0 or out >= 0.5 * press * CHATTER_TIME:
        return 0.0
    T = CHATTER_TIME
    return min(GAP_MAX, 0.5 * press * T * T - max(out, 0.0) * T)


def _stop_time(vx: float, vy: float, ax: float, ay: float) -> float:
    """When a straight motion v + a·τ (a against v) turns, or infinity if it never does."""
    va = vx * ax + vy * ay
    if va >= 0.0:
        return math.inf
    return -(vx * vx + vy * vy) / va


def _segment_gap(p0: tuple[float, float], p1: tuple[float, float], q: tuple[float, float]) -> float:
    """Distance between the segments p0–p1 and 0–q (relative coordinates)."""

    def point_seg(px: float, py: float, ax: float, ay: float, bx: float, by: float) -> float:
        ux, uy = bx - ax, by - ay
        uu = ux * ux + uy * uy
        k = 0.0 if uu == 0.0 else min(max(((px - ax) * ux + (py - ay) * uy) / uu, 0.0), 1.0)
        return math.hypot(px - ax - k * ux, py - ay - k * uy)

    (ax, ay), (bx, by), (qx, qy) = p0, p1, q
    # Crossing segments are at distance 0.
    d1 = (bx - ax) * (0.0 - ay) - (by - ay) * (0.0 - ax)
    d2 = (bx - ax) * (qy - ay) - (by - ay) * (qx - ax)
    d3 = qx * ay - qy * ax
    d4 = qx * by - qy * bx
    if d1 * d2 < 0.0 and d3 * d4 < 0.0:
        return 0.0
    return min(point_seg(ax, ay, 0.0, 0.0, qx, qy), point_seg(bx, by, 0.0, 0.0, qx, qy),
               point_seg(0.0, 0.0, ax, ay, bx, by), point_seg(qx, qy, ax, ay, bx, by))  # fmt: skip


class Engine:
    def __init__(self, geo: Geometry, prm: Params, balls: list[BallStart], pins: list[Pin]):
        self.geo = geo
        self.prm = prm
        self.ids = [b.id for b in balls]
        self.pins = pins
        self.n = len(balls)
        self.dc = prm.contact_distance
        self.catch_drop = table_geometry.CATCH_DROP * prm.R
        self.over: dict[int, Pocket] = {}  # falling balls and the hole they are over
        # (ball, pin index): a ball rolling over a pin lying (or falling) under it.
        self.riding: set[tuple[int, int]] = set()
        # pin index -> (ball, left): a ball tipping a standing pin over by pushing into
        # it; it falls once the ball is ``left`` deeper than touching, rocks back upright
        # if the ball passes by.
        self.tipping: dict[int, tuple[int, float]] = {}
        self._quiet = -1  # a ball _pins_changed leaves to the caller to predict
        self._slide_ball = -1  # the resting ball that cut the last slide short (_slide)
        self._slide_edge = -1  # or the axis (0 x, 1 y) of the cushion that did
        # Pins with momentum (physics.md "Pins"): a knocked pin slides off with what the
        # ball gave it, and pins meet pins; their pairs' contacts are queue slots from
        # _pin_pair_base on.
        self.momentum = prm.pin_model == "momentum"
        self._pin_span = 1 + max((p.index for p in pins), default=0)
        self._pin_pair_base = (3 + self.n) * self.n
        self._pin_pair_quiet: dict[int, float] = {}  # pair slot -> when last resolved
        self.world = World(geo, pins, self.n, prm.R)
        self._group_of = self.world.static.group_of
        # Pin.body per pin: standing, then after each fall step (it is asked for at every
        # prediction; the same values Pin.body gives).
        self._bodies: dict[int, list[tuple[float, float]]] = {}
        # The event queue: a heap of (key, seq, kind, obj, slot) with lazy invalidation;
        # each slot (a ball's transition, its static and pin predictions, a pair, a timer)
        # has one current entry in ``_cur`` and older heap entries of it are skipped. Keys
        # are unique (timers, the only kind that could tie, tie in the order they were
        # set, as the old full scan did), so the order is exactly the old scan's.
        self._heap: list[_Entry] = []
        self._cur: dict[int, _Entry] = {}
        self._seq = 0
        self._timer_slot: dict[int, int] = {}
        self.segs = [
            make_segment(0.0, b.pos, b.vel, b.spin, prm)
            if b.vz == 0.0
            else airborne.flight(0.0, b.pos, b.vel, b.spin, 0.0, b.vz, prm)
            for b in balls
        ]
        for i, seg in enumerate(self.segs):
            self._post_transition(i, seg)
        self.history: list[list[Segment]] = [[s] for s in self.segs]
        self.events: list[Event] = []
        self.pocketed: dict[str, tuple[float, str]] = {}
        self.static: list[tuple[Key, str, object] | None] = [None] * self.n
        self.pinpred: list[tuple[Key, str, object] | None] = [None] * self.n
        self.pin_keys: list[dict[int, tuple[Key, str, object]]] = [{} for _ in range(self.n)]
        # Pin clocks: ("fall", pin, (by, dx, dy)) a pin reached by a falling one,
        # ("stage", pin, (k,)) a falling pin's next step, ("stop", pin, ()) a slide's end.
        self.timers: list[_Entry] = []  # (key, kind, pin, data)
        self.now = 0.0
        self._count = 0  # events handled (the safety net's count, across ``run`` calls)
        self._ended: EngineRun | None = None  # the shot at rest, once run to the end
        # Pressed contacts (see CHATTER_TIME): ("ball", i, j), ("cushion", i, key) or
        # ("pin", i, index) -> when they were last set apart.
        self.held: dict[tuple[str, int, int], float] = {}
        for i in range(self.n):
            self.world.set_sweep(i, _sweep_box(self.segs[i], 0.0))
        for i in range(self.n):
            self._predict_static(i)
        for i in range(self.n):
            for j in range(i + 1, self.n):
                self._predict_pair(i, j)

    # ---- predictions -------------------------------------------------------------------

    def _predict_static(self, i: int, cands: list[tuple[int, str, Any]] | None = None) -> None:
        """Ball i's next cushion, jaw or pocket event (and its pin touches); ``cands``: the
        broad phase's candidates for its sweep (asked if None)."""
        seg = self.segs[i]
        st = seg.state
        if st not in _MOVING:
            self._set_static(i, None)
            self._set_pinpred(i, None)
            self.pin_keys[i].clear()
            return
        now = self.now
        horizon = seg.t1 - now
        ax, ay = seg.ax, seg.ay
        if st in _QUADRATIC:
            # Segment.pos and .vel written out (the same operations, the same bits).
            dt = now - seg.t0
            svx, svy = seg.vx, seg.vy
            px = seg.px + (svx + 0.5 * ax * dt) * dt
            py = seg.py + (svy + 0.5 * ay * dt) * dt
            vx, vy = svx + ax * dt, svy + ay * dt
        else:
            px, py = seg.pos(now)
            vx, vy = seg.vel(now)
        best: tuple[Key, str, object] | None = None
        over = self.over.get(i)
        pins: list[tuple[int, Pin]] = []
        if cands is None:
            cands = self.world.candidates(_sweep_box(seg, now))
        # A pocket's parts (points, facings, drop circle) are first looked at together: a
        # path that provably stays clear of a circle round all of them (plus the contact
        # distance) meets none of them, and their own tests are skipped. A ball over the
        # hole is inside its circle, so that group is never skipped.
        group_of = self._group_of
        dc = self.dc
        clear: dict[int, bool] = {}
        for order, kind, obj in cands:
            if kind == "ball":
                continue
            if over is not None and (kind == "pin" or (kind == "pocket" and obj is not over)):
                continue  # over a hole: pins stand on the slate, other holes are far
            group = group_of.get(order)
            if group is not None:
                gk, gx, gy, gr = group
                skip = clear.get(gk)
                if skip is None:
                    skip = clear[gk] = _misses(px - gx, py - gy, vx, vy, ax, ay, gr + dc, horizon)
                if skip:
                    continue
            if kind == "line":
                tau = self._line_entry(obj, px, py, vx, vy, ax, ay, horizon)
                rank = RANK_CUSHION
            else:
                if kind == "circle":
                    rho = dc + obj.r
                    rank = RANK_CUSHION
                    cx, cy = obj.cx, obj.cy
                elif kind == "pocket":
                    rho = obj.r
                    rank = RANK_POCKET
                    cx, cy = obj.cx, obj.cy
                else:
                    pins.append((order, obj))
                    continue
                if (over is None or kind != "pocket") and _misses(
                    px - cx, py - cy, vx, vy, ax, ay, rho, horizon
                ):
                    continue
                poly = _circle_poly(px - cx, py - cy, vx, vy, ax, ay, rho)
                if over is not None and kind == "pocket":
                    # Leaving the hole: the gap to its edge turns from negative to positive.
                    poly = tuple(-c for c in poly)
                    kind = "hole_exit"
                tau = first_entry(poly, horizon, 2.0 * rho * TOUCH)
            if tau is None:
                continue
            key = (now + tau, rank, order, i)
            if best is None or key < best[0]:
                best = (key, kind, obj)
        self._set_static(i, best)
        self._predict_pins(i, pins)

    def _predict_pins(self, i: int, pins: list[tuple[int, Pin]] | None = None,
                      only: Pin | None = None) -> None:  # fmt: skip
        """Ball i's next touch of a pin (or the end of its push on one), kept per pin and
        apart from the rest, so that a pin's own change re-predicts only that pin for the
        balls near it (``only``). ``pins``: the broad phase's candidates (asked if None)."""
        seg = self.segs[i]
        cache = self.pin_keys[i]
        if only is None:
            cache.clear()
            if not pins and pins is not None:
                self._set_pinpred(i, None)
                return
        else:
            cache.pop(only.index, None)
        st = seg.state
        if st in _MOVING and i not in self.over:
            now = self.now
            if only is not None:
                pins = [(PIN_ORDER + only.index, only)]
            elif pins is None:
                box = _sweep_box(seg, now)
                pins = [(o, obj) for o, kind, obj in self.world.candidates(box) if kind == "pin"]
            horizon = seg.t1 - now
            ax, ay = seg.ax, seg.ay
            if st in _QUADRATIC:
                # Segment.pos and .vel written out (the same operations, the same bits).
                dt = now - seg.t0
                svx, svy = seg.vx, seg.vy
                px = seg.px + (svx + 0.5 * ax * dt) * dt
                py = seg.py + (svy + 0.5 * ay * dt) * dt
                vx, vy = svx + ax * dt, svy + ay * dt
            else:
                px, py = seg.pos(now)
                vx, vy = seg.vel(now)
            # With no ball riding or pushing a pin, _pin_next is _pin_entry and its key.
            plain = not self.riding and not self.tipping
            for order, pin in pins:
                if plain:
                    tau = self._pin_entry(pin, px, py, vx, vy, ax, ay, horizon)
                    if tau is not None:
                        cache[pin.index] = ((now + tau, RANK_PIN, order, i), "pin", pin)
                    continue
                found = self._pin_next(i, pin, order, px, py, vx, vy, ax, ay, horizon)
                if found is not None:
                    cache[pin.index] = found
        # The earliest (keys are unique, so the first item decides).
        first: tuple[Key, str, object] | None = None
        for pred in cache.values():
            if first is None or pred[0] < first[0]:
                first = pred
        self._set_pinpred(i, first)

    def _pin_next(self, i: int, pin: Pin, order: int, px: float, py: float, vx: float,
                  vy: float, ax: float, ay: float,
                  horizon: float) -> tuple[Key, str, object] | None:  # fmt: skip
        if (i, pin.index) in self.riding:
            return None
        now = self.now
        best: tuple[Key, str, object] | None = None
        tip = self.tipping.get(pin.index)
        if tip is not None and tip[0] == i:
            # Pushing it over: is the ball deep enough first, or past it?
            bx, by = pin.pos(now)
            reach = pin.contact_distance(self.prm.R)
            for rho, what, sign in ((reach - tip[1], "tip", 1.0), (reach, "untip", -1.0)):
                poly = _circle_poly(px - bx, py - by, vx, vy, ax, ay, rho)
                tau = first_entry(tuple(sign * c for c in poly), horizon, 0.0)
                if tau is not None:
                    key = (now + tau, RANK_PIN, order, i)
                    if best is None or key < best[0]:
                        best = (key, what, pin)
            return best
        tau = self._pin_entry(pin, px, py, vx, vy, ax, ay, horizon)
        if tau is None:
            return None
        return ((now + tau, RANK_PIN, order, i), "pin", pin)

    def _line_entry(self, line: Line, px: float, py: float, vx: float, vy: float,
                    ax: float, ay: float, horizon: float) -> float | None:  # fmt: skip
        nx, ny = line.nx, line.ny
        dx, dy = px - line.ax, py - line.ay
        qa, qb, qc = 0.5 * (nx * ax + ny * ay), nx * vx + ny * vy, nx * dx + ny * dy - self.dc
        # The gap's least value over the horizon (its ends and its vertex): clear of the
        # line by more than round-off means no contact, without the exact root.
        g_h = qc + (qb + qa * horizon) * horizon
        low = qc if qc <= g_h else g_h
        if qa > 0.0 and 0.0 < -qb / (2.0 * qa) < horizon:
            tv = -qb / (2.0 * qa)
            g_v = qc + (qb + qa * tv) * tv
            if g_v < low:
                low = g_v
        # abs() written out (only a zero's sign can differ, which no sum here shows)
        scale = (qc if qc >= 0.0 else -qc) + (
            (qb if qb >= 0.0 else -qb) + (qa if qa >= 0.0 else -qa) * horizon
        ) * horizon
        if low > 1e-9 * scale + 1e-12:
            return None
        if qb > 0.0 and (qa >= 0.0 or g_h > 1e-9 * scale + 1e-12):
            # Moving off the line (a bounce just resolved, or behind its extension) and
            # not back over it within the horizon: the gap's least value after now is at
            # the horizon's end (convex: it only grows), so no entry from outside.
            return None
        if qc < -TOUCH:
            # Behind the line's extension: only a crossing back from outside could count.
            high = max(qc, qc + (qb + qa * horizon) * horizon)
            if qa < 0.0 and 0.0 < -qb / (2.0 * qa) < horizon:
                tv = -qb / (2.0 * qa)
                high = max(high, qc + (qb + qa * tv) * tv)
            if high < -(1e-9 * scale + 1e-12):
                return None
        if qc > TOUCH and low < 0.0:
            # A clean crossing from outside: the closed-form root tells where along the
            # line it happens; far off the segment means no contact, without the exact
            # root (which is only sought, for its exact bits, when it may count).
            r = _first_quadratic_root(qa, qb, qc, horizon)
            if r is not None:
                d = 1e-7 * (1.0 + r)
                lo, hi = r - d, r + d
                if lo > 0.0 and hi < horizon:
                    g_lo = qc + (qb + qa * lo) * lo
                    g_hi = qc + (qb + qa * hi) * hi
                    tiny = 1e-12 * scale
                    if g_lo > tiny and g_hi < -tiny:
                        # The first entry lies in [lo, hi] (see _first_quadratic_root).
                        tx, ty = line.tx, line.ty
                        u = tx * (dx + (vx + 0.5 * ax * r) * r)
                        u += ty * (dy + (vy + 0.5 * ay * r) * r)
                        du = abs(tx * vx + ty * vy) + abs(tx * ax + ty * ay) * hi
                        m = du * d + 1e-9
                        if u < -m or u > line.length + m:
                            return None
        poly = (qa, qb, qc)
        tau = first_entry(poly, horizon, TOUCH)
        if tau is None:
            return None
        u = line.tx * (dx + (vx + 0.5 * ax * tau) * tau) + line.ty * (
            dy + (vy + 0.5 * ay * tau) * tau
        )
        if 0.0 <= u <= line.length:
            return tau
        return None

    def _predict_pair(self, i: int, j: int) -> None:
        si, sj = self.segs[i], self.segs[j]
        self._set_pair(i, j, None)
        sti, stj = si.state, sj.state
        if sti in _OUT or stj in _OUT:
            return
        mi, mj = sti in _MOVING, stj in _MOVING
        if not mi and not mj:
            return
        now = self.now
        horizon = min(si.t1, sj.t1) - now
        # Segment.pos and .vel written out where they are quadratic (the same operations).
        if sti in _QUADRATIC:
            dt = now - si.t0
            svx, svy, sax, say = si.vx, si.vy, si.ax, si.ay
            pix = si.px + (svx + 0.5 * sax * dt) * dt
            piy = si.py + (svy + 0.5 * say * dt) * dt
            vix, viy = svx + sax * dt, svy + say * dt
        else:
            pix, piy = si.pos(now)
            vix, viy = si.vel(now)
        if stj in _QUADRATIC:
            dt = now - sj.t0
            svx, svy, sax, say = sj.vx, sj.vy, sj.ax, sj.ay
            pjx = sj.px + (svx + 0.5 * sax * dt) * dt
            pjy = sj.py + (svy + 0.5 * say * dt) * dt
            vjx, vjy = svx + sax * dt, svy + say * dt
        else:
            pjx, pjy = sj.pos(now)
            vjx, vjy = sj.vel(now)
        aix, aiy = (si.ax, si.ay) if mi else (0.0, 0.0)
        ajx, ajy = (sj.ax, sj.ay) if mj else (0.0, 0.0)
        d = 2.0 * self.prm.R
        if _misses(pjx - pix, pjy - piy, vjx - vix, vjy - viy, ajx - aix, ajy - aiy, d,
                   horizon):  # fmt: skip
            return
        poly = _circle_poly(pjx - pix, pjy - piy, vjx - vix, vjy - viy,
                            ajx - aix, ajy - aiy, d)  # fmt: skip
        if si.state == AIRBORNE or sj.state == AIRBORNE:
            poly = self._with_heights(poly, si, sj, now)
        tau = first_entry(poly, horizon, 2.0 * d * TOUCH)
        if tau is not None:
            self._set_pair(i, j, (now + tau, RANK_BALL, i, j))

    def _changed(self, i: int) -> None:
        """Ball i got a new segment at ``now``: refresh what depends on it."""
        seg = self.segs[i]
        if self.riding:
            self._off_pins(i)
        if self.tipping:
            self._stop_pushing(i)
        if seg.state in _OUT:
            self.world.remove_ball(i)
            self._predict_static(i)
            near: set[int] = set()
        elif seg.state not in _MOVING:
            # At rest: no cushion, pocket or pin to predict, only the balls that may reach
            # it (the broad phase's ball candidates, without asking for the table's part).
            box = _sweep_box(seg, self.now)
            self.world.set_sweep(i, box)
            self._predict_static(i, [])
            near = set(self.world.balls_near(box))
            near.discard(i)
        else:
            box = _sweep_box(seg, self.now)
            self.world.set_sweep(i, box)
            cands = self.world.candidates(box)
            self._predict_static(i, cands)
            # The balls come last among the candidates.
            near = set()
            for _, kind, obj in reversed(cands):
                if kind != "ball":
                    break
                if obj != i:
                    near.add(obj)
        n = self.n
        cur = self._cur
        for j in range(n):
            if j == i:
                continue
            a, b = (i, j) if i < j else (j, i)
            if j in near:
                self._predict_pair(a, b)
            else:
                cur.pop((3 + a) * n + b, None)  # _set_pair(a, b, None)

    def _set(self, i: int, seg: Segment) -> None:
        self.segs[i] = seg
        self.history[i].append(seg)
        self._post_transition(i, seg)

    # ---- the event queue ---------------------------------------------------------------

    def _post(self, slot: int, key: Key | None, kind: str, obj: object) -> None:
        if key is None:
            self._cur.pop(slot, None)
            return
        self._seq = seq = self._seq + 1
        entry: _Entry = (key, seq, kind, obj, slot)
        self._cur[slot] = entry
        _heappush(self._heap, entry)

    # The setters below are _post written out (one call less per prediction).

    def _post_transition(self, i: int, seg: Segment) -> None:
        t1 = seg.t1
        if t1 != math.inf:
            self._seq = seq = self._seq + 1
            entry: _Entry = ((t1, RANK_TRANSITION, i, 0), seq, "transition", i, i)
            self._cur[i] = entry
            _heappush(self._heap, entry)
        else:
            self._cur.pop(i, None)

    def _set_static(self, i: int, pred: tuple[Key, str, object] | None) -> None:
        self.static[i] = pred
        slot = self.n + i
        if pred is None:
            self._cur.pop(slot, None)
        else:
            self._seq = seq = self._seq + 1
            entry: _Entry = (pred[0], seq, pred[1], pred[2], slot)
            self._cur[slot] = entry
            _heappush(self._heap, entry)

    def _set_pinpred(self, i: int, pred: tuple[Key, str, object] | None) -> None:
        self.pinpred[i] = pred
        slot = 2 * self.n + i
        if pred is None:
            self._cur.pop(slot, None)
        else:
            self._seq = seq = self._seq + 1
            entry: _Entry = (pred[0], seq, pred[1], pred[2], slot)
            self._cur[slot] = entry
            _heappush(self._heap, entry)

    def _set_pair(self, i: int, j: int, key: Key | None) -> None:
        slot = (3 + i) * self.n + j
        if key is None:
            self._cur.pop(slot, None)
        else:
            self._seq = seq = self._seq + 1
            entry: _Entry = (key, seq, "ball", (i, j), slot)
            self._cur[slot] = entry
            _heappush(self._heap, entry)

    def _add_timer(self, timer: _Entry) -> None:
        self.timers.append(timer)
        slot = -1 - self._seq
        self._timer_slot[id(timer)] = slot
        self._post(slot, timer[0], "timer", timer)

    def _drop_timers(self, pin: Pin, kind: str | None = None) -> None:
        """Forget ``pin``'s timers (of ``kind`` only, if given)."""
        keep = []
        for k in self.timers:
            if k[2] is pin and (kind is None or k[1] == kind):
                self._cur.pop(self._timer_slot.pop(id(k)), None)
            else:
                keep.append(k)
        self.timers = keep

    def _next(self) -> tuple[Any, ...] | None:
        """The earliest current entry (left on the heap), or None."""
        heap, cur = self._heap, self._cur
        while heap:
            entry = heap[0]
            if cur.get(entry[4]) is entry:
                return entry
            heapq.heappop(heap)
        return None

    # ---- the loop ----------------------------------------------------------------------

    def run(self, until: float = math.inf) -> EngineRun:
        """The shot to rest; or, given ``until``, the shot so far at that time (a prefix:
        ``stopped_early``, lasting ``until``), and a later call goes on from there. Stopping
        only looks at the next event, so the runs together handle the same events in the
        same order as one run: the rest is the same bit for bit. A shot at rest before
        ``until`` is the whole shot, and stays so."""
        if self._ended is not None:
            return self._ended
        count = self._count
        stopped = False
        heap, cur = self._heap, self._cur
        pop = heapq.heappop
        while True:
            # _next written out: the earliest current entry, older ones dropped.
            entry = None
            while heap:
                entry = heap[0]
                if cur.get(entry[4]) is entry:
                    break
                pop(heap)
                entry = None
            if entry is None:
                break
            if entry[0][0] > until:
                self._count = count
                return self._so_far(until)
            count += 1
            if count > MAX_EVENTS:
                stopped = True
                self._freeze()
                break
            key, _, kind, obj, slot = entry
            self.now = t = key[0]
            if kind == "transition":
                i = obj
                if self.segs[i].state == FALLING:
                    self._pocket(t, i, self.over.pop(i))
                elif self.segs[i].state == AIRBORNE:
                    self._land(t, i)
                else:
                    self._set(i, next_segment(self.segs[i], self.prm))
                    self._changed(i)
            elif kind == "ball":
                self._ball_contact(t, *obj)
            elif kind == "timer":
                self.timers = [k for k in self.timers if k is not obj]
                self._cur.pop(slot, None)
                self._timer_slot.pop(id(obj), None)
                self._timer(t, *obj[1:])
            else:
                i = key[3]
                if kind == "pocket":
                    self._start_fall(t, i, obj)
                elif kind == "hole_exit":
                    self._leave_hole(t, i, obj)
                elif kind == "pin":
                    self._pin_contact(t, i, obj)
                elif kind in ("tip", "untip"):
                    assert isinstance(obj, Pin)
                    self._tip(t, i, obj, kind == "tip")
                elif kind == "pin_pin":
                    self._pin_pin_contact(t, *obj)
                else:
                    self._cushion(t, i, kind, obj)
        self._count = count
        end = self.now
        self.events.append(_event(t=end, type=EventType.REST))
        self._ended = EngineRun(
            self.ids, self.history, self.events, self.pins, self.pocketed, end, stopped
        )
        return self._ended

    def _so_far(self, t: float) -> EngineRun:
        """The shot up to time ``t``, in lists of its own (the run goes on filling the
        engine's): each ball's pieces so far (the last holds until ``t`` at least), the
        events so far, no rest event; no pins (the run goes on moving them)."""
        return EngineRun(
            self.ids,
            [list(h) for h in self.history],
            list(self.events),
            [],
            dict(self.pocketed),
            t,
            False,
            True,
        )

    def _freeze(self) -> None:
        for i in range(self.n):
            seg = self.segs[i]
            if seg.state not in _OUT and seg.t1 != math.inf:
                self._set(i, make_segment(self.now, seg.pos(self.now), (0.0, 0.0),
                                          (0.0, 0.0, 0.0), self.prm, "stationary"))  # fmt: skip

    # ---- resolving ---------------------------------------------------------------------

    def _state(self, i: int, t: float) -> tuple[tuple[float, float], tuple[float, float], Vec3]:
        seg = self.segs[i]
        return seg.pos(t), seg.vel(t), seg.spin(t)

    def _ball_contact(self, t: float, i: int, j: int) -> None:
        if self.segs[i].state == AIRBORNE or self.segs[j].state == AIRBORNE:
            self._air_ball_contact(t, i, j)
            return
        pi, vi, wi = self._state(i, t)
        pj, vj, wj = self._state(j, t)
        dx, dy = pj[0] - pi[0], pj[1] - pi[1]
        dist = math.hypot(dx, dy)
        nx, ny = dx / dist, dy / dist
        (nvi, nwi), (nvj, nwj), speed = collide_ball.collide(vi, wi, vj, wj, nx, ny, self.prm)
        # The hitter is the ball that brought more of the approach speed.
        ai = vi[0] * nx + vi[1] * ny
        aj = -(vj[0] * nx + vj[1] * ny)
        a, b = (i, j) if ai >= aj else (j, i)
        hold = ("ball", i, j)
        if self._logged(hold, t, speed):
            self.events.append(
                _event(t=t, type=EventType.BALL, a=self.ids[a], b=self.ids[b], speed=speed)
            )
        si = self._after(i, t, pi, nvi, nwi)
        sj = self._after(j, t, pj, nvj, nwj)
        sep = (nvj[0] - nvi[0]) * nx + (nvj[1] - nvi[1]) * ny
        acc = _acc_n(sj, nx, ny) - _acc_n(si, nx, ny)
        gap = _pressed_gap(sep, -acc)
        if gap > 0.0:
            self.held[hold] = t
            # Each ball gives way half, or as much as its own neighbours leave it.
            room_i = self._room(i, pi, -nx, -ny, j)
            room_j = self._room(j, pj, nx, ny, i)
            di = min(0.5 * gap, room_i)
            dj = min(gap - di, room_j)
            di = min(gap - dj, room_i)
            if di > 0.0:
                si = self._after(i, t, (pi[0] - di * nx, pi[1] - di * ny), nvi, nwi)
            if dj > 0.0:
                sj = self._after(j, t, (pj[0] + dj * nx, pj[1] + dj * ny), nvj, nwj)
        self._set(i, si)
        self._set(j, sj)
        self._changed(i)
        self._changed(j)

    def _logged(self, hold: tuple[str, int, int], t: float, speed: float) -> bool:
        """Does a contact at ``speed`` begin here (an event), or is it too slow to be one or
        the same pressed contact continuing?"""
        since = self.held.get(hold)
        if since is not None and t - since <= HOLD_TIME and speed <= HOLD_SPEED:
            self.held[hold] = t  # still the same contact, however it bounces this time
            return False
        self.held.pop(hold, None)
        return speed >= EVENT_SPEED

    def _cushion(self, t: float, i: int, kind: str, obj: Line | Circle) -> None:
        if self.segs[i].state == AIRBORNE:
            self._air_cushion(t, i, obj)
            return
        p, v, w = self._state(i, t)
        if isinstance(obj, Line):
            nx, ny = -obj.nx, -obj.ny
        else:
            dx, dy = obj.cx - p[0], obj.cy - p[1]
            d = math.hypot(dx, dy)
            nx, ny = dx / d, dy / d
        if obj.jaw:
            nv, nw, speed = collide_cushion.collide(
                v, w, nx, ny, self.prm, restitution=table_geometry.JAW_RESTITUTION
            )
        else:
            nv, nw, speed = collide_cushion.collide(v, w, nx, ny, self.prm)
        hold = ("cushion", i, obj.key)
        if self._logged(hold, t, speed):
            self.events.append(
                _event(
                    t=t, type=EventType.CUSHION, ball=self.ids[i], cushion=obj.cushion, speed=speed
                )
            )
        self._set(i, self._apart(t, i, p, nv, nw, nx, ny, hold))
        self._changed(i)

    def _apart(self, t: float, i: int, p: tuple[float, float], v: tuple[float, float], w: Vec3,
               nx: float, ny: float, hold: tuple[str, int, int]) -> Segment:  # fmt: skip
        """Segment after bouncing off a fixed obstacle in direction n; a pressed ball is set
        back the micrometres that keep it from chattering (no speed added)."""
        seg = self._after(i, t, p, v, w)
        out = -(v[0] * nx + v[1] * ny)
        gap = _pressed_gap(out, _acc_n(seg, nx, ny))
        if gap <= 0.0:
            return seg
        self.held[hold] = t
        d = min(gap, self._room(i, p, -nx, -ny, -1))
        if d <= 0.0:
            return seg
        return self._after(i, t, (p[0] - d * nx, p[1] - d * ny), v, w)

    def _room(self, i: int, p: tuple[float, float], ux: float, uy: float, partner: int) -> float:
        """How far ball i at p can move along unit u before touching anything but ``partner``
        (a ball index) or what it already touches (whose gap is already closed)."""
        reach = GAP_MAX + TOUCH
        room = reach
        box = (p[0] - reach, p[1] - reach, p[0] + reach, p[1] + reach)
        for _, kind, obj in self.world.candidates(box):
            if kind == "pocket":
                continue
            if kind == "line":
                line: Line = obj
                u = line.tx * (p[0] - line.ax) + line.ty * (p[1] - line.ay)
                if not 0.0 <= u <= line.length:
                    continue
                comp = -(line.nx * ux + line.ny * uy)
                gap = line.nx * (p[0] - line.ax) + line.ny * (p[1] - line.ay) - self.dc
            else:
                if kind == "ball":
                    if obj in (i, partner):
                        continue
                    cx, cy = self.segs[obj].pos(self.now)
                    rho = 2.0 * self.prm.R
                elif kind == "circle":
                    cx, cy, rho = obj.cx, obj.cy, self.dc + obj.r
                else:
                    if not obj.standing:
                        continue
                    cx, cy = obj.x, obj.y
                    rho = obj.contact_distance(self.prm.R)
                dx, dy = cx - p[0], cy - p[1]
                d = math.hypot(dx, dy)
                if d == 0.0:
                    continue
                comp = (dx * ux + dy * uy) / d
                gap = d - rho
            if comp > 0.0:
                room = min(room, max(gap, 0.0) / comp + 0.5 * TOUCH)
        return room

    def _after(self, i: int, t: float, p: tuple[float, float], v: tuple[float, float],
               w: Vec3) -> Segment:  # fmt: skip
        """The ball's new motion after a contact: on the cloth, or still falling."""
        seg = self.segs[i]
        if seg.state == FALLING:
            return falling_segment(t, p, v, w, seg.tf, self.catch_drop, self.prm)
        if isinstance(seg, Flight):
            return airborne.flight(t, p, v, w, seg.height(t), seg.vz_at(t), self.prm)
        return make_segment(t, p, v, w, self.prm)

    def _start_fall(self, t: float, i: int, pocket: Pocket) -> None:
        """The centre is over the hole: the ball loses the slate and starts to sink."""
        seg = self.segs[i]
        if isinstance(seg, Flight) and seg.height(t) >= airborne.rail_top(self.prm):
            self._off_table(t, i)  # over the pocket, above the rail: off the table
            return
        p, v, w = self._state(i, t)
        self.over[i] = pocket
        self._set(i, falling_segment(t, p, v, w, t, self.catch_drop, self.prm))
        self._changed(i)

    def _leave_hole(self, t: float, i: int, pocket: Pocket) -> None:
        """A sinking ball reaches the hole's edge again. Behind the mouth it meets the
        pocket's back and stays in; in front, it climbs back onto the slate if its speed
        out of the hole lifts it the depth it has sunk, else it drops back and is caught."""
        seg = self.segs[i]
        p, v, w = self._state(i, t)
        d = seg.drop(t)
        dx, dy = p[0] - pocket.cx, p[1] - pocket.cy
        r = math.hypot(dx, dy)
        nx, ny = dx / r, dy / r
        out = v[0] * nx + v[1] * ny
        behind = (p[0] - pocket.mx) * pocket.ax + (p[1] - pocket.my) * pocket.ay > 0.0
        if behind or out * out < 2.0 * self.prm.g * d:
            del self.over[i]
            self._pocket(t, i, pocket)
            return
        del self.over[i]
        # Climbing back turns the sinking ball's height back into speed lost out of the hole.
        keep = math.sqrt(out * out - 2.0 * self.prm.g * d) - out
        nv = (v[0] + keep * nx, v[1] + keep * ny)
        self._set(i, make_segment(t, p, nv, w, self.prm))
        self._changed(i)

    def _pocket(self, t: float, i: int, pocket: Pocket) -> None:
        p = self.segs[i].pos(t)
        self.events.append(_event(t=t, type=EventType.POCKET, ball=self.ids[i], pocket=pocket.id))
        self.pocketed[self.ids[i]] = (t, pocket.id)
        self._set(i, pocketed_segment(t, p))
        self._changed(i)

    def _pin_entry(self, pin: Pin, px: float, py: float, vx: float, vy: float,
                   ax: float, ay: float, horizon: float) -> float | None:  # fmt: skip
        """When a ball (centre p, moving v, a) first touches ``pin``: a circle round a
        standing pin's axis, a capsule along a falling or lying one; the pin may slide."""
        now = self.now
        # Pin.slide_at written out (it adds the first slide if there is none).
        slides = pin.slides
        if not slides:
            slides.append(Slide(0.0, pin.x, pin.y))
        sl = slides[-1]
        if sl.t0 > now:
            sl = pin.slide_at(now)
        # Slide.pos, .vel and .moving written out (the same operations, the same bits).
        t0, t1 = sl.t0, sl.t1
        if t0 <= now < t1:
            ts = now - t0
            if ts <= 0.0:
                bx, by = sl.x, sl.y
            else:
                bx = sl.x + (sl.vx + 0.5 * sl.ax * ts) * ts
                by = sl.y + (sl.vy + 0.5 * sl.ay * ts) * ts
            ux, uy = sl.vx + sl.ax * ts, sl.vy + sl.ay * ts
            qx, qy = sl.ax, sl.ay
            horizon = min(horizon, t1 - now)  # the pin's stop re-predicts after
        else:
            ts = min(now, t1) - t0
            if ts <= 0.0:
                bx, by = sl.x, sl.y
            else:
                bx = sl.x + (sl.vx + 0.5 * sl.ax * ts) * ts
                by = sl.y + (sl.vy + 0.5 * sl.ay * ts) * ts
            ux = uy = qx = qy = 0.0
        dx, dy, rvx, rvy, rax, ray = px - bx, py - by, vx - ux, vy - uy, ax - qx, ay - qy
        bodies = self._bodies.get(pin.index)
        if bodies is None:
            bodies = self._bodies[pin.index] = _pin_bodies(pin, self.prm.R)
        length, rho = bodies[0] if pin.down_t is None else bodies[pin.stage + 1]
        ex, ey = pin.dir_x, pin.dir_y
        cross = rvx * ray - rvy * rax
        straight = (cross if cross >= 0.0 else -cross) <= 1e-9 * _hypot(rvx, rvy) * _hypot(rax, ray)
        moving_pin = not (qx == qy == ux == uy == 0.0)
        if not moving_pin:
            # A pin at rest: a cheap look at how close the ball's path comes to it saves
            # the exact roots for the near ones (the segment between the path's ends for a
            # straight path, the box round the path for a curved one).
            end = horizon
            if straight:
                va = rvx * rax + rvy * ray  # _stop_time written out
                if va < 0.0:
                    turn = -(rvx * rvx + rvy * rvy) / va
                    if turn < horizon:
                        end = turn
            fx = dx + (rvx + 0.5 * rax * end) * end
            fy = dy + (rvy + 0.5 * ray * end) * end
            if straight and length == 0.0:
                # _origin_gap(dx, dy, fx, fy) written out
                wx, wy = fx - dx, fy - dy
                ww = wx * wx + wy * wy
                k = 0.0 if ww == 0.0 else -(dx * wx + dy * wy) / ww
                if k <= 0.0:
                    far = _hypot(dx, dy)
                elif k >= 1.0:
                    far = _hypot(fx, fy)
                else:
                    far = _hypot(dx + k * wx, dy + k * wy)
            elif straight:
                far = _segment_gap((dx, dy), (fx, fy), (ex * length, ey * length))
            else:
                # The box round the path (its ends and where a velocity component turns)
                # against the pin's own box: the same numbers as min and max of lists.
                xlo, xhi = (dx, fx) if dx <= fx else (fx, dx)
                ylo, yhi = (dy, fy) if dy <= fy else (fy, dy)
                if rax != 0.0 and 0.0 < -rvx / rax < end:
                    tv = -rvx / rax
                    x = dx + (rvx + 0.5 * rax * tv) * tv
                    if x < xlo:
                        xlo = x
                    elif x > xhi:
                        xhi = x
                if ray != 0.0 and 0.0 < -rvy / ray < end:
                    tv = -rvy / ray
                    y = dy + (rvy + 0.5 * ray * tv) * tv
                    if y < ylo:
                        ylo = y
                    elif y > yhi:
                        yhi = y
                lx, hx = min(0.0, ex * length), max(0.0, ex * length)
                ly, hy = min(0.0, ey * length), max(0.0, ey * length)
                far = max(lx - xhi, xlo - hx, ly - yhi, ylo - hy)
            if far > rho + TOUCH:
                return None
        if (
            length == 0.0
            and (moving_pin or not straight)
            and _misses(dx, dy, rvx, rvy, rax, ray, rho, horizon)
        ):
            return None
        best: float | None = None
        for end in (0.0, length) if length > 0.0 else (0.0,):
            if length > 0.0 and _misses(dx - ex * end, dy - ey * end, rvx, rvy, rax, ray, rho,
                                        horizon):  # fmt: skip
                continue
            poly = _circle_poly(dx - ex * end, dy - ey * end, rvx, rvy, rax, ray, rho)
            tau = first_entry(poly, horizon, 2.0 * rho * TOUCH)
            if tau is not None and (best is None or tau < best):
                best = tau
        if length > 0.0:
            for side in (1.0, -1.0):
                nx, ny = -ey * side, ex * side
                poly = (0.5 * (nx * rax + ny * ray), nx * rvx + ny * rvy, nx * dx + ny * dy - rho)
                if _quad_clear(poly[0], poly[1], poly[2], horizon, TOUCH):
                    continue
                tau = first_entry(poly, horizon, TOUCH)
                if tau is None or (best is not None and tau >= best):
                    continue
                u = ex * (dx + (rvx + 0.5 * rax * tau) * tau) + ey * (
                    dy + (rvy + 0.5 * ray * tau) * tau
                )
                if 0.0 <= u <= length:
                    best = tau
        return best

    def _pin_gap(self, i: int, pin: Pin, t: float) -> float:
        """How far ball i's centre is outside the distance at which it touches ``pin``."""
        qx, qy = self.segs[i].pos(t)
        bx, by = pin.pos(t)
        length, rho = pin.body(self.prm.R)
        s = min(max((qx - bx) * pin.dir_x + (qy - by) * pin.dir_y, 0.0), length)
        return math.hypot(qx - bx - pin.dir_x * s, qy - by - pin.dir_y * s) - rho

    def _off_pins(self, i: int) -> None:
        """Ball i is past the lying pins it rolled over: they are obstacles for it again."""
        riding = self.riding
        for pin in self.pins:
            key = (i, pin.index)
            if key in riding and self._pin_gap(i, pin, self.now) > TOUCH:
                riding.discard(key)

    def _tip(self, t: float, i: int, pin: Pin, over: bool) -> None:
        """Ball i's push on ``pin`` ends: pushed past its tilt (``over``) it falls away
        from the ball, else the ball has passed and it rocks back upright."""
        self.tipping.pop(pin.index, None)
        if over and pin.standing:
            px, py = self.segs[i].pos(t)
            bx, by = pin.pos(t)
            d = math.hypot(bx - px, by - py)
            self._fall(t, pin, self.ids[i], (bx - px) / d, (by - py) / d)
        else:
            self._pins_changed(t, pin)

    def _stop_pushing(self, i: int) -> None:
        """Ball i no longer pushes the pins it was tipping (it stopped or turned away):
        each rocks back upright, just touching the ball, where the push left it."""
        seg = self.segs[i]
        if seg.moving:
            return  # its new motion is predicted against the pin (tip / untip)
        for index, (j, _) in list(self.tipping.items()):
            if j != i:
                continue
            del self.tipping[index]
            pin = next(p for p in self.pins if p.index == index)
            if seg.state in _OUT:
                continue
            qx, qy = seg.pos(self.now)
            bx, by = pin.pos(self.now)
            d = math.hypot(bx - qx, by - qy)
            deep = max(0.0, pin.contact_distance(self.prm.R) - d)
            nx, ny = (bx - qx) / d, (by - qy) / d
            pin.slides.append(Slide(self.now, bx + nx * deep, by + ny * deep))
            self._pins_changed(self.now, pin)

    def _pin_contact(self, t: float, i: int, pin: Pin) -> None:
        """A ball touches a pin: a collision with the pin's real mass along the normal."""
        seg = self.segs[i]
        if isinstance(seg, Flight) and seg.height(t) >= self._pin_top(pin):
            # Flying over it: it is no obstacle while the ball is above it.
            self.riding.add((i, pin.index))
            self._predict_pins(i, only=pin)
            return
        p, v, w = self._state(i, t)
        bx, by = pin.pos(t)
        ux, uy = pin.vel(t)
        length, _ = pin.body(self.prm.R)
        s = min(max((p[0] - bx) * pin.dir_x + (p[1] - by) * pin.dir_y, 0.0), length)
        cx, cy = bx + pin.dir_x * s, by + pin.dir_y * s
        d = math.hypot(cx - p[0], cy - p[1])
        nx, ny = (cx - p[0]) / d, (cy - p[1]) / d
        close = (v[0] - ux) * nx + (v[1] - uy) * ny
        ball = self.ids[i]
        if close <= 0.0:
            self._changed(i)  # a graze at zero closing speed: nothing to exchange
            return
        lose, gain = exchange(close, self.prm.m, pin)
        if not pin.standing:
            # A pin on (or falling to) the cloth meets the ball below its equator: the
            # normal dips below the horizontal (lying_share), so only cos² of the exchange is
            # horizontal (the rest presses the pin into the cloth and lifts the ball, which
            # rolls over it).
            share = lying_share(self.prm.R, pin.radius)
            lose, gain = lose * share, gain * share
            self.riding.add((i, pin.index))
        nv = (v[0] - lose * nx, v[1] - lose * ny)
        hold = ("pin", i, pin.index)
        down = False
        pushing = False
        if pin.standing:
            last = pin.last_touch
            here = (bx, by)
            if last is None or last[0] != ball or t - last[1] > PUSH_TIME:
                pin.push_from = here  # a new touch, not the same push going on
            else:
                pushing = True
            pushed = math.hypot(here[0] - pin.push_from[0], here[1] - pin.push_from[1])
            down = close > KNOCK_SPEED
            pin.last_touch = (ball, t)
            if pushing and not down:
                # The same ball again at once: a steady push. The pin tips on its base's
                # edge rather than slides, and falls once pushed past that tilt.
                left = max(pin.tip_shift(self.prm.R) - pushed, 0.0)
                self.tipping[pin.index] = (i, left)
                pin.slides.append(Slide(t, bx, by))
                if self._logged(("pin", i, pin.index), t, close):
                    self.events.append(
                        _event(t=t, type=EventType.PIN, ball=ball, pin=pin.id, speed=close)
                    )
                self._quiet = i  # predicted once, by _changed below
                self._pins_changed(t, pin)
                self._quiet = -1
                self._changed(i)
                return
        if down or self._logged(hold, t, close):
            self.events.append(_event(t=t, type=EventType.PIN, ball=ball, pin=pin.id, speed=close))
        self._set(i, self._after(i, t, p, nv, w))
        self._quiet = i  # predicted once, by _changed below
        if down:
            self._fall(t, pin, ball, nx, ny)
            if self.momentum:
                self._slide(t, pin, (ux + gain * nx, uy + gain * ny))
        else:
            self._slide(t, pin, (ux + gain * nx, uy + gain * ny))
        self._quiet = -1
        self._changed(i)

    def _slide(self, t: float, pin: Pin, u: tuple[float, float]) -> None:
        """The pin's base moves off at u and slides to rest on the cloth (PIN_FRICTION).
        Toppling, it stops dead at a cushion or against a ball at rest (it is nudged
        slowly: its push would move the ball by micrometres); with momentum, the slide's
        end there rebounds it from the cushion (``_pin_rebounds``) or strikes the ball
        (``_pin_strikes_ball``)."""
        x, y = pin.pos(t)
        speed = math.hypot(u[0], u[1])
        sl = Slide(t, x, y)
        self._slide_ball = self._slide_edge = -1
        if speed > 0.0:
            a = PIN_FRICTION * self.prm.g
            sl.vx, sl.vy = u
            sl.ax, sl.ay = -a * u[0] / speed, -a * u[1] / speed
            sl.t1 = t + speed / a
            sl.t1 = min(sl.t1, t + self._slide_limit(pin, sl))
        pin.slides.append(sl)
        self._drop_timers(pin, "stop")
        if sl.t1 > t:
            # With momentum, what ends the slide short is struck: a resting ball, or a
            # cushion (the pin rebounds); toppling, the pin stops dead at either.
            j, edge = self._slide_ball, self._slide_edge
            data: tuple[Any, ...] = ()
            if self.momentum and j >= 0:
                data = ("ball", j, self.segs[j])
            elif self.momentum and edge >= 0:
                data = ("cushion", edge)
            self._add_timer(((sl.t1, RANK_FALL, pin.index, 2), "stop", pin, data))
        self._pins_changed(t, pin)

    def _pin_rebounds(self, t: float, pin: Pin, axis: int) -> None:
        """A sliding pin reaches a cushion: its speed into the cushion is reversed at
        E_PIN of itself (wood on rubber), its speed along it kept."""
        sl = pin.slides[-1]
        tau = t - sl.t0
        ux, uy = sl.vx + sl.ax * tau, sl.vy + sl.ay * tau
        if axis == 0:
            ux = -E_PIN * ux
        else:
            uy = -E_PIN * uy
        self._slide(t, pin, (ux, uy))

    def _pin_strikes_ball(self, t: float, pin: Pin, j: int, seg: Segment) -> None:
        """A sliding pin reaches ball j, at rest when its slide was cut there: the two
        exchange momentum along the normal (the ball, 35 times heavier, is moved at a few
        per cent of the pin's speed). If the ball has moved since, the pin slides on."""
        sl = pin.slides[-1]
        tau = t - sl.t0
        u = (sl.vx + sl.ax * tau, sl.vy + sl.ay * tau)
        if self.segs[j] is not seg or seg.state in _OUT:
            self._slide(t, pin, u)
            return
        bx, by = pin.pos(t)
        qx, qy = seg.pos(t)
        length = pin.body(self.prm.R)[0]
        s = min(max((qx - bx) * pin.dir_x + (qy - by) * pin.dir_y, 0.0), length)
        dx, dy = qx - bx - pin.dir_x * s, qy - by - pin.dir_y * s
        d = math.hypot(dx, dy)
        close = (u[0] * dx + u[1] * dy) / d if d > 0.0 else 0.0
        if close <= 0.0:
            self._slide(t, pin, u)
            return
        nx, ny = dx / d, dy / d
        ball_gain, pin_loss = exchange(close, self.prm.m, pin)
        if not pin.standing:
            share = lying_share(self.prm.R, pin.radius)
            ball_gain, pin_loss = ball_gain * share, pin_loss * share
        if self._logged(("pin", j, pin.index), t, close):
            self.events.append(
                _event(t=t, type=EventType.PIN, ball=self.ids[j], pin=pin.id, speed=close)
            )
        self._set(j, make_segment(t, (qx, qy), (ball_gain * nx, ball_gain * ny), seg.spin(t),
                                  self.prm))  # fmt: skip
        self._quiet = j  # predicted once, by _changed below
        self._slide(t, pin, (u[0] - pin_loss * nx, u[1] - pin_loss * ny))
        self._quiet = -1
        self._changed(j)

    def _slide_limit(self, pin: Pin, sl: Slide) -> float:
        """How long a slide may last before the pin meets a cushion or a resting ball."""
        span = sl.t1 - sl.t0
        length, rho = pin.body(self.prm.R)
        hw, hl = self.geo.half_width, self.geo.half_length
        limit = span
        # The pin's far end and base must stay on the cloth.
        for end in (0.0, length):
            ox, oy = pin.dir_x * end, pin.dir_y * end
            for axis, (coord, v, a, bound) in enumerate(
                ((sl.x + ox, sl.vx, sl.ax, hw - pin.radius),
                 (sl.y + oy, sl.vy, sl.ay, hl - pin.radius))
            ):  # fmt: skip
                for sign in (1.0, -1.0):
                    line = (-0.5 * sign * a, -sign * v, bound - sign * coord)
                    if _quad_clear(line[0], line[1], line[2], limit, 0.0):
                        continue
                    tau = first_entry(line, limit, 0.0)
                    if tau is not None:
                        if tau < limit:
                            self._slide_edge = axis
                        limit = min(limit, tau)
        for j in range(self.n):
            seg = self.segs[j]
            if seg.moving or seg.state in _OUT:
                continue
            qx, qy = seg.pos(sl.t0)
            for end in (0.0, length) if length > 0.0 else (0.0,):
                if _misses(sl.x + pin.dir_x * end - qx, sl.y + pin.dir_y * end - qy,
                           sl.vx, sl.vy, sl.ax, sl.ay, rho, limit):  # fmt: skip
                    continue
                poly = _circle_poly(sl.x + pin.dir_x * end - qx, sl.y + pin.dir_y * end - qy,
                                    sl.vx, sl.vy, sl.ax, sl.ay, rho)  # fmt: skip
                tau = first_entry(poly, limit, 2.0 * rho * TOUCH)
                if tau is not None:
                    if tau < limit:
                        self._slide_ball = j
                        self._slide_edge = -1
                    limit = min(limit, tau)
        return limit

    def _fall(self, t: float, pin: Pin, by: str, dx: float, dy: float) -> None:
        pin.down_t = t
        pin.down_by = by
        pin.dir_x, pin.dir_y = dx, dy
        pin.stage = 0
        # A ball pushing it over is pushing no more: the pin fell another way (a falling pin
        # reached it), and the push's own "tip" must not knock it down a second time.
        self.tipping.pop(pin.index, None)
        self.events.append(_event(t=t, type=EventType.PIN_DOWN, pin=pin.id, by=by))
        self._drop_timers(pin)
        step = pin.fall_duration(self.prm.g) / FALL_STAGES
        for k in range(1, FALL_STAGES + 1):
            self._add_timer(((t + k * step, RANK_FALL, pin.index, 1), "stage", pin, (k,)))
        if not self.momentum:
            # Toppling in place, its sweep is known now; a pin with momentum moves while it
            # falls, and meets the pins in its way as contacts (_pin_pin_contact, _swept).
            for delay, other in reached(pin, self.pins, self.prm.g, t):
                self._add_timer(
                    ((t + delay, RANK_FALL, other.index, 0), "fall", other, (pin.id, dx, dy))
                )
        self._pins_changed(t, pin)

    def _timer(self, t: float, kind: str, pin: Pin, data: tuple) -> None:  # type: ignore[type-arg]
        if kind == "fall":
            if pin.standing:
                self._fall(t, pin, *data)
        elif kind == "stage":
            (k,) = data
            length, rho = pin.body(self.prm.R, k)
            bx, by = pin.pos(t)
            for j in range(self.n):
                seg = self.segs[j]
                if seg.state in _OUT or j in self.over or (j, pin.index) in self.riding:
                    continue
                qx, qy = seg.pos(t)
                s = min(max((qx - bx) * pin.dir_x + (qy - by) * pin.dir_y, 0.0), length)
                gap = math.hypot(qx - bx - pin.dir_x * s, qy - by - pin.dir_y * s) - rho
                if gap < -TOUCH:
                    # It would fall onto this ball: it leans on it for now. Past its last
                    # step it tries again while that ball moves, and stays leaning on one
                    # at rest.
                    pin.leaning = True
                    if k == FALL_STAGES and seg.moving:
                        step = pin.fall_duration(self.prm.g) / FALL_STAGES
                        self._add_timer(((t + step, RANK_FALL, pin.index, 1), "stage", pin, (k,)))
                    return
            pin.stage = k
            pin.leaning = False
            if self.momentum:
                self._grown(t, pin)
            else:
                self._pins_changed(t, pin)
        elif data and data[0] == "ball":
            self._pin_strikes_ball(t, pin, data[1], data[2])
        elif data:
            self._pin_rebounds(t, pin, data[1])
        else:
            self._pins_changed(t, pin)

    def _pins_changed(self, t: float, pin: Pin) -> None:
        """A pin moved, fell further or stopped: new broad-phase box, new predictions."""
        if self.momentum:
            for other in self.pins:
                if other is not pin:
                    self._predict_pin_pair(*((pin, other) if pin.index < other.index
                                             else (other, pin)))  # fmt: skip
        cx, cy, r = self.world.update_pin(pin, t, self.prm.R)
        if self.riding:
            for key in [k for k in self.riding if k[1] == pin.index]:
                if self._pin_gap(key[0], pin, t) > TOUCH:
                    self.riding.discard(key)
        reach = r + 2.0 * self.prm.R
        for k in range(self.n):
            seg = self.segs[k]
            if seg.state not in _MOVING or k == self._quiet:
                continue
            # Only a ball whose path comes near the pin, or whose next touch was this pin.
            if pin.index in self.pin_keys[k]:
                self._predict_pins(k, only=pin)
                continue
            x0, y0, x1, y1 = _sweep_box(seg, t)
            if x0 - reach <= cx <= x1 + reach and y0 - reach <= cy <= y1 + reach:
                self._predict_pins(k, only=pin)

    # ---- pins with momentum ------------------------------------------------------------

    def _predict_pin_pair(self, a: Pin, b: Pin) -> None:
        """When pins a and b (a.index < b.index) next meet: each a capsule along its body
        (a point while standing) translating with its slide; two translating capsules
        first touch where an end of one meets the other, so four end tests are exact."""
        slot = self._pin_pair_base + a.index * self._pin_span + b.index
        now = self.now
        sa, sb = a.slide_at(now), b.slide_at(now)
        ma, mb = sa.moving(now), sb.moving(now)
        if not ma and not mb:
            self._cur.pop(slot, None)
            return
        horizon = min(sa.t1 if ma else math.inf, sb.t1 if mb else math.inf) - now
        ax0, ay0 = sa.pos(now)
        bx0, by0 = sb.pos(now)
        uax, uay = sa.vel(now)
        ubx, uby = sb.vel(now)
        qax, qay = (sa.ax, sa.ay) if ma else (0.0, 0.0)
        qbx, qby = (sb.ax, sb.ay) if mb else (0.0, 0.0)
        rvx, rvy, rax, ray = uax - ubx, uay - uby, qax - qbx, qay - qby
        R = self.prm.R
        la, lb = a.body(R)[0], b.body(R)[0]
        rho = a.radius + b.radius
        pa, pb = _nearest_points(ax0, ay0, a.dir_x, a.dir_y, la, bx0, by0, b.dir_x, b.dir_y, lb)
        gap = _hypot(pb[0] - pa[0], pb[1] - pa[1]) - rho
        travel = (_hypot(rvx, rvy) + 0.5 * _hypot(rax, ray) * horizon) * horizon
        if gap < -TOUCH or gap > travel + 1e-9 * (1.0 + travel):
            # Already one across the other (a falling body came down over it): they pass
            # until a change of either looks again; an end entering now is no first touch.
            # Or farther apart than their relative motion can take them before either
            # changes (the gap between two bodies shrinks at most as fast as they close).
            self._cur.pop(slot, None)
            return
        best: float | None = None
        for end in (0.0, la) if la > 0.0 else (0.0,):
            tau = _capsule_entry(ax0 + a.dir_x * end - bx0, ay0 + a.dir_y * end - by0,
                                 rvx, rvy, rax, ray, b.dir_x, b.dir_y, lb, rho,
                                 horizon)  # fmt: skip
            if tau is not None and (best is None or tau < best):
                best = tau
        for end in (0.0, lb) if lb > 0.0 else (0.0,):
            tau = _capsule_entry(bx0 + b.dir_x * end - ax0, by0 + b.dir_y * end - ay0,
                                 -rvx, -rvy, -rax, -ray, a.dir_x, a.dir_y, la, rho,
                                 horizon)  # fmt: skip
            if tau is not None and (best is None or tau < best):
                best = tau
        if best is None or (best == 0.0 and self._pin_pair_quiet.get(slot) == now):
            # (A touch resolved now with nothing to exchange is not met again at once.)
            self._cur.pop(slot, None)
            return
        self._post(slot, (now + best, RANK_PIN_PIN, a.index, b.index), "pin_pin", (a, b))

    def _pin_pin_contact(self, t: float, a: Pin, b: Pin) -> None:
        """Two pins meet: a collision of their masses along the normal between their
        bodies' nearest points; a standing one struck faster than KNOCK_SPEED falls."""
        ax0, ay0 = a.pos(t)
        bx0, by0 = b.pos(t)
        R = self.prm.R
        pa, pb = _nearest_points(ax0, ay0, a.dir_x, a.dir_y, a.body(R)[0],
                                 bx0, by0, b.dir_x, b.dir_y, b.body(R)[0])  # fmt: skip
        dx, dy = pb[0] - pa[0], pb[1] - pa[1]
        d = math.hypot(dx, dy)
        self._pin_pair_quiet[self._pin_pair_base + a.index * self._pin_span + b.index] = t
        if d == 0.0:
            self._pins_changed(t, a)
            return
        self._pin_exchange(t, a, b, dx / d, dy / d, False)

    def _pin_exchange(self, t: float, a: Pin, b: Pin, nx: float, ny: float,
                      swept: bool) -> None:  # fmt: skip
        """Pin a pushes pin b along n (from a to b): the pins' own momenta exchanged with
        restitution E_PIN; b falls if it stands and is struck faster than KNOCK_SPEED (or
        ``swept``: a falling body reached it), a standing a if the blow is that hard."""
        ua, ub = a.vel(t), b.vel(t)
        close = (ua[0] - ub[0]) * nx + (ua[1] - ub[1]) * ny
        if close <= 0.0 and not swept:
            self._pins_changed(t, a)  # a graze at zero closing speed
            return
        k = (1.0 + E_PIN) * max(close, 0.0) / (a.mass + b.mass)
        ka, kb = k * b.mass, k * a.mass
        a_down = a.standing and close > KNOCK_SPEED
        b_down = b.standing and (swept or close > KNOCK_SPEED)
        if b_down:
            self._fall(t, b, a.id, nx, ny)
        if a_down:
            self._fall(t, a, b.id, -nx, -ny)
        self._slide(t, b, (ub[0] + kb * nx, ub[1] + kb * ny))
        self._slide(t, a, (ua[0] - ka * nx, ua[1] - ka * ny))

    def _grown(self, t: float, pin: Pin) -> None:
        """A moving pin fell a step further: its longer body is limited anew by the table's
        edge, and every standing pin it now reaches is struck and falls (by this pin)."""
        bx, by = pin.pos(t)
        length = pin.body(self.prm.R)[0]
        fx, fy = bx + pin.dir_x * length, by + pin.dir_y * length
        inside = max(abs(fx) - self.geo.half_width, abs(fy) - self.geo.half_length) <= -pin.radius
        if pin.slide_at(t).moving(t):
            # Its top now lies against a cushion: it stops there, as its base would.
            self._slide(t, pin, pin.vel(t) if inside else (0.0, 0.0))
        else:
            self._pins_changed(t, pin)
        for other in self.pins:
            if other is pin or not other.standing:
                continue
            ox, oy = other.pos(t)
            s = min(max((ox - bx) * pin.dir_x + (oy - by) * pin.dir_y, 0.0), length)
            gx, gy = ox - bx - pin.dir_x * s, oy - by - pin.dir_y * s
            if math.hypot(gx, gy) <= pin.radius + other.radius:
                self._pin_exchange(t, pin, other, pin.dir_x, pin.dir_y, True)

    # ---- balls in the air (airborne.py) ------------------------------------------------

    def _pin_top(self, pin: Pin) -> float:
        """How high the pin reaches above the cloth: standing or toppling, its height;
        lying, its thickness."""
        if pin.standing or pin.stage < FALL_STAGES:
            return pin.height
        return 2.0 * pin.radius

    def _with_heights(self, poly: tuple[float, ...], si: Segment, sj: Segment,
                      now: float) -> tuple[float, ...]:  # fmt: skip
        """The pair's squared distance in three dimensions: the horizontal one plus the
        square of the heights' difference (zero, or a parabola for a ball in the air)."""
        dz = airborne.height(sj, now) - airborne.height(si, now)
        dv = airborne.vertical_speed(sj, now) - airborne.vertical_speed(si, now)
        g = self.prm.g
        da = (-g if isinstance(sj, Flight) else 0.0) - (-g if isinstance(si, Flight) else 0.0)
        return (
            poly[0] + 0.25 * da * da,
            poly[1] + da * dv,
            poly[2] + dv * dv + da * dz,
            poly[3] + 2.0 * dv * dz,
            poly[4] + dz * dz,
        )

    def _off_table(self, t: float, i: int) -> None:
        p = self.segs[i].pos(t)
        self.over.pop(i, None)
        self.events.append(Event(t=t, type=EventType.OFF_TABLE, ball=self.ids[i]))
        self._set(i, airborne.off_table_segment(t, p))
        self._changed(i)

    def _land(self, t: float, i: int) -> None:
        """A ball in the air comes down on the slate: over a hole it drops, else it
        bounces (another hop or the cloth). A standing pin it comes down on falls."""
        seg = self.segs[i]
        assert isinstance(seg, Flight)
        p, v, w = self._state(i, t)
        for pocket in self.geo.pockets:
            if math.hypot(p[0] - pocket.cx, p[1] - pocket.cy) < pocket.r:
                self._start_fall(t, i, pocket)
                return
        new = airborne.landed(t, p, v, w, seg.vz_at(t), self.prm)
        self._set(i, new)
        for pin in self.pins:
            if (i, pin.index) in self.riding and pin.standing and self._pin_gap(i, pin, t) <= TOUCH:
                speed = math.hypot(v[0], v[1])
                dx, dy = (v[0] / speed, v[1] / speed) if speed > 0.0 else (1.0, 0.0)
                self.events.append(Event(t=t, type=EventType.PIN, ball=self.ids[i], pin=pin.id))
                self._quiet = i
                self._fall(t, pin, self.ids[i], dx, dy)
                self._quiet = -1
        self._changed(i)

    def _air_cushion(self, t: float, i: int, obj: Line | Circle) -> None:
        """A ball in the air reaches the cushion's nose line: above the rail top it flies
        off the table; lower, it meets the nose (the 3-D normal from its centre to the nose
        at its height) and rebounds, unless the cushion's top turns it up but not back."""
        seg = self.segs[i]
        assert isinstance(seg, Flight)
        prm = self.prm
        z = seg.height(t)
        if z >= airborne.rail_top(prm):
            self._off_table(t, i)
            return
        p, v, w = self._state(i, t)
        if isinstance(obj, Line):
            nx, ny = -obj.nx, -obj.ny
        else:
            dx, dy = obj.cx - p[0], obj.cy - p[1]
            d = math.hypot(dx, dy)
            nx, ny = dx / d, dy / d
        dc = self.dc
        dz = prm.cushion_height - (prm.R + z)
        length = math.hypot(dc, dz)
        n3 = (dc * nx / length, dc * ny / length, dz / length)
        e = (
            table_geometry.JAW_RESTITUTION
            if obj.jaw
            else prm.cushion_restitution(v[0] * nx + v[1] * ny)
        )
        nv, nw, speed = airborne.impact((v[0], v[1], seg.vz_at(t)), w, n3, e, prm.f_c, prm.R)
        if nv[0] * nx + nv[1] * ny > 0.0:
            self._off_table(t, i)  # still heading out: over the cushion's top and away
            return
        if self._logged(("cushion", i, obj.key), t, speed):
            self.events.append(
                Event(
                    t=t, type=EventType.CUSHION, ball=self.ids[i], cushion=obj.cushion, speed=speed
                )
            )
        if airborne.pressed_to_slate(z, nv[2], prm):
            # Pushed down onto the slate while the cushion still presses: both contacts act
            # together, as for a ball on the cloth (collide_cushion: the slate takes the
            # vertical part), and the ball goes on on the cloth.
            self._set(i, make_segment(t, p, (nv[0], nv[1]), nw, prm))
        else:
            self._set(i, airborne.moving_on(t, p, (nv[0], nv[1]), nw, z, nv[2], prm))
        self._changed(i)

    def _air_ball_contact(self, t: float, i: int, j: int) -> None:
        """Two balls meet with at least one in the air: the contact in three dimensions."""
        prm = self.prm
        si, sj = self.segs[i], self.segs[j]
        pi, vi, wi = self._state(i, t)
        pj, vj, wj = self._state(j, t)
        zi, zj = airborne.height(si, t), airborne.height(sj, t)
        ui, uj = airborne.vertical_speed(si, t), airborne.vertical_speed(sj, t)
        dx, dy, dz = pj[0] - pi[0], pj[1] - pi[1], zj - zi
        dist = math.sqrt(dx * dx + dy * dy + dz * dz)
        n = (dx / dist, dy / dist, dz / dist)
        v1, v2 = (vi[0], vi[1], ui), (vj[0], vj[1], uj)
        nv1, nw1, nv2, nw2, speed = airborne.ball_pair_impact(v1, wi, v2, wj, n, prm)
        ai = v1[0] * n[0] + v1[1] * n[1] + v1[2] * n[2]
        aj = -(v2[0] * n[0] + v2[1] * n[1] + v2[2] * n[2])
        a, b = (i, j) if ai >= aj else (j, i)
        if self._logged(("ball", i, j), t, speed):
            self.events.append(
                Event(t=t, type=EventType.BALL, a=self.ids[a], b=self.ids[b], speed=speed)
            )
        self._set(i, airborne.moving_on(t, pi, (nv1[0], nv1[1]), nw1, zi, nv1[2], prm))
        self._set(j, airborne.moving_on(t, pj, (nv2[0], nv2[1]), nw2, zj, nv2[2], prm))
        self._changed(i)
        self._changed(j)
