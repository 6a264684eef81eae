"""A missed drill's reasons in the player's words (app.practice.verdict_words): plain
sentences naming balls and cushions as the referee does, saying what the drill asks for."""

from __future__ import annotations

import pytest

from app.practice.verdict_words import reason_text
from game.drills.reasons import Reason, Why

CASES = [
    (
        Reason(Why.CONTACT, ball="white", got=None, want="cushion", index=2),
        "Contact 2 never came; the drill asks for a cushion.",
    ),
    (
        Reason(Why.CONTACT, ball="white", got="yellow", want="cushion:foot", index=1),
        "Contact 1 was yellow; the drill asks for the foot cushion (right).",
    ),
    (
        Reason(Why.FIRST_BALL, ball="white", got="yellow", want="red"),
        "The first ball was yellow; the drill asks for red.",
    ),
]


@pytest.mark.parametrize(("reason", "said"), CASES)
def test_a_missed_contact_is_said_as_a_sentence(qapp, reason: Reason, said: str) -> None:  # type: ignore[no-untyped-def]
    assert reason_text("three_cushion", "white", reason) == said


def test_no_reason_reads_as_a_form(qapp) -> None:  # type: ignore[no-untyped-def]
    """Every kind of reason is a sentence, not "x; by the drill: y"."""
    for why in Why:
        text = reason_text("three_cushion", "white", Reason(why, ball="white", want="red"))
        assert text and "by the drill" not in text, (why, text)
