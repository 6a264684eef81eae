"""Help → About Kegli: the version, and the third-party licences the installers ship.

Every installer carries THIRD_PARTY_NOTICES.txt (written at build time by
packaging/notices.py) where app/common/resources.py finds resources: beside assets/ in a frozen
bundle. The About box links to it and shows it in a window of its own, so the licences are one
click away on every system, with or without a text viewer. A source checkout has no such file
until a build makes one; the box then says where the licences come from.
"""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.common import safe_paths
from app.common.resources import find_resource
from app.words.text import arg, tr
from game.errors import InputError
from game.json_input import read_bytes

CTX = "About"
NOTICES = "THIRD_PARTY_NOTICES.txt"
NOTICES_LINK = "#third-party-notices"


def game_version() -> str:
    """The installed game's version ("" in a checkout that was never installed)."""
    try:
        return metadata.version("kegli")
    except metadata.PackageNotFoundError:
        return ""


def notices_path() -> Path | None:
    """The shipped THIRD_PARTY_NOTICES.txt, or None where there is none (a checkout)."""
    try:
        path = find_resource(NOTICES)
    except FileNotFoundError:
        return None
    return path if safe_paths.is_file(path) else None


MAX_NOTICES_BYTES = 8 * 1024 * 1024  # the shipped notices are ~1 MB


class NoticesDialog(QDialog):
    """The third-party notices, read-only, in a fixed-width font (licence texts are laid out
    for one)."""

    def __init__(self, path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr(CTX, "Third-party software and licences"))
        self.resize(760, 640)
        layout = QVBoxLayout(self)
        where = QLabel(arg(tr(CTX, "This text is also in the file %1"), str(path)))
        where.setWordWrap(True)
        where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(where)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        font: QFont = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.text.setFont(font)
        try:  # the one guarded reader: a regular file, capped, never a blocking open
            body = read_bytes(path, MAX_NOTICES_BYTES, "notices").decode("utf-8", "replace")
        except InputError as exc:
            body = exc.reason
        self.text.setPlainText(body)
        layout.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, notices: Path | None = None) -> None:
        super().__init__(parent)
        self.notices = notices if notices is not None else notices_path()
        self.notices_dialog: NoticesDialog | None = None
        self.setWindowTitle(tr(CTX, "About Kegli"))
        layout = QVBoxLayout(self)
        version = game_version()
        title = arg(tr(CTX, "Kegli %1"), version) if version else "Kegli"
        heading = QLabel(f"<h2>{title}</h2>")
        layout.addWidget(heading)
        blurb = QLabel(
            tr(CTX, "Kegli — Russian and carom billiards for two players at one computer.")
        )
        blurb.setWordWrap(True)
        layout.addWidget(blurb)
        licence = QLabel(tr(CTX, "Kegli is free software under the MIT licence."))
        licence.setWordWrap(True)
        layout.addWidget(licence)
        self.link = QLabel()
        self.link.setWordWrap(True)
        if self.notices is not None:
            link_text = tr(CTX, "Third-party software and licences")
            self.link.setText(f'<a href="{NOTICES_LINK}">{link_text}</a>')
            self.link.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
            self.link.linkActivated.connect(lambda _href: self.show_notices())
        else:
            self.link.setText(
                tr(
                    CTX,
                    "The installers carry the third-party licences (Qt, PySide6, pymunk, "
                    "Python and others) in THIRD_PARTY_NOTICES.txt.",
                )
            )
        layout.addWidget(self.link)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)

    def show_notices(self) -> NoticesDialog | None:
        if self.notices is None:
            return None
        dlg = NoticesDialog(self.notices, self)
        self.notices_dialog = dlg
        dlg.show()
        return dlg


def show_about(parent: QWidget | None = None) -> AboutDialog:
    """Open the About box (not blocking: the game behind it stays as it was)."""
    dlg = AboutDialog(parent)
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dlg.show()
    return dlg
