"""The host and join dialogs of Game → Play over the network.

Both are modeless while the connection is made (``open()``): the host's dialog shows where
to reach this computer, the room code and who asks to join, and hands each request to the
player to accept or refuse; the join dialog takes an address (or the relay from the
settings) and the room code and says how the attempt goes. Neither touches the network:
``app.net.play.NetPlay`` listens to their signals and tells them what happened.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, SignalInstance
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.net.lan import Room
from app.words.disciplines import discipline_name
from app.words.text import arg, tr
from game.net.room_code import cleaned

CTX = "NetPlay"
NAME_LIMIT = 40
ADDRESS_WIDTH = 280


class HostDialog(QDialog):
    """Where to reach this game, its room code, and the requests to join."""

    accept_peer = Signal(int)
    refuse_peer = Signal(int)

    def __init__(
        self,
        addresses: list[str],
        port: int,
        code: str,
        game: str,
        relay: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr(CTX, "Host a network game"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(arg(tr(CTX, "Game: %1"), game)))
        layout.addWidget(
            QLabel(tr(CTX, "Tell your opponent one of these addresses and the room code:"))
        )
        self.addresses = QLabel("\n".join(f"{a}:{port}" for a in addresses))
        self.addresses.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.addresses)
        if relay:
            layout.addWidget(QLabel(arg(tr(CTX, "or the relay %1"), relay)))
        self.code = QLabel(code)
        big = QFont(self.code.font())
        big.setPointSizeF(big.pointSizeF() * 2.2)
        big.setBold(True)
        big.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 4.0)
        self.code.setFont(big)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code.setAccessibleName(tr(CTX, "Room code"))
        form = QFormLayout()
        form.addRow(tr(CTX, "Room code"), self.code)
        layout.addLayout(form)
        self.lan = QLabel("")  # whether the room is announced on this network
        self.lan.setWordWrap(True)
        layout.addWidget(self.lan)
        layout.addWidget(QLabel(tr(CTX, "Asking to join:")))
        self.requests = QListWidget()
        self.requests.setAccessibleName(tr(CTX, "Asking to join"))
        layout.addWidget(self.requests, 1)
        self.status = QLabel(tr(CTX, "Waiting for the opponent…"))
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.buttons = QDialogButtonBox()
        self.accept_button = QPushButton(tr(CTX, "Accept"))
        self.refuse_button = QPushButton(tr(CTX, "Refuse"))
        self.buttons.addButton(self.accept_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.refuse_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.rejected.connect(self.reject)
        self.accept_button.clicked.connect(lambda: self._answer(self.accept_peer))
        self.refuse_button.clicked.connect(lambda: self._answer(self.refuse_peer))
        self.requests.currentItemChanged.connect(lambda *_: self._sync())
        layout.addWidget(self.buttons)
        self._sync()

    def add_request(self, peer: int, name: str, address: str) -> None:
        item = QListWidgetItem(arg(tr(CTX, "%1 (from %2)"), name, address))
        item.setData(Qt.ItemDataRole.UserRole, peer)
        self.requests.addItem(item)
        if self.requests.currentItem() is None:
            self.requests.setCurrentItem(item)
        self._sync()

    def remove_request(self, peer: int) -> None:
        for row in range(self.requests.count()):
            item = self.requests.item(row)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == peer:
                self.requests.takeItem(row)
                break
        self._sync()

    def say(self, text: str) -> None:
        self.status.setText(text)

    def note_lan(self, text: str) -> None:
        self.lan.setText(text)

    def pending(self) -> list[int]:
        out = []
        for row in range(self.requests.count()):
            item = self.requests.item(row)
            if item is not None:
                out.append(int(item.data(Qt.ItemDataRole.UserRole)))
        return out

    def _answer(self, signal: SignalInstance) -> None:
        item = self.requests.currentItem()
        if item is not None:
            signal.emit(int(item.data(Qt.ItemDataRole.UserRole)))

    def _sync(self) -> None:
        chosen = self.requests.currentItem() is not None
        self.accept_button.setEnabled(chosen)
        self.refuse_button.setEnabled(chosen)


class JoinDialog(QDialog):
    """Where to join and with which room code; it says how the attempt goes."""

    join = Signal(str, str, str)  # address ("" for the relay), room code, own name

    def __init__(self, name: str, relay: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr(CTX, "Join a network game"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.address = QLineEdit()
        self.address.setPlaceholderText(
            arg(tr(CTX, "leave empty to meet through the relay %1"), relay)
            if relay
            else tr(CTX, "for example 192.168.1.20:47474")
        )
        self.address.setMinimumWidth(ADDRESS_WIDTH)  # the example address shows whole
        form.addRow(tr(CTX, "Host's address"), self.address)
        self.code = QLineEdit()
        self.code.setMaxLength(16)
        form.addRow(tr(CTX, "Room code"), self.code)
        self.name = QLineEdit(name)
        self.name.setMaxLength(NAME_LIMIT)
        form.addRow(tr(CTX, "Your name"), self.name)
        layout.addLayout(form)
        layout.addWidget(QLabel(tr(CTX, "Games on this network (click one to join it):")))
        self.rooms = QListWidget()
        self.rooms.setAccessibleName(tr(CTX, "Games on this network"))
        self.rooms.itemClicked.connect(self._room_chosen)
        layout.addWidget(self.rooms, 1)
        self.lan = QLabel("")  # why no game can be found here, if so
        self.lan.setWordWrap(True)
        self.lan.setVisible(False)
        layout.addWidget(self.lan)
        self.status = QLabel("")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.buttons = QDialogButtonBox()
        self.join_button = QPushButton(tr(CTX, "Join"))
        self.join_button.setDefault(True)
        self.buttons.addButton(self.join_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.rejected.connect(self.reject)
        self.join_button.clicked.connect(self._join)
        layout.addWidget(self.buttons)
        self._relay = relay

    def _join(self) -> None:
        code = cleaned(self.code.text())
        name = self.name.text().strip()
        if not self.address.text().strip() and not self._relay:
            self.say(tr(CTX, "Type the host's address (no relay is set in the settings)."))
            return
        if not code:
            self.say(tr(CTX, "Type the room code the host sees."))
            return
        if not name:
            self.say(tr(CTX, "Type your name."))
            return
        self.set_busy(True)
        self.join.emit(self.address.text().strip(), code, name)

    def show_rooms(self, rooms: list[Room]) -> None:
        """The rooms found on this network now (each item holds its address)."""
        chosen = self.rooms.currentItem()
        was = chosen.data(Qt.ItemDataRole.UserRole) if chosen is not None else None
        self.rooms.clear()
        for room in rooms:
            item = QListWidgetItem(
                arg(
                    tr(CTX, "%1: %2 (%3)"),
                    room.name,
                    discipline_name(room.discipline),
                    room.address,
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, room.address)
            self.rooms.addItem(item)
            if room.address == was:
                self.rooms.setCurrentItem(item)

    def note_lan(self, text: str) -> None:
        self.lan.setText(text)
        self.lan.setVisible(bool(text))

    def _room_chosen(self, item: QListWidgetItem) -> None:
        if not self.address.isReadOnly():
            self.address.setText(str(item.data(Qt.ItemDataRole.UserRole)))
            self.code.setFocus()

    def set_busy(self, busy: bool) -> None:
        self.join_button.setEnabled(not busy)
        for field in (self.address, self.code, self.name):
            field.setReadOnly(busy)

    def say(self, text: str) -> None:
        self.status.setText(text)
