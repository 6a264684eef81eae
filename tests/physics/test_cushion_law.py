"""The selectable cushion law: Han 2005 by default, Mathavan 2010 on request, and english
both ways with the calibrated carom constants."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest

from game.errors import InputError
from game.physics import collide_cushion
from game.physics.api import simulate
from game.physics.params import CAROM, DEFAULTS, PYRAMID, Params, params_for
from game.physics.sets import KEGLI_2, REGISTRY
from game.physics.tracked.english import rebound_angle

CAROM_CALIBRATED = KEGLI_2.params("carom-match")  # the calibrated carom constants

MATHAVAN = replace(CAROM, cushion_law="mathavan2010")


def _energy(v: tuple[float, float], w: tuple[float, float, float], R: float) -> float:
    # Over mass: ½v² + ½·(2/5)R²ω².
    return 0.5 * (v[0] ** 2 + v[1] ** 2) + 0.2 * R * R * (w[0] ** 2 + w[1] ** 2 + w[2] ** 2)


def test_kegli_1_and_the_engine_defaults_keep_han_2005() -> None:
    assert CAROM.cushion_law == PYRAMID.cushion_law == "han2005"
    assert all(p.cushion_law == "han2005" for p in DEFAULTS.values())
    v, w = (1.3, 0.4), (-13.0, 42.0, 20.0)
    assert collide_cushion.collide(v, w, 1.0, 0.0, CAROM) == collide_cushion.han(
        v, w, 1.0, 0.0, CAROM
    )


def test_a_request_names_the_law() -> None:
    assert params_for("carom-match", {"cushion_law": "mathavan2010"}).cushion_law == "mathavan2010"
    for bad in ("stronge", 1.0, None):
        with pytest.raises(InputError, match=r"params\.cushion_law"):
            params_for("carom-match", {"cushion_law": bad})
    request = {
        "table": "carom-match",
        "balls": {"white": {"pos": [0.0, 0.0], "vel": [1.0, 1.0], "spin": [-32.5, 32.5, 0.0]}},
    }
    han = simulate({**request, "params": {"cushion_law": "han2005"}})
    mat = simulate({**request, "params": {"cushion_law": "mathavan2010"}})
    assert [e["type"] for e in han["events"]][:2] == [e["type"] for e in mat["events"]][:2]
    assert han["final"] != mat["final"]


@pytest.mark.parametrize("angle", [0.0, 30.0, 60.0])
@pytest.mark.parametrize("wz", [-60.0, 0.0, 60.0])
def test_mathavan_never_adds_energy_and_sends_the_ball_back(angle: float, wz: float) -> None:
    a = math.radians(angle)
    v = (2.0 * math.cos(a), 2.0 * math.sin(a))
    w = (-v[1] / CAROM.R, v[0] / CAROM.R, wz)  # rolling in
    nv, nw, speed = collide_cushion.collide(v, w, 1.0, 0.0, MATHAVAN)
    assert speed == pytest.approx(v[0])
    assert nv[0] < 0.0
    assert _energy(nv, nw, CAROM.R) < _energy(v, w, CAROM.R)


def test_mathavan_head_on_rebound_follows_the_restitution() -> None:
    # A sliding ball without spin straight in: the normal speed at the nose comes back
    # e_c times (energetic coefficient), the cloth's grip takes a little of the rest.
    for e in (0.6, 0.9):
        prm = replace(MATHAVAN, e_c=e, f_c=0.0, u_s=0.0)
        nv, _, _ = collide_cushion.collide((1.0, 0.0), (0.0, 0.0, 0.0), 1.0, 0.0, prm)
        assert -nv[0] == pytest.approx(e, rel=0.03)


@pytest.mark.parametrize("speed", [1.0, 2.0, 3.0])
def test_calibrated_english_reverse_shortens_and_running_lengthens(speed: float) -> None:
    plain = rebound_angle(CAROM_CALIBRATED, speed, 0.0)
    running = rebound_angle(CAROM_CALIBRATED, speed, 0.5)
    reverse = rebound_angle(CAROM_CALIBRATED, speed, -0.5)
    assert reverse < plain - 1.0
    assert running > plain + 1.0


def test_han_widens_the_angle_both_ways() -> None:
    # Why the law is selectable: Han's single impulse gives reverse english a wider rebound.
    plain = rebound_angle(CAROM, 2.0, 0.0)
    assert rebound_angle(CAROM, 2.0, -0.5) > plain
    assert rebound_angle(CAROM, 2.0, 0.5) > plain


@pytest.mark.parametrize("law", ["han2005", "mathavan2010"])
def test_a_falling_restitution_gives_back_less_of_a_hard_hit(law: str) -> None:
    # Straight in without spin or friction: the returned share of the normal speed follows
    # the nose's restitution, the same at any speed unless e_c_fall takes some per m/s.
    def returned(prm: Params, speed: float) -> float:
        nv, _, _ = collide_cushion.collide((speed, 0.0), (0.0, 0.0, 0.0), 1.0, 0.0, prm)
        return -nv[0] / speed

    fixed = replace(CAROM, cushion_law=law, e_c=0.95, f_c=0.0, u_s=0.0)
    falling = replace(fixed, e_c_fall=0.05)
    assert returned(fixed, 0.5) == pytest.approx(returned(fixed, 3.0), rel=1e-5)
    # A hit at v_n plays like a fixed cushion of restitution e_c − e_c_fall·v_n.
    for speed in (0.5, 3.0):
        like = replace(fixed, e_c=0.95 - 0.05 * speed)
        assert returned(falling, speed) == pytest.approx(returned(like, speed), rel=1e-12)
    assert returned(falling, 3.0) < returned(falling, 0.5) - 0.1
    # Never below nothing, and a request may set it within its range.
    assert replace(falling, e_c_fall=1.0).cushion_restitution(5.0) == 0.0
    assert params_for("carom-match", {"e_c_fall": 0.03}).e_c_fall == 0.03
    with pytest.raises(InputError, match=r"params\.e_c_fall"):
        params_for("carom-match", {"e_c_fall": -0.01})


def test_older_sets_keep_a_fixed_cushion_restitution() -> None:
    for prm in (CAROM, PYRAMID, CAROM_CALIBRATED):
        assert prm.e_c_fall == 0.0
        assert prm.cushion_restitution(4.0) == prm.e_c


@pytest.mark.parametrize("speed", [1.0, 1.5, 3.0])
def test_mathavan_gives_the_restitution_when_compression_ends_exactly_at_rest(speed: float) -> None:
    # Without friction the steps can stop the nose's normal speed at exactly zero (1.5 and
    # 3 m/s here); the restitution still follows.
    prm = replace(MATHAVAN, e_c=0.95, f_c=0.0, u_s=0.0)
    nv, _, _ = collide_cushion.collide((speed, 0.0), (0.0, 0.0, 0.0), 1.0, 0.0, prm)
    assert -nv[0] / speed == pytest.approx(0.969, abs=0.002)


def _along_out(prm: Params, speed: float, angle: float = 25.0) -> float:
    """A ball rolling into the cushion ``angle`` degrees off its normal at ``speed``: its
    speed along the cushion as it leaves."""
    a = math.radians(angle)
    v = (speed * math.cos(a), speed * math.sin(a))
    w = (-v[1] / prm.R, v[0] / prm.R, 0.0)
    nv, _, _ = collide_cushion.collide(v, w, 1.0, 0.0, prm)
    return nv[1]


@pytest.mark.parametrize("law", ["han2005", "mathavan2010"])
def test_a_cushion_that_grips_back_takes_more_along_it_the_harder_the_hit(law: str) -> None:
    plain = replace(CAROM_CALIBRATED, cushion_law=law)
    grips = replace(plain, e_t_rise=0.5, e_t_from=1.2)
    assert grips.tangential_restitution(1.0) == 0.0
    assert grips.tangential_restitution(2.0) == pytest.approx(0.4)
    assert grips.tangential_restitution(9.0) == 1.0  # never more than all of it back
    capped = replace(grips, e_t_max=0.3)
    assert capped.tangential_restitution(2.0) == pytest.approx(0.3)
    assert _along_out(capped, 3.0) > _along_out(grips, 3.0)  # less given back: less taken
    # Slower than e_t_from: each law as published, bit for bit.
    assert _along_out(grips, 1.0) == _along_out(plain, 1.0)

    # Harder: the rubber's shear reverses the slip at the nose, so the ball leaves with
    # less speed along the cushion (a narrower rebound), the more so the harder the hit.
    def lost(normal_speed: float) -> float:
        speed = normal_speed / math.cos(math.radians(25.0))
        return _along_out(plain, speed) - _along_out(grips, speed)

    lost_2, lost_3 = lost(2.0), lost(3.0)
    assert lost_2 > 0.01
    assert lost_3 > 1.5 * lost_2


@pytest.mark.parametrize("angle", [0.0, 30.0, 60.0])
@pytest.mark.parametrize("wz", [-60.0, 0.0, 60.0])
@pytest.mark.parametrize("law", ["han2005", "mathavan2010"])
def test_a_cushion_that_grips_back_never_adds_energy(angle: float, wz: float, law: str) -> None:
    prm = replace(CAROM_CALIBRATED, cushion_law=law, e_t_rise=1.0, e_t_from=0.0)  # all back
    for speed in (1.0, 3.0, 5.0):
        a = math.radians(angle)
        v = (speed * math.cos(a), speed * math.sin(a))
        w = (-v[1] / prm.R, v[0] / prm.R, wz)
        nv, nw, _ = collide_cushion.collide(v, w, 1.0, 0.0, prm)
        assert nv[0] < 0.0
        assert _energy(nv, nw, prm.R) < _energy(v, w, prm.R)


def test_no_set_before_the_gripping_cushion_has_one() -> None:
    for name in ("kegli-1", "kegli-2", "kegli-3", "kegli-4"):
        for prm in REGISTRY[name].tables.values():
            assert prm.e_t_rise == 0.0
            assert prm.bb_friction == 1.0
