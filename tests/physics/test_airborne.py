"""Balls in the air (issue 17, item 6; docs/physics.md "Airborne balls"): the hop of a
steep hard stroke, flight, landing, contacts in three dimensions, leaving the table."""

from __future__ import annotations

import itertools
import math
import random

import pytest

from game.physics import airborne, simulate_batch
from game.physics.airborne import AIRBORNE, OFF_TABLE, SLATE_RESTITUTION, Flight, cue_hop
from game.physics.api import simulate_detailed
from game.physics.corpus import fingerprint_result
from game.physics.energy_audit import run_flights
from game.physics.engine import BallStart, Engine, EngineRun
from game.physics.params import CAROM, PYRAMID, Params
from game.physics.pins import FIVE_PIN_MASS, SEVEN_PIN_MASS, Pin
from game.physics.sets import PhysicsSet
from game.physics.strike import strike
from game.physics.table_geometry import geometry

from .helpers import PIN_MODEL_SETS, pin_model

HL = 2.84 / 2


def _stroke(speed: float, elevation: float, side: float = 0.0, height: float = 0.0,
            at: tuple[float, float] = (0.0, -1.0), aim: float = 90.0) -> dict:  # fmt: skip
    return {
        "table": "carom-match",
        "balls": {"white": list(at)},
        "stroke": {
            "ball": "white",
            "aim_deg": aim,
            "speed": speed,
            "side": side,
            "height": height,
            "elevation_deg": elevation,
        },
    }


def _flights(segments: list) -> list[Flight]:  # type: ignore[type-arg]
    return [s for s in segments if isinstance(s, Flight)]


def _apex(speed: float, elevation: float) -> float:
    """Highest point of the struck ball's first hop, m (0 if it keeps the cloth)."""
    r = simulate_detailed(_stroke(speed, elevation))
    flights = _flights(r.segments["white"])
    if not flights:
        return 0.0
    f = flights[0]
    return f.z0 + f.vz * f.vz / (2.0 * r.params.g)


def _engine(balls: list[BallStart], pins: list[Pin] | None = None, table: str = "carom-match",
            prm: Params = CAROM) -> EngineRun:  # fmt: skip
    return Engine(geometry(table), prm, balls, pins or []).run()


def test_hop_height_grows_with_elevation_and_with_speed() -> None:
    by_elevation = [_apex(5.0, e) for e in (4.0, 6.0, 10.0, 15.0, 20.0, 25.0)]
    assert by_elevation[0] > 0.0
    assert all(a < b for a, b in itertools.pairwise(by_elevation))
    by_speed = [_apex(v, 10.0) for v in (2.0, 4.0, 6.0, 9.0, 12.0)]
    assert by_speed[0] > 0.0
    assert all(a < b for a, b in itertools.pairwise(by_speed))
    # Alciatore's hop: e_s·V·tanθ up, so the height goes as (V·tanθ)².
    up = SLATE_RESTITUTION * 6.0 * math.tan(math.radians(10.0))
    assert _apex(6.0, 10.0) == pytest.approx(up * up / (2 * 9.81), rel=1e-9)


def test_a_level_stroke_never_hops() -> None:
    for speed in (0.2, 1.0, 3.0, 6.0, 9.0, 12.0):
        for side in (-0.5, 0.0, 0.3):
            for height in (-0.5, 0.0, 0.4, 0.55):
                r = simulate_detailed(_stroke(speed, 0.0, side, height))
                assert not _flights(r.segments["white"])
                hit = strike(90.0, speed, side, height, 0.0, CAROM)
                assert cue_hop(hit.vel, hit.spin, 0.0, 90.0, CAROM) is None


def test_a_hop_too_small_to_see_and_a_pinched_masse_keep_the_cloth() -> None:
    # 1° at 2 m/s: 1.7 mm/s... a hop of 0.09 mm, below SETTLE_HEIGHT.
    assert _apex(2.0, 1.0) == 0.0
    # 70° at 2 m/s would rebound at 2.7 m/s (a 38 cm hop) if the cue let it: the tip, which
    # follows through, pins it to the slate (a massé, not a jump).
    hit = strike(90.0, 2.0, 0.4, 0.0, 70.0, CAROM)
    assert cue_hop(hit.vel, hit.spin, 70.0, 90.0, CAROM) is None
    assert _apex(2.0, 70.0) == 0.0
    # A jump needs a moderate elevation with a full-weight cue.
    assert _apex(4.0, 30.0) > 0.03


def test_flight_is_a_parabola_with_the_spin_kept_and_hops_decay_to_the_cloth() -> None:
    out = _engine([BallStart("a", (0.0, -1.0), (0.0, 1.5), (-20.0, 0.0, 5.0), 1.0)])
    segs = out.segments[0]
    flights = _flights(segs)
    assert len(flights) >= 3
    f = flights[0]
    mid = 0.5 * (f.t0 + f.t1)
    assert f.pos(mid) == pytest.approx((0.0, -1.0 + 1.5 * mid))
    assert f.spin(mid) == (-20.0, 0.0, 5.0)
    assert f.height(mid) == pytest.approx(1.0 * mid - 0.5 * 9.81 * mid * mid)
    # Each hop leaves the slate at e_s of the speed it came down with.
    for a, b in itertools.pairwise(flights):
        assert b.t0 == a.t1
        assert b.vz == pytest.approx(-SLATE_RESTITUTION * a.vz_at(a.t1), rel=1e-12)
    last = flights[-1]
    after = segs[segs.index(last) + 1]
    assert after.state not in (AIRBORNE, OFF_TABLE)
    assert SLATE_RESTITUTION * last.vz < math.sqrt(2 * 9.81 * airborne.SETTLE_HEIGHT)


def _fly_at_ball(target_y: float) -> EngineRun:
    """Ball a leaves (0, −0.5) at 2 m/s up the table and 1.3 m/s up (apex 8.6 cm at
    y = −0.235); ball b rests on its line at ``target_y``."""
    return _engine(
        [
            BallStart("a", (0.0, -0.5), (0.0, 2.0), (0.0, 0.0, 0.0), 1.3),
            BallStart("b", (0.0, target_y), (0.0, 0.0), (0.0, 0.0, 0.0)),
        ]
    )


def test_a_flying_ball_clears_a_ball_it_passes_over() -> None:
    out = _fly_at_ball(-0.235)
    landing = out.segments[0][0].t1
    assert out.segments[0][0].state == AIRBORNE
    assert not [e for e in out.events if e.type == "ball" and e.t < landing]
    assert out.segments[1][0].pos(landing) == (0.0, -0.235)  # b never moved meanwhile


def test_a_flying_ball_hits_a_ball_it_does_not_clear_from_above() -> None:
    out = _fly_at_ball(-0.42)
    landing = out.segments[0][0].t1
    hits = [e for e in out.events if e.type == "ball" and e.t < landing]
    assert len(hits) == 1 and (hits[0].a, hits[0].b) == ("a", "b")
    # Met above its equator, b is driven into the slate; a is turned upwards.
    a_after = out.segments[0][1]
    assert isinstance(a_after, Flight)
    assert a_after.vz > out.segments[0][0].vz_at(hits[0].t)
    assert out.segments[1][-1].pos(math.inf) != (0.0, -0.42)


@pytest.mark.parametrize(
    ("height", "mass", "cleared"), [(0.025, FIVE_PIN_MASS, True), (0.09, SEVEN_PIN_MASS, False)]
)
def test_a_flying_ball_clears_a_short_pin_and_hits_a_tall_one(
    height: float, mass: float, cleared: bool
) -> None:
    # Apex 8.6 cm − nothing at y = −0.235 is higher than the five-pin pin (25 mm); the king
    # (90 mm) reaches above the ball's bottom.
    pin = Pin("king", 0, 0.0, -0.235, 0.006, height, mass)
    out = _engine([BallStart("a", (0.0, -0.5), (0.0, 2.0), (0.0, 0.0, 0.0), 1.3)], [pin])
    landing = out.segments[0][0].t1
    touched = [e for e in out.events if e.type in ("pin", "pin_down") and e.t < landing]
    if cleared:
        assert touched == [] and (pin.down_t is None or pin.down_t > landing)
    else:
        assert touched and pin.down_t is not None and pin.down_t < landing


def test_above_the_rail_it_leaves_the_table_below_it_rebounds() -> None:
    start = (0.0, HL - 0.25)
    high = _engine([BallStart("a", start, (0.0, 2.0), (0.0, 0.0, 0.0), 1.5)])
    assert [e.type for e in high.events] == ["off_table", "rest"]
    assert high.segments[0][-1].state == OFF_TABLE
    low = _engine([BallStart("a", start, (0.0, 3.0), (0.0, 0.0, 0.0), 0.35)])
    assert [e.cushion for e in low.events if e.type == "cushion"][:1] == ["foot"]
    assert "off_table" not in [e.type for e in low.events]
    hit = next(e.t for e in low.events if e.type == "cushion")
    assert low.segments[0][0].height(hit) < airborne.rail_top(CAROM)


def test_a_jump_stroke_leaves_the_table_in_the_contract_output() -> None:
    r = simulate_detailed(_stroke(8.0, 30.0, at=(0.0, 0.9)))
    out = r.to_json()
    assert [e["type"] for e in out["events"]] == ["strike", "off_table", "rest"]
    assert out["events"][1] == {"t": out["events"][1]["t"], "type": "off_table", "ball": "white"}
    assert out["final"]["off_table"] == ["white"] and out["final"]["balls"] == {}
    t_off = out["events"][1]["t"]
    assert r.state_at(t_off / 2).balls["white"].z > 0.0
    assert r.state_at(t_off / 2).balls["white"].state == AIRBORNE
    gone = r.state_at(r.duration).balls["white"]
    assert gone.state == OFF_TABLE and not gone.on_table


def test_a_pyramid_ball_in_the_air_over_a_pocket_is_caught_or_flies_off() -> None:
    geo = geometry("pyramid-12ft")
    pocket = next(p for p in geo.pockets if p.id == "foot_right")
    # Towards the corner along its axis, from 0.3 m out.
    d = (-pocket.ax, -pocket.ay)
    start = (pocket.mx + 0.3 * d[0], pocket.my + 0.3 * d[1])
    vel = (-2.5 * d[0], -2.5 * d[1])
    low = Engine(geo, PYRAMID, [BallStart("cue", start, vel, (0.0, 0.0, 0.0), 0.3)], []).run()
    assert [e.type for e in low.events][-2:] == ["pocket", "rest"]
    high = Engine(geo, PYRAMID, [BallStart("cue", start, vel, (0.0, 0.0, 0.0), 1.2)], []).run()
    assert [e.type for e in high.events][-2:] == ["off_table", "rest"]


def test_contacts_in_the_air_never_add_energy() -> None:
    rng = random.Random(5)
    prm = PYRAMID

    def energy(v: tuple[float, float, float], w: tuple[float, float, float]) -> float:
        return 0.5 * sum(c * c for c in v) + 0.2 * prm.R**2 * sum(c * c for c in w)

    for _ in range(3000):
        s = math.exp(rng.uniform(math.log(1e-3), math.log(8.0)))
        v1 = tuple(rng.uniform(-1, 1) * s for _ in range(3))
        v2 = tuple(rng.uniform(-1, 1) * s for _ in range(3))
        w1 = tuple(rng.uniform(-2, 2) * s / prm.R for _ in range(3))
        w2 = tuple(rng.uniform(-2, 2) * s / prm.R for _ in range(3))
        n = [rng.gauss(0, 1) for _ in range(3)]
        k = math.sqrt(sum(c * c for c in n))
        n3 = (n[0] / k, n[1] / k, n[2] / k)
        nv, nw, _ = airborne.impact(v1, w1, n3, prm.e_c, prm.f_c, prm.R)  # type: ignore[arg-type]
        assert energy(nv, nw) <= energy(v1, w1) * (1 + 1e-12)  # type: ignore[arg-type]
        a, b, c, d, _ = airborne.ball_pair_impact(v1, w1, v2, w2, n3, prm)  # type: ignore[arg-type]
        before = energy(v1, w1) + energy(v2, w2)  # type: ignore[arg-type]
        assert energy(a, b) + energy(c, d) <= before * (1 + 1e-12)


@pytest.mark.parametrize("physics", PIN_MODEL_SETS, ids=pin_model)
def test_random_flights_never_raise_the_total_energy(physics: PhysicsSet) -> None:
    """Kinetic energy plus m·g·z: landings, hops, 3-D contacts, rebounds, balls leaving;
    under either pin model (a pin kicked by a ball in the air slides, falls, rebounds)."""
    audit, off, stopped = run_flights(300, physics=physics)
    assert audit.events > 1500 and stopped == 0
    assert audit.rises == 0, audit.worst_case
    assert off > 0


def test_jumps_through_the_batch_pool_are_simulate_detailed_bit_for_bit() -> None:
    position = {"table": "pyramid-12ft",
                "balls": {"cue": [0.0, -1.0], "o1": [0.0, -0.5], "o2": [0.3, 0.5]}}  # fmt: skip
    strokes = [{"ball": "cue", "aim_deg": a, "speed": v, "elevation_deg": e}
               for a in (0.0, 90.0) for v in (4.0, 8.0) for e in (15.0, 30.0)]  # fmt: skip
    batch = simulate_batch(position, strokes, workers=2)
    air = 0
    for r, s in zip(batch, strokes, strict=True):
        one = simulate_detailed({**position, "stroke": s})
        assert fingerprint_result(r) == fingerprint_result(one)
        assert r.final() == one.final()
        air += any(isinstance(g, Flight) for g in r.segments["cue"])
    assert air == len(strokes)


def test_jump_table_rows_are_the_engine_hop() -> None:
    from game.physics.jump_table import Hop, hard_breaks, hop, hop_table

    assert hop(8.0, 0.0, PYRAMID) == Hop(0.0, 0.0, False)
    assert hop(8.0, 40.0, PYRAMID).pinched and hop(8.0, 40.0, PYRAMID).height == 0.0
    h = hop(6.0, 20.0, PYRAMID)
    r = simulate_detailed(
        {"table": "pyramid-12ft", "balls": {"cue": [0.0, -1.0]},
         "stroke": {"ball": "cue", "aim_deg": 90.0, "speed": 6.0, "elevation_deg": 20.0}}
    )  # fmt: skip
    first = _flights(r.segments["cue"])[0]
    assert h.height == pytest.approx(first.vz**2 / (2 * 9.81), rel=1e-12)
    assert h.distance == pytest.approx(first.vy * (first.t1 - first.t0), rel=1e-9)
    assert "pinched" in hop_table("carom-match")
    b = hard_breaks(12, seed=4)
    assert b.breaks == 12 and b.hopped == 12 and b == hard_breaks(12, seed=4)
