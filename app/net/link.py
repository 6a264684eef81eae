"""One WebSocket connection, and the server a host listens with: Qt's QtWebSockets driven
from the GUI thread's event loop (no threads, no home-made framing).

A ``Link`` carries text frames both ways. Qt itself refuses frames and messages over
``MAX_MESSAGE`` bytes (closing the line); what a frame says, its size within that cap, the
rate of frames and the keep-alive are the session's business (``game.net.session``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QUrl, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface
from PySide6.QtWebSockets import QWebSocket, QWebSocketProtocol, QWebSocketServer

from game.net.protocol import MAX_FRAME_BYTES

# Twice the protocol's cap: a frame a little over it reaches the session, which says why
# it closes the line; a huge one is cut off by Qt before it is read into memory.
MAX_MESSAGE = 2 * MAX_FRAME_BYTES


class Link(QObject):
    """A connected (or connecting) WebSocket: ``received(text)``, ``opened()``,
    ``closed(reason)`` (once)."""

    received = Signal(str)
    opened = Signal()
    closed = Signal(str)

    def __init__(self, socket: QWebSocket, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.socket = socket
        socket.setParent(self)
        socket.setMaxAllowedIncomingMessageSize(MAX_MESSAGE)
        socket.setMaxAllowedIncomingFrameSize(MAX_MESSAGE)
        socket.textMessageReceived.connect(self._text)
        socket.binaryMessageReceived.connect(lambda _data: self.close("binary message"))
        socket.connected.connect(self._connected)
        socket.disconnected.connect(self._disconnected)
        self._done = False
        self._error = ""  # why the line failed, in Qt's words
        socket.errorOccurred.connect(self._failed)

    @classmethod
    def dial(cls, url: str, parent: QObject | None = None) -> Link:
        """A link opening to ``url`` (ws://host:port/...); ``opened`` or ``closed`` follows."""
        link = cls(QWebSocket(), parent)
        link.socket.open(QUrl(url))
        return link

    @property
    def is_open(self) -> bool:
        return not self._done and self.socket.state() == QAbstractSocket.SocketState.ConnectedState

    @property
    def peer(self) -> str:
        """The peer's address as a player reads it (an IPv4 peer of a dual-stack server
        without its "::ffff:" prefix)."""
        return self.socket.peerAddress().toString().removeprefix("::ffff:")

    def send(self, text: str) -> None:
        if self.is_open:
            self.socket.sendTextMessage(text)

    def close(self, reason: str = "") -> None:
        """Close for good; ``closed(reason)`` is emitted once."""
        if self._done:
            return
        self._done = True
        self.socket.close(QWebSocketProtocol.CloseCode.CloseCodeNormal, reason)
        self.closed.emit(reason)

    def _connected(self) -> None:
        self.opened.emit()

    def _disconnected(self) -> None:
        if not self._done:
            self._done = True
            self.closed.emit(self._error)

    def _failed(self, _code: object) -> None:
        self._error = str(self.socket.errorString())

    def _text(self, text: str) -> None:
        if not self._done:
            self.received.emit(text)


class Listener(QObject):
    """A WebSocket server: every connection that arrives becomes a ``Link``
    (``arrived(link)``); deciding whether to keep it is the owner's business."""

    arrived = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server = QWebSocketServer("Kegli", QWebSocketServer.SslMode.NonSecureMode, self)
        self.server.newConnection.connect(self._new)

    def listen(self, port: int) -> bool:
        """Listen on every address at ``port``, or any free port if it is taken or 0."""
        any_address = QHostAddress(QHostAddress.SpecialAddress.Any)
        return self.server.listen(any_address, port) or self.server.listen(any_address, 0)

    @property
    def port(self) -> int:
        return int(self.server.serverPort())

    def error(self) -> str:
        return str(self.server.errorString())

    def close(self) -> None:
        self.server.close()

    def _new(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            if socket is not None:
                self.arrived.emit(Link(socket, self))


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses another computer may reach, the loopback last."""
    found = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
            continue
        if not address.isLoopback():
            found.append(address.toString())
    return [*sorted(found), "127.0.0.1"]
