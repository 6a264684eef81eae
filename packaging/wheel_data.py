"""setuptools build step (pyproject ``cmdclass``): the wheel carries the game's resources as
package data, ``app/_data/assets/...`` and ``app/_data/i18n/*.qm``, where app/common/resources.py
looks in an installed wheel. setuptools loads this file by path, so the folder name
``packaging`` does not meet the PyPI package of that name.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parents[1]
SKIP = shutil.ignore_patterns("__pycache__", "*.pyc", "*.py")


class BuildPyWithData(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # an editable install reads assets/ and i18n/ from the checkout itself
        target = Path(self.build_lib) / "app" / "_data"
        shutil.rmtree(target, ignore_errors=True)
        if (ROOT / "assets").is_dir():
            shutil.copytree(ROOT / "assets", target / "assets", ignore=SKIP)
        for qm in sorted((ROOT / "i18n").glob("*.qm")):
            (target / "i18n").mkdir(parents=True, exist_ok=True)
            shutil.copy2(qm, target / "i18n" / qm.name)
