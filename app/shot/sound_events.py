"""Plays the shot's sounds as the animation passes each event's time.

Listens to the animator's frames: every frame reports the shot time reached, and each event
whose time lies between the previous frame and this one is played through the
``SoundBoard`` (which scales clicks by impact speed and stays silent without audio). A new
playback starts over; a jump far ahead (Space: skip to rest) plays nothing for the skipped
stretch, so skipping never fires a burst of clicks.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from typing import Any, Protocol

from PySide6.QtCore import QObject

from game.events import Event

SKIP_GAP = 0.25  # seconds of shot time: a larger step between frames is a skip, not play


class Board(Protocol):
    def play_event(self, event: Event) -> bool: ...


def due(times: Sequence[float], after: float, upto: float, first: bool) -> range:
    """Indices of the events with ``after < t <= upto`` (``after <= t`` on the first frame)."""
    lo = bisect.bisect_left(times, after) if first else bisect.bisect_right(times, after)
    hi = bisect.bisect_right(times, upto)
    return range(lo, hi)


class EventSounds(QObject):
    def __init__(self, animator: Any, board: Board, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else animator)
        self.animator = animator
        self.board = board
        self._playback: object | None = None
        self._events: list[Event] = []
        self._times: list[float] = []
        self._t = 0.0
        self.played: list[str] = []  # types of the events played, for tests and logs
        animator.frame.connect(self._on_frame)

    def _on_frame(self, _frame: object) -> None:
        pb = self.animator.playback
        if pb is None:
            return
        t = float(self.animator.t)
        first = pb is not self._playback
        if first:
            self._playback = pb
            self._events = sorted(getattr(pb, "events", ()), key=lambda e: e.t)
            self._times = [e.t for e in self._events]
            self._t = 0.0
        if t - self._t > SKIP_GAP and not first:
            self._t = t  # skipped: the events passed over stay silent
            return
        for i in due(self._times, self._t, t, first):
            if self.board.play_event(self._events[i]):
                self.played.append(self._events[i].type)
        self._t = t
