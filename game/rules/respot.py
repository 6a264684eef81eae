"""Setting the seven-pins table up between shots: balls back on their spots, pins back up.

Rules 7C-26/7C-27 (classic ball spotting), 7F-7/7F-13 (federation ball spotting),
7C-28/7C-29 and 7F-14 (pin re-setting with the midway places), and the house where a ball in
hand is placed. Pure functions of positions; the referee decides when to call them.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from game import layouts
from game.rules.model import Area
from game.tables import SEVEN_PINS, Point, Table

R = layouts.PYRAMID_BALL_R
AXIS_STEP = 0.001  # 1 mm steps when looking for a free point on the long axis

# 7C-29: the pins next to each central pin (the cross plus the diamond of small pins).
NEIGHBOURS: dict[str, tuple[str, ...]] = {
    "king": ("n", "s", "e", "w"),
    "n": ("king", "e", "w"),
    "s": ("king", "e", "w"),
    "e": ("king", "n", "s"),
    "w": ("king", "n", "s"),
}
SIDE_PINS = ("head", "foot")
# 7C-29: neighbours whose directions from the covered spot differ by less than this (in the
# cosine against the ball's direction) are equally "away from the ball": rounding only.
TIE_COSINE = 1e-9
# A ball whose centre lies this close to a pin's spot is centred on it (no direction; it also
# keeps a vanishing offset from underflowing the cosine).
CENTRED = 1e-9


def dist(p: Point, q: Point) -> float:
    return math.hypot(p[0] - q[0], p[1] - q[1])


def house(table: Table) -> Area:
    """The house: between the head cushion and the head string, inside the cushions by R."""
    return Area(
        x_min=-table.half_width + R,
        x_max=table.half_width - R,
        y_min=-table.half_length + R,
        y_max=table.head_string_y,
        name="house",
    )


def pin_spots(federation: bool, table: Table) -> dict[str, Point]:
    return layouts.seven_pins(federation, table)


def pin_radius(pin: str, federation: bool) -> float:
    return layouts.seven_pin_kind(pin, federation).radius


def covering_ball(spot: Point, radius: float, balls: Mapping[str, Point]) -> str | None:
    """The ball (nearest first) whose centre lies within R + ``radius`` of ``spot``."""
    best: tuple[float, str] | None = None
    for ball in sorted(balls):
        d = dist(balls[ball], spot)
        if d < R + radius and (best is None or d < best[0]):
            best = (d, ball)
    return None if best is None else best[1]


# -- balls -----------------------------------------------------------------------------------


def _ball_free(
    p: Point, balls: Mapping[str, Point], avoid_pins: list[tuple[Point, float]], table: Table
) -> bool:
    if abs(p[0]) > table.half_width - R or abs(p[1]) > table.half_length - R:
        return False
    if any(dist(p, q) < 2 * R for q in balls.values()):
        return False
    return not any(dist(p, q) < R + r for q, r in avoid_pins)


def _axis_search(
    start: Point,
    directions: tuple[float, ...],
    balls: Mapping[str, Point],
    avoid_pins: list[tuple[Point, float]],
    table: Table,
    alternate: bool,
) -> Point:
    """The nearest free point on the long axis from ``start``.

    ``alternate`` tries both directions at each distance (7F-7: "nearest free point");
    otherwise the first direction is searched to the cushion before the second (7C-26:
    "behind its spot").
    """
    limit = int(table.length / AXIS_STEP) + 1
    if alternate:
        order = [(k, s) for k in range(1, limit) for s in directions]
    else:
        order = [(k, s) for s in directions for k in range(1, limit)]
    for k, s in order:
        p = (0.0, start[1] + s * k * AXIS_STEP)
        if _ball_free(p, balls, avoid_pins, table):
            return p
    return start  # a table with no free point on its axis cannot occur with three balls


def _avoid(pins: Mapping[str, Point], federation: bool, table: Table) -> list[tuple[Point, float]]:
    """Pin spots and current pin places a spotted ball must not cover."""
    out = [(p, pin_radius(k, federation)) for k, p in sorted(pin_spots(federation, table).items())]
    out += [(p, pin_radius(k, federation)) for k, p in sorted(pins.items())]
    return out


def _away_from_centre(p: Point) -> float:
    return -1.0 if p[1] < 0 else 1.0


def spot_classic(
    ball: str, balls: Mapping[str, Point], pins: Mapping[str, Point], table: Table
) -> Point:
    """7C-26: own starting spot, else the other object ball's, else the nearest free point on
    the long axis behind its own spot (towards the nearer short cushion; Decision)."""
    starts = layouts.seven_pins_balls(False, table)
    other = "o2" if ball == "o1" else "o1"
    avoid = _avoid(pins, False, table)
    others = {k: v for k, v in balls.items() if k != ball}
    for p in (starts[ball], starts[other]):
        if _ball_free(p, others, avoid, table):
            return p
    away = _away_from_centre(starts[ball])
    return _axis_search(starts[ball], (away, -away), others, avoid, table, alternate=False)


def spot_federation(
    ball: str, balls: Mapping[str, Point], pins: Mapping[str, Point], table: Table
) -> Point:
    """7F-7 Decision: spot 1 or spot 3, whichever is farther from the other object ball; if
    covered, the nearest free point along the axis. With the other ball's place unknown (or
    the other ball being spotted too) the ball goes to its own starting spot (7F-12)."""
    starts = layouts.seven_pins_balls(True, table)
    other = "o2" if ball == "o1" else "o1"
    avoid = _avoid(pins, True, table)
    others = {k: v for k, v in balls.items() if k != ball}
    if other in balls:
        head, foot = table.head_spot, table.foot_spot
        dh, df = dist(head, balls[other]), dist(foot, balls[other])
        target = starts[ball] if dh == df else (head if dh > df else foot)
    else:
        target = starts[ball]
    if _ball_free(target, others, avoid, table):
        return target
    away = _away_from_centre(target)
    return _axis_search(target, (away, -away), others, avoid, table, alternate=True)


def spot_balls(
    out: tuple[str, ...],
    balls: Mapping[str, Point],
    pins: Mapping[str, Point],
    federation: bool,
    table: Table,
) -> dict[str, Point]:
    """Where each object ball in ``out`` (pocketed or jumped) goes; ``balls`` are the balls
    left on the cloth, ``pins`` the pins standing there. If the cue ball is out, both object
    balls go back to their starting spots (7C-27, 7F-13) and the cue ball is in hand."""
    placed = dict(balls)
    result: dict[str, Point] = {}
    if "cue" in out:
        # 7C-27 / 7F-13: both object balls go home; with the cue ball in hand nothing else
        # can stand on those spots (each lies clear of its side pin by construction).
        return dict(sorted(layouts.seven_pins_balls(federation, table).items()))
    for ball in out:
        placed.pop(ball, None)
    for ball in sorted(out):
        spot = (
            spot_federation(ball, placed, pins, table)
            if federation
            else spot_classic(ball, placed, pins, table)
        )
        result[ball] = spot
        placed[ball] = spot
    return result


# -- pins ------------------------------------------------------------------------------------


def _side_spot(pin: str, table: Table) -> Point:
    """The table spot a side pin stands by: spot 1 for the head pin, spot 3 for the foot."""
    return table.head_spot if pin == "head" else table.foot_spot


def _midpoint(p: Point, q: Point) -> Point:
    return ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)


def _midway_places(
    pin: str, ball_at: Point, homes: Mapping[str, Point], federation: bool, table: Table
) -> list[Point]:
    """7C-29 / 7F-14: the midway places for ``pin`` whose spot a ball at ``ball_at`` covers.

    One place, or several when neighbours lie equally far "away from the ball" (a ball on
    the line between a small pin's spot and the king has the two small pins beside it
    equally away; a ball centred on the spot has every neighbour). The caller takes the first free
    one; the list keeps the table order (``NEIGHBOURS``).
    """
    home = homes[pin]
    if pin in SIDE_PINS and federation:
        # 7F-14 (seed 001): the middle of the segment joining spot 1 (or 3) and the centre
        # spot. The seed measures from the table spots, not from the medium pin's own place,
        # which lies a little inside them (7F-2).
        return [_midpoint(_side_spot(pin, table), table.centre_spot)]
    if pin in SIDE_PINS:
        small = min(("n", "s", "e", "w"), key=lambda k: (dist(homes[k], home), k))
        return [_midpoint(home, homes[small])]
    ux, uy = ball_at[0] - home[0], ball_at[1] - home[1]
    norm = math.hypot(ux, uy)

    def facing(nb: str) -> float:
        vx, vy = homes[nb][0] - home[0], homes[nb][1] - home[1]
        if norm <= CENTRED:
            return 0.0  # a ball centred on the spot is equally near every neighbour
        return (ux * vx + uy * vy) / (norm * math.hypot(vx, vy))

    # The neighbours most directly away from the ball, equal up to rounding. Decision: a
    # neighbour qualifies only if it lies away from the ball (seed: "in the opposite
    # direction from the ball"): a pin is never sent sideways or towards the ball. With the
    # ball between a small pin's spot and the king none does, and the pin stays off until
    # its spot is free (the seed's "set after the next shot"). A centred ball has no
    # direction: every neighbour is equally away.
    best = min(facing(nb) for nb in NEIGHBOURS[pin])
    if norm > CENTRED and best >= -TIE_COSINE:
        return []
    return [_midpoint(home, homes[nb]) for nb in NEIGHBOURS[pin] if facing(nb) <= best + TIE_COSINE]


def reset_pins(
    places: Mapping[str, Point | None],
    fallen: tuple[str, ...],
    balls: Mapping[str, Point],
    federation: bool,
    table: Table,
) -> dict[str, Point | None]:
    """Every pin's place before the next shot (None: left off).

    ``places`` are the pins' places before the shot (None for a pin left off), ``fallen`` the
    pins knocked down in it, ``balls`` the balls on the cloth after re-spotting.
    7C-28: knocked-down pins stand back on their spots. 7C-29: a covered spot sends a king or
    small pin midway towards the neighbour away from the ball (of equally distant ones, the
    first whose place is free; with no neighbour away from the ball, none), a side pin
    midway towards the nearest small pin (7F-14:
    midway between spot 1 or 3 and the centre spot); if that place is covered too, the pin
    stays off until a later shot ends with its own spot free. Decision: a pin standing at a
    midway place goes back to its spot as soon as a shot ends with the spot free (the seed's
    "set after the next shot").
    """
    homes = pin_spots(federation, table)
    down = set(fallen)
    result: dict[str, Point | None] = {}
    to_place: list[str] = []
    # A standing pin a ball has come to rest against or over (it touched or shoved it without
    # knocking it down, and a pin moved but still standing is set back) has its place
    # covered: it is placed again like a knocked one (7C-29), never left inside a ball.
    shoved = {
        pin
        for pin in SEVEN_PINS
        if pin not in down
        and (place := places.get(pin)) is not None
        and covering_ball(place, pin_radius(pin, federation), balls) is not None
    }
    for pin in SEVEN_PINS:
        place = places.get(pin)
        if pin in down or pin in shoved or place is None or place != homes[pin]:
            to_place.append(pin)
        else:
            result[pin] = place
    for pin in to_place:
        r = pin_radius(pin, federation)
        taken = [(p, pin_radius(k, federation)) for k, p in result.items() if p is not None]

        def free(p: Point, r: float = r, taken: list[tuple[Point, float]] = taken) -> bool:
            return covering_ball(p, r, balls) is None and not any(
                dist(p, q) < r + rq for q, rq in taken
            )

        home = homes[pin]
        if free(home):
            result[pin] = home
            continue
        place = places.get(pin)
        if pin in down or pin in shoved:
            cover = covering_ball(home, r, balls)
            at = balls[cover] if cover is not None else home
            places_free = [m for m in _midway_places(pin, at, homes, federation, table) if free(m)]
            result[pin] = places_free[0] if places_free else None
        elif place is not None:
            result[pin] = place  # standing at a midway place and not knocked: stays there
        else:
            result[pin] = None  # left off: only its own spot brings it back
    return {pin: result[pin] for pin in SEVEN_PINS}
