"""Games for the save tests: hand-made event logs through ``Match.apply``, and real ones
played through the physics when ``game.simulate`` is available."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from game.match import Match
from game.stroke import Stroke

SEVEN = ("king", "n", "s", "e", "w", "head", "foot")
PLAYERS = ("Anna", "Bohdan")


def physics_available() -> bool:
    try:
        return importlib.util.find_spec("game.physics.api") is not None
    except ModuleNotFoundError:
        return False


def stroke(
    aim: float = 90.0, speed: float = 3.0, ball: str = "cue", call: str | None = None
) -> Stroke:
    return Stroke(ball, aim, speed, side=0.1, height=-0.2, elevation_deg=5.0, call=call)


def result(
    contacts: Sequence[Mapping[str, Any]],
    balls: Mapping[str, Sequence[float]],
    standing: Iterable[str] = SEVEN,
    pocketed: Sequence[str] = (),
    ball: str = "cue",
    pins: Sequence[str] = SEVEN,
) -> dict[str, Any]:
    """A physics-shaped result: strike, the contacts a quarter second apart, rest."""
    events: list[dict[str, Any]] = [{"t": 0.0, "type": "strike", "ball": ball}]
    t = 0.0
    for contact in contacts:
        t += 0.25
        events.append({"t": t, **contact})
    events.append({"t": t + 0.5, "type": "rest"})
    up = list(standing)
    return {
        "events": events,
        "final": {
            "balls": {k: [float(v[0]), float(v[1])] for k, v in balls.items()},
            "pins_standing": up,
            "pins_down": [p for p in pins if p not in up],
            "pocketed": list(pocketed),
            "off_table": [],
        },
    }


def hand_game(shots: int = 5) -> Match:
    """Seven pins classic (7C): a king knocked, a miss, a pocketed cue ball, a ball in hand
    placed, a carom. ``shots`` cuts it short."""
    m = Match.new("seven_pins_classic", list(PLAYERS))
    m.place_ball("cue", (0.3, -1.3))
    plan: list[tuple[Stroke, dict[str, Any], tuple[float, float] | None]] = [
        (
            stroke(88.5, 4.0),
            result(
                [
                    {"type": "ball", "a": "cue", "b": "o1"},
                    {"type": "cushion", "ball": "o1", "cushion": "foot"},
                    {"type": "pin", "ball": "o1", "pin": "king"},
                    {"type": "pin_down", "pin": "king", "by": "o1"},
                ],
                {"cue": (0.3, -0.6), "o1": (0.2, 0.3), "o2": (0.0, 0.8455)},
                standing=[p for p in SEVEN if p != "king"],
            ),
            None,
        ),
        (
            stroke(181.25, 2.0),
            result(
                [{"type": "cushion", "ball": "cue", "cushion": "left"}],
                {"cue": (-0.5, -0.2), "o1": (0.2, 0.3), "o2": (0.0, 0.8455)},
            ),
            None,
        ),
        (
            stroke(75.0, 5.5),
            result(
                [
                    {"type": "ball", "a": "cue", "b": "o2"},
                    {"type": "pocket", "ball": "cue", "pocket": "foot_left"},
                ],
                {"o1": (0.2, 0.3), "o2": (0.1, 0.6)},
                pocketed=["cue"],
            ),
            None,
        ),
        (
            stroke(91.0, 3.3),
            result(
                [
                    {"type": "ball", "a": "cue", "b": "o1"},
                    {"type": "ball", "a": "cue", "b": "o2"},
                ],
                {"cue": (0.4, 0.1), "o1": (-0.3, -0.2), "o2": (0.35, 1.2)},
            ),
            (-0.2, -1.4),
        ),
        (
            stroke(12.0, 1.5),
            result(
                [{"type": "cushion", "ball": "cue", "cushion": "right"}],
                {"cue": (0.8, 0.4), "o1": (-0.3, -0.2), "o2": (0.35, 1.2)},
            ),
            None,
        ),
    ]
    for s, r, place in plan[:shots]:
        if place is not None:
            m.place_ball(m.ball_in_hand or "cue", place)
        m.apply_logged(s, r)
    return m


def federation_choice_game(choice: str, then_shoot: bool) -> Match:
    """7F-10: after Anna's miss Bohdan chooses to play or to make Anna replay."""
    m = Match.new("seven_pins_federation", list(PLAYERS))
    m.place_ball("cue", (0.3, -1.3))
    balls = {"o1": (0.0, -0.8875), "o2": (0.0, 0.8875)}
    m.apply_logged(
        stroke(),
        result(
            [{"type": "cushion", "ball": "cue", "cushion": "left"}], {"cue": (-0.5, -0.2), **balls}
        ),
    )
    m.choose(choice)
    if then_shoot:
        m.apply_logged(
            stroke(60.0, 2.0),
            result(
                [{"type": "ball", "a": "cue", "b": "o1"}],
                {"cue": (-0.5, -0.3), "o1": (0.1, -0.6), "o2": (0.0, 0.8875)},
            ),
        )
    return m


def carom_game() -> Match:
    """Three-cushion (C3): a point off the break (red first, C-2), then a miss."""
    m = Match.new("three_cushion", list(PLAYERS), options={"target": 15})
    m.apply_logged(
        stroke(95.0, 4.0, ball="white"),
        result(
            [
                {"type": "ball", "a": "white", "b": "red"},
                {"type": "cushion", "ball": "white", "cushion": "foot"},
                {"type": "cushion", "ball": "white", "cushion": "left"},
                {"type": "cushion", "ball": "white", "cushion": "head"},
                {"type": "ball", "a": "white", "b": "yellow"},
            ],
            {"white": (0.3, -0.5), "yellow": (0.0, -0.6), "red": (0.2, 0.5)},
            standing=[],
            ball="white",
            pins=(),
        ),
    )
    m.apply_logged(
        stroke(10.0, 2.0, ball="white"),
        result(
            [{"type": "cushion", "ball": "white", "cushion": "right"}],
            {"white": (0.6, -0.4), "yellow": (0.0, -0.6), "red": (0.2, 0.5)},
            standing=[],
            ball="white",
            pins=(),
        ),
    )
    return m


def physics_game(shots: int = 4, discipline: str = "seven_pins_classic") -> Match:
    """A real game: each stroke simulated by the engine from the match's position."""
    from game.physics.api import simulate_detailed

    m = Match.new(discipline, list(PLAYERS))
    aims = (88.0, 93.0, 80.0, 100.0, 70.0, 110.0, 85.0, 95.0)
    for i in range(shots):
        if m.outcome is not None:
            break
        if m.ball_in_hand is not None:
            place_in_hand(m)
        s = stroke(aims[i % len(aims)], 2.5 + 0.5 * (i % 3), ball=m.next_ball)
        m.apply(s, simulate_detailed(m.request_for(s)))
    return m


def place_in_hand(m: Match) -> None:
    """Put the ball in hand down where it lies if that is legal, else on a free legal spot."""
    m.place_ball_anywhere()
