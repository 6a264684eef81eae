"""The game said aloud: the referee's lines after each shot, then the score and whose turn
it is, announced to a screen reader (app/common/announce.py); and a key that describes the
whole position (F2), shown in a message and announced."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from app.common.announce import say
from app.common.dialogs import Dialogs
from app.play.controller import Controller
from app.play.describe import describe
from app.words.referee import ball_name
from app.words.text import arg, tr
from game.position_facts import position_facts

CTX = "Describe"
DESCRIBE_KEY = "F2"


class Spoken(QObject):
    """Follows ``controller``: what the referee says, and at each new turn the score and who
    plays. ``action`` (F2 anywhere in ``window``) describes the position."""

    def __init__(self, controller: Controller, window: QWidget, dialogs: Dialogs) -> None:
        super().__init__(window)
        self.controller = controller
        self.window = window
        self.dialogs = dialogs
        self._last_turn = ""
        controller.referee_said.connect(self._referee)
        controller.turn_ready.connect(self._turn)
        self.action = QAction(tr(CTX, "Describe the position"), window)
        self.action.setShortcut(QKeySequence(DESCRIBE_KEY))
        self.action.triggered.connect(self.describe)
        window.addAction(self.action)

    def _referee(self, text: str) -> None:
        say(self.window, text.replace("\n", " "))

    def turn_text(self) -> str:
        """The score and who plays next, as announced at each new turn."""
        match = self.controller.shown
        if match is None:
            return ""
        facts = position_facts(match)
        score = arg(tr(CTX, "Score: %1."), ", ".join(f"{p} {points}" for p, points in facts.scores))
        if facts.player is None:
            return score
        turn = arg(
            tr(CTX, "%1 to play, with %2."),
            facts.player,
            ball_name(facts.discipline, facts.cue_ball),
        )
        return f"{score} {turn}"

    def _turn(self) -> None:
        text = self.turn_text()
        if text != self._last_turn:  # a turn handed back unchanged is not said twice
            self._last_turn = text
            say(self.window, text)

    def describe(self) -> str:
        """The whole position: announced, and shown in a message a screen reader reads."""
        match = self.controller.shown
        if match is None:
            return ""
        text = describe(position_facts(match))
        say(self.window, text, urgent=True)
        self.dialogs.inform(self.window, tr(CTX, "The position"), text)
        return text
