"""Whether this Qt has its WebSockets module (it ships in PySide6-Addons, which a trimmed
install may lack); the menu says why network play is unavailable rather than failing."""

from __future__ import annotations

import importlib

from app.words.text import tr

CTX = "NetPlay"


def websockets_missing() -> str:
    """ "" when QtWebSockets loads; otherwise the translated reason network play is off."""
    try:
        importlib.import_module("PySide6.QtWebSockets")
    except ImportError:
        return tr(
            CTX,
            "Network play needs Qt's WebSockets module (PySide6-Addons), which is not installed.",
        )
    return ""
