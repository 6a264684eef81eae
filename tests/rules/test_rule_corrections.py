"""Rule corrections from the referee audit: 5P-4 (the deciding game lagged again), C-5 (the
breaker plays the marked ball, ``white``), CT-2 (team events' tie-breaks)."""

from __future__ import annotations

import random

import pytest

from game.errors import InputError
from game.match import Match
from game.physics.api import simulate_detailed
from game.rules.standings import team_standings
from game.stroke import Stroke
from tests.rules.carom_kit import run, shot

HIT = ("ball", "white", "yellow")
Y_HIT = ("ball", "yellow", "white")

# Best of three to 2 points: A wins game 1 (A broke), B wins game 2 (B broke): one each.
LEVEL = [
    shot("white", HIT, ("down", "n", "yellow")),
    shot("yellow", Y_HIT, ("down", "n", "white")),
]


def test_5p_4_the_deciding_game_is_lagged_again() -> None:
    """Rule 5P-4: with the games level and one left, the break is lagged again: the judge
    says ``"next": null`` with ``"lag": true``; the next shot names the lag's winner."""
    lines = run("five_pins", [*LEVEL, {**shot("white", HIT), "breaker": "A"}],
                target=2, games=2)  # fmt: skip
    assert lines[0]["next"] == "B" and "lag" not in lines[0]  # game 2: breaks alternate
    assert lines[1]["extra"]["games"] == {"A": 1, "B": 1}
    assert lines[1]["next"] is None and lines[1]["lag"] is True
    assert lines[1]["next_ball"] is None and lines[1]["ball_in_hand"] is None
    # A won the lag and breaks with his own ball (white, 5P-4), though B broke last.
    assert lines[2]["shooter"] == "A" and lines[2]["fouls"] == []
    assert lines[2]["extra"]["game"] == 3


def test_5p_4_the_lag_winner_may_be_the_other_player() -> None:
    lines = run("five_pins", [*LEVEL, {**shot("yellow", Y_HIT), "breaker": "B"}],
                target=2, games=2)  # fmt: skip
    assert lines[2]["shooter"] == "B" and lines[2]["fouls"] == []


def test_5p_4_a_log_without_the_breaker_keeps_alternating() -> None:
    """Backward compatible: a log written before the lag was logged breaks alternately."""
    lines = run("five_pins", [*LEVEL, shot("white", HIT)], target=2, games=2)
    assert lines[2]["shooter"] == "A"


def test_5p_4_a_breaker_only_where_a_lag_is_due() -> None:
    with pytest.raises(InputError, match=r"shots\[1\]\.breaker"):
        run("five_pins", [LEVEL[0], {**LEVEL[1], "breaker": "B"}], target=2, games=2)
    with pytest.raises(InputError, match=r"shots\[2\]\.breaker"):
        run("five_pins", [*LEVEL, {**shot("white", HIT), "breaker": "Z"}], target=2, games=2)


def _play(m: Match, stroke: Stroke) -> None:
    if m.ball_in_hand is not None:
        m.place_ball_anywhere()
    m.apply(stroke, simulate_detailed(m.request_for(stroke)))


def test_5p_4_the_match_waits_for_the_lag_and_saves_it() -> None:
    """The match: nobody to play until the lag is won; the winner breaks from the bottom
    half with his own ball; the log (a save) carries the breaker and is judged again."""
    from game.saves.format import document_from_match, encode
    from game.saves.load import load_bytes

    rng = random.Random(3)
    m = Match.new("five_pins", ["A", "B"], options={"target": 2, "games": 2})
    for _ in range(3000):
        if m.over or m.lag_due:
            break
        s = Stroke(ball=m.next_ball, aim_deg=rng.uniform(0, 360), speed=rng.uniform(1, 5))
        _play(m, s)
    if not m.lag_due:
        pytest.skip("random play did not level the games")
    assert m.next_player is None and m.ball_in_hand is None
    with pytest.raises(InputError, match="breaker"):
        request = {"table": "carom-match", "balls": {"white": [0, -1]},
                   "stroke": {"ball": "white", "aim_deg": 90, "speed": 1}}  # fmt: skip
        m.apply(Stroke("white", 90.0, 1.0), simulate_detailed(request))
    m.lag_won("B")
    assert (m.next_player, m.next_ball, m.ball_in_hand) == ("B", "yellow", "yellow")
    assert m.hand_area is not None and m.hand_area.name == "bottom_half"
    _play(m, Stroke("yellow", 90.0, 3.0))
    assert m.records[-1].breaker == "B" and m.to_log()["shots"][-1]["breaker"] == "B"
    back = load_bytes(encode(document_from_match(m)))
    assert back.match.scores == m.scores and back.match.next_player == m.next_player


@pytest.mark.parametrize("discipline", ["three_cushion", "balkline_47_2", "five_pins"])
@pytest.mark.parametrize("first", ["A", "B"])
def test_c_5_the_breaker_plays_the_marked_ball(discipline: str, first: str) -> None:
    """Rule C-5 Decision: the breaker plays the marked ball, ``white``, and the other player
    the other one (5P-4 in five pins: the first named plays white, whoever breaks)."""
    m = Match.new(discipline, ["A", "B"], first=first)
    other = "B" if first == "A" else "A"
    if discipline == "five_pins":
        want = {"A": "white", "B": "yellow"}
    else:
        want = {first: "white", other: "yellow"}
    assert m.next_player == first and m.next_ball == want[first]
    assert m.cue_balls() == want


def _game(a: str, b: str, sa: int, sb: int, innings: object = 10) -> dict[str, object]:
    return {"players": [a, b], "scores": {a: sa, b: sb}, "innings": innings,
            "high_runs": {a: 3, b: 3}}  # fmt: skip


TEAMS_NS = {"North": ["Anna", "Boris"], "South": ["Chen", "Dana"]}
TEAMS_NE = {"North": ["Anna", "Boris"], "East": ["Eva", "Fedir"]}
TEAMS_SE = {"South": ["Chen", "Dana"], "East": ["Eva", "Fedir"]}


def test_ct_2_team_ties_go_to_game_points_then_team_average() -> None:
    """Rule CT-2: team matches give 2 match points a win, 1 a draw; ties on match points
    are broken by the game points over the whole event, then by the best team average."""
    matches = [
        # North beats South: a won game and a drawn one, game points 3 to 1.
        {"teams": TEAMS_NS, "games": [_game("Anna", "Chen", 30, 10), _game("Boris", "Dana",
                                                                             20, 20)]},
        # South beats East 2 games to 0: game points 4 to 0.
        {"teams": TEAMS_SE, "games": [_game("Chen", "Eva", 30, 5), _game("Dana", "Fedir", 30, 5)]},
        # East beats North 1 game and a draw to a draw: game points 3 to 1.
        {"teams": TEAMS_NE, "games": [_game("Eva", "Anna", 30, 29), _game("Fedir", "Boris",
                                                                            10, 10)]},
    ]  # fmt: skip
    table = team_standings(matches)["table"]
    # Every team won one match (2 match points each): game points decide.
    assert [r["match_points"] for r in table] == [2, 2, 2]
    assert [(r["team"], r["game_points"]) for r in table] == [("South", 5), ("North", 4),
                                                               ("East", 3)]  # fmt: skip


def test_ct_2_equal_game_points_go_to_the_team_average() -> None:
    matches = [
        {"teams": TEAMS_NS, "games": [_game("Anna", "Chen", 30, 10), _game("Boris", "Dana",
                                                                             10, 30)]},
    ]  # fmt: skip
    table = team_standings(matches)["table"]
    assert [r["match_points"] for r in table] == [1, 1]  # a drawn team match
    assert [r["game_points"] for r in table] == [2, 2]
    # 40 points each; South took fewer innings, so its team average is the better one.
    matches[0]["games"][1] = _game("Boris", "Dana", 10, 30, innings={"Boris": 10, "Dana": 5})
    table = team_standings(matches)["table"]
    assert table[0]["team"] == "South" and table[0]["team_average"] > table[1]["team_average"]
