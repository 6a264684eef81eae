"""A scripted stand-in for ``game.simulate`` in window tests.

The window's job is to turn mouse and keys into a stroke, show a shot and the referee's
ruling; these tests check that job with a shot whose outcome is fixed in advance, so they
do not depend on the physics. Tests marked ``engine`` use the real physics instead.
"""

from __future__ import annotations

import math
from typing import Any

from game.tables import TABLES


def straight_line_shot(
    request: dict[str, Any], trajectory_hz: float | None = None
) -> dict[str, Any]:
    """The struck ball runs straight along the aim at the stroke's speed for 0.5 s and stops;
    if its line passes over another ball it touches that ball (a ``ball`` event) and stops
    there. Deterministic; positions move, so animation and guide code have real samples."""
    stroke = request["stroke"]
    balls = {k: (float(v[0]), float(v[1])) for k, v in request["balls"].items()}
    me = stroke["ball"]
    x0, y0 = balls[me]
    a = math.radians(float(stroke["aim_deg"]))
    dx, dy = math.cos(a), math.sin(a)
    speed = float(stroke["speed"])
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
