"""The lag for the break: rules C-12 (carom) and 5P-5 (five pins), game/lag.py."""

from __future__ import annotations

import pytest

import game
from game.errors import InputError
from game.events import Event, EventType
from game.lag import (
    BOTH_LOST,
    BY_FAULT,
    CROSSED,
    LONG_CUSHION,
    NEARER,
    PIN,
    RED,
    SHORT,
    TIE,
    UNCLEAR,
    judge_lag,
    lag_layout,
    lag_options,
    lag_request,
    lag_stroke,
    play_lag,
)
from game.match import Match
from game.physics.api import simulate_detailed
from game.physics.params import params_for
from game.physics.strike import strike
from game.stroke import Stroke
from game.tables import CAROM_MATCH, five_pins_marks

PLAYERS = ("Anna", "Bohdan")
# The lag is played on the current set's cloth (kegli-4 and -5: μr 0.0048, 0.0036 below 0.3 m/s): a
# ball struck at about 1.2-1.3 m/s reaches the foot cushion and comes back to stop near the
# head cushion.


def keys(result) -> list[tuple[str, str | None]]:  # type: ignore[no-untyped-def]
    return [(m.key, m.param("player")) for m in result.reasons]


def test_c12_layout_both_balls_on_the_head_string_either_side_of_the_head_spot() -> None:
    """Rule C-12: from the head string; the red on the foot spot (C-2), no pins."""
    balls, pins = lag_layout("three_cushion")
    hx, hy = CAROM_MATCH.head_spot
    assert balls["white"][1] == balls["yellow"][1] == hy
    assert balls["white"][0] < hx < balls["yellow"][0]
    assert hx - balls["white"][0] == balls["yellow"][0] - hx
    assert balls["red"] == CAROM_MATCH.foot_spot
    assert pins == {}


def test_5p5_layout_lag_line_30_cm_either_side_of_the_mark_and_pins_standing() -> None:
    """Rule 5P-5: both cue balls on the lag line 30 cm either side of the mark."""
    balls, pins = lag_layout("five_pins")
    marks = five_pins_marks(CAROM_MATCH)
    mx, my = marks["lag"]
    assert balls["white"] == pytest.approx((mx - 0.30, my))
    assert balls["yellow"] == pytest.approx((mx + 0.30, my))
    assert balls["red"] == marks["red"]
    assert sorted(pins) == ["centre", "e", "n", "s", "w"]


def test_c12_request_gives_both_balls_in_motion_from_the_physics_strike() -> None:
    """Rule C-12: both players shoot at the same time, so one request carries both balls in
    motion, each with what the cue strike gives its stroke (spin included)."""
    s1 = lag_stroke(0, 2.0, 91.0, side=0.2, height=0.3)
    s2 = lag_stroke(1, 1.7, 89.5, height=-0.2)
    req = lag_request("three_cushion", [s1, s2])
    assert "stroke" not in req
    prm = params_for("carom-match", None)
    for ball, s in (("white", s1), ("yellow", s2)):
        hit = strike(s.aim_deg, s.speed, s.side, s.height, 0.0, prm)
        assert req["balls"][ball]["vel"] == list(hit.vel)
        assert req["balls"][ball]["spin"] == list(hit.spin)
    assert req["balls"]["red"] == list(CAROM_MATCH.foot_spot)
    # The request is a plain contract request: game.simulate runs it as it is.
    out = game.simulate(req)
    assert {e["type"] for e in out["events"]} >= {"cushion", "rest"}


def test_c12_clean_lag_nearer_the_head_cushion_wins() -> None:
    """Rule C-12: to the foot cushion and back; the ball that stops nearer the head cushion
    wins the choice."""
    r = play_lag("three_cushion", PLAYERS, [lag_stroke(0, 1.22), lag_stroke(1, 1.31)]).result
    assert r.winner == "Bohdan"
    assert keys(r) == [(NEARER, None)]
    assert r.outcome.param("winner") == "Bohdan" and r.outcome.param("loser") == "Anna"
    final = dict(r.final)
    assert final["yellow"][1] < final["white"][1]
    d = dict(r.distances)
    assert d["Bohdan"] < d["Anna"]
    assert d["Bohdan"] == pytest.approx(final["yellow"][1] + CAROM_MATCH.half_length)
    # Both balls were struck at t = 0 and both reached the foot cushion.
    strikes = [e.ball for e in r.events if e.type == "strike" and e.t == 0.0]
    assert strikes == ["white", "yellow"]
    foot = {e.ball for e in r.events if e.type == "cushion" and e.cushion == "foot"}
    assert foot == {"white", "yellow"}


def test_5p5_clean_lag_nearer_the_bottom_cushion_wins() -> None:
    """Rule 5P-5: the ball nearer the bottom cushion wins the choice."""
    r = play_lag("five_pins", PLAYERS, [lag_stroke(0, 1.31), lag_stroke(1, 1.22)]).result
    assert r.winner == "Anna"
    assert keys(r) == [(NEARER, None)]


def test_c12_touching_the_red_loses() -> None:
    """Rule C-12: touching the red loses the lag, even if the ball ends nearer the head."""
    r = play_lag("three_cushion", PLAYERS, [lag_stroke(0, 2.0, 78.07), lag_stroke(1, 2.0)]).result
    assert r.winner == "Bohdan"
    assert (RED, "Anna") in keys(r)
    assert keys(r)[-1] == (BY_FAULT, None)


def test_5p5_touching_the_red_or_a_pin_loses() -> None:
    """Rule 5P-5: touching the red or a pin loses the lag."""
    # Yellow aimed through the cross of pins on the centre spot.
    aim = 180.0 - 67.1  # from (0.3, -0.71) towards (0, 0)
    r = play_lag("five_pins", PLAYERS, [lag_stroke(0, 2.0), lag_stroke(1, 2.0, aim)]).result
    assert r.winner == "Anna"
    assert (PIN, "Bohdan") in keys(r)


def test_5p5_a_long_cushion_loses() -> None:
    """Rule 5P-5: touching a long cushion loses the lag."""
    r = play_lag("five_pins", PLAYERS, [lag_stroke(0, 2.0, 100.0), lag_stroke(1, 2.0)]).result
    assert r.winner == "Bohdan"
    assert (LONG_CUSHION, "Anna") in keys(r)
    msg = next(m for m in r.reasons if m.key == LONG_CUSHION)
    assert msg.param("cushion") == "left"


def test_c12_a_long_cushion_alone_does_not_lose_in_carom() -> None:
    """Rule C-12 names only the other ball's half and the red: a long cushion is allowed."""
    r = play_lag("three_cushion", PLAYERS, [lag_stroke(0, 2.0, 100.0), lag_stroke(1, 2.0)]).result
    assert all(m.key != LONG_CUSHION for m in r.reasons)
    assert any(e.type == "cushion" and e.cushion == "left" for e in r.events)


def test_c12_crossing_and_hitting_the_other_ball_loses() -> None:
    """Rule C-12: touching the other ball's half and its ball loses the lag; the ball hit in
    its own half is not blamed for stopping short."""
    r = play_lag("three_cushion", PLAYERS, [lag_stroke(0, 1.0, 15.0), lag_stroke(1, 0.3)]).result
    assert r.winner == "Bohdan"
    assert (CROSSED, "Anna") in keys(r)
    assert (SHORT, "Bohdan") not in keys(r)
    hit = [e for e in r.events if e.type == "ball" and {e.a, e.b} == {"white", "yellow"}]
    assert hit


def test_5p5_the_other_way_round_yellow_crossing_loses() -> None:
    """Rule 5P-5: the other ball on its half - here yellow crosses into white's half."""
    r = play_lag("five_pins", PLAYERS, [lag_stroke(0, 0.3), lag_stroke(1, 1.0, 165.0)]).result
    assert r.winner == "Anna"
    assert (CROSSED, "Bohdan") in keys(r)


def test_c12_5p5_not_reaching_the_foot_cushion_loses() -> None:
    """Rules C-12 / 5P-5 send the balls to the foot (top) cushion: stopping short loses."""
    r = play_lag("five_pins", PLAYERS, [lag_stroke(0, 0.5), lag_stroke(1, 1.27)]).result
    assert r.winner == "Bohdan"
    assert (SHORT, "Anna") in keys(r)


def test_c12_5p5_exact_tie_repeats() -> None:
    """Rules C-12 / 5P-5: equal distances decide nothing - the lag is repeated."""
    for d in ("three_cushion", "five_pins"):
        r = play_lag(d, PLAYERS, [lag_stroke(0, 2.0), lag_stroke(1, 2.0)]).result
        assert r.winner is None and r.repeat
        assert keys(r) == [(TIE, None)]
        with pytest.raises(InputError):
            lag_options(r, True)


def test_5p5_both_losing_repeats() -> None:
    """Rule 5P-5 (seed): when both lose, nobody won: the lag is repeated."""
    r = play_lag("five_pins", PLAYERS, [lag_stroke(0, 0.5), lag_stroke(1, 0.5)]).result
    assert r.repeat
    assert keys(r)[-1] == (BOTH_LOST, None)


def test_5p5_unclear_contact_repeats_pure_judge() -> None:
    """Rule 5P-5 (seed): balls that meet with no culprit (neither over the axis) repeat the
    lag; one with an earlier fault still loses. Judged on a hand-made log (pure function)."""
    start, _ = lag_layout("five_pins")
    events = [
        Event(0.0, EventType.STRIKE, ball="white"),
        Event(0.0, EventType.STRIKE, ball="yellow"),
        Event(0.5, EventType.BALL, a="white", b="yellow"),
        Event(3.0, EventType.REST),
    ]
    final = {"white": (-0.2, -1.0), "yellow": (0.2, -1.1), "red": (0.0, 0.71)}

    def where(ball: str, t: float) -> tuple[float, float]:
        return (-0.031, 0.0) if ball == "white" else (0.031, 0.0)

    r = judge_lag("five_pins", PLAYERS, start, events, final, where)
    assert r.repeat and keys(r) == [(UNCLEAR, None)]
    early = [*events[:2], Event(0.2, EventType.CUSHION, ball="white", cushion="left"), *events[2:]]
    r = judge_lag("five_pins", PLAYERS, start, early, final, where)
    assert r.winner == "Bohdan"
    assert keys(r) == [(LONG_CUSHION, "Anna"), (BY_FAULT, None)]
    # The same meeting with white's centre over the axis: white is the culprit.
    r = judge_lag("five_pins", PLAYERS, start, events, final, lambda b, t: (0.01, 0.0))
    assert r.winner == "Bohdan" and (CROSSED, "Anna") in keys(r)


def test_c12_lag_is_deterministic() -> None:
    """Same strokes, same lag, bit for bit."""
    strokes = [lag_stroke(0, 2.3, 90.7, side=0.25), lag_stroke(1, 1.9, 89.2, height=0.3)]
    a = play_lag("three_cushion", PLAYERS, strokes)
    b = play_lag("three_cushion", PLAYERS, strokes)
    assert a.result == b.result
    assert a.sim.to_json(60) == b.sim.to_json(60)
    assert a.result.to_json() == b.result.to_json()


def test_lag_refuses_bad_input() -> None:
    with pytest.raises(InputError, match=r"strokes\[1\]\.speed"):
        lag_request("three_cushion", [lag_stroke(0, 2.0), lag_stroke(1, 0.0)])
    with pytest.raises(InputError, match="discipline"):
        lag_layout("seven_pins_classic")
    with pytest.raises(InputError, match="players"):
        play_lag("three_cushion", ["A", "B", "C"], [lag_stroke(0, 2.0), lag_stroke(1, 2.0)])


@pytest.mark.parametrize("discipline", ["three_cushion", "five_pins"])
def test_c12_5p5_lag_winner_choice_sets_the_breaker_of_the_match(discipline: str) -> None:
    """Rules C-12 / 5P-5: the winner chooses to break or to let the opponent break; the
    match starts with that breaker (his own ball in five pins, 5P-4; white in carom, C-5)."""
    r = play_lag(discipline, PLAYERS, [lag_stroke(0, 1.22), lag_stroke(1, 1.31)]).result
    assert r.winner == "Bohdan"
    m = Match.new(discipline, PLAYERS, None, {"target": 10, **lag_options(r, True)})
    assert m.config.options["lag_winner"] == "Bohdan"
    assert m.next_player == "Bohdan"
    own = "yellow" if discipline == "five_pins" else "white"
    assert m.next_ball == own and m.ball_in_hand == own
    m = Match.new(discipline, PLAYERS, None, {"target": 10, **lag_options(r, False)})
    assert m.next_player == "Anna"
    assert m.next_ball == "white"


def test_5p5_lag_breaker_with_yellow_plays_the_first_shot() -> None:
    """Rule 5P-4/5P-6 after a lag: the second player, winning the lag and breaking, places
    and strikes yellow; the referee takes it as his stroke, and a saved log replays."""
    m = Match.new("five_pins", PLAYERS, None, {"lag_winner": "Bohdan"})
    m.place_ball("yellow", (0.3, -0.5))
    stroke = Stroke("yellow", 90.0, 2.0)
    d = m.apply(stroke, simulate_detailed(m.request_for(stroke)))
    assert d.shooter == "Bohdan"
    assert "wrong_ball" not in d.fouls
    again = Match.from_log(m.to_log())
    assert again.last_decision is not None and again.last_decision.shooter == "Bohdan"
