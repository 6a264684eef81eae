""" "Show me a shot" in the pyramid games says which ball goes into which pocket (or that the
struck ball itself goes in, a свояк, P-5), which ball is struck when it is not the cue ball
(PF-2), and where the struck ball stops."""

from __future__ import annotations

from app.words.suggestions import describe
from game.ai.candidates import Idea
from game.ai.finder import Suggestion
from game.stroke import Stroke


def _suggestion(ball: str, idea: Idea, near: str | None) -> Suggestion:
    return Suggestion(
        stroke=Stroke(ball, 45.0, 1.5, 0.0, 0.3), place=None, choice=None, idea=idea,
        expected_points=0.7, foul_risk=0.1, score_chance=0.7, value=0.6, leave=0.0,
        safety=False, searched=100, seconds=0.5, rests_near=near,
    )  # fmt: skip


def test_a_pot_names_the_ball_the_pocket_and_the_leave(qapp) -> None:  # type: ignore[no-untyped-def]
    s = _suggestion("cue", Idea("object_to_pocket", "9", "foot_right"), "4")
    text = describe("pyramid_combined", s)
    assert text.startswith(
        "The 9 ball into the bottom-right corner. The cue ball stops near the 4."
    )
    assert "follow" in text and "70%" in text


def test_free_pyramid_names_the_struck_ball(qapp) -> None:  # type: ignore[no-untyped-def]
    s = _suggestion("5", Idea("object_to_pocket", "12", "side_left"), None)
    text = describe("pyramid_free", s)
    assert text.startswith("With the 5: the 12 ball into the top side pocket.")
    assert "stops near" not in text


def test_a_svoyak_says_the_struck_ball_goes_in(qapp) -> None:  # type: ignore[no-untyped-def]
    s = _suggestion("cue", Idea("svoyak", "7", "head_left"), None)
    assert describe("pyramid_dynamic", s).startswith(
        "Svoyak: the cue ball off the 7 into the top-left corner."
    )
    s = _suggestion("3", Idea("svoyak", "7", "side_right"), "8")
    assert describe("pyramid_free", s).startswith(
        "Svoyak: the 3 off the 7 into the bottom side pocket. The 3 stops near the 8."
    )


def test_a_stroke_that_pockets_nothing_is_said_as_before(qapp) -> None:  # type: ignore[no-untyped-def]
    s = _suggestion("cue", Idea("cut", "6"), "6")
    assert describe("pyramid_combined", s).startswith("The 6 first.")


def test_a_pot_played_as_the_safe_shot_is_a_long_chance(qapp) -> None:  # type: ignore[no-untyped-def]
    """A break-off свояк chosen for what it leaves: the words name the pocket and call it a
    long chance, never "nothing good is on" right after naming the pocket."""
    from dataclasses import replace

    s = replace(_suggestion("cue", Idea("svoyak", "3", "foot_right"), None),
                safety=True, score_chance=0.08)  # fmt: skip
    text = describe("pyramid_dynamic", s)
    assert text.startswith("Svoyak: the cue ball off the 3 into the bottom-right corner.")
    assert "Nothing good is on" not in text and "long shot (about 8%)" in text
    plain = replace(_suggestion("cue", Idea("cut", "6"), None), safety=True)
    assert "Nothing good is on" in describe("pyramid_dynamic", plain)
