"""Entry script for the frozen build: the same ``main`` as ``python -m app`` and ``kegli``."""

from __future__ import annotations

import multiprocessing

from app.__main__ import main

if __name__ == "__main__":
    # The physics batch pool (game.physics.simulate_batch) spawns worker processes: in a
    # frozen build each one starts this executable, which must then run the worker.
    multiprocessing.freeze_support()
    raise SystemExit(main())
