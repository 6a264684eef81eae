"""A practice session: attempts run out, retry keeps the exact stroke, progress is saved."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from game.drills.progress import ProgressStore
from game.drills.session import Session
from game.errors import InputError
from game.stroke import Stroke
from tests.drills.helpers import carom_raw, drill
from tests.drills.test_command import fake_simulate


def test_attempts_retry_and_progress(tmp_path: Path) -> None:
    store = ProgressStore.open(tmp_path)
    s = Session(drill(carom_raw()), store=store)
    assert s.attempts_left == 3 and s.start_stroke().ball == "white"
    # first stroke: aimed at the nearest ball (yellow at (0.3, 0) from white at (0, -0.7))
    assert s.start_stroke().aim_deg == pytest.approx(66.8, abs=0.01)
    miss = Stroke("white", 81.25, 3.3, side=0.1, height=-0.2)
    a = s.record(miss, fake_simulate(s.request(miss)), "2026-11-29")
    assert not a.success and s.attempts_left == 2
    retry = s.start_stroke()
    assert retry == miss
    hit = replace(retry, aim_deg=80.0)
    assert s.record(hit, fake_simulate(s.request(hit)), "2026-11-29").success
    assert s.solved and s.best == 1.0
    s.record(hit, fake_simulate(s.request(hit)), "2026-11-30")
    assert s.finished
    with pytest.raises(InputError, match="attempts"):
        s.request(hit)
    assert s.solution_request()["stroke"].aim_deg == 80.0
    saved = ProgressStore.open(tmp_path).get("c-test")
    assert (saved.attempts, saved.successes) == (3, 2)
    assert [d.date for d in saved.history] == ["2026-11-29", "2026-11-30"]


def test_variants_are_fixed_for_the_session() -> None:
    base = drill(carom_raw())
    m = Session(base, mirrored=True)
    assert m.drill.balls["yellow"] == (-0.3, 0.0)
    assert m.drill.stroke.aim_deg == 100.0
    j = Session(base, jitter_seed=4)
    assert j.drill.balls != base.balls
    assert j.drill.balls == Session(base, jitter_seed=4).drill.balls
    with pytest.raises(InputError, match=r"stroke\.ball"):
        j.request(Stroke("yellow", 1.0, 1.0))
