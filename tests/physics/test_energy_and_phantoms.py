"""Contacts never add energy and never log an event that did not happen (issue 17, items 3
and 4). The full audit (10,000 contacts, 20 breaks per table) is
``python -m game.physics.energy_audit``; here a smaller, fixed sample of the same."""

from __future__ import annotations

import math
import random

import pytest

from game.limits import PARAM_CHOICES
from game.physics import collide_ball, collide_cushion
from game.physics.energy_audit import audit_run, run_breaks, run_contacts
from game.physics.engine import EVENT_SPEED, BallStart, Engine
from game.physics.params import CAROM, PYRAMID, Params
from game.physics.pins import E_PIN, SEVEN_PIN_MASS, Pin
from game.physics.sets import KEGLI_2, PhysicsSet
from game.physics.table_geometry import geometry
from game.tables import TABLES

from .helpers import PIN_MODEL_SETS, R_CAROM, R_PYRAMID, pin_model, run

HW = 1.42 / 2
DC = CAROM.contact_distance


def _energy(v: tuple[float, float], w: tuple[float, float, float], prm: Params) -> float:
    return 0.5 * (v[0] ** 2 + v[1] ** 2) + 0.2 * prm.R**2 * (w[0] ** 2 + w[1] ** 2 + w[2] ** 2)


@pytest.mark.parametrize("prm", [CAROM, PYRAMID])
def test_collision_laws_never_add_energy(prm: Params) -> None:
    """2,000 random ball–ball and ball–cushion impulses each, slow ones included."""
    rng = random.Random(3)
    for _ in range(2000):
        s = math.exp(rng.uniform(math.log(1e-4), math.log(8.0)))
        a = rng.uniform(0, 2 * math.pi)
        v1 = (s * math.cos(a), s * math.sin(a))
        w1 = tuple(rng.uniform(-2, 2) * s / prm.R for _ in range(3))
        v2 = (rng.uniform(-1, 1) * s, rng.uniform(-1, 1) * s)
        w2 = tuple(rng.uniform(-2, 2) * s / prm.R for _ in range(3))
        n = rng.uniform(-1.5, 1.5) + a
        nx, ny = math.cos(n), math.sin(n)
        (u1, s1), (u2, s2), _ = collide_ball.collide(v1, w1, v2, w2, nx, ny, prm)  # type: ignore[arg-type]
        before = _energy(v1, w1, prm) + _energy(v2, w2, prm)  # type: ignore[arg-type]
        assert _energy(u1, s1, prm) + _energy(u2, s2, prm) <= before * (1 + 1e-12)
        u, sp, _ = collide_cushion.collide(v1, w1, nx, ny, prm)  # type: ignore[arg-type]
        assert _energy(u, sp, prm) <= _energy(v1, w1, prm) * (1 + 1e-12)  # type: ignore[arg-type]


def test_the_audits_cover_both_pin_models() -> None:
    assert sorted(pin_model(s) for s in PIN_MODEL_SETS) == sorted(PARAM_CHOICES["pin_model"])


@pytest.mark.parametrize("physics", PIN_MODEL_SETS, ids=pin_model)
def test_random_contacts_never_raise_the_total_energy(physics: PhysicsSet) -> None:
    audit = run_contacts(600, physics=physics)
    assert audit.events > 2000
    assert audit.rises == 0, audit.worst_case


@pytest.mark.parametrize("physics", PIN_MODEL_SETS, ids=pin_model)
@pytest.mark.parametrize("table", sorted(TABLES))
def test_breaks_into_a_rack_never_raise_the_total_energy(table: str, physics: PhysicsSet) -> None:
    audit, stopped = run_breaks(table, 2, physics=physics)
    assert stopped == 0
    assert audit.events > 100
    assert audit.rises == 0, audit.worst_case


def test_a_pin_arriving_at_a_cushion_brings_its_speed_to_the_audit() -> None:
    """A slide cut short at a cushion ends still moving (a pin with momentum rebounds
    there): the audit counts the energy it arrives with, so the rebound (E_PIN of the speed
    into the cushion) is a loss, not a rise from nothing."""
    prm = KEGLI_2.params("pyramid-12ft")
    assert prm.pin_model == "momentum"
    geo = geometry("pyramid-12ft")
    x = geo.half_width - 0.3
    cue = BallStart("cue", (x - 0.3, -0.01), (3.0, 0.0), (0.0, 3.0 / R_PYRAMID, 0.0))
    king = Pin("king", 0, x, 0.0, 0.006, 0.08, SEVEN_PIN_MASS)
    out = Engine(geo, prm, [cue], [king]).run()
    slides = out.pins[0].slides
    hit = next(k for k, s in enumerate(slides) if s.t0 > 0.0 and s.vx < 0.0)
    inbound, rebound = slides[hit - 1], slides[hit]
    assert inbound.t1 == rebound.t0  # cut short by the cushion, not come to rest
    arriving = inbound.vx + inbound.ax * (inbound.t1 - inbound.t0)
    assert arriving > 1.0 and math.isclose(rebound.vx, -E_PIN * arriving, rel_tol=1e-6)
    audit = audit_run(out, prm, "king into the cushion")
    assert audit.events >= len(slides) - 1
    assert audit.rises == 0 and audit.worst < 1e-12, audit.worst_case


def test_a_slow_ball_leaves_a_cushion_slower_than_it_came() -> None:
    """Issue 17/3: a ball arriving at 1.4 mm/s used to leave at 4.2 mm/s."""
    r = run({"white": {"pos": [HW - DC - 1e-6, 0.0], "vel": [0.0014, 0.0],
                       "spin": [0.0, 0.0014 / R_CAROM, 0.0]}})  # fmt: skip
    segs = r.segments["white"]
    bounce = next(s for s in segs[1:] if s.vx < 0.0)
    arrival = 0.0014
    assert math.hypot(bounce.vx, bounce.vy) <= arrival


def test_slow_ball_contact_gains_no_speed() -> None:
    """Two balls meeting at 0.05 mm/s (a cluster settling): neither leaves faster than the
    hitter came; the forced separation speed used to push them apart at 0.1 mm/s."""
    v = 5e-5
    r = run({"white": {"pos": [0.0, 0.0], "vel": [0.0, v], "spin": [-v / R_CAROM, 0, 0]},
             "red": [0.0, 2 * R_CAROM + 1e-8]})  # fmt: skip
    assert len(r.segments["red"]) > 1  # they did meet
    for ball in ("white", "red"):
        for s in r.segments[ball]:
            assert math.hypot(s.vx, s.vy) <= v + 1e-15


def test_ball_played_along_a_rail_it_is_frozen_to_logs_no_cushion() -> None:
    """Issue 17/4: rolling along a rail gave a cushion event at ~1e-17 m/s."""
    r = run({"white": [HW - DC, -0.5]}, stroke={"ball": "white", "aim_deg": 90, "speed": 1.0})
    cushions = [e for e in r.events if e.type == "cushion"]
    assert [e.cushion for e in cushions] == ["foot"]
    # And nothing kicked it off the rail.
    end = r.ball_state("white", cushions[0].t - 1e-6).pos
    assert end[0] == pytest.approx(HW - DC, abs=1e-6)


def test_ball_pressed_into_a_rail_by_its_spin_logs_no_chatter() -> None:
    """A ball frozen to the right rail, rolling up the table with slip that presses it into
    the rail: one sustained contact, not dozens of cushion events."""
    r = run({"white": {"pos": [HW - DC, -1.0], "vel": [0.0, 1.0], "spin": [0.0, 30.0, 0.0]}})
    assert [e.cushion for e in r.events if e.type == "cushion"] == ["foot"]
    # It stayed against the rail (within micrometres) while pressed.
    x = r.ball_state("white", 0.2).pos[0]
    assert HW - DC - 2e-5 <= x <= HW - DC + 1e-7


def test_no_logged_contact_is_slower_than_the_event_threshold() -> None:
    rng = random.Random(5)
    for _ in range(40):
        speed = math.exp(rng.uniform(math.log(0.01), math.log(6.0)))
        # The white on the left half, the others frozen to each other and to the right rail.
        r = run(
            {"white": [rng.uniform(-0.6, -0.1), rng.uniform(-1.3, 1.3)],
             "red": [HW - DC - 2 * R_CAROM, 0.2], "yellow": [HW - DC, 0.2]},
            stroke={"ball": "white", "aim_deg": rng.uniform(0, 360), "speed": speed,
                    "side": rng.uniform(-0.5, 0.5), "height": rng.uniform(-0.5, 0.5),
                    "elevation_deg": rng.uniform(0, 60)},
        )  # fmt: skip
        for e in r.events:
            if e.speed is not None:
                assert e.speed >= EVENT_SPEED
