"""Issue 19: a save records which players the computer plays and at what level (save
version 2, docs/save-format.md); every older save without computers still loads, as a
hot-seat game."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.errors import InputError
from game.saves.autosave import keep_match, save_match
from game.saves.format import VERSION, document_from_match, encode
from game.saves.load import load_bytes, load_document, load_file
from tests.saves.games import hand_game

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def versus() -> dict[str, Any]:
    m = hand_game(4)
    return json.loads(encode(document_from_match(m, {}, {m.config.players[1]: 4})))


def test_the_computer_seat_round_trips(versus) -> None:
    m = hand_game(4)
    who = m.config.players[1]
    assert versus["version"] == VERSION
    assert versus["computers"] == {who: 4}
    loaded = load_bytes(encode(versus))
    assert loaded.computers == {who: 4}
    assert loaded.match.scores == m.scores


def test_the_fast_writer_records_it_too(tmp_path: Path) -> None:
    m = hand_game(4)
    a, b = m.config.players
    path = save_match(m, tmp_path / "g.kegli", {}, computers={b: 2, "nobody": 5})
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert raw["version"] == VERSION and raw["computers"] == {b: 2}
    assert load_file(path, verify=False).computers == {b: 2}
    kept = keep_match(m, {}, computers={a: 5})
    assert load_file(kept, verify=False).computers == {a: 5}


def test_a_hot_seat_save_has_no_computers(tmp_path: Path) -> None:
    m = hand_game(4)
    doc = json.loads(encode(document_from_match(m, {})))
    assert "computers" not in doc
    path = save_match(m, tmp_path / "h.kegli")
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert "computers" not in raw
    assert load_file(path, verify=False).computers == {}


def test_an_old_save_loads_as_hot_seat(versus) -> None:
    old = copy.deepcopy(versus)
    del old["computers"], old["physics"]
    old["version"] = 1
    assert load_document(old).computers == {}


def test_a_save_with_computers_is_still_a_shot_log(tmp_path: Path, versus) -> None:
    path = tmp_path / "v.kegli"
    path.write_bytes(encode(versus))
    done = subprocess.run(
        [sys.executable, "-m", "game", "judge", str(path)],
        capture_output=True, text=True, cwd=ROOT, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d.update(version=1), "computers"),
        (lambda d: d.update(computers={"Zed": 3}), "computers.Zed"),
        (lambda d: d["computers"].update({d["players"][1]: 0}), "computers."),
        (lambda d: d["computers"].update({d["players"][1]: 6}), "computers."),
        (lambda d: d["computers"].update({d["players"][1]: True}), "computers."),
        (lambda d: d["computers"].update({d["players"][1]: "3"}), "computers."),
        (lambda d: d.update(computers=[3]), "computers"),
    ],
)
def test_bad_computer_seats_are_refused(versus, change, field) -> None:
    doc = copy.deepcopy(versus)
    change(doc)
    with pytest.raises(InputError) as info:
        load_document(doc)
    assert info.value.field.startswith(field)


def test_a_kept_file_name_is_safe_and_fits_a_file_name() -> None:
    from game.file_names import MAX_NAME
    from game.saves.autosave import file_stem

    stem = file_stem(["Трёхбортный карамболь", "Анна/..\\x", "Б" * 300, "2026-12-01 16-30"])
    assert stem.startswith("Трёхбортный карамболь - Анна_x - ББ")
    assert not set('/\\:*?"<>|') & set(stem)
    assert len((stem + " (12).kegli").encode()) <= MAX_NAME
    assert file_stem(["", "///"]) == "_ - _"
