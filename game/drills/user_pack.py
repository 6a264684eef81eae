"""The player's own drills, saved from the free table into ``user_drills.json``.

The file lives in the user data directory (``progress.default_dir``, ``$KEGLI_DATA_DIR``)
and is an ordinary pack in the format of ``assets/drills`` (``format.py``), so the browser,
the card and ``drills verify`` treat it like any other pack. The whole new pack is
validated before it is written, the write is atomic, and a damaged file is never
overwritten: saving into it raises the same InputError that loading it does.

Goals come from a short list of templates the format supports; their words are stored in
all three languages like the packs' own texts (drill data, not window text). The title the
player types is kept as it is in the en, ru and uk fields.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import disciplines
from game.drills.format import FORMAT, Drill, load_all, load_pack, parse_pack
from game.drills.progress import default_dir, write_atomic
from game.errors import InputError
from game.stroke import Stroke
from game.tables import POCKETS, TABLES, Point

FILE_NAME = "user_drills.json"
PACK = "user"
ID_PREFIX = "my-"

Texts = dict[str, str]

NOTE: Texts = {
    "en": "Your own position, saved from the free table.",
    "ru": "Ваша позиция, сохранённая со свободного стола.",
    "uk": "Ваша позиція, збережена з вільного столу.",
}

# Ball names as the object of "pocket ...": ru accusative (masculine, like the packs' "шар"),
# uk accusative (feminine "куля"; the cue ball "биток" is masculine).
_BALLS: dict[str, dict[str, Texts]] = {  # by the discipline's ball set
    "pyramid": {
        "cue": {"en": "the red cue ball", "ru": "красный биток", "uk": "червоний биток"},
        "o1": {"en": "the pink", "ru": "розовый", "uk": "рожеву"},
        "o2": {"en": "the black", "ru": "чёрный", "uk": "чорну"},
    },
    "federation": {
        "cue": {"en": "the cue ball", "ru": "биток", "uk": "биток"},
        "o1": {"en": "white 1", "ru": "белый 1", "uk": "білу 1"},
        "o2": {"en": "white 2", "ru": "белый 2", "uk": "білу 2"},
    },
}

# After "in the ... pocket" / "в ... лузу" / "в ... лузу" (accusative, as the packs say it).
# Named as the player sees the table drawn: the head on the left, the left long cushion at
# the top (app/table/screen_geometry.py), as the window's own words name them.
_POCKETS: dict[str, Texts] = {
    "head_left": {
        "en": "top-left corner",
        "ru": "верхнюю левую угловую",
        "uk": "верхню ліву кутову",
    },
    "head_right": {
        "en": "bottom-left corner",
        "ru": "нижнюю левую угловую",
        "uk": "нижню ліву кутову",
    },
    "side_left": {"en": "top side", "ru": "верхнюю среднюю", "uk": "верхню середню"},
    "side_right": {"en": "bottom side", "ru": "нижнюю среднюю", "uk": "нижню середню"},
    "foot_left": {
        "en": "top-right corner",
        "ru": "верхнюю правую угловую",
        "uk": "верхню праву кутову",
    },
    "foot_right": {
        "en": "bottom-right corner",
        "ru": "нижнюю правую угловую",
        "uk": "нижню праву кутову",
    },
}


@dataclass(frozen=True)
class GoalTemplate:
    """A goal the player may pick when saving; ``pocket`` templates also take a ball and a
    pocket."""

    id: str
    disciplines: tuple[str, ...]
    goal: Mapping[str, Any]
    text: Texts
    pocket: bool = False


_ENTRIES = tuple(disciplines.REGISTRY.values())
_SEVEN = tuple(d.id for d in _ENTRIES if TABLES[d.default_table].pockets)  # pocket goals
_CAROM_TABLE = tuple(
    d.id for d in _ENTRIES if not TABLES[d.default_table].pockets and not d.figures
)
_PINS = tuple(d.id for d in _ENTRIES if d.pins)

TEMPLATES: tuple[GoalTemplate, ...] = (
    GoalTemplate(
        "three_cushion_point",
        _CAROM_TABLE,
        {"three_cushion_point": True},
        {
            "en": "Score a three-cushion point (rule C3-1).",
            "ru": "Сделайте очко в три борта (правило C3-1).",
            "uk": "Зробіть очко в три борти (правило C3-1).",
        },
    ),
    GoalTemplate(
        "carom",
        (*_SEVEN, *_CAROM_TABLE),
        {"carom": True},
        {
            "en": "Touch both other balls with the cue ball (a carom).",
            "ru": "Коснитесь битком обоих других шаров (карамболь).",
            "uk": "Торкніться битком обох інших куль (карамболь).",
        },
    ),
    GoalTemplate(
        "king_alone",
        _SEVEN,
        {"pins_down_exactly": ["king"], "legal": True},
        {
            "en": "Knock down the king alone, legally (50).",
            "ru": "Собейте одного короля по правилам (50).",
            "uk": "Збийте самого короля за правилами (50).",
        },
    ),
    GoalTemplate(
        "pins_legally",
        _PINS,
        {"pins_down_min": 1, "legal": True},
        {
            "en": "Knock down at least one pin legally.",
            "ru": "Собейте хотя бы одну кеглю по правилам.",
            "uk": "Збийте хоча б одну фішку за правилами.",
        },
    ),
    GoalTemplate(
        "pocket",
        _SEVEN,
        {},
        {
            "en": "Pocket %ball in the %pocket pocket.",
            "ru": "Забейте %ball в %pocket лузу.",
            "uk": "Забийте %ball в %pocket лузу.",
        },
        pocket=True,
    ),
)
TEMPLATE_IDS = tuple(t.id for t in TEMPLATES)


def template(template_id: str) -> GoalTemplate:
    for t in TEMPLATES:
        if t.id == template_id:
            return t
    raise InputError("goal", f"unknown goal template {template_id!r}")


def templates_for(discipline: str) -> tuple[GoalTemplate, ...]:
    return tuple(t for t in TEMPLATES if discipline in t.disciplines)


def goal_for(
    template_id: str, discipline: str, ball: str | None = None, pocket: str | None = None
) -> tuple[dict[str, Any], Texts]:
    """The goal object and its words in en/ru/uk for a template."""
    t = template(template_id)
    if discipline not in t.disciplines:
        raise InputError("goal", f"{template_id!r} is not a goal of {discipline}")
    if not t.pocket:
        return json.loads(json.dumps(t.goal)), dict(t.text)
    names = _BALLS[disciplines.get(discipline).ball_set]
    if ball not in names:
        raise InputError("goal.ball", f"unknown ball {ball!r}")
    if pocket not in POCKETS:
        raise InputError("goal.pocket", f"unknown pocket {pocket!r}")
    words = {
        lang: text.replace("%ball", names[ball][lang]).replace("%pocket", _POCKETS[pocket][lang])
        for lang, text in t.text.items()
    }
    return {"pocketed": ball, "pocket": pocket}, words


def path(directory: Path | None = None) -> Path:
    return (directory or default_dir()) / FILE_NAME


def load(directory: Path | None = None) -> list[Drill]:
    """The player's drills; none when the file does not exist yet. A damaged file raises an
    InputError naming ``user_drills.json`` and the field (never silently emptied)."""
    p = path(directory)
    if not p.exists():
        return []
    drills = load_pack(p)
    _check_own_ids(drills)
    return drills


def _check_own_ids(drills: Sequence[Drill]) -> None:
    """A drill of the player's may not take a built-in drill's id: one id, one drill."""
    builtin = {d.id for d in load_all()}
    for i, d in enumerate(drills):
        if d.id in builtin:
            raise InputError(
                f"{FILE_NAME}: drills[{i}].id", f"{d.id!r} is the id of one of the game's drills"
            )


def _raw_pack(directory: Path | None) -> list[dict[str, Any]]:
    """The drills already in the file as JSON objects, after checking the file loads."""
    p = path(directory)
    if not p.exists():
        return []
    drills = load_pack(p)  # a damaged file stops the save here: nothing is overwritten
    _check_own_ids(drills)
    return [d.to_json() for d in drills]


def new_id(taken: Sequence[str]) -> str:
    used = set(taken)
    n = 1
    while f"{ID_PREFIX}{n}" in used:
        n += 1
    return f"{ID_PREFIX}{n}"


def build(
    *,
    drill_id: str,
    title: str,
    discipline: str,
    balls: Mapping[str, Point],
    pins: Mapping[str, Point],
    stroke: Stroke,
    goal: Mapping[str, Any],
    goal_text: Texts,
    difficulty: int = 3,
    attempts: int = 3,
    note: str = "",
) -> dict[str, Any]:
    """A drill object in the file shape (validate it with ``format.parse_drill``)."""
    name = " ".join(title.split())
    if not name:
        raise InputError("title", "give the drill a title")
    said = " ".join(note.split())
    return {
        "id": drill_id,
        "title": {"en": name, "ru": name, "uk": name},
        "note": {"en": said, "ru": said, "uk": said} if said else dict(NOTE),
        "goal_text": dict(goal_text),
        "discipline": discipline,
        "table": disciplines.get(discipline).default_table,
        "balls": {k: [float(v[0]), float(v[1])] for k, v in sorted(balls.items())},
        "pins": {k: [float(v[0]), float(v[1])] for k, v in sorted(pins.items())},
        "goal": json.loads(json.dumps(goal)),
        "attempts": attempts,
        "difficulty": difficulty,
        "stroke": {k: v for k, v in sorted(stroke.to_json().items()) if v is not None},
    }


def add(raw_drill: Mapping[str, Any], directory: Path | None = None) -> Drill:
    """Append a drill to the user pack and write it atomically; returns the saved drill.

    It gets a fresh id ``my-N``, free among the player's and the game's drills. The whole
    new pack is validated before anything is written.
    """
    existing = _raw_pack(directory)
    taken = [d["id"] for d in existing] + [d.id for d in load_all()]
    drill = dict(raw_drill)
    drill["id"] = new_id(taken)
    pack = {"format": FORMAT, "pack": PACK, "drills": [*existing, drill]}
    saved = parse_pack(pack, FILE_NAME)  # InputError: nothing is written
    write_atomic(path(directory), json.dumps(pack, ensure_ascii=False, indent=1) + "\n")
    return saved[-1]
