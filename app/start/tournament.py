"""Tournament window: set up a round robin, see the standings, start the next game.

The dialog is modeless. "Next game" puts the pairing's game on the table and steps aside, so
the table is the players' (Game → Tournament… brings the standings back at any time); when that
game ends it is entered into the tournament and saved, and the dialog comes back with the
standings (``game.standings``: CT-1 match points, CT-2 averages and high run, play-off flag)
and the next pairing. The games themselves are played hot-seat in the main window.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.common import safe_paths
from app.common.screen_fit import available_area, fit_window, fitted_size
from app.words.disciplines import discipline_name
from app.words.numbers import number
from app.words.text import QT_TRANSLATE_NOOP, arg, tr
from game import disciplines
from game.errors import InputError
from game.match import Match
from game.setup import GameSetup
from game.tournament import EXTENSION, MAX_NAME, MAX_PLAYERS, MIN_PLAYERS, Tournament

CTX = "TournamentDialog"
SAVE_NAME = "tournament" + EXTENSION
SEVEN_PINS_TOTALS = (300, 500)

COLUMNS: tuple[tuple[str, str], ...] = (
    ("rank", QT_TRANSLATE_NOOP("TournamentDialog", "#")),
    ("player", QT_TRANSLATE_NOOP("TournamentDialog", "Player")),
    ("match_points", QT_TRANSLATE_NOOP("TournamentDialog", "Match points")),
    ("games", QT_TRANSLATE_NOOP("TournamentDialog", "Games")),
    ("won", QT_TRANSLATE_NOOP("TournamentDialog", "Won")),
    ("drawn", QT_TRANSLATE_NOOP("TournamentDialog", "Drawn")),
    ("lost", QT_TRANSLATE_NOOP("TournamentDialog", "Lost")),
    ("points", QT_TRANSLATE_NOOP("TournamentDialog", "Points")),
    ("innings", QT_TRANSLATE_NOOP("TournamentDialog", "Innings")),
    ("general_average", QT_TRANSLATE_NOOP("TournamentDialog", "General average")),
    ("best_single_average", QT_TRANSLATE_NOOP("TournamentDialog", "Best single average")),
    ("high_run", QT_TRANSLATE_NOOP("TournamentDialog", "High run")),
)


class GameWindow(Protocol):
    """What the dialog needs of the main window."""

    controller: Any
    view: Any


def default_path() -> Path:
    from game.saves.autosave import data_dir

    return data_dir() / SAVE_NAME


def _cell(value: Any) -> str:
    if value is None:
        return "–"
    if isinstance(value, float):
        return number(value, 3)
    return str(value)


class TournamentDialog(QDialog):
    def __init__(
        self,
        window: GameWindow,
        tournament: Tournament | None = None,
        path: Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr(CTX, "Tournament"))
        self.setMinimumWidth(760)
        self.window_ = window
        self.path = path if path is not None else default_path()
        self.tournament: Tournament | None = None
        self.last_error = ""

        layout = QVBoxLayout(self)
        self.pages = QStackedWidget()
        layout.addWidget(self.pages)
        self.pages.addWidget(self._setup_page())
        self.pages.addWidget(self._standings_page())

        c = window.controller
        # A game can end by a shot (game_over) or be shown already finished (turn_ready).
        c.game_over.connect(self._check_finished)
        c.turn_ready.connect(self._check_finished)
        c.history_changed.connect(self._save_progress)
        if tournament is not None:
            self._show(tournament)

    # -- set-up ----------------------------------------------------------------------------
    def _setup_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        box = QGroupBox(tr(CTX, "Round robin"))
        form = QFormLayout(box)
        self.discipline = QComboBox()
        for entry in disciplines.with_referee():
            if entry.tournament:
                self.discipline.addItem(discipline_name(entry.id), entry.id)
        form.addRow(tr(CTX, "Discipline"), self.discipline)
        self.discipline.setAccessibleName(tr(CTX, "Discipline"))
        self.discipline.setAccessibleDescription(
            tr(CTX, "The game every match of the round robin plays")
        )
        self.target_label = QLabel()
        self.target = QSpinBox()
        form.addRow(self.target_label, self.target)
        self.count = QSpinBox()
        self.count.setRange(MIN_PLAYERS, MAX_PLAYERS)
        self.count.setValue(MIN_PLAYERS)
        form.addRow(tr(CTX, "Players"), self.count)
        self.count.setAccessibleName(tr(CTX, "Players"))
        self.count.setAccessibleDescription(
            tr(CTX, "How many players take part; each meets every other once")
        )
        layout.addWidget(box)

        people = QGroupBox(tr(CTX, "Names"))
        grid = QGridLayout(people)
        self.names: list[QLineEdit] = []
        self.name_labels: list[QLabel] = []
        for i in range(MAX_PLAYERS):
            label = QLabel(arg(tr(CTX, "%1."), i + 1))
            name = QLineEdit(arg(tr(CTX, "Player %1"), i + 1))
            name.setMaxLength(MAX_NAME)
            name.setAccessibleName(arg(tr(CTX, "Name of player %1"), i + 1))
            name.setAccessibleDescription(
                tr(CTX, "The name shown on the scoreboard and in the standings")
            )
            grid.addWidget(label, i // 2, (i % 2) * 2)
            grid.addWidget(name, i // 2, (i % 2) * 2 + 1)
            self.names.append(name)
            self.name_labels.append(label)
        layout.addWidget(people)

        self.setup_error = QLabel()
        self.setup_error.setStyleSheet("color: #d03030;")
        self.setup_error.setWordWrap(True)
        layout.addWidget(self.setup_error)
        row = QHBoxLayout()
        self.resume_button = QPushButton(tr(CTX, "Resume the saved tournament"))
        self.resume_button.clicked.connect(self.resume)
        self.resume_button.setAccessibleDescription(
            tr(CTX, "Go on with the round robin saved on this computer")
        )
        self.resume_button.setEnabled(safe_paths.is_file(self.path))
        self.start_button = QPushButton(tr(CTX, "Start the tournament"))
        self.start_button.setDefault(True)
        self.start_button.setAccessibleDescription(
            tr(CTX, "Draw up the round robin for these players and play its first game")
        )
        self.start_button.clicked.connect(self.start)
        row.addWidget(self.resume_button)
        row.addStretch(1)
        row.addWidget(self.start_button)
        layout.addLayout(row)

        self.discipline.currentIndexChanged.connect(self._refresh_setup)
        self.count.valueChanged.connect(self._refresh_names)
        self._refresh_setup()
        return page

    def _refresh_setup(self) -> None:
        """A new discipline brings its own target (7C-4 starting total, or points)."""
        spec = disciplines.get(self.discipline.currentData())
        if spec.options is None:
            self.target_label.setText(tr(CTX, "Starting total"))
            self.target.setAccessibleDescription(tr(CTX, "The points each player counts down from"))
            self.target.setAccessibleName(self.target_label.text())
            self.target.setRange(5, 5000)
            self.target.setSingleStep(5)
            self.target.setValue(SEVEN_PINS_TOTALS[0])
        else:
            target = spec.options.target
            self.target_label.setText(tr(CTX, "Target points"))
            self.target.setAccessibleDescription(tr(CTX, "The points that win a game"))
            self.target.setAccessibleName(self.target_label.text())
            self.target.setRange(target.low, target.high)
            self.target.setSingleStep(1)
            self.target.setValue(target.default)
        self._refresh_names()

    def _refresh_names(self) -> None:
        n = self.count.value()
        for i in range(MAX_PLAYERS):
            self.names[i].setVisible(i < n)
            self.name_labels[i].setVisible(i < n)

    def setup_values(self) -> tuple[str, list[str], dict[str, Any]]:
        d = self.discipline.currentData()
        names = [self.names[i].text().strip() for i in range(self.count.value())]
        key = "target" if disciplines.get(d).options is not None else "start_total"
        return d, names, {key: self.target.value()}

    def start(self) -> bool:
        d, names, options = self.setup_values()
        if options.get("start_total", 5) % 5:
            self.setup_error.setText(tr(CTX, "The starting total must be a multiple of 5."))
            return False
        try:
            t = Tournament.new(d, names, options)
        except InputError as exc:
            self.last_error = str(exc)
            self.setup_error.setText(self._problem(exc))
            return False
        self.setup_error.clear()
        self._show(t)
        self._save()
        return True

    def _problem(self, exc: InputError) -> str:
        if exc.field.startswith("players"):
            return tr(CTX, "Every player needs a name, and the names must differ.")
        return arg(tr(CTX, "These settings cannot be played: %1"), exc.reason)

    def resume(self) -> bool:
        try:
            t = Tournament.load(self.path)
        except (InputError, OSError) as exc:
            self.last_error = str(exc)
            self.setup_error.setText(tr(CTX, "The saved tournament cannot be read."))
            return False
        self._show(t)
        if t.current is not None:
            self.play_next()
        return True

    # -- standings -------------------------------------------------------------------------
    def _standings_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 16px; font-weight: bold;")
        layout.addWidget(self.title)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([tr(CTX, label) for _, label in COLUMNS])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setAccessibleName(tr(CTX, "Standings"))
        self.table.setAccessibleDescription(
            tr(
                CTX,
                "Each player's match points, games, points, innings and average, first place first",
            )
        )
        layout.addWidget(self.table, 1)
        self.state = QLabel()
        self.state.setWordWrap(True)
        layout.addWidget(self.state)
        row = QHBoxLayout()
        row.addStretch(1)
        self.next_button = QPushButton(tr(CTX, "Next game"))
        self.next_button.clicked.connect(self.play_next)
        self.next_button.setAccessibleDescription(tr(CTX, "Play the next game of the round robin"))
        row.addWidget(self.next_button)
        layout.addLayout(row)
        return page

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()  # title, progress and the next pairing are computed text
        super().changeEvent(event)

    def _show(self, t: Tournament) -> None:
        self.tournament = t
        self.pages.setCurrentIndex(1)
        self.start_button.setDefault(False)
        self.next_button.setDefault(True)  # Enter plays the next game
        self.refresh()
        self.next_button.setFocus()

    def refresh(self) -> None:
        t = self.tournament
        if t is None:
            return
        self.title.setText(
            arg(
                tr(CTX, "%1 — round robin of %2 players"),
                discipline_name(t.discipline),
                len(t.players),
            )
        )
        rows = t.table_rows()
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, (key, _label) in enumerate(COLUMNS):
                self.table.setItem(r, c, QTableWidgetItem(_cell(row[key])))
        self.table.resizeColumnsToContents()
        self._fit_table()
        played = min(len(t.games), len(t.pairings))
        progress = arg(tr(CTX, "Games played: %1 of %2."), played, len(t.pairings))
        nxt = t.next_pairing()
        if t.champion is not None:
            self.state.setText(progress + " " + arg(tr(CTX, "%1 wins the tournament."), t.champion))
            self.next_button.setEnabled(False)
            self.next_button.setText(tr(CTX, "Next game"))
            return
        at_table = t.current is not None and not t.current.over
        if t.round_robin_done and nxt is not None:
            note = arg(
                tr(CTX, "%1 and %2 are level on match points: a play-off game decides (CT-2)."),
                nxt[0],
                nxt[1],
            )
            progress = progress + " " + note
        self.state.setText(progress)
        if nxt is not None:
            template = tr(CTX, "Continue: %1 – %2") if at_table else tr(CTX, "Next game: %1 – %2")
            self.next_button.setText(arg(template, nxt[0], nxt[1]))
        self.next_button.setEnabled(nxt is not None)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_table()

    def _fit_table(self) -> None:
        """Widen the dialog so that every column of the standings shows, as far as the screen
        allows (a narrower screen keeps the table's own scroll bar)."""
        if self.pages.currentIndex() != 1 or not self.isVisible():
            return  # a hidden dialog's table is not laid out yet; showEvent comes back here
        # The dialog grows by what the table's viewport lacks (its frame and any vertical
        # scroll bar are outside the viewport already).
        short = self.table.horizontalHeader().length() - self.table.viewport().width()
        if short <= 0:
            return
        wanted = QSize(self.width() + short, self.height())
        if fitted_size(wanted, available_area(self)).width() <= self.width():
            return  # already as wide as the screen lets it be
        fit_window(self, wanted)  # within the screen, centred over the game window

    # -- games ------------------------------------------------------------------------------
    def play_next(self) -> Match | None:
        """Put the next pairing's game (or the one in progress) on the table."""
        t = self.tournament
        if t is None:
            return None
        try:
            match = t.start_next()
        except InputError as exc:
            self.last_error = str(exc)
            self.state.setText(tr(CTX, "The next game cannot be started."))
            return None
        players = list(match.config.players)
        c = self.window_.controller
        assists = {p: c.setup.assists.get(p, "full") for p in players}
        c.setup = GameSetup(
            match.config.discipline,
            players,
            match.config.first,
            dict(match.config.options),
            assists,
        )
        c.set_match(match)
        self._save()
        self.refresh()
        self.hide()  # the table is the players' until the game ends
        view = getattr(self.window_, "view", None)
        if view is not None:
            view.setFocus()
        return match

    def _check_finished(self, *_args: object) -> None:
        # The game at the table may already be another one (a rematch chosen in the game-over
        # dialog, which runs first): what counts is whether the tournament's game has ended.
        t = self.tournament
        m = t.current if t is not None else None
        if t is None or m is None or not m.over:
            return
        try:
            t.record(m)
        except InputError as exc:
            self.last_error = str(exc)
            return
        self._save()
        self.refresh()
        # Back with the standings and the next pairing (or the champion).
        self.next_button.setFocus()
        self.show()
        self.raise_()
        self.activateWindow()

    def _save_progress(self) -> None:
        t = self.tournament
        if t is not None and t.current is not None and self.window_.controller.match is t.current:
            self._save()

    def _save(self) -> None:
        t = self.tournament
        if t is None:
            return
        try:
            t.save(self.path)
        except (InputError, OSError) as exc:
            self.last_error = str(exc)
            self.state.setText(arg(tr(CTX, "The tournament could not be saved: %1"), exc))
