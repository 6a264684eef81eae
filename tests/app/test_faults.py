# ruff: noqa: F811  (the fixtures imported from test_saves_ui are used as parameters)
"""Issue 16 in the window: faults and hostile files give a translated message and the game
goes on; no shot is ever lost."""

from __future__ import annotations

import errno
import json

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from game.saves.autosave import autosave, autosave_path, damaged_path
from game.saves.io import backup_path
from tests.app.test_saves_ui import (  # noqa: F401  (fixtures)
    Dialogs,
    dialogs,
    make_window,
    settle,
    wait_idle,
    window,
)
from tests.saves.games import hand_game, physics_available


def shoot_once(qtbot, w) -> None:  # type: ignore[no-untyped-def]
    from app.play.controller import Phase

    c = w.controller
    if c.phase == Phase.PLACE:
        c.drop_hand()
    c.aim.speed = 2.0
    assert c.shoot()
    wait_idle(qtbot, w)


needs_physics = pytest.mark.skipif(not physics_available(), reason="physics not in the tree")


@needs_physics
def test_a_failing_autosave_never_stops_the_game(qtbot, data_dir, dialogs) -> None:  # type: ignore[no-untyped-def]
    """Item 2: an autosave that raises must not leave the window in the animating phase."""
    import app.window.save_actions as sa

    w = make_window(qtbot, dialogs, autosave_on=True)
    settle(w)
    w.quick_game()

    def broken(*_a: object, **_k: object) -> None:
        raise UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates not allowed")

    sa_snapshot = sa.snapshot
    sa.snapshot = broken  # type: ignore[assignment]
    try:
        shoot_once(qtbot, w)
        shoot_once(qtbot, w)  # and the next shot can be played
    finally:
        sa.snapshot = sa_snapshot
    assert len(w.controller.match.records) == 2
    w.close()


@needs_physics
def test_a_read_only_data_folder_keeps_every_shot_and_retries(qtbot, data_dir, dialogs) -> None:  # type: ignore[no-untyped-def]
    """Item 3: a failed autosave is told in words (no [Errno 30]), keeps the shots in memory,
    offers Save As, and is retried until it works."""
    from game.saves.autosave import write_snapshot
    from game.saves.load import load_file

    w = make_window(qtbot, dialogs, autosave_on=True)
    settle(w)
    w.quick_game()
    saver = w.save_actions.saver
    saver.retry_seconds = 0.05
    state = {"read_only": True}

    def writer(snap, path, backup):  # type: ignore[no-untyped-def]
        if state["read_only"]:
            raise OSError(errno.EROFS, "Read-only file system", str(path))
        return write_snapshot(snap, path, backup)

    saver.writer = writer
    shoot_once(qtbot, w)
    shoot_once(qtbot, w)
    settle(w)
    qtbot.waitUntil(lambda: w.save_actions._failure_box is not None, timeout=5000)
    message = w.statusBar().currentMessage()
    assert "could not be autosaved" in message and "Errno" not in message
    assert "cannot be written to" in message
    box = w.save_actions._failure_box
    assert isinstance(box, QMessageBox) and box.isVisible() and not box.isModal()
    assert [b.text() for b in box.buttons()].count("Save As…") == 1
    assert len(w.controller.match.records) == 2 and not autosave_path().exists()
    unsaved = saver.unsaved(autosave_path())
    assert unsaved is not None and unsaved.shots == 2
    state["read_only"] = False  # the folder can be written again: the retry saves both shots
    qtbot.waitUntil(lambda: autosave_path().exists() and not saver.failing, timeout=10000)
    qtbot.waitUntil(lambda: "works again" in w.statusBar().currentMessage(), timeout=10000)
    assert len(load_file(autosave_path(), verify=False).match.records) == 2
    box.close()
    w.close()


def test_declining_resume_on_a_read_only_folder_says_so(
    qtbot, data_dir, dialogs, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Item 3: declining resume where the folder cannot be changed prints no traceback."""
    import app.window.save_actions as sa

    autosave(hand_game(2))

    def read_only(*_a: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(sa, "clear_autosave", read_only)
    w = make_window(qtbot, dialogs, autosave_on=True)
    qtbot.waitUntil(lambda: bool(dialogs.of("question")), timeout=5000)
    assert "stays on disk" in w.statusBar().currentMessage()
    assert autosave_path().exists()
    w.close()


def test_a_damaged_autosave_without_backup_is_reported(qtbot, data_dir, dialogs) -> None:  # type: ignore[no-untyped-def]
    """Item 10: a damaged autosave with no usable backup is reported once, then set aside."""
    autosave(hand_game(2))
    autosave_path().write_bytes(b"{ broken")
    backup_path(autosave_path()).unlink(missing_ok=True)
    w = make_window(qtbot, dialogs, autosave_on=True)
    qtbot.waitUntil(lambda: bool(dialogs.of("warning")), timeout=5000)
    _, title, text = dialogs.of("warning")[-1]
    assert "cannot be resumed" in title and str(damaged_path(autosave_path())) in text
    assert not autosave_path().exists() and damaged_path(autosave_path()).exists()
    w.close()


@needs_physics
def test_a_forged_save_opens_marked_not_verified(window, dialogs, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Item 11: the window opens a save whose events do not come from its strokes, marked."""
    from tests.saves.test_verify import forged_point

    honest, forged = forged_point(tmp_path)
    actions = window.save_actions
    assert actions.open_path(honest)
    qtbot.wait(300)
    assert not actions.unverified_label.isVisible()
    assert actions.open_path(forged)
    qtbot.waitUntil(actions.unverified_label.isVisible, timeout=10000)
    assert "Not verified" in window.statusBar().currentMessage()
    assert len(window.controller.match.records) == 1  # open, playable
    window.quick_game()  # another game: the mark goes
    QApplication.processEvents()
    qtbot.waitUntil(lambda: not actions.unverified_label.isVisible(), timeout=5000)


@pytest.mark.parametrize(
    "content",
    [
        '{"format": "kegli-progress/1", "drills": ' + "[" * 100_000 + "]" * 100_000 + "}",
        '{"format": "kegli-progress/1", "drills": {"d": {"attempts": 1' + "0" * 400 + "}}}",
    ],
)
def test_practice_dialogs_open_with_a_damaged_progress_file(  # type: ignore[no-untyped-def]
    qtbot, tmp_path, monkeypatch, content
) -> None:
    """Item 4: deep nesting or a 400-digit number in progress.json does not stop the
    Drills and Progress dialogs; they say the file is damaged."""
    from app.practice.browser import DrillBrowser
    from app.practice.progress_view import ProgressDialog

    monkeypatch.setenv("KEGLI_DATA_DIR", str(tmp_path))
    (tmp_path / "progress.json").write_text(content, encoding="utf-8")
    (tmp_path / "user_drills.json").write_text(
        json.dumps({"format": "kegli-drills/1", "pack": "user", "drills": [{"a": 10**400}]})
        if "0" * 400 in content
        else '{"drills": ' + "[" * 100_000 + "]" * 100_000 + "}",
        encoding="utf-8",
    )
    b = DrillBrowser()
    qtbot.addWidget(b)
    assert b.store is None and "damaged" in b.error.text()
    p = ProgressDialog()
    qtbot.addWidget(p)
    assert "damaged" in p.caption.text()


@needs_physics
def test_a_full_disk_still_shows_the_attempt_and_keeps_shoot(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Item 3: progress that cannot be written: the result shows, Shoot stays usable."""
    import game.saves.io as io
    from app.practice.browser import DrillBrowser
    from game.drills.progress import ProgressStore

    monkeypatch.setenv("KEGLI_DATA_DIR", str(tmp_path))
    store = ProgressStore.open(tmp_path)
    b = DrillBrowser(store=store)
    b.card.animate = False
    b.card.today = lambda: "2026-12-01"
    qtbot.addWidget(b)

    def full(*_a: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(io.os, "replace", full)
    b.open_drill("7p-head-bank-cross")
    card = b.card
    card.aim.setValue(0.0)
    card.speed.setValue(0.5)
    with qtbot.waitSignal(card.judged, timeout=20000):
        card.shoot()
    assert "Not this time" in card.result.text() and "could not be saved" in card.result.text()
    assert card.shoot_button.isEnabled()
    assert store.get("7p-head-bank-cross").attempts == 1 and store.unsaved
