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


def remembered_names(store: SettingsStore | None = None) -> list[str]:
    """One name per seat: the one the player last typed, else the translated default."""
    saved = (store or SettingsStore()).player_names()
    return [saved[i] or default_name(i) for i in range(len(DEFAULT_NAMES))]


def remember_names(names: list[str], store: SettingsStore | None = None) -> None:
    """Keep the typed names for the next game; a default name is kept as "default", so it
    follows a later change of language."""
    defaults = set(DEFAULT_NAMES) | {default_name(i) for i in range(len(DEFAULT_NAMES))}
    store = store or SettingsStore()
    kept = store.player_names()
    for i, n in enumerate(names[: len(kept)]):
        kept[i] = "" if n in defaults else n
    store.set_player_names(kept)
    store.sync()


def quick_setup() -> GameSetup:
    """The one-click game: seven pins, classic rules, 300, two players ."""
    names = remembered_names()[:2]
    if names[0] == names[1]:
        names = [default_name(0), default_name(1)]
    return GameSetup(
        discipline="seven_pins_classic",
        players=names,
        first=names[0],
        options={"start_total": 300},
        assists={n: "full" for n in names},
    )
