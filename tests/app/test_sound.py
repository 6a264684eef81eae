"""Sound effects: every file is found, and playing without audio is a silent no-op (issue 10)."""

from __future__ import annotations

import wave
from pathlib import Path

import pytest

from app.shot import sound
from game.events import Event

SOUNDS = Path(__file__).resolve().parents[2] / "assets" / "sounds"


def test_every_sound_file_exists_and_is_a_short_mono_wav() -> None:
    found = sound.find_sound_files(SOUNDS)
    assert sorted(found) == sorted(sound.SOUND_NAMES)
    for path in found.values():
        with wave.open(str(path)) as w:
            assert w.getnchannels() == 1
            assert w.getsampwidth() == 2
            assert 0.02 < w.getnframes() / w.getframerate() < 1.0


def test_the_synth_script_reproduces_the_committed_files(tmp_path: Path, monkeypatch) -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_sounds", SOUNDS / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setattr(module, "HERE", tmp_path)
    module.main()
    for name in sound.SOUND_NAMES:
        assert (tmp_path / f"{name}.wav").read_bytes() == (SOUNDS / f"{name}.wav").read_bytes()


def test_without_qtmultimedia_playing_is_a_no_op(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(sound, "_multimedia", lambda: None)
    board = sound.SoundBoard(SOUNDS)
    assert not board.available
    assert board.play("ball") is False
    assert board.play_event(Event(t=0.0, type="ball", a="white", b="red", speed=3.0)) is False


def test_missing_sound_folder_is_silent_not_an_error(qtbot, tmp_path: Path) -> None:
    board = sound.SoundBoard(tmp_path / "nowhere")
    assert not board.available
    assert board.play("cushion") is False


class _FakeEffect:
    def __init__(self, parent=None) -> None:
        self.volume = None
        self.plays = 0

    def setSource(self, url) -> None:
        self.url = url

    def setVolume(self, v: float) -> None:
        self.volume = v

    def play(self) -> None:
        self.plays += 1


class _FakeMultimedia:
    QSoundEffect = _FakeEffect


def test_harder_impacts_play_louder_and_mute_silences(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(sound, "_multimedia", lambda: _FakeMultimedia)
    board = sound.SoundBoard(SOUNDS)
    board.set_volume(1.0)
    assert board.play_event(Event(t=0.0, type="ball", a="white", b="red", speed=0.5))
    soft = board._voices["ball"][0].volume
    assert board.play_event(Event(t=0.0, type="ball", a="white", b="red", speed=6.0))
    hard = board._voices["ball"][1].volume
    assert hard > soft
    assert hard == pytest.approx(1.0)
    board.set_muted(True)
    assert board.play("ball") is False
    assert board.play_event(Event(t=0.0, type="rest")) is False


class _NoDevice:
    def isNull(self) -> bool:
        return True


class _NoDeviceMultimedia(_FakeMultimedia):
    class QMediaDevices:
        @staticmethod
        def defaultAudioOutput() -> _NoDevice:
            return _NoDevice()


def test_without_an_audio_output_device_the_board_is_silent(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(sound, "_multimedia", lambda: _NoDeviceMultimedia)
    board = sound.SoundBoard(SOUNDS)
    assert not board.available
    assert board.play("ball") is False
