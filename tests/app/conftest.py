"""Window test fixtures: a main window with a scripted or the real physics."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def scripted(monkeypatch: pytest.MonkeyPatch) -> None:
    """Replace the physics with the scripted stand-in (see tests/app/scripted.py)."""
    import game
    from tests.app.scripted import straight_line_shot

    monkeypatch.setattr(game, "simulate", straight_line_shot)


@pytest.fixture
def window(qtbot):  # type: ignore[no-untyped-def]
    from app.main_window import MainWindow

    w = MainWindow(autosave=False)
    w.ask_dialogs = False
    qtbot.addWidget(w)
    w.resize(1400, 860)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.controller.animator.stop()
    w.controller.simulator.wait(10000)
