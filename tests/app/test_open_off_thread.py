"""Open reads and rebuilds a saved game on a worker thread: the window keeps running its
event loop meanwhile, a progress window with Cancel appears after a moment, and a cancelled
open leaves the game on the table as it was."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QPushButton

import app.window.game_loader
from game.saves.autosave import save_match
from game.saves.load import LoadedGame, load_file
from tests.app.test_saves_ui import Dialogs, make_window
from tests.saves.games import hand_game


@pytest.fixture
def slow_load(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """A load that waits for ``release`` (a long game being rebuilt) on the worker."""
    release = threading.Event()
    threads: list[str] = []

    def load(path: Path, verify: bool = True) -> LoadedGame:
        threads.append(threading.current_thread().name)
        release.wait(20)
        return load_file(path, verify)

    monkeypatch.setattr(app.window.game_loader, "load_file", load)
    yield release, threads
    release.set()


def test_open_runs_off_the_gui_thread_and_shows_progress(
    qtbot, data_dir, tmp_path, slow_load
) -> None:  # type: ignore[no-untyped-def]
    release, threads = slow_load
    save_match(hand_game(4), tmp_path / "long.kegli")
    w = make_window(qtbot, Dialogs())
    w.quick_game()
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    seen: list[bool] = []

    def look_then_release() -> None:
        progress = w.save_actions.loader.progress
        seen.append(progress is not None and progress.isVisible())
        release.set()

    QTimer.singleShot(app.window.game_loader.SHOW_AFTER_MS + 400, w, look_then_release)
    assert w.save_actions.open_path(tmp_path / "long.kegli")
    timer.stop()
    assert threads and threads[0] != threading.main_thread().name
    assert len(ticks) >= 10  # the GUI thread ran its event loop throughout
    assert seen == [True]  # the progress window was up while the game was rebuilt
    assert len(w.controller.match.records) == 4
    assert w.save_actions.loader.progress is None  # and gone once it was opened
    w.close()


def test_cancel_leaves_the_game_on_the_table(qtbot, data_dir, tmp_path, slow_load) -> None:  # type: ignore[no-untyped-def]
    release, _threads = slow_load
    save_match(hand_game(4), tmp_path / "long.kegli")
    w = make_window(qtbot, Dialogs())
    w.quick_game()
    before = w.controller.match

    def press_cancel() -> None:
        progress = w.save_actions.loader.progress
        assert progress is not None and progress.isVisible()
        (button,) = progress.findChildren(QPushButton)
        button.click()

    QTimer.singleShot(app.window.game_loader.SHOW_AFTER_MS + 200, w, press_cancel)
    assert not w.save_actions.open_path(tmp_path / "long.kegli")
    assert w.controller.match is before
    assert "cancelled" in w.statusBar().currentMessage()
    release.set()
    assert w.save_actions.loader.wait(20000)
    qtbot.wait(50)  # the late answer arrives and is dropped
    assert w.controller.match is before
    w.close()


def test_an_unreadable_file_is_still_told_in_words(qtbot, data_dir, tmp_path) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "bad.kegli"
    bad.write_text("{not json", encoding="utf-8")
    dialogs = Dialogs()
    w = make_window(qtbot, dialogs)
    w.quick_game()
    assert not w.save_actions.open_path(bad)
    assert dialogs.of("warning")[-1][1] == "Cannot open the game"
    w.close()
