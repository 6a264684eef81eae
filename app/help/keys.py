"""Help → Keys: every key of the game, from one table of bindings.

``KEY_BINDINGS`` is the single list the Keys window shows; the tests press each listed table
key in the window and check that it does what the line says, and look up each listed menu
shortcut among the window's actions, so the list cannot drift from what the game does.
Key names are shown in the platform's own words (``QKeySequence.NativeText``).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSize
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.common.screen_fit import fit_window
from app.words.text import QT_TRANSLATE_NOOP, tr

CTX = "KeysHelp"

# When a binding works: placing the ball in hand, aiming, while the balls run, or anywhere.
PLACE, AIM, RUNNING, WINDOW = "place", "aim", "running", "window"
PHASE_NAMES = {
    PLACE: QT_TRANSLATE_NOOP("KeysHelp", "Ball in hand"),
    AIM: QT_TRANSLATE_NOOP("KeysHelp", "Aiming and the stroke"),
    RUNNING: QT_TRANSLATE_NOOP("KeysHelp", "While the balls run"),
    WINDOW: QT_TRANSLATE_NOOP("KeysHelp", "Menus and the window"),
}


@dataclass(frozen=True)
class Binding:
    phase: str
    keys: tuple[str, ...]  # portable QKeySequence strings, shown in the native form
    action: str  # English source text, translated when shown (context KeysHelp)


KEY_BINDINGS: tuple[Binding, ...] = (
    Binding(PLACE, ("Left", "Right", "Up", "Down"),
            QT_TRANSLATE_NOOP("KeysHelp", "Move the ball in hand 5 mm")),
    Binding(PLACE, ("Ctrl+Left", "Ctrl+Right", "Ctrl+Up", "Ctrl+Down"),
            QT_TRANSLATE_NOOP("KeysHelp", "Move the ball in hand 2 cm")),
    Binding(PLACE, ("Shift+Left", "Shift+Right", "Shift+Up", "Shift+Down"),
            QT_TRANSLATE_NOOP("KeysHelp", "Move the ball in hand 1 mm")),
    Binding(PLACE, ("Return", "Enter"),
            QT_TRANSLATE_NOOP("KeysHelp", "Place the ball in hand where it is")),
    Binding(PLACE, ("Space",),
            QT_TRANSLATE_NOOP("KeysHelp", "Place the ball in hand where it is and shoot")),
    Binding(AIM, ("Left", "Up"), QT_TRANSLATE_NOOP("KeysHelp", "Turn the aim 0.1° anticlockwise")),
    Binding(AIM, ("Right", "Down"),
            QT_TRANSLATE_NOOP("KeysHelp", "Turn the aim 0.1° clockwise")),
    Binding(AIM, ("Ctrl+Left", "Ctrl+Right"), QT_TRANSLATE_NOOP("KeysHelp", "Turn the aim 1°")),
    Binding(AIM, ("Shift+Left", "Shift+Right"),
            QT_TRANSLATE_NOOP("KeysHelp", "Turn the aim 0.01° (fine aim)")),
    Binding(AIM, ("W", "S"),
            QT_TRANSLATE_NOOP("KeysHelp", "Tip up or down on the ball (follow, draw)")),
    Binding(AIM, ("A", "D"),
            QT_TRANSLATE_NOOP("KeysHelp", "Tip left or right on the ball (side)")),
    Binding(AIM, ("E", "Q"), QT_TRANSLATE_NOOP("KeysHelp", "Raise or lower the cue by 1°")),
    Binding(AIM, ("+", "-"), QT_TRANSLATE_NOOP("KeysHelp", "More or less power, 0.1 m/s")),
    Binding(AIM, ("Space",), QT_TRANSLATE_NOOP("KeysHelp", "Shoot with the power shown")),
    Binding(AIM, ("Shift",),
            QT_TRANSLATE_NOOP("KeysHelp", "Hold while pulling back: fine power, a tenth of the "
                                          "hand's movement")),
    Binding(AIM, ("Esc",),
            QT_TRANSLATE_NOOP("KeysHelp", "Cancel the pull-back (or a right-click)")),
    Binding(AIM, ("L",),
            QT_TRANSLATE_NOOP("KeysHelp", "Lock the aim: the mouse then sets the power only")),
    Binding(AIM, ("R",), QT_TRANSLATE_NOOP("KeysHelp", "Replay the last shot")),
    Binding(RUNNING, ("Space",), QT_TRANSLATE_NOOP("KeysHelp", "Skip to the balls at rest")),
    Binding(RUNNING, ("+", "-"), QT_TRANSLATE_NOOP("KeysHelp", "Faster or slower replay")),
    Binding(WINDOW, ("Ctrl+N",), QT_TRANSLATE_NOOP("KeysHelp", "Quick game")),
    Binding(WINDOW, ("Ctrl+Shift+N",), QT_TRANSLATE_NOOP("KeysHelp", "New game…")),
    Binding(WINDOW, ("Ctrl+O",), QT_TRANSLATE_NOOP("KeysHelp", "Open a saved game")),
    Binding(WINDOW, ("Ctrl+S",), QT_TRANSLATE_NOOP("KeysHelp", "Save the game")),
    Binding(WINDOW, ("Ctrl+Shift+S",), QT_TRANSLATE_NOOP("KeysHelp", "Save the game as…")),
    Binding(WINDOW, ("Ctrl+Z",), QT_TRANSLATE_NOOP("KeysHelp", "Take back the last shot")),
    Binding(WINDOW, ("H",),
            QT_TRANSLATE_NOOP("KeysHelp", "Show me a shot (when your assists allow it)")),
    Binding(WINDOW, ("Esc",), QT_TRANSLATE_NOOP("KeysHelp", "Stop the computer thinking")),
    Binding(WINDOW, ("F1",), QT_TRANSLATE_NOOP("KeysHelp", "Rules of this game")),
    Binding(WINDOW, ("F2",),
            QT_TRANSLATE_NOOP("KeysHelp", "Describe the position: balls, pins, who plays")),
    Binding(WINDOW, ("F11",), QT_TRANSLATE_NOOP("KeysHelp", "Full screen")),
    Binding(WINDOW, ("F9",), QT_TRANSLATE_NOOP("KeysHelp", "Show or hide the side panel")),
    Binding(WINDOW, ("F10",),
            QT_TRANSLATE_NOOP("KeysHelp", "Show or hide the referee and history strip")),
    Binding(WINDOW, ("Ctrl++", "Ctrl+-"),
            QT_TRANSLATE_NOOP("KeysHelp", "Zoom the table in or out (or the mouse wheel)")),
    Binding(WINDOW, ("Home",),
            QT_TRANSLATE_NOOP("KeysHelp", "Whole table again (or double-click the cloth)")),
    Binding(WINDOW, ("Ctrl+Q",), QT_TRANSLATE_NOOP("KeysHelp", "Quit")),
    Binding(WINDOW, ("Alt",),
            QT_TRANSLATE_NOOP("KeysHelp", "Open the menus; the underlined letter picks an item")),
    Binding(WINDOW, ("Tab", "Shift+Tab"),
            QT_TRANSLATE_NOOP("KeysHelp", "Move between the panel's fields and buttons")),
)  # fmt: skip


def key_text(sequence: str) -> str:
    """One key sequence in the words of this platform and language."""
    return QKeySequence(sequence).toString(QKeySequence.SequenceFormat.NativeText) or sequence


def rows() -> list[tuple[str, str, str]]:
    """(situation, keys, action) per binding, translated, in table order."""
    out = []
    for b in KEY_BINDINGS:
        keys = ", ".join(key_text(k) for k in b.keys)
        out.append((tr(CTX, PHASE_NAMES[b.phase]), keys, tr(CTX, b.action)))
    return out


class KeysHelpDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr(CTX, "Keys"))
        fit_window(self, QSize(720, 640))
        layout = QVBoxLayout(self)
        data = rows()
        self.table = QTableWidget(len(data), 3)
        self.table.setAccessibleName(tr(CTX, "Keys and what they do"))
        self.table.setAccessibleDescription(
            tr(CTX, "Each row: when a key works, the key, and what it does")
        )
        self.table.setHorizontalHeaderLabels([tr(CTX, "When"), tr(CTX, "Keys"), tr(CTX, "Does")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        for r, (when, keys, action) in enumerate(data):
            for c, text in enumerate((when, keys, action)):
                self.table.setItem(r, c, QTableWidgetItem(text))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
