"""Issue 16 item 8: one data folder for autosave, progress and the player's drills, with a
one-time move of the old lower-case folder's files."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import data_dir as dd


def test_every_file_lives_in_one_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.drills import progress, user_pack
    from game.saves import autosave

    monkeypatch.setenv(dd.ENV, "/one/place")
    assert autosave.autosave_path().parent == Path("/one/place")
    assert progress.default_dir() == Path("/one/place")
    assert user_pack.path().parent == Path("/one/place")
    monkeypatch.delenv(dd.ENV)
    monkeypatch.setattr(dd, "migrate", lambda old, new: [])
    assert autosave.data_dir() == progress.default_dir() == user_pack.path().parent


def test_old_files_move_once_and_the_new_folder_wins(tmp_path: Path) -> None:
    old, new = tmp_path / "kegli", tmp_path / "Kegli-new"
    old.mkdir()
    (old / "progress.json").write_text("old progress")
    (old / "user_drills.json").write_text("old drills")
    (old / "something.else").write_text("not ours")
    new.mkdir()
    (new / "user_drills.json").write_text("new drills")
    moved = dd.migrate([old], new)
    assert moved == [new / "progress.json"]
    assert (new / "progress.json").read_text() == "old progress"
    assert (new / "user_drills.json").read_text() == "new drills"  # never overwritten
    assert not (old / "progress.json").exists()  # moved, so the next start moves nothing
    assert (old / "user_drills.json").exists() and (old / "something.else").exists()
    assert dd.migrate([old], new) == []


def test_a_failed_move_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    old, new = tmp_path / "kegli", tmp_path / "Kegli"
    old.mkdir()
    (old / "progress.json").write_text("keep me")

    def refuse(*_a: object) -> None:
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(dd, "_move", refuse)
    assert dd.migrate([old], new) == []
    assert (old / "progress.json").read_text() == "keep me"


def test_data_dir_migrates_from_the_legacy_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import platformdirs

    old, new = tmp_path / "kegli", tmp_path / "Kegli"
    old.mkdir()
    (old / "progress.json").write_text("{}")
    monkeypatch.delenv(dd.ENV, raising=False)
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *a, **k: str(new))
    monkeypatch.setattr(dd, "legacy_dirs", lambda: [old])
    monkeypatch.setattr(dd, "_migrated", set())
    assert dd.data_dir() == new
    assert (new / "progress.json").read_text() == "{}" and not (old / "progress.json").exists()
