"""The host's line waiting at the relay (play across the internet): one line is kept
dialled to the relay with the room code while nobody plays on another; when the relay
pairs it with a joiner it is handed over (``paired(link)``) like one arriving directly.
Also the two relay frames both sides need (docs/netplay.md, the relay)."""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

if TYPE_CHECKING:
    from app.net.link import Link

RECONNECT_MS = 700  # a line to the relay that dropped is dialled again this often


class RelayWaiter(QObject):
    paired = Signal(object)  # the Link the relay paired with a joiner

    def __init__(self, wanted: Callable[[], bool], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._wanted = wanted  # a line should wait at the relay now
        self._url = ""
        self._code = ""
        self._link: Link | None = None
        self._keeper = QTimer(self)
        self._keeper.setInterval(RECONNECT_MS)
        self._keeper.timeout.connect(self._keep)

    def start(self, url: str, code: str) -> None:
        self._url, self._code = url, code
        self._keeper.start()
        self._keep()

    def stop(self) -> None:
        self._keeper.stop()
        self._url = ""
        if self._link is not None:
            link, self._link = self._link, None
            link.close("left")

    def _keep(self) -> None:
        if not self._url or self._link is not None or not self._wanted():
            return
        from app.net.link import Link

        link = Link.dial(self._url, self)
        self._link = link
        code = self._code
        link.opened.connect(lambda: link.send(relay_hello(code, "host")))
        link.received.connect(partial(self._says, link))
        link.closed.connect(partial(self._gone, link))

    def _says(self, link: Link, text: str) -> None:
        if link is not self._link:
            return
        self._link = None
        link.received.disconnect()
        link.closed.disconnect()
        if paired(text):
            self.paired.emit(link)
        else:
            link.close("relay")

    def _gone(self, link: Link, _reason: str) -> None:
        if link is self._link:
            self._link = None  # dialled again by the keeper


def relay_hello(code: str, role: str) -> str:
    """The first frame to a relay: which room, which side (docs/netplay.md, the relay)."""
    return json.dumps({"relay": 1, "code": code, "role": role}, separators=(",", ":"))


def paired(text: str) -> bool:
    """The relay's word that the other side is there."""
    if len(text) > 64:
        return False
    try:
        said = json.loads(text)
    except ValueError:
        return False
    return isinstance(said, dict) and said.get("relay") == 1 and said.get("paired") is True
