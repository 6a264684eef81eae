"""Hand-made pyramid shot logs (rules-pyramid.md) for the referee's tests and public cases.

A shot is written as its contacts; the kit adds the strike and the rest and keeps the
position: ``Table.shot`` moves the balls the test names, drops the pocketed ones and fills
``final.balls`` with every ball still on the cloth.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game import judge
from game.rules.pyramid_table import R, rack

Point = tuple[float, float]
REAR = (0.0, 0.8875)
HOUSE_SPOT = (0.0, -1.3)  # a place in the house, clear of everything
AGAINST = 2 * R + 0.0001  # P-20 Decision: respotted balls' centres this far apart


def spread(balls: Sequence[str]) -> dict[str, Point]:
    """Balls laid out on a grid in the middle of the table, clear of the house, the rear
    mark and the spotting line (so respots land on the rear mark)."""
    out: dict[str, Point] = {}
    cols = (-0.6, -0.4, -0.2, 0.2, 0.4, 0.6)
    for i, b in enumerate(balls):
        out[b] = (cols[i % len(cols)], -0.6 + 0.2 * (i // len(cols)))
    return out


def contacts(*items: tuple[str, ...], struck: str = "cue", miscue: bool = False) -> list[dict]:
    """Events from compact contacts: ("ball", a, b), ("cushion", ball, side),
    ("pocket", ball, pocket), ("off_table", ball); strike first and rest last."""
    strike: dict[str, Any] = {"t": 0.0, "type": "strike", "ball": struck}
    if miscue:
        strike["miscue"] = True
    events: list[dict[str, Any]] = [strike]
    t = 0.0
    for item in items:
        t += 0.1
        kind = item[0]
        if kind == "ball":
            events.append({"t": t, "type": "ball", "a": item[1], "b": item[2]})
        elif kind == "cushion":
            events.append({"t": t, "type": "cushion", "ball": item[1], "cushion": item[2]})
        elif kind == "pocket":
            events.append({"t": t, "type": "pocket", "ball": item[1], "pocket": item[2]})
        else:
            events.append({"t": t, "type": "off_table", "ball": item[1]})
    events.append({"t": t + 0.5, "type": "rest"})
    return events


@dataclass
class Table:
    """The balls on the cloth as a log goes on (the test's own bookkeeping)."""

    balls: dict[str, Point] = field(default_factory=lambda: dict(rack_positions()))
    shots: list[dict[str, Any]] = field(default_factory=list)

    def shot(
        self,
        *items: tuple[str, ...],
        ball: str = "cue",
        place: Point | None = None,
        moved: Mapping[str, Point] | None = None,
        choices: Mapping[str, Any] | None = None,
        aim: float | None = None,
        miscue: bool = False,
        respot: Mapping[str, Point] | None = None,
        taken: Sequence[str] = (),
    ) -> dict[str, Any]:
        """Append one shot. ``taken``: balls the choices take off before it; ``respot``:
        where the previous ruling put balls back (the test says so, the kit trusts it)."""
        for b in taken:
            self.balls.pop(b, None)
        self.balls.update(respot or {})
        if place is not None:
            self.balls["cue"] = place
        stroke: dict[str, Any] = {"ball": ball, "call": None}
        if place is not None:
            stroke["place"] = list(place)
        if aim is not None:
            stroke.update({"aim_deg": aim, "speed": 3.0})
        events = contacts(*items, struck=ball, miscue=miscue)
        gone = {e["ball"] for e in events if e["type"] in ("pocket", "off_table")}
        self.balls.update(moved or {})
        for b in gone:
            self.balls.pop(b, None)
        raw: dict[str, Any] = {
            "stroke": stroke,
            "events": events,
            "final": {"balls": {b: list(p) for b, p in sorted(self.balls.items())}},
        }
        if choices is not None:
            raw["choices"] = dict(choices)
        self.shots.append(raw)
        return raw

    def log(self, discipline: str, **options: Any) -> dict[str, Any]:
        return {
            "discipline": discipline,
            "options": options,
            "players": ["A", "B"],
            "first": "A",
            "shots": self.shots,
        }

    def judge(self, discipline: str, **options: Any) -> list[dict[str, Any]]:
        return judge(self.log(discipline, **options))


def rack_positions() -> dict[str, Point]:
    from game.tables import PYRAMID_12FT

    return rack(PYRAMID_12FT)


def legal_break(t: Table, pocket: Sequence[str] = ()) -> dict[str, Any]:
    """A legal break (P-10): the coloured ball from the house meets the apex, two object
    balls reach a cushion; ``pocket`` drops those balls too. The balls then lie spread
    out in the middle of the table, the coloured ball below the centre."""
    items: list[tuple[str, ...]] = [("ball", "cue", "4"), ("cushion", "9", "left")]
    items.append(("cushion", "3", "right"))
    items += [("pocket", b, "foot_left") for b in pocket]
    left = [b for b in t.balls if b != "cue" and b not in pocket]
    moved = spread(sorted(left, key=int))
    moved["cue"] = (0.0, -0.3)
    return t.shot(*items, place=HOUSE_SPOT, moved=moved)
