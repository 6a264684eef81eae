"""Take-back of the last shot, with the opponents' consent in hot-seat.

In a game for two (or three) at one computer the player who asks is the one who just shot;
the other players must agree, because a take-back can cost them the turn the shot gave them.
(The practice tables, drills and the free table, have their own retry and undo.)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from app.words.text import arg, tr
from game.match import Match

if TYPE_CHECKING:
    from app.play.host import GameHost

CTX = "TakeBack"


def opponents(match: Match) -> list[str]:
    """Who must agree: everyone but the player who took the last shot."""
    if not match.records:
        return []
    shooter = match.records[-1].decision.shooter
    return [p for p in match.config.players if p != shooter]


def consent_question(match: Match) -> str:
    shooter = match.records[-1].decision.shooter
    others = opponents(match)
    if len(others) == 1:
        return arg(
            tr(CTX, "%1 asks to take back the last shot. %2, do you agree?"), shooter, others[0]
        )
    return arg(
        tr(CTX, "%1 asks to take back the last shot. %2 and %3, do you agree?"),
        shooter,
        others[0],
        others[1],
    )


class TakeBack(QObject):
    """Game → Take back (its one connection)."""

    def __init__(
        self,
        host: GameHost,
        action: QAction,
        after: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.host = host
        self.after = after  # the autosave must not resume the shot that was taken back
        action.triggered.connect(lambda _c=False: self.request())

    def request(self) -> bool:
        """Take the last shot back if the rules of the table allow; True when it was."""
        host = self.host
        c = host.controller
        m = c.match
        if m is None or not m.records:
            host.show_status(tr(CTX, "Nothing to take back."), 3000)
            return False
        if c.viewing:  # the take-back is the game's; the table shows a replay
            host.show_status(tr(CTX, "Leave the replay before taking a shot back."), 3000)
            return False
        if opponents(m) and not host.dialogs.ask(
            host.dialog_parent(), tr(CTX, "Take back"), consent_question(m), default=False
        ):
            host.show_status(tr(CTX, "The opponent refused the take-back."), 3000)
            return False
        if not c.take_back():
            host.show_status(
                tr(CTX, "A shot cannot be taken back while the balls are moving."), 3000
            )
            return False
        self.after()
        return True
