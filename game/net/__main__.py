"""``python -m game.net host|join|relay``: network play without a window (tests, servers)."""

from __future__ import annotations

import argparse
import asyncio
import socket
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.cli import fail
from game.errors import InputError
from game.match import Match
from game.net.address import DEFAULT_PORT, RELAY_PORT
from game.net.peer import Peer, port_of
from game.net.players import Player, computer, random_hand
from game.net.relay import Relay
from game.net.results import disagreements_in
from game.net.room_code import new_room_code
from game.net.session import Session
from game.saves.load import load_file


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="python -m game.net", description=__doc__)
    sub = ap.add_subparsers(dest="command", required=True)
    for name in ("host", "join"):
        sp = sub.add_parser(name)
        if name == "join":
            sp.add_argument("address", nargs="?", help="ws://HOST:PORT/ of the host")
        sp.add_argument("--relay", help="ws://RELAY:PORT/ to meet through")
        sp.add_argument("--code", help="the room code (host: made up when not given)")
        sp.add_argument("--name", default="Host" if name == "host" else "Guest")
        sp.add_argument("--computer", type=int, metavar="LEVEL", help="the computer plays")
        sp.add_argument("--random", type=int, metavar="SEED", help="random strokes (tests)")
        sp.add_argument("--save", type=Path, help="save the game here after every shot")
        sp.add_argument("--resume", type=Path, help="go on with this saved game")
        if name == "host":
            sp.add_argument("--port", type=int, default=DEFAULT_PORT)
            sp.add_argument("--bind", default="0.0.0.0", help="address to listen on")
            sp.add_argument("--discipline", default="three_cushion")
            sp.add_argument("--target", type=int, help="points to play to (carom, five pins)")
            sp.add_argument("--start-total", type=int, help="seven pins: points to write off")
            sp.add_argument("--players", nargs=2, default=["Host", "Guest"])
            sp.add_argument("--refuse", action="store_true", help="refuse every joiner")
    rp = sub.add_parser("relay")
    rp.add_argument("--port", type=int, default=RELAY_PORT)
    rp.add_argument("--bind", default="0.0.0.0")
    return ap


def _player(args: argparse.Namespace) -> Player | None:
    if args.computer is not None:
        try:
            return computer(args.computer)
        except InputError as exc:
            raise InputError("--computer", exc.reason) from None
    if args.random is not None:
        return random_hand(args.random)
    return None


def _resumed(args: argparse.Namespace) -> tuple[Match | None, list[dict[str, Any]]]:
    if args.resume is None:
        return None, []
    loaded = load_file(args.resume)
    return loaded.match, disagreements_in(loaded.view)


def _match(args: argparse.Namespace) -> Match:
    options: dict[str, int] = {}
    if args.target is not None:
        options["target"] = args.target
    if args.start_total is not None:
        options["start_total"] = args.start_total
    return Match.new(args.discipline, args.players, options=options)


def _say(text: str) -> None:
    print(text, flush=True)


async def _host(args: argparse.Namespace) -> int:
    kept, notes = _resumed(args)
    match = kept or _match(args)
    code = args.code or new_room_code()
    session = Session.hosting(match, 0, args.name, code, accept_joins=not args.refuse)
    session.disagreements = notes
    peer = Peer(session, _player(args), args.save, on_event=lambda e: _say(repr(e)[:200]))
    if args.relay:
        _say(f"room code {code} at relay {args.relay}")
        await peer.join(args.relay, relay=True)
    else:
        server = await peer.host(args.port, args.bind)
        where = socket.gethostname() if args.bind in ("0.0.0.0", "::") else args.bind
        _say(f"hosting at ws://{where}:{port_of(server)}/ room code {code}")
        await peer.wait_done()
        server.close()
    return _finish(peer)


async def _join(args: argparse.Namespace) -> int:
    if not args.code:
        raise InputError("--code", "a join needs the room code")
    match, notes = _resumed(args)
    session = Session.joining(args.name, args.code, match)
    session.disagreements = notes
    peer = Peer(session, _player(args), args.save, on_event=lambda e: _say(repr(e)[:200]))
    url = args.relay or args.address
    if not url:
        raise InputError("address", "give the host's ws://HOST:PORT/ or --relay URL")
    await peer.join(url, relay=bool(args.relay))
    return _finish(peer)


def _finish(peer: Peer) -> int:
    m = peer.session.match
    if m is not None:
        _say(f"game over: {m.scores} winner {m.outcome} resigned {peer.session.resigned}")
    return 0


async def _relay(args: argparse.Namespace) -> int:
    relay = Relay()
    server = await relay.serve(args.port, args.bind)
    _say(f"relay listening on port {port_of(server)}")
    await server.serve_forever()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    run = {"host": _host, "join": _join, "relay": _relay}[args.command]
    try:
        return asyncio.run(run(args))
    except InputError as exc:
        return fail(str(exc))
    except OSError as exc:  # the port is taken, the address is not this machine's
        return fail(f"network: {exc.strerror or exc}")
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
