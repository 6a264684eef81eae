"""The game library must never import Qt (design card: ``game/`` is Qt-free)."""

from __future__ import annotations

import subprocess
import sys


def test_importing_the_whole_game_package_loads_no_qt() -> None:
    code = (
        "import sys, pkgutil, importlib, game\n"
        "for m in pkgutil.walk_packages(game.__path__, 'game.'):\n"
        "    if m.name.endswith('__main__'):\n"
        "        continue\n"
        "    importlib.import_module(m.name)\n"
        "bad = sorted(n for n in sys.modules if n.startswith(('PySide6', 'shiboken6')))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert out.stdout.strip() == ""
