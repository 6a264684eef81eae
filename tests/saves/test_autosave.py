"""Autosave after every shot into the data folder; an unfinished game is offered on start."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.rules.model import GameResult, Termination
from game.saves import autosave as auto
from game.saves.io import backup_path
from tests.saves.games import hand_game


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(auto.DATA_DIR_ENV, str(tmp_path / "data"))
    return tmp_path / "data"


def test_the_data_folder_comes_from_platformdirs_unless_overridden(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from platformdirs import user_data_dir

    monkeypatch.delenv(auto.DATA_DIR_ENV, raising=False)
    assert auto.data_dir() == Path(user_data_dir("Kegli", "Kegli"))
    monkeypatch.setenv(auto.DATA_DIR_ENV, "/somewhere/else")
    assert auto.autosave_path() == Path("/somewhere/else/autosave.kegli")


def test_autosave_after_every_shot_keeps_the_previous_as_backup(data_dir: Path) -> None:
    for shots in range(1, 4):
        auto.autosave(hand_game(shots), {"shot": shots})
    offer = auto.find_unfinished()
    assert offer is not None and not offer.from_backup
    assert offer.path == data_dir / "autosave.kegli"
    assert len(offer.game.match.records) == 3 and offer.game.view == {"shot": 3}
    assert offer.game.match.scores == hand_game(3).scores
    from game.saves.load import load_file

    assert len(load_file(backup_path(offer.path)).match.records) == 2


def test_resume_is_offered_after_an_unfinished_game(data_dir: Path) -> None:
    assert auto.find_unfinished() is None  # nothing saved yet
    auto.autosave(hand_game(0))
    assert auto.find_unfinished() is None  # no shot played: nothing to resume
    auto.autosave(hand_game(2))
    offer = auto.find_unfinished()
    assert offer is not None and offer.game.match.next_player == hand_game(2).next_player


def test_a_finished_game_is_not_offered(data_dir: Path) -> None:
    """7C-4: the game ends when a total reaches 0; a finished game is not resumed."""
    from game.match import Match
    from tests.saves.games import result, stroke

    m = Match.new("seven_pins_classic", ["Anna", "Bohdan"], options={"start_total": 5})
    m.place_ball("cue", (0.3, -1.3))
    m.apply_logged(
        stroke(),
        result(
            [{"type": "ball", "a": "cue", "b": "o1"}, {"type": "ball", "a": "cue", "b": "o2"}],
            {"cue": (0.3, -0.6), "o1": (0.2, 0.3), "o2": (0.0, 0.8455)},
        ),
    )
    assert m.outcome == GameResult.win("Anna", Termination.TOTAL_WRITTEN_OFF)
    auto.autosave(m)
    assert auto.find_unfinished() is None


def test_a_damaged_autosave_falls_back_to_the_backup(data_dir: Path) -> None:
    auto.autosave(hand_game(2))
    auto.autosave(hand_game(3))
    path = auto.autosave_path()
    path.write_bytes(path.read_bytes()[:100])  # damaged behind our back
    offer = auto.find_unfinished()
    assert offer is not None and offer.from_backup
    assert offer.problem is not None and "truncated" in offer.problem.reason
    assert len(offer.game.match.records) == 2


def test_both_damaged_is_reported_not_hidden(data_dir: Path) -> None:
    """Issue 16 item 10: a damaged autosave with no usable backup is reported, not silent."""
    auto.autosave(hand_game(2))
    auto.autosave(hand_game(3))
    auto.autosave_path().write_bytes(b"junk")
    backup_path(auto.autosave_path()).write_bytes(b"junk")
    offer = auto.find_unfinished()
    assert offer is not None and offer.damaged and offer.game is None
    assert offer.problem is not None and offer.path == auto.autosave_path()
    kept = auto.set_aside()
    assert kept.read_bytes() == b"junk" and auto.find_unfinished() is None


def test_declining_a_damaged_autosave_keeps_the_good_backup(data_dir: Path) -> None:
    """Issue 16 item 1: declining "resume from backup" must not move the damaged autosave
    over the good .bak; the game stays on disk."""
    from game.saves.load import load_file

    auto.autosave(hand_game(2))
    auto.autosave(hand_game(3))
    path = auto.autosave_path()
    path.write_bytes(path.read_bytes()[:100])
    offer = auto.find_unfinished()
    assert offer is not None and offer.from_backup
    auto.clear_autosave()  # the player said no
    assert len(load_file(backup_path(path)).match.records) == 2
    assert not path.exists() and auto.damaged_path(path).exists()


def test_a_damaged_autosave_never_becomes_the_backup(data_dir: Path) -> None:
    """The next autosave after a damaged file keeps the good .bak instead of the damage."""
    from game.saves.load import load_file

    auto.autosave(hand_game(2))
    auto.autosave(hand_game(3))
    path = auto.autosave_path()
    path.write_bytes(b"{ damaged")
    auto.autosave(hand_game(4))
    assert len(load_file(backup_path(path)).match.records) == 2
    assert len(load_file(path).match.records) == 4
    auto.autosave(hand_game(5))  # a good file written by us becomes the backup as before
    assert len(load_file(backup_path(path)).match.records) == 4


def test_saving_over_a_file_keeps_its_mode(tmp_path: Path) -> None:
    """Issue 16 item 10: saving over a file must not change its mode to 0600."""
    import os
    import stat

    path = tmp_path / "shared.kegli"
    auto.save_match(hand_game(2), path)
    os.chmod(path, 0o644)
    auto.save_match(hand_game(3), path)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o644
    fresh = tmp_path / "fresh.kegli"
    auto.save_match(hand_game(1), fresh)
    from game.saves import io

    assert stat.S_IMODE(os.stat(fresh).st_mode) == 0o666 & ~io._UMASK


def test_declining_keeps_the_game_only_as_backup(data_dir: Path) -> None:
    auto.autosave(hand_game(2))
    auto.clear_autosave()
    assert not auto.autosave_path().exists()
    assert backup_path(auto.autosave_path()).exists()
    assert auto.find_unfinished() is None
