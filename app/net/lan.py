"""Games on this network (LAN discovery over mDNS/DNS-SD, with python-zeroconf, optional).

The host announces its room while it waits for a joiner: the player's name, the game and
the address and port to dial; never the room code, so a join still needs the code the host
tells. The join dialog lists the rooms found and a click puts the address in. Without the
``zeroconf`` package nothing is announced or found, and the dialogs say so; play is the
same (the address is typed).

zeroconf works on threads of its own: registering probes the network for about a second
and goes on a thread of ours; what the browser finds reaches the GUI thread by a queued
signal. Everything read from the network is checked and cut to size before it is shown.
"""

from __future__ import annotations

import importlib.util
import socket
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from app.words.text import tr
from game import disciplines

if TYPE_CHECKING:
    from zeroconf import ServiceBrowser, ServiceStateChange, Zeroconf

CTX = "NetPlay"
SERVICE = "_kegli._tcp.local."
NAME_LIMIT = 40  # characters of a host's name shown
MAX_ROOMS = 50  # rooms listed at most (a flood of announcements cannot grow the list)
LOOKUP_MS = 1500  # waiting for one found room's address


def lan_missing() -> str:
    """Why no game is announced or found on this network; "" when it can be."""
    if importlib.util.find_spec("zeroconf") is not None:
        return ""
    return tr(
        CTX,
        "Games on this network are not found here: the zeroconf package is not installed "
        "(pip install zeroconf). Type the host's address instead.",
    )


@dataclass(frozen=True)
class Room:
    """A game waiting for a joiner on this network."""

    name: str  # the host player's
    discipline: str  # an id of the registry
    address: str  # host:port to dial


class LanAnnouncer:
    """The host's room, announced while it waits for a joiner."""

    def __init__(self) -> None:
        self._stop: threading.Event | None = None

    def start(self, name: str, discipline: str, port: int, addresses: list[str]) -> None:
        self.stop()
        if lan_missing():
            return
        stop = threading.Event()
        self._stop = stop
        args = (name[:NAME_LIMIT], discipline, port, addresses, stop)
        threading.Thread(target=_announce, args=args, daemon=True, name="kegli-lan").start()

    def stop(self) -> None:
        if self._stop is not None:
            self._stop.set()
            self._stop = None


def _announce(name: str, discipline: str, port: int, addresses: list[str], stop: Any) -> None:
    from zeroconf import IPVersion, ServiceInfo, Zeroconf

    packed = [socket.inet_aton(a) for a in addresses]
    # An instance name unique on the network: the player's, this computer's and the port.
    where = socket.gethostname().split(".")[0][:20]
    instance = f"{name} {where} {port}".replace(".", " ")[:60]
    properties = {"name": name, "game": discipline, "v": "1"}
    info = ServiceInfo(SERVICE, f"{instance}.{SERVICE}", port=port, addresses=packed,
                       properties=properties)  # fmt: skip
    try:
        zc = Zeroconf(ip_version=IPVersion.V4Only)
    except OSError:  # no network to announce on: the game is simply not announced
        return
    try:
        zc.register_service(info, allow_name_change=True)
        stop.wait()
        zc.unregister_service(info)
    except Exception:  # the network refused it: the game is simply not announced
        pass
    finally:
        zc.close()


class LanRooms(QObject):
    """The rooms found on this network, while the join dialog is open."""

    changed = Signal(list)  # [Room], sorted by name

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None
        self._rooms: dict[str, Room] = {}
        self._lock = threading.Lock()

    def start(self) -> None:
        if self._zc is not None or lan_missing():
            return
        from zeroconf import IPVersion, ServiceBrowser, Zeroconf

        try:
            self._zc = Zeroconf(ip_version=IPVersion.V4Only)
            self._browser = ServiceBrowser(self._zc, SERVICE, handlers=[self._seen])
        except OSError:  # no network to look on: nothing is found, the address is typed
            self.stop()

    def stop(self) -> None:
        browser, zc = self._browser, self._zc
        self._browser = self._zc = None
        if browser is not None:
            browser.cancel()
        if zc is not None:
            zc.close()
        with self._lock:
            self._rooms.clear()

    def _seen(
        self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange
    ) -> None:
        """On the browser's thread: a room came, changed or went."""
        from zeroconf import ServiceStateChange

        room = None
        if state_change != ServiceStateChange.Removed:
            info = zeroconf.get_service_info(service_type, name, LOOKUP_MS)
            room = _room(info) if info is not None else None
        with self._lock:
            if room is None:
                self._rooms.pop(name, None)
            elif name in self._rooms or len(self._rooms) < MAX_ROOMS:
                self._rooms[name] = room
            rooms = sorted(self._rooms.values(), key=lambda r: (r.name, r.address))
        self.changed.emit(rooms)


def _room(info: Any) -> Room | None:
    """A found service as a room, or None when it does not say one (checked, cut)."""
    props = info.properties or {}

    def text(key: bytes) -> str:
        raw = props.get(key)
        return raw.decode("utf-8", "replace")[:NAME_LIMIT] if isinstance(raw, bytes) else ""

    name, game = text(b"name").strip(), text(b"game")
    addresses = [a for a in info.parsed_addresses() if a.count(".") == 3]
    port = info.port
    if not name or game not in disciplines.REGISTRY or not addresses:
        return None
    if not isinstance(port, int) or not 0 < port < 65536:
        return None
    outside = [a for a in addresses if not a.startswith("127.")]
    return Room(name, game, f"{(outside or addresses)[0]}:{port}")


class Lan(QObject):
    """The host's announcement and the joiner's list, for the network game's dialogs."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.announcer = LanAnnouncer()
        self.rooms = LanRooms(self)
        self.rooms.changed.connect(self._found)
        self._shown: Any = None  # the join dialog listing the rooms

    def announce(self, shown: Any, name: str, discipline: str, port: int, where: list[str]) -> None:
        """``shown``: the host dialog, told whether the room is announced."""
        missing = lan_missing()
        shown.note_lan(missing or tr(CTX, "The game is announced on this network."))
        if not missing:
            self.announcer.start(name, discipline, port, [a for a in where if a.count(".") == 3])

    def browse(self, shown: Any) -> None:
        """``shown``: the join dialog, which lists what is found."""
        shown.note_lan(lan_missing())
        self._shown = shown
        self.rooms.start()

    def _found(self, rooms: list[Room]) -> None:
        if self._shown is not None:
            self._shown.show_rooms(rooms)

    def stop(self) -> None:
        self.announcer.stop()
        self.rooms.stop()
        self._shown = None
