"""A slow cue ball into the side of a loosened pyramid rack: the engine's final position
leaves the cue ball and ball 3 overlapping by about 5 mm (found by the pyramid match's
property test), and the next ``simulate`` from that position is refused as overlapping.
Expected to fail until the physics resolves it."""

from __future__ import annotations

import math

import pytest

from game.physics.api import simulate_detailed

REQUEST = {
    "table": "pyramid-12ft",
    "balls": {
        "1": [-0.06795329780764814, 1.1237468582152594],
        "10": [0.10215000000000002, 1.0644289899931607],
        "11": [0.06818768946702004, 1.123414340234541],
        "12": [0.0001841515845901544, 1.1240486417357285],
        "13": [0.034051793164344146, 1.0644289864130498],
        "14": [-0.03394907086385534, 1.0648555631995233],
        "15": [0.0, 1.0054526599954405],
        "2": [-0.843763739957291, 1.2988695971592878],
        "3": [0.13620000000000002, 1.1234053199908811],
        "5": [-0.04862434062067045, 0.9433292898009911],
        "6": [0.034050000000000004, 0.9464763299977202],
        "7": [-0.07077211241058523, 1.0076873537200792],
        "8": [0.06810000000000001, 1.0054526599954405],
        "cue": [0.3960889902335938, 1.095070403648503],
    },
    "stroke": {"ball": "cue", "aim_deg": 171.58582529567911, "speed": 0.9505551066683375},
}


@pytest.mark.xfail(strict=True, reason="the engine leaves two rack balls overlapping")
def test_no_two_balls_overlap_at_rest() -> None:
    final = simulate_detailed(REQUEST).final()["balls"]
    names = sorted(final)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            assert math.dist(final[a], final[b]) >= 2 * 0.034 - 1e-6, (a, b)
