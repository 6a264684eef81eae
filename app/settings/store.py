"""Settings that persist between runs: language, assists per player, sound volume, window
geometry, replay speed, the last folder and the recent files; mute, carom cloth colour,
colour-blind mode, confirm-before-shot and the pyramid table size.

Backed by ``QSettings("Kegli", "Kegli")``; when ``$KEGLI_DATA_DIR`` is set (tests, portable
installs) by an INI file in that folder instead. Every value read back is checked and falls
back to its default, so a hand-edited or damaged settings file can never break the window.
Lists and per-player maps are stored as JSON text: QSettings' own list handling differs by
platform (a one-item list reads back as a plain string from an INI file).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal

from app.common import safe_paths
from app.settings import file as settings_file
from app.settings.declared import (
    CAROM_CLOTH,
    COACH_SEEN,
    COLOUR_BLIND,
    CONFIRM_SHOT,
    LANGUAGE,
    MUTED,
    NET_LEFT_GAME,
    NET_PORT,
    NET_RELAY,
    NET_WAIT_MINUTES,
    PATH_CUSHIONS,
    PLAYER_ASSISTS,
    PYRAMID_TABLE,
    REPLAY_SPEED,
    VOLUME,
    AnySetting,
    Setting,
    T,
)

MAX_RECENT = 8
MAX_PLAYERS = 3  # the most any discipline admits (C-5)
NAME_LENGTH = 24  # the new-game dialog's limit for a player's name
# The window's parts a player can hide, and whether each is shown on a first start.
PANELS_SHOWN = {
    "side": True,
    "strip": True,
    "precise": False,
    "loupe": True,
}


def default_settings() -> QSettings:
    """The settings file, checked first (app/settings/file.py): a FIFO, a device or a huge
    file is set aside instead of opened."""
    return settings_file.open_settings()


class SettingsStore(QObject):
    """The settings file. ``get``/``set`` read and write a declared setting (checked against
    its declaration); ``changed(key)`` says a setting took a new value, and each part of the
    window that follows one listens for its own keys."""

    changed = Signal(str)

    def __init__(self, settings: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.qsettings = settings if settings is not None else default_settings()

    def get(self, setting: Setting[T]) -> T:
        value = setting.check(self.qsettings.value(setting.key, None))
        return setting.default if value is None else value

    def set(self, setting: Setting[T], value: T) -> None:
        """Store a valid value (a number out of range is brought into it) and say so when it
        changed; an invalid one is ignored."""
        self.put(setting, value)

    def value_of(self, setting: AnySetting) -> object:
        """``get`` for any setting (the dialog's editors hold values of every type)."""
        value = setting.check(self.qsettings.value(setting.key, None))
        return setting.default if value is None else value

    def put(self, setting: AnySetting, value: object) -> None:
        """``set`` for any setting: the value is checked against its declaration."""
        checked = setting.check(value)
        if checked is None:
            return
        if self.qsettings.contains(setting.key) and self.value_of(setting) == checked:
            return
        self.qsettings.setValue(setting.key, checked)
        self.changed.emit(setting.key)

    # -- plumbing -----------------------------------------------------------------------------
    def _json(self, key: str, default: Any) -> Any:
        raw = self.qsettings.value(key, None)
        if not isinstance(raw, str):
            return default
        try:
            value = json.loads(raw)
        except (ValueError, RecursionError):
            return default
        return value if isinstance(value, type(default)) else default

    def _set_json(self, key: str, value: Any) -> None:
        self.qsettings.setValue(key, json.dumps(value, ensure_ascii=False))

    def sync(self) -> None:
        self.qsettings.sync()

    # -- language -----------------------------------------------------------------------------
    def language(self) -> str:
        return self.get(LANGUAGE)

    def set_language(self, code: str) -> None:
        self.set(LANGUAGE, code)

    # -- assists per player ------------------------------------------------------------------
    def assists(self) -> dict[str, str]:
        return PLAYER_ASSISTS.check(self._json(PLAYER_ASSISTS.key, {}))

    def assist_for(self, player: str) -> str | None:
        return self.assists().get(player)

    def set_assists(self, levels: dict[str, str]) -> None:
        before = self.assists()
        merged = dict(before)
        merged.update(PLAYER_ASSISTS.check(levels))
        self._set_json(PLAYER_ASSISTS.key, merged)
        if merged != before:
            self.changed.emit(PLAYER_ASSISTS.key)

    # -- players' names ------------------------------------------------------------------------
    def player_names(self) -> list[str]:
        """The names last entered in the new-game dialog, one per seat; "" for a seat that
        kept its default name (which is then said in whatever language is chosen)."""
        raw = self._json("players/names", [])
        names = [n.strip()[:NAME_LENGTH] if isinstance(n, str) else "" for n in raw]
        return (names + [""] * MAX_PLAYERS)[:MAX_PLAYERS]

    def set_player_names(self, names: list[str]) -> None:
        self._set_json("players/names", [str(n).strip()[:NAME_LENGTH] for n in names][:MAX_PLAYERS])

    # -- the declared settings, by name ---------------------------------------------------------
    def volume(self) -> float:
        return self.get(VOLUME)

    def set_volume(self, volume: float) -> None:
        self.set(VOLUME, float(volume))

    def muted(self) -> bool:
        return self.get(MUTED)

    def set_muted(self, muted: bool) -> None:
        self.set(MUTED, bool(muted))

    def carom_cloth(self) -> str:
        return self.get(CAROM_CLOTH)

    def set_carom_cloth(self, cloth: str) -> None:
        self.set(CAROM_CLOTH, cloth)

    def pyramid_table(self) -> str:
        """The pyramid size a new seven-pins game starts from."""
        return self.get(PYRAMID_TABLE)

    def set_pyramid_table(self, table: str) -> None:
        self.set(PYRAMID_TABLE, table)

    def colour_blind(self) -> bool:
        return self.get(COLOUR_BLIND)

    def set_colour_blind(self, on: bool) -> None:
        self.set(COLOUR_BLIND, bool(on))

    def confirm_shot(self) -> bool:
        return self.get(CONFIRM_SHOT)

    def set_confirm_shot(self, on: bool) -> None:
        self.set(CONFIRM_SHOT, bool(on))

    def path_cushions(self) -> int:
        """The full-path assist's cushion limit per ball; 0: to rest."""
        return self.get(PATH_CUSHIONS)

    def set_path_cushions(self, cushions: int) -> None:
        self.set(PATH_CUSHIONS, int(cushions))

    def net_port(self) -> int:
        return self.get(NET_PORT)

    def net_relay(self) -> str:
        return self.get(NET_RELAY)

    def set_net_relay(self, address: str) -> None:
        self.set(NET_RELAY, address)

    def net_wait_minutes(self) -> int:
        """How long a network game waits for a dropped opponent before asking."""
        return self.get(NET_WAIT_MINUTES)

    def set_net_wait_minutes(self, minutes: int) -> None:
        self.set(NET_WAIT_MINUTES, int(minutes))

    def net_left_game(self) -> dict[str, str]:
        """The network game left here to finish later (text fields only; {} when none or
        when what is stored is not such a map)."""
        try:
            raw = json.loads(self.get(NET_LEFT_GAME) or "{}")
        except ValueError:
            return {}
        if not isinstance(raw, dict):
            return {}
        return {str(k): v for k, v in raw.items() if isinstance(v, str) and len(v) <= 200}

    def set_net_left_game(self, fields: dict[str, str]) -> None:
        self.set(NET_LEFT_GAME, json.dumps(fields, sort_keys=True) if fields else "")

    def coach_seen(self) -> bool:
        """The first-run coach overlay was dismissed: it never shows again."""
        return self.get(COACH_SEEN)

    def set_coach_seen(self, seen: bool = True) -> None:
        self.set(COACH_SEEN, bool(seen))

    def replay_speed(self) -> float:
        return self.get(REPLAY_SPEED)

    def set_replay_speed(self, speed: float) -> None:
        self.set(REPLAY_SPEED, float(speed))

    # -- window ---------------------------------------------------------------------------------
    def geometry(self) -> QByteArray | None:
        raw = self.qsettings.value("window/geometry", None)
        return raw if isinstance(raw, QByteArray) and not raw.isEmpty() else None

    def set_geometry(self, geometry: QByteArray) -> None:
        self.qsettings.setValue("window/geometry", geometry)

    def splitter_state(self) -> QByteArray | None:
        raw = self.qsettings.value("window/splitter", None)
        return raw if isinstance(raw, QByteArray) and not raw.isEmpty() else None

    def set_splitter_state(self, state: QByteArray) -> None:
        self.qsettings.setValue("window/splitter", state)

    def panel_shown(self, panel: str) -> bool:
        """Whether a part of the window is shown: the side panel, the referee strip, the
        precise-stroke numbers (hidden until asked for) and the loupe."""
        raw = self.qsettings.value(f"window/show_{panel}", None)
        shown = Setting(f"window/show_{panel}", bool, PANELS_SHOWN.get(panel, True)).check(raw)
        return PANELS_SHOWN.get(panel, True) if shown is None else shown

    def set_panel_shown(self, panel: str, on: bool) -> None:
        if panel in PANELS_SHOWN:
            self.qsettings.setValue(f"window/show_{panel}", bool(on))

    # -- files ----------------------------------------------------------------------------------
    def last_folder(self) -> str:
        value = self.qsettings.value("files/last_folder", "")
        return value if safe_paths.usable_text(value) and safe_paths.is_dir(value) else ""

    def set_last_folder(self, path: Path | str) -> None:
        p = Path(path)
        folder = p if safe_paths.is_dir(p) else p.parent
        self.qsettings.setValue("files/last_folder", str(folder))

    def recent(self) -> list[str]:
        raw = self._json("files/recent", [])
        out: list[str] = []
        for item in raw:
            if safe_paths.usable_text(item) and item not in out:
                out.append(item)
        return out[:MAX_RECENT]

    def add_recent(self, path: Path | str) -> None:
        text = str(path)
        self._set_json(
            "files/recent", [text, *(p for p in self.recent() if p != text)][:MAX_RECENT]
        )

    def remove_recent(self, path: Path | str) -> None:
        self._set_json("files/recent", [p for p in self.recent() if p != str(path)])
