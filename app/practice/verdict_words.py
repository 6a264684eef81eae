"""Why a drill was missed, in words: each ``game.drills.reasons.Reason`` as one sentence in
the player's language (context "Practice"), naming balls, pins and cushions the way the
referee names them."""

from __future__ import annotations

from collections.abc import Sequence

from app.practice.texts import tr
from app.words.referee import ball_name, foul_text, pin_name, pins_phrase
from app.words.text import QT_TRANSLATE_NOOP, arg, capitalised
from game.drills.reasons import Reason, Why
from game.drills.technique import Technique

# The table is drawn with the head cushion on the left (app/table/screen_geometry.py): the
# long cushions are named as the player sees them.
CUSHION_NAMES = {
    "head": QT_TRANSLATE_NOOP("Practice", "the head cushion (left)"),
    "foot": QT_TRANSLATE_NOOP("Practice", "the foot cushion (right)"),
    "left": QT_TRANSLATE_NOOP("Practice", "the top long cushion"),
    "right": QT_TRANSLATE_NOOP("Practice", "the bottom long cushion"),
}
KINDS = {
    "ball": QT_TRANSLATE_NOOP("Practice", "a ball"),
    "cushion": QT_TRANSLATE_NOOP("Practice", "a cushion"),
    "pin": QT_TRANSLATE_NOOP("Practice", "a pin"),
}

# What the drill's note coaches, said after a miss whose stroke did not show it.
TECHNIQUE_ASKED = {
    Technique.HIGH: QT_TRANSLATE_NOOP("Practice", "The drill asks for a tip above the centre."),
    Technique.LOW: QT_TRANSLATE_NOOP("Practice", "The drill asks for a tip below the centre."),
    Technique.SIDE: QT_TRANSLATE_NOOP("Practice", "The drill asks for side."),
    Technique.FOLLOW: QT_TRANSLATE_NOOP(
        "Practice",
        "The drill asks for follow: the cue ball should meet the first ball still turning forward.",
    ),
    Technique.DRAW: QT_TRANSLATE_NOOP(
        "Practice",
        "The drill asks for draw: the cue ball should meet the first ball spinning back.",
    ),
    Technique.STUN: QT_TRANSLATE_NOOP(
        "Practice",
        "The drill asks for a stun: the cue ball should meet the first ball with hardly any spin.",
    ),
    Technique.RUNNING: QT_TRANSLATE_NOOP(
        "Practice", "The drill asks for running side at the first cushion."
    ),
    Technique.REVERSE: QT_TRANSLATE_NOOP(
        "Practice", "The drill asks for reverse side at the first cushion."
    ),
}


def token_name(discipline: str, token: str | None) -> str:
    """A contact token (a ball id, "cushion:left", "pin:king", or a kind) in words."""
    if token is None:
        return ""
    if token in KINDS:
        return tr(KINDS[token])
    kind, _, name = token.partition(":")
    if kind == "cushion":
        return tr(CUSHION_NAMES[name]) if name in CUSHION_NAMES else tr(KINDS["cushion"])
    if kind == "pin":
        return pin_name(name)
    return ball_name(discipline, token)


def _subject(discipline: str, cue_ball: str, ball: str) -> str:
    return tr("the cue ball") if not ball or ball == cue_ball else ball_name(discipline, ball)


def _cushion_limits(r: Reason) -> str:
    if r.most == 0:
        return arg(tr("Cushions touched: %1; the drill allows none."), r.have)
    if r.most is None:
        return arg(tr("Cushions touched: %1; the drill asks for at least %2."), r.have, r.need)
    if r.need == 0:
        return arg(tr("Cushions touched: %1; the drill allows at most %2."), r.have, r.most)
    return arg(tr("Cushions touched: %1; the drill asks for %2 to %3."), r.have, r.need, r.most)


def reason_text(discipline: str, cue_ball: str, r: Reason) -> str:
    """One reason as a sentence."""

    def name(token: str | None) -> str:
        return token_name(discipline, token)

    who = _subject(discipline, cue_ball, r.ball)
    if r.why is Why.NO_BALL:
        return capitalised(arg(tr("%1 met no ball."), who))
    if r.why is Why.ONE_BALL:
        return capitalised(arg(tr("%1 was the only ball the cue ball met."), name(r.got)))
    if r.why is Why.FEW_CUSHIONS:
        if r.have == 0:
            return arg(tr("No cushion before the second ball; %1 needed."), r.need)
        return arg(tr("Only %n cushion(s) before the second ball; %1 needed.", r.have), r.need)
    if r.why is Why.OFF_TABLE:
        return capitalised(arg(tr("%1 left the table."), name(r.got)))
    if r.why is Why.FIRST_BALL:
        return arg(tr("The first ball was %1; the drill asks for %2."), name(r.got), name(r.want))
    if r.why is Why.CONTACT:
        if r.got is None:
            return arg(tr("Contact %1 never came; the drill asks for %2."), r.index, name(r.want))
        return arg(
            tr("Contact %1 was %2; the drill asks for %3."), r.index, name(r.got), name(r.want)
        )
    if r.why is Why.MISSING:
        return arg(tr("Missing, in the order the drill asks: %1."), name(r.want))
    if r.why is Why.CUSHION_COUNT:
        return _cushion_limits(r)
    if r.why is Why.FOUL:
        return foul_text(str(r.got))
    if r.why is Why.NO_PIN:
        return tr("No pin fell.")
    if r.why is Why.PINS:
        want = pins_phrase(list(r.wanted)) if r.wanted else tr("at least %n pin(s)", r.need)
        return arg(tr("Down: %1; the drill asks for %2."), pins_phrase(list(r.pins)), want)
    if r.why is Why.PINS_FELL:
        return arg(tr("Fell, though they had to stand: %1."), pins_phrase(list(r.pins)))
    if r.why is Why.NOT_POCKETED:
        return capitalised(arg(tr("%1 was not pocketed."), name(r.ball)))
    if r.why is Why.NOT_IN_ZONE:
        return capitalised(arg(tr("%1 did not stop in the marked zone."), name(r.ball)))
    if r.why is Why.NOT_THROUGH:
        return capitalised(arg(tr("%1 did not pass through the gate."), name(r.ball)))
    if r.why is Why.FORBIDDEN:
        return arg(tr("Touched what the drill forbids: %1."), ", ".join(name(t) for t in r.wanted))
    return tr("The goal is not met.")


def reasons_text(discipline: str, cue_ball: str, found: Sequence[Reason]) -> str:
    """Every reason, one sentence after another."""
    return " ".join(reason_text(discipline, cue_ball, r) for r in found)


def technique_text(missing: Sequence[Technique]) -> str:
    """What the drill coaches that the stroke did not show, one sentence each."""
    return " ".join(tr(TECHNIQUE_ASKED[t]) for t in missing)
