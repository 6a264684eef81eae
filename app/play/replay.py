"""Replays in the window: the last shot again, or a whole game shot by shot.

Every replay re-simulates the shot from its saved start and stroke (``game.saves.replay``)
and compares it with the events kept in the log; the physics is deterministic, so a
difference means the save came from another engine or was edited, and the player is warned.

Stepping through a game is a view of it: the controller shows a match rebuilt from the first
k shots (``Controller.show_view``) while its session keeps the game itself, which saves, the
autosave, the take-back and the computer player go on using; leaving the replay shows the
game again, untouched. While stepping nobody can shoot.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QComboBox, QLabel, QToolBar

from app.common.icons import Step, step_icon
from app.settings.declared import REPLAY_SPEED, REPLAY_SPEEDS
from app.words.text import arg, tr
from game.errors import InputError
from game.match import Match
from game.saves.replay import ReplayReport, replay_shot

if TYPE_CHECKING:
    from app.play.host import GameHost
    from app.settings.store import SettingsStore

CTX = "ReplayControls"


class ReplayActions(Protocol):
    """The menu actions the replay serves (the window's ``Actions`` has them)."""

    @property
    def replay_last(self) -> QAction: ...
    @property
    def step_through(self) -> QAction: ...
    @property
    def speed_group(self) -> QActionGroup: ...
    @property
    def speeds(self) -> dict[float, QAction]: ...


def prefix_match(log: dict[str, Any], shots: int) -> Match:
    """The game as it stood after its first ``shots`` shots."""
    return Match.from_log({**log, "shots": list(log["shots"][:shots])})


class ReplayControls(QObject):
    """Game → Replay last shot, Step through the game… and View → Replay speed (one
    connection each), and the replay bar under the table, which the window places."""

    def __init__(
        self,
        host: GameHost,
        actions: ReplayActions,
        settings: SettingsStore | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.host = host
        self.settings = settings
        self.controller = host.controller
        self.speed_actions = actions.speeds
        self.stepping = False
        self.index = 0  # shots shown as played
        self._log: dict[str, Any] | None = None
        self._checked: dict[int, ReplayReport] = {}
        self.warnings: list[str] = []  # what the player was warned about, newest last
        self._build_bar()
        self.controller.viewing_changed.connect(self._viewing_changed)
        actions.replay_last.triggered.connect(lambda _c=False: self.replay_last())
        actions.step_through.triggered.connect(lambda _c=False: self.start())
        actions.speed_group.triggered.connect(lambda a: self.set_speed(float(a.data())))
        if settings is not None:
            settings.changed.connect(self._setting_changed)
            self.set_speed(settings.replay_speed())

    def _setting_changed(self, key: str) -> None:
        if key == REPLAY_SPEED.key and self.settings is not None:
            self.set_speed(self.settings.replay_speed())

    # -- the bar ------------------------------------------------------------------------------
    def _build_bar(self) -> None:
        bar = QToolBar(tr(CTX, "Replay"), self.host.dialog_parent())
        bar.setObjectName("replay_bar")
        bar.setMovable(False)
        # Icons the game draws (every platform has them), the words as their tool tips.
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        steps = (
            (Step.FIRST, tr(CTX, "To the first shot"), self.go_first),
            (Step.BACK, tr(CTX, "Previous shot"), self.step_back),
            (Step.FORWARD, tr(CTX, "Next shot"), self.step_forward),
            (Step.LAST, tr(CTX, "To the last shot"), self.go_last),
        )
        made = [bar.addAction(step_icon(step), words, go) for step, words, go in steps]
        self.first_action, self.back_action, self.forward_action, self.last_action = made
        self.label = QLabel()
        self.label.setContentsMargins(12, 0, 12, 0)
        bar.addWidget(self.label)
        bar.addWidget(QLabel(tr(CTX, "Speed:")))
        self.speed_box = QComboBox()
        for s in REPLAY_SPEEDS:
            self.speed_box.addItem(arg(tr(CTX, "×%1"), s), s)
        self.speed_box.currentIndexChanged.connect(
            lambda i: self.set_speed(float(self.speed_box.itemData(i)))
        )
        bar.addWidget(self.speed_box)
        self.leave_action = bar.addAction(tr(CTX, "Back to the game"), self.stop)
        bar.hide()
        self.bar = bar
        self._sync_speed_box(self.controller.animator.speed)

    def _sync_speed_box(self, speed: float) -> None:
        i = self.speed_box.findData(speed)
        if i >= 0 and i != self.speed_box.currentIndex():
            self.speed_box.blockSignals(True)
            self.speed_box.setCurrentIndex(i)
            self.speed_box.blockSignals(False)

    def set_speed(self, speed: float) -> None:
        """Replay speed 0.25× to 4×; the View menu, the bar and the settings follow."""
        if speed not in REPLAY_SPEEDS:
            return
        self.controller.animator.set_speed(speed)
        self._sync_speed_box(speed)
        action = self.speed_actions.get(speed)
        if action is not None:
            action.setChecked(True)
        if self.settings is not None:
            self.settings.set_replay_speed(speed)

    # -- checking a replay -------------------------------------------------------------------
    def check(self, log: dict[str, Any], index: int) -> ReplayReport | None:
        """Re-simulate shot ``index`` and warn if it differs from the stored events."""
        if index in self._checked and log is self._log:
            return self._checked[index]
        try:
            report = replay_shot(log, index)
        except (InputError, KeyError, TypeError, ValueError) as exc:
            self._warn(arg(tr(CTX, "Shot %1 cannot be simulated again: %2"), index + 1, exc))
            return None
        if log is self._log:
            self._checked[index] = report
        if not report.equal:
            self._warn(
                arg(
                    tr(
                        CTX,
                        "The replay of shot %1 differs from the saved game (%2). The saved "
                        "events are kept; the replay shows what this version of Kegli "
                        "computes.",
                    ),
                    index + 1,
                    report.difference or "",
                )
            )
        return report

    def _warn(self, text: str) -> None:
        self.warnings.append(text)
        self.host.show_status(text, 8000)
        self.host.dialogs.warn(self.host.dialog_parent(), tr(CTX, "Replay differs"), text)

    # -- the last shot -----------------------------------------------------------------------
    def replay_last(self) -> bool:
        m = self.controller.shown
        if m is None or not m.records:
            self.host.show_status(tr(CTX, "No shot to replay yet."), 3000)
            return False
        return self.replay_at(len(m.records) - 1)

    def replay_at(self, index: int) -> bool:
        """Replay shot ``index`` of the game on the table (the referee strip's history)."""
        m = self.controller.shown
        if m is None or not 0 <= index < len(m.records):
            return False
        log = self._log if self.stepping and self._log is not None else m.to_log()
        self.check(log, index)
        self.controller.replay(index)
        return True

    # -- stepping through a game ---------------------------------------------------------------
    def start(self, match: Match | None = None, at: int | None = None) -> bool:
        """Step through ``match`` (default: the game on the table) from shot ``at`` (0)."""
        m = match or self.controller.match
        if m is None or not m.records:
            self.host.show_status(tr(CTX, "No shot to replay yet."), 3000)
            return False
        log = m.to_log()
        if not self._show(log, 0 if at is None else at):
            self.host.show_status(tr(CTX, "The replay starts once the balls have stopped."), 3000)
            return False
        self._log, self._checked = log, {}
        self.stepping = True
        self.bar.show()
        self._sync_bar()
        return True

    @property
    def count(self) -> int:
        return 0 if self._log is None else len(self._log["shots"])

    def show(self, shots: int) -> None:
        """Table and scoreboard as they stood after ``shots`` shots, at rest."""
        assert self._log is not None
        self._show(self._log, shots)
        self._sync_bar()

    def _show(self, log: dict[str, Any], shots: int) -> bool:
        total = len(log["shots"])
        shots = max(0, min(total, shots))
        if shots:
            caption = arg(tr(CTX, "Replay — after shot %1 of %2"), shots, total)
        else:
            caption = tr(CTX, "Replay — before the first shot")
        if not self.controller.show_view(prefix_match(log, shots), caption):
            return False
        self.index = shots
        return True

    def step_forward(self) -> None:
        """Play the next shot: the table animates it, then shows its result."""
        if not self.stepping or self.index >= self.count:
            return
        self.show(self.index + 1)
        assert self._log is not None
        self.check(self._log, self.index - 1)
        self.controller.replay(self.index - 1)

    def step_back(self) -> None:
        if self.stepping and self.index > 0:
            self.show(self.index - 1)

    def go_first(self) -> None:
        if self.stepping:
            self.show(0)

    def go_last(self) -> None:
        if self.stepping:
            self.show(self.count)

    def stop(self) -> None:
        """Leave the replay: the game comes back exactly as it was."""
        if self.stepping:
            self.controller.leave_view()

    def _viewing_changed(self, viewing: bool) -> None:
        if not viewing and self.stepping:
            # Left, or another game was started or opened: the replay is over.
            self.stepping = False
            self._log = None
            self.bar.hide()

    def _sync_bar(self) -> None:
        self.label.setText(arg(tr(CTX, "Shot %1 of %2"), self.index, self.count))
        self.back_action.setEnabled(self.index > 0)
        self.first_action.setEnabled(self.index > 0)
        self.forward_action.setEnabled(self.index < self.count)
        self.last_action.setEnabled(self.index < self.count)
