"""Round-robin standings, rules CT-1 and CT-2."""

from __future__ import annotations

import pytest

import game
from game.errors import InputError


def g(a: str, b: str, sa: int, sb: int, inn: int | dict, ra: int, rb: int, **kw: object) -> dict:
    return {
        "players": [a, b],
        "scores": {a: sa, b: sb},
        "innings": inn,
        "high_runs": {a: ra, b: rb},
        **kw,
    }


def test_ct1_won_two_drawn_one() -> None:
    """Rule CT-1: a won game is worth 2 match points, a draw 1."""
    out = game.standings([g("A", "B", 30, 20, 20, 5, 4), g("B", "C", 30, 30, 15, 6, 7)])
    points = {r["player"]: r["match_points"] for r in out["table"]}
    assert points == {"A": 2, "B": 1, "C": 1}
    row_b = next(r for r in out["table"] if r["player"] == "B")
    assert (row_b["won"], row_b["drawn"], row_b["lost"]) == (0, 1, 1)


def test_ct2_ties_by_general_average() -> None:
    """Rule CT-2: below the top, equal match points are ordered by general average."""
    results = [
        g("A", "B", 30, 10, 10, 5, 2),
        g("A", "C", 30, 10, 10, 5, 2),
        g("B", "C", 30, 20, 30, 3, 3),  # B beats C slowly
        g("C", "D", 30, 5, 10, 4, 1),
        g("B", "D", 10, 30, 40, 1, 6),
        g("A", "D", 30, 29, 30, 5, 5),
    ]
    out = game.standings(results)
    table = out["table"]
    assert table[0]["player"] == "A" and table[0]["match_points"] == 6
    # B, C and D all have 2 match points: three level, so averages decide and no play-off.
    assert out["playoff"] is False
    rest = [(r["player"], r["match_points"], r["general_average"]) for r in table[1:]]
    assert [p for p, _, _ in rest] == ["C", "D", "B"]
    assert rest[0][2] == pytest.approx(60 / 50, abs=1e-3)


def test_ct2_top_two_level_need_a_playoff() -> None:
    """Rule CT-2: if the top two tie on match points, a play-off game is flagged."""
    out = game.standings(
        [
            g("A", "B", 30, 20, 20, 5, 4),
            g("B", "C", 30, 10, 15, 9, 3),
            g("A", "C", 12, 30, 20, 3, 8),
            g("B", "D", 30, 0, 10, 8, 0),
            g("A", "D", 30, 0, 10, 9, 0),
            g("C", "D", 0, 30, 10, 0, 5),
        ]
    )
    # A: 4, B: 4, C: 2, D: 2
    assert out["playoff"] is True
    assert sorted(out["playoff_players"]) == ["A", "B"]


def test_ct2_best_single_average_then_high_run() -> None:
    """Rule CT-2: equal general averages -> best single average (won/drawn games only), then
    high run, then name."""
    results = [
        g("A", "X", 20, 30, 10, 4, 5),  # A loses at 2.0 (does not count for best single)
        g("A", "Y", 20, 10, 10, 4, 3),  # A wins at 2.0
        g("B", "X", 10, 30, 10, 9, 5),  # B loses at 1.0
        g("B", "Y", 30, 10, 10, 9, 3),  # B wins at 3.0
        g("X", "Y", 30, 30, 10, 5, 6),
    ]
    out = game.standings(results)
    rows = {r["player"]: r for r in out["table"]}
    assert rows["A"]["general_average"] == rows["B"]["general_average"] == 2.0
    assert rows["A"]["best_single_average"] == 2.0 and rows["B"]["best_single_average"] == 3.0
    order = [r["player"] for r in out["table"]]
    assert order.index("B") < order.index("A")


def test_ct2_high_run_breaks_remaining_tie() -> None:
    """Rule CT-2: same points, averages -> the higher high run ranks first."""
    out = game.standings([g("A", "B", 30, 30, 10, 5, 8)])
    assert [r["player"] for r in out["table"]] == ["B", "A"]
    assert out["playoff"] is True  # two players level at the top


def test_winner_field_overrides_scores() -> None:
    """An explicit ``winner`` (e.g. a five-pins game decided by foul points) is used as is."""
    out = game.standings([g("A", "B", 30, 30, 10, 5, 8, winner="A")])
    assert out["table"][0]["player"] == "A" and out["table"][0]["match_points"] == 2


def test_innings_per_player_and_games_wrapper() -> None:
    out = game.standings({"games": [g("A", "B", 30, 20, {"A": 10, "B": 9}, 5, 4)]})
    rows = {r["player"]: r for r in out["table"]}
    assert rows["B"]["innings"] == 9 and rows["B"]["general_average"] == pytest.approx(2.222)


@pytest.mark.parametrize(
    ("results", "field"),
    [
        ("nope", "results"),
        ([{"players": ["A"], "scores": {}}], "results[0].players"),
        ([g("A", "B", -1, 2, 3, 0, 0)], "results[0].scores.A"),
        (
            [{"players": ["A", "B"], "scores": {"A": 1, "B": 2}, "high_runs": {"A": 1, "B": 1}}],
            "results[0].innings",
        ),
        ([g("A", "B", 1, 2, 3, 1, 1, winner="Z")], "results[0].winner"),
        ({"rounds": []}, "results.games"),
    ],
)
def test_bad_results_name_the_field(results: object, field: str) -> None:
    with pytest.raises(InputError) as err:
        game.standings(results)
    assert err.value.field == field
