"""Window test fixtures: a main window with a scripted or the real physics.

The window is built with ``Answers`` (app/common/dialogs.py) in place of the real dialogs: it
answers yes, shows nothing and keeps what was said (``window.dialogs``). A test marked
``@pytest.mark.instant`` gets a window that shows each shot at rest at once
(``app.common.pacing.INSTANT``); otherwise shots are animated as in the game."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "instant: the window shows each shot at rest at once (app.common.pacing.INSTANT)"
    )


@pytest.fixture(autouse=True)
def default_player_names() -> None:
    """Each test starts with the default names: a name typed in one test's new-game dialog
    is remembered (app/settings/store.py) and would otherwise reach the next test."""
    from app.settings.store import SettingsStore

    store = SettingsStore()
    store.set_player_names([])
    store.sync()


@pytest.fixture
def scripted(monkeypatch: pytest.MonkeyPatch) -> None:
    """Replace the physics with the scripted stand-in (see tests/app/scripted.py)."""
    import app.shot.worker
    from tests.app.scripted import as_engine, straight_line_shot

    monkeypatch.setattr(app.shot.worker, "default_engine", as_engine(straight_line_shot))


@pytest.fixture
def window(qtbot, request):  # type: ignore[no-untyped-def]
    from app.common.dialogs import Answers
    from app.common.pacing import INSTANT, LIVE
    from app.window.main_window import MainWindow

    pacing = INSTANT if request.node.get_closest_marker("instant") else LIVE
    w = MainWindow(autosave=False, dialogs=Answers(), pacing=pacing)
    qtbot.addWidget(w)
    w.resize(1400, 860)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.controller.animator.stop()
    w.controller.simulator.wait(10000)


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty data folder for saves, autosaves and settings (KEGLI_DATA_DIR)."""
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("KEGLI_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def pair(qtbot):  # type: ignore[no-untyped-def]
    """Two windows of one process (tests/app/net_windows.py), the host's next game a short
    three-cushion game."""
    from game.setup import GameSetup
    from tests.app.net_windows import net_window

    host, guest = net_window(qtbot), net_window(qtbot)
    host.controller.setup = GameSetup("three_cushion", ["A", "B"], "A", {"target": 5})
    yield host, guest
    for w in (host, guest):
        w.net.leave()
        w.controller.animator.stop()
        w.controller.simulator.wait(10000)
