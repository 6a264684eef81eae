"""Turn flow: ball in hand -> aim -> stroke -> simulate -> animate -> decision -> next.

Owns the ``Session`` (the game being played, and the position a replay shows instead) and
the ``Aim``, drives the ``ShotPipeline`` (previews, the simulation off the GUI thread, the
animation) and judges each shot the pipeline hands back (``Match.apply`` on the engine's
``SimResult``); it tells the window what to show through signals. All input arrives in
world coordinates.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent

from app.common.pacing import LIVE, Pacing
from app.play.hand import Hand, illegal_reason, on_placed_ball
from app.play.session import Session
from app.play.setup import quick_setup
from app.settings.declared import CONFIRM_SHOT, PATH_CUSHIONS, PLAYER_ASSISTS
from app.settings.store import SettingsStore
from app.shot.animator import Animator
from app.shot.pipeline import ShotPipeline, request_key
from app.shot.playback import Frame, world_roll_to_screen
from app.shot.respot import RespotGlide
from app.shot.worker import Engine, Simulator
from app.table.aim import Aim
from app.table.cue import cue_for
from app.table.guide import guide_from_result
from app.table.scene import AimGuide, FallenPin, HandBall, Scene
from app.table.stroke_input import StrokeInput
from app.table.view import TableView
from app.words.referee import after_choice_text, decision_text
from app.words.table_notes import opening_words, restricted_badge, turn_banner
from app.words.text import arg, tr
from game.default_aim import turn_aim
from game.errors import InputError
from game.match import Match
from game.physics.api import SimResult
from game.rules.model import Decision
from game.setup import GameSetup
from game.stroke import Stroke

CTX = "Controller"
NOTICE_MS = 3500  # how long the reason a ball in hand went back stays on the table


class Phase(StrEnum):
    """Where the turn stands; the table's input means something else in each."""

    PLACE = "place"  # the ball in hand: the mouse carries it, Enter puts it down
    AIM = "aim"  # the stroke is made
    SIMULATING = "simulating"  # the engine plays the stroke
    ANIMATING = "animating"  # the shot is shown; a click or Space skips to its end
    REPLAYING = "replaying"  # a shot played again
    OVER = "over"  # the game is over
    VIEWING = "viewing"  # a replay shows another position of a game: nobody shoots


AT_THE_TABLE = (Phase.AIM, Phase.PLACE)  # the phases a player's stroke is taken in


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
    viewing_changed = Signal(bool)  # a replay's position is shown (True) or the game again

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
        self.input.said.connect(self.status.emit)
        self.session = Session()
        self._view_caption = ""  # the banner while a view is shown
        self.setup = quick_setup()
        self.phase = Phase.AIM
        self.hand = Hand()  # the ball in hand while it is placed
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
        self._game_down: dict[str, FallenPin] = {}  # the game's, while a replay is shown
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
        # Re-spotted balls glide to their spots, then knocked pins stand up again.
        self.respot = RespotGlide(self)
        self.respot.frame.connect(self._on_frame)
        self.respot.done.connect(self._after_respot)

    @property
    def input_locked(self) -> bool:
        """The table ignores the player's input (a computer player is thinking)."""
        return self._input_held is not None and self._input_held()

    @property
    def may_shoot(self) -> bool:
        """A stroke asked for now is played: the player at the table aims or holds the ball
        in hand (not in a shot, a replay, another's turn or after the game)."""
        return self.match is not None and self.phase in AT_THE_TABLE and not self.input_locked

    @property
    def match(self) -> Match | None:
        """The game being played: what shots, take-backs and saves act on."""
        return self.session.game

    @property
    def shown(self) -> Match | None:
        """What the table, scoreboard and history show: the game, or a replay's view."""
        return self.session.shown

    @property
    def viewing(self) -> bool:
        return self.session.viewing

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
        """Play ``match`` from here on (a new game, one opened or resumed)."""
        was_viewing = self.viewing
        self._stop_motion()
        self.session.start(match)
        for p in match.config.players:
            self.setup.assists.setdefault(p, "full")
        self.rolls = {}
        self._show_game()
        if was_viewing:
            self.viewing_changed.emit(False)

    def _stop_motion(self) -> None:
        self.pipeline.stop()
        self.pipeline.abandon()  # a shot still simulating is not the one shown next
        self.respot.stop()
        self.pipeline.forget_previews()
        self.guide, self._frame, self.down = None, None, {}
        self.aim.cancel_pull()
        self.aim.call = None

    def _show_game(self) -> None:
        """The game on the table: its turn, scores, history and the referee's last words."""
        match = self.match
        assert match is not None
        self._begin_turn()
        self._announce(match)
        if match.outcome is None and match.choices:
            # A choice still open (a game opened, resumed, a replay left): asked again.
            QTimer.singleShot(0, self, self._ask_open_choice)

    def _ask_open_choice(self) -> None:
        m = self.match
        if m is not None and m.outcome is None and m.choices and not self.viewing:
            self.choice_needed.emit(tuple(m.choices))

    def _announce(self, match: Match) -> None:
        self.scores_changed.emit(False)
        self.history_changed.emit()
        d = match.last_decision
        self.referee_said.emit(
            decision_text(match.config, d) if d is not None else opening_words(match)
        )

    # -- a replay's view -----------------------------------------------------------------------
    def show_view(self, view: Match, caption: str) -> bool:
        """Show ``view`` (a replay's position, at rest) with ``caption`` as the banner while
        the game stays as it is; False while a shot of the game is still running."""
        if self.phase in (Phase.SIMULATING, Phase.ANIMATING) and not self.viewing:
            return False
        entering = not self.viewing
        if entering:
            self._game_down = self.down
        self._stop_motion()
        self.session.look_at(view)
        self._view_caption = caption
        self._show_view()
        self._announce(view)
        if entering:
            self.viewing_changed.emit(True)
        return True

    def _show_view(self) -> None:
        self.phase = Phase.VIEWING
        self._frame = None
        self.calls_changed.emit(())
        self.banner_changed.emit(self._view_caption)
        self.emit_scene()

    def leave_view(self) -> None:
        """Show the game again, exactly as it was left."""
        if not self.viewing:
            return
        self._stop_motion()
        self.down = self._game_down  # as it was left: the last shot's pins still lie there
        self.session.look_back()
        self._show_game()
        self.viewing_changed.emit(False)

    def _begin_turn(self) -> None:
        m = self.match
        assert m is not None
        self._frame = None
        if m.over:
            self.phase = Phase.OVER
        elif m.ball_in_hand is not None:
            self.phase = Phase.PLACE
            self.hand.start(m)
            self._aim_at_nearest()  # this game's own aim from where the ball lies now
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
        """Start each turn with a legal aim (``game.default_aim.turn_aim``)."""
        m = self.match
        assert m is not None
        placing = self.phase == Phase.PLACE and m.ball_in_hand is not None
        if placing and not self.hand.ok:  # no legal place seen yet: aimed once put down
            return
        aim = turn_aim(m, self.aim.speed, self.hand.pos if placing else None)
        if aim is not None:
            self.aim.aim_deg = aim

    # -- the settings it follows -------------------------------------------------------------
    def follow_settings(self, store: SettingsStore) -> None:
        """Ask before each shot, cut the full path at the cushions and give each player his
        assists as ``store`` says, now and whenever those settings change."""
        self._settings = store
        store.changed.connect(self._setting_changed)
        for key in (CONFIRM_SHOT.key, PATH_CUSHIONS.key, PLAYER_ASSISTS.key):
            self._setting_changed(key)

    def _setting_changed(self, key: str) -> None:
        store = self._settings
        if key == CONFIRM_SHOT.key:
            self.confirm_shot = store.confirm_shot()
        elif key == PATH_CUSHIONS.key and self.path_cushions != store.path_cushions():
            self.path_cushions = store.path_cushions()
            self.pipeline.forget_previews()  # the paths are cut anew
            self.aim_edited()
        elif key == PLAYER_ASSISTS.key and self.match is not None:
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
        if self.viewing:
            return self._view_caption
        return turn_banner(m)

    def build_scene(self) -> Scene:
        m = self.shown
        assert m is not None
        d = m.config.discipline
        # The balls' markings belong to the game's own run of shots.
        kept = {} if self.viewing else self.rolls
        rolls = {b: world_roll_to_screen(v) for b, v in kept.items()}
        if self._frame is not None:
            f = self._frame
            said = tr(CTX, "Replay") if self.phase == Phase.REPLAYING else ""
            return Scene(d, m.config.table, f.balls, f.pins, f.fallen, f.vanishing, f.trails,
                         f.rolls or rolls, heights=f.heights, replay_text=said)  # fmt: skip
        balls = dict(m.position.balls)
        # Re-set pins stand (the aim meets them there); the knocked ones lie till the stroke.
        scene = Scene(d, m.config.table, balls, dict(m.position.pins), self.down, rolls=rolls)
        if self.phase == Phase.PLACE and m.ball_in_hand is not None:
            scene = replace(
                scene,
                hand=HandBall(m.ball_in_hand, self.hand.pos, self.hand.ok),
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
        if self.shown is not None:
            self.scene_changed.emit(self.build_scene())

    # -- input: ball in hand -------------------------------------------------------------------
    @property
    def hand_pos(self) -> tuple[float, float]:
        return self.hand.pos

    @property
    def hand_ok(self) -> bool:
        return self.hand.ok

    def move_hand(self, x: float, y: float) -> None:
        if self.match is not None:
            self.hand.follow(self.match, (x, y))
        self.emit_scene()

    def drop_hand(self) -> bool:
        """Put the ball in hand down where it is. Where it may not lie, it goes back to the
        last place it could and the reason shows by it on the table; False then."""
        m = self.match
        if m is None or self.phase != Phase.PLACE or m.ball_in_hand is None:
            return False
        reason = illegal_reason(m, self.hand.target)
        if reason is None:
            try:
                m.place_ball(m.ball_in_hand, self.hand.target)
            except InputError as exc:
                reason = str(exc)
        if reason is not None:
            self.last_error = reason
            back = self.hand.go_back()
            text = arg(tr(CTX, "%1: the ball goes back"), reason) if back else reason
            self.notice = (self.hand.pos, text)
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
        self.input.attach(view)
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
        elif self.phase == Phase.AIM and self.match is not None:
            if on_placed_ball(self.match, (x, y)):  # picked up again, before the stroke
                self.match.pick_up()
                self.pipeline.forget_previews()  # the aim starts again from a new spot
                self.phase, self.dragging = Phase.PLACE, True
                self.hand.start(self.match)
                self.banner_changed.emit(self.banner())
                self.move_hand(x, y)
            else:
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
                self.move_hand(self.hand.target[0] + dx * step, self.hand.target[1] + dy * step)
                return True
            if key in (K.Key_Return, K.Key_Enter):
                self.drop_hand()
                return True
            if key == K.Key_Space:
                self.shoot()
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
        return None if s is None else request_key(self._request(s))

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
        return request_key(request), request

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
        """Play the stroke shown; with the ball still in hand, put it down where it is first
        (or say why it cannot lie there)."""
        m = self.match
        if m is None or not self.may_shoot:
            return False
        if self.phase == Phase.PLACE and not self.drop_hand():
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
        self.pipeline.shoot(request_key(request), request)
        return True

    def _shot_ready(self, result: SimResult) -> None:
        if self.phase == Phase.SIMULATING:
            assert self._shot_stroke is not None
            self._start_shot(self._shot_stroke, result)
        elif self.phase == Phase.REPLAYING:
            self.pipeline.animate(result)

    def _failed(self, message: str, shot: bool) -> None:
        if shot and self.phase in (Phase.SIMULATING, Phase.REPLAYING):
            self.phase = Phase.VIEWING if self.viewing else Phase.AIM
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
            if self.viewing:
                self._show_view()
            else:
                self._begin_turn()
                self.scores_changed.emit(False)  # the game's own scores again
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
        self.respot.start(self._frame, m.position.balls, self.pacing.animated)

    def _after_respot(self) -> None:
        m = self.match
        assert m is not None
        self.down = dict(self._frame.fallen) if self._frame is not None else {}
        self._begin_turn()
        if m.outcome is not None:
            self.game_over.emit(m.outcome)
        elif m.choices:
            self.choice_needed.emit(tuple(m.choices))

    def strike_with(self, ball: str) -> None:
        """PF-2: strike ``ball`` this turn; the aim, the cue and the assists start from it."""
        m = self.match
        if m is not None and self.phase == Phase.AIM and not self.input_locked:
            m.strike_with(ball)
            self.aim.cancel_pull()
            self.pipeline.forget_previews()
            self._begin_turn()

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
        self.scores_changed.emit(False)  # a choice may score, and moves the turn
        self._autosave()  # a ball taken or a turn handed over survives the program's end

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
        m = self.shown
        if m is not None and m.records:
            self.replay(len(m.records) - 1)

    def replay(self, index: int) -> None:
        """Play shot ``index`` of what is shown again (the game, or a replay's view)."""
        m = self.shown
        at_rest = self.phase in (*AT_THE_TABLE, Phase.OVER, Phase.VIEWING)
        if m is None or not at_rest or not 0 <= index < len(m.records):
            return
        self.phase = Phase.REPLAYING
        self.emit_scene()  # the replay indicator shows at once
        self.pipeline.shoot(None, m.replay_request(index))

    def _autosave(self) -> None:
        """Never raises: a save problem must not leave the shot half finished."""
        if self._autosave_to is None or self.match is None:
            return
        try:
            self._autosave_to()  # off this thread, through the background saver
        except Exception:
            self.status.emit(
                tr(CTX, "The game could not be autosaved, but it is still open. Use Save As.")
            )
