"""Turn flow: ball in hand -> aim -> stroke -> simulate -> animate -> decision -> next.

Owns the ``Match`` (game side, no Qt) and the ``Aim``, drives the ``ShotPipeline`` (previews,
the simulation off the GUI thread, the animation) and judges each shot the pipeline hands
back (``Match.apply`` on the engine's ``SimResult``); it tells the window what to show
through signals. All input arrives in world coordinates.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from enum import StrEnum
from typing import Any

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QKeyEvent

from app.common.pacing import LIVE, Pacing
from app.play.setup import quick_setup
from app.settings.declared import ASSISTS_KEY, CONFIRM_SHOT, PATH_CUSHIONS
from app.settings.store import SettingsStore
from app.shot.animator import Animator
from app.shot.pipeline import ShotPipeline, stroke_key
from app.shot.playback import Frame, world_roll_to_screen
from app.shot.worker import Engine, Simulator
from app.table.aim import Aim
from app.table.cue import cue_for
from app.table.guide import guide_from_result
from app.table.scene import AimGuide, FallenPin, HandBall, Scene
from app.table.stroke_input import StrokeInput
from app.table.view import TableView
from app.words.referee import after_choice_text, ball_name, decision_text, hand_phrase
from app.words.table_notes import opening_words, placement_words, restricted_badge
from app.words.text import arg, tr
from game.default_aim import default_aim
from game.errors import InputError
from game.match import Match
from game.physics.api import SimResult
from game.rules.model import Decision
from game.rules.seven_pins import SevenPinsDetails
from game.setup import GameSetup
from game.stroke import Stroke

CTX = "Controller"
NOTICE_MS = 3500  # how long the reason a ball in hand went back stays on the table
RESPOT_MS = 450  # the rest position stays this long before re-spotting
GLIDE_MS = 400


class Phase(StrEnum):
    """Where the turn stands; the table's input means something else in each."""

    PLACE = "place"  # the ball in hand: the mouse carries it, Enter puts it down
    AIM = "aim"  # the stroke is made
    SIMULATING = "simulating"  # the engine plays the stroke
    ANIMATING = "animating"  # the shot is shown; a click or Space skips to its end
    REPLAYING = "replaying"  # a shot played again
    OVER = "over"  # the game is over


class Controller(QObject):
    scene_changed = Signal(object)
    banner_changed = Signal(str)
    referee_said = Signal(str)
    scores_changed = Signal(bool)  # animate
    history_changed = Signal()
    aim_changed = Signal()
    calls_changed = Signal(tuple)
    choice_needed = Signal(tuple)
    game_over = Signal(object)  # the match's GameResult
    status = Signal(str)
    shot_started = Signal()  # the first animation frame of a shot is out
    turn_ready = Signal()  # waiting for the player again
    assist_changed = Signal(str)  # the assist level of the player at the table

    def __init__(
        self,
        parent: QObject | None = None,
        pacing: Pacing = LIVE,
        engine: Engine | None = None,
        *,
        confirm: Callable[[], bool] | None = None,
        autosave: Callable[[], None] | None = None,
        input_held: Callable[[], bool] | None = None,
    ) -> None:
        """``confirm`` asks "Play this shot?" when the setting wants it; ``autosave`` takes
        the game's snapshot after each shot (none: no autosave); ``input_held`` says the
        table's input belongs to someone else for now (the computer player thinking)."""
        super().__init__(parent)
        self.pacing = pacing
        self.aim = Aim()
        self.input = StrokeInput(None, self.aim, self._aim_ball, self, connect=False)
        self.input.changed.connect(self._stroke_changed)
        self.input.shoot.connect(self.shoot)
        self.match: Match | None = None
        self.setup = quick_setup()
        self.phase = Phase.AIM
        self.hand_pos: tuple[float, float] = (0.0, 0.0)
        self.hand_ok = False
        self.hand_legal: tuple[float, float] | None = None  # the last place it may drop
        self.notice: tuple[tuple[float, float], str] | None = None  # why it went back
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.setInterval(NOTICE_MS)
        self._notice_timer.timeout.connect(self._clear_notice)
        self.dragging = False
        self.guide: AimGuide | None = None
        self.guide_key: tuple[Any, ...] | None = None
        # What the guide was drawn from: the preview's result and (key, level, cushions).
        self._guide_from: SimResult | None = None
        self._guide_as: tuple[Any, ...] = ()
        self._shot_stroke: Stroke | None = None
        self._frame: Frame | None = None
        self.down: dict[str, FallenPin] = {}  # the last shot's pins, lying till the next stroke
        self._pending_decision: Decision | None = None
        self.rolls: dict[str, tuple[float, float, float]] = {}
        self._autosave_to = autosave
        self.last_error = ""
        # Settings → "Ask before every shot": ``confirm`` asks; False keeps the aim.
        self.confirm_shot = False
        self._confirm = confirm
        self.path_cushions = 0  # the full path: cushions shown per ball (0: to rest)
        self._input_held = input_held

        self.pipeline = ShotPipeline(self, pacing, engine, preview_source=self._preview_wanted)
        self.pipeline.preview_ready.connect(self._use_preview)
        self.pipeline.shot_ready.connect(self._shot_ready)
        self.pipeline.failed.connect(self._failed)
        self.pipeline.frame.connect(self._on_frame)
        self.pipeline.started.connect(self.shot_started)
        self.pipeline.finished.connect(self._on_animation_done)
        self._respot_timer = QTimer(self)
        self._respot_timer.setSingleShot(True)
        self._respot_timer.timeout.connect(self._glide_respots)
        # Re-spotted balls glide to their spots, then knocked pins stand up again.
        self._glide = QVariantAnimation(self)
        self._glide.setDuration(GLIDE_MS)
        self._glide.setStartValue(0.0)
        self._glide.setEndValue(1.0)
        self._glide.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self._glide.valueChanged.connect(self._glide_step)
        self._glide.finished.connect(self._after_respot)
        self._glide_from: Frame | None = None

    @property
    def input_locked(self) -> bool:
        """The table ignores the player's input (a computer player is thinking)."""
        return self._input_held is not None and self._input_held()

    @property
    def autosaves(self) -> bool:
        return self._autosave_to is not None

    @property
    def animator(self) -> Animator:
        return self.pipeline.animator

    @property
    def simulator(self) -> Simulator:
        return self.pipeline.simulator

    # -- game lifecycle ------------------------------------------------------------------
    def new_game(self, setup: GameSetup) -> None:
        match = Match.new(
            setup.discipline, setup.players, setup.first, setup.options, table=setup.table
        )
        self.setup = setup
        self.set_match(match)

    def set_match(self, match: Match) -> None:
        self.pipeline.stop()
        self.pipeline.abandon()  # a shot of the old game still simulating is not this game's
        self._respot_timer.stop()
        self._glide.stop()
        self.match = match
        for p in match.config.players:
            self.setup.assists.setdefault(p, "full")
        self.rolls = {}
        self.pipeline.forget_previews()
        self.guide, self._frame, self.down = None, None, {}
        self.aim = Aim() if not hasattr(self, "aim") else self.aim
        self.aim.cancel_pull()
        self.aim.call = None
        self._begin_turn()
        self.scores_changed.emit(False)
        self.history_changed.emit()
        d = match.last_decision
        self.referee_said.emit(
            decision_text(match.config, d) if d is not None else opening_words(match)
        )

    def _begin_turn(self) -> None:
        m = self.match
        assert m is not None
        self._frame = None
        if m.over:
            self.phase = Phase.OVER
        elif m.ball_in_hand is not None:
            self.phase = Phase.PLACE
            cue_at = m.position.balls.get(m.ball_in_hand)
            area = m.hand_area
            if cue_at is None or (area is not None and not area.contains(cue_at)):
                cue_at = (0.0, 0.0)
                if area is not None:
                    cue_at = ((area.x_min + area.x_max) / 2.0, (area.y_min + area.y_max) / 2.0)
            self.hand_pos = cue_at
            self.hand_ok = self._legal(cue_at)
            self.hand_legal = cue_at if self.hand_ok else None
        else:
            self.phase = Phase.AIM
            self._aim_at_nearest()
        self.calls_changed.emit(tuple(m.allowed_calls) if self.phase != Phase.OVER else ())
        self.banner_changed.emit(self.banner())
        self.aim_changed.emit()
        self._schedule_preview()
        self.emit_scene()
        self.turn_ready.emit()

    def _aim_at_nearest(self) -> None:
        """Start each turn with a legal aim: at the registry's first legal target, on a
        straight line that meets no pin and no other ball first (``game.default_aim``)."""
        m = self.match
        assert m is not None
        aim = default_aim(
            m.discipline,
            m.table,
            m.position.balls,
            m.position.pins,
            m.next_ball,
            first_shot=not m.records,
            speed=self.aim.speed,
        )
        if aim is not None:
            self.aim.aim_deg = aim

    # -- the settings it follows -------------------------------------------------------------
    def follow_settings(self, store: SettingsStore) -> None:
        """Ask before each shot, cut the full path at the cushions and give each player his
        assists as ``store`` says, now and whenever those settings change."""
        self._settings = store
        store.changed.connect(self._setting_changed)
        for key in (CONFIRM_SHOT.key, PATH_CUSHIONS.key, ASSISTS_KEY):
            self._setting_changed(key)

    def _setting_changed(self, key: str) -> None:
        store = self._settings
        if key == CONFIRM_SHOT.key:
            self.confirm_shot = store.confirm_shot()
        elif key == PATH_CUSHIONS.key and self.path_cushions != store.path_cushions():
            self.path_cushions = store.path_cushions()
            self.pipeline.forget_previews()  # the paths are cut anew
            self.aim_edited()
        elif key == ASSISTS_KEY and self.match is not None:
            stored = store.assists()
            for p in self.match.config.players:
                if p in stored:
                    self.setup.assists[p] = stored[p]
            self.emit_scene()

    # -- what the window shows ---------------------------------------------------------------
    def assist_level(self) -> str:
        m = self.match
        if m is None or m.next_player is None:
            return "none"
        return self.setup.assists.get(m.next_player, "full")

    def set_assist(self, level: str, player: str | None = None) -> None:
        m = self.match
        who = player or (m.next_player if m is not None else None)
        if who is None:
            return
        self.setup.assists[who] = level
        self._schedule_preview()
        self.emit_scene()
        self.assist_changed.emit(level)

    def banner(self) -> str:
        m = self.match
        if m is None:
            return ""
        d = m.config.discipline
        if m.outcome is not None:
            if m.outcome.winner is None:
                return tr(CTX, "The game is a draw.")
            return arg(tr(CTX, "%1 wins the game."), m.outcome.winner)
        ball = ball_name(d, m.next_ball)
        if m.ball_in_hand is not None:
            where = m.hand_area.name if m.hand_area is not None else ""
            hand = hand_phrase(d, m.ball_in_hand, where)
            return arg(tr(CTX, "▶ %1 to play — %2"), m.next_player, hand)
        return arg(tr(CTX, "▶ %1 to play — %2"), m.next_player, ball)

    def build_scene(self) -> Scene:
        m = self.match
        assert m is not None
        d = m.config.discipline
        rolls = {b: world_roll_to_screen(v) for b, v in self.rolls.items()}
        if self._frame is not None:
            f = self._frame
            return Scene(
                d,
                m.config.table,
                f.balls,
                f.pins,
                f.fallen,
                f.vanishing,
                f.trails,
                f.rolls or rolls,
                heights=f.heights,
                replay_text=tr(CTX, "Replay") if self.phase == Phase.REPLAYING else "",
            )
        balls = dict(m.position.balls)
        # Re-set pins stand (the aim meets them there); the knocked ones lie till the stroke.
        scene = Scene(d, m.config.table, balls, dict(m.position.pins), self.down, rolls=rolls)
        if self.phase == Phase.PLACE and m.ball_in_hand is not None:
            scene = replace(
                scene,
                hand=HandBall(m.ball_in_hand, self.hand_pos, self.hand_ok),
                hand_area=m.hand_area,
                notice=self.notice,
            )
        elif self.phase == Phase.AIM:
            cue = cue_for(m.next_ball, self.aim)
            level = self.assist_level()
            guide = self.guide if self.guide_key == self._current_key() else None
            scene = replace(scene, cue=cue, guide=guide, guide_level=level)
        badge = restricted_badge(m)  # CB-2 / CF-2
        if badge is not None:
            scene = replace(scene, badge=badge)
        if self.phase == Phase.REPLAYING:
            scene = replace(scene, replay_text=tr(CTX, "Replay"))
        return scene

    def emit_scene(self) -> None:
        if self.match is not None:
            self.scene_changed.emit(self.build_scene())

    def inning_points(self) -> int:
        """Points written off so far in the current inning of the player at the table."""
        m = self.match
        if m is None or m.last_decision is None:
            return 0
        details = m.last_decision.details
        return details.inning_points if isinstance(details, SevenPinsDetails) else 0

    # -- input: ball in hand -------------------------------------------------------------------
    def _legal(self, at: tuple[float, float]) -> bool:
        return self._illegal_reason(at) is None

    def _illegal_reason(self, at: tuple[float, float]) -> str | None:
        """Why the ball in hand may not lie at ``at``, in the player's words; None if it may."""
        m = self.match
        if m is None or m.ball_in_hand is None:
            return tr(CTX, "No ball is in hand.")
        if m.hand_area is not None and not m.hand_area.contains(at):
            return tr(CTX, "Outside the shaded area")
        problem = m.placement_problem(m.ball_in_hand, at)  # the test place_ball makes
        if problem is not None:
            return placement_words(problem[0])
        return None

    def move_hand(self, x: float, y: float) -> None:
        m = self.match
        if m is not None and m.hand_area is not None:
            x, y = m.hand_area.snap((x, y))
        self.hand_pos = (x, y)
        self.hand_ok = self._legal(self.hand_pos)
        if self.hand_ok:
            self.hand_legal = self.hand_pos
        self.emit_scene()

    def drop_hand(self) -> bool:
        """Put the ball in hand down where it is. Where it may not lie, it goes back to the
        last place it could and the reason shows by it on the table; False then."""
        m = self.match
        if m is None or self.phase != Phase.PLACE or m.ball_in_hand is None:
            return False
        reason = self._illegal_reason(self.hand_pos)
        if reason is None:
            try:
                m.place_ball(m.ball_in_hand, self.hand_pos)
            except InputError as exc:
                reason = str(exc)
        if reason is not None:
            self.last_error = reason
            back = self.hand_legal
            if back is not None:
                self.hand_pos, self.hand_ok = back, True
                text = arg(tr(CTX, "%1: the ball goes back"), reason)
            else:
                text = reason
            self.notice = (self.hand_pos, text)
            self._notice_timer.start()
            self.status.emit(text)
            self.emit_scene()
            return False
        self._clear_notice(emit=False)
        self.phase = Phase.AIM
        self._aim_at_nearest()
        self.banner_changed.emit(self.banner())
        self.aim_changed.emit()
        self._schedule_preview()
        self.emit_scene()
        return True

    def _clear_notice(self, emit: bool = True) -> None:
        self._notice_timer.stop()
        if self.notice is not None:
            self.notice = None
            if emit:
                self.emit_scene()

    # -- input --------------------------------------------------------------------------------
    def take_input(self, view: TableView) -> None:
        """The table's mouse and keys come to the controller: the ball in hand and skipping
        a shot are its own; a stroke is made through ``StrokeInput``, as on every table."""
        self.input.view = view
        view.mouse_moved.connect(self._view_moved)
        view.mouse_pressed.connect(self._view_pressed)
        view.mouse_released.connect(self._view_released)
        view.wheel_turned.connect(self._view_wheel)
        view.key_pressed.connect(self._view_key)
        view.right_clicked.connect(self.cancel)

    def _view_moved(self, x: float, y: float, mods: Qt.KeyboardModifier) -> None:
        self.mouse_move(x, y, bool(mods & Qt.KeyboardModifier.ShiftModifier))

    def _view_pressed(self, x: float, y: float, _mods: object) -> None:
        self.mouse_press(x, y)

    def _view_released(self, x: float, y: float, _mods: object) -> None:
        self.mouse_release(x, y)

    def _view_wheel(self, steps: float, mods: Qt.KeyboardModifier) -> None:
        self.wheel(steps, bool(mods & Qt.KeyboardModifier.ShiftModifier))

    def _view_key(self, event: QKeyEvent) -> None:
        if not self.key(event.key(), event.modifiers()):
            event.ignore()

    def _aim_ball(self) -> tuple[float, float] | None:
        m = self.match
        return m.position.balls.get(m.next_ball) if m is not None else None

    def _stroke_changed(self) -> None:
        self.aim_changed.emit()
        self._schedule_preview()
        self.emit_scene()

    def mouse_move(self, x: float, y: float, fine: bool = False) -> None:
        if self.input_locked or self.match is None:
            return
        if self.phase == Phase.PLACE:
            self.move_hand(x, y)
        elif self.phase == Phase.AIM:
            self.input.aim_move(x, y, fine)

    def mouse_press(self, x: float, y: float) -> None:
        if self.input_locked:
            return
        if self.phase == Phase.PLACE:
            self.dragging = True
            self.move_hand(x, y)
        elif self.phase == Phase.AIM:
            self.input.press(x, y)
        elif self.phase in (Phase.ANIMATING, Phase.REPLAYING):
            self.pipeline.skip()

    def mouse_release(self, x: float, y: float) -> None:
        if self.input_locked:
            return
        if self.phase == Phase.PLACE:
            self.dragging = False
            self.move_hand(x, y)
            self.drop_hand()
        elif self.phase == Phase.AIM:
            self.input.release(x, y)

    def wheel(self, steps: float, fine: bool = False) -> None:
        if not self.input_locked and self.phase == Phase.AIM:
            self.input.turn_steps(steps, fine)

    def turn(self, degrees: float) -> None:
        self.aim.turn(degrees)
        self._stroke_changed()

    def cancel(self) -> None:
        """Esc or a right-click: put the cue down, the power as it was before the pull."""
        if self.aim.pulling:
            self.input.cancel()

    def toggle_aim_lock(self) -> None:
        """L: hold the aim so the mouse can be moved anywhere to pull back for power."""
        if self.phase != Phase.AIM:
            return
        self.aim.locked = not self.aim.locked
        self.status.emit(
            tr(CTX, "Aim locked: the mouse sets the power only (L unlocks).")
            if self.aim.locked
            else tr(CTX, "Aim unlocked.")
        )
        self.emit_scene()

    def key(self, key: int, mods: Qt.KeyboardModifier) -> bool:
        """Keys of ux.md; returns True when the key was used."""
        if self.input_locked:
            return False
        ctrl = bool(mods & Qt.KeyboardModifier.ControlModifier)
        shift = bool(mods & Qt.KeyboardModifier.ShiftModifier)
        K = Qt.Key
        arrows = {K.Key_Left: (0, -1), K.Key_Right: (0, 1), K.Key_Up: (-1, 0), K.Key_Down: (1, 0)}
        if self.phase == Phase.PLACE:
            if key in arrows:
                step = 0.02 if ctrl else (0.001 if shift else 0.005)
                dx, dy = arrows[K(key)]
                self.move_hand(self.hand_pos[0] + dx * step, self.hand_pos[1] + dy * step)
                return True
            if key in (K.Key_Return, K.Key_Enter):
                self.drop_hand()
                return True
            return False
        if self.phase in (Phase.ANIMATING, Phase.REPLAYING):
            if key == K.Key_Space:
                self.pipeline.skip()
                return True
            if key in (K.Key_Plus, K.Key_Equal):
                self.status.emit(arg(tr(CTX, "Replay speed ×%1"), self.animator.faster()))
                return True
            if key == K.Key_Minus:
                self.status.emit(arg(tr(CTX, "Replay speed ×%1"), self.animator.slower()))
                return True
            return False
        if key == K.Key_R:
            self.replay_last()
            return True
        if self.phase != Phase.AIM:
            return False
        if key == K.Key_L:  # the game says so in the status bar
            self.toggle_aim_lock()
            return True
        if key == K.Key_Escape:
            self.cancel()
            return True
        return self.input.key_pressed(key, mods)

    def aim_edited(self) -> None:
        """The stroke panel changed the aim."""
        self._schedule_preview()
        self.emit_scene()

    # -- previews: the assist lines come from the engine ---------------------------------------
    def _current_stroke(self) -> Stroke | None:
        m = self.match
        if m is None or self.phase != Phase.AIM:
            return None
        return self.aim.stroke(m.next_ball)

    def _current_key(self) -> tuple[Any, ...] | None:
        s = self._current_stroke()
        return None if s is None else stroke_key(s)

    def _schedule_preview(self) -> None:
        if self.phase == Phase.AIM:
            self.pipeline.schedule_preview()

    def _request(self, stroke: Stroke) -> dict[str, Any]:
        m = self.match
        assert m is not None
        return m.request_for(stroke)

    def _preview_wanted(self) -> tuple[tuple[Any, ...], dict[str, Any]] | None:
        """What the pipeline previews: the stroke being aimed, from this position."""
        stroke = self._current_stroke()
        if stroke is None:
            return None
        try:
            request = self._request(stroke)
        except InputError as exc:
            self.status.emit(str(exc))
            return None
        return stroke_key(stroke), request

    def _use_preview(self, key: tuple[Any, ...], result: SimResult) -> None:
        m = self.match
        if m is None or self.phase != Phase.AIM or key != self._current_key():
            return
        drawn_as = (key, self.assist_level(), self.path_cushions)
        if self.guide is not None and self._guide_from is result and self._guide_as == drawn_as:
            return  # the mouse moved within one stroke's rounding: the lines stand
        self.guide = guide_from_result(m.next_ball, result, self.assist_level(), self.path_cushions)
        self.guide_key = key
        self._guide_from, self._guide_as = result, drawn_as
        self.emit_scene()

    # -- the shot ----------------------------------------------------------------------------
    def shoot(self) -> bool:
        m = self.match
        if m is None or self.phase != Phase.AIM or self.input_locked:
            return False
        if self.confirm_shot and self._confirm is not None and not self._confirm():
            return False
        stroke = self.aim.stroke(m.next_ball)
        try:
            request = self._request(stroke)
        except InputError as exc:
            self.status.emit(str(exc))
            return False
        self._shot_stroke, self.down = stroke, {}
        self.aim.locked = False  # the lock holds one stroke's aim
        self.aim_changed.emit()  # the panel shows exactly what is being played
        self.phase = Phase.SIMULATING
        self.banner_changed.emit(self.banner())
        # A stroke the preview already simulated starts at once.
        self.pipeline.shoot(stroke_key(stroke), request)
        return True

    def _shot_ready(self, result: SimResult) -> None:
        if self.phase == Phase.SIMULATING:
            assert self._shot_stroke is not None
            self._start_shot(self._shot_stroke, result)
        elif self.phase == Phase.REPLAYING:
            self.pipeline.animate(result)

    def _failed(self, message: str, shot: bool) -> None:
        if shot and self.phase in (Phase.SIMULATING, Phase.REPLAYING):
            self.phase = Phase.AIM
            self.emit_scene()
        self.last_error = message
        self.status.emit(arg(tr(CTX, "The shot could not be simulated: %1"), message))

    def _start_shot(self, stroke: Stroke, result: SimResult) -> None:
        m = self.match
        assert m is not None
        try:
            self._pending_decision = m.apply(stroke, result)
        except InputError as exc:
            self.phase = Phase.AIM
            self.last_error = str(exc)
            self.status.emit(arg(tr(CTX, "The referee refused the shot: %1"), exc))
            return
        self.pipeline.forget_previews()
        self.guide = None
        self.aim.call = None  # a declared call is for one shot only
        self.phase = Phase.ANIMATING
        self.banner_changed.emit(
            arg(
                tr(CTX, "Shot running — Space: skip to rest · +/−: replay speed (×%1)"),
                self.animator.speed,
            )
        )
        self.pipeline.animate(result, self.rolls)

    def _on_frame(self, frame: Frame) -> None:
        self._frame = frame
        self.emit_scene()

    def _on_animation_done(self, _result: SimResult) -> None:
        if self.phase == Phase.REPLAYING:
            self._frame = None
            self._begin_turn()
            return
        m = self.match
        assert m is not None
        # The balls' markings as they came to rest, carried into the next shot.
        playback = self.pipeline.playback
        if playback is not None:
            self.rolls = playback.end_rolls()
        d = self._pending_decision
        self._pending_decision = None
        if d is not None:
            self.referee_said.emit(decision_text(m.config, d))
            self.scores_changed.emit(self.pacing.animated)
            self.history_changed.emit()
            self._autosave()
        # Re-spotted balls and re-set pins: hold the rest position a moment, then move them.
        if not self.pacing.animated:
            self._after_respot()
        else:
            self._respot_timer.start(RESPOT_MS)

    def _glide_respots(self) -> None:
        """Move balls the referee put back on a spot from where they stopped, visibly."""
        m = self.match
        assert m is not None
        f = self._frame
        if f is None or not any(
            b in m.position.balls and f.balls.get(b) != m.position.balls[b]
            for b in m.position.balls
        ):
            self._after_respot()
            return
        self._glide_from = f
        self._glide.start()

    def _glide_step(self, value: object) -> None:
        m = self.match
        f = self._glide_from
        if m is None or f is None:
            return
        k = float(value)  # type: ignore[arg-type]
        balls = {}
        for b, to in m.position.balls.items():
            fr = f.balls.get(b)
            if fr is None or b in f.vanishing:
                fr = to  # a pocketed ball reappears on its spot
            balls[b] = (fr[0] + (to[0] - fr[0]) * k, fr[1] + (to[1] - fr[1]) * k)
        self._frame = Frame(balls, {}, f.fallen, f.pins, {}, f.rolls)
        self.emit_scene()

    def _after_respot(self) -> None:
        m = self.match
        assert m is not None
        self.down = dict(self._frame.fallen) if self._frame is not None else {}
        self._begin_turn()
        if m.outcome is not None:
            self.game_over.emit(m.outcome)
        elif m.choices:
            self.choice_needed.emit(tuple(m.choices))

    def choose(self, choice: str) -> None:
        m = self.match
        assert m is not None
        m.choose(choice)
        d = m.last_decision
        if d is not None and m.next_player is not None:
            self.referee_said.emit(
                after_choice_text(m.config, d, m.next_player, tuple(m.allowed_calls))
            )
        self.pipeline.forget_previews()
        self._begin_turn()

    def take_back(self) -> bool:
        m = self.match
        if m is None or self.phase in (Phase.SIMULATING, Phase.ANIMATING) or not m.records:
            return False
        self.pipeline.stop()
        m.take_back()
        self.pipeline.forget_previews()
        self.guide = None
        d = m.last_decision
        self.referee_said.emit(
            tr(CTX, "Shot taken back.")
            + " "
            + (decision_text(m.config, d) if d is not None else opening_words(m))
        )
        self._begin_turn()
        self.scores_changed.emit(False)
        self.history_changed.emit()
        return True

    # -- replays -----------------------------------------------------------------------------
    def replay_last(self) -> None:
        m = self.match
        if m is not None and m.records:
            self.replay(len(m.records) - 1)

    def replay(self, index: int) -> None:
        m = self.match
        if (
            m is None
            or self.phase not in (Phase.AIM, Phase.PLACE, Phase.OVER)
            or not 0 <= index < len(m.records)
        ):
            return
        rec = m.records[index]
        self.phase = Phase.REPLAYING
        self.emit_scene()  # the replay indicator shows at once
        # The record keeps the log, not the motion: simulate the recorded stroke from the
        # recorded start again (deterministic), as for a loaded game.
        request = {
            "table": m.config.table,
            "discipline": m.config.discipline,
            "balls": {k: list(v) for k, v in sorted(rec.start.balls.items())},
            "pins": {k: list(v) for k, v in sorted(rec.start.pins.items())},
            "stroke": rec.stroke,
        }
        self.pipeline.shoot(None, request)

    def _autosave(self) -> None:
        """Never raises: a save problem must not leave the shot half finished."""
        if self._autosave_to is None or self.match is None:
            return
        try:
            self._autosave_to()  # off this thread, through the background saver
        except Exception:
            self.status.emit(
                tr(CTX, "The game could not be autosaved; it is kept here. Use Save As.")
            )
