"""The full-path assist on a fifteen-ball pyramid rack: what is drawn is the engine's run of
the exact stroke aimed (the same first contact and pots as the full simulation), and a
preview of an aim the player has already left is never drawn."""

from __future__ import annotations

import math
import threading
from typing import Any

import pytest

from app.table.guide import full_paths
from app.table.painting import _thinned
from app.table.screen_geometry import TableGeometry
from game.physics.api import SimResult, simulate_detailed
from game.tables import TABLES


def _rack(window):  # type: ignore[no-untyped-def]
    from game.setup import GameSetup

    window.start(GameSetup("pyramid_free", ["A", "B"], "A", {"target": 8}, {"A": "path"}))
    c = window.controller
    if c.phase == "place":
        assert c.drop_hand()  # the break from hand in the house
    assert len(c.match.position.balls) == 16 and c.assist_level() == "path"
    c.aim.speed, c.aim.side, c.aim.height = 5.5, 0.3, -0.1
    return c


def _aim(c, deg: float) -> Any:  # type: ignore[no-untyped-def]
    """Move the mouse so the cue points ``deg`` degrees from the cue ball's centre."""
    x, y = c.match.position.balls[c.match.next_ball]
    c.mouse_move(x + 0.6 * math.cos(math.radians(deg)), y + 0.6 * math.sin(math.radians(deg)))
    return c._current_key()


def _whole_path_for(c, key: Any) -> bool:  # type: ignore[no-untyped-def]
    """Is the whole path of this aim drawn (not only its first seconds)?"""
    shown = c.build_scene().guide is not None and c.guide_key == key
    return shown and not c._guide_from.first_part


def test_full_path_on_a_full_rack_is_the_full_simulation(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = _rack(window)
    broke = potted = 0
    for deg in (82.0, 86.2, 88.4, 90.0, 120.0):  # a sweep into the rack and one past it
        for step in range(4):  # a burst of moves: only the last aim's path may stand
            key = _aim(c, deg - 0.3 * (3 - step))
        qtbot.waitUntil(lambda k=key: _whole_path_for(c, k))
        guide = c.build_scene().guide
        result = simulate_detailed(c.match.request_for(c.aim.stroke(c.match.next_ball)))
        assert guide.paths == full_paths(result, c.path_cushions)
        cue = c.match.next_ball
        first = next((e for e in result.events if e.type.is_contact() and e.involves(cue)), None)
        assert guide.object_ball == (first.other_ball(cue) if first is not None else None)
        # every ball the full simulation pots runs into its pocket on the drawn path
        drawn = dict(guide.paths)
        for e in result.events:
            if e.type == "pocket":
                end = result.ball_state(str(e.ball), e.t).pos
                assert math.dist(drawn[str(e.ball)][-1], end) < 0.2, e
                potted += 1
        broke += len(guide.paths) > 2
    assert broke >= 3  # the aims met the rack: sixteen-ball breaks, not single paths
    assert potted >= 1
    window.view.grab()  # and it paints


class _Gated:
    """The real engine; the first job waits for ``gate`` (a slow preview under way)."""

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.first = True

    def __call__(self, request: Any) -> SimResult:
        if self.first:
            self.first = False
            self.gate.wait(20)
        return simulate_detailed(request)


def test_a_preview_for_an_aim_already_left_is_never_drawn(
    qtbot, window, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    import app.shot.worker

    engine = _Gated()
    monkeypatch.setattr(app.shot.worker, "default_engine", engine)
    c = _rack(window)
    c.pipeline.forget_previews()
    c.pipeline._recent_ms = []  # nothing timed: the first preview goes to the worker
    drawn: list[Any] = []  # at each scene sent to the view: the key its path is for
    c.scene_changed.connect(
        lambda scene: drawn.append(c.guide_key if scene.guide is not None else None)
    )
    old = _aim(c, 84.0)
    qtbot.waitUntil(lambda: bool(c.pipeline._preview_for))  # simulating on the worker
    new = _aim(c, 86.0)
    assert new != old
    engine.gate.set()  # the old aim's answer comes back after the player moved on
    qtbot.waitUntil(lambda: _whole_path_for(c, new))
    qtbot.wait(50)
    assert c.pipeline.cached(old) is not None  # it came back (kept for a swing back) ...
    assert old not in drawn and drawn[-1] == new  # ... and was never drawn
    result = simulate_detailed(c.match.request_for(c.aim.stroke(c.match.next_ball)))
    assert c.build_scene().guide.paths == full_paths(result, c.path_cushions)


def test_a_drawn_path_keeps_a_point_every_few_pixels_and_both_ends() -> None:
    """The full path is thinned to the screen's pixels before it is drawn: the first and
    last points stay, each kept point is at least the step from the one kept before it,
    and each point dropped lies within the step of the last one kept."""
    result = simulate_detailed(
        {
            "table": "pyramid-12ft",
            "discipline": "pyramid_free",
            "balls": {"cue": [0.0, -1.33], "1": [0.0, 0.89], "2": [0.2, 0.4]},
            "stroke": {"ball": "cue", "aim_deg": 90.0, "speed": 4.0, "height": -0.4},
        }
    )
    g = TableGeometry(TABLES["pyramid-12ft"], 311.7, 640.3, 400.9)
    step = 4.0
    checked = 0
    for _ball, pts in full_paths(result):
        kept = [(q.x(), q.y()) for q in _thinned(g, pts, step)]
        screen = [g.to_screen(x, y) for x, y in pts]
        assert kept[0] == screen[0] and kept[-1] == screen[-1]
        assert len(kept) < len(screen)
        last = screen[0]
        for s in screen[1:-1]:
            far = abs(s[0] - last[0]) + abs(s[1] - last[1]) >= step
            assert (s in kept) if far else True
            if far:
                last = s
                checked += 1
        inner = kept[1:-1]
        for a, b in zip(kept, inner, strict=False):
            assert abs(b[0] - a[0]) + abs(b[1] - a[1]) >= step
    assert checked > 10


def test_on_the_worker_the_path_shows_its_first_seconds_then_the_whole(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from app.shot.pipeline import FIRST_S, FIRST_WORTH_MS, INLINE_WORST_MS

    c = _rack(window)
    c.pipeline.forget_previews()
    # as the pure build times a break: typically slow, to the worker, first seconds first
    c.pipeline._recent_ms, c.pipeline._slowest_ms = [FIRST_WORTH_MS + 1.0], INLINE_WORST_MS
    drawn: list[tuple[Any, bool, Any]] = []  # (key, whole, paths) of each path sent to the view
    c.scene_changed.connect(
        lambda scene: (
            drawn.append((c.guide_key, not c._guide_from.first_part, scene.guide.paths))
            if scene.guide is not None
            else None
        )
    )
    key = _aim(c, 86.2)
    qtbot.waitUntil(lambda: bool(drawn) and drawn[-1][0] == key and drawn[-1][1], timeout=30000)
    assert all(k == key for k, _w, _p in drawn)
    result = simulate_detailed(c.match.request_for(c.aim.stroke(c.match.next_ball)))
    assert drawn[-1][2] == full_paths(result)
    firsts = [paths for _k, whole, paths in drawn if not whole]
    assert firsts, "the first seconds were drawn before the whole"
    whole = dict(full_paths(result))
    for ball, pts in firsts[0]:
        # the same run, cut at FIRST_S: it starts as the whole path does, and ends where
        # the ball is at FIRST_S
        assert pts[0] == whole[ball][0]
        assert math.dist(pts[-1], result.ball_state(ball, FIRST_S).pos) < 1e-9


def test_only_the_path_level_is_drawn_from_a_shot_s_first_seconds() -> None:
    """The first-contact lines may reach past a shot's first seconds: the levels that draw
    them wait for the whole shot; the path level draws the first seconds of every run."""
    from app.table.guide import guide_from_result
    from game.match import Match
    from game.physics.api import simulate_seeing_first
    from game.stroke import Stroke

    m = Match.new("pyramid_free", ["A", "B"], options={"target": 8})
    m.place_ball_anywhere()
    request = m.request_for(Stroke(m.next_ball, 86.2, 5.5, side=0.3, height=-0.1))
    parts: list[SimResult] = []
    whole = simulate_seeing_first(request, 0.5, lambda r: parts.append(r) is None)
    assert whole is not None and parts[0].first_part
    for level in ("full", "ghost", "none"):
        assert guide_from_result(m.next_ball, parts[0], level) is None
        assert guide_from_result(m.next_ball, whole, level) is not None
    shown = guide_from_result(m.next_ball, parts[0], "path")
    assert shown is not None and shown.paths == full_paths(parts[0])
    assert all(math.dist(pts[-1], whole.ball_state(b, 0.5).pos) < 1e-9 for b, pts in shown.paths)
