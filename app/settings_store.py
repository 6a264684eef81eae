"""Settings that persist between runs: language, assists per player, sound volume, window
geometry, replay speed, the last folder and the recent files; mute, carom cloth colour,
colour-blind mode, confirm-before-shot and the pyramid table size (issue 10).

Backed by ``QSettings("Kegli", "Kegli")``; when ``$KEGLI_DATA_DIR`` is set (tests, portable
installs) by an INI file in that folder instead. Every value read back is checked and falls
back to its default, so a hand-edited or damaged settings file can never break the window.
Lists and per-player maps are stored as JSON text: QSettings' own list handling differs by
platform (a one-item list reads back as a plain string from an INI file).
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from app import safe_paths, settings_file
from app.animator import SPEEDS
from app.scene import ASSISTS

LANGUAGES = ("en", "ru", "uk")
ASSIST_LEVELS = ASSISTS
MAX_RECENT = 8
MAX_PATH_CUSHIONS = 9
MAX_PLAYERS = 3  # the most any discipline admits (C-5)
NAME_LENGTH = 24  # the new-game dialog's limit for a player's name
DEFAULT_VOLUME = 0.8
CAROM_CLOTHS = ("blue", "green")  # ux.md: blue by default, green as a setting
PYRAMID_TABLES = ("pyramid-12ft", "pyramid-10ft")  # seven pins' table sizes, 12 ft by default
DATA_DIR_ENV = "KEGLI_DATA_DIR"
# The window's parts a player can hide, and whether each is shown on a first start.
PANELS_SHOWN = {
    "side": True,
    "strip": True,
    "precise": False,
    "loupe": True,
}  # the same override as game.saves.autosave


def default_settings() -> QSettings:
    """The settings file, checked first (app/settings_file.py): a FIFO, a device or a huge
    file is set aside instead of opened."""
    return settings_file.open_settings()


class SettingsStore:
    def __init__(self, settings: QSettings | None = None) -> None:
        self.qsettings = settings if settings is not None else default_settings()

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

    def _float(self, key: str, default: float) -> float:
        raw = self.qsettings.value(key, None)
        try:
            value = float(raw) if raw is not None else default
        except (TypeError, ValueError):
            return default
        return value if math.isfinite(value) else default

    def _bool(self, key: str, default: bool) -> bool:
        # An INI file gives back "true"/"false" text; the native stores give a bool.
        raw = self.qsettings.value(key, None)
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, str) and raw.lower() in ("true", "false"):
            return raw.lower() == "true"
        return default

    def sync(self) -> None:
        self.qsettings.sync()

    # -- language -----------------------------------------------------------------------------
    def language(self) -> str:
        value = self.qsettings.value("language", "en")
        return value if value in LANGUAGES else "en"

    def set_language(self, code: str) -> None:
        if code in LANGUAGES:
            self.qsettings.setValue("language", code)

    # -- assists per player ------------------------------------------------------------------
    def assists(self) -> dict[str, str]:
        raw = self._json("assists", {})
        return {
            str(k): v for k, v in sorted(raw.items()) if isinstance(v, str) and v in ASSIST_LEVELS
        }

    def assist_for(self, player: str) -> str | None:
        return self.assists().get(player)

    def set_assists(self, levels: dict[str, str]) -> None:
        merged = self.assists()
        merged.update({p: lv for p, lv in levels.items() if lv in ASSIST_LEVELS})
        self._set_json("assists", merged)

    # -- players' names ------------------------------------------------------------------------
    def player_names(self) -> list[str]:
        """The names last entered in the new-game dialog, one per seat; "" for a seat that
        kept its default name (which is then said in whatever language is chosen)."""
        raw = self._json("players/names", [])
        names = [n.strip()[:NAME_LENGTH] if isinstance(n, str) else "" for n in raw]
        return (names + [""] * MAX_PLAYERS)[:MAX_PLAYERS]

    def set_player_names(self, names: list[str]) -> None:
        self._set_json("players/names", [str(n).strip()[:NAME_LENGTH] for n in names][:MAX_PLAYERS])

    # -- sound ----------------------------------------------------------------------------------
    def volume(self) -> float:
        return min(1.0, max(0.0, self._float("sound/volume", DEFAULT_VOLUME)))

    def set_volume(self, volume: float) -> None:
        self.qsettings.setValue("sound/volume", min(1.0, max(0.0, float(volume))))

    def muted(self) -> bool:
        return self._bool("sound/muted", False)

    def set_muted(self, muted: bool) -> None:
        self.qsettings.setValue("sound/muted", bool(muted))

    # -- table drawing and play (issue 10) ---------------------------------------------------
    def carom_cloth(self) -> str:
        value = self.qsettings.value("view/carom_cloth", CAROM_CLOTHS[0])
        return value if value in CAROM_CLOTHS else CAROM_CLOTHS[0]

    def set_carom_cloth(self, cloth: str) -> None:
        if cloth in CAROM_CLOTHS:
            self.qsettings.setValue("view/carom_cloth", cloth)

    def pyramid_table(self) -> str:
        """The pyramid size a new seven-pins game starts from (issue 10)."""
        value = self.qsettings.value("play/pyramid_table", PYRAMID_TABLES[0])
        return value if value in PYRAMID_TABLES else PYRAMID_TABLES[0]

    def set_pyramid_table(self, table: str) -> None:
        if table in PYRAMID_TABLES:
            self.qsettings.setValue("play/pyramid_table", table)

    def colour_blind(self) -> bool:
        return self._bool("view/colour_blind", False)

    def set_colour_blind(self, on: bool) -> None:
        self.qsettings.setValue("view/colour_blind", bool(on))

    def confirm_shot(self) -> bool:
        return self._bool("play/confirm_shot", False)

    def set_confirm_shot(self, on: bool) -> None:
        self.qsettings.setValue("play/confirm_shot", bool(on))

    def path_cushions(self) -> int:
        """The full-path assist's cushion limit per ball; 0: to rest."""
        value = round(self._float("play/path_cushions", 0.0))
        return value if 0 <= value <= MAX_PATH_CUSHIONS else 0

    def set_path_cushions(self, cushions: int) -> None:
        if 0 <= int(cushions) <= MAX_PATH_CUSHIONS:
            self.qsettings.setValue("play/path_cushions", int(cushions))

    # -- first run -----------------------------------------------------------------------------
    def coach_seen(self) -> bool:
        """The first-run coach overlay was dismissed: it never shows again."""
        return self._bool("help/coach_seen", False)

    def set_coach_seen(self, seen: bool = True) -> None:
        self.qsettings.setValue("help/coach_seen", bool(seen))

    # -- replay speed ---------------------------------------------------------------------------
    def replay_speed(self) -> float:
        value = self._float("replay/speed", 1.0)
        return value if value in SPEEDS else 1.0

    def set_replay_speed(self, speed: float) -> None:
        if speed in SPEEDS:
            self.qsettings.setValue("replay/speed", float(speed))

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
        return self._bool(f"window/show_{panel}", PANELS_SHOWN.get(panel, True))

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
