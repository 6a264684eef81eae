"""Every question the window puts to the player goes through one object, handed in.

The game gets ``QtDialogs``: the real message boxes, file dialogs and modal windows. The
benchmarks and the tests hand in ``Answers``, which shows nothing, answers from what it was
told and keeps what was said, so no production code asks "are dialogs switched off?".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QPushButton, QWidget

from app.common.screen_fit import fit_window


class Dialogs(Protocol):
    """What the window's parts may ask or tell the player."""

    def ask(self, parent: QWidget, title: str, text: str, *, default: bool) -> bool:
        """A yes/no question; True for yes. ``default`` is the button Enter presses."""
        ...

    def warn(self, parent: QWidget, title: str, text: str) -> None: ...

    def inform(self, parent: QWidget, title: str, text: str) -> None: ...

    def about(self, parent: QWidget, title: str, text: str) -> None: ...

    def choose(
        self,
        parent: QWidget,
        title: str,
        text: str,
        options: Sequence[tuple[str, str]],
        dismiss: str | None,
    ) -> str | None:
        """One of ``options`` (key, label) by its key; None when ``dismiss`` (a button
        label, if given) or the window's close button was pressed."""
        ...

    def save_path(self, parent: QWidget, title: str, folder: str, filters: str) -> str:
        """A file name to save to; "" when cancelled."""
        ...

    def open_path(self, parent: QWidget, title: str, folder: str, filters: str) -> str:
        """A file to open; "" when cancelled."""
        ...

    def run(self, dialog: QDialog) -> int:
        """Show a modal dialog until it closes; its result code."""
        ...


class QtDialogs:
    """The real windows."""

    def ask(self, parent: QWidget, title: str, text: str, *, default: bool) -> bool:
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        answer = QMessageBox.question(parent, title, text, yes | no, yes if default else no)
        return answer == yes

    def warn(self, parent: QWidget, title: str, text: str) -> None:
        QMessageBox.warning(parent, title, text)

    def inform(self, parent: QWidget, title: str, text: str) -> None:
        QMessageBox.information(parent, title, text)

    def about(self, parent: QWidget, title: str, text: str) -> None:
        QMessageBox.about(parent, title, text)

    def choose(
        self,
        parent: QWidget,
        title: str,
        text: str,
        options: Sequence[tuple[str, str]],
        dismiss: str | None,
    ) -> str | None:
        box = QMessageBox(parent)
        box.setWindowTitle(title)
        box.setText(text)
        buttons: dict[QPushButton, str] = {}
        for key, label in options:
            buttons[box.addButton(label, QMessageBox.ButtonRole.AcceptRole)] = key
        if dismiss is not None:
            box.addButton(dismiss, QMessageBox.ButtonRole.RejectRole)
        box.exec()
        clicked = box.clickedButton()
        return buttons.get(clicked) if isinstance(clicked, QPushButton) else None

    def save_path(self, parent: QWidget, title: str, folder: str, filters: str) -> str:
        return _chosen(file_dialog(parent, title, folder, filters, save=True))

    def open_path(self, parent: QWidget, title: str, folder: str, filters: str) -> str:
        return _chosen(file_dialog(parent, title, folder, filters, save=False))

    def run(self, dialog: QDialog) -> int:
        return dialog.exec()


FILE_DIALOG_SIZE = QSize(900, 560)


def file_dialog(
    parent: QWidget, title: str, folder: str, filters: str, *, save: bool
) -> QFileDialog:
    """The save or open window, sized to fit the screen (Qt's own one where the platform has
    no native dialog, which would otherwise open at a size of its choosing)."""
    dlg = QFileDialog(parent, title, folder, filters)
    if save:
        dlg.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dlg.setFileMode(QFileDialog.FileMode.AnyFile)
    else:
        dlg.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dlg.setFileMode(QFileDialog.FileMode.ExistingFile)
    fit_window(dlg, FILE_DIALOG_SIZE)
    return dlg


def _chosen(dlg: QFileDialog) -> str:
    try:
        files = dlg.selectedFiles() if dlg.exec() else []
        return files[0] if files else ""
    finally:
        dlg.deleteLater()


@dataclass
class Answers:
    """Answers without showing anything (benchmarks, tests) and keeps what was said as
    (kind, title, text) with kind one of question, warning, information, about, choice,
    save, open (for the file dialogs the text is the starting folder)."""

    yes: bool = True  # the reply to a yes/no question when ``replies`` is empty
    replies: list[bool] = field(default_factory=list)  # the next replies, oldest first
    files: list[str] = field(default_factory=list)  # the next file names picked
    choice: str | None = None  # the option ``choose`` picks; None: dismissed
    result: int = QDialog.DialogCode.Rejected.value  # what a modal dialog "returns"
    said: list[tuple[str, str, str]] = field(default_factory=list)
    # How the next modal dialogs are answered, oldest first: each is given the dialog (a
    # test clicks or types in it) and returns its result code; none left: ``result``.
    acts: list[Callable[[QDialog], int]] = field(default_factory=list)

    def of(self, kind: str) -> list[tuple[str, str, str]]:
        return [s for s in self.said if s[0] == kind]

    def ask(self, parent: QWidget, title: str, text: str, *, default: bool) -> bool:
        self.said.append(("question", title, text))
        return self.replies.pop(0) if self.replies else self.yes

    def warn(self, parent: QWidget, title: str, text: str) -> None:
        self.said.append(("warning", title, text))

    def inform(self, parent: QWidget, title: str, text: str) -> None:
        self.said.append(("information", title, text))

    def about(self, parent: QWidget, title: str, text: str) -> None:
        self.said.append(("about", title, text))

    def choose(
        self,
        parent: QWidget,
        title: str,
        text: str,
        options: Sequence[tuple[str, str]],
        dismiss: str | None,
    ) -> str | None:
        self.said.append(("choice", title, text))
        return self.choice if self.choice in {key for key, _ in options} else None

    def save_path(self, parent: QWidget, title: str, folder: str, filters: str) -> str:
        self.said.append(("save", title, folder))
        return self.files.pop(0) if self.files else ""

    def open_path(self, parent: QWidget, title: str, folder: str, filters: str) -> str:
        self.said.append(("open", title, folder))
        return self.files.pop(0) if self.files else ""

    def run(self, dialog: QDialog) -> int:
        self.said.append(("dialog", dialog.windowTitle(), type(dialog).__name__))
        return self.acts.pop(0)(dialog) if self.acts else self.result
