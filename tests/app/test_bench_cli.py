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
