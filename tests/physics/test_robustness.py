"""Robustness: hundreds of random strokes on random legal layouts, on both tables.

Every shot must end (no safety-net stop), contain no NaN, leave every ball where a ball
fits (``ball_fits``: inside the cushions or in a pocket's jaws), pocketed or off the table,
leave no two balls overlapping, and log events in time order.
"""

from __future__ import annotations

import json
import math

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from game.errors import InputError
from game.events import parse_events
from game.physics.api import ball_fits, simulate_detailed
from game.physics.table_geometry import geometry
from game.tables import SEVEN_PINS, TABLE_BALLS

SETTINGS = settings(
    max_examples=500,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow],
)


def _strokes(table: str) -> st.SearchStrategy:
    geo = geometry(table)
    hw, hl = geo.half_width - 0.035, geo.half_length - 0.035
    point = st.tuples(st.floats(-hw, hw), st.floats(-hl, hl))
    disciplines = (
        [None, "seven_pins_classic", "seven_pins_federation"]
        if table == "pyramid-12ft"
        else [None, "three_cushion", "five_pins"]
    )
    return st.fixed_dictionaries(
        {
            "points": st.lists(point, min_size=1, max_size=3),
            "discipline": st.sampled_from(disciplines),
            "striker": st.integers(0, 2),
            "aim_deg": st.floats(0.0, 360.0),
            "speed": st.floats(0.01, 12.0),
            "side": st.floats(-0.6, 0.6),
            "height": st.floats(-0.6, 0.6),
            "elevation_deg": st.floats(0.0, 80.0),
        }
    )


def _check(table: str, case: dict) -> None:
    ids = TABLE_BALLS[table]
    balls = {ids[k]: list(p) for k, p in enumerate(case["points"])}
    striker = ids[case["striker"] % len(balls)]
    request = {
        "table": table,
        "balls": balls,
        "stroke": {
            "ball": striker,
            "aim_deg": case["aim_deg"],
            "speed": case["speed"],
            "side": case["side"],
            "height": case["height"],
            "elevation_deg": case["elevation_deg"],
        },
    }
    if case["discipline"]:
        request["discipline"] = case["discipline"]
    try:
        r = simulate_detailed(request)
    except InputError as exc:  # an illegal layout (overlap): not a stroke to test
        assume(not exc.field.startswith("balls"))
        raise
    assert r.complete
    out = r.to_json()
    json.dumps(out, allow_nan=False)
    pins = [*SEVEN_PINS, "centre"]
    parse_events(out["events"], "events", ids, pins)  # also checks time order
    final = out["final"]["balls"]
    for bid, (x, y) in final.items():
        # On the cloth inside the cushions or resting in a pocket's jaws, touching nothing.
        assert ball_fits(table, (x, y)), (bid, x, y)
    placed = sorted(final.items())
    for k, (a, pa) in enumerate(placed):
        for b, pb in placed[k + 1 :]:
            assert math.dist(pa, pb) >= 2 * r.params.R - 1e-7, (a, b, pa, pb)
    gone = set(out["final"]["pocketed"]) | set(out["final"]["off_table"])
    assert not set(final) & gone
    assert not set(out["final"]["pocketed"]) & set(out["final"]["off_table"])
    assert set(final) | gone == set(balls)
    # A ball that left the table did so once, in an off_table event.
    left = [e["ball"] for e in out["events"] if e["type"] == "off_table"]
    assert sorted(left) == sorted(out["final"]["off_table"])


@SETTINGS
@given(_strokes("carom-match"))
def test_random_strokes_carom(case: dict) -> None:
    _check("carom-match", case)


@SETTINGS
@given(_strokes("pyramid-12ft"))
def test_random_strokes_pyramid(case: dict) -> None:
    _check("pyramid-12ft", case)
