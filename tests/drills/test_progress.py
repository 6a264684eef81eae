"""Practice progress: counts, best, dated history, atomic file that survives a restart."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.drills import progress
from game.errors import InputError


def test_record_counts_best_last_and_days() -> None:
    p = progress.DrillProgress()
    p = progress.record(p, "2026-11-28", False, 0.5)
    p = progress.record(p, "2026-11-28", True, 1.0)
    p = progress.record(p, "2026-11-29", False, 0.0)
    assert (p.attempts, p.successes, p.best, p.last) == (3, 1, 1.0, 0.0)
    assert [(d.date, d.attempts, d.successes) for d in p.history] == [
        ("2026-11-28", 2, 1),
        ("2026-11-29", 1, 0),
    ]
    assert p.history[0].rate == 0.5
    with pytest.raises(InputError, match=r"^date"):
        progress.record(p, "29.11.2026", True, 1.0)


def test_progress_survives_a_restart(tmp_path: Path) -> None:
    store = progress.ProgressStore.open(tmp_path)
    store.record("7p-king", "2026-11-29", True, 1.0)
    store.record("7p-king", "2026-11-29", False, 0.25)
    store.record("c3-ticky", "2026-11-30", False, 0.5)
    # a new loader, as after quitting and starting the game again
    again = progress.ProgressStore.open(tmp_path)
    assert again.get("7p-king") == store.get("7p-king")
    assert again.get("7p-king").attempts == 2
    assert again.get("c3-ticky").history[0].date == "2026-11-30"
    assert again.get("unknown").attempts == 0
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]  # no temp left


def test_data_dir_from_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(progress.ENV_DIR, str(tmp_path / "kd"))
    store = progress.ProgressStore.open()
    store.record("d", "2026-01-02", True, 1.0)
    assert (tmp_path / "kd" / progress.FILE_NAME).exists()
    monkeypatch.delenv(progress.ENV_DIR)
    assert progress.default_dir() != tmp_path / "kd"


def test_atomic_write_keeps_old_file_when_writing_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 16 item 3: a full disk neither raises nor loses the attempt; it is retried."""
    import game.saves.io as io

    store = progress.ProgressStore.open(tmp_path)
    store.record("d", "2026-01-02", True, 1.0)
    before = store.path.read_text(encoding="utf-8")

    def boom(*_a: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(io.os, "replace", boom)
        updated = store.record("d", "2026-01-03", False, 0.5)  # no exception
    assert updated.attempts == 2 and store.get("d").attempts == 2
    assert store.unsaved and store.save_error is not None
    assert store.path.read_text(encoding="utf-8") == before
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    store.record("d", "2026-01-04", True, 1.0)  # the disk has room again: all three saved
    assert not store.unsaved
    assert progress.ProgressStore.open(tmp_path).get("d").attempts == 3


def test_corrupt_file_names_the_field(tmp_path: Path) -> None:
    path = tmp_path / progress.FILE_NAME
    path.write_text(
        json.dumps({"format": progress.FORMAT, "drills": {"d": {"attempts": -1, "successes": 0}}}),
        encoding="utf-8",
    )
    with pytest.raises(InputError) as err:
        progress.ProgressStore.open(tmp_path)
    assert err.value.field == "progress.json: drills.d.attempts"
