"""The referee's words after each shot, and the shot history (click a shot to replay it)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.words.text import arg, tr

CTX = "RefereeStrip"
# A shot that brought the player nearer the goal, and one that cost points.
HISTORY_COLOURS = {"good": QColor(120, 200, 120), "bad": QColor(230, 90, 80)}


class RefereeStrip(QWidget):
    replay_requested = Signal(int)  # shot index (0-based)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        row = QHBoxLayout()
        title = QLabel(tr(CTX, "Referee:"))
        title.setStyleSheet("font-weight: bold; color: #e8d28a;")
        title.setAlignment(Qt.AlignmentFlag.AlignTop)
        row.addWidget(title)
        self.text = QLabel(tr(CTX, "Break from the house when you are ready."))
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row.addWidget(self.text, 1)
        layout.addLayout(row)
        hist = QHBoxLayout()
        htitle = QLabel(tr(CTX, "History:"))
        htitle.setStyleSheet("font-weight: bold; color: #9aa;")
        hist.addWidget(htitle)
        self.history = QListWidget()
        self.history.setFlow(QListView.Flow.LeftToRight)
        self.history.setWrapping(False)
        self.history.setFixedHeight(30)
        self.history.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.history.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.history.setToolTip(tr(CTX, "Click a shot to replay it"))
        self.history.setAccessibleName(tr(CTX, "Shots played"))
        self.history.setAccessibleDescription(tr(CTX, "Click a shot to replay it"))
        self.history.itemClicked.connect(self._clicked)
        hist.addWidget(self.history, 1)
        layout.addLayout(hist)

    def say(self, text: str) -> None:
        self.text.setText(text)

    def set_history(self, entries: list[tuple[int, str, str]]) -> None:
        """(shot number, label, kind) per shot; the label and its kind ("good", "bad",
        "plain") come from app.words.referee.history_entry, in the score sheet's terms."""
        self.history.clear()
        self.extend_history(entries)

    def extend_history(self, entries: list[tuple[int, str, str]]) -> None:
        """Add shots at the end: the shots already listed are left as they are."""
        for number, label, kind in entries:
            item = QListWidgetItem(arg(tr(CTX, "%1. %2"), number, label))
            item.setData(Qt.ItemDataRole.UserRole, number - 1)
            if kind in HISTORY_COLOURS:
                item.setForeground(HISTORY_COLOURS[kind])
            self.history.addItem(item)
            # Measured once and kept: the list's layout then never measures every entry
            # again, which grew with the game (an entry's text changes only with the
            # language, and app/settings/i18n.py drops the kept size then).
            item.setSizeHint(self.history.sizeHintForIndex(self.history.indexFromItem(item)))
        if entries:
            self.history.scrollToItem(self.history.item(self.history.count() - 1))

    def cut_history(self, count: int) -> None:
        """Keep the first ``count`` shots (the later ones were taken back)."""
        while self.history.count() > count:
            self.history.takeItem(self.history.count() - 1)

    def _clicked(self, item: QListWidgetItem) -> None:
        self.replay_requested.emit(int(item.data(Qt.ItemDataRole.UserRole)))
