"""Where the game's resource files live: assets/ (sounds, drills, icons) and i18n/*.qm.

The same code runs from three layouts, tried in this order:

1. a frozen PyInstaller bundle: ``sys._MEIPASS/assets``, ``sys._MEIPASS/i18n``
   (packaging/kegli.spec puts them there);
2. an installed wheel: package data beside this module, ``app/_data/assets``, ``app/_data/i18n``;
3. a source checkout (also an editable install): the repository root, ``assets/``, ``i18n/``.

Everything in app/ asks here instead of building paths from ``__file__`` itself, so a frozen
build finds the same files as a checkout.
"""

from __future__ import annotations

import sys
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

ASSETS = "assets"
I18N = "i18n"
PACKAGE_DATA = "_data"


def resource_roots(
    meipass: str | Path | None = None, package_dir: Path | None = None
) -> tuple[Path, ...]:
    """The folders that may hold ``assets/`` and ``i18n/``, most specific first.

    ``meipass`` and ``package_dir`` default to ``sys._MEIPASS`` (set only in a frozen bundle)
    and this module's folder; tests pass their own to stand in for the other layouts.
    """
    roots: list[Path] = []
    frozen = getattr(sys, "_MEIPASS", None) if meipass is None else meipass
    if frozen:
        roots.append(Path(frozen))
    package = package_dir if package_dir is not None else Path(__file__).resolve().parents[1]
    roots.append(package / PACKAGE_DATA)
    roots.append(package.parent)
    return tuple(roots)


def find_resource(
    relative: str, meipass: str | Path | None = None, package_dir: Path | None = None
) -> Path:
    """The first existing file or folder at ``relative`` (posix form, e.g. "assets/sounds").

    Raises FileNotFoundError naming every place looked, so a broken bundle says what it lacks.
    """
    rel = PurePosixPath(relative)
    if rel.is_absolute() or ".." in rel.parts:
        raise ValueError(f"resource path must be relative and inside the tree: {relative!r}")
    tried = []
    for root in resource_roots(meipass, package_dir):
        path = root.joinpath(*rel.parts)
        if path.exists():
            return path
        tried.append(str(path))
    raise FileNotFoundError(f"{relative}: not found in " + ", ".join(tried))


def assets_dir(meipass: str | Path | None = None, package_dir: Path | None = None) -> Path:
    """The assets/ folder (sounds, drills, icons)."""
    return find_resource(ASSETS, meipass, package_dir)


def asset(relative: str) -> Path:
    """One file or folder under assets/, e.g. ``asset("sounds")``."""
    return find_resource(f"{ASSETS}/{relative}")


def translations_dir(
    meipass: str | Path | None = None, package_dir: Path | None = None
) -> Path | None:
    """The folder of compiled translations (i18n/*.qm), or None when none is shipped."""
    try:
        return find_resource(I18N, meipass, package_dir)
    except FileNotFoundError:
        return None


def translation_files(
    meipass: str | Path | None = None, package_dir: Path | None = None
) -> tuple[Path, ...]:
    """Every compiled translation found, sorted by name for a stable order."""
    folder = translations_dir(meipass, package_dir)
    if folder is None:
        return ()
    return tuple(sorted(folder.glob("*.qm")))


def app_icon() -> QIcon:  # Qt is imported here so that this module stays Qt-free
    """The window icon: the flat small drawing at 16-24 px, the full one above."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for size in (16, 24):
        icon.addFile(str(asset("icon/kegli-16.svg")), QSize(size, size))
    icon.addFile(str(asset("icon/kegli.svg")))
    return icon
