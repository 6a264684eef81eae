"""Properties of the seven-pins referee over random valid event logs (hypothesis).

- totals change only by the decision's points (the shooter's), never the opponent's;
- the turn passes exactly when the shot scored nothing or fouled;
- a decided game accepts no further shot;
- judging is a pure function: the whole log judged at once equals shot by shot.
"""

from __future__ import annotations

import math
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from game import InputError
from game.disciplines import make_referee
from game.layouts import PYRAMID_BALL_R
from game.physics.placement import ball_fits
from game.rules.judge import judge, parse_config, parse_shot
from game.rules.model import outcome_json
from game.rules.seven_pins import SevenPinsReferee, SevenPinsState
from game.rules.seven_pins_shot import OBJECT_BALLS
from game.rules.seven_pins_smear import FROZEN_TOL
from game.tables import CUSHIONS, POCKETS, PYRAMID_12FT
from tests.rules.seven_pins_kit import CLASSIC, FEDERATION, events, log

BALLS = ("cue", "o1", "o2")
KINDS = ("ball", "cushion", "cushion", "pin", "down", "down", "down", "down", "pocket", "off")
# Openings that make legal shots likely (7C-6, 7C-7, 7C-8), and the plain strike.
PREFIXES: tuple[tuple[tuple[str, ...], ...], ...] = (
    (),
    (("ball", "cue", "o1"), ("cushion", "o1", "foot")),
    (("cushion", "cue", "left"), ("ball", "cue", "o2")),
    (("ball", "cue", "o1"), ("ball", "cue", "o2")),
    (("ball", "cue", "o2"),),
)


def draw_shot(data: st.DataObject, standing_pins: tuple[str, ...], calls: tuple[str, ...]) -> dict:
    """A physically consistent random shot from a table with ``standing_pins`` up.

    The final positions are left out, random, or random with an object ball frozen to the
    cue ball (the 7C-24 roll-out position, which random places almost never give).
    """
    specs: list[tuple[str, ...]] = list(data.draw(st.sampled_from(PREFIXES), label="opening"))
    gone: set[str] = set()
    fallen: list[str] = []
    touched: list[str] = []
    standing = list(standing_pins)
    for _ in range(data.draw(st.integers(0, 6), label="events")):
        kind = data.draw(st.sampled_from(KINDS))
        on = [b for b in BALLS if b not in gone]
        if not on:
            break
        if kind == "ball" and len(on) >= 2:
            a = data.draw(st.sampled_from(on))
            b = data.draw(st.sampled_from([x for x in on if x != a]))
            specs.append(("ball", a, b))
        elif kind == "cushion":
            specs.append(
                ("cushion", data.draw(st.sampled_from(on)), data.draw(st.sampled_from(CUSHIONS)))
            )
        elif kind == "pin" and standing:
            pin = data.draw(st.sampled_from(standing))
            specs.append(("pin", data.draw(st.sampled_from(on)), pin))
            touched.append(pin)
        elif kind == "down":
            up = [p for p in standing if p not in fallen]
            if not up:
                continue
            pin = data.draw(st.sampled_from(up))
            # Object balls first: they are the ones that score pins.
            movers = [b for b in ("o1", "o2", "cue") if b in on]
            movers += [p for p in fallen + touched if p != pin]
            specs.append(("down", pin, data.draw(st.sampled_from(movers))))
            fallen.append(pin)
        elif kind in ("pocket", "off"):
            ball = data.draw(st.sampled_from(on))
            gone.add(ball)
            if kind == "pocket":
                specs.append(("pocket", ball, data.draw(st.sampled_from(POCKETS))))
            else:
                specs.append(("off", ball))
    raw: dict[str, Any] = {
        "stroke": {"ball": "cue", "call": data.draw(st.sampled_from((None, *calls)))},
        "events": events(*specs),
    }
    if data.draw(st.booleans(), label="final"):
        coord_x = st.floats(-PYRAMID_12FT.half_width + 0.04, PYRAMID_12FT.half_width - 0.04)
        coord_y = st.floats(-PYRAMID_12FT.half_length + 0.04, PYRAMID_12FT.half_length - 0.04)
        balls = {b: [data.draw(coord_x), data.draw(coord_y)] for b in BALLS if b not in gone}
        frozen = [b for b in OBJECT_BALLS if b in balls]
        if "cue" in balls and frozen and data.draw(st.booleans(), label="frozen"):
            ball = data.draw(st.sampled_from(frozen))
            angle = data.draw(st.floats(0.0, 2 * math.pi))
            gap = data.draw(st.floats(0.0, FROZEN_TOL))
            cx, cy = balls["cue"]
            reach = 2 * PYRAMID_BALL_R + gap
            for turn in (0.0, math.pi):  # the far side when the near one is off the cloth
                at = (cx + reach * math.cos(angle + turn), cy + reach * math.sin(angle + turn))
                if ball_fits(PYRAMID_12FT.id, at):
                    balls[ball] = list(at)
                    break
        spots = list(balls.values())
        # Balls at rest never overlap (the judge refuses such a final): then none is given.
        if all(math.dist(a, b) >= 2 * PYRAMID_BALL_R - 1e-9 for i, a in enumerate(spots)
               for b in spots[i + 1 :]):  # fmt: skip
            raw["final"] = {"balls": balls}
    return raw


def draw_choice(data: st.DataObject, raw: dict, state: SevenPinsState) -> None:
    """7F-10: with a choice open, the opponent answers at random (or leaves it out)."""
    if state.offender is not None:
        choice = data.draw(st.sampled_from((None, "play", "replay")))
        if choice is not None:
            raw["choice"] = choice


def play(data: st.DataObject, discipline: str, options: dict[str, Any]) -> None:
    raw_log = log(discipline=discipline, **options)
    config = parse_config(raw_log)
    referee = make_referee(config)
    assert isinstance(referee, SevenPinsReferee)
    state = referee.start()
    players = config.players
    for n in range(1, data.draw(st.integers(1, 14), label="shots") + 1):
        shooter_i = state.turn
        raw = draw_shot(data, state.pins_standing, referee.allowed_calls(state, state.turn))
        draw_choice(data, raw, state)
        if raw.get("choice") == "replay":
            shooter_i = state.offender  # type: ignore[assignment]
            calls = referee.allowed_calls(state, shooter_i)
            if raw["stroke"]["call"] not in (None, *calls):
                raw["stroke"]["call"] = None
        shot = parse_shot(raw, f"shots[{n - 1}]", config)
        before = dict(zip(players, state.totals, strict=True))
        decision, new_state = referee.judge(state, shot, n)
        raw_log["shots"].append(raw)
        shooter = decision.shooter
        for label, seen in (
            ("foul", decision.fouls),
            ("replay", raw.get("choice") == "replay"),
            ("rollout", raw["stroke"]["call"] == "rollout"),
            ("called carom", raw["stroke"]["call"] == "carom"),
            ("scored", decision.points > 0),
            ("winner", outcome_json(decision.outcome)),
            ("pin left off", None in decision.pins.values()),
        ):
            if seen:
                event(label)
        assert shooter == players[shooter_i]
        # Totals change only by the decision's points, and only the shooter's.
        for p in players:
            expect = before[p] - decision.points if p == shooter else before[p]
            assert decision.scores[p] == expect
        assert (decision.points < 0) == bool(decision.fouls)
        if decision.outcome is None:
            # The turn passes exactly when the shot scored nothing or fouled.
            passes = bool(decision.fouls) or decision.points == 0
            assert (decision.next != shooter) == passes
            assert decision.next is not None
        else:
            assert decision.next is None
            assert referee.outcome(new_state) == decision.outcome
            try:
                referee.judge(new_state, shot, n + 1)
            except InputError as exc:
                assert exc.field == f"shots[{n}]"
            else:
                raise AssertionError("a decided game accepted another shot")
            state = new_state
            break
        state = new_state
    # The whole log judged at once matches, and a further shot after a win is refused.
    lines = judge(raw_log)
    assert len(lines) == len(raw_log["shots"])
    assert lines[-1]["scores"] == dict(zip(players, state.totals, strict=True))
    if state.outcome is not None:
        raw_log["shots"].append(raw_log["shots"][-1])
        try:
            judge(raw_log)
        except InputError as exc:
            assert exc.field == f"shots[{len(raw_log['shots']) - 1}]"
        else:
            raise AssertionError("judge accepted a shot after the end")


SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(data=st.data(), start=st.sampled_from((25, 60, 300)))
def test_classic_properties(data: st.DataObject, start: int) -> None:
    play(data, CLASSIC, {"start": start})


@SETTINGS
@given(data=st.data(), start=st.sampled_from((25, 60, 300)), called=st.booleans())
def test_federation_properties(data: st.DataObject, start: int, called: bool) -> None:
    play(data, FEDERATION, {"start": start, "called_carom": called})
