"""``python -m app.bench --help`` says what the window benchmarks measure and how to run one
part, instead of running them all (minutes of work)."""

from __future__ import annotations

import pytest

from app.tools import bench


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_prints_the_parts_and_runs_nothing(flag, capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def ran(*_args, **_kwargs):  # type: ignore[no-untyped-def]
        raise AssertionError("a benchmark ran")

    for part in ("paint_times", "release_to_frame", "path_assist_latency", "open_stall"):
        monkeypatch.setattr(bench, part, ran)
    assert bench.main([flag]) == 0
    out = capsys.readouterr().out
    assert "--path-only" in out and "--pyramid-only" in out and "--open-only" in out


def test_a_run_leaves_the_players_folder_alone(qapp, tmp_path, monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    """The paint benchmark hides the side panel and starts a game: a run of it leaves the
    player's folder (here ``$KEGLI_DATA_DIR``) as it was, and the variable as it was."""
    import functools
    import os

    mine = tmp_path / "player"
    mine.mkdir()
    monkeypatch.setenv("KEGLI_DATA_DIR", str(mine))
    monkeypatch.setattr(bench, "paint_times", functools.partial(bench.paint_times, n=3))
    assert bench.main(["--paint-only"]) == 0
    assert "paint-json" in capsys.readouterr().out
    assert os.environ["KEGLI_DATA_DIR"] == str(mine)
    assert list(mine.iterdir()) == []
