"""The computer opponent and the "show me a shot" assist: a shot finder built on the real
engine and the real referees (no Qt)."""

from game.ai.finder import Suggestion, suggest
from game.ai.levels import LEVELS, Level, level

__all__ = ["LEVELS", "Level", "Suggestion", "level", "suggest"]
