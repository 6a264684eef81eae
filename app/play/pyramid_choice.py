"""The choices between two pyramid strokes, asked one at a time: the ball to take off the
table (the penalty ball P-21, the свояк's ball PD-3, PC-3) picked on a picture of the table,
then who plays on (P-22) or whether to rack again (PD-4) as buttons. The answers become the
one canonical choice the match accepts (``game.rules.pyramid_choices``).

The questions go through the window's ``Dialogs``: the ball is picked in a modal
``BallPickDialog`` (``Dialogs.run``), the rest with ``Dialogs.choose``; a test's
``Answers`` answers both without showing anything.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from app.common.dialogs import Dialogs
from app.table.scene import Scene
from app.table.view import TableView
from app.words.pyramid_referee import choice_answer, choice_question, choice_title
from app.words.referee import ball_name
from app.words.text import arg, tr
from game.match import Match, ball_radius
from game.rules import pyramid_choices
from game.tables import Point

CTX = "PyramidChoice"
PICK_SLACK = 1.2  # a click within this many radii of a ball's centre picks it
TYPING_MS = 900  # digits typed within this time make one number (1, then 2: the 12)


class PickView(TableView):
    """The table as it stands, with a ring round the ball picked and a faint one round
    every ball that may be picked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.allowed: tuple[str, ...] = ()
        self.picked: str | None = None

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        g, scene = self.table_geometry(), self.scene()
        if g is None or scene is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        rs = g.length(ball_radius(g.table))
        for ball in self.allowed:
            if ball not in scene.balls:
                continue
            x, y = g.to_screen(*scene.balls[ball])
            chosen = ball == self.picked
            p.setPen(QPen(QColor(255, 220, 40) if chosen else QColor(255, 255, 255, 90),
                          3.0 if chosen else 1.0))  # fmt: skip
            grow = 1.6 if chosen else 1.25
            p.drawEllipse(QPointF(x, y), rs * grow, rs * grow)
        p.end()


class BallPickDialog(QDialog):
    """Pick one of ``allowed`` on the table: click it, or Left/Right (Tab) to step, the
    ball's number typed, Enter to confirm. Closed without a pick, the one shown is taken."""

    def __init__(
        self,
        title: str,
        question: str,
        scene: Scene,
        allowed: Sequence[str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.allowed = tuple(allowed)
        self._discipline = scene.discipline
        self._typed = ""
        self._typing = QTimer(self)
        self._typing.setSingleShot(True)
        self._typing.setInterval(TYPING_MS)
        self._typing.timeout.connect(self._forget_typed)
        layout = QVBoxLayout(self)
        ask = QLabel(question)
        ask.setWordWrap(True)
        layout.addWidget(ask)
        hint = QLabel(tr(CTX, "Click a ball, or type its number; arrows step, Enter takes it."))
        hint.setStyleSheet("color: #9aa;")
        hint.setWordWrap(True)
        layout.addWidget(hint)
        self.view = PickView()
        self.view.setMinimumSize(640, 340)
        self.view.allowed = self.allowed
        self.view.set_scene(scene)
        self.view.mouse_pressed.connect(self._pressed)
        self.view.key_pressed.connect(self._view_key)
        layout.addWidget(self.view, 1)
        self.shown = QLabel()
        layout.addWidget(self.shown)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr(CTX, "Take this ball"))
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.pick(self.allowed[0] if self.allowed else None)
        self.view.setFocus()

    @property
    def picked(self) -> str | None:
        return self.view.picked

    def pick(self, ball: str | None) -> None:
        if ball is not None and ball not in self.allowed:
            return
        self.view.picked = ball
        name = ball_name(self._discipline, ball) if ball is not None else ""
        self.shown.setText(arg(tr(CTX, "Chosen: %1"), name))
        self.view.update()

    def _pressed(self, x: float, y: float, _mods: object) -> None:
        self.click_at((x, y))

    def click_at(self, at: Point) -> bool:
        """A click at world ``at`` picks the ball under it; True when one was there."""
        scene = self.view.scene()
        g = self.view.table_geometry()
        if scene is None or g is None:
            return False
        reach = ball_radius(g.table) * PICK_SLACK
        near = [
            (abs(complex(*scene.balls[b]) - complex(*at)), b)
            for b in self.allowed
            if b in scene.balls
        ]
        hit = [(d, b) for d, b in near if d <= reach]
        if not hit:
            return False
        self.pick(min(hit)[1])
        return True

    def step(self, by: int) -> None:
        if not self.allowed:
            return
        at = self.allowed.index(self.picked) if self.picked in self.allowed else -1
        self.pick(self.allowed[(at + by) % len(self.allowed)])

    def type_digit(self, digit: str) -> None:
        """Digits typed one after the other name a number (1 then 2: the 12)."""
        typed = self._typed + digit
        if typed not in self.allowed:
            typed = digit
        self._typed = typed
        self._typing.start()
        self.pick(typed)

    def _forget_typed(self) -> None:
        self._typed = ""

    def _view_key(self, event: QKeyEvent) -> None:
        if not self.handle_key(event.key(), event.text()):
            event.ignore()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event.key(), event.text()):
            super().keyPressEvent(event)

    def handle_key(self, key: int, text: str) -> bool:
        K = Qt.Key
        if key in (K.Key_Right, K.Key_Down, K.Key_Tab):
            self.step(1)
        elif key in (K.Key_Left, K.Key_Up, K.Key_Backtab):
            self.step(-1)
        elif text.isdigit():
            self.type_digit(text)
        elif key in (K.Key_Return, K.Key_Enter):
            self.accept()
        else:
            return False
        return True


def _values(offered: Sequence[str], kind: str, made: dict[str, str]) -> list[str]:
    """The values of ``kind`` the offered combinations allow, given what is made already."""
    out: list[str] = []
    for text in offered:
        combo = pyramid_choices.decode(text, "choice")
        if all(combo.get(k) == v for k, v in made.items()) and combo.get(kind) not in out:
            out.append(combo[kind])
    return out


def ask_pyramid_choice(match: Match, dialogs: Dialogs, parent: QWidget, scene: Scene) -> str | None:
    """Ask the player(s) the choices due now, in the order the referee asked them; the
    canonical choice text, or None when no pyramid choice is due."""
    d = match.last_decision
    offered = match.choices
    asked: list[Any] = list(d.judge_fields.get("choices", ())) if d is not None else []
    if d is None or not offered or not asked:
        return None
    players = list(match.config.players)
    made: dict[str, str] = {}
    for item in asked:
        kind = str(item.get("kind", ""))
        chooser = str(item.get("by", ""))
        other = next((p for p in players if p != chooser), "")
        values = _values(offered, kind, made)
        if not values:
            return None
        question = choice_question(kind, chooser, other)
        if kind in ("take", "remove"):
            dlg = BallPickDialog(choice_title(kind), question, scene, values, parent)
            try:
                dialogs.run(dlg)
                picked = dlg.picked or values[0]
            finally:
                dlg.deleteLater()
        else:
            options = [(v, choice_answer(kind, v, chooser, other)) for v in values]
            answer = dialogs.choose(parent, choice_title(kind), question, options, None)
            picked = answer if answer in values else values[0]
        made[kind] = picked
    text = pyramid_choices.encode([(k, made[k]) for k in made])
    return text if text in offered else offered[0]
