"""Space belongs to the table: in a window whose table takes strokes (the game, the free
table, a drill card, the artistic programme, the lag), a plain Space shoots or skips wherever the
keyboard focus is, and never presses the side panel's focused button or ticks its check
box. One application-wide event filter does it, so no widget needs its own focus policy:
a plain Space meant for any widget of such a window, except one that types text, goes to
the window's table instead. Enter and Return press a focused button, so the panel's
buttons stay usable from the keyboard.
"""

from __future__ import annotations

import weakref

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from app.table.view import TableView

_TYPING = (QLineEdit, QTextEdit, QPlainTextEdit)  # a number box types no space
_KEYS = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease)


class SpaceToTable(QObject):
    """The filter: ``tables`` are the views that take strokes, each in its own window."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tables: weakref.WeakSet[TableView] = weakref.WeakSet()

    def table_of(self, widget: QWidget) -> TableView | None:
        window = widget.window()
        for view in list(self.tables):
            if not shiboken6.isValid(view):  # closed and deleted by Qt
                self.tables.discard(view)
            elif view.window() is window and view.isVisible():
                return view
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() not in _KEYS or not isinstance(watched, QWidget):
            return False
        if QApplication.activePopupWidget() is not None or not watched.isVisible():
            # An open list (a combo box's) takes its own keys, and the release of the key
            # that closed it reaches the hidden list. The list's frame is a widget Qt makes,
            # for which PySide can hand back a stale wrapper left from an earlier widget at
            # the same address: asking for its window raised here, and the program died.
            return False
        assert isinstance(event, QKeyEvent)
        if event.modifiers() not in (
            Qt.KeyboardModifier.NoModifier,
            Qt.KeyboardModifier.KeypadModifier,
        ):
            return False
        if watched.window().focusWidget() is not watched or isinstance(watched, _TYPING):
            return False
        if isinstance(watched, QComboBox) and watched.isEditable():
            return False
        view = self.table_of(watched)
        if view is None or view is watched or view.isAncestorOf(watched):
            return False
        if event.key() == Qt.Key.Key_Space:
            copy = QKeyEvent(event.type(), event.key(), event.modifiers(), event.text(),
                             event.isAutoRepeat())  # fmt: skip
            QCoreApplication.sendEvent(view, copy)
            return True
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(
            watched, QAbstractButton
        ):
            if event.type() == QEvent.Type.KeyPress and not event.isAutoRepeat():
                watched.animateClick()
            return True
        return False


_filter: SpaceToTable | None = None


def space_goes_to(view: TableView) -> None:
    """Let ``view``'s window send its plain Space to ``view`` (installs the filter once)."""
    global _filter
    app = QApplication.instance()
    if app is None:
        return
    if _filter is None:
        _filter = SpaceToTable(app)
        app.installEventFilter(_filter)
    _filter.tables.add(view)


__all__ = ["SpaceToTable", "space_goes_to"]
