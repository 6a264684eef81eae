"""Kegli's game library: physics, rules, match state, saves and drills. Never imports Qt.

The public API is small and JSON-shaped (see ``../shared/spec/contract.md``)::

    game.simulate(request, trajectory_hz=None) -> dict  # position + stroke -> event log
    game.judge(log) -> list[dict]       # shot log -> one decision line per shot
    game.standings(results) -> dict     # round-robin table (rules CT)
    game.InputError                     # the only error the API raises for bad input
    game.Stroke                         # a stroke; from_json / to_json are its JSON form
"""

from __future__ import annotations

from typing import Any

from game.errors import InputError
from game.stroke import Stroke

__all__ = ["InputError", "Stroke", "judge", "simulate", "standings"]


def simulate(request: dict[str, Any], trajectory_hz: float | None = None) -> dict[str, Any]:
    """Simulate one stroke (or balls given in motion) to rest; see contract.md.

    ``trajectory_hz`` adds ``"trajectory"`` samples at that rate (the CLI's ``--trajectory``).
    """
    from game.physics.api import simulate as _simulate

    if trajectory_hz is None:
        return _simulate(request)
    return _simulate(request, trajectory_hz=trajectory_hz)


def judge(log: dict[str, Any]) -> list[dict[str, Any]]:
    """Judge a shot log shot by shot; see contract.md."""
    from game.rules.judge import judge as _judge

    return _judge(log)


def standings(results: Any) -> dict[str, Any]:
    """Round-robin standings by rules CT-1/CT-2."""
    from game.rules.standings import standings as _standings

    return _standings(results)
