"""Window benchmarks: ``python -m app.bench`` (offscreen unless a display is set).

1. Table paint time at 1920x1080 while aiming (cue, guide lines, the loupes) and while a shot
   runs (trails, falling pins); median and 95th percentile of repaints, after the first (which
   builds the cached table picture, reported apart). The same at 3840x2160 device pixels
   (1920x1080 at a device pixel ratio of 2, in a child process started with QT_SCALE_FACTOR=2)
   and zoomed in 4x about the pins.
2. Release to the first animation frame for a three-cushion shot: warm (the stroke the
   player held still on was already simulated for the guide, the usual case) and cold
   (the shot must be simulated after the release).
3. Start-up to first paint: ``python -m app --first-paint-exit`` from process launch.
4. Mouse move to the updated full-path assist, three-cushion: the mouse sweeps
   the aim at 60 moves a second; for each move, the time until the table is repainted with
   the path of that aim or a newer one (the pipeline simulates the latest aim only): its
   first seconds, which a preview on the worker thread hands over while it simulates the
   rest, and the whole path (the same when the preview is simulated on the GUI thread),
   with the GUI thread's CPU time per move (what the player's mouse waits on). Also
   single nudges after a pause: aims that kick round the cushions, and aims on a ball, where
   the contact loupe follows the ghost ball at every move. Median and 95th percentile, with
   the GUI thread's own CPU time and the machine's load average (the machine may be shared).
   ``--path-only [--repeat N]`` runs this part alone, N times. The same on a fifteen-ball
   pyramid rack (free pyramid, the coloured ball in the house aiming at the rack: every
   aim meets the rack, so each path is a sixteen-ball break); ``--pyramid-only`` runs it
   alone.
5. The end of a shot in a long game: the GUI thread's time from the shot coming to rest to
   the window being idle again (the referee's words, the scores, the history strip, the
   autosave's snapshot, and the layout and paint that follow), for games of 100, 1,000 and
   5,000 shots, several shots each; the worst and the median. ``--shot-end-only`` runs this
   part alone.
6. Opening a saved game of 100, 1,000 and 5,000 shots: the time until it is on the table and
   the longest the GUI thread's event loop went without running (a 1 ms timer's worst gap).
   ``--open-only`` runs this part alone.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication

    from game.match import Match
    from game.physics.api import SimResult
    from game.saves.load import LoadedGame

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _app() -> QCoreApplication:
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([])


def _wait(app, cond, timeout: float = 60.0) -> None:  # type: ignore[no-untyped-def]
    end = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > end:
            raise TimeoutError("benchmark step did not finish")
        app.processEvents()
        time.sleep(0.001)


def paint_times(n: int = 300, zoom: float = 1.0) -> dict[str, float]:
    app = _app()
    from app.common.dialogs import Answers
    from app.window.main_window import MainWindow

    w = MainWindow(dialogs=Answers())
    w.menu_actions.side_panel.setChecked(False)  # the table alone fills 1920x1080
    w.menu_actions.loupe.setChecked(True)
    w.quick_game()
    c = w.controller
    c.drop_hand()
    w.resize(1920, 1080 + w.menuBar().height() + w.banner.height() + w.strip.height())
    w.show()
    v = w.view
    v.resize(1920, 1080)
    assert c.match is not None
    c.mouse_move(*c.match.position.balls["o2"])
    _wait(app, lambda: c.build_scene().guide is not None)
    if zoom != 1.0:
        g = v.table_geometry()
        assert g is not None
        from PySide6.QtCore import QPointF

        v.set_zoom(zoom, QPointF(*g.to_screen(0.0, 0.0)))  # about the pins
    out: dict[str, float] = {
        "size": float(v.width() * 10000 + v.height()),
        "dpr": v.devicePixelRatioF(),
    }
    t = time.perf_counter()
    v.repaint()
    out["first_ms"] = (time.perf_counter() - t) * 1000
    samples = []
    cpu = []  # the painting thread's own CPU time: what other processes on the machine cost
    for _ in range(n):
        t, tc = time.perf_counter(), time.thread_time()
        v.repaint()
        samples.append((time.perf_counter() - t) * 1000)
        cpu.append((time.thread_time() - tc) * 1000)
    out["aim_median_ms"] = statistics.median(samples)
    out["aim_p95_ms"] = sorted(samples)[int(0.95 * n)]
    out["aim_cpu_ms"] = statistics.median(cpu)
    # A running shot: sample frames through the real playback.
    c.aim.speed = 5.0
    c.shoot()
    _wait(app, lambda: c.animator.running)
    frames: list[float] = []
    frames_cpu: list[float] = []
    while c.animator.running and len(frames) < n:
        app.processEvents()
        t, tc = time.perf_counter(), time.thread_time()
        v.repaint()
        frames.append((time.perf_counter() - t) * 1000)
        frames_cpu.append((time.thread_time() - tc) * 1000)
    c.animator.skip()
    out["run_median_ms"] = statistics.median(frames)
    out["run_cpu_ms"] = statistics.median(frames_cpu)
    out["run_p95_ms"] = sorted(frames)[int(0.95 * (len(frames) - 1))]
    w.close()
    c.simulator.wait(30000)
    return out


def paint_times_at_dpr(dpr: float) -> dict[str, float]:
    """``paint_times`` in a child process whose screens have this device pixel ratio."""
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, QT_SCALE_FACTOR=str(dpr))
    out = subprocess.run(
        [sys.executable, "-m", "app.bench", "--paint-only"],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    for line in out.stdout.splitlines():
        if line.startswith("paint-json "):
            return dict(json.loads(line[len("paint-json ") :]))
    raise RuntimeError(out.stderr)


def release_to_frame() -> dict[str, float]:
    app = _app()
    from app.common.dialogs import Answers
    from app.play.controller import Phase
    from app.window.main_window import MainWindow
    from game.setup import GameSetup

    w = MainWindow(dialogs=Answers())
    w.show()
    c = w.controller
    out: dict[str, float] = {}
    for mode in ("warm", "cold"):
        w.start(GameSetup("three_cushion", ["A", "B"], "A", {"target": 30}, {}))
        if c.phase == Phase.PLACE:  # C-2: the breaker puts his ball down on the head string first
            assert c.drop_hand()
        m = c.match
        assert m is not None
        red = m.position.balls["red"]
        me = m.position.balls[m.next_ball]
        # press beyond the ball on the aim line (the grab), pull back 12.5 cm
        c.mouse_move(red[0] + 0.3, red[1])
        if mode == "warm":
            c.aim.speed = 5.0
            c.aim_edited()
            key = c._current_key()
            _wait(app, lambda k=key: c.guide_key == k)
        first: list[float] = []
        c.shot_started.connect(lambda f=first: f.append(time.perf_counter()))
        a = c.aim.aim_deg
        import math

        px, py = me[0] + 0.3 * math.cos(math.radians(a)), me[1] + 0.3 * math.sin(math.radians(a))
        c.mouse_press(px, py)
        back = 0.125
        bx, by = px - back * math.cos(math.radians(a)), py - back * math.sin(math.radians(a))
        c.mouse_move(bx, by)
        if mode == "cold":
            c.pipeline.cancel_preview()  # no time to simulate ahead: the release comes at once
            c.pipeline.forget_previews()
        t = time.perf_counter()
        c.mouse_release(bx, by)
        _wait(app, lambda f=first: bool(f))
        out[f"{mode}_ms"] = (first[0] - t) * 1000
        c.shot_started.disconnect()
        c.animator.skip()
        _wait(app, lambda m=m: c.phase == Phase.AIM or m.over)
    w.close()
    c.simulator.wait(30000)
    return out


# The games the assist is timed in: (discipline, options, sweep's first aim in degrees).
PATH_GAMES = {
    "three_cushion": ({"target": 30}, 60.0),
    # The coloured ball in the house, the rack straight ahead: the sweep and the nudges
    # (60° to 115°) turn the aim across the rack and past it into the cushions.
    "pyramid_free": ({"target": 8}, 82.0),
}


def path_assist_latency(moves: int = 240, discipline: str = "three_cushion") -> dict[str, float]:
    app = _app()
    import math

    from app.common.dialogs import Answers
    from app.window.main_window import MainWindow
    from game.openings import ball_radius
    from game.setup import GameSetup

    options, start = PATH_GAMES[discipline]
    w = MainWindow(dialogs=Answers())
    w.resize(1600, 900)
    w.show()
    c = w.controller
    v = w.view
    w.start(GameSetup(discipline, ["A", "B"], "A", options, {"A": "path"}))
    if c.phase == "place":
        assert c.drop_hand()
    m = c.match
    assert m is not None
    c.aim.speed, c.aim.side, c.aim.height = 5.5, 0.3, -0.1
    me = m.position.balls[m.next_ball]
    # (time, key, whole) of each repaint with a path: whole False while only the shot's
    # first seconds are drawn
    shown: list[tuple[float, object, bool]] = []
    v.painted.connect(
        lambda: (
            shown.append(
                (time.perf_counter(), c.guide_key, not (c._guide_from and c._guide_from.first_part))
            )
            if c.build_scene().guide is not None and c.guide_key == c._current_key()
            else None
        )
    )

    def whole_shown(key: object) -> bool:
        return bool(shown) and shown[-1][1] == key and shown[-1][2]

    def move_to(deg: float) -> object:
        r = 0.6
        a = math.radians(deg)
        c.mouse_move(me[0] + r * math.cos(a), me[1] + r * math.sin(a))
        return c._current_key()

    out: dict[str, float] = {"balls": float(len(m.position.balls))}
    # A sweep: a move every 16.7 ms, each turning the aim a little.
    sent: list[tuple[float, object]] = []
    busy: list[float] = []  # the GUI thread's CPU time at each move
    next_t = time.perf_counter()
    for i in range(moves):
        while time.perf_counter() < next_t:
            app.processEvents()
            time.sleep(0.0005)
        busy.append(time.thread_time())
        sent.append((time.perf_counter(), move_to(start + 0.07 * i)))
        next_t += 1 / 60
    _wait(app, lambda: whole_shown(sent[-1][1]), 10.0)
    busy.append(time.thread_time())
    # per move: the GUI thread's CPU time from it to the next (handling it, painting)
    per_move = sorted((b - a) * 1000 for a, b in itertools.pairwise(busy))
    out["sweep_cpu_median_ms"] = statistics.median(per_move)
    out["sweep_cpu_p95_ms"] = per_move[int(0.95 * (len(per_move) - 1))]
    order = {k: i for i, (_, k) in enumerate(sent)}
    for label, whole_only in (("sweep", False), ("sweep_whole", True)):
        lat = []
        for i, (t, _k) in enumerate(sent):
            later = [
                ts
                for ts, key, whole in shown
                if ts >= t and order.get(key, -1) >= i and (whole or not whole_only)
            ]
            if later:
                lat.append((min(later) - t) * 1000)
        lat.sort()
        out[f"{label}_median_ms"] = statistics.median(lat)
        out[f"{label}_p95_ms"] = lat[int(0.95 * (len(lat) - 1))]
        out[f"{label}_n"] = float(len(lat))

    # Nudges: one move after a pause, first round the cushions (a kick), then on a ball,
    # where the contact loupe follows the ghost ball round it at every move.
    def nudges(label: str, angles: list[float]) -> None:
        wall, whole, cpu, lensed = [], [], [], 0
        for deg in angles:
            t0, c0 = time.perf_counter(), time.thread_time()
            key = move_to(deg)
            _wait(app, lambda k=key: whole_shown(k), 10.0)
            wall.append((min(ts for ts, k, _w in shown if k == key and ts >= t0) - t0) * 1000)
            whole.append((shown[-1][0] - t0) * 1000)
            cpu.append((time.thread_time() - c0) * 1000)
            lensed += len(v.loupes) > 0
            end = time.perf_counter() + 0.03
            while time.perf_counter() < end:
                app.processEvents()
                time.sleep(0.001)
        wall.sort()
        whole.sort()
        cpu.sort()
        out[f"{label}_median_ms"] = statistics.median(wall)
        out[f"{label}_p95_ms"] = wall[int(0.95 * (len(wall) - 1))]
        out[f"{label}_whole_median_ms"] = statistics.median(whole)
        out[f"{label}_whole_p95_ms"] = whole[int(0.95 * (len(whole) - 1))]
        out[f"{label}_cpu_median_ms"] = statistics.median(cpu)
        out[f"{label}_cpu_p95_ms"] = cpu[int(0.95 * (len(cpu) - 1))]
        out[f"{label}_loupe_share"] = lensed / len(angles)

    nudges("nudge", [start + 30 + 0.31 * i for i in range(60)])
    # On the nearer object ball: every aim that meets it, thin cut to thin cut and back.
    ball = min(
        (b for b in m.position.balls if b != m.next_ball),
        key=lambda b: math.dist(me, m.position.balls[b]),
    )
    bx, by = m.position.balls[ball]
    towards = math.degrees(math.atan2(by - me[1], bx - me[0]))
    spread = math.degrees(math.asin(min(1.0, 1.6 * ball_radius(m.table) / math.dist(me, (bx, by)))))
    nudges("ball", [towards + spread * math.sin(i * 0.37) for i in range(60)])
    w.close()
    c.simulator.wait(30000)
    return out


def startup(runs: int = 5) -> dict[str, float]:
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ)
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        out = subprocess.run(
            [sys.executable, "-m", "app", "--first-paint-exit"],
            cwd=root,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        if "first-paint" not in out.stdout:
            raise RuntimeError(out.stderr)
        times.append((time.perf_counter() - t) * 1000)
    return {"median_ms": statistics.median(times), "max_ms": max(times)}


def long_game(shots: int) -> Match:
    """A three-cushion game of ``shots`` gentle strokes (real physics, quick to simulate)."""
    import game
    from game.match import Match
    from game.stroke import Stroke

    m = Match.new("three_cushion", ["Anna", "Bohdan"], options={"target": 300})
    for i in range(shots):
        if m.ball_in_hand is not None:
            m.place_ball_anywhere()
        stroke = Stroke(ball=m.next_ball, aim_deg=(37.0 * i) % 360.0, speed=0.3)
        m.apply_logged(stroke, game.simulate(m.request_for(stroke)))
    return m


def shot_end_stall(
    lengths: tuple[int, ...] = (100, 1000, 5000), shots: int = 8
) -> dict[int, tuple[float, float]]:
    """GUI-thread time at the end of a shot, ms, per game length: (median, worst)."""
    app = _app()
    from app.common.dialogs import Answers
    from app.common.pacing import INSTANT
    from app.play.controller import Controller, Phase
    from app.window.main_window import MainWindow

    ends: list[float] = []
    original = Controller._on_animation_done

    def timed(self: Controller, _result: SimResult) -> None:
        t = time.thread_time()
        original(self, _result)
        ends.append(time.thread_time() - t)

    out: dict[int, tuple[float, float]] = {}
    with tempfile.TemporaryDirectory() as folder, data_folder(folder):
        Controller._on_animation_done = timed  # type: ignore[method-assign]
        try:
            for length in lengths:
                # a data folder per game: no autosave of the last one offered for resume
                os.environ["KEGLI_DATA_DIR"] = os.path.join(folder, str(length))
                m = long_game(length)
                w = MainWindow(autosave=True, dialogs=Answers(), pacing=INSTANT)
                w.resize(1400, 860)
                w.show()
                c = w.controller
                w.save_actions.install_match(m)
                # the opened game's first layout and paint belong to opening it, not to a shot
                settle = time.monotonic() + 0.5
                while time.monotonic() < settle:
                    app.processEvents()
                    time.sleep(0.005)
                samples = []
                for i in range(shots):
                    if c.phase == Phase.PLACE:
                        assert c.drop_hand()
                    c.aim.aim_deg, c.aim.speed = (53.0 * i) % 360.0, 0.3
                    ends.clear()
                    assert c.shoot()
                    _wait(app, lambda c=c: bool(ends) or bool(c.last_error))
                    assert ends, c.last_error
                    # what the shot's end left for the event loop: layout, paint
                    t = time.thread_time()
                    app.processEvents()
                    app.processEvents()
                    samples.append((ends[0] + time.thread_time() - t) * 1000)
                    _wait(app, lambda c=c: c.phase in (Phase.AIM, Phase.PLACE))
                out[length] = (statistics.median(samples), max(samples))
                w.save_actions.saver.wait(30)
                w.close()
                c.simulator.wait(30000)
        finally:
            Controller._on_animation_done = original  # type: ignore[method-assign]
    return out


def open_stall(
    lengths: tuple[int, ...] = (100, 1000, 5000),
) -> dict[int, tuple[float, float, float, float]]:
    """Per game length, ms: (until the opened game is on the table, the longest event-loop
    gap while the worker loaded it, the load, putting it on the table)."""
    app = _app()
    from PySide6.QtCore import QTimer

    from app.common.dialogs import Answers
    from app.window import game_loader
    from app.window.main_window import MainWindow
    from game.saves.autosave import save_match

    real = game_loader.load_file  # type: ignore[attr-defined]
    out: dict[int, tuple[float, float, float, float]] = {}
    with tempfile.TemporaryDirectory() as folder, data_folder(folder):
        try:
            for length in lengths:
                path = Path(folder) / f"long-{length}.kegli"
                save_match(long_game(length), path)
                w = MainWindow(dialogs=Answers())
                w.show()
                w.quick_game()
                # The window's first paint (its table picture) belongs to starting, not to
                # opening: a player opens a game in a window already on the screen.
                settle = time.monotonic() + 0.5
                while time.monotonic() < settle:
                    app.processEvents()
                    time.sleep(0.005)
                ticks: list[float] = []
                timer = QTimer()
                timer.timeout.connect(lambda t=ticks: t.append(time.perf_counter()))
                timer.start(1)
                loaded: list[float] = []  # when the worker had read and rebuilt the game

                def load(
                    path: Path | str,
                    verify: bool = True,
                    physics: str | None = None,
                    d: list[float] = loaded,
                ) -> LoadedGame:
                    game = real(path, verify, physics)
                    d.append(time.perf_counter())
                    return game

                game_loader.load_file = load  # type: ignore[attr-defined]
                start = time.perf_counter()
                ticks.append(start)
                assert w.save_actions.open_path(path)
                end = time.perf_counter()
                ticks.append(end)
                timer.stop()
                during = [t for t in ticks if t <= loaded[0]] + [loaded[0]]
                gaps = [b - a for a, b in itertools.pairwise(during)]
                out[length] = (
                    (end - start) * 1000,
                    max(gaps) * 1000,
                    (loaded[0] - start) * 1000,
                    (end - loaded[0]) * 1000,
                )
                w.close()
        finally:
            game_loader.load_file = real  # type: ignore[attr-defined]
    return out


def _print_open(r: dict[int, tuple[float, float, float, float]]) -> None:
    print(
        "open a saved game: until on the table = read and rebuilt on the worker (longest"
        " GUI event-loop gap meanwhile) + put on the table on the GUI thread:"
    )
    for length, (total, gap, load, install) in r.items():
        print(
            f"    {length:>5} shots: {total:.0f} ms = {load:.0f} ms (longest gap {gap:.1f} ms)"
            f" + {install:.0f} ms"
        )


def _print_shot_end(r: dict[int, tuple[float, float]]) -> None:
    print("end of a shot, GUI thread CPU time (median, worst of 8 shots):")
    for length, (median, worst) in r.items():
        print(f"    {length:>5} shots: median {median:.1f} ms, worst {worst:.1f} ms")
    print("    [target: no stall over 16 ms at 1,000 shots]")


def _paint_line(title: str, p: dict[str, float], target: float) -> str:
    return (
        f"paint {title}: aiming median {p['aim_median_ms']:.2f} ms (p95 {p['aim_p95_ms']:.2f}),"
        f" shot running median {p['run_median_ms']:.2f} ms (p95 {p['run_p95_ms']:.2f}),"
        f" first paint with table cache {p['first_ms']:.1f} ms   [target median <= {target:g} ms]"
        f"\n    (CPU time of the painting thread alone, medians: aiming {p['aim_cpu_ms']:.2f} ms,"
        f" running {p['run_cpu_ms']:.2f} ms)"
    )


def _print_path(p: dict[str, float], game: str = "three-cushion") -> None:
    from game.physics import native

    print(
        f"mouse move -> updated full-path assist, {game}, 1600x900 with the loupe on"
        f" ({native.implementation()} physics); the path shown (its first seconds, from a"
        " preview on the worker) / the whole path:"
        f"\n    sweep at 60 Hz: median {p['sweep_median_ms']:.1f} ms,"
        f" p95 {p['sweep_p95_ms']:.1f} / median {p['sweep_whole_median_ms']:.1f},"
        f" p95 {p['sweep_whole_p95_ms']:.1f} ({p['sweep_n']:.0f} moves; GUI thread CPU per"
        f" move: median {p['sweep_cpu_median_ms']:.1f}, p95 {p['sweep_cpu_p95_ms']:.1f})"
    )
    for label, what in (("nudge", "a kick"), ("ball", "on a ball")):
        print(
            f"    single nudge after a pause, {what}: median {p[f'{label}_median_ms']:.1f} ms,"
            f" p95 {p[f'{label}_p95_ms']:.1f} / median {p[f'{label}_whole_median_ms']:.1f},"
            f" p95 {p[f'{label}_whole_p95_ms']:.1f}   (GUI thread CPU: median"
            f" {p[f'{label}_cpu_median_ms']:.1f}, p95 {p[f'{label}_cpu_p95_ms']:.1f};"
            f" contact loupe shown {100 * p[f'{label}_loupe_share']:.0f} %)"
        )
    print("    [target median <= 16 ms, p95 <= 33 ms]")


PYRAMID_PATH = "free pyramid, the break on a fifteen-ball rack"


@contextlib.contextmanager
def data_folder(folder: str) -> Iterator[None]:
    """``$KEGLI_DATA_DIR`` at ``folder`` while the block runs, then as it was: the windows
    a benchmark opens keep their settings, autosaves and recent files there."""
    before = os.environ.get("KEGLI_DATA_DIR")
    os.environ["KEGLI_DATA_DIR"] = folder
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("KEGLI_DATA_DIR", None)
        else:
            os.environ["KEGLI_DATA_DIR"] = before


def _load() -> str:
    """The machine's load average: wall-clock latencies on a shared machine follow it."""
    try:
        one, five, fifteen = os.getloadavg()
    except OSError:
        return "load average unknown"
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} CPUs"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if "-h" in args or "--help" in args:
        print(__doc__)
        return 0
    # The benchmarks hide the side panel, name players and save games: never in the
    # player's own settings and saves (nor a portable install's folder).
    with tempfile.TemporaryDirectory() as folder, data_folder(folder):
        return _run(args)


def _run(args: list[str]) -> int:
    if "--paint-only" in args:
        print("paint-json " + json.dumps(paint_times()), flush=True)
        return 0
    if "--open-only" in args:
        print(_load())
        _print_open(open_stall())
        return 0
    if "--shot-end-only" in args:
        print(_load())
        _print_shot_end(shot_end_stall())
        return 0
    if "--pyramid-only" in args:
        print(_load())
        _print_path(path_assist_latency(discipline="pyramid_free"), PYRAMID_PATH)
        print(_load())
        return 0
    if "--path-only" in args:
        runs = int(args[args.index("--repeat") + 1]) if "--repeat" in args else 1
        for _ in range(runs):
            print(_load())
            _print_path(path_assist_latency())
        print(_load())
        return 0
    print(_load())
    print(_paint_line("1920x1080", paint_times(), 4))
    print(_paint_line("1920x1080 zoomed 4x", paint_times(zoom=4.0), 4))
    hi = paint_times_at_dpr(2.0)
    print(_paint_line(f"3840x2160 device pixels (DPR {hi['dpr']:g})", hi, 10))
    r = release_to_frame()
    print(
        f"release -> first animation frame, three-cushion: warm {r['warm_ms']:.1f} ms,"
        f" cold {r['cold_ms']:.1f} ms   [target <= 100 ms]"
    )
    _print_path(path_assist_latency())
    _print_path(path_assist_latency(discipline="pyramid_free"), PYRAMID_PATH)
    _print_shot_end(shot_end_stall())
    _print_open(open_stall())
    s = startup()
    print(
        f"start-up -> first paint: median {s['median_ms']:.0f} ms, max {s['max_ms']:.0f} ms"
        "   [target <= 1500 ms]"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
