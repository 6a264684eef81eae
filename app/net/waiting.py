"""Waiting for an opponent whose line dropped: after the settings' minutes the player
chooses to keep waiting (asked again after as long) or to keep the game for later.

The game is autosaved after every shot either way; kept for later, the network game is
left here (``leave``), and hosting or joining again with the same room code resumes it at
the exact shot. An opponent who comes back meanwhile ends the wait and the question's
answer is not acted on.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from app.net.needs import NetWindow
from app.words.text import arg, tr

CTX = "NetPlay"
MINUTE_MS = 60_000


class OpponentWait(QObject):
    def __init__(
        self,
        window: NetWindow,
        opponent: Callable[[], str],
        code: Callable[[], str],
        gone: Callable[[], bool],
        keep_for_later: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.window = window
        self._opponent = opponent
        self._code = code
        self._gone = gone  # the opponent is still not back
        self._keep_for_later = keep_for_later
        self.minute_ms = MINUTE_MS  # a test makes minutes short
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._due)

    def line_down(self) -> None:
        """The opponent is gone: the wait starts (unless it runs already)."""
        if not self.timer.isActive():
            self.timer.start(self.window.settings.net_wait_minutes() * self.minute_ms)

    def line_up(self) -> None:
        self.timer.stop()

    def _due(self) -> None:
        minutes = self.window.settings.net_wait_minutes()
        choice = self.window.dialogs.choose(
            self.window.dialog_parent(),
            tr(CTX, "The opponent is gone"),
            arg(
                tr(
                    CTX,
                    "%1 has been gone for %n minute(s). Keep waiting, or keep the game to "
                    "finish later? It is saved: host or join again with room code %2 and "
                    "play goes on from the same shot.",
                    minutes,
                ),
                self._opponent(),
                self._code(),
            ),
            [("wait", tr(CTX, "Keep waiting")), ("later", tr(CTX, "Keep the game for later"))],
            None,
        )
        if not self._gone():
            return  # back while the question was open
        if choice == "later":
            code = self._code()
            self._keep_for_later()
            self.window.show_status(
                arg(
                    tr(
                        CTX,
                        "The game is kept to finish later: host or join again with room code %1.",
                    ),
                    code,
                ),
                0,
            )
        else:
            self.line_down()
