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
_OURS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
_PLAIN = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)


class SpaceToTable(QObject):
    """The filter: ``tables`` are the views that take strokes, each in its own window."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tables: weakref.WeakSet[TableView] = weakref.WeakSet()

    def table_focused_on(self, widget: QObject) -> TableView | None:
        """The visible table whose window's keyboard focus is ``widget``, if any.

        Only identities are compared: nothing is asked of ``widget`` itself. Key events
        reach widgets Qt makes on its own (a message box's buttons, a combo box's list),
        and for those PySide can hand the filter a stale wrapper left from an earlier
        object at the same address; a call through it raised or crashed the program."""
        for view in list(self.tables):
            if not shiboken6.isValid(view):  # closed and deleted by Qt
                self.tables.discard(view)
            elif view.isVisible() and view.window().focusWidget() is widget:
                return view
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() not in _KEYS:
            return False
        assert isinstance(event, QKeyEvent)
        if event.key() not in _OURS or event.modifiers() not in _PLAIN:
            return False
        if QApplication.activePopupWidget() is not None:
            return False  # an open list (a combo box's) takes its own keys
        view = self.table_focused_on(watched)
        if view is None or not isinstance(watched, QWidget) or isinstance(watched, _TYPING):
            return False
        if isinstance(watched, QComboBox) and watched.isEditable():
            return False
        if view is watched or view.isAncestorOf(watched):
            return False
        if event.key() == Qt.Key.Key_Space:
            copy = QKeyEvent(event.type(), event.key(), event.modifiers(), event.text(),
                             event.isAutoRepeat())  # fmt: skip
            QCoreApplication.sendEvent(view, copy)
            return True
        if isinstance(watched, QAbstractButton):  # Return or Enter
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
