"""The aim a new turn starts from is legal (issue 15): shooting it never draws a foul for the
wrong first ball (C-1, C-3, 5P-10/11) or for pins met before a ball (5P-12, 7C pins knocked
directly by the cue ball)."""

from __future__ import annotations

import math
import random

import pytest

from game import default_aim as default_aim_module
from game import disciplines
from game.default_aim import default_aim, turn_aim
from game.match import Match
from game.physics.api import simulate_detailed
from game.physics.sets import REGISTRY
from game.stroke import Stroke
from game.tables import TABLES

FIRST_BALL_FOULS = {"wrong_ball", "break_not_red", "red_first", "pins_first", "miss"}
PIN_FOULS = {"pins_direct", "pins_first", "pins_by_cue"}
SPEED = 3.0  # the aim's default speed


def _place_if_in_hand(m: Match) -> None:
    ball = m.ball_in_hand
    if ball is None:
        return
    area = m.hand_area
    assert area is not None
    at = m.position.balls.get(ball)
    if at is None or not area.contains(at):
        at = ((area.x_min + area.x_max) / 2, (area.y_min + area.y_max) / 2)
    m.place_ball(ball, at)


def _default_stroke(m: Match) -> dict[str, object]:
    aim = default_aim(
        m.discipline, m.table, m.position.balls, m.position.pins, m.next_ball, not m.records
    )
    assert aim is not None
    return Stroke(m.next_ball, aim, SPEED)


def _first_contact(result, cue):  # type: ignore[no-untyped-def]
    """The cue ball's first meeting with a ball or a pin (a cushion before it is allowed:
    the default aim kicks off one when every straight line is blocked)."""
    for e in result.events:
        if e.type in ("ball", "pin") and cue in (e.ball, e.a, e.b):
            return e
    return None


@pytest.mark.parametrize("discipline", [d.id for d in disciplines.with_referee()])
def test_default_strokes_draw_no_first_ball_or_pin_foul(discipline: str) -> None:
    """The break and the next turns, each played with the default aim, through the engine
    and the referee: no wrong-first-ball and no pins-direct foul."""
    m = Match.new(discipline, ["Ann", "Ben"])
    for _turn in range(10):
        if m.over:
            break
        _place_if_in_hand(m)
        stroke = _default_stroke(m)
        result = simulate_detailed(m.request_for(stroke))
        first = _first_contact(result, m.next_ball)
        assert first is not None and first.type == "ball", (discipline, first)
        decision = m.apply(stroke, result)
        bad = set(decision.fouls) & (FIRST_BALL_FOULS | PIN_FOULS)
        assert not bad, (discipline, _turn, decision.fouls)
        if m.choices:
            m.choose(m.choices[0])


@pytest.mark.parametrize("discipline", ["seven_pins_classic", "five_pins", "three_cushion"])
def test_default_aim_in_scattered_positions_meets_a_legal_ball_first(discipline: str) -> None:
    """Typical positions (balls scattered round the pins, seeded): the engine's first contact
    of the cue ball is a ball the rules allow, never a pin."""
    entry = disciplines.get(discipline)
    table = TABLES[entry.default_table]
    pins = entry.default_pins(table)
    rng = random.Random(15)
    cue = entry.default_ball
    checked = 0
    while checked < 25:
        balls: dict[str, tuple[float, float]] = {}
        for b in entry.balls:
            for _ in range(100):
                at = (
                    rng.uniform(-table.half_width * 0.85, table.half_width * 0.85),
                    rng.uniform(-table.half_length * 0.9, table.half_length * 0.9),
                )
                if all(math.dist(at, p) > 0.07 for p in [*balls.values(), *pins.values()]):
                    balls[b] = at
                    break
        if len(balls) != len(entry.balls):
            continue
        aim = default_aim(entry, table, balls, pins, cue, first_shot=False)
        assert aim is not None
        request = {
            "table": table.id,
            "discipline": discipline,
            "balls": {k: list(v) for k, v in balls.items()},
            "pins": {k: list(v) for k, v in pins.items()},
            "stroke": Stroke(cue, aim, SPEED),
        }
        first = _first_contact(simulate_detailed(request), cue)
        assert first is not None and first.type == "ball", (balls, aim, first)
        other = first.b if first.a == cue else first.a
        required = entry.required_first(cue) if entry.required_first else None
        if required is not None:
            assert other == required
        checked += 1


@pytest.mark.parametrize("physics", sorted(REGISTRY))
def test_5p10_5p12_a_cue_ball_among_the_pins_gets_out_between_them(physics: str) -> None:
    """5P-10 / 5P-12: the king is down and the white lies on its spot, the four small pins
    round it: every straight line and one-cushion kick to the yellow passes a pin. The
    default aim still meets the yellow first and no pin, played with each physics set
    (how far the ball rolls after it gets out depends on the set)."""
    entry = disciplines.get("five_pins")
    table = TABLES[entry.default_table]
    pins = {k: v for k, v in entry.default_pins(table).items() if math.hypot(*v) > 0.01}
    assert len(pins) == 4
    balls = {"white": (0.012, 0.004), "yellow": (-0.66, -0.014), "red": (0.0, 0.71)}
    _assert_five_pins_aim_is_clean(balls, pins, "white", "yellow", physics)


def _assert_five_pins_aim_is_clean(
    balls: dict[str, tuple[float, float]],
    pins: dict[str, tuple[float, float]],
    cue: str,
    target: str,
    physics: str | None = None,
) -> None:
    """The default aim, played through the engine, meets ``target`` first and no pin."""
    entry = disciplines.get("five_pins")
    table = TABLES[entry.default_table]
    aim = default_aim(entry, table, balls, pins, cue, first_shot=False, physics=physics)
    assert aim is not None
    request = {
        "table": table.id,
        "discipline": "five_pins",
        **({"physics": physics} if physics is not None else {}),
        "balls": {k: list(v) for k, v in balls.items()},
        "pins": {k: list(v) for k, v in pins.items()},
        "stroke": Stroke(cue, aim, SPEED),
    }
    result = simulate_detailed(request)
    first = _first_contact(result, cue)
    assert first is not None and first.type == "ball" and target in (first.a, first.b)
    cue_pins = [e for e in result.events if e.type == "pin" and e.ball == cue]
    assert not cue_pins, (physics, aim, cue_pins)


def test_5p10_5p12_a_ball_resting_against_a_pin_leaves_it_the_other_way() -> None:
    """5P-10 / 5P-12: the yellow has come to rest 0.7 mm off the left small pin, the white
    beyond that pin's side. Every run to a cushion starts within a pin's reach, so a path
    check that counts the pin it leaves found no way out, and the aim fell back straight
    into the pin. It leaves the pin behind, meets the white first and no pin."""
    entry = disciplines.get("five_pins")
    table = TABLES[entry.default_table]
    pins = dict(entry.default_pins(table))
    balls = {"white": (-0.532, 0.974), "yellow": (-0.0816, -0.0377), "red": (-0.4, 0.15)}
    _assert_five_pins_aim_is_clean(balls, pins, "yellow", "white")


def test_a_turn_aim_is_checked_with_the_game_s_own_physics(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game keeps the set it was started with (a loaded save its own): the turn's aim is
    played through the engine with that set, not the current one."""
    seen: list[object] = []

    def spy(*args: object, **kw: object) -> float:
        seen.append(kw.get("physics"))
        return 90.0

    monkeypatch.setattr(default_aim_module, "default_aim", spy)
    m = Match.new("five_pins", ["Ann", "Ben"], physics="kegli-1")
    assert turn_aim(m, SPEED) == 90.0
    assert seen == ["kegli-1"]
