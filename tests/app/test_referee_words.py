"""Issue 15: the referee speaks every message key of every discipline in en, ru and uk.

The table below runs each key of each referee (their ``MESSAGE_KEYS``) and each lag reason
through the window's words in the three languages: every sentence is non-empty, never shows
a raw key, an unfilled ``%1`` or a raw identifier, Russian and Ukrainian keep no English
word, and no number is written with the other language's decimal mark."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from app.settings import i18n
from app.start.lag import lag_text
from app.words.referee import FOULS, decision_text, history_entry, message_text
from game import disciplines, lag
from game.rules.model import Decision, MatchConfig, Message

LANGS = ("en", "ru", "uk")
ANNA, BOHDAN = "Анна", "Богдан"  # Cyrillic names, so any Latin letter left is English
LATIN = re.compile(r"[A-Za-z]")
POINT_DECIMAL = re.compile(r"\d\.\d")
COMMA_DECIMAL = re.compile(r"\d,\d")


def message_keys(discipline: str) -> tuple[str, ...]:
    cls = disciplines.get(discipline).referee
    assert cls is not None
    for klass in cls.__mro__:
        keys = getattr(sys.modules[klass.__module__], "MESSAGE_KEYS", None)
        if keys:
            return tuple(keys)
    raise AssertionError(f"{discipline}: no MESSAGE_KEYS")


def params(discipline: str) -> dict[str, Any]:
    pins = disciplines.get(discipline).pins
    entry = disciplines.get(discipline)
    ball = "o1" if entry.score_sheet == "countdown" else "red"
    if "red" not in entry.balls:  # the pyramid games: numbered balls (P-4)
        ball = entry.balls[-1]
    return {
        "player": ANNA,
        "offender": BOHDAN,
        "ball": ball,
        "balls": [ball],
        "pins": ["king", "n"] if "king" in str(pins) else ["centre", "w"],
        "pin": "king",
        "combo": "",
        "value": 10,
        "count": 2,
        "points": 2,
        "total": 270,
        "inning_points": 10,
        "start_total": 300,
        "reason": "total",
        "spot": "head",
        "mark": "top",
        "area": "bottom_half",
        "to": ["yellow"],
        "target": 40,
        "cushions": 2,
        "zones": ["1"],
        "choices": ["play", "replay"],
        "carom": 1,
        "run": 3,
        "at": [0.1, 0.2],
    }


def cases() -> Iterator[tuple[str, str]]:
    for entry in disciplines.with_referee():
        if not entry.in_window:
            continue  # the window words of a game it does not offer yet
        for key in message_keys(entry.id):
            yield entry.id, key


def decision(discipline: str, messages: tuple[Message, ...], **fields: Any) -> Decision:
    base: dict[str, Any] = {
        "shot": 3,
        "shooter": ANNA,
        "points": 0,
        "fouls": (),
        "scores": {ANNA: 12, BOHDAN: 20},
        "next": BOHDAN,
        "outcome": None,
        "messages": messages,
        "stats": {ANNA: {"average": 0.857, "current_run": 3}},
    }
    base.update(fields)
    return Decision(**base)


def config(discipline: str) -> MatchConfig:
    table = disciplines.get(discipline).tables[0]
    return MatchConfig(
        discipline=discipline, table=table, players=(ANNA, BOHDAN), first=ANNA, options={}
    )


@pytest.fixture(params=LANGS)
def language(request: pytest.FixtureRequest, qapp: Any) -> Iterator[str]:
    i18n.set_language(request.param, remember=False)
    yield request.param
    i18n.set_language("en", remember=False)


def check(text: str, lang: str, what: str) -> None:
    assert text.strip(), what
    assert "%" not in text, (what, text)
    assert "_" not in text, (what, text)  # a raw identifier such as bottom_half
    if lang == "en":
        assert not COMMA_DECIMAL.search(text), (what, text)
    else:
        assert not LATIN.search(text), (what, text)
        assert not POINT_DECIMAL.search(text), (what, text)


def test_every_message_key_reads_in_every_language(language: str) -> None:
    seen = 0
    for discipline, key in cases():
        m = Message(key, params(discipline))
        _section, text = message_text(discipline, m)
        assert key not in text
        check(text, language, f"{discipline} {key}")
        fouls = (key.rsplit(".", 1)[1],) if ".foul." in key else ()
        full = decision_text(config(discipline), decision(discipline, (m,), fouls=fouls))
        check(full, language, f"{discipline} {key} (decision)")
        assert len(full.split("\n")) <= 2
        seen += 1
    assert seen > 90  # every referee's keys, not a handful


def test_every_foul_code_and_history_entry_reads(language: str) -> None:
    for entry in disciplines.with_referee():
        if not entry.in_window:
            continue  # the window words of a game it does not offer yet
        for code in FOULS:
            d = decision(entry.id, (), fouls=(code,), points=-5)
            check(decision_text(config(entry.id), d), language, f"{entry.id} {code}")
            label, kind = history_entry(config(entry.id), d)
            check(label, language, f"{entry.id} {code} history")
            assert kind == "bad"


@pytest.mark.parametrize("discipline", [d.id for d in disciplines.with_referee() if d.lag])
def test_every_lag_reason_reads(language: str, discipline: str) -> None:
    keys = (lag.RED, lag.PIN, lag.LONG_CUSHION, lag.CROSSED, lag.SHORT, lag.OFF_TABLE)
    outcomes = (lag.NEARER, lag.BY_FAULT, lag.TIE, lag.BOTH_LOST, lag.UNCLEAR)
    for key in keys + outcomes:
        msg = lag.LagMessage(
            key,
            tuple(
                sorted(
                    {
                        "player": ANNA,
                        "ball": "white",
                        "other": "yellow",
                        "pin": "centre",
                        "cushion": "foot",
                        "winner": ANNA,
                        "loser": BOHDAN,
                        "winner_m": 0.1234,
                        "loser_m": 0.5,
                    }.items()
                )
            ),
        )
        result = lag.LagResult(winner=ANNA, reasons=(msg,), final=(), events=())
        check(lag_text(discipline, result), language, f"{discipline} {key}")


def test_the_carom_average_is_written_in_the_language(language: str) -> None:
    d = decision("three_cushion", (Message("carom.point", {"player": ANNA, "run": 3}),), points=1)
    text = decision_text(config("three_cushion"), d)
    assert ("0.857" if language == "en" else "0,857") in text


def test_seven_pins_history_reads_in_the_countdowns_terms() -> None:
    """7C-4: the total counts down; a carom writes 10 off, a foul puts 40 on."""
    from game.rules.seven_pins import SevenPinsDetails

    details = SevenPinsDetails((), 0, "", 1, (), 10, 0, 0, 1, False, ())
    scored = decision("seven_pins_classic", (), points=10, details=details, next=ANNA)
    assert history_entry(config("seven_pins_classic"), scored) == (f"{ANNA} −10 (carom)", "good")
    foul = decision("seven_pins_classic", (), points=-40, fouls=("pins_by_cue",))
    assert history_entry(config("seven_pins_classic"), foul) == (f"{ANNA} +40 penalty", "bad")


def test_two_players_are_named_as_they_are_typed(language: str) -> None:
    """A save's players are named in the resume and keep questions. Russian and Ukrainian
    "против"/"проти" would decline the second name ("против Богдана"), which a name typed
    by a player cannot do; the score-line dash keeps both as typed."""
    from app.window.save_actions import players_text

    text = players_text((ANNA, BOHDAN))
    assert text.startswith(ANNA) and text.endswith(BOHDAN)
    if language != "en":
        assert text == f"{ANNA} — {BOHDAN}"
