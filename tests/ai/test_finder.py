"""The shot finder: deterministic for a seed, inside the contract's limits, legal
placements, the same answer on one core or two, and the ``suggest`` command."""

from __future__ import annotations

import itertools
import json
import math
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from game.ai import LEVELS, suggest
from game.ai.evaluate import Noise, Trial, context_for, evaluate, run_trials
from game.ai.finder import SWEEP_BATCH, SWEEP_MIN_BATCH, clone, sweep_batch
from game.ai.levels import Level
from game.ai.play import apply_suggestion, play_turn
from game.ai.positions import build, match_at
from game.match import Match
from game.physics.api import simulate_detailed
from game.stroke import Stroke

ROOT = Path(__file__).resolve().parents[2]

TINY = Level(
    1, "t", "t", aim_sigma_deg=1.0, speed_sigma=0.1, tip_sigma=0.08, candidates=24, refine=2,
    finalists=3, replays=2, lookahead=1, seconds=120.0, parallel=False,
)  # fmt: skip

DISCIPLINES = ("three_cushion", "seven_pins_classic", "five_pins", "balkline_47_2")


def _plain(s: object) -> dict[str, object]:
    out = dict(s.to_json())  # type: ignore[attr-defined]
    out.pop("seconds")
    return out


@pytest.mark.parametrize("discipline", DISCIPLINES)
def test_deterministic_for_a_seed(discipline: str) -> None:
    m = Match.new(discipline, ["A", "B"])
    a = suggest(m, TINY, seed=7)
    b = suggest(m, TINY, seed=7)
    assert _plain(a) == _plain(b)
    assert m.records == [] and m.ball_in_hand is not None  # the match itself is untouched


def test_same_scores_on_one_core_or_the_pool() -> None:
    p = build("three_cushion", 1)[0]
    ctx = context_for(match_at("three_cushion", p.balls, p.pins))
    trials = [
        Trial(replace(p.known, aim_deg=p.known.aim_deg + k * 0.7), seed=100 + k, replays=3)
        for k in range(24)
    ]
    noise = Noise(0.5, 0.05, 0.05)
    serial = run_trials(ctx, trials, noise)
    pooled = evaluate(ctx, trials, noise, parallel=True)
    assert [(s.value, s.foul, s.points) for s in serial] == [
        (s.value, s.foul, s.points) for s in pooled
    ]


def _check_stroke(stroke: Stroke | dict[str, object], ball: str) -> None:
    s = Stroke.from_json(stroke) if isinstance(stroke, dict) else stroke.check()
    assert s.ball == ball
    assert 0 < s.speed <= 12.0
    assert -1 <= s.side <= 1 and -1 <= s.height <= 1
    assert math.hypot(s.side, s.height) < 0.6  # never a deliberate miscue
    assert 0 <= s.elevation_deg <= 89
    assert math.isfinite(s.aim_deg)


@pytest.mark.parametrize("discipline", DISCIPLINES)
def test_limits_and_legal_placement_over_a_game(discipline: str) -> None:
    """A few turns of a game: every stroke inside the limits, every placement legal."""
    m = Match.new(discipline, ["A", "B"])
    for shot in range(3):
        if m.over:
            break
        hand = m.ball_in_hand
        s = suggest(m, TINY, seed=shot)
        _check_stroke(s.stroke, m.next_ball)
        if hand is None:
            assert s.place is None
        else:
            assert s.place is not None
            area = m.hand_area
            assert area is None or area.contains(s.place)
            clone(m).place_ball(hand, s.place)  # raises if the spot is illegal
        req = apply_suggestion(m, s)
        m.apply(s.stroke, simulate_detailed(req))


def test_every_refereed_discipline_gets_a_stroke() -> None:
    from game import disciplines

    for d in disciplines.with_referee():
        m = Match.new(d.id, ["A", "B"])
        s, decision = play_turn(m, replace(TINY, candidates=12, finalists=2, lookahead=0), seed=1)
        _check_stroke(s.stroke, s.stroke.ball)
        assert decision.shooter == "A"


def test_finds_the_known_stroke_area() -> None:
    """On bench positions the finder scores at least as often as chance would suggest."""
    ps = build("five_pins", 2)
    scored = 0
    for i, p in enumerate(ps):
        m = match_at("five_pins", p.balls, p.pins)
        s = suggest(m, replace(TINY, candidates=100, aim_sigma_deg=0.1, speed_sigma=0.01), seed=i)
        scored += s.score_chance > 0
    assert scored == len(ps)


def test_levels_are_ordered() -> None:
    assert [lv.number for lv in LEVELS] == [1, 2, 3, 4, 5]
    for lo, hi in itertools.pairwise(LEVELS):
        assert hi.aim_sigma_deg < lo.aim_sigma_deg and hi.candidates > lo.candidates
    assert LEVELS[0].seconds <= 0.5 and LEVELS[-1].seconds <= 5.0


def _run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", "suggest", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )


def test_suggest_command(tmp_path: Path) -> None:
    log = {"discipline": "five_pins", "players": ["A", "B"], "shots": []}
    f = tmp_path / "log.json"
    f.write_text(json.dumps(log))
    r = _run(str(f), "--level", "1", "--seed", "3")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert set(out) >= {"stroke", "place", "expected_points", "foul_risk", "strokes_searched",
                        "seconds"}  # fmt: skip
    _check_stroke(out["stroke"], "white")


def test_suggest_from_a_save(tmp_path: Path) -> None:
    from game.saves.format import document_from_match, encode

    m = Match.new("three_cushion", ["A", "B"])
    play_turn(m, replace(TINY, candidates=20, lookahead=0), seed=2)
    f = tmp_path / "g.kegli"
    f.write_bytes(encode(document_from_match(m)))
    r = _run(str(f), "--level", "1")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["stroke"]["ball"] == m.next_ball


@pytest.mark.parametrize(
    ("args", "stdin"),
    [
        (["-", "--level", "9"], '{"discipline": "five_pins", "players": ["A", "B"]}'),
        (["-"], "not json"),
        (["-"], '{"discipline": "nope", "players": ["A", "B"]}'),
        (["-", "--seconds", "x"], '{"discipline": "five_pins", "players": ["A", "B"]}'),
        (["/no/such/file"], None),
    ],
)
def test_suggest_bad_input(args: list[str], stdin: str | None) -> None:
    r = _run(*args, stdin=stdin)
    assert r.returncode == 2
    assert r.stdout == ""
    assert len(r.stderr.strip().splitlines()) == 1


def test_a_leave_the_engine_refuses_is_worth_nothing(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The quick look at the next shot must not end the whole search when the engine
    refuses the position after a hypothetical stroke (a bench game stopped on one)."""
    import game.ai.finder as finder
    from game.ai.candidates import Candidate, Idea
    from game.errors import InputError

    m = match_at("three_cushion", build("three_cushion", 1)[0].balls)

    def refuse(ctx, trials, noise):  # type: ignore[no-untyped-def]
        raise InputError("balls.o2", "overlaps pin s")

    stroke = Stroke(m.next_ball, aim_deg=90.0, speed=2.0)
    assert finder._leave(m, Candidate(stroke, Idea("sweep")), 0)[1] > 1
    monkeypatch.setattr(finder, "run_trials", refuse)
    assert finder._leave(m, Candidate(stroke, Idea("sweep")), 0) == (0.0, 1)


def test_pooled_replays_are_weighted_by_their_runs() -> None:
    from game.ai.evaluate import Score, pooled

    a = Score(value=1.0, points=10.0, foul=0.0, scored=1.0, near=0.3, runs=4)
    b = Score(value=-2.0, points=-20.0, foul=0.5, scored=0.25, near=0.9, runs=8)
    p = pooled(a, b)
    assert p.runs == 12 and p.near == 0.3  # nearness is the exact stroke's
    assert (p.value, p.points, p.foul, p.scored) == pytest.approx((-1.0, -10.0, 1 / 3, 0.5))


def test_the_second_look_replays_the_best_finalists_again() -> None:
    """Each of the ``verify`` best finalists gets twice the level's replays again."""
    p = build("five_pins", 1)[0]
    m = match_at("five_pins", p.balls, p.pins)
    plain = replace(TINY, lookahead=0, finalists=4, replays=3, verify=0)
    looked = replace(plain, verify=2)
    a, b = suggest(m, plain, seed=3), suggest(m, looked, seed=3)
    assert b.searched - a.searched == 2 * 2 * 3


def test_the_sweep_batch_fits_the_time_left() -> None:
    # No cap (level against level): whole batches, so a game is the same on any machine.
    assert sweep_batch(math.inf, 3.0, 64) == SWEEP_BATCH
    assert sweep_batch(10.0, 0.0, 0) == SWEEP_BATCH  # no pace measured yet
    # 50 ms a stroke (break strokes on the pure engine), 0.61 s left: 12 strokes, not 64.
    assert sweep_batch(0.61, 3.2, 64) == 12
    assert sweep_batch(-0.1, 3.2, 64) == SWEEP_MIN_BATCH
    assert sweep_batch(100.0, 3.2, 64) == SWEEP_BATCH
