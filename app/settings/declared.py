"""Every setting declared once, as data: its key in the settings file, its type, default,
closed set of choices or range, and the words the settings dialog shows for it.

The store (``settings/store.py``) reads and writes a setting by its declaration and checks
every value read back against it; the settings dialog (``settings/dialog.py``) is built
from ``DIALOG``. A part of the window that follows a setting listens to the store's
``changed(key)`` for the keys declared here.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Generic, TypeVar, cast

from app.words.assists import ASSISTS
from app.words.languages import LANGUAGE_NAMES
from app.words.table_choices import CLOTH_NAMES, PYRAMID_NAMES
from app.words.text import QT_TRANSLATE_NOOP
from game import disciplines
from game.net.address import DEFAULT_PORT, relay_or_none

T = TypeVar("T", bool, int, float, str)

CTX = "SettingsDialog"  # the dialog's words are translated in this context

# Replay speeds, slowest first: the View menu, the replay bar and the settings offer these.
REPLAY_SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0)
ASSIST_LEVELS = ASSISTS


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One setting. ``choices`` is its closed set (the first is not necessarily the
    default); ``bounds`` the range of a number. ``label`` is what the dialog shows ("" keeps
    it out of the dialog); ``names`` the words of each choice (translated in ``CTX`` unless
    ``names_translated`` is False), or ``template`` fills in the choice's number."""

    key: str
    type: type[T]
    default: T
    choices: tuple[T, ...] = ()
    bounds: tuple[float, float] | None = None
    label: str = ""
    names: Mapping[str, str] = field(default_factory=dict)
    names_translated: bool = True
    template: str = ""  # e.g. "×%1"
    lowest_text: str = ""  # a spin box's word for its lowest value ("to rest")
    note: str = ""  # the tooltip
    percent: bool = False  # a share shown as 0-100 %
    # A free text's form: the texts it accepts, and what the dialog says of one it does not.
    accepts: Callable[[str], bool] | None = None
    problem: str = ""

    def check(self, value: object) -> T | None:
        """``value`` as this setting's type if it is a valid one, else None. A number out of
        range is brought into it; text read back from an INI file is understood."""
        out = _parsed(self.type, value, self.bounds)
        if out is None or (self.choices and out not in self.choices):
            return None
        if self.accepts is not None and not self.accepts(str(out)):
            return None
        return cast(T, out)


@dataclass(frozen=True)
class PerPlayer:
    """A setting each player has his own value of: one value of ``each`` (its type, default
    and choices) per player's name, stored as one JSON map under ``key``. The players are not
    known when it is declared, so the dialog gives it a box of its own (``label``), one row
    per player at the table."""

    key: str
    each: Setting[str]
    label: str = ""

    def check(self, value: object) -> dict[str, str]:
        """The valid entries of ``value`` (a map read back), by name; the others dropped."""
        if not isinstance(value, Mapping):
            return {}
        out: dict[str, str] = {}
        for name, each in sorted(value.items(), key=lambda item: str(item[0])):
            checked = self.each.check(each)
            if checked is not None:
                out[str(name)] = checked
        return out


def _parsed(
    kind: type, value: object, bounds: tuple[float, float] | None
) -> bool | int | float | str | None:
    if kind is bool:
        if isinstance(value, str) and value.lower() in ("true", "false"):
            return value.lower() == "true"
        return value if isinstance(value, bool) else None
    if kind is str:
        return value if isinstance(value, str) else None
    if isinstance(value, bool):
        return None
    try:
        number = float(str(value))
    except ValueError:
        return None
    if not math.isfinite(number):
        return None
    if bounds is not None:
        number = min(float(bounds[1]), max(float(bounds[0]), number))
    return round(number) if kind is int else number


LANGUAGE = Setting(
    "language",
    str,
    "en",
    choices=tuple(LANGUAGE_NAMES),
    label=QT_TRANSLATE_NOOP(CTX, "Language"),
    names=LANGUAGE_NAMES,
    names_translated=False,  # each language named in itself
)
VOLUME = Setting(
    "sound/volume",
    float,
    0.8,
    bounds=(0.0, 1.0),
    label=QT_TRANSLATE_NOOP(CTX, "Sound volume"),
    percent=True,
)
MUTED = Setting("sound/muted", bool, False, label=QT_TRANSLATE_NOOP(CTX, "Mute all sounds"))
CAROM_CLOTH = Setting(
    "view/carom_cloth",
    str,
    "blue",  # ux.md: blue by default, green as a setting
    choices=tuple(CLOTH_NAMES),
    label=QT_TRANSLATE_NOOP(CTX, "Cloth on carom tables"),
    names=CLOTH_NAMES,
)
PYRAMID_TABLE = Setting(
    "play/pyramid_table",
    str,
    "pyramid-12ft",  # the size a new seven-pins game starts from
    choices=tuple(PYRAMID_NAMES),
    label=QT_TRANSLATE_NOOP(CTX, "Seven pins table"),
    names=PYRAMID_NAMES,
)
REPLAY_SPEED = Setting(
    "replay/speed",
    float,
    1.0,
    choices=REPLAY_SPEEDS,
    label=QT_TRANSLATE_NOOP(CTX, "Replay speed"),
    template=QT_TRANSLATE_NOOP(CTX, "×%1"),
)
CONFIRM_SHOT = Setting(
    "play/confirm_shot", bool, False, label=QT_TRANSLATE_NOOP(CTX, "Ask before every shot")
)
COLOUR_BLIND = Setting(
    "view/colour_blind",
    bool,
    False,
    label=QT_TRANSLATE_NOOP(CTX, "Colour-blind mode: marked balls and a high-contrast cloth"),
)
MAX_PATH_CUSHIONS = 9
PATH_CUSHIONS = Setting(
    "play/path_cushions",
    int,
    0,  # 0: each ball's path to rest
    bounds=(0, MAX_PATH_CUSHIONS),
    label=QT_TRANSLATE_NOOP(CTX, "Full path: cushions shown"),
    lowest_text=QT_TRANSLATE_NOOP(CTX, "to rest"),
    note=QT_TRANSLATE_NOOP(
        CTX, "The full-path assist draws each ball until it rests, or this many cushions"
    ),
)
COACH_SEEN = Setting("help/coach_seen", bool, False)  # the first-run coach was dismissed
# Network play: the port a hosted game listens on, and the relay that pairs two players
# across the internet by room code (python -m game.net relay on a server anyone can reach).
NET_PORT = Setting(
    "net/port",
    int,
    DEFAULT_PORT,
    bounds=(1024, 65535),  # kept out of the dialog: another port is taken when it is busy
)
NET_RELAY = Setting(
    "net/relay",
    str,
    "",
    label=QT_TRANSLATE_NOOP(CTX, "Relay for play over the internet"),
    note=QT_TRANSLATE_NOOP(CTX, "host:port of a Kegli relay; leave empty for none"),
    accepts=relay_or_none,
    problem=QT_TRANSLATE_NOOP(
        CTX,
        "The relay is not an address: type host:port, e.g. relay.example.org:47475, or "
        "leave it empty.",
    ),
)
NET_WAIT_MINUTES = Setting(
    "net/wait_minutes",
    int,
    3,  # a restart or a router's reboot is back by then; a player gone longer may be for good
    bounds=(1, 120),
    label=QT_TRANSLATE_NOOP(CTX, "Wait for a dropped opponent (minutes)"),
    note=QT_TRANSLATE_NOOP(
        CTX,
        "After this long without the other player, you choose: keep waiting, or keep the "
        "game to finish later",
    ),
)
# The network game left here to finish later, kept across restarts (a JSON map: its room
# code, the local player's name, the host's address and the game's place, see
# app/net/table_link.LeftGame); "" when none.
NET_LEFT_GAME = Setting("net/left_game", str, "")

# Practice options, kept from one drill or figure to the next and across restarts.
PRACTICE_MIRROR = Setting("practice/mirror", bool, False)  # left-handed mirror of figures
PRACTICE_JITTER = Setting("practice/jitter", bool, False)  # the balls nudged a few mm
# The drill browser's filter: "" for every drill, else a group of the registry's entries.
DRILL_GROUP = Setting(
    "practice/drill_group",
    str,
    "",
    choices=(
        "",
        *sorted(
            (
                {e.practice_group for e in disciplines.REGISTRY.values()}
                | {e.practice_subgroup for e in disciplines.REGISTRY.values()}
            )
            - {""}
        ),
    ),
)
DRILL_DIFFICULTY = Setting("practice/drill_difficulty", int, 0, bounds=(0, 5))  # 0: any
PROGRAMME_FIGURES = Setting("practice/programme_figures", int, 6, bounds=(1, 999))
PROGRAMME_TEN_SETS = Setting("practice/programme_ten_sets", bool, False)  # CA-4's shape
PROGRAMME_SETS = Setting("practice/programme_sets", int, 1, bounds=(1, 10))
FREE_TABLE_DISCIPLINE = Setting(  # the game the free table was last set for
    "practice/free_table_discipline",
    str,
    "seven_pins_classic",
    choices=tuple(sorted(disciplines.REGISTRY)),
)

# The settings dialog: its boxes and what each holds, in order. The assists per player
# (``PLAYER_ASSISTS``, one entry per player at the table) follow them in a box of their own.
AnySetting = Setting[bool] | Setting[int] | Setting[float] | Setting[str]
DIALOG: tuple[tuple[str, tuple[AnySetting, ...]], ...] = (
    (QT_TRANSLATE_NOOP(CTX, "General"), (LANGUAGE, VOLUME, MUTED, NET_RELAY, NET_WAIT_MINUTES)),
    (
        QT_TRANSLATE_NOOP(CTX, "Table and play"),
        (CAROM_CLOTH, PYRAMID_TABLE, REPLAY_SPEED, CONFIRM_SHOT, COLOUR_BLIND, PATH_CUSHIONS),
    ),
)
PLAYER_ASSISTS = PerPlayer(
    "assists",
    Setting("assist", str, "full", choices=ASSIST_LEVELS),  # one player's assist level
    label=QT_TRANSLATE_NOOP(CTX, "Assists per player"),
)
