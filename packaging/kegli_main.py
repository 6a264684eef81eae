"""Entry script for the frozen build: the same ``main`` as ``python -m app`` and ``kegli``."""

from __future__ import annotations

from app.__main__ import main

if __name__ == "__main__":
    raise SystemExit(main())
