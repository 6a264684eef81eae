"""How a ball comes off a cushion with running or reverse english.

A ball rolling at ``speed`` meets the long-side cushion at ``angle_in`` degrees from its
normal, with the side spin a level stroke with tip offset ``side`` (radii) gives,
ω_z = 2.5·side·speed/R; positive ``side`` is running english (it turns the ball's
surface at the nose against the way it slides along the rail, so the rail's friction
speeds the ball along it), negative is reverse.

``rebound_angle`` is the angle from the normal on the ball's first rolling segment after
the cushion (where a kick or a bank goes once the post-rebound curve is over), signed:
positive on the far side of the normal, as a mirror sends it, negative when the ball comes
back across the normal towards where it came from. ``rebound_speed`` is the ball's speed
right after the contact, from the cushion law alone, as a high-speed camera reads it off
the first frames after the impact.
"""

from __future__ import annotations

import math

from game.physics import collide_cushion
from game.physics.api import _run
from game.physics.engine import BallStart
from game.physics.motion import ROLLING
from game.physics.params import Params
from game.physics.tracked.recording import TABLE, cloth_limits

START_GAP = 0.3  # m from the cushion where the ball starts


def _rolling_in(prm: Params, speed: float, side: float, angle_in: float) -> tuple[
    tuple[float, float], tuple[float, float, float]
]:  # fmt: skip
    """Velocity and spin of a ball rolling at ``speed`` towards +x (the cushion) and +y
    along it, ``angle_in`` degrees from the normal, with ``side`` english."""
    a = math.radians(angle_in)
    vx, vy = speed * math.cos(a), speed * math.sin(a)
    # Moving +x, +y into the +x cushion: clockwise spin (ω_z < 0) is running english.
    wz = -2.5 * side * speed / prm.R
    return (vx, vy), (-vy / prm.R, vx / prm.R, wz)


def rebound_angle(prm: Params, speed: float, side: float, angle_in: float = 45.0) -> float:
    v, w = _rolling_in(prm, speed, side, angle_in)
    x0 = cloth_limits(prm.R)[0] - START_GAP
    ball = BallStart("white", (x0, -0.8), v, w)
    sim = _run(TABLE, prm, [ball], [], None)
    cushions = [ev.t for ev in sim.events if ev.type == "cushion"]
    hit = cushions[0]
    for seg in sim.segments["white"]:
        if seg.t0 > hit and seg.state == ROLLING:
            if any(hit < t <= seg.t0 for t in cushions):
                raise ValueError("the ball met another cushion before it rolled again")
            return math.degrees(math.atan2(seg.vy, abs(seg.vx)))
    raise ValueError("the ball never rolled after the cushion")


def rebound_speed(prm: Params, speed: float, side: float = 0.0, angle_in: float = 0.0) -> float:
    v, w = _rolling_in(prm, speed, side, angle_in)
    out, _, _ = collide_cushion.collide(v, w, 1.0, 0.0, prm)
    return math.hypot(out[0], out[1])
