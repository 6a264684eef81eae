"""The computer in the pyramid games (rules P, PF, PD, PC): every level returns a stroke the
referee accepts on a full rack and in mid-game, makes the choices the rules ask for (the
penalty ball and who plays, P-21/P-22; the removal after a свояк, PC-3), places the ball in
hand where it may go (P-25, P-26), strikes any ball in free pyramid (PF-2), and is the same
for a seed. Searches here are short (a time cap or a tiny budget); strength is measured by
``python -m game.ai_bench``, not here."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest

from game import disciplines
from game.ai import LEVELS, finder, suggest
from game.ai.candidates import Candidate, Idea, generate, idea_from_pockets, strikers, stroke_for
from game.ai.evaluate import Noise, context_for
from game.ai.levels import Level
from game.ai.play import apply_suggestion, play_turn
from game.ai.positions import match_at
from game.ai.pots import pot_speed, pots
from game.ai.taking import ball_to_take, narrowed
from game.events import Event, EventType
from game.match import Match
from game.physics.api import simulate_detailed
from game.rules import pyramid_choices
from game.rules.pyramid_table import in_house
from game.stroke import Stroke

GAMES = ("pyramid_free", "pyramid_dynamic", "pyramid_combined")
R = 0.034
TABLE = "pyramid-12ft"

TINY = Level(
    1, "t", "t", aim_sigma_deg=0.2, speed_sigma=0.02, tip_sigma=0.02, candidates=40, refine=2,
    finalists=3, replays=2, lookahead=1, seconds=120.0, parallel=False,
)  # fmt: skip

# A short look for every level: its own hand (the noise) and level number (ball-in-hand
# spots, depth), with a budget of a dozen strokes; on the break (sixteen balls, the slowest
# strokes) also a time cap, as the window has, so the later spots are skipped.
CAP = 60.0
BREAK_CAP = 0.05


def small(number: int) -> Level:
    lvl = LEVELS[number - 1]
    return replace(lvl, candidates=12, refine=1, finalists=2, replays=1, verify=0,
                   lookahead=0, parallel=False)  # fmt: skip


def _after_break(discipline: str) -> Match:
    """A match after a legal break with nothing pocketed (P-10): a firm full hit on the apex."""
    m = Match.new(discipline, ["A", "B"])
    m.place_ball("cue", (0.0, -1.3))
    stroke = Stroke("cue", 90.0, 5.0)
    decision = m.apply(stroke, simulate_detailed(m.request_for(stroke)))
    assert not decision.fouls
    return m


def _play(m: Match, level: Level, seed: int, cap: float = CAP) -> None:
    """The suggestion made and struck exactly: the referee refuses anything illegal."""
    s = suggest(m, level, seed=seed, seconds=cap, parallel=False)
    if s.choice is not None:
        assert s.choice in m.choices
    req = apply_suggestion(m, s)
    if req is None:
        return
    assert s.stroke.ball in m.position.balls
    m.apply(s.stroke, simulate_detailed(req))


@pytest.mark.parametrize("discipline", GAMES)
@pytest.mark.parametrize("number", [1, 2, 3, 4, 5])
def test_every_level_breaks_legally_from_the_house(discipline: str, number: int) -> None:
    # P-9: the coloured ball from hand in the house.
    m = Match.new(discipline, ["A", "B"])
    area = m.hand_area
    assert area is not None
    s = suggest(m, small(number), seed=number, seconds=BREAK_CAP, parallel=False)
    assert s.stroke.ball == "cue" and s.place is not None and area.contains(s.place)
    _play(m, small(number), number, BREAK_CAP)
    assert len(m.records) == 1 and m.records[0].stroke.place == s.place


@pytest.mark.parametrize("discipline", GAMES)
@pytest.mark.parametrize("number", [1, 2, 3, 4, 5])
def test_every_level_plays_on_in_mid_game(discipline: str, number: int) -> None:
    m = _after_break(discipline)
    before = len(m.records)
    _play(m, small(number), 10 * number)
    assert len(m.records) == before + 1


def test_free_pyramid_strikes_any_ball_but_breaks_with_the_coloured_one() -> None:
    # PF-2: any ball may be struck; P-9: the break is the coloured ball's.
    m = Match.new("pyramid_free", ["A", "B"])
    m.place_ball("cue", (0.0, -1.3))
    assert strikers(context_for(m)) == ["cue"]
    after = _after_break("pyramid_free")
    ctx = context_for(after)
    assert strikers(ctx) == sorted(after.position.balls)
    assert {c.stroke.ball for c in generate(ctx, 200, 2, 0)} - {"cue"}
    combined = _after_break("pyramid_combined")
    assert {c.stroke.ball for c in generate(context_for(combined), 200, 2, 0)} == {"cue"}


def test_a_pot_for_another_ball_is_found_and_made() -> None:
    # PF-2: the coloured ball has no pot here; the 5 has an easy one on the 8.
    balls = {"cue": (0.135, 1.374), "5": (0.291, 1.458), "8": (0.57, 1.669)}
    assert not [p for p in pots(balls, ["cue"], TABLE, R) if not p.svoyak]
    best = pots(balls, sorted(balls), TABLE, R)[0]
    assert (best.striker, best.ball, best.pocket) == ("5", "8", "foot_right")
    m = match_at("pyramid_free", balls)
    s, decision = play_turn(m, TINY, seed=1, exact=True)
    assert decision is not None and decision.points >= 1 and not decision.fouls
    assert s.expected_points > 0


def test_a_svoyak_line_follows_the_tangent_into_the_pocket() -> None:
    # P-5: the struck ball itself into the pocket off the object ball.
    balls = {"cue": (0.0, 0.0), "3": (0.6, 0.0)}
    found = [p for p in pots(balls, ["cue"], TABLE, R) if p.svoyak and p.pocket == "side_right"]
    assert not found  # the side pocket lies straight behind the 3: no tangent line there
    balls = {"cue": (0.0, -0.5), "3": (0.3, -0.2)}
    lines = [p for p in pots(balls, ["cue"], TABLE, R) if p.svoyak]
    assert lines and all(p.striker == "cue" and p.ball == "3" for p in lines)


def test_the_ball_in_hand_goes_in_the_house_behind_a_ball_that_is_on() -> None:
    # PC-5, P-25, P-26: after a свояк the cue ball is in hand in the house; balls in the
    # house are not on, so no spot is chosen behind one.
    balls = {"cue": (0.0, 0.5), "6": (0.2, -0.4), "9": (-0.3, -1.5)}
    m = match_at("pyramid_combined", balls)
    m._states = [replace(m._states[-1], hand="house")]
    m.opening = Match.new("pyramid_combined", ["A", "B"]).opening
    m.opening = replace(m.opening, position=m.position)
    m._hand_placed = False
    s = suggest(m, TINY, seed=3, parallel=False)
    area = m.hand_area
    assert area is not None and s.place is not None and area.contains(s.place)
    assert in_house(s.place, m.table)
    assert s.idea.ball != "9"


def _fouled(discipline: str) -> Match:
    """After a foul (P-13a: the cue ball meets nothing), with the penalty ball and the
    choice of who plays due (P-21, P-22)."""
    m = _after_break(discipline)
    cue = m.position.balls["cue"]
    aim = 270.0 if cue[1] > -1.0 else 180.0 if cue[0] > 0 else 0.0
    stroke = Stroke("cue", aim, 0.3)
    decision = m.apply(stroke, simulate_detailed(m.request_for(stroke)))
    assert "miss" in decision.fouls
    return m


@pytest.mark.parametrize("discipline", ["pyramid_free", "pyramid_combined"])
def test_the_penalty_ball_and_who_plays_are_chosen_as_offered(discipline: str) -> None:
    m = _fouled(discipline)
    offered = m.choices
    kinds = {k for text in offered for k in pyramid_choices.decode(text, "c")}
    assert kinds == {"take", "play"}
    kept = narrowed(m, offered)
    # P-21: one ball is taken, and P-22's two answers are both searched.
    assert len(kept) == 2 and {pyramid_choices.decode(t, "c")["take"] for t in kept} == {
        pyramid_choices.decode(kept[0], "c")["take"]
    }
    chooser = m.next_player
    s = suggest(m, TINY, seed=5, parallel=False)
    assert s.choice in kept and set(s.options) == set(kept)
    req = apply_suggestion(m, s)
    taken = pyramid_choices.decode(s.choice or "", "c")["take"]
    assert taken not in m.position.balls
    plays_self = pyramid_choices.decode(s.choice or "", "c")["play"] == "self"
    assert (m.next_player == chooser) == plays_self
    assert req is not None  # someone strikes next; the search returned his stroke
    m.apply(s.stroke, simulate_detailed(req))


def test_the_ball_taken_is_the_hardest_to_pot() -> None:
    # The 7 hangs in the jaws of a corner pocket; the 2 lies tight on a cushion behind others.
    balls = {
        "cue": (0.0, -0.5),
        "7": (0.80, 1.69),
        "2": (-0.85, 0.5),
        "3": (-0.78, 0.5),
        "4": (-0.85, 0.43),
        "5": (-0.85, 0.57),
    }
    m = match_at("pyramid_combined", balls)
    assert ball_to_take(m, ["2", "7"]) == "2"


def test_deterministic_for_a_seed() -> None:
    m = _after_break("pyramid_free")
    a = suggest(m, TINY, seed=11, parallel=False).to_json()
    b = suggest(m, TINY, seed=11, parallel=False).to_json()
    a.pop("seconds")
    b.pop("seconds")
    assert a == b


def test_no_time_cap_still_looks_at_the_leave() -> None:
    # Level against level searches without a time cap (``seconds=inf``): the leave is then
    # looked at for every finalist the level asks for, not cut to what fits in the time.
    m = _after_break("pyramid_free")
    s = suggest(m, TINY, seed=5, seconds=math.inf, parallel=False)
    capped = suggest(m, replace(TINY, lookahead=0), seed=5, seconds=math.inf, parallel=False)
    assert s.searched > capped.searched


def test_the_leave_of_a_hard_pot_counts_its_miss() -> None:
    # A long cut of the 3 into the far corner: played exactly it drops and the next ball is
    # on (a leave for the shooter); with a hand that makes it three times in ten, the
    # misses leave the table to the opponent, and that is what the leave weighs then.
    balls = {"cue": (-0.4, -1.2), "3": (0.45, 1.2), "5": (-0.3, 0.4), "7": (0.3, -0.3),
             "9": (-0.5, 0.9)}  # fmt: skip
    m = match_at("pyramid_combined", balls)
    (p,) = [p for p in pots(balls, ["cue"], TABLE, R) if p.ball == "3" and not p.svoyak]
    cand = Candidate(stroke_for("cue", p.aim_deg, pot_speed(p), 0.0, 0.0), Idea("cut", "3"))
    exact, _ = finder._leave(m, cand, 0)
    weighed, searched = finder._leave(m, cand, 0, Noise(1.0, 0.1, 0.05), keep=0.3)
    assert exact > 0 > weighed
    # A sure pot (kept every time) leaves what the exact play leaves.
    assert finder._leave(m, cand, 0, Noise(1.0, 0.1, 0.05), keep=1.0)[0] == exact
    assert searched > 2 * finder.LOOK_STROKES


def test_only_the_master_weighs_what_a_miss_leaves() -> None:
    # A level fact (levels.py), not a rule of the search: the fifth level is the one that
    # will not go for a hard ball that leaves the table open when it stays out.
    assert [lv.miss_leave for lv in LEVELS] == [False, False, False, False, True]


def test_the_words_name_the_pot_and_the_pocket() -> None:
    # What a played stroke pocketed: the object ball and its pocket; else a свояк.
    pot = [
        Event(t=0.0, type=EventType.STRIKE, ball="cue"),
        Event(t=0.2, type=EventType.BALL, a="cue", b="4"),
        Event(t=0.9, type=EventType.POCKET, ball="4", pocket="foot_left"),
    ]
    idea = idea_from_pockets(pot, "cue")
    assert idea is not None and (idea.kind, idea.ball, idea.target) == (
        "object_to_pocket", "4", "foot_left")  # fmt: skip
    own = [*pot[:2], Event(t=0.8, type=EventType.POCKET, ball="cue", pocket="side_right")]
    idea = idea_from_pockets(own, "cue")
    assert idea is not None and (idea.kind, idea.ball, idea.target) == ("svoyak", "4", "side_right")


def test_the_computer_plays_every_refereed_discipline() -> None:
    for d in disciplines.REGISTRY.values():
        assert d.computer_plays == d.refereed, d.id
    assert all(disciplines.get(g).pocket_game for g in GAMES)
