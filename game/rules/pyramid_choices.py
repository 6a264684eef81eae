"""The choices made between two pyramid strokes (rules P-21, P-22, PC-3, PD-3, PD-4) as one
canonical text, so the match, saves and the judge pass them as the single ``choice`` every
discipline uses.

A shot log spells them as an object (rules-pyramid.md, "Shot log"):
``{"take": ["9"], "play": "self"}``; the canonical text is ``take=9;play=self``, the kinds in
the order the referee asked for them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.errors import InputError

KINDS = ("take", "remove", "play", "rebreak")
PLAY_OPTIONS = ("self", "offender")
REBREAK_OPTIONS = ("false", "true")  # the JSON booleans, as text


def encode(made: Sequence[tuple[str, str]]) -> str:
    """``[("take", "9"), ("play", "self")]`` -> ``"take=9;play=self"``."""
    return ";".join(f"{kind}={value}" for kind, value in made)


def decode(text: str | None, where: str) -> dict[str, str]:
    """The canonical text back as kind -> value; malformed text is bad input."""
    if not text:
        return {}
    out: dict[str, str] = {}
    for part in text.split(";"):
        kind, sep, value = part.partition("=")
        if not sep or kind not in KINDS or not value or kind in out:
            raise InputError(where, f"{text!r} is not a pyramid choice")
        out[kind] = value
    return out


def from_log(raw: Any, where: str) -> str:
    """A shot log's ``choices`` object as canonical text, the kinds in ``KINDS`` order (the
    referee asks in that order: a take or a removal comes before the choice of player)."""
    if not isinstance(raw, Mapping):
        raise InputError(where, "must be an object")
    made: list[tuple[str, str]] = []
    for key in raw:
        if key not in KINDS:
            raise InputError(f"{where}.{key}", f"unknown choice; known: {', '.join(KINDS)}")
    for kind in KINDS:
        if kind not in raw:
            continue
        value = raw[kind]
        at = f"{where}.{kind}"
        if kind in ("take", "remove"):
            if (
                not isinstance(value, Sequence)
                or isinstance(value, str)
                or len(value) != 1
                or not isinstance(value[0], str)
            ):
                raise InputError(at, "must list exactly one ball id")
            made.append((kind, value[0]))
        elif kind == "play":
            if value not in PLAY_OPTIONS:
                raise InputError(at, "must be 'self' or 'offender'")
            made.append((kind, str(value)))
        else:
            if not isinstance(value, bool):
                raise InputError(at, "must be true or false")
            made.append((kind, "true" if value else "false"))
    return encode(made)
