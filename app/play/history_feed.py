"""The referee strip's history kept in step with the game by what changed, not redrawn.

After a shot one entry is added; after a take-back the last ones are removed; a different
game (a new one, an opened one, a replay's copy) is listed afresh. Redrawing every entry at
each shot's end cost the GUI thread time in proportion to the game's length.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.match import Match
from game.rules.model import Decision


@dataclass(frozen=True)
class HistoryChange:
    fresh: bool  # a different game: clear the list first
    keep: int  # the entries listed that stay
    added: list[Decision]  # the decisions to list after them


class HistoryFeed:
    """Which game the strip lists and its decisions as listed; what to cut or add next."""

    def __init__(self) -> None:
        self._match: Match | None = None
        self._listed: list[Decision] = []

    def forget(self) -> None:
        """List the game afresh next time (its entries are worded anew)."""
        self._match = None
        self._listed = []

    def change(self, match: Match) -> HistoryChange:
        records = match.records
        fresh = match is not self._match
        keep = 0 if fresh else self._still_listed(records)
        added = [r.decision for r in records[keep:]]
        self._match = match
        del self._listed[keep:]
        self._listed.extend(added)
        return HistoryChange(fresh, keep, added)

    def _still_listed(self, records: Sequence[object]) -> int:
        """How many listed entries are still the game's: a game only grows or loses its
        last shots (take-back), so the check runs back from the end and stops at once."""
        n = min(len(self._listed), len(records))
        while n > 0 and getattr(records[n - 1], "decision", None) is not self._listed[n - 1]:
            n -= 1
        return n
