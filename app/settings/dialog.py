"""Settings dialog, built from the declarations (``settings/declared.DIALOG``): each
setting gets the editor its declaration calls for (a check box, a list of its choices, a
percentage slider, a number), loaded from the store and written back on OK, where the store
tells each part that follows a changed setting. The assists per player follow, one list
per player at the table.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.settings.declared import CTX, DIALOG, LANGUAGE, PLAYER_ASSISTS, AnySetting
from app.settings.i18n import current_language
from app.settings.store import SettingsStore
from app.words.assists import ASSIST_CTX, ASSIST_NAMES
from app.words.text import arg, tr


class Editor:
    """One setting's widget in the dialog: put into a form, loaded, read back."""

    def __init__(self, setting: AnySetting) -> None:
        self.setting = setting
        self.widget: QWidget

    def add_to(self, form: QFormLayout) -> None:
        form.addRow(tr(CTX, self.setting.label), self.widget)

    def describe(self) -> None:
        """What the setting is, said by a screen reader beside the box's value."""
        s = self.setting
        self.widget.setAccessibleDescription(tr(CTX, s.note or s.label))

    def load(self, value: object) -> None:
        raise NotImplementedError

    def value(self) -> object:
        raise NotImplementedError


class CheckEditor(Editor):
    def __init__(self, setting: AnySetting) -> None:
        super().__init__(setting)
        self.box = QCheckBox(tr(CTX, setting.label))
        self.widget = self.box

    def add_to(self, form: QFormLayout) -> None:
        form.addRow("", self.box)

    def load(self, value: object) -> None:
        self.box.setChecked(bool(value))

    def value(self) -> object:
        return self.box.isChecked()


class ChoiceEditor(Editor):
    def __init__(self, setting: AnySetting) -> None:
        super().__init__(setting)
        self.combo = QComboBox()
        for choice in setting.choices:
            self.combo.addItem(_choice_text(setting, choice), choice)
        self.widget = self.combo

    def load(self, value: object) -> None:
        self.combo.setCurrentIndex(max(0, self.combo.findData(value)))

    def value(self) -> object:
        return self.combo.currentData()


class PercentEditor(Editor):
    def __init__(self, setting: AnySetting) -> None:
        super().__init__(setting)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, 100)
        self.shown = QLabel()
        self.slider.valueChanged.connect(lambda v: self.shown.setText(arg(tr(CTX, "%1%"), v)))
        self.widget = self.slider

    def add_to(self, form: QFormLayout) -> None:
        super().add_to(form)
        form.addRow("", self.shown)

    def load(self, value: object) -> None:
        self.slider.setValue(round(float(str(value)) * 100))
        self.shown.setText(arg(tr(CTX, "%1%"), self.slider.value()))

    def value(self) -> object:
        return self.slider.value() / 100.0


class NumberEditor(Editor):
    def __init__(self, setting: AnySetting) -> None:
        super().__init__(setting)
        self.spin = QSpinBox()
        low, high = setting.bounds or (0, 99)
        self.spin.setRange(round(low), round(high))
        if setting.lowest_text:
            self.spin.setSpecialValueText(tr(CTX, setting.lowest_text))
        if setting.note:
            self.spin.setToolTip(tr(CTX, setting.note))
        self.widget = self.spin

    def load(self, value: object) -> None:
        self.spin.setValue(round(float(str(value))))

    def value(self) -> object:
        return self.spin.value()


class TextEditor(Editor):
    def __init__(self, setting: AnySetting) -> None:
        super().__init__(setting)
        self.line = QLineEdit()
        if setting.note:
            self.line.setPlaceholderText(tr(CTX, setting.note))
            self.line.setToolTip(tr(CTX, setting.note))
        self.widget = self.line

    def load(self, value: object) -> None:
        self.line.setText(str(value))

    def value(self) -> object:
        return self.line.text().strip()


def _choice_text(setting: AnySetting, choice: object) -> str:
    if setting.template:
        return arg(tr(CTX, setting.template), choice)
    name = setting.names.get(str(choice), str(choice))
    return tr(CTX, name) if setting.names_translated else name


def editor_for(setting: AnySetting) -> Editor:
    """The editor a declaration calls for."""
    if setting.type is bool:
        return CheckEditor(setting)
    if setting.choices:
        return ChoiceEditor(setting)
    if setting.percent:
        return PercentEditor(setting)
    if setting.type is str:
        return TextEditor(setting)
    return NumberEditor(setting)


class SettingsDialog(QDialog):
    applied = Signal()

    def __init__(
        self,
        store: SettingsStore,
        players: Sequence[str] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr(CTX, "Settings"))
        self.store = store
        layout = QVBoxLayout(self)
        self.editors: dict[str, Editor] = {}
        for title, settings in DIALOG:
            box = QGroupBox(tr(CTX, title))
            form = QFormLayout(box)
            for setting in settings:
                editor = editor_for(setting)
                editor.add_to(form)
                editor.describe()
                self.editors[setting.key] = editor
            layout.addWidget(box)

        self.assists: dict[str, QComboBox] = {}
        # The players at the table; with no game on, everyone whose assists are remembered.
        names = list(players) if players else sorted(store.assists(), key=str.casefold)
        if names:
            box = QGroupBox(tr(CTX, PLAYER_ASSISTS.label))
            form = QFormLayout(box)
            for name in names:
                combo = QComboBox()
                for level in PLAYER_ASSISTS.each.choices:
                    combo.addItem(tr(ASSIST_CTX, str(ASSIST_NAMES[level])), level)
                combo.setAccessibleDescription(tr(CTX, PLAYER_ASSISTS.label))
                form.addRow(name, combo)
                self.assists[name] = combo
            layout.addWidget(box)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        # Why OK did not close the dialog: a value it would not keep, named.
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #e05a4a;")
        self.problem.setVisible(False)
        layout.addWidget(self.problem)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.buttons = buttons
        self.load()

    def editor(self, setting: AnySetting) -> QWidget:
        """The widget that edits ``setting``."""
        return self.editors[setting.key].widget

    def load(self) -> None:
        for _title, settings in DIALOG:
            for setting in settings:
                self.editors[setting.key].load(self._shown_value(setting))
        stored = self.store.assists()
        for name, combo in self.assists.items():
            level = stored.get(name, PLAYER_ASSISTS.each.default)
            combo.setCurrentIndex(max(0, combo.findData(level)))

    def _shown_value(self, setting: AnySetting) -> object:
        """The stored value; for a language never chosen, the one spoken (the system's at
        start-up), so the dialog neither shows English nor switches to it on OK."""
        spoken = current_language()
        never_chosen = setting.check(self.store.qsettings.value(setting.key, None)) is None
        if setting.key == LANGUAGE.key and spoken is not None and never_chosen:
            return spoken
        return self.store.value_of(setting)

    def save(self) -> None:
        for _title, settings in DIALOG:
            for setting in settings:
                self.store.put(setting, self.editors[setting.key].value())
        if self.assists:
            self.store.set_assists({n: c.currentData() for n, c in self.assists.items()})
        self.store.sync()

    def refused(self) -> AnySetting | None:
        """The first setting whose value here would not be kept; the dialog says why and
        puts the cursor there. None when every value may be kept."""
        for _title, settings in DIALOG:
            for setting in settings:
                editor = self.editors[setting.key]
                if setting.check(editor.value()) is None and setting.problem:
                    self.problem.setText(tr(CTX, setting.problem))
                    self.problem.setVisible(True)
                    editor.widget.setFocus()
                    return setting
        self.problem.setVisible(False)
        return None

    def accept(self) -> None:
        if self.refused() is not None:
            return  # nothing is saved while one value is refused: the others wait with it
        self.save()
        self.applied.emit()
        super().accept()
