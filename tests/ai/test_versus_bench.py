"""``python -m game.ai_bench --games``: level-against-level games are the same for a seed
on any machine (stroke budgets, no time cap), and a run writes each finished game to a
JSON lines file, so it can be split into shards and continued."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

import game.ai_bench as bench
from game.ai.levels import LEVELS, Level

# Small budgets so the games take seconds; the two levels still differ in their hand. A 1 ms
# time cap: a search that read the clock would be cut short and differ from run to run.
SMALL = {
    n: replace(
        LEVELS[n - 1],
        candidates=20 + 4 * n,
        refine=2,
        finalists=3,
        replays=2,
        lookahead=0,
        seconds=0.001,
    )
    for n in (1, 2)
}


@pytest.fixture
def small(monkeypatch: pytest.MonkeyPatch) -> None:
    def small_level(n: int) -> Level:
        return SMALL[n]

    monkeypatch.setattr(bench, "level", small_level)


def _plain(rows: list[dict[str, object]]) -> list[dict[str, object]]:
    return [{k: v for k, v in r.items() if k != "seconds"} for r in rows]


ARGS = (["five_pins"], [(2, 1)], 2, True)


def test_games_are_written_once_and_the_run_continues(small, tmp_path: Path) -> None:
    out = tmp_path / "versus.jsonl"
    first = bench.bench_matches(*ARGS, out=out, shard=(0, 2))
    assert [r["game"] for r in first] == [0]
    second = bench.bench_matches(*ARGS, out=out)  # the rest of the run
    assert [r["game"] for r in second] == [1]
    assert bench.bench_matches(*ARGS, out=out) == []  # nothing left to play
    with out.open("a", encoding="utf-8") as f:
        f.write('{"kind": "game", "discipl')  # a run killed while writing
    rows = bench.read_results(out)
    assert _plain(rows) == _plain(first + second)
    (s,) = bench.summary(rows)
    assert (s["games"], s["higher"], s["lower"]) == (2, 2, 1)
    assert s["higher_wins"] == sum(bool(r["higher_won"]) for r in rows)
    for r in rows:
        assert r["finished"] and r["winner"] in ("L1", "L2")
        assert max(r["scores"].values()) >= 20  # the short five-pins target


def test_a_game_is_the_same_for_its_seed(small, tmp_path: Path) -> None:
    a = bench.play_versus("five_pins", 2, 1, 1, {"target": 20}, parallel=False)
    b = bench.play_versus("five_pins", 2, 1, 1, {"target": 20}, parallel=False)
    assert _plain([a]) == _plain([b])
    assert a["first"] == "L1"  # odd games: the lower level breaks


def test_results_of_other_level_settings_are_not_counted(small, tmp_path: Path) -> None:
    out = tmp_path / "versus.jsonl"
    bench.bench_matches(*ARGS, out=out)
    rows = bench.read_results(out)
    stale = dict(rows[0], levels_id="000000000000", game=7)
    out.write_text("".join(json.dumps(r) + "\n" for r in [*rows, stale]), encoding="utf-8")
    (s,) = bench.summary(bench.read_results(out))
    assert s["games"] == 2


def test_a_game_at_the_shot_limit_is_decided_on_the_score_sheet(
    small, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seven pins counts down (7C-4): at the shot limit the level with fewer points left is
    ahead, and the game counts for it (the summary says how many were decided so)."""
    monkeypatch.setattr(bench, "VERSUS_SHOT_LIMIT", 6)
    row = bench.play_versus("seven_pins_classic", 2, 1, 0, {"start_total": 300}, parallel=False)
    assert not row["finished"] and row["winner"] is None and row["shots"] == 6
    left = row["scores"]
    ahead = None if left["L1"] == left["L2"] else min(left, key=left.get)
    assert row["leader"] == ahead
    assert row["higher_won"] is (ahead == "L2")
    (s,) = bench.summary([row])
    assert s["unfinished"] == 1 and s["unfinished_higher_ahead"] == int(ahead == "L2")


@pytest.mark.parametrize(
    ("discipline", "scores", "ahead"),
    [
        ("seven_pins_classic", {"A": 120, "B": 85}, "B"),  # 7C-4: fewer points left
        ("seven_pins_classic", {"A": 85, "B": 85}, None),
        ("three_cushion", {"A": 12, "B": 9}, "A"),
    ],
)
def test_the_leader_on_the_score_sheet(discipline: str, scores: dict[str, int], ahead) -> None:  # type: ignore[no-untyped-def]
    from game.ai.play import leader
    from game.match import Match

    m = Match.new(discipline, ["A", "B"])
    monkey = type("M", (), {"discipline": m.discipline, "scores": scores})()
    assert leader(monkey) == ahead  # type: ignore[arg-type]


def test_rack_times_give_the_median_and_longest_of_the_repeats(small) -> None:
    # Level 1 under its (tiny) cap: one row per position, each from as many suggestions
    # as asked, seeds 0, 1, …
    rows = bench.rack_times(["pyramid_free"], [1], repeats=3)
    assert [r["position"] for r in rows] == ["break", "after_break"]
    assert rows[0]["balls"] == 16 and rows[1]["balls"] <= 16
    for r in rows:
        assert r["repeats"] == 3 and 0 < r["seconds"] <= r["max_seconds"]
