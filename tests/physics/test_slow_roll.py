"""A cloth that holds a slow ball less: two rolling resistances, u_r above the rolling speed
v_slow and u_r_slow below it (the tracked shots' rolls, docs/physics.md)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.errors import InputError
from game.physics.api import simulate
from game.physics.motion import ROLLING, STATIONARY, Segment, make_segment, next_segment
from game.physics.params import CAROM, Params, params_for
from game.physics.sets import REGISTRY

R = CAROM.R


def _roll(prm: Params, speed: float) -> list[Segment]:
    """A ball rolling along +x at ``speed``: its segments until it rests."""
    segs = [make_segment(0.0, (0.0, 0.0), (speed, 0.0), (0.0, speed / R, 0.0), prm)]
    while segs[-1].state != STATIONARY:
        segs.append(next_segment(segs[-1], prm))
        assert len(segs) < 5
    return segs


def test_one_rolling_resistance_unless_a_slow_roll_is_set() -> None:
    segs = _roll(CAROM, 1.0)
    assert [s.state for s in segs] == [ROLLING, STATIONARY]
    a = CAROM.u_r * CAROM.g
    assert segs[1].t0 == pytest.approx(1.0 / a)
    assert segs[1].px == pytest.approx(1.0 / (2 * a))


def test_below_v_slow_the_ball_rolls_on_with_the_slow_resistance() -> None:
    prm = replace(CAROM, u_r=0.0047, u_r_slow=0.0028, v_slow=0.35)
    fast, slow = 0.0047 * prm.g, 0.0028 * prm.g
    segs = _roll(prm, 1.0)
    assert [s.state for s in segs] == [ROLLING, ROLLING, STATIONARY]
    # The change at v_slow: the same place and speed, rolling on at the slow rate.
    assert segs[1].t0 == pytest.approx((1.0 - 0.35) / fast)
    assert segs[1].vel(segs[1].t0)[0] == pytest.approx(0.35)
    assert -segs[1].ax == pytest.approx(slow)
    assert segs[1].spin(segs[1].t0)[1] == pytest.approx(0.35 / R)
    assert segs[2].t0 == pytest.approx((1.0 - 0.35) / fast + 0.35 / slow)
    assert segs[2].px == pytest.approx((1.0 - 0.35**2) / (2 * fast) + 0.35**2 / (2 * slow))
    # A ball already slower than v_slow rolls at the slow rate from the start.
    short = _roll(prm, 0.2)
    assert [s.state for s in short] == [ROLLING, STATIONARY]
    assert short[1].px == pytest.approx(0.2**2 / (2 * slow))


def test_the_slow_roll_through_a_request_and_its_bounds() -> None:
    request = {
        "table": "carom-match",
        "physics": "kegli-3",
        "balls": {"white": {"pos": [0.0, -1.2], "vel": [0.0, 0.3], "spin": [-0.3 / R, 0.0, 0.0]}},
    }
    one = simulate(request)["final"]["balls"]["white"]
    two = simulate({**request, "params": {"v_slow": 0.35, "u_r_slow": 0.0021}})
    # Half the resistance below 0.35 m/s: a ball at 0.3 m/s runs twice as far.
    assert two["final"]["balls"]["white"][1] + 1.2 == pytest.approx(2 * (one[1] + 1.2))
    assert params_for("carom-match", {"v_slow": 0.35}).v_slow == 0.35
    for name, bad in (("v_slow", -0.1), ("u_r_slow", 0.0)):
        with pytest.raises(InputError, match=rf"params\.{name}"):
            params_for("carom-match", {name: bad})


def test_every_older_set_rolls_with_one_resistance() -> None:
    for name in ("kegli-1", "kegli-2", "kegli-3"):
        for prm in REGISTRY[name].tables.values():
            assert prm.v_slow == 0.0
