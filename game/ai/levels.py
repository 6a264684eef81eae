"""The computer's playing levels: how precisely it strikes and how hard it looks.

Each level is an execution noise (the computer's own hand: aim, speed and tip errors drawn
per stroke) and a search budget (how many strokes the engine tries, how many of them are
replayed with that noise, and whether the position left for the next shot is looked at).
Budgets are counted in strokes, not seconds, so a suggestion is the same for a seed on any
machine; ``seconds`` is only a safety cap.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.errors import InputError


@dataclass(frozen=True)
class Level:
    number: int
    name: str  # English; the window translates it (context "ComputerLevel")
    description: str  # English, what a player can expect
    aim_sigma_deg: float  # execution noise: aim, degrees
    speed_sigma: float  # execution noise: speed, a fraction of the speed
    tip_sigma: float  # execution noise: side and height, ball radii
    candidates: int  # strokes tried without noise in the first sweep
    refine: int  # best strokes refined by small changes
    finalists: int  # strokes replayed with the noise
    replays: int  # noisy replays of each finalist
    lookahead: int  # finalists whose leave is looked at (0: the leave is ignored)
    seconds: float  # safety cap on the search time
    parallel: bool  # use the process pool (both cores)
    verify: int = 0  # the best finalists replayed again, twice as often (the luckiest looks best)
    # The leave of a miss looked at too, weighed by the chance of the pot: a master does not
    # go for a hard ball that leaves the table open when it stays out.
    miss_leave: bool = False


LEVELS: tuple[Level, ...] = (
    Level(
        1,
        "Beginner",
        "Knows the simple shots and often misses them: a loose aim and little idea of "
        "speed. Good company for a first game.",
        aim_sigma_deg=2.2,
        speed_sigma=0.20,
        tip_sigma=0.15,
        candidates=90,
        refine=4,
        finalists=8,
        replays=3,
        verify=8,
        lookahead=0,
        seconds=0.45,
        parallel=False,
    ),
    Level(
        2,
        "Casual player",
        "Makes the easy points and some of the medium ones; rarely thinks about what it "
        "leaves for you.",
        aim_sigma_deg=1.0,
        speed_sigma=0.11,
        tip_sigma=0.09,
        candidates=300,
        refine=8,
        finalists=14,
        replays=4,
        verify=14,
        lookahead=0,
        seconds=1.5,
        parallel=True,
    ),
    Level(
        3,
        "Club player",
        "Sees most of the shots on the table, uses side and draw, and avoids risky fouls.",
        aim_sigma_deg=0.5,
        speed_sigma=0.07,
        tip_sigma=0.05,
        candidates=520,
        refine=14,
        finalists=18,
        replays=5,
        verify=12,
        lookahead=0,
        seconds=2.5,
        parallel=True,
    ),
    Level(
        4,
        "Strong club player",
        "A steady hand and a wide search; looks at what each shot leaves and plays safe "
        "when nothing good is on.",
        aim_sigma_deg=0.25,
        speed_sigma=0.045,
        tip_sigma=0.03,
        candidates=700,
        refine=18,
        finalists=20,
        replays=6,
        verify=12,
        lookahead=6,
        seconds=3.8,
        parallel=True,
    ),
    Level(
        5,
        "Master",
        "Finds the hard shots through several cushions, strikes them precisely and leaves "
        "you little. Expect to lose.",
        aim_sigma_deg=0.1,
        speed_sigma=0.025,
        tip_sigma=0.015,
        candidates=900,
        refine=24,
        finalists=22,
        replays=7,
        verify=12,
        lookahead=8,
        miss_leave=True,
        seconds=4.8,
        parallel=True,
    ),
)


def level(number: int) -> Level:
    if not 1 <= number <= len(LEVELS):
        raise InputError("--level", f"must be 1-{len(LEVELS)}")
    return LEVELS[number - 1]
