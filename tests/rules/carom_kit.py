"""Small builders for carom and five-pins shot logs in tests."""

from __future__ import annotations

from typing import Any

from game.rules.judge import judge, judge_decisions
from game.rules.model import Decision


def events(ball: str, *specs: tuple[str, ...]) -> list[dict[str, Any]]:
    """Events 0.1 s apart, starting with the strike of ``ball`` and ending at rest.

    ("ball", a, b)  ("cushion", ball, cushion)  ("pin", ball, pin)  ("down", pin, by)
    ("off", ball)
    """
    out: list[dict[str, Any]] = [{"t": 0.0, "type": "strike", "ball": ball}]
    for i, spec in enumerate(specs, start=1):
        kind, *args = spec
        t = round(0.1 * i, 3)
        if kind == "ball":
            out.append({"t": t, "type": "ball", "a": args[0], "b": args[1]})
        elif kind == "cushion":
            out.append({"t": t, "type": "cushion", "ball": args[0], "cushion": args[1]})
        elif kind == "pin":
            out.append({"t": t, "type": "pin", "ball": args[0], "pin": args[1]})
        elif kind == "down":
            out.append({"t": t, "type": "pin_down", "pin": args[0], "by": args[1]})
        elif kind == "off":
            out.append({"t": t, "type": "off_table", "ball": args[0]})
        else:
            raise ValueError(kind)
    out.append({"t": round(0.1 * (len(specs) + 1), 3), "type": "rest"})
    return out


def shot(
    ball: str,
    *specs: tuple[str, ...],
    call: str | None = None,
    final: dict[str, list[float]] | None = None,
    choice: str | None = None,
    manual: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    out: dict[str, Any] = {"stroke": {"ball": ball, "call": call}, "events": events(ball, *specs)}
    if final is not None:
        out["final"] = {"balls": final}
    if choice is not None:
        out["choice"] = choice
    if manual is not None:
        out["manual_fouls"] = manual
    return out


def log(
    discipline: str,
    shots: list[dict[str, Any]],
    players: tuple[str, ...] = ("A", "B"),
    first: str | None = None,
    **options: Any,
) -> dict[str, Any]:
    return {
        "discipline": discipline,
        "options": options,
        "players": list(players),
        "first": first or players[0],
        "shots": shots,
    }


def run(discipline: str, shots: list[dict[str, Any]], **kw: Any) -> list[dict[str, Any]]:
    return judge(log(discipline, shots, **kw))


def decide(discipline: str, shots: list[dict[str, Any]], **kw: Any) -> list[Decision]:
    return judge_decisions(log(discipline, shots, **kw))


def keys(line: dict[str, Any]) -> list[str]:
    return [m["key"] for m in line["messages"]]


# Carom openings for the ball "white": red first, then yellow (a carom with no cushion).
W_CAROM = (("ball", "white", "red"), ("ball", "white", "yellow"))
Y_CAROM = (("ball", "yellow", "red"), ("ball", "yellow", "white"))
W_MISS = (("ball", "white", "red"), ("cushion", "white", "foot"))
Y_MISS = (("ball", "yellow", "red"), ("cushion", "yellow", "foot"))
W_3C = (
    ("ball", "white", "red"),
    ("cushion", "white", "foot"),
    ("cushion", "white", "right"),
    ("cushion", "white", "head"),
    ("ball", "white", "yellow"),
)
Y_3C = (
    ("ball", "yellow", "red"),
    ("cushion", "yellow", "foot"),
    ("cushion", "yellow", "right"),
    ("cushion", "yellow", "head"),
    ("ball", "yellow", "white"),
)
