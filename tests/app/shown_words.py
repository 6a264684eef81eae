"""What a window shows a person, as text: every visible widget's words (labels, buttons,
group titles, list, table and tree items, combo box items, tab titles, tooltips, window
titles) and every menu's words, visible or not until opened."""

from __future__ import annotations

import re
from collections.abc import Iterator

from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QMenuBar,
    QTableWidget,
    QTabWidget,
    QTreeWidget,
    QWidget,
)

_TAG = re.compile(r"<[^>]+>")
_ENTITY = re.compile(r"&[a-z]+;|&#\d+;")


def plain(text: str) -> str:
    """Rich text without its tags and entities, and without mnemonic ampersands."""
    return _ENTITY.sub(" ", _TAG.sub(" ", text)).replace("&", "")


def _action_texts(action: QAction) -> Iterator[str]:
    yield action.text()
    yield action.toolTip() if action.toolTip() != action.text().replace("&", "") else ""
    yield action.statusTip()
    menu = action.menu()
    if isinstance(menu, QMenu):
        yield menu.title()
        for a in menu.actions():
            yield from _action_texts(a)


def widget_texts(w: QWidget) -> Iterator[str]:
    yield w.windowTitle() if w.isWindow() else ""
    yield w.toolTip()
    yield w.statusTip()
    yield w.whatsThis()
    if isinstance(w, (QLabel, QAbstractButton)):
        yield w.text()
    elif isinstance(w, QGroupBox):
        yield w.title()
    elif isinstance(w, QLineEdit):
        yield w.placeholderText()
    elif isinstance(w, QAbstractSpinBox):
        yield w.specialValueText()
        yield getattr(w, "suffix", lambda: "")()
        yield getattr(w, "prefix", lambda: "")()
    elif isinstance(w, QComboBox):
        yield from (w.itemText(i) for i in range(w.count()))
    elif isinstance(w, QTabWidget):
        yield from (w.tabText(i) for i in range(w.count()))
        yield from (w.tabToolTip(i) for i in range(w.count()))
    elif isinstance(w, QListWidget):
        yield from (w.item(i).text() for i in range(w.count()))
    elif isinstance(w, QTableWidget):
        for c in range(w.columnCount()):
            h = w.horizontalHeaderItem(c)
            yield h.text() if h is not None else ""
        for r in range(w.rowCount()):
            for c in range(w.columnCount()):
                item = w.item(r, c)
                yield item.text() if item is not None else ""
    elif isinstance(w, QTreeWidget):
        head = w.headerItem()
        yield from (head.text(c) for c in range(head.columnCount()))
        stack = [w.topLevelItem(i) for i in range(w.topLevelItemCount())]
        while stack:
            item = stack.pop()
            yield from (item.text(c) for c in range(item.columnCount()))
            stack.extend(item.child(i) for i in range(item.childCount()))
    elif isinstance(w, QMenuBar):
        for a in w.actions():
            yield from _action_texts(a)


def shown_texts(root: QWidget) -> list[str]:
    """Every text ``root`` shows: its visible widgets' and its menus'."""
    out: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        if w is not root and not w.isVisibleTo(root) and not isinstance(w, QMenuBar):
            continue
        out.extend(plain(t) for t in widget_texts(w) if t)
    for a in root.actions():
        out.extend(plain(t) for t in _action_texts(a) if t)
    return out
