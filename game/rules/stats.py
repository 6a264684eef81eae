"""Per-player statistics of one game (C-13): points, innings, average, high run, current run.

Five pins adds the fouls a player committed and the points they gave away (5P-11). An inning
is counted when the player comes to the table, so the average is points per inning played,
the current one included (the scoreboard convention).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

AVERAGE_DIGITS = 3


@dataclass(frozen=True)
class PlayerStats:
    points: int = 0
    innings: int = 0
    high_run: int = 0
    current_run: int = 0
    fouls: int = 0
    conceded: int = 0  # points given to opponents by this player's fouls (five pins)

    @property
    def average(self) -> float:
        return round(self.points / self.innings, AVERAGE_DIGITS) if self.innings else 0.0

    def to_json(self, five_pins: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {
            "points": self.points,
            "innings": self.innings,
            "average": self.average,
            "high_run": self.high_run,
            "current_run": self.current_run,
        }
        if five_pins:
            out["fouls"] = self.fouls
            out["fouls_conceded"] = self.conceded
        return out


def start_inning(s: PlayerStats) -> PlayerStats:
    return replace(s, innings=s.innings + 1, current_run=0)


def score(s: PlayerStats, made: int, deducted: int = 0) -> PlayerStats:
    """Add a shot's points to the run; a deduction (C1-2) lowers the score, not the run."""
    run = s.current_run + made
    return replace(
        s,
        points=max(0, s.points + made - deducted),
        current_run=run,
        high_run=max(s.high_run, run),
    )


def end_inning(s: PlayerStats) -> PlayerStats:
    return replace(s, current_run=0)


def receive(s: PlayerStats, points: int) -> PlayerStats:
    """Points awarded by an opponent's foul (five pins): score, not part of any run."""
    return replace(s, points=s.points + points)


def foul(s: PlayerStats, conceded: int) -> PlayerStats:
    return replace(s, fouls=s.fouls + 1, conceded=s.conceded + conceded)


def table_json(
    players: tuple[str, ...], stats: tuple[PlayerStats, ...], five_pins: bool = False
) -> dict[str, dict[str, Any]]:
    return {p: s.to_json(five_pins) for p, s in zip(players, stats, strict=True)}
