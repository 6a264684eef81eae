"""The aim a new turn starts from: always a legal first contact.

A player who shoots the default aim must never be penalised for it: the cue ball goes
straight to a ball the rules allow it to meet first (the registry's ``first_target``: C-3 on
the break, 5P-10 the opponent's ball) and its straight path to that contact meets no pin
(7C: pins knocked directly by the cue ball, 5P-12: pins before a ball) and no other ball.

Ghost-ball geometry: aiming ``delta`` off the line to the object ball's centre, the cue ball
meets it after ``d cos(delta) - sqrt((2R)^2 - (d sin(delta))^2)`` metres while
``d |sin(delta)| < 2R``. The full ball is tried first, then cuts growing to either side,
then (where the rules let the player choose) the other object balls, nearest first.
Where no straight line and no one-cushion kick is clear (a cue ball come to rest among the
pins), the ways out between them are played through the engine. Geometry first, the
engine only where pins stand or a kick is needed; no Qt, deterministic.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.disciplines import Discipline
from game.openings import ball_radius
from game.stroke import Stroke
from game.tables import Point, Table

if TYPE_CHECKING:
    from game.match import Match

# Cuts tried, as the share of the widest contact (2R off the centre line): full ball first.
CUT_SHARES = (0.0, 0.15, -0.15, 0.3, -0.3, 0.45, -0.45, 0.6, -0.6, 0.72, -0.72)
CLEARANCE = 0.004  # metres kept between the cue ball's path and a pin or another ball
KICK_TRIES = 25  # aims tried round a one-cushion kick, KICK_STEP degrees apart
KICK_STEP = 0.5
DEFAULT_SPEED = 3.0  # the aim's default speed (app.aim)
MAX_CHECKS = 24  # straight candidates played through the engine where pins stand
# The way out from among the pins: aims this many degrees apart whose first leg (to the
# cushion) is clear, nearest the target's direction first, at most ESCAPE_CHECKS played.
ESCAPE_STEP = 1.5
ESCAPE_CHECKS = 96


@dataclass(frozen=True)
class _Layout:
    """What the geometry of a turn's aim looks at: the balls, the pins and their sizes."""

    balls: Mapping[str, Point]
    pins: Mapping[str, Point]
    pin_r: Mapping[str, float]
    r: float  # the balls' radius
    cue: str
    table: Table

    @property
    def me(self) -> Point:
        return self.balls[self.cue]

    def blocked(self, a: Point, b: Point, skip: tuple[str, ...]) -> bool:
        """Does the cue ball's centre going straight from a to b pass a pin or a ball? One
        it heads away from does not count, however near it rests (a ball come to rest a
        millimetre off a pin can still leave it the other way)."""
        for pin, at in self.pins.items():
            if _approaches(at, a, b) and (
                _segment_distance(at, a, b) < self.r + self.pin_r[pin] + CLEARANCE
            ):
                return True
        return any(
            ball not in skip
            and _approaches(at, a, b)
            and _segment_distance(at, a, b) < 2 * self.r + CLEARANCE
            for ball, at in self.balls.items()
        )


def default_aim(
    discipline: Discipline,
    table: Table,
    balls: Mapping[str, Point],
    pins: Mapping[str, Point],
    cue: str,
    first_shot: bool,
    speed: float = DEFAULT_SPEED,
    physics: str | None = None,
) -> float | None:
    """World degrees of a stroke whose straight path first meets a legal object ball and
    touches no pin on the way; None when the cue ball or every object ball is missing.

    Where pins stand, the cue ball must not knock one after the contact either (7C, 5P-10:
    pins by the cue ball are a foul): the straight candidates are played through the engine
    at ``speed`` with physics set ``physics`` (None: the current set), in order, and the
    first clean one is taken (at most ``MAX_CHECKS``). How far a ball rolls depends on the
    set, so where it comes to rest does too: a cue ball may lie among the pins, every
    straight line and one-cushion kick blocked; then the ways out between the pins are
    played (``ESCAPE_CHECKS``)."""
    me = balls.get(cue)
    if me is None:
        return None
    first = discipline.first_target(balls, cue, first_shot)
    if first is None:
        return None
    forced = (first_shot and discipline.break_first in balls) or (
        discipline.required_first is not None and discipline.required_first(cue) in balls
    )
    others = sorted(
        (b for b in balls if b not in (cue, first)), key=lambda b: math.dist(me, balls[b])
    )
    targets = [first] if forced else [first, *others]
    pin_r = {p: discipline.pin_kind(p).radius for p in pins}
    lay = _Layout(balls, pins, pin_r, ball_radius(table), cue, table)
    straight = [(aim, target) for target in targets for aim in _clear_aims(lay, target)]

    def run(aim: float) -> tuple[str | None, bool]:
        return _engine_run(discipline, table, balls, pins, cue, aim, speed, physics)

    if pins:
        for aim, target in straight[:MAX_CHECKS]:
            meets, pin_hit = run(aim)
            if meets == target and not pin_hit:
                return aim
    if straight and not pins:
        return straight[0][0]
    # No clean straight stroke: a one-cushion kick (the target mirrored in a cushion). A
    # cushion does not rebound like a mirror, so the kick is found with the engine itself:
    # the mirror's aim first, then aims fanning out from it (a few dozen simulations).
    legal: float | None = None
    for target in targets:
        kick = _kick_aim(lay, target)
        if kick is None:
            continue
        for k in range(KICK_TRIES):
            tried = _deg(math.radians(kick + KICK_STEP * ((k + 1) // 2) * (-1) ** k))
            meets, pin_hit = run(tried)
            if meets == target:
                if not pin_hit:
                    return tried
                legal = tried if legal is None else legal
    if not straight and legal is None:
        # Boxed in (among the pins): any aim whose first leg gets out clean, played.
        for target in targets:
            for aim in _escape_aims(lay, balls[target]):
                meets, pin_hit = run(aim)
                if meets == target and not pin_hit:
                    return aim
    # Nothing clean: a legal first ball at least, straight if the line is clear.
    if straight:
        return straight[0][0]
    if legal is not None:
        return legal
    # Nothing is clear (a ball hidden behind pins): at least aim at the legal ball.
    t = balls[first]
    return _deg(math.atan2(t[1] - me[1], t[0] - me[0]))


def _clear_aims(lay: _Layout, target: str) -> list[float]:
    """Every tried cut (``CUT_SHARES``) whose straight path to the contact is clear."""
    me, r = lay.me, lay.r
    t = lay.balls[target]
    d = math.dist(me, t)
    if d <= 2 * r + 1e-9:
        return []  # frozen together: no straight aim separates the choices
    base = math.atan2(t[1] - me[1], t[0] - me[0])
    out = []
    for share in CUT_SHARES:
        off = share * 2 * r  # the cue ball's centre line passes this far from the target's
        delta = math.asin(max(-1.0, min(1.0, off / d)))
        travel = d * math.cos(delta) - math.sqrt(max(0.0, (2 * r) ** 2 - off**2))
        a = base + delta
        end = (me[0] + travel * math.cos(a), me[1] + travel * math.sin(a))
        if not lay.blocked(me, end, (lay.cue, target)):
            out.append(_deg(a))
    return out


def _engine_run(
    discipline: Discipline,
    table: Table,
    balls: Mapping[str, Point],
    pins: Mapping[str, Point],
    cue: str,
    aim: float,
    speed: float,
    physics: str | None,
) -> tuple[str | None, bool]:
    """The first thing the cue ball meets in the engine ("pin" for a pin, None for
    nothing) and whether a pin is touched the way the rules punish: by the cue ball at any
    time (5P-10, 7C), or by an object ball before it has met a cushion (7C: pins knocked
    without a cushion)."""
    from game.physics.api import simulate_detailed  # the engine only where it is needed

    request = {
        "table": table.id,
        "discipline": discipline.id,
        "balls": {k: [v[0], v[1]] for k, v in sorted(balls.items())},
        "pins": {k: [v[0], v[1]] for k, v in sorted(pins.items())},
        "stroke": Stroke(cue, aim, speed),
        **({"physics": physics} if physics is not None else {}),
    }
    first: str | None = None
    pin_hit = False
    cushioned: set[str] = set()
    for e in simulate_detailed(request).events:
        if e.type.is_cushion() and e.ball is not None:
            cushioned.add(e.ball)
        elif e.type.is_pin_touch() and (e.ball == cue or e.ball not in cushioned):
            pin_hit = True
            first = first or ("pin" if e.ball == cue else None)
        elif first is None and (other := e.other_ball(cue)) is not None:
            first = other
    return first, pin_hit


def _kick_aim(lay: _Layout, target: str) -> float | None:
    """Off one cushion to the full ball: the shortest kick whose two legs are clear."""
    me, r = lay.me, lay.r
    t = lay.balls[target]
    xw, yl = lay.table.half_width - r, lay.table.half_length - r  # the centre's reach
    mirrors = [(2 * xw - t[0], t[1]), (-2 * xw - t[0], t[1]), (t[0], 2 * yl - t[1])]
    mirrors.append((t[0], -2 * yl - t[1]))
    best: tuple[float, float] | None = None
    for mx, my in mirrors:
        dx, dy = mx - me[0], my - me[1]
        # Where the line to the mirror image meets the cushion's line (the centre's reach).
        if mx != t[0]:
            wall = xw if mx > 0 else -xw
            k = (wall - me[0]) / dx if dx else -1.0
        else:
            wall = yl if my > 0 else -yl
            k = (wall - me[1]) / dy if dy else -1.0
        if not 0.0 < k < 1.0:
            continue
        bounce = (me[0] + dx * k, me[1] + dy * k)
        if abs(bounce[0]) > xw + 1e-9 or abs(bounce[1]) > yl + 1e-9:
            continue
        # The second leg ends where the cue ball meets the object ball, 2R short of it.
        back = math.dist(bounce, t)
        if back <= 2 * r:
            continue
        f = (back - 2 * r) / back
        end = (bounce[0] + (t[0] - bounce[0]) * f, bounce[1] + (t[1] - bounce[1]) * f)
        skip = (lay.cue, target)
        if lay.blocked(me, bounce, skip) or lay.blocked(bounce, end, skip):
            continue
        length = math.dist(me, bounce) + back
        if best is None or length < best[0]:
            best = (length, math.atan2(dy, dx))
    return None if best is None else _deg(best[1])


def _escape_aims(lay: _Layout, toward: Point) -> list[float]:
    """Aims (``ESCAPE_STEP`` apart, at most ``ESCAPE_CHECKS``) whose straight run to the
    first cushion passes no pin and no ball, the nearest ``toward``'s direction first."""
    me = lay.me
    xw, yl = lay.table.half_width - lay.r, lay.table.half_length - lay.r
    base = math.degrees(math.atan2(toward[1] - me[1], toward[0] - me[0]))
    steps = round(360.0 / ESCAPE_STEP)
    out: list[float] = []
    for k in range(steps):
        off = ESCAPE_STEP * ((k + 1) // 2) * (-1) ** k
        a = math.radians(base + off)
        dx, dy = math.cos(a), math.sin(a)
        reach = max(0.0, min(_to_wall(me[0], dx, xw), _to_wall(me[1], dy, yl)))
        end = (me[0] + dx * reach, me[1] + dy * reach)
        if not lay.blocked(me, end, (lay.cue,)):
            out.append(_deg(a))
            if len(out) >= ESCAPE_CHECKS:
                break
    return out


def _to_wall(at: float, step: float, wall: float) -> float:
    """How far along a unit direction whose component is ``step`` a centre at ``at``
    reaches the wall at ±``wall`` it heads for (inf: it runs parallel to both)."""
    if abs(step) <= 1e-12:
        return math.inf
    return (math.copysign(wall, step) - at) / step


def _approaches(p: Point, a: Point, b: Point) -> bool:
    """Does going from a towards b bring a centre nearer p at first?"""
    return (p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1]) > 0.0


def _segment_distance(p: Point, a: Point, b: Point) -> float:
    ax, ay = b[0] - a[0], b[1] - a[1]
    n = ax * ax + ay * ay
    k = 0.0 if n == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * ax + (p[1] - a[1]) * ay) / n))
    return math.dist(p, (a[0] + ax * k, a[1] + ay * k))


def _deg(rad: float) -> float:
    return round(math.degrees(rad) % 360.0, 4)


def turn_aim(match: Match, speed: float, hand_at: Point | None = None) -> float | None:
    """The aim a turn of ``match`` starts from (``default_aim`` on its position), with the
    ball in hand where the player holds it (``hand_at``) when it is in hand."""
    balls = dict(match.position.balls)
    if match.ball_in_hand is not None and hand_at is not None:
        balls[match.ball_in_hand] = hand_at
    return default_aim(
        match.discipline, match.table, balls, match.position.pins, match.next_ball,
        first_shot=not match.records, speed=speed, physics=match.config.physics,
    )  # fmt: skip


__all__ = ["default_aim", "turn_aim"]
