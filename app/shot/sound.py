"""Sound effects for the table: clicks, thumps, drops, falling pins, the cue's tock.

QtMultimedia is optional: where it cannot load (no audio library, no device) every call is a
silent no-op, so the game runs the same without sound.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QUrl

from app.settings.declared import MUTED, VOLUME
from app.settings.store import SettingsStore
from game.events import Event

SOUND_NAMES = ("ball", "cushion", "strike", "pocket", "pin")
EVENT_SOUND: Mapping[str, str] = {
    "strike": "strike",
    "ball": "ball",
    "cushion": "cushion",
    "pocket": "pocket",
    "pin_down": "pin",
}
VOICES_PER_SOUND = 4  # a QSoundEffect plays one instance at a time; clicks overlap
LOUD_IMPACT = 6.0  # m/s of impact speed that plays at full volume


def _multimedia() -> Any | None:
    try:
        return importlib.import_module("PySide6.QtMultimedia")
    except ImportError:
        return None


def _has_audio_output(multimedia: Any) -> bool:
    """Without an output device every effect would only print 'format not supported'."""
    devices = getattr(multimedia, "QMediaDevices", None)
    if devices is None:
        return True
    return not devices.defaultAudioOutput().isNull()


def find_sound_files(directory: Path) -> dict[str, Path]:
    """The WAV file of every known sound that exists in ``directory``."""
    found = {}
    for name in SOUND_NAMES:
        path = directory / f"{name}.wav"
        if path.is_file():
            found[name] = path
    return found


def impact_gain(event: Event) -> float:
    """Louder for harder hits; events without a speed play at a middle level."""
    if event.speed is None:
        return 0.6
    return max(0.08, min(1.0, event.speed / LOUD_IMPACT))


class SoundBoard(QObject):
    """Plays named effects with a master volume; silent when audio is unavailable."""

    def __init__(self, directory: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._volume = 0.8
        self._muted = False
        self._voices: dict[str, list[Any]] = {}
        self._next: dict[str, int] = {}
        multimedia = _multimedia()
        if multimedia is None or not _has_audio_output(multimedia):
            return
        for name, path in find_sound_files(directory).items():
            voices = []
            for _ in range(VOICES_PER_SOUND):
                effect = multimedia.QSoundEffect(self)
                effect.setSource(QUrl.fromLocalFile(str(path)))
                voices.append(effect)
            self._voices[name] = voices
            self._next[name] = 0

    def follow_settings(self, store: SettingsStore) -> None:
        """Play at the volume and mute as ``store`` says, now and whenever they change."""
        self._settings = store
        store.changed.connect(self._setting_changed)
        self._setting_changed(VOLUME.key)

    def _setting_changed(self, key: str) -> None:
        if key in (VOLUME.key, MUTED.key):
            self.set_volume(self._settings.volume())
            self.set_muted(self._settings.muted())

    @property
    def available(self) -> bool:
        return bool(self._voices)

    @property
    def volume(self) -> float:
        return self._volume

    def set_volume(self, volume: float) -> None:
        self._volume = max(0.0, min(1.0, float(volume)))

    @property
    def muted(self) -> bool:
        return self._muted

    def set_muted(self, muted: bool) -> None:
        self._muted = bool(muted)

    def play(self, name: str, gain: float = 1.0) -> bool:
        """Play one effect; returns whether anything was started."""
        voices = self._voices.get(name)
        if not voices or self._muted or self._volume <= 0.0:
            return False
        index = self._next[name]
        self._next[name] = (index + 1) % len(voices)
        effect = voices[index]
        effect.setVolume(self._volume * max(0.0, min(1.0, gain)))
        effect.play()
        return True

    def play_event(self, event: Event) -> bool:
        name = EVENT_SOUND.get(event.type)
        return False if name is None else self.play(name, impact_gain(event))
