"""The drills' own 7C-11 flag rule agrees with the seven-pins referee on the same logs."""

from __future__ import annotations

import pytest

from game.drills import legality
from tests.drills.helpers import ev

S = {"type": "strike", "ball": "cue"}


def log(*items):
    return ev(*items, table="pyramid-12ft", discipline="seven_pins_classic")


LOGS = {
    "bank_then_king": log(
        S,
        {"type": "ball", "a": "cue", "b": "o1"},
        {"type": "cushion", "ball": "o1", "cushion": "foot"},
        {"type": "pin_down", "pin": "king", "by": "o1"},
    ),
    "direct": log(
        S, {"type": "ball", "a": "cue", "b": "o1"}, {"type": "pin_down", "pin": "n", "by": "o1"}
    ),
    "cue_cushion_first": log(
        S,
        {"type": "cushion", "ball": "cue", "cushion": "left"},
        {"type": "ball", "a": "cue", "b": "o2"},
        {"type": "ball", "a": "o2", "b": "o1"},
        {"type": "pin_down", "pin": "e", "by": "o1"},
        {"type": "pin_down", "pin": "king", "by": "e"},
    ),
    "by_cue": log(
        S,
        {"type": "pin_down", "pin": "s", "by": "cue"},
        {"type": "pin_down", "pin": "king", "by": "s"},
    ),
    "touched_pin_pushes": log(
        S,
        {"type": "ball", "a": "cue", "b": "o1"},
        {"type": "cushion", "ball": "o1", "cushion": "right"},
        {"type": "pin", "ball": "o1", "pin": "e"},
        {"type": "pin_down", "pin": "king", "by": "e"},
    ),
}
EXPECTED = {
    "bank_then_king": {"king": True},
    "direct": {"n": False},
    "cue_cushion_first": {"e": True, "king": True},
    "by_cue": {"s": False, "king": False},
    "touched_pin_pushes": {"king": True},
}


@pytest.mark.parametrize("name", sorted(LOGS))
def test_flag_rule_7C_11(name: str) -> None:
    assert legality.seven_pins_flags(LOGS[name], "cue") == EXPECTED[name]
    assert legality.seven_pins(LOGS[name], "cue") == EXPECTED[name]
