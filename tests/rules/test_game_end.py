"""Why a game ended: the referee's GameResult and the judge output's ``end``, per rule."""

from __future__ import annotations

from game.rules.model import GameResult, Termination
from game.tables import SEVEN_PINS
from tests.rules import seven_pins_kit as sp
from tests.rules.carom_kit import W_CAROM, Y_CAROM, Y_MISS, decide, run, shot

ONE_OUT = {"white": [0.3, 0.5], "yellow": [-0.62, -1.33], "red": [0.1, 0.2]}
HIT = ("ball", "white", "yellow")  # five pins: A's correct first contact
Y_HIT = ("ball", "yellow", "white")


def ends(lines: list[dict[str, object]]) -> list[object]:
    return [line["end"] for line in lines]


def win_reasons(line: dict[str, object]) -> list[object]:
    messages = line["messages"]
    assert isinstance(messages, list)
    return [m["params"]["reason"] for m in messages if m["key"] == "7p.win"]


# -- seven pins ---------------------------------------------------------------------------


def test_7c_4_a_total_written_off_ends_the_game_as_total() -> None:
    """Rule 7C-4: the total written off to 0 wins; the end says so, and only once decided."""
    lines = sp.run(sp.shot(*sp.SAFETY), sp.shot(*sp.CAROM), start=5)
    assert ends(lines) == [None, "total"]
    assert lines[-1]["winner"] == "B"
    (decided,) = [d.outcome for d in sp.decide(sp.shot(*sp.CAROM), start=5)]
    assert decided == GameResult.win("A", Termination.TOTAL_WRITTEN_OFF)


def test_7c_16_each_instant_win_names_its_own_reason() -> None:
    """Rule 7C-16: all seven pins, both object balls pocketed, five caroms in a row; the
    end is the reason the referee's win message gives."""
    all_seven = sp.last(sp.shot(*sp.pins_by_o1(*SEVEN_PINS)), start=500)
    pocketed = sp.last(
        sp.shot(("ball", "cue", "o1"), ("ball", "o1", "o2"), ("pocket", "o1"), ("pocket", "o2"))
    )
    caroms = sp.run(*[sp.shot(*sp.CAROM) for _ in range(5)])
    assert ends(caroms) == [None, None, None, None, "five_caroms"]
    for line, why in (
        (all_seven, Termination.ALL_SEVEN_PINS),
        (pocketed, Termination.BOTH_POCKETED),
        (caroms[-1], Termination.FIVE_CAROMS),
    ):
        assert line["winner"] == "A" and line["end"] == why.value
        assert win_reasons(line) == [why.value]


def test_7c_16_an_instant_win_is_the_reason_even_when_the_total_also_reaches_0() -> None:
    """Rules 7C-16 before 7C-4: all seven pins that also write the total off end the game
    as all seven."""
    line = sp.last(sp.shot(*sp.pins_by_o1(*SEVEN_PINS)), start=20)
    assert line["scores"]["A"] == 0 and line["end"] == "all_seven"


# -- carom ---------------------------------------------------------------------------------


def test_c11_the_target_reached_ends_the_game_after_the_equalising_inning() -> None:
    """Rule C-11: the breaker at the target, the other misses his equalising inning."""
    lines = run(
        "free_game",
        [shot("white", *W_CAROM), shot("white", *W_CAROM), shot("yellow", *Y_MISS)],
        target=2,
    )
    assert ends(lines) == [None, None, "target_reached"] and lines[-1]["winner"] == "A"


def test_c11_a_draw_ends_on_the_target_too() -> None:
    """Rule C-11: both at the target after equal innings: a draw, ended by the target."""
    shots = [shot("white", *W_CAROM)] * 2 + [shot("yellow", *Y_CAROM)] * 2
    decisions = decide("free_game", shots, target=2)
    assert decisions[-1].outcome == GameResult.draw(("A", "B"), Termination.TARGET_REACHED)
    assert run("free_game", shots, target=2)[-1]["end"] == "target_reached"


def test_cb4_a_match_of_games_ends_on_the_games_won() -> None:
    """Rule CB-4: each game ends on its target; the match ends on the games won."""
    game = [shot("white", *W_CAROM, final=ONE_OUT), shot("yellow", *Y_MISS, final=ONE_OUT)]
    decisions = decide("balkline_47_2", game * 3, target=1, games=2)
    game_ends = [d.game_end.outcome for d in decisions if d.game_end is not None]
    assert [r.termination for r in game_ends] == [Termination.TARGET_REACHED] * 3
    assert decisions[-1].outcome == GameResult.win("A", Termination.GAMES_WON)
    lines = run("balkline_47_2", game * 3, target=1, games=2)
    assert ends(lines) == [None] * 5 + ["games_won"]


# -- five pins -----------------------------------------------------------------------------


def test_5p_2_one_game_ends_on_the_target_a_longer_match_on_its_games() -> None:
    """Rule 5P-2: first to the target wins the game; first to N games wins the match."""
    first_game = [
        shot("white", HIT, ("down", "n", "yellow")),
        shot("yellow", Y_HIT, ("down", "n", "white"), ("down", "s", "white")),
    ]
    one = decide("five_pins", first_game, target=4)
    assert one[-1].outcome == GameResult.win("B", Termination.TARGET_REACHED)
    second_game = [
        shot("yellow", Y_HIT, ("down", "e", "white")),
        shot("white", HIT),
        shot("yellow", Y_HIT, ("down", "w", "white")),
    ]
    match = decide("five_pins", first_game + second_game, target=4, games=2)
    assert [d.outcome for d in match[:-1]] == [None] * 4
    assert match[-1].outcome == GameResult.win("B", Termination.GAMES_WON)
