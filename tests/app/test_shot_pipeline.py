"""The one shot pipeline (app/shot/pipeline.py): previews where the latest ticket wins, a
shot started from its preview without simulating again, animation from the engine's result
at real speed or at rest at once, failures said by name."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from app.common.pacing import INSTANT, LIVE
from app.shot.pipeline import ShotPipeline
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
