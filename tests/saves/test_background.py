"""Issue 16 item 9 and 3: saving off the window's thread, the newest snapshot winning, failed
writes kept in memory and retried, nothing on disk replaced by something worse."""

from __future__ import annotations

import threading
from pathlib import Path

from game.saves.background import Saver, SaveResult
from game.saves.format import snapshot
from game.saves.load import load_file
from tests.saves.games import hand_game


def test_submit_returns_at_once_and_the_worker_writes(tmp_path: Path) -> None:
    gate = threading.Event()
    results: list[SaveResult] = []

    def slow_writer(snap, path, backup):  # type: ignore[no-untyped-def]
        gate.wait(10)
        from game.saves.autosave import write_snapshot

        return write_snapshot(snap, path, backup)

    saver = Saver(results.append, writer=slow_writer)
    path = tmp_path / "a.kegli"
    saver.submit(snapshot(hand_game(1)), path, backup=True)  # blocks nothing
    saver.submit(snapshot(hand_game(2)), path, backup=True)
    saver.submit(snapshot(hand_game(3)), path, backup=True)
    assert not path.exists()
    gate.set()
    assert saver.wait(10)
    assert len(load_file(path, verify=False).match.records) == 3
    # The job being written when newer ones arrive finishes; of those waiting only the
    # newest is written.
    assert [r.shots for r in results] in ([1, 3], [2, 3], [3])
    assert all(r.ok for r in results) and saver.unsaved() is None
    saver.close()


def test_a_failed_write_is_kept_and_retried_until_it_succeeds(tmp_path: Path) -> None:
    from game.saves.autosave import write_snapshot

    broken = threading.Event()
    broken.set()
    results: list[SaveResult] = []
    done = threading.Event()

    def flaky(snap, path, backup):  # type: ignore[no-untyped-def]
        if broken.is_set():
            raise OSError(28, "No space left on device")
        return write_snapshot(snap, path, backup)

    def seen(result: SaveResult) -> None:
        results.append(result)
        if result.ok:
            done.set()

    saver = Saver(seen, writer=flaky, retry_seconds=0.05)
    path = tmp_path / "a.kegli"
    saver.submit(snapshot(hand_game(4)), path, backup=True)
    assert saver.wait(10)
    assert results[0].error is not None and results[0].retrying and saver.failing
    kept = saver.unsaved(path)
    assert kept is not None and kept.shots == 4  # every shot still in memory
    broken.clear()  # the disk has room again
    assert done.wait(10)
    assert len(load_file(path, verify=False).match.records) == 4
    assert not saver.failing and saver.unsaved() is None
    saver.close()


def test_a_newer_shot_replaces_a_failed_one(tmp_path: Path) -> None:
    results: list[SaveResult] = []
    saver = Saver(results.append, writer=lambda *_a: (_ for _ in ()).throw(OSError(30, "ro")))
    saver.retry_seconds = 60
    path = tmp_path / "a.kegli"
    saver.submit(snapshot(hand_game(2)), path)
    saver.wait(10)
    saver.submit(snapshot(hand_game(3)), path)
    saver.wait(10)
    kept = saver.unsaved(path)
    assert kept is not None and kept.shots == 3
    saver.close(timeout=1)


def test_an_unexpected_error_in_the_writer_is_reported_not_raised(tmp_path: Path) -> None:
    results: list[SaveResult] = []

    def buggy(*_a: object) -> None:
        raise ValueError("a bug")

    saver = Saver(results.append, writer=buggy, retry_seconds=60)
    saver.submit(snapshot(hand_game(1)), tmp_path / "a.kegli")
    assert saver.wait(10)
    assert isinstance(results[0].error, ValueError)
    saver.close(timeout=1)


def test_the_fast_encoding_is_the_checked_document(tmp_path: Path) -> None:
    """encode_snapshot (shots encoded once, then joined) holds exactly the document that
    document_from_snapshot builds and checks, and it loads back."""
    import json

    from game.saves.format import document_from_snapshot, encode_snapshot

    game = hand_game(5)
    snap = snapshot(game, {"zoom": 1.5})
    fast = encode_snapshot(snap)
    assert json.loads(fast) == json.loads(json.dumps(document_from_snapshot(snap)))
    assert all(r.save_text is not None for r in game.records)
    again = snapshot(game, {"zoom": 1.5})
    assert encode_snapshot(again) == fast  # from the cached shot texts
    path = tmp_path / "a.kegli"
    path.write_bytes(fast)
    assert len(load_file(path, verify=False).match.records) == 5


def test_a_played_shot_keeps_no_trajectory() -> None:
    """Item 9: a stored shot keeps events, final and duration, not its 60 Hz samples."""
    from tests.saves.games import result, stroke

    m = hand_game(0)
    balls = {"cue": (-0.5, -0.2), "o1": (0.0, -0.8455), "o2": (0.0, 0.8455)}
    simulated = result([{"type": "cushion", "ball": "cue", "cushion": "left"}], balls)
    simulated["trajectory"] = {"cue": [[k / 60, 0.0, 0.0] for k in range(600)]}
    simulated["duration"] = 10.0
    m.apply_logged(stroke(), simulated)
    assert set(m.records[0].result) == {"events", "final", "duration"}
