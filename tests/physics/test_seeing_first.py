"""``simulate_seeing_first``: the shot's first seconds handed over before the rest is
simulated (the assist draws them while the engine goes on). The whole result is
``simulate_detailed``'s bit for bit, and the first part is exactly its prefix."""

from __future__ import annotations

from typing import Any

import pytest

from game.match import Match
from game.physics.api import SimResult, simulate_detailed, simulate_seeing_first
from game.physics.transfer import pin_values, segment_values
from game.stroke import Stroke


def _request(discipline: str, aim: float, speed: float, **spin: float) -> dict[str, Any]:
    m = Match.new(discipline, ["A", "B"])
    if m.ball_in_hand is not None:
        m.place_ball_anywhere()
    return m.request_for(Stroke(m.next_ball, aim, speed, **spin))


SHOTS = [
    # a pyramid break from the house: sixteen balls, pressed contacts in the rack
    ("pyramid_free", 82.0, 5.5, {"side": 0.3, "height": -0.1}),
    ("pyramid_free", 86.2, 5.5, {"side": 0.3, "height": -0.1}),  # pots one
    ("three_cushion", 71.0, 6.0, {"side": 0.3, "height": -0.2}),
    ("five_pins", 40.0, 4.0, {"height": 0.3}),  # through the pins: they fall and slide
]


def _same(a: SimResult, b: SimResult) -> None:
    assert a.events == b.events and a.duration == b.duration and a.complete == b.complete
    assert a.first_part == b.first_part
    assert a.segments.keys() == b.segments.keys()
    for ball in a.segments:
        assert [segment_values(s) for s in a.segments[ball]] == [
            segment_values(s) for s in b.segments[ball]
        ]
    assert {p: pin_values(v) for p, v in a.pins.items()} == {
        p: pin_values(v) for p, v in b.pins.items()
    }


@pytest.mark.parametrize(("discipline", "aim", "speed", "spin"), SHOTS)
@pytest.mark.parametrize("until", [0.0, 0.3, 1.0, 100.0])
def test_first_part_is_the_prefix_and_the_whole_is_unchanged(
    discipline: str, aim: float, speed: float, spin: dict[str, float], until: float
) -> None:
    full = simulate_detailed(_request(discipline, aim, speed, **spin))
    firsts: list[SimResult] = []
    whole = simulate_seeing_first(
        _request(discipline, aim, speed, **spin), until, lambda r: firsts.append(r) or True
    )
    assert whole is not None
    _same(whole, full)
    [first] = firsts
    if until >= full.duration:  # at rest by then: the first part is the whole shot
        _same(first, full)
        return
    assert first.first_part and not first.complete
    assert first.duration == until and first.pins == {}
    assert first.events == [e for e in full.events if e.t <= until and e.type != "rest"]
    for ball, segs in first.segments.items():
        # each ball's pieces so far, the last of them the one it is on at ``until``
        shown = [segment_values(s) for s in segs]
        assert shown == [segment_values(s) for s in full.segments[ball][: len(segs)]]
        assert segs[-1].t0 <= until
        rest = full.segments[ball][len(segs) :]
        assert not rest or rest[0].t0 > until
        for t in (0.0, until / 3, until):
            assert first.ball_state(ball, t) == full.ball_state(ball, t)


def test_the_rest_is_not_simulated_when_no_longer_wanted() -> None:
    firsts: list[SimResult] = []
    got = simulate_seeing_first(
        _request("pyramid_free", 82.0, 5.5), 0.5, lambda r: firsts.append(r) is not None
    )
    assert got is None and len(firsts) == 1 and firsts[0].first_part
