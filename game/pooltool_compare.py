"""The reference simulator, for ``python -m game.bench --compare`` only.

pooltool (``pip install pooltool-billiards``) is not a dependency: ``available()`` says
whether it is importable here; without it the comparison column is skipped.
"""

from __future__ import annotations

from typing import Any


def available() -> bool:
    try:
        import pooltool  # type: ignore[import-not-found,unused-ignore]  # noqa: F401
    except Exception:
        return False
    return True


def prepare(request: dict[str, Any]) -> Any:
    raise NotImplementedError


def measure(job: Any, runs: int) -> float:
    raise NotImplementedError
