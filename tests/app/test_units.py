"""Pieces of the window without a window: transform, aim handling, playback, guide, words."""

from __future__ import annotations

import itertools
import json
import math
from typing import Any

import pytest

from app.shot.playback import DROP_TIME, Playback
from app.table.aim import MISCUE_LIMIT, Aim
from app.table.guide import guide_from_result
from app.table.power import speed_for_drag
from app.table.screen_geometry import TableGeometry
from app.words.referee import FOULS, HANDLERS, decision_text, message_text
from game.layouts import CAROM_BALL_R
from game.physics.api import simulate_detailed
from game.rules.judge import judge_decisions, parse_config
from game.rules.model import Message
from game.tables import CAROM_MATCH, PYRAMID_12FT
from tests.app.scripted import sim_result


@pytest.mark.parametrize("table", [PYRAMID_12FT, CAROM_MATCH])
def test_geometry_keeps_aspect_and_round_trips(table) -> None:  # type: ignore[no-untyped-def]
    g = TableGeometry.fit(table, 1920, 1080)
    (x0, y0), (x1, y1) = (
        g.to_screen(-table.half_width, -table.half_length),
        g.to_screen(table.half_width, table.half_length),
    )
    assert (x1 - x0) / (y1 - y0) == pytest.approx(table.length / table.width)
    for p in [(0.3, -1.1), (-0.7, 1.4), (0.0, 0.0)]:
        assert g.to_world(*g.to_screen(*p)) == pytest.approx(p)
    small = TableGeometry.fit(table, 640, 360)
    assert small.scale == pytest.approx(g.scale / 3)  # scales with the window


def test_screen_keeps_turning_direction() -> None:
    """A counter-clockwise turn in the table frame is counter-clockwise on the screen too."""
    g = TableGeometry.fit(PYRAMID_12FT, 1000, 600)
    o = g.to_screen(0, 0)
    ax, ay = g.to_screen(1, 0)  # +x
    bx, by = g.to_screen(0, 1)  # +y, 90 degrees counter-clockwise from +x
    cross_screen = (ax - o[0]) * (by - o[1]) - (ay - o[1]) * (bx - o[0])
    assert cross_screen < 0  # y-down screen: negative cross product = counter-clockwise


def test_pull_back_sets_speed_along_the_cue_only() -> None:
    a = Aim(aim_deg=0.0, speed=3.0, drag_unit=2.8)
    a.begin_pull((0.5, 0.0))
    a.drag_pull((0.5 - 0.1, 0.05))  # 10 cm back along the cue, 5 cm sideways
    assert a.speed == pytest.approx(speed_for_drag(0.1 / 2.8), abs=0.005)
    a.drag_pull((0.6, 0.0))  # forwards: no pull
    assert a.pull == 0.0
    a.drag_pull((0.5 - 0.05, 0.0))
    assert a.end_pull() is True
    assert a.speed == pytest.approx(speed_for_drag(0.05 / 2.8), abs=0.005)
    a.begin_pull((0.0, 0.0))
    assert a.end_pull() is False  # a click without pulling does not shoot


def test_cancel_restores_the_shown_power() -> None:
    a = Aim(aim_deg=90.0, speed=2.5)
    a.begin_pull((0.0, 0.0))
    a.drag_pull((0.0, -0.2))
    assert a.speed == pytest.approx(speed_for_drag(0.2 / a.drag_unit), abs=0.005)
    a.cancel_pull()
    assert a.speed == 2.5 and not a.pulling


def test_tip_is_clamped_and_miscue_flagged() -> None:
    a = Aim()
    a.set_tip(0.5, 0.0)
    assert not a.miscue
    a.set_tip(0.0, 0.65)
    assert a.miscue and MISCUE_LIMIT < 0.65
    a.set_tip(3.0, 4.0)
    assert math.hypot(a.side, a.height) == pytest.approx(0.8, abs=1e-3)


REQUEST = {
    "table": "carom-match",
    "discipline": "five_pins",
    "balls": {"white": (0.0, 0.0), "red": (0.0, 0.3), "yellow": (0.5, 0.5)},
    "pins": {"centre": (0.0, 0.4)},
    "stroke": {"ball": "white"},
}


def _result():  # type: ignore[no-untyped-def]
    """An engine result (straight, even motion between the listed points)."""
    raw = {
        "events": [
            {"t": 0.0, "type": "strike", "ball": "white"},
            {"t": 0.25, "type": "ball", "a": "white", "b": "red"},
            {"t": 0.4, "type": "pin_down", "pin": "centre", "by": "red"},
            {"t": 0.5, "type": "pocket", "ball": "yellow", "pocket": "foot_left"},
            {"t": 1.0, "type": "rest"},
        ],
        "duration": 1.0,
        "trajectory": {
            # 0.4 m/s up the table to the red at t = 0.25, then stopped (a stun shot)
            "white": [[0.0, 0.0, 0.0], [0.25, 0.0, 0.1], [1.0, 0.0, 0.1]],
            "red": [[0.0, 0.0, 0.3], [0.25, 0.0, 0.3], [0.5, 0.0, 0.5], [1.0, 0.0, 0.6]],
            "yellow": [[0.0, 0.5, 0.5], [0.5, 0.7, 1.4]],
        },
    }
    return sim_result(REQUEST, raw)


def test_playback_reads_the_engine_at_any_time() -> None:
    pb = Playback(_result())
    f = pb.frame(0.15)
    assert f.balls["white"] == pytest.approx((0.0, 0.06))
    assert f.balls["red"] == pytest.approx((0.0, 0.3))
    assert "centre" in f.pins and "centre" not in f.fallen


FULL_ON_RED = math.degrees(math.atan2(1.0, -0.05))  # white (0.1, -0.8) at red (0.05, 0.2)


def test_playback_frames_are_the_engines_state_at_t() -> None:
    """One track type: every frame is ``SimResult.state_at(t)``, not a re-interpolation."""
    request = {
        "table": "carom-match",
        "balls": {"white": [0.1, -0.8], "red": [0.05, 0.2], "yellow": [-0.3, 0.6]},
        "stroke": {"ball": "white", "aim_deg": FULL_ON_RED, "speed": 4.0, "side": 0.3},
    }
    result = simulate_detailed(request)
    pb = Playback(result)
    for t in (0.0, 0.013, 0.1234, 0.5, 1.7, result.duration):
        snap = result.state_at(t)
        f = pb.frame(t)
        for ball, state in snap.balls.items():
            assert f.balls[ball] == state.pos
    contact = next(e for e in result.events if e.type == "ball")
    assert pb.frame(contact.t).balls["white"] == result.ball_state("white", contact.t).pos


def test_playback_pins_fall_and_pocketed_balls_drop() -> None:
    pb = Playback(_result())
    f = pb.frame(0.45)
    assert "centre" not in f.pins
    fallen = f.fallen["centre"]
    # Knocked by the red coming up the table: it lies towards the foot (+y).
    assert fallen.angle == pytest.approx(math.pi / 2, abs=0.05)
    assert pb.frame(0.5 + DROP_TIME / 2).vanishing["yellow"] == pytest.approx(0.5)
    assert "yellow" not in pb.frame(0.5 + DROP_TIME).balls
    end = pb.frame(1.0)
    assert end.balls["white"] == pytest.approx((0.0, 0.1))


def test_rolling_ball_turns_its_marking() -> None:
    """A ball rolling a quarter turn (distance pi/2 * R) brings its top marking to the side."""
    r = CAROM_BALL_R
    raw = {"events": [], "duration": 1.0,
           "trajectory": {"yellow": [[0.0, 0, 0], [1.0, 0, math.pi / 2 * r]]}}  # fmt: skip
    pb = Playback(sim_result({**REQUEST, "balls": {"yellow": (0.0, 0.0)}, "pins": {}}, raw))
    ux, uy, uz = pb.end_rolls()["yellow"]
    assert (ux, uy, uz) == pytest.approx((0.0, 1.0, 0.0), abs=1e-9)


def test_guide_cuts_paths_at_the_first_contact() -> None:
    g = guide_from_result("white", _result())
    assert g is not None
    assert g.object_ball == "red"
    assert g.ghost == pytest.approx((0.0, 0.1))
    assert g.cue_path[0] == pytest.approx((0.0, 0.0))
    assert g.cue_path[-1] == pytest.approx((0.0, 0.1))
    assert g.object_path[0] == pytest.approx((0.0, 0.3))
    # The red's path runs until its next contact (the pin at t = 0.4).
    assert g.object_path[-1] == pytest.approx((0.0, 0.42))


def test_guide_ghost_is_the_engines_first_contact() -> None:
    request = {
        "table": "carom-match",
        "balls": {"white": [0.1, -0.8], "red": [0.05, 0.2], "yellow": [-0.3, 0.6]},
        "stroke": {"ball": "white", "aim_deg": FULL_ON_RED + 1.0, "speed": 4.0},
    }
    result = simulate_detailed(request)
    g = guide_from_result("white", result)
    contact = result.first_contact("white")
    assert g is not None and contact is not None and contact[0].type == "ball"
    assert g.ghost == contact[1].pos
    assert g.cue_path[-1] == contact[1].pos


def _off_polyline(p: tuple[float, float], line: tuple[tuple[float, float], ...]) -> float:
    best = math.inf
    for (ax, ay), (bx, by) in itertools.pairwise(line):
        dx, dy = bx - ax, by - ay
        n = dx * dx + dy * dy
        f = 0.0 if n == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / n))
        best = min(best, math.dist(p, (ax + f * dx, ay + f * dy)))
    return best


def test_guide_path_is_the_engines_motion_with_few_points() -> None:
    """The cue ball's drawn way to its contact follows the exact motion (every 1 ms sample
    within 0.5 mm of the line) yet a rolling stretch costs one point, not one per frame."""
    request = {
        "table": "carom-match",
        "balls": {"white": [0.1, -0.8], "red": [0.05, 0.9], "yellow": [-0.3, 0.6]},
        "stroke": {"ball": "white", "aim_deg": 80.0, "speed": 1.2, "side": 0.5, "height": -0.4},
    }
    result = simulate_detailed(request)
    g = guide_from_result("white", result)
    assert g is not None
    first = next((e for e in result.events if e.type.is_contact() and e.involves("white")), None)
    end = result.duration if first is None else first.t
    samples = [result.ball_state("white", end * k / 1000).pos for k in range(1001)]
    assert max(_off_polyline(p, g.cue_path) for p in samples) < 5e-4
    assert g.cue_path[-1] == pytest.approx(samples[-1], abs=1e-9)
    assert len(g.cue_path) < 0.5 * end * 120  # far fewer than a point per 1/120 s


def test_guide_without_ball_contact_has_no_ghost() -> None:
    raw = {
        "events": [
            {"t": 0.0, "type": "strike", "ball": "white"},
            {"t": 0.5, "type": "cushion", "ball": "white", "cushion": "foot"},
        ],
        "duration": 1.0,
        "trajectory": {"white": [[0.0, 0, 0], [0.5, 0, 1.0], [1.0, 0, 0.8]]},
    }
    g = guide_from_result("white", sim_result({**REQUEST, "balls": {"white": (0, 0)}}, raw))
    assert g is not None and g.ghost is None
    assert g.cue_path[-1] == pytest.approx((0.0, 1.0))


SEVEN_PIN_KEYS = [
    "7p.pins", "7p.carom", "7p.pocketed", "7p.safety", "7p.scored", "7p.penalty",
    "7p.all_seven_foul", "7p.carom_streak", "7p.win", "7p.turn.continue", "7p.turn.pass",
    "7p.choice", "7p.replay", "7p.ball_in_hand", "7p.respot", "7p.pin.midway", "7p.pin.off",
    "7p.rollout_allowed",
]  # fmt: skip


def test_every_seven_pins_key_has_a_sentence() -> None:
    """docs/shot-log.md lists the referee's keys; none may fall back to raw words."""
    for key in SEVEN_PIN_KEYS:
        assert key in HANDLERS, key


def test_every_carom_key_has_a_sentence() -> None:
    from game.rules.carom import MESSAGE_KEYS

    for key in MESSAGE_KEYS:
        _section, text = message_text(
            "three_cushion", Message(key, {"player": "Anna", "code": "x"})
        )
        assert key not in text
        assert key in HANDLERS or key.startswith("carom.foul."), key


def test_every_five_pins_key_has_a_sentence() -> None:
    from game.rules.five_pins import MESSAGE_KEYS

    for key in MESSAGE_KEYS:
        params = {"player": "Anna", "ball": "white", "pins": ["centre"], "points": 2}
        _section, text = message_text("five_pins", Message(key, params))
        assert key not in text and text, key
        assert key in HANDLERS or key.startswith("five_pins.foul."), key
        if key.startswith("five_pins.foul."):
            code = key.rsplit(".", 1)[1]
            assert code in FOULS, key  # a written sentence, not the fallback


def test_unknown_key_still_reads() -> None:
    _s, text = message_text("seven_pins_classic", Message("7p.new_thing", {"ball": "o1", "n": 2}))
    assert text == "New thing: ball pink; n 2."


def _case(name: str, shared_dir) -> dict:  # type: ignore[no-untyped-def,type-arg]
    return json.loads((shared_dir / "cases" / f"{name}.json").read_text())


def test_decision_text_has_three_parts_king_alone(shared_dir) -> None:  # type: ignore[no-untyped-def]
    """Rule 7C-13: the king alone is 50; the strip says what, the numbers and what next."""
    log = _case("7c_king_alone_50", shared_dir)["log"]
    d = judge_decisions(log)[0]
    text = decision_text(parse_config(log), d)
    what, then = text.split("\n")
    assert what == "The king alone down: 50."
    assert then == "−50 → A now needs 250. A plays on."


def test_decision_text_for_a_foul_names_it(shared_dir) -> None:  # type: ignore[no-untyped-def]
    """Rule 7C-18: a miss costs 5 and passes the turn."""
    log = _case("7c_miss", shared_dir)["log"]
    d = judge_decisions(log)[-1]
    text = decision_text(parse_config(log), d)
    what, then = text.split("\n")
    assert what == "Foul: no object ball was hit."
    assert then.startswith(f"Penalty 5 → {d.shooter} now needs {d.scores[d.shooter]}.")
    assert f"{d.next} to play" in then


def test_decision_text_for_a_carom_point(shared_dir) -> None:  # type: ignore[no-untyped-def]
    """Rules C3-1 / C-13: a three-cushion point shows the score, average and run."""
    log = _case("3c_break_and_point", shared_dir)["log"]
    decisions = judge_decisions(log)
    d = next(x for x in decisions if x.points > 0)
    text = decision_text(parse_config(log), d)
    what, then = text.split("\n")
    assert what == "Point!"
    assert "average" in then and "plays on" in then


def test_decision_text_says_the_winner_once() -> None:
    """Rules C-11 and C3-1: the second player's point that reaches the target, with the
    innings even, ends the game; the strip says who won once, not once for the referee's
    message and again for the game's end."""

    def shot(ball: str, first: str, cushions: list[str], second: str | None) -> dict[str, Any]:
        events: list[dict[str, Any]] = [{"type": "strike", "ball": ball, "t": 0.0}]
        events.append({"type": "ball", "a": ball, "b": first, "t": 0.1})
        for k, name in enumerate(cushions):
            events.append({"type": "cushion", "ball": ball, "cushion": name, "t": 0.2 + k / 10})
        if second is not None:
            events.append({"type": "ball", "a": ball, "b": second, "t": 0.6})
        events.append({"type": "rest", "t": 0.7})
        return {"stroke": {"ball": ball, "call": None}, "events": events}

    log = {
        "discipline": "three_cushion",
        "options": {"target": 1},
        "players": ["A", "B"],
        "first": "A",
        "shots": [
            shot("white", "red", ["foot"], None),
            shot("yellow", "red", ["foot", "right", "head"], "white"),
        ],
    }
    d = judge_decisions(log)[-1]
    assert d.outcome is not None and d.outcome.winner == "B"
    text = decision_text(parse_config(log), d)
    assert text.count("B wins the game") == 1, text


def _pin(pin: str, by: str, t: float) -> list[dict[str, Any]]:
    first = [{"type": "pin", "ball": by, "pin": pin, "t": t}] if by in ("o1", "o2") else []
    return [*first, {"type": "pin_down", "pin": pin, "by": by, "t": t + 0.01}]


OVER_THE_TOP = [  # the pink off a cushion fells a side pin (30) when 25 are left
    {"type": "ball", "a": "cue", "b": "o1", "t": 0.1},
    {"type": "cushion", "ball": "o1", "cushion": "foot", "t": 0.2},
    *_pin("head", "o1", 0.3),
]
ALL_SEVEN = [  # the pink off a cushion fells the king, which takes the four small pins
    {"type": "ball", "a": "cue", "b": "o1", "t": 0.1},
    {"type": "cushion", "ball": "o1", "cushion": "left", "t": 0.2},
    *_pin("king", "o1", 0.3),
    *[e for k, pin in enumerate("nsew") for e in _pin(pin, "king", 0.4 + k / 10)],
    *_pin("head", "o1", 0.9),
    *_pin("foot", "o1", 1.0),
]


@pytest.mark.parametrize(
    ("total", "hits", "end"),
    [
        (25, OVER_THE_TOP, "−25 → A now needs 0. A counts down to zero and wins!"),
        (300, ALL_SEVEN, "−160 → A now needs 140. All seven pins in one shot: A wins!"),
    ],
    ids=["down to zero", "all seven"],
)
def test_seven_pins_says_the_win_once_after_the_numbers(
    total: int, hits: list[dict[str, Any]], end: str
) -> None:
    """Rules 7C-16 and 7C-4: a shot that wins says the numbers, then the win and why, once;
    not the win before the numbers and "A wins the game!" again after them."""
    _what, then = _one_shot("seven_pins_classic", {"start_total": total}, "cue", hits)
    assert then == end


def _one_shot(
    discipline: str, options: dict[str, int], ball: str, hits: list[dict[str, Any]]
) -> tuple[str, str]:
    """The strip's two lines for player A's first shot: struck, ``hits``, at rest."""
    end = max((float(h["t"]) for h in hits), default=0.0) + 0.1
    events = [{"type": "strike", "ball": ball, "t": 0.0}, *hits, {"type": "rest", "t": end}]
    log = {
        "discipline": discipline,
        "options": options,
        "players": ["A", "B"],
        "first": "A",
        "shots": [{"stroke": {"ball": ball, "call": None}, "events": events}],
    }
    d = judge_decisions(log)[-1]
    what, then = decision_text(parse_config(log), d).split("\n")
    return what, then


def test_decision_text_says_no_point_once() -> None:
    """Rules C-4 and C-10: a miss gives no point and ends the run; the first line says why,
    the second the score and who plays, without saying "no point" a second time."""
    hit_red = {"type": "ball", "a": "white", "b": "red", "t": 0.1}
    what, then = _one_shot("three_cushion", {"target": 5}, "white", [hit_red])
    assert what == "No point: the cue ball did not hit both object balls."
    assert then.startswith("A stays on 0.") and "B to play" in then, then


def test_decision_text_says_nothing_written_off_once() -> None:
    """Rule 7C-25: the cue ball meets an object ball and no pin falls: no points, no foul, and
    the turn passes. The first line says so; the second gives the total without
    saying again that nothing was written off."""
    hits = [
        {"type": "ball", "a": "cue", "b": "o1", "t": 0.1},
        {"type": "cushion", "ball": "o1", "cushion": "foot", "t": 0.2},
    ]
    what, then = _one_shot("seven_pins_classic", {"start_total": 300}, "cue", hits)
    assert what == "Nothing scored: the cue ball hit an object ball, no pin fell."
    assert then.startswith("A still needs 300.") and "B to play" in then, then


def test_plural_fallback_without_translation(qapp) -> None:  # type: ignore[no-untyped-def]
    from app.words.text import tr

    assert tr("Referee", "%n small pin(s)", 1) == "1 small pin"
    assert tr("Referee", "%n small pin(s)", 3) == "3 small pins"


def test_decision_text_for_a_double_carom_says_one_carom() -> None:
    """Rule 7C-15: cue -> o1 -> o2 -> o1 is one carom; the strip shows its value only."""
    from tests.rules.seven_pins_kit import log, shot

    raw = log(shot(("ball", "cue", "o1"), ("ball", "cue", "o2"), ("ball", "cue", "o1")))
    d = judge_decisions(raw)[0]
    text = decision_text(parse_config(raw), d)
    assert text.startswith("Carom: 5.\n") and "(" not in text.split(".")[0]
    assert "−5 → A now needs 295." in text


def test_player_names_are_translated_and_remembered(qapp) -> None:  # type: ignore[no-untyped-def]
    """Issue 15: default names in the player's language; typed names come back next time."""
    from app.play.setup import quick_setup
    from app.settings import i18n
    from app.start.new_game import NewGameDialog

    try:
        i18n.set_language("ru", remember=False)
        assert quick_setup().players == ["Игрок 1", "Игрок 2"]
        dlg = NewGameDialog()
        assert dlg.names[0].text() == "Игрок 1"
        dlg.names[1].clear()
        dlg.names[1].insert("Богдан")  # an edit, as typing is (textEdited), not the default
        dlg._accept()
        assert quick_setup().players == ["Игрок 1", "Богдан"]
        i18n.set_language("uk", remember=False)
        # The untouched seat follows the language; the typed name stays.
        assert quick_setup().players == ["Гравець 1", "Богдан"]
        again = NewGameDialog()
        assert again.names[1].text() == "Богдан"
    finally:
        i18n.set_language("en", remember=False)
