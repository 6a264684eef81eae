"""One test per rule of the pyramid games (rules-pyramid.md: P, PF, PD, PC), each citing it.

The logs are hand-made with tests/rules/pyramid_kit.py: contacts in, the judge's lines out.
"""

from __future__ import annotations

import math

import pytest

from game import disciplines, judge
from game.errors import InputError
from game.match import Match
from game.rules import pyramid_table as pt
from game.tables import PYRAMID_12FT, TABLE_BALLS
from tests.rules.pyramid_kit import AGAINST, HOUSE_SPOT, REAR, R, Table, legal_break

FREE, DYN, COMB = "pyramid_free", "pyramid_dynamic", "pyramid_combined"
ALL = (FREE, DYN, COMB)


def after_break(pocket: tuple[str, ...] = ()) -> Table:
    t = Table()
    legal_break(t, pocket)
    return t


def svoyak(t: Table, moved: dict[str, tuple[float, float]] | None = None) -> None:
    """A legal свояк off 7 (B after A's break): the cue ball follows into the side pocket."""
    t.shot(
        ("ball", "cue", "7"), ("cushion", "7", "left"), ("pocket", "cue", "side_left"), moved=moved
    )


# -- P: general rules ---------------------------------------------------------------------


def test_p1_table_and_balls() -> None:
    """P-1: the pyramid games are played on pyramid-12ft with 68 mm balls, not on a carom
    table."""
    for d in ALL:
        entry = disciplines.get(d)
        assert entry.default_table == "pyramid-12ft" and entry.tables == ("pyramid-12ft",)
    assert pytest.approx(0.068) == 2 * R
    with pytest.raises(InputError) as err:
        judge({"discipline": FREE, "players": ["A", "B"], "table": "carom-match", "shots": []})
    assert err.value.field == "table"


def test_p2_marks() -> None:
    """P-2: house line through the front mark at -L/4, the rear mark at +L/4."""
    assert pt.house_line(PYRAMID_12FT) == pytest.approx(-0.8875)
    assert pt.rear_mark(PYRAMID_12FT) == pytest.approx(REAR)


def test_p3_a_ball_on_the_house_line_is_outside_the_house() -> None:
    """P-3: more than 0.5 mm head-ward of the line is in the house; within 0.5 mm it is on
    the line, outside; the temporary house the same way."""
    assert pt.in_house((0.0, -0.8881), PYRAMID_12FT)
    assert not pt.in_house((0.0, -0.8879), PYRAMID_12FT)
    assert not pt.in_house((0.0, -0.8877), PYRAMID_12FT)
    assert pt.in_temporary_house((0.0, 0.8881), PYRAMID_12FT)
    assert not pt.in_temporary_house((0.0, 0.8879), PYRAMID_12FT)


def test_p4_sixteen_balls_named_cue_and_1_to_15() -> None:
    """P-4: the coloured ball and fifteen numbered ones; any other id is bad input, and the
    seven-pins balls of the same table stay its own."""
    assert disciplines.get(FREE).balls == ("cue", *(str(n) for n in range(1, 16)))
    assert TABLE_BALLS["pyramid-12ft"] == ("cue", "o1", "o2")
    t = after_break()
    t.shot(("ball", "cue", "o1"))
    with pytest.raises(InputError):
        t.judge(FREE)


def test_p5_svoyak_needs_a_touched_object_ball() -> None:
    """P-5: a cue ball that drops after touching an object ball is a свояк; one that drops
    without touching any is a miss."""
    t = after_break()
    svoyak(t)
    assert t.judge(COMB)[1]["points"] == 1
    t = after_break()
    t.shot(("cushion", "cue", "left"), ("pocket", "cue", "side_left"))
    line = t.judge(COMB)[1]
    assert line["fouls"] == ["miss"] and line["points"] == 0


def test_p6_rack() -> None:
    """P-6: fifteen balls in a triangle, apex on the rear mark, base towards the foot, rows
    in the classic order (PK-3), no two closer than 2R + 0.1 mm."""
    balls = pt.rack(PYRAMID_12FT)
    assert sorted(balls, key=int) == [str(n) for n in range(1, 16)]
    assert balls["4"] == pytest.approx(REAR)
    base = [b for b, p in balls.items() if p[1] == max(q[1] for q in balls.values())]
    assert sorted(base, key=lambda b: balls[b][0]) == ["2", "1", "12", "11", "3"]
    for a in balls:
        for b in balls:
            if a < b:
                assert math.dist(balls[a], balls[b]) >= 2 * R + 0.0001 - 1e-9
    assert max(p[1] for p in balls.values()) < PYRAMID_12FT.half_length - R


def test_p7_break_from_hand_in_the_house() -> None:
    """P-7: the coloured ball is in hand in the house for the break; without a place the
    break is bad input."""
    m = Match.new(COMB, ["A", "B"])
    assert m.ball_in_hand == "cue" and m.hand_area is not None and m.hand_area.name == "house"
    t = Table()
    t.shot(("ball", "cue", "4"), ("cushion", "9", "left"), ("cushion", "3", "right"))
    with pytest.raises(InputError) as err:
        t.judge(COMB)
    assert err.value.field == "shots[0].stroke.place"


def test_p8_first_breaker_is_first() -> None:
    """P-8: the log's ``first`` breaks."""
    t = after_break()
    log = t.log(FREE)
    log["first"] = "B"
    assert judge(log)[0]["shooter"] == "B"


def test_p9_break_with_the_coloured_ball_only() -> None:
    """P-9: in every game, free pyramid too, a break with another ball is wrong_ball."""
    for d in ALL:
        t = Table()
        t.shot(("ball", "5", "4"), ("cushion", "9", "left"), ("cushion", "3", "right"),
               ball="5", place=HOUSE_SPOT)  # fmt: skip
        assert "wrong_ball" in t.judge(d)[0]["fouls"]


def test_p10_break_needs_a_ball_down_or_two_object_balls_to_cushions() -> None:
    """P-10: one object ball potted is enough; one object ball to a cushion (the cue ball's
    cushions not counting) is bad_break; the next stroke is played as the balls lie."""
    t = Table()
    t.shot(("ball", "cue", "4"), ("pocket", "11", "foot_left"), place=HOUSE_SPOT)
    assert t.judge(COMB)[0]["fouls"] == []
    t = Table()
    t.shot(("ball", "cue", "4"), ("cushion", "9", "left"), ("cushion", "cue", "head"),
           place=HOUSE_SPOT, moved={"cue": (0.0, 0.3)})  # fmt: skip
    t.shot(("ball", "cue", "4"), ("cushion", "4", "foot"), choices={"take": ["9"], "play": "self"},
           taken=["9"])  # fmt: skip
    lines = t.judge(COMB)
    assert lines[0]["fouls"] == ["bad_break"] and lines[0]["respot"] == []
    assert lines[1]["shooter"] == "B" and lines[1]["fouls"] == []


def test_p11_balls_potted_on_a_legal_break_count() -> None:
    """P-11: every object ball potted on a legal break counts for the breaker, who goes on."""
    t = after_break(pocket=("1", "2"))
    line = t.judge(COMB)[0]
    assert line["points"] == 2 and line["next"] == "A" and line["potted"]["A"] == ["1", "2"]


def test_p12_only_a_pocket_event_pots_a_ball() -> None:
    """P-12: a ball left in the jaws (no pocket event) is on the table, with no foul."""
    t = after_break()
    jaws = (PYRAMID_12FT.half_width - 0.05, PYRAMID_12FT.half_length - 0.05)
    t.shot(("ball", "cue", "9"), ("cushion", "9", "right"), moved={"9": jaws})
    line = t.judge(COMB)[1]
    assert line["fouls"] == [] and line["points"] == 0 and line["potted"]["B"] == []


def test_p13_contact_then_a_ball_down_or_a_cushion() -> None:
    """P-13: no contact is a miss; a contact followed by no cushion and no ball down is
    no_rail; a cushion after the contact (any ball's) makes it legal."""
    t = after_break()
    t.shot(("cushion", "cue", "foot"))
    assert t.judge(DYN)[1]["fouls"] == ["miss"]
    t = after_break()
    t.shot(("cushion", "cue", "left"), ("ball", "cue", "9"))
    assert t.judge(DYN)[1]["fouls"] == ["no_rail"]
    t = after_break()
    t.shot(("ball", "cue", "9"), ("cushion", "cue", "right"))
    assert t.judge(DYN)[1]["fouls"] == []


def test_p14_near_ball_struck_at_less_than_45_degrees_is_a_push() -> None:
    """P-14: a ball within R/2 of the struck one, aimed within 45° of the line of centres,
    is a push; 45° or more is free, and so is a ball further than R/2."""
    for gap, off, push in ((0.010, 20.0, True), (0.010, 50.0, False), (0.020, 0.0, False)):
        t = after_break()
        t.shot(("ball", "cue", "9"), ("cushion", "9", "left"),
               moved={"cue": (0.0, 0.1), "3": (0.0, 0.1 + 2 * R + gap)})  # fmt: skip
        t.shot(("ball", "cue", "3"), ("cushion", "3", "foot"), aim=90.0 + off)
        assert ("push" in t.judge(FREE)[2]["fouls"]) is push, (gap, off)


def test_p15_miscue_is_a_foul() -> None:
    """P-15: a strike marked miscue is the foul miscue."""
    t = after_break()
    t.shot(("ball", "cue", "9"), ("pocket", "9", "foot_left"), miscue=True)
    assert t.judge(COMB)[1]["fouls"] == ["miscue"]


def test_p16_several_fouls_one_penalty() -> None:
    """P-16: a stroke may carry several codes; the penalty is taken once."""
    t = after_break()
    t.shot(("cushion", "cue", "foot"), ("off_table", "cue"), miscue=True)
    line = t.judge(COMB)[1]
    assert set(line["fouls"]) == {"miss", "off_table", "miscue"}
    assert line["scores"] == {"A": 1, "B": 0}


def test_p17_any_ball_off_the_table_and_the_older_option() -> None:
    """P-17: an object ball off the table is a foul even when a ball was potted; with
    ``object_jump_foul`` false it is respotted without a foul and the pot counts."""

    def log() -> Table:
        t = after_break()
        t.shot(("ball", "cue", "9"), ("pocket", "9", "foot_left"), ("off_table", "12"))
        return t

    line = log().judge(COMB)[1]
    assert line["fouls"] == ["off_table"] and line["points"] == 0
    line = log().judge(COMB, object_jump_foul=False)[1]
    assert line["fouls"] == [] and line["points"] == 1
    assert line["respot"] == [{"ball": "12", "pos": [0.0, 0.8875]}]


def test_p18_fouls_entered_on_the_referee_panel() -> None:
    """P-18: a foul no log shows (a touched ball) is entered by hand and penalised as usual;
    an unknown code is bad input."""
    t = after_break()
    raw = t.shot(("ball", "cue", "9"), ("pocket", "9", "foot_left"))
    raw["manual_fouls"] = [{"foul": "touched"}]
    line = t.judge(FREE)[1]
    assert line["fouls"] == ["touched"] and line["scores"] == {"A": 1, "B": 0}
    raw["manual_fouls"] = [{"foul": "sneezed"}]
    with pytest.raises(InputError):
        t.judge(FREE)


def test_p19_nothing_potted_on_a_foul_counts() -> None:
    """P-19: the balls potted in a foul stroke are respotted and score nothing."""
    t = after_break()
    t.shot(("ball", "cue", "9"), ("pocket", "9", "foot_left"), ("pocket", "12", "foot_right"),
           miscue=True)  # fmt: skip
    line = t.judge(DYN)[1]
    assert line["points"] == 0 and line["potted"]["B"] == []
    assert [r["ball"] for r in line["respot"]] == ["9", "12"]


def test_p20_respot_on_the_spotting_line() -> None:
    """P-20: the rear mark; else against the ball in the way towards the foot cushion; with
    the line full, towards the centre; never touching the coloured ball (dynamic,
    combined)."""
    assert pt.spot_point({}, PYRAMID_12FT, True) == REAR
    got = pt.spot_point({"3": REAR}, PYRAMID_12FT, True)
    assert got == pytest.approx((0.0, REAR[1] + AGAINST))
    # The coloured ball on the mark: 1 mm, not 0.1 mm, between the surfaces.
    got = pt.spot_point({"cue": REAR}, PYRAMID_12FT, True)
    assert got == pytest.approx((0.0, REAR[1] + 2 * R + 0.001))
    line = {str(k): (0.0, REAR[1] + k * AGAINST) for k in range(0, 13)}
    assert all(p[1] <= PYRAMID_12FT.half_length - R for p in line.values())
    got = pt.spot_point(line, PYRAMID_12FT, True)
    assert got == pytest.approx((0.0, REAR[1] - AGAINST))


def test_p20_a_point_is_free_when_the_ball_there_overlaps_no_ball() -> None:
    """P-20: "a point is free when the ball there overlaps no ball": a ball 0.05 mm beyond
    touching distance leaves the rear mark free (the 0.1 mm of "against" is where a ball is
    put against the ball in the way, not a wider test of freedom); an overlapping one does
    not."""
    clear = {"10": (0.0, REAR[1] + 2 * R + 0.00005)}
    assert pt.spot_point(clear, PYRAMID_12FT, False) == REAR
    overlapping = {"10": (0.0, REAR[1] + 2 * R - 0.00005)}
    got = pt.spot_point(overlapping, PYRAMID_12FT, False)
    assert got == pytest.approx((0.0, REAR[1] + 2 * R - 0.00005 + AGAINST))


def test_p21_penalty_ball_taken_by_the_opponent() -> None:
    """P-21: the opponent gains a point at once and takes a ball after the respots (the
    respotted one may be taken); in dynamic and combined not the coloured ball; with
    ``penalty_source: "shelf"`` the offender gives his last ball back instead."""
    t = after_break()
    t.shot(("ball", "cue", "9"), ("pocket", "9", "foot_left"), miscue=True)
    t.shot(("ball", "cue", "12"), ("cushion", "12", "left"),
           choices={"take": ["9"], "play": "self"}, taken=["9"], respot={"9": REAR})  # fmt: skip
    lines = t.judge(COMB)
    assert lines[1]["scores"] == {"A": 1, "B": 0}
    assert lines[2]["potted"]["A"] == ["9"] and lines[2]["scores"] == {"A": 1, "B": 0}
    t.shots[-1]["choices"] = {"take": ["cue"], "play": "self"}
    with pytest.raises(InputError) as err:
        t.judge(COMB)
    assert err.value.field == "shots[2].choices.take"
    # The shelf rule: B pots one, then fouls; his ball goes back to the table.
    t = after_break()
    t.shot(("ball", "cue", "9"), ("pocket", "9", "foot_left"))
    t.shot(("cushion", "cue", "foot"))
    line = t.judge(COMB, penalty_source="shelf")[2]
    assert line["scores"] == {"A": 0, "B": 0} and line["points"] == -1
    assert line["respot"] == [{"ball": "9", "pos": [0.0, 0.8875]}]


def test_p22_play_or_hand_back() -> None:
    """P-22: after the penalty the opponent plays himself or makes the offender play."""
    for play, shooter in (("self", "A"), ("offender", "B")):
        t = after_break()
        t.shot(("cushion", "cue", "foot"))
        t.shot(("ball", "cue", "9"), ("cushion", "9", "left"),
               choices={"take": ["12"], "play": play}, taken=["12"])  # fmt: skip
        assert t.judge(FREE)[2]["shooter"] == shooter


def test_p23_no_rule_on_consecutive_fouls() -> None:
    """P-23: three fouls in a row cost three penalty balls and nothing more."""
    t = after_break()
    t.shot(("cushion", "cue", "foot"))
    for ball in ("9", "12"):
        t.shot(("cushion", "cue", "foot"), choices={"take": [ball], "play": "offender"},
               taken=[ball])  # fmt: skip
    line = t.judge(COMB)[3]
    assert line["scores"] == {"A": 3, "B": 0} and line["winner"] is None


def test_p24_who_has_the_ball_in_hand() -> None:
    """P-24: the breaker at the break; after a foul that drops the coloured ball, whoever
    strikes next (decided by the play choice) in the house; never in free pyramid."""
    t = after_break()
    t.shot(("ball", "cue", "9"), ("pocket", "cue", "foot_left"))
    # A legal свояк in dynamic: the shooter, anywhere (PD-5); in combined, in the house.
    assert t.judge(DYN)[1]["ball_in_hand"] == {"player": "B", "area": "table"}
    assert t.judge(COMB)[1]["ball_in_hand"] == {"player": "B", "area": "house"}
    t = after_break()
    t.shot(("cushion", "cue", "left"), ("pocket", "cue", "foot_left"))
    assert t.judge(DYN)[1]["ball_in_hand"] == {"player": None, "area": "house"}
    assert t.judge(FREE)[1]["ball_in_hand"] is None
    assert t.judge(FREE)[1]["respot"] == [{"ball": "cue", "pos": [0.0, 0.8875]}]


def test_p25_placing_in_the_house() -> None:
    """P-25: strictly in the house (not on the line), R from the cushions, 1 mm from every
    ball; anything else is bad input."""
    for place in ((0.0, -0.8878), (0.0, -PYRAMID_12FT.half_length + R - 0.001)):
        t = Table()
        t.shot(("ball", "cue", "4"), ("pocket", "11", "foot_left"), place=place,
               moved={"cue": (0.0, 0.3)})  # fmt: skip
        with pytest.raises(InputError) as err:
            t.judge(COMB)
        assert err.value.field == "shots[0].stroke.place"
    t = after_break()
    svoyak(t, moved={"2": (0.3, -1.2)})
    t.shot(("ball", "cue", "9"), ("cushion", "9", "left"), choices={"remove": ["12"]},
           taken=["12"], place=(0.3 + 2 * R + 0.0005, -1.2))  # fmt: skip
    with pytest.raises(InputError, match="1 mm"):
        t.judge(COMB)


def test_p26_from_the_house_only_balls_outside_are_on() -> None:
    """P-26: from hand in the house a first contact with a ball in the house is house_ball,
    unless the cue ball came back off the foot cushion."""
    for before, foul in (((), True), ((("cushion", "cue", "foot"),), False)):
        t = after_break()
        svoyak(t, moved={"2": (0.3, -1.2)})
        t.shot(*before, ("ball", "cue", "2"), ("cushion", "2", "left"),
               choices={"remove": ["9"]}, taken=["9"], place=(-0.3, -1.3))  # fmt: skip
        assert ("house_ball" in t.judge(COMB)[2]["fouls"]) is foul


def test_p27_temporary_house() -> None:
    """P-27: with every object ball in the house (after the take), the ball in hand goes
    beyond the temporary house line and only balls outside the temporary house are on."""

    def setup() -> Table:
        t = after_break()
        house = {b: (-0.75 + 0.1 * i, -1.0) for i, b in enumerate(
            sorted((b for b in t.balls if b != "cue"), key=int))}  # fmt: skip
        house["15"] = (0.0, 1.3)  # one ball outside: the penalty ball taken next
        t.shot(("cushion", "cue", "right"), ("pocket", "cue", "foot_right"), moved=house)
        return t

    t = setup()
    t.shot(("ball", "cue", "5"), ("cushion", "5", "left"), choices={"take": ["15"], "play": "self"},
           taken=["15"], place=(0.0, -1.4))  # fmt: skip
    with pytest.raises(InputError):
        t.judge(COMB)  # the house is closed: every object ball lies in it
    t = setup()
    t.shot(("ball", "cue", "5"), ("cushion", "5", "left"), choices={"take": ["15"], "play": "self"},
           taken=["15"], place=(0.0, 1.4))  # fmt: skip
    assert t.judge(COMB)[2]["fouls"] == []
    t = setup()
    t.shot(("ball", "cue", "15"), ("cushion", "15", "left"),
           choices={"take": ["1"], "play": "self"}, taken=["1"], place=(0.3, 1.4))  # fmt: skip
    with pytest.raises(InputError):
        t.judge(COMB)  # 15 still lies outside the house: the ordinary house


def test_p28_placing_anywhere() -> None:
    """P-28: after a dynamic свояк the cue ball goes anywhere on the cloth, 1 mm clear of the
    balls."""
    t = after_break()
    svoyak(t)
    t.shot(("ball", "cue", "9"), ("cushion", "9", "left"), choices={"remove": ["12"]},
           taken=["12"], place=(0.5, 1.5))  # fmt: skip
    assert t.judge(DYN)[2]["fouls"] == []
    t.shots[-1]["stroke"]["place"] = [0.0, PYRAMID_12FT.half_length - R + 0.002]
    with pytest.raises(InputError):
        t.judge(DYN)


def test_p29_first_to_the_target_wins() -> None:
    """P-29: the first to ``target`` (8 by default) wins at once; no shot may follow."""
    t = after_break(pocket=("1", "2", "3"))
    line = t.judge(FREE, target=3)[0]
    assert line["winner"] == "A" and line["next"] is None
    t.shot(("ball", "cue", "9"), ("cushion", "9", "left"))
    with pytest.raises(InputError, match="over"):
        t.judge(FREE, target=3)


def test_p30_a_scoring_stroke_continues_the_turn() -> None:
    """P-30: a legal stroke that scores lets the shooter go on; one that scores nothing
    passes the turn."""
    t = after_break()
    t.shot(("ball", "cue", "9"), ("pocket", "9", "foot_left"))
    t.shot(("ball", "cue", "12"), ("cushion", "12", "left"))
    lines = t.judge(COMB)
    assert lines[1]["next"] == "B" and lines[2]["next"] == "A"


# -- PF: free pyramid -------------------------------------------------------------------


def test_pf1_every_ball_scores_to_eight() -> None:
    """PF-1: first to 8; the coloured ball scores like any other."""
    t = after_break(pocket=("1", "2", "3", "5", "6", "7", "8"))
    t.shot(("ball", "cue", "9"), ("pocket", "cue", "foot_left"))
    line = t.judge(FREE)[1]
    assert line["scores"]["A"] == 8 and line["winner"] == "A"


def test_pf2_any_ball_may_be_struck() -> None:
    """PF-2: after the break any ball on the table is the struck ball; one not on the table
    is bad input."""
    t = after_break()
    t.shot(("ball", "13", "14"), ("cushion", "14", "left"), ball="13")
    assert t.judge(FREE)[1]["fouls"] == []
    t = after_break(pocket=("13",))
    t.shot(("ball", "13", "14"), ("cushion", "14", "left"), ball="13")
    with pytest.raises(InputError):
        t.judge(FREE)


def test_pf3_every_potted_ball_scores() -> None:
    """PF-3: the struck ball, the object ball and a ball potted by another object ball."""
    t = after_break()
    t.shot(("ball", "9", "3"), ("ball", "3", "12"), ("pocket", "12", "side_left"),
           ("pocket", "3", "side_right"), ("pocket", "9", "foot_right"), ball="9")  # fmt: skip
    line = t.judge(FREE)[1]
    assert line["points"] == 3 and line["potted"]["B"] == ["12", "3", "9"]


def test_pf4_break_potting_the_coloured_ball_scores_it() -> None:
    """PF-4: a legal break that pots the coloured ball scores it."""
    t = Table()
    t.shot(("ball", "cue", "4"), ("cushion", "9", "left"), ("cushion", "3", "right"),
           ("pocket", "cue", "foot_left"), place=HOUSE_SPOT)  # fmt: skip
    line = t.judge(FREE)[0]
    assert line["points"] == 1 and line["potted"]["A"] == ["cue"] and line["next"] == "A"


def test_pf5_a_pot_continues_with_a_free_choice() -> None:
    """PF-5: after a pot the shooter goes on and may strike any ball."""
    t = after_break()
    t.shot(("ball", "cue", "9"), ("pocket", "9", "foot_left"))
    t.shot(("ball", "5", "6"), ("cushion", "6", "left"), ball="5")
    lines = t.judge(FREE)
    assert lines[1]["next"] == "B" and lines[2]["shooter"] == "B" and lines[2]["fouls"] == []


def test_pf6_foul_respots_every_ball_and_the_penalty_may_be_any_ball() -> None:
    """PF-6: every potted ball, the struck one too, is respotted; the penalty ball may be
    the coloured ball; nobody gets ball in hand."""
    t = after_break()
    t.shot(("ball", "9", "3"), ("pocket", "9", "foot_left"), ball="9", miscue=True)
    take = {"take": ["cue"], "play": "self"}
    t.shot(("ball", "12", "11"), ("cushion", "11", "left"), ball="12",
           choices=take, taken=["cue"], respot={"9": REAR})  # fmt: skip
    lines = t.judge(FREE)
    assert lines[1]["respot"] == [{"ball": "9", "pos": [0.0, 0.8875]}]
    assert lines[1]["ball_in_hand"] is None
    assert lines[2]["potted"]["A"] == ["cue"]


# -- PD: dynamic pyramid ----------------------------------------------------------------


def test_pd1_first_to_eight() -> None:
    """PD-1: the target is 8 points."""
    assert disciplines.get(DYN).target({}) == 8
    t = after_break(pocket=("1", "2", "3", "5", "6", "7", "8", "9"))
    assert t.judge(DYN)[0]["winner"] == "A"


def test_pd2_only_the_coloured_ball() -> None:
    """PD-2: striking a numbered ball is wrong_ball."""
    t = after_break()
    t.shot(("ball", "12", "11"), ("cushion", "11", "left"), ball="12")
    assert t.judge(DYN)[1]["fouls"] == ["wrong_ball"]


def test_pd3_svoyak_scores_by_a_removal_due_before_the_next_stroke() -> None:
    """PD-3: a свояк scores one and its ball is named by the removal; a next stroke without
    it is bad input, and the coloured ball cannot be removed."""
    t = after_break()
    svoyak(t)
    t.shot(("ball", "cue", "9"), ("cushion", "9", "left"), place=(0.5, 1.5))
    with pytest.raises(InputError) as err:
        t.judge(DYN)
    assert err.value.field == "shots[2].choices.remove"
    t.shots[-1]["choices"] = {"remove": ["12"]}
    line = t.judge(DYN)[2]
    assert line["potted"]["B"] == ["12"] and line["scores"]["B"] == 1


def test_pd4_three_ball_break_option() -> None:
    """PD-4: with ``dynamic_break: "three_balls"`` two object balls to cushions is not
    enough but no foul; the opponent may have the balls racked again and break himself."""
    t = Table()
    t.shot(("ball", "cue", "4"), ("cushion", "9", "left"), ("cushion", "3", "right"),
           place=HOUSE_SPOT, moved={"9": (0.5, 1.0), "3": (-0.5, 1.0)})  # fmt: skip
    line = t.judge(DYN, dynamic_break="three_balls")[0]
    assert line["fouls"] == [] and line["scores"] == {"A": 0, "B": 0}
    assert line["choices"] == [{"kind": "rebreak", "by": "B", "options": [False, True]}]
    assert t.judge(DYN)[0]["fouls"] == []  # legal under the general rule P-10
    t.balls = pt.rack(PYRAMID_12FT)
    t.shot(("ball", "cue", "4"), ("pocket", "11", "foot_left"), place=HOUSE_SPOT,
           choices={"rebreak": True})  # fmt: skip
    line = t.judge(DYN, dynamic_break="three_balls")[1]
    assert line["shooter"] == "B" and line["points"] == 1
    with pytest.raises(InputError):
        t.judge(COMB, dynamic_break="three_balls")  # a dynamic option only


def test_pd5_premium_stroke_from_anywhere() -> None:
    """PD-5: after a legal свояк the shooter has the cue ball anywhere and every ball on."""
    t = after_break()
    svoyak(t, moved={"2": (0.3, -1.2)})
    line = t.judge(DYN)[1]
    assert line["premium"] is True and line["ball_in_hand"] == {"player": "B", "area": "table"}
    t.shot(("ball", "cue", "2"), ("cushion", "2", "head"), choices={"remove": ["12"]},
           taken=["12"], place=(0.3, -1.4))  # fmt: skip
    assert t.judge(DYN)[2]["fouls"] == []  # a ball in the house is on


def test_pd6_no_svoyak_in_the_premium_stroke() -> None:
    """PD-6: a potted cue ball in the premium stroke is cue_pocketed and the balls potted
    with it do not count."""
    t = after_break()
    svoyak(t)
    t.shot(("ball", "cue", "9"), ("pocket", "9", "foot_left"), ("pocket", "cue", "foot_left"),
           choices={"remove": ["12"]}, taken=["12"], place=(0.5, 1.5))  # fmt: skip
    line = t.judge(DYN)[2]
    assert line["fouls"] == ["cue_pocketed"] and line["points"] == 0


def test_pd7_a_scoring_stroke_continues() -> None:
    """PD-7: a legal stroke that scores lets the shooter play again."""
    t = after_break()
    t.shot(("ball", "cue", "9"), ("pocket", "9", "foot_left"))
    assert t.judge(DYN)[1]["next"] == "B"


def test_pd8_foul_with_the_cue_ball_down_gives_it_in_hand_in_the_house() -> None:
    """PD-8: the next striker, decided by the play choice, places it in the house."""
    t = after_break()
    t.shot(("ball", "cue", "9"), ("pocket", "cue", "foot_left"), miscue=True)
    t.shot(("ball", "cue", "12"), ("cushion", "12", "left"),
           choices={"take": ["9"], "play": "offender"}, taken=["9"], place=HOUSE_SPOT)  # fmt: skip
    lines = t.judge(DYN)
    assert lines[1]["ball_in_hand"] == {"player": None, "area": "house"}
    assert lines[2]["shooter"] == "B" and lines[2]["fouls"] == []


# -- PC: combined pyramid ---------------------------------------------------------------


def test_pc1_first_to_eight() -> None:
    """PC-1: the target is 8 points."""
    assert disciplines.get(COMB).target({}) == 8


def test_pc2_only_the_coloured_ball() -> None:
    """PC-2: striking a numbered ball is wrong_ball."""
    t = after_break()
    t.shot(("ball", "12", "11"), ("cushion", "11", "left"), ball="12")
    assert t.judge(COMB)[1]["fouls"] == ["wrong_ball"]


def test_pc3_svoyak_removal_chosen_by_the_shooter() -> None:
    """PC-3: the shooter removes an object ball of his choice; the point counts at once."""
    t = after_break()
    svoyak(t)
    line = t.judge(COMB)[1]
    assert line["scores"]["B"] == 1 and line["choices"] == [
        {"kind": "remove", "by": "B", "count": 1}
    ]


def test_pc4_break_as_the_general_rules() -> None:
    """PC-4: the break follows P-9…P-11."""
    t = Table()
    t.shot(("ball", "cue", "4"), ("cushion", "9", "left"), place=HOUSE_SPOT)
    assert t.judge(COMB)[0]["fouls"] == ["bad_break"]


def test_pc5_svoyak_gives_the_ball_in_hand_in_the_house_and_a_svoyak_from_hand_scores() -> None:
    """PC-5: after a свояк the shooter plays from the house; a свояк from hand scores again."""
    t = after_break()
    svoyak(t)
    t.shot(("ball", "cue", "9"), ("cushion", "9", "left"), ("pocket", "cue", "head_left"),
           choices={"remove": ["12"]}, taken=["12"], place=HOUSE_SPOT)  # fmt: skip
    lines = t.judge(COMB)
    assert lines[1]["ball_in_hand"] == {"player": "B", "area": "house"}
    assert lines[2]["points"] == 1 and lines[2]["scores"]["B"] == 2


def test_pc6_foul_with_the_cue_ball_down() -> None:
    """PC-6: penalty ball and choice; the cue ball in hand in the house for the next striker."""
    t = after_break()
    t.shot(("cushion", "cue", "left"), ("off_table", "cue"))
    line = t.judge(COMB)[1]
    assert set(line["fouls"]) == {"miss", "off_table"} and line["respot"] == []
    assert line["ball_in_hand"] == {"player": None, "area": "house"}


def test_pc7_no_pocket_restriction_from_the_house() -> None:
    """PC-7 Decision: from hand in the house a ball potted in a head corner pocket counts."""
    t = after_break()
    svoyak(t)
    t.shot(("ball", "cue", "9"), ("pocket", "9", "head_left"), choices={"remove": ["12"]},
           taken=["12"], place=HOUSE_SPOT)  # fmt: skip
    assert t.judge(COMB)[2]["points"] == 1
