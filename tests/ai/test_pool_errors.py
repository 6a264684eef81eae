"""Errors raised in a worker process reach the caller as themselves, through the real
process pools (the search's and the batch simulator's); a pool that breaks is rebuilt and
the caller told once (game.worker_health)."""

from __future__ import annotations

import os
import pickle
import signal

import pytest

from game.ai import level, suggest
from game.ai.evaluate import Noise, Trial, context_for, evaluate, pool, run_trials, workers
from game.ai.positions import build, match_at
from game.errors import InputError
from game.json_input import TooLargeError
from game.physics import batch
from game.physics.batch import simulate_batch
from game.saves.load import RuleEngineError
from game.saves.problems import SaveError
from game.stroke import Stroke
from game.worker_health import take_rebuilt


@pytest.mark.parametrize(
    "error",
    [
        InputError("balls.red", "overlaps ball white"),
        TooLargeError("input", "larger than 5 bytes"),
        SaveError("shots", "do not judge", "rules"),
        RuleEngineError("shots", "the referee failed", "rules"),
    ],
)
def test_game_errors_survive_pickling(error: InputError) -> None:
    back = pickle.loads(pickle.dumps(error))
    assert type(back) is type(error)
    assert (back.field, back.reason, str(back)) == (error.field, error.reason, str(error))
    assert getattr(back, "kind", None) == getattr(error, "kind", None)


def _overlapping() -> object:
    # White and red touch: the engine refuses the position in whichever process asks.
    return match_at("three_cushion", {"white": (0.0, 0.0), "red": (0.03, 0.0),
                                      "yellow": (0.3, 0.5)})  # fmt: skip


@pytest.mark.skipif(workers() == 1, reason="one core: the search runs in-process")
def test_a_bad_position_in_the_pool_is_an_input_error_and_the_pool_survives() -> None:
    with pytest.raises(InputError, match="overlaps"):
        suggest(_overlapping(), level(5), seed=1, parallel=True)  # type: ignore[arg-type]
    # The same process searches a good position afterwards, on the same pool.
    p = build("three_cushion", 1)[0]
    s = suggest(match_at("three_cushion", p.balls, p.pins), level(2), seed=1, parallel=True)
    assert s.searched > 0
    assert take_rebuilt() is False  # nothing broke


@pytest.mark.skipif(workers() == 1, reason="one core: the search runs in-process")
def test_a_broken_search_pool_is_rebuilt_and_told_once() -> None:
    take_rebuilt()
    p = build("three_cushion", 1)[0]
    ctx = context_for(match_at("three_cushion", p.balls, p.pins))
    trials = [Trial(p.known, seed=k, replays=4) for k in range(24)]
    noise = Noise(0.5, 0.05, 0.05)
    want = run_trials(ctx, trials, noise)
    # Start the pool, then kill one of its workers as an out-of-memory killer would.
    pool().submit(int, 0).result()
    victim = next(iter(pool()._processes))  # type: ignore[attr-defined]
    os.kill(victim, signal.SIGKILL)
    got = evaluate(ctx, trials, noise, parallel=True)
    assert [s.value for s in got] == [s.value for s in want]
    assert take_rebuilt() is True
    assert take_rebuilt() is False  # told once
    again = evaluate(ctx, trials, noise, parallel=True)  # on a fresh pool
    assert [s.value for s in again] == [s.value for s in want]
    assert take_rebuilt() is False


def test_a_dead_batch_worker_is_replaced_and_told_once() -> None:
    take_rebuilt()
    p = build("three_cushion", 1)[0]
    position = {"table": "carom-match", "discipline": "three_cushion",
                "balls": {k: list(v) for k, v in p.balls.items()}}  # fmt: skip
    strokes = [Stroke(ball=p.known.ball, aim_deg=p.known.aim_deg + k, speed=1.5)
               for k in range(32)]  # fmt: skip
    want = simulate_batch(position, strokes, workers=1)
    simulate_batch(position, strokes, workers=2)  # starts the pool
    assert batch._workers is not None
    proc = batch._workers.procs[0]
    proc.kill()
    proc.join(5)
    got = simulate_batch(position, strokes, workers=2)
    assert [r.events for r in got] == [r.events for r in want]
    assert take_rebuilt() is True
    assert take_rebuilt() is False
