"""The full-path assist (issue 15): the engine's own run of the exact stroke, for every ball
it moves, through the cushions; it passes through every event position of the engine."""

from __future__ import annotations

import itertools
import math

import pytest

from app.table.guide import full_paths, guide_from_result
from game.match import Match
from game.physics.api import simulate_detailed
from game.stroke import Stroke


def _on_polyline(p: tuple[float, float], pts: tuple[tuple[float, float], ...]) -> float:
    best = math.inf
    for a, b in itertools.pairwise(pts):
        ax, ay = b[0] - a[0], b[1] - a[1]
        n = ax * ax + ay * ay
        k = 0.0 if n == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * ax + (p[1] - a[1]) * ay) / n))
        best = min(best, math.dist(p, (a[0] + ax * k, a[1] + ay * k)))
    return best


def _three_cushion_request() -> dict[str, object]:
    m = Match.new("three_cushion", ["A", "B"])
    if m.ball_in_hand is not None:
        area = m.hand_area
        assert area is not None
        m.place_ball(m.ball_in_hand, area.snap((0.1, -0.7)))
    # A stroke with side, draw, a raised cue and pace: it runs round several cushions.
    stroke = Stroke(m.next_ball, 71.0, 6.0, side=0.3, height=-0.2, elevation_deg=8.0)
    return m.request_for(stroke)


def test_full_path_passes_through_every_event_position() -> None:
    result = simulate_detailed(_three_cushion_request())
    paths = dict(full_paths(result))
    cue = result.struck
    assert cue is not None and next(iter(paths)) == cue
    cushions = [e for e in result.events if e.type == "cushion" and e.ball == cue]
    assert len(cushions) >= 3  # the assist goes round the cushions, not 0.9 m past a contact
    checked = 0
    for e in result.events:
        for ball in {e.ball, e.a, e.b} - {None}:
            if e.type not in ("ball", "cushion") or ball not in result.segments:
                continue
            assert ball in paths, (ball, e)
            at = result.ball_state(str(ball), e.t).pos
            assert _on_polyline(at, paths[str(ball)]) < 1e-6, (ball, e)
            checked += 1
    assert checked >= 5
    # The whole motion, not only the events: the ball's position at any moment lies on its
    # path (a chord of a sliding curve is within 2 mm), and no drawn point leaves the cloth.
    from game.tables import TABLES

    table = TABLES[result.table]
    for ball, pts in paths.items():
        for k in range(0, 400):
            t = result.duration * k / 399
            assert _on_polyline(result.ball_state(ball, t).pos, pts) < 0.002, (ball, t)
        for x, y in pts:
            assert abs(x) <= table.half_width and abs(y) <= table.half_length, (ball, x, y)
    # Each path ends where its ball comes to rest.
    for ball, pts in paths.items():
        rest = result.ball_state(ball, result.duration).pos
        assert math.dist(pts[-1], rest) < 1e-6


def test_cushion_limit_ends_each_path_at_that_cushion() -> None:
    result = simulate_detailed(_three_cushion_request())
    cue = str(result.struck)
    hits = [e.t for e in result.events if e.type == "cushion" and e.ball == cue]
    assert len(hits) > 3
    cut = dict(full_paths(result, cushions=3))[cue]
    assert math.dist(cut[-1], result.ball_state(cue, hits[3]).pos) < 1e-6
    guide = guide_from_result(cue, result, "full")
    assert guide is not None and guide.paths == ()  # first-contact lines only


def test_window_draws_the_engine_path_of_the_exact_stroke(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from game.setup import GameSetup

    window.start(GameSetup("three_cushion", ["A", "B"], "A", {"target": 15}, {"A": "path"}))
    c = window.controller
    if c.phase == "place":
        assert c.drop_hand()
    assert c.assist_level() == "path"
    assert window.menu_actions.assists["path"].isChecked()  # the View menu follows
    c.aim.set_tip(0.3, -0.2)
    c.aim.set_elevation(8.0)
    c.aim.speed = 6.0
    c.turn(3.0)
    key = c._current_key()
    qtbot.waitUntil(lambda: c.guide_key == key and c.build_scene().guide is not None, timeout=30000)
    guide = c.build_scene().guide
    expected = full_paths(simulate_detailed(c.match.request_for(c.aim.stroke(c.match.next_ball))))
    assert guide.paths == expected
    assert c.build_scene().guide_level == "path"
    window.view.grab()  # painted


def test_players_choose_their_own_level(window) -> None:  # type: ignore[no-untyped-def]
    from game.setup import GameSetup

    window.start(
        GameSetup("three_cushion", ["A", "B"], "A", {"target": 15}, {"A": "none", "B": "path"})
    )
    c = window.controller
    assert c.assist_level() == "none"
    assert window.menu_actions.assists["none"].isChecked()
    assert c.setup.assists["B"] == "path"


@pytest.mark.parametrize("level", ["path", "full", "ghost", "none"])
def test_each_level_is_offered(level: str) -> None:
    from app.settings.declared import ASSIST_LEVELS
    from app.words.assists import ASSIST_LABELS, ASSIST_NAMES, ASSISTS

    assert level in ASSISTS and level in ASSIST_LEVELS
    assert level in ASSIST_NAMES and level in ASSIST_LABELS


def test_cushion_limit_setting_reaches_the_assist(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from app.settings.declared import PATH_CUSHIONS
    from app.settings.dialog import SettingsDialog
    from game.setup import GameSetup

    store = window.settings
    dlg = SettingsDialog(store)
    qtbot.addWidget(dlg)
    dlg.editor(PATH_CUSHIONS).setValue(2)
    dlg.accept()  # saved; the controller follows the setting
    assert store.path_cushions() == 2 and window.controller.path_cushions == 2
    window.start(GameSetup("three_cushion", ["A", "B"], "A", {"target": 15}, {"A": "path"}))
    c = window.controller
    if c.phase == "place":
        assert c.drop_hand()
    c.aim.speed = 6.0
    c.turn(2.0)
    key = c._current_key()
    qtbot.waitUntil(lambda: c.guide_key == key and c.build_scene().guide is not None, timeout=30000)
    result = simulate_detailed(c.match.request_for(c.aim.stroke(c.match.next_ball)))
    assert c.build_scene().guide.paths == full_paths(result, cushions=2)
    store.set_path_cushions(0)


def test_a_move_that_leaves_the_stroke_as_it_was_draws_nothing_new(
    qtbot, window, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """The mouse moves less than the aim's rounding: no simulation, no new assist; a new
    level with the same stroke draws the lines again from the same simulation."""
    import app.play.controller as controller
    from game.setup import GameSetup

    window.start(GameSetup("three_cushion", ["A", "B"], "A", {"target": 15}, {"A": "path"}))
    c = window.controller
    if c.phase == "place":
        assert c.drop_hand()
    c.turn(1.0)
    key = c._current_key()
    qtbot.waitUntil(lambda: c.guide_key == key and c.guide is not None, timeout=30000)
    built: list[str] = []
    real = controller.guide_from_result

    def counting(*args, **kwargs):  # type: ignore[no-untyped-def]
        built.append(args[2] if len(args) > 2 else "full")
        return real(*args, **kwargs)

    monkeypatch.setattr(controller, "guide_from_result", counting)
    simulated: list[object] = []
    monkeypatch.setattr(c.simulator, "run_now", lambda request: simulated.append(request))
    monkeypatch.setattr(c.simulator, "submit", lambda request: simulated.append(request))
    for _ in range(3):
        c.aim_edited()  # the same stroke asked for again
    assert built == [] and simulated == []
    c.set_assist("full")
    # At once where previews are quick enough to run inline, else on the preview timer (a
    # slow machine): either way from the cache, never simulated again.
    qtbot.waitUntil(lambda: built == ["full"], timeout=5000)
    assert simulated == []
    assert c.build_scene().guide is not None and c.build_scene().guide.paths == ()
