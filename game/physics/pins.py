"""Pins (physics.md "Pins"): light standing bodies that fall when touched hard enough.

A ball touches a standing pin when its centre is ``contact_distance`` from the pin's axis
(the ball's equator meets the pin; a pin shorter than the ball's radius is met by the
ball's lower half at the pin's top). The pin is light: a knock takes only
(1 + E_PIN)·m_pin/(m + m_pin) of the ball's normal speed (about 4 %). A touch faster than
``KNOCK_SPEED`` knocks it down, falling along the push (the contact normal); a falling pin
sweeps the segment from its base as long as its height, and every standing pin whose base
that segment reaches falls too, along the same direction, when the falling pin's top gets
there (``fall_delay``). A slower touch leaves the pin standing: friction holds it and the
ball rebounds off it with E_PIN. A fallen pin lies flat and is no longer an obstacle for
balls (its body is below a rolling ball's contact height).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

KNOCK_SPEED = 0.05  # m/s, normal approach speed that tips a pin over
E_PIN = 0.5
SEVEN_PIN_MASS = 0.008
FIVE_PIN_MASS = 0.003


@dataclass
class Pin:
    id: str
    index: int
    x: float
    y: float
    radius: float
    height: float
    mass: float
    down_t: float | None = None
    down_by: str | None = None
    dir_x: float = 0.0
    dir_y: float = 0.0

    @property
    def standing(self) -> bool:
        return self.down_t is None

    def contact_distance(self, R: float) -> float:
        if self.height >= R:
            return R + self.radius
        dz = R - self.height
        return math.sqrt(R * R - dz * dz) + self.radius

    def fall_duration(self, g: float) -> float:
        """Time for the pin's top to reach the cloth, s (a toppling rod, roughly)."""
        return 1.5 * math.sqrt(self.height / g)


def knock(
    vel: tuple[float, float], nx: float, ny: float, ball_mass: float, pin: Pin
) -> tuple[tuple[float, float], bool, float]:
    """Ball velocity after touching ``pin`` along normal n (ball → pin), knocked?, speed."""
    vn = vel[0] * nx + vel[1] * ny
    if vn <= 0.0:
        return vel, False, 0.0
    if vn > KNOCK_SPEED:
        dv = (1.0 + E_PIN) * pin.mass / (ball_mass + pin.mass) * vn
        return (vel[0] - dv * nx, vel[1] - dv * ny), True, vn
    dv = (1.0 + E_PIN) * vn
    return (vel[0] - dv * nx, vel[1] - dv * ny), False, vn


def reached(falling: Pin, others: list[Pin], g: float) -> list[tuple[float, Pin]]:
    """Standing pins that ``falling`` takes with it, with the delay after its fall began."""
    out: list[tuple[float, Pin]] = []
    h = falling.height
    for p in others:
        if p is falling or not p.standing:
            continue
        rx, ry = p.x - falling.x, p.y - falling.y
        s = rx * falling.dir_x + ry * falling.dir_y
        s_clamped = min(max(s, 0.0), h)
        cx = falling.x + falling.dir_x * s_clamped
        cy = falling.y + falling.dir_y * s_clamped
        if math.hypot(p.x - cx, p.y - cy) <= p.radius + falling.radius:
            frac = math.asin(min(1.0, max(0.0, s) / h)) / (math.pi / 2.0)
            out.append((falling.fall_duration(g) * frac, p))
    return out
