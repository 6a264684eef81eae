"""What starts a match: discipline, players, options, the table and per-player assists."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class GameSetup:
    """Everything needed to start a match, plus per-player assists (a window setting)."""

    discipline: str = "seven_pins_classic"
    players: list[str] = field(default_factory=lambda: ["Player 1", "Player 2"])
    first: str | None = None
    options: dict[str, Any] = field(default_factory=lambda: {"start_total": 300})
    assists: dict[str, str] = field(default_factory=dict)
    lag: bool = False  # C-12 / 5P-5: a lag decides who breaks
    table: str | None = None  # None: the discipline's usual table
    computers: dict[str, int] = field(default_factory=dict)  # player -> computer level 1-5
    # Seats (indices into ``players``) whose name the window chose rather than a player typed:
    # the window may say them again in another language.
    default_seats: tuple[int, ...] = ()
