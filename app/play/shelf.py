"""Each player's shelf of pocketed balls beside the scoreboard (the pyramid games: P-21,
PF-3, PD-3, PC-3): the balls drawn as on the table, numbers and all, in the order they
came, so a player sees what he and his opponent have taken and how far each is from 8."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPaintEvent,
    QPen,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from app.table.palette import ball_colour, ball_number
from app.words.referee import ball_name
from app.words.text import arg, tr

CTX = "Scoreboard"
BALL_PX = 20  # one ball's diameter on the shelf
GAP_PX = 3


class ShelfBalls(QWidget):
    """One player's shelf: a row of balls, wrapping when the panel is narrow. It sets its
    own minimum height for its width (as the scoreboard's wrapped lines do) instead of
    declaring height-for-width: the layouts above cache a height-for-width answer and kept
    the empty shelf's height once balls came, so the next row was drawn over them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.discipline = ""
        self.balls: tuple[str, ...] = ()
        self._fit()

    def set_balls(self, discipline: str, balls: tuple[str, ...]) -> None:
        self.discipline, self.balls = discipline, balls
        names = ", ".join(ball_name(discipline, b) for b in balls)
        self.setToolTip(names)
        self.setAccessibleName(names)
        self.setVisible(bool(balls))  # an empty shelf takes no room: the label says 0
        self._fit()
        self.update()

    def labels(self) -> list[str]:
        """What each drawn ball shows (its number; the cue ball none)."""
        return [ball_number(self.discipline, b) or "" for b in self.balls]

    def _per_row(self) -> int:
        return max(1, (self.width() + GAP_PX) // (BALL_PX + GAP_PX))

    def sizeHint(self) -> QSize:
        return QSize(8 * (BALL_PX + GAP_PX), BALL_PX + 2)

    def needed_height(self, width: int) -> int:
        """The height the balls need in ``width`` pixels: as many rows as they wrap to."""
        per_row = max(1, (width + GAP_PX) // (BALL_PX + GAP_PX))
        rows = max(1, -(-len(self.balls) // per_row))
        return rows * (BALL_PX + GAP_PX)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        need = self.needed_height(self.width())
        if need != self.minimumHeight():
            self.setMinimumHeight(need)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        per_row = self._per_row()
        font = QFont()
        font.setBold(True)
        font.setPixelSize(int(BALL_PX * 0.55))
        p.setFont(font)
        r = BALL_PX / 2.0
        for i, ball in enumerate(self.balls):
            row, col = divmod(i, per_row)
            c = QPointF(col * (BALL_PX + GAP_PX) + r + 1, row * (BALL_PX + GAP_PX) + r + 1)
            colour = ball_colour(self.discipline, ball)
            shade = QRadialGradient(c - QPointF(r * 0.35, r * 0.35), r * 1.3)
            shade.setColorAt(0.0, colour.lighter(125))
            shade.setColorAt(1.0, colour.darker(135))
            p.setPen(QPen(QColor(0, 0, 0, 120), 0.8))
            p.setBrush(shade)
            p.drawEllipse(c, r, r)
            number = ball_number(self.discipline, ball)
            if number:
                p.setPen(QColor(20, 20, 20))
                p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r),
                           Qt.AlignmentFlag.AlignCenter, number)  # fmt: skip
        p.end()


class Shelves(QWidget):
    """The players' shelves, one row each: the name and the balls."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 4, 0, 0)
        self._grid.setVerticalSpacing(2)
        self.rows: dict[str, tuple[QLabel, ShelfBalls]] = {}
        self.setVisible(False)

    def show_shelves(self, discipline: str, shelves: Mapping[str, tuple[str, ...]]) -> None:
        """Draw the shelves; none (a game that keeps no balls): hidden."""
        if set(shelves) != set(self.rows):
            for row in self.rows.values():
                for old in row:  # out of the grid at once: deleteLater waits for the loop
                    old.hide()
                    self._grid.removeWidget(old)
                    old.setParent(None)
                    old.deleteLater()
            self.rows = {}
            for i, player in enumerate(shelves):
                label, balls = QLabel(), ShelfBalls()
                label.setStyleSheet("color: #9aa; font-size: 11px;")
                self._grid.addWidget(label, 2 * i, 0)
                self._grid.addWidget(balls, 2 * i + 1, 0)
                self.rows[player] = (label, balls)
        for player, taken in shelves.items():
            label, balls = self.rows[player]
            label.setText(arg(tr(CTX, "%1's shelf: %n ball(s)", len(taken)), player))
            balls.set_balls(discipline, tuple(taken))
        self.setVisible(bool(shelves))

    def labels(self, player: str) -> list[str]:
        row = self.rows.get(player)
        return row[1].labels() if row is not None else []
