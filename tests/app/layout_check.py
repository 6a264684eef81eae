"""What "fits" means for a window: checks shared by the layout tests and the screenshot script.

``problems(window)`` lists every visible widget that sticks out of its parent (so out of its
window) and every label, button, check box or group title whose text is wider than the
widget showing it (Qt clips such text: the player reads half a word). ``scrolling(window)``
lists the scroll areas whose content is larger than what they show, and ``cut(widget)`` says
how much of a widget its window hides (a button half under the window's edge).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QCheckBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollBar,
    QTabBar,
    QToolButton,
    QWidget,
)

SLACK = 1  # pixels of rounding


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _scrolled(w: QWidget) -> bool:
    """Inside a scroll area's viewport: it may be larger than what shows, by design."""
    p = w.parentWidget()
    while p is not None:
        gp = p.parentWidget()
        if isinstance(gp, QAbstractScrollArea) and p is gp.viewport():
            return True
        p = gp
    return False


def _managed(w: QWidget) -> bool:
    """Parts that a complex widget places itself (scroll bars, tab scrollers, editors)."""
    p = w.parentWidget()
    return (
        isinstance(w, (QScrollBar, QTabBar))
        or isinstance(p, (QAbstractScrollArea, QTabBar, QScrollBar))
        or type(p).__name__ in ("QComboBox", "QSpinBox", "QDoubleSpinBox", "QDialogButtonBox_")
    )


def text_problem(w: QWidget) -> str | None:
    fm = w.fontMetrics()
    if isinstance(w, QLabel):
        text = w.text()
        if not text or w.wordWrap() or _rich(w) or not w.pixmap().isNull():
            return None
        need = max(fm.horizontalAdvance(line) for line in _plain(text).split("\n"))
        have = w.contentsRect().width() - 2 * w.margin() - w.indent() * (w.indent() > 0)
        return f"label {text!r}: {need} px of text in {have}" if need > have + SLACK else None
    if isinstance(w, QGroupBox):
        need = fm.horizontalAdvance(_plain(w.title())) + 8
        return f"group {w.title()!r}: {need} px in {w.width()}" if need > w.width() else None
    if isinstance(w, (QPushButton, QToolButton)):
        text = _plain(w.text())
        if not text:
            return None
        icon = w.iconSize().width() + 4 if not w.icon().isNull() else 0
        need = fm.horizontalAdvance(text) + icon + 6
        return f"button {text!r}: {need} px in {w.width()}" if need > w.width() + SLACK else None
    if isinstance(w, (QCheckBox, QRadioButton)):
        text = _plain(w.text())
        need = w.sizeHint().width()
        if text and need > w.width() + SLACK:
            return f"check {text!r}: {need} px in {w.width()}"
    return None


def problems(window: QWidget) -> list[str]:
    out: list[str] = []
    for w in window.findChildren(QWidget):
        if not w.isVisibleTo(window) or w.isWindow():
            continue
        parent = w.parentWidget()
        if parent is not None and not _scrolled(w) and not _managed(w):
            # QWidget's own methods: a dialog may name a child "width" or "height".
            inside = QWidget.rect(parent).adjusted(-SLACK, -SLACK, SLACK, SLACK)
            box = QWidget.geometry(w)
            if not inside.contains(box):
                out.append(
                    f"{type(w).__name__} {w.objectName() or _label(w)!r} at {box} "
                    f"outside its {type(parent).__name__} {QWidget.size(parent)}"
                )
        if isinstance(w, (QLabel, QAbstractButton, QGroupBox)):
            text = text_problem(w)
            if text is not None:
                out.append(text)
    return out


def _label(w: QWidget) -> str:
    for attr in ("text", "title", "windowTitle"):
        f = getattr(w, attr, None)
        if callable(f) and not isinstance(f, QWidget):
            try:
                value = f()
            except TypeError:
                continue
            if isinstance(value, str) and value:
                return value[:40]
    return ""


def _rich(label: QLabel) -> bool:
    fmt = label.textFormat()
    if fmt == Qt.TextFormat.RichText:
        return True
    text = label.text()
    return fmt == Qt.TextFormat.AutoText and "<" in text and ">" in text


def scrolling(window: QWidget, ignore: tuple[type[QWidget], ...] = ()) -> list[str]:
    """Every visible scroll area (the side panel, a list) whose content must be scrolled to be
    seen; lists that are meant to scroll (the shot history) are passed in ``ignore``."""
    out = []
    for area in window.findChildren(QAbstractScrollArea):
        if not area.isVisibleTo(window) or isinstance(area, ignore):
            continue
        for bar, name in (
            (area.verticalScrollBar(), "down"),
            (area.horizontalScrollBar(), "across"),
        ):
            if bar.maximum() > bar.minimum():
                out.append(
                    f"{type(area).__name__} {area.objectName() or _label(area)!r} scrolls "
                    f"{bar.maximum() - bar.minimum()} px {name}"
                )
    return out


def cut(widget: QWidget) -> str | None:
    """None if the whole of ``widget`` shows; else how much of it its parents hide."""
    if not widget.isVisible():
        return f"{type(widget).__name__} {_label(widget)!r} is not shown"
    seen = widget.visibleRegion().boundingRect()
    if seen != widget.rect():
        return f"{type(widget).__name__} {_label(widget)!r}: {seen} of {widget.rect()} shows"
    return None
