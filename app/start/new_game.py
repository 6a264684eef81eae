"""New-game dialog: discipline and rule set, options, players, assists, who breaks."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.play.setup import (
    computer_name,
    default_name,
    quick_setup,
    remember_names,
    remembered_names,
    typed_names,
)
from app.settings.store import NAME_LENGTH
from app.words.assists import ASSIST_NAMES, ASSISTS
from app.words.disciplines import discipline_name
from app.words.levels import level_name, level_text
from app.words.table_choices import PYRAMID_SIZES
from app.words.text import arg, tr
from game import disciplines
from game.ai.levels import LEVELS
from game.setup import GameSetup

CTX = "NewGameDialog"
LAG = "lag"  # the "Breaks" choice that plays a lag instead of naming the breaker
DEFAULT_PYRAMID = "pyramid-12ft"


class NewGameDialog(QDialog):
    def __init__(
        self,
        setup: GameSetup | None = None,
        parent: QWidget | None = None,
        default_table: str | None = None,
    ) -> None:
        """``default_table``: the settings' pyramid size, which the table choice starts from."""
        super().__init__(parent)
        self.setWindowTitle(tr(CTX, "New game"))
        self.setMinimumWidth(520)
        setup = setup or quick_setup()
        layout = QVBoxLayout(self)

        game = QGroupBox(tr(CTX, "Game"))
        form = QFormLayout(game)
        self.discipline = QComboBox()
        for entry in disciplines.with_referee():
            if entry.in_window:
                self.discipline.addItem(discipline_name(entry.id), entry.id)
        form.addRow(tr(CTX, "Discipline"), self.discipline)

        self.table = QComboBox()
        for table_id, name in PYRAMID_SIZES.items():
            self.table.addItem(tr(CTX, name), table_id)
        self.table_label = QLabel(tr(CTX, "Table"))
        form.addRow(self.table_label, self.table)
        start_table = default_table or setup.table
        self.table.setCurrentIndex(max(0, self.table.findData(start_table or DEFAULT_PYRAMID)))

        self.start_total = QComboBox()
        self.start_total.addItem("300", 300)
        self.start_total.addItem("500", 500)
        self.start_total.addItem(tr(CTX, "Custom"), 0)
        self.custom_total = QSpinBox()
        self.custom_total.setRange(5, 5000)
        self.custom_total.setSingleStep(5)
        self.custom_total.setValue(300)
        self.start_label = QLabel(tr(CTX, "Starting total"))
        self.custom_label = QLabel(tr(CTX, "Custom total (multiple of 5)"))
        form.addRow(self.start_label, self.start_total)
        form.addRow(self.custom_label, self.custom_total)

        self.target = QSpinBox()
        self.target.setRange(1, 2000)
        self.target_label = QLabel(tr(CTX, "Target points"))
        form.addRow(self.target_label, self.target)
        self.games = QSpinBox()
        self.games.setRange(1, 9)
        self.games_label = QLabel(tr(CTX, "Games to win"))
        form.addRow(self.games_label, self.games)
        self.called_carom = QCheckBox(tr(CTX, "Called carom (7F-9)"))
        form.addRow("", self.called_carom)
        self.triangle = QComboBox()
        self.triangle.addItem(tr(CTX, "Two caroms (UMB)"), 2)
        self.triangle.addItem(tr(CTX, "One carom"), 1)
        self.triangle_label = QLabel(tr(CTX, "Caroms in a triangle"))
        form.addRow(self.triangle_label, self.triangle)
        self.three_players = QCheckBox(tr(CTX, "Three players"))
        form.addRow("", self.three_players)
        layout.addWidget(game)

        people = QGroupBox(tr(CTX, "Players"))
        grid = QGridLayout(people)
        grid.addWidget(QLabel(tr(CTX, "Name")), 0, 1)
        grid.addWidget(QLabel(tr(CTX, "Assists")), 0, 2)
        self.names: list[QLineEdit] = []
        self.assists: list[QComboBox] = []
        self.name_labels: list[QLabel] = []
        # Seats whose field still holds the name the dialog offered (not typed by a player).
        self.default_seats: set[int] = {i for i, n in enumerate(typed_names()) if not n}
        for i in range(3):
            label = QLabel(arg(tr(CTX, "%1."), i + 1))
            name_edit = QLineEdit(remembered_names()[i])
            name_edit.setMaxLength(NAME_LENGTH)
            assist = QComboBox()
            for a in ASSISTS:
                assist.addItem(tr(CTX, ASSIST_NAMES[a]), a)
            grid.addWidget(label, i + 1, 0)
            grid.addWidget(name_edit, i + 1, 1)
            grid.addWidget(assist, i + 1, 2)
            self.names.append(name_edit)
            self.assists.append(assist)
            self.name_labels.append(label)
            name_edit.textChanged.connect(self._refresh_breaker)
            name_edit.textEdited.connect(lambda _t, seat=i: self.default_seats.discard(seat))
        self.breaker = QComboBox()
        grid.addWidget(QLabel(tr(CTX, "Breaks")), 4, 0)
        grid.addWidget(self.breaker, 4, 1, 1, 2)
        layout.addWidget(people)

        # Player vs computer: the second player is the computer, at a level.
        rival = QGroupBox(tr(CTX, "Opponent"))
        rival_form = QFormLayout(rival)
        self.opponent = QComboBox()
        self.opponent.addItem(tr(CTX, "People at one table (hot seat)"), "people")
        self.opponent.addItem(tr(CTX, "Player vs computer"), "computer")
        rival_form.addRow(tr(CTX, "Play against"), self.opponent)
        self.level = QComboBox()
        for lv in LEVELS:
            self.level.addItem(arg(tr(CTX, "%1 — %2"), lv.number, level_name(lv.number)), lv.number)
        self.level.setCurrentIndex(2)
        self.level_label = QLabel(tr(CTX, "Computer level"))
        rival_form.addRow(self.level_label, self.level)
        self.level_text = QLabel()
        self.level_text.setWordWrap(True)
        rival_form.addRow("", self.level_text)
        layout.addWidget(rival)
        self.opponent.currentIndexChanged.connect(self._opponent_changed)
        self.level.currentIndexChanged.connect(self._refresh_level)

        self.error = QLabel()
        self.error.setStyleSheet("color: #d03030;")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr(CTX, "Start"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        self.rules_button = buttons.addButton(
            tr(CTX, "Rules…"), QDialogButtonBox.ButtonRole.HelpRole
        )
        self.rules_button.clicked.connect(self.show_rules)
        layout.addWidget(buttons)
        self.buttons = buttons

        self._describe()
        self._defaults_of: str | None = None  # the discipline whose defaults the fields show
        self.discipline.currentIndexChanged.connect(self._refresh)
        self.start_total.currentIndexChanged.connect(self._refresh)
        self.three_players.toggled.connect(self._refresh)
        self._load(setup)
        self._refresh()

    def _describe(self) -> None:
        """What each field is, for a screen reader: a box's name is otherwise its value."""
        said = (
            (self.discipline, tr(CTX, "The game to play")),
            (self.table, tr(CTX, "The size of the seven-pins table")),
            (self.start_total, tr(CTX, "The points each player counts down from")),
            (self.custom_total, tr(CTX, "A starting total of your own, in steps of 5")),
            (self.target, tr(CTX, "The points that win a game")),
            (self.games, tr(CTX, "How many games win the match")),
            (self.called_carom, tr(CTX, "The carom must be called before the stroke")),
            (self.triangle, tr(CTX, "How many caroms count inside a corner triangle")),
            (self.three_players, tr(CTX, "A third player takes a seat at the table")),
            (self.breaker, tr(CTX, "The player who breaks")),
            (self.opponent, tr(CTX, "Play with people at this table or against the computer")),
            (self.level, tr(CTX, "How strongly the computer plays")),
            (self.rules_button, tr(CTX, "The rules of the chosen game")),
        )
        for widget, text in said:
            widget.setAccessibleDescription(text)
        for i, (name, assist) in enumerate(zip(self.names, self.assists, strict=True)):
            name.setAccessibleName(arg(tr(CTX, "Player %1: name"), i + 1))
            name.setAccessibleDescription(tr(CTX, "The name shown on the scoreboard"))
            assist.setAccessibleName(arg(tr(CTX, "Player %1: assists"), i + 1))
            assist.setAccessibleDescription(tr(CTX, "The aiming help this player sees"))

    # ----------------------------------------------------------------------------------------
    def _load(self, s: GameSetup) -> None:
        self.discipline.setCurrentIndex(max(0, self.discipline.findData(s.discipline)))
        self._refresh()  # the discipline's defaults first; the setup's own values over them
        for i, n in enumerate(s.players[:3]):
            # A default name made in another language is said in this one.
            self.names[i].setText(default_name(i) if i in s.default_seats else n)
            if i in s.default_seats:
                self.default_seats.add(i)
            else:
                self.default_seats.discard(i)
            self.assists[i].setCurrentIndex(
                max(0, self.assists[i].findData(s.assists.get(n, "full")))
            )
        self.three_players.setChecked(len(s.players) == 3)
        computers = getattr(s, "computers", {}) or {}
        seat = self.opponent.findData("computer")
        if computers and len(s.players) == 2 and s.players[1] in computers and seat >= 0:
            self.opponent.setCurrentIndex(seat)
            self.level.setCurrentIndex(max(0, self.level.findData(computers[s.players[1]])))
        total = int(s.options.get("start_total", 300))
        idx = self.start_total.findData(total)
        if idx < 0:
            idx = self.start_total.findData(0)
            self.custom_total.setValue(total)
        self.start_total.setCurrentIndex(idx)
        if "target" in s.options:
            self.target.setValue(int(s.options["target"]))
        self.called_carom.setChecked(bool(s.options.get("called_carom", False)))

    def _refresh(self) -> None:
        spec = disciplines.get(self.discipline.currentData())
        countdown = spec.countdown_from is not None
        for w in (self.start_label, self.start_total):
            w.setVisible(countdown)
        for w in (self.table_label, self.table):
            w.setVisible(len(spec.tables) > 1)
        custom = countdown and self.start_total.currentData() == 0
        self.custom_label.setVisible(custom)
        self.custom_total.setVisible(custom)
        schema = spec.options
        self.target_label.setVisible(schema is not None)
        self.target.setVisible(schema is not None)
        # A discipline's defaults only when the discipline changes: choosing the opponent or
        # a third player keeps the target the player typed.
        fresh = spec.id != self._defaults_of
        self._defaults_of = spec.id
        if schema is not None:
            self.target.setRange(schema.target.low, schema.target.high)
            if fresh:
                self.target.setValue(schema.target.default)
        games = schema is not None and schema.games is not None
        self.games_label.setVisible(games)
        self.games.setVisible(games)
        if schema is not None and schema.games is not None and fresh:
            self.games.setValue(schema.games)
        self.called_carom.setVisible("called_carom" in spec.option_keys)
        self.triangle_label.setVisible("triangle_caroms" in spec.option_keys)
        self.triangle.setVisible("triangle_caroms" in spec.option_keys)
        self._offer_computer(spec.computer_plays)
        computer = self.vs_computer()
        # C-5: two or three players; against the computer, two.
        self.three_players.setVisible(spec.max_players >= 3 and not computer)
        three = spec.max_players >= 3 and self.three_players.isChecked() and not computer
        self.level_label.setVisible(computer)
        self.level.setVisible(computer)
        self.level_text.setVisible(computer)
        self.assists[1].setEnabled(not computer)
        self._refresh_level()
        seat: tuple[QWidget, ...] = (self.names[2], self.assists[2], self.name_labels[2])
        for widget in seat:
            widget.setVisible(three)
        self._refresh_breaker()
        if self.isVisible():
            # Once the rows just hidden have left the layout: the next turn of the loop.
            QTimer.singleShot(0, self._fit_height)

    def _fit_height(self) -> None:
        """A dialog grows for rows shown but never shrinks for rows hidden: without this, a
        game with fewer choices would leave an empty band above the buttons."""
        layout = self.layout()
        assert layout is not None
        layout.invalidate()
        layout.activate()  # the dialog's minimum height, from the rows shown now
        self.resize(self.width(), self.sizeHint().height())

    def _offer_computer(self, offered: bool) -> None:
        """The computer seat only for a game the computer plays (the registry says)."""
        at = self.opponent.findData("computer")
        if offered and at < 0:
            self.opponent.addItem(tr(CTX, "Player vs computer"), "computer")
        elif not offered and at >= 0:
            self.opponent.setCurrentIndex(self.opponent.findData("people"))
            self.opponent.removeItem(at)

    def vs_computer(self) -> bool:
        return bool(self.opponent.currentData() == "computer")

    def _opponent_changed(self) -> None:
        if 1 in self.default_seats:
            self.names[1].setText(computer_name() if self.vs_computer() else default_name(1))
        self._refresh()

    def _refresh_level(self) -> None:
        number = self.level.currentData()
        self.level_text.setText(level_text(int(number)) if number else "")

    def _player_count(self) -> int:
        spec = disciplines.get(self.discipline.currentData())
        three = spec.max_players >= 3 and self.three_players.isChecked()
        return 3 if three and not self.vs_computer() else 2

    def _refresh_breaker(self) -> None:
        current = self.breaker.currentData()
        self.breaker.clear()
        for i in range(self._player_count()):
            self.breaker.addItem(self.names[i].text().strip() or "?", i)
        has_lag = disciplines.get(self.discipline.currentData()).lag is not None
        if has_lag and self._player_count() == 2:
            self.breaker.addItem(tr(CTX, "Lag"), LAG)  # C-12, 5P-5
        self.breaker.setCurrentIndex(max(0, self.breaker.findData(current)))

    def setup(self) -> GameSetup:
        d = self.discipline.currentData()
        spec = disciplines.get(d)
        keys = spec.option_keys
        n = self._player_count()
        names = [self.names[i].text().strip() for i in range(n)]
        options: dict[str, Any] = {}
        table = self.table.currentData() if len(spec.tables) > 1 else None
        if "start_total" in keys:
            total = self.start_total.currentData() or self.custom_total.value()
            options["start_total"] = int(total)
        if "called_carom" in keys and self.called_carom.isChecked():
            options["called_carom"] = True
        if "target" in keys:
            options["target"] = self.target.value()
        if "games" in keys:
            options["games"] = self.games.value()
        if "triangle_caroms" in keys:
            options["triangle_caroms"] = self.triangle.currentData()
        lag = self.breaker.currentData() == LAG
        first = names[0 if lag else self.breaker.currentData() or 0] if names else None
        return GameSetup(
            discipline=d,
            players=names,
            first=first,
            options=options,
            assists={names[i]: self.assists[i].currentData() for i in range(n)},
            lag=lag,
            table=table,
            computers={names[1]: int(self.level.currentData())} if self.vs_computer() else {},
            default_seats=tuple(i for i in range(n) if i in self.default_seats),
        )

    def show_rules(self) -> QDialog:
        """The rules card of the chosen discipline with these options."""
        from app.help.rules import RulesHelpDialog

        s = self.setup()
        self.rules_dialog = RulesHelpDialog(s.discipline, s.options, self)
        self.rules_dialog.show()
        return self.rules_dialog

    def _accept(self) -> None:
        s = self.setup()
        if any(not n for n in s.players):
            self.error.setText(tr(CTX, "Every player needs a name."))
            return
        if len(set(s.players)) != len(s.players):
            self.error.setText(tr(CTX, "Players' names must differ."))
            return
        total = s.options.get("start_total")
        if total is not None and total % 5:
            self.error.setText(tr(CTX, "The starting total must be a multiple of 5."))
            return
        remember_names(s.players, s.default_seats)
        self.accept()
