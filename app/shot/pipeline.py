"""One shot pipeline for every table in the window: aim → preview → simulate off the GUI
thread → animate → decision.

The game (``Controller``), the free table, the drill card and the lag all drive a
``ShotPipeline``; what differs between them (who judges the shot, what is drawn) stays with
them and reaches the pipeline only as data:

- **Preview.** The owner calls ``schedule_preview()`` whenever the aim changes; once the
  events already queued are handled (so a burst of mouse moves asks once) the pipeline asks
  its ``preview_source`` for the current ``(key, request)`` and simulates it on a worker
  thread. At most one preview is simulated at a time: an aim that changes meanwhile is
  simulated as soon as that one ends, from the source's aim then (latest wins; the ones in
  between are never simulated, so the assist never lags behind a queue). Results are
  cached by key; a preview whose key is no longer the one asked for last is cached but not
  announced. A position whose previews simulate in under ``INLINE_MS`` (nearly every carom
  position: 1–3 ms) is previewed on the GUI thread at once, so the cue and its assist are
  painted together in the same frame; a slower one (a long run through the pins) goes to
  the worker and the cue never waits for it. "Under" is judged from the position's recent
  previews, not the last one alone: on a pyramid rack an aim past the rack simulates in a
  millisecond and the next, into the rack, may take a hundred times as long, and a GUI
  thread that trusted the quick one would freeze on the slow one. Typical previews (the
  median of the last ``INLINE_RECENT``) must be quick and none of the position's may have
  been slower than ``INLINE_WORST_MS``. (A worker thread gains little for the compiled
  engine, which holds the interpreter lock from a simulation's start to its end; inline, a
  three-millisecond preview is painted with the cue, in one paint.)
  ``preview_ready(key, result)`` carries the engine's ``SimResult``. A slow preview (over
  ``FIRST_WORTH_MS`` typically) first hands over the shot's first ``FIRST_S`` seconds (a
  ``SimResult`` with ``first_part`` set, never cached: a path can follow the mouse over a
  pyramid rack whose whole run takes longer to simulate than the mouse takes to move
  again), then goes on to rest only if the aim is still the one asked for; otherwise the
  worker is free at once for the aim the player is on. A first part is announced only
  before its own whole (an aim already simulated is answered whole from the cache).
- **Shot.** ``shoot(key, request)`` plays a stroke: from the preview cache when the player
  held still on it (no wait at all), joining a preview still being simulated, or as a new
  job. ``shot_ready(result)`` hands over the engine's result for the owner to judge
  (``Match.apply``, a drill's goal, the lag's rules).
- **Animation.** The owner then calls ``animate(result, rolls)``: frames (``frame(Frame)``,
  each read from ``result.state_at(t)``) come from the ``Animator`` clock at the replay speed,
  or with ``INSTANT`` pacing the rest position at once; ``started`` follows the first frame
  and ``finished(result)`` the last.
- **Failures** come back as ``failed(message, was_the_shot)``.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from app.common.pacing import LIVE, Pacing
from app.shot.animator import Animator
from app.shot.playback import Frame, Playback, Vec3
from app.shot.worker import Engine, First, Simulator
from game.physics.api import SimResult
from game.stroke import Stroke

PREVIEW_DELAY_MS = 0  # no pause: the next event-loop turn (one preview in flight at most)
INLINE_MS = 6.0  # CPU ms: a preview this quick is simulated on the GUI thread (one paint)
INLINE_RECENT = 8  # previews whose median says how quick this position's previews are
INLINE_WORST_MS = 40.0  # a position with a preview this slow is never previewed inline
PREVIEW_CACHE = 64  # previews kept (the player often swings back to an earlier aim)
# Seconds of a shot a preview on the worker hands over first: the cue ball to the far end
# of the table and the first scatter of a rack (about a third of a break's simulation).
FIRST_S = 0.5
FIRST_WORTH_MS = 12.0  # typical previews slower than this hand their first seconds over

Key = Any  # hashable: whatever identifies a stroke from a position for the owner
PreviewSource = Callable[[], "tuple[Key, Mapping[str, Any]] | None"]


def stroke_key(stroke: Stroke) -> tuple[Any, ...]:
    """What of a stroke the engine's answer depends on (the call does not move a ball)."""
    s = stroke
    return (s.ball, s.aim_deg, s.speed, s.side, s.height, s.elevation_deg)


def request_key(request: Mapping[str, Any]) -> tuple[Any, ...]:
    """What the engine's answer to a ``simulate`` request (its stroke a ``Stroke``) depends
    on: the table and its physics, where every ball and pin stands, and the stroke. A
    preview kept under it can only ever answer the same shot from the same position."""
    where = tuple(
        (kind, tuple((k, tuple(v)) for k, v in sorted(request.get(kind, {}).items())))
        for kind in ("balls", "pins")
    )
    head = (request.get("table"), request.get("discipline"), request.get("physics"))
    return (*head, where, stroke_key(request["stroke"]))


class ShotPipeline(QObject):
    preview_ready = Signal(object, object)  # key, SimResult
    shot_ready = Signal(object)  # SimResult of the shot played: judge it, then animate()
    frame = Signal(object)  # Frame
    started = Signal()  # the shot's first frame is out
    finished = Signal(object)  # SimResult: the shot stands at rest on screen
    failed = Signal(str, bool)  # message, whether it was the shot (else a preview)

    def __init__(
        self,
        parent: QObject | None = None,
        pacing: Pacing = LIVE,
        engine: Engine | None = None,
        preview_source: PreviewSource | None = None,
    ) -> None:
        super().__init__(parent)
        self.pacing = pacing
        self.preview_source = preview_source
        self.simulator = Simulator(self, engine)
        self.simulator.done.connect(self._simulated)
        self.simulator.failed.connect(self._failed)
        self.simulator.first_done.connect(self._first_done)
        self.simulator.dropped.connect(self._dropped)
        self.animator = Animator(self)
        self.animator.frame.connect(self.frame)
        self.animator.finished.connect(self._animation_done)
        self._preview_timer = QTimer(self)
        self._preview_timer.setSingleShot(True)
        self._preview_timer.setInterval(PREVIEW_DELAY_MS)
        self._preview_timer.timeout.connect(self.request_preview)
        self._cache: dict[Key, SimResult] = {}
        self._preview_for: dict[int, Key] = {}
        self._request_for: dict[int, Mapping[str, Any]] = {}  # a preview's, if it becomes the shot
        self._latest_preview: Key = None
        self._again = False  # the aim changed while a preview was being simulated
        # This position's recent preview times (worker or here) and its slowest, CPU ms.
        self._recent_ms: list[float] = []
        self._slowest_ms = 0.0
        self._shot_ticket = 0
        self._result: SimResult | None = None  # the shot being animated
        self.playback: Playback | None = None  # the shot shown last (its end rolls)

    # -- previews -------------------------------------------------------------------------
    def schedule_preview(self) -> None:
        """The aim changed: simulate it now, or as soon as the preview under way ends."""
        if self._preview_for:
            self._again = True
            return
        if self._inline():
            # Quick: at once, so the cue and its assist are painted in the same frame.
            self._preview_timer.stop()
            self.request_preview()
            return
        if not self._preview_timer.isActive():
            self._preview_timer.start()

    def cancel_preview(self) -> None:
        self._preview_timer.stop()
        self._again = False

    def request_preview(self) -> None:
        """Simulate the source's current stroke now (or answer from the cache)."""
        wanted = self.preview_source() if self.preview_source is not None else None
        if wanted is None:
            return
        key, request = wanted
        self._latest_preview = key
        if key in self._cache:
            self.preview_ready.emit(key, self._cache[key])
            return
        if key in self._preview_for.values():
            return  # already on its way
        if self._inline() and not self._preview_for:
            started = time.thread_time()
            try:
                result = self.simulator.run_now(request)
            except Exception as exc:  # the message goes to the window, as from the worker
                self.failed.emit(str(exc), False)
                return
            self._took((time.thread_time() - started) * 1000.0)
            self._store(key, result)
            self.preview_ready.emit(key, result)
            return
        slow = bool(self._recent_ms) and statistics.median(self._recent_ms) >= FIRST_WORTH_MS
        # (quicker, the whole follows within a frame: one paint, not two)
        ticket = self.simulator.submit(request, First(FIRST_S, self._rest_wanted) if slow else None)
        self._preview_for[ticket] = key
        self._request_for[ticket] = request

    def _rest_wanted(self, ticket: int) -> bool:
        """Asked from the worker once a preview's first seconds are out: simulate it to
        rest? Yes if it is the shot, or no other aim has been asked for since."""
        return ticket == self._shot_ticket or not self._again

    def _inline(self) -> bool:
        """Is this position's preview quick enough to simulate on the GUI thread? Not
        until one has been timed."""
        if not self._recent_ms or self._slowest_ms >= INLINE_WORST_MS:
            return False
        return statistics.median(self._recent_ms) < INLINE_MS

    def _took(self, ms: float) -> None:
        self._recent_ms = [*self._recent_ms[1 - INLINE_RECENT :], ms]
        self._slowest_ms = max(self._slowest_ms, ms)

    def known(self, key: Key, result: SimResult) -> None:
        """``result`` is the stroke ``key`` from this position, simulated already (a stroke
        received over the network, simulated on this pipeline's worker to check it): the
        shot is not simulated again."""
        self._store(key, result)

    def cached(self, key: Key) -> SimResult | None:
        return self._cache.get(key)

    def forget_previews(self) -> None:
        """The position changed: no preview holds any more."""
        self._cache.clear()
        self._preview_for.clear()
        self._request_for.clear()
        self._latest_preview = None
        self._again = False
        # Typical times carry over (the next position of a game is much like this one);
        # the worst belongs to this position alone.
        self._slowest_ms = 0.0

    # -- the shot -------------------------------------------------------------------------
    def shoot(self, key: Key, request: Mapping[str, Any]) -> None:
        """Simulate the stroke to play; ``shot_ready`` follows (at once if it was previewed).
        ``key`` None: never from a preview (a replay, a drill attempt, the lag)."""
        self.cancel_preview()
        if key is not None and key in self._cache:
            self._shot_ticket = 0
            self.shot_ready.emit(self._cache[key])
            return
        if key is not None:
            ticket = next((t for t, k in self._preview_for.items() if k == key), None)
            if ticket is not None:
                self._shot_ticket = ticket  # the preview under way is the shot
                return
        self._shot_ticket = self.simulator.submit(request)

    def abandon(self) -> None:
        """Forget a shot still being simulated (its result will be ignored)."""
        self._shot_ticket = 0

    def _store(self, key: Key, result: SimResult) -> None:
        self._cache[key] = result
        if len(self._cache) > PREVIEW_CACHE:
            self._cache.pop(next(iter(self._cache)))

    def _first_done(self, ticket: int, part: SimResult) -> None:
        key = self._preview_for.get(ticket)
        latest = key is not None and key == self._latest_preview and not self._again
        if latest and ticket != self._shot_ticket:
            self.preview_ready.emit(key, part)

    def _dropped(self, ticket: int) -> None:
        """A preview stopped after its first seconds (the aim had moved on)."""
        self._preview_for.pop(ticket, None)
        request = self._request_for.pop(ticket, None)
        if ticket == self._shot_ticket and request is not None:
            # Played just as the worker let it go: simulate the shot after all.
            self._shot_ticket = self.simulator.submit(request)
            return
        if self._again and not self._preview_for:
            self._again = False
            self.request_preview()

    def _simulated(self, ticket: int, result: SimResult) -> None:
        took = self.simulator.engine_ms.pop(ticket, None)
        key = self._preview_for.pop(ticket, None)
        self._request_for.pop(ticket, None)
        if took is not None and key is not None:
            self._took(took)  # the engine's own time: decides the next preview's thread
        if key is not None:
            self._store(key, result)
            if key == self._latest_preview and ticket != self._shot_ticket:
                self.preview_ready.emit(key, result)
            if self._again and not self._preview_for:
                self._again = False
                self.request_preview()
        if ticket == self._shot_ticket:
            self._shot_ticket = 0
            self.shot_ready.emit(result)

    def _failed(self, ticket: int, message: str) -> None:
        was_preview = self._preview_for.pop(ticket, None) is not None
        self._request_for.pop(ticket, None)
        shot = ticket == self._shot_ticket
        if shot:
            self._shot_ticket = 0
        self.failed.emit(message, shot)
        if was_preview and self._again and not self._preview_for:
            self._again = False
            self.request_preview()

    @property
    def simulating(self) -> bool:
        return self._shot_ticket != 0

    # -- animation ------------------------------------------------------------------------
    def animate(self, result: SimResult, rolls: Mapping[str, Vec3] | None = None) -> Playback:
        """Show the shot: in real time (times the replay speed), or at rest at once."""
        playback = Playback(result, rolls)
        self._result = result
        self.playback = playback
        if not self.pacing.animated:
            self.frame.emit(playback.frame(playback.duration))
            self.started.emit()
            self._animation_done()
            return playback
        self.animator.play(playback)
        self.started.emit()
        return playback

    def skip(self) -> None:
        """Jump to rest (Space, a click while the balls run)."""
        self.animator.skip()

    def stop(self) -> None:
        """Stop showing the shot where it is; ``finished`` does not follow."""
        self.animator.stop()
        self._result = None

    @property
    def running(self) -> bool:
        return self.animator.running

    def _animation_done(self) -> None:
        result, self._result = self._result, None
        if result is not None:
            self.finished.emit(result)

    # -- the end --------------------------------------------------------------------------
    def close(self, msecs: int = 5000) -> None:
        """Stop the clock and wait for jobs under way (the window is closing)."""
        self.animator.stop()
        self._preview_timer.stop()
        self.simulator.wait(msecs)


__all__ = ["Frame", "ShotPipeline"]
