"""The drill card: the position, the goal in words, attempts, and the stroke to play.

The drill is played on the game's own table view, with the mouse (app/table/stroke_input.py: aim
toward the mouse, press and pull back, release), the cue drawn behind the cue ball and the
engine's aim line; every shot goes through the one ``ShotPipeline``. The precise-stroke
numbers stay beside the table and follow the mouse (and the mouse follows them); spin and
elevation are set on the game's own cue-ball face (app/stroke_panel.CueBallControl) or with
W/A/S/D and E/Q. Retry puts the exact last stroke back, spin and elevation included; "show
solution" plays the reference stroke and draws its path."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QDate, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.common.announce import say
from app.common.pacing import LIVE, Pacing
from app.practice.diagram import DrillDiagram, scene_for
from app.practice.texts import percent, pick, stars, tr
from app.practice.verdict_words import reasons_text, technique_text
from app.settings.declared import PRACTICE_JITTER, PRACTICE_MIRROR
from app.settings.store import SettingsStore
from app.shot.animator import Animator
from app.shot.pipeline import ShotPipeline
from app.shot.playback import Frame
from app.table.aim import Aim
from app.table.cue import cue_for
from app.table.guide import guide_from_result
from app.table.palette import ball_colour
from app.table.scene import AimGuide, Scene
from app.table.stroke_input import StrokeInput
from app.table.stroke_panel import CueBallControl, PowerSlider
from app.words.assists import PRACTICE_ASSIST
from app.words.text import arg
from game import disciplines
from game.drills import play
from game.drills.format import Drill, load_all
from game.drills.play import Attempt
from game.drills.progress import ProgressStore
from game.drills.reasons import reasons
from game.drills.session import Session
from game.errors import InputError
from game.physics.api import SimResult
from game.physics.strike import MISCUE_LIMIT
from game.stroke import Stroke
from game.tables import Point

PATH_HZ = 120  # points per second of shot time on the solution's drawn path
MAX_DRILL_ELEVATION = 89.0  # the drill format's limit


def drill_tip(side: float, height: float) -> tuple[float, float]:
    """The tip offset in hundredths of the radius, never past the miscue ring (a drill's
    stroke must stay inside it): rounded, then pulled in along its direction if rounding
    or the face's edge put it outside."""
    side, height = round(side, 2), round(height, 2)
    d = math.hypot(side, height)
    if d > MISCUE_LIMIT:
        k = MISCUE_LIMIT / d
        side = math.trunc(side * k * 100.0) / 100.0
        height = math.trunc(height * k * 100.0) / 100.0
    return side, height


def whole_paths(result: SimResult) -> dict[str, tuple[Point, ...]]:
    """Every moving ball's path from the stroke to rest (the solution's drawn path)."""
    paths: dict[str, tuple[Point, ...]] = {}
    steps = max(2, int(result.duration * PATH_HZ))
    for ball in result.segments:
        points: list[Point] = []
        for k in range(steps + 1):
            state = result.ball_state(ball, result.duration * k / steps)
            if not state.on_table:
                break
            points.append(state.pos)
        if len(points) > 1 and points[0] != points[-1]:
            paths[ball] = tuple(points)
    return paths


def today() -> str:
    return QDate.currentDate().toString(Qt.DateFormat.ISODate)


def load_drills() -> tuple[list[Drill], str | None]:
    """The game's drill packs, or none and the reason when a pack is damaged."""
    try:
        return load_all(), None
    except InputError as exc:
        return [], str(exc)


def open_store() -> ProgressStore | None:
    try:
        return ProgressStore.open()
    except InputError:
        return None  # a damaged progress file is never overwritten; the card says so


class DrillCard(QWidget):
    """Plays attempts at one drill; ``judged`` fires with each judged Attempt once its balls
    have stopped and the verdict is on the card.

    "Show solution" is always offered on a drill (a player learning a shot may look first;
    it uses no attempt). ``solution_when_over`` keeps it back until the figure is over (made
    or out of attempts), as a scored programme needs, and the card says so."""

    judged = Signal(object)
    solution_played = Signal(object)  # the engine's SimResult of the reference stroke

    def __init__(
        self,
        store: ProgressStore | None = None,
        parent: QWidget | None = None,
        today_fn: Callable[[], str] = today,
        pacing: Pacing = LIVE,
        settings: SettingsStore | None = None,
        solution_when_over: bool = False,
        idle_title: str = "",
    ) -> None:
        super().__init__(parent)
        # What the card says before it has a drill: a browser's "Choose a drill", or its
        # owner's own words (a programme starts its figures itself).
        self.idle_title = idle_title or tr("Choose a drill")
        self.store = store
        self.settings = settings if settings is not None else SettingsStore()
        self.solution_when_over = solution_when_over
        # The shot being shown, judged, told once its balls stop: ("attempt" or "solution",
        # its judged Attempt, the engine's result).
        self._verdict: tuple[str, Attempt, SimResult] | None = None
        self.over = False  # the owner closed this drill (a programme's figure is scored)
        self.today = today_fn
        self.pacing = pacing  # INSTANT: the attempt is shown at rest at once
        self.session: Session | None = None
        self._pending: tuple[str, Stroke] | None = None  # what is being simulated
        self.pipeline = ShotPipeline(self, pacing, preview_source=self._preview_wanted)
        self.pipeline.shot_ready.connect(self._done)
        self.pipeline.failed.connect(self._failed)
        self.pipeline.frame.connect(self._frame)
        self.pipeline.preview_ready.connect(self._use_preview)
        self.pipeline.finished.connect(self._shown)
        self.cue = Aim()  # the stroke the mouse and the numbers edit together
        # The full path stops after the cushions the player chose in Settings (0: to rest).
        self.path_cushions = self.settings.path_cushions()
        self.guide: AimGuide | None = None
        self.guide_key: tuple[Any, ...] | None = None
        self.showing = False  # the last shot's end stays on the table until the next aim
        self.solution_paths: dict[str, tuple[Point, ...]] = {}

        self.title = QLabel()
        self.title.setStyleSheet("font-size: 16px; font-weight: bold;")
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.goal = QLabel()
        self.goal.setWordWrap(True)
        self.diagram = DrillDiagram(interactive=True)
        self.how = QLabel(
            tr(
                "Aim with the mouse; press on the cue's line, pull back and release to shoot. "
                "Esc lets go."
            )
        )
        self.how.setWordWrap(True)
        self.how.setStyleSheet("color: #9aa;")
        self.input = StrokeInput(self.diagram, self.cue, self._cue_ball, self)
        self.input.changed.connect(self._mouse_aimed)
        self.input.shoot.connect(self.shoot)
        self.status = QLabel()
        self.input.said.connect(self.status.setText)
        self.result = QLabel()
        self.result.setWordWrap(True)
        # Spin and elevation with the mouse, on the game's own cue-ball face; a drill's
        # stroke keeps the tip inside the miscue ring (the drill format refuses a miscue).
        self.tip = CueBallControl(self.cue, tip_limit=MISCUE_LIMIT)
        self.tip.setToolTip(tr("Click or drag on the cue ball to set the spin (W/A/S/D)."))
        self.tip.changed.connect(self._tip_set)

        self.aim = self._spin(0.0, 360.0, 2, 0.1, "°")
        self.aim.setWrapping(True)
        self.speed = self._spin(0.1, 12.0, 2, 0.1, tr(" m/s"))
        self.side = self._spin(-MISCUE_LIMIT, MISCUE_LIMIT, 2, 0.05, "")
        self.height_box = self._spin(-MISCUE_LIMIT, MISCUE_LIMIT, 2, 0.05, "")
        self.elevation = self._spin(0.0, MAX_DRILL_ELEVATION, 1, 1.0, "°")
        for box in (self.aim, self.speed, self.side, self.height_box, self.elevation):
            box.valueChanged.connect(self._numbers_changed)
        # Two columns of numbers, so the table keeps the height on a small screen.
        self.precise = QGroupBox(tr("Precise stroke"))
        grid = QGridLayout(self.precise)
        rows = ((tr("Aim"), self.aim), (tr("Speed"), self.speed),
                (tr("Elevation"), self.elevation), (tr("Side"), self.side),
                (tr("Height"), self.height_box))  # fmt: skip
        for i, (label, box) in enumerate(rows):
            name = QLabel(label)
            name.setBuddy(box)  # a screen reader names the box by its label
            box.setAccessibleName(label)
            grid.addWidget(name, i % 3, 2 * (i // 3))
            grid.addWidget(box, i % 3, 2 * (i // 3) + 1)
        descriptions = (
            (self.aim, tr("The direction of the stroke in degrees; the arrows turn it too")),
            (self.speed, tr("The cue ball's speed in metres per second; + and - change it")),
            (self.elevation, tr("How steeply the cue is raised, in degrees (E/Q)")),
            (self.side, tr("Side spin: where the tip meets the ball, left or right (A/D)")),
            (self.height_box, tr("Follow or draw: where the tip meets the ball (W/S)")),
        )
        for box, text in descriptions:
            box.setAccessibleDescription(text)
        # The touchpad's way to set the power (no press-and-pull), on the game's own curve;
        # Shoot below then plays it.
        self.power = PowerSlider()
        self.power.setMinimumWidth(90)
        self.power.speed_chosen.connect(self._power_chosen)
        grid.addWidget(QLabel(tr("Power")), 2, 2)
        grid.addWidget(self.power, 2, 3)

        self.mirror = QCheckBox(tr("Left-handed mirror"))
        self.mirror.setAccessibleDescription(
            tr("Plays the figures mirrored for a left-handed player; kept for every figure")
        )
        self.jitter = QCheckBox(tr("Jitter the balls a few millimetres"))
        self.jitter.setAccessibleDescription(
            tr("Each start of the drill moves the balls a few millimetres, as at a real table")
        )
        self.mirror.setChecked(self.settings.get(PRACTICE_MIRROR))
        self.jitter.setChecked(self.settings.get(PRACTICE_JITTER))
        self.mirror.toggled.connect(self._mirror_toggled)
        self.jitter.toggled.connect(self._jitter_toggled)
        self.shoot_button = QPushButton(tr("Shoot"))
        self.retry_button = QPushButton(tr("Retry last stroke"))
        self.solution_button = QPushButton(tr("Show solution"))
        self.restart_button = QPushButton(tr("Start again"))
        self.shoot_button.clicked.connect(self.shoot)
        self.retry_button.clicked.connect(self.retry)
        self.solution_button.clicked.connect(self.show_solution)
        self.restart_button.clicked.connect(self.restart)
        self.shoot_button.setAccessibleDescription(tr("Plays the stroke shown (Space)"))
        self.retry_button.setAccessibleDescription(
            tr("Puts the last attempt's exact stroke back on the table")
        )
        self.restart_button.setAccessibleDescription(
            tr("Sets the drill's position again with all its attempts")
        )
        self.solution_button.setAccessibleDescription(
            tr("The engine plays the drill's own stroke and draws its path")
        )
        self.solution_note = QLabel()  # when "Show solution" is offered
        self.solution_note.setWordWrap(True)
        self.solution_note.setStyleSheet("color: #9aa;")
        buttons = QHBoxLayout()
        for b in (self.shoot_button, self.retry_button, self.solution_button, self.restart_button):
            buttons.addWidget(b)

        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.note)
        layout.addWidget(self.goal)
        layout.addWidget(self.diagram, 1)
        # The drill's options beside the hint under the table: the row of stroke controls
        # below stays narrow enough for the drill list beside the card on a small screen.
        hint = QHBoxLayout()
        hint.addWidget(self.how, 1)
        hint.addWidget(self.mirror)
        hint.addWidget(self.jitter)
        layout.addLayout(hint)
        layout.addWidget(self.status)
        layout.addWidget(self.result)
        row = QHBoxLayout()
        row.addWidget(self.tip)
        row.addWidget(self.precise)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addLayout(buttons)
        layout.addWidget(self.solution_note)
        self._jitter_seed = 0
        self._sync()

    @property
    def animator(self) -> Animator:
        return self.pipeline.animator

    @staticmethod
    def _spin(lo: float, hi: float, decimals: int, step: float, suffix: str) -> QDoubleSpinBox:
        s = QDoubleSpinBox()
        s.setRange(lo, hi)
        s.setDecimals(decimals)
        s.setSingleStep(step)
        s.setSuffix(suffix)
        return s

    # -- drill and session ----------------------------------------------------------------
    def set_drill(self, drill: Drill | None, attempts: int | None = None) -> None:
        self._drill = drill
        self._attempts = attempts
        # The mirror stays as the player set it, for every figure; a drill that is not a
        # figure is played as drawn.
        self.mirror.setEnabled(drill is not None and disciplines.get(drill.discipline).figures)
        self.restart()

    def _mirror_toggled(self, on: bool) -> None:
        self.settings.set(PRACTICE_MIRROR, on)
        self.restart()

    def _jitter_toggled(self, on: bool) -> None:
        self.settings.set(PRACTICE_JITTER, on)
        self.restart()

    @property
    def mirrored(self) -> bool:
        return self.mirror.isChecked() and self.mirror.isEnabled()

    def restart(self) -> None:
        drill = getattr(self, "_drill", None)
        if drill is None:
            self.session = None
            self.diagram.set_drill(None)
            self._sync()
            return
        if self._attempts is not None:
            drill = replace(drill, attempts=self._attempts)
        seed = None
        if self.jitter.isChecked():
            self._jitter_seed += 1  # a new nudge each time the drill starts again
            seed = self._jitter_seed
        self._stop_showing()
        self.showing = False
        self.solution_paths = {}
        self._verdict = None
        self.over = False
        self.session = Session(drill, mirrored=self.mirrored, jitter_seed=seed,
                               store=self.store)  # fmt: skip
        self.diagram.set_drill(self.session.drill)
        self._set_stroke(self.session.start_stroke())
        self.result.setText("")
        self._sync()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "solution_button"):
            self._sync()  # title, note and goal come from the pack, in the new language
        super().changeEvent(event)

    def stroke(self) -> Stroke:
        assert self.session is not None
        return Stroke(
            ball=self.session.drill.cue_ball,
            aim_deg=round(self.aim.value(), 2),
            speed=round(self.speed.value(), 2),
            side=round(self.side.value(), 2),
            height=round(self.height_box.value(), 2),
            elevation_deg=round(self.elevation.value(), 1),
        )

    def _set_stroke(self, s: Stroke) -> None:
        self._show_numbers(s.aim_deg, s.speed, s.side, s.height, s.elevation_deg)
        self._numbers_changed()

    def _show_numbers(
        self, aim_deg: float, speed: float, side: float, height: float, elevation_deg: float
    ) -> None:
        """Write a stroke into the number boxes without each box reporting a change."""
        boxes = (self.aim, self.speed, self.side, self.height_box, self.elevation)
        for box in boxes:
            box.blockSignals(True)
        try:
            self.aim.setValue(aim_deg % 360.0)
            self.speed.setValue(speed)
            self.side.setValue(side)
            self.height_box.setValue(height)
            self.elevation.setValue(elevation_deg)
        finally:
            for box in boxes:
                box.blockSignals(False)

    # -- the stroke: mouse and numbers ----------------------------------------------------
    def _cue_ball(self) -> Point | None:
        """Where the cue ball stands for the next stroke (None while a shot is shown)."""
        if self.session is None or self.session.finished or self.over or self._pending:
            return None
        if self.pipeline.running:
            return None
        return self.session.drill.balls.get(self.session.drill.cue_ball)

    def _back_to_start(self) -> None:
        """The table shows the drill's position again (after a shot was shown)."""
        if self.showing or self.solution_paths:
            self.showing = False
            self.solution_paths = {}
            self._stop_showing()

    def _mouse_aimed(self) -> None:
        """The mouse or the keys moved the cue, the tip or the elevation: the numbers
        follow."""
        self._back_to_start()
        self._numbers_from_cue()
        self.tip.refresh()
        self.power.show_speed(self.speed.value())
        self._refresh_scene()

    def _tip_set(self) -> None:
        """A click or drag on the cue ball's face, or the elevation slider."""
        self._numbers_from_cue()
        self._numbers_changed()

    def _power_chosen(self, speed: float) -> None:
        self.speed.setValue(speed)  # the numbers, the cue and the assist follow

    def _numbers_from_cue(self) -> None:
        """The numbers show the cue's stroke as a drill writes it: the tip in hundredths
        of the radius, inside the miscue ring."""
        c = self.cue
        c.side, c.height = drill_tip(c.side, c.height)
        c.elevation_deg = min(round(c.elevation_deg, 1), MAX_DRILL_ELEVATION)
        self._show_numbers(c.aim_deg, c.speed, c.side, c.height, c.elevation_deg)

    def _numbers_changed(self) -> None:
        """The numbers changed: the cue on the table and the cue ball's face follow them
        exactly."""
        if self.session is None:
            return
        self._back_to_start()
        if not self.cue.pulling:
            self.cue.load(self.stroke())
        self.tip.refresh()
        self.power.show_speed(self.speed.value())
        self._refresh_scene()

    def _key_now(self) -> tuple[Any, ...] | None:
        if self.session is None:
            return None
        s = self.stroke()
        d = self.session.drill
        return (d.id, tuple(sorted(d.balls.items())), s)

    def _preview_wanted(self) -> tuple[tuple[Any, ...], dict[str, Any]] | None:
        """The aim line comes from the engine: the stroke shown, from the drill's position."""
        key = self._key_now()
        if key is None or self._cue_ball() is None:
            return None
        try:
            return key, play.request_for(self.session.drill, self.stroke())  # type: ignore[union-attr]
        except InputError:
            return None

    def _use_preview(self, key: tuple[Any, ...], result: SimResult) -> None:
        if self.session is None or key != self._key_now():
            return
        self.guide = guide_from_result(
            self.session.drill.cue_ball, result, PRACTICE_ASSIST, self.path_cushions
        )
        self.guide_key = key
        self._refresh_scene(preview=False)

    def _refresh_scene(self, preview: bool = True) -> None:
        """The drill's position with the cue and the aim line (nothing while a shot runs)."""
        if self.session is None or self.pipeline.running:
            return
        if self.showing:
            return  # the last frame of the shot stays (with the solution's path)
        d = self.session.drill
        base = scene_for(d)
        cue = cue_for(d.cue_ball, self.cue)
        guide = self.guide if self.guide_key == self._key_now() else None
        live = self._cue_ball() is not None
        self.diagram.set_scene(
            replace(
                base,
                cue=cue if live else None,
                guide=guide if live else None,
                guide_level=PRACTICE_ASSIST,
            )
        )
        if preview and live:
            self.pipeline.schedule_preview()

    # -- actions --------------------------------------------------------------------------
    def shoot(self) -> None:
        if self.session is None or self.session.finished or self.over or self._pending:
            return
        if self._verdict is not None:
            return  # the last shot's balls still roll
        self._back_to_start()
        stroke = self.stroke()
        try:
            request = self.session.request(stroke)
        except InputError as exc:
            self.result.setText(str(exc))
            return
        self._pending = ("attempt", stroke)
        self.cue.locked = False  # the aim lock holds one stroke's aim
        self.pipeline.shoot(self._key_now(), request)
        self._sync()

    def retry(self) -> None:
        """Back to the start position with the exact stroke of the last attempt."""
        if self.session is None:
            return
        self._stop_showing()
        self.showing = False
        self.solution_paths = {}
        self.diagram.set_drill(self.session.drill)
        self._set_stroke(self.session.start_stroke())
        self._sync()

    def solution_offered(self) -> bool:
        """Whether "Show solution" may be played now."""
        s = self.session
        if s is None or self._pending or self._verdict is not None:
            return False
        return not self.solution_when_over or s.finished or s.solved or self.over

    def close_drill(self) -> None:
        """No more attempts here (the programme scored the figure): the last shot and its
        verdict stay, the solution is offered."""
        self.over = True
        self._sync()

    def show_solution(self) -> None:
        if self.session is None or not self.solution_offered():
            return
        self._stop_showing()
        self.showing = False
        self._pending = ("solution", self.session.drill.stroke)
        self.pipeline.shoot(None, self.session.solution_request())
        self._set_stroke(self.session.drill.stroke)

    def _done(self, result: SimResult) -> None:
        pending, self._pending = self._pending, None
        if self.session is None or pending is None:
            return
        kind, stroke = pending
        self.solution_paths = {}
        if kind == "attempt":
            # Marker gates are judged on the path at the rate ``drills verify`` uses.
            try:
                attempt = self.session.record(stroke, result, self.today())
            except InputError as exc:  # the attempt cannot be judged: say so, keep going
                self.result.setText(str(exc))
                self._sync()
                return
            # Counted now; told when the balls have stopped (``_shown``).
            self._verdict = ("attempt", attempt, result)
            self.result.setText(tr("The balls are rolling…"))
        else:
            self.result.setText(tr("The reference stroke, played by the engine…"))
            self.solution_paths = whole_paths(result)  # drawn while it plays, and after
            judged = play.judge_result(self.session.drill, stroke, result)
            self._verdict = ("solution", judged, result)
        self.pipeline.animate(result)
        self._sync()

    def _shown(self, _result: SimResult | None) -> None:
        """The shot stands at rest: the verdict is told, and the shot stays on the table
        until the player aims again."""
        if self.session is None:
            return
        self.showing = True
        verdict, self._verdict = self._verdict, None
        if verdict is None:
            self._sync()
            return
        kind, attempt, sim = verdict
        if kind == "attempt":
            self._show_attempt(attempt)
            self._sync()
            self.judged.emit(attempt)
        else:
            self.result.setText(self._solution_words(attempt))
            say(self, self.result.text())
            self._sync()
            self.solution_played.emit(sim)

    def _stop_showing(self) -> None:
        """Stop the shot on show; a verdict not yet told is told at once (the attempt was
        counted, and the programme waits for it)."""
        if self._verdict is not None and self.pipeline.running:
            self._shown(None)
        self.pipeline.stop()

    def _why(self, attempt: Attempt) -> str:
        d = self.session.drill if self.session is not None else None
        if d is None:
            return ""
        return reasons_text(d.discipline, d.cue_ball, reasons(d.goal, attempt.trace, d.context()))

    def _coached(self, attempt: Attempt) -> str:
        """The technique the drill's note coaches, where the attempt did not show it."""
        if self.session is None:
            return ""
        d = self.session.drill
        return technique_text(play.missing_technique(d, attempt.stroke, result=attempt.result))

    def _solution_words(self, attempt: Attempt) -> str:
        if attempt.success:
            return tr("The reference stroke, played by the engine: it meets the goal.")
        return arg(
            tr("The reference stroke, played by the engine, misses here: %1"), self._why(attempt)
        )

    def _failed(self, message: str, _shot: bool) -> None:
        if not _shot:
            return  # a preview that could not be simulated just draws no aim line
        self._pending = None
        self.result.setText(message)
        self._sync()

    def _frame(self, frame: Frame) -> None:
        d = self.session.drill if self.session else None
        if d is None:
            return
        base = scene_for(d)
        trails = dict(frame.trails)
        for ball, path in self.solution_paths.items():
            trails[ball] = path  # the reference stroke's whole path, drawn as it plays
        self.diagram.set_scene(
            Scene(
                discipline=base.discipline,
                table=base.table,
                balls=dict(frame.balls),
                pins=dict(frame.pins),
                fallen=dict(frame.fallen),
                vanishing=dict(frame.vanishing),
                trails=trails,
                rolls=dict(frame.rolls),
                heights=dict(frame.heights),
            )
        )

    def _show_attempt(self, attempt: Attempt) -> None:
        if attempt.success:
            text = tr("Done! The goal is met.")
        else:
            # A share of the goal only where part of it was met; the reason says the rest.
            if attempt.score > 0:
                text = arg(tr("Not this time: %1 of the goal."), percent(attempt.score))
            else:
                text = tr("Not this time.")
            text += " " + self._why(attempt)
            coached = self._coached(attempt)
            if coached:
                text += " " + coached
        if self.store is not None and self.store.unsaved:
            # A read-only or full disk: the attempt counts, the file waits.
            text += "\n" + tr(
                "Your progress could not be saved to disk; it is kept and saved with your "
                "next attempt."
            )
        self.result.setText(text)
        say(self, text)  # a screen reader hears the verdict as the balls stop

    def _sync(self) -> None:
        s = self.session
        # A shot whose verdict is not yet told (its balls still roll) holds the card.
        busy = bool(self._pending) or self._verdict is not None
        if s is None:
            self.title.setText(self.idle_title)
            for w in (self.note, self.goal, self.status):
                w.setText("")
            buttons = (self.shoot_button, self.retry_button, self.solution_button)
            for b in (*buttons, self.restart_button):
                b.setEnabled(False)
            self.tip.setEnabled(False)
            self.power.setEnabled(False)
            return
        d = s.drill
        self.tip.show_ball(ball_colour(d.discipline, d.cue_ball))
        title = pick(d.title)
        if d.points is not None:
            title += "  " + arg(tr("(%1 points)"), d.points)
        self.title.setText(title)
        self.note.setText(pick(d.note))
        self.goal.setText(arg(tr("Goal: %1"), pick(d.goal_text)))
        p = s.progress()
        last = s.last.score if s.last is not None else p.last
        best = max((v for v in (s.best, p.best) if v is not None), default=None)  # 0 % counts
        counts = arg(
            tr("Attempts left: %1   Difficulty: %2   Best: %3   Last: %4   Record: %5 of %6"),
            s.attempts_left,
            stars(d.difficulty),
            percent(best),
            percent(last),
            p.successes,
            p.attempts,
        )
        if self._verdict is None:  # while the balls roll the counts would tell the verdict
            self.status.setText(counts)
        playable = not s.finished and not self.over and not busy
        self.shoot_button.setEnabled(playable)
        self.retry_button.setEnabled(s.last_stroke is not None and not busy)
        self.solution_button.setEnabled(self.solution_offered())
        self.restart_button.setEnabled(True)
        if not self.solution_when_over:
            self.solution_note.setText("")
        elif s.finished or s.solved or self.over:
            self.solution_note.setText(tr("The solution can be shown now."))
        else:
            self.solution_note.setText(
                tr("The solution can be shown when this figure is over: made, or out of attempts.")
            )
        self.input.enabled = playable
        self.tip.setEnabled(playable)
        self.power.setEnabled(playable)
        self._refresh_scene(preview=False)
