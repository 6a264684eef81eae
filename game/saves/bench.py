"""``python -m game.saves.bench``: what autosaving a long game costs the window (issue 16).

A 300-shot three-cushion game is simulated first (not timed). Then it is played again shot
by shot, as the window does: the referee rules each shot and the game is autosaved, while
the main thread ticks every millisecond like an event loop and records how late each tick
is. Reported: the longest stall of the main thread (target <= 16 ms, one frame), the time
the main thread spends per autosave call, the memory growth over the game (target <= 20 MB)
and the final file size.

``--sync`` measures the old way for comparison: the whole file written on the main thread.
``--none`` measures the same loop without any autosave: the machine's own scheduling noise,
to tell apart from what the autosave adds (on a loaded machine it is most of the stall).
"""

from __future__ import annotations

import argparse
import gc
import math
import os
import resource
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.match import Match
from game.stroke import Stroke

TICK = 0.001
TARGET_STALL_MS = 16.0
TARGET_GROWTH_MB = 20.0


def rss_mb() -> float:
    """Current resident memory (Linux /proc), else the peak from getrusage."""
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (2**20 if sys.platform == "darwin" else 1024)


Shot = tuple["tuple[float, float] | None", Stroke, dict[str, Any]]


def play(shots: int, trajectory_hz: float) -> list[Shot]:
    """Strokes and their simulated results (with a 60 Hz trajectory, as the window asks)."""
    import game

    m = Match.new("three_cushion", ["Anna", "Bohdan"], options={"target": 300})
    out: list[Shot] = []
    for i in range(shots):
        if m.over:
            break
        place = m.place_ball_anywhere() if m.ball_in_hand is not None else None
        stroke = Stroke(
            ball=m.next_ball,
            aim_deg=(37.0 * i) % 360.0,
            speed=1.5 + (i % 5) * 0.6,
            side=((i % 7) - 3) * 0.1,
            height=((i % 3) - 1) * 0.2,
        )
        result = game.simulate(m.request_for(stroke), trajectory_hz=trajectory_hz)
        m.apply_logged(stroke, result)
        # The window draws the trajectory once and lets it go; keeping 300 of them here
        # would only slow Python's garbage collector, not the autosave.
        result.pop("trajectory", None)
        out.append((place, stroke, result))
    return out


def measure(played: list[Shot], path: Path, mode: str) -> dict[str, float]:
    from game.saves.autosave import autosave
    from game.saves.background import Saver
    from game.saves.format import snapshot

    saver = Saver()
    m = Match.new("three_cushion", ["Anna", "Bohdan"], options={"target": 300})
    gc.collect()
    before = rss_mb()
    late: list[float] = []
    calls: list[float] = []
    next_tick = time.perf_counter()
    for place, stroke, result in played:
        if place is not None:
            m.place_ball(str(m.ball_in_hand), place)
        m.apply_logged(stroke, result)
        started = time.perf_counter()
        if mode == "sync":
            autosave(m, {"bench": True}, path)
        elif mode == "background":
            saver.submit(snapshot(m, {"bench": True}), path, backup=True)
        calls.append(time.perf_counter() - started)
        # About a second of "frames" between shots (an animation at 60 fps would be 16 ms
        # apart; 1 ms ticks see any stall far finer than a frame).
        for _ in range(40):
            next_tick += TICK
            pause = next_tick - time.perf_counter()
            if pause > 0:
                time.sleep(pause)
            now = time.perf_counter()
            late.append(max(0.0, now - next_tick))
            next_tick = max(next_tick, now)
    saver.wait()
    gc.collect()
    after = rss_mb()
    return {
        "shots": len(played),
        "max_stall_ms": max(max(late, default=0.0), max(calls)) * 1000,
        "max_tick_late_ms": max(late) * 1000 if late else 0.0,
        "p99_tick_late_ms": sorted(late)[math.floor(len(late) * 0.99)] * 1000 if late else 0.0,
        "max_call_ms": max(calls) * 1000,
        "median_call_ms": statistics.median(calls) * 1000,
        "growth_mb": after - before,
        "file_kb": path.stat().st_size / 1024 if path.exists() else 0.0,
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.saves.bench", description=__doc__)
    parser.add_argument("--shots", type=int, default=300)
    parser.add_argument("--sync", action="store_true", help="the old way: write on this thread")
    parser.add_argument(
        "--none", action="store_true", help="no autosave at all: the machine's own noise"
    )
    args = parser.parse_args(argv)
    mode = "sync" if args.sync else "none" if args.none else "background"
    print(f"simulating {args.shots} shots (60 Hz trajectories, as the window asks)...")
    played = play(args.shots, 60.0)
    with tempfile.TemporaryDirectory() as folder:
        r = measure(played, Path(folder) / "autosave.kegli", mode)
    said = {"sync": "on the main thread (--sync)", "none": "none (--none)"}
    print(f"autosave, {said.get(mode, 'background saver')}, {r['shots']:.0f} shots:")
    print(f"  main-thread call per shot: median {r['median_call_ms']:.2f} ms, "
          f"max {r['max_call_ms']:.2f} ms")  # fmt: skip
    print(f"  ticks late: max {r['max_tick_late_ms']:.2f} ms, p99 {r['p99_tick_late_ms']:.2f} ms")
    ok = r["max_stall_ms"] <= TARGET_STALL_MS
    print(f"  longest main-thread stall: {r['max_stall_ms']:.2f} ms "
          f"(target <= {TARGET_STALL_MS:g}: {'ok' if ok else 'MISSED'})")  # fmt: skip
    grew = r["growth_mb"] <= TARGET_GROWTH_MB
    print(f"  memory growth over the game: {r['growth_mb']:.1f} MB "
          f"(target <= {TARGET_GROWTH_MB:g}: {'ok' if grew else 'MISSED'})")  # fmt: skip
    print(f"  final file: {r['file_kb']:.0f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
