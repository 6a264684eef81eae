"""Physics sets (game/physics/sets.py): named constants a request, a match and a save carry.

The tests never rely on kegli-1 and kegli-2 being equal: where two sets must differ they use
``slow_cloth`` (tests/conftest.py), a set registered for one test.
"""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from typing import Any

import pytest

from game import simulate
from game.errors import InputError
from game.match import Match
from game.physics import sets
from game.physics.api import simulate_batch_local, simulate_detailed
from game.physics.params import NAMES
from game.physics.placement import ball_fits
from game.stroke import Stroke
from game.tables import TABLES
from tests.conftest import ROOT

CAROM_SHOT: dict[str, Any] = {
    "table": "carom-match",
    "balls": {"white": [0.1, -0.6], "yellow": [0.3, -0.2], "red": [-0.2, 0.5]},
    "stroke": {"ball": "white", "aim_deg": 70.0, "speed": 2.5, "side": 0.2, "height": 0.1},
}
SEVEN_PINS_SHOT: dict[str, Any] = {
    "discipline": "seven_pins_classic",
    "balls": {"cue": [0.05, -1.2], "o1": [0.0, -0.4], "o2": [0.3, 1.2]},
    "stroke": {"ball": "cue", "aim_deg": 90.0, "speed": 3.0},
}


def test_the_registry_holds_the_legacy_and_the_current_set_by_name() -> None:
    assert sets.REGISTRY[sets.LEGACY.name] is sets.LEGACY
    assert sets.REGISTRY[sets.CURRENT.name] is sets.CURRENT
    assert sets.LEGACY.name == "kegli-1"
    assert sets.CURRENT.name != sets.LEGACY.name  # a save written now names its own set
    for name, physics in sets.REGISTRY.items():
        assert physics.name == name and physics.description
        assert set(physics.tables) == set(TABLES)


def test_a_set_is_frozen_data() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        sets.LEGACY.name = "other"  # type: ignore[misc]
    with pytest.raises(TypeError):
        sets.LEGACY.tables["carom-match"] = sets.LEGACY.params("pyramid-12ft")  # type: ignore[index]


def test_constants_follow_the_kind_of_table() -> None:
    for physics in sets.REGISTRY.values():
        assert physics.params("pyramid-10ft") == physics.params("pyramid-12ft")
        assert physics.params("carom-match") != physics.params("pyramid-12ft")


def test_a_request_without_a_set_plays_with_the_current_one(slow_cloth) -> None:
    sets_named = {None: simulate(CAROM_SHOT)}
    for name in (sets.CURRENT.name, slow_cloth.name):
        sets_named[name] = simulate({**CAROM_SHOT, "physics": name})
    assert sets_named[None] == sets_named[sets.CURRENT.name]
    assert sets_named[slow_cloth.name]["duration"] != sets_named[None]["duration"]


def test_the_named_set_reaches_the_engine(slow_cloth) -> None:
    for shot in (CAROM_SHOT, SEVEN_PINS_SHOT):
        got = simulate_detailed({**shot, "physics": slow_cloth.name})
        table = shot.get("table", "pyramid-12ft")
        assert got.params == slow_cloth.params(table)
        legacy = simulate_detailed({**shot, "physics": sets.LEGACY.name})
        assert legacy.params == sets.LEGACY.params(table)
        assert got.final() != legacy.final()


def test_params_overrides_apply_on_top_of_the_set(slow_cloth) -> None:
    got = simulate_detailed({**CAROM_SHOT, "physics": slow_cloth.name, "params": {"e_c": 0.7}})
    base = slow_cloth.params("carom-match")
    assert got.params == dataclasses.replace(base, e_c=0.7)
    assert got.params.u_r == base.u_r != sets.LEGACY.params("carom-match").u_r
    # A bad override is still named, whatever the set.
    with pytest.raises(InputError) as info:
        simulate({**CAROM_SHOT, "physics": slow_cloth.name, "params": {"u_r": -1}})
    assert info.value.field == "params.u_r"


@pytest.mark.parametrize("name", ["kegli-0", "", "KEGLI-1", 2, ["kegli-1"], {"a": 1}])
def test_an_unknown_set_is_refused_naming_the_field(name: Any) -> None:
    with pytest.raises(InputError) as info:
        simulate({**CAROM_SHOT, "physics": name})
    assert info.value.field == "physics"
    assert "unknown physics set" in info.value.reason
    assert all(known in info.value.reason for known in sets.REGISTRY)
    assert "\n" not in str(info.value)


def test_an_unknown_set_on_the_command_line_is_one_line_exit_2() -> None:
    request = json.dumps({**CAROM_SHOT, "physics": "kegli-99"})
    done = subprocess.run(
        [sys.executable, "-m", "game", "simulate", "-"],
        input=request, capture_output=True, text=True, cwd=ROOT, timeout=120,
    )  # fmt: skip
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "physics" in lines[0] and "kegli-99" in lines[0]


def test_a_set_is_deterministic_and_the_batch_agrees(slow_cloth) -> None:
    request = {**CAROM_SHOT, "physics": slow_cloth.name}
    assert simulate(request) == simulate(request)
    position = {k: v for k, v in request.items() if k != "stroke"}
    strokes = [Stroke("white", aim, 2.5, 0.2, 0.1) for aim in (60.0, 70.0, 80.0)]
    batch = simulate_batch_local(position, strokes)
    for stroke, got in zip(strokes, batch, strict=True):
        alone = simulate_detailed({**position, "stroke": stroke})
        assert got.to_json() == alone.to_json()
        assert got.params == slow_cloth.params("carom-match")


def test_params_for_takes_the_set_then_the_overrides(slow_cloth) -> None:
    assert sets.params_for("carom-match", None) == sets.CURRENT.params("carom-match")
    assert sets.params_for("carom-match", None, slow_cloth.name) == slow_cloth.params("carom-match")
    over = sets.params_for("pyramid-12ft", {"g": 9.0}, sets.LEGACY.name)
    assert over == dataclasses.replace(sets.LEGACY.params("pyramid-12ft"), g=9.0)
    assert set(NAMES) == {f.name for f in dataclasses.fields(over)}


def test_where_a_ball_may_rest_follows_the_set(monkeypatch) -> None:
    """The cushion's contact height is a set's constant, so the place a ball touching the
    cushion rests differs between sets; a save and a match check it with their own set."""
    legacy = sets.LEGACY.params("carom-match")
    low = dataclasses.replace(legacy, cushion_height=legacy.R)  # touches at the equator
    tables = {t: low if not TABLES[t].pockets else sets.LEGACY.params(t) for t in TABLES}
    made = sets.PhysicsSet("test-low-cushion", "Cushion nose at the ball's centre.", tables)
    monkeypatch.setitem(sets.REGISTRY, made.name, made)
    half = TABLES["carom-match"].half_width
    against = (half - legacy.contact_distance, 0.0)  # touching the cushion with kegli-1
    assert low.contact_distance > legacy.contact_distance
    assert ball_fits("carom-match", against, physics=sets.LEGACY.name)
    assert not ball_fits("carom-match", against, physics=made.name)
    with pytest.raises(InputError) as info:
        simulate({"table": "carom-match", "physics": made.name, "balls": {"red": list(against)}})
    assert info.value.field == "balls.red"
    simulate({"table": "carom-match", "physics": sets.LEGACY.name, "balls": {"red": list(against)}})
    for name, problem in ((made.name, "cloth"), (sets.LEGACY.name, None)):
        m = Match.new("three_cushion", ["A", "B"], physics=name)
        found = m.placement_problem("white", against)
        assert (found[0] if found else None) == problem, name


@pytest.mark.parametrize(
    ("old", "new", "carom_change"),
    [
        # kegli-3: the rolling resistance measured on the recordings' last rolls.
        ("kegli-2", "kegli-3", {"u_r": 0.0042}),
        # kegli-4: the cloth in two levels, chosen by where the recordings' balls stop.
        ("kegli-3", "kegli-4", {"u_r": 0.0048, "v_slow": 0.3, "u_r_slow": 0.0036}),
        # kegli-5: the ball and cushion contacts, read off the recordings' object balls.
        ("kegli-4", "kegli-5", {"bb_friction": 3.0, "e_t_rise": 0.5, "e_t_from": 1.2}),
        # kegli-6: side spin that lasts longer, as the fitted strokes' first cushions asked.
        ("kegli-5", "kegli-6", {"u_sp": 0.009}),
        # kegli-7: a slow ball that stops sooner, read between the recordings' kept samples.
        ("kegli-6", "kegli-7", {"u_r_slow": 0.0042}),
        # kegli-8: a sliding ball that slows less, as the real openings read.
        ("kegli-7", "kegli-8", {"u_s": 0.2}),
    ],
)
def test_a_set_changes_only_the_carom_constants_it_names(
    old: str, new: str, carom_change: dict[str, Any]
) -> None:
    """Old sets stay as they were; each later set changes only the carom table's constants
    it names (the pyramid tables have no recordings to change theirs by)."""
    before, after = sets.REGISTRY[old], sets.REGISTRY[new]
    assert sets.REGISTRY["kegli-2"].params("carom-match").u_r == 0.0055
    for table in TABLES:
        if TABLES[table].pockets:
            assert after.params(table) == before.params(table)
        else:
            assert after.params(table) == dataclasses.replace(before.params(table), **carom_change)
