"""The network game's refusals and problems in the player's words: each ``NetError`` kind
(``game.net.errors.KINDS``) is one translated sentence; the English field and reason stay
in the status bar's detail for whoever reports a bug."""

from __future__ import annotations

from app.words.text import QT_TRANSLATE_NOOP, arg, tr
from game.net.errors import NetError

CTX = "NetPlay"

KIND_WORDS = {
    "malformed": QT_TRANSLATE_NOOP(CTX, "The other program sent a message that is not valid."),
    "too_large": QT_TRANSLATE_NOOP(CTX, "The other program sent a message that is too large."),
    "flood": QT_TRANSLATE_NOOP(CTX, "The other program sent too many messages at once."),
    "invalid": QT_TRANSLATE_NOOP(CTX, "The other program sent a message with a wrong field."),
    "sequence": QT_TRANSLATE_NOOP(CTX, "A message arrived out of order and was refused."),
    "version": QT_TRANSLATE_NOOP(
        CTX, "The other player has another version of Kegli: both need the same one."
    ),
    "physics": QT_TRANSLATE_NOOP(
        CTX, "The other player's Kegli uses another physics set: both need the same one."
    ),
    "setup": QT_TRANSLATE_NOOP(CTX, "The other player is playing a different game."),
    "code": QT_TRANSLATE_NOOP(CTX, "Wrong room code."),
    "refused": QT_TRANSLATE_NOOP(CTX, "The host refused the request to join."),
    "turn": QT_TRANSLATE_NOOP(CTX, "A stroke arrived when it was not the other player's turn."),
    "shot": QT_TRANSLATE_NOOP(CTX, "A message named the wrong shot."),
    "position": QT_TRANSLATE_NOOP(
        CTX, "The two tables no longer show the same position: the game is out of step."
    ),
    "forged": QT_TRANSLATE_NOOP(
        CTX, "The other side's result is not what its stroke gives here; it was refused."
    ),
    "rules": QT_TRANSLATE_NOOP(CTX, "The rules do not allow what the other side sent."),
    "state": QT_TRANSLATE_NOOP(CTX, "The other side sent something that does not fit now."),
    "peer": QT_TRANSLATE_NOOP(CTX, "The other side refused one of our messages."),
}


def refusal_kind(error: NetError) -> str:
    """The kind of a refusal the peer sent back: the session reports every peer's error as
    kind "peer", so the field says which (the host's answer to a hello)."""
    if error.field == "hello.code":
        return "code"
    if error.field == "hello" and "refused" in error.reason:
        return "refused"
    if error.field == "hello.version":
        return "version"
    if error.field == "hello.physics":
        return "physics"
    if error.field.startswith("hello.setup"):
        return "setup"
    return error.kind


def kind_text(kind: str) -> str:
    return tr(CTX, KIND_WORDS.get(kind, KIND_WORDS["invalid"]))


def problem_text(kind: str, detail: str) -> str:
    """The sentence, with the English detail in brackets (what a bug report needs)."""
    if not detail:
        return kind_text(kind)
    return arg(tr(CTX, "%1 (%2)"), kind_text(kind), detail)
