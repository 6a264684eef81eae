"""Ball physics: a closed-form, event-driven simulation of one stroke on a billiards table.

``api.simulate(request)`` is the JSON entry point (contract.md); ``api.simulate_detailed``
returns the full piecewise motion for the window (animation, aim assists).

Modules: ``params`` (constants per table, overrides), ``motion`` (closed-form cloth
motion and exact transitions), ``roots`` (exact contact times), ``strike`` (cue: spin,
squirt, massé, miscue), ``collide_ball`` (frictional ball–ball with throw),
``collide_cushion`` (Han 2005, also on jaw points), ``table_geometry`` (cushions, jaws,
pockets), ``placement`` (where a ball may rest: ``ball_fits``), ``pins`` (touches,
knocks, falls; toppling in place or with momentum, ``Params.pin_model``), ``world`` (the
broad phase), ``engine`` (the event loop), ``orientation`` (ball rotation for drawing),
``api`` and ``command`` (the interface), ``batch`` (many strokes on every core),
``corpus`` (a fingerprint of the engine's output), ``pin_stats`` (how often the king
takes a neighbour, per pin model), ``native`` (which build runs: pure Python or compiled
with mypyc; ``KEGLI_PHYSICS=pure`` asks for the sources).

Batch API (for shot finders and the computer opponent)::

    simulate_batch(position, strokes, workers=None) -> list[SimResult]

``position`` is a ``simulate`` request without ``stroke`` (table, discipline, balls, pins,
params); ``strokes`` a sequence of ``game.stroke.Stroke`` values. The position is
validated and set up once; the results come back in the strokes' order, each exactly what
``simulate_detailed`` gives for that stroke, bit for bit, whatever ``workers`` is (None:
every core; 1: this process). This process simulates a share itself next to a pool of
``workers`` - 1 spawned processes kept between calls; ``shutdown_batch_pool()`` ends it.
``simulate_batch_local`` is the same in this process only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.physics.native import honour_environment

honour_environment()

if TYPE_CHECKING:
    from game.physics.api import SimResult, simulate, simulate_batch_local, simulate_detailed
    from game.physics.batch import shutdown as shutdown_batch_pool
    from game.physics.batch import simulate_batch

__all__ = [
    "SimResult",
    "shutdown_batch_pool",
    "simulate",
    "simulate_batch",
    "simulate_batch_local",
    "simulate_detailed",
]

# Imported on first use, so that importing a light module of this package (placement,
# which the match uses) does not load the engine.
_LAZY = {
    "SimResult": ("game.physics.api", "SimResult"),
    "simulate": ("game.physics.api", "simulate"),
    "simulate_batch_local": ("game.physics.api", "simulate_batch_local"),
    "simulate_detailed": ("game.physics.api", "simulate_detailed"),
    "simulate_batch": ("game.physics.batch", "simulate_batch"),
    "shutdown_batch_pool": ("game.physics.batch", "shutdown"),
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        module, attr = _LAZY[name]
        return getattr(importlib.import_module(module), attr)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
