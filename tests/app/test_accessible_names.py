"""Every control a person can reach has a name a screen reader says, in each language: the
name Qt's accessibility gives it (its own text, its form label, or a name set for it), read
through QAccessible as a screen reader reads it. Walked over the main window in play and
over every dialog and window it opens."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QHeaderView,
    QLineEdit,
    QScrollBar,
    QWidget,
)

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

CONTROLS = (
    QAbstractButton,
    QComboBox,
    QLineEdit,
    QAbstractSpinBox,
    QAbstractSlider,
    QAbstractItemView,
)


def _is_control(w: QWidget) -> bool:
    if isinstance(w, (QScrollBar, QHeaderView)):
        return False  # part of the list or table around it, which has the name
    if isinstance(w, QLineEdit) and isinstance(w.parent(), (QAbstractSpinBox, QComboBox)):
        return False  # the editor inside a spin box or combo box: the box has the name
    if isinstance(w, QAbstractSlider) and isinstance(w.parent(), QAbstractScrollArea):
        return False
    if isinstance(w, CONTROLS):
        return True
    # The game's own widgets that take the keyboard (the table).
    return w.focusPolicy() != Qt.FocusPolicy.NoFocus and type(w).__module__.startswith("app.")


def unnamed(root: QWidget) -> Iterator[str]:
    for w in [root, *root.findChildren(QWidget)]:
        if w is not root and not w.isVisibleTo(root):
            continue
        if not _is_control(w):
            continue
        face = QAccessible.queryAccessibleInterface(w)
        name = face.text(QAccessible.Text.Name).strip() if face is not None else ""
        if not name:
            parent = type(w.parent()).__name__ if w.parent() is not None else "-"
            yield f"{type(w).__name__} in {parent} (tooltip {w.toolTip()!r})"


@pytest.mark.instant
@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_every_control_has_a_name_in_every_language(  # type: ignore[no-untyped-def]
    qtbot, scripted, window, lang: str
) -> None:
    from app.common.pacing import INSTANT
    from app.practice.browser import DrillBrowser
    from app.practice.free_table import FreeTable
    from app.settings import i18n

    i18n.set_language(lang, remember=False)
    try:
        w = window
        w.quick_game()
        windows: dict[str, QWidget] = {"main window": w}
        windows["new game"] = w.new_game_dialog()
        windows["settings"] = w.dialog_actions.show_settings()
        windows["how to play"] = w.dialog_actions.show_how_to_play()
        windows["keys"] = w.dialog_actions.show_keys()
        windows["rules"] = w.dialog_actions.show_rules()
        windows["about"] = w.show_about()
        windows["tournament"] = w.dialog_actions.show_tournament()
        windows["drills"] = DrillBrowser(w, pacing=INSTANT)
        windows["free table"] = FreeTable(w, pacing=INSTANT)
        missing = {}
        for title, win in windows.items():
            win.show()
            gaps = list(unnamed(win))
            if gaps:
                missing[title] = gaps
        assert not missing
        # The names a window sets are said in the language too.
        assert w.view.accessibleName() != "" and w.strip.history.accessibleName()
        if lang != "en":
            assert w.view.accessibleName() not in ("Billiard table",)
        for win in windows.values():
            if win is not w:
                win.close()
    finally:
        i18n.set_language("en", remember=False)


def test_a_name_set_for_a_control_follows_a_language_switch(qtbot, scripted, window) -> None:  # type: ignore[no-untyped-def]
    from app.settings import i18n

    i18n.set_language("en", remember=False)
    try:
        assert window.view.accessibleName() == "Billiard table"
        i18n.set_language("ru", remember=False)
        assert window.view.accessibleName() == "Бильярдный стол"
        assert window.strip.history.accessibleName() == "Сыгранные удары"
        i18n.set_language("uk", remember=False)
        assert window.view.accessibleName() == "Більярдний стіл"
    finally:
        i18n.set_language("en", remember=False)


def undescribed(root: QWidget) -> Iterator[str]:
    """Controls a screen reader says nothing about beyond their name: no description (nor
    a tooltip, which Qt gives as the description). A dialog's standard OK and Cancel are
    what they say."""
    from PySide6.QtWidgets import QDialogButtonBox

    for w in [root, *root.findChildren(QWidget)]:
        if w is not root and not w.isVisibleTo(root):
            continue
        if not _is_control(w) or isinstance(w.parent(), QDialogButtonBox):
            continue
        if isinstance(w, QAbstractButton) and isinstance(w.parent(), QAbstractItemView):
            continue  # a table's corner button
        face = QAccessible.queryAccessibleInterface(w)
        text = face.text(QAccessible.Text.Description).strip() if face is not None else ""
        if not text:
            name = face.text(QAccessible.Text.Name) if face is not None else ""
            yield f"{type(w).__name__} {name!r}"


@pytest.mark.instant
@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_every_control_of_the_game_and_practice_is_described(  # type: ignore[no-untyped-def]
    qtbot, scripted, window, lang: str
) -> None:
    from app.common.pacing import INSTANT
    from app.practice.browser import DrillBrowser
    from app.practice.free_table import FreeTable
    from app.practice.programme_dialog import ProgrammeDialog
    from app.settings import i18n

    i18n.set_language(lang, remember=False)
    try:
        w = window
        w.quick_game()
        windows: dict[str, QWidget] = {
            "main window": w,
            "new game": w.new_game_dialog(),
            "settings": w.dialog_actions.show_settings(),
            "drills": DrillBrowser(w, pacing=INSTANT),
            "free table": FreeTable(w, pacing=INSTANT),
            "artistic programme": ProgrammeDialog(w, pacing=INSTANT),
            "how to play": w.dialog_actions.show_how_to_play(),
            "keys": w.dialog_actions.show_keys(),
            "rules": w.dialog_actions.show_rules(),
            "about": w.show_about(),
            "tournament": w.dialog_actions.show_tournament(),
        }
        gaps = {}
        for title, win in windows.items():
            win.show()
            missing = list(undescribed(win)) + list(unnamed(win))
            if missing:
                gaps[title] = missing
            if win is not w:
                win.close()
        assert not gaps
        if lang != "en":  # said in the language, not left in English
            card = windows["drills"].card  # type: ignore[attr-defined]
            assert card.aim.accessibleDescription() != (
                "The direction of the stroke in degrees; the arrows turn it too"
            )
    finally:
        i18n.set_language("en", remember=False)
