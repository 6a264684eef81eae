"""A game is played, saved, verified and replayed with its own physics set.

``tests/saves/legacy/`` holds saves written by the code before physics sets were named
(versions 1 and 2, no ``physics`` field): they were played with kegli-1 and must verify with
it forever. ``slow_cloth`` (tests/conftest.py) is a set that differs from every real one.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.__main__ import main
from game.ai.evaluate import context_for, request
from game.errors import InputError
from game.lag import lag_request
from game.match import Match
from game.physics import sets
from game.physics.api import simulate_detailed
from game.rules.judge import parse_config
from game.saves.autosave import save_match
from game.saves.format import PHYSICS_VERSION, document_from_match, encode
from game.saves.load import load_bytes, load_file
from game.saves.problems import SaveError
from game.saves.replay import replay_shot, request_for_shot
from game.saves.verify import verify_log
from game.stroke import Stroke
from tests.saves.games import PLAYERS, place_in_hand, stroke

LEGACY_SAVES = sorted((Path(__file__).parent / "legacy").glob("*.kegli"))
# Carom saves written while a set was current, kept in a folder named after it: the carom
# table changed with the set that followed it (the registry's next), so only the set a file
# names replays it.
_NAMES = list(sets.REGISTRY)
SUPERSEDED = {
    folder.name: _NAMES[_NAMES.index(folder.name) + 1]
    for folder in sorted(Path(__file__).parent.iterdir())
    if folder.is_dir() and folder.name in sets.REGISTRY
}
SUPERSEDED_SAVES = [
    (played_with, path)
    for played_with in SUPERSEDED
    for path in sorted((Path(__file__).parent / played_with).glob("*.kegli"))
]


def played(physics: str | None, discipline: str = "three_cushion", shots: int = 4) -> Match:
    """A real game with the engine, every stroke through the match's own request."""
    m = Match.new(discipline, list(PLAYERS), physics=physics)
    for i, aim in enumerate((80.0, 95.0, 70.0, 100.0, 85.0)[:shots]):
        if m.over:
            break
        if m.ball_in_hand is not None:
            place_in_hand(m)
        s = stroke(aim, 2.0 + 0.5 * (i % 3), ball=m.next_ball)
        m.apply(s, simulate_detailed(m.request_for(s)))
    return m


def test_there_are_saves_of_every_kind_from_before_sets() -> None:
    versions = set()
    disciplines = set()
    for path in LEGACY_SAVES:
        raw = json.loads(path.read_text(encoding="utf-8"))
        assert "physics" not in raw
        versions.add(raw["version"])
        disciplines.add((raw["discipline"], raw["table"]))
    assert versions == {1, 2}
    assert len(disciplines) >= 5


@pytest.mark.parametrize("path", LEGACY_SAVES, ids=lambda p: p.stem)
def test_a_save_from_before_sets_loads_and_verifies_with_the_legacy_set(path: Path) -> None:
    game = load_file(path)
    assert game.document.physics == sets.LEGACY.name
    assert game.match.config.physics == sets.LEGACY.name
    assert game.verification is not None and game.verification.ok, game.verification
    assert request_for_shot(game.document.log, 0)["physics"] == sets.LEGACY.name
    assert replay_shot(game.document.log, len(game.match.records) - 1).equal


def test_check_save_reports_the_set(capsys) -> None:
    assert main(["check-save", str(LEGACY_SAVES[0])]) == 0
    out = capsys.readouterr().out.strip()
    assert f"; physics {sets.LEGACY.name};" in out and out.endswith("replays as saved")


def test_a_new_save_names_the_current_set(tmp_path: Path, capsys) -> None:
    m = played(None, shots=2)
    assert m.config.physics == sets.CURRENT.name
    doc = document_from_match(m)
    assert doc["physics"] == sets.CURRENT.name and doc["version"] == PHYSICS_VERSION
    path = save_match(m, tmp_path / "new.kegli")
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert raw["physics"] == sets.CURRENT.name
    assert main(["check-save", str(path)]) == 0
    assert f"; physics {sets.CURRENT.name};" in capsys.readouterr().out


def test_a_game_verifies_only_with_the_set_it_was_played_with(
    slow_cloth, tmp_path: Path, capsys
) -> None:
    m = played(slow_cloth.name, shots=4)
    assert all(r.result["events"] for r in m.records)
    path = save_match(m, tmp_path / "slow.kegli")
    game = load_file(path)
    assert game.document.physics == slow_cloth.name
    assert game.verification is not None and game.verification.ok
    for i in range(len(m.records)):
        assert replay_shot(game.document.log, i).equal
    forced = verify_log(game.document.log, physics=sets.LEGACY.name)
    assert not forced.ok and forced.shot is not None
    # The same strokes, saved as if played with kegli-1, fail as the file stands.
    relabelled = json.loads(path.read_text(encoding="utf-8"))
    relabelled["physics"] = sets.LEGACY.name
    assert not load_bytes(json.dumps(relabelled).encode(), verify=True).verified
    assert main(["check-save", str(path)]) == 0
    assert f"; physics {slow_cloth.name};" in capsys.readouterr().out
    assert main(["check-save", "--physics", sets.LEGACY.name, str(path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].endswith(f"with physics {sets.LEGACY.name})")


@pytest.mark.parametrize(
    ("played_with", "path"), SUPERSEDED_SAVES, ids=lambda v: v.stem if isinstance(v, Path) else v
)
def test_a_save_played_before_a_later_set_loads_and_verifies_with_its_own(
    played_with: str, path: Path
) -> None:
    """Carom games saved while an earlier set was current verify with the set they name,
    and not with the set that followed it."""
    game = load_file(path)
    assert game.document.physics == played_with != sets.CURRENT.name
    assert game.verification is not None and game.verification.ok, game.verification
    assert replay_shot(game.document.log, len(game.match.records) - 1).equal
    assert not verify_log(game.document.log, physics=SUPERSEDED[played_with]).ok


def test_every_set_current_since_kegli_4_and_since_replaced_has_its_saves_kept() -> None:
    since = _NAMES[_NAMES.index("kegli-4") : _NAMES.index(sets.CURRENT.name)]
    assert sorted(SUPERSEDED) == since


@pytest.mark.parametrize("played_with", sorted(SUPERSEDED))
def test_there_are_carom_saves_of_every_kind_from_each_superseded_set(played_with: str) -> None:
    kinds = {
        json.loads(path.read_text(encoding="utf-8"))["discipline"]
        for name, path in SUPERSEDED_SAVES
        if name == played_with
    }
    assert {"three_cushion", "five_pins", "one_cushion", "free_game"} <= kinds


def test_forcing_a_legacy_save_under_another_set_fails(slow_cloth) -> None:
    game = load_file(LEGACY_SAVES[0], verify=False)
    assert verify_log(game.document.log).ok
    assert not verify_log(game.document.log, physics=slow_cloth.name).ok


def test_a_save_with_an_unknown_set_is_refused_in_one_line(tmp_path: Path, capsys) -> None:
    doc = json.loads(encode(document_from_match(played(None, shots=1))))
    doc["physics"] = "kegli-from-the-future"
    with pytest.raises(SaveError) as info:
        load_bytes(encode(doc))
    assert (info.value.field, info.value.kind) == ("physics", "physics")
    assert "unknown physics set 'kegli-from-the-future'" in info.value.reason
    path = tmp_path / "future.kegli"
    path.write_bytes(encode(doc))
    assert main(["check-save", str(path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("error: physics: unknown physics set")
    assert main(["check-save", "--physics", "nope", str(LEGACY_SAVES[0])]) == 2
    assert capsys.readouterr().err.startswith("error: --physics: unknown physics set 'nope'")


def test_a_version_1_save_cannot_name_a_set() -> None:
    doc = json.loads(encode(document_from_match(played(None, shots=1))))
    doc["version"] = 1
    with pytest.raises(InputError) as info:
        load_bytes(encode(doc))
    assert info.value.field == "physics" and "version 3" in info.value.reason


def test_a_shot_log_without_a_set_is_judged_as_legacy() -> None:
    log: dict[str, Any] = {"discipline": "three_cushion", "players": ["A", "B"], "shots": []}
    assert parse_config(log).physics == sets.LEGACY.name
    assert parse_config({**log, "physics": sets.CURRENT.name}).physics == sets.CURRENT.name
    with pytest.raises(InputError) as info:
        parse_config({**log, "physics": 7})
    assert info.value.field == "physics"


def test_the_match_and_the_computer_play_with_the_games_set(slow_cloth) -> None:
    m = Match.new("three_cushion", list(PLAYERS), physics=slow_cloth.name)
    if m.ball_in_hand is not None:
        place_in_hand(m)
    s = Stroke(m.next_ball, 80.0, 2.0)
    assert m.request_for(s)["physics"] == slow_cloth.name
    assert m.to_log()["physics"] == slow_cloth.name
    assert request(context_for(m), s)["physics"] == slow_cloth.name
    with pytest.raises(InputError) as info:
        Match.new("three_cushion", list(PLAYERS), physics="nope")
    assert info.value.field == "physics"


def test_the_lag_opens_a_game_with_the_current_set() -> None:
    strokes = [Stroke("white", 90.0, 2.0), Stroke("yellow", 90.0, 2.0)]
    assert lag_request("three_cushion", strokes)["physics"] == sets.CURRENT.name
