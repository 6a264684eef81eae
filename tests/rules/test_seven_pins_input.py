"""Bad seven-pins input is refused with game.InputError naming the field; the CLI exits 2
with one line. Also: message keys are the documented stable set, and judging is repeatable."""

from __future__ import annotations

import copy
import json
import re
import subprocess
import sys
from typing import Any

import pytest

from game import InputError, judge
from game.disciplines import make_referee
from game.rules.judge import judge_decisions, parse_config, parse_shot
from game.rules.model import GameResult, Termination
from game.rules.seven_pins import MESSAGE_KEYS
from tests.conftest import ROOT
from tests.rules.seven_pins_kit import (
    CAROM,
    FEDERATION,
    LEGAL_O1,
    MISS,
    SAFETY,
    log,
    pins_by_o1,
    shot,
)


def refused(raw: dict[str, Any], field: str) -> None:
    with pytest.raises(InputError) as err:
        judge(raw)
    assert str(err.value).startswith(field), str(err.value)
    assert err.value.field == field


def good() -> dict[str, Any]:
    return log(shot(*pins_by_o1("king", "n")), shot(*SAFETY))


def test_unknown_ball_in_an_event() -> None:
    raw = good()
    raw["shots"][0]["events"][1]["b"] = "o3"
    refused(raw, "shots[0].events[1].b")


def test_unknown_pin_in_an_event() -> None:
    raw = good()
    raw["shots"][0]["events"][3]["pin"] = "queen"
    refused(raw, "shots[0].events[3].pin")


def test_events_out_of_time_order() -> None:
    raw = good()
    raw["shots"][0]["events"][2]["t"] = 5.0
    refused(raw, "shots[0].events[3].t")


def test_shot_after_the_game_is_over() -> None:
    raw = log(shot(*pins_by_o1("head")), shot(*SAFETY), start=30)
    refused(raw, "shots[1]")


def test_referee_itself_refuses_a_shot_after_the_end() -> None:
    raw = log(start=30)
    config = parse_config(raw)
    referee = make_referee(config)
    s = parse_shot(shot(*pins_by_o1("head")), "shots[0]", config)
    decision, state = referee.judge(referee.start(), s, 1)
    won = GameResult.win("A", Termination.TOTAL_WRITTEN_OFF)  # 7C-4
    assert decision.outcome == won and referee.outcome(state) == won
    with pytest.raises(InputError, match=r"^shots\[1\]"):
        referee.judge(state, s, 2)


@pytest.mark.parametrize(
    ("path", "field"),
    [
        (("shots", 0, "stroke"), "shots[0].stroke"),
        (("shots", 0, "events"), "shots[0].events"),
        (("shots", 0, "stroke", "ball"), "shots[0].stroke.ball"),
        (("shots", 0, "events", 1, "a"), "shots[0].events[1].a"),
        (("shots", 0, "events", 2, "cushion"), "shots[0].events[2].cushion"),
        (("players",), "players"),
        (("discipline",), "discipline"),
    ],
)
def test_missing_field(path: tuple[Any, ...], field: str) -> None:
    raw = good()
    target: Any = raw
    for key in path[:-1]:
        target = target[key]
    del target[path[-1]]
    refused(raw, field)


@pytest.mark.parametrize(
    ("options", "field"),
    [
        ({"start_total": 0}, "options.start_total"),
        ({"start_total": -300}, "options.start_total"),
        ({"start_total": 303}, "options.start_total"),
        ({"start_total": 2.5}, "options.start_total"),
        ({"start_total": 300, "target": 50}, "options.target"),
        ({"start_total": 300, "called_carom": True}, "options.called_carom"),
    ],
)
def test_options_out_of_range(options: dict[str, Any], field: str) -> None:
    raw = good()
    raw["options"] = options
    refused(raw, field)


def test_federation_option_type() -> None:
    raw = log(shot(*SAFETY), discipline=FEDERATION, called_carom=1)
    refused(raw, "options.called_carom")


def test_players_must_be_two() -> None:
    raw = good()
    raw["players"] = ["A", "B", "C"]
    refused(raw, "players")


def test_pin_felled_by_a_pin_nothing_moved() -> None:
    refused(log(shot(*LEGAL_O1, ("down", "n", "king"))), "shots[0].events[3].by")


def test_pin_falling_twice() -> None:
    refused(log(shot(*pins_by_o1("e", "e"))), "shots[0].events[4].pin")


def test_ball_moving_after_leaving_the_table() -> None:
    refused(
        log(shot(("ball", "cue", "o1"), ("pocket", "o1"), ("cushion", "o1", "left"))),
        "shots[0].events[3].ball",
    )


def test_strike_of_another_ball_than_the_stroke() -> None:
    refused(log(shot(("strike", "o1"), ("ball", "o1", "cue"))), "shots[0].events[0].ball")


def test_final_position_off_the_cloth() -> None:
    refused(log(shot(*SAFETY, final={"cue": (5.0, 0.0)})), "shots[0].final.balls.cue")


def test_unknown_call() -> None:
    raw = log(shot(*SAFETY, call="bank"))
    refused(raw, "shots[0].stroke.call")


def test_safety_call_is_not_a_seven_pins_call() -> None:
    refused(log(shot(*SAFETY, call="safety")), "shots[0].stroke.call")


# -- command line ------------------------------------------------------------------------------


def cli(payload: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", "judge", "-"],
        input=payload,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )


def test_cli_judges_a_log() -> None:
    done = cli(json.dumps(good()))
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert [ln["shot"] for ln in lines] == [1, 2]
    assert lines[0]["scores"] == {"A": 270, "B": 300}


@pytest.mark.parametrize(
    ("mutate", "field"),
    [
        (lambda raw: raw["shots"][0]["events"][1].update(b="o9"), "shots[0].events[1].b"),
        (lambda raw: raw["options"].update(start_total=7), "options.start_total"),
        (lambda raw: raw["shots"].append(copy.deepcopy(raw["shots"][0])), "shots[1]"),
    ],
)
def test_cli_bad_input_exits_2_with_one_line(mutate: Any, field: str) -> None:
    raw = log(shot(*pins_by_o1("head")), start=30)
    mutate(raw)
    done = cli(json.dumps(raw))
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1
    assert re.match(rf"^error: {re.escape(field)}", lines[0]), lines[0]


def test_cli_not_json() -> None:
    done = cli("{not json")
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1


# -- messages and determinism --------------------------------------------------------------------


def _busy_log() -> dict[str, Any]:
    frozen = {"cue": (0.3, 0.3), "o1": (0.3, 0.368), "o2": (0.0, 0.02)}
    return log(
        shot(*pins_by_o1("king"), final={"o1": (0.02, 0.0), "o2": (-0.5, 0.5), "cue": (0, -1)}),
        shot(*CAROM),
        shot(*LEGAL_O1, ("down", "e", "o1"), ("pocket", "o1")),
        shot(*SAFETY, final=frozen),
        shot(("cushion", "cue", "left"), call="rollout"),
        shot(("ball", "cue", "o2"), ("pocket", "cue")),
        shot(*MISS, manual=[{"foul": "ball_touched", "ball": "o2"}]),
    )


def test_messages_use_only_documented_keys() -> None:
    """Every key the referee emits is in MESSAGE_KEYS and documented in docs/shot-log.md."""
    doc = (ROOT / "docs" / "shot-log.md").read_text(encoding="utf-8")
    for key in MESSAGE_KEYS:
        assert f"`{key}`" in doc, key
    emitted = set()
    for d in judge_decisions(_busy_log()):
        for m in d.messages:
            emitted.add(m.key)
            json.dumps(m.to_json())  # parameters are plain JSON
    assert emitted <= set(MESSAGE_KEYS)
    assert {"7p.pins", "7p.foul.rollout", "7p.respot", "7p.ball_in_hand"} <= emitted


def test_judging_is_repeatable() -> None:
    raw = _busy_log()
    first = json.dumps(judge(copy.deepcopy(raw)), sort_keys=True)
    assert json.dumps(judge(raw), sort_keys=True) == first
    assert raw == _busy_log()  # the input is not changed
