"""The free table's positions: where each ball and pin may be put, the layout a shot leaves,
and what the shot did in words (context "FreeTable")."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from app.words.referee import HAPPENED, ball_name, foul_text, message_text, pin_name
from app.words.text import arg
from app.words.text import tr as text_tr
from game import disciplines
from game.drills.format import PIN_CLEARANCE
from game.drills.free_reading import reading
from game.events import Event
from game.openings import ball_radius
from game.physics.api import SimResult
from game.physics.placement import ball_fits
from game.rules.model import MatchConfig
from game.stroke import Stroke
from game.tables import TABLES, Point

CTX = "FreeTable"


def tr(text: str, n: int = -1) -> str:
    return text_tr(CTX, text, n)


# -- positions -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Layout:
    """Balls on the cloth and standing pins, as the free table holds them between edits."""

    balls: dict[str, Point]
    pins: dict[str, Point]


def start_layout(discipline: str) -> Layout:
    """The discipline's own starting layout: the break position with its pins."""
    spec = disciplines.get(discipline)
    assert spec.opening is not None  # the free table offers refereed disciplines only
    config = MatchConfig(discipline, {}, ("A", "B"), "A", spec.default_table)
    balls = spec.opening(config).position.balls
    return Layout(dict(sorted(balls.items())), dict(disciplines.default_pins(discipline)))


def radius(discipline: str) -> float:
    return ball_radius(TABLES[disciplines.get(discipline).default_table])


def ball_problem(discipline: str, layout: Layout, ball: str, at: Point) -> str | None:
    """Why ``ball`` may not lie at ``at`` (None: it fits). The physics decides the cloth and
    the pockets' jaws; balls may not overlap; pins keep the drill format's clearance."""
    r = radius(discipline)
    if not ball_fits(disciplines.get(discipline).default_table, at, r):
        return tr("The ball does not fit there.")
    for other, p in sorted(layout.balls.items()):
        if other != ball and math.dist(p, at) < 2 * r:
            return tr("The ball would overlap another ball.")
    for pin, p in sorted(layout.pins.items()):
        pr = disciplines.pin_kind(discipline, pin).radius
        if math.dist(p, at) < r + pr + PIN_CLEARANCE:
            return tr("The ball would stand on a pin.")
    return None


def pin_problem(discipline: str, layout: Layout, pin: str, at: Point) -> str | None:
    pr = disciplines.pin_kind(discipline, pin).radius
    table = TABLES[disciplines.get(discipline).default_table]
    if abs(at[0]) > table.half_width - pr or abs(at[1]) > table.half_length - pr:
        return tr("The pin does not fit there.")
    if not ball_fits(table.id, at, pr):
        return tr("The pin does not fit there.")
    r = radius(discipline)
    for p in layout.balls.values():
        if math.dist(p, at) < r + pr + PIN_CLEARANCE:
            return tr("The pin would stand under a ball.")
    for other, p in sorted(layout.pins.items()):
        if other != pin and math.dist(p, at) < pr + disciplines.pin_kind(discipline, other).radius:
            return tr("The pin would overlap another pin.")
    return None


def layout_after(layout: Layout, result: SimResult) -> Layout:
    """Where the shot left things: balls still on the cloth, pins still standing."""
    final = result.final()
    gone = set(final["pocketed"]) | set(final["off_table"])
    balls = {
        k: (float(v[0]), float(v[1])) for k, v in sorted(final["balls"].items()) if k not in gone
    }
    standing = set(final["pins_standing"])
    return Layout(balls, {p: xy for p, xy in layout.pins.items() if p in standing})


def reading_text(discipline: str, layout: Layout, stroke: Stroke, result: SimResult) -> str:
    """What the referee makes of the shot, or the contacts in order when it has no word."""
    judged = reading(discipline, layout.balls, layout.pins, stroke, result)
    if judged is not None:
        _config, d = judged
        said = [t for s, t in (message_text(discipline, m) for m in d.messages) if s == HAPPENED]
        for code in d.fouls:
            text = foul_text(code)
            if not any(m.key.endswith(f".{code}") for m in d.messages) and text not in said:
                said.append(text)
        if not said:
            said.append(tr("No score."))
        if not d.fouls and d.points > 0:
            said.append(tr("In a game this shot is worth %n point(s).", d.points))
        return " ".join(said)
    return events_text(discipline, result.events)


def events_text(discipline: str, events: Sequence[Event]) -> str:
    names: list[str] = []
    for e in events:
        if e.type == "ball":
            names.append(arg(tr("%1 hits %2"), ball_name(discipline, str(e.a)),
                             ball_name(discipline, str(e.b))))  # fmt: skip
        elif e.type == "cushion":
            names.append(arg(tr("%1 off a cushion"), ball_name(discipline, str(e.ball))))
        elif e.type == "pin_down":
            names.append(arg(tr("%1 down"), pin_name(str(e.pin))))
        elif e.type == "pocket":
            names.append(arg(tr("%1 pocketed"), ball_name(discipline, str(e.ball))))
    if not names:
        return tr("Nothing was touched.")
    return arg(tr("Events: %1."), "; ".join(names))
