"""Properties of the carom and five-pins referees over random event logs (hypothesis).

Whatever the events, the referee either rules or refuses with InputError; scores stay within
0…target (C1-2 floor, 5P-2 cap); the same log gives the same output; a carom run continues
exactly while points are scored (C-10); five pins alternates (5P-3).
"""

from __future__ import annotations

import json
import math

from hypothesis import given, settings
from hypothesis import strategies as st

from game.errors import InputError
from game.layouts import CAROM_BALL_R
from game.rules.judge import judge
from tests.rules.carom_kit import events

CAROM = ("three_cushion", "one_cushion", "free_game", "balkline_47_1", "balkline_71_2")
BALLS = ("white", "yellow", "red")
CUSHIONS = ("head", "foot", "left", "right")
PINS = ("centre", "n", "s", "e", "w")

coord = st.floats(min_value=-0.65, max_value=0.65, allow_nan=False)
along = st.floats(min_value=-1.35, max_value=1.35, allow_nan=False)


def _spec(pins: bool) -> st.SearchStrategy[tuple[str, ...]]:
    pair = st.lists(st.sampled_from(BALLS), min_size=2, max_size=2, unique=True)
    options = [
        pair.map(lambda p: ("ball", p[0], p[1])),
        st.tuples(st.just("cushion"), st.sampled_from(BALLS), st.sampled_from(CUSHIONS)),
        st.tuples(st.just("off"), st.sampled_from(BALLS)),
    ]
    if pins:
        options.append(
            st.tuples(st.just("down"), st.sampled_from(PINS), st.sampled_from(BALLS + PINS))
        )
        options.append(st.tuples(st.just("pin"), st.sampled_from(BALLS), st.sampled_from(PINS)))
    return st.one_of(*options)


def _apart(balls: dict[str, tuple[float, float]]) -> bool:
    spots = list(balls.values())
    return all(
        math.dist(a, b) >= 2 * CAROM_BALL_R for i, a in enumerate(spots) for b in spots[i + 1 :]
    )


def _shot(pins: bool) -> st.SearchStrategy[dict]:
    final = st.fixed_dictionaries(
        {
            "white": st.tuples(coord, along),
            "yellow": st.tuples(coord, along),
            "red": st.tuples(coord, along),
        }
    ).filter(_apart)  # balls at rest never overlap: the judge refuses such a final
    return st.builds(
        lambda ball, specs, fin, call: {
            "stroke": {"ball": ball, "call": call},
            "events": events(ball, *[s for s in specs if not (s[0] == "down" and s[1] == s[2])]),
            "final": {"balls": {k: list(v) for k, v in fin.items()}},
        },
        st.sampled_from(("white", "yellow")),
        st.lists(_spec(pins), max_size=8),
        final,
        st.sampled_from((None, None, "safety")),
    )


def _check(log: dict, target: int) -> list[dict]:
    """Judge the longest accepted prefix of the log (a game may end before its last shot)."""
    shots = log["shots"]
    for n in range(len(shots), 0, -1):
        part = {**log, "shots": shots[:n]}
        try:
            lines = judge(part)
        except InputError:
            continue
        assert json.dumps(lines, sort_keys=True) == json.dumps(judge(part), sort_keys=True)
        for line in lines:
            for score in line["scores"].values():
                assert 0 <= score <= target
        return lines
    raise AssertionError("even the first shot was refused")


@settings(max_examples=60, deadline=None)
@given(
    discipline=st.sampled_from(CAROM),
    shots=st.lists(_shot(False), min_size=1, max_size=12),
    three=st.booleans(),
)
def test_carom_random_logs(discipline: str, shots: list[dict], three: bool) -> None:
    players = ["A", "B", "C"] if three else ["A", "B"]
    log = {"discipline": discipline, "options": {"target": 3}, "players": players, "shots": shots}
    lines = _check(log, 3)
    for line in lines:
        if line["winner"] is not None or "game_winner" in line["extra"]:
            continue
        if line["points"] <= 0:
            assert line["next"] != line["shooter"]  # C-10: a miss or a foul ends the run
        elif line["scores"][line["shooter"]] < 3:
            assert line["next"] == line["shooter"]  # C-10: a point continues it


@settings(max_examples=60, deadline=None)
@given(shots=st.lists(_shot(True), min_size=1, max_size=12))
def test_five_pins_random_logs(shots: list[dict]) -> None:
    log = {
        "discipline": "five_pins",
        "options": {"target": 20},
        "players": ["A", "B"],
        "shots": shots,
    }
    for line in _check(log, 20):
        if line["winner"] is None:
            assert line["next"] != line["shooter"]  # 5P-3
        if line["fouls"] and "pins_no_cushion" not in line["fouls"]:
            assert line["points"] == 0  # 5P-10: a foul's points all go to the opponent
