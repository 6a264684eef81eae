"""A suggested pyramid stroke in words (rules P): the pocket the ball is sent to, a свояк,
and where the cue ball comes to rest ("pot the 9 into the far right corner pocket; the cue
ball stops by the 4"), for the computer's turns and "show me a shot"."""

from __future__ import annotations

from app.words.text import QT_TRANSLATE_NOOP, arg, tr

CTX = "ComputerPlayer"

# The six pockets (P-1), named as the rules do: the head is the house end, left and right
# are seen from the head.
POCKET_NAMES = {
    "head_left": QT_TRANSLATE_NOOP("ComputerPlayer", "the left corner pocket by the house"),
    "head_right": QT_TRANSLATE_NOOP("ComputerPlayer", "the right corner pocket by the house"),
    "side_left": QT_TRANSLATE_NOOP("ComputerPlayer", "the left side pocket"),
    "side_right": QT_TRANSLATE_NOOP("ComputerPlayer", "the right side pocket"),
    "foot_left": QT_TRANSLATE_NOOP("ComputerPlayer", "the far left corner pocket"),
    "foot_right": QT_TRANSLATE_NOOP("ComputerPlayer", "the far right corner pocket"),
}


def pocket_name(pocket: str) -> str | None:
    return tr(CTX, POCKET_NAMES[pocket]) if pocket in POCKET_NAMES else None


def numbered_ball_object(ball: str) -> str:
    """A numbered ball as the object of a sentence (Ukrainian: "кулю 9")."""
    return arg(tr(CTX, "ball %1"), ball) if ball.isdigit() else tr(CTX, "cue ball")


def svoyak_words(ball: str, pocket: str) -> str:
    """PD-3, PC-3, PF-3: the cue ball sent into a pocket off an object ball."""
    where = pocket_name(pocket) or pocket
    return arg(tr(CTX, "Svoyak: off ball %1, the cue ball into %2."), ball, where)


def rests_near_words(ball: str) -> str:
    return arg(tr(CTX, "The cue ball stops by ball %1."), ball)


def striker_words(ball: str) -> str | None:
    """PF-2: the ball to strike, where it is not the coloured cue ball."""
    return arg(tr(CTX, "Strike with ball %1."), ball) if ball.isdigit() else None
