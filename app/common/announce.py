"""Words a screen reader says without the focus moving: the referee's lines, the score, the
turn, a description of the position.

Qt 6.8+ has ``QAccessibleAnnouncementEvent``; where this PySide6 lacks it the text goes to
a live label instead (a hidden label whose name changes, which screen readers read out).
Every announcement is also emitted by ``announcer().said``, so a test (or a braille panel)
can follow what was said.
"""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QLabel, QWidget

# Qt 6.8 and later; with an older Qt the live label speaks.
_ANNOUNCEMENT = getattr(QtGui, "QAccessibleAnnouncementEvent", None)


class Announcer(QObject):
    said = Signal(str)  # every announcement, as said


_ANNOUNCER: Announcer | None = None


def announcer() -> Announcer:
    global _ANNOUNCER
    if _ANNOUNCER is None:
        _ANNOUNCER = Announcer()
    return _ANNOUNCER


def live_label(parent: QWidget) -> QLabel:
    """The fallback's label: hidden from sight, read by screen readers when it changes."""
    label = QLabel(parent)
    label.setObjectName("live_announcements")
    label.resize(1, 1)
    label.move(-10, -10)
    return label


def say(source: QWidget, text: str, urgent: bool = False) -> None:
    """Announce ``text`` from ``source`` (the window part it comes from)."""
    text = text.strip()
    if not text:
        return
    if _ANNOUNCEMENT is not None:
        event = _ANNOUNCEMENT(source, text)
        if urgent:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)
    else:  # pragma: no cover - an older Qt
        label = source.findChild(QLabel, "live_announcements") or live_label(source)
        label.setText(text)
        label.setAccessibleName(text)
        QAccessible.updateAccessibility(QAccessibleEvent(label, QAccessible.Event.NameChanged))
    announcer().said.emit(text)
