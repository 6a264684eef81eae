"""Progress: per drill attempts, successes and best, with a success-rate chart over days."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.common.screen_fit import fit_window
from app.practice.card import load_drills, open_store
from app.practice.texts import percent, pick, tr
from app.words.numbers import percent as number_percent
from game.drills.format import Drill
from game.drills.progress import Day, ProgressStore


def daily_rates(days: tuple[Day, ...] | list[Day]) -> list[tuple[str, float, int]]:
    """(date, success rate, attempts) per practice day, oldest first."""
    return [(d.date, d.rate, d.attempts) for d in sorted(days, key=lambda d: d.date)]


def merge_days(all_days: list[tuple[Day, ...]]) -> list[Day]:
    """All drills together: attempts and successes summed per date."""
    by: dict[str, tuple[int, int]] = {}
    for days in all_days:
        for d in days:
            a, s = by.get(d.date, (0, 0))
            by[d.date] = (a + d.attempts, s + d.successes)
    return [Day(k, a, s) for k, (a, s) in sorted(by.items())]


class ProgressChart(QWidget):
    """Success rate per practice day: bars for attempts, a line for the rate."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(360, 180)
        self.days: list[Day] = []

    def set_days(self, days: list[Day] | tuple[Day, ...]) -> None:
        self.days = sorted(days, key=lambda d: d.date)
        self.update()

    def points(self) -> list[QPointF]:
        """Where the rate line's points are drawn (also used by the tests)."""
        r = self._plot()
        n = len(self.days)
        out = []
        for i, d in enumerate(self.days):
            x = r.left() + (i + 0.5) * r.width() / max(n, 1)
            out.append(QPointF(x, r.bottom() - d.rate * r.height()))
        return out

    def _plot(self) -> QRectF:
        return QRectF(44, 12, max(10, self.width() - 56), max(10, self.height() - 40))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.fillRect(self.rect(), QColor(28, 30, 34))
        r = self._plot()
        grid = QPen(QColor(90, 90, 96), 1)
        p.setPen(grid)
        for k in range(5):
            y = r.bottom() - k * r.height() / 4
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
            p.drawText(QRectF(0, y - 8, 40, 16), Qt.AlignmentFlag.AlignRight, number_percent(k / 4))
        if not self.days:
            p.setPen(QColor(200, 200, 200))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, tr("No attempts yet"))
            p.end()
            return
        n = len(self.days)
        most = max(d.attempts for d in self.days)
        w = r.width() / n
        for i, d in enumerate(self.days):
            h = 0.9 * r.height() * d.attempts / most
            p.fillRect(QRectF(r.left() + i * w + w * 0.2, r.bottom() - h, w * 0.6, h),
                       QColor(70, 110, 160, 120))  # fmt: skip
        pts = self.points()
        p.setPen(QPen(QColor(250, 210, 90), 2))
        for a, b in itertools.pairwise(pts):
            p.drawLine(a, b)
        p.setBrush(QColor(250, 210, 90))
        for q in pts:
            p.drawEllipse(q, 3.5, 3.5)
        p.setPen(QColor(210, 210, 210))
        step = max(1, n // 6)
        for i in range(0, n, step):
            x = r.left() + i * w
            p.drawText(QRectF(x, r.bottom() + 4, max(w * step, 60), 16),
                       Qt.AlignmentFlag.AlignLeft, self.days[i].date[5:])  # fmt: skip
        p.end()


class ProgressDialog(QDialog):
    def __init__(
        self,
        parent: QWidget | None = None,
        drills: list[Drill] | None = None,
        store: ProgressStore | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Practice progress"))
        fit_window(self, QSize(820, 600))
        if drills is None:
            drills, _damaged = load_drills()  # the drill browser is where damage is reported
        self.store = store if store is not None else open_store()
        self.drills = [d for d in drills if self.store and self.store.get(d.id).attempts]
        self.table = QTableWidget(len(self.drills), 4)
        self.table.setHorizontalHeaderLabels(
            [tr("Drill"), tr("Attempts"), tr("Successes"), tr("Best")]
        )
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        for row, d in enumerate(self.drills):
            p = self.store.get(d.id) if self.store else None
            assert p is not None
            for col, text in enumerate(
                (pick(d.title), str(p.attempts), str(p.successes), percent(p.best))
            ):
                self.table.setItem(row, col, QTableWidgetItem(text))
        # Before any drill is tried the table would be an empty grid: words say what fills it.
        self.empty = QLabel(
            tr(
                "No drill tried yet. Play one from Practice → Drills…: its attempts, successes "
                "and best result will show here."
            )
        )
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setVisible(not self.drills)
        self.table.setVisible(bool(self.drills))
        self.caption = QLabel()
        self.chart = ProgressChart()
        self.table.currentCellChanged.connect(lambda row, *_: self.show_row(row))
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty, 1)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.caption)
        layout.addWidget(self.chart, 1)
        self.show_row(-1)

    def show_row(self, row: int) -> None:
        """A drill's own history, or (row -1) every drill together."""
        if self.store is None:
            self.caption.setText(tr("Your progress file is damaged; progress is not being saved."))
            self.chart.set_days([])
            return
        if 0 <= row < len(self.drills):
            d = self.drills[row]
            self.caption.setText(pick(d.title))
            self.chart.set_days(self.store.get(d.id).history)
        else:
            self.caption.setText(tr("All drills"))
            self.chart.set_days(merge_days([p.history for p in self.store.drills.values()]))
