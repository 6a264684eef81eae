"""Goal conditions judged on hand-made event logs: each operator, met and not met."""

from __future__ import annotations

from typing import Any

import pytest

from game.drills import goals
from game.errors import InputError
from game.tables import SEVEN_PINS
from tests.drills.helpers import ev, trace

CAROM = goals.Context(cue_ball="white", discipline="three_cushion", zones={"z": (0, 0, 0.5, 0.5)})
PINS = goals.Context(cue_ball="cue", discipline="seven_pins_classic")
FIVE = goals.Context(cue_ball="white", discipline="five_pins")
MARKED = goals.Context(
    cue_ball="white", discipline="artistic", markers={"m1": (0.0, 0.0), "m2": (0.2, 0.0)}
)


def parse(raw: Any, ctx: goals.Context = CAROM) -> goals.Goal:
    if ctx.discipline.startswith("seven"):
        return goals.parse_goal(raw, "goal", ctx, ("cue", "o1", "o2"), SEVEN_PINS)
    pins = ("centre", "n", "s", "e", "w") if ctx.discipline == "five_pins" else ()
    return goals.parse_goal(raw, "goal", ctx, ("white", "yellow", "red"), pins)


def met(raw: Any, out: goals.ShotTrace, ctx: goals.Context = CAROM) -> bool:
    return parse(raw, ctx).met(out, ctx)


def cush(ball: str, c: str) -> dict[str, str]:
    return {"type": "cushion", "ball": ball, "cushion": c}


def hit(a: str, b: str) -> dict[str, str]:
    return {"type": "ball", "a": a, "b": b}


STRIKE = {"type": "strike", "ball": "white"}
REST = {"type": "rest"}

# red, three cushions, yellow: a three-cushion point (rule C3-1)
POINT = ev(
    STRIKE,
    hit("white", "red"),
    cush("white", "foot"),
    cush("white", "left"),
    cush("white", "head"),
    hit("white", "yellow"),
    REST,
)
# only two cushions before the yellow
SHORT = ev(
    STRIKE,
    hit("white", "red"),
    cush("white", "foot"),
    cush("white", "left"),
    hit("white", "yellow"),
)


def test_contacts_ordered_subsequence_with_cushion_counting() -> None:
    g = {"contacts": ["red", "cushion", "cushion", "cushion", "yellow"]}
    assert met(g, trace(POINT))
    assert not met(g, trace(SHORT))
    # order matters: yellow first is not red first
    assert not met({"contacts": ["yellow", "red"]}, trace(POINT))
    assert met({"contacts": ["cushion:left", "yellow"]}, trace(POINT))
    assert not met({"contacts": ["cushion:right"]}, trace(POINT))


def test_contacts_exact_counts_every_contact_rule_CA1() -> None:
    exact = {"contacts": ["red", "cushion", "cushion", "cushion", "yellow"], "exact": True}
    assert met(exact, trace(POINT))
    extra = ev(
        STRIKE,
        hit("white", "red"),
        cush("white", "foot"),
        cush("white", "left"),
        cush("white", "head"),
        cush("white", "right"),
        hit("white", "yellow"),
    )
    assert met({"contacts": ["red", "cushion", "cushion", "cushion", "yellow"]}, trace(extra))
    assert not met(exact, trace(extra))


def test_contacts_of_another_ball() -> None:
    kiss = ev(STRIKE, hit("white", "red"), cush("red", "foot"), hit("red", "white"))
    assert met({"contacts": ["cushion:foot", "white"], "ball": "red"}, trace(kiss))
    assert not met({"contacts": ["yellow"], "ball": "red"}, trace(kiss))


def test_first_contact() -> None:
    assert met({"first_contact": "red"}, trace(POINT))
    assert not met({"first_contact": "yellow"}, trace(POINT))


def test_three_cushion_point_rule_C3_1() -> None:
    assert met({"three_cushion_point": True}, trace(POINT))
    assert not met({"three_cushion_point": True}, trace(SHORT))
    # cushions before the first ball count too (C3-1)
    early = ev(
        STRIKE,
        cush("white", "foot"),
        cush("white", "left"),
        hit("white", "red"),
        cush("white", "head"),
        hit("white", "yellow"),
    )
    assert met({"three_cushion_point": True}, trace(early))


def test_three_cushion_point_fails_when_a_ball_leaves_rule_C3_3() -> None:
    jumped = ev(
        *[{k: v for k, v in e.to_json().items() if k != "t"} for e in POINT[:-1]],
        {"type": "off_table", "ball": "red"},
    )
    assert not met({"three_cushion_point": True}, trace(jumped))


def test_carom_min_cushions_rule_C1_1() -> None:
    one = ev(STRIKE, hit("white", "red"), cush("white", "foot"), hit("white", "yellow"))
    none = ev(STRIKE, hit("white", "red"), hit("white", "yellow"), cush("white", "foot"))
    assert met({"carom": True, "min_cushions": 1}, trace(one))
    assert not met({"carom": True, "min_cushions": 1}, trace(none))
    assert met({"carom": True}, trace(none))
    assert not met({"carom": True}, trace(ev(STRIKE, hit("white", "red"), hit("white", "red"))))


def test_cushions_count() -> None:
    g = {"cushions": {"ball": "white", "min": 2, "max": 3}}
    assert met(g, trace(POINT))
    assert met(g, trace(SHORT))
    assert not met({"cushions": {"min": 4}}, trace(POINT))
    assert not met({"cushions": {"max": 1}}, trace(SHORT))


def test_all_any_not_and_partial_score() -> None:
    g = parse({"all": [{"first_contact": "red"}, {"three_cushion_point": True}]})
    assert g.met(trace(POINT), CAROM)
    assert not g.met(trace(SHORT), CAROM)
    assert g.score(trace(SHORT), CAROM) == 0.5
    assert met({"any": [{"first_contact": "yellow"}, {"first_contact": "red"}]}, trace(SHORT))
    assert not met({"any": [{"first_contact": "yellow"}, {"cushions": {"min": 9}}]}, trace(SHORT))
    assert met({"not": {"three_cushion_point": True}}, trace(SHORT))
    assert not met({"not": {"three_cushion_point": True}}, trace(POINT))


def test_ball_in_zone_by_rect_and_named_zone() -> None:
    out = trace(POINT, balls={"white": (0.2, 0.3), "red": (-0.6, 1.0)})
    assert met({"ball_in_zone": {"ball": "white", "rect": [0.0, 0.0, 0.5, 0.5]}}, out)
    assert met({"ball_in_zone": {"zone": "z"}}, out)  # default ball: the struck one
    assert not met({"ball_in_zone": {"ball": "red", "zone": "z"}}, out)
    assert not met({"ball_in_zone": {"ball": "yellow", "zone": "z"}}, out)  # not on the cloth


def test_passes_between_markers_uses_the_trajectory() -> None:
    through = {"white": [[0.0, 0.1, -0.2], [0.1, 0.1, 0.2]]}
    beside = {"white": [[0.0, 0.4, -0.2], [0.1, 0.4, 0.2]]}
    g = {"passes_between": {"ball": "white", "markers": ["m1", "m2"]}}
    assert met(g, trace(POINT, trajectory=through), MARKED)
    assert not met(g, trace(POINT, trajectory=beside), MARKED)
    assert goals.needs_trajectory(parse({"all": [g]}, MARKED))
    with pytest.raises(InputError, match="trajectory"):
        met(g, trace(POINT), MARKED)


# ----------------------------------------------------------------- seven pins


def p_ev(*items: dict[str, Any]):
    return ev(*items, table="pyramid-12ft", discipline="seven_pins_classic")


CUE_STRIKE = {"type": "strike", "ball": "cue"}


def down(pin: str, by: str) -> dict[str, str]:
    return {"type": "pin_down", "pin": pin, "by": by}


def test_king_alone_legal_after_cushion_rule_7C_11_and_7C_6() -> None:
    g = {"pins_down_exactly": ["king"], "legal": True}
    legal = p_ev(CUE_STRIKE, hit("cue", "o1"), cush("o1", "foot"), down("king", "o1"))
    assert met(g, trace(legal), PINS)
    direct = p_ev(CUE_STRIKE, hit("cue", "o1"), down("king", "o1"))
    assert not met(g, trace(direct), PINS)  # unflagged object ball: 7C-17
    assert met({"pins_down_exactly": ["king"]}, trace(direct), PINS)  # without "legal"
    two = p_ev(
        CUE_STRIKE, hit("cue", "o1"), cush("o1", "foot"), down("king", "o1"), down("n", "king")
    )
    assert not met(g, trace(two), PINS)


def test_flag_travels_from_cue_cushion_to_object_ball_rule_7C_7() -> None:
    g = {"pins_down_include": ["king"], "legal": True}
    banked = p_ev(CUE_STRIKE, cush("cue", "left"), hit("cue", "o2"), down("king", "o2"))
    assert met(g, trace(banked), PINS)
    by_cue = p_ev(CUE_STRIKE, cush("cue", "left"), hit("cue", "o2"), down("king", "cue"))
    assert not met(g, trace(by_cue), PINS)  # 7C-17: the cue ball never fells pins legally


def test_pin_chain_inherits_legality_rule_7C_11() -> None:
    chain = p_ev(
        CUE_STRIKE, hit("cue", "o1"), cush("o1", "right"), down("e", "o1"), down("king", "e")
    )
    assert met({"pins_down_min": 2, "legal": True}, trace(chain), PINS)
    assert not met({"pins_down_min": 3}, trace(chain), PINS)
    bad = p_ev(CUE_STRIKE, hit("cue", "o1"), down("e", "o1"), down("king", "e"))
    assert not met({"pins_down_min": 2, "legal": True}, trace(bad), PINS)


def test_legal_needs_a_pin_and_no_fouls() -> None:
    nothing = p_ev(CUE_STRIKE, hit("cue", "o1"), cush("o1", "foot"))
    assert not met({"pins_down_min": 1, "legal": True}, trace(nothing), PINS)
    assert met({"legal": True}, trace(nothing), PINS)
    pocketed = p_ev(
        CUE_STRIKE,
        hit("cue", "o1"),
        cush("o1", "foot"),
        down("king", "o1"),
        {"type": "pocket", "ball": "cue", "pocket": "foot_left"},
    )
    assert not met({"pins_down_exactly": ["king"], "legal": True}, trace(pocketed), PINS)
    miss = p_ev(CUE_STRIKE, cush("cue", "foot"))
    assert not met({"legal": True}, trace(miss), PINS)


def test_pins_standing() -> None:
    out = trace(p_ev(CUE_STRIKE, hit("cue", "o1"), cush("o1", "foot"), down("king", "o1")))
    assert met({"pins_standing": ["head", "foot"]}, out, PINS)
    assert not met({"pins_standing": ["king"]}, out, PINS)


def test_pocketed_in_a_named_pocket() -> None:
    out = trace(
        p_ev(CUE_STRIKE, hit("cue", "o1"), {"type": "pocket", "ball": "o1", "pocket": "foot_left"})
    )
    assert met({"pocketed": "o1", "pocket": "foot_left"}, out, PINS)
    assert met({"pocketed": "o1"}, out, PINS)
    assert not met({"pocketed": "o1", "pocket": "foot_right"}, out, PINS)
    assert not met({"pocketed": "o2"}, out, PINS)


def test_no_foul_events_each_token() -> None:
    clean = trace(p_ev(CUE_STRIKE, hit("cue", "o1"), cush("o1", "foot"), down("king", "o1")))
    every = ["off_table", "cue_pocketed", "miscue", "pins_by_cue", "pins_direct", "miss"]
    assert met({"no_foul_events": every}, clean, PINS)
    cases = {
        "off_table": p_ev(CUE_STRIKE, hit("cue", "o1"), {"type": "off_table", "ball": "o1"}),
        "cue_pocketed": p_ev(
            CUE_STRIKE, hit("cue", "o1"), {"type": "pocket", "ball": "cue", "pocket": "side_left"}
        ),
        "miscue": p_ev({"type": "strike", "ball": "cue", "miscue": True}, hit("cue", "o1")),
        "pins_by_cue": p_ev(CUE_STRIKE, hit("cue", "o1"), down("s", "cue"), down("king", "s")),
        "pins_direct": p_ev(CUE_STRIKE, hit("cue", "o1"), down("king", "o1")),
        "miss": p_ev(CUE_STRIKE, cush("cue", "foot")),
    }
    for token, log in cases.items():
        assert not met({"no_foul_events": [token]}, trace(log), PINS), token
        # each log shows only its own foul (a cue-ball pin chain is not "pins_direct")
        others = [t for t in every if t != token]
        assert met({"no_foul_events": others}, trace(log), PINS), token


# ----------------------------------------------------------------- five pins


def f_ev(*items: dict[str, Any]):
    return ev(*items, discipline="five_pins")


def test_five_pins_legal_only_after_the_opponent_ball_rule_5P_7_5P_10() -> None:
    g = {"pins_down_exactly": ["centre"], "legal": True}
    good = f_ev(STRIKE, hit("white", "yellow"), down("centre", "yellow"))
    assert met(g, trace(good), FIVE)
    red_first = f_ev(STRIKE, hit("white", "red"), hit("red", "yellow"), down("centre", "yellow"))
    assert not met(g, trace(red_first), FIVE)
    cue_pins = f_ev(STRIKE, hit("white", "yellow"), down("centre", "white"))
    assert not met(g, trace(cue_pins), FIVE)
    via_red = f_ev(STRIKE, hit("white", "yellow"), hit("yellow", "red"), down("n", "red"))
    assert met({"pins_down_exactly": ["n"], "legal": True}, trace(via_red), FIVE)


# ----------------------------------------------------------------- validation


@pytest.mark.parametrize(
    ("raw", "field"),
    [
        ({}, "goal"),
        ({"bogus": 1}, "goal"),
        ({"all": []}, "goal.all"),
        ({"all": [{"first_contact": "blue"}]}, "goal.all[0].first_contact"),
        ({"contacts": ["red", "cushion:top"]}, "goal.contacts[1]"),
        ({"contacts": ["red"], "exact": "yes"}, "goal.exact"),
        ({"contacts": ["red"], "speed": 1}, "goal.speed"),
        ({"three_cushion_point": False}, "goal.three_cushion_point"),
        ({"pocketed": "red", "pocket": "middle"}, "goal.pocket"),
        ({"ball_in_zone": {"ball": "red"}}, "goal.ball_in_zone"),
        ({"ball_in_zone": {"rect": [1, 0, 0, 1]}}, "goal.ball_in_zone.rect"),
        ({"ball_in_zone": {"zone": "nope"}}, "goal.ball_in_zone.zone"),
        ({"no_foul_events": ["late"]}, "goal.no_foul_events[0]"),
        ({"pins_down_exactly": ["king"]}, "goal.pins_down_exactly"),  # carom has no pins
        ({"cushions": {"min": 3, "max": 1}}, "goal.cushions.max"),
        ({"passes_between": {"markers": ["m1", "m2"]}}, "goal.passes_between.markers[0]"),
        ({"first_contact": "red", "three_cushion_point": True}, "goal"),
    ],
)
def test_bad_goals_name_their_field(raw: Any, field: str) -> None:
    with pytest.raises(InputError) as err:
        parse(raw)
    assert err.value.field == field


def test_bad_pin_names_its_field() -> None:
    with pytest.raises(InputError) as err:
        parse({"pins_down_exactly": ["queen"], "legal": True}, PINS)
    assert err.value.field == "goal.pins_down_exactly[0]"
