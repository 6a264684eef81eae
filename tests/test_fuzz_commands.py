"""Issue 16: a bounded fuzz of the four commands and the window's loader.

Hypothesis mutates valid inputs (a simulate request, a shot log, a save, the player's drill
pack) with the classes of the issue: byte flips and cuts, a byte-order mark, values swapped
for huge integers, 1e300, out-of-range speeds, near-zero physics parameters, lone
surrogates, deep nesting, wrong types and unknown keys. Every run must end with exit 0 or 2
(``drills verify`` may also say 1 when a valid drill misses its goal), one error line at most,
never "internal error", never a traceback, within 10 s; the window's loader must open the
file or explain it. Counts and peak memory are printed (``-s``).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import resource
import sys
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.__main__ import main
from game.saves.autosave import save_match
from tests.saves.games import physics_available, physics_game

pytestmark = pytest.mark.skipif(not physics_available(), reason="physics not in the tree")

HANG_SECONDS = 10.0
COUNTS: Counter[str] = Counter()

DEEP = "[" * 50_000 + "]" * 50_000
ODD: list[Any] = [
    None,
    True,
    0,
    -1,
    10**400,
    -(10**400),
    10**18,
    1e300,
    -1e300,
    1e-300,
    5e-324,
    -12,
    13,
    1e308,
    0.5,
    "",
    "\ud800",
    "x" * 300,
    "white",
    "cue",
    [],
    {},
    [1e300, 1e300],
    [0.0, 0.0],
    {"unknown": 1},
    [[[[[]]]]],
    "DEEP",
]


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out.extend(paths(v, (*prefix, k)))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.extend(paths(v, (*prefix, i)))
    return out


def odd(draw: st.DrawFn) -> Any:
    value = draw(st.sampled_from(ODD))
    return json.loads(json.dumps(value)) if isinstance(value, (list, dict)) else value


def put(doc: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return doc


def encode(doc: Any) -> bytes:
    text = json.dumps(doc, ensure_ascii=True)  # a lone surrogate travels as \\ud800
    return text.replace('"DEEP"', DEEP).encode()


@st.composite
def mutated(draw: st.DrawFn, base: Any) -> bytes:
    """A valid document with a few value swaps, then maybe a byte-level mutation."""
    doc = json.loads(json.dumps(base))
    for _ in range(draw(st.integers(1, 3))):
        spots = paths(doc)
        spot = spots[draw(st.integers(0, len(spots) - 1))]
        choice = draw(st.sampled_from(["value", "drop", "extra"]))
        if choice == "value":
            doc = put(doc, spot, odd(draw))
        elif choice == "drop" and spot:
            parent = doc
            for key in spot[:-1]:
                parent = parent[key]
            del parent[spot[-1]]
        elif choice == "extra" and spot:
            parent = doc
            for key in spot[:-1]:
                parent = parent[key]
            if isinstance(parent, dict):
                parent["sneaky"] = odd(draw)
    data = encode(doc)
    kind = draw(st.sampled_from(["none", "none", "flip", "cut", "bom", "junk"]))
    if kind == "flip" and data:
        i = draw(st.integers(0, len(data) - 1))
        data = data[:i] + bytes([data[i] ^ draw(st.integers(1, 255))]) + data[i + 1 :]
    elif kind == "cut":
        data = data[: draw(st.integers(0, len(data)))]
    elif kind == "bom":
        data = b"\xef\xbb\xbf" + data
    elif kind == "junk":
        i = draw(st.integers(0, len(data)))
        data = data[:i] + draw(st.binary(min_size=1, max_size=8)) + data[i:]
    return data


class RssWatch:
    """The process's resident memory during a block, sampled every 5 ms: the peak of what the
    block itself holds, whatever earlier tests in this process left as their peak. Where
    /proc is missing, the process's lifetime peak (``ru_maxrss``) stands in."""

    def __init__(self) -> None:
        self.peak_mb = 0.0
        self.start_mb = 0.0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)

    @staticmethod
    def _rss_mb() -> float | None:
        try:
            pages = int(open("/proc/self/statm").read().split()[1])  # noqa: SIM115
        except (OSError, ValueError, IndexError):
            return None
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20

    def _sample(self) -> None:
        while not self._stop.wait(0.005):
            now = self._rss_mb()
            if now is not None:
                self.peak_mb = max(self.peak_mb, now)

    def __enter__(self) -> RssWatch:
        self.start_mb = self._rss_mb() or 0.0
        self._thread.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self._stop.set()
        self._thread.join()
        if self._rss_mb() is None:
            peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            self.peak_mb = peak / 1024 if sys.platform == "darwin" else peak


def run_command(argv: list[str], allowed: tuple[int, ...] = (0, 2)) -> None:
    out, err = io.StringIO(), io.StringIO()
    started = time.monotonic()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    took = time.monotonic() - started
    text = err.getvalue()
    COUNTS[f"{argv[0]} exit {code}"] += 1
    assert took < HANG_SECONDS, (argv, took)
    assert "internal error" not in text and "Traceback" not in text, text
    assert code in allowed, (code, text, out.getvalue()[:300])
    assert len(text.strip().splitlines()) <= 1, text
    if code == 2:
        assert text.startswith("error: "), text


def request() -> dict[str, Any]:
    return {
        "table": "carom-match",
        "balls": {"white": [0.0, -0.5], "yellow": [0.3, -0.6], "red": [0.0, 0.5]},
        "stroke": {"ball": "white", "aim_deg": 88.0, "speed": 2.5, "side": 0.2},
        "params": {"u_r": 0.01, "u_sp": 0.0137, "g": 9.81},
    }


@pytest.fixture(scope="module")
def bases(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    folder = tmp_path_factory.mktemp("fuzz-bases")
    save = save_match(physics_game(3, "three_cushion"), folder / "g.kegli")
    from game.drills import user_pack
    from game.drills.format import load_all

    drill = next(d for d in load_all() if d.discipline == "three_cushion").to_json()
    drill["id"] = "my-1"
    return {
        "simulate": request(),
        "save": json.loads(save.read_bytes()),
        "pack": {"format": "kegli-drills/1", "pack": user_pack.PACK, "drills": [drill]},
    }


def fuzz_settings(examples: int):  # type: ignore[no-untyped-def]
    return settings(
        max_examples=examples,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )


def test_fuzz_the_four_commands(bases: dict[str, Any], tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("KEGLI_DATA_DIR", str(tmp_path))
    file = tmp_path / "input.json"

    @fuzz_settings(300)
    @given(st.data())
    def simulate_and_judge(data: st.DataObject) -> None:
        file.write_bytes(data.draw(mutated(bases["simulate"])))
        run_command(["simulate", str(file)])
        file.write_bytes(data.draw(mutated(bases["simulate"])))
        run_command(["simulate", "--trajectory", "1000", str(file)])
        file.write_bytes(data.draw(mutated(bases["save"])))
        run_command(["judge", str(file)])

    @fuzz_settings(300)
    @given(st.data())
    def check_save(data: st.DataObject) -> None:
        file.write_bytes(data.draw(mutated(bases["save"])))
        run_command(["check-save", str(file)])

    @fuzz_settings(150)
    @given(st.data())
    def drills_user(data: st.DataObject) -> None:
        (tmp_path / "user_drills.json").write_bytes(data.draw(mutated(bases["pack"])))
        run_command(["drills", "verify", "--user"], allowed=(0, 1, 2))

    started = time.monotonic()
    with RssWatch() as watch:
        simulate_and_judge()
        check_save()
        drills_user()
    grown_mb = watch.peak_mb - watch.start_mb
    print(f"\nfuzz: {sum(COUNTS.values())} runs in {time.monotonic() - started:.1f} s, "
          f"peak RSS {watch.peak_mb:.0f} MB (+{grown_mb:.0f} MB over the process before): "
          f"{dict(sorted(COUNTS.items()))}")  # fmt: skip
    assert grown_mb < 500  # any input costs the command under 500 MB


def test_fuzz_the_windows_loader(bases, qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The window's Open: every mutated save opens or is explained; the window lives on."""
    from PySide6.QtWidgets import QMessageBox

    from app.window.main_window import MainWindow

    monkeypatch.setenv("KEGLI_DATA_DIR", str(tmp_path))
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a, **k: told.append(text))
    w = MainWindow(autosave=False)
    qtbot.addWidget(w)
    file = tmp_path / "open.kegli"
    counts: Counter[str] = Counter()

    @fuzz_settings(300)
    @given(st.data())
    def open_it(data: st.DataObject) -> None:
        file.write_bytes(data.draw(mutated(bases["save"])))
        before = len(told)
        started = time.monotonic()
        opened = w.save_actions.open_path(file)
        assert time.monotonic() - started < HANG_SECONDS
        if opened:
            counts["opened"] += 1
        else:
            counts["explained"] += 1
            assert len(told) == before + 1 and "Nothing was changed" in told[-1]
            assert "Traceback" not in told[-1] and "RuleEngineError" not in told[-1]

    open_it()
    w.save_actions._verify_cancel.set()
    print(f"\nwindow loader fuzz: {dict(counts)}")
    assert counts["explained"] > 0
