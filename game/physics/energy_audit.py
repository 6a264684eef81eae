"""``python -m game.physics.energy_audit``: no contact may add kinetic energy.

Two audits, both deterministic (seeded):

- random contacts: ``--contacts`` pairs of balls (and a ball and a cushion, a jaw point or a
  pin every few) set in motion towards each other on every table, with random speeds
  (1 mm/s to 8 m/s, many slow ones), spins and offsets, simulated to rest;
- flights: ``--flights`` balls launched into the air (airborne.py) at a ball, a cushion or
  a pin: landings, hops, contacts in three dimensions, balls leaving the table; the total
  then includes the vertical motion and the height (m·g·z);
- breaks: ``--breaks`` hard strokes per table into a racked triangle of fifteen balls (the
  pyramid rack, the densest clusters the engine ever sees), from random cue positions,
  speeds 5–12 m/s, random tip offsets and elevations; on the pyramid tables every other
  break is the seven-pins opening instead (2–10 m/s through the pins at the object balls).

For every event time the total kinetic energy (the balls' translation and rotation,
I = 2/5 m R², and the pins' sliding) just after all the event's contacts is compared with
that just before. Between events
friction only takes energy. The audit prints the number of events checked, the largest
relative rise and the number of rises beyond floating-point noise (``NOISE``).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from game.physics.airborne import OFF_TABLE, Flight, cue_hop
from game.physics.engine import BallStart, Engine, EngineRun
from game.physics.motion import POCKETED, Segment
from game.physics.params import Params
from game.physics.pins import SEVEN_PIN_MASS, Pin, Slide
from game.physics.sets import CURRENT, REGISTRY, PhysicsSet
from game.physics.strike import StrikeResult, strike
from game.physics.table_geometry import geometry
from game.tables import TABLES

# Relative and absolute floating-point noise allowed on a rise of the total energy (J).
NOISE_REL = 1e-9
NOISE_ABS = 1e-15


@dataclass
class Audit:
    shots: int = 0
    events: int = 0
    rises: int = 0
    worst: float = 0.0  # the largest relative rise seen (0 if none)
    worst_case: str = ""

    def add(self, other: Audit) -> None:
        self.shots += other.shots
        self.events += other.events
        self.rises += other.rises
        if other.worst > self.worst:
            self.worst, self.worst_case = other.worst, other.worst_case


def ball_energy(seg: Segment, t: float, prm: Params) -> float:
    """Kinetic energy (and, in the air, the vertical motion's and the height's)."""
    if seg.state == POCKETED or seg.state == OFF_TABLE:
        return 0.0
    vx, vy = seg.vel(t)
    wx, wy, wz = seg.spin(t)
    inertia = 0.4 * prm.m * prm.R * prm.R
    e = 0.5 * prm.m * (vx * vx + vy * vy) + 0.5 * inertia * (wx * wx + wy * wy + wz * wz)
    if isinstance(seg, Flight):
        vz = seg.vz_at(t)
        e += 0.5 * prm.m * vz * vz + prm.m * prm.g * seg.height(t)
    return e


def _energy(history: list[list[Segment]], t: float, prm: Params, after: bool) -> float:
    total = 0.0
    for segs in history:
        chosen = segs[0]
        for s in segs:
            if s.t0 < t or (after and s.t0 == t):
                chosen = s
            else:
                break
        total += ball_energy(chosen, min(t, chosen.t1), prm)
    return total


def _pin_energy(pins: list[Pin], t: float, after: bool) -> float:
    """The pins' kinetic energy of sliding (a pin kicked along also carries energy)."""
    total = 0.0
    for pin in pins:
        chosen = None
        for sl in pin.slides:
            if sl.t0 < t or (after and sl.t0 == t):
                chosen = sl
        if chosen is not None:
            vx, vy = chosen.vel(t) if after else _arriving(chosen, t)
            total += 0.5 * pin.mass * (vx * vx + vy * vy)
    return total


def _arriving(sl: Slide, t: float) -> tuple[float, float]:
    """The slide's velocity just before ``t`` (t0 < t). A slide cut short where the pin meets
    a cushion or a ball ends at that time still moving, and ``Slide.vel`` reads the pin at
    rest from its end on: what arrives there is the slide's speed at its end."""
    if t > sl.t1:
        return (0.0, 0.0)
    tau = t - sl.t0
    return (sl.vx + sl.ax * tau, sl.vy + sl.ay * tau)


def audit_run(out: EngineRun, prm: Params, label: str) -> Audit:
    """Energy just before and just after every event time of a finished shot."""
    a = Audit(shots=1)
    times = sorted({e.t for e in out.events if not e.type.is_rest()})
    # Contacts that log no event (too slow, or a pressed contact continuing) count too.
    times = sorted(
        set(times)
        | {s.t0 for segs in out.segments for s in segs[1:]}
        | {sl.t0 for pin in out.pins for sl in pin.slides[1:]}
    )
    for t in times:
        if t == 0.0:
            continue
        before = _energy(out.segments, t, prm, after=False) + _pin_energy(out.pins, t, False)
        after = _energy(out.segments, t, prm, after=True) + _pin_energy(out.pins, t, True)
        a.events += 1
        rise = after - before
        if rise > NOISE_REL * before + NOISE_ABS:
            a.rises += 1
        rel = rise / before if before > 0.0 else (math.inf if rise > 0.0 else 0.0)
        if rel > a.worst:
            a.worst, a.worst_case = rel, f"{label} t={t:.6f}"
    return a


def _rand_spin(rng: random.Random, speed: float, R: float) -> tuple[float, float, float]:
    s = speed / R
    return (rng.uniform(-2, 2) * s, rng.uniform(-2, 2) * s, rng.uniform(-2, 2) * s)


def _speed(rng: random.Random) -> float:
    # Log-uniform from 1 mm/s to 8 m/s: slow contacts are where energy used to appear.
    return math.exp(rng.uniform(math.log(0.001), math.log(8.0)))


def random_contact(
    table: str, rng: random.Random, physics: PhysicsSet = CURRENT
) -> tuple[Engine, Params]:
    """One random contact: two balls meeting, or a ball sent into a cushion, a pocket's jaw
    or a standing pin, from close by (so the contact happens at the chosen speed)."""
    prm = physics.params(table)
    geo = geometry(table)
    R = prm.R
    hw, hl = geo.half_width, geo.half_length
    kind = rng.choice(("ball", "ball", "cushion", "jaw", "pin"))
    v = _speed(rng)
    pins: list[Pin] = []
    if kind == "ball":
        x, y = rng.uniform(-hw + 0.2, hw - 0.2), rng.uniform(-hl + 0.2, hl - 0.2)
        ang = rng.uniform(0, 2 * math.pi)
        off = rng.uniform(-0.999, 0.999) * 2 * R
        dist = 2 * R + rng.uniform(0.0, 0.002)
        # Ball b at distance along the direction of travel, offset sideways.
        cx, cy = math.cos(ang), math.sin(ang)
        along = math.sqrt(max(dist * dist - off * off, 0.0)) + 1e-4
        bx, by = x + cx * along - cy * off, y + cy * along + cx * off
        vb = _speed(rng) * rng.choice((0.0, 0.0, 1.0))
        angb = rng.uniform(0, 2 * math.pi)
        balls = [
            BallStart("a", (x, y), (v * cx, v * cy), _rand_spin(rng, v, R)),
            BallStart("b", (bx, by), (vb * math.cos(angb), vb * math.sin(angb)),
                      _rand_spin(rng, vb, R)),
        ]  # fmt: skip
    elif kind == "pin":
        x, y = rng.uniform(-hw + 0.2, hw - 0.2), rng.uniform(-hl + 0.2, hl - 0.2)
        ang = rng.uniform(0, 2 * math.pi)
        cx, cy = math.cos(ang), math.sin(ang)
        pin = Pin("king", 0, 0.0, 0.0, 0.006, 0.08, SEVEN_PIN_MASS)
        reach = pin.contact_distance(R)
        off = rng.uniform(-0.99, 0.99) * reach
        along = math.sqrt(reach * reach - off * off) + 1e-4
        pin.x, pin.y = x + cx * along - cy * off, y + cy * along + cx * off
        pins.append(pin)
        balls = [BallStart("a", (x, y), (v * cx, v * cy), _rand_spin(rng, v, R))]
    else:
        dc = prm.contact_distance
        if kind == "jaw" and geo.circles:
            c = rng.choice(geo.circles)
            # Start just inside the table towards the jaw point, aiming at it give or take.
            ang = math.atan2(-c.cy, -c.cx) + rng.uniform(-0.6, 0.6)
            d = c.r + dc + 0.005
            x, y = c.cx + d * math.cos(ang), c.cy + d * math.sin(ang)
            x = max(-hw + dc, min(hw - dc, x))
            y = max(-hl + dc, min(hl - dc, y))
            head = math.atan2(c.cy - y, c.cx - x) + rng.uniform(-0.4, 0.4)
        else:
            side = rng.choice(("x", "y"))
            if side == "x":
                x = rng.choice((-1, 1)) * (hw - dc - rng.uniform(0.0, 0.003))
                y = rng.uniform(-hl + 0.3, hl - 0.3)
                head = (0.0 if x > 0 else math.pi) + rng.uniform(-1.5, 1.5)
            else:
                y = rng.choice((-1, 1)) * (hl - dc - rng.uniform(0.0, 0.003))
                x = rng.uniform(-hw + 0.3, hw - 0.3)
                head = (math.pi / 2 if y > 0 else -math.pi / 2) + rng.uniform(-1.5, 1.5)
        balls = [BallStart("a", (x, y), (v * math.cos(head), v * math.sin(head)),
                           _rand_spin(rng, v, R))]  # fmt: skip
    return Engine(geo, prm, balls, pins), prm


def _struck(ball: str, pos: tuple[float, float], hit: StrikeResult, elevation: float,
            aim: float, prm: Params) -> BallStart:  # fmt: skip
    """The struck ball as the engine starts it: on the cloth, or hopping (airborne.py)."""
    hop = None if hit.miscue else cue_hop(hit.vel, hit.spin, elevation, aim, prm)
    if hop is None:
        return BallStart(ball, pos, hit.vel, hit.spin)
    return BallStart(ball, pos, hop[0], hop[1], hop[2])


def random_flight(
    table: str, rng: random.Random, physics: PhysicsSet = CURRENT
) -> tuple[Engine, Params]:
    """A ball launched into the air (up at 0.2–3 m/s, 0.3–8 m/s along) at a ball at rest
    or moving, a cushion, or a standing pin, from close by: flights, landings, hops, balls
    cleared and hit from above or below, rebounds off the nose and balls leaving the
    table."""
    prm = physics.params(table)
    geo = geometry(table)
    R = prm.R
    hw, hl = geo.half_width, geo.half_length
    kind = rng.choice(("ball", "ball", "cushion", "pin"))
    v = rng.uniform(0.3, 8.0)
    vz = rng.uniform(0.2, 3.0)
    spin = _rand_spin(rng, v, R)
    pins: list[Pin] = []
    x, y = rng.uniform(-hw + 0.3, hw - 0.3), rng.uniform(-hl + 0.3, hl - 0.3)
    ang = rng.uniform(0, 2 * math.pi)
    cx, cy = math.cos(ang), math.sin(ang)
    ahead = rng.uniform(2.2 * R, 0.25)
    off = rng.uniform(-1.5, 1.5) * R
    tx, ty = x + cx * ahead - cy * off, y + cy * ahead + cx * off
    balls = [BallStart("a", (x, y), (v * cx, v * cy), spin, vz)]
    if kind == "ball":
        vb = rng.choice((0.0, rng.uniform(0.1, 3.0)))
        angb = rng.uniform(0, 2 * math.pi)
        balls.append(BallStart("b", (tx, ty), (vb * math.cos(angb), vb * math.sin(angb)),
                               _rand_spin(rng, vb, R)))  # fmt: skip
    elif kind == "pin":
        pins.append(Pin("king", 0, tx, ty, 0.006, rng.choice((0.025, 0.07, 0.09)),
                        SEVEN_PIN_MASS))  # fmt: skip
    else:
        # Towards the nearest cushion, close to it.
        dc = prm.contact_distance
        side = rng.choice((-1.0, 1.0))
        if rng.random() < 0.5:
            x = side * (hw - dc - rng.uniform(0.01, 0.3))
            head = (0.0 if side > 0 else math.pi) + rng.uniform(-1.2, 1.2)
        else:
            y = side * (hl - dc - rng.uniform(0.01, 0.3))
            head = (math.pi / 2 if side > 0 else -math.pi / 2) + rng.uniform(-1.2, 1.2)
        balls = [BallStart("a", (x, y), (v * math.cos(head), v * math.sin(head)), spin, vz)]
    return Engine(geo, prm, balls, pins), prm


def rack(table: str, apex: tuple[float, float], prm: Params) -> list[tuple[float, float]]:
    """Fifteen balls in a frozen triangle, apex towards the head."""
    R = prm.R
    out = []
    for row in range(5):
        for k in range(row + 1):
            out.append(
                (apex[0] + (k - row / 2) * 2 * R * 1.0000001,
                 apex[1] + row * math.sqrt(3) * R * 1.0000001)
            )  # fmt: skip
    return out


def random_break(
    table: str, rng: random.Random, physics: PhysicsSet = CURRENT
) -> tuple[Engine, Params]:
    prm = physics.params(table)
    geo = geometry(table)
    hw, hl = geo.half_width, geo.half_length
    apex = (0.0, hl / 2.0 - 0.1)
    spots = rack(table, apex, prm)
    cue = (rng.uniform(-hw / 2, hw / 2), -hl / 2 + rng.uniform(-0.1, 0.1))
    aim = math.degrees(math.atan2(apex[1] - cue[1], apex[0] + rng.uniform(-0.02, 0.02) - cue[0]))
    # The draws in the order the earlier audit made them (the corpus replays these breaks).
    speed, side, height = rng.uniform(5.0, 12.0), rng.uniform(-0.5, 0.5), rng.uniform(-0.5, 0.5)
    elevation = rng.uniform(0.0, 30.0)
    hit = strike(aim, speed, side, height, elevation, prm)
    balls = [_struck("cue", cue, hit, elevation, aim, prm)]
    balls += [BallStart(f"b{k}", p, (0.0, 0.0), (0.0, 0.0, 0.0)) for k, p in enumerate(spots)]
    return Engine(geo, prm, balls, []), prm


def pin_break(
    table: str, rng: random.Random, physics: PhysicsSet = CURRENT
) -> tuple[Engine, Params]:
    """The seven-pins opening on a pyramid table: a hard stroke from the head through the
    pins at the object balls (every pin touch, fall, push and ride-over is a contact)."""
    from game import disciplines
    from game.layouts import seven_pins_balls

    classic = disciplines.get("seven_pins_classic")

    prm = physics.params(table)
    geo = geometry(table)
    t = TABLES[table]
    spots = seven_pins_balls(rng.random() < 0.5, t)
    pins = []
    for k, (pid, (x, y)) in enumerate(sorted(classic.default_pins(t).items())):
        kind = classic.pin_kind(pid)
        pins.append(Pin(pid, k, x, y, kind.radius, kind.height, SEVEN_PIN_MASS))
    cue = (rng.uniform(-0.3, 0.3), -geo.half_length / 2 - 0.2)
    tx, ty = spots["o2"]
    aim = math.degrees(math.atan2(ty - cue[1], tx + rng.uniform(-0.05, 0.05) - cue[0]))
    speed, side, height = rng.uniform(2.0, 10.0), rng.uniform(-0.5, 0.5), rng.uniform(-0.5, 0.5)
    elevation = rng.uniform(0.0, 30.0)
    hit = strike(aim, speed, side, height, elevation, prm)
    balls = [_struck("cue", cue, hit, elevation, aim, prm)]
    balls += [BallStart(b, p, (0.0, 0.0), (0.0, 0.0, 0.0)) for b, p in sorted(spots.items())]
    return Engine(geo, prm, balls, pins), prm


def run_contacts(count: int, seed: int = 17, physics: PhysicsSet = CURRENT) -> Audit:
    rng = random.Random(seed)
    total = Audit()
    tables = sorted(TABLES)
    for k in range(count):
        table = tables[k % len(tables)]
        engine, prm = random_contact(table, rng, physics)
        total.add(audit_run(engine.run(), prm, f"contact {k} on {table}"))
    return total


def run_flights(
    count: int, seed: int = 17, physics: PhysicsSet = CURRENT
) -> tuple[Audit, int, int]:
    """The audit over ``count`` random flights, how many balls left the table and how
    many flights hit the event safety net."""
    rng = random.Random(seed)
    total = Audit()
    tables = sorted(TABLES)
    off = stopped = 0
    for k in range(count):
        table = tables[k % len(tables)]
        engine, prm = random_flight(table, rng, physics)
        out = engine.run()
        off += sum(1 for e in out.events if e.type.is_off_table())
        stopped += out.stopped_early
        total.add(audit_run(out, prm, f"flight {k} on {table}"))
    return total, off, stopped


def run_breaks(
    table: str, count: int, seed: int = 17, physics: PhysicsSet = CURRENT
) -> tuple[Audit, int]:
    """The audit over ``count`` breaks and how many of them hit the event safety net."""
    rng = random.Random(seed)
    total = Audit()
    stopped = 0
    for k in range(count):
        pins = TABLES[table].pockets and k % 2 == 1
        make = pin_break if pins else random_break
        engine, prm = make(table, rng, physics)
        out = engine.run()
        stopped += out.stopped_early
        total.add(audit_run(out, prm, f"break {k} on {table}"))
    return total, stopped


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.physics.energy_audit", description=__doc__
    )
    parser.add_argument("--contacts", type=int, default=10000)
    parser.add_argument("--breaks", type=int, default=20, help="per table")
    parser.add_argument("--flights", type=int, default=3000)
    parser.add_argument("--physics", choices=sorted(REGISTRY), default=CURRENT.name,
                        help="the physics set played (default: the current one)")  # fmt: skip
    args = parser.parse_args(argv)
    physics = REGISTRY[args.physics]
    print(f"physics set {physics.name}")
    ok = True
    c = run_contacts(args.contacts, physics=physics)
    print(f"random contacts: {c.shots} shots, {c.events} event times, {c.rises} rises, "
          f"worst relative rise {c.worst:.3g} {c.worst_case}")  # fmt: skip
    ok &= c.rises == 0
    f, off, stopped = run_flights(args.flights, physics=physics)
    print(f"balls in the air: {f.shots} flights, {f.events} event times, {f.rises} rises, "
          f"worst relative rise {f.worst:.3g} {f.worst_case}; {off} left the table; "
          f"safety-net stops {stopped}")  # fmt: skip
    ok &= f.rises == 0 and stopped == 0
    for table in sorted(TABLES):
        b, stopped = run_breaks(table, args.breaks, physics=physics)
        print(f"breaks on {table}: {b.shots} breaks, {b.events} event times, {b.rises} rises, "
              f"worst relative rise {b.worst:.3g} {b.worst_case}; "
              f"safety-net stops {stopped}")  # fmt: skip
        ok &= b.rises == 0 and stopped == 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
