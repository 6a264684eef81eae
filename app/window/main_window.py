"""The main window: menus, handoff banner, table, right panel, referee strip."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app import practice as practice_ui  # drills, programme, progress
from app.common import collector
from app.common.dialogs import Dialogs, QtDialogs
from app.common.pacing import LIVE, Pacing
from app.common.resources import asset
from app.common.screen_fit import fit_window, keep_on_screen
from app.help.how_to_play import CoachOverlay
from app.net.badge import ConnectionBadge
from app.net.play import NetPlay
from app.net.table_link import TableLink
from app.play.controller import Controller, Phase
from app.play.game_over import GameOverDialog
from app.play.history_feed import HistoryFeed
from app.play.pyramid_choice import ask_pyramid_choice
from app.play.referee_strip import RefereeStrip
from app.play.replay import ReplayControls
from app.play.scoreboard import Scoreboard
from app.play.setup import quick_setup
from app.play.spoken import Spoken
from app.play.striker import StrikerChoice
from app.play.take_back import TakeBack
from app.settings import file as settings_file
from app.settings import i18n
from app.settings.store import SettingsStore
from app.shot.sound import SoundBoard
from app.start.new_game import NewGameDialog
from app.table.palette import ball_colour
from app.table.scene import Scene
from app.table.stroke_panel import StrokePanel
from app.table.view import TableView
from app.window import crash_log
from app.window.dialog_actions import DialogActions
from app.window.language_menu import LanguageMenu
from app.window.menus import Actions, build_menus
from app.window.save_actions import SaveActions
from app.words.choices import choice_words
from app.words.disciplines import discipline_name
from app.words.referee import history_entry
from app.words.text import arg, tr
from game.errors import InputError
from game.rules.model import GameResult
from game.score_sheet import score_sheet
from game.setup import GameSetup

if TYPE_CHECKING:
    from app.play.computer_player import ComputerPlayer
    from app.start.lag import LagDialog

CTX = "MainWindow"

SIDE_MIN_WIDTH = 300  # the side panel's narrowest, before its content asks for more
# The first window: most of a large screen, the whole of a small one (never larger).
PREFERRED_SIZE = QSize(3840, 2160)
SCREEN_SHARE = 0.94
BANNER_STYLE = (
    "#banner { background: %s; color: #f4e9c8; font-size: 16px;"
    " font-weight: bold; padding: 4px 10px; }"
)


class MainWindow(QMainWindow):
    """The game's window. It builds every menu action once (``menu_actions``) and the parts
    that serve them, handing each part its actions and itself as their ``GameHost``.

    ``dialogs`` answers every question put to the player (the real windows by default);
    ``pacing`` says how shots reach the screen (real time by default); ``settings`` is where
    the window's settings persist."""

    def __init__(
        self,
        autosave: bool = False,
        parent: QWidget | None = None,
        *,
        dialogs: Dialogs | None = None,
        pacing: Pacing = LIVE,
        settings: SettingsStore | None = None,
    ) -> None:
        super().__init__(parent)
        collector.install()  # threads must never destroy Qt objects: collect here only
        self.setWindowTitle(tr(CTX, "Kegli"))
        self.dialogs: Dialogs = dialogs if dialogs is not None else QtDialogs()
        self.settings = settings if settings is not None else SettingsStore()
        self.computer: ComputerPlayer | None = None  # built with the other parts, below
        self.table_link: TableLink | None = None  # a network game's table, built below
        self.controller = Controller(
            self,
            pacing,
            confirm=self._confirm_shot,
            autosave=self._autosave_now if autosave else None,
            input_held=self._computer_holds_input,
        )
        self.lag_dialog: LagDialog | None = None
        self.yellow_as_spot = False

        self.banner = QLabel()
        self.banner.setObjectName("banner")
        self.banner.setStyleSheet(BANNER_STYLE % "#203a2a")
        self._banner_player: str | None = None
        self._side_fit_due = False  # a measure of the side panel waits for the event loop
        # Owned by the window, so it never fires into a closed window.
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(
            lambda: self.banner.setStyleSheet(BANNER_STYLE % "#203a2a")
        )
        self.view = TableView()
        self.scoreboard = Scoreboard()
        self.stroke = StrokePanel(self.controller.aim)
        self.strip = RefereeStrip()

        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(4, 2, 4, 2)
        side_layout.addWidget(self.scoreboard)
        side_layout.addWidget(self.stroke, 1)
        self.side = QScrollArea()
        self.side.setWidget(side)
        self.side.setWidgetResizable(True)
        self.side.setMinimumWidth(SIDE_MIN_WIDTH)
        self.side.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.view)
        self.splitter.addWidget(self.side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setCollapsible(0, False)
        self.splitter.setCollapsible(1, True)
        self.splitter.splitterMoved.connect(lambda _p, _i: self._splitter_moved())

        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.banner)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.strip)
        self.setCentralWidget(central)

        self.menu_actions: Actions = build_menus(
            self, i18n.LANGUAGES, i18n.current_language() or i18n.FALLBACK
        )
        self._connect_menus()
        self._wire()
        fit_window(self, PREFERRED_SIZE, SCREEN_SHARE)

        # The parts, each handed the actions it serves.
        a = self.menu_actions
        self.sound = SoundBoard(_sound_folder(), self)
        self.replay_controls = ReplayControls(self, a, self.settings, self)
        # The replay bar lies over the table's foot, as a video player's controls do: a
        # tool bar under the table would shrink the table on entering a replay.
        bar = self.replay_controls.bar
        bar.setParent(self.view)
        bar.setAutoFillBackground(True)
        bar.installEventFilter(self)
        self.view.installEventFilter(self)
        self.strip.replay_requested.connect(self.replay_controls.replay_at)
        self.save_actions = SaveActions(
            self, a, self.settings, self.replay_controls, self, more_view=self._net_view
        )
        self.statusBar().addPermanentWidget(self.save_actions.unverified_label)
        self.take_back = TakeBack(self, a.take_back, self.save_actions.autosave_now, self)
        # Network play: the table's turns and strokes, the connection always in sight.
        self.table_link = TableLink(self.controller, self)
        self.table_link.holder_changed.connect(self._sync_shoot)
        self.net_badge = ConnectionBadge()
        self.statusBar().addPermanentWidget(self.net_badge)
        self.net = NetPlay(self, a, self.table_link, self.net_badge, self)
        self.statusBar().addPermanentWidget(self.net.chat_line)
        self.dialog_actions = DialogActions(
            self, a, self.settings, self.sound, self.replay_controls, self
        )
        self.language = LanguageMenu(a.language_group, self.settings, self)
        # First run: the coach overlay over the table until the player dismisses it, once.
        self.coach = CoachOverlay(self.view)
        self.coach.dismissed.connect(lambda: self.settings.set_coach_seen(True))
        self.coach.more.connect(lambda: self.dialog_actions.show_how_to_play())
        if not self.settings.coach_seen():
            self.coach.show_over_table()
        from app.play.computer_player import ComputerPlayer

        self.computer = ComputerPlayer(
            self.controller, self, a.show_shot, a.stop_computer, parent=self
        )
        # Each part follows the settings it uses, from now on.
        i18n.follow(self.settings)
        self.view.follow_settings(self.settings)
        self.sound.follow_settings(self.settings)
        self.controller.follow_settings(self.settings)
        self._restore_layout()
        # A settings file that could not be read was set aside: say so once, first.
        QTimer.singleShot(0, self, lambda: settings_file.tell_problem(self.dialogs, self))
        if autosave:
            QTimer.singleShot(0, self, lambda: self.save_actions.offer_resume(on_start=True))
        self.language.tick()  # the language spoken now, whatever the store's default says

    # -- what the controller is handed -------------------------------------------------------
    def _confirm_shot(self) -> bool:
        if self.table_link is not None and self.table_link.playing_remote:
            return True  # the opponent has already played it
        return self.dialog_actions.confirm_shot()

    def _autosave_now(self) -> None:
        self.save_actions.autosave_now()

    def _net_view(self) -> dict[str, Any]:
        """A network game's record in its saves (the disagreements of the two tables)."""
        net = getattr(self, "net", None)
        return net.view() if net is not None else {}

    def _computer_holds_input(self) -> bool:
        """The computer thinks, or the opponent of a network game is at the table."""
        if self.table_link is not None and self.table_link.holds_input:
            return True
        return self.computer is not None and self.computer.holds_input

    # -- what the parts need of the window (app.play.host.GameHost) -----------------------------
    def show_status(self, text: str, msecs: int) -> None:
        self.statusBar().showMessage(text, msecs)

    def dialog_parent(self) -> QWidget:
        return self

    def load_path(self, path: Path) -> None:
        """Open a saved game handed over by the desktop (app.window.open_files)."""
        self.save_actions.open_path(path)

    # -- menus ----------------------------------------------------------------------------
    def _connect_menus(self) -> None:
        """The actions whose behaviour is the window's own; the parts connect theirs."""
        a = self.menu_actions
        pacing = self.controller.pacing
        a.quick_game.triggered.connect(lambda _c=False: self.quick_game())
        a.new_game.triggered.connect(lambda _c=False: self.new_game_dialog())
        a.quit.triggered.connect(lambda _c=False: self.close())
        a.drills.triggered.connect(lambda _c=False: practice_ui.open_drills(self, pacing))
        a.programme.triggered.connect(lambda _c=False: practice_ui.open_programme(self, pacing))
        a.progress.triggered.connect(lambda _c=False: practice_ui.open_progress(self))
        a.free_table.triggered.connect(
            lambda _c=False: practice_ui.open_free_table(self, pacing, self.dialogs)
        )
        a.assist_group.triggered.connect(self._assist_chosen)
        a.side_panel.toggled.connect(lambda on: self._show_panel("side", on))
        a.referee_strip.toggled.connect(lambda on: self._show_panel("strip", on))
        a.precise_stroke.toggled.connect(lambda on: self._show_panel("precise", on))
        a.loupe.toggled.connect(lambda on: self._show_panel("loupe", on))
        a.zoom_in.triggered.connect(lambda _c=False: self.view.zoom_by(1.25))
        a.zoom_out.triggered.connect(lambda _c=False: self.view.zoom_by(0.8))
        a.reset_view.triggered.connect(lambda _c=False: self.view.reset_view())
        a.spotted_white.toggled.connect(self._spotted)
        a.full_screen.toggled.connect(self._full_screen)
        a.about.triggered.connect(lambda _c=False: self.show_about())
        a.log_folder.triggered.connect(lambda _c=False: crash_log.open_log_folder())

    # -- layout: which parts show, and the window's size -----------------------------------
    def _panel_actions(self) -> dict[str, QAction]:
        a = self.menu_actions
        return {
            "side": a.side_panel,
            "strip": a.referee_strip,
            "precise": a.precise_stroke,
            "loupe": a.loupe,
        }

    def _show_panel(self, panel: str, on: bool) -> None:
        """Show or hide a part of the window, and remember it for the next start."""
        if panel == "side":
            self.side.setVisible(on)
        elif panel == "strip":
            self.strip.setVisible(on)
        elif panel == "precise":
            self.stroke.set_precise(on)
            self._fit_side()
        elif panel == "loupe":
            self.view.loupe = on
            self.view.update()
        self.settings.set_panel_shown(panel, on)

    def _splitter_moved(self) -> None:
        # Dragging the side panel shut is the same as View → Show the side panel, off.
        closed = self.splitter.sizes()[1] == 0
        if closed == self.menu_actions.side_panel.isChecked():
            self.menu_actions.side_panel.setChecked(not closed)

    def _restore_layout(self) -> None:
        """The panels as the player left them, then the saved size and place, kept inside
        the screen the window opens on."""
        for panel, action in self._panel_actions().items():
            on = self.settings.panel_shown(panel)
            action.setChecked(on)
            self._show_panel(panel, on)
        geometry = self.settings.geometry()
        if geometry is not None and self.restoreGeometry(geometry):
            keep_on_screen(self)
            # Closed in full screen, opened in full screen: the F11 item says so.
            full = self.menu_actions.full_screen
            full.blockSignals(True)
            full.setChecked(bool(self.windowState() & Qt.WindowState.WindowFullScreen))
            full.blockSignals(False)
        state = self.settings.splitter_state()
        if state is not None:
            self.splitter.restoreState(state)
            if self.menu_actions.side_panel.isChecked():
                self.side.setVisible(True)

    def _wire(self) -> None:
        c = self.controller
        v = self.view
        # PF-2: a click on a ball chooses the ball to strike before it is read as a stroke.
        self.striker = StrikerChoice(c, self)
        self.striker.attach(v)
        c.take_input(v)
        c.scene_changed.connect(self._scene)
        c.banner_changed.connect(self._banner)
        # Every change of phase, of turn or of who holds the table shows a new scene or a
        # new banner (the computer's thinking too): the Shoot buttons follow them.
        c.scene_changed.connect(self._sync_shoot)
        c.banner_changed.connect(self._sync_shoot)
        c.referee_said.connect(self.strip.say)
        c.scores_changed.connect(self._scores)
        self.history_feed = HistoryFeed()  # the strip's history grows with the game
        c.history_changed.connect(self._history)
        c.aim_changed.connect(self.stroke.refresh)
        c.aim_changed.connect(self._spin_colour)
        c.calls_changed.connect(self.stroke.set_allowed_calls)
        c.choice_needed.connect(self._choice)
        c.game_over.connect(self._game_over)
        c.status.connect(lambda text: self.show_status(text, 5000))
        c.turn_ready.connect(self._sync_assist_menu)
        self.spoken = Spoken(c, self, self.dialogs)  # the game said aloud; F2 describes it
        self.stroke.changed.connect(c.aim_edited)
        self.stroke.shoot_exact.connect(self._shoot_exact)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        placing = (QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.LayoutRequest)
        if event.type() in placing and watched in (self.view, self.replay_controls.bar):
            self._place_replay_bar()
        return super().eventFilter(watched, event)

    def _place_replay_bar(self) -> None:
        """The replay bar at the foot of the table, centred, no wider than the table."""
        bar = self.replay_controls.bar
        hint = bar.sizeHint()
        width = min(hint.width(), self.view.width())
        bar.setGeometry(
            (self.view.width() - width) // 2,
            self.view.height() - hint.height(),
            width,
            hint.height(),
        )

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Keys pressed while another widget has focus still reach the game.
        if not self.controller.key(event.key(), event.modifiers()):
            super().keyPressEvent(event)

    # -- slots -----------------------------------------------------------------------------
    def _scene(self, scene) -> None:  # type: ignore[no-untyped-def]
        if self.yellow_as_spot:
            from dataclasses import replace

            scene = replace(scene, yellow_as_spot=True)
        self.view.set_scene(scene)
        self.scoreboard.set_pins_down(scene.discipline, tuple(sorted(scene.fallen)))

    def _banner(self, text: str) -> None:
        self.banner.setText(text or " ")
        m = self.controller.match
        player = m.next_player if m is not None else None
        if text and player is not None and player != self._banner_player:
            # Handoff: the banner lights up so the other player sees it is their turn.
            self._banner_player = player
            self.banner.setStyleSheet(BANNER_STYLE % "#8a6a1c")
            self._banner_timer.start(1200)

    def _scores(self, animate: bool) -> None:
        m = self.controller.shown
        if m is None:
            return
        if self.scoreboard.show_sheet(score_sheet(m), animate):
            self._fit_side()  # new columns: the panel takes their width at once
        self.setWindowTitle(arg(tr(CTX, "Kegli — %1"), discipline_name(m.config.discipline)))
        # Wider numbers, and new columns (they show only once the event loop runs), are
        # measured once the scores settle: one measure for all the updates of a shot's end.
        if not self._side_fit_due:
            self._side_fit_due = True
            QTimer.singleShot(0, self, self._fit_side)

    def _fit_side(self) -> None:
        """Widen the right panel to its content: more columns, or the longer Russian and
        Ukrainian words, would otherwise be cut off (its horizontal scroll bar is off)."""
        self._side_fit_due = False
        inner = self.side.widget()
        assert inner is not None  # set when the window was built
        for part in (self.scoreboard, self.stroke, inner):
            layout = part.layout()
            if layout is not None:
                layout.invalidate()
                layout.activate()  # new score columns: measure them, not the old ones
        need = (
            inner.minimumSizeHint().width()
            + self.side.verticalScrollBar().sizeHint().width()
            + 2 * self.side.frameWidth()
        )
        self.side.setMinimumWidth(max(SIDE_MIN_WIDTH, need))

    def _history(self) -> None:
        m = self.controller.shown
        if m is None:
            return
        change = self.history_feed.change(m)
        entries = [(d.shot, *history_entry(m.config, d)) for d in change.added]
        if change.fresh:
            self.strip.set_history(entries)
            return
        self.strip.cut_history(change.keep)
        self.strip.extend_history(entries)

    def _sync_assist_menu(self) -> None:
        self._spin_colour()
        level = self.controller.assist_level()
        if level in self.menu_actions.assists:
            self.menu_actions.assists[level].setChecked(True)

    def _spin_colour(self) -> None:
        """The spin widget shows the ball about to be struck (in free pyramid, PF-2, the
        one chosen)."""
        m = self.controller.match
        if m is not None:
            self.stroke.cue_ball.show_ball(ball_colour(m.config.discipline, m.next_ball))

    def set_assist(self, level: str) -> None:
        self.controller.set_assist(level)
        if level in self.menu_actions.assists:
            self.menu_actions.assists[level].setChecked(True)

    def _assist_chosen(self, action: QAction) -> None:
        self.set_assist(str(action.data()))
        self.save_actions.remember_assists()

    def _full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    def _spotted(self, on: bool) -> None:
        self.yellow_as_spot = on
        self.controller.emit_scene()

    def _shoot_exact(self) -> None:
        self.controller.shoot()

    def _sync_shoot(self, *_args: object) -> None:
        self.stroke.set_shoot_allowed(self.controller.may_shoot)

    def _choice(self, choices: tuple[str, ...]) -> None:
        m = self.controller.match
        assert m is not None
        if self.computer is not None and self.computer.computer_to_play():
            return  # the computer's search weighs the options itself
        if not self.net.chooses_here():
            return  # the opponent at the other computer chooses; his choice comes
        if m.discipline.choices_take_balls:  # P-21, P-22, PD-3, PC-3: ball by ball
            table = Scene(m.config.discipline, m.config.table, dict(m.position.balls))
            made = ask_pyramid_choice(m, self.dialogs, self, table)
            if made is not None:
                self.controller.choose(made)
                self._scores(False)  # the ball taken goes on its shelf
                return
        d = m.last_decision
        who = m.next_player or ""
        if "replay" in choices and d is not None:
            text = arg(
                tr(CTX, "%1 fouled. %2, play from this position or make %1 play again?"),
                d.shooter,
                who,
            )
        else:
            text = arg(tr(CTX, "%1, choose how to go on."), who)
        options = []
        for choice in choices:
            options.append((choice, choice_words(choice)))
        dismiss = tr(CTX, "Play on") if "play" not in choices else None
        picked = self.dialogs.choose(self, tr(CTX, "Choose"), text, options, dismiss)
        if picked is not None:
            self.controller.choose(picked)
            if self.net.playing:
                self.net.chose(picked)

    def _game_over(self, outcome: GameResult) -> None:
        self._scores(False)
        self.scoreboard.settle()
        m = self.controller.match
        assert m is not None
        shots: dict[str, int] = {}
        for d in m.decisions:
            shots[d.shooter] = shots.get(d.shooter, 0) + 1
        dlg = GameOverDialog(outcome, tuple(m.config.players), m.scores, m.stats, shots, self)
        if self.dialogs.run(dlg) == GameOverDialog.REMATCH:
            if self.net.playing:
                self.net.agreements.offer_rematch()  # the opponent agrees, then both start it
            else:
                self.rematch()

    # -- game actions ----------------------------------------------------------------------
    def quick_game(self) -> None:
        if not self.save_actions.leave_current_game():
            return
        setup = quick_setup()
        setup.table = self._pyramid_table()
        self.controller.new_game(setup)
        self.view.setFocus()

    def _pyramid_table(self) -> str:
        """The settings' pyramid size for seven pins."""
        return self.settings.pyramid_table()

    def leave_current_game(self) -> bool:
        """Before a new game replaces the one in progress: keep it, discard it or cancel."""
        return self.save_actions.leave_current_game()

    def start(self, setup: GameSetup) -> None:
        try:
            self.controller.new_game(setup)
        except InputError as exc:
            self.dialogs.warn(self, tr(CTX, "Cannot start"), str(exc))
            return
        self.view.setFocus()

    def new_game_dialog(self) -> NewGameDialog:
        dlg = NewGameDialog(self.controller.setup, self, default_table=self._pyramid_table())
        dlg.accepted.connect(lambda: self.start_or_lag(dlg.setup()))
        self.dialogs.run(dlg)
        return dlg

    def start_or_lag(self, setup: GameSetup) -> None:
        """Start the game, or first play the lag (C-12, 5P-5) whose winner picks the breaker."""
        if not self.save_actions.leave_current_game():
            return
        if not setup.lag:
            self.start(setup)
            return
        from app.start.lag import LagDialog

        lag = LagDialog(setup.discipline, setup.players, self, pacing=self.controller.pacing)
        lag.accepted.connect(lambda: self.start(lag.game_setup(setup)))
        self.lag_dialog = lag
        lag.open()

    def rematch(self) -> None:
        s = self.controller.setup
        players = list(s.players)
        # The other player breaks the rematch (no lag: its record would name the old breaker).
        first = players[(players.index(s.first) + 1) % len(players)] if s.first in players else None
        options = {k: v for k, v in s.options.items() if k not in ("lag_winner", "lag_choice")}
        # The same table as the game just played (a loaded game's setup does not name it).
        m = self.controller.match
        table = m.config.table if m is not None else s.table
        self.start(
            GameSetup(
                s.discipline,
                players,
                first,
                options,
                dict(s.assists),
                table=table,
                computers=dict(s.computers),
                default_seats=s.default_seats,
            )
        )

    def show_about(self) -> QWidget:
        from app.help.about import show_about  # version and third-party licences

        return show_about(self)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Texts computed from the game, said again in the new language (app/settings/i18n.py
        re-says the menus, banner and labels that app.words.text made)."""
        from app.play.names import follow_language
        from app.words.referee import decision_text

        self.language.tick()
        follow_language(self.controller)
        m = self.controller.shown
        if m is not None and m.last_decision is not None:
            self.strip.say(decision_text(m.config, m.last_decision))
        if m is not None:
            # The history's entries are worded anew (the strip keeps them to list them again).
            self.history_feed.forget()
            self._history()
        resting = (Phase.AIM, Phase.PLACE, Phase.OVER, Phase.VIEWING)
        if m is not None and self.controller.phase in resting:
            self.banner.setText(self.controller.banner() or " ")
        self._fit_side()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.set_splitter_state(self.splitter.saveState())
        self.save_actions.window_closing(self.saveGeometry())
        if self.computer is not None:
            self.computer.stop()
        self.net.close()
        self.controller.animator.stop()
        self.controller.simulator.wait(5000)
        super().closeEvent(event)


def _sound_folder() -> Path:
    try:
        return asset("sounds")
    except FileNotFoundError:
        return Path("/nonexistent-kegli-sounds")  # no sounds shipped: the board stays silent


def app_instance() -> QApplication:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    return app
