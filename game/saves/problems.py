"""What kind of problem made a save unusable, so the window can say it in the player's words.

``SaveError`` is an ``InputError`` (field + reason, for the command line and logs) with a
``kind`` from ``KINDS`` that the window maps to one translated sentence.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from game.errors import InputError

KINDS = (
    "unreadable",  # missing, a folder, no permission
    "too_large",  # over the size limit, refused before reading
    "truncated",  # JSON that stops early
    "not_json",  # not UTF-8 JSON at all, or JSON we refuse (NaN, duplicate keys, ...)
    "not_save",  # JSON, but not a Kegli save
    "version",  # written by a newer Kegli
    "discipline",  # a game this Kegli cannot judge
    "physics",  # played with a physics set this Kegli does not have
    "off_table",  # a ball or pin outside the table
    "invalid",  # any other field of the wrong type, range or id
    "rules",  # the shots do not judge, or do not follow one another
    "mismatch",  # stored scores, turn or position differ from the judged log
)


class SaveError(InputError):
    def __init__(self, field: str, reason: str, kind: str) -> None:
        super().__init__(field, reason)
        self.kind = kind if kind in KINDS else "invalid"


@contextmanager
def stage(kind: str) -> Iterator[None]:
    """Label any plain InputError raised inside with ``kind``; keep a SaveError's own."""
    try:
        yield
    except SaveError:
        raise
    except InputError as exc:
        raise SaveError(exc.field, exc.reason, kind) from None
