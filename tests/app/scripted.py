"""A scripted stand-in for the engine in window tests.

The window's job is to turn mouse and keys into a stroke, show a shot and the referee's
ruling; these tests check that job with a shot whose outcome is fixed in advance, so they
do not depend on the physics. Tests marked ``engine`` use the real physics instead.
Stand-ins are written in the contract's JSON shape (readable); ``as_engine`` turns one into
an engine the window's simulator runs (``app.shot.worker.default_engine``), returning a
``SimResult`` like the real one.
"""

from __future__ import annotations

import itertools
import math
from typing import Any

from game.stroke import Stroke
from game.tables import TABLES


def _stroke(request: dict[str, Any]) -> Stroke:
    raw = request["stroke"]  # the window's Stroke, or its JSON from a test
    return raw if isinstance(raw, Stroke) else Stroke.from_json(raw)


def _struck(raw: Any) -> str | None:
    """The struck ball of a request's stroke: the window's Stroke or a test's JSON."""
    return raw.ball if isinstance(raw, Stroke) else None if raw is None else raw.get("ball")


def straight_line_shot(
    request: dict[str, Any], trajectory_hz: float | None = None
) -> dict[str, Any]:
    """The struck ball runs straight along the aim at the stroke's speed for 0.5 s and stops;
    if its line passes over another ball it touches that ball (a ``ball`` event) and stops
    there. Deterministic; positions move, so animation and guide code have real samples."""
    stroke = _stroke(request)
    balls = {k: (float(v[0]), float(v[1])) for k, v in request["balls"].items()}
    me = stroke.ball
    x0, y0 = balls[me]
    a = math.radians(stroke.aim_deg)
    dx, dy = math.cos(a), math.sin(a)
    speed = stroke.speed
    table = TABLES[request["table"]]
    r = 0.034 if table.pockets else 0.03075
    hz = int(trajectory_hz or 60)
    dist = speed * 0.5
    hit = None
    for other, (ox, oy) in sorted(balls.items()):
        if other == me:
            continue
        # distance along the line to where the centres are 2r apart
        px, py = ox - x0, oy - y0
        along = px * dx + py * dy
        perp2 = px * px + py * py - along * along
        if along > 0 and perp2 < (2 * r) ** 2:
            s = along - math.sqrt((2 * r) ** 2 - perp2)
            if s < dist:
                dist, hit = s, other
    # keep inside the cloth
    lim_x, lim_y = table.half_width - r, table.half_length - r
    steps = max(2, int(0.5 * hz))
    samples = []
    for i in range(steps + 1):
        t = 0.5 * i / steps
        f = i / steps
        x = max(-lim_x, min(lim_x, x0 + dx * dist * f))
        y = max(-lim_y, min(lim_y, y0 + dy * dist * f))
        samples.append([t, x, y])
    events: list[dict[str, Any]] = [{"t": 0.0, "type": "strike", "ball": me}]
    if hit is not None:
        events.append({"t": 0.5, "type": "ball", "a": me, "b": hit})
    events.append({"t": 0.5, "type": "rest"})
    final = dict(balls)
    final[me] = (samples[-1][1], samples[-1][2])
    traj = {me: samples}
    for other, (ox, oy) in sorted(balls.items()):
        if other != me:
            traj[other] = [[0.0, ox, oy], [0.5, ox, oy]]
    pins = request.get("pins") or {}
    return {
        "events": events,
        "final": {
            "balls": {k: list(v) for k, v in sorted(final.items())},
            "pins_standing": sorted(pins),
            "pins_down": [],
            "pocketed": [],
            "off_table": [],
        },
        "duration": 0.5,
        "trajectory": traj,
    }


def as_engine(stand_in: Any) -> Any:
    """A contract-shaped stand-in (request -> simulate dict with a trajectory) as an engine
    for the window (request -> ``SimResult``): each ball runs straight and evenly between
    its samples, pocketed balls drop at their pocket event, knocked pins fall away from
    what knocked them. The window reads it exactly as it reads the real engine's result."""

    def engine(request: dict[str, Any]) -> Any:
        return sim_result(request, stand_in(request, trajectory_hz=60))

    return engine


def sim_result(request: dict[str, Any], raw: dict[str, Any]) -> Any:
    from game import disciplines
    from game.events import Event, EventType
    from game.physics.api import SimResult
    from game.physics.motion import POCKETED, ROLLING, STATIONARY, Segment
    from game.physics.params import params_for
    from game.physics.pins import Pin
    from game.physics.table_geometry import geometry

    spec = disciplines.get(request["discipline"]) if request.get("discipline") else None
    table = request.get("table") or (spec.default_table if spec else "")
    prm = params_for(table, None)
    events = [Event(**{**e, "type": EventType(e["type"])}) for e in raw["events"]]
    duration = float(raw.get("duration") or max((e.t for e in events), default=0.0))
    final = raw.get("final") or {}
    traj = raw.get("trajectory") or {}
    gone = {e.ball: e.t for e in events if e.type in ("pocket", "off_table") and e.ball}

    def seg(state: str, t0: float, t1: float, p: Any, v: Any = (0.0, 0.0)) -> Segment:
        s = Segment()
        s.state, s.t0, s.t1, s.R = state, t0, t1, prm.R
        s.px, s.py = float(p[0]), float(p[1])
        s.vx, s.vy = v
        return s

    segments: dict[str, list[Segment]] = {}
    for ball, start in request["balls"].items():
        rows = traj.get(ball)
        if not rows:
            end = (final.get("balls") or {}).get(ball, start)
            rows = [[0.0, *start], [duration, *end]]
        segs: list[Segment] = []
        for (t0, x0, y0), (t1, x1, y1) in itertools.pairwise(rows):
            if (x0, y0) == (x1, y1) or t1 <= t0:
                segs.append(seg(STATIONARY, t0, t1, (x0, y0)))
            else:
                v = ((x1 - x0) / (t1 - t0), (y1 - y0) / (t1 - t0))
                segs.append(seg(ROLLING, t0, t1, (x0, y0), v))
        last = rows[-1]
        if ball in gone:
            segs.append(seg(POCKETED, gone[ball], math.inf, last[1:]))
        else:
            segs.append(seg(STATIONARY, last[0], math.inf, last[1:]))
        segments[ball] = segs
    pins: dict[str, Pin] = {}
    for i, (pid, (x, y)) in enumerate(sorted((request.get("pins") or {}).items())):
        kind = disciplines.pin_kind(request["discipline"], pid)
        pins[pid] = Pin(pid, i, float(x), float(y), kind.radius, kind.height, 0.0)
    balls_at = {b: tuple(p) for b, p in request["balls"].items()}
    for e in events:
        if e.type == "pin_down" and e.pin in pins and pins[e.pin].down_t is None:
            pin = pins[e.pin]
            src = pins.get(e.by or "")
            sx, sy = (src.x, src.y) if src is not None else balls_at.get(e.by or "", (0.0, 0.0))
            d = math.hypot(pin.x - sx, pin.y - sy) or 1.0
            pin.down_t, pin.down_by = e.t, e.by
            pin.dir_x, pin.dir_y = (pin.x - sx) / d, (pin.y - sy) / d
    return SimResult(
        table=table,
        params=prm,
        geometry=geometry(table),
        events=events,
        segments=segments,
        pins=pins,
        duration=duration,
        struck=_struck(request.get("stroke")),
    )


POCKETS = {  # a pyramid table's six pockets, by the fraction of the half width and length
    "head_left": (-1.0, -1.0),
    "head_right": (1.0, -1.0),
    "side_left": (-1.0, 0.0),
    "side_right": (1.0, 0.0),
    "foot_left": (-1.0, 1.0),
    "foot_right": (1.0, 1.0),
}


def pot_first_hit(request: dict[str, Any], trajectory_hz: float | None = None) -> dict[str, Any]:
    """The pyramid games' stand-in: as ``straight_line_shot``, and the first ball the struck
    ball meets drops into the pocket nearest to it (a legal, scoring stroke, P-10, P-13);
    a stroke that meets no ball touches nothing (the foul P-13a)."""
    raw = straight_line_shot(request, trajectory_hz)
    hits = [e for e in raw["events"] if e["type"] == "ball"]
    if not hits:
        return raw
    table = TABLES[request["table"]]
    victim = hits[0]["b"]
    x, y = raw["final"]["balls"][victim]
    pocket, (fx, fy) = min(
        POCKETS.items(),
        key=lambda kv: math.hypot(
            kv[1][0] * table.half_width - x, kv[1][1] * table.half_length - y
        ),
    )
    mouth = (fx * table.half_width, fy * table.half_length)
    rest = raw["events"].pop()
    raw["events"] += [
        {"t": 0.9, "type": "pocket", "ball": victim, "pocket": pocket},
        {**rest, "t": 1.0},
    ]
    del raw["final"]["balls"][victim]
    raw["final"]["pocketed"] = [victim]
    raw["trajectory"][victim] = [[0.0, x, y], [0.5, x, y], [0.9, *mouth]]
    raw["duration"] = 1.0
    return raw
