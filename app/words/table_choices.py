"""The table's choices in words: the carom cloth's colours and seven pins' pyramid sizes
(in the settings dialog's context, and the sizes again in the new-game dialog's)."""

from __future__ import annotations

from app.words.text import QT_TRANSLATE_NOOP

CLOTH_NAMES = {
    "blue": QT_TRANSLATE_NOOP("SettingsDialog", "Blue"),
    "green": QT_TRANSLATE_NOOP("SettingsDialog", "Green"),
}
PYRAMID_NAMES = {
    "pyramid-12ft": QT_TRANSLATE_NOOP("SettingsDialog", "12 ft"),
    "pyramid-10ft": QT_TRANSLATE_NOOP("SettingsDialog", "10 ft"),
}

# The pyramid sizes as the new-game dialog offers them; the physics and the rules follow the id.
PYRAMID_SIZES = {
    "pyramid-12ft": QT_TRANSLATE_NOOP("NewGameDialog", "12 ft"),
    "pyramid-10ft": QT_TRANSLATE_NOOP("NewGameDialog", "10 ft"),
}
