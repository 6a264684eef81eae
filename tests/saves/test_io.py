"""Atomic writes: a failure at any step leaves the old file whole; the backup is kept."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.errors import InputError
from game.saves import io


def test_write_replaces_and_keeps_the_previous_as_backup(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "a.kegli"
    io.write_atomic(path, b"one", keep_backup=True)
    assert path.read_bytes() == b"one" and not io.backup_path(path).exists()
    io.write_atomic(path, b"two", keep_backup=True)
    io.write_atomic(path, b"three", keep_backup=True)
    assert path.read_bytes() == b"three"
    assert io.backup_path(path).read_bytes() == b"two"
    assert sorted(p.name for p in path.parent.iterdir()) == ["a.kegli", "a.kegli.bak"]


def test_a_crash_before_the_rename_leaves_the_old_file(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "a.kegli"
    io.write_atomic(path, b"old")

    def boom(*_args: object) -> None:
        raise OSError("disk gone")

    monkeypatch.setattr(io.os, "replace", boom)
    with pytest.raises(OSError):
        io.write_atomic(path, b"new" * 1000)
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["a.kegli"]  # the temp file is gone


def test_a_crash_while_writing_leaves_the_old_file(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "a.kegli"
    io.write_atomic(path, b"old")
    monkeypatch.setattr(io.os, "fsync", lambda _fd: (_ for _ in ()).throw(OSError("io")))
    with pytest.raises(OSError):
        io.write_atomic(path, b"new")
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["a.kegli"]


def test_data_is_fsynced_before_the_rename(tmp_path: Path, monkeypatch) -> None:
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(io.os, "fsync", lambda fd: (calls.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(
        io.os, "replace", lambda a, b: (calls.append("replace"), real_replace(a, b))[1]
    )
    io.write_atomic(tmp_path / "a.kegli", b"x")
    assert calls[:2] == ["fsync", "replace"]


def test_backup_without_hard_links(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "a.kegli"
    io.write_atomic(path, b"one")

    def no_link(*_args: object) -> None:
        raise OSError("links not supported")

    monkeypatch.setattr(io.os, "link", no_link)
    io.write_atomic(path, b"two", keep_backup=True)
    assert io.backup_path(path).read_bytes() == b"one" and path.read_bytes() == b"two"


def test_stale_temps_are_removed(tmp_path: Path) -> None:
    path = tmp_path / "a.kegli"
    (tmp_path / ".a.kegli.xyz.tmp").write_bytes(b"half")
    (tmp_path / ".a.kegli.bak.abc.tmp").write_bytes(b"half")
    (tmp_path / "other.tmp").write_bytes(b"not ours")
    assert io.remove_stale_temps(path) == 2
    assert [p.name for p in tmp_path.iterdir()] == ["other.tmp"]


def test_read_limit(tmp_path: Path) -> None:
    path = tmp_path / "a.kegli"
    path.write_bytes(b"12345")
    assert io.read_limited(path, limit=5) == b"12345"
    with pytest.raises(InputError, match="too large"):
        io.read_limited(path, limit=4)
