"""Why a goal was missed, read from the events (game/drills/reasons.py): the missing
contact or cushion named, nothing said of a goal that was met."""

from __future__ import annotations

from game.drills import reasons
from game.drills.reasons import Reason, Why
from tests.drills.helpers import ev, trace
from tests.drills.test_goals import CAROM, FIVE, POINT, REST, SHORT, STRIKE, cush, hit, parse


def why(raw: object, out: object, ctx=CAROM) -> tuple[Reason, ...]:  # type: ignore[no-untyped-def]
    return reasons.reasons(parse(raw, ctx), out, ctx)


def test_a_met_goal_has_no_reason() -> None:
    assert why({"three_cushion_point": True}, trace(POINT)) == ()


def test_three_cushion_point_missed_by_a_cushion_rule_C3_1() -> None:
    # the cue ball met the second ball after two cushions: three are needed (C3-1)
    got = why({"three_cushion_point": True}, trace(SHORT))
    assert got == (Reason(Why.FEW_CUSHIONS, ball="white", have=2, need=3),)


def test_one_ball_and_no_ball() -> None:
    only_red = ev(STRIKE, hit("white", "red"), cush("white", "foot"), REST)
    assert why({"carom": True}, trace(only_red)) == (Reason(Why.ONE_BALL, ball="white", got="red"),)
    nothing = ev(STRIKE, cush("white", "foot"), REST)
    assert why({"carom": True}, trace(nothing)) == (Reason(Why.NO_BALL, ball="white"),)


def test_ball_off_the_table_spoils_the_point_rule_C3_3() -> None:
    off = ev(
        STRIKE,
        hit("white", "red"),
        *(cush("white", c) for c in ("foot", "left", "head")),
        hit("white", "yellow"),
        {"type": "off_table", "ball": "red"},
        REST,
    )
    assert Reason(Why.OFF_TABLE, got="red") in why({"three_cushion_point": True}, trace(off))


def test_exact_figure_names_the_contact_that_went_wrong_rule_CA1() -> None:
    figure = {"contacts": ["red", "cushion", "cushion", "cushion", "yellow"], "exact": True}
    got = why(figure, trace(SHORT))
    assert got == (Reason(Why.CONTACT, ball="white", got="yellow", want="cushion", index=4),)
    stopped = ev(STRIKE, hit("white", "red"), cush("white", "foot"), REST)
    got = why(figure, trace(stopped))
    assert got == (Reason(Why.CONTACT, ball="white", got=None, want="cushion", index=3),)


def test_ordered_contacts_name_the_one_never_reached() -> None:
    got = why({"contacts": ["red", "cushion:right", "yellow"]}, trace(POINT))
    assert got == (Reason(Why.MISSING, ball="white", want="cushion:right", index=1),)


def test_all_gives_each_failed_part_once() -> None:
    goal = {"all": [{"three_cushion_point": True}, {"cushions": {"max": 2}}]}
    got = why(goal, trace(POINT))
    assert got == (Reason(Why.CUSHION_COUNT, ball="white", have=3, need=0, most=2),)


def test_forbidden_contact_and_first_ball() -> None:
    got = why({"not": {"contacts": ["red"]}}, trace(POINT))
    assert got == (Reason(Why.FORBIDDEN, ball="white", wanted=("red",)),)
    got = why({"first_contact": "yellow"}, trace(POINT))
    assert got == (Reason(Why.FIRST_BALL, ball="white", got="red", want="yellow"),)


def test_five_pins_legal_needs_the_opponents_ball_first_rule_5P_10() -> None:
    red_first = ev(STRIKE, hit("white", "red"), REST, discipline="five_pins")
    got = why({"legal": True}, trace(red_first), FIVE)
    assert got == (Reason(Why.FIRST_BALL, ball="white", got="red", want="yellow"),)
