"""The main window's menus: every action, made once and held by name in ``Actions``.

The window builds them here, unconnected. It connects the ones whose behaviour it owns and
hands the others to the part that owns theirs (saves, replays, take-back, help and settings,
language), which makes the action's one connection. Nothing looks an action up by its text,
so a language switch, which re-says every text, cannot break a menu.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from app.settings.declared import REPLAY_SPEED, REPLAY_SPEEDS
from app.words.assists import ASSIST_LABELS
from app.words.text import arg, tr

CTX = "MainWindow"


@dataclass(frozen=True)
class Actions:
    # Game
    quick_game: QAction
    new_game: QAction
    tournament: QAction
    open: QAction
    recent: QMenu  # filled by the save actions each time it opens
    save: QAction
    save_as: QAction
    resume: QAction
    net_host: QAction  # Play over the network → Host a game
    net_join: QAction  # Play over the network → Join a game
    net_take_back: QAction  # asks the opponent at the other computer
    net_resign: QAction
    net_leave: QAction
    net_menu: QMenu
    take_back: QAction
    replay_last: QAction
    step_through: QAction
    show_shot: QAction  # "Show me a shot"
    stop_computer: QAction
    quit: QAction
    # Practice
    drills: QAction
    programme: QAction
    progress: QAction
    free_table: QAction
    # View
    assist_group: QActionGroup  # each action's data is its level
    assists: dict[str, QAction]
    speed_group: QActionGroup  # each action's data is its replay speed
    speeds: dict[float, QAction]
    side_panel: QAction
    referee_strip: QAction
    precise_stroke: QAction
    loupe: QAction
    zoom_in: QAction
    zoom_out: QAction
    reset_view: QAction
    green_cloth: QAction
    spotted_white: QAction
    full_screen: QAction
    colour_blind: QAction
    settings: QAction
    # Language: native names, never translated, so a player lost in a foreign language
    # finds his; each action's data is its code.
    language_group: QActionGroup
    languages: dict[str, QAction]
    # Help
    rules: QAction
    how_to_play: QAction
    keys: QAction
    log_folder: QAction
    about: QAction

    def all(self) -> list[QAction]:
        """Every action of the menus (the recent games' entries come and go)."""
        out: list[QAction] = []
        for value in vars(self).values():
            if isinstance(value, QAction):
                out.append(value)
            elif isinstance(value, dict):
                out.extend(value.values())
        return out


def _add(
    window: QMainWindow,
    menu: QMenu,
    text: str,
    shortcut: str | QKeySequence.StandardKey | None = None,
    checkable: bool = False,
) -> QAction:
    a = QAction(text, window)
    a.setCheckable(checkable)
    if shortcut is not None:
        a.setShortcut(QKeySequence(shortcut))
    menu.addAction(a)
    return a


def _group(
    window: QMainWindow, menu: QMenu, items: Mapping[Any, str], checked: object
) -> tuple[QActionGroup, list[QAction]]:
    group = QActionGroup(window)
    made = []
    for data, text in items.items():
        a = _add(window, menu, text, checkable=True)
        a.setData(data)
        a.setChecked(data == checked)
        group.addAction(a)
        made.append(a)
    return group, made


def build_menus(window: QMainWindow, languages: Mapping[str, str], language: str) -> Actions:
    """Fill ``window``'s menu bar; ``languages`` maps codes to native names, ``language``
    is the one spoken now."""
    bar = window.menuBar()
    game = bar.addMenu(tr(CTX, "&Game"))
    quick_game = _add(window, game, tr(CTX, "&Quick game"), "Ctrl+N")
    new_game = _add(window, game, tr(CTX, "&New…"), "Ctrl+Shift+N")
    tournament = _add(window, game, tr(CTX, "&Tournament…"))
    open_ = _add(window, game, tr(CTX, "&Open…"), QKeySequence.StandardKey.Open)
    recent = game.addMenu(tr(CTX, "Open &recent"))
    save = _add(window, game, tr(CTX, "&Save"), QKeySequence.StandardKey.Save)
    save_as = _add(window, game, tr(CTX, "Save &as…"), "Ctrl+Shift+S")
    resume = _add(window, game, tr(CTX, "&Resume"))
    net_menu = game.addMenu(tr(CTX, "Play over the &network"))
    net_host = _add(window, net_menu, tr(CTX, "&Host a game…"))
    net_join = _add(window, net_menu, tr(CTX, "&Join a game…"))
    net_menu.addSeparator()
    net_take_back = _add(window, net_menu, tr(CTX, "Ask to &take back the last shot"))
    net_resign = _add(window, net_menu, tr(CTX, "Re&sign"))
    net_leave = _add(window, net_menu, tr(CTX, "&Leave the network game"))
    game.addSeparator()
    take_back = _add(window, game, tr(CTX, "&Take back"), "Ctrl+Z")
    replay_last = _add(window, game, tr(CTX, "Replay last shot"))
    step_through = _add(window, game, tr(CTX, "Step through the game…"))
    game.addSeparator()
    show_shot = _add(window, game, tr(CTX, "Show me a &shot"), "H")
    stop_computer = _add(window, game, tr(CTX, "Stop the computer"), "Esc")
    game.addSeparator()
    quit_ = _add(window, game, tr(CTX, "&Quit"), QKeySequence.StandardKey.Quit)

    practice = bar.addMenu(tr(CTX, "&Practice"))
    drills = _add(window, practice, tr(CTX, "&Drills…"))
    programme = _add(window, practice, tr(CTX, "&Artistic programme…"))
    progress = _add(window, practice, tr(CTX, "Practice &progress…"))
    free_table = _add(window, practice, tr(CTX, "&Free table"))

    view = bar.addMenu(tr(CTX, "&View"))
    assist_menu = view.addMenu(tr(CTX, "Assists for the player at the table"))
    labels = {level: tr(CTX, str(label)) for level, label in ASSIST_LABELS.items()}
    assist_group, assists = _group(window, assist_menu, labels, None)
    speed_menu = view.addMenu(tr(CTX, "Replay speed"))
    speed_group, speeds = _group(
        window, speed_menu, {s: arg(tr(CTX, "×%1"), s) for s in REPLAY_SPEEDS}, REPLAY_SPEED.default
    )
    side_panel = _add(window, view, tr(CTX, "Show the side panel"), "F9", checkable=True)
    side_panel.setChecked(True)
    referee_strip = _add(
        window, view, tr(CTX, "Show the referee and history strip"), "F10", checkable=True
    )
    referee_strip.setChecked(True)
    precise_stroke = _add(window, view, tr(CTX, "&Precise stroke (numbers)"), checkable=True)
    loupe = _add(window, view, tr(CTX, "&Loupe near the pins and the contact"), checkable=True)
    loupe.setChecked(True)
    view.addSeparator()
    zoom_in = _add(window, view, tr(CTX, "Zoom &in"), "Ctrl++")
    zoom_out = _add(window, view, tr(CTX, "Zoom &out"), "Ctrl+-")
    reset_view = _add(window, view, tr(CTX, "&Reset view (whole table)"), "Home")
    view.addSeparator()
    green_cloth = _add(window, view, tr(CTX, "Green cloth on carom tables"), checkable=True)
    spotted_white = _add(window, view, tr(CTX, "Spotted white instead of yellow"), checkable=True)
    full_screen = _add(window, view, tr(CTX, "&Full screen"), "F11", checkable=True)
    colour_blind = _add(window, view, tr(CTX, "Colour-blind mode"), checkable=True)
    view.addSeparator()
    settings = _add(window, view, tr(CTX, "&Settings…"))

    lang = bar.addMenu(tr(CTX, "&Language"))
    language_group, language_actions = _group(window, lang, languages, language)

    helpm = bar.addMenu(tr(CTX, "&Help"))
    rules = _add(window, helpm, tr(CTX, "&Rules of this game"), "F1")
    how_to_play = _add(window, helpm, tr(CTX, "&How to play"))
    keys = _add(window, helpm, tr(CTX, "&Keys"))
    log_folder = _add(window, helpm, tr(CTX, "Open &log folder"))
    about = _add(window, helpm, tr(CTX, "&About Kegli"))

    return Actions(
        quick_game=quick_game,
        new_game=new_game,
        tournament=tournament,
        open=open_,
        recent=recent,
        save=save,
        save_as=save_as,
        resume=resume,
        net_host=net_host,
        net_join=net_join,
        net_take_back=net_take_back,
        net_resign=net_resign,
        net_leave=net_leave,
        net_menu=net_menu,
        take_back=take_back,
        replay_last=replay_last,
        step_through=step_through,
        show_shot=show_shot,
        stop_computer=stop_computer,
        quit=quit_,
        drills=drills,
        programme=programme,
        progress=progress,
        free_table=free_table,
        assist_group=assist_group,
        assists=dict(zip(labels, assists, strict=True)),
        speed_group=speed_group,
        speeds=dict(zip(REPLAY_SPEEDS, speeds, strict=True)),
        side_panel=side_panel,
        referee_strip=referee_strip,
        precise_stroke=precise_stroke,
        loupe=loupe,
        zoom_in=zoom_in,
        zoom_out=zoom_out,
        reset_view=reset_view,
        green_cloth=green_cloth,
        spotted_white=spotted_white,
        full_screen=full_screen,
        colour_blind=colour_blind,
        settings=settings,
        language_group=language_group,
        languages=dict(zip(languages, language_actions, strict=True)),
        rules=rules,
        how_to_play=how_to_play,
        keys=keys,
        log_folder=log_folder,
        about=about,
    )
