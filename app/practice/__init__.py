"""Practice mode: drill browser and card, artistic programme, progress view (issue 8).

``install(window)`` wires the main window's Practice menu to these dialogs.
"""

from __future__ import annotations

from typing import Any


def open_drills(parent: Any = None) -> Any:
    from app.practice.browser import DrillBrowser

    dialog = DrillBrowser(parent)
    dialog.show()
    return dialog


def open_programme(parent: Any = None) -> Any:
    from app.practice.programme_dialog import ProgrammeDialog

    dialog = ProgrammeDialog(parent)
    dialog.show()
    return dialog


def open_progress(parent: Any = None) -> Any:
    from app.practice.progress_view import ProgressDialog

    dialog = ProgressDialog(parent)
    dialog.show()
    return dialog


def open_free_table(parent: Any = None) -> Any:
    from app.practice.free_table import open_free_table as open_it

    return open_it(parent)
