"""How a simulated shot reaches the screen, chosen by whoever builds the window.

``LIVE`` (the game) plays every shot in real time, holds the rest position a moment before
re-spotted balls glide back and counts the scoreboard up. ``INSTANT`` (the smoke test, the
tests) shows the rest position at once and hands over the referee's decision straight away.
It is handed to the controller, the lag and the practice tables when they are built, and
each hands it to its ``ShotPipeline`` (app/shot/pipeline.py), which plays the shot by it
(the controller also reads it for the scoreboard's count-up and the re-spot pause), so
the code that plays shots never asks whether it runs under test.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Pacing:
    animated: bool  # frames in real time; False: the rest position at once


LIVE = Pacing(animated=True)
INSTANT = Pacing(animated=False)
