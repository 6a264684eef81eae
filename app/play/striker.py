"""Choosing the ball to strike where any ball may be the cue ball (free pyramid, PF-2): a
click on a ball makes it the cue ball for this stroke, B steps to the next ball the rules
allow (Shift+B back). The match says which balls may be struck (``Match.strikable``); the
controller draws the cue, the aim and the assists from the chosen ball."""

from __future__ import annotations

import math
from typing import Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeyEvent

from app.table.view import TableView
from game.match import Match, ball_radius
from game.tables import Point

PICK_SLACK = 1.05  # a click within this many radii of a ball's centre picks that ball
KEY = Qt.Key.Key_B


class StrikerHost(Protocol):
    """What the chooser needs of the game's controller."""

    @property
    def match(self) -> Match | None: ...

    @property
    def phase(self) -> str: ...

    @property
    def input_locked(self) -> bool: ...

    def strike_with(self, ball: str) -> None: ...


def ball_at(match: Match, at: Point) -> str | None:
    """The ball the player may strike that lies under ``at``, if any."""
    r = ball_radius(match.table) * PICK_SLACK
    near = [
        (math.dist(match.position.balls[b], at), b)
        for b in match.strikable()
        if b in match.position.balls
    ]
    hit = [(d, b) for d, b in near if d <= r]
    return min(hit)[1] if hit else None


def stepped(match: Match, step: int) -> str | None:
    """The next (``step`` 1) or previous (-1) ball the player may strike."""
    balls = match.strikable()
    if len(balls) < 2:
        return None
    at = balls.index(match.next_ball) if match.next_ball in balls else -1
    return balls[(at + step) % len(balls)]


class StrikerChoice(QObject):
    """The clicks and the B key that choose the ball to strike, on the game's table."""

    def __init__(self, host: StrikerHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host

    def attach(self, view: TableView) -> None:
        """Listen to ``view``; attach before the controller takes its input, so a click
        on a ball makes it the cue ball before the press is read as a stroke."""
        view.mouse_pressed.connect(self._pressed)
        view.key_pressed.connect(self._key)

    def _may_choose(self) -> Match | None:
        host = self.host
        m = host.match
        if m is None or host.input_locked or str(host.phase) != "aim":
            return None
        return m if len(m.strikable()) > 1 else None

    def _pressed(self, x: float, y: float, _mods: object) -> None:
        self.click((x, y))

    def click(self, at: Point) -> bool:
        """A press at world ``at``: True when it chose another ball to strike."""
        m = self._may_choose()
        ball = ball_at(m, at) if m is not None else None
        if m is None or ball is None or ball == m.next_ball:
            return False
        self.host.strike_with(ball)
        return True

    def _key(self, event: QKeyEvent) -> None:
        if event.key() == KEY:
            back = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            if self.step(-1 if back else 1):
                event.accept()

    def step(self, step: int) -> bool:
        """B (Shift+B): the next (previous) ball to strike; True when one was chosen."""
        m = self._may_choose()
        ball = stepped(m, step) if m is not None else None
        if ball is None:
            return False
        self.host.strike_with(ball)
        return True
