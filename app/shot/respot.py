"""After a shot: the rest position holds a moment, then the balls the referee put back on
a spot glide there from where they stopped (a pocketed one reappears on its spot)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEasingCurve, QObject, QTimer, QVariantAnimation, Signal

from app.shot.playback import Frame
from game.tables import Point

RESPOT_MS = 450  # the rest position stays this long before re-spotting
GLIDE_MS = 400


def glide_frame(stopped: Frame, spots: Mapping[str, Point], k: float) -> Frame:
    """The balls ``k`` (0..1) of the way from where they stopped to where they now lie."""
    balls = {}
    for b, to in spots.items():
        fr = stopped.balls.get(b)
        if fr is None or b in stopped.vanishing:
            fr = to  # a pocketed ball reappears on its spot
        balls[b] = (fr[0] + (to[0] - fr[0]) * k, fr[1] + (to[1] - fr[1]) * k)
    return Frame(balls, {}, stopped.fallen, stopped.pins, {}, stopped.rolls)


class RespotGlide(QObject):
    """``frame`` carries each step of the glide; ``done`` follows the last one (at once
    when no ball moves, or when the pace is not animated)."""

    frame = Signal(object)  # Frame
    done = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._begin)
        self._glide = QVariantAnimation(self)
        self._glide.setDuration(GLIDE_MS)
        self._glide.setStartValue(0.0)
        self._glide.setEndValue(1.0)
        self._glide.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self._glide.valueChanged.connect(self._step)
        self._glide.finished.connect(self.done)
        self._from: Frame | None = None
        self._to: dict[str, Point] = {}

    def start(self, stopped: Frame | None, spots: Mapping[str, Point], animated: bool) -> None:
        """From the shot's last frame ``stopped`` to the position ``spots``."""
        self._from, self._to = stopped, dict(spots)
        if animated:
            self._hold.start(RESPOT_MS)
        else:
            self.done.emit()

    def stop(self) -> None:
        self._hold.stop()
        self._glide.stop()

    def _begin(self) -> None:
        f = self._from
        if f is None or not any(f.balls.get(b) != at for b, at in self._to.items()):
            self.done.emit()
            return
        self._glide.start()

    def _step(self, value: object) -> None:
        if self._from is not None:
            self.frame.emit(glide_frame(self._from, self._to, float(value)))  # type: ignore[arg-type]
