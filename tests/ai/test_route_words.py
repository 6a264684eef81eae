"""What "show me a shot" says the cue ball does: read from the played stroke's events."""

from __future__ import annotations

from game.ai.candidates import Idea, idea_from_events
from game.events import Event, EventType


def _ev(t: float, type_: str, **kw: str) -> Event:
    return Event(t=t, type=EventType(type_), **kw)  # type: ignore[arg-type]


def test_a_carom_names_both_balls_and_the_cushions_before_the_second() -> None:
    events = [
        _ev(0.0, "strike", ball="white"),
        _ev(0.2, "ball", a="white", b="yellow"),
        _ev(0.5, "cushion", ball="white", cushion="left"),
        _ev(0.6, "cushion", ball="yellow", cushion="top"),  # not the cue ball's
        _ev(0.9, "cushion", ball="white", cushion="top"),
        _ev(1.1, "cushion", ball="white", cushion="right"),
        _ev(1.4, "ball", a="red", b="white"),
        _ev(1.6, "cushion", ball="white", cushion="foot"),  # after the carom: not counted
    ]
    assert idea_from_events(events, "white") == Idea("carom", "yellow", "red", 3)


def test_a_bank_counts_the_cushions_before_the_first_ball() -> None:
    events = [
        _ev(0.0, "strike", ball="cue"),
        _ev(0.3, "cushion", ball="cue", cushion="head"),
        _ev(0.8, "ball", a="cue", b="o2"),
        _ev(0.9, "ball", a="cue", b="o2"),  # the same ball again is no carom
    ]
    assert idea_from_events(events, "cue") == Idea("bank", "o2", None, 1)


def test_a_direct_hit_is_a_cut_and_no_ball_met_is_none() -> None:
    assert idea_from_events([_ev(0.1, "ball", a="white", b="red")], "white") == Idea("cut", "red")
    assert idea_from_events([_ev(0.1, "cushion", ball="white", cushion="left")], "white") is None
