"""The pyramid's words in en, ru and uk beyond the referee's keys: the computer's shot
(the struck ball, the pot and its pocket, where it stops, a свояк), the choices it makes
(P-21, P-22, PD-3, PD-4), the ball names (P-4) and the hand areas (P-27, P-28)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from app.settings import i18n
from app.words.choices import choice_words
from app.words.referee import ball_name, hand_phrase
from app.words.suggestions import describe
from game.ai import Suggestion
from game.ai.candidates import Idea
from game.stroke import Stroke

LATIN = re.compile(r"[A-Za-z]")
PLACEHOLDER = re.compile(r"%\d|%n")


@pytest.fixture(params=("en", "ru", "uk"))
def language(request: pytest.FixtureRequest, qapp: Any) -> Iterator[str]:
    i18n.set_language(request.param, remember=False)
    yield request.param
    i18n.set_language("en", remember=False)


def suggestion(idea: Idea, rests_near: str | None) -> Suggestion:
    return Suggestion(
        stroke=Stroke(ball="7", aim_deg=30.0, speed=2.5), place=None, choice=None, idea=idea,
        expected_points=1.0, foul_risk=0.05, score_chance=0.6, value=1.0, leave=0.0,
        safety=False, searched=10, seconds=0.1, rests_near=rests_near,
    )  # fmt: skip


def said(texts: list[str], lang: str) -> None:
    for text in texts:
        assert text and not PLACEHOLDER.search(text) and "_" not in text, text
        if lang != "en":
            assert not LATIN.search(text), text


def test_the_pyramid_in_every_language(language: str) -> None:
    pot = describe("pyramid_free", suggestion(Idea("object_to_pocket", "9", "foot_right"), "4"))
    svoyak = describe("pyramid_dynamic", suggestion(Idea("svoyak", "12", "side_left"), None))
    choices = [
        choice_words(c)
        for c in ("take=9;play=self", "take=cue;play=offender", "remove=3", "rebreak=true")
    ]
    names = [ball_name("pyramid_combined", b) for b in ("cue", "15")]
    areas = [
        hand_phrase("pyramid_dynamic", "cue", a) for a in ("house", "temporary_house", "table")
    ]
    said([pot, svoyak, *choices, *names, *areas], language)
    assert "9" in pot and "4" in pot and "12" in svoyak and "9" in choices[0]
    if language == "en":
        assert pot.startswith("With the 7: the 9 ball into the bottom-right corner.")
        assert choices[1] == "penalty ball — cue ball, hands the stroke back"
    if language == "ru":
        assert "свояк" in svoyak.lower() and names == ["биток", "15"]
        assert areas[0] == "биток с руки из дома"
