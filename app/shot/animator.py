"""Plays a simulated shot at real speed (times the replay speed) at 60 frames a second."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QObject, Qt, QTimer, Signal

from app.settings.declared import REPLAY_SPEEDS
from app.shot.playback import Frame, Playback

FRAME_MS = 16


class Animator(QObject):
    frame = Signal(object)  # Frame
    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._tick)
        self._clock = QElapsedTimer()
        self._playback: Playback | None = None
        self._t0 = 0.0  # shot time when the clock was last restarted
        self.speed = 1.0
        self.t = 0.0

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    @property
    def playback(self) -> Playback | None:
        return self._playback

    def play(self, playback: Playback) -> None:
        self._playback = playback
        self.t = 0.0
        self._t0 = 0.0
        self._clock.start()
        self.frame.emit(playback.frame(0.0))  # the first frame goes out at once
        if playback.duration <= 0:
            self._finish()
            return
        self._timer.start()

    def set_speed(self, speed: float) -> None:
        # Keep the shot time continuous across a speed change.
        self._t0 = self.t
        self._clock.restart()
        self.speed = speed

    def faster(self) -> float:
        i = REPLAY_SPEEDS.index(self.speed) if self.speed in REPLAY_SPEEDS else 2
        self.set_speed(REPLAY_SPEEDS[min(len(REPLAY_SPEEDS) - 1, i + 1)])
        return self.speed

    def slower(self) -> float:
        i = REPLAY_SPEEDS.index(self.speed) if self.speed in REPLAY_SPEEDS else 2
        self.set_speed(REPLAY_SPEEDS[max(0, i - 1)])
        return self.speed

    def skip(self) -> None:
        """Jump to rest."""
        if self._playback is None or not self._timer.isActive():
            return
        self.t = self._playback.duration
        self.frame.emit(self._playback.frame(self.t))
        self._finish()

    def stop(self) -> None:
        self._timer.stop()

    def _tick(self) -> None:
        pb = self._playback
        if pb is None:
            self._timer.stop()
            return
        self.t = self._t0 + self._clock.elapsed() / 1000.0 * self.speed
        if self.t >= pb.duration:
            self.t = pb.duration
            self.frame.emit(pb.frame(self.t))
            self._finish()
            return
        self.frame.emit(pb.frame(self.t))

    def _finish(self) -> None:
        self._timer.stop()
        self.finished.emit()


__all__ = ["Animator", "Frame"]
