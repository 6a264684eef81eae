"""A game left for a new one is kept under a name the system accepts, inside the data
folder: names cut by what each system counts (UTF-8 bytes on Linux and macOS, UTF-16 units
on Windows), never mid-character; a kept-games folder that is a link leading out is refused."""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

import pytest

from game.file_names import MAX_NAME, NameRule, cut, fit_name, name_length
from game.inside_folder import OutsideDataFolderError, inside
from game.match import Match
from game.saves.autosave import KEPT_FOLDER, keep_match, kept_path
from game.saves.load import load_file

CHINESE = "长" * 40  # 40 characters, 120 UTF-8 bytes
EMOJI = "🎱" * 40  # 40 characters, 80 UTF-16 units, 160 UTF-8 bytes
WHEN = datetime(2026, 12, 4, 13, 0)


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("KEGLI_DATA_DIR", str(folder))
    return folder


@pytest.mark.parametrize(
    "names",
    [[CHINESE, "东" * 40], [EMOJI, EMOJI[:-1]], ["Ann", "Ben"]],
    ids=["chinese", "emoji", "latin"],
)
def test_a_game_of_long_non_latin_names_is_kept(data_dir: Path, names: list[str]) -> None:
    m = Match.new("three_cushion", names)
    kept = keep_match(m, {}, when=WHEN)
    assert kept.parent == data_dir / KEPT_FOLDER
    assert len(kept.name.encode("utf-8")) <= MAX_NAME
    assert load_file(kept).match.config.players == tuple(names)
    again = keep_match(m, {}, when=WHEN)  # the same minute: numbered, still within the limit
    assert again != kept and len(again.name.encode("utf-8")) <= MAX_NAME


def test_short_names_are_not_cut(data_dir: Path) -> None:
    m = Match.new("three_cushion", ["Ann", "Ben"])
    assert kept_path(m, WHEN).name == "three_cushion - Ann - Ben - 2026-12-04 13-00.kegli"


@pytest.mark.parametrize("rule", list(NameRule))
@pytest.mark.parametrize(
    "text",
    [CHINESE * 3, EMOJI * 3, "é" * 300, "a" * 300],
    ids=["chinese", "emoji", "accented", "latin"],
)
def test_a_cut_fits_each_systems_count_and_keeps_whole_characters(
    rule: NameRule, text: str
) -> None:
    stem = fit_name(text, ".kegli", rule, reserve=" (9999)")
    assert text.startswith(stem)
    assert name_length(stem + " (9999).kegli", rule) <= MAX_NAME
    # the longest such start: one more character would not fit
    if stem != text:
        assert name_length(text[: len(stem) + 1] + " (9999).kegli", rule) > MAX_NAME
    stem.encode("utf-8")  # no half of a surrogate pair left behind


def test_windows_counts_utf16_units_not_bytes() -> None:
    assert name_length(EMOJI, NameRule.UTF16_UNITS) == 80
    assert name_length(EMOJI, NameRule.UTF8_BYTES) == 160
    assert name_length(CHINESE, NameRule.UTF16_UNITS) == 40
    assert cut("🎱🎱", 3, NameRule.UTF16_UNITS) == "🎱"


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no links on this system")
def test_a_kept_games_folder_that_links_outside_is_refused(data_dir: Path, tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (data_dir / KEPT_FOLDER).symlink_to(outside, target_is_directory=True)
    m = Match.new("three_cushion", ["Ann", "Ben"])
    with pytest.raises(OutsideDataFolderError):
        keep_match(m, {}, when=WHEN)
    assert list(outside.iterdir()) == []  # nothing written outside


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no links on this system")
def test_a_data_folder_that_is_itself_a_link_is_allowed(tmp_path: Path) -> None:
    real = tmp_path / "disk"
    (real / KEPT_FOLDER).mkdir(parents=True)
    link = tmp_path / "data"
    link.symlink_to(real, target_is_directory=True)
    assert inside(link / KEPT_FOLDER / "g.kegli", link)
    assert not inside(tmp_path / "g.kegli", link)
