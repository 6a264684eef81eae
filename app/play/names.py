"""Default players' names follow the language: a seat the window named ("Player 1") is said
again in the language chosen now, in the game itself (the history, scoreboard, banner,
referee and saves all read the names from the match), while a name a player typed stays."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.play.setup import computer_name, default_name

if TYPE_CHECKING:
    from app.play.controller import Controller
    from game.setup import GameSetup


def renames(setup: GameSetup) -> dict[str, str]:
    """Old name -> the default said in the language installed now, for the setup's default
    seats whose name would change; empty when a new name would clash with another player's."""
    out = {}
    for i in setup.default_seats:
        if i < len(setup.players):
            old = setup.players[i]
            new = computer_name() if old in setup.computers else default_name(i)
            if new != old:
                out[old] = new
    kept = set(setup.players) - set(out)
    return {} if kept & set(out.values()) else out


def renamed_setup(setup: GameSetup, names: dict[str, str]) -> None:
    """Every name in ``setup`` that ``names`` renames, renamed (in place)."""
    setup.players = [names.get(p, p) for p in setup.players]
    if setup.first is not None:
        setup.first = names.get(setup.first, setup.first)
    setup.assists = {names.get(p, p): a for p, a in setup.assists.items()}
    setup.computers = {names.get(p, p): n for p, n in setup.computers.items()}
    winner = setup.options.get("lag_winner")
    if isinstance(winner, str):
        setup.options["lag_winner"] = names.get(winner, winner)


def follow_language(controller: Controller) -> bool:
    """Say the default names in the language installed now, in the setup and the game at the
    table; True when a name changed (the window then shows the game again)."""
    names = renames(controller.setup)
    if not names:
        return False
    match = controller.match
    if match is not None:
        if not set(names) <= set(match.config.players):
            return False  # the setup is not this game's (a loaded game names its own)
        match.rename_players(names)
    renamed_setup(controller.setup, names)
    if match is not None:
        controller.scores_changed.emit(False)
        controller.history_changed.emit()
        controller.emit_scene()
    return True
