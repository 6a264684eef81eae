"""Drill file validation: every error names the file and the field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.drills import format as fmt
from game.errors import InputError
from tests.drills.helpers import carom_raw, drill, pins_raw


def write_pack(folder: Path, name: str, drills: list[dict[str, Any]], **over: Any) -> Path:
    pack = {"format": fmt.FORMAT, "pack": "t", "drills": drills, **over}
    path = folder / name
    path.write_text(json.dumps(pack), encoding="utf-8")
    return path


def test_valid_drill_fills_defaults() -> None:
    d = drill(pins_raw())
    assert d.attempts == fmt.DEFAULT_ATTEMPTS == 3
    assert set(d.pins) == {"king", "n", "s", "e", "w", "head", "foot"}  # 7C-2 spots
    assert d.table == "pyramid-12ft"
    assert d.cue_ball == "cue"
    assert d.stroke.side == 0.0 and d.stroke.elevation_deg == 0.0
    assert d.points is None
    req = d.request()
    assert req["stroke"].aim_deg == 90.0 and req["pins"]["king"] == [0.0, 0.0]
    assert drill(pins_raw(pins={})).pins == {}


def test_round_trip_through_json() -> None:
    d = drill(carom_raw(zones=[{"id": "z", "rect": [0, 0, 0.2, 0.2]}]))
    again = fmt.parse_drill(d.to_json(), "again", "test")
    assert again.to_json() == d.to_json()


@pytest.mark.parametrize(
    ("over", "field"),
    [
        ({"id": "Bad Id"}, "id"),
        ({"discipline": "snooker"}, "discipline"),
        ({"table": "pyramid-12ft"}, "table"),
        ({"balls": {"white": [0.0, -0.7], "cue": [0, 0]}}, "balls.cue"),
        ({"balls": {"white": [0.0, -0.7], "yellow": [0.02, -0.7]}}, "balls.yellow"),
        ({"balls": {"white": [0.7, 0.0]}}, "balls.white"),  # off the cloth (R = 30.75 mm)
        ({"balls": {"white": [0.0, "x"]}}, "balls.white[1]"),
        ({"title": {"en": "a", "ru": "б"}}, "title.uk"),
        ({"note": {"en": "a", "ru": "б", "uk": " "}}, "note.uk"),
        ({"goal": {"first_contact": "blue"}}, "goal.first_contact"),
        ({"attempts": 0}, "attempts"),
        ({"difficulty": 6}, "difficulty"),
        ({"points": 12}, "points"),
        ({"stroke": {"ball": "red", "aim_deg": 0, "speed": 13}}, "stroke.speed"),
        ({"stroke": {"ball": "blue", "aim_deg": 0, "speed": 1}}, "stroke.ball"),
        (
            {"stroke": {"ball": "white", "aim_deg": 0, "speed": 1, "side": 0.5, "height": 0.5}},
            "stroke.side",
        ),
        ({"stroke": {"ball": "white", "aim_deg": 0, "speed": 1, "english": 1}}, "stroke.english"),
        ({"colour": "blue"}, "colour"),
        ({"zones": [{"id": "z", "rect": [0, 0, 0, 1]}]}, "zones[0].rect"),
        ({"markers": [{"id": "m", "at": [5, 0]}]}, "markers[0].at"),
    ],
)
def test_bad_fields_are_named(over: dict[str, Any], field: str) -> None:
    with pytest.raises(InputError) as err:
        fmt.parse_drill(carom_raw(**over), "pack.json: drills[2]", "t")
    assert err.value.field == f"pack.json: drills[2].{field}"


def test_artistic_needs_a_coefficient_4_to_11_rule_CA2() -> None:
    raw = carom_raw(discipline="artistic", goal={"carom": True})
    with pytest.raises(InputError, match=r"drills\[0\]\.points"):
        drill(raw)
    for bad in (3, 12):
        with pytest.raises(InputError, match="points"):
            drill({**raw, "points": bad})
    assert drill({**raw, "points": 11}).points == 11


def test_ball_standing_on_a_pin_is_refused() -> None:
    with pytest.raises(InputError) as err:
        drill(pins_raw(balls={"cue": [0.0, 0.03], "o1": [0.4, -0.4]}))
    assert err.value.field.endswith("balls.cue")


def test_pack_errors_name_the_file(tmp_path: Path) -> None:
    good = write_pack(tmp_path, "a.json", [carom_raw()])
    assert [d.id for d in fmt.load_pack(good)] == ["c-test"]
    bad = write_pack(tmp_path, "b.json", [carom_raw(id="x1"), carom_raw(id="x2", difficulty=0)])
    with pytest.raises(InputError) as err:
        fmt.load_pack(bad)
    assert err.value.field == "b.json: drills[1].difficulty"
    assert str(err.value).startswith("b.json: drills[1].difficulty:")
    (tmp_path / "c.json").write_text("{nope", encoding="utf-8")
    with pytest.raises(InputError, match=r"^c\.json: not valid JSON"):
        fmt.load_pack(tmp_path / "c.json")
    fmtbad = write_pack(tmp_path, "d.json", [carom_raw()], format="other")
    with pytest.raises(InputError, match=r"^d\.json: format"):
        fmt.load_pack(fmtbad)


def test_ids_unique_within_and_across_packs(tmp_path: Path) -> None:
    dup = write_pack(tmp_path, "a.json", [carom_raw(), carom_raw()])
    with pytest.raises(InputError, match=r"a\.json: drills\[1\]\.id"):
        fmt.load_pack(dup)
    dup.unlink()
    write_pack(tmp_path, "a.json", [carom_raw()])
    write_pack(tmp_path, "b.json", [carom_raw()])
    with pytest.raises(InputError, match=r"b\.json: drills\[0\]\.id: .*a\.json"):
        fmt.load_all(tmp_path)


def test_shipped_packs_are_valid() -> None:
    drills = fmt.load_all()
    by = {}
    for d in drills:
        by.setdefault(d.discipline, []).append(d)
    if not drills:
        pytest.skip("no packs yet")
    assert all(d.points is not None and 4 <= d.points <= 11 for d in by.get("artistic", []))
