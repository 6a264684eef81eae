"""The one shot pipeline (app/shot/pipeline.py): previews where the latest ticket wins, a
shot started from its preview without simulating again, animation from the engine's result
at real speed or at rest at once, failures said by name."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest

from app.common.pacing import INSTANT, LIVE
from app.shot.pipeline import (
    FIRST_S,
    FIRST_WORTH_MS,
    INLINE_MS,
    INLINE_WORST_MS,
    ShotPipeline,
)
from game.errors import InputError
from game.physics.api import SimResult, simulate_detailed

BALLS = {"white": [0.1, -0.8], "red": [0.05, 0.2], "yellow": [-0.3, 0.6]}


def req(aim: float, speed: float = 3.0) -> dict[str, Any]:
    return {
        "table": "carom-match",
        "discipline": "three_cushion",
        "balls": BALLS,
        "stroke": {"ball": "white", "aim_deg": aim, "speed": speed},
    }


class CountingEngine:
    """The real engine, counting its calls; ``gate`` holds every job until it is set."""

    def __init__(self) -> None:
        self.calls: list[float] = []
        self.gate = threading.Event()
        self.gate.set()

    def __call__(self, req: Any) -> SimResult:
        self.gate.wait(10)
        self.calls.append(req["stroke"]["aim_deg"])
        if req["stroke"]["speed"] > 12:
            raise InputError("stroke.speed", "must be in (0, 12]")
        return simulate_detailed(req)


@pytest.fixture
def engine() -> CountingEngine:
    return CountingEngine()


@pytest.fixture
def make(request):  # type: ignore[no-untyped-def]
    def build(engine, pacing=INSTANT):  # type: ignore[no-untyped-def]
        aim = {"deg": 90.0}
        p = ShotPipeline(None, pacing, engine, lambda: (aim["deg"], req(aim["deg"])))
        request.addfinalizer(p.close)
        return p, aim

    return build


def test_the_latest_preview_wins_and_all_are_cached(qtbot, engine, make) -> None:  # type: ignore[no-untyped-def]
    p, aim = make(engine)
    shown: list[float] = []
    p.preview_ready.connect(lambda key, _r: shown.append(key))
    engine.gate.clear()  # both jobs wait: the first answer arrives after the second request
    p.request_preview()
    aim["deg"] = 91.0
    p.request_preview()
    engine.gate.set()
    qtbot.waitUntil(lambda: p.cached(90.0) is not None and p.cached(91.0) is not None)
    qtbot.wait(20)
    assert shown == [91.0]  # the stale aim is cached, never drawn
    # Back to an aim already simulated: answered from the cache, no new job.
    aim["deg"] = 90.0
    p.request_preview()
    assert shown == [91.0, 90.0] and sorted(engine.calls) == [90.0, 91.0]


def test_the_shot_starts_from_its_preview_at_once(qtbot, engine, make) -> None:  # type: ignore[no-untyped-def]
    p, _aim = make(engine)
    p.request_preview()
    qtbot.waitUntil(lambda: p.cached(90.0) is not None)
    got: list[SimResult] = []
    p.shot_ready.connect(got.append)
    p.shoot(90.0, req(90.0))
    assert got == [p.cached(90.0)]  # delivered inside shoot(): no thread round trip
    assert engine.calls == [90.0]


def test_a_shot_joins_its_preview_under_way(qtbot, engine, make) -> None:  # type: ignore[no-untyped-def]
    p, _aim = make(engine)
    engine.gate.clear()
    p.request_preview()
    got: list[SimResult] = []
    p.shot_ready.connect(got.append)
    p.shoot(90.0, req(90.0))
    engine.gate.set()
    qtbot.waitUntil(lambda: bool(got))
    qtbot.wait(20)
    assert len(got) == 1 and engine.calls == [90.0]


def test_instant_pacing_shows_the_rest_position_then_finishes(qtbot, engine, make) -> None:  # type: ignore[no-untyped-def]
    p, _aim = make(engine, INSTANT)
    sim = simulate_detailed(req(92.9))
    seen: list[str] = []
    frames: list[Any] = []
    p.frame.connect(lambda f: (seen.append("frame"), frames.append(f)))
    p.started.connect(lambda: seen.append("started"))
    p.finished.connect(lambda r: seen.append("finished" if r is sim else "?"))
    p.animate(sim)
    assert seen == ["frame", "started", "finished"]
    rest = sim.final()["balls"]
    assert frames[0].balls == {b: tuple(xy) for b, xy in rest.items()}


def test_live_pacing_plays_frames_from_the_engine_and_skips_to_rest(qtbot, engine, make) -> None:  # type: ignore[no-untyped-def]
    p, _aim = make(engine, LIVE)
    sim = simulate_detailed(req(92.9))
    frames: list[Any] = []
    done: list[SimResult] = []
    p.frame.connect(frames.append)
    p.finished.connect(done.append)
    p.animate(sim)
    assert frames[0].balls["white"] == tuple(BALLS["white"])  # the first frame at once
    assert p.running and not done
    qtbot.waitUntil(lambda: len(frames) >= 3)
    t = p.animator.t
    assert 0 < t < sim.duration
    p.skip()
    assert done == [sim] and not p.running
    assert frames[-1].balls["white"] == pytest.approx(sim.state_at(sim.duration).balls["white"].pos)


def test_failures_are_said_and_a_failed_shot_is_over(qtbot, engine, make) -> None:  # type: ignore[no-untyped-def]
    p, _aim = make(engine)
    failed: list[tuple[str, bool]] = []
    p.failed.connect(lambda m, shot: failed.append((m, shot)))
    p.shoot(None, req(90.0, speed=13.0))
    assert p.simulating
    qtbot.waitUntil(lambda: bool(failed))
    assert failed == [("stroke.speed: must be in (0, 12]", True)] and not p.simulating


class CostlyEngine:
    """The real engine's results, each costing exactly the CPU time its aim asks for (ms; a
    pyramid rack's aims cost from one millisecond past the rack to a hundred into it). The
    results are simulated up front, so a slow machine's own engine time cannot make a
    quick aim look slow."""

    AIMS = (10.0, 20.0, *(float(a) for a in range(90, 99)))  # every aim the tests ask for

    def __init__(self, costs: dict[float, float]) -> None:
        self.costs = costs
        self.results = {aim: simulate_detailed(req(aim)) for aim in self.AIMS}

    def __call__(self, req: Any) -> SimResult:
        aim = req["stroke"]["aim_deg"]
        end = time.thread_time() + self.costs.get(aim, 0.0) / 1000.0
        while time.thread_time() < end:
            pass
        return self.results[aim]


def test_a_position_with_a_slow_preview_never_previews_on_the_gui_thread(qtbot, make) -> None:  # type: ignore[no-untyped-def]
    """Quick previews are simulated on the GUI thread (the cue and its path in one paint),
    but a position that has shown a slow one keeps its previews off it, however quick the
    last one was: the next aim into the rack may be the slow one again."""
    slow = INLINE_WORST_MS + 20.0
    p, aim = make(CostlyEngine({10.0: slow}))
    shown: list[float] = []
    p.preview_ready.connect(lambda key, _r: shown.append(key))

    def at_once(deg: float) -> bool:
        """Preview this aim: True if it was simulated here, inside the call."""
        aim["deg"] = deg
        before = len(shown)
        p.schedule_preview()
        inline = len(shown) > before
        qtbot.waitUntil(lambda: p.cached(deg) is not None)
        qtbot.waitUntil(lambda: shown[-1:] == [deg])
        return inline

    assert not at_once(90.0)  # nothing timed yet: to the worker
    assert at_once(91.0) and at_once(92.0)  # quick ones: here
    assert at_once(10.0)  # the position's previews were quick: this one froze the GUI
    # After it, none here: the quick ones between would have let the next slow one in.
    assert [at_once(d) for d in (93.0, 94.0, 95.0, 96.0, 97.0)] == [False] * 5
    # A new position starts over from the typical time (quick): here again.
    p.forget_previews()
    assert at_once(98.0)


def test_previews_quick_at_the_median_stay_here_despite_one_moderate_outlier(qtbot, make) -> None:  # type: ignore[no-untyped-def]
    """The median decides, not the last preview: one moderately slow aim (the compiled
    engine on a rack's worst aims: ten to twenty milliseconds) does not send the next quick
    ones through the worker (two paints and a thread's round trip each)."""
    p, aim = make(CostlyEngine({20.0: INLINE_MS * 2}))
    for deg in (90.0, 91.0, 92.0):
        aim["deg"] = deg
        p.schedule_preview()
        qtbot.waitUntil(lambda d=deg: p.cached(d) is not None)
    shown: list[float] = []
    p.preview_ready.connect(lambda key, _r: shown.append(key))
    for deg in (20.0, 93.0):
        aim["deg"] = deg
        p.schedule_preview()
        assert shown[-1:] == [deg]  # simulated inside the call


def test_a_preview_on_the_worker_shows_its_first_seconds_then_the_whole(qtbot, make) -> None:  # type: ignore[no-untyped-def]
    p, _aim = make(None)  # the real engine: it can hand over a shot's first seconds
    assert p._recent_ms == []  # nothing timed: on the worker, whole
    p._recent_ms = [FIRST_WORTH_MS + 1.0]  # as slow as a pyramid break in the pure build
    seen: list[tuple[str, float, SimResult]] = []
    p.preview_ready.connect(
        lambda key, r: seen.append(("first" if r.first_part else "whole", key, r))
    )
    p.request_preview()  # on the worker
    qtbot.waitUntil(lambda: any(kind == "whole" for kind, _k, _r in seen))
    assert [(kind, key) for kind, key, _r in seen] == [("first", 90.0), ("whole", 90.0)]
    first, whole = seen[0][2], seen[1][2]
    assert not first.complete and first.duration == FIRST_S < whole.duration
    assert p.cached(90.0) is whole and not whole.first_part  # only the whole kept for the shot
    assert first.events == [e for e in whole.events if e.t <= FIRST_S and e.type != "rest"]
    # an aim simulated already is answered whole at once: no first part again
    p.request_preview()
    assert seen[-1][0] == "whole" and len(seen) == 3


def test_a_preview_whose_aim_moved_on_stops_after_its_first_seconds(
    qtbot, make, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    import app.shot.worker

    gate = threading.Event()
    rests: list[float] = []  # the aims simulated to rest
    real = app.shot.worker.simulate_seeing_first

    def gated(request: Any, until: float, seen: Any) -> SimResult | None:
        gate.wait(10)
        got = real(request, until, seen)
        if got is not None:
            rests.append(request["stroke"]["aim_deg"])
        return got

    monkeypatch.setattr(app.shot.worker, "simulate_seeing_first", gated)
    p, aim = make(None)
    p._recent_ms = [FIRST_WORTH_MS + 1.0]  # slow previews: on the worker, first seconds first
    shown: list[float] = []
    p.preview_ready.connect(lambda key, r: None if r.first_part else shown.append(key))
    p.request_preview()  # 90 on the worker, held at the gate
    aim["deg"] = 91.0
    p.schedule_preview()  # the player moved on while 90 is simulated
    gate.set()
    qtbot.waitUntil(lambda: shown == [91.0])
    assert rests == [91.0] and p.cached(90.0) is None  # 90 went no further than its start


def test_a_shot_joining_its_preview_is_simulated_to_rest(qtbot, make) -> None:  # type: ignore[no-untyped-def]
    p, aim = make(None)
    p._recent_ms = [FIRST_WORTH_MS + 1.0]
    got: list[SimResult] = []
    p.shot_ready.connect(got.append)
    p.request_preview()
    aim["deg"] = 91.0
    p.schedule_preview()  # another aim asked for ...
    p.shoot(90.0, req(90.0))  # ... but 90 is played: its preview becomes the shot
    qtbot.waitUntil(lambda: bool(got))
    assert got[0].complete and got[0].events == simulate_detailed(req(90.0)).events
