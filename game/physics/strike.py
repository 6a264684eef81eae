"""The cue strike (physics.md "Cue strike"): speed, spin, squirt, massé and miscue.

The tip meets the ball at offsets a (side, + right) and b (height, + above centre), in
radii, in the plane square to the cue. The impulse J points along the cue, tilted down
by the elevation θ; the table cancels its vertical part, and r_P × J gives the spin, so an
elevated cue adds the massé spin that curves the path. ``speed`` is |J|/m: the speed the
tip gives the ball (for a level cue, the ball's speed); with elevation the ball leaves at
speed·cosθ and the rest went into the table. Squirt (Alciatore TP A-31) turns the ball
away from the side of the hit. Beyond the miscue limit the tip slips: the ball leaves at a
fraction of the speed, along the aim, without spin.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.physics.params import Params

MISCUE_LIMIT = 0.6  # tip offset, radii
MISCUE_FRACTION = 0.25  # speed kept on a miscue
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
    if math.hypot(side, height) > MISCUE_LIMIT:
        v = speed * MISCUE_FRACTION * math.cos(theta)
        return StrikeResult((v * dx, v * dy), (0.0, 0.0, 0.0), True, 0.0)
    ct, st = math.cos(theta), math.sin(theta)
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
    j = speed  # |J| / m
    jx, jy, jz = j * cax, j * cay, j * caz
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
