"""The crash log: an exception nobody caught, on the GUI thread or another one, is written
with its traceback to a rotated log in the log folder and the player is told in one
sentence where it is; faulthandler writes there too; Help → Open log folder shows it.
Works without a console (the frozen windowed build: ``sys.stderr`` is None)."""

from __future__ import annotations

import faulthandler
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QTimer, QUrl, Slot
from PySide6.QtGui import QDesktopServices

from app.common.dialogs import Answers
from app.window import crash_log
from app.window.main_window import MainWindow


@pytest.fixture
def log(tmp_path: Path):  # type: ignore[no-untyped-def]
    crash_log.uninstall()
    installed = crash_log.install(tmp_path / "logs")
    yield installed
    crash_log.uninstall()


def _raise(exc: BaseException) -> None:
    raise exc


def _caught(exc: BaseException) -> tuple[type[BaseException], BaseException, object]:
    try:
        _raise(exc)
    except BaseException as e:  # the hook is handed what was raised
        return type(e), e, e.__traceback__
    raise AssertionError("unreachable")


def test_an_uncaught_exception_is_logged_and_told(qtbot, log, tmp_path) -> None:  # type: ignore[no-untyped-def]
    dialogs = Answers()
    w = MainWindow(dialogs=dialogs)
    qtbot.addWidget(w)
    log.tell_through(dialogs, w)
    # What PySide does with an exception escaping a slot: hand it to sys.excepthook.
    QTimer.singleShot(0, lambda: sys.excepthook(*_caught(RuntimeError("boom in a slot"))))
    qtbot.waitUntil(lambda: bool(dialogs.of("warning")))
    text = (tmp_path / "logs" / crash_log.LOG_NAME).read_text(encoding="utf-8")
    assert "RuntimeError: boom in a slot" in text and "Traceback" in text
    assert "_raise" in text  # the whole traceback, down to where it was raised
    (title, message) = dialogs.of("warning")[0][1:]
    assert title == "Kegli hit a problem"
    assert str(tmp_path / "logs") in message


def test_an_exception_on_another_thread_reaches_the_log_and_the_player(
    qtbot, log, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    dialogs = Answers()
    w = MainWindow(dialogs=dialogs)
    qtbot.addWidget(w)
    log.tell_through(dialogs, w)
    worker = threading.Thread(target=lambda: _raise(ValueError("boom on a worker")), name="w1")
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: bool(dialogs.of("warning")))
    text = (tmp_path / "logs" / crash_log.LOG_NAME).read_text(encoding="utf-8")
    assert "ValueError: boom on a worker" in text and " w1 " in text


def test_no_console_is_needed(qtbot, tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    crash_log.uninstall()
    monkeypatch.setattr(sys, "stderr", None)  # the windowed build
    try:
        log = crash_log.install(tmp_path / "logs")
        assert faulthandler.is_enabled()
        sys.excepthook(*_caught(KeyError("no console")))
        monkeypatch.undo()
        assert "KeyError" in (tmp_path / "logs" / crash_log.LOG_NAME).read_text(encoding="utf-8")
        assert (tmp_path / "logs" / crash_log.FAULTS_NAME).exists()
        assert log.folder == tmp_path / "logs"
    finally:
        crash_log.uninstall()


def test_the_log_is_rotated(log, tmp_path) -> None:  # type: ignore[no-untyped-def]
    line = "x" * 1000
    for _ in range(3 * crash_log.MAX_LOG_BYTES // 1000):
        log.logger.info(line)
    files = sorted((tmp_path / "logs").glob(crash_log.LOG_NAME + "*"))
    assert len(files) >= 2
    assert all(f.stat().st_size <= crash_log.MAX_LOG_BYTES + 2000 for f in files)


class _Catcher(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.urls: list[QUrl] = []

    @Slot(QUrl)
    def show(self, url: QUrl) -> None:
        self.urls.append(url)


def test_help_opens_the_log_folder(qtbot, log, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w = MainWindow(dialogs=Answers())
    qtbot.addWidget(w)
    catcher = _Catcher()
    QDesktopServices.setUrlHandler("file", catcher, "show")
    try:
        assert w.menu_actions.log_folder.text() == "Open &log folder"
        w.menu_actions.log_folder.trigger()
    finally:
        QDesktopServices.unsetUrlHandler("file")
    assert [u.toLocalFile() for u in catcher.urls] == [str(tmp_path / "logs")]


def test_the_message_waits_for_the_event_loop(qtbot, log) -> None:  # type: ignore[no-untyped-def]
    """An exception inside an event handler (an open list's key, an event filter) is told
    only once that handler has returned: a modal box opened inside it crashed the program."""
    dialogs = Answers()
    w = MainWindow(dialogs=dialogs)
    qtbot.addWidget(w)
    log.tell_through(dialogs, w)
    sys.excepthook(*_caught(RuntimeError("boom in a filter")))
    assert not dialogs.of("warning")  # not from inside the handler that raised
    qtbot.waitUntil(lambda: bool(dialogs.of("warning")))
