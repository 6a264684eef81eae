"""Free game corner triangles (CF) and balkline spaces and anchor squares (CB), judged from
real coordinates on the 2.84 m x 1.42 m match table."""

from __future__ import annotations

import pytest

from game.errors import InputError
from game.rules.balk import anchor_squares, balk_spaces, corner_triangles
from game.rules.carom import Balkline47_2Referee
from game.rules.options import Options
from game.tables import CAROM_MATCH
from tests.rules.carom_kit import W_CAROM, W_MISS, Y_CAROM, Y_MISS, keys, run, shot

R = 0.03075
# Both object balls (yellow, red) in the head-left corner square of balkline 47
# (x < -0.24, y < -0.95) and in the head-left corner triangle of the free game.
IN_CORNER = {"white": [0.3, 0.5], "yellow": [-0.62, -1.33], "red": [-0.58, -1.25]}
ONE_OUT = {"white": [0.3, 0.5], "yellow": [-0.62, -1.33], "red": [0.1, 0.2]}


def _carom(final: dict[str, list[float]]) -> dict:
    return shot("white", *W_CAROM, final=final)


# -- geometry ----------------------------------------------------------------------------


def test_cb1_47_lines_and_nine_spaces() -> None:
    """Rule CB-1: four lines 47 cm from each cushion make nine spaces."""
    spaces = balk_spaces(CAROM_MATCH, "47")
    assert len(spaces) == 9
    corner = next(s for s in spaces if s.name == "space:head:left")
    assert (corner.x_min, corner.x_max) == pytest.approx((-0.71, -0.24))
    assert (corner.y_min, corner.y_max) == pytest.approx((-1.42, -0.95))
    centre = next(s for s in spaces if s.name == "space:middle:middle")
    assert (centre.x_min, centre.x_max, centre.y_min, centre.y_max) == pytest.approx(
        (-0.24, 0.24, -0.95, 0.95)
    )


def test_cb1_71_six_spaces() -> None:
    """Rule CB-1: 71/2 has lines 71 cm from each short cushion and the long centre line."""
    spaces = balk_spaces(CAROM_MATCH, "71")
    assert len(spaces) == 6
    square = next(s for s in spaces if s.name == "space:foot:right")
    assert (square.x_min, square.x_max, square.y_min, square.y_max) == pytest.approx(
        (0.0, 0.71, 0.71, 1.42)
    )


def test_cb2_ball_on_a_line_is_in_both_spaces() -> None:
    """Rule CB-2: a centre on a line or its boundary belongs to both spaces beside it."""
    zones = Balkline47_2Referee.restricted_zones(CAROM_MATCH, Options(target=15))
    assert zones is not None
    on_line = zones.of((-0.24, -1.2))
    assert "space:head:left" in on_line and "space:head:middle" in on_line
    assert zones.of((-0.5, -1.2)) == ("space:head:left",)


def test_cb3_anchor_squares_astride_lines() -> None:
    """Rule CB-3: 17.8 cm squares astride each balk line where it meets a cushion."""
    squares = anchor_squares(CAROM_MATCH, "47")
    assert len(squares) == 8
    a = next(s for s in squares if s.name == "anchor:head:left")
    assert a.x_max - a.x_min == pytest.approx(0.178) and a.y_max - a.y_min == pytest.approx(0.178)
    assert (a.x_min + a.x_max) / 2 == pytest.approx(-0.24) and a.y_min == pytest.approx(-1.42)
    side = next(s for s in squares if s.name == "anchor:right:foot")
    assert side.x_max == pytest.approx(0.71) and (side.y_min + side.y_max) / 2 == pytest.approx(
        0.95
    )
    assert len(anchor_squares(CAROM_MATCH, "71")) == 6


def test_cf2_triangle_geometry() -> None:
    """Rule CF-2: legs 71 cm along the long cushion and 35.5 cm along the short cushion."""
    t = next(
        t for t in corner_triangles(CAROM_MATCH, 0.71, 0.355) if t.name == "triangle:head:left"
    )
    assert t.contains((-0.71, -1.42))  # the corner
    assert t.contains((-0.71, -1.42 + 0.71))  # end of the long leg
    assert t.contains((-0.71 + 0.355, -1.42))  # end of the short leg
    assert t.contains((-0.71 + 0.1775, -1.42 + 0.355))  # middle of the hypotenuse
    assert not t.contains((-0.71 + 0.2, -1.42 + 0.4))  # just beyond it
    assert not t.contains((0.6, -1.35))  # the other corner


# -- free game ---------------------------------------------------------------------------


def test_cf2_first_restricted_carom_counts_second_must_drive_out() -> None:
    """Rule CF-2 (triangle_caroms 2): the carom starting with both balls in a triangle counts
    even if they stay; the next counts only if a ball ends outside."""
    lines = run("free_game", [_carom(IN_CORNER), _carom(IN_CORNER), _carom(IN_CORNER)])
    assert [ln["scores"]["A"] for ln in lines] == [1, 2, 2]
    assert "carom.restricted.first" in keys(lines[1])
    assert lines[2]["next"] == "B" and lines[2]["fouls"] == []  # no penalty
    assert "carom.restricted.not_counted" in keys(lines[2])


def test_cf2_second_restricted_carom_counts_when_a_ball_leaves() -> None:
    """Rule CF-2: driving one object ball out of the triangle makes the carom count."""
    lines = run(
        "free_game",
        [
            _carom(IN_CORNER),
            _carom(IN_CORNER),
            _carom(ONE_OUT),
            _carom(IN_CORNER),
            _carom(IN_CORNER),
        ],
    )
    assert [ln["scores"]["A"] for ln in lines] == [1, 2, 3, 4, 5]
    assert all(ln["next"] == "A" for ln in lines)


def test_cf2_ball_that_left_may_come_back() -> None:
    """Rule CF-2: after a ball left, the balls back together restart the count."""
    lines = run(
        "free_game",
        [
            _carom(IN_CORNER),
            _carom(ONE_OUT),
            _carom(IN_CORNER),
            _carom(IN_CORNER),
            _carom(IN_CORNER),
        ],
    )
    assert [ln["scores"]["A"] for ln in lines] == [1, 2, 3, 4, 4]


def test_cf2_one_carom_option() -> None:
    """Rule CF-2 (triangle_caroms 1): every restricted carom must leave a ball outside."""
    lines = run("free_game", [_carom(IN_CORNER), _carom(IN_CORNER)], triangle_caroms=1)
    assert [ln["scores"]["A"] for ln in lines] == [1, 1]
    lines = run("free_game", [_carom(IN_CORNER), _carom(ONE_OUT)], triangle_caroms=1)
    assert [ln["scores"]["A"] for ln in lines] == [1, 2]


def test_cf2_triangle_size_option() -> None:
    """Rule CF-2: a smaller triangle leaves these balls outside, so play is free."""
    lines = run(
        "free_game",
        [_carom(IN_CORNER), _carom(IN_CORNER), _carom(IN_CORNER)],
        triangle_size=[0.2, 0.1],
    )
    assert [ln["scores"]["A"] for ln in lines] == [1, 2, 3]


def test_cf2_inning_change_restarts_the_count() -> None:
    """Rule CF-2 with CB-2's restart: a new inning counts the first restricted carom again."""
    y_in_corner = {"white": [-0.62, -1.33], "yellow": [0.3, 0.5], "red": [-0.58, -1.25]}
    lines = run(
        "free_game",
        [
            _carom(IN_CORNER),
            _carom(IN_CORNER),
            shot("white", *W_MISS, final=y_in_corner),
            shot("yellow", *Y_CAROM, final=y_in_corner),
        ],
    )
    assert lines[3]["scores"]["B"] == 1 and lines[3]["next"] == "B"


# -- balkline ----------------------------------------------------------------------------


def test_cb2_47_2_case_from_the_seed() -> None:
    """Rule CB-2 (47/2): one carom in the corner square, the next must drive a ball out."""
    lines = run("balkline_47_2", [_carom(IN_CORNER), _carom(IN_CORNER), _carom(IN_CORNER)])
    assert [ln["scores"]["A"] for ln in lines] == [1, 2, 2]
    assert lines[2]["next"] == "B"


def test_cb2_47_1_every_carom_must_drive_out() -> None:
    """Rule CB-2 (47/1): each carom from a balk space must leave a ball outside."""
    lines = run("balkline_47_1", [_carom(IN_CORNER), _carom(IN_CORNER)])
    assert [ln["scores"]["A"] for ln in lines] == [1, 1]
    assert lines[1]["next"] == "B"
    lines = run("balkline_47_1", [_carom(IN_CORNER), _carom(ONE_OUT)])
    assert [ln["scores"]["A"] for ln in lines] == [1, 2]


def test_cb2_47_1_break_from_the_centre_space() -> None:
    """Rules CB-2, CB-3: head and foot spots lie in the restricted centre space, so in 47/1 the
    break carom must drive a ball out of it; with the centre space free it need not."""
    centre_both = {"white": [0.3, 0.5], "yellow": [0.0, -0.5], "red": [0.1, 0.4]}
    lines = run("balkline_47_1", [_carom(centre_both)])
    assert lines[0]["scores"]["A"] == 0 and lines[0]["next"] == "B"
    lines = run("balkline_47_1", [_carom(centre_both)], centre_space_restricted=False)
    assert lines[0]["scores"]["A"] == 1 and lines[0]["next"] == "A"


def test_cb2_different_space_restarts_the_count() -> None:
    """Rule CB-2: the balls together in another space start a new count."""
    foot_right = {"white": [0.0, 0.0], "yellow": [0.5, 1.2], "red": [0.6, 1.3]}
    lines = run(
        "balkline_47_2",
        [_carom(IN_CORNER), _carom(foot_right), _carom(foot_right), _carom(foot_right)],
    )
    assert [ln["scores"]["A"] for ln in lines] == [1, 2, 3, 3]


def test_cb2_ball_on_the_line_must_leave_both_spaces() -> None:
    """Rule CB-2: a ball on the line is in both spaces; moving only along the line is not out."""
    on_line = {"white": [0.3, 0.5], "yellow": [-0.24, -1.1], "red": [-0.3, -1.2]}
    lines = run("balkline_47_2", [_carom(on_line), _carom(on_line), _carom(on_line)])
    assert [ln["scores"]["A"] for ln in lines] == [1, 2, 2]


def test_cb3_anchor_square_restricts_like_a_space() -> None:
    """Rule CB-3: balls on either side of the line but in one anchor square are restricted."""
    anchor = {"white": [0.3, 0.5], "yellow": [-0.30, -1.36], "red": [-0.18, -1.30]}
    lines = run("balkline_47_2", [_carom(anchor), _carom(anchor), _carom(anchor)])
    assert [ln["scores"]["A"] for ln in lines] == [1, 2, 2]
    assert lines[1]["extra"]["restricted"] == {"anchor:head:left": 1}
    # Outside the anchor square (each ball alone in its space) play is free.
    apart = {"white": [0.3, 0.5], "yellow": [-0.45, -1.36], "red": [-0.05, -1.30]}
    lines = run("balkline_47_2", [_carom(apart), _carom(apart), _carom(apart)])
    assert [ln["scores"]["A"] for ln in lines] == [1, 2, 3]


def test_cb1_71_2_spaces_from_coordinates() -> None:
    """Rule CB-1/CB-2 (71/2): both balls in the foot-left square: one carom, then drive out."""
    square = {"white": [0.3, 0.0], "yellow": [-0.3, 0.9], "red": [-0.5, 1.1]}
    lines = run("balkline_71_2", [_carom(square), _carom(square), _carom(square)])
    assert [ln["scores"]["A"] for ln in lines] == [1, 2, 2]
    # Across the centre line the balls are in different spaces: free.
    apart = {"white": [0.3, 0.0], "yellow": [-0.3, 0.9], "red": [0.3, 1.1]}
    lines = run("balkline_71_2", [_carom(apart), _carom(apart), _carom(apart)])
    assert [ln["scores"]["A"] for ln in lines] == [1, 2, 3]


def test_cb2_restricted_carom_needs_the_final_position() -> None:
    """Rule CB-2: a carom that must drive a ball out cannot be judged without ``final``."""
    with pytest.raises(InputError, match=r"^shots\[2\]\.final"):
        run("balkline_47_2", [_carom(IN_CORNER), _carom(IN_CORNER), shot("white", *W_CAROM)])


def _game() -> list[dict]:
    """The breaker (white) scores the one point; the other (yellow) misses his equalising
    inning, so the breaker wins the game (target 1)."""
    return [_carom(ONE_OUT), shot("yellow", *Y_MISS, final=ONE_OUT)]


def test_cb4_games_per_match() -> None:
    """Rule CB-4: first to N games; the break passes to the other player each game."""
    lines = run("balkline_47_2", _game() * 3, target=1, games=2)
    assert lines[0]["next"] == "B" and lines[0]["winner"] is None  # C-11 equalising inning
    end1 = lines[1]
    assert end1["winner"] is None and end1["extra"]["game_winner"] == "A"
    assert end1["scores"] == {"A": 1, "B": 0}
    assert end1["extra"]["games"] == {"A": 1, "B": 0}
    # The second game: B breaks, with the white ball (C-5), from the break position.
    assert end1["next"] == "B" and end1["next_ball"] == "white"
    assert end1["ball_in_hand"] == "white"
    assert lines[2]["shooter"] == "B" and lines[2]["scores"] == {"A": 0, "B": 1}
    assert lines[3]["extra"]["game_winner"] == "B"
    assert lines[3]["extra"]["games"] == {"A": 1, "B": 1}
    assert lines[5]["winner"] == "A" and lines[5]["next"] is None
    assert "carom.match_won" in keys(lines[5])


def test_cb4_default_is_first_to_three() -> None:
    """Rule CB-4: the default match is first to three games (best of five)."""
    lines = run("balkline_47_2", _game() * 5, target=1)
    assert [ln["winner"] for ln in lines] == [None] * 9 + ["A"]
    assert lines[9]["extra"]["games"] == {"A": 3, "B": 2}


def test_cb4_options_out_of_range() -> None:
    """Rule CB-4: targets and games per match are options with a range."""
    with pytest.raises(InputError, match=r"^options\.games"):
        run("balkline_47_2", [], games=0)
    with pytest.raises(InputError, match=r"^options\.target"):
        run("balkline_71_2", [], target=0)
