"""Games on this network: the host's room announced over mDNS (python-zeroconf, optional),
found in the joiner's dialog and joined with a click and the room code; without the
package both dialogs say so and play is the same."""

from __future__ import annotations

import importlib.util
from typing import Any

import pytest
from PySide6.QtCore import Qt

from app.net.lan import Room, _room

WAIT_MS = 15000


def test_a_room_announced_on_this_network_is_found_and_joined_with_its_code(
    qtbot: Any, pair: Any
) -> None:
    pytest.importorskip("zeroconf")
    host, guest = pair
    hosting = host.net.host()
    assert hosting is not None and "announced" in hosting.lan.text()
    assert host.net.listener is not None
    port = host.net.listener.port
    joining = guest.net.join()
    assert joining is not None and not joining.lan.isVisible()

    def ours() -> Any:
        for row in range(joining.rooms.count()):
            item = joining.rooms.item(row)
            if str(item.data(Qt.ItemDataRole.UserRole)).endswith(f":{port}"):
                return item
        return None

    qtbot.waitUntil(lambda: ours() is not None, timeout=WAIT_MS)
    item = ours()
    assert item.text().startswith("Player 1: Three-cushion (")
    assert hosting.code.text() not in item.text()  # the code is never announced
    joining.rooms.setCurrentItem(item)
    joining.rooms.itemClicked.emit(item)
    assert joining.address.text() == item.data(Qt.ItemDataRole.UserRole)
    joining.code.setText(hosting.code.text())
    qtbot.mouseClick(joining.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: hosting.requests.count() == 1, timeout=WAIT_MS)
    qtbot.mouseClick(hosting.accept_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.net.playing and host.net.playing, timeout=WAIT_MS)
    assert guest.net.lan.rooms._zc is None  # no more looking once the game is on


def test_without_zeroconf_both_dialogs_say_so_and_joining_by_address_stays(
    qtbot: Any, pair: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "zeroconf" else real(name, *a)
    )
    host, guest = pair
    hosting = host.net.host()
    assert hosting is not None and "zeroconf package is not installed" in hosting.lan.text()
    joining = guest.net.join()
    assert joining is not None and joining.lan.isVisible()
    assert "Type the host's address instead" in joining.lan.text()
    assert joining.rooms.count() == 0


class _Info:
    def __init__(self, props: dict[bytes, Any], addresses: list[str], port: Any) -> None:
        self.properties, self._addresses, self.port = props, addresses, port

    def parsed_addresses(self) -> list[str]:
        return self._addresses


def test_what_another_computer_announces_is_checked_and_cut_before_it_is_shown() -> None:
    good = {b"name": b"Anna", b"game": b"three_cushion"}
    assert _room(_Info(good, ["127.0.0.1", "192.168.1.20"], 47474)) == Room(
        "Anna", "three_cushion", "192.168.1.20:47474"
    )
    long_name = {**good, b"name": b"A" * 500}
    assert len(_room(_Info(long_name, ["10.0.0.2"], 47474)).name) == 40  # type: ignore[union-attr]
    refused = [
        _Info({**good, b"game": b"../../etc"}, ["10.0.0.2"], 47474),  # no such game
        _Info({b"game": b"three_cushion"}, ["10.0.0.2"], 47474),  # no name
        _Info(good, ["fe80::1"], 47474),  # no IPv4 address
        _Info(good, ["10.0.0.2"], 70000),  # no port
        _Info({**good, b"name": 5}, ["10.0.0.2"], 47474),  # not text
    ]
    assert [_room(i) for i in refused] == [None] * len(refused)
