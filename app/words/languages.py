"""The languages the window speaks, each named in itself (never translated)."""

from __future__ import annotations

LANGUAGE_NAMES: dict[str, str] = {"en": "English", "ru": "Русский", "uk": "Українська"}
