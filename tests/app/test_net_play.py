"""Game → Play over the network, driven in two windows of one process over loopback: host,
a wrong room code refused, a join accepted, shots and aim crossing, the connection shown,
the line dropped and resumed. The two windows play real physics (each side's session
simulates the other's stroke) on a carom table, with shots shown at rest at once."""

from __future__ import annotations

import math
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from app.net.badge import LinkState
from app.play.controller import Phase
from app.window.main_window import MainWindow
from game.setup import GameSetup
from tests.app.net_windows import net_window

WAIT_MS = 10000


def _port(host: MainWindow) -> int:
    dialog = host.net.host_dialog
    assert dialog is not None
    line = next(a for a in dialog.addresses.text().splitlines() if a.startswith("127.0.0.1:"))
    return int(line.rsplit(":", 1)[1])


def _ask_to_join(qtbot: Any, guest: MainWindow, port: int, code: str) -> Any:
    dialog = guest.net.join_dialog if guest.net.on else guest.net.join()
    assert dialog is not None
    dialog.address.setText(f"127.0.0.1:{port}")
    dialog.code.setText(code)
    dialog.name.setText("Bohdan")
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    return dialog


def _connect(qtbot: Any, host: MainWindow, guest: MainWindow) -> None:
    hosting = host.net.host()
    assert hosting is not None
    _ask_to_join(qtbot, guest, _port(host), hosting.code.text())
    qtbot.waitUntil(lambda: hosting.requests.count() == 1, timeout=WAIT_MS)
    qtbot.mouseClick(hosting.accept_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.net.playing and host.net.playing, timeout=WAIT_MS)


def _resting(w: MainWindow, shots: int) -> bool:
    c = w.controller
    return (
        c.match is not None
        and len(c.match.records) >= shots
        and c.phase
        in (
            Phase.AIM,
            Phase.PLACE,
            Phase.OVER,
        )
    )


def _shooter(host: MainWindow, guest: MainWindow) -> tuple[MainWindow, MainWindow]:
    """(the window whose player is at the table, the other), the ball in hand put down."""
    shooter, other = (host, guest) if host.table_link.my_turn() else (guest, host)  # type: ignore[union-attr]
    if shooter.controller.phase == Phase.PLACE:
        assert shooter.controller.drop_hand()
    return shooter, other


def _play_one_shot(qtbot: Any, host: MainWindow, guest: MainWindow, shots: int = 1) -> None:
    """The player at the table shoots; both tables at rest after it (``shots`` in all)."""
    shooter, _other = _shooter(host, guest)
    assert shooter.controller.shoot()
    qtbot.waitUntil(lambda: _resting(host, shots) and _resting(guest, shots), timeout=WAIT_MS)


def test_a_wrong_room_code_is_refused_and_the_host_sees_it(qtbot: Any, pair: Any) -> None:
    host, guest = pair
    hosting = host.net.host()
    assert hosting is not None
    assert hosting.code.text() and len(hosting.code.text()) == 6
    assert host.net_badge.isVisible() and "Waiting" in host.net_badge.text()
    joining = _ask_to_join(qtbot, guest, _port(host), "WRONG9")
    qtbot.waitUntil(lambda: joining.status.text() == "Wrong room code.", timeout=WAIT_MS)
    assert "wrong room code" in hosting.status.text()
    assert hosting.requests.count() == 0
    assert joining.join_button.isEnabled()  # he may type it again
    assert not guest.net.playing and guest.controller.match is None


def test_the_host_may_refuse_a_join(qtbot: Any, pair: Any) -> None:
    host, guest = pair
    hosting = host.net.host()
    assert hosting is not None
    joining = _ask_to_join(qtbot, guest, _port(host), hosting.code.text().lower())
    qtbot.waitUntil(lambda: hosting.requests.count() == 1, timeout=WAIT_MS)
    assert hosting.requests.item(0).text() == "Bohdan (from 127.0.0.1)"
    qtbot.mouseClick(hosting.refuse_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: joining.status.text() == "The host refused the request to join.", timeout=WAIT_MS
    )
    assert not host.net.playing and not guest.net.playing


def test_the_host_cancelling_while_someone_asks_to_join_closes_both_lines(
    qtbot: Any, pair: Any
) -> None:
    """Cancel in the host's dialog with a request waiting: the request's line is closed, and
    closing it (which drops it from the waiting list at once) breaks nothing."""
    host, guest = pair
    hosting = host.net.host()
    assert hosting is not None
    joining = _ask_to_join(qtbot, guest, _port(host), hosting.code.text())
    qtbot.waitUntil(lambda: hosting.requests.count() == 1, timeout=WAIT_MS)
    hosting.reject()  # Cancel
    assert not host.net.playing and host.net.listener is None
    qtbot.waitUntil(lambda: joining.join_button.isEnabled(), timeout=WAIT_MS)
    assert not guest.net.playing


@pytest.mark.parametrize(
    "setup",
    [
        GameSetup("three_cushion", ["A", "B"], "A", {"target": 5}),
        GameSetup("seven_pins_classic", ["A", "B"], "A", {"start_total": 300}),
    ],
    ids=["three_cushion", "seven_pins"],
)
def test_two_windows_play_over_loopback_and_survive_a_dropped_line(
    qtbot: Any, pair: Any, setup: GameSetup
) -> None:
    host, guest = pair
    host.controller.setup = setup
    _connect(qtbot, host, guest)
    # The same game on both tables, each player in his seat; the connection in sight.
    hm, gm = host.controller.match, guest.controller.match
    assert hm.config.players == gm.config.players == ("Player 1", "Bohdan")
    assert gm.config.discipline == setup.discipline and gm.config.options == hm.config.options
    assert "Connected to Bohdan" in host.net_badge.text()
    assert "Connected to Player 1" in guest.net_badge.text()
    # The host breaks; the guest's table is not his to play.
    assert host.table_link.my_turn() and not guest.table_link.my_turn()
    assert guest.controller.input_locked and not host.controller.input_locked
    assert not guest.controller.shoot()

    # A shot played on one window arrives and is played on the other.
    for shots in (1, 2):
        shooter, other = _shooter(host, guest)
        assert shooter.controller.shoot()
        qtbot.waitUntil(lambda s=shots: _resting(host, s) and _resting(guest, s), timeout=WAIT_MS)
        assert host.controller.match.position == guest.controller.match.position
        assert host.controller.match.scores == guest.controller.match.scores

    # Live aim (no ball in hand after the break): the shooter turns his cue, the other
    # table shows it turned.
    shooter, other = _shooter(host, guest)
    shooter.controller.turn(7.0)
    aimed = shooter.controller.aim.aim_deg % 360.0
    qtbot.waitUntil(
        lambda: abs(other.controller.aim.aim_deg % 360.0 - aimed) < 2e-3, timeout=WAIT_MS
    )
    assert other.controller.build_scene().cue is not None  # drawn as his cue

    # The line drops: both say so, the joiner dials again, both resume at the same shot.
    seen: dict[str, list[LinkState]] = {"host": [], "guest": []}
    host.net.connection_changed.connect(lambda c: seen["host"].append(c.state))
    guest.net.connection_changed.connect(lambda c: seen["guest"].append(c.state))
    link = guest.net.link
    assert link is not None
    link.socket.abort()
    qtbot.waitUntil(
        lambda: (
            LinkState.RECONNECTING in seen["host"]
            and LinkState.RECONNECTING in seen["guest"]
            and host.net.connection.state == LinkState.CONNECTED
            and guest.net.connection.state == LinkState.CONNECTED
        ),
        timeout=WAIT_MS,
    )
    assert guest.net.link is not link
    assert "Connected to Bohdan" in host.net_badge.text()
    shooter, other = _shooter(host, guest)
    assert shooter.controller.shoot()
    qtbot.waitUntil(lambda: _resting(host, 3) and _resting(guest, 3), timeout=WAIT_MS)
    assert host.controller.match.position == guest.controller.match.position
    assert [r.stroke for r in host.controller.match.records] == [
        r.stroke for r in guest.controller.match.records
    ]


def test_the_menu_says_why_when_qt_has_no_websockets(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import importlib

    real = importlib.import_module

    def without(name: str, *args: Any) -> Any:
        if name == "PySide6.QtWebSockets":
            raise ImportError(name)
        return real(name, *args)

    monkeypatch.setattr(importlib, "import_module", without)
    w = net_window(qtbot)
    a = w.menu_actions
    assert not a.net_host.isEnabled() and not a.net_join.isEnabled()
    assert "WebSockets" in a.net_host.toolTip()
    shown = [x.text() for x in a.net_menu.actions()]
    assert any("PySide6-Addons" in t for t in shown)
    assert w.net.host() is None


@pytest.fixture
def relay() -> Iterator[int]:
    """``python -m game.net relay`` on a free port of this machine, for one test."""
    import socket
    import subprocess
    import sys
    import time

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = int(s.getsockname()[1])
    proc = subprocess.Popen(
        [sys.executable, "-m", "game.net", "relay", "--port", str(port), "--bind", "127.0.0.1"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 20
        while True:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            assert proc.poll() is None and time.monotonic() < deadline, "the relay did not start"
            time.sleep(0.05)
        yield port
    finally:
        proc.terminate()
        proc.wait(10)


def test_two_windows_meet_through_the_relay_of_the_settings(
    qtbot: Any, pair: Any, relay: int
) -> None:
    host, guest = pair
    for w in (host, guest):
        w.settings.set_net_relay(f"127.0.0.1:{relay}")
    try:
        hosting = host.net.host()
        assert hosting is not None
        joining = guest.net.join()
        assert joining is not None
        joining.code.setText(hosting.code.text())
        joining.name.setText("Bohdan")  # no address: through the relay
        qtbot.mouseClick(joining.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: hosting.requests.count() == 1, timeout=WAIT_MS)
        qtbot.mouseClick(hosting.accept_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: guest.net.playing and host.net.playing, timeout=WAIT_MS)
        shooter, _other = _shooter(host, guest)
        assert shooter.controller.shoot()
        qtbot.waitUntil(lambda: _resting(host, 1) and _resting(guest, 1), timeout=WAIT_MS)
        assert host.controller.match.position == guest.controller.match.position
    finally:
        for w in (host, guest):
            w.settings.set_net_relay("")


def test_a_joiner_who_left_comes_back_with_the_code_at_the_exact_shot(
    qtbot: Any, pair: Any
) -> None:
    host, guest = pair
    _connect(qtbot, host, guest)
    code = host.net.code
    _play_one_shot(qtbot, host, guest)
    guest.net.leave()  # his window keeps the game; the host waits for him
    qtbot.waitUntil(lambda: host.net.connection.state == LinkState.RECONNECTING, timeout=WAIT_MS)
    assert "reconnecting" in host.net_badge.text()
    before = guest.controller.match
    asked = len(guest.dialogs.of("choice"))
    joining = guest.net.join()
    assert joining is not None  # no keep/discard question: it is the same game
    assert len(guest.dialogs.of("choice")) == asked
    assert joining.code.text() == code and joining.address.text() == f"127.0.0.1:{_port(host)}"
    joining = _ask_to_join(qtbot, guest, _port(host), code)
    qtbot.waitUntil(
        lambda: guest.net.playing and host.net.connection.state == LinkState.CONNECTED,
        timeout=WAIT_MS,
    )
    assert not joining.isVisible()
    assert guest.controller.match is before  # the same game, not a new one from the break
    _play_one_shot(qtbot, host, guest, shots=2)
    assert host.controller.match.position == guest.controller.match.position
    assert len(host.controller.match.records) == len(guest.controller.match.records) == 2


def test_take_back_and_chat_go_through_the_other_window(qtbot: Any, pair: Any) -> None:
    host, guest = pair
    _connect(qtbot, host, guest)
    assert not host.menu_actions.take_back.isEnabled()  # asked of the opponent instead
    assert guest.net.chat_line.isVisible()
    guest.net.chat_line.setText("good luck")
    qtbot.keyClick(guest.net.chat_line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ("Bohdan", "good luck") in host.net.chat, timeout=WAIT_MS)
    assert guest.net.chat_line.text() == ""

    shooter, other = _shooter(host, guest)
    assert shooter.controller.shoot()
    qtbot.waitUntil(lambda: _resting(host, 1) and _resting(guest, 1), timeout=WAIT_MS)
    shooter.menu_actions.net_take_back.trigger()
    qtbot.waitUntil(
        lambda: not host.controller.match.records and not guest.controller.match.records,
        timeout=WAIT_MS,
    )
    asked = other.dialogs.of("question")  # the other player was asked, and agreed
    assert asked and "take back" in asked[-1][2]
    assert host.controller.match.position == guest.controller.match.position
    # Play goes on from there: the shot is played again and arrives.
    shooter, other = _shooter(host, guest)
    assert shooter.controller.shoot()
    qtbot.waitUntil(lambda: _resting(host, 1) and _resting(guest, 1), timeout=WAIT_MS)
    assert host.controller.match.position == guest.controller.match.position


def test_a_hostile_frame_is_refused_with_words_and_the_game_goes_on(qtbot: Any, pair: Any) -> None:
    host, guest = pair
    _connect(qtbot, host, guest)
    said: list[str] = []
    host.net.said.connect(said.append)
    link = guest.net.link
    assert link is not None
    link.send('{"type": "stroke", "seq": 1')  # broken JSON
    link.send('{"type": "stroke", "seq": 99, "shot": 0}')  # an old number, a bad stroke
    qtbot.waitUntil(lambda: len(said) >= 2, timeout=WAIT_MS)
    assert said[0].startswith("The other program sent a message that is not valid.")
    assert host.net.connection.state == LinkState.CONNECTED  # the host keeps serving
    _play_one_shot(qtbot, host, guest)
    assert host.controller.match.position == guest.controller.match.position


def test_a_resignation_ends_the_game_on_both_tables(qtbot: Any, pair: Any) -> None:
    host, guest = pair
    _connect(qtbot, host, guest)
    host.menu_actions.net_resign.trigger()  # Answers says yes to "Resign this game?"
    qtbot.waitUntil(lambda: bool(guest.dialogs.of("information")), timeout=WAIT_MS)
    assert guest.dialogs.of("information")[-1][2] == "Player 1 resigns."
    for w in (host, guest):
        assert w.controller.input_locked
        assert not w.controller.shoot()


def test_another_game_started_here_leaves_the_network_game(qtbot: Any, pair: Any) -> None:
    host, guest = pair
    _connect(qtbot, host, guest)
    host.quick_game()  # a hot-seat game on this table instead
    assert not host.net.playing and not host.net_badge.isVisible()
    assert host.menu_actions.take_back.isEnabled()
    qtbot.waitUntil(lambda: guest.net.connection.state == LinkState.RECONNECTING, timeout=WAIT_MS)


def test_a_network_game_is_saved_as_an_ordinary_game_with_its_record(
    qtbot: Any, pair: Any, tmp_path: Path
) -> None:
    from game.saves.load import load_file

    host, guest = pair
    _connect(qtbot, host, guest)
    _play_one_shot(qtbot, host, guest)
    assert host.save_actions.view_state()["netplay"] == {"disagreements": []}
    assert "netplay" not in net_window(qtbot).save_actions.view_state()  # a hot-seat game's
    for w, name in ((host, "host.kegli"), (guest, "guest.kegli")):
        w.dialogs.files.append(str(tmp_path / name))
        assert w.save_actions.save_as()
        w.save_actions.saver.wait(10)
        path = str(tmp_path / name)
        qtbot.waitUntil(lambda p=path, w=w: p in w.settings.recent(), timeout=WAIT_MS)
        w.settings.remove_recent(path)  # a later test's Open recent menu shows none of them
    saved = [load_file(tmp_path / n) for n in ("host.kegli", "guest.kegli")]
    assert all(g.verification is not None and g.verification.ok for g in saved)
    assert saved[0].match.to_log() == saved[1].match.to_log()  # the same game on both sides


def test_a_received_stroke_is_checked_off_the_gui_thread_and_the_messages_behind_it_wait(
    qtbot: Any, pair: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The receiver simulates the opponent's stroke on the table's worker: the GUI thread
    keeps ticking meanwhile, a chat line sent after the shot is shown only after the shot,
    and the table animates that one simulation (the stroke is not simulated twice)."""
    import threading
    import time

    from PySide6.QtCore import QTimer

    from game.physics.api import simulate_detailed

    host, guest = pair
    _connect(qtbot, host, guest)
    shooter, _other = _shooter(host, guest)  # the ball in hand put down: the aim goes out
    qtbot.wait(500)  # and the guest's table has previewed it by now
    calls: list[tuple[dict[str, Any], bool]] = []

    def slow(request: dict[str, Any]) -> Any:
        calls.append((request, threading.current_thread() is threading.main_thread()))
        time.sleep(0.4)
        return simulate_detailed(request)

    guest.controller.simulator.engine = slow
    seen: list[str] = []
    shown = guest.net._event
    monkeypatch.setattr(guest.net, "_event", lambda e: (seen.append(type(e).__name__), shown(e)))
    ticks: list[bool] = []
    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(lambda: ticks.append(guest.net.session.checking))
    timer.start()
    assert shooter is host and host.controller.shoot()
    qtbot.waitUntil(lambda: host.net.session.match.shots_played == 1, timeout=WAIT_MS)
    host.net.apply(host.net.session.chat("well played"))
    qtbot.waitUntil(lambda: _resting(guest, 1) and "PeerChat" in seen, timeout=WAIT_MS)
    timer.stop()
    assert ticks.count(True) >= 5  # the GUI thread ran on while the stroke was simulated
    assert seen.index("RemoteStroke") < seen.index("ShotJudged") < seen.index("PeerChat")
    checked = calls[0][0]
    assert [on_gui for request, on_gui in calls if request == checked] == [False]
    assert host.controller.match.position == guest.controller.match.position


def test_the_opponent_sees_where_the_ball_in_hand_is_carried_and_put_down(
    qtbot: Any, pair: Any
) -> None:
    """The break's ball in hand (three-cushion): moved on the host's table, it moves on the
    guest's; put down there, it lies there on the guest's table too, with the host's cue."""
    host, guest = pair
    _connect(qtbot, host, guest)
    hc, gc = host.controller, guest.controller
    assert hc.phase == Phase.PLACE and gc.phase == Phase.PLACE
    x, y = hc.hand_pos
    assert abs(x) > 0.05
    target = (-x, y)  # the break's other spot
    hc.move_hand(*target)
    qtbot.waitUntil(lambda: abs(gc.hand_pos[0] - hc.hand_pos[0]) < 1e-3, timeout=WAIT_MS)
    assert gc.phase == Phase.PLACE and abs(gc.hand_pos[1] - hc.hand_pos[1]) < 1e-3
    assert hc.drop_hand()
    ball = hc.match.placed_from_hand
    qtbot.waitUntil(lambda: gc.phase == Phase.AIM, timeout=WAIT_MS)
    lies = gc.match.position.balls[ball]
    assert math.dist(lies, hc.match.position.balls[ball]) < 1e-3
    assert gc.build_scene().cue is not None  # his cue, from there
    assert hc.shoot()
    qtbot.waitUntil(lambda: _resting(host, 1) and _resting(guest, 1), timeout=WAIT_MS)
    assert hc.match.position == gc.match.position


def test_a_joiner_whose_kept_game_is_not_the_hosts_is_asked_then_joins_the_hosts(
    qtbot: Any, pair: Any
) -> None:
    """The game left here is not the one the host now plays: only then the keep/discard
    question; discarded, the joiner plays the host's game from its break."""
    host, guest = pair
    _connect(qtbot, host, guest)
    _play_one_shot(qtbot, host, guest)
    guest.net.leave()
    host.net.leave()
    host.start(GameSetup("seven_pins_classic", ["A", "B"], "A", {"start_total": 300}))
    guest.dialogs.choice = "discard"
    hosting = host.net.host()  # another game on the host's table
    assert hosting is not None
    joining = guest.net.join()
    assert joining is not None and not guest.dialogs.of("choice")  # not asked yet
    _ask_to_join(qtbot, guest, _port(host), hosting.code.text())
    qtbot.waitUntil(lambda: hosting.requests.count() == 1, timeout=WAIT_MS)
    assert not guest.dialogs.of("choice")
    qtbot.mouseClick(hosting.accept_button, Qt.MouseButton.LeftButton)  # its hello: the game
    qtbot.waitUntil(lambda: guest.net.playing and host.net.playing, timeout=WAIT_MS)
    assert len(guest.dialogs.of("choice")) == 1  # asked once the host said another game
    gm = guest.controller.match
    assert gm.config.discipline == "seven_pins_classic" and not gm.records


def test_an_opponent_gone_too_long_is_waited_for_or_the_game_kept_for_later(
    qtbot: Any, pair: Any
) -> None:
    """After the settings' minutes (made short here) the player still at the table chooses:
    keep waiting (asked again later), or keep the game; hosting again with the same room
    code (no keep/discard question) resumes it at the exact shot."""
    host, guest = pair
    host.settings.set_net_wait_minutes(1)
    host.net.wait.minute_ms = 150
    _connect(qtbot, host, guest)
    code = host.net.code
    _play_one_shot(qtbot, host, guest)
    host.dialogs.choice = "wait"
    guest.net.leave()  # gone (his window keeps the game)
    qtbot.waitUntil(lambda: len(host.dialogs.of("choice")) >= 2, timeout=WAIT_MS)
    asked = host.dialogs.of("choice")[0]
    assert asked[1] == "The opponent is gone"
    assert "Bohdan has been gone for 1 minute" in asked[2] and code in asked[2]
    assert host.net.playing and host.net.listener is not None  # still waiting
    host.dialogs.choice = "later"
    qtbot.waitUntil(lambda: not host.net.on, timeout=WAIT_MS)
    kept = host.controller.match
    assert kept is not None and len(kept.records) == 1  # the game stays on the table
    # Later: hosting again goes on with it, with its room code, without asking.
    questions = len(host.dialogs.of("choice"))
    hosting = host.net.host()
    assert hosting is not None and hosting.code.text() == code
    assert len(host.dialogs.of("choice")) == questions
    joining = guest.net.join()
    assert joining is not None
    qtbot.mouseClick(joining.join_button, Qt.MouseButton.LeftButton)  # address, code kept
    qtbot.waitUntil(lambda: hosting.requests.count() == 1, timeout=WAIT_MS)
    qtbot.mouseClick(hosting.accept_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.net.playing and host.net.playing, timeout=WAIT_MS)
    assert host.controller.match is kept
    assert host.controller.match.position == guest.controller.match.position
    _play_one_shot(qtbot, host, guest, shots=2)
    assert host.controller.match.to_log() == guest.controller.match.to_log()


def test_a_joiner_restarted_after_leaving_rejoins_without_a_question(qtbot: Any, pair: Any) -> None:
    """The joiner's program is closed after he left (killed, or the computer restarted); it
    resumes the autosaved game, and joining again goes straight on: no keep-or-discard
    question, the room code and the host's address filled in, the game at the exact shot."""
    from app.net.table_link import LeftGame
    from game.saves.format import document_from_match, encode
    from game.saves.load import load_bytes

    host, guest = pair
    _connect(qtbot, host, guest)
    code = host.net.code
    _play_one_shot(qtbot, host, guest)
    saved = encode(document_from_match(guest.controller.match))  # the autosave
    # Kept at the shot's end already: a kill -9 calls nothing on its way out.
    kept = LeftGame.kept(guest.settings.net_left_game(), load_bytes(saved).match)
    assert kept is not None and kept.code == code
    guest.net.leave()
    qtbot.waitUntil(lambda: host.net.connection.state == LinkState.RECONNECTING, timeout=WAIT_MS)
    restarted = net_window(qtbot)  # the same settings file: the same data folder
    try:
        restarted.controller.set_match(load_bytes(saved).match)  # resumed at start
        joining = restarted.net.join()
        assert joining is not None and not restarted.dialogs.of("choice")
        assert joining.code.text() == code
        assert joining.address.text() == f"127.0.0.1:{_port(host)}"
        qtbot.mouseClick(joining.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(
            lambda: restarted.net.playing and host.net.connection.state == LinkState.CONNECTED,
            timeout=WAIT_MS,
        )
        _play_one_shot(qtbot, host, restarted, shots=2)
        assert host.controller.match.position == restarted.controller.match.position
        # Another game on the table is not taken for the one left.
        restarted.net.leave()
        restarted.controller.new_game(GameSetup("five_pins", ["A", "B"], "A", {}))
        other = restarted.net.join()
        assert other is not None and other.code.text() != code
    finally:
        restarted.net.leave()
        restarted.controller.animator.stop()
        restarted.controller.simulator.wait(10000)
