"""A drill's position drawn with the game's own table view, plus its zones and markers."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QWidget

from app.table.art import world_transform
from app.table.scene import Scene
from app.table.view import TableView
from game.drills.format import Drill
from game.tables import Point


def scene_for(drill: Drill, balls: dict[str, Point] | None = None) -> Scene:
    return Scene(
        discipline=drill.discipline,
        table=drill.table,
        balls=dict(balls if balls is not None else drill.balls),
        pins=dict(drill.pins),
        yellow_as_spot=False,
    )


class DrillDiagram(TableView):
    """A drill on the game's table view, with its zones and markers; the card plays it with
    the mouse, the browser shows it as a picture."""

    def __init__(self, parent: QWidget | None = None, interactive: bool = False) -> None:
        """``interactive``: the drill card's table, played with the mouse and keys; else a
        picture (the browser's thumbnails)."""
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if interactive else Qt.FocusPolicy.NoFocus)
        self.setMouseTracking(interactive)
        self.setMinimumSize(240, 140)
        self.drill: Drill | None = None

    def set_drill(self, drill: Drill | None) -> None:
        self.drill = drill
        if drill is not None:
            self.set_scene(scene_for(drill))
        else:
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        d, g = self.drill, self.geometry_
        if d is None or g is None or (not d.zones and not d.markers):
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setTransform(world_transform(g))
        pen = QPen(QColor(255, 240, 160, 220), 1.5)
        pen.setCosmetic(True)
        pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(QColor(255, 240, 160, 40))
        for z in d.zones:
            x0, y0, x1, y1 = z.rect
            p.drawRect(QRectF(QPointF(x0, y0), QPointF(x1, y1)))
        p.setBrush(QColor(255, 255, 255, 200))
        for m in d.markers:
            p.drawEllipse(QPointF(*m.at), 0.012, 0.012)
        p.end()


def thumbnail(drill: Drill, width: int = 176, height: int = 96) -> QPixmap:
    """A small picture of the drill's position for the browser list."""
    view = DrillDiagram()
    view.setMinimumSize(1, 1)
    view.resize(width, height)
    view.set_drill(drill)
    return view.grab()
