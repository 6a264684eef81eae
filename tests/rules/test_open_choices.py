"""The referee's choices where the rules leave a case open, one test each.

Each choice is written down in ``docs/shot-log.md`` ("Referee choices where the rules are
silent"); the test names the rule it settles and the entry that states the choice.
"""

from __future__ import annotations

import pytest

from game import layouts
from tests.rules import carom_kit
from tests.rules.seven_pins_kit import (
    CLASSIC,
    FEDERATION,
    SAFETY,
    decide,
    pins_by_o1,
    run,
    shot,
)

R = layouts.PYRAMID_BALL_R
FROZEN = {"cue": (0.3, 0.3), "o1": (0.3, 0.3 + 2 * R), "o2": (-0.4, 0.5)}


# -- seven pins ------------------------------------------------------------------------------


@pytest.mark.parametrize("discipline", [CLASSIC, FEDERATION])
def test_two_balls_leaving_the_table_cost_five_each(discipline: str) -> None:
    """Rules 7C-20 / 7F-13 ("a ball leaves the table: 5"), shot-log seven pins choice 4:
    each ball that leaves costs 5, so two balls in one shot cost 10 (and the shot's other
    fouls add, 7C-21)."""
    cue_and_ball = decide(
        shot(("ball", "cue", "o1"), ("off", "o1"), ("off", "cue"), final={"o2": (0.1, 0.6)}),
        discipline=discipline,
    )[0]
    assert cue_and_ball.fouls == ("off_table", "off_table")
    assert cue_and_ball.points == -10 and cue_and_ball.scores["A"] == 310
    said = [m.params for m in cue_and_ball.messages if m.key == "7p.foul.off_table"]
    assert said == [{"ball": "o1"}, {"ball": "cue"}]
    assert cue_and_ball.ball_in_hand == "cue"  # 7C-27 / 7F-13: object balls go home
    assert cue_and_ball.respot == layouts.seven_pins_balls(discipline == FEDERATION)
    both_objects = decide(
        shot(("ball", "cue", "o1"), ("ball", "o1", "o2"), ("off", "o1"), ("off", "o2")),
        discipline=discipline,
    )[0]
    assert both_objects.fouls == ("off_table", "off_table") and both_objects.points == -10
    assert set(both_objects.respot) == {"o1", "o2"} and both_objects.ball_in_hand is None
    # Not "both object balls pocketed" (7C-16): leaving the table is no pocket.
    assert both_objects.outcome is None


def test_rollout_that_touches_an_object_ball_anyway_is_still_a_rollout() -> None:
    """Rule 7C-24 ("roll the cue ball without hitting an object ball, penalty 5"),
    shot-log seven pins choice 5: a declared roll-out that meets an object ball anyway stays
    a roll-out: 5, no miss added, nothing it does scores (here a carom and a pin felled by a
    flagged object ball), the turn passes."""
    lines = run(
        shot(*SAFETY, final=FROZEN),  # A passes; B may roll out
        shot(
            ("ball", "cue", "o1"),
            ("cushion", "o1", "foot"),
            ("down", "e", "o1"),
            ("ball", "cue", "o2"),
            call="rollout",
        ),
    )
    line = lines[1]
    assert line["shooter"] == "B" and line["fouls"] == ["rollout"]
    assert line["points"] == -5 and line["scores"]["B"] == 305 and line["next"] == "A"
    assert line["extra"]["shot_value"] == 10 and line["extra"]["penalty"] == 5
    assert line["pins"]["e"] == list(layouts.seven_pins(False)["e"])  # stood back up
    # A foul of its own in the same shot is judged as usual (7C-17, 7C-21): a pin felled
    # by an unflagged object ball costs its value on top of the roll-out.
    direct = run(
        shot(*SAFETY, final=FROZEN),
        shot(("ball", "cue", "o1"), ("down", "e", "o1"), call="rollout"),
    )[1]
    assert direct["fouls"] == ["rollout", "pins_direct"] and direct["points"] == -10


def test_rollout_touching_a_ball_in_federation_offers_the_7f10_choice() -> None:
    """Rules 7C-24 and 7F-10, shot-log seven pins choice 5: the roll-out is a penalty shot,
    so in federation rules the opponent chooses play or replay after it."""
    lines = run(
        shot(*SAFETY, final=FROZEN),
        shot(("ball", "cue", "o1"), call="rollout"),
        discipline=FEDERATION,
    )
    assert lines[1]["fouls"] == ["rollout"] and lines[1]["points"] == -5
    assert lines[1]["choices"] == ["play", "replay"]


# 7C-29: which neighbour a displaced pin goes towards (shot-log seven pins choice 12).
SPOTS = layouts.seven_pins(False)
D = SPOTS["n"][1]  # 73 mm


def _mid(a: str, b: str) -> tuple[float, float]:
    return ((SPOTS[a][0] + SPOTS[b][0]) / 2, (SPOTS[a][1] + SPOTS[b][1]) / 2)


def test_7c_29_a_ball_on_the_kings_side_sends_the_pin_nowhere_sideways() -> None:
    """Rule 7C-29 Decision ("midway ... towards the neighbour in the opposite direction from
    the ball"), shot-log seven pins choice 12: the ball covers pin n's spot from the king's
    side, so no neighbour lies away from it (e and w are square to it, the king towards
    it): n is not sent sideways; it stays off until its spot is free."""
    on_line = (0.0, D - 0.013)
    d = decide(shot(*pins_by_o1("n"), final={"o1": on_line, "o2": (0.5, -0.6)}))[0]
    assert d.pins["n"] is None
    # Beside the spot on e's side, above the line to w: w lies away from the ball, and n
    # goes midway towards it.
    off_line = (0.012, D - 0.005)
    d = decide(shot(*pins_by_o1("n"), final={"o1": off_line, "o2": (0.5, -0.6)}))[0]
    assert d.pins["n"] == pytest.approx(_mid("n", "w"))


def test_7c_29_neighbours_equally_away_take_the_first_free() -> None:
    """Rule 7C-29, choice 12 ties: a ball outside the king's spot on its diagonal has s and
    w equally away; the king goes towards s (table order), or w when s's side is covered."""
    diagonal = (0.02, 0.02)
    d = decide(shot(*pins_by_o1("king"), final={"o1": diagonal, "o2": (0.5, -0.6)}))[0]
    assert d.pins["king"] == pytest.approx(_mid("king", "s"))


def test_7c_29_ball_centred_on_the_spot_takes_the_first_free_neighbour() -> None:
    """Rule 7C-29, shot-log seven pins choice 12: a ball centred on a small pin's spot is
    equally near every neighbour; the place towards the king is covered by that same ball
    (36.5 mm from its centre), so the pin goes towards e instead of staying off."""
    d = decide(shot(*pins_by_o1("n"), final={"o1": SPOTS["n"], "o2": (0.5, -0.6)}))[0]
    assert d.pins["n"] == pytest.approx(_mid("n", "e"))
    said = [m.params["pin"] for m in d.messages if m.key == "7p.pin.midway"]
    assert said == ["n"]
    # Federation pins stand farther apart (7F-2): the place towards the king is free.
    fed_spots = layouts.seven_pins(True)
    fed = decide(
        shot(*pins_by_o1("n"), final={"o1": fed_spots["n"], "o2": (0.5, -0.6)}),
        discipline=FEDERATION,
    )[0]
    assert fed.pins["n"] == pytest.approx((0.0, fed_spots["n"][1] / 2))


# -- carom ------------------------------------------------------------------------------------

W_1C = (("ball", "white", "red"), ("cushion", "white", "foot"), ("ball", "white", "yellow"))
W_3C = carom_kit.W_3C


@pytest.mark.parametrize(
    ("discipline", "carom"),
    [("free_game", carom_kit.W_CAROM), ("one_cushion", W_1C), ("three_cushion", W_3C)],
)
def test_declared_safety_that_makes_a_carom_scores_nothing(
    discipline: str, carom: tuple[tuple[str, ...], ...]
) -> None:
    """Rule C-6 (safety declared before the shot), shot-log carom choice 2: a declared
    safety gives up the run, so a carom made in it scores no point; it is no foul when a
    ball reached a cushion after the contact, and it counts as the player's safety."""
    lines = carom_kit.run(
        discipline,
        [carom_kit.shot("white", *carom, ("cushion", "red", "left"), call="safety")],
    )
    line = lines[0]
    assert line["fouls"] == [] and line["points"] == 0 and line["scores"]["A"] == 0
    assert line["next"] == "B" and "carom.safety" in carom_kit.keys(line)
    assert "carom.point" not in carom_kit.keys(line)


def test_failed_safety_counts_toward_two_safeties_in_a_row() -> None:
    """Rule C-6 ("two safeties in a row by the same player are a foul"), shot-log carom
    choice 10: the declaration is what counts, so a safety that failed its cushion condition
    is still a safety, and the same player's next declared safety is a foul."""
    failed = carom_kit.shot("white", ("ball", "white", "red"), call="safety")
    good = carom_kit.shot(
        "white", ("ball", "white", "red"), ("cushion", "red", "foot"), call="safety"
    )
    lines = carom_kit.run("free_game", [failed, carom_kit.shot("yellow", *carom_kit.Y_MISS), good])
    assert lines[0]["fouls"] == ["safety_no_cushion"]
    assert lines[1]["next"] == "A" and lines[1]["allowed_calls"] == []
    assert lines[2]["fouls"] == ["double_safety"]


@pytest.mark.parametrize("offset", [5e-324, 1e-310, 1e-12])
def test_7c_29_ball_a_hair_off_the_spot_counts_as_centred(offset: float) -> None:
    """Rule 7C-29, shot-log seven pins choice 12: a ball whose centre is a vanishing distance
    off a small pin's spot is centred on it (a subnormal offset divided by zero when the
    direction away from the ball was worked out)."""
    at = (SPOTS["n"][0] + offset, SPOTS["n"][1])
    d = decide(shot(*pins_by_o1("n"), final={"o1": at, "o2": (0.5, -0.6)}))[0]
    assert d.pins["n"] == pytest.approx(_mid("n", "e"))
