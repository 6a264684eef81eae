"""The main window: menus, handoff banner, table, right panel, referee strip."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.animator import SPEEDS
from app.controller import AIM, OVER, PLACE, Controller
from app.game_over_dialog import GameOverDialog
from app.new_game_dialog import GameSetup, NewGameDialog, discipline_name
from app.palette import ball_colour
from app.referee_strip import RefereeStrip
from app.scoreboard import Scoreboard
from app.stroke_panel import StrokePanel
from app.table_view import TableView
from app.text import arg, tr
from game.errors import InputError

CTX = "MainWindow"

ASSIST_LABELS = {
    "full": QT_TRANSLATE_NOOP("MainWindow", "Full assists"),
    "ghost": QT_TRANSLATE_NOOP("MainWindow", "Ghost ball only"),
    "none": QT_TRANSLATE_NOOP("MainWindow", "No assists"),
}
BANNER_STYLE = (
    "#banner { background: %s; color: #f4e9c8; font-size: 16px;"
    " font-weight: bold; padding: 6px 10px; }"
)
CHOICE_LABELS = {
    "play": QT_TRANSLATE_NOOP("MainWindow", "Play from this position"),
    "replay": QT_TRANSLATE_NOOP("MainWindow", "Make the offender play again"),
    "respot": QT_TRANSLATE_NOOP("MainWindow", "Have the balls spotted"),
    "spot_offender": QT_TRANSLATE_NOOP("MainWindow", "Put the offender's ball on the top mark"),
}


class MainWindow(QMainWindow):
    def __init__(self, autosave: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr(CTX, "Kegli"))
        self.controller = Controller(self)
        self.controller.autosave = autosave
        self.ask_dialogs = True  # tests switch the modal dialogs off and answer directly

        self.banner = QLabel()
        self.banner.setObjectName("banner")
        self.banner.setStyleSheet(BANNER_STYLE % "#203a2a")
        self._banner_player: str | None = None
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
        side_layout.setContentsMargins(4, 4, 4, 4)
        side_layout.addWidget(self.scoreboard)
        side_layout.addWidget(self.stroke, 1)
        self.side = QScrollArea()
        self.side.setWidget(side)
        self.side.setWidgetResizable(True)
        self.side.setMinimumWidth(380)
        self.side.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.view)
        self.splitter.addWidget(self.side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setCollapsible(0, False)

        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.banner)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.strip)
        self.setCentralWidget(central)

        self._menus()
        self._wire()
        self.resize(1400, 860)
        from app.save_actions import install_save_actions

        install_save_actions(self)  # files, resume, replays, take-back, settings (issue 6)
        from app.extras import install_extras

        install_extras(self)  # sound, settings, rules/keys help, tournaments (issue 10)
        self._tick_language()  # the language spoken now, whatever the store's default says

    def _tick_language(self) -> None:
        from app import i18n

        code = i18n.current_language() or i18n.FALLBACK
        if code in self.language_actions:
            self.language_actions[code].setChecked(True)

    # -- menus ----------------------------------------------------------------------------
    def _action(self, menu, text: str, slot=None, shortcut=None, enabled: bool = True) -> QAction:  # type: ignore[no-untyped-def]
        a = QAction(text, self)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        if slot is not None:
            a.triggered.connect(slot)
        a.setEnabled(enabled)
        menu.addAction(a)
        return a

    def _menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(tr(CTX, "&Game"))
        self.quick_action = self._action(game, tr(CTX, "&Quick game"), self.quick_game, "Ctrl+N")
        self._action(game, tr(CTX, "&New…"), self.new_game_dialog, "Ctrl+Shift+N")
        self._action(
            game, tr(CTX, "&Open…"), lambda: self.open_game(), QKeySequence.StandardKey.Open
        )
        self.recent_menu = game.addMenu(tr(CTX, "Open &recent"))
        self._action(
            game, tr(CTX, "&Save"), lambda: self.save_game(), QKeySequence.StandardKey.Save
        )
        self._action(game, tr(CTX, "Save &as…"), lambda: self.save_game_as(), "Ctrl+Shift+S")
        self._action(game, tr(CTX, "&Resume"), lambda: self.resume_game())
        game.addSeparator()
        self.undo_action = self._action(game, tr(CTX, "&Take back"), self.take_back, "Ctrl+Z")
        self._action(game, tr(CTX, "Replay last shot"), self.controller.replay_last)
        game.addSeparator()
        self._action(game, tr(CTX, "&Quit"), self.close, QKeySequence.StandardKey.Quit)

        practice = bar.addMenu(tr(CTX, "&Practice"))
        from app import practice as practice_ui  # issue 8: drills, programme, progress

        self._action(practice, tr(CTX, "&Drills…"), lambda: practice_ui.open_drills(self))
        self._action(
            practice, tr(CTX, "&Artistic programme…"), lambda: practice_ui.open_programme(self)
        )
        self._action(
            practice, tr(CTX, "Practice &progress…"), lambda: practice_ui.open_progress(self)
        )
        self._action(practice, tr(CTX, "&Free table"), lambda: practice_ui.open_free_table(self))

        view = bar.addMenu(tr(CTX, "&View"))
        assists = view.addMenu(tr(CTX, "Assists for the player at the table"))
        self.assist_group = QActionGroup(self)
        self.assist_actions: dict[str, QAction] = {}
        for level, label in ASSIST_LABELS.items():
            a = QAction(tr(CTX, label), self, checkable=True)
            a.triggered.connect(lambda _c=False, lv=level: self.set_assist(lv))
            self.assist_group.addAction(a)
            assists.addAction(a)
            self.assist_actions[level] = a
        speed = view.addMenu(tr(CTX, "Replay speed"))
        self.speed_group = QActionGroup(self)
        for s in SPEEDS:
            a = QAction(arg(tr(CTX, "×%1"), s), self, checkable=True)
            a.setChecked(s == 1.0)
            a.triggered.connect(lambda _c=False, v=s: self.controller.animator.set_speed(v))
            self.speed_group.addAction(a)
            speed.addAction(a)
        self.panel_action = QAction(tr(CTX, "Show the side panel"), self, checkable=True)
        self.panel_action.setChecked(True)
        self.panel_action.toggled.connect(self.side.setVisible)
        view.addAction(self.panel_action)
        green = QAction(tr(CTX, "Green cloth on carom tables"), self, checkable=True)
        green.toggled.connect(self._green)
        view.addAction(green)
        spotted = QAction(tr(CTX, "Spotted white instead of yellow"), self, checkable=True)
        spotted.toggled.connect(self._spotted)
        view.addAction(spotted)
        self.yellow_as_spot = False
        full = QAction(tr(CTX, "&Full screen"), self, checkable=True)
        full.setShortcut(QKeySequence("F11"))
        full.toggled.connect(lambda on: self.showFullScreen() if on else self.showNormal())
        view.addAction(full)

        lang = bar.addMenu(tr(CTX, "&Language"))
        from app import i18n

        # Native names, never translated, so a player lost in a foreign language finds his.
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in i18n.LANGUAGES.items():
            a = QAction(name, self, checkable=True)
            a.setChecked(code == (i18n.current_language() or i18n.FALLBACK))
            a.triggered.connect(lambda _c=False, c=code: i18n.set_language(c))
            self.language_group.addAction(a)
            lang.addAction(a)
            self.language_actions[code] = a

        helpm = bar.addMenu(tr(CTX, "&Help"))
        self._action(helpm, tr(CTX, "&Rules of this game"), lambda: self.show_rules(), "F1")
        self._action(helpm, tr(CTX, "&Keys"), lambda: self.show_keys())
        self._action(helpm, tr(CTX, "&About Kegli"), self.show_about)

    def _wire(self) -> None:
        c = self.controller
        v = self.view
        v.mouse_moved.connect(
            lambda x, y, m: c.mouse_move(x, y, bool(m & Qt.KeyboardModifier.ShiftModifier))
        )
        v.mouse_pressed.connect(lambda x, y, m: c.mouse_press(x, y))
        v.mouse_released.connect(lambda x, y, m: c.mouse_release(x, y))
        v.wheel_turned.connect(
            lambda s, m: c.wheel(
                s,
                bool(m & Qt.KeyboardModifier.ControlModifier),
                bool(m & Qt.KeyboardModifier.ShiftModifier),
            )
        )
        v.key_pressed.connect(self._key)
        c.scene_changed.connect(self._scene)
        c.banner_changed.connect(self._banner)
        c.referee_said.connect(self.strip.say)
        c.scores_changed.connect(self._scores)
        c.history_changed.connect(self._history)
        c.aim_changed.connect(self.stroke.refresh)
        c.calls_changed.connect(self.stroke.set_allowed_calls)
        c.choice_needed.connect(self._choice)
        c.game_over.connect(self._game_over)
        c.status.connect(lambda text: self.statusBar().showMessage(text, 5000))
        c.turn_ready.connect(self._sync_assist_menu)
        self.stroke.changed.connect(c.aim_edited)
        self.stroke.shoot_exact.connect(self._shoot_exact)
        self.strip.replay_requested.connect(c.replay)

    def _key(self, event: QKeyEvent) -> None:
        if not self.controller.key(event.key(), event.modifiers()):
            event.ignore()

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
        c = self.controller
        m = c.match
        if m is None:
            return
        balls: dict[str, str] = {}
        d = m.config.discipline
        if not d.startswith("seven_pins"):
            for dec in m.decisions:
                if dec.next and dec.next_ball:
                    balls[dec.next] = dec.next_ball
            if m.next_player and m.next_ball:
                balls.setdefault(m.next_player, m.next_ball)
            if d == "five_pins" or len(m.config.players) == 2:
                # Each player keeps one cue ball (C-1, 5P-4).
                for i, p in enumerate(m.config.players):
                    balls.setdefault(p, ("white", "yellow")[i % 2])
        target = m.config.options.get("target")
        if target is None and not d.startswith("seven_pins"):
            from game.rules.options import TARGETS

            target = TARGETS.get(d, (None,))[0]
        self.scoreboard.show_match(
            d,
            tuple(m.config.players),
            m.scores,
            m.stats,
            m.next_player,
            c.inning_points(),
            balls,
            target,
            animate,
        )
        self.setWindowTitle(arg(tr(CTX, "Kegli — %1"), discipline_name(d)))
        self._fit_side()

    def _fit_side(self) -> None:
        """Widen the right panel to its content: more columns, or the longer Russian and
        Ukrainian words, would otherwise be cut off (its horizontal scroll bar is off)."""
        inner = self.side.widget()
        inner.adjustSize()
        need = (
            inner.minimumSizeHint().width()
            + self.side.verticalScrollBar().sizeHint().width()
            + 2 * self.side.frameWidth()
        )
        self.side.setMinimumWidth(max(380, need))

    def _history(self) -> None:
        m = self.controller.match
        if m is None:
            return
        self.strip.set_history([(d.shot, d.shooter, d.points, bool(d.fouls)) for d in m.decisions])

    def _sync_assist_menu(self) -> None:
        m = self.controller.match
        if m is not None:
            # The spin widget shows the ball about to be struck.
            self.stroke.spin.colour = ball_colour(m.config.discipline, m.next_ball)
            self.stroke.spin.update()
        level = self.controller.assist_level()
        if level in self.assist_actions:
            self.assist_actions[level].setChecked(True)
        self._scores(True)

    def set_assist(self, level: str) -> None:
        self.controller.set_assist(level)
        if level in self.assist_actions:
            self.assist_actions[level].setChecked(True)

    def _green(self, on: bool) -> None:
        self.view.green_carom = on
        self.view.update()

    def _spotted(self, on: bool) -> None:
        self.yellow_as_spot = on
        self.controller.emit_scene()

    def _shoot_exact(self) -> None:
        self.controller.shoot()

    def _choice(self, choices: tuple[str, ...]) -> None:
        if not self.ask_dialogs:
            return
        m = self.controller.match
        assert m is not None
        box = QMessageBox(self)
        box.setWindowTitle(tr(CTX, "Choose"))
        d = m.last_decision
        who = m.next_player or ""
        if "replay" in choices and d is not None:
            box.setText(
                arg(
                    tr(CTX, "%1 fouled. %2, play from this position or make %1 play again?"),
                    d.shooter,
                    who,
                )
            )
        else:
            box.setText(arg(tr(CTX, "%1, choose how to go on."), who))
        buttons: dict[QPushButton, str] = {}
        for choice in choices:
            label = CHOICE_LABELS.get(choice)
            b = box.addButton(
                tr(CTX, label) if label else choice, QMessageBox.ButtonRole.AcceptRole
            )
            buttons[b] = choice
        if "play" not in choices:
            box.addButton(tr(CTX, "Play on"), QMessageBox.ButtonRole.RejectRole)
        box.exec()
        picked = buttons.get(box.clickedButton())  # type: ignore[call-overload]
        if picked is not None:
            self.controller.choose(picked)

    def _game_over(self, winner: str) -> None:
        self._scores(False)
        self.scoreboard.settle()
        if not self.ask_dialogs:
            return
        m = self.controller.match
        assert m is not None
        shots: dict[str, int] = {}
        for d in m.decisions:
            shots[d.shooter] = shots.get(d.shooter, 0) + 1
        dlg = GameOverDialog(winner, tuple(m.config.players), m.scores, m.stats, shots, self)
        if dlg.exec() == GameOverDialog.REMATCH:
            self.rematch()

    # -- game actions ----------------------------------------------------------------------
    def quick_game(self) -> None:
        setup = GameSetup.quick()
        setup.table = self._pyramid_table()
        self.controller.new_game(setup)
        self.view.setFocus()

    def _pyramid_table(self) -> str | None:
        """The settings' pyramid size for seven pins (issue 10); None before the extras."""
        extras = getattr(self, "extras", None)
        return extras.store.pyramid_table() if extras is not None else None

    def start(self, setup: GameSetup) -> None:
        try:
            self.controller.new_game(setup)
        except InputError as exc:
            QMessageBox.warning(self, tr(CTX, "Cannot start"), str(exc))
            return
        self.view.setFocus()

    def new_game_dialog(self) -> NewGameDialog:
        dlg = NewGameDialog(self.controller.setup, self, default_table=self._pyramid_table())
        dlg.accepted.connect(lambda: self.start_or_lag(dlg.setup()))
        if self.ask_dialogs:
            dlg.exec()
        return dlg

    def start_or_lag(self, setup: GameSetup) -> None:
        """Start the game, or first play the lag (C-12, 5P-5) whose winner picks the breaker."""
        if not setup.lag:
            self.start(setup)
            return
        from app.lag_dialog import LagDialog

        lag = LagDialog(setup.discipline, setup.players, self)
        lag.fast_forward = self.controller.fast_forward
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
        self.start(GameSetup(s.discipline, players, first, options, dict(s.assists), table=table))

    def take_back(self) -> None:
        if not self.controller.take_back():
            self.statusBar().showMessage(tr(CTX, "Nothing to take back."), 3000)

    def show_about(self) -> QWidget:
        from app.about import show_about  # version and third-party licences (issue 20)

        return show_about(self)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Texts computed from the game, said again in the new language (app/i18n.py re-says
        the menus, banner and labels that app.text made)."""
        from app.referee_text import decision_text

        self._tick_language()
        m = self.controller.match
        if m is not None and m.last_decision is not None:
            self.strip.say(decision_text(m.config, m.last_decision))
        if m is not None and self.controller.phase in (AIM, PLACE, OVER):
            self.banner.setText(self.controller.banner() or " ")
        self._fit_side()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.animator.stop()
        self.controller.simulator.wait(5000)
        super().closeEvent(event)


def app_instance() -> QApplication:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    return app
