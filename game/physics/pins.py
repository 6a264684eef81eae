"""Pins (physics.md "Pins"): light bodies that are nudged, knocked over, and pushed lying.

Every touch is a collision with the pin's real mass (8 g for seven pins, 3 g for five
pins, against a 210–285 g ball): along the contact normal the ball gives the pin
(1 + E_PIN)·m/(m + m_pin) of their closing speed and loses (1 + E_PIN)·m_pin/(m + m_pin)
of it (about 4 %), so momentum is conserved at every touch.

- Standing: a touch closing faster than ``KNOCK_SPEED`` knocks the pin over, falling along
  the push (the contact normal). A slower touch nudges it: the pin slides off its spot on
  its base (wood on cloth, ``PIN_FRICTION``) a millimetre or two and stays standing. A ball
  that keeps pushing (it touches the pin again within ``PUSH_TIME``) topples it once it has
  moved it ``tip_shift`` (about 4.5 mm for the king): a pin's base is narrower than the push
  is high (r / z below the friction), so a steady push tips it rather than slides it, and
  past that tilt it falls. A graze that moves it less leaves it standing, off its spot.
- Falling: the pin topples about its base in ``fall_duration``; in ``FALL_STAGES`` steps
  its body, seen from above, grows from the base towards where its top will lie, and a
  ball meets it there (``length``, ``reach``). A pin that would fall onto a ball leans on
  it and stays where it is (8 g cannot shove 285 g aside). Every standing pin whose base
  the falling body reaches falls too, when the top gets there (``reached``).
- Lying: a cylinder on the cloth, ``height`` long. A ball meets it where the ball's
  surface meets the pin's (horizontally 2·√(R·r) from its axis) and pushes it along the
  normal; it slides with the same friction and stops dead at a cushion.

A pin's position is piecewise: a list of slides (``Slide``), each with constant
deceleration, so the engine predicts contacts with a moving pin exactly.

All of the above is ``Params.pin_model`` "topple" (the default). Under "momentum" a
knocked pin also slides off with what the touch gave it while it falls, meets other pins
(an exchange of momentum; a standing one struck faster than ``KNOCK_SPEED`` falls, by that
pin), strikes a ball at rest it slides into and rebounds from a cushion (engine.py).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

KNOCK_SPEED = 0.05  # m/s, closing speed that tips a standing pin over
E_PIN = 0.5
SEVEN_PIN_MASS = 0.008
FIVE_PIN_MASS = 0.003
PIN_FRICTION = 0.35  # a pin sliding on the cloth (wood on wool)
PUSH_TIME = 0.02  # s: a ball touching a standing pin again this soon is pushing it
FALL_STAGES = 3


@dataclass
class Slide:
    """The pin's base from ``t0``: at (x, y), moving at (vx, vy), slowing at (ax, ay) until
    ``t1`` (then at rest)."""

    t0: float
    x: float
    y: float
    vx: float = 0.0
    vy: float = 0.0
    ax: float = 0.0
    ay: float = 0.0
    t1: float = 0.0

    def pos(self, t: float) -> tuple[float, float]:
        tau = min(t, self.t1) - self.t0
        if tau <= 0.0:
            return (self.x, self.y)
        return (self.x + (self.vx + 0.5 * self.ax * tau) * tau,
                self.y + (self.vy + 0.5 * self.ay * tau) * tau)  # fmt: skip

    def vel(self, t: float) -> tuple[float, float]:
        if t >= self.t1 or t < self.t0:
            return (0.0, 0.0)
        tau = t - self.t0
        return (self.vx + self.ax * tau, self.vy + self.ay * tau)

    def moving(self, t: float) -> bool:
        return self.t0 <= t < self.t1


# Pin.body by (height, radius, ball radius, fall steps or -1 standing): the engine asks
# for it at every prediction, and it takes a square root and a sine.
_BODIES: dict[tuple[float, float, float, int], tuple[float, float]] = {}


@dataclass
class Pin:
    id: str
    index: int
    x: float  # the spot it stood on at the start
    y: float
    radius: float
    height: float
    mass: float
    down_t: float | None = None
    down_by: str | None = None
    dir_x: float = 0.0
    dir_y: float = 0.0
    slides: list[Slide] = field(default_factory=list)
    stage: int = 0  # fall steps done: 0 standing or just knocked … FALL_STAGES lying flat
    leaning: bool = False  # its fall is stopped by a ball it would fall onto
    last_touch: tuple[str, float] | None = None  # (ball, time) of the last standing touch
    push_from: tuple[float, float] = (0.0, 0.0)  # where the current push began

    def unmoved(self) -> Pin:
        """A fresh copy of this pin as it stands before a stroke: its spot and build, no
        slides, no fall (a simulation moves the pins it is given)."""
        return Pin(self.id, self.index, self.x, self.y, self.radius, self.height, self.mass)

    def tip_shift(self, R: float) -> float:
        """How far a steady push moves the pin's touched point before it tips past its
        base's edge: the push height times the tipping angle's tangent (r over half h)."""
        return min(R, self.height) * 2.0 * self.radius / self.height

    @property
    def standing(self) -> bool:
        return self.down_t is None

    def slide_at(self, t: float) -> Slide:
        if not self.slides:
            self.slides.append(Slide(0.0, self.x, self.y))
        for s in reversed(self.slides):
            if s.t0 <= t:
                return s
        return self.slides[0]

    def pos(self, t: float) -> tuple[float, float]:
        return self.slide_at(t).pos(t)

    def vel(self, t: float) -> tuple[float, float]:
        return self.slide_at(t).vel(t)

    def contact_distance(self, R: float) -> float:
        """Standing: from a ball's centre to the pin's axis at a touch."""
        if self.height >= R:
            return R + self.radius
        dz = R - self.height
        return math.sqrt(R * R - dz * dz) + self.radius

    def lying_distance(self, R: float) -> float:
        """Lying: from a ball's centre to the pin's axis, seen from above, at a touch."""
        return 2.0 * math.sqrt(R * self.radius)

    def fall_duration(self, g: float) -> float:
        """Time for the pin's top to reach the cloth, s (a toppling rod, roughly)."""
        return 1.5 * math.sqrt(self.height / g)

    def angle_at_stage(self, stage: int) -> float:
        """How far the pin has toppled after ``stage`` steps, rad from upright."""
        return 0.5 * math.pi * min(stage, FALL_STAGES) / FALL_STAGES

    def body(self, R: float, stage: int | None = None) -> tuple[float, float]:
        """(length, reach): the pin seen from above as a capsule from its base along its
        fall direction, and how close a ball's centre comes to that segment at a touch."""
        k = -1 if self.standing else self.stage if stage is None else stage
        key = (self.height, self.radius, R, k)
        found = _BODIES.get(key)
        if found is None:
            if len(_BODIES) >= 256:
                _BODIES.clear()
            found = _BODIES[key] = self._body(R, k)
        return found

    def _body(self, R: float, k: int) -> tuple[float, float]:
        if k < 0:
            return 0.0, self.contact_distance(R)
        # Toppling, the body leans away from its base and drops below a ball's equator:
        # from above, a ball meets it about as close as the lying pin (its foot is already
        # at the cloth, the rest lower than the ball's centre soon after).
        return self.height * math.sin(self.angle_at_stage(k)), self.lying_distance(R)

    def fall_fraction(self, t: float, g: float) -> float:
        """0 standing … 1 lying (what the window draws); a leaning pin stops part way."""
        if self.down_t is None or t < self.down_t:
            return 0.0
        frac = min(1.0, (t - self.down_t) / self.fall_duration(g))
        if self.leaning:
            frac = min(frac, self.stage / FALL_STAGES)
        return frac


def lying_share(R: float, r: float) -> float:
    """cos² of the angle below the horizontal at which a ball (radius R) meets a pin
    (radius r) lying on the cloth: the horizontal share of their exchange."""
    h = 2.0 * math.sqrt(R * r)
    return h * h / (h * h + (R - r) ** 2)


def exchange(v_close: float, ball_mass: float, pin: Pin) -> tuple[float, float]:
    """Speed changes along the normal for a closing speed: (ball loses, pin gains)."""
    k = (1.0 + E_PIN) * v_close / (ball_mass + pin.mass)
    return k * pin.mass, k * ball_mass


def reached(falling: Pin, others: list[Pin], g: float, t: float) -> list[tuple[float, Pin]]:
    """Standing pins that ``falling`` takes with it, with the delay after its fall began."""
    out: list[tuple[float, Pin]] = []
    h = falling.height
    fx, fy = falling.pos(t)
    for p in others:
        if p is falling or not p.standing:
            continue
        px, py = p.pos(t)
        rx, ry = px - fx, py - fy
        s = rx * falling.dir_x + ry * falling.dir_y
        s_clamped = min(max(s, 0.0), h)
        cx = fx + falling.dir_x * s_clamped
        cy = fy + falling.dir_y * s_clamped
        if math.hypot(px - cx, py - cy) <= p.radius + falling.radius:
            frac = math.asin(min(1.0, max(0.0, s) / h)) / (math.pi / 2.0)
            out.append((falling.fall_duration(g) * frac, p))
    return out
