"""Practice → Free table: place any ball (and pin) anywhere it fits, shoot with the game's
own aiming and physics, retry exactly, and save the position as a drill of your own.

Dragging asks the physics' ``ball_fits`` (the one placement predicate) and the drill
format's clearances, so every position the table accepts is one a drill can be saved from.
The shot is read by the discipline's own referee (``game.drills.free_reading``).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.common.dialogs import Dialogs, QtDialogs
from app.common.pacing import LIVE, Pacing
from app.common.screen_fit import fit_window, scrolled
from app.practice.positions import (
    Layout,
    ball_problem,
    layout_after,
    pin_problem,
    radius,
    reading_text,
    start_layout,
)
from app.settings.declared import FREE_TABLE_DISCIPLINE
from app.settings.store import SettingsStore
from app.shot.pipeline import ShotPipeline
from app.shot.playback import Frame
from app.table.aim import Aim
from app.table.art import world_transform
from app.table.cue import cue_for
from app.table.guide import guide_from_result
from app.table.palette import ball_colour
from app.table.scene import AimGuide, HandBall, Scene
from app.table.stroke_input import StrokeInput
from app.table.stroke_panel import StrokePanel
from app.table.view import TableView
from app.words.assists import PRACTICE_ASSIST
from app.words.disciplines import discipline_name
from app.words.referee import ball_name
from app.words.text import QT_TRANSLATE_NOOP, arg
from app.words.text import tr as text_tr
from game import disciplines
from game.drills import user_pack
from game.drills.format import Drill, parse_drill
from game.drills.play import judge_result
from game.errors import InputError
from game.physics.api import SimResult
from game.stroke import Stroke
from game.tables import POCKETS, TABLE_BALLS, Point

CTX = "FreeTable"
GRAB_SLACK = 2.0  # a press within two radii of a ball's centre picks it up, never strikes
PIN_GRAB = 0.02  # pins are tiny: a press within 2 cm picks one up

# The free table's games: seven pins on the pyramid, the carom games and five pins on the
# carom table (artistic figures have their own drills and coefficients).
DISCIPLINES = tuple(d.id for d in disciplines.with_referee() if d.in_window)  # not artistic
GOAL_LABELS = {
    "three_cushion_point": QT_TRANSLATE_NOOP("FreeTable", "Three-cushion point"),
    "carom": QT_TRANSLATE_NOOP("FreeTable", "Carom"),
    "king_alone": QT_TRANSLATE_NOOP("FreeTable", "King alone, legally"),
    "pins_legally": QT_TRANSLATE_NOOP("FreeTable", "Pins knocked down legally"),
    "pocket": QT_TRANSLATE_NOOP("FreeTable", "Pocket a ball"),
}
POCKET_LABELS = {
    "head_left": QT_TRANSLATE_NOOP("FreeTable", "top-left corner pocket"),
    "head_right": QT_TRANSLATE_NOOP("FreeTable", "bottom-left corner pocket"),
    "side_left": QT_TRANSLATE_NOOP("FreeTable", "top side pocket"),
    "side_right": QT_TRANSLATE_NOOP("FreeTable", "bottom side pocket"),
    "foot_left": QT_TRANSLATE_NOOP("FreeTable", "top-right corner pocket"),
    "foot_right": QT_TRANSLATE_NOOP("FreeTable", "bottom-right corner pocket"),
}


def tr(text: str, n: int = -1) -> str:
    return text_tr(CTX, text, n)


# -- the table widget ------------------------------------------------------------------------
class FreeTableView(TableView):
    """The game's table view plus a red ring round a pin being dragged where it cannot go."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bad_pin: Point | None = None

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        g = self.geometry_
        if self.bad_pin is None or g is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setTransform(world_transform(g))
        pen = QPen(QColor(240, 40, 40, 230), 2.0)
        pen.setCosmetic(True)
        p.setPen(pen)
        p.setBrush(QColor(240, 40, 40, 90))
        p.drawEllipse(QPointF(*self.bad_pin), 0.016, 0.016)
        p.end()


@dataclass
class Drag:
    kind: str  # "ball" | "pin"
    id: str
    pos: Point
    ok: bool
    why: str | None = None


# -- the window ------------------------------------------------------------------------------
class FreeTable(QDialog):
    """The free table. ``pacing`` INSTANT puts the balls at rest at once; ``dialogs``
    asks the save warning's question."""

    def __init__(
        self,
        parent: QWidget | None = None,
        discipline: str = "seven_pins_classic",
        pacing: Pacing = LIVE,
        dialogs: Dialogs | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(tr("Free table"))
        fit_window(self, (1400, 860))
        self.pacing = pacing
        self.dialogs: Dialogs = dialogs if dialogs is not None else QtDialogs()
        self.last_warning = ""
        self.aim = Aim()
        # The full path stops after the cushions the player chose in Settings (0: to rest).
        self.path_cushions = SettingsStore().path_cushions()
        self.discipline = discipline
        self.layout_ = start_layout(discipline)
        self.cue = self._default_cue()
        self.undo_stack: list[tuple[Layout, str]] = []
        self.shot_start: Layout | None = None
        self.last_stroke: Stroke | None = None
        self.last_result: SimResult | None = None
        self.drag: Drag | None = None
        self.busy = False  # a shot is being simulated or shown
        self._frame: Frame | None = None
        self.guide: AimGuide | None = None
        self.guide_key: tuple[Any, ...] | None = None

        self.pipeline = ShotPipeline(self, pacing, preview_source=self._preview_wanted)
        self.pipeline.preview_ready.connect(self._use_preview)
        self.pipeline.shot_ready.connect(self._start)
        self.pipeline.failed.connect(self._failed)
        self.pipeline.frame.connect(self._on_frame)
        self.pipeline.finished.connect(self._shot_over)

        self._build()
        self._fill_balls()
        self._aim_at_nearest()
        self._refresh()

    # -- widgets ------------------------------------------------------------------------
    def _build(self) -> None:
        self.discipline_box = QComboBox()
        for d in DISCIPLINES:
            self.discipline_box.addItem(discipline_name(d), d)
        self.discipline_box.setCurrentIndex(DISCIPLINES.index(self.discipline))
        self.discipline_box.currentIndexChanged.connect(
            lambda _i: self.set_discipline(self.discipline_box.currentData())
        )
        self.discipline_box.setAccessibleDescription(tr("The game whose table and balls are set"))
        self.ball_box = QComboBox()
        self.ball_box.setAccessibleDescription(tr("The ball the next stroke is played with"))
        self.ball_box.currentIndexChanged.connect(self._ball_chosen)
        self.pins_button = QPushButton()
        self.pins_button.setAccessibleDescription(
            tr("Takes the pins off the table or sets them up")
        )
        self.pins_button.clicked.connect(self.toggle_pins)
        self.reset_button = QPushButton(tr("Reset position"))
        self.reset_button.setToolTip(tr("The balls back where they were before the shot, "
                                        "with the same stroke."))  # fmt: skip
        self.reset_button.clicked.connect(self.reset_position)
        self.undo_button = QPushButton(tr("Undo move"))
        self.undo_button.setAccessibleDescription(tr("Takes back the last ball or pin moved"))
        self.undo_button.clicked.connect(self.undo)
        self.start_button = QPushButton(tr("Starting layout"))
        self.start_button.setAccessibleDescription(tr("Sets the game's opening position"))
        self.start_button.clicked.connect(self.starting_layout)
        self.save_button = QPushButton(tr("Save as drill…"))
        self.save_button.setToolTip(tr("Saves the position before your last shot, with that "
                                       "shot as the drill's solution."))  # fmt: skip
        self.save_button.clicked.connect(self.save_dialog)
        self.show_button = QPushButton(tr("Show me a shot (H)"))
        self.show_button.setToolTip(tr("The computer finds a stroke from this position and "
                                       "aims the cue there."))  # fmt: skip
        self.show_button.clicked.connect(self.show_shot)

        self.view = FreeTableView()
        self.view.mouse_pressed.connect(lambda x, y, m: self.press(x, y))
        self.view.mouse_moved.connect(
            lambda x, y, m: self.pointer_moved(x, y, bool(m & Qt.KeyboardModifier.ShiftModifier))
        )
        self.view.mouse_released.connect(lambda x, y, m: self.release(x, y))
        self.view.wheel_turned.connect(self._wheel)
        self.view.key_pressed.connect(self._key)
        self.view.right_clicked.connect(self._let_go)
        # The stroke itself is made as everywhere (app/table/stroke_input.py); the free table
        # takes the presses on a ball or a pin for dragging first.
        self.input = StrokeInput(
            self.view, self.aim, lambda: self.layout_.balls.get(self.cue), self, connect=False
        )
        self.input.shoot.connect(self.shoot)
        self.stroke = StrokePanel(self.aim)
        self.stroke.changed.connect(self._aim_edited)
        self.stroke.shoot_exact.connect(self.shoot)

        top = QHBoxLayout()
        top.addWidget(QLabel(tr("Game")))
        top.addWidget(self.discipline_box)
        top.addWidget(QLabel(tr("Strike with")))
        top.addWidget(self.ball_box)
        top.addWidget(self.pins_button)
        top.addStretch(1)
        # The position's actions sit under the stroke panel, so the window stays narrow.
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.stroke)
        for b in (self.start_button, self.undo_button, self.reset_button, self.save_button,
                  self.show_button):  # fmt: skip
            side_layout.addWidget(b)
        side_layout.addStretch(1)

        self.hint = QLabel(tr("Drag any ball or pin to place it; a red ring means it cannot "
                              "go there. Press on the cue's line and pull back to "
                              "shoot."))  # fmt: skip
        self.hint.setWordWrap(True)
        self.reading = QLabel()
        self.reading.setWordWrap(True)
        self.reading.setStyleSheet("font-size: 14px; padding: 4px;")
        self.status = QLabel()
        self.input.said.connect(self.status.setText)
        self.status.setStyleSheet("color: #c05030;")
        self.status.setWordWrap(True)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.view)
        split.addWidget(scrolled(side))
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 0)
        split.setCollapsible(0, False)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.hint)
        layout.addWidget(split, 1)
        layout.addWidget(self.reading)
        layout.addWidget(self.status)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "pins_button"):
            self._fill_balls()
            self._refresh()
        super().changeEvent(event)

    def _fill_balls(self) -> None:
        self.ball_box.blockSignals(True)
        self.ball_box.clear()
        for b in TABLE_BALLS[disciplines.get(self.discipline).default_table]:
            if b in self.layout_.balls:
                self.ball_box.addItem(ball_name(self.discipline, b), b)
        i = self.ball_box.findData(self.cue)
        self.ball_box.setCurrentIndex(max(0, i))
        self.ball_box.blockSignals(False)
        if i < 0 and self.ball_box.count():
            self.cue = self.ball_box.currentData()

    def _default_cue(self) -> str:
        return disciplines.get(self.discipline).default_ball

    def _ball_chosen(self, _i: int) -> None:
        b = self.ball_box.currentData()
        if b:
            self.cue = b
            self._aim_at_nearest()
            self._refresh()

    # -- editing ------------------------------------------------------------------------------
    def set_discipline(self, discipline: str) -> None:
        if discipline == self.discipline or self.busy:
            return
        self.discipline = discipline
        SettingsStore().set(FREE_TABLE_DISCIPLINE, discipline)  # the next free table opens so
        self.undo_stack.clear()
        self.shot_start = self.last_stroke = self.last_result = None
        self.layout_ = start_layout(discipline)
        self.cue = self._default_cue()
        self.reading.setText("")
        self._fill_balls()
        self._aim_at_nearest()
        self._refresh()

    def starting_layout(self) -> None:
        if not self.busy:
            self._edit(start_layout(self.discipline))

    def _edit(self, new: Layout) -> None:
        """Every change of the position goes through here, so it can be undone."""
        self.undo_stack.append((self.layout_, self.cue))
        self.layout_ = new
        self.status.setText("")  # an earlier refusal no longer applies
        self._fill_balls()
        self._refresh()

    def undo(self) -> bool:
        if not self.undo_stack or self.busy:
            return False
        self.layout_, self.cue = self.undo_stack.pop()
        self._fill_balls()
        self._refresh()
        return True

    def reset_position(self) -> bool:
        """Exact retry: the position before the last shot and the same stroke."""
        if self.shot_start is None or self.last_stroke is None or self.busy:
            return False
        self._edit(self.shot_start)
        self.cue = self.last_stroke.ball
        self._fill_balls()
        self.aim.load(self.last_stroke)
        self.aim.call = None
        self.stroke.refresh()
        self._refresh()
        return True

    def toggle_pins(self) -> None:
        """Pins off the table, or all back on their spots."""
        if self.busy:
            return
        spots = disciplines.default_pins(self.discipline)
        if not spots:
            return
        if self.layout_.pins:
            self._edit(Layout(dict(self.layout_.balls), {}))
            return
        blocked = [
            p for p, at in sorted(spots.items())
            if pin_problem(self.discipline, Layout(self.layout_.balls, {}), p, at)
        ]  # fmt: skip
        if blocked:
            self.status.setText(tr("A ball stands on a pin's spot: move it first."))
            return
        self._edit(Layout(dict(self.layout_.balls), dict(spots)))

    def move_ball(self, ball: str, at: Point) -> bool:
        """Put a ball at ``at`` if it fits there (what a drag does on release)."""
        why = ball_problem(self.discipline, self.layout_, ball, at)
        if why is not None:
            self.status.setText(why)
            return False
        balls = dict(self.layout_.balls)
        balls[ball] = (float(at[0]), float(at[1]))
        self._edit(Layout(balls, dict(self.layout_.pins)))
        return True

    def move_pin(self, pin: str, at: Point) -> bool:
        why = pin_problem(self.discipline, self.layout_, pin, at)
        if why is not None:
            self.status.setText(why)
            return False
        pins = dict(self.layout_.pins)
        pins[pin] = (float(at[0]), float(at[1]))
        self._edit(Layout(dict(self.layout_.balls), pins))
        return True

    # -- mouse and keys -------------------------------------------------------------------------
    def _picked(self, x: float, y: float) -> tuple[str, str] | None:
        r = radius(self.discipline)
        near = sorted((math.dist(p, (x, y)), b) for b, p in self.layout_.balls.items())
        if near and near[0][0] <= r:
            return "ball", near[0][1]
        # A pin stands 2 mm from a ball (7C-3): on the pin itself the pin wins.
        pins = sorted((math.dist(p, (x, y)), k) for k, p in self.layout_.pins.items())
        if pins and pins[0][0] <= PIN_GRAB:
            return "pin", pins[0][1]
        if near and near[0][0] <= r * GRAB_SLACK:
            return "ball", near[0][1]
        return None

    def press(self, x: float, y: float) -> None:
        if self.busy:
            self.pipeline.skip()
            return
        picked = self._picked(x, y)
        if picked is not None:
            kind, key = picked
            at = (self.layout_.balls if kind == "ball" else self.layout_.pins)[key]
            self.drag = Drag(kind, key, at, True)
            self.status.setText("")
        else:
            self.input.press(x, y)
        self._refresh()

    def pointer_moved(self, x: float, y: float, fine: bool = False) -> None:
        if self.busy:
            return
        d = self.drag
        if d is not None:
            check = ball_problem if d.kind == "ball" else pin_problem
            d.pos = (x, y)
            d.why = check(self.discipline, self.layout_, d.id, (x, y))
            d.ok = d.why is None
            self._refresh(preview=False)
            return
        self.input.aim_move(x, y, fine)
        self.stroke.refresh()
        self._refresh()

    def release(self, x: float, y: float) -> None:
        d = self.drag
        if d is not None:
            self.drag = None
            moved = (
                self.move_ball(d.id, (x, y)) if d.kind == "ball" else self.move_pin(d.id, (x, y))
            )
            if not moved:
                self._refresh()
            return
        if self.aim.pulling:
            self.input.release(x, y)  # shoots when the cue was drawn back
            self._refresh()

    def _wheel(self, steps: float, mods: Any) -> None:
        coarse = bool(mods & Qt.KeyboardModifier.ControlModifier)
        fine = bool(mods & Qt.KeyboardModifier.ShiftModifier)
        self.aim.turn(steps * (1.0 if coarse else (0.01 if fine else 0.1)))
        self._aim_edited()

    def _key(self, event: QKeyEvent) -> None:
        key, mods = event.key(), event.modifiers()
        K = Qt.Key
        if self.busy:
            if key == K.Key_Space:
                self.pipeline.skip()
            return
        ctrl = bool(mods & Qt.KeyboardModifier.ControlModifier)
        shift = bool(mods & Qt.KeyboardModifier.ShiftModifier)
        if key == K.Key_Z and ctrl:
            self.undo()
        elif key in (K.Key_Left, K.Key_Up, K.Key_Right, K.Key_Down):
            step = 1.0 if ctrl else (0.01 if shift else 0.1)
            self.aim.turn(step if key in (K.Key_Left, K.Key_Up) else -step)
            self._aim_edited()
        elif key == K.Key_Space:
            self.shoot()
        elif key == K.Key_H:
            self.show_shot()
        elif key == K.Key_Escape:
            self._let_go()
        elif key in (K.Key_Plus, K.Key_Equal, K.Key_Minus):
            self.aim.change_speed(-0.1 if key == K.Key_Minus else 0.1)
            self._aim_edited()
        elif self.input.tip_key(key):  # W/A/S/D and E/Q, as in the game
            self._aim_edited()
        else:
            event.ignore()

    def _let_go(self) -> None:
        """Esc or a right-click: a ball or pin being dragged goes back where it was, a
        drawn-back cue is put down."""
        self.drag = None
        self.aim.cancel_pull()
        self._aim_edited()

    def _aim_edited(self) -> None:
        self.stroke.refresh()
        self._refresh()

    def _aim_at_nearest(self) -> None:
        me = self.layout_.balls.get(self.cue)
        others = sorted(
            (math.dist(me, p), b) for b, p in self.layout_.balls.items() if b != self.cue
        ) if me is not None else []  # fmt: skip
        if me is None or not others:
            return
        tx, ty = self.layout_.balls[others[0][1]]
        self.aim.aim_deg = round(math.degrees(math.atan2(ty - me[1], tx - me[0])) % 360, 4)
        if hasattr(self, "stroke"):
            self.stroke.refresh()

    # -- what is drawn ----------------------------------------------------------------------------
    def _stroke_now(self) -> Stroke:
        return replace(self.aim.stroke(self.cue), call=None)

    def _key_now(self) -> tuple[Any, ...]:
        s = self._stroke_now()
        pos = tuple(sorted(self.layout_.balls.items())), tuple(sorted(self.layout_.pins.items()))
        return (self.discipline, pos, s)

    def build_scene(self) -> Scene:
        table = disciplines.get(self.discipline).default_table
        if self._frame is not None:
            f = self._frame
            return Scene(self.discipline, table, f.balls, f.pins, f.fallen, f.vanishing,
                         f.trails, f.rolls, heights=f.heights)  # fmt: skip
        balls = dict(self.layout_.balls)
        pins = dict(self.layout_.pins)
        d = self.drag
        hand = None
        if d is not None and d.kind == "ball":
            hand = HandBall(d.id, d.pos, d.ok)
        elif d is not None:
            pins[d.id] = d.pos
        scene = Scene(self.discipline, table, balls, pins, hand=hand)
        if d is None and self.cue in balls:
            from dataclasses import replace

            cue = cue_for(self.cue, self.aim)
            guide = self.guide if self.guide_key == self._key_now() else None
            scene = replace(scene, cue=cue, guide=guide, guide_level=PRACTICE_ASSIST)
        return scene

    def _refresh(self, preview: bool = True) -> None:
        d = self.drag
        self.view.bad_pin = d.pos if d is not None and d.kind == "pin" and not d.ok else None
        self.view.set_scene(self.build_scene())
        spots = disciplines.default_pins(self.discipline)
        self.pins_button.setVisible(bool(spots))
        self.pins_button.setText(
            tr("Take the pins off") if self.layout_.pins else tr("Put the pins on their spots")
        )
        idle = not self.busy
        self.undo_button.setEnabled(idle and bool(self.undo_stack))
        self.reset_button.setEnabled(idle and self.shot_start is not None)
        self.save_button.setEnabled(idle and self.shot_start is not None)
        self.discipline_box.setEnabled(idle)
        self.stroke.set_shoot_allowed(idle and self.cue in self.layout_.balls)
        self.stroke.cue_ball.show_ball(ball_colour(self.discipline, self.cue))
        if d is not None and d.why:
            self.status.setText(d.why)
        if preview and idle and d is None:
            self.pipeline.schedule_preview()

    # -- previews: the aim line from the engine --------------------------------------------
    def request(self, stroke: Stroke) -> dict[str, Any]:
        return {
            "table": disciplines.get(self.discipline).default_table,
            "discipline": self.discipline,
            "balls": {k: [v[0], v[1]] for k, v in sorted(self.layout_.balls.items())},
            "pins": {k: [v[0], v[1]] for k, v in sorted(self.layout_.pins.items())},
            "stroke": stroke,
        }

    def _preview_wanted(self) -> tuple[tuple[Any, ...], dict[str, Any]] | None:
        """What the pipeline previews: the stroke being aimed, from this layout."""
        if self.busy or self.drag is not None or self.cue not in self.layout_.balls:
            return None
        return self._key_now(), self.request(self._stroke_now())

    def _use_preview(self, key: tuple[Any, ...], result: SimResult) -> None:
        if self.busy or key != self._key_now():
            return
        self.guide = guide_from_result(self.cue, result, PRACTICE_ASSIST, self.path_cushions)
        self.guide_key = key
        self.view.set_scene(self.build_scene())

    # -- the shot ---------------------------------------------------------------------------------
    def shoot(self) -> bool:
        if self.busy or self.drag is not None or self.cue not in self.layout_.balls:
            return False
        stroke = self._stroke_now()
        key = self._key_now()
        self.aim.cancel_pull()
        self.aim.locked = False  # the aim lock holds one stroke's aim
        self.busy = True
        self._shot = (Layout(dict(self.layout_.balls), dict(self.layout_.pins)), stroke)
        self.status.setText("")
        self._refresh(preview=False)
        self.pipeline.shoot(key, self.request(stroke))
        return True

    # -- show me a shot -----------------------------------------------------------------
    def show_shot(self) -> bool:
        """Ask the computer for a stroke from this position; the cue turns to it."""
        if self.busy or self.drag is not None or self.cue not in self.layout_.balls:
            return False
        from app.play.computer_player import TableAdvisor

        if not hasattr(self, "advisor"):
            self.advisor = TableAdvisor(self)
            self.advisor.answered.connect(self._shown)
        self.status.setText(tr("Looking for a shot…"))
        return self.advisor.ask(
            self.discipline, dict(self.layout_.balls), dict(self.layout_.pins), self.cue
        )

    def _shown(self, s: Any, words: str) -> None:
        if s is None:
            self.status.setText(arg(tr("No shot found: %1"), words) if words else "")
            return
        if s.stroke.ball != self.cue or self.busy:
            return
        self.aim.load(s.stroke)
        self.status.setText("")
        self.reading.setText(words)
        self._aim_edited()

    def _failed(self, message: str, shot: bool) -> None:
        if shot and self.busy:
            self.busy = False
            self._refresh(preview=False)
        self.status.setText(arg(tr("The shot could not be simulated: %1"), message))

    def _start(self, result: SimResult) -> None:
        if not self.busy:
            return
        start, stroke = self._shot
        self.shot_start = start
        self.last_stroke = stroke
        self.last_result = result
        self.reading.setText("")  # the referee's reading is told once the balls stop
        self.pipeline.animate(result)

    def _on_frame(self, frame: Frame) -> None:
        self._frame = frame
        self.view.set_scene(self.build_scene())

    def _shot_over(self, _result: SimResult | None = None) -> None:
        if not self.busy or self.last_result is None:
            return
        self._frame = None
        self.busy = False
        self.guide = None
        start, stroke = self._shot
        self.reading.setText(reading_text(self.discipline, start, stroke, self.last_result))
        self.undo_stack.append((start, self.cue))
        self.layout_ = layout_after(start, self.last_result)
        self._fill_balls()
        self._refresh()

    # -- saving ---------------------------------------------------------------------------------
    def drill_from_last_shot(
        self, title: str, template_id: str, ball: str | None = None, pocket: str | None = None,
        difficulty: int = 3,
    ) -> tuple[dict[str, Any], Drill]:  # fmt: skip
        """The drill the last shot makes: its start, its stroke, the chosen goal."""
        if self.shot_start is None or self.last_stroke is None:
            raise InputError("stroke", "play a shot first")
        goal, words = user_pack.goal_for(template_id, self.discipline, ball, pocket)
        raw = user_pack.build(
            drill_id="my-new", title=title, discipline=self.discipline,
            balls=self.shot_start.balls, pins=self.shot_start.pins, stroke=self.last_stroke,
            goal=goal, goal_text=words, difficulty=difficulty,
        )  # fmt: skip
        return raw, parse_drill(raw, "drill", user_pack.PACK)

    def save(
        self, title: str, template_id: str, ball: str | None = None, pocket: str | None = None,
        difficulty: int = 3, confirm: Callable[[str], bool] | None = None,
    ) -> Drill | None:  # fmt: skip
        """Save the last shot's position and stroke as a drill; warns first when that stroke
        does not meet the chosen goal. Returns the saved drill, or None."""
        try:
            raw, drill = self.drill_from_last_shot(title, template_id, ball, pocket, difficulty)
        except InputError as exc:
            self._say_problem(exc)
            return None
        assert self.last_result is not None
        if not judge_result(drill, drill.stroke, self.last_result).success:
            warning = tr("Your last stroke does not meet this goal, so the drill's solution "
                         "would not solve it. Save it anyway?")  # fmt: skip
            self.last_warning = warning
            ask = confirm or self._confirm
            if not ask(warning):
                return None
        try:
            saved = user_pack.add(raw)
        except InputError as exc:
            self._say_problem(exc)
            return None
        except OSError as exc:
            self.status.setText(arg(tr("The drill could not be written: %1"), exc.strerror or exc))
            return None
        self.status.setText("")
        self.reading.setText(arg(tr("Saved as your drill “%1”. It is in Practice → Drills."),
                                 saved.title["en"]))  # fmt: skip
        return saved

    def _confirm(self, text: str) -> bool:
        return self.dialogs.ask(self, tr("Save as drill"), text, default=True)

    def _say_problem(self, exc: InputError) -> None:
        if str(exc).startswith(user_pack.FILE_NAME):
            self.status.setText(damaged_message(exc))
        elif exc.field == "title":
            self.status.setText(tr("Give the drill a title."))
        else:
            self.status.setText(arg(tr("This position cannot be saved as a drill: %1"), exc))

    def save_dialog(self) -> None:
        if self.shot_start is None:
            return
        dlg = SaveDrillDialog(self.discipline, self.shot_start, self)
        if dlg.exec() == QDialog.DialogCode.Accepted:
            self.save(dlg.title.text(), dlg.goal.currentData(), dlg.ball.currentData(),
                      dlg.pocket.currentData(), dlg.difficulty.value())  # fmt: skip

    def closeEvent(self, event: Any) -> None:
        self.pipeline.close()
        super().closeEvent(event)


def damaged_message(exc: InputError) -> str:
    return arg(
        tr("Your drills file %1 is damaged, so it is left as it is and nothing is saved to "
           "it. The problem: %2"),
        str(user_pack.path()), exc,
    )  # fmt: skip


def user_drills() -> tuple[list[Drill], str]:
    """The player's saved drills for the browser, and a translated problem (or "")."""
    try:
        return user_pack.load(), ""
    except InputError as exc:
        return [], damaged_message(exc)


class SaveDrillDialog(QDialog):
    """Title, goal (from the templates), ball and pocket for "pocket", difficulty."""

    def __init__(self, discipline: str, layout: Layout, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Save as drill"))
        self.title = QLineEdit()
        self.title.setPlaceholderText(tr("My position"))
        self.goal = QComboBox()
        for t in user_pack.templates_for(discipline):
            self.goal.addItem(tr(GOAL_LABELS[t.id]), t.id)
        self.ball = QComboBox()
        for b in TABLE_BALLS[disciplines.get(discipline).default_table]:
            if b in layout.balls:
                self.ball.addItem(ball_name(discipline, b), b)
        self.pocket = QComboBox()
        for p in POCKETS:
            self.pocket.addItem(tr(POCKET_LABELS[p]), p)
        self.difficulty = QSpinBox()
        self.difficulty.setRange(1, 5)
        self.difficulty.setValue(3)
        form = QFormLayout()
        form.addRow(tr("Title"), self.title)
        form.addRow(tr("Goal"), self.goal)
        form.addRow(tr("Ball"), self.ball)
        form.addRow(tr("Pocket"), self.pocket)
        form.addRow(tr("Difficulty"), self.difficulty)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout_ = QVBoxLayout(self)
        layout_.addLayout(form)
        layout_.addWidget(buttons)
        self.goal.currentIndexChanged.connect(self._goal_chosen)
        self._goal_chosen()

    def _goal_chosen(self, _i: int = 0) -> None:
        pocket = self.goal.currentData() == "pocket"
        self.ball.setEnabled(pocket)
        self.pocket.setEnabled(pocket)


def open_free_table(
    parent: QWidget | None = None, pacing: Pacing = LIVE, dialogs: Dialogs | None = None
) -> FreeTable:
    remembered = SettingsStore().get(FREE_TABLE_DISCIPLINE)
    discipline = remembered if remembered in DISCIPLINES else FREE_TABLE_DISCIPLINE.default
    window = FreeTable(parent, discipline=discipline, pacing=pacing, dialogs=dialogs)
    window.show()
    return window
