"""Game → Play over the network: hosting, joining, and the game's session on a Qt socket.

The game's side of network play is ``game.net.session.Session``: frames in, frames and
events out, no I/O. This class is its transport and its window:

- The host listens (``link.Listener``) and shows the ``HostDialog``. Each connection gets
  a session of its own until the player accepts one: a wrong room code is refused by the
  session at once (the dialog says so), a right one becomes a request to accept or refuse.
- The joiner dials the host's address (or the relay of the settings) from the
  ``JoinDialog``; its session says hello with the room code.
- Once both hellos are exchanged both windows play the same game, each on its own
  controller: ``TableLink`` hands the local aim and shots to the session and plays the
  opponent's strokes as they arrive (one after another: a reconnect may bring several).
  The session judges both sides' shots on its own copy of the match; when the shooter's
  final position differs from ours beyond the save tolerance it says so, and the table
  takes the session's copy (the game goes on from the shooter's position).
- A line that drops is dialled again by the joiner and waited for by the host; the
  session's hellos resume the game at the exact shot. Each side autosaves as in any game.
"""

from __future__ import annotations

import time
from collections import deque
from enum import StrEnum
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QAction

from app.net.agreements import Agreements
from app.net.available import websockets_missing
from app.net.badge import ChatLine, Connection, ConnectionBadge, LinkState
from app.net.dialogs import HostDialog, JoinDialog
from app.net.lan import Lan
from app.net.relay_line import RelayWaiter, paired, relay_hello
from app.net.stroke_checks import StrokeChecks
from app.net.table_link import LeftGame, TableLink, TheirMove
from app.net.waiting import OpponentWait
from app.net.words import problem_text, refusal_kind
from app.play.setup import remembered_names
from app.words.disciplines import discipline_name
from app.words.numbers import number
from app.words.text import arg, tr
from game.errors import InputError
from game.match import Match, ShotRecord
from game.net import events as ev
from game.net.address import RELAY_PORT, split_address
from game.net.errors import NetError
from game.net.room_code import new_room_code
from game.net.session import PING_SECONDS, Session, Step
from game.physics.api import SimResult
from game.setup import GameSetup
from game.stroke import Stroke
from game.tables import Point

if TYPE_CHECKING:
    from app.net.link import Link, Listener
    from app.net.needs import NetActions, NetWindow

CTX = "NetPlay"
RECONNECT_MS = 700  # the joiner dials a dropped line again this often
SILENT_PINGS = 3  # a line that answers none of this many pings is dead (a peer asleep)


class Role(StrEnum):
    NONE = "none"
    HOST = "host"
    GUEST = "guest"


class NetPlay(QObject):
    """The network game of one window (one at a time)."""

    connection_changed = Signal(object)  # Connection
    said = Signal(str)  # a problem, a disagreement or a chat line, for the player to read

    def __init__(
        self,
        window: NetWindow,
        actions: NetActions,
        table: TableLink,
        badge: ConnectionBadge,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.window = window
        self.table = table
        self.badge = badge
        self.role = Role.NONE
        self.code = ""
        self.me = ""
        self.opponent = ""
        self.session: Session | None = None  # the game's, once a join is accepted
        self.link: Link | None = None  # the game's connection
        self.host_dialog: HostDialog | None = None
        self.join_dialog: JoinDialog | None = None
        self.listener: Listener | None = None
        self._knocking: dict[int, tuple[Link, Session]] = {}  # not let in yet
        self._next_id = 1
        self._url = ""
        self._via_relay = False  # the joiner meets the host at the relay
        self._table_kept = False  # the table's game goes on (resumed), not a new one
        self._pairing = False  # the line waits at the relay for the other side
        # The host also waits at the relay the settings name, while nobody plays.
        self.relay = RelayWaiter(
            lambda: self.role == Role.HOST and not (self._playing and self.link is not None),
            self,
        )
        self.relay.paired.connect(self._arrived)
        self._playing = False
        self._queue: deque[TheirMove] = deque()
        self._resync = False  # the table takes the session's copy at the next turn
        self._game_match: Match | None = None  # the table's match of the network game
        self._left: LeftGame | None = None
        self._asked_first = True  # the keep/discard question came before hosting/joining
        self._address = ""  # what the joiner typed
        self._heard = 0.0
        self.chat: list[tuple[str, str]] = []  # (who, what), oldest first
        self.chat_line = ChatLine()
        self.connection = Connection(LinkState.CLOSED)
        self._redial = QTimer(self)
        self._redial.setSingleShot(True)
        self._redial.setInterval(RECONNECT_MS)
        self._redial.timeout.connect(self._dial)
        self._pinger = QTimer(self)
        self._pinger.setInterval(round(PING_SECONDS * 1000))
        self._pinger.timeout.connect(self._ping)
        self.missing = websockets_missing()
        self.lan = Lan(self)  # games announced and found on this network (optional)
        self.wait = OpponentWait(
            window,
            lambda: self.opponent,
            lambda: self.code,
            lambda: self._playing and self.connection.state != LinkState.CONNECTED,
            self.leave,
            self,
        )
        self._take_back = actions.take_back
        actions.net_host.triggered.connect(lambda _c=False: self.host())
        actions.net_join.triggered.connect(lambda _c=False: self.join())
        menu = actions.net_menu
        self.ask_take_back = actions.net_take_back
        self.resign_action = actions.net_resign
        self.agreements = Agreements(self, self.ask_take_back, self.resign_action)
        self.chat_line.returnPressed.connect(self.agreements.chat_typed)
        self.ask_take_back.triggered.connect(lambda _c=False: self.agreements.request_take_back())
        self.resign_action.triggered.connect(lambda _c=False: self.agreements.resign())
        self.leave_action = actions.net_leave
        self.leave_action.triggered.connect(lambda _c=False: self.leave())
        self.in_game = (self.ask_take_back, self.resign_action, self.leave_action)
        for action in self.in_game:
            action.setEnabled(False)
        if self.missing:
            for action in (actions.net_host, actions.net_join):
                action.setEnabled(False)
                action.setToolTip(self.missing)
                action.setStatusTip(self.missing)
            why = QAction(self.missing, menu)
            why.setEnabled(False)
            menu.insertAction(actions.net_host, why)
        # The opponent's strokes are simulated on the table's worker, not the GUI thread.
        self.checks = StrokeChecks(table.controller.simulator, self.apply, lambda: self.session)
        table.local_aim.connect(self._local_aim)
        table.local_shot.connect(self._local_shot)
        table.controller.turn_ready.connect(self._next_move)
        # Each turn, what a restart needs to rejoin (a kill -9 calls no leave()).
        table.controller.turn_ready.connect(self._remember)

    # -- what is shown -------------------------------------------------------------------
    @property
    def on(self) -> bool:
        return self.role != Role.NONE

    @property
    def playing(self) -> bool:
        return self._playing

    def _set_state(self, state: LinkState, latency_ms: int | None = None) -> None:
        self.connection = Connection(state, self.opponent, latency_ms)
        self.badge.show_connection(self.connection)
        self.connection_changed.emit(self.connection)

    def tell(self, text: str) -> None:
        self.said.emit(text)
        self.window.show_status(text, 10000)

    def _in_game_actions(self, on: bool) -> None:
        for action in self.in_game:
            action.setEnabled(on)
        self.chat_line.setVisible(on)
        self._take_back.setEnabled(not on)  # a take-back is asked of the opponent

    # -- hosting -------------------------------------------------------------------------
    def _resumable(self) -> LeftGame | None:
        """The network game left here, if it is still on the table, unfinished (left in
        this run, or before a restart and resumed since)."""
        match = self.window.controller.match
        if self._left is None or not self._left.on_table(match):
            self._left = LeftGame.kept(self.window.settings.net_left_game(), match)
        return self._left

    def _may_start(self) -> bool:
        """Before hosting or joining: the game on the table is the network game left here
        (the question waits until the other side says it plays another), or the player
        keeps or discards it."""
        self._asked_first = self._resumable() is None
        return not self._asked_first or self.window.leave_current_game()

    def host(self) -> HostDialog | None:
        """Listen for a joiner and show where to reach this computer and the room code."""
        if self.missing or self.on or not self._may_start():
            return None
        from app.net.link import Listener, local_addresses

        settings = self.window.settings
        listener = Listener(self)
        if not listener.listen(settings.net_port()):
            self.window.dialogs.warn(
                self.window.dialog_parent(),
                tr(CTX, "Host a network game"),
                arg(tr(CTX, "No port could be opened for the game: %1"), listener.error()),
            )
            return None
        listener.arrived.connect(self._arrived)
        self.listener = listener
        self.role = Role.HOST
        left = self._resumable()
        self.code = left.code if left is not None else new_room_code()
        self.me = left.me if left is not None else remembered_names(settings)[0]
        self.opponent = ""
        game, addresses, port = (
            self.window.controller.setup.discipline,
            local_addresses(),
            listener.port,
        )
        dialog = HostDialog(
            addresses,
            port,
            self.code,
            discipline_name(game),
            settings.net_relay(),
            self.window.dialog_parent(),
        )
        self.lan.announce(dialog, self.me, game, port, addresses)
        dialog.accept_peer.connect(self._accept)
        dialog.refuse_peer.connect(self._refuse)
        dialog.rejected.connect(self._dialog_closed)
        self.host_dialog = dialog
        relay = split_address(settings.net_relay(), RELAY_PORT)
        if relay is not None:
            self.relay.start(f"ws://{relay[0]}:{relay[1]}", self.code)
        self._set_state(LinkState.WAITING)
        dialog.open()
        return dialog

    def _another_game_offered(self) -> bool:
        """The joiner went on with the game left here, but the host plays another: only
        now is the player asked to keep or discard his; then he joins the host's game."""
        s = self.session
        if self.role != Role.GUEST or self._asked_first or s is None or not s.refused.get("setup"):
            return False
        self._asked_first = True
        if not self.window.leave_current_game():
            return False
        self._table_kept = False
        self.session = Session.joining(self.me, self.code, None, simulate_here=False)
        self._redial.start()
        return True

    def _dialog_closed(self) -> None:
        if not self._playing:
            self.leave()

    def _setup(self, players: list[str], first: str) -> GameSetup:
        """The game the host offers: the one set up in this window, without its lag."""
        base = self.window.controller.setup
        options = {k: v for k, v in base.options.items() if k not in ("lag_winner", "lag_choice")}
        return GameSetup(base.discipline, players, first, options, table=base.table)

    def _arrived(self, link: Link) -> None:
        if self._playing and self.session is not None:
            self._attach(link)  # the opponent coming back (the session checks the code)
            self.apply(self.session.connected())
            return
        number = self._next_id
        self._next_id += 1
        setup = self._setup([self.me, self.me + "?"], self.me)
        provisional = Match.new(setup.discipline, setup.players, setup.first, setup.options)
        session = Session.hosting(
            provisional, 0, self.me, self.code, accept_joins=False, simulate_here=False
        )
        self._knocking[number] = (link, session)
        link.received.connect(partial(self._knocks, number))
        link.closed.connect(partial(self._knocker_gone, number))
        self._send(link, session.connected())

    def _knocks(self, number: int, text: str) -> None:
        """A frame from a connection not let in yet: its hello, checked by its session."""
        if number not in self._knocking:
            return
        link, session = self._knocking[number]
        step = session.receive(text)
        self._send(link, step)
        for event in step.events:
            if isinstance(event, ev.JoinAsked) and self.host_dialog is not None:
                self.host_dialog.add_request(number, event.name, link.peer)
                self.host_dialog.say(arg(tr(CTX, "%1 asks to join."), event.name))
        if step.close is not None:
            if step.close.kind == "code" and self.host_dialog is not None:
                self.host_dialog.say(
                    arg(tr(CTX, "Someone at %1 gave a wrong room code."), link.peer)
                )
            self._knocking.pop(number, None)
            link.close(step.close.kind)

    def _knocker_gone(self, number: int, _reason: str) -> None:
        self._knocking.pop(number, None)
        if self.host_dialog is not None:
            self.host_dialog.remove_request(number)

    def _refuse(self, number: int) -> None:
        knock = self._knocking.pop(number, None)
        if self.host_dialog is not None:
            self.host_dialog.remove_request(number)
        if knock is not None:
            link, session = knock
            self._send(link, session.answer_join(False))
            link.close("refused")

    def _accept(self, number: int) -> None:
        knock = self._knocking.pop(number, None)
        if knock is None:
            return
        link, session = knock
        for other in list(self._knocking):
            self._refuse(other)
        self.lan.stop()  # the room is taken
        name = session.peer_name or ""
        kept = self._kept_game(self.me)
        self._table_kept = False
        if kept is not None and name in kept.config.players and name != self.me:
            # The joiner plays the table's unfinished game: it goes on from where it is.
            session.match = kept
            session.physics = kept.config.physics
            session.local_seat = kept.config.players.index(self.me)
            self._table_kept = True
        else:
            if not self._asked_first and not self.window.leave_current_game():
                self._refuse_knock(link, session)  # the table's game is not given up
                return
            self._asked_first = True
            if name == self.me:
                name = arg(tr(CTX, "%1 (guest)"), name)
            setup = self._setup([self.me, name], self.me)
            if not self.start_table(setup, session.physics):
                self._refuse_knock(link, session)
                return
            session.match = Match.new(
                setup.discipline,
                setup.players,
                setup.first,
                setup.options,
                setup.table,
                session.physics,
            )
        self.session = session
        link.received.disconnect()
        link.closed.disconnect()
        self._attach(link)
        if self.host_dialog is not None:
            self.host_dialog.accept()
        self.apply(session.answer_join(True))

    def _refuse_knock(self, link: Link, session: Session) -> None:
        self._send(link, session.answer_join(False))
        link.close("setup")

    # -- joining -------------------------------------------------------------------------
    def join(self) -> JoinDialog | None:
        if self.missing or self.on or not self._may_start():
            return None
        settings = self.window.settings
        # The joiner takes the second seat: its remembered name ("Player 2" by default).
        dialog = JoinDialog(
            remembered_names(settings)[1], settings.net_relay(), self.window.dialog_parent()
        )
        left = self._resumable()
        if left is not None:  # the game left here: the same host and room
            dialog.address.setText(left.address)
            dialog.code.setText(left.code)
            dialog.name.setText(left.me)
        dialog.join.connect(self._join)
        dialog.rejected.connect(self._dialog_closed)
        self.join_dialog = dialog
        self.lan.browse(dialog)
        dialog.open()
        return dialog

    def _join(self, address: str, code: str, name: str) -> None:
        settings = self.window.settings
        self._via_relay = not address
        if self._via_relay:
            where = split_address(settings.net_relay(), RELAY_PORT)
        else:
            where = split_address(address, settings.net_port())
        dialog = self.join_dialog
        if where is None:
            if dialog is not None:
                dialog.say(
                    tr(CTX, "That is not an address: type host:port, e.g. 192.168.1.20:47474.")
                )
                dialog.set_busy(False)
            return
        self.role = Role.GUEST
        self.code, self.me, self._address = code, name, address
        # A game of this player's still on the table is his copy: the host's hello resumes
        # it at the exact shot (after a dropped line, a restart, the autosave resumed).
        kept = self._kept_game(name)
        self._table_kept = kept is not None
        self.session = Session.joining(name, code, kept, simulate_here=False)
        self._url = f"ws://{where[0]}:{where[1]}"
        if dialog is not None:
            dialog.say(arg(tr(CTX, "Connecting to %1…"), f"{where[0]}:{where[1]}"))
        self._set_state(LinkState.CONNECTING)
        self._dial()

    def _kept_game(self, seat: str) -> Match | None:
        """A copy of the table's game if it is unfinished, played and ``seat`` plays it."""
        m = self.window.controller.match
        if m is None or m.over or not m.records or seat not in m.config.players:
            return None
        try:
            return Match.from_log(m.to_log())
        except InputError:
            return None

    def _dial(self) -> None:
        if self.role != Role.GUEST or self.session is None:
            return
        from app.net.link import Link

        link = Link.dial(self._url, self)
        self._attach(link)
        link.opened.connect(self._opened)

    def _opened(self) -> None:
        if self._via_relay and self.link is not None:
            self._pairing = True
            self.link.send(relay_hello(self.code, "join"))
            if not self._playing and self.join_dialog is not None:
                self.join_dialog.say(tr(CTX, "At the relay. Waiting for the host…"))
            return
        if self.session is not None:
            if not self._playing and self.join_dialog is not None:
                self.join_dialog.say(tr(CTX, "Connected. Waiting for the host to accept…"))
            self.apply(self.session.connected())

    # -- the game's line -----------------------------------------------------------------
    def _attach(self, link: Link) -> None:
        """``link`` is the game's connection from now on (an old one is let go)."""
        old, self.link = self.link, link
        if old is not None and old is not link:
            old.closed.disconnect()
            old.close("replaced")
        link.received.connect(self._game_text)
        link.closed.connect(partial(self._line_closed, link))
        self._heard = time.monotonic()
        self._pinger.start()

    def _send(self, link: Link, step: Step) -> None:
        for frame in step.out:
            link.send(frame)

    def apply(self, step: Step) -> None:
        """Send what the session wrote, show what it said, close the line if it must."""
        link = self.link
        if link is not None:
            self._send(link, step)
        for event in step.events:
            self._event(event)
        if step.simulate is not None and self.session is not None:
            self.checks.submit(self.session, step.simulate)
        if step.close is not None and link is not None and link is self.link:
            link.close(step.close.kind)

    def _game_text(self, text: str) -> None:
        if self.session is None:
            return
        self._heard = time.monotonic()
        if paired(text):
            # The relay met the other side (again): a new connection, numbered anew.
            if not self._pairing:
                self.apply(self.session.disconnected())
            self._pairing = False
            if self.role == Role.GUEST and not self._playing and self.join_dialog is not None:
                self.join_dialog.say(tr(CTX, "Connected. Waiting for the host to accept…"))
            self.apply(self.session.connected())
            return
        if self._pairing:
            if self.link is not None:
                self.link.close("relay")
            return
        self.apply(self.session.receive(text))

    def _line_closed(self, link: Link, reason: str) -> None:
        if link is not self.link:
            return
        self.link = None
        self._pinger.stop()
        if not self._playing:
            if self._another_game_offered():
                return
            if self.role == Role.GUEST:
                dialog = self.join_dialog
                if dialog is not None:
                    if self.connection.state != LinkState.CLOSED:
                        dialog.say(
                            arg(tr(CTX, "Could not connect: %1"), reason)
                            if reason
                            else tr(CTX, "The connection closed.")
                        )
                    dialog.set_busy(False)
                self.role = Role.NONE
                self.session = None
                self._set_state(LinkState.CLOSED)
            return
        if self.session is not None:
            self.apply(self.session.disconnected())
        if self.role == Role.GUEST:
            self._pairing = False
            self._redial.start()

    def _ping(self) -> None:
        if self.session is None or self.link is None:
            return
        if time.monotonic() - self._heard > SILENT_PINGS * PING_SECONDS:
            self.link.close("silent")  # a peer asleep or gone without a word
            return
        self.apply(self.session.ping())

    # -- what the session says --------------------------------------------------------------
    def _event(self, event: object) -> None:
        if isinstance(event, ev.Connected):
            self._connected(event)
        elif isinstance(event, ev.Closed):
            self._set_state(LinkState.RECONNECTING)
            if self._playing:
                self.wait.line_down()
        elif isinstance(event, ev.JoinAsked):
            # During the game only the opponent comes back in.
            if self.session is not None:
                self.apply(self.session.answer_join(event.name == self.session.peer_name))
        elif isinstance(event, ev.Refused):
            self.tell(problem_text(event.error.kind, str(event.error)))
        elif isinstance(event, ev.PeerError):
            self._peer_error(event.error)
        elif isinstance(event, ev.RemoteStroke):
            self._queue.append(
                TheirMove(event.stroke, event.place, result=event.result, request=event.request)
            )
            self._next_move()
        elif isinstance(event, ev.PeerChoice):
            if not event.choice.startswith("lag:"):
                self._queue.append(TheirMove(choice=event.choice))
                self._next_move()
        elif isinstance(event, ev.Disagreement):
            self._resync = True
            self.tell(
                arg(
                    tr(
                        CTX,
                        "Shot %1 ended differently on the two tables (%2 mm); "
                        "the game goes on from the shooter's position.",
                    ),
                    event.shot + 1,
                    number(event.distance * 1000, 1),
                )
            )
        elif isinstance(event, ev.PeerAim):
            self.table.show_aim(event.aim.stroke, event.aim.place)
        elif isinstance(event, ev.PeerChat):
            self.chat.append((self.opponent, event.text))
            self.tell(arg(tr(CTX, "%1 says: %2"), self.opponent, event.text))
        elif isinstance(event, ev.Latency):
            self._set_state(LinkState.CONNECTED, round(event.seconds * 1000))
        elif isinstance(event, ev.TakebackAsked):
            self.agreements.take_back_asked()
        elif isinstance(event, ev.TakenBack):
            self.agreements.taken_back()
        elif isinstance(event, ev.TakebackRefused):
            self.tell(arg(tr(CTX, "%1 refused the take-back."), self.opponent))
        elif isinstance(event, ev.Resigned):
            self.agreements.resigned(event.player)
        elif isinstance(event, ev.RematchAsked):
            self.agreements.rematch_asked()
        elif isinstance(event, ev.RematchStarted):
            self.agreements.rematch_started()

    def _peer_error(self, error: NetError) -> None:
        if self.role == Role.GUEST and not self._playing:
            if self.join_dialog is not None:
                self.join_dialog.say(problem_text(refusal_kind(error), ""))
            self.connection = Connection(LinkState.CLOSED)  # no "could not connect" after it
            return
        self.tell(arg(tr(CTX, "The other side refused a message: %1"), error.reason))

    def _connected(self, event: ev.Connected) -> None:
        s = self.session
        assert s is not None and s.match is not None
        if not self._playing:
            c = s.match.config
            setup = GameSetup(
                c.discipline, list(c.players), c.first, dict(c.options), table=c.table
            )
            fresh = not self._table_kept
            if self.role == Role.GUEST and fresh and not self.start_table(setup, c.physics):
                self.leave()
                return
            self._playing = True
            self._game_match = self.window.controller.match
            self.me = s.local_player or self.me
            self.opponent = s.peer_player or event.peer
            self.table.start(self.me)
            self._in_game_actions(True)
            if self.join_dialog is not None:
                self.join_dialog.accept()
            self.lan.stop()  # nothing more to announce or to look for
            self.tell(arg(tr(CTX, "Playing %1 over the network."), self.opponent))
        else:
            self.tell(arg(tr(CTX, "%1 is back."), self.opponent))
        self.wait.line_up()
        latency = round(s.latency * 1000) if s.latency is not None else None
        self._set_state(LinkState.CONNECTED, latency)

    def start_table(self, setup: GameSetup, physics: str) -> bool:
        """The table plays ``setup`` from its break, with ``physics``."""
        try:
            match = Match.new(
                setup.discipline, setup.players, setup.first, setup.options, setup.table, physics
            )
        except InputError as exc:
            self.tell(problem_text("setup", str(exc)))
            return False
        c = self.window.controller
        c.setup = setup
        self._game_match = match
        c.set_match(match)
        self.window.view.setFocus()
        return True

    # -- moves both ways -----------------------------------------------------------------
    def _next_move(self) -> None:
        """Play the opponent's next move if the table is at his turn."""
        c = self.window.controller
        if self._playing and c.match is not self._game_match:
            # Another game was started or opened here: the network game is left (its
            # autosave keeps it; joining again with the code resumes it).
            self.leave()
            self.tell(tr(CTX, "You started another game, so you left the network game."))
            return
        if self._resync and not self._queue and self.session is not None:
            self._take_session_copy()
        while self._queue:
            # Taken off first: with instant pacing the move's turn is over before play()
            # or choose() returns, and the next turn comes back in here.
            move = self._queue.popleft()
            if move.stroke is not None:
                if not self.table.play(move.stroke, move.place, move.result, move.request):
                    self._queue.appendleft(move)  # the table is busy: at its next turn
                return
            m = c.match
            if m is None or move.choice not in m.choices:
                self._queue.appendleft(move)
                return
            c.choose(move.choice)

    def _take_session_copy(self) -> None:
        """The session judged from the shooter's position: the table shows that game."""
        s = self.session
        c = self.window.controller
        if s is None or s.match is None or c.phase.value not in ("aim", "place", "over"):
            return
        self._resync = False
        try:
            copy = Match.from_log(s.match.to_log())
        except InputError:
            return
        self._game_match = copy
        c.set_match(copy)
        self.table.start(self.me)

    def _local_aim(self, stroke: Stroke | None, place: Point | None) -> None:
        if self.session is not None and self.link is not None:
            self.apply(self.session.aim(stroke, place))

    def _local_shot(
        self, index: int, record: ShotRecord, place: Point | None, sim: SimResult | None
    ) -> None:
        s = self.session
        if s is None or s.match is None:
            return
        try:
            if s.match.shots_played != index:
                raise NetError("stroke.shot", "the two copies of the game differ", "position")
            hand = s.match.ball_in_hand
            if hand is not None:
                if place is None:
                    place = record.start.balls.get(hand)
                if place is None:
                    raise NetError("stroke.place", "the ball in hand was not placed", "rules")
                s.match.place_ball(hand, place)
            self.apply(s.play(record.stroke, sim))
        except NetError as exc:
            self.tell(problem_text(exc.kind, str(exc)))
        except InputError as exc:
            self.tell(problem_text("rules", str(exc)))

    def _remember(self) -> LeftGame | None:
        """The network game on the table, kept in the settings to rejoin after a restart."""
        if not self._playing or self._game_match is None:
            return None
        address = self._address if self.role == Role.GUEST else ""
        left = LeftGame(self._game_match, self.code, self.me, address)
        self.window.settings.set_net_left_game(left.fields())
        return left

    def chose(self, choice: str) -> None:
        """The local player made the rules' choice (the window asked him)."""
        if self.session is None:
            return
        try:
            self.apply(self.session.choose(choice))
        except NetError as exc:
            self.tell(problem_text(exc.kind, str(exc)))

    def forget_moves(self, resync: bool) -> None:
        """The opponent's moves not played yet are void (a take-back, a new game);
        ``resync``: the table takes the session's copy at its next turn."""
        self._queue.clear()
        self._resync = resync

    def view(self) -> dict[str, Any]:
        """What a save of the network game records of it (the session's own record: the
        shots the two tables ended differently, the same on both sides)."""
        if not self._playing or self.session is None:
            return {}
        return self.session.view()

    def chooses_here(self) -> bool:
        """The rules' choice now is the local player's (else the opponent's, which comes)."""
        return not self._playing or self.table.my_turn()

    # -- leaving -------------------------------------------------------------------------
    def leave(self) -> None:
        """End the network game here (the game itself stays, autosaved, to finish later)."""
        if self._playing and self._game_match is not None:
            self._left = self._remember()
        self.wait.line_up()
        self.lan.stop()
        self._redial.stop()
        self._pinger.stop()
        self.relay.stop()
        self._pairing = False
        self._playing = False
        self._queue.clear()
        self.table.stop()
        link, self.link = self.link, None
        if link is not None:
            link.close("left")
        # Closing a line says so at once, and that answer drops it from the knocking: close
        # them from a list of their own.
        knocking, self._knocking = self._knocking, {}
        for knock_link, _session in knocking.values():
            knock_link.close("left")
        if self.listener is not None:
            self.listener.close()
            self.listener = None
        self.role = Role.NONE
        self.session = None
        self._table_kept = False
        for dialog in (self.host_dialog, self.join_dialog):
            if dialog is not None and dialog.isVisible():
                dialog.rejected.disconnect()
                dialog.reject()
        self.host_dialog = self.join_dialog = None
        self._in_game_actions(False)
        self._take_back.setEnabled(True)
        self._set_state(LinkState.CLOSED)

    def close(self) -> None:
        self.leave()
