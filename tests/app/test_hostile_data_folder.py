"""A hostile or careless data folder: the settings file read with the same care as every
other data file (a FIFO, a huge file, hostile values), and saves whose path the system
cannot look up. Each is told in words; nothing is lost and nothing raises."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.settings import file as settings_file
from app.settings.store import SettingsStore
from tests.app.test_saves_ui import Dialogs, make_window

ROOT = Path(__file__).resolve().parents[2]
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")


@pytest.fixture(autouse=True)
def no_problem_left_over() -> None:
    settings_file.take_problem()


def _release(fifo: Path) -> None:
    """A reader stuck in open() on the FIFO (today's code) gets its end of file."""
    with contextlib.suppress(OSError):
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))


READ_LANGUAGE = (
    "from PySide6.QtWidgets import QApplication\n"
    "app = QApplication([])\n"
    "from app.settings.store import SettingsStore\n"
    "print(SettingsStore().language())\n"
)


def _language_in_a_child(data_dir: Path, seconds: float) -> str | None:
    """The stored language as a fresh process reads it; None when it hangs (killed)."""
    env = dict(os.environ, KEGLI_DATA_DIR=str(data_dir), QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    try:
        out = subprocess.run(
            [sys.executable, "-c", READ_LANGUAGE],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=seconds,
        )
    except subprocess.TimeoutExpired:
        return None
    return out.stdout.strip().splitlines()[-1] if out.stdout.strip() else out.stderr


@needs_fifo
def test_a_fifo_named_settings_ini_is_set_aside_not_opened(data_dir: Path) -> None:
    fifo = data_dir / "settings.ini"
    os.mkfifo(fifo)
    try:
        assert _language_in_a_child(data_dir, 60.0) == "en"
    finally:
        _release(fifo)
    kept = data_dir / "settings.ini.unreadable"
    assert kept.is_fifo()  # the player's file is kept, not removed
    os.mkfifo(fifo)
    SettingsStore()
    problem = settings_file.take_problem()
    assert problem is not None and problem.kept_as == data_dir / "settings.ini.unreadable.2"
    assert "not a regular file" in problem.reason


@needs_fifo
def test_the_window_starts_with_a_fifo_settings_file_and_says_so(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    fifo = data_dir / "settings.ini"
    os.mkfifo(fifo)
    opened: list[object] = []
    starter = threading.Thread(target=lambda: opened.append(settings_file.open_settings()))
    starter.daemon = True
    starter.start()
    starter.join(5.0)
    _release(fifo)
    assert opened, "opening the settings waited on the FIFO"
    dialogs = Dialogs()
    w = make_window(qtbot, dialogs)
    qtbot.waitUntil(lambda: bool(dialogs.of("warning")))
    title, text = dialogs.of("warning")[0][1:]
    assert title == "Settings not read"
    assert "settings.ini.unreadable" in text and "default settings" in text
    w.close()


def test_a_huge_settings_file_is_kept_aside_whole(data_dir: Path) -> None:
    ini = data_dir / "settings.ini"
    body = b"[General]\nlanguage=ru\n" + b"x" * (settings_file.MAX_SETTINGS_BYTES + 1)
    ini.write_bytes(body)
    store = SettingsStore()
    assert store.language() == "en"
    store.set_language("uk")
    store.sync()
    assert (data_dir / "settings.ini.unreadable").read_bytes() == body
    assert "larger than" in (settings_file.take_problem() or pytest.fail()).reason
    assert SettingsStore().language() == "uk"  # a fresh file took its place


def test_a_second_bad_file_never_replaces_the_first_one_kept(data_dir: Path) -> None:
    big = b"x" * (settings_file.MAX_SETTINGS_BYTES + 1)
    (data_dir / "settings.ini.unreadable").write_bytes(b"first")
    (data_dir / "settings.ini").write_bytes(big)
    SettingsStore()
    assert (data_dir / "settings.ini.unreadable").read_bytes() == b"first"
    assert (data_dir / "settings.ini.unreadable.2").read_bytes() == big


def test_a_bad_file_that_cannot_be_moved_is_left_untouched(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ini = data_dir / "settings.ini"
    body = b"x" * (settings_file.MAX_SETTINGS_BYTES + 1)
    ini.write_bytes(body)

    def refuse(*_args: object) -> None:
        raise PermissionError(13, "read-only folder")

    monkeypatch.setattr(settings_file.os, "rename", refuse)
    store = SettingsStore()
    store.set_language("ru")
    store.sync()
    assert ini.read_bytes() == body  # never overwritten
    assert store.language() == "ru"  # this run's settings live elsewhere
    problem = settings_file.take_problem()
    assert problem is not None and problem.kept_as is None
    assert "changes made now are not kept" in settings_file.problem_text(problem)


HOSTILE_RECENT = [
    "/tmp/a\u0000b.kegli",
    "/" + "n" * 300 + ".kegli",
    "/" + "d/" * 5000 + "x.kegli",
    "\u001b]0;retitled\u0007.kegli",
]


def test_hostile_recent_entries_never_raise(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    (data_dir / "settings.ini").write_text(
        "[files]\n"
        f"recent={json.dumps(json.dumps(HOSTILE_RECENT))}\n"
        "last_folder=/tmp/\\0x\n"
        "[window]\ngeometry=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\xffgarbage)\n",
        encoding="utf-8",
    )
    dialogs = Dialogs()
    w = make_window(qtbot, dialogs)
    w.quick_game()
    menu = w.menu_actions.recent
    w.save_actions.fill_recent(menu)
    entries = [a for a in menu.actions() if a.isEnabled()]
    assert entries, "the readable entries are listed"
    for action in entries:
        action.trigger()  # a refusal in words, never an exception
    QApplication.processEvents()
    assert len(dialogs.of("warning")) == len(entries)
    assert w.save_actions.settings.last_folder() == ""
    w.close()


def test_opening_a_name_too_long_for_the_system_is_told_not_raised(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    dialogs = Dialogs()
    w = make_window(qtbot, dialogs)
    w.quick_game()
    too_long = data_dir / ("g" * 300 + ".kegli")
    w.save_actions.settings.add_recent(too_long)
    assert not w.save_actions.open_path(too_long)
    (title, text) = dialogs.of("warning")[-1][1:]
    assert title == "Cannot open the game" and "cannot be read" in text
    # the entry that can never open leaves Open Recent
    assert str(too_long) not in w.save_actions.settings.recent()
    w.close()


def test_a_save_in_a_folder_that_cannot_be_entered_is_told_not_raised(
    qtbot, data_dir, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    # As root every folder can be entered: the system's refusal is played by os.stat.
    locked = data_dir / "locked"
    real_stat = os.stat

    def stat(path: object, *args: object, **kwargs: object) -> os.stat_result:
        if str(path).startswith(str(locked)):
            raise PermissionError(13, "Permission denied", str(path))
        return real_stat(path, *args, **kwargs)  # type: ignore[arg-type]

    dialogs = Dialogs()
    w = make_window(qtbot, dialogs)
    w.quick_game()
    monkeypatch.setattr(os, "stat", stat)
    assert not w.save_actions.open_path(locked / "game.kegli")
    assert "cannot be read" in dialogs.of("warning")[-1][2]
    monkeypatch.undo()
    w.close()


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no links on this system")
def test_keeping_a_game_never_follows_a_link_out_of_the_data_folder(
    qtbot, data_dir, tmp_path, scripted
) -> None:  # type: ignore[no-untyped-def]
    from app.common.dialogs import Answers
    from game.saves.autosave import KEPT_FOLDER
    from tests.app.test_new_game_and_coach import _play_one, _window

    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (data_dir / KEPT_FOLDER).symlink_to(outside, target_is_directory=True)
    dialogs = Answers(choice="keep")
    w = _window(qtbot, dialogs, autosave=False)
    w.quick_game()
    _play_one(qtbot, w)
    match = w.controller.match
    w.quick_game()
    assert w.controller.match is match  # not kept: the game stays on the table
    assert list(outside.iterdir()) == []
    text = dialogs.of("warning")[-1][2]
    assert "link" in text and str(data_dir) in text
    w.close()
