"""The connection, always in sight during a network game: its state, the opponent's name and
the latency, in the status bar's permanent corner."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel, QLineEdit, QWidget

from app.words.text import arg, tr

CTX = "NetPlay"

STYLES = {
    "connected": "color: #1d6b2f; font-weight: bold;",
    "waiting": "color: #8a6a1c; font-weight: bold;",
    "reconnecting": "color: #a33; font-weight: bold;",
    "connecting": "color: #8a6a1c;",
    "closed": "color: #666;",
}


class LinkState(StrEnum):
    CONNECTING = "connecting"  # dialling, or the handshake not finished
    WAITING = "waiting"  # the host waits for an opponent to join
    CONNECTED = "connected"
    RECONNECTING = "reconnecting"  # the line dropped during the game; trying again
    CLOSED = "closed"  # no network game any more


@dataclass(frozen=True)
class Connection:
    """What the badge shows."""

    state: LinkState
    opponent: str = ""
    latency_ms: int | None = None


def connection_text(c: Connection) -> str:
    if c.state == LinkState.CONNECTED:
        if c.latency_ms is None:
            return arg(tr(CTX, "Connected to %1"), c.opponent)
        return arg(tr(CTX, "Connected to %1 · %2 ms"), c.opponent, c.latency_ms)
    if c.state == LinkState.WAITING:
        return tr(CTX, "Waiting for the opponent…")
    if c.state == LinkState.RECONNECTING:
        if c.opponent:
            return arg(tr(CTX, "Connection to %1 lost · reconnecting…"), c.opponent)
        return tr(CTX, "Connection lost · reconnecting…")
    if c.state == LinkState.CONNECTING:
        return tr(CTX, "Connecting…")
    return tr(CTX, "Not connected")


class ConnectionBadge(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.connection = Connection(LinkState.CLOSED)
        self.setVisible(False)

    def show_connection(self, c: Connection) -> None:
        self.connection = c
        self.setText(connection_text(c))
        self.setStyleSheet(STYLES[c.state.value])
        self.setVisible(c.state != LinkState.CLOSED)

    def retranslate(self) -> None:
        self.show_connection(self.connection)


class ChatLine(QLineEdit):
    """A line to the opponent, beside the badge while a network game is on (Enter sends)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMaxLength(200)
        self.setPlaceholderText(tr(CTX, "Say something to your opponent (Enter)"))
        self.setAccessibleName(tr(CTX, "Message to your opponent"))
        self.setMinimumWidth(220)
        self.setVisible(False)

    # The status bar counts its widgets' heights even while they are hidden: hidden, the
    # line asks for none, so the bar does not grow and take the table's room on a small
    # screen when no network game is on.
    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return hint if not self.isHidden() else QSize(hint.width(), 0)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return hint if not self.isHidden() else QSize(hint.width(), 0)
