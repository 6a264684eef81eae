"""Save, Save As, Open, Open Recent, Resume, and the settings that persist between runs.

``install_save_actions(window)`` is the one hook the main window calls. It takes over the
Game menu's file actions, take-back and replay, adds "Step through the game", restores the
window geometry and the replay speed, and on start offers an unfinished autosaved game.

A file that cannot be opened is explained in one translated sentence (the technical detail
below it); nothing is overwritten, the game on the table stays, and the window keeps running.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from app.animator import SPEEDS
from app.replay_controls import ReplayControls
from app.settings_store import ASSIST_LEVELS, SettingsStore
from app.take_back import request_take_back
from app.text import arg, tr
from game.errors import InputError
from game.match import Match
from game.saves.autosave import autosave, clear_autosave, find_unfinished, save_match
from game.saves.format import EXTENSION
from game.saves.load import load_file

CTX = "SaveActions"
WINDOW_CTX = "MainWindow"  # the context of the menu texts this module takes over

FILE_FILTER = QT_TRANSLATE_NOOP("SaveActions", "Kegli games (*.kegli)")
PROBLEMS = {
    "unreadable": QT_TRANSLATE_NOOP("SaveActions", "The file %1 cannot be read."),
    "too_large": QT_TRANSLATE_NOOP(
        "SaveActions", "The file %1 is far too large to be a Kegli game."
    ),
    "truncated": QT_TRANSLATE_NOOP(
        "SaveActions",
        "The file %1 is incomplete: it ends before the game does. It may have been cut off "
        "while it was copied.",
    ),
    "not_json": QT_TRANSLATE_NOOP("SaveActions", "The file %1 is not a Kegli game."),
    "not_save": QT_TRANSLATE_NOOP("SaveActions", "The file %1 is not a Kegli game."),
    "version": QT_TRANSLATE_NOOP(
        "SaveActions",
        "The file %1 was saved by a newer version of Kegli. Update Kegli to open it.",
    ),
    "discipline": QT_TRANSLATE_NOOP(
        "SaveActions", "The file %1 holds a game that this version of Kegli does not know."
    ),
    "off_table": QT_TRANSLATE_NOOP(
        "SaveActions", "The file %1 is damaged: a ball or a pin lies outside the table."
    ),
    "invalid": QT_TRANSLATE_NOOP(
        "SaveActions", "The file %1 is damaged: some of its values are not possible."
    ),
    "rules": QT_TRANSLATE_NOOP(
        "SaveActions",
        "The file %1 is damaged: its shots do not follow the rules of the game.",
    ),
    "mismatch": QT_TRANSLATE_NOOP(
        "SaveActions",
        "The file %1 is damaged: the scores or the table it stores do not match its shots.",
    ),
}
LANGUAGE_ACTIONS = {"English": "en", "Русский": "ru", "Українська": "uk"}


def problem_text(exc: InputError, path: Path | str) -> str:
    """One translated sentence for the player; the field and reason go below as details."""
    kind = getattr(exc, "kind", "invalid")
    template = tr(CTX, PROBLEMS.get(kind, PROBLEMS["invalid"]))
    return arg(
        tr(CTX, "%1\n\nNothing was changed; the game on the table goes on.\n\nDetails: %2"),
        arg(template, Path(path).name),
        str(exc),
    )


def players_text(players: tuple[str, ...]) -> str:
    if len(players) == 1:
        return players[0]
    if len(players) == 2:
        return arg(tr(CTX, "%1 against %2"), *players)
    return arg(tr(CTX, "%1, %2 and %3"), *players[:3])


class SaveActions(QObject):
    def __init__(self, window, settings: SettingsStore | None = None) -> None:  # type: ignore[no-untyped-def]
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.settings = settings or SettingsStore()
        self.path: Path | None = None  # where Save writes without asking
        self.replay = ReplayControls(window, self.settings)

    # -- the game as saved --------------------------------------------------------------------
    def current_game(self) -> Match | None:
        """The game itself, even while a replay shows an earlier moment of it."""
        if self.replay.stepping and self.replay.full is not None:
            return self.replay.full
        return self.controller.match

    def view_state(self) -> dict[str, Any]:
        m = self.current_game()
        players = m.config.players if m is not None else ()
        assists = self.controller.setup.assists
        panel = getattr(self.window, "panel_action", None)
        return {
            "replay_speed": self.controller.animator.speed,
            "side_panel": True if panel is None else panel.isChecked(),
            "assists": {p: assists[p] for p in players if p in assists},
        }

    def apply_view_state(self, view: Mapping[str, Any]) -> None:
        speed = view.get("replay_speed")
        if isinstance(speed, (int, float)) and not isinstance(speed, bool) and speed in SPEEDS:
            self.replay.set_speed(float(speed))
        panel = getattr(self.window, "panel_action", None)
        if panel is not None and isinstance(view.get("side_panel"), bool):
            panel.setChecked(view["side_panel"])

    def install_match(self, match: Match, view: Mapping[str, Any] | None = None) -> None:
        """Put a loaded game on the table with its players' assists."""
        from app.new_game_dialog import GameSetup

        view = view or {}
        cfg = match.config
        saved = view.get("assists") if isinstance(view.get("assists"), Mapping) else {}
        stored = self.settings.assists()
        assists = {}
        for p in cfg.players:
            level = saved.get(p) if saved.get(p) in ASSIST_LEVELS else stored.get(p, "full")
            assists[p] = level
        self.controller.setup = GameSetup(
            cfg.discipline, list(cfg.players), cfg.first, dict(cfg.options), assists
        )
        self.controller.set_match(match)
        self.apply_view_state(view)

    # -- saving -------------------------------------------------------------------------------
    def _start_folder(self) -> str:
        return self.settings.last_folder() or str(Path.home())

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        if self.current_game() is None:
            self.window.statusBar().showMessage(tr(CTX, "There is no game to save."), 3000)
            return False
        path, _ = QFileDialog.getSaveFileName(
            self.window, tr(CTX, "Save game"), self._start_folder(), tr(CTX, FILE_FILTER)
        )
        if not path:
            return False
        if not path.endswith(EXTENSION):
            path += EXTENSION
        return self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        m = self.current_game()
        if m is None:
            return False
        try:
            save_match(m, path, self.view_state())
        except (InputError, OSError) as exc:
            detail = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            QMessageBox.warning(
                self.window,
                tr(CTX, "Save failed"),
                arg(tr(CTX, "The game could not be saved to %1.\n\nDetails: %2"), path, detail),
            )
            return False
        self.path = Path(path)
        self.settings.add_recent(path)
        self.settings.set_last_folder(path)
        self.window.statusBar().showMessage(arg(tr(CTX, "Saved to %1"), path), 4000)
        return True

    def autosave_now(self) -> None:
        m = self.current_game()
        if m is None or not self.controller.autosave:
            return
        try:
            autosave(m, self.view_state())
        except (InputError, OSError) as exc:
            self.window.statusBar().showMessage(arg(tr(CTX, "Autosave failed: %1"), exc), 5000)

    # -- opening ------------------------------------------------------------------------------
    def open(self) -> bool:
        path, _ = QFileDialog.getOpenFileName(
            self.window, tr(CTX, "Open game"), self._start_folder(), tr(CTX, FILE_FILTER)
        )
        return bool(path) and self.open_path(Path(path))

    def open_path(self, path: Path | str) -> bool:
        path = Path(path)
        try:
            loaded = load_file(path)
        except InputError as exc:
            if not path.exists():
                self.settings.remove_recent(path)
            QMessageBox.warning(
                self.window, tr(CTX, "Cannot open the game"), problem_text(exc, path)
            )
            return False
        self.install_match(loaded.match, loaded.view)
        self.path = path
        self.settings.add_recent(path)
        self.settings.set_last_folder(path)
        self.window.statusBar().showMessage(arg(tr(CTX, "Opened %1"), path.name), 4000)
        return True

    def fill_recent(self, menu: QMenu) -> None:
        menu.clear()
        recent = self.settings.recent()
        if not recent:
            empty = menu.addAction(tr(CTX, "No recent games"))
            empty.setEnabled(False)
            return
        for i, p in enumerate(recent, start=1):
            a = menu.addAction(arg(tr(CTX, "&%1 %2"), i, Path(p).name))
            a.setToolTip(p)
            a.triggered.connect(lambda _c=False, path=p: self.open_path(Path(path)))

    # -- resume ---------------------------------------------------------------------------------
    def offer_resume(self, on_start: bool = False) -> bool:
        """Offer the unfinished autosaved game; True when the player took it up."""
        if on_start and self.path is not None:
            return False  # the app was started to open a game file: that game comes first
        offer = find_unfinished()
        if offer is None:
            if not on_start:
                QMessageBox.information(
                    self.window, tr(CTX, "Resume"), tr(CTX, "There is no unfinished game.")
                )
            return False
        from app.new_game_dialog import discipline_name

        m = offer.game.match
        values = (
            discipline_name(m.config.discipline),
            players_text(m.config.players),
            len(m.records),
        )
        if offer.from_backup:
            template = tr(
                CTX,
                "The last autosave was damaged, but the one before it holds an unfinished "
                "game of %1, %2, after %3 shot(s). Resume it?",
                len(m.records),
            )
        else:
            template = tr(
                CTX,
                "An unfinished game of %1, %2, was found after %3 shot(s). Resume it?",
                len(m.records),
            )
        answer = QMessageBox.question(
            self.window,
            tr(CTX, "Resume the unfinished game?"),
            arg(template, *values),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        if answer != QMessageBox.StandardButton.Yes:
            if on_start:
                clear_autosave()  # kept as the backup until the next game's first shot
            return False
        self.install_match(m, offer.game.view)
        self.path = None  # the autosave is not the player's file: Save asks for a name
        return True

    # -- settings that follow the window ---------------------------------------------------------
    def remember_assists(self) -> None:
        m = self.controller.match
        if m is None:
            return
        assists = self.controller.setup.assists
        self.settings.set_assists({p: assists[p] for p in m.config.players if p in assists})

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.settings.set_geometry(self.window.saveGeometry())
            self.remember_assists()
            self.settings.sync()
        return False


def _actions_by_text(window) -> dict[str, QAction]:  # type: ignore[no-untyped-def]
    return {a.text(): a for a in window.findChildren(QAction)}


def _rewire(action: QAction | None, slot: Callable[..., Any]) -> None:
    if action is None:
        return
    with contextlib.suppress(RuntimeError, TypeError):  # nothing was connected
        action.triggered.disconnect()
    action.triggered.connect(lambda _checked=False: slot())


def install_save_actions(window, settings: SettingsStore | None = None) -> SaveActions:  # type: ignore[no-untyped-def]
    """Hook saves, settings, replays and take-back into the main window."""
    actions = SaveActions(window, settings)
    window.save_actions = actions
    window.replay_controls = actions.replay
    found = _actions_by_text(window)

    def menu_action(text: str) -> QAction | None:
        return found.get(tr(WINDOW_CTX, text))

    _rewire(menu_action("&Open…"), actions.open)
    _rewire(menu_action("&Save"), actions.save)
    _rewire(menu_action("Save &as…"), actions.save_as)
    _rewire(menu_action("&Resume"), actions.offer_resume)
    _rewire(getattr(window, "undo_action", None), lambda: request_take_back(window))
    replay_last = menu_action("Replay last shot")
    _rewire(replay_last, actions.replay.replay_last)
    if replay_last is not None:
        step = QAction(tr(CTX, "Step through the game…"), window)
        step.triggered.connect(lambda _c=False: actions.replay.start())
        for menu in window.menuBar().findChildren(QMenu):
            items = menu.actions()
            if replay_last in items:
                i = items.index(replay_last)
                menu.insertAction(items[i + 1] if i + 1 < len(items) else None, step)
        actions.step_action = step
    strip = getattr(window, "strip", None)
    if strip is not None and hasattr(strip, "replay_requested"):
        with contextlib.suppress(RuntimeError, TypeError):
            strip.replay_requested.disconnect()
        strip.replay_requested.connect(actions.replay.replay_at)
    # Programmatic callers (tests, the command line) reach the same code as the menus.
    window.open_game = actions.open
    window.save_game = actions.save
    window.save_game_as = actions.save_as
    window.load_path = actions.open_path
    window.resume_game = actions.offer_resume
    window.take_back = lambda: request_take_back(window)

    recent = getattr(window, "recent_menu", None)
    if isinstance(recent, QMenu):
        recent.aboutToShow.connect(lambda: actions.fill_recent(recent))
        actions.fill_recent(recent)

    for text, code in LANGUAGE_ACTIONS.items():
        a = found.get(text)
        if a is not None:
            a.triggered.connect(lambda _c=False, lang=code: actions.settings.set_language(lang))
            if code == actions.settings.language() and a.isEnabled():
                a.setChecked(True)

    speed_group = getattr(window, "speed_group", None)
    if speed_group is not None:
        for a in speed_group.actions():
            a.triggered.connect(
                lambda _c=False: actions.replay._sync_speed_box(window.controller.animator.speed)
            )
            a.triggered.connect(
                lambda _c=False: actions.settings.set_replay_speed(window.controller.animator.speed)
            )
    actions.replay.set_speed(actions.settings.replay_speed())

    sound = getattr(window, "sound", None)
    if sound is not None and hasattr(sound, "set_volume"):
        sound.set_volume(actions.settings.volume())

    geometry = actions.settings.geometry()
    if geometry is not None:
        window.restoreGeometry(geometry)
    window.installEventFilter(actions)
    window.controller.turn_ready.connect(actions.remember_assists)
    assist_group = getattr(window, "assist_group", None)
    if assist_group is not None:
        assist_group.triggered.connect(lambda _a: actions.remember_assists())
    if window.controller.autosave:
        QTimer.singleShot(0, lambda: actions.offer_resume(on_start=True))
    return actions
