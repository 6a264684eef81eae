"""Game over: the winner and why the game ended, each player's statistics, and a rematch
button."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.common.screen_fit import fit_window
from app.words.endings import ending_words
from app.words.numbers import number
from app.words.text import arg, tr
from game.rules.model import GameResult

CTX = "GameOverDialog"

STAT_COLUMNS = (
    ("points", "Points"),
    ("innings", "Innings"),
    ("average", "Average"),
    ("high_run", "High run"),
    ("fouls", "Fouls"),
)


class GameOverDialog(QDialog):
    REMATCH = 2

    def __init__(
        self,
        outcome: GameResult,
        players: tuple[str, ...],
        scores: Mapping[str, int],
        stats: Mapping[str, Mapping[str, Any]],
        shots: Mapping[str, int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr(CTX, "Game over"))
        layout = QVBoxLayout(self)
        if outcome.winner is None:
            title = tr(CTX, "The game is a draw.")
        else:
            title = arg(tr(CTX, "%1 wins!"), outcome.winner)
        head = QLabel(title)
        head.setStyleSheet("font-size: 20px; font-weight: bold;")
        layout.addWidget(head)
        # Why it ended (the rule that decided it), under who won.
        self.ending = QLabel(ending_words(outcome.termination))
        self.ending.setWordWrap(True)
        layout.addWidget(self.ending)
        # The summary: how long the game was, in counts with their plural forms.
        summary = [tr(CTX, "%n shot(s) in all.", sum(shots.values()))]
        innings = max((int(stats.get(p, {}).get("innings", 0)) for p in players), default=0)
        if innings:
            summary.append(tr(CTX, "The game lasted %n inning(s).", innings))
        self.summary = QLabel(" ".join(summary))
        layout.addWidget(self.summary)
        headers = [tr(CTX, "Player"), tr(CTX, "Score"), tr(CTX, "Shots")]
        keys = [k for k, _ in STAT_COLUMNS if any(k in stats.get(p, {}) for p in players)]
        labels = {
            "points": tr(CTX, "Points"),
            "innings": tr(CTX, "Innings"),
            "average": tr(CTX, "Average"),
            "high_run": tr(CTX, "High run"),
            "fouls": tr(CTX, "Fouls"),
        }
        headers += [labels[k] for k in keys]
        table = QTableWidget(len(players), len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.verticalHeader().setVisible(False)
        # A record of the game, not a form: a key (the Space that shot the last ball) must
        # not start typing over a player's name.
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for i, p in enumerate(players):
            row = [p, str(scores.get(p, "")), str(shots.get(p, 0))]
            for k in keys:
                v = stats.get(p, {}).get(k, "")
                row.append(number(v, 3) if isinstance(v, float) else str(v))
            for j, text in enumerate(row):
                table.setItem(i, j, QTableWidgetItem(text))
        # The names take the width the figures leave, and the table is as tall as its rows:
        # a results card, not a half-empty grid with its columns crammed to the left.
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setSizeAdjustPolicy(QTableWidget.SizeAdjustPolicy.AdjustToContents)
        table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.table = table
        layout.addWidget(table)
        layout.addStretch(1)  # room the card has to spare goes below the table
        buttons = QDialogButtonBox()
        self.rematch = QPushButton(tr(CTX, "Rematch"))
        buttons.addButton(self.rematch, QDialogButtonBox.ButtonRole.AcceptRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.rematch.clicked.connect(lambda: self.done(self.REMATCH))
        close.clicked.connect(self.reject)
        layout.addWidget(buttons)
        fit_window(self, QSize(520, 260))
