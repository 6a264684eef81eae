"""Round-robin tournaments (game/tournament.py): circle-method schedule, standings from
finished games (rules CT-1, CT-2), play-off, save and resume, bad input."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from game.errors import InputError
from game.match import Match
from game.rules.model import GameResult, Termination
from game.saves.format import encode
from game.saves.problems import SaveError
from game.stroke import Stroke
from game.tournament import Tournament, game_result, rounds, schedule
from tests.tournament_kit import DISCIPLINE, OPTIONS, finish, miss, point


def _new(players: list[str]) -> Tournament:
    return Tournament.new(DISCIPLINE, players, OPTIONS)


@pytest.mark.parametrize("n", range(3, 9))
def test_circle_method_meets_everyone_once_and_nobody_twice_a_round(n: int) -> None:
    players = [f"P{i}" for i in range(n)]
    rs = rounds(players)
    assert len(rs) == (n if n % 2 else n - 1)
    for rnd in rs:
        seated = [p for pair in rnd for p in pair]
        assert len(seated) == len(set(seated))  # nobody plays twice in one round
        assert len(rnd) == n // 2  # with an odd number exactly one sits out (bye)
    met = sorted(tuple(sorted(p)) for p in schedule(players))
    assert met == sorted(itertools.combinations(sorted(players), 2))
    # Nobody breaks (plays home) more than one game more than anybody else.
    homes = [sum(1 for a, _ in schedule(players) if a == p) for p in players]
    assert max(homes) - min(homes) <= 1 + (n % 2 == 0)


def test_schedule_is_deterministic_and_follows_the_circle_method() -> None:
    assert rounds(["A", "B", "C", "D"]) == [
        [("A", "D"), ("B", "C")],
        [("C", "A"), ("D", "B")],
        [("A", "B"), ("C", "D")],
    ]
    assert schedule(["A", "B", "C"]) == [("B", "C"), ("C", "A"), ("A", "B")]


@pytest.mark.parametrize(
    ("players", "field"),
    [
        (["A", "B"], "players"),
        ([f"P{i}" for i in range(9)], "players"),
        (["A", "B", "A"], "players"),
        (["A", "", "C"], "players[1]"),
        (["A", " B", "C"], "players[1]"),
        (["A", "B", 3], "players[2]"),
        ("ABC", "players"),
    ],
)
def test_players_are_three_to_eight_different_names(players: object, field: str) -> None:
    with pytest.raises(InputError) as err:
        Tournament.new(DISCIPLINE, players, OPTIONS)  # type: ignore[arg-type]
    assert err.value.field == field


def test_bad_discipline_and_options_are_refused_at_once() -> None:
    with pytest.raises(InputError) as err:
        Tournament.new("artistic", ["A", "B", "C"])
    assert err.value.field == "discipline"
    with pytest.raises(InputError) as err:
        Tournament.new(DISCIPLINE, ["A", "B", "C"], {"target": 0})
    assert err.value.field == "options.target"


def test_games_follow_the_schedule_and_feed_the_standings_ct1() -> None:
    t = _new(["Anna", "Bohdan", "Carl"])
    assert t.table_rows()[0]["rank"] is None  # nothing played yet: everyone listed, unranked
    seen = []
    while not t.round_robin_done:
        m = t.start_next()
        seen.append(tuple(m.config.players))
        assert m.config.first == m.config.players[0]
        assert t.start_next() is m  # asking again while it is played gives the same game
        finish(m, breaker_wins=m.config.players[0] != "Carl")
        t.record(m)
        assert t.current is None
    assert seen == t.pairings == [("Bohdan", "Carl"), ("Carl", "Anna"), ("Anna", "Bohdan")]
    table = t.standings()["table"]
    # Bohdan beat Carl, Carl drew with Anna, Anna beat Bohdan; CT-1: won 2, drawn 1.
    points = {r["player"]: r["match_points"] for r in table}
    assert points == {"Anna": 3, "Bohdan": 2, "Carl": 1}
    assert [r["player"] for r in table] == ["Anna", "Bohdan", "Carl"]
    assert t.champion == "Anna" and t.finished and t.next_pairing() is None
    with pytest.raises(InputError):
        t.start_next()


def test_playoff_when_the_top_two_are_level_ct2() -> None:
    t = _new(["A", "B", "C", "D"])
    # A table where exactly the top two end level on match points.
    winners_home = {("A", "D"): True, ("B", "C"): True, ("C", "A"): False,
                    ("D", "B"): False, ("A", "B"): False, ("C", "D"): True}  # fmt: skip
    for pairing in t.pairings:
        m = t.start_next()
        finish(m, breaker_wins=winners_home[pairing])
        t.record(m)
    # A: beat D, beat C, drew B -> 5; B: beat C, beat D, drew A -> 5; C: 2; D: 0.
    st = t.standings()
    assert st["playoff"] and sorted(st["playoff_players"]) == ["A", "B"]
    assert t.champion is None and not t.finished
    first = t.next_pairing()
    assert first is not None and sorted(first) == ["A", "B"]
    m = t.start_next()
    finish(m, breaker_wins=False)  # a drawn play-off decides nothing: play another
    t.record(m)
    second = t.next_pairing()
    assert second == (first[1], first[0])  # the break alternates
    m = t.start_next()
    finish(m)
    t.record(m)
    assert t.champion == second[0]
    # Play-offs do not enter the standings (CT-2).
    assert t.standings() == st


def test_game_result_sums_c13_statistics() -> None:
    m = Match.new(DISCIPLINE, ["A", "B"], "A", OPTIONS)
    with pytest.raises(InputError):
        game_result(m)
    point(m)
    miss(m)
    assert game_result(m) == {
        "players": ["A", "B"],
        "scores": {"A": 1, "B": 0},
        "innings": {"A": 1, "B": 1},
        "high_runs": {"A": 1, "B": 0},
        "winner": "A",
    }


def test_seven_pins_result_counts_points_written_off_rule_7c4() -> None:
    m = Match.new("seven_pins_classic", ["A", "B"], "A", {"start_total": 10})
    carom = {
        "events": [
            {"t": 0.0, "type": "strike", "ball": "cue"},
            {"t": 0.1, "type": "ball", "a": "cue", "b": "o1"},
            {"t": 0.2, "type": "ball", "a": "cue", "b": "o2"},
            {"t": 0.3, "type": "rest"},
        ],
        "final": {
            "balls": {k: list(v) for k, v in m.position.balls.items()},
            "pins_standing": sorted(m.position.pins),
            "pins_down": [],
            "pocketed": [],
            "off_table": [],
        },
    }
    stroke = Stroke("cue", 90.0, 1.0)
    m.place_ball("cue", m.position.balls["cue"])
    m.apply_logged(stroke, carom)  # 7C-15: carom 5, plays on
    m.apply_logged(stroke, carom)  # 5 more: total 0, A wins (7C-4)
    assert m.outcome == GameResult.win("A", Termination.TOTAL_WRITTEN_OFF)
    r = game_result(m)
    assert r["scores"] == {"A": 10, "B": 0}
    assert r["innings"] == {"A": 1, "B": 0}
    assert r["high_runs"] == {"A": 10, "B": 0}


def test_record_refuses_a_game_out_of_order() -> None:
    t = _new(["A", "B", "C"])
    wrong = Match.new(DISCIPLINE, ["A", "B"], "A", OPTIONS)
    finish(wrong)
    with pytest.raises(InputError) as err:
        t.record(wrong)
    assert err.value.field == "games[0].players"
    unfinished = t.start_next()
    with pytest.raises(InputError):
        t.record(unfinished)


def test_save_and_resume_mid_game(tmp_path: Path) -> None:
    t = _new(["A", "B", "C"])
    m = t.start_next()
    finish(m)
    t.record(m)
    m = t.start_next()
    point(m)  # the second game is half played
    path = t.save(tmp_path / "cup.kegli-tournament")
    back = Tournament.load(path)
    assert back.players == t.players and back.options == t.options
    assert len(back.games) == 1 and back.results == t.results
    assert back.current is not None
    assert [d.to_json() for d in back.current.decisions] == [d.to_json() for d in m.decisions]
    assert back.current.next_player == m.next_player
    miss(back.current)
    back.record(back.current)
    assert len(back.games) == 2
    # Saved twice: the previous file is kept as a backup beside it.
    back.save(path)
    assert (tmp_path / "cup.kegli-tournament.bak").is_file()
    assert len(Tournament.load(path).games) == 2


def test_resume_judges_every_game_again(tmp_path: Path) -> None:
    t = _new(["A", "B", "C"])
    m = t.start_next()
    finish(m)
    t.record(m)
    doc = t.to_json()
    doc["games"][0]["state"]["scores"] = {"B": 0, "C": 1}  # tampered result
    with pytest.raises(SaveError) as err:
        Tournament.from_json(json.loads(encode(doc)))
    assert err.value.field.startswith("games[0].") and err.value.kind == "mismatch"
    doc = t.to_json()
    doc["games"] = [doc["games"][0], doc["games"][0]]  # the same game twice
    with pytest.raises(SaveError) as err:
        Tournament.from_json(doc)
    assert err.value.field == "games[1].players"
    doc = t.to_json()
    doc["format"] = "kegli-save"
    with pytest.raises(SaveError) as err:
        Tournament.from_json(doc)
    assert err.value.kind == "not_save"
    doc = t.to_json()
    doc["players"] = ["A", "B"]
    with pytest.raises(SaveError) as err:
        Tournament.from_json(doc)
    assert err.value.field == "players" and err.value.kind == "invalid"
    (tmp_path / "cut.kegli-tournament").write_bytes(encode(t.to_json())[:-40])
    with pytest.raises(SaveError) as err:
        Tournament.load(tmp_path / "cut.kegli-tournament")
    assert err.value.kind == "truncated"
