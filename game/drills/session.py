"""A practice session on one drill: attempts left, the last stroke, results, progress.

Pure and Qt-free: the window asks for the request, runs the physics where it likes, hands
the result back, and passes in today's date. Variants (left-handed mirror, jitter) are
applied once when the session starts, so a retry replays the exact same position.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.drills import play
from game.drills.format import Drill
from game.drills.jitter import jitter
from game.drills.mirror import mirror_drill
from game.drills.progress import DrillProgress, ProgressStore
from game.errors import InputError
from game.physics.api import SimResult
from game.stroke import Stroke


@dataclass
class Session:
    base: Drill
    mirrored: bool = False
    jitter_seed: int | None = None
    store: ProgressStore | None = None
    drill: Drill = field(init=False)
    used: int = 0
    last_stroke: Stroke | None = None
    results: list[play.Attempt] = field(default_factory=list)

    def __post_init__(self) -> None:
        d = mirror_drill(self.base) if self.mirrored else self.base
        if self.jitter_seed is not None:
            d = jitter(d, self.jitter_seed)
        self.drill = d

    @property
    def attempts_left(self) -> int:
        return max(0, self.drill.attempts - self.used)

    @property
    def solved(self) -> bool:
        return any(a.success for a in self.results)

    @property
    def finished(self) -> bool:
        """Out of attempts (the drill card then offers the solution)."""
        return self.attempts_left == 0

    @property
    def best(self) -> float | None:
        return max((a.score for a in self.results), default=None)

    @property
    def last(self) -> play.Attempt | None:
        return self.results[-1] if self.results else None

    def progress(self) -> DrillProgress:
        return self.store.get(self.base.id) if self.store else DrillProgress()

    def start_stroke(self) -> Stroke:
        """The stroke to put on the panel: the last one (retry), else a plain stroke aimed
        at the centre of the nearest other ball."""
        if self.last_stroke is not None:
            return self.last_stroke
        cue = self.drill.balls[self.drill.cue_ball]
        others = sorted(
            (math.dist(cue, p), k) for k, p in self.drill.balls.items() if k != self.drill.cue_ball
        )
        aim = 90.0
        if others:
            tx, ty = self.drill.balls[others[0][1]]
            aim = round(math.degrees(math.atan2(ty - cue[1], tx - cue[0])) % 360.0, 2)
        return Stroke(ball=self.drill.cue_ball, aim_deg=aim, speed=2.0)

    def request(self, stroke: Stroke) -> dict[str, Any]:
        if self.finished:
            raise InputError("attempts", "no attempts left on this drill")
        checked = _checked(stroke, self.drill)
        if checked.ball != self.drill.cue_ball:
            raise InputError("stroke.ball", f"this drill is played with {self.drill.cue_ball}")
        return play.request_for(self.drill, checked)

    def solution_request(self) -> dict[str, Any]:
        """The reference stroke (in this session's variant), for "show solution"."""
        return play.request_for(self.drill, self.drill.stroke)

    def record(
        self, stroke: Stroke, result: Mapping[str, Any] | SimResult, date: str
    ) -> play.Attempt:
        """Judge a finished attempt, count it, remember the stroke and save progress."""
        if self.finished:
            raise InputError("attempts", "no attempts left on this drill")
        checked = _checked(stroke, self.drill)
        attempt = play.judge_result(self.drill, checked, result)
        self.used += 1
        self.last_stroke = checked
        self.results.append(attempt)
        if self.store is not None:
            self.store.record(self.base.id, date, attempt.success, attempt.score)
        return attempt


def _checked(stroke: Stroke, drill: Drill) -> Stroke:
    stroke.check()
    if stroke.ball not in drill.balls:
        raise InputError("stroke.ball", f"{stroke.ball!r} is not one of the drill's balls")
    return stroke
