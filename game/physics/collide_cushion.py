"""Ball–cushion contact: Han (2005) or Mathavan et al. (2010), also on rounded jaw points.

``Params.cushion_law`` chooses the law; Han 2005 is the default of the table constants.

The cushion nose touches the ball at height h above the cloth, at the point
r = R(cosθ n + sinθ ẑ) with sinθ = h/R − 1 (n: horizontal unit towards the cushion; for a
jaw point, towards the point's centre). Han's impulse: normal P_N = (1 + e_c)·m·c along
−r̂ with c = v·n cosθ the compression speed; tangential impulse either sticks (cancels the
contact slip, slip change 7/(2m) per unit impulse) or slides at f_c·P_N. Han wrote the
sliding direction with the incidence angle; we use the actual slip direction, which is the
same thing for a ball without side spin and the right thing with it. The table cancels the
vertical part of the impulse on the centre of a ball on the cloth (one in the air meets
the nose in three dimensions: airborne.impact), but its torque stays, so top/back
and side spin change the rebound. Its single impulse, though, leaves the cloth's
friction out of the contact: measured once the ball rolls again, reverse english widens
the angle like running english.

Mathavan, Jackson and Parkin (2010, "A theoretical analysis of billiard ball dynamics
under cushion impacts") integrate the contact over the normal impulse P at the nose
instead: at each step the nose pushes along −r̂ by dP with friction f_c·dP against the
slip at the nose, the cloth pushes up by what keeps the centre on the slate, with friction
u_s against the slip at the ball's foot, and velocities and spins change with every step.
Compression ends when the normal speed at the nose reaches zero; restitution goes on until
the work the nose gives back is e_c² times the work of compression (an energetic
coefficient). A friction impulse never exceeds what would make its slip vanish (stick).
The cloth's grip during the contact is what lets reverse english shorten the rebound.

A rubber nose also grips back: what friction took from the slip at the nose it stores as
the rubber's shear and partly gives back as the ball leaves (tangential restitution, as in
a bouncing rubber ball). ``Params.tangential_restitution`` says how much, growing with the
speed into the cushion up to a cap: Mathavan's law adds that fraction of the nose's whole
friction impulse once the contact ends, Han's lets the sticking impulse reverse the slip by it
(within the friction cone). 0, the default, is each law as published.
"""

from __future__ import annotations

import math

from game.physics.params import MATHAVAN2010, Params

Vec3 = tuple[float, float, float]

# Mathavan: the impulse to stop the compression is split into this many steps (the whole
# contact takes about (1 + e_c) times as many). The integration is first order: rebound
# angles (45° in, rolling, side ±0.5) lie within 0.8° of the 1,000-step limit at 50 steps
# and 0.4° at 100; the calibrated constants were fitted with these 50 steps.
MATHAVAN_STEPS = 50
_SLIP_PER_IMPULSE = 3.5  # tangential slip change per unit impulse over mass (solid sphere)


def collide(
    v: tuple[float, float],
    w: Vec3,
    nx: float,
    ny: float,
    prm: Params,
    restitution: float | None = None,
) -> tuple[tuple[float, float], Vec3, float]:
    """New (v, ω) after hitting a cushion whose direction from the centre is (nx, ny),
    and the speed into it; ``restitution`` replaces the nose's e_c (a pocket's points and
    facings are deader)."""
    if prm.cushion_law == MATHAVAN2010:
        return mathavan(v, w, nx, ny, prm, restitution)
    return han(v, w, nx, ny, prm, restitution)


def mathavan(
    v: tuple[float, float],
    w: Vec3,
    nx: float,
    ny: float,
    prm: Params,
    restitution: float | None = None,
) -> tuple[tuple[float, float], Vec3, float]:
    """Mathavan 2010's integrated impulse (see the module's docstring)."""
    R = prm.R
    mu_w = prm.f_c
    mu_s = prm.u_s
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
    speed_in = vx
    e_c = prm.cushion_restitution(vx) if restitution is None else restitution
    c0 = vx * cos_t  # normal speed at the nose (r̂ = (cosθ, 0, sinθ))
    if c0 > 0.0 and cos_t > 0.0:
        dp = c0 / (cos_t * cos_t) / MATHAVAN_STEPS
        k = 2.5 / R  # spin change per unit impulse over mass, per unit of lever arm
        work_in = 0.0
        work_out = 0.0
        compressing = True
        target = 0.0
        steps = 0
        limit = 20 * MATHAVAN_STEPS
        e_t = prm.tangential_restitution(speed_in)
        gx_nose = gy_nose = gz_nose = 0.0  # the nose's friction impulse so far, if e_t needs it
        while steps < limit:
            steps += 1
            c = vx * cos_t
            step = dp
            if compressing:
                if c <= 0.0:
                    compressing = False
                    target = e_c * e_c * work_in
                else:
                    # The last compression step ends where the normal speed reaches zero
                    # (it falls by cos²θ per unit impulse), not a whole step beyond it.
                    step = max(min(dp, c / (cos_t * cos_t)), 0.01 * dp)
                    work_in += c * step
            if not compressing:
                if work_out >= target or c > 0.0:
                    break
                # Likewise the last restitution step gives back just the work still due. A
                # compression that ended exactly at zero normal speed (a frictionless head-on
                # hit can) still gives its restitution: one whole step, no work yet.
                if c < 0.0:
                    step = min(dp, (target - work_out) / -c)
                    work_out -= c * step
            # Slip at the nose: v + ω × r_I, r_I = R(cosθ, 0, sinθ), less its normal part.
            ux = vx + R * wy * sin_t
            uy = vy + R * (wz * cos_t - wx * sin_t)
            uz = -R * wy * cos_t
            un = ux * cos_t + uz * sin_t
            ux -= un * cos_t
            uz -= un * sin_t
            u = math.sqrt(ux * ux + uy * uy + uz * uz)
            fix = fiy = fiz = 0.0
            if u > 0.0:
                q = min(mu_w * step, u / _SLIP_PER_IMPULSE) / u
                fix, fiy, fiz = -q * ux, -q * uy, -q * uz
                if e_t > 0.0:
                    gx_nose += fix
                    gy_nose += fiy
                    gz_nose += fiz
            # The cloth holds the centre on the slate: it takes the vertical part of the
            # nose's push and friction, and grips with u_s times that.
            dpc = step * sin_t - fiz
            if dpc < 0.0:
                dpc = 0.0
            # Slip at the foot: v + ω × (0, 0, −R).
            gx = vx - R * wy
            gy = vy + R * wx
            g = math.sqrt(gx * gx + gy * gy)
            fcx = fcy = 0.0
            if g > 0.0:
                q = min(mu_s * dpc, g / _SLIP_PER_IMPULSE) / g
                fcx, fcy = -q * gx, -q * gy
            vx += -step * cos_t + fix + fcx
            vy += fiy + fcy
            # r̂_I × f_I and (−ẑ) × f_C, over I/(mR).
            wx += k * (-sin_t * fiy + fcy)
            wy += k * (sin_t * fix - cos_t * fiz - fcx)
            wz += k * (cos_t * fiy)
        if e_t > 0.0:
            # The rubber gives back e_t of its grip as the ball leaves (the module's
            # docstring); the cloth holds the centre against its vertical part.
            fix, fiy, fiz = e_t * gx_nose, e_t * gy_nose, e_t * gz_nose
            vx += fix
            vy += fiy
            wx += k * (-sin_t * fiy)
            wy += k * (sin_t * fix - cos_t * fiz)
            wz += k * (cos_t * fiy)
    if vx > 0.0:
        vx = 0.0  # as in Han's law: friction never drives the ball into the cushion
    out_v = (vx * ex + vy * fx, vx * ey + vy * fy)
    out_w = (wx * ex + wy * fx, wx * ey + wy * fy, wz)
    return out_v, out_w, speed_in


def han(
    v: tuple[float, float],
    w: Vec3,
    nx: float,
    ny: float,
    prm: Params,
    restitution: float | None = None,
) -> tuple[tuple[float, float], Vec3, float]:
    """Han 2005's single impulse (see the module's docstring)."""
    R = prm.R
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
    e_c = prm.cushion_restitution(vx) if restitution is None else restitution
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
        # Sticking: the impulse that cancels the slip, and (tangential restitution) up to
        # e_t times more that reverses it, within the friction cone.
        e_t = prm.tangential_restitution(vx)
        if e_t > 0.0 and s > 0.0:
            grip = min((1.0 + e_t) * s / a, prm.f_c * pn)
            qx, qy = grip * sx / s, grip * sy / s
        else:
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
