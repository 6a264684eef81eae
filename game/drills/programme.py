"""Artistic programmes (rules CA-2, CA-3, CA-4): which figures, how many tries, what they score.

Selection uses a seeded ``random.Random`` over drills sorted by id, so a seed names a
programme exactly. A run is a pure value: record attempts and read the total.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from game import disciplines
from game.drills.format import Drill
from game.errors import InputError

ATTEMPTS_PER_FIGURE = 3  # CA-2
SET_VALUES = (5, 8, 7, 10, 6, 9, 5, 8, 7, 10)  # CA-4: by position in a set, 75 per set
SET_NAMES = "ABCDEFGHIJ"


@dataclass(frozen=True)
class Slot:
    """One figure of a programme and what a success there is worth."""

    drill_id: str
    value: int
    set_name: str | None = None


@dataclass(frozen=True)
class Programme:
    slots: tuple[Slot, ...]
    attempts: int = ATTEMPTS_PER_FIGURE

    @property
    def maximum(self) -> int:
        return sum(s.value for s in self.slots)


def _figures(drills: Sequence[Drill]) -> list[Drill]:
    figs = sorted((d for d in drills if disciplines.get(d.discipline).figures), key=lambda d: d.id)
    if not figs:
        raise InputError("drills", "no artistic figures to choose from")
    return figs


def random_programme(drills: Sequence[Drill], n: int, seed: int) -> Programme:
    """CA-3: N different figures at random; each success scores its coefficient (CA-2)."""
    figs = _figures(drills)
    if not 1 <= n <= len(figs):
        raise InputError("n", f"must be 1 to {len(figs)} figures")
    chosen = random.Random(seed).sample(figs, n)
    return Programme(tuple(Slot(d.id, int(d.points or 0)) for d in chosen))


def ten_set_programme(drills: Sequence[Drill], seed: int, sets: int = 10) -> Programme:
    """CA-4: sets A-J, each ten figures valued by position 5, 8, 7, 10, 6, 9, 5, 8, 7, 10.

    We have fewer than 100 figures of our own, so each slot draws (seeded) among the figures
    whose coefficient is nearest the slot's value, avoiding repeats within a set when it can.
    """
    if not 1 <= sets <= len(SET_NAMES):
        raise InputError("sets", f"must be 1 to {len(SET_NAMES)}")
    figs = _figures(drills)
    rng = random.Random(seed)
    slots: list[Slot] = []
    for s in range(sets):
        used: set[str] = set()
        for value in SET_VALUES:
            fresh = [d for d in figs if d.id not in used] or figs
            best = min(abs(int(d.points or 0) - value) for d in fresh)
            pool = [d for d in fresh if abs(int(d.points or 0) - value) == best]
            pick = rng.choice(pool)
            used.add(pick.id)
            slots.append(Slot(pick.id, value, SET_NAMES[s]))
    return Programme(tuple(slots))


@dataclass(frozen=True)
class Run:
    """Attempts so far: per slot, the results of each try (True = figure made)."""

    programme: Programme
    tries: tuple[tuple[bool, ...], ...] = ()

    @staticmethod
    def start(programme: Programme) -> Run:
        return Run(programme, tuple(() for _ in programme.slots))

    def record(self, slot: int, success: bool) -> Run:
        if not 0 <= slot < len(self.programme.slots):
            raise InputError("slot", "no such figure in the programme")
        if not self.open(slot):
            raise InputError("slot", "this figure is finished")
        tries = list(self.tries)
        tries[slot] = (*tries[slot], success)
        return replace(self, tries=tuple(tries))

    def open(self, slot: int) -> bool:
        """A figure stays open until made or until its three attempts are used (CA-2)."""
        t = self.tries[slot]
        return not any(t) and len(t) < self.programme.attempts

    def attempts_left(self, slot: int) -> int:
        return self.programme.attempts - len(self.tries[slot]) if self.open(slot) else 0

    def points(self, slot: int) -> int:
        return self.programme.slots[slot].value if any(self.tries[slot]) else 0

    @property
    def total(self) -> int:
        return sum(self.points(i) for i in range(len(self.programme.slots)))

    @property
    def finished(self) -> bool:
        return not any(self.open(i) for i in range(len(self.programme.slots)))

    def current(self) -> int | None:
        """The first figure still open, in programme order."""
        for i in range(len(self.programme.slots)):
            if self.open(i):
                return i
        return None
