"""Ball–cushion contact: Han (2005), also on rounded jaw points.

The cushion nose touches the ball at height h above the cloth, at the point
r = R(cosθ n + sinθ ẑ) with sinθ = h/R − 1 (n: horizontal unit towards the cushion; for a
jaw point, towards the point's centre). Han's impulse: normal P_N = (1 + e_c)·m·c along
−r̂ with c = v·n cosθ the compression speed; tangential impulse either sticks (cancels the
contact slip, slip change 7/(2m) per unit impulse) or slides at f_c·P_N. Han wrote the
sliding direction with the incidence angle; we use the actual slip direction, which is the
same thing for a ball without side spin and the right thing with it. The table cancels the
vertical part of the impulse on the centre of a ball on the cloth (one in the air meets
the nose in three dimensions: airborne.impact), but its torque stays, so top/back
and side spin change the rebound: running english widens the angle, reverse narrows it.
"""

from __future__ import annotations

import math

from game.physics.params import Params

Vec3 = tuple[float, float, float]


def collide(
    v: tuple[float, float],
    w: Vec3,
    nx: float,
    ny: float,
    prm: Params,
    restitution: float | None = None,
) -> tuple[tuple[float, float], Vec3, float]:
    """New (v, ω) after hitting a cushion whose direction from the centre is (nx, ny);
    ``restitution`` replaces the nose's e_c (a pocket's points and facings are deader)."""
    R = prm.R
    e_c = prm.e_c if restitution is None else restitution
    sin_t = max(-1.0, min(1.0, prm.cushion_height / R - 1.0))
    cos_t = math.sqrt(1.0 - sin_t * sin_t)
    # Local frame: x along n (into the cushion), y along the cushion (ẑ × n), z up.
    ex, ey = nx, ny
    fx, fy = -ny, nx
    vx = v[0] * ex + v[1] * ey
    vy = v[0] * fx + v[1] * fy
    wx = w[0] * ex + w[1] * ey
    wy = w[0] * fx + w[1] * fy
    wz = w[2]
    c = vx * cos_t
    if c <= 0.0:
        c = 0.0
    # Slip of the contact point (Han's sx, sy; vz = 0).
    sx = vx * sin_t + R * wy
    sy = -vy - R * wz * cos_t + R * wx * sin_t
    pn = (1.0 + e_c) * c  # normal impulse over mass
    s = math.hypot(sx, sy)
    a = 3.5  # slip change per unit impulse over mass
    if s / a <= prm.f_c * pn:
        qx, qy = sx / a, sy / a
    elif s > 0.0:
        qx, qy = prm.f_c * pn * sx / s, prm.f_c * pn * sy / s
    else:
        qx = qy = 0.0
    px = -qx * sin_t - pn * cos_t
    py = qy
    pz = qx * cos_t - pn * sin_t
    nvx = vx + px
    nvy = vy + py
    if nvx > 0.0:
        # Friction cannot drive the ball into the cushion: the nose gives the normal
        # impulse that stops it there (taking energy, never adding it).
        nvx = 0.0
    k = 2.5 / R
    nwx = wx + k * (-py * sin_t)
    nwy = wy + k * (px * sin_t - pz * cos_t)
    nwz = wz + k * (py * cos_t)
    out_v = (nvx * ex + nvy * fx, nvx * ey + nvy * fy)
    out_w = (nwx * ex + nwy * fx, nwx * ey + nwy * fy, nwz)
    return out_v, out_w, vx
