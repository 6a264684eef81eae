"""The lag for the break (C-12 carom, 5P-5 five pins): each player sets a stroke, both balls
run together on the real table view, the result is said, and the winner chooses.

Hot seat: the players set their strokes in turn at one screen. The fields go back to the
default for the second player, but he could have watched the first set his; at one computer
nothing hides it (accepted). The lag itself is ``game.lag`` (no Qt): this window only asks
for the two strokes, runs them through the shared ``ShotPipeline`` (simulated off the GUI
thread, animated on the real ``TableView``), and words the result.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.common.pacing import LIVE, Pacing
from app.common.screen_fit import fit_window
from app.shot.animator import Animator
from app.shot.pipeline import ShotPipeline
from app.shot.playback import Frame
from app.table.scene import Cue, Scene
from app.table.space_key import space_goes_to
from app.table.stroke_panel import PowerMeter
from app.table.view import TableView
from app.words.numbers import number
from app.words.referee import ball_name, pin_name
from app.words.text import QT_TRANSLATE_NOOP, arg, tr
from game import lag
from game.errors import InputError
from game.physics.api import SimResult
from game.setup import GameSetup
from game.stroke import Stroke

CTX = "LagDialog"
DEFAULT_SPEED = 2.0  # m/s: about to the foot cushion and back on a heated carom table
SPEED_RANGE = (0.1, 6.0)
SPEED_STEP = 0.05
AIM_SPAN = 10.0  # degrees either side of straight up the table
AIM_STEP = 0.1

SET, RUNNING, RESULT = "set", "running", "result"

REASONS = {
    lag.RED: QT_TRANSLATE_NOOP("LagDialog", "%1's %2 ball touched the red: %1 loses the lag."),
    lag.PIN: QT_TRANSLATE_NOOP("LagDialog", "%1's %2 ball touched %3: %1 loses the lag."),
    lag.LONG_CUSHION: QT_TRANSLATE_NOOP(
        "LagDialog", "%1's %2 ball touched a long cushion: %1 loses the lag."
    ),
    lag.CROSSED: QT_TRANSLATE_NOOP(
        "LagDialog",
        "%1's %2 ball crossed into the other half and touched the %3 ball: %1 loses the lag.",
    ),
    lag.SHORT: QT_TRANSLATE_NOOP(
        "LagDialog", "%1's %2 ball did not reach the foot cushion (on the right): %1 loses the lag."
    ),
    lag.OFF_TABLE: QT_TRANSLATE_NOOP("LagDialog", "%1's %2 ball left the table: %1 loses the lag."),
}
SHORT_FIVE_PINS = QT_TRANSLATE_NOOP(
    "LagDialog", "%1's %2 ball did not reach the top cushion (on the right): %1 loses the lag."
)
NEARER_CAROM = QT_TRANSLATE_NOOP(
    "LagDialog",
    "%1's ball stopped %2 cm from the head cushion (on the left), %3's %4 cm: %1 wins the lag.",
)
NEARER_FIVE_PINS = QT_TRANSLATE_NOOP(
    "LagDialog",
    "%1's ball stopped %2 cm from the bottom cushion (on the left), %3's %4 cm: %1 wins the lag.",
)
OUTCOMES = {
    lag.BY_FAULT: QT_TRANSLATE_NOOP("LagDialog", "%1 wins the lag."),
    lag.TIE: QT_TRANSLATE_NOOP(
        "LagDialog", "Both balls stopped at the same distance: the lag is repeated."
    ),
    lag.BOTH_LOST: QT_TRANSLATE_NOOP("LagDialog", "Both players lost the lag: it is repeated."),
    lag.UNCLEAR: QT_TRANSLATE_NOOP(
        "LagDialog",
        "The balls met and neither was in the other's half: the lag is repeated.",
    ),
}


def _cm(metres: float) -> str:
    return number(metres * 100.0, 1)  # the language's decimal mark


def lag_text(discipline: str, result: lag.LagResult) -> str:
    """The lag's result in the player's language: each fault, then the outcome; every
    sentence is one whole translated template."""
    five = lag.lag_setup(discipline).end_name == "bottom"  # 5P-5 names the ends top/bottom
    out: list[str] = []
    for m in result.reasons:
        player, ball = m.param("player"), m.param("ball")
        if m.key == lag.SHORT and five:
            out.append(arg(tr(CTX, SHORT_FIVE_PINS), player, ball_name(discipline, ball)))
        elif m.key == lag.PIN:
            out.append(
                arg(
                    tr(CTX, REASONS[m.key]),
                    player,
                    ball_name(discipline, ball),
                    pin_name(str(m.param("pin"))),
                )
            )
        elif m.key == lag.CROSSED:
            other = ball_name(discipline, str(m.param("other")))
            out.append(arg(tr(CTX, REASONS[m.key]), player, ball_name(discipline, ball), other))
        elif m.key in REASONS:
            out.append(arg(tr(CTX, REASONS[m.key]), player, ball_name(discipline, ball)))
        elif m.key == lag.NEARER:
            template = NEARER_FIVE_PINS if five else NEARER_CAROM
            out.append(
                arg(
                    tr(CTX, template),
                    m.param("winner"),
                    _cm(float(m.param("winner_m"))),
                    m.param("loser"),
                    _cm(float(m.param("loser_m"))),
                )
            )
        elif m.key in OUTCOMES:
            out.append(arg(tr(CTX, OUTCOMES[m.key]), m.param("winner")))
        else:
            out.append(m.key)
    return " ".join(out)


class LagDialog(QDialog):
    """Two lag strokes in turn, the run, the result, the winner's choice."""

    def __init__(
        self,
        discipline: str,
        players: Sequence[str],
        parent: QWidget | None = None,
        pacing: Pacing = LIVE,
    ) -> None:
        super().__init__(parent)
        self.discipline = discipline
        self.players = (str(players[0]), str(players[1]))
        self.balls, self.pins = lag.lag_layout(discipline)
        self.table = "carom-match"
        self.pacing = pacing  # INSTANT: the balls are shown at rest at once
        self.phase = SET
        self.turn = 0
        self.strokes: list[Stroke] = []
        self.run: lag.LagRun | None = None
        self.choice: str | None = None  # "break" or "pass"
        self.setWindowTitle(tr(CTX, "Lag for the break"))
        fit_window(self, (1000, 720))

        self.view = TableView()
        self.view.key_pressed.connect(self._view_key)
        space_goes_to(self.view)  # Space sets the stroke or skips, whatever has the focus
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet("font-size: 15px; font-weight: bold;")

        self.power = PowerMeter()
        self.speed = QDoubleSpinBox()
        self.speed.setRange(*SPEED_RANGE)
        self.speed.setDecimals(2)
        self.speed.setSingleStep(SPEED_STEP)
        self.speed.setSuffix(tr(CTX, " m/s"))
        self.aim = QDoubleSpinBox()
        self.aim.setRange(90.0 - AIM_SPAN, 90.0 + AIM_SPAN)
        self.aim.setDecimals(2)
        self.aim.setSingleStep(AIM_STEP)
        self.aim.setSuffix(tr(CTX, "°"))
        self.aim.setToolTip(tr(CTX, "90° is straight up the table; more turns left."))
        for box in (self.speed, self.aim):
            box.setMaximumWidth(180)
        self.speed.valueChanged.connect(self._edited)
        self.aim.valueChanged.connect(self._edited)
        form = QFormLayout()
        form.addRow(tr(CTX, "Power"), self.power)
        form.addRow(tr(CTX, "Speed"), self.speed)
        form.addRow(tr(CTX, "Aim"), self.aim)
        self.keys_hint = QLabel(
            tr(
                CTX,
                "+/−: speed by 0.05 m/s · arrows: aim by 0.1° (Ctrl: 1°, Shift: 0.01°) · "
                "Enter or Space: confirm the stroke, then Space skips to rest",
            )
        )
        self.keys_hint.setWordWrap(True)

        self.ready = QPushButton(tr(CTX, "Confirm the stroke"))
        self.ready.clicked.connect(self.confirm_stroke)
        self.again = QPushButton(tr(CTX, "Lag again"))
        self.again.clicked.connect(self.restart)
        self.break_button = QPushButton(tr(CTX, "Break"))
        self.break_button.clicked.connect(lambda: self.choose(True))
        self.pass_button = QPushButton(tr(CTX, "Let the opponent break"))
        self.pass_button.clicked.connect(lambda: self.choose(False))
        self.cancel_button = QPushButton(tr(CTX, "Cancel"))
        self.cancel_button.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        for b in (self.ready, self.again, self.break_button, self.pass_button):
            buttons.addWidget(b)
            b.setAutoDefault(False)
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        self.cancel_button.setAutoDefault(False)

        self.result_label = QLabel()
        self.result_label.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.addWidget(self.prompt)
        layout.addWidget(self.view, 1)
        layout.addLayout(form)
        layout.addWidget(self.keys_hint)
        layout.addWidget(self.result_label)
        layout.addLayout(buttons)

        self.pipeline = ShotPipeline(self, pacing)
        self.pipeline.shot_ready.connect(self._finished_run)
        self.pipeline.failed.connect(self._failed)
        self.pipeline.frame.connect(self._frame)
        self.pipeline.finished.connect(self._show_result)
        self.restart()

    @property
    def animator(self) -> Animator:
        return self.pipeline.animator

    # -- the strokes ----------------------------------------------------------------------
    @property
    def player(self) -> str:
        return self.players[self.turn]

    @property
    def ball(self) -> str:
        return lag.LAG_BALLS[self.turn]

    def restart(self) -> None:
        """A new lag (also after a repeat): the first player sets his stroke."""
        self.pipeline.stop()
        self.pipeline.abandon()
        self.phase = SET
        self.turn = 0
        self.strokes = []
        self.run = None
        self._reset_fields()
        self._refresh()

    def _reset_fields(self) -> None:
        for box, value in ((self.speed, DEFAULT_SPEED), (self.aim, 90.0)):
            box.blockSignals(True)
            box.setValue(value)
            box.blockSignals(False)
        self.power.set_speed(self.speed.value())

    def stroke(self) -> Stroke:
        """The stroke of the player setting one now (the first until it is confirmed)."""
        return lag.lag_stroke(min(len(self.strokes), 1), self.speed.value(), self.aim.value())

    def _edited(self) -> None:
        self.power.set_speed(self.speed.value())
        self._show_table()

    def confirm_stroke(self) -> None:
        if self.phase != SET:
            return
        self.strokes.append(self.stroke())
        if self.turn == 0:
            self.turn = 1
            self._reset_fields()  # the second player starts from the default, not from A's
            self._refresh()
            return
        self._start_run()

    def _start_run(self) -> None:
        self.phase = RUNNING
        self._refresh()
        try:
            request = lag.lag_request(self.discipline, self.strokes)
        except InputError as exc:
            self._failed(str(exc), True)
            return
        self.pipeline.shoot(None, request)

    def _finished_run(self, sim: SimResult) -> None:
        if self.phase != RUNNING:
            return  # cancelled or restarted meanwhile
        try:
            self.run = lag.judge_run(self.discipline, self.players, self.strokes, sim)
        except InputError as exc:
            self._failed(str(exc), True)
            return
        self.pipeline.animate(sim)

    def _failed(self, message: str, _shot: bool = True) -> None:
        self.result_label.setText(arg(tr(CTX, "The lag could not be simulated: %1"), message))
        self.restart()

    def _frame(self, frame: Frame) -> None:
        self.view.set_scene(
            Scene(
                self.discipline,
                self.table,
                frame.balls,
                frame.pins,
                frame.fallen,
                frame.vanishing,
                frame.trails,
                frame.rolls,
                heights=frame.heights,
            )
        )

    def _show_result(self, _sim: SimResult | None = None) -> None:
        if self.run is None:
            return
        self.phase = RESULT
        self._refresh()

    def choose(self, winner_breaks: bool) -> None:
        if self.phase != RESULT or self.run is None or self.run.result.winner is None:
            return
        self.choice = "break" if winner_breaks else "pass"
        self.accept()

    # -- what the game gets -------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        """``lag_winner``/``lag_choice`` for the match (docs/shot-log.md)."""
        if self.run is None or self.choice is None:
            raise InputError("lag", "the lag is not decided")
        return lag.lag_options(self.run.result, self.choice == "break")

    def breaker(self) -> str:
        opts = self.options()
        winner = str(opts["lag_winner"])
        if opts["lag_choice"] == "break":
            return winner
        return next(p for p in self.players if p != winner)

    def game_setup(self, setup: GameSetup) -> GameSetup:
        """The new game's setup with the lag recorded and its breaker first."""
        return replace(
            setup, first=self.breaker(), options={**setup.options, **self.options()}, lag=False
        )

    # -- showing --------------------------------------------------------------------------
    def _refresh(self) -> None:
        setting = self.phase == SET
        for w in (self.speed, self.aim, self.ready):
            w.setEnabled(setting)
        winner = self.run.result.winner if self.run is not None else None
        result = self.phase == RESULT
        self.again.setVisible(result and winner is None)
        self.break_button.setVisible(result and winner is not None)
        self.pass_button.setVisible(result and winner is not None)
        self.ready.setVisible(setting)
        if setting:
            self.prompt.setText(
                arg(
                    tr(CTX, "%1, set your lag stroke with the %2 ball."),
                    self.player,
                    ball_name(self.discipline, self.ball),
                )
            )
            self._show_table()
        elif self.phase == RUNNING:
            self.prompt.setText(tr(CTX, "Both balls are running."))
        elif self.run is not None:
            self.result_label.setText(lag_text(self.discipline, self.run.result))
            if winner is not None:
                self.prompt.setText(
                    arg(tr(CTX, "%1 won the lag: break, or let the opponent break?"), winner)
                )
                self.break_button.setFocus()
            else:
                self.prompt.setText(tr(CTX, "Nobody won the lag: play it again."))
                self.again.setFocus()
        if setting:
            self.view.setFocus()

    def _show_table(self) -> None:
        if self.phase != SET:
            return
        cue = Cue(self.ball, self.aim.value())
        self.view.set_scene(
            Scene(self.discipline, self.table, dict(self.balls), dict(self.pins), cue=cue)
        )

    # -- keys -----------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._key(event):
            super().keyPressEvent(event)

    def _view_key(self, event: QKeyEvent) -> None:
        if not self._key(event):
            event.ignore()  # the view passes it on (Esc closes the dialog)

    def _key(self, event: QKeyEvent) -> bool:
        key = event.key()
        mods = event.modifiers()
        if self.phase == RUNNING and key == Qt.Key.Key_Space:
            self.pipeline.skip()
            return True
        if self.phase != SET:
            return False
        arrows = (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down)
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.speed.setValue(round(self.speed.value() + SPEED_STEP, 2))
        elif key == Qt.Key.Key_Minus:
            self.speed.setValue(round(self.speed.value() - SPEED_STEP, 2))
        elif key in arrows:
            # As at the table (app/play/controller.py): Left/Up turn counter-clockwise.
            step = AIM_STEP
            if mods & Qt.KeyboardModifier.ControlModifier:
                step = 1.0
            elif mods & Qt.KeyboardModifier.ShiftModifier:
                step = 0.01
            sign = 1.0 if key in arrows[:2] else -1.0
            self.aim.setValue(round(self.aim.value() + sign * step, 2))
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.confirm_stroke()
        else:
            return False
        return True

    def reject(self) -> None:
        self.pipeline.close()
        self.phase = SET
        super().reject()
