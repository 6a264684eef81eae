"""The game being played, and the position the table shows.

The two are apart: ``game`` is the real match — shots, the take-back, saves, the autosave
and the computer player act on it and nothing else — and ``view`` is another match shown on
the table while a replay steps through a game (the table, scoreboard and history follow
it; nobody shoots in it). Leaving the view shows the game again, exactly as it was: the
view never writes to the game.
"""

from __future__ import annotations

from game.match import Match


class Session:
    """The real match and, while a replay shows one, the match on view."""

    def __init__(self) -> None:
        self._game: Match | None = None
        self._view: Match | None = None

    @property
    def game(self) -> Match | None:
        """The game being played (None before the first one)."""
        return self._game

    @property
    def view(self) -> Match | None:
        """The match a replay shows instead of the game; None when the game is shown."""
        return self._view

    @property
    def shown(self) -> Match | None:
        """What the table, the scoreboard and the history show."""
        return self._view if self._view is not None else self._game

    @property
    def viewing(self) -> bool:
        return self._view is not None

    def start(self, game: Match) -> None:
        """A new game (or one opened): it is what is played and shown."""
        self._game = game
        self._view = None

    def look_at(self, view: Match) -> None:
        """Show ``view`` on the table; the game stays as it is."""
        self._view = view

    def look_back(self) -> None:
        """Show the game again."""
        self._view = None
