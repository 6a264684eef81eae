"""The event type's predicates, an event's own questions and the shared log queries."""

from __future__ import annotations

import json

import pytest

from game.errors import InputError
from game.event_queries import first_ball_contact, left_table, miscued, pins_down
from game.events import EVENT_TYPES, Event, EventType, parse_event, parse_events

BALLS = ("white", "yellow", "red")
PINS = ("centre", "n", "s", "e", "w")


def log(*raw: dict[str, object]) -> tuple[Event, ...]:
    return parse_events(list(raw), "events", BALLS, PINS)


# -- the type ---------------------------------------------------------------------------


def test_every_contract_spelling_is_a_member_and_its_own_json() -> None:
    assert EVENT_TYPES == (
        "strike", "ball", "cushion", "pin", "pin_down", "pocket", "off_table", "rest"
    )  # fmt: skip
    for kind in EventType:
        assert json.dumps(kind) == json.dumps(kind.value)
        assert str(kind) == f"{kind}" == kind.value


def test_each_predicate_holds_for_its_own_kind_only() -> None:
    own = {
        EventType.STRIKE: EventType.is_strike,
        EventType.BALL: EventType.is_ball_ball,
        EventType.CUSHION: EventType.is_cushion,
        EventType.PIN: EventType.is_pin_touch,
        EventType.PIN_DOWN: EventType.is_pin_down,
        EventType.POCKET: EventType.is_pocket,
        EventType.OFF_TABLE: EventType.is_off_table,
        EventType.REST: EventType.is_rest,
    }
    for kind, predicate in own.items():
        assert [k for k in EventType if predicate(k)] == [kind]


def test_contacts_and_removals_group_the_kinds() -> None:
    assert [k for k in EventType if k.is_contact()] == [
        EventType.BALL,
        EventType.CUSHION,
        EventType.PIN,
    ]
    assert [k for k in EventType if k.removes_ball()] == [EventType.POCKET, EventType.OFF_TABLE]


def test_a_parsed_event_carries_the_member_and_writes_the_same_json() -> None:
    raw = {"t": 0.4, "type": "ball", "a": "white", "b": "red", "speed": 2.0}
    event = parse_event(raw, "e", BALLS, PINS)
    assert event.type is EventType.BALL
    assert event.to_json() == raw
    assert type(event.to_json()["type"]) is str  # a plain string, as the contract writes it


def test_an_unknown_type_is_refused_with_its_own_spelling() -> None:
    with pytest.raises(InputError, match="unknown event type 'kiss'"):
        parse_event({"t": 0.0, "type": "kiss"}, "e", BALLS, PINS)
    with pytest.raises(InputError, match="missing in a 'cushion' event"):
        parse_event({"t": 0.0, "type": "cushion", "ball": "white"}, "e", BALLS, PINS)


# -- one event's questions ----------------------------------------------------------------


def test_other_ball_is_the_partner_in_a_ball_contact_only() -> None:
    hit = Event(0.1, EventType.BALL, a="white", b="red")
    assert hit.other_ball("white") == "red"
    assert hit.other_ball("red") == "white"
    assert hit.other_ball("yellow") is None  # a contact between two other balls
    cushion = Event(0.2, EventType.CUSHION, ball="white", cushion="left")
    assert cushion.other_ball("white") is None


def test_involves_names_the_balls_that_take_part() -> None:
    assert Event(0.1, EventType.BALL, a="white", b="red").involves("red")
    assert not Event(0.1, EventType.BALL, a="white", b="red").involves("yellow")
    assert Event(0.2, EventType.CUSHION, ball="white", cushion="left").involves("white")
    assert Event(0.3, EventType.PIN, ball="red", pin="n").involves("red")
    assert Event(0.4, EventType.PIN_DOWN, pin="n", by="red").involves("red")
    assert not Event(0.4, EventType.PIN_DOWN, pin="s", by="n").involves("red")  # pin on pin
    assert Event(0.5, EventType.OFF_TABLE, ball="yellow").involves("yellow")
    assert not Event(0.6, EventType.REST).involves("white")


# -- the log's questions ------------------------------------------------------------------


def test_first_ball_contact_skips_contacts_between_other_balls() -> None:
    events = log(
        {"t": 0.0, "type": "strike", "ball": "white"},
        {"t": 0.1, "type": "cushion", "ball": "white", "cushion": "left"},
        {"t": 0.2, "type": "ball", "a": "yellow", "b": "red"},
        {"t": 0.3, "type": "ball", "a": "red", "b": "white"},
        {"t": 0.4, "type": "ball", "a": "white", "b": "yellow"},
    )
    first = first_ball_contact(events, "white")
    assert first is not None and first.t == 0.3 and first.other_ball("white") == "red"
    assert first_ball_contact(events[:3], "white") is None


def test_miscued_reads_the_named_balls_strike() -> None:
    events = log(
        {"t": 0.0, "type": "strike", "ball": "white", "miscue": True},
        {"t": 0.0, "type": "strike", "ball": "yellow"},
    )
    assert miscued(events, "white")
    assert not miscued(events, "yellow")
    assert not miscued(events, "red")


def test_left_table_lists_each_ball_once_in_order_and_not_pocketed_ones() -> None:
    events = log(
        {"t": 0.1, "type": "off_table", "ball": "red"},
        {"t": 0.2, "type": "pocket", "ball": "white", "pocket": "head_left"},
        {"t": 0.3, "type": "off_table", "ball": "yellow"},
        {"t": 0.4, "type": "off_table", "ball": "red"},
    )
    assert left_table(events) == ("red", "yellow")


def test_pins_down_lists_each_fallen_pin_once_in_fall_order() -> None:
    events = log(
        {"t": 0.1, "type": "pin", "ball": "red", "pin": "s"},
        {"t": 0.2, "type": "pin_down", "pin": "n", "by": "red"},
        {"t": 0.3, "type": "pin_down", "pin": "centre", "by": "n"},
        {"t": 0.4, "type": "pin_down", "pin": "n", "by": "white"},
    )
    assert pins_down(events) == ("n", "centre")
