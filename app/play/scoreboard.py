"""Scoreboard per discipline; figures count to their new value after each shot.

Seven pins: totals counting down and this inning's points. Carom: points, innings, average,
high run, current run. Five pins: points and points to the target.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, QVariantAnimation
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QWidget

from app.words.numbers import number
from app.words.referee import ball_name, pins_phrase
from app.words.text import arg, tr
from game import disciplines
from game.score_sheet import ScoreSheet

CTX = "Scoreboard"


class CountingLabel(QLabel):
    """A number that runs up or down to its new value instead of jumping."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.value: int | None = None
        self._anim = QVariantAnimation(self)
        self._anim.setDuration(600)
        self._anim.valueChanged.connect(lambda v: self.setText(str(int(v))))
        self.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def set_value(self, value: int, animate: bool = True) -> None:
        if self.value is None or not animate or self.value == value:
            self._anim.stop()
            self.setText(str(value))
        else:
            self._anim.stop()
            self._anim.setStartValue(int(self.value))
            self._anim.setEndValue(int(value))
            self._anim.start()
        self.value = value

    def settle(self) -> None:
        """Show the final figure now (tests, skip)."""
        self._anim.stop()
        if self.value is not None:
            self.setText(str(self.value))


class WrappedLine(QLabel):
    """A word-wrapped label that is never given less height than its lines need: a layout
    squeezed for room would otherwise cut its first and last line in half. It sets its own
    minimum height instead of declaring height-for-width: a scroll area holding a
    height-for-width layout gives it its preferred height, never less, and scrolls."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._fit()

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        policy = self.sizePolicy()
        if policy.hasHeightForWidth():  # QLabel declares it again with each new text
            policy.setHeightForWidth(False)
            self.setSizePolicy(policy)
        need = self.heightForWidth(self.width()) if self.text() else 0
        if need != self.minimumHeight():
            self.setMinimumHeight(need)


class Scoreboard(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr(CTX, "Scoreboard"), parent)
        self._grid = QGridLayout(self)
        self._shown: ScoreSheet | None = None  # shown again in a new language
        self._grid.setHorizontalSpacing(10)
        self._key: tuple[Any, ...] = ()
        self.cells: dict[tuple[str, str], QLabel] = {}
        self.markers: dict[str, QLabel] = {}
        self.footer = QLabel()
        self.footer.setStyleSheet("color: #9aa; font-size: 11px;")
        self.footer.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
        # Which pins lie on the cloth now: read at a glance, not counted on the table.
        self.pins_down = WrappedLine()
        self.pins_down.setObjectName("pinsDown")
        self.pins_down.setStyleSheet("color: #f0d890; font-weight: bold;")
        self.pins_down.setVisible(False)
        self._down: tuple[str, tuple[str, ...]] = ("", ())

    def _columns(self, discipline: str) -> list[tuple[str, str]]:
        sheet = disciplines.get(discipline).score_sheet
        if sheet == "countdown":
            return [("total", tr(CTX, "Left")), ("inning", tr(CTX, "This inning"))]
        if sheet == "race":
            return [
                ("ball", tr(CTX, "Ball")),
                ("points", tr(CTX, "Points")),
                ("to_go", tr(CTX, "To target")),
            ]
        return [
            ("ball", tr(CTX, "Ball")),
            ("points", tr(CTX, "Points")),
            ("innings", tr(CTX, "Inn.")),
            ("average", tr(CTX, "Avg.")),
            ("high_run", tr(CTX, "High")),
            ("current_run", tr(CTX, "Run")),
        ]

    def _build(self, discipline: str, players: tuple[str, ...]) -> None:
        while self._grid.count():
            item = self._grid.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None and w is not self.footer and w is not self.pins_down:
                w.hide()  # at once: deleteLater waits for the event loop
                w.setParent(None)
                w.deleteLater()
        self.cells.clear()
        self.markers.clear()
        cols = self._columns(discipline)
        for j, (_key, title) in enumerate(cols):
            h = QLabel(title)
            h.setStyleSheet("color: #9aa; font-size: 11px;")
            h.setAlignment(Qt.AlignmentFlag.AlignRight)
            self._grid.addWidget(h, 0, j + 2)
        big = QFont()
        big.setPointSizeF(big.pointSizeF() * (1.35 if len(cols) <= 3 else 1.1))
        big.setBold(True)
        for i, p in enumerate(players):
            marker = QLabel("")
            marker.setFixedWidth(14)
            self._grid.addWidget(marker, i + 1, 0)
            name = QLabel(p)
            name.setFont(big)
            self._grid.addWidget(name, i + 1, 1)
            self.markers[p] = marker
            for j, (key, _t) in enumerate(cols):
                cell: QLabel = CountingLabel() if key in ("total", "points") else QLabel()
                cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if key in ("total", "points"):
                    cell.setFont(big)
                self._grid.addWidget(cell, i + 1, j + 2)
                self.cells[(p, key)] = cell
        # The target sits over the names, where the columns' heads leave room: one line
        # fewer in a short panel.
        self._grid.addWidget(self.footer, 0, 0, 1, 2)
        self._grid.addWidget(self.pins_down, len(players) + 1, 0, 1, len(cols) + 2)

    def show_sheet(self, sheet: ScoreSheet, animate: bool = True) -> bool:
        """Draw ``sheet``; with ``animate`` the scores count to their new values. True when
        the board was built anew (other players or columns: its width changes)."""
        self._shown = sheet
        discipline, players, scores = sheet.discipline, sheet.players, sheet.scores
        stats, next_player, target = sheet.stats, sheet.next_player, sheet.target
        inning_points, balls = sheet.inning_points, sheet.balls
        key = (discipline, players)
        rebuilt = key != self._key
        if rebuilt:
            self._build(discipline, players)
            self._key = key
            animate = False
        for p in players:
            self.markers[p].setText("▶" if p == next_player else "")
            s = stats.get(p, {})
            for (who, col), cell in self.cells.items():
                if who != p:
                    continue
                if col in ("total", "points"):
                    assert isinstance(cell, CountingLabel)
                    cell.set_value(int(scores.get(p, 0)), animate)
                elif col == "inning":
                    cell.setText(
                        # 7C-4 counts down: what this inning wrote off, with the total's sign.
                        f"−{inning_points}" if p == next_player and inning_points else ""
                    )
                elif col == "ball":
                    b = balls.get(p)
                    cell.setText(ball_name(discipline, b) if b else "")
                elif col == "to_go":
                    cell.setText(str(max(0, (target or 0) - int(scores.get(p, 0)))))
                elif col == "average":
                    # The language's decimal mark (0,857 in ru/uk).
                    cell.setText(number(float(s.get("average", 0.0)), 3))
                else:
                    cell.setText(str(s.get(col, 0)))
        if target:
            self.footer.setText(tr(CTX, "Target: %n", target))
        else:
            self.footer.setText("")
        self.footer.setVisible(bool(target))  # no empty line in a short panel
        return rebuilt

    def set_pins_down(self, discipline: str, pins: tuple[str, ...]) -> None:
        """Name the pins lying on the cloth (knocked down this shot, until they are re-set)."""
        if (discipline, pins) == self._down:
            return
        self._down = (discipline, pins)
        if pins and disciplines.get(discipline).pins:
            self.pins_down.setText(arg(tr(CTX, "Down this shot: %1"), pins_phrase(list(pins))))
            self.pins_down.setVisible(True)
        else:
            self.pins_down.setText("")
            self.pins_down.setVisible(False)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Title, column heads, ball names and the target line in the new language."""
        self.setTitle(tr(CTX, "Scoreboard"))
        down, self._down = self._down, ("", ())
        self.set_pins_down(*down)
        shown = self._shown
        if shown is not None:
            self._key = ()  # rebuild the heads
            self.show_sheet(shown, animate=False)

    def settle(self) -> None:
        for cell in self.cells.values():
            if isinstance(cell, CountingLabel):
                cell.settle()

    def figure(self, player: str, column: str) -> str:
        """The shown text of one cell (for tests and accessibility)."""
        cell = self.cells.get((player, column))
        return "" if cell is None else cell.text()
