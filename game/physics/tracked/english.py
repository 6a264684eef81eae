"""Rebound angle off a cushion with running or reverse english, once the ball rolls again.

A ball rolling at ``speed`` meets the long-side cushion at ``angle_in`` degrees from its
normal, with the side spin a level stroke with tip offset ``side`` (radii) gives,
ω_z = 2.5·side·speed/R; positive ``side`` is running english (it turns the ball's
surface at the nose against the way it slides along the rail, so the rail's friction
speeds the ball along it), negative is reverse. The angle is measured from the normal,
on the ball's first rolling segment after the cushion.
"""

from __future__ import annotations

import math

from game.physics.api import _run
from game.physics.engine import BallStart
from game.physics.motion import ROLLING
from game.physics.params import Params
from game.physics.tracked.recording import TABLE, cloth_limits

START_GAP = 0.3  # m from the cushion where the ball starts


def rebound_angle(prm: Params, speed: float, side: float, angle_in: float = 45.0) -> float:
    a = math.radians(angle_in)
    vx, vy = speed * math.cos(a), speed * math.sin(a)
    # Moving +x, +y into the +x cushion: clockwise spin (ω_z < 0) is running english.
    wz = -2.5 * side * speed / prm.R
    x0 = cloth_limits(prm.R)[0] - START_GAP
    ball = BallStart("white", (x0, -0.8), (vx, vy), (-vy / prm.R, vx / prm.R, wz))
    sim = _run(TABLE, prm, [ball], [], None)
    hit = next(ev.t for ev in sim.events if ev.type == "cushion")
    for seg in sim.segments["white"]:
        if seg.t0 > hit and seg.state == ROLLING:
            return math.degrees(math.atan2(abs(seg.vy), abs(seg.vx)))
    raise ValueError("the ball never rolled after the cushion")
