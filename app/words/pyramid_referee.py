"""The pyramid referee's words (rules P, PF, PD, PC): the message keys of
``game.rules.pyramid`` as sentences in the players' own terms — свояк, штрафной шар, биток,
с руки из дома (i18n/GLOSSARY.md).

``app.words.referee`` takes these handlers into its table; they are kept here so the
pyramid's vocabulary is in one place. Each handler gives (section, sentence) the way the
referee's own handlers do: what happened, the numbers, what comes next.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from app.words.text import QT_TRANSLATE_NOOP, arg, tr

CTX = "Referee"
# The sections of app.words.referee's three-part message: what happened, the numbers, next.
HAPPENED, NUMBERS, NEXT = 0, 1, 2

# P-16 and P-18: the fouls, said as a pyramid referee says them.
PYRAMID_FOULS = {
    "miss": QT_TRANSLATE_NOOP("Referee", "Foul: the cue ball touched no object ball."),
    "no_rail": QT_TRANSLATE_NOOP(
        "Referee", "Foul: after the contact no ball was pocketed and none reached a cushion."
    ),
    "off_table": QT_TRANSLATE_NOOP("Referee", "Foul: a ball left the table."),
    "wrong_ball": QT_TRANSLATE_NOOP(
        "Referee", "Foul: a ball other than the coloured cue ball was struck."
    ),
    "house_ball": QT_TRANSLATE_NOOP(
        "Referee", "Foul: from hand the cue ball first hit a ball lying in the house."
    ),
    "bad_break": QT_TRANSLATE_NOOP(
        "Referee",
        "Foul: the break pocketed nothing and sent fewer than two object balls to a cushion.",
    ),
    "push": QT_TRANSLATE_NOOP(
        "Referee", "Foul: push — a ball next to the cue ball was struck at less than 45°."
    ),
    "miscue": QT_TRANSLATE_NOOP("Referee", "Foul: miscue, the tip slipped off the ball."),
    "cue_pocketed": QT_TRANSLATE_NOOP(
        "Referee", "Foul: the cue ball was pocketed in the premium stroke."
    ),
    "touched": QT_TRANSLATE_NOOP("Referee", "Foul: a ball was touched."),
    "double_hit": QT_TRANSLATE_NOOP("Referee", "Foul: double hit."),
    "foot": QT_TRANSLATE_NOOP("Referee", "Foul: no foot on the floor."),
    "moving_balls": QT_TRANSLATE_NOOP(
        "Referee", "Foul: the stroke was played before the balls stopped."
    ),
    "by_hand": QT_TRANSLATE_NOOP("Referee", "Foul: a ball was rolled into a pocket by hand."),
    "time": QT_TRANSLATE_NOOP("Referee", "Foul: the time for the stroke ran out."),
    "interference": QT_TRANSLATE_NOOP("Referee", "Foul: interference with the play."),
}

# Where the ball in hand goes (P-25, P-27, P-28), as app.words.referee says a hand area.
PYRAMID_HAND_PHRASES = {
    "temporary_house": QT_TRANSLATE_NOOP("Referee", "%1 in hand in the temporary house"),
    "table": QT_TRANSLATE_NOOP("Referee", "%1 in hand anywhere on the table"),
}
PYRAMID_AREA_PLACES = {
    "temporary_house": QT_TRANSLATE_NOOP("Referee", "in the temporary house"),
    "table": QT_TRANSLATE_NOOP("Referee", "anywhere on the table"),
}

Handler = Callable[[str, Mapping[str, Any]], str]
PYRAMID_HANDLERS: dict[str, tuple[int, Handler]] = {}


def numbered_ball_name(ball: str) -> str:
    """P-4: the coloured ball is the cue ball (биток), the others are their numbers (the
    sentences that name one say "ball %1" themselves, each in its own case)."""
    return tr(CTX, "cue ball") if ball == "cue" else ball


def _ball(discipline: str, ball: str) -> str:
    return numbered_ball_name(ball)


def _handles(key: str, section: int) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        PYRAMID_HANDLERS[key] = (section, fn)
        return fn

    return register


@_handles("pyramid.points", HAPPENED)
def _points(d: str, p: Mapping[str, Any]) -> str:
    return arg(tr(CTX, "%1 scores %n point(s).", int(p.get("points", 0))), p.get("player", ""))


@_handles("pyramid.no_points", HAPPENED)
def _no_points(d: str, p: Mapping[str, Any]) -> str:
    return arg(tr(CTX, "Nothing pocketed: %1 scores nothing."), p.get("player", ""))


@_handles("pyramid.svoyak", HAPPENED)
def _svoyak(d: str, p: Mapping[str, Any]) -> str:
    return tr(CTX, "Svoyak: the cue ball went in off an object ball.")


@_handles("pyramid.respotted", HAPPENED)
def _respotted(d: str, p: Mapping[str, Any]) -> str:
    ball = str(p.get("ball", ""))
    if not ball.isdigit():
        return arg(tr(CTX, "The %1 goes on the rear mark."), _ball(d, ball))
    return arg(tr(CTX, "Ball %1 goes on the rear mark."), ball)


@_handles("pyramid.penalty_ball", HAPPENED)
def _penalty_ball(d: str, p: Mapping[str, Any]) -> str:
    return arg(tr(CTX, "A penalty ball to %1."), p.get("player", ""))


@_handles("pyramid.ball_returned", HAPPENED)
def _ball_returned(d: str, p: Mapping[str, Any]) -> str:
    ball = str(p.get("ball", ""))
    if not ball.isdigit():  # free pyramid: the cue ball may be on a shelf (PF-3)
        return arg(tr(CTX, "%1 gives the cue ball back from the shelf to the table."),
                   p.get("player", ""))  # fmt: skip
    return arg(
        tr(CTX, "%1 gives ball %2 back from the shelf to the table."), p.get("player", ""), ball
    )


@_handles("pyramid.ball_owed", HAPPENED)
def _ball_owed(d: str, p: Mapping[str, Any]) -> str:
    return arg(
        tr(CTX, "%1 has no ball on the shelf and owes one to the table."), p.get("player", "")
    )


@_handles("pyramid.illegal_break", HAPPENED)
def _illegal_break(d: str, p: Mapping[str, Any]) -> str:
    return arg(
        tr(CTX, "The break by %1 is not legal: the opponent may have the balls racked again."),
        p.get("player", ""),
    )


@_handles("pyramid.game_won", HAPPENED)
def _game_won(d: str, p: Mapping[str, Any]) -> str:
    won = p.get("player", "")  # the referee hands the game's result here
    who = won.get("winner", "") if isinstance(won, Mapping) else won
    return arg(tr(CTX, "%1 reaches the target."), who)


def _foul(code: str) -> Handler:
    def say(d: str, p: Mapping[str, Any]) -> str:
        return tr(CTX, PYRAMID_FOULS[code])

    return say


for _code in PYRAMID_FOULS:
    PYRAMID_HANDLERS[f"pyramid.foul.{_code}"] = (HAPPENED, _foul(_code))


# The choices due before the next stroke (P-21, P-22, PC-3, PD-3, PD-4), as a question's
# words: the dialog and the computer's note say them the same way.
CHOICE_QUESTIONS = {
    "take": QT_TRANSLATE_NOOP(
        "PyramidChoice", "%1, take your penalty ball: click a ball on the table."
    ),
    "remove": QT_TRANSLATE_NOOP(
        "PyramidChoice", "%1, your svoyak earns a ball: click the ball to take off the table."
    ),
    "play": QT_TRANSLATE_NOOP(
        "PyramidChoice", "%1, play the next stroke yourself or hand it back to %2?"
    ),
    "rebreak": QT_TRANSLATE_NOOP(
        "PyramidChoice", "%1, play from this position or have the balls racked and break?"
    ),
}
CHOICE_ANSWERS = {
    ("play", "self"): QT_TRANSLATE_NOOP("PyramidChoice", "Play it myself"),
    ("play", "offender"): QT_TRANSLATE_NOOP("PyramidChoice", "Hand it back to %2"),
    ("rebreak", "false"): QT_TRANSLATE_NOOP("PyramidChoice", "Play from this position"),
    ("rebreak", "true"): QT_TRANSLATE_NOOP("PyramidChoice", "Rack again and break"),
}
CHOICE_TITLES = {
    "take": QT_TRANSLATE_NOOP("PyramidChoice", "Penalty ball"),
    "remove": QT_TRANSLATE_NOOP("PyramidChoice", "Svoyak: take a ball"),
    "play": QT_TRANSLATE_NOOP("PyramidChoice", "Who plays on"),
    "rebreak": QT_TRANSLATE_NOOP("PyramidChoice", "Illegal break"),
}


def choice_question(kind: str, chooser: str, other: str) -> str:
    return arg(tr("PyramidChoice", CHOICE_QUESTIONS[kind]), chooser, other)


def choice_answer(kind: str, value: str, chooser: str, other: str) -> str:
    return arg(tr("PyramidChoice", CHOICE_ANSWERS[(kind, value)]), chooser, other)


def choice_title(kind: str) -> str:
    return tr("PyramidChoice", CHOICE_TITLES[kind])
