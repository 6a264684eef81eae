"""Artistic programme: N random figures or the CA-4 ten-set shape, three attempts each."""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QSize
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.common.announce import say
from app.common.pacing import LIVE, Pacing
from app.common.screen_fit import fit_window
from app.practice.card import DrillCard, load_drills, open_store
from app.practice.texts import pick, tr
from app.settings.declared import PROGRAMME_FIGURES, PROGRAMME_SETS, PROGRAMME_TEN_SETS
from app.settings.store import SettingsStore
from app.words.text import arg
from game import disciplines
from game.drills import programme
from game.drills.format import Drill
from game.drills.play import Attempt
from game.drills.progress import ProgressStore


class ProgrammeDialog(QDialog):
    def __init__(
        self,
        parent: QWidget | None = None,
        drills: list[Drill] | None = None,
        store: ProgressStore | None = None,
        pacing: Pacing = LIVE,
        settings: SettingsStore | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else SettingsStore()
        self.setWindowTitle(tr("Artistic programme"))
        fit_window(self, QSize(1250, 780))
        if drills is None:
            drills, _damaged = load_drills()  # the drill browser is where damage is reported
        self.figures = {d.id: d for d in drills if disciplines.get(d.discipline).figures}
        self.run: programme.Run | None = None

        self.count = QSpinBox()
        self.count.setRange(1, max(1, len(self.figures)))
        self.count.setValue(min(self.settings.get(PROGRAMME_FIGURES), len(self.figures)))
        self.seed = QSpinBox()
        self.seed.setRange(0, 999_999)
        self.seed.setValue(QDateTime.currentSecsSinceEpoch() % 1_000_000)
        # The long explanation wraps beside its check box, so the dialog fits a small screen.
        self.ten_sets = QCheckBox()
        ten_text = QLabel(tr("International shape: sets of ten, valued 5 8 7 10 6 9 5 8 7 10"))
        ten_text.setWordWrap(True)
        ten_text.setBuddy(self.ten_sets)
        ten_text.mousePressEvent = lambda _e: self.ten_sets.toggle()  # type: ignore[method-assign]
        self.ten_sets.setAccessibleName(ten_text.text())
        ten_row = QHBoxLayout()
        ten_row.addWidget(self.ten_sets)
        ten_row.addWidget(ten_text, 1)
        self.sets = QSpinBox()
        self.sets.setRange(1, 10)
        # The programme's shape is kept for the next time.
        self.ten_sets.setChecked(self.settings.get(PROGRAMME_TEN_SETS))
        self.sets.setValue(self.settings.get(PROGRAMME_SETS))
        self.count.valueChanged.connect(lambda n: self.settings.set(PROGRAMME_FIGURES, n))
        self.ten_sets.toggled.connect(lambda on: self.settings.set(PROGRAMME_TEN_SETS, on))
        self.sets.valueChanged.connect(lambda n: self.settings.set(PROGRAMME_SETS, n))
        self.count.setAccessibleDescription(tr("How many figures the programme draws"))
        self.seed.setAccessibleDescription(
            tr("The same number draws the same figures, to play a programme again")
        )
        self.ten_sets.setAccessibleDescription(
            tr("Figures in sets of ten with the international values instead of a random draw")
        )
        self.sets.setAccessibleDescription(tr("How many sets of ten the programme has"))
        self.start_button = QPushButton(tr("Start the programme"))
        self.start_button.setAccessibleDescription(
            tr("Draws the figures and sets up the first one; three attempts at each")
        )
        self.start_button.clicked.connect(self.start)
        form = QFormLayout()
        form.addRow(tr("Figures"), self.count)
        form.addRow(tr("Programme number"), self.seed)
        form.addRow(ten_row)
        form.addRow(tr("Sets"), self.sets)
        form.addRow(self.start_button)

        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels([tr("Set"), tr("Figure"), tr("Value"), tr("Points")])
        header = self.table.horizontalHeader()
        # The figure's name takes what the numbers leave, so it is read on a small screen.
        for col in (0, 2, 3):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)  # the rows are read by their cells
        self.table.setAccessibleName(tr("The programme's figures"))
        self.table.setAccessibleDescription(
            tr("Each figure with its set, its value and the points scored on it")
        )
        self.total = QLabel()
        self.total.setWordWrap(True)
        # A scored figure's solution waits until the figure is over (the card says so).
        self.card = DrillCard(
            store if store is not None else open_store(),
            pacing=pacing,
            settings=self.settings,
            solution_when_over=True,
            idle_title=tr("Start the programme to play its first figure"),
        )
        self.card.judged.connect(self._judged)
        # A figure made or out of attempts stays on the table with its verdict and score
        # until the player moves on.
        self.next_button = QPushButton(tr("Next figure"))
        self.next_button.setAccessibleDescription(
            tr("Sets up the programme's next figure once this one is scored")
        )
        self.next_button.clicked.connect(self.next_figure)
        self.shown_slot: int | None = None  # the programme's figure on the card

        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(self.table, 1)
        left.addWidget(self.total)
        left.addWidget(self.next_button)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addWidget(self.card, 2)
        self._sync()

    def start(self) -> None:
        drills = list(self.figures.values())
        if self.ten_sets.isChecked():
            prog = programme.ten_set_programme(drills, self.seed.value(), self.sets.value())
        else:
            prog = programme.random_programme(drills, self.count.value(), self.seed.value())
        self.run = programme.Run.start(prog)
        self.table.setRowCount(len(prog.slots))
        for row, slot in enumerate(prog.slots):
            cells = (slot.set_name or "", pick(self.figures[slot.drill_id].title), str(slot.value))
            for col, text in enumerate(cells):
                self.table.setItem(row, col, QTableWidgetItem(text))
            self.table.setItem(row, 3, QTableWidgetItem(""))
        self._next()

    def _next(self) -> None:
        assert self.run is not None
        i = self.run.current()
        self.shown_slot = i
        if i is None:
            self.card.set_drill(None)
        else:
            self.table.selectRow(i)
            slot = self.run.programme.slots[i]
            self.card.set_drill(self.figures[slot.drill_id], attempts=self.run.attempts_left(i))
        self._sync()

    def next_figure(self) -> None:
        """On to the next figure, once the one shown is scored."""
        if self.run is None or self.shown_slot is None or self.run.open(self.shown_slot):
            return
        if self.run.current() is not None:
            self._next()

    def _judged(self, attempt: Attempt) -> None:
        i = self.shown_slot
        if self.run is None or i is None or not self.run.open(i):
            return
        self.run = self.run.record(i, attempt.success)
        if not self.run.open(i):
            points = self.run.points(i)
            self.table.setItem(i, 3, QTableWidgetItem(str(points)))
            self.card.close_drill()
            if attempt.success:
                said = tr("Figure made: %n point(s).", points)
            else:
                said = tr("Figure missed: no points.")
            self.card.result.setText(self.card.result.text() + "\n" + said)
            say(self, said)
        self._sync()

    def _sync(self) -> None:
        i = self.shown_slot
        scored = self.run is not None and i is not None and not self.run.open(i)
        self.next_button.setEnabled(scored and self.run is not None and not self.run.finished)
        if self.run is None:
            self.total.setText(tr("Choose the programme and start."))
            return
        text = arg(tr("Total: %1 of %2"), self.run.total, self.run.programme.maximum)
        if self.run.finished:
            text += "  " + tr("Programme finished.")
        self.total.setText(text)
