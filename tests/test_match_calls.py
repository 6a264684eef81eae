"""Calls the match offers (``Match.allowed_calls``) against the calls ``apply`` accepts,
around the federation choice of rule 7F-10 and the roll-out of rule 7C-24."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from game import InputError, layouts
from game.match import Match
from game.rules.model import GameResult, Termination
from game.stroke import Stroke
from tests.rules.seven_pins_kit import FEDERATION, MISS, SAFETY, events, pins_by_o1
from tests.rules.test_seven_pins_properties import draw_shot

R = layouts.PYRAMID_BALL_R
OPEN = {"cue": (0.3, -0.3), "o1": (0.0, -0.6), "o2": (-0.4, 0.5)}
# The cue ball frozen to o1 (7C-24 Decision: centres within 2R + 1 mm): smeared.
FROZEN = {"cue": (0.3, 0.3), "o1": (0.3, 0.3 + 2 * R + 0.0005), "o2": (-0.4, 0.5)}


def result(*specs: tuple[str, ...], final: dict[str, tuple[float, float]]) -> dict[str, Any]:
    return {"events": events(*specs), "final": {"balls": {k: list(v) for k, v in final.items()}}}


def play(m: Match, *specs: tuple[str, ...], final: dict[str, Any], call: str | None = None) -> Any:
    if m.ball_in_hand is not None:
        m.place_ball("cue", (0.1, -1.3))
    return m.apply_logged(Stroke("cue", 90.0, 1.0, call=call), result(*specs, final=final))


def offender_leads() -> Match:
    """A writes off 30, then fouls with the cue ball left frozen: A (275) still leads B."""
    m = Match.new(FEDERATION, ["A", "B"])
    play(m, *pins_by_o1("head"), final=OPEN)  # A 270, plays on
    play(m, *SAFETY, final=OPEN)  # A's inning ends
    play(m, *SAFETY, final=OPEN)  # B's inning ends
    foul = play(m, *MISS, final=FROZEN)  # A 275: a foul, B chooses
    assert foul.fouls == ("miss",) and m.scores == {"A": 275, "B": 300}
    return m


def offender_trails() -> Match:
    """A writes off 30, then B fouls with the cue ball left frozen: B (305) trails A."""
    m = Match.new(FEDERATION, ["A", "B"])
    play(m, *pins_by_o1("head"), final=OPEN)  # A 270
    play(m, *SAFETY, final=OPEN)  # A's inning ends
    foul = play(m, *MISS, final=FROZEN)  # B 305: a foul, A chooses
    assert foul.fouls == ("miss",) and m.scores == {"A": 270, "B": 305}
    return m


def test_replay_by_the_leader_offers_no_rollout_rule_7f10_7c24() -> None:
    """Rules 7F-10 and 7C-24: B (not leading) would be offered the roll-out on "play"; when
    B makes A replay, A leads and may not roll out, so the match must not offer it (it
    offered ('rollout',) and ``apply`` then refused the call)."""
    m = offender_leads()
    assert m.next_player == "B" and m.choices == ("play", "replay")
    assert m.allowed_calls == ("rollout",)  # B's allowance on "play"
    m.choose("replay")
    assert m.next_player == "A"
    assert m.allowed_calls == ()
    with pytest.raises(InputError, match=r"^shots\[4\]\.stroke\.call"):
        play(m, ("ball", "cue", "o1"), final=OPEN, call="rollout")
    d = play(m, ("ball", "cue", "o1"), final=OPEN)
    assert d.shooter == "A" and d.fouls == ()


def test_replay_offers_the_offender_his_rollout_rule_7f10_7c24() -> None:
    """Rules 7F-10 and 7C-24: A leads and is offered nothing on "play"; when A makes B
    replay from the frozen position, B (not leading) may roll out and the match must say so
    (it showed no call at all)."""
    m = offender_trails()
    assert m.next_player == "A" and m.allowed_calls == ()
    m.choose("replay")
    assert m.next_player == "B"
    assert m.allowed_calls == ("rollout",)
    d = play(m, ("cushion", "cue", "left"), final=OPEN, call="rollout")
    assert d.shooter == "B" and d.fouls == ("rollout",) and d.points == -5
    # The log keeps the choice and the call: rebuilt, the match agrees shot by shot.
    again = Match.from_log(m.to_log())
    assert [x.to_json() for x in again.decisions] == [x.to_json() for x in m.decisions]


def test_play_keeps_the_offered_calls_and_take_back_restores_the_choice() -> None:
    """Rule 7F-10: "play" (or no choice) leaves the opponent's own allowance; taking the
    replayed shot back returns to the open choice with the offender's calls."""
    m = offender_trails()
    m.choose("play")
    assert m.next_player == "A" and m.allowed_calls == ()
    with pytest.raises(InputError, match=r"^shots\[3\]\.stroke\.call"):
        play(m, ("cushion", "cue", "left"), final=OPEN, call="rollout")
    m = offender_trails()
    m.choose("replay")
    play(m, ("cushion", "cue", "left"), final=OPEN, call="rollout")
    m.take_back()
    assert m.pending_choice == "replay" and m.next_player == "B"
    assert m.allowed_calls == ("rollout",)


def test_no_calls_once_the_game_is_over() -> None:
    m = Match.new(FEDERATION, ["A", "B"], options={"start_total": 30, "called_carom": True})
    assert m.allowed_calls == ("carom",)  # 7F-9 on the break
    play(m, *pins_by_o1("head"), final=OPEN)
    assert m.outcome == GameResult.win("A", Termination.TOTAL_WRITTEN_OFF) and m.allowed_calls == ()


# -- property: what the match offers is what apply accepts --------------------------------

CALLS = ("carom", "rollout", "safety")  # every call the shot log knows (contract)
HOUSE_SPOTS = ((0.1, -1.3), (-0.5, -1.2), (0.6, -1.0), (0.0, -1.5))


def place_cue(m: Match) -> None:
    """Put the cue ball in hand down in the house (7C-27, 7F-13) wherever it fits."""
    for at in HOUSE_SPOTS:
        try:
            m.place_ball("cue", at)
        except InputError:
            continue
        return
    raise AssertionError("no free place in the house")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    data=st.data(),
    start=st.sampled_from((60, 300)),
    called=st.booleans(),
)
def test_every_offered_call_is_accepted_and_every_refused_call_not_offered(
    data: st.DataObject, start: int, called: bool
) -> None:
    """Rules 7F-9, 7F-10, 7C-24 through the window's ``Match``: random federation games in
    which the opponent of every offender answers "play", "replay" or nothing at random. Before
    each shot every call is tried on the match as it stands: the offered ones must be
    accepted by ``apply`` (then taken back) and the others refused as the call."""
    m = Match.new(FEDERATION, ["A", "B"], options={"start_total": start, "called_carom": called})
    for n in range(data.draw(st.integers(1, 24), label="shots")):
        if m.outcome is not None:
            break
        if m.choices:
            pick = data.draw(st.sampled_from((None, *m.choices)), label="choice")
            if pick is not None:
                m.choose(pick)
                event(f"choice {pick}")
        if m.ball_in_hand is not None:
            place_cue(m)
        shooter = m.next_player
        offered = m.allowed_calls
        for call in offered:
            event(f"offered {call}")
        raw = draw_shot(data, tuple(m.position.pins), ())
        shot_result = {k: raw[k] for k in ("events", "final") if k in raw}
        for call in CALLS:
            try:
                m.apply_logged(Stroke("cue", 90.0, 1.0, call=call), shot_result)
            except InputError as exc:
                assert call not in offered, f"{call!r} offered but refused: {exc}"
                assert exc.field == f"shots[{n}].stroke.call"
            else:
                assert call in offered, f"{call!r} accepted but not offered"
                assert m.records[-1].decision.shooter == shooter
                m.take_back()
                if m.ball_in_hand is not None:
                    place_cue(m)
        chosen = data.draw(st.sampled_from((None, *offered)), label="call")
        decision = m.apply_logged(Stroke("cue", 90.0, 1.0, call=chosen), shot_result)
        assert decision.shooter == shooter
    # The log the window saves judges to the same lines (choices and calls included).
    again = Match.from_log(m.to_log())
    assert [x.to_json() for x in again.decisions] == [x.to_json() for x in m.decisions]
