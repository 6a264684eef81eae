"""The computer at the table, and the "show me a shot" assist.

``ComputerPlayer`` watches the controller: when a turn belongs to a computer player (the
new-game dialog's "Player vs computer"), it answers any choice the rules offer, then
searches for a stroke on a worker thread (``game.ai.suggest``, which spreads the engine's
work over a process pool on every core) while the banner shows its progress; Escape or
"Stop the computer" calls it off. It then puts the ball in hand down, turns the cue to the
stroke (drawn, with the engine's preview of its path, for a moment) and shoots through the
controller's ordinary shot pipeline, so the animation and the referee are the same as for
a person.

"Show me a shot" asks the same finder for the player at the table (when his assists allow
it) and aims the cue there, with the path drawn and a sentence on what it aims at and why.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QAction

from app.play.host import GameHost
from app.words.assists import SHOW_SHOT_ASSISTS
from app.words.choices import choice_words
from app.words.levels import level_name
from app.words.suggestions import describe
from app.words.text import arg, tr
from game.ai import Level, Suggestion, level, suggest
from game.ai.evaluate import SearchCancelled
from game.ai.finder import clone
from game.match import Match

CTX = "ComputerPlayer"


class _Bridge(QObject):
    """Carries the worker thread's news to the GUI thread (queued signals)."""

    progress = Signal(float)
    done = Signal(object)  # Suggestion, or None when called off
    failed = Signal(str)


def _tell(bridge: _Bridge, signal: str, value: object) -> bool:
    """Emit the bridge's ``signal`` from a worker thread; False when the window (and the
    bridge with it) closed while the search ran, and nobody is left to tell."""
    try:
        getattr(bridge, signal).emit(value)
    except RuntimeError:
        return False
    return True


class ComputerPlayer(QObject):
    """Plays the turns of the computer players and answers "show me a shot"."""

    thinking = Signal(bool)

    def __init__(
        self,
        controller: Any,
        host: GameHost,
        show_shot: QAction | None = None,
        stop: QAction | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.host = host
        self.seed = 0
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self._job: tuple[Match, int, bool] | None = None  # match, shot count, show only
        self._bridge = _Bridge(self)
        self._bridge.progress.connect(self._progress)
        self._bridge.done.connect(self._done)
        self._bridge.failed.connect(self._failed)
        self._pending = False
        self._choosing = False  # making the computer's choice: the turn it begins is ours
        self.last: Suggestion | None = None
        self.last_words = ""
        # Thinking, or aiming its stroke: the table's input is the computer's (the
        # controller asks, app/window/main_window.py hands it this).
        self.holds_input = False
        self.on_shoot: Callable[[], None] | None = None
        self.level_for: Callable[[int], Level] = level  # tests use small budgets
        controller.turn_ready.connect(self._turn_ready)
        # A replay shown on the table calls the search off; the game's next turn_ready,
        # when the replay is left, starts it again.
        controller.viewing_changed.connect(self._viewing_changed)
        controller.assist_changed.connect(lambda _level: self._sync_actions())
        self.show_shot_action = show_shot
        self.stop_action = stop
        if show_shot is not None:
            show_shot.triggered.connect(lambda _c=False: self.show_shot())
        if stop is not None:
            stop.triggered.connect(lambda _c=False: self.stop())
        self._sync_actions()

    # -- who is a computer ----------------------------------------------------------------
    def computers(self) -> dict[str, int]:
        return dict(getattr(self.controller.setup, "computers", {}) or {})

    def computer_to_play(self) -> bool:
        """The game's player at the table is a computer, and the table shows the game (not
        a replay's view of it)."""
        m = self.controller.match
        if m is None or m.over or self.controller.viewing:
            return False
        return m.next_player in self.computers()

    def _viewing_changed(self, viewing: bool) -> None:
        if viewing:
            self.stop()

    @property
    def busy(self) -> bool:
        return self._job is not None

    def may_show(self) -> bool:
        """Show me a shot: a person at the table whose assists show at least the
        first-contact lines (``SHOW_SHOT_ASSISTS``)."""
        m = self.controller.match
        if m is None or m.over or self.busy or self.computer_to_play() or self.controller.viewing:
            return False
        if not m.discipline.computer_plays:
            return False  # the search does not know this game's strokes yet
        return self.controller.assist_level() in SHOW_SHOT_ASSISTS

    def _sync_actions(self) -> None:
        if self.show_shot_action is not None:
            self.show_shot_action.setEnabled(self.may_show())
        if self.stop_action is not None:
            self.stop_action.setEnabled(self.busy)

    # -- the computer's turn --------------------------------------------------------------
    def _turn_ready(self) -> None:
        self._sync_actions()
        job = self._job
        if job is not None and (
            job[0] is not self.controller.match or len(job[0].records) != job[1]
        ):
            self.stop()  # a search for a position that is gone; _done looks again
            return
        if not self.computer_to_play() or self.busy or self._choosing:
            return
        # A choice the rules offer (7F-10, C-8, 5P-14/15) is part of the search: the answer
        # says which option it takes, and the stroke for it.
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self._think)

    def _think(self) -> None:
        self._pending = False
        if not self.computer_to_play() or self.busy:
            return
        m = self.controller.match
        who = m.next_player
        number = self.computers()[who]
        self.holds_input = True
        self._start(m, self.level_for(number), show_only=False)
        self.host.show_status(
            arg(tr(CTX, "%1 (%2) is thinking… Esc stops it."), who, level_name(number)), 0
        )

    def _start(self, m: Match, lvl: Level, show_only: bool) -> None:
        copy_ = clone(m)
        seed = self.seed * 1_000_003 + len(m.records)
        self._cancel = threading.Event()
        self._job = (m, len(m.records), show_only)
        bridge, cancel = self._bridge, self._cancel

        def tell(signal: str, value: object) -> None:
            if not _tell(bridge, signal, value):
                cancel.set()

        def work() -> None:
            try:
                s = suggest(
                    copy_,
                    lvl,
                    seed=seed,
                    progress=lambda frac: tell("progress", frac),
                    cancelled=cancel.is_set,
                )
            except SearchCancelled:
                tell("done", None)
            except Exception as exc:  # the window must survive a failed search
                tell("failed", f"{type(exc).__name__}: {exc}")
            else:
                tell("done", s)

        self._thread = threading.Thread(target=work, name="kegli-computer", daemon=True)
        self._thread.start()
        self.thinking.emit(True)
        self._show_thinking(True)
        self._sync_actions()

    def _show_thinking(self, on: bool) -> None:
        """The banner says the computer is thinking while its search runs, beside the
        status line's progress (which other messages may cover)."""
        banner = self.controller.banner()
        if on and banner:
            banner = arg(tr(CTX, "%1 · thinking…"), banner)
        self.controller.banner_changed.emit(banner)

    def stop(self) -> None:
        """Call the search off (the player plays this shot himself)."""
        if self._job is not None:
            self._cancel.set()

    def wait(self, seconds: float = 30.0) -> None:
        if self._thread is not None:
            self._thread.join(seconds)

    def _progress(self, frac: float) -> None:
        if self._job is not None:
            self.host.show_status(arg(tr(CTX, "Thinking… %1%"), round(100 * frac)), 0)

    def _finish_job(self) -> tuple[Match, int, bool] | None:
        job = self._job
        self._job = None
        self._thread = None
        self.holds_input = False
        self.thinking.emit(False)
        self._show_thinking(False)
        self._sync_actions()
        return job

    def _failed(self, message: str) -> None:
        self._finish_job()
        self.host.show_status(arg(tr(CTX, "The computer could not find a shot: %1"), message),
                              8000)  # fmt: skip

    def _done(self, s: Suggestion | None) -> None:
        job = self._finish_job()
        if job is None:
            return
        m, count, show_only = job
        c = self.controller
        if c.match is not m or len(m.records) != count or m.over or c.viewing:
            # The game moved on (new game, take back) or a replay is shown: the answer is
            # stale; the turn at the table (once the game is shown) may be the computer's.
            QTimer.singleShot(0, self, self._turn_ready)
            return
        if s is None:
            self.host.show_status(tr(CTX, "Stopped. Play this shot yourself."), 6000)
            return
        self.last = s
        chose = ""
        # A choice still to make (the search's answer to it comes with its stroke); one made
        # already comes back in the answer too, and must not stop the stroke being shown.
        choosing = bool(m.choices) and m.pending_choice is None
        if choosing:
            if show_only:
                chose = arg(tr(CTX, "Choose: %1."), choice_words(s.choice))
            else:
                who = str(m.next_player)
                chose = arg(tr(CTX, "%1 chooses: %2."), who, choice_words(s.choice))
                if s.choice is not None:
                    self._choosing = True
                    try:
                        c.choose(s.choice)  # begins the turn again; _turn_ready leaves it
                    finally:
                        self._choosing = False
        if s.turn_passes or (show_only and choosing and s.choice not in (None, "play")):
            # 7F-10 "replay": the offender plays again, no stroke of ours. Shown only: the
            # stroke is from the balls as the choice leaves them, so the choice comes first.
            self.last_words = chose
            self.host.show_status(chose, 15000 if show_only else 8000)
            return
        if not show_only:
            # The computer's hand: the stroke it plays carries its level's noise.
            from game.ai.play import execute

            lvl = self.level_for(self.computers().get(str(m.next_player), 3))
            s = replace(s, stroke=execute(s.stroke, lvl, self.seed * 7919 + count))
        self._aim(s)
        shot = describe(m.config.discipline, s)
        if not show_only:  # the computer's own shot: said as its, not as advice to the player
            shot = arg(tr(CTX, "%1: %2"), str(m.next_player), shot)
        self.last_words = " ".join(t for t in (chose, shot) if t)
        if show_only:
            self.host.show_status(self.last_words, 15000)
            return
        self.host.show_status(self.last_words, 8000)
        self.holds_input = True  # the cue is the computer's until it strikes
        # The cue is drawn aiming (with its path) a moment before the stroke.
        delay = 900 if c.pacing.animated else 0
        if delay:
            QTimer.singleShot(delay, self, lambda: self._shoot(m, count))
        else:
            self._shoot(m, count)

    def _aim(self, s: Suggestion) -> None:
        c = self.controller
        m = c.match
        if m.ball_in_hand is not None and s.place is not None:
            c.move_hand(s.place[0], s.place[1])
            c.drop_hand()
        if s.stroke.ball != m.next_ball and s.stroke.ball in m.strikable():
            m.strike_with(s.stroke.ball)  # PF-2: the computer chose the ball to strike too
            c.banner_changed.emit(c.banner())
        a = c.aim
        a.load(s.stroke)
        a.call = s.stroke.call
        c.aim_changed.emit()
        c.aim_edited()

    def _shoot(self, m: Match, count: int) -> None:
        c = self.controller
        self.holds_input = False
        if c.match is not m or len(m.records) != count or not self.computer_to_play():
            return
        c.shoot()
        if self.on_shoot is not None:
            self.on_shoot()

    # -- show me a shot -------------------------------------------------------------------
    def show_shot(self, number: int = 4) -> bool:
        """Search for the player at the table and aim the cue at the answer."""
        if not self.may_show():
            self.host.show_status(tr(CTX, "No shot to show: this player's assists are off."), 4000)
            return False
        m = self.controller.match
        self.host.show_status(tr(CTX, "Looking for a shot… Esc stops."), 0)
        self._start(m, self.level_for(number), show_only=True)
        return True


class TableAdvisor(QObject):
    """ "Show me a shot" on the free table: the finder on a position set up by hand, the
    player striking ``ball``; ``answered`` carries the suggestion and its words (or None and
    why not)."""

    answered = Signal(object, str)

    def __init__(self, parent: QObject | None = None, number: int = 4) -> None:
        super().__init__(parent)
        self.number = number
        self.level_for: Callable[[int], Level] = level
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._done)
        self._bridge.failed.connect(lambda message: self.answered.emit(None, message))
        self._thread: threading.Thread | None = None
        self._discipline = ""
        self.busy = False

    def ask(self, discipline: str, balls: dict[str, Any], pins: dict[str, Any], ball: str) -> bool:
        from game.ai.positions import match_at
        from game.errors import InputError

        if self.busy:
            return False
        try:
            m = match_at(discipline, balls, pins, ball=ball)
        except InputError as exc:
            self.answered.emit(None, str(exc))
            return False
        self.busy = True
        self._discipline = discipline
        bridge, lvl = self._bridge, self.level_for(self.number)

        def work() -> None:
            try:
                s = suggest(m, lvl, seed=0)
            except Exception as exc:  # a position the referee cannot judge
                _tell(bridge, "failed", f"{type(exc).__name__}: {exc}")
            else:
                _tell(bridge, "done", s)

        self._thread = threading.Thread(target=work, name="kegli-advisor", daemon=True)
        self._thread.start()
        return True

    def wait(self, seconds: float = 30.0) -> None:
        if self._thread is not None:
            self._thread.join(seconds)

    def _done(self, s: Suggestion | None) -> None:
        self.busy = False
        if s is None:
            self.answered.emit(None, "")
            return
        self.answered.emit(s, describe(self._discipline, s))
