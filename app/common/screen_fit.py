"""Windows that fit the screen they open on: never larger than its available area.

Every window and dialog sizes itself through ``fit_window``: its preferred size, shrunk to the
available area of its screen (the desktop minus task bars and docks) and centred over its
parent. ``available_area`` is the one place that asks the screen, so tests can stand in a
1024×600 or a 4K screen for it.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

FALLBACK = QRect(0, 0, 1280, 720)
# Room left for the window manager's frame and title bar around a window we place.
FRAME_ALLOWANCE = QSize(16, 40)
SMALL_SCREEN = QSize(1400, 900)


def available_area(widget: QWidget | None = None) -> QRect:
    """The usable desktop of the screen ``widget`` is on (else the primary screen)."""
    screen = None
    if widget is not None:
        parent = widget.parentWidget()
        screen = (parent.window() if parent is not None else widget).screen()
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(FALLBACK)


def fitted_size(preferred: QSize, area: QRect, share: float = 1.0) -> QSize:
    """``preferred`` shrunk to ``share`` of ``area``, less the frame the window manager adds.
    A small screen (a 1366×768 laptop, a 1024×600 netbook) is used whole: every pixel counts."""
    if area.width() < SMALL_SCREEN.width() or area.height() < SMALL_SCREEN.height():
        share = 1.0
    width = int(area.width() * share) - FRAME_ALLOWANCE.width()
    height = int(area.height() * share) - FRAME_ALLOWANCE.height()
    return QSize(max(200, min(preferred.width(), width)), max(150, min(preferred.height(), height)))


def fit_window(window: QWidget, preferred: QSize | tuple[int, int], share: float = 1.0) -> None:
    """Size ``window`` to ``preferred`` or its screen's available area, whichever is smaller,
    and centre it over its parent (or the screen)."""
    if isinstance(preferred, tuple):
        preferred = QSize(*preferred)
    area = available_area(window)
    size = fitted_size(preferred, area, share)
    window.resize(size)
    parent = window.parentWidget()
    centre = parent.window().frameGeometry().center() if parent is not None else area.center()
    top_left = QPoint(centre.x() - size.width() // 2, centre.y() - size.height() // 2)
    window.move(_inside(top_left, size, area))


def keep_on_screen(window: QWidget) -> None:
    """After restoring a saved geometry: shrink and move the window back inside its screen
    (the saved one may come from a larger monitor that is gone). The frame counts: the window
    manager's title bar and borders must fit too, or the window's bottom hangs off the
    screen by the title bar's height."""
    area = available_area(window)
    frame = window.frameGeometry().size() - window.size()
    if frame.width() <= 0 and frame.height() <= 0:
        frame = FRAME_ALLOWANCE  # not shown yet: the window manager has not framed it
    room = QSize(area.width() - frame.width(), area.height() - frame.height())
    size = window.size().boundedTo(room).expandedTo(QSize(200, 150))
    if size != window.size():
        window.resize(size)
    outer = size + frame
    window.move(_inside(window.frameGeometry().topLeft(), outer, area))


def _inside(top_left: QPoint, size: QSize, area: QRect) -> QPoint:
    x = min(max(top_left.x(), area.left()), area.right() + 1 - size.width())
    y = min(max(top_left.y(), area.top()), area.bottom() + 1 - size.height())
    return QPoint(max(area.left(), x), max(area.top(), y))


def scrolled(content: QWidget) -> QScrollArea:
    """``content`` in a frameless area that scrolls up and down when the screen is too short
    for it (a 1024×600 netbook), and is as wide as the content asks."""
    area = QScrollArea()
    area.setWidget(content)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    bar = area.verticalScrollBar().sizeHint().width()
    area.setMinimumWidth(content.minimumSizeHint().width() + bar)
    return area
