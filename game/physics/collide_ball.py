"""Ball–ball contact: frictional inelastic collision with throw (Alciatore TP A-5/A-6/A-14).

Equal balls, contact normal n from ball 1 to ball 2 taken from the centres at the exact
contact time. Normal impulse from restitution e_b; a tangential (3D) friction impulse
μ(v_slip)·Jn against the contact-point slip (μ: Alciatore's fit times
``Params.bb_friction``), capped where the slip would vanish (7 is the slip change per
unit impulse over m for two solid spheres). The slip includes the
balls' spin, so both cut-induced and spin-induced throw come out, and follow/draw lose a
little spin to the vertical part of the friction. The table cancels any vertical impulse
on the centres of two balls on the cloth (a contact with a ball in the air is
resolved in three dimensions: airborne.ball_pair_impact).
"""

from __future__ import annotations

import math

from game.physics.params import Params

Vec3 = tuple[float, float, float]
State = tuple[tuple[float, float], Vec3]  # (velocity, spin)


def friction_coefficient(slip: float) -> float:
    """μ_bb from physics.md (Alciatore's fit to measured throw)."""
    return 0.00995 + 0.108 * math.exp(-1.088 * slip)


def collide(
    v1: tuple[float, float], w1: Vec3, v2: tuple[float, float], w2: Vec3,
    nx: float, ny: float, prm: Params,
) -> tuple[State, State, float]:  # fmt: skip
    """New (v, ω) of both balls and the normal approach speed."""
    R = prm.R
    vn = (v1[0] - v2[0]) * nx + (v1[1] - v2[1]) * ny
    vn_eff = max(vn, 0.0)
    # Normal impulse over mass, along -n on ball 1.
    jn = 0.5 * (1.0 + prm.e_b) * vn_eff
    # Contact-point velocities: r1 = R n, r2 = -R n; ω × r for r = ±R(nx, ny, 0).
    c1x = v1[0] + (-w1[2] * R * ny)
    c1y = v1[1] + (w1[2] * R * nx)
    c1z = w1[0] * R * ny - w1[1] * R * nx
    c2x = v2[0] + (w2[2] * R * ny)
    c2y = v2[1] + (-w2[2] * R * nx)
    c2z = -(w2[0] * R * ny - w2[1] * R * nx)
    sx, sy, sz = c1x - c2x, c1y - c2y, c1z - c2z
    sn = sx * nx + sy * ny
    sx -= sn * nx
    sy -= sn * ny
    slip = math.sqrt(sx * sx + sy * sy + sz * sz)
    if slip > 0.0:
        jt = min(prm.bb_friction * friction_coefficient(slip) * jn, slip / 7.0)
        fx, fy, fz = -jt * sx / slip, -jt * sy / slip, -jt * sz / slip
    else:
        fx = fy = fz = 0.0
    # Impulse over mass on ball 1: P1 = -jn n + f; ball 2 gets -P1.
    px, py, pz = -jn * nx + fx, -jn * ny + fy, fz
    k = 2.5 / R  # r × P / I over m, with I = 2/5 m R² and |r| = R
    # r1 × P1 with r1 = (nx, ny, 0)·R  →  k·(n × P1)
    t1 = (ny * pz, -nx * pz, nx * py - ny * px)
    new1 = (
        (v1[0] + px, v1[1] + py),
        (w1[0] + k * t1[0], w1[1] + k * t1[1], w1[2] + k * t1[2]),
    )
    # r2 × P2 = (-R n) × (-P1) = R n × P1: the same torque.
    new2 = (
        (v2[0] - px, v2[1] - py),
        (w2[0] + k * t1[0], w2[1] + k * t1[1], w2[2] + k * t1[2]),
    )
    return new1, new2, vn
