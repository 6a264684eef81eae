"""Turn flow: ball in hand -> aim -> stroke -> simulate -> animate -> decision -> next.

Owns the ``Match`` (game side, no Qt), the ``Aim``, the simulation worker and the animator,
and tells the window what to show through signals. All input arrives in world coordinates.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QEasingCurve, QObject, Qt, QTimer, QVariantAnimation, Signal

from app.aim import Aim
from app.animator import Animator
from app.guide import guide_from_result
from app.new_game_dialog import GameSetup
from app.playback import Frame, Playback, world_roll_to_screen
from app.referee_text import area_name, ball_name, decision_text
from app.scene import AimGuide, Cue, HandBall, Scene
from app.text import arg, tr
from app.worker import Simulator
from game.errors import InputError
from game.match import Match, ball_radius
from game.rules.model import Decision

CTX = "Controller"
TRAJECTORY_HZ = 60
PREVIEW_DELAY_MS = 20
RESPOT_MS = 450  # the rest position stays this long before re-spotting
GLIDE_MS = 400

PLACE, AIM, SIMULATING, ANIMATING, REPLAYING, OVER = (
    "place",
    "aim",
    "simulating",
    "animating",
    "replaying",
    "over",
)


def stroke_key(stroke: Mapping[str, Any]) -> tuple[Any, ...]:
    return tuple(
        stroke.get(k) for k in ("ball", "aim_deg", "speed", "side", "height", "elevation_deg")
    )


class Controller(QObject):
    scene_changed = Signal(object)
    banner_changed = Signal(str)
    referee_said = Signal(str)
    scores_changed = Signal(bool)  # animate
    history_changed = Signal()
    aim_changed = Signal()
    calls_changed = Signal(tuple)
    choice_needed = Signal(tuple)
    game_over = Signal(str)
    status = Signal(str)
    shot_started = Signal()  # the first animation frame of a shot is out
    turn_ready = Signal()  # waiting for the player again

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.aim = Aim()
        self.match: Match | None = None
        self.setup = GameSetup.quick()
        self.phase = AIM
        self.fast_forward = False  # tests: no animation, decisions at once
        self.hand_pos: tuple[float, float] = (0.0, 0.0)
        self.hand_ok = False
        self.dragging = False
        self.guide: AimGuide | None = None
        self.guide_key: tuple[Any, ...] | None = None
        self._preview_cache: dict[tuple[Any, ...], dict[str, Any]] = {}
        self._preview_ticket = 0
        self._preview_for: dict[int, tuple[Any, ...]] = {}
        self._shot_ticket = 0
        self._shot_stroke: dict[str, Any] | None = None
        self._frame: Frame | None = None
        self._pending_decision: Decision | None = None
        self.rolls: dict[str, tuple[float, float, float]] = {}
        self.autosave = False
        # Set by the save actions: takes a snapshot for the background saver (issue 16).
        self.autosave_hook: Callable[[], None] | None = None
        self.last_error = ""
        # Settings → "Ask before every shot" (issue 10): ``confirm`` asks; False keeps the aim.
        self.confirm_shot = False
        self.confirm: Callable[[], bool] | None = None

        self.simulator = Simulator(self)
        self.simulator.done.connect(self._simulated)
        self.simulator.failed.connect(self._failed)
        self.animator = Animator(self)
        self.animator.frame.connect(self._on_frame)
        self.animator.finished.connect(self._on_animation_done)
        self._preview_timer = QTimer(self)
        self._preview_timer.setSingleShot(True)
        self._preview_timer.setInterval(PREVIEW_DELAY_MS)
        self._preview_timer.timeout.connect(self._request_preview)
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

    # -- game lifecycle ------------------------------------------------------------------
    def new_game(self, setup: GameSetup) -> None:
        match = Match.new(
            setup.discipline, setup.players, setup.first, setup.options, table=setup.table
        )
        self.setup = setup
        self.set_match(match)

    def set_match(self, match: Match) -> None:
        self.animator.stop()
        self._respot_timer.stop()
        self._glide.stop()
        self.match = match
        for p in match.config.players:
            self.setup.assists.setdefault(p, "full")
        self.rolls = {}
        self._preview_cache.clear()
        self.guide = None
        self._frame = None
        self.aim = Aim() if not hasattr(self, "aim") else self.aim
        self.aim.cancel_pull()
        self.aim.call = None
        self._begin_turn()
        self.scores_changed.emit(False)
        self.history_changed.emit()
        d = match.last_decision
        self.referee_said.emit(
            decision_text(match.config, d) if d is not None else self._opening_words()
        )

    def _opening_words(self) -> str:
        m = self.match
        assert m is not None
        if m.ball_in_hand:
            return arg(
                tr(CTX, "%1 breaks: place the %2 in %3, then aim."),
                m.next_player,
                ball_name(m.config.discipline, m.ball_in_hand),
                area_name(m.hand_area.name if m.hand_area else ""),
            )
        return arg(
            tr(CTX, "%1 breaks with the %2."),
            m.next_player,
            ball_name(m.config.discipline, m.next_ball),
        )

    def _begin_turn(self) -> None:
        m = self.match
        assert m is not None
        self._frame = None
        if m.winner is not None:
            self.phase = OVER
        elif m.ball_in_hand is not None:
            self.phase = PLACE
            cue_at = m.position.balls.get(m.ball_in_hand)
            area = m.hand_area
            if cue_at is None or (area is not None and not area.contains(cue_at)):
                cue_at = _area_centre(area) if area is not None else (0.0, 0.0)
            self.hand_pos = cue_at
            self.hand_ok = self._legal(cue_at)
        else:
            self.phase = AIM
            self._aim_at_nearest()
        self.calls_changed.emit(tuple(m.allowed_calls) if self.phase != OVER else ())
        self.banner_changed.emit(self.banner())
        self.aim_changed.emit()
        self._schedule_preview()
        self.emit_scene()
        self.turn_ready.emit()

    def _aim_at_nearest(self) -> None:
        """Start each turn aiming at the nearest object ball (a sensible default)."""
        m = self.match
        assert m is not None
        me = m.position.balls.get(m.next_ball)
        others = [p for b, p in sorted(m.position.balls.items()) if b != m.next_ball]
        if me is None or not others:
            return
        target = min(others, key=lambda p: math.dist(me, p))
        d = m.config.discipline
        if not m.records and "red" in m.position.balls and d != "five_pins":
            target = m.position.balls["red"]  # C-3: the break must hit the red first
        elif not m.records and d == "five_pins":
            other = "yellow" if m.next_ball == "white" else "white"
            target = m.position.balls.get(other, target)  # 5P-6: the opponent's ball first
        self.aim.aim_deg = round(
            math.degrees(math.atan2(target[1] - me[1], target[0] - me[0])) % 360, 4
        )

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

    def banner(self) -> str:
        m = self.match
        if m is None:
            return ""
        d = m.config.discipline
        if m.winner is not None:
            if m.winner == "draw":
                return tr(CTX, "The game is a draw.")
            return arg(tr(CTX, "%1 wins the game."), m.winner)
        ball = ball_name(d, m.next_ball)
        if m.ball_in_hand is not None:
            where = area_name(m.hand_area.name) if m.hand_area is not None else ""
            return arg(tr(CTX, "▶ %1 to play — %2, in hand in %3"), m.next_player, ball, where)
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
            )
        balls = dict(m.position.balls)
        scene = Scene(d, m.config.table, balls, dict(m.position.pins), rolls=rolls)
        if self.phase == PLACE and m.ball_in_hand is not None:
            scene = _replace(
                scene,
                hand=HandBall(m.ball_in_hand, self.hand_pos, self.hand_ok),
                hand_area=m.hand_area,
            )
        elif self.phase == AIM:
            cue = Cue(m.next_ball, self.aim.aim_deg, self.aim.pull, self.aim.elevation_deg)
            level = self.assist_level()
            guide = self.guide if self.guide_key == self._current_key() else None
            scene = _replace(scene, cue=cue, guide=guide, guide_level=level)
        badge = restricted_badge(m)
        if badge is not None:
            scene = _replace(scene, badge=badge)
        return scene

    def emit_scene(self) -> None:
        if self.match is not None:
            self.scene_changed.emit(self.build_scene())

    def inning_points(self) -> int:
        """Points written off so far in the current inning of the player at the table."""
        m = self.match
        if m is None or m.last_decision is None:
            return 0
        extra = m.last_decision.extra
        if "inning_points" in extra:
            return int(extra["inning_points"])
        return 0

    # -- input: ball in hand -------------------------------------------------------------------
    def _legal(self, at: tuple[float, float]) -> bool:
        m = self.match
        if m is None or m.ball_in_hand is None:
            return False
        if m.hand_area is not None and not m.hand_area.contains(at):
            return False
        try:
            m._check_free(m.ball_in_hand, at)  # same test place_ball makes
        except InputError:
            return False
        return True

    def move_hand(self, x: float, y: float) -> None:
        m = self.match
        if m is not None and m.hand_area is not None:
            x, y = m.hand_area.snap((x, y))
        self.hand_pos = (x, y)
        self.hand_ok = self._legal(self.hand_pos)
        self.emit_scene()

    def drop_hand(self) -> bool:
        """Put the ball in hand down where it is; False (and it stays in hand) if illegal."""
        m = self.match
        if m is None or self.phase != PLACE or m.ball_in_hand is None:
            return False
        try:
            m.place_ball(m.ball_in_hand, self.hand_pos)
        except InputError as exc:
            self.last_error = str(exc)
            self.status.emit(tr(CTX, "The ball cannot go there."))
            self.emit_scene()
            return False
        self.phase = AIM
        self._aim_at_nearest()
        self.banner_changed.emit(self.banner())
        self.aim_changed.emit()
        self._schedule_preview()
        self.emit_scene()
        return True

    # -- input: mouse ------------------------------------------------------------------------
    def mouse_move(self, x: float, y: float, fine: bool = False) -> None:
        m = self.match
        if m is None:
            return
        if self.phase == PLACE:
            self.move_hand(x, y)
        elif self.phase == AIM:
            if self.aim.pulling:
                self.aim.drag_pull((x, y), fine)
            else:
                me = m.position.balls.get(m.next_ball)
                if me is None:
                    return
                self.aim.point_at(me, (x, y), fine)
            self.aim_changed.emit()
            self._schedule_preview()
            self.emit_scene()

    def mouse_press(self, x: float, y: float) -> None:
        if self.phase == PLACE:
            self.dragging = True
            self.move_hand(x, y)
        elif self.phase == AIM:
            self.aim.begin_pull((x, y))
            self.emit_scene()
        elif self.phase in (ANIMATING, REPLAYING):
            self.animator.skip()

    def mouse_release(self, x: float, y: float) -> None:
        if self.phase == PLACE:
            self.dragging = False
            self.move_hand(x, y)
            self.drop_hand()
        elif self.phase == AIM and self.aim.pulling:
            if self.aim.end_pull():
                self.shoot()
            else:
                self.emit_scene()

    def wheel(self, steps: float, coarse: bool = False, fine: bool = False) -> None:
        if self.phase != AIM:
            return
        step = 1.0 if coarse else (0.01 if fine else 0.1)
        self.turn(steps * step)

    def turn(self, degrees: float) -> None:
        self.aim.turn(degrees)
        self.aim.aim_deg = round(self.aim.aim_deg, 4)
        self.aim_changed.emit()
        self._schedule_preview()
        self.emit_scene()

    def cancel(self) -> None:
        if self.aim.pulling:
            self.aim.cancel_pull()
            self.aim_changed.emit()
            self.emit_scene()

    # -- input: keys ---------------------------------------------------------------------------
    def key(self, key: int, mods: Qt.KeyboardModifier) -> bool:
        """Keys of ux.md; returns True when the key was used."""
        ctrl = bool(mods & Qt.KeyboardModifier.ControlModifier)
        shift = bool(mods & Qt.KeyboardModifier.ShiftModifier)
        K = Qt.Key
        arrows = {K.Key_Left: (0, -1), K.Key_Right: (0, 1), K.Key_Up: (-1, 0), K.Key_Down: (1, 0)}
        if self.phase == PLACE:
            if key in arrows:
                step = 0.02 if ctrl else (0.001 if shift else 0.005)
                dx, dy = arrows[K(key)]
                self.move_hand(self.hand_pos[0] + dx * step, self.hand_pos[1] + dy * step)
                return True
            if key in (K.Key_Return, K.Key_Enter):
                self.drop_hand()
                return True
            return False
        if self.phase in (ANIMATING, REPLAYING):
            if key == K.Key_Space:
                self.animator.skip()
                return True
            if key in (K.Key_Plus, K.Key_Equal):
                self.status.emit(arg(tr(CTX, "Replay speed ×%1"), self.animator.faster()))
                return True
            if key == K.Key_Minus:
                self.status.emit(arg(tr(CTX, "Replay speed ×%1"), self.animator.slower()))
                return True
            return False
        if self.phase != AIM:
            if key == K.Key_R:
                self.replay_last()
                return True
            return False
        if key in (K.Key_Left, K.Key_Up, K.Key_Right, K.Key_Down):
            step = 1.0 if ctrl else (0.01 if shift else 0.1)
            self.turn(step if key in (K.Key_Left, K.Key_Up) else -step)
            return True
        tips = {K.Key_W: (0, 0.05), K.Key_S: (0, -0.05), K.Key_A: (-0.05, 0), K.Key_D: (0.05, 0)}
        if key in tips:
            ds, dh = tips[K(key)]
            self.aim.nudge_tip(ds, dh)
        elif key == K.Key_E:
            self.aim.set_elevation(self.aim.elevation_deg + 1)
        elif key == K.Key_Q:
            self.aim.set_elevation(self.aim.elevation_deg - 1)
        elif key in (K.Key_Plus, K.Key_Equal):
            self.aim.change_speed(0.1)
        elif key == K.Key_Minus:
            self.aim.change_speed(-0.1)
        elif key == K.Key_Space:
            self.shoot()
            return True
        elif key == K.Key_Escape:
            self.cancel()
            return True
        elif key == K.Key_R:
            self.replay_last()
            return True
        else:
            return False
        self.aim_changed.emit()
        self._schedule_preview()
        self.emit_scene()
        return True

    def aim_edited(self) -> None:
        """The stroke panel changed the aim."""
        self._schedule_preview()
        self.emit_scene()

    # -- previews: the assist lines come from the engine ---------------------------------------
    def _current_stroke(self) -> dict[str, Any] | None:
        m = self.match
        if m is None or self.phase != AIM:
            return None
        return self.aim.stroke(m.next_ball)

    def _current_key(self) -> tuple[Any, ...] | None:
        s = self._current_stroke()
        return None if s is None else stroke_key(s)

    def _schedule_preview(self) -> None:
        if self.phase == AIM:
            self._preview_timer.start()

    def _request(self, stroke: Mapping[str, Any]) -> dict[str, Any]:
        m = self.match
        assert m is not None
        return m.request_for(stroke)

    def _request_preview(self) -> None:
        stroke = self._current_stroke()
        if stroke is None:
            return
        key = stroke_key(stroke)
        if key in self._preview_cache:
            self._use_preview(key, self._preview_cache[key])
            return
        if key in self._preview_for.values():
            return
        try:
            request = self._request(stroke)
        except InputError as exc:
            self.status.emit(str(exc))
            return
        ticket = self.simulator.submit(request, TRAJECTORY_HZ)
        self._preview_for[ticket] = key
        self._preview_ticket = ticket

    def _use_preview(self, key: tuple[Any, ...], result: dict[str, Any]) -> None:
        m = self.match
        assert m is not None
        self.guide = guide_from_result(m.next_ball, result)
        self.guide_key = key
        self.emit_scene()

    # -- the shot ----------------------------------------------------------------------------
    def shoot(self) -> bool:
        m = self.match
        if m is None or self.phase != AIM:
            return False
        if self.confirm_shot and self.confirm is not None and not self.confirm():
            return False
        stroke = self.aim.stroke(m.next_ball)
        key = stroke_key(stroke)
        self._shot_stroke = stroke
        self.aim_changed.emit()  # the panel shows exactly what is being played
        self.phase = SIMULATING
        self.banner_changed.emit(self.banner())
        if key in self._preview_cache:
            # The preview already simulated exactly this stroke: start at once.
            self._start_shot(stroke, self._preview_cache[key])
            return True
        if key in self._preview_for.values():
            self._shot_ticket = next(t for t, k in self._preview_for.items() if k == key)
            return True
        try:
            request = self._request(stroke)
        except InputError as exc:
            self.phase = AIM
            self.status.emit(str(exc))
            return False
        self._shot_ticket = self.simulator.submit(request, TRAJECTORY_HZ)
        return True

    def _simulated(self, ticket: int, result: dict[str, Any]) -> None:
        key = self._preview_for.pop(ticket, None)
        if key is not None:
            self._preview_cache[key] = result
            if len(self._preview_cache) > 64:
                self._preview_cache.pop(next(iter(self._preview_cache)))
            if self.phase == AIM and key == self._current_key():
                self._use_preview(key, result)
        if ticket == self._shot_ticket and self.phase == SIMULATING:
            assert self._shot_stroke is not None
            self._start_shot(self._shot_stroke, result)
        elif ticket == self._shot_ticket and self.phase == REPLAYING:
            self._play_replay(result)

    def _failed(self, ticket: int, message: str) -> None:
        self._preview_for.pop(ticket, None)
        if ticket == self._shot_ticket and self.phase in (SIMULATING, REPLAYING):
            self.phase = AIM
            self.emit_scene()
        self.last_error = message
        self.status.emit(arg(tr(CTX, "The shot could not be simulated: %1"), message))

    def _start_shot(self, stroke: dict[str, Any], result: dict[str, Any]) -> None:
        m = self.match
        assert m is not None
        start = m.position
        playback = Playback(start.balls, start.pins, result, ball_radius(m.table), self.rolls)
        try:
            self._pending_decision = m.apply(stroke, result)
        except InputError as exc:
            self.phase = AIM
            self.last_error = str(exc)
            self.status.emit(arg(tr(CTX, "The referee refused the shot: %1"), exc))
            return
        self._preview_cache.clear()
        self._preview_for.clear()
        self.guide = None
        self.aim.call = None  # a declared call is for one shot only
        self.rolls = playback.end_rolls()
        self.phase = ANIMATING
        self.banner_changed.emit(
            arg(
                tr(CTX, "Shot running — Space: skip to rest · +/−: replay speed (×%1)"),
                self.animator.speed,
            )
        )
        if self.fast_forward:
            self._frame = playback.frame(playback.duration)
            self.shot_started.emit()
            self._on_animation_done()
            return
        self.animator.play(playback)
        self.shot_started.emit()

    def _on_frame(self, frame: Frame) -> None:
        self._frame = frame
        self.emit_scene()

    def _on_animation_done(self) -> None:
        if self.phase == REPLAYING:
            self._frame = None
            self._begin_turn()
            return
        m = self.match
        assert m is not None
        d = self._pending_decision
        self._pending_decision = None
        if d is not None:
            self.referee_said.emit(decision_text(m.config, d))
            self.scores_changed.emit(not self.fast_forward)
            self.history_changed.emit()
            self._autosave()
        # Re-spotted balls and re-set pins: hold the rest position a moment, then move them.
        if self.fast_forward:
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
        self._frame = None
        self._begin_turn()
        if m.winner is not None:
            self.game_over.emit(m.winner)
        elif m.choices:
            self.choice_needed.emit(tuple(m.choices))

    def choose(self, choice: str) -> None:
        m = self.match
        assert m is not None
        m.choose(choice)
        self._preview_cache.clear()
        self._begin_turn()

    def take_back(self) -> bool:
        m = self.match
        if m is None or self.phase in (SIMULATING, ANIMATING) or not m.records:
            return False
        self.animator.stop()
        m.take_back()
        self._preview_cache.clear()
        self.guide = None
        d = m.last_decision
        self.referee_said.emit(
            tr(CTX, "Shot taken back.")
            + " "
            + (decision_text(m.config, d) if d is not None else self._opening_words())
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
        if m is None or self.phase not in (AIM, PLACE, OVER) or not 0 <= index < len(m.records):
            return
        rec = m.records[index]
        self._replay_start = rec.start
        self._replay_phase = self.phase
        self.phase = REPLAYING
        if rec.result.get("trajectory"):
            self._play_replay(rec.result)
            return
        # A loaded game keeps no samples: simulate the recorded stroke again (deterministic).
        request = {
            "table": m.config.table,
            "discipline": m.config.discipline,
            "balls": {k: list(v) for k, v in sorted(rec.start.balls.items())},
            "pins": {k: list(v) for k, v in sorted(rec.start.pins.items())},
            "stroke": dict(rec.stroke),
        }
        self._shot_ticket = self.simulator.submit(request, TRAJECTORY_HZ)

    def _play_replay(self, result: dict[str, Any]) -> None:
        m = self.match
        assert m is not None
        start = self._replay_start
        pb = Playback(start.balls, start.pins, result, ball_radius(m.table))
        if self.fast_forward:
            self._frame = pb.frame(pb.duration)
            self._on_animation_done()
            return
        self.animator.play(pb)

    def _autosave(self) -> None:
        """Never raises: a save problem must not leave the shot half finished (issue 16)."""
        if not self.autosave or self.match is None:
            return
        try:
            if self.autosave_hook is not None:
                self.autosave_hook()  # off this thread, through the background saver
                return
            from game.saves.autosave import autosave

            autosave(self.match)
        except Exception:
            self.status.emit(
                tr(CTX, "The game could not be autosaved; it is kept here. Use Save As.")
            )


def restricted_badge(m: Match) -> tuple[tuple[float, float], str] | None:
    """CB-2 / CF-2: while both object balls lie in one restricted space, how many caroms
    may still be made there before one must drive a ball out."""
    from game.rules.balk import free_caroms, zones_for

    d = m.config.discipline
    opts = m.config.options
    zones = zones_for(
        d,
        m.table,
        triangle_size=tuple(opts.get("triangle_size", (0.71, 0.355))),  # type: ignore[arg-type]
        centre_restricted=bool(opts.get("centre_space_restricted", True)),
    )
    if zones is None or m.winner is not None:
        return None
    objects = [b for b in sorted(m.position.balls) if b != m.next_ball]
    if len(objects) != 2:
        return None
    a, b = (m.position.balls[o] for o in objects)
    common = zones.common(a, b)
    if not common:
        return None
    last = m.last_decision
    same_inning = last is not None and last.next == last.shooter
    counts = dict(last.extra.get("restricted", {})) if same_inning and last else {}
    free = free_caroms(d, int(opts.get("triangle_caroms", 2)))
    left = min(free - int(counts.get(z, 0)) for z in common)
    at = ((a[0] + b[0]) / 2.0, (a[1] + b[1]) / 2.0)
    if left > 0:
        return at, tr(CTX, "%n carom(s) may stay here", left)
    return at, tr(CTX, "Next carom: drive a ball out")


def _area_centre(area: Any) -> tuple[float, float]:
    return ((area.x_min + area.x_max) / 2.0, (area.y_min + area.y_max) / 2.0)


def _replace(scene: Scene, **changes: Any) -> Scene:
    from dataclasses import replace

    return replace(scene, **changes)
