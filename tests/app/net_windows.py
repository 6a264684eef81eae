"""Windows for the network tests: two windows of one process play each other over
loopback with real physics, shots shown at rest at once (the ``pair`` fixture in
conftest.py)."""

from __future__ import annotations

from typing import Any

from app.common.dialogs import Answers
from app.common.pacing import INSTANT
from app.window.main_window import MainWindow


def net_window(qtbot: Any) -> MainWindow:
    w = MainWindow(autosave=False, dialogs=Answers(), pacing=INSTANT)
    qtbot.addWidget(w)
    w.resize(1000, 700)
    w.show()
    return w
