"""The drill pack format (``assets/drills/*.json``) and its validation.

A pack file is one JSON object::

    {"format": "kegli-drills/1",
     "pack": "seven_pins",                      # a short id for the pack
     "drills": [ DRILL, ... ]}

and each DRILL is::

    {"id": "7p-king-alone",                     # unique over all packs, [a-z0-9-]
     "title":     {"en": "...", "ru": "...", "uk": "..."},
     "note":      {"en": "...", "ru": "...", "uk": "..."},   # coaching note, two lines at most
     "goal_text": {"en": "...", "ru": "...", "uk": "..."},   # the goal in words
     "discipline": "seven_pins_classic",        # contract "Identifiers"
     "table": "pyramid-12ft",                   # optional: the discipline's default table
     "balls": {"cue": [x, y], "o1": [x, y]},    # metres, table frame of contract.md
     "pins": {"king": [0, 0]},                  # optional: absent = the discipline's spots,
                                                #   {} = no pins
     "goal": GOAL,                              # machine-checkable, see goals.py
     "attempts": 3,                             # optional, default 3
     "points": 7,                               # artistic coefficient 4-11 (required there)
     "difficulty": 2,                           # 1 (easy) .. 5 (hard)
     "stroke": STROKE,                          # the reference stroke that solves it
     "markers": [{"id": "m1", "at": [x, y]}],   # optional chalk marks for figures
     "zones": [{"id": "z1", "rect": [x0, y0, x1, y1]}],     # optional drawn zones
     "technique": ["follow", "reverse"]}        # optional: what the note coaches and the
                                                #   reference stroke shows (technique.py)

STROKE is the contract's stroke object (``ball`` must be one of the drill's balls).
Every error is an InputError whose field starts with the file name and the JSON path, e.g.
``seven_pins.json: drills[3].balls.o1: overlaps ball cue``.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import disciplines, layouts
from game.drills import goals
from game.drills.technique import NAMES as TECHNIQUES
from game.drills.technique import Technique
from game.errors import InputError
from game.json_input import load_file
from game.limits import MAX_DATA_BYTES
from game.physics.strike import MISCUE_LIMIT
from game.stroke import Stroke
from game.tables import TABLES, Point, Table
from game.values import is_number

FORMAT = "kegli-drills/1"
LANGUAGES = ("en", "ru", "uk")
DEFAULT_ATTEMPTS = 3
ARTISTIC_POINTS = (4, 11)  # rule CA-2
DIFFICULTIES = (1, 5)
_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,63}$")
_DRILL_KEYS = frozenset(
    {
        "id",
        "title",
        "note",
        "goal_text",
        "discipline",
        "table",
        "balls",
        "pins",
        "goal",
        "attempts",
        "points",
        "difficulty",
        "stroke",
        "markers",
        "zones",
        "technique",
    }
)
PIN_CLEARANCE = 0.001  # a ball may not stand on a pin: centre distance >= R + pin radius + 1 mm


@dataclass(frozen=True)
class Marker:
    id: str
    at: Point


@dataclass(frozen=True)
class Zone:
    id: str
    rect: tuple[float, float, float, float]  # x0, y0, x1, y1 with x0 < x1, y0 < y1

    def contains(self, p: Point) -> bool:
        x0, y0, x1, y1 = self.rect
        return x0 <= p[0] <= x1 and y0 <= p[1] <= y1


@dataclass(frozen=True)
class Drill:
    """One validated drill. ``pins`` is explicit (the discipline's spots filled in)."""

    id: str
    pack: str
    title: Mapping[str, str]
    note: Mapping[str, str]
    goal_text: Mapping[str, str]
    discipline: str
    table: str
    balls: Mapping[str, Point]
    pins: Mapping[str, Point]
    goal: goals.Goal
    stroke: Stroke
    difficulty: int
    attempts: int = DEFAULT_ATTEMPTS
    points: int | None = None
    markers: tuple[Marker, ...] = ()
    zones: tuple[Zone, ...] = ()
    technique: tuple[Technique, ...] = ()
    source: str = ""  # the file it came from, for messages
    raw_goal: Mapping[str, Any] = field(default_factory=dict)

    @property
    def cue_ball(self) -> str:
        return self.stroke.ball

    @property
    def table_dims(self) -> Table:
        return TABLES[self.table]

    def context(self) -> goals.Context:
        return goals.Context(
            cue_ball=self.cue_ball,
            discipline=self.discipline,
            markers={m.id: m.at for m in self.markers},
            zones={z.id: z.rect for z in self.zones},
        )

    def request(self, stroke: Stroke | None = None) -> dict[str, Any]:
        """The ``game.simulate`` request for this position and a stroke (default: reference)."""
        return {
            "table": self.table,
            "discipline": self.discipline,
            "balls": {k: [v[0], v[1]] for k, v in sorted(self.balls.items())},
            "pins": {k: [v[0], v[1]] for k, v in sorted(self.pins.items())},
            "stroke": stroke if stroke is not None else self.stroke,
        }

    def to_json(self) -> dict[str, Any]:
        """Back to the file shape (pins always explicit)."""
        out: dict[str, Any] = {
            "id": self.id,
            "title": dict(self.title),
            "note": dict(self.note),
            "goal_text": dict(self.goal_text),
            "discipline": self.discipline,
            "table": self.table,
            "balls": {k: [v[0], v[1]] for k, v in sorted(self.balls.items())},
            "pins": {k: [v[0], v[1]] for k, v in sorted(self.pins.items())},
            "goal": json.loads(json.dumps(self.raw_goal)),
            "attempts": self.attempts,
            "difficulty": self.difficulty,
            "stroke": self.stroke.to_json(),
        }
        if self.points is not None:
            out["points"] = self.points
        if self.markers:
            out["markers"] = [{"id": m.id, "at": list(m.at)} for m in self.markers]
        if self.zones:
            out["zones"] = [{"id": z.id, "rect": list(z.rect)} for z in self.zones]
        if self.technique:
            out["technique"] = [t.value for t in self.technique]
        return out


def ball_radius(table: Table) -> float:
    return layouts.PYRAMID_BALL_R if table.pockets else layouts.CAROM_BALL_R


def _number(raw: Any, where: str) -> float:
    if not is_number(raw):
        raise InputError(where, "must be a finite number")
    return float(raw)


def _int(raw: Any, where: str, lo: int, hi: int) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int) or not lo <= raw <= hi:
        raise InputError(where, f"must be a whole number from {lo} to {hi}")
    return raw


def _point(raw: Any, where: str) -> Point:
    if not isinstance(raw, Sequence) or isinstance(raw, str) or len(raw) != 2:
        raise InputError(where, "must be [x, y] in metres")
    return (_number(raw[0], f"{where}[0]"), _number(raw[1], f"{where}[1]"))


def _texts(raw: Any, where: str) -> dict[str, str]:
    if not isinstance(raw, Mapping):
        raise InputError(where, f"must be an object with {', '.join(LANGUAGES)}")
    out: dict[str, str] = {}
    for lang in LANGUAGES:
        text = raw.get(lang)
        if not isinstance(text, str) or not text.strip():
            raise InputError(f"{where}.{lang}", "missing or empty text")
        out[lang] = text
    extra = sorted(set(raw) - set(LANGUAGES))
    if extra:
        raise InputError(f"{where}.{extra[0]}", "unknown language")
    return out


def parse_stroke(raw: Any, where: str, balls: Mapping[str, Point]) -> Stroke:
    """Check a contract stroke whose ball is one of the drill's; a drill's stroke must not
    miscue (it is the solution a player is shown)."""
    stroke = Stroke.from_json(raw, where, tuple(balls))
    if math.hypot(stroke.side, stroke.height) > MISCUE_LIMIT:
        raise InputError(f"{where}.side", "tip offset beyond the miscue limit (0.6 radii)")
    return stroke


def _check_layout(
    balls: Mapping[str, Point], pins: Mapping[str, Point], table: Table, discipline: str, where: str
) -> None:
    r = ball_radius(table)
    for ball in sorted(balls):
        x, y = balls[ball]
        if abs(x) > table.half_width - r or abs(y) > table.half_length - r:
            raise InputError(f"{where}.balls.{ball}", "is off the cloth")
    names = sorted(balls)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            if math.dist(balls[a], balls[b]) < 2 * r - 1e-9:
                raise InputError(f"{where}.balls.{b}", f"overlaps ball {a}")
    for pin in sorted(pins):
        px, py = pins[pin]
        if abs(px) > table.half_width or abs(py) > table.half_length:
            raise InputError(f"{where}.pins.{pin}", "is off the cloth")
        pr = disciplines.get(discipline).pin_kind(pin).radius
        for ball in names:
            if math.dist(balls[ball], pins[pin]) < r + pr + PIN_CLEARANCE:
                raise InputError(f"{where}.balls.{ball}", f"stands on pin {pin}")


def parse_drill(raw: Any, where: str, pack: str, source: str = "") -> Drill:
    """Validate one drill object; ``where`` prefixes every error field."""
    if not isinstance(raw, Mapping):
        raise InputError(where, "a drill must be an object")
    extra = sorted(set(raw) - _DRILL_KEYS)
    if extra:
        raise InputError(f"{where}.{extra[0]}", "unknown drill field")
    drill_id = raw.get("id")
    if not isinstance(drill_id, str) or not _ID.match(drill_id):
        raise InputError(f"{where}.id", "must be a short id of a-z, 0-9 and '-'")
    entry = disciplines.get(raw.get("discipline"), f"{where}.discipline")
    discipline = entry.id
    table_id = raw.get("table", entry.default_table)
    if table_id not in TABLES:
        raise InputError(f"{where}.table", f"unknown table {table_id!r}")
    if table_id != entry.default_table:
        raise InputError(f"{where}.table", f"{discipline} is played on {entry.default_table}")
    table = TABLES[table_id]
    raw_balls = raw.get("balls")
    if not isinstance(raw_balls, Mapping) or not raw_balls:
        raise InputError(f"{where}.balls", "must be an object of ball positions")
    balls: dict[str, Point] = {}
    for ball in sorted(raw_balls):
        if ball not in entry.balls:  # the discipline's ball set (P-4: the numbered balls)
            raise InputError(f"{where}.balls.{ball}", f"no such ball on {table_id}")
        balls[ball] = _point(raw_balls[ball], f"{where}.balls.{ball}")
    allowed_pins = entry.pins
    if "pins" in raw:
        raw_pins = raw["pins"]
        if not isinstance(raw_pins, Mapping):
            raise InputError(f"{where}.pins", "must be an object of pin positions")
        pins: dict[str, Point] = {}
        for pin in sorted(raw_pins):
            if pin not in allowed_pins:
                raise InputError(f"{where}.pins.{pin}", f"no such pin in {discipline}")
            pins[pin] = _point(raw_pins[pin], f"{where}.pins.{pin}")
    else:
        pins = entry.default_pins()
    _check_layout(balls, pins, table, discipline, where)
    markers = tuple(_markers(raw.get("markers", []), f"{where}.markers", table))
    zones = tuple(_zones(raw.get("zones", []), f"{where}.zones"))
    stroke = parse_stroke(raw.get("stroke"), f"{where}.stroke", balls)
    ctx = goals.Context(
        cue_ball=stroke.ball,
        discipline=discipline,
        markers={m.id: m.at for m in markers},
        zones={z.id: z.rect for z in zones},
    )
    goal = goals.parse_goal(
        raw.get("goal"), f"{where}.goal", ctx, balls=entry.balls, pins=allowed_pins
    )
    attempts = _int(raw.get("attempts", DEFAULT_ATTEMPTS), f"{where}.attempts", 1, 20)
    difficulty = _int(raw.get("difficulty"), f"{where}.difficulty", *DIFFICULTIES)
    points: int | None = None
    if entry.figures or "points" in raw:
        points = _int(raw.get("points"), f"{where}.points", *ARTISTIC_POINTS)
    return Drill(
        id=drill_id,
        pack=pack,
        title=_texts(raw.get("title"), f"{where}.title"),
        note=_texts(raw.get("note"), f"{where}.note"),
        goal_text=_texts(raw.get("goal_text"), f"{where}.goal_text"),
        discipline=discipline,
        table=table_id,
        balls=balls,
        pins=pins,
        goal=goal,
        stroke=stroke,
        difficulty=difficulty,
        attempts=attempts,
        points=points,
        markers=markers,
        zones=zones,
        technique=_technique(raw.get("technique", []), f"{where}.technique"),
        source=source,
        raw_goal=json.loads(json.dumps(raw.get("goal"))),
    )


def _markers(raw: Any, where: str, table: Table) -> list[Marker]:
    if not isinstance(raw, Sequence) or isinstance(raw, str):
        raise InputError(where, "must be a list of markers")
    out: list[Marker] = []
    for i, m in enumerate(raw):
        w = f"{where}[{i}]"
        if not isinstance(m, Mapping) or not isinstance(m.get("id"), str) or not m["id"]:
            raise InputError(f"{w}.id", "a marker needs a string id")
        at = _point(m.get("at"), f"{w}.at")
        if abs(at[0]) > table.half_width or abs(at[1]) > table.half_length:
            raise InputError(f"{w}.at", "is off the cloth")
        if any(o.id == m["id"] for o in out):
            raise InputError(f"{w}.id", f"duplicate marker {m['id']!r}")
        out.append(Marker(m["id"], at))
    return out


def _technique(raw: Any, where: str) -> tuple[Technique, ...]:
    if not isinstance(raw, Sequence) or isinstance(raw, str):
        raise InputError(where, "must be a list of techniques")
    for i, name in enumerate(raw):
        if not isinstance(name, str) or name not in TECHNIQUES:
            raise InputError(f"{where}[{i}]", f"unknown technique; known: {', '.join(TECHNIQUES)}")
    return tuple(dict.fromkeys(Technique(name) for name in raw))  # each once, in order


def _zones(raw: Any, where: str) -> list[Zone]:
    if not isinstance(raw, Sequence) or isinstance(raw, str):
        raise InputError(where, "must be a list of zones")
    out: list[Zone] = []
    for i, z in enumerate(raw):
        w = f"{where}[{i}]"
        if not isinstance(z, Mapping) or not isinstance(z.get("id"), str) or not z["id"]:
            raise InputError(f"{w}.id", "a zone needs a string id")
        rect = goals.parse_rect(z.get("rect"), f"{w}.rect")
        if any(o.id == z["id"] for o in out):
            raise InputError(f"{w}.id", f"duplicate zone {z['id']!r}")
        out.append(Zone(z["id"], rect))
    return out


def parse_pack(raw: Any, source: str) -> list[Drill]:
    """Validate a whole pack; ``source`` (the file name) starts every error field."""
    if not isinstance(raw, Mapping):
        raise InputError(source, "a drill pack must be a JSON object")
    if raw.get("format") != FORMAT:
        raise InputError(f"{source}: format", f"must be {FORMAT!r}")
    pack = raw.get("pack")
    if not isinstance(pack, str) or not _ID.match(pack):
        raise InputError(f"{source}: pack", "must be a short id of a-z, 0-9 and '-'")
    drills = raw.get("drills")
    if not isinstance(drills, Sequence) or isinstance(drills, str) or not drills:
        raise InputError(f"{source}: drills", "must be a non-empty list")
    out = [parse_drill(d, f"{source}: drills[{i}]", pack, source) for i, d in enumerate(drills)]
    seen: set[str] = set()
    for i, d in enumerate(out):
        if d.id in seen:
            raise InputError(f"{source}: drills[{i}].id", f"duplicate id {d.id!r}")
        seen.add(d.id)
    return out


def load_pack(path: Path) -> list[Drill]:
    """One pack file, read through game.json_input (bounded, strict) and validated."""
    return parse_pack(load_file(path, MAX_DATA_BYTES, path.name), path.name)


def _default_dir(root: Path) -> Path:
    """assets/drills at the root of a checkout or a frozen bundle; in an installed wheel the
    resources are the app package's data, app/_data/assets (packaging/wheel_data.py)."""
    for folder in (root / "assets" / "drills", root / "app" / "_data" / "assets" / "drills"):
        if folder.is_dir():
            return folder
    return root / "assets" / "drills"


DEFAULT_DIR = _default_dir(Path(__file__).resolve().parents[2])


def load_all(directory: Path | None = None) -> list[Drill]:
    """Every pack in the folder, in file-name order; ids must be unique across packs."""
    folder = directory or DEFAULT_DIR
    drills: list[Drill] = []
    seen: dict[str, str] = {}
    for path in sorted(folder.glob("*.json")):
        for i, d in enumerate(load_pack(path)):
            if d.id in seen:
                raise InputError(
                    f"{path.name}: drills[{i}].id", f"id {d.id!r} is already used in {seen[d.id]}"
                )
            seen[d.id] = path.name
            drills.append(d)
    return drills
