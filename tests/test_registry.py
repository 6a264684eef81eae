"""The discipline registry: every discipline's facts in one entry, and a new discipline added
through the registry alone (a referee subclass plus one entry) is playable end to end."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterator

import pytest

from game import InputError, disciplines, judge
from game.disciplines import Discipline
from game.match import Match
from game.physics.api import simulate_detailed
from game.rules.carom import CaromReferee
from game.rules.options import OptionSchema, TargetRange
from game.stroke import Stroke
from game.tables import TABLES


class TwoCushionReferee(CaromReferee):
    """A made-up carom game: a point needs two cushions before the second object ball."""

    OPTIONS = OptionSchema(TargetRange(20, 1, 100))
    CUSHIONS_FOR_POINT = 2


@pytest.fixture
def two_cushion() -> Iterator[Discipline]:
    base = disciplines.get("three_cushion")
    entry = dataclasses.replace(
        base, id="two_cushion", name="Two-cushion", referee=TwoCushionReferee
    )
    disciplines.register(entry)
    try:
        yield entry
    finally:
        disciplines.unregister("two_cushion")


def test_every_discipline_has_one_complete_entry() -> None:
    assert disciplines.ids() == tuple(disciplines.REGISTRY)
    for entry in disciplines.REGISTRY.values():
        assert entry.tables and all(t in TABLES for t in entry.tables)
        assert (entry.referee is None) == (entry.opening is None)
        assert entry.default_ball in entry.balls
        if entry.pins:
            assert set(entry.default_pins()) == set(entry.pins)
        if entry.options is not None:
            target = entry.options.target
            assert target.low <= target.default <= target.high


def test_an_unknown_or_practice_only_discipline_is_refused_with_its_field() -> None:
    with pytest.raises(InputError) as e:
        disciplines.get("snooker")
    assert e.value.field == "discipline"
    with pytest.raises(InputError):
        disciplines.refereed("artistic")
    with pytest.raises(ValueError):
        disciplines.register(disciplines.get("three_cushion"))


def test_first_target_is_a_ball_the_rules_allow_first() -> None:
    five = disciplines.get("five_pins")
    balls = {"white": (0.0, -1.0), "red": (0.0, -0.9), "yellow": (0.0, 1.0)}
    assert five.first_target(balls, "white", first_shot=False) == "yellow"  # 5P-10
    three = disciplines.get("three_cushion")
    assert three.first_target(balls, "white", first_shot=True) == "red"  # C-3
    assert three.first_target(balls, "white", first_shot=False) == "red"  # nearest


def test_a_discipline_added_through_the_registry_alone_plays_a_shot(two_cushion) -> None:  # type: ignore[no-untyped-def]
    match = Match.new("two_cushion", ["Ann", "Ben"])
    assert match.scores == {"Ann": 0, "Ben": 0}
    assert match.discipline.target(match.config.options) == 20
    area = match.hand_area
    assert area is not None and area.name == "head_string"
    match.place_ball("white", area.snap((0.12, 0.0)))
    aim = match.discipline.first_target(match.position.balls, "white", first_shot=True)
    assert aim == "red"  # C-3: the break is played on the red
    me, red = match.position.balls["white"], match.position.balls["red"]
    stroke = Stroke("white", math.degrees(math.atan2(red[1] - me[1], red[0] - me[0])), 2.5)
    result = simulate_detailed(match.request_for(stroke))
    decision = match.apply(stroke, result)
    assert decision.shooter == "Ann" and decision.shot == 1
    # The command line's judge reads the same registry.
    lines = judge(match.to_log())
    assert lines[0]["scores"] == dict(decision.scores)
    again = Match.from_log(match.to_log())
    assert again.scores == match.scores


def test_a_referee_subclass_changes_only_what_it_states(two_cushion) -> None:  # type: ignore[no-untyped-def]
    """Two cushions before the second object ball: a carom off one cushion is no point."""
    events = [
        {"type": "strike", "ball": "white", "t": 0.0},
        {"type": "ball", "a": "white", "b": "red", "t": 0.1},
        {"type": "cushion", "ball": "white", "cushion": "left", "t": 0.2},
        {"type": "ball", "a": "white", "b": "yellow", "t": 0.3},
        {"type": "rest", "t": 1.0},
    ]
    log = {
        "discipline": "two_cushion",
        "players": ["Ann", "Ben"],
        "shots": [{"stroke": {"ball": "white"}, "events": events}],
    }
    assert judge(log)[0]["points"] == 0
    events.insert(3, {"type": "cushion", "ball": "white", "cushion": "foot", "t": 0.25})
    assert judge(log)[0]["points"] == 1
