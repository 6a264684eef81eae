"""app/common/resources.py finds assets/ and i18n/*.qm from a checkout, a wheel and a frozen
bundle."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app.common import resources

ROOT = Path(__file__).resolve().parents[2]


def make_tree(base: Path, *files: str) -> Path:
    for name in files:
        path = base / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(name.encode())
    return base


@pytest.fixture
def not_frozen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)


def test_source_checkout_finds_the_repository_assets(not_frozen) -> None:
    assert resources.assets_dir() == ROOT / "assets"
    assert resources.asset("icon/kegli.svg") == ROOT / "assets" / "icon" / "kegli.svg"


def test_installed_wheel_finds_package_data_beside_the_module(tmp_path: Path, not_frozen) -> None:
    site = tmp_path / "site-packages"
    package = site / "app"
    make_tree(package / "_data", "assets/sounds/ball.wav", "i18n/kegli_ru.qm", "i18n/kegli_uk.qm")
    found = resources.find_resource("assets/sounds/ball.wav", package_dir=package)
    assert found == package / "_data" / "assets" / "sounds" / "ball.wav"
    assert resources.translation_files(package_dir=package) == (
        package / "_data" / "i18n" / "kegli_ru.qm",
        package / "_data" / "i18n" / "kegli_uk.qm",
    )


def test_wheel_package_data_wins_over_a_stray_assets_folder_in_site_packages(
    tmp_path: Path, not_frozen
) -> None:
    package = tmp_path / "app"
    make_tree(package / "_data", "assets/a.txt")
    make_tree(tmp_path, "assets/a.txt")
    assert resources.assets_dir(package_dir=package) == package / "_data" / "assets"


def test_frozen_bundle_finds_files_under_meipass(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bundle = make_tree(tmp_path / "_internal", "assets/sounds/pin.wav", "i18n/kegli_uk.qm")
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert resources.assets_dir() == bundle / "assets"
    assert resources.asset("sounds/pin.wav") == bundle / "assets" / "sounds" / "pin.wav"
    assert resources.translation_files() == (bundle / "i18n" / "kegli_uk.qm",)
    assert resources.resource_roots()[0] == bundle


def test_frozen_bundle_is_preferred_over_the_checkout(tmp_path: Path) -> None:
    bundle = make_tree(tmp_path / "b", "assets/icon/kegli.svg")
    found = resources.find_resource("assets/icon/kegli.svg", meipass=bundle)
    assert found == bundle / "assets" / "icon" / "kegli.svg"


def test_checkout_without_compiled_translations_yields_none(tmp_path: Path, not_frozen) -> None:
    package = tmp_path / "repo" / "app"
    make_tree(tmp_path / "repo", "assets/x.txt", "i18n/kegli_ru.ts")
    package.mkdir()
    assert resources.translation_files(package_dir=package) == ()
    assert resources.translations_dir(package_dir=package / "nowhere") is None


def test_missing_resource_names_every_place_looked(tmp_path: Path, not_frozen) -> None:
    package = tmp_path / "app"
    with pytest.raises(FileNotFoundError) as err:
        resources.find_resource("assets/none.wav", meipass=tmp_path / "m", package_dir=package)
    text = str(err.value)
    assert text.startswith("assets/none.wav")
    assert str(tmp_path / "m") in text
    assert str(package / "_data") in text


@pytest.mark.parametrize("bad", ["/etc/passwd", "../secret", "assets/../../x"])
def test_paths_outside_the_tree_are_refused(bad: str) -> None:
    with pytest.raises(ValueError):
        resources.find_resource(bad)


def test_app_icon_loads_from_the_svg_at_small_and_large_sizes(qapp, not_frozen) -> None:
    icon = resources.app_icon()
    assert not icon.isNull()
    for size in (16, 256):
        image = icon.pixmap(size, size).toImage()
        assert image.width() == size
        assert image.pixelColor(size // 2, size // 2).alpha() == 255  # drawn, not blank
