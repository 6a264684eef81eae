"""``python -m game.net host|join|relay`` as separate processes: a whole game through the
relay, the computer playing one seat, both saves identical."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _start(*args: str) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, "-m", "game.net", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def _port(proc: subprocess.Popen[str], pattern: str) -> int:
    assert proc.stdout is not None
    line = proc.stdout.readline()
    found = re.search(pattern, line)
    assert found, line
    return int(found.group(1))


def test_host_and_join_through_the_relay_with_the_computer_on_one_seat(tmp_path: Path) -> None:
    relay = _start("relay", "--port", "0", "--bind", "127.0.0.1")
    procs = [relay]
    try:
        port = _port(relay, r"port (\d+)")
        url = f"ws://127.0.0.1:{port}/"
        host = _start(
            "host", "--relay", url, "--code", "T3ST99", "--discipline", "five_pins",
            "--target", "4", "--random", "1", "--save", str(tmp_path / "host.kegli"),
        )  # fmt: skip
        join = _start(
            "join", "--relay", url, "--code", "T3ST99", "--computer", "1",
            "--save", str(tmp_path / "join.kegli"),
        )  # fmt: skip
        procs += [host, join]
        out = [p.communicate(timeout=90)[0] for p in (host, join)]
    finally:
        for p in procs:
            p.kill()
            p.wait()
    assert all(p.returncode == 0 for p in (host, join)), out
    assert all("game over" in o and "Traceback" not in o for o in out), out
    assert (tmp_path / "host.kegli").read_bytes() == (tmp_path / "join.kegli").read_bytes()


def test_a_join_without_the_room_code_is_one_clear_line() -> None:
    proc = _start("join", "ws://127.0.0.1:9/")
    out = proc.communicate(timeout=30)[0]
    assert proc.returncode == 2
    assert out.strip() == "error: --code: a join needs the room code"


def test_a_wrong_computer_level_is_one_clear_line() -> None:
    proc = _start("join", "ws://127.0.0.1:9/", "--code", "X", "--computer", "9")
    out = proc.communicate(timeout=30)[0]
    assert proc.returncode == 2
    assert out.strip() == "error: --computer: must be 1-5"
