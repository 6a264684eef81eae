"""The game a player starts with one click, and the players' names kept between games
(in the new-game dialog's words, context "NewGameDialog")."""

from __future__ import annotations

from app.settings.store import SettingsStore
from app.words.text import QT_TRANSLATE_NOOP, tr
from game.setup import GameSetup

CTX = "NewGameDialog"

DEFAULT_NAMES = (
    QT_TRANSLATE_NOOP("NewGameDialog", "Player 1"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Player 2"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Player 3"),
)


def default_name(seat: int) -> str:
    """ "Player 1" in the chosen language."""
    return tr(CTX, DEFAULT_NAMES[seat])


def computer_name() -> str:
    """The name the new-game dialog offers for the computer's seat, in the chosen language."""
    return tr(CTX, "Computer")


def typed_names(store: SettingsStore | None = None) -> list[str]:
    """One entry per seat: the name a player last typed there, or "" for the default."""
    saved = (store or SettingsStore()).player_names()
    return [saved[i] if i < len(saved) else "" for i in range(len(DEFAULT_NAMES))]


def remembered_names(store: SettingsStore | None = None) -> list[str]:
    """One name per seat: the one the player last typed, else the translated default."""
    return [n or default_name(i) for i, n in enumerate(typed_names(store))]


def remember_names(
    names: list[str], default_seats: tuple[int, ...] = (), store: SettingsStore | None = None
) -> None:
    """Keep the typed names for the next game; a seat left at its default is kept as "", so
    its name follows a later change of language."""
    store = store or SettingsStore()
    kept = store.player_names()
    for i, n in enumerate(names[: len(kept)]):
        kept[i] = "" if i in default_seats else n
    store.set_player_names(kept)
    store.sync()


def quick_setup() -> GameSetup:
    """The one-click game: seven pins, classic rules, 300, two players."""
    typed = typed_names()[:2]
    if typed[0] and typed[0] == typed[1]:
        typed = ["", ""]
    names = [n or default_name(i) for i, n in enumerate(typed)]
    if names[0] == names[1]:  # a typed name that is the other seat's default
        typed, names = ["", ""], [default_name(0), default_name(1)]
    return GameSetup(
        discipline="seven_pins_classic",
        players=names,
        first=names[0],
        options={"start_total": 300},
        assists={n: "full" for n in names},
        default_seats=tuple(i for i, n in enumerate(typed) if not n),
    )
