"""Practice mode: drill browser and card, artistic programme, progress view.

The main window's Practice menu opens these; it hands them its pacing (how shots are shown)
and its dialogs.
"""

from __future__ import annotations

from typing import Any

from app.common.dialogs import Dialogs
from app.common.pacing import LIVE, Pacing


def open_drills(parent: Any = None, pacing: Pacing = LIVE) -> Any:
    from app.practice.browser import DrillBrowser

    dialog = DrillBrowser(parent, pacing=pacing)
    dialog.show()
    return dialog


def open_programme(parent: Any = None, pacing: Pacing = LIVE) -> Any:
    from app.practice.programme_dialog import ProgrammeDialog

    dialog = ProgrammeDialog(parent, pacing=pacing)
    dialog.show()
    return dialog


def open_progress(parent: Any = None) -> Any:
    from app.practice.progress_view import ProgressDialog

    dialog = ProgressDialog(parent)
    dialog.show()
    return dialog


def open_free_table(
    parent: Any = None, pacing: Pacing = LIVE, dialogs: Dialogs | None = None
) -> Any:
    from app.practice.free_table import open_free_table as open_it

    return open_it(parent, pacing=pacing, dialogs=dialogs)
