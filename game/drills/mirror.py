"""The left-handed mirror of a drill: reflected across the table's long axis (x -> -x).

Left and right swap everywhere: cushions, pockets, the e/w pins, zones, markers, the aim
(a -> 180 - a) and the side spin. Mirroring twice gives the drill back.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.drills.format import Drill, parse_drill
from game.stroke import Stroke

_SWAP = {"left": "right", "right": "left", "e": "w", "w": "e"}
_POCKET = {
    "head_left": "head_right",
    "head_right": "head_left",
    "side_left": "side_right",
    "side_right": "side_left",
    "foot_left": "foot_right",
    "foot_right": "foot_left",
}
_PIN_LIST_KEYS = ("pins_down_exactly", "pins_down_include", "pins_standing")


def mirror_aim(aim_deg: float) -> float:
    return (180.0 - aim_deg) % 360.0


def mirror_point(p: Any) -> list[float]:
    return [-float(p[0]), float(p[1])]


def mirror_rect(r: Any) -> list[float]:
    x0, y0, x1, y1 = (float(v) for v in r)
    return [-x1, y0, -x0, y1]


def mirror_token(token: str) -> str:
    kind, sep, name = token.partition(":")
    if sep and kind in ("cushion", "pin"):
        return f"{kind}:{_SWAP.get(name, name)}"
    return token


def mirror_goal(raw: Any) -> Any:
    """Mirror a goal's JSON (see goals.py for the operators)."""
    if isinstance(raw, list):
        return [mirror_goal(g) for g in raw]
    if not isinstance(raw, Mapping):
        return raw
    out: dict[str, Any] = {}
    for key, value in raw.items():
        if key in ("all", "any"):
            out[key] = [mirror_goal(g) for g in value]
        elif key == "not":
            out[key] = mirror_goal(value)
        elif key == "contacts":
            out[key] = [mirror_token(t) for t in value]
        elif key in _PIN_LIST_KEYS:
            out[key] = [_SWAP.get(p, p) for p in value]
        elif key == "pocket":
            out[key] = _POCKET.get(value, value)
        elif key == "ball_in_zone" and "rect" in value:
            out[key] = {**value, "rect": mirror_rect(value["rect"])}
        else:
            out[key] = value
    return out


def mirror_stroke(stroke: Stroke) -> Stroke:
    return replace(stroke, aim_deg=mirror_aim(stroke.aim_deg), side=-stroke.side)


def mirror_drill(drill: Drill) -> Drill:
    raw = drill.to_json()
    raw["balls"] = {k: mirror_point(v) for k, v in raw["balls"].items()}
    raw["pins"] = {_SWAP.get(k, k): mirror_point(v) for k, v in raw["pins"].items()}
    raw["goal"] = mirror_goal(raw["goal"])
    raw["stroke"] = mirror_stroke(drill.stroke).to_json()
    if "markers" in raw:
        raw["markers"] = [{"id": m["id"], "at": mirror_point(m["at"])} for m in raw["markers"]]
    if "zones" in raw:
        raw["zones"] = [{"id": z["id"], "rect": mirror_rect(z["rect"])} for z in raw["zones"]]
    return parse_drill(raw, f"{drill.source or drill.pack}: {drill.id} (mirrored)", drill.pack)
