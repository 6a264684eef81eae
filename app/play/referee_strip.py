"""The referee's words after each shot, and the shot history (click a shot to replay it)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
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
TEXT_LINES = 3  # the referee's words: what happened, the call, who plays (wrapped at 1024 px)
HISTORY_SHOWN = 200  # the latest shots listed in a long game (the rest one click away)
HISTORY_SLACK = 100  # listed beyond that before the list is cut back (not at every shot)
EARLIER = -1  # the entry that lists the earlier shots again
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
        self._hold_height()
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
        self._entries: list[tuple[int, str, str]] = []  # every shot's entry, listed or not
        self._first_shown = 0  # the first shot (index) listed
        hist.addWidget(self.history, 1)
        layout.addLayout(hist)

    def _hold_height(self) -> None:
        """Room for the referee's longest words, whatever is said: the strip never grows
        or shrinks with its text, so neither does the table above it."""
        lines = self.text.fontMetrics().lineSpacing() * TEXT_LINES
        self.text.setFixedHeight(lines + 2 * self.text.margin())
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            self._hold_height()
        super().changeEvent(event)

    def say(self, text: str) -> None:
        self.text.setText(text)

    def set_history(self, entries: list[tuple[int, str, str]]) -> None:
        """(shot number, label, kind) per shot; the label and its kind ("good", "bad",
        "plain") come from app.words.referee.history_entry, in the score sheet's terms."""
        self._entries = list(entries)
        long_game = len(entries) > HISTORY_SHOWN + HISTORY_SLACK
        self._show_from(len(entries) - HISTORY_SHOWN if long_game else 0)
        self._follow_latest()

    def extend_history(self, entries: list[tuple[int, str, str]]) -> None:
        """Add shots at the end: the shots already listed are left as they are."""
        self._entries.extend(entries)
        if len(self._entries) - self._first_shown > HISTORY_SHOWN + HISTORY_SLACK:
            # The list lays every entry out again at each new one: a long game's strip
            # keeps its latest shots, and the first entry brings the earlier ones back.
            self._show_from(len(self._entries) - HISTORY_SHOWN)
        else:
            for entry in entries:
                self._add_item(entry)
        if entries:
            self._follow_latest()

    def _follow_latest(self) -> None:
        """The strip runs left to right: the latest shot is the last item, at the right."""
        if self.history.count():
            self.history.doItemsLayout()  # laid out now, so it can be scrolled to now
            last = self.history.item(self.history.count() - 1)
            self.history.scrollToItem(last, QListWidget.ScrollHint.EnsureVisible)

    def cut_history(self, count: int) -> None:
        """Keep the first ``count`` shots (the later ones were taken back)."""
        del self._entries[count:]
        while self.history.count() > self._earlier_rows() and self._last_listed() >= count:
            self.history.takeItem(self.history.count() - 1)
        if count < self._first_shown:
            self._show_from(max(0, count - HISTORY_SHOWN))

    def _add_item(self, entry: tuple[int, str, str], row: int | None = None) -> None:
        number, label, kind = entry
        item = QListWidgetItem(arg(tr(CTX, "%1. %2"), number, label))
        item.setData(Qt.ItemDataRole.UserRole, number - 1)
        if kind in HISTORY_COLOURS:
            item.setForeground(HISTORY_COLOURS[kind])
        if row is None:
            self.history.addItem(item)
        else:
            self.history.insertItem(row, item)
        # Measured once and kept: the list's layout then never measures every entry
        # again, which grew with the game (an entry's text changes only with the
        # language, and app/settings/i18n.py drops the kept size then).
        item.setSizeHint(self.history.sizeHintForIndex(self.history.indexFromItem(item)))

    def _earlier_rows(self) -> int:
        return 1 if self._first_shown > 0 else 0

    def _last_listed(self) -> int:
        item = self.history.item(self.history.count() - 1)
        return int(item.data(Qt.ItemDataRole.UserRole))

    def _show_from(self, first: int) -> None:
        """List the shots from index ``first`` on, after an entry for the earlier ones."""
        self.history.clear()
        self._first_shown = first
        if first > 0:
            earlier = QListWidgetItem(tr(CTX, "◀ Earlier shots"))
            earlier.setData(Qt.ItemDataRole.UserRole, EARLIER)
            earlier.setToolTip(tr(CTX, "Show the earlier shots"))
            self.history.addItem(earlier)
        for entry in self._entries[first:]:
            self._add_item(entry)

    def _clicked(self, item: QListWidgetItem) -> None:
        shot = int(item.data(Qt.ItemDataRole.UserRole))
        if shot == EARLIER:
            self._show_from(max(0, self._first_shown - HISTORY_SHOWN))
            self.history.scrollToTop()
            return
        self.replay_requested.emit(shot)
