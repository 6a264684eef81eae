"""Settings dialog: language, sound, assists per player, cloth, the pyramid table size for
seven pins (12 ft / 10 ft, where the new-game dialog starts), animation speed, confirm
before a shot, colour-blind mode. Everything persists through ``SettingsStore``.
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
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.settings.store import (
    ASSIST_LEVELS,
    CAROM_CLOTHS,
    LANGUAGES,
    MAX_PATH_CUSHIONS,
    PYRAMID_TABLES,
    SettingsStore,
)
from app.shot.animator import SPEEDS
from app.words.assists import ASSIST_CTX, ASSIST_NAMES
from app.words.languages import LANGUAGE_NAMES
from app.words.table_choices import CLOTH_NAMES, PYRAMID_NAMES
from app.words.text import arg, tr

CTX = "SettingsDialog"


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

        general = QGroupBox(tr(CTX, "General"))
        form = QFormLayout(general)
        self.language = QComboBox()
        for code in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES[code], code)
        form.addRow(tr(CTX, "Language"), self.language)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume_label = QLabel()
        self.volume.valueChanged.connect(
            lambda v: self.volume_label.setText(arg(tr(CTX, "%1%"), v))
        )
        form.addRow(tr(CTX, "Sound volume"), self.volume)
        form.addRow("", self.volume_label)
        self.mute = QCheckBox(tr(CTX, "Mute all sounds"))
        form.addRow("", self.mute)
        layout.addWidget(general)

        table = QGroupBox(tr(CTX, "Table and play"))
        form = QFormLayout(table)
        self.cloth = QComboBox()
        for cloth in CAROM_CLOTHS:
            self.cloth.addItem(tr(CTX, str(CLOTH_NAMES[cloth])), cloth)
        form.addRow(tr(CTX, "Cloth on carom tables"), self.cloth)
        self.pyramid = QComboBox()
        for table_id in PYRAMID_TABLES:
            self.pyramid.addItem(tr(CTX, str(PYRAMID_NAMES[table_id])), table_id)
        form.addRow(tr(CTX, "Seven pins table"), self.pyramid)
        self.speed = QComboBox()
        for s in SPEEDS:
            self.speed.addItem(arg(tr(CTX, "×%1"), s), s)
        form.addRow(tr(CTX, "Animation speed"), self.speed)
        self.confirm = QCheckBox(tr(CTX, "Ask before every shot"))
        form.addRow("", self.confirm)
        self.colour_blind = QCheckBox(
            tr(CTX, "Colour-blind mode: marked balls and a high-contrast cloth")
        )
        form.addRow("", self.colour_blind)
        self.path_cushions = QSpinBox()
        self.path_cushions.setRange(0, MAX_PATH_CUSHIONS)
        self.path_cushions.setSpecialValueText(tr(CTX, "to rest"))
        self.path_cushions.setToolTip(
            tr(CTX, "The full-path assist draws each ball until it rests, or this many cushions")
        )
        form.addRow(tr(CTX, "Full path: cushions shown"), self.path_cushions)
        layout.addWidget(table)

        self.assists: dict[str, QComboBox] = {}
        # The players at the table; with no game on, everyone whose assists are remembered.
        names = list(players) if players else sorted(store.assists(), key=str.casefold)
        if names:
            box = QGroupBox(tr(CTX, "Assists per player"))
            form = QFormLayout(box)
            for name in names:
                combo = QComboBox()
                for level in ASSIST_LEVELS:
                    combo.addItem(tr(ASSIST_CTX, str(ASSIST_NAMES[level])), level)
                form.addRow(name, combo)
                self.assists[name] = combo
            layout.addWidget(box)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.buttons = buttons
        self.load()

    def load(self) -> None:
        s = self.store
        self.language.setCurrentIndex(max(0, self.language.findData(s.language())))
        self.volume.setValue(round(s.volume() * 100))
        self.volume_label.setText(arg(tr(CTX, "%1%"), self.volume.value()))
        self.mute.setChecked(s.muted())
        self.cloth.setCurrentIndex(max(0, self.cloth.findData(s.carom_cloth())))
        self.pyramid.setCurrentIndex(max(0, self.pyramid.findData(s.pyramid_table())))
        self.speed.setCurrentIndex(max(0, self.speed.findData(s.replay_speed())))
        self.confirm.setChecked(s.confirm_shot())
        self.colour_blind.setChecked(s.colour_blind())
        self.path_cushions.setValue(s.path_cushions())
        stored = s.assists()
        for name, combo in self.assists.items():
            combo.setCurrentIndex(max(0, combo.findData(stored.get(name, "full"))))

    def save(self) -> None:
        s = self.store
        s.set_language(self.language.currentData())
        s.set_volume(self.volume.value() / 100.0)
        s.set_muted(self.mute.isChecked())
        s.set_carom_cloth(self.cloth.currentData())
        s.set_pyramid_table(self.pyramid.currentData())
        s.set_replay_speed(self.speed.currentData())
        s.set_confirm_shot(self.confirm.isChecked())
        s.set_colour_blind(self.colour_blind.isChecked())
        s.set_path_cushions(self.path_cushions.value())
        if self.assists:
            s.set_assists({n: c.currentData() for n, c in self.assists.items()})
        s.sync()

    def accept(self) -> None:
        self.save()
        self.applied.emit()
        super().accept()
