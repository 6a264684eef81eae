"""The drill browser: filter by discipline and difficulty, pick a drill, play it on its card."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.common.pacing import LIVE, Pacing
from app.common.screen_fit import fit_window
from app.practice.card import DrillCard, load_drills, open_store
from app.practice.diagram import thumbnail
from app.practice.texts import GROUPS, in_group, percent, pick, stars, tr
from app.settings.declared import DRILL_DIFFICULTY, DRILL_GROUP
from app.settings.store import SettingsStore
from app.words.text import arg
from game.drills.format import Drill
from game.drills.progress import ProgressStore

THUMB_W, THUMB_H = 128, 70  # the list's position thumbnails, in pixels


class DrillBrowser(QDialog):
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
        self.setWindowTitle(tr("Drills"))
        fit_window(self, QSize(1200, 760))
        self.error = QLabel()
        self.error.setWordWrap(True)
        if drills is None:
            drills, damaged = load_drills()
            if damaged:
                self.error.setText(damaged)
            from app.practice.free_table import user_drills

            mine, problem = user_drills()  # the player's own, saved from the free table
            drills = drills + mine
            if problem:
                self.error.setText(problem)
        self.drills = drills
        self.store = store if store is not None else open_store()
        if self.store is None:
            self.error.setText(tr("Your progress file is damaged; progress is not being saved."))

        self.discipline = QComboBox()
        self.discipline.addItem(tr("All disciplines"), "")
        for key, label in GROUPS.items():
            self.discipline.addItem(tr(str(label)), key)
        self.difficulty = QComboBox()
        self.difficulty.addItem(tr("Any difficulty"), 0)
        for n in range(1, 6):
            self.difficulty.addItem(stars(n), n)
        # The filter is kept for the next time (a choice no longer offered reads as "all").
        self.discipline.setCurrentIndex(
            max(0, self.discipline.findData(self.settings.get(DRILL_GROUP)))
        )
        self.difficulty.setCurrentIndex(
            max(0, self.difficulty.findData(self.settings.get(DRILL_DIFFICULTY)))
        )
        self.discipline.setAccessibleName(tr("Discipline"))
        self.discipline.setAccessibleDescription(tr("Shows only the drills of one discipline"))
        self.difficulty.setAccessibleName(tr("Difficulty"))
        self.difficulty.setAccessibleDescription(tr("Shows only the drills of one difficulty"))
        self.list = QListWidget()
        self.list.setAccessibleName(tr("Drills"))
        self.list.setAccessibleDescription(tr("Choose a drill to play it"))
        # Each drill on lines of its own (title; stars and record), wrapped rather than cut,
        # beside a thumbnail small enough for the list to keep its words on a small screen.
        self.list.setIconSize(QSize(THUMB_W, THUMB_H))
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self._thumbs: dict[str, QIcon] = {}
        self.card = DrillCard(self.store, pacing=pacing, settings=self.settings)
        self.discipline.currentIndexChanged.connect(self._filter_chosen)
        self.difficulty.currentIndexChanged.connect(self._filter_chosen)
        self.list.currentItemChanged.connect(self._chosen)
        self.card.judged.connect(lambda _a: self._update_current())

        left = QWidget()
        lv = QVBoxLayout(left)
        filters = QHBoxLayout()
        filters.addWidget(self.discipline)
        filters.addWidget(self.difficulty)
        lv.addLayout(filters)
        lv.addWidget(self.list, 1)
        lv.addWidget(self.error)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(self.card)
        split.setStretchFactor(1, 1)
        split.setSizes([430, 770])
        layout = QVBoxLayout(self)
        layout.addWidget(split)
        self.refill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "card"):
            self.refill()  # the drills' titles come from the packs, in the new language
        super().changeEvent(event)

    def _filter_chosen(self) -> None:
        self.settings.set(DRILL_GROUP, str(self.discipline.currentData()))
        self.settings.set(DRILL_DIFFICULTY, int(self.difficulty.currentData()))
        self.refill()

    def visible_drills(self) -> list[Drill]:
        g = self.discipline.currentData()
        n = self.difficulty.currentData()
        return [d for d in self.drills if (not g or in_group(d.discipline, g))
                and (not n or d.difficulty == n)]  # fmt: skip

    def _label(self, d: Drill) -> str:
        p = self.store.get(d.id) if self.store else None
        text = f"{pick(d.title)}\n{stars(d.difficulty)}"
        if p is not None and p.attempts:
            text += "   " + arg(tr("%1 of %2, best %3"), p.successes, p.attempts, percent(p.best))
        return text

    def refill(self) -> None:
        current = self.card.session.base.id if self.card.session else None
        self.list.blockSignals(True)
        self.list.clear()
        for d in self.visible_drills():
            item = QListWidgetItem(self._label(d))
            item.setToolTip(pick(d.title))
            if d.id not in self._thumbs:
                self._thumbs[d.id] = QIcon(thumbnail(d, THUMB_W, THUMB_H))
            item.setIcon(self._thumbs[d.id])
            item.setData(Qt.ItemDataRole.UserRole, d.id)
            self.list.addItem(item)
            if d.id == current:
                self.list.setCurrentItem(item)
        self.list.blockSignals(False)

    def open_drill(self, drill_id: str) -> None:
        for i in range(self.list.count()):
            if self.list.item(i).data(Qt.ItemDataRole.UserRole) == drill_id:
                self.list.setCurrentRow(i)
                return
        raise KeyError(drill_id)

    def _chosen(self, item: QListWidgetItem | None, _prev: QListWidgetItem | None) -> None:
        if item is None:
            return
        drill_id = item.data(Qt.ItemDataRole.UserRole)
        self.card.set_drill(next(d for d in self.drills if d.id == drill_id))

    def _update_current(self) -> None:
        item: QListWidgetItem | None = self.list.currentItem()  # None with no row chosen
        if item is None:
            return
        d = next(d for d in self.drills if d.id == item.data(Qt.ItemDataRole.UserRole))
        item.setText(self._label(d))
