"""The cue strike (physics.md "Cue strike"): speed, spin, squirt, massé and miscue.

Model. The tip meets the ball at offsets a (side, + right) and b (height, + above centre),
in radii, in the plane square to the cue, at the point r_P where the line of the cue at
that offset first meets the sphere. The cue's impulse J points along the cue, tilted down
by the elevation θ. The table takes its vertical part (a hard, moderately steep stroke
makes the ball hop off the slate instead: airborne.cue_hop), so the ball leaves with
the horizontal part, v = J_h / m, while the spin comes from the whole impulse,
ω = (5 / 2mR²)·(r_P × J) (I = 2/5·m·R², J applied at r_P).

``speed`` is what contract.md says: the struck ball's speed just after the tip leaves it,
i.e. |J_h| / m, so |J| / m = speed / cosθ. The vertical part J_z = −J·sinθ is what makes a
massé: with the tip a to the right, r_P × J_z ẑ spins the ball about the direction of play,
and the cloth contact slips sideways at u_⊥ = 2.5·a·speed·tanθ (left for right english),
so friction pushes the ball right. The slip keeps its direction, so the ball swerves along
a parabola for t = 2|u₀| / (7 μs g) and then rolls on in its new direction, which is turned
by atan(a·tanθ) for a pure side hit (b adds follow or draw 2.5·b·speed / cosθ). Elevation
70°, a = 0.4, 1.5 m/s: u₀ ≈ 4.4 m/s, the swerve lasts 0.64 s, about 0.8 m along the aim
and 0.38 m across it (Alciatore's massé analyses: tens of centimetres to a metre).

An earlier version read ``speed`` as |J| / m and let the ball leave at speed·cosθ: a massé
asked for at 1.5 m/s left at 0.5 m/s and its swerve was over within 10 cm.

The cue cannot hit harder than the hardest level stroke, so |J| / m is capped at
``MAX_IMPULSE`` (the contract's top speed): a steep stroke asked for more horizontal speed
than a cue can give (speed > MAX_IMPULSE·cosθ, e.g. above 2.1 m/s at 80°) leaves at
MAX_IMPULSE·cosθ. This is physics, not a guard: at 89° keeping the asked speed would need
a cue going 57 times faster and would spin the ball at tens of thousands of rad/s.

Squirt (Alciatore TP A-31) turns the ball away from the side of the hit. Beyond the miscue
limit the tip slips: the ball leaves at a fraction of the speed, along the aim, without
spin.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.limits import MAX_SPEED
from game.physics.params import Params

MISCUE_LIMIT = 0.6  # tip offset, radii
MISCUE_FRACTION = 0.25  # speed kept on a miscue
MAX_IMPULSE = MAX_SPEED  # |J|/m, m/s: the hardest cue stroke, a level stroke's top speed
# Ball mass over the cue's effective end mass in TP A-31's squirt formula. physics.md asks
# for "about 1–1.5° at a = 0.5"; m/30 would give 1.89° there, so we use m/45 (1.30°).
END_MASS_RATIO = 45.0

Vec3 = tuple[float, float, float]


@dataclass(frozen=True)
class StrikeResult:
    vel: tuple[float, float]
    spin: Vec3
    miscue: bool
    squirt_deg: float


def squirt_angle(a: float) -> float:
    """Squirt angle (rad, ≥ 0) for side offset |a| in radii (TP A-31)."""
    a = min(abs(a), 0.999)
    root = math.sqrt(1.0 - a * a)
    return math.atan(2.5 * a * root / (1.0 + END_MASS_RATIO + 2.5 * (1.0 - a * a)))


def strike(
    aim_deg: float, speed: float, side: float, height: float, elevation_deg: float, prm: Params
) -> StrikeResult:
    phi = math.radians(aim_deg)
    dx, dy = math.cos(phi), math.sin(phi)
    theta = math.radians(elevation_deg)
    ct, st = math.cos(theta), math.sin(theta)
    jh = min(speed, MAX_IMPULSE * ct)  # |J_h| / m: the ball's speed off the tip
    if math.hypot(side, height) > MISCUE_LIMIT:
        v = jh * MISCUE_FRACTION
        return StrikeResult((v * dx, v * dy), (0.0, 0.0, 0.0), True, 0.0)
    # Cue axis (down into the table), the shooter's right, and "up" square to the cue.
    cax, cay, caz = ct * dx, ct * dy, -st
    rx, ry = dy, -dx  # d̂ × ẑ
    ux, uy, uz = st * dx, st * dy, ct
    depth = math.sqrt(max(0.0, 1.0 - side * side - height * height))
    R = prm.R
    # Tip contact point relative to the centre, over R.
    px = side * rx + height * ux - depth * cax
    py = side * ry + height * uy - depth * cay
    pz = height * uz - depth * caz
    # J / m along the cue: horizontal part jh along the aim, vertical part −jh·tanθ.
    jx, jy, jz = jh * dx, jh * dy, -jh * st / ct
    k = 2.5 / R  # (R·p̂ × J)/I over m
    wx = k * (py * jz - pz * jy)
    wy = k * (pz * jx - px * jz)
    wz = k * (px * jy - py * jx)
    # Squirt: the ball leaves turned away from the side of the hit.
    sq = squirt_angle(side)
    turn = sq if side > 0 else -sq
    c, s = math.cos(turn), math.sin(turn)
    vx, vy = jx * c - jy * s, jx * s + jy * c
    return StrikeResult((vx, vy), (wx, wy, wz), False, math.degrees(sq))
