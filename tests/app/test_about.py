"""Help → About Kegli (app/help/about.py): the version, and a link to the third-party notices the
installers ship (issue 20), found where resources are found in a frozen bundle."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.help import about
from app.help.about import NOTICES, NOTICES_LINK, AboutDialog, NoticesDialog, notices_path

TEXT = "Kegli: third-party software notices\nPySide6_Essentials 6.12.0\nLicence: LGPL-3.0-only\n"


def test_help_menu_opens_the_about_box(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    actions = {
        a.text(): a for m in window.menuBar().actions() if m.menu() for a in m.menu().actions()
    }
    actions["&About Kegli"].trigger()
    boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, AboutDialog)]
    assert boxes and boxes[-1].isVisible()
    assert boxes[-1].windowTitle() == "About Kegli"
    boxes[-1].close()


def test_notices_are_found_beside_the_resources_of_a_frozen_bundle(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    (tmp_path / "assets").mkdir()
    assert notices_path() is None or notices_path() != tmp_path / NOTICES
    (tmp_path / NOTICES).write_text(TEXT, encoding="utf-8")
    assert notices_path() == tmp_path / NOTICES


def test_the_link_opens_the_notices_text(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / NOTICES
    path.write_text(TEXT, encoding="utf-8")
    dlg = AboutDialog(notices=path)
    qtbot.addWidget(dlg)
    assert NOTICES_LINK in dlg.link.text()
    assert "Third-party software and licences" in dlg.link.text()
    dlg.link.linkActivated.emit(NOTICES_LINK)
    shown = dlg.notices_dialog
    assert isinstance(shown, NoticesDialog) and shown.isVisible()
    assert shown.text.toPlainText() == TEXT
    assert shown.text.isReadOnly()


def test_without_a_notices_file_the_box_says_where_the_licences_are(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(about, "notices_path", lambda: None)
    dlg = AboutDialog()
    qtbot.addWidget(dlg)
    assert "<a " not in dlg.link.text()
    assert NOTICES in dlg.link.text()
    assert dlg.show_notices() is None


def test_the_about_box_names_the_installed_version(qtbot) -> None:  # type: ignore[no-untyped-def]
    dlg = AboutDialog(notices=None)
    qtbot.addWidget(dlg)
    version = about.game_version()
    texts = " ".join(label.text() for label in dlg.findChildren(type(dlg.link)))
    assert (f"Kegli {version}" if version else "Kegli") in texts


def test_the_notices_are_read_by_the_guarded_reader(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A notices path that is no regular file (a folder here; a FIFO would block a plain
    open for ever) is said in words in the box, never raised."""
    folder = tmp_path / NOTICES
    folder.mkdir()
    box = NoticesDialog(folder)
    qtbot.addWidget(box)
    assert "is a folder" in box.text.toPlainText()
