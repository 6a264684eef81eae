"""Pins with momentum (physics.md "Pins", ``pin_model``): a struck pin slides off with what
the ball gave it and strikes other pins and balls; "topple" (the default) is unchanged."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from game import judge
from game.errors import InputError
from game.events import EventType
from game.limits import PARAM_CHOICES
from game.physics.api import SimResult, simulate, simulate_detailed
from game.physics.corpus import fingerprint_result, seven_pins_stroke
from game.physics.params import CAROM, DEFAULTS, PYRAMID, params_for
from game.physics.pins import E_PIN, KNOCK_SPEED, SEVEN_PIN_MASS
from game.physics.table_geometry import geometry
from game.tables import SEVEN_PINS
from tests.physics.helpers import R_PYRAMID, after, angle_deg, before, first, moving

M_PYRAMID = 0.285
REACH = R_PYRAMID + 0.006  # a ball's centre from the king's axis at a touch


def _run(model: str | None, balls: dict[str, Any], **extra: Any) -> SimResult:
    req: dict[str, Any] = {"table": "pyramid-12ft", "balls": balls, **extra}
    if model is not None:
        req["params"] = {"pin_model": model}
    return simulate_detailed(req)


def _falls(r: SimResult) -> list[tuple[str, str | None]]:
    return [(str(e.pin), e.by) for e in r.events if e.type == "pin_down"]


def _off_centre(side: float, speed: float) -> dict[str, Any]:
    """A rolling ball up the table whose line passes ``side`` to the left of the king."""
    return {"cue": moving((-side, -0.4), speed, speed, R_PYRAMID)}


def test_topple_is_every_tables_default_and_the_first_choice() -> None:
    assert CAROM.pin_model == PYRAMID.pin_model == "topple"
    assert all(p.pin_model == "topple" for p in DEFAULTS.values())
    assert PARAM_CHOICES["pin_model"][0] == "topple"
    assert params_for("pyramid-12ft", {"pin_model": "momentum"}).pin_model == "momentum"


@pytest.mark.parametrize("bad", ["fly", "", 1.0, None, ["momentum"]])
def test_a_request_names_only_a_known_pin_model(bad: Any) -> None:
    with pytest.raises(InputError) as err:
        params_for("pyramid-12ft", {"pin_model": bad})
    assert err.value.field == "params.pin_model"
    assert "topple, momentum" in str(err.value)


def test_a_number_parameter_still_wants_a_number() -> None:
    with pytest.raises(InputError) as err:
        params_for("pyramid-12ft", {"e_b": "momentum"})
    assert err.value.field == "params.e_b"
    assert params_for("pyramid-12ft", {"e_b": 0.9, "pin_model": "momentum"}).e_b == 0.9


def _strokes(rng: random.Random, count: int, discipline: str) -> list[dict[str, Any]]:
    """Seven-pins strokes through the pins whose positions fit the table."""
    out: list[dict[str, Any]] = []
    while len(out) < count:
        req = seven_pins_stroke(rng, "pyramid-12ft", discipline)
        try:
            simulate_detailed({**req, "stroke": {**req["stroke"], "speed": 0.1}})
        except InputError:
            continue
        out.append(req)
    return out


def test_naming_topple_changes_nothing() -> None:
    for req in _strokes(random.Random(4), 20, "seven_pins_classic"):
        old = {**req, "physics": "kegli-1"}  # the set whose pins topple
        plain = fingerprint_result(simulate_detailed(old))
        named = fingerprint_result(simulate_detailed({**old, "params": {"pin_model": "topple"}}))
        assert named == plain


def test_a_pin_struck_hard_slides_off_its_spot() -> None:
    """At 3 m/s the king flies ahead of the ball; toppling, it falls where it stood."""
    balls = _off_centre(0.02, 3.0)
    off = {}
    for model in ("topple", "momentum"):
        r = _run(model, balls, pins={"king": [0, 0]})
        touch = first(r, "pin", pin="king")
        assert _falls(r)[0] == ("king", "cue")
        king = r.pins["king"]
        off[model] = (math.hypot(*king.vel(touch.t)), math.hypot(*king.pos(touch.t + 0.03)))
    assert off["topple"][0] == 0.0
    # It leaves at (1 + e)·m/(m + m_pin) ≈ 1.46 times the normal speed (3·cos 30° m/s) and
    # is 11-12 cm away 30 ms later (the ball that struck it has gone 9 cm).
    speed, far = off["momentum"]
    assert math.isclose(speed, 3.0 * math.cos(math.radians(30)) * 1.459, rel_tol=0.02)
    assert 0.10 < far < 0.13


def test_new_games_play_pins_with_momentum_and_old_saves_with_toppling() -> None:
    """kegli-2 (and every set after it) throws a hard-struck king off its spot; kegli-1,
    which every earlier save names, still topples it where it stood."""
    balls = _off_centre(0.02, 3.0)
    moved = {}
    for name in ("kegli-2", "kegli-1"):
        r = simulate_detailed(
            {"table": "pyramid-12ft", "balls": balls, "pins": {"king": [0, 0]}, "physics": name}
        )
        touch = first(r, "pin", pin="king")
        moved[name] = math.hypot(*r.pins["king"].vel(touch.t))
    assert moved["kegli-2"] > 2.0 and moved["kegli-1"] == 0.0


def test_a_pin_struck_hard_fells_a_pin_the_ball_never_reaches() -> None:
    """The king, struck 30° off its centre, flies along the normal into a small pin 25 cm
    away that the ball passes 15 cm wide of: it falls to the king (``by`` a pin)."""
    side = 0.5 * REACH
    normal = (side / REACH, math.sqrt(1.0 - (side / REACH) ** 2))
    spot = [0.25 * normal[0], 0.25 * normal[1]]
    pins = {"king": [0, 0], "n": spot}
    momentum = _run("momentum", _off_centre(side, 3.0), pins=pins)
    assert _falls(momentum) == [("king", "cue"), ("n", "king")]
    assert ("pin", "cue", "n") not in [(e.type, e.ball, e.pin) for e in momentum.events]
    topple = _run("topple", _off_centre(side, 3.0), pins=pins)
    assert _falls(topple) == [("king", "cue")]


def test_a_small_pin_struck_first_flies_into_the_king() -> None:
    """Straight through the middle: the ball knocks ``s``, which knocks the king before the
    ball gets there, and the king takes ``n``."""
    r = _run("momentum", {"cue": moving((0.0, -0.6), 3.0, 3.0, R_PYRAMID)},
             discipline="seven_pins_classic")  # fmt: skip
    falls = _falls(r)
    assert falls[:3] == [("s", "cue"), ("king", "s"), ("n", "king")]


def test_a_gentle_touch_only_nudges_the_pin() -> None:
    """Below the knock speed a pin with momentum is nudged a fraction of a millimetre, as
    it is toppling."""
    y0 = -math.sqrt(1 - 0.9**2) * REACH - 0.0005
    v = 0.8 * KNOCK_SPEED
    moved = {}
    for model in ("topple", "momentum"):
        r = _run(model, {"cue": moving((0.9 * REACH, y0), v, v, R_PYRAMID)}, pins={"king": [0, 0]})
        assert r.final()["pins_standing"] == ["king"]
        moved[model] = math.hypot(*r.state_at(r.duration).pins["king"].pos)
    assert 1e-5 < moved["momentum"] < 0.003
    assert moved["momentum"] == moved["topple"]


@pytest.mark.parametrize("side", [0.0, 0.02, 0.035])
def test_the_ball_barely_changes_and_momentum_is_conserved(side: float) -> None:
    """The ball loses (1 + e)·m_pin/(m + m_pin) ≈ 4.1 % of its normal speed, turning at most
    1.2° (a touch 45° off centre), the same in both models; the pin carries what it lost."""
    turned = {}
    for model in ("topple", "momentum"):
        r = _run(model, _off_centre(side, 3.0), pins={"king": [0, 0]})
        touch = first(r, "pin", pin="king")
        v0 = before(r, "cue", touch.t)[1]
        seg = after(r, "cue", touch.t)
        dv = (seg.vx - v0[0], seg.vy - v0[1])
        loss = (1 + E_PIN) * SEVEN_PIN_MASS / (M_PYRAMID + SEVEN_PIN_MASS)
        assert math.hypot(*dv) <= loss * math.hypot(*v0) * (1 + 1e-9)
        turned[model] = (abs(angle_deg((seg.vx, seg.vy)) - angle_deg(v0)), dv)
        if model == "momentum":
            king = r.pins["king"]
            slide = next(s for s in king.slides if s.t0 == touch.t and s.t1 > s.t0)
            for k, u in ((0, slide.vx), (1, slide.vy)):
                assert math.isclose(-M_PYRAMID * dv[k], SEVEN_PIN_MASS * u, abs_tol=1e-12)
    assert turned["momentum"] == turned["topple"]
    assert turned["momentum"][0] < 1.2


def test_a_flying_pin_strikes_a_resting_ball() -> None:
    """The king, knocked at 3 m/s, reaches the ball resting 30 cm up the table before the
    striker does: a ``pin`` touch of that ball, which moves off at a few per cent of the
    pin's speed along the push."""
    balls = {"cue": moving((0.0, -0.4), 3.0, 3.0, R_PYRAMID), "o1": [0.0, 0.3]}
    r = _run("momentum", balls, pins={"king": [0, 0]})
    touch = first(r, "pin", ball="o1", pin="king")
    assert touch.type is EventType.PIN  # a member, not its spelling: the log's readers ask it
    assert touch.t < first(r, "ball").t
    seg = after(r, "o1", touch.t)
    assert 0.05 < seg.vy < 0.3 and abs(seg.vx) < 1e-9
    # Toppling, the pin never gets there: the striker is the first to reach o1.
    topple = _run("topple", balls, pins={"king": [0, 0]})
    assert all(e.ball != "o1" for e in topple.events if e.type == "pin")


def test_pins_with_momentum_are_deterministic_and_every_shot_ends() -> None:
    rng = random.Random(11)
    reqs = [
        {**req, "params": {"pin_model": "momentum"}}
        for d in ("seven_pins_classic", "seven_pins_federation")
        for req in _strokes(rng, 25, d)
    ]
    reqs += [
        {"table": "carom-match", "discipline": "five_pins", "params": {"pin_model": "momentum"},
         "balls": {"white": [rng.uniform(-0.5, 0.5), -0.8], "yellow": [0.4, 0.9],
                   "red": [-0.3, 0.8]},
         "stroke": {"ball": "white", "aim_deg": 90 + rng.uniform(-12, 12),
                    "speed": rng.uniform(1.0, 6.0)}}
        for _ in range(25)
    ]  # fmt: skip
    first_pass = [fingerprint_result(simulate_detailed(q)) for q in reqs]
    for q in reqs:
        r = simulate_detailed(q)
        assert r.complete
    assert [fingerprint_result(simulate_detailed(q)) for q in reversed(reqs)] == first_pass[::-1]
    # Some of them do fell a pin with a pin.
    assert any(
        e.type == "pin_down" and e.by in simulate_detailed(q).pins
        for q in reqs
        for e in simulate_detailed(q).events
    )


def test_a_flying_pin_rebounds_from_a_cushion() -> None:
    """Toppling pins stop dead at a cushion; a pin with momentum comes back off it at E_PIN
    of its speed into it, keeping its speed along it."""
    hw = geometry("pyramid-12ft").half_width
    spot = [hw - 0.3, 0.0]
    balls = {"cue": {"pos": [spot[0] - 0.3, -0.01], "vel": [3.0, 0.0],
                     "spin": [0.0, 3.0 / R_PYRAMID, 0.0]}}  # fmt: skip
    r = _run("momentum", balls, pins={"king": spot})
    king = r.pins["king"]
    wall = hw - king.radius
    hit = next(k for k, s in enumerate(king.slides) if s.t0 > 0.0 and s.vx < 0.0)
    inbound, rebound = king.slides[hit - 1], king.slides[hit]
    # Its base or, toppled part way, its top is at the cushion.
    ahead = [king.dir_x * king.height * math.sin(king.angle_at_stage(k)) for k in range(4)]
    assert any(math.isclose(rebound.x + a, wall, abs_tol=1e-9) for a in ahead)
    vx_in, vy_in = inbound.vel(rebound.t0 - 1e-12)
    assert vx_in > 1.0
    assert math.isclose(rebound.vx, -E_PIN * vx_in, rel_tol=1e-6)
    assert math.isclose(rebound.vy, vy_in, rel_tol=1e-6, abs_tol=1e-9)
    topple = _run("topple", balls, pins={"king": spot})
    assert all(s.vx >= 0.0 for s in topple.pins["king"].slides)


@pytest.mark.parametrize("discipline", ["seven_pins_classic", "seven_pins_federation"])
def test_the_referee_judges_what_pins_with_momentum_do(discipline: str) -> None:
    """Pins felled by pins that no ball touched (7C-11) are judged like any other fall."""
    felled_by_pins = 0
    for req in _strokes(random.Random(8), 40, discipline):
        events = simulate({**req, "params": {"pin_model": "momentum"}})["events"]
        felled_by_pins += any(e["type"] == "pin_down" and e["by"] in SEVEN_PINS for e in events)
        log = {"discipline": discipline, "options": {"start_total": 300}, "players": ["A", "B"],
               "first": "A", "shots": [{"stroke": {"ball": "cue", "call": None},
                                        "events": events}]}  # fmt: skip
        (line,) = judge(log)
        assert set(line["scores"]) == {"A", "B"}
    assert felled_by_pins > 0


def test_a_pin_knocked_softly_topples_onto_the_pin_behind() -> None:
    """Just over the knock speed the king hardly slides, and its toppling body reaches the
    small pin behind it: felled by the king, as when toppling, but as the body gets there
    (a fall step) rather than foreseen."""
    v = 0.1
    balls = {"cue": moving((0.0, -REACH - 0.001), v, v, R_PYRAMID)}
    pins = {"king": [0, 0], "n": [0, 0.073]}
    r = _run("momentum", balls, pins=pins)
    assert _falls(r) == [("king", "cue"), ("n", "king")]
    king = r.pins["king"]
    knock = first(r, "pin_down", pin="king")
    assert math.hypot(*king.pos(first(r, "pin_down", pin="n").t)) < 0.01  # barely slid
    assert first(r, "pin_down", pin="n").t - knock.t < king.fall_duration(9.81)
    assert _falls(_run("topple", balls, pins=pins)) == [("king", "cue"), ("n", "king")]
