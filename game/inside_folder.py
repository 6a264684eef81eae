"""Every file the game writes stays inside its data folder.

A folder inside the data folder may be replaced by a link pointing elsewhere (by hand, or
by another program); following it would write the player's games somewhere they never
chose. Before a write, the target's folder is resolved (links followed) and must still lie
inside the data folder (itself resolved, so a data folder that is a link as a whole — moved
to another disk — stays allowed).
"""

from __future__ import annotations

import errno
import os
from pathlib import Path


class OutsideDataFolderError(OSError):
    """A write would land outside the data folder (a link leads out)."""

    def __init__(self, path: Path, root: Path) -> None:
        super().__init__(errno.EXDEV, "leads outside the data folder", str(path))
        self.path = path
        self.root = root


def _resolved(path: Path) -> Path:
    return Path(os.path.realpath(path))


def inside(path: Path, root: Path) -> bool:
    """``path`` (its folder and, if it is a link, the file itself) lies inside ``root``."""
    real_root = _resolved(root)
    target = _resolved(path)
    return target == real_root or real_root in target.parents


def check_inside(path: Path, root: Path) -> Path:
    """``path`` if it stays inside ``root``; OutsideDataFolderError otherwise."""
    if not inside(path, root):
        raise OutsideDataFolderError(path, root)
    return path
