"""A .kegli file handed over by the desktop reaches the window: on the command line (Linux and
Windows associations run ``kegli FILE``) and as a macOS FileOpen event."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent

from app.window import open_files


class Recorder:
    def __init__(self) -> None:
        self.opened: list[Path] = []

    def load_path(self, path: Path) -> None:
        self.opened.append(path)


def test_paths_from_the_command_line_are_opened_at_once(qapp) -> None:
    rec = Recorder()
    handler = open_files.install(qapp, rec, ["a.kegli"])
    try:
        assert rec.opened == [Path("a.kegli")]
    finally:
        qapp.removeEventFilter(handler)


def test_a_macos_file_open_event_opens_the_game(qapp) -> None:
    rec = Recorder()
    handler = open_files.install(qapp, rec, [])
    try:
        assert rec.opened == []
        qapp.sendEvent(qapp, QFileOpenEvent("/games/final.kegli"))
        assert rec.opened == [Path("/games/final.kegli")]
    finally:
        qapp.removeEventFilter(handler)


def test_other_events_pass_through_untouched(qapp) -> None:
    rec = Recorder()
    handler = open_files.FileOpenFilter(rec)
    assert handler.eventFilter(QObject(), QEvent(QEvent.Type.User)) is False
    assert rec.opened == []


def test_main_accepts_a_game_path_argument(monkeypatch) -> None:
    """``kegli FILE`` must parse (argparse would exit 2 on an unknown positional)."""
    import argparse

    from app import __main__ as entry

    seen = {}

    def stop(self, args=None, namespace=None):  # type: ignore[no-untyped-def]
        seen["args"] = original(self, args, namespace)
        raise SystemExit(0)

    original = argparse.ArgumentParser.parse_args
    monkeypatch.setattr(argparse.ArgumentParser, "parse_args", stop)
    try:
        entry.main(["saved.kegli"])
    except SystemExit as done:
        assert done.code == 0
    assert seen["args"].game == "saved.kegli"
