"""Artistic programmes: seeded selection, three attempts each (CA-2), the CA-4 set shape."""

from __future__ import annotations

import pytest

from game.drills import programme
from game.drills.format import Drill
from game.errors import InputError
from tests.drills.helpers import carom_raw, drill


def figures() -> list[Drill]:
    out = []
    for i, pts in enumerate([4, 5, 6, 7, 8, 9, 10, 11, 5, 8, 7, 10]):
        out.append(
            drill(
                carom_raw(id=f"a-{i:02d}", discipline="artistic", points=pts, goal={"carom": True})
            )
        )
    out.append(drill(carom_raw(id="not-artistic")))
    return out


def test_random_programme_is_deterministic_per_seed_rule_CA3() -> None:
    figs = figures()
    a = programme.random_programme(figs, 5, seed=7)
    b = programme.random_programme(list(reversed(figs)), 5, seed=7)
    assert a == b  # same seed, same programme, whatever order the drills came in
    assert len({s.drill_id for s in a.slots}) == 5
    assert "not-artistic" not in {s.drill_id for s in a.slots}
    others = {programme.random_programme(figs, 5, seed=s).slots for s in range(8)}
    assert len(others) > 1
    by_id = {d.id: d.points for d in figs}
    assert all(s.value == by_id[s.drill_id] for s in a.slots)
    with pytest.raises(InputError, match=r"^n"):
        programme.random_programme(figs, 13, seed=1)


def test_three_attempts_and_coefficient_scoring_rule_CA2() -> None:
    prog = programme.Programme(
        (programme.Slot("a", 7), programme.Slot("b", 11), programme.Slot("c", 4))
    )
    run = programme.Run.start(prog)
    run = run.record(0, False).record(0, False).record(0, True)  # made on the third try
    assert run.points(0) == 7 and not run.open(0)
    run = run.record(1, False).record(1, False).record(1, False)  # three misses
    assert run.points(1) == 0 and run.attempts_left(1) == 0
    with pytest.raises(InputError):
        run.record(1, True)
    assert run.current() == 2 and not run.finished
    run = run.record(2, True)
    assert run.total == 11 and run.finished and prog.maximum == 22


def test_ten_set_shape_values_rule_CA4() -> None:
    prog = programme.ten_set_programme(figures(), seed=3)
    assert len(prog.slots) == 100
    for k in range(10):
        one = prog.slots[10 * k : 10 * k + 10]
        assert [s.value for s in one] == [5, 8, 7, 10, 6, 9, 5, 8, 7, 10]
        assert {s.set_name for s in one} == {"ABCDEFGHIJ"[k]}
        assert sum(s.value for s in one) == 75
    assert prog.maximum == 750
    assert prog == programme.ten_set_programme(figures(), seed=3)
    # slots draw figures of the nearest coefficient: a 10-slot never gets a 4-point figure
    pts = {d.id: d.points for d in figures()}
    assert all(abs(pts[s.drill_id] - s.value) <= 1 for s in prog.slots)
    assert len(programme.ten_set_programme(figures(), seed=3, sets=2).slots) == 20
