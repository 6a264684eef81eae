"""Small builders for seven-pins shot logs in tests: events in order, shots, logs, judging."""

from __future__ import annotations

from typing import Any

from game.rules.judge import judge, judge_decisions
from game.rules.model import Decision

CLASSIC = "seven_pins_classic"
FEDERATION = "seven_pins_federation"


def events(*specs: tuple[str, ...]) -> list[dict[str, Any]]:
    """Events from short tuples, 0.1 s apart, always starting with the cue ball's strike.

    ("ball", a, b)  ("cushion", ball, cushion)  ("pin", ball, pin)  ("down", pin, by)
    ("pocket", ball[, pocket])  ("off", ball)  ("strike", ball)
    """
    out: list[dict[str, Any]] = []
    if not specs or specs[0][0] != "strike":
        specs = (("strike", "cue"), *specs)
    for i, spec in enumerate(specs):
        kind, *args = spec
        t = round(0.1 * i, 3)
        if kind == "strike":
            out.append({"t": t, "type": "strike", "ball": args[0]})
        elif kind == "ball":
            out.append({"t": t, "type": "ball", "a": args[0], "b": args[1]})
        elif kind == "cushion":
            out.append({"t": t, "type": "cushion", "ball": args[0], "cushion": args[1]})
        elif kind == "pin":
            out.append({"t": t, "type": "pin", "ball": args[0], "pin": args[1]})
        elif kind == "down":
            out.append({"t": t, "type": "pin_down", "pin": args[0], "by": args[1]})
        elif kind == "pocket":
            pocket = args[1] if len(args) > 1 else "foot_left"
            out.append({"t": t, "type": "pocket", "ball": args[0], "pocket": pocket})
        elif kind == "off":
            out.append({"t": t, "type": "off_table", "ball": args[0]})
        else:
            raise ValueError(kind)
    out.append({"t": round(0.1 * len(specs), 3), "type": "rest"})
    return out


# Common openings: the object ball o1 flagged by a cushion after the cue ball hit it (7C-6).
LEGAL_O1 = (("ball", "cue", "o1"), ("cushion", "o1", "foot"))
SAFETY = (("ball", "cue", "o2"),)
MISS = (("cushion", "cue", "left"),)
CAROM = (("ball", "cue", "o1"), ("ball", "cue", "o2"))


def pins_by_o1(*pins: str) -> tuple[tuple[str, ...], ...]:
    """A legal shot: o1 flagged, then each pin knocked down by o1."""
    return (*LEGAL_O1, *(("down", p, "o1") for p in pins))


def shot(
    *specs: tuple[str, ...],
    call: str | None = None,
    final: dict[str, Any] | None = None,
    choice: str | None = None,
    manual: list[dict[str, Any]] | None = None,
    ball: str = "cue",
) -> dict[str, Any]:
    out: dict[str, Any] = {"stroke": {"ball": ball, "call": call}, "events": events(*specs)}
    if final is not None:
        out["final"] = {"balls": {k: list(v) for k, v in final.items()}}
    if choice is not None:
        out["choice"] = choice
    if manual is not None:
        out["manual_fouls"] = manual
    return out


def log(
    *shots: dict[str, Any],
    discipline: str = CLASSIC,
    start: int = 300,
    first: str = "A",
    **options: Any,
) -> dict[str, Any]:
    return {
        "discipline": discipline,
        "options": {"start_total": start, **options},
        "players": ["A", "B"],
        "first": first,
        "shots": list(shots),
    }


def run(*shots: dict[str, Any], **kw: Any) -> list[dict[str, Any]]:
    return judge(log(*shots, **kw))


def decide(*shots: dict[str, Any], **kw: Any) -> list[Decision]:
    return judge_decisions(log(*shots, **kw))


def last(*shots: dict[str, Any], **kw: Any) -> dict[str, Any]:
    return run(*shots, **kw)[-1]
