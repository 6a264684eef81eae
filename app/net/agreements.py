"""What the two players agree on over the network besides the strokes: a take-back (the
other player is asked), a resignation, a rematch, and the chat. Each goes through the
game's session (``game.net.session``) and is shown in the window's words."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtGui import QAction

from app.net.badge import ChatLine
from app.net.needs import NetWindow
from app.net.table_link import TableLink
from app.net.words import problem_text
from app.words.text import arg, tr
from game.net.errors import NetError
from game.net.session import Session, Step
from game.setup import GameSetup

CTX = "NetPlay"


class Line(Protocol):
    """What the agreements need of the network game (``app.net.play.NetPlay``)."""

    window: NetWindow
    table: TableLink
    session: Session | None
    opponent: str
    me: str
    chat: list[tuple[str, str]]
    chat_line: ChatLine

    def apply(self, step: Step) -> None: ...

    def tell(self, text: str) -> None: ...

    def start_table(self, setup: GameSetup, physics: str) -> bool: ...

    def forget_moves(self, resync: bool) -> None: ...


class Agreements:
    def __init__(self, line: Line, ask_take_back: QAction, resign_action: QAction) -> None:
        self.line = line
        self.ask_take_back = ask_take_back
        self.resign_action = resign_action

    def request_take_back(self) -> None:
        if self.line.session is None:
            return
        try:
            self.line.apply(self.line.session.ask_takeback())
            self.line.tell(arg(tr(CTX, "Asked %1 to take back the last shot."), self.line.opponent))
        except NetError as exc:
            self.line.tell(problem_text(exc.kind, str(exc)))

    def take_back_asked(self) -> None:
        if self.line.session is None:
            return
        yes = self.line.window.dialogs.ask(
            self.line.window.dialog_parent(),
            tr(CTX, "Take back"),
            arg(tr(CTX, "%1 asks to take back the last shot. Do you agree?"), self.line.opponent),
            default=False,
        )
        try:
            self.line.apply(self.line.session.answer_takeback(yes))
        except NetError as exc:
            self.line.tell(problem_text(exc.kind, str(exc)))

    def taken_back(self) -> None:
        c = self.line.window.controller
        self.line.forget_moves(resync=False)
        if c.take_back():
            self.line.table.taken_back()
        else:
            self.line.forget_moves(resync=True)
        self.line.tell(tr(CTX, "The last shot was taken back on both tables."))

    def resign(self) -> None:
        if self.line.session is None:
            return
        if not self.line.window.dialogs.ask(
            self.line.window.dialog_parent(),
            tr(CTX, "Resign"),
            tr(CTX, "Resign this game?"),
            default=False,
        ):
            return
        try:
            self.line.apply(self.line.session.resign())
        except NetError as exc:
            self.line.tell(problem_text(exc.kind, str(exc)))

    def resigned(self, player: str) -> None:
        self.ask_take_back.setEnabled(False)
        self.resign_action.setEnabled(False)
        self.line.table.end()  # the game is decided: the table is held on both sides
        self.line.window.dialogs.inform(
            self.line.window.dialog_parent(), tr(CTX, "Resign"), arg(tr(CTX, "%1 resigns."), player)
        )

    def offer_rematch(self) -> bool:
        """After the game: offer the opponent another (True when the offer went out)."""
        if self.line.session is None:
            return False
        try:
            self.line.apply(self.line.session.offer_rematch())
        except NetError as exc:
            self.line.tell(problem_text(exc.kind, str(exc)))
            return False
        self.line.tell(arg(tr(CTX, "Rematch offered to %1."), self.line.opponent))
        return True

    def rematch_asked(self) -> None:
        if self.line.session is None:
            return
        yes = self.line.window.dialogs.ask(
            self.line.window.dialog_parent(),
            tr(CTX, "Rematch"),
            arg(tr(CTX, "%1 offers a rematch. Play again?"), self.line.opponent),
            default=True,
        )
        self.line.apply(self.line.session.answer_rematch(yes))

    def rematch_started(self) -> None:
        s = self.line.session
        if s is None or s.match is None:
            return
        c = s.match.config
        setup = GameSetup(c.discipline, list(c.players), c.first, dict(c.options), table=c.table)
        self.line.forget_moves(resync=False)
        if self.line.start_table(setup, c.physics):
            self.line.table.start(self.line.me)
            self.ask_take_back.setEnabled(True)
            self.resign_action.setEnabled(True)

    def chat_typed(self) -> None:
        self.say(self.line.chat_line.text())
        self.line.chat_line.clear()

    def say(self, text: str) -> None:
        """A chat line to the opponent."""
        if self.line.session is not None and text.strip():
            self.line.chat.append((self.line.me, text.strip()))
            self.line.apply(self.line.session.chat(text.strip()))
