"""The game's table in a network game: whose turn it is, the local aim and shots going out,
the opponent's aim and strokes coming in. Knows nothing of the wire.

The local player's aim is handed on at most ``AIM_HZ`` times a second while he aims (the
latest aim wins); each shot he plays is handed on as soon as it is judged (the first frame
of its animation), so it reaches the other screen while it still runs here. The opponent's
aim is drawn as the table's own cue (his cue, turning as he turns it); his stroke is put on
the table and played through the controller like any stroke, so it is simulated, judged,
animated and autosaved here as a local one is. While it is not the local player's turn the
table's input is held.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from app.play.controller import Controller, Phase
from app.shot.pipeline import request_key
from game.match import Match, ShotRecord
from game.net.digest import resume_hash
from game.net.room_code import well_formed
from game.physics.api import SimResult
from game.stroke import Stroke
from game.tables import Point

AIM_HZ = 10


@dataclass(frozen=True)
class TheirMove:
    """One of the opponent's moves, waiting for the table to be at his turn."""

    stroke: Stroke | None = None
    place: Point | None = None
    choice: str = ""
    result: SimResult | None = None  # the stroke as the session simulated it
    request: Mapping[str, Any] | None = None  # from this engine input


@dataclass(frozen=True)
class LeftGame:
    """The network game last played on this table, left unfinished (kept to finish later):
    hosting or joining again while it is on the table resumes it, with its room code."""

    match: Match
    code: str
    me: str  # the local player's name in it
    address: str  # where the joiner reached the host ("" through the relay, or the host)

    def on_table(self, match: Match | None) -> bool:
        return match is self.match and not self.match.over

    def fields(self) -> dict[str, str]:
        """What is kept of it across a restart (the game itself is in the autosave)."""
        return {"code": self.code, "me": self.me, "address": self.address,
                "game": game_place(self.match)}  # fmt: skip

    @classmethod
    def kept(cls, fields: Mapping[str, str], match: Match | None) -> LeftGame | None:
        """The game left here before a restart, when ``match`` (the game resumed since) is
        that game where it was left; None for any other game or a damaged record."""
        code = fields.get("code", "")
        if (
            match is None
            or match.over
            or not well_formed(code)
            or fields.get("game") != game_place(match)
        ):
            return None
        return cls(match, code, fields.get("me", "")[:40], fields.get("address", "")[:100])


def game_place(match: Match) -> str:
    """Which game and where it stands between shots: its discipline, its players and the
    reconnect's hash of the last shot's end."""
    players = "/".join(match.config.players)
    return f"{match.config.discipline}|{players[:120]}|{resume_hash(match)}"


class TableLink(QObject):
    # The Stroke being aimed (None while the ball in hand is carried) and where the ball in
    # hand is (None: no ball in hand this turn).
    local_aim = Signal(object, object)
    # The shot's index in the game, its ShotRecord, where the ball in hand was put down
    # (None: no ball in hand) and the engine's result (None if it was not seen).
    local_shot = Signal(int, object, object, object)
    # Who may play at this table changed: a network game began or ended here, or was decided.
    holder_changed = Signal()

    def __init__(self, controller: Controller, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.me = ""  # the local player's name; "" when no network game is on
        self._handed = 0  # shots of the game already handed on or received
        self._applying = False  # the opponent's aim or stroke is being put on the table
        self.ended = False  # a player resigned: nobody plays on this table any more
        self._aim_timer = QTimer(self)
        self._aim_timer.setSingleShot(True)
        # A little over the session's own spacing, so it never drops the aim handed on.
        self._aim_timer.setInterval(1000 // AIM_HZ + 15)
        self._aim_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._aim_timer.timeout.connect(self._aim_due)
        self._aim_waiting = False
        self._place: Point | None = None  # where the local stroke's ball in hand lies
        self._sim: SimResult | None = None  # the engine's result of the shot being played
        self._hand_sent: Point | None = None  # the ball in hand's place handed on last
        controller.aim_changed.connect(self._aim_changed)
        controller.scene_changed.connect(self._hand_moved)
        controller.pipeline.shot_ready.connect(self._shot_simulated)
        controller.shot_started.connect(self._hand_on_shots)
        controller.turn_ready.connect(self._hand_on_shots)

    # -- the game ------------------------------------------------------------------------
    def start(self, me: str) -> None:
        """From now on the controller's game is a network game with ``me`` at this table."""
        self.me = me
        self.ended = False
        m = self.controller.match
        self._handed = len(m.records) if m is not None else 0
        self.holder_changed.emit()

    def stop(self) -> None:
        self.me = ""
        self._aim_timer.stop()
        self.holder_changed.emit()

    def end(self) -> None:
        """The game is decided (a resignation): nobody plays on at this table."""
        self.ended = True
        self.holder_changed.emit()

    @property
    def on(self) -> bool:
        return bool(self.me)

    def my_turn(self) -> bool:
        m = self.controller.match
        return m is not None and not m.over and m.next_player == self.me

    @property
    def holds_input(self) -> bool:
        """The table's input is not the local player's: the opponent is at the table."""
        return self.on and not self._applying and (self.ended or not self.my_turn())

    @property
    def playing_remote(self) -> bool:
        """The opponent's stroke is being struck (no "Play this shot?" question for it)."""
        return self._applying

    # -- out -----------------------------------------------------------------------------
    def _aim_changed(self) -> None:
        if not self.on or self._applying or not self.my_turn():
            return
        m = self.controller.match
        if self.controller.phase != Phase.AIM or m is None:
            return
        # The shot itself says aim_changed last, from the position it is struck from.
        self._place = _placed(m)
        if self._aim_timer.isActive():
            self._aim_waiting = True
            return
        self._send_aim()

    def _hand_moved(self, _scene: object) -> None:
        """The local player carries his ball in hand: where it is goes out like the aim."""
        c = self.controller
        if not self.on or self._applying or c.phase != Phase.PLACE or not self.my_turn():
            return
        if c.hand_pos == self._hand_sent:
            return
        if self._aim_timer.isActive():
            self._aim_waiting = True
            return
        self._send_aim()

    def _aim_due(self) -> None:
        if self._aim_waiting:
            self._send_aim()

    def _send_aim(self) -> None:
        self._aim_waiting = False
        c = self.controller
        m = c.match
        if m is None or not self.on or not self.my_turn():
            return
        if c.phase == Phase.AIM:
            self.local_aim.emit(c.aim.stroke(m.next_ball), _placed(m))
        elif c.phase == Phase.PLACE:
            self._hand_sent = c.hand_pos
            self.local_aim.emit(None, c.hand_pos)
        else:
            return
        self._aim_timer.start()

    def _shot_simulated(self, result: SimResult) -> None:
        m = self.controller.match
        # A shot of the game, just judged and not handed on yet (with instant pacing the
        # turn may already be over, and the shot handed on without it).
        if (
            self.controller.phase == Phase.ANIMATING
            and m is not None
            and len(m.records) > self._handed
        ):
            self._sim = result

    def _hand_on_shots(self) -> None:
        m = self.controller.match
        if m is None or not self.on:
            return
        while self._handed < len(m.records):
            record: ShotRecord = m.records[self._handed]
            index = self._handed
            self._handed += 1
            if record.decision.shooter == self.me:
                self.local_shot.emit(index, record, self._place, self._sim)
        self._sim = None

    def taken_back(self) -> None:
        """A shot was taken back on both sides: the count follows the game."""
        m = self.controller.match
        self._handed = len(m.records) if m is not None else 0

    # -- in ------------------------------------------------------------------------------
    def show_aim(self, stroke: Stroke | None, place: Point | None = None) -> None:
        """The opponent's cue as he aims it now (None: he still carries his ball in hand)
        and where his ball in hand is (``place``), carried or put down."""
        c = self.controller
        if self.my_turn() or c.phase not in (Phase.AIM, Phase.PLACE):
            return
        self._applying = True
        try:
            if place is not None:
                if stroke is None:
                    self._carry_hand(place)
                elif not self._put_hand(place):
                    return
            if stroke is not None and c.phase == Phase.AIM:
                c.aim.load(stroke)
                c.aim_changed.emit()
                c.aim_edited()
        finally:
            self._applying = False

    def _carry_hand(self, place: Point) -> None:
        """The ball in hand held at ``place`` (picked up again if it was put down)."""
        c = self.controller
        m = c.match
        if m is None:
            return
        ball = m.placed_from_hand
        if c.phase == Phase.AIM and ball is not None:
            at = m.position.balls.get(ball)
            if at is not None:
                c.mouse_press(at[0], at[1])  # a press on the placed ball picks it up
                c.dragging = False
        if c.phase == Phase.PLACE:
            c.move_hand(place[0], place[1])

    def _put_hand(self, place: Point) -> bool:
        """The ball in hand put down at ``place`` (where it lies already, or moved there);
        True when it lies there, or there is none this turn."""
        c = self.controller
        m = c.match
        if m is None:
            return False
        if c.phase == Phase.AIM:
            ball = m.placed_from_hand
            if ball is None or m.position.balls.get(ball) == place:
                return True
            self._carry_hand(place)
        if c.phase != Phase.PLACE:
            return False
        c.move_hand(place[0], place[1])
        return c.drop_hand()

    def play(
        self,
        stroke: Stroke,
        place: Point | None,
        result: SimResult | None = None,
        request: Mapping[str, Any] | None = None,
    ) -> bool:
        """Strike the opponent's stroke here (his ball in hand put down at ``place``
        first); False when this table is not at his turn or the stroke cannot be struck.
        ``result``: the stroke already simulated from engine input ``request``; when this
        table's position gives the same input it is animated at once, not simulated again."""
        c = self.controller
        m = c.match
        if m is None or self.my_turn() or c.phase not in (Phase.AIM, Phase.PLACE):
            return False
        self._applying = True
        try:
            if c.phase == Phase.PLACE and place is None:
                return False
            if place is not None and not self._put_hand(place):
                return False
            c.aim.load(stroke)
            c.aim.call = stroke.call
            c.aim_changed.emit()
            played = c.aim.stroke(m.next_ball)
            if result is not None and request is not None and m.request_for(played) == request:
                c.pipeline.known(request_key(request), result)
            # The shot about to be played is the opponent's: it is received, not handed on.
            self._handed = len(m.records) + 1
            if not c.shoot():
                self._handed -= 1
                return False
            return True
        finally:
            self._applying = False


def _placed(m: Match) -> Point | None:
    ball = m.placed_from_hand
    return m.position.balls.get(ball) if ball is not None else None
