"""A suggested stroke in words: what it aims at, how it is struck and why (the computer's
"show me a shot" and its own turns say the same sentence)."""

from __future__ import annotations

from app.words.referee import BALL_NAMES, ball_name, ball_set
from app.words.text import QT_TRANSLATE_NOOP, arg, capitalised, tr
from game import disciplines
from game.ai import Suggestion

CTX = "ComputerPlayer"

# A pin as the place an object ball is sent to (its own words: Russian and Ukrainian want
# another case here than in the referee's "… down").
PIN_TARGETS = {
    "king": QT_TRANSLATE_NOOP("ComputerPlayer", "the king"),
    "n": QT_TRANSLATE_NOOP("ComputerPlayer", "the right small pin"),
    "s": QT_TRANSLATE_NOOP("ComputerPlayer", "the left small pin"),
    "e": QT_TRANSLATE_NOOP("ComputerPlayer", "the bottom small pin"),
    "w": QT_TRANSLATE_NOOP("ComputerPlayer", "the top small pin"),
    "head": QT_TRANSLATE_NOOP("ComputerPlayer", "the left side pin"),
    "foot": QT_TRANSLATE_NOOP("ComputerPlayer", "the right side pin"),
    "centre": QT_TRANSLATE_NOOP("ComputerPlayer", "the centre pin"),
}


# An object ball sent somewhere, by where it goes: a pin, a pocket or another ball want
# different prepositions in Russian and Ukrainian ("на", "у"), so each has its own phrase
# (plain, then with the cushions as %3). The phrases name the shot, they do not command it:
# the same words say the player's suggested shot and the computer's own.
SEND_WORDS = {
    "object_to_pin": (
        QT_TRANSLATE_NOOP("ComputerPlayer", "The %1 to %2."),
        QT_TRANSLATE_NOOP("ComputerPlayer", "The %1 to %2 %3."),
    ),
    "object_to_pocket": (
        QT_TRANSLATE_NOOP("ComputerPlayer", "The %1 into %2."),
        QT_TRANSLATE_NOOP("ComputerPlayer", "The %1 into %2 %3."),
    ),
    "object_to_ball": (
        QT_TRANSLATE_NOOP("ComputerPlayer", "The %1 onto the %2."),
        QT_TRANSLATE_NOOP("ComputerPlayer", "The %1 onto the %2 %3."),
    ),
}


# A ball as the object of those sentences, by its name in the referee's words: Ukrainian
# names the balls as feminine ("рожева куля") and wants them in the accusative here.
BALL_OBJECTS = {
    "red cue ball": QT_TRANSLATE_NOOP("ComputerPlayer", "red cue ball"),
    "pink": QT_TRANSLATE_NOOP("ComputerPlayer", "pink"),
    "black": QT_TRANSLATE_NOOP("ComputerPlayer", "black"),
    "cue ball": QT_TRANSLATE_NOOP("ComputerPlayer", "cue ball"),
    "white 1": QT_TRANSLATE_NOOP("ComputerPlayer", "white 1"),
    "white 2": QT_TRANSLATE_NOOP("ComputerPlayer", "white 2"),
    "white": QT_TRANSLATE_NOOP("ComputerPlayer", "white"),
    "yellow": QT_TRANSLATE_NOOP("ComputerPlayer", "yellow"),
    "red": QT_TRANSLATE_NOOP("ComputerPlayer", "red"),
}


def _ball_object(discipline: str, ball: str) -> str:
    english = BALL_NAMES.get(ball_set(discipline), BALL_NAMES["carom"]).get(ball)
    if english in BALL_OBJECTS:
        return tr(CTX, BALL_OBJECTS[english])
    return ball_name(discipline, ball)


def _target_name(discipline: str, target: str) -> str:
    if target.startswith("corner"):
        return tr(CTX, "a corner pocket")
    if target.startswith("side"):
        return tr(CTX, "a side pocket")
    if target in PIN_TARGETS:
        return tr(CTX, PIN_TARGETS[target])
    return _ball_object(discipline, target)


def _cushions(n: int) -> str:
    return tr(CTX, "off %n cushion(s)", n)


# The pyramid table's pockets as the place a ball is sent to ("into the right far corner"),
# seen from the head (the house end): Russian and Ukrainian want the accusative here.
POCKET_TARGETS = {
    "head_left": QT_TRANSLATE_NOOP("ComputerPlayer", "the top-left corner"),
    "head_right": QT_TRANSLATE_NOOP("ComputerPlayer", "the bottom-left corner"),
    "foot_left": QT_TRANSLATE_NOOP("ComputerPlayer", "the top-right corner"),
    "foot_right": QT_TRANSLATE_NOOP("ComputerPlayer", "the bottom-right corner"),
    "side_left": QT_TRANSLATE_NOOP("ComputerPlayer", "the top side pocket"),
    "side_right": QT_TRANSLATE_NOOP("ComputerPlayer", "the bottom side pocket"),
}


def _pot_words(s: Suggestion) -> str | None:
    """A pocket game's stroke in words: the ball pocketed and its pocket (or the struck
    ball's own drop, a свояк), with the struck ball named when it is not the cue ball
    (PF-2), and the ball it comes to rest near; None when the stroke pockets nothing."""
    idea = s.idea
    struck = s.stroke.ball
    if idea.kind not in ("object_to_pocket", "svoyak") or not idea.ball or not idea.target:
        return None
    pocket = tr(CTX, POCKET_TARGETS[idea.target]) if idea.target in POCKET_TARGETS else idea.target
    if idea.kind == "svoyak":
        if struck == "cue":
            what = arg(tr(CTX, "Svoyak: the cue ball off the %1 into %2."), idea.ball, pocket)
        else:
            what = arg(tr(CTX, "Svoyak: the %3 off the %1 into %2."), idea.ball, pocket, struck)
    elif struck == "cue":
        what = arg(tr(CTX, "The %1 ball into %2."), idea.ball, pocket)
    else:
        what = arg(tr(CTX, "With the %3: the %1 ball into %2."), idea.ball, pocket, struck)
    if s.rests_near is not None:
        if struck == "cue":
            rest = arg(tr(CTX, "The cue ball stops near the %1."), s.rests_near)
        else:
            rest = arg(tr(CTX, "The %2 stops near the %1."), s.rests_near, struck)
        what = f"{what} {rest}"
    return what


def describe(discipline: str, s: Suggestion) -> str:
    """What the suggested stroke aims at and why, in words."""
    idea = s.idea
    pot = _pot_words(s) if disciplines.get(discipline).pocket_game else None
    ball = ball_name(discipline, idea.ball) if idea.ball else ""
    if pot is not None:
        what = pot
    elif idea.kind in SEND_WORDS and idea.ball and idea.target:
        ball = _ball_object(discipline, idea.ball)
        target = _target_name(discipline, idea.target)
        plain, off_cushions = SEND_WORDS[idea.kind]
        if idea.cushions:
            what = arg(tr(CTX, off_cushions), ball, target, _cushions(idea.cushions))
        else:
            what = arg(tr(CTX, plain), ball, target)
    elif idea.kind == "carom" and ball and idea.target:
        second = ball_name(discipline, idea.target)
        if idea.cushions:
            what = arg(tr(CTX, "Carom: the %1 first, then the %2, %3."), ball, second,
                       _cushions(idea.cushions))  # fmt: skip
        else:
            what = arg(tr(CTX, "Carom: the %1 first, then the %2."), ball, second)
    elif idea.kind == "bank" and ball:
        what = arg(tr(CTX, "A bank onto the %1 %2."), ball, _cushions(idea.cushions))
    elif idea.kind == "cut" and ball:
        what = arg(tr(CTX, "The %1 first."), ball)
    else:
        what = tr(CTX, "This line.")
    what = capitalised(what)  # ru/uk open on the ball's name: "Розовый — в …"
    stroke = s.stroke
    speed = stroke.speed
    pace = (
        tr(CTX, "soft") if speed < 1.8 else (tr(CTX, "medium") if speed < 3.5 else tr(CTX, "firm"))
    )
    side, height = stroke.side, stroke.height
    tips: list[str] = []
    if side > 0.1:
        tips.append(tr(CTX, "right side"))
    elif side < -0.1:
        tips.append(tr(CTX, "left side"))
    if height > 0.1:
        tips.append(tr(CTX, "follow"))
    elif height < -0.1:
        tips.append(tr(CTX, "draw"))
    how = pace if not tips else arg(tr(CTX, "%1, %2"), pace, ", ".join(tips))
    if s.safety and pot is not None:
        # A pot chosen as the safe play: said as a long chance, not as "nothing is on"
        # right after naming the pocket.
        why = arg(
            tr(CTX, "A long shot (about %1%), but it leaves the opponent little."),
            round(100 * s.score_chance),
        )
    elif s.safety:
        why = tr(CTX, "Nothing good is on, so this is a safety that leaves the opponent little.")
    else:
        why = arg(
            tr(CTX, "It scores about %1% of the time (foul risk %2%)."),
            round(100 * s.score_chance),
            round(100 * s.foul_risk),
        )
    stroke_words = arg(tr(CTX, "Stroke: %1."), how)
    return " ".join((what, stroke_words, why))
