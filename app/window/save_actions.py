"""Save, Save As, Open, Open Recent, Resume, and the settings that persist between runs.

The main window builds ``SaveActions`` and hands it the Game menu's file actions, which
``SaveActions`` connects, once each. The window restores its geometry from the same
settings and, on start, asks it to offer an unfinished autosaved game.

A file that cannot be opened is explained in one translated sentence (the technical detail
below it); nothing is overwritten, the game on the table stays, and the window keeps running.
"""

from __future__ import annotations

import contextlib
import errno
import threading
from collections.abc import Callable, Mapping
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QObject, Signal
from PySide6.QtWidgets import QLabel, QMenu, QMessageBox

from app.common import safe_paths
from app.settings.declared import PLAYER_ASSISTS, REPLAY_SPEEDS
from app.window.game_loader import GameLoader
from app.words.disciplines import discipline_name
from app.words.text import QT_TRANSLATE_NOOP, arg, tr
from game.errors import InputError
from game.inside_folder import OutsideDataFolderError
from game.match import Match
from game.saves.autosave import (
    autosave_path,
    clear_autosave,
    file_stem,
    find_unfinished,
    keep_match,
    set_aside,
)
from game.saves.background import Saver, SaveResult
from game.saves.format import EXTENSION, snapshot
from game.saves.load import LoadedGame
from game.saves.verify import Verification, verify_log

if TYPE_CHECKING:
    from app.play.host import GameHost
    from app.play.replay import ReplayControls
    from app.settings.store import SettingsStore
    from app.window.menus import Actions

CTX = "SaveActions"

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
    "physics": QT_TRANSLATE_NOOP(
        "SaveActions",
        "The file %1 was played with table physics that this version of Kegli does not have. "
        "Update Kegli to open it.",
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

WRITE_PROBLEMS = {
    "full": QT_TRANSLATE_NOOP("SaveActions", "the disk is full"),
    "read_only": QT_TRANSLATE_NOOP("SaveActions", "the folder cannot be written to"),
    "missing": QT_TRANSLATE_NOOP("SaveActions", "the folder does not exist"),
    "not_json": QT_TRANSLATE_NOOP("SaveActions", "the game cannot be written as a file"),
    "other": QT_TRANSLATE_NOOP("SaveActions", "the disk refused the write"),
}


def write_problem(exc: BaseException) -> str:
    """Why a write failed, in the player's words (never a raw ``[Errno 30]``)."""
    if isinstance(exc, InputError):
        key = "not_json"
    elif isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT):
        key = "full"
    elif isinstance(exc, OSError) and exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        key = "read_only"
    elif isinstance(exc, (FileNotFoundError, NotADirectoryError, FileExistsError)):
        key = "missing"
    else:
        key = "other"
    return tr(CTX, WRITE_PROBLEMS[key])


def problem_text(exc: InputError, path: Path | str) -> str:
    """One translated sentence for the player; the field and reason go below as details."""
    kind = getattr(exc, "kind", "invalid")
    template = tr(CTX, str(PROBLEMS.get(kind, PROBLEMS["invalid"])))
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


def default_seats(raw: object, players: int) -> tuple[int, ...]:
    """The seats a save says the window named; anything else in the file is ignored."""
    if not isinstance(raw, list):
        return ()
    seats = {s for s in raw if isinstance(s, int) and not isinstance(s, bool)}
    return tuple(sorted(s for s in seats if 0 <= s < players))


class SaveActions(QObject):
    """Game → Open…, Open recent, Save, Save as…, Resume (one connection each). Every write
    runs on a background saver's thread; an opened game is verified on a worker thread."""

    # Emitted from worker threads, delivered on the window's thread (queued connections).
    write_done = Signal(object)  # SaveResult
    verified = Signal(object, object)  # (Match, Verification)

    def __init__(
        self,
        host: GameHost,
        actions: Actions,
        settings: SettingsStore,
        replay: ReplayControls,
        parent: QObject | None = None,
        *,
        more_view: Callable[[], dict[str, Any]] = dict,
    ) -> None:
        """``more_view`` gives what other parts record in a save's view (a network game's
        disagreements)."""
        super().__init__(parent)
        self._more_view = more_view
        self.host = host
        self.controller = host.controller
        self.settings = settings
        self.replay = replay
        self.side_panel = actions.side_panel
        self.path: Path | None = None  # where Save writes without asking
        self._saved: tuple[int, int] | None = None  # (game, shots) as last written to path
        actions.open.triggered.connect(lambda _c=False: self.open())
        actions.save.triggered.connect(lambda _c=False: self.save())
        actions.save_as.triggered.connect(lambda _c=False: self.save_as())
        actions.resume.triggered.connect(lambda _c=False: self.offer_resume())
        recent = actions.recent
        recent.aboutToShow.connect(lambda: self.fill_recent(recent))
        self.fill_recent(recent)
        self.controller.turn_ready.connect(self.remember_assists)
        # Every write runs on the saver's thread; the window only takes a snapshot.
        self.saver = Saver(self.write_done.emit)
        self.write_done.connect(self._written)
        self.verified.connect(self._on_verified)
        self.loader = GameLoader(self)  # Open reads and rebuilds a game off this thread
        self._manual: dict[int, Path] = {}  # Save / Save As tickets -> their file
        self._autosave_ticket = 0
        self._autosave_failing = False
        self._failure_box: QMessageBox | None = None
        self._verify_cancel = threading.Event()
        self.unverified_match: Match | None = None
        self.unverified_label = QLabel(tr(CTX, "Not verified"))
        self.unverified_label.setToolTip(
            tr(CTX, "The recorded shots of this game do not come from its strokes.")
        )
        self.unverified_label.setVisible(False)
        self.controller.turn_ready.connect(self._sync_unverified)

    # -- the game as saved --------------------------------------------------------------------
    def view_state(self) -> dict[str, Any]:
        m = self.controller.match
        players = m.config.players if m is not None else ()
        assists = self.controller.setup.assists
        view: dict[str, Any] = {
            "replay_speed": self.controller.animator.speed,
            "side_panel": self.side_panel.isChecked(),
            "assists": {p: assists[p] for p in players if p in assists},
        }
        if self.controller.setup.default_seats:
            # Seats the window named: their names follow the language once the game is loaded.
            view["default_seats"] = list(self.controller.setup.default_seats)
        view.update(self._more_view())
        return view

    def apply_view_state(self, view: Mapping[str, Any]) -> None:
        speed = view.get("replay_speed")
        number = isinstance(speed, (int, float)) and not isinstance(speed, bool)
        if number and speed in REPLAY_SPEEDS:
            self.replay.set_speed(float(speed))
        if isinstance(view.get("side_panel"), bool):
            self.side_panel.setChecked(view["side_panel"])

    def computers(self) -> dict[str, int]:
        """The players of the game at the table the computer plays (their levels)."""
        return dict(self.controller.setup.computers)

    def install_match(
        self,
        match: Match,
        view: Mapping[str, Any] | None = None,
        computers: Mapping[str, int] | None = None,
    ) -> None:
        """Put a loaded game on the table with its players' assists; the players the save
        says the computer plays are played by the computer again."""
        from game.setup import GameSetup

        view = view or {}
        cfg = match.config
        # The save's assists, else the remembered ones, else the declared default.
        saved = PLAYER_ASSISTS.check(view.get("assists"))
        stored = self.settings.assists()
        default = PLAYER_ASSISTS.each.default
        assists = {p: saved.get(p, stored.get(p, default)) for p in cfg.players}
        self.controller.setup = GameSetup(
            cfg.discipline,
            list(cfg.players),
            cfg.first,
            dict(cfg.options),
            assists,
            computers={p: n for p, n in (computers or {}).items() if p in cfg.players},
            default_seats=default_seats(view.get("default_seats"), len(cfg.players)),
        )
        self.controller.set_match(match)
        self.apply_view_state(view)

    # -- saving -------------------------------------------------------------------------------
    def _start_folder(self) -> str:
        return self.settings.last_folder() or str(Path.home())

    def suggested_path(self) -> str:
        """Where Save as… starts: the game's own file, else a name in the last folder made
        from what the player reads (the discipline's name, the players, the date)."""
        if self.path is not None:
            return str(self.path)
        m = self.controller.match
        if m is None:
            return self._start_folder()
        today = datetime.now().strftime("%Y-%m-%d")
        stem = file_stem([discipline_name(m.config.discipline), *m.config.players, today])
        return str(Path(self._start_folder()) / f"{stem}{EXTENSION}")

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        if self.controller.match is None:
            self.host.show_status(tr(CTX, "There is no game to save."), 3000)
            return False
        path = self.host.dialogs.save_path(
            self.host.dialog_parent(),
            tr(CTX, "Save game"),
            self.suggested_path(),
            tr(CTX, str(FILE_FILTER)),
        )
        if not path:
            return False
        if not path.endswith(EXTENSION):
            path += EXTENSION
        return self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        """Start writing the game to ``path`` on the saver's thread; False when it cannot
        even start (the folder is a file, no game). The outcome is told when it lands."""
        m = self.controller.match
        if m is None:
            return False
        path = Path(path)
        folder = path.parent
        problem: BaseException | None = None
        if safe_paths.exists(folder) and not safe_paths.is_dir(folder):
            problem = NotADirectoryError(errno.ENOTDIR, "not a folder", str(folder))
        else:
            try:
                snap = snapshot(m, self.view_state(), self.computers())
            except (InputError, ValueError, TypeError) as exc:
                problem = exc
        if problem is not None:
            self._save_failed(path, problem)
            return False
        ticket = self.saver.submit(snap, path)
        self._manual[ticket] = path
        self.path = path
        self._saved = (id(m), len(m.records))
        self.host.show_status(arg(tr(CTX, "Saving to %1…"), path), 4000)
        return True

    def _save_failed(self, path: Path, exc: BaseException) -> None:
        self.host.dialogs.warn(
            self.host.dialog_parent(),
            tr(CTX, "Save failed"),
            arg(
                tr(
                    CTX,
                    "The game could not be saved to %1: %2.\n\nThe game is still here; "
                    "nothing was lost. Try Save As to choose another folder.",
                ),
                path,
                write_problem(exc),
            ),
        )

    def autosave_now(self) -> None:
        """After a shot: hand a snapshot to the saver and return at once."""
        m = self.controller.match
        if m is None or not self.controller.autosaves:
            return
        try:
            snap = snapshot(m, self.view_state(), self.computers())
        except Exception as exc:  # never let a save stop the game (a shot must finish)
            self._autosave_failed(exc)
            return
        self._autosave_ticket = self.saver.submit(snap, autosave_path(), backup=True)

    def _written(self, result: SaveResult) -> None:
        path = self._manual.pop(result.ticket, None)
        if path is not None:
            if result.ok:
                self.settings.add_recent(path)
                self.settings.set_last_folder(path)
                self.host.show_status(arg(tr(CTX, "Saved to %1"), path), 4000)
            else:
                assert result.error is not None
                self._save_failed(path, result.error)
            return
        if result.ok:
            if self._autosave_failing and not self.saver.failing:
                self._autosave_failing = False
                self.host.show_status(tr(CTX, "Autosave works again: every shot is saved."), 5000)
            return
        assert result.error is not None
        self._autosave_failed(result.error)

    def _autosave_failed(self, exc: BaseException) -> None:
        """Tell the player in words; the shots stay in memory and the saver keeps trying."""
        m = self.controller.match
        shots = len(m.records) if m is not None else 0
        text = arg(
            tr(
                CTX,
                "The game could not be autosaved: %1. Your %2 shot(s) are kept and saving is "
                "tried again every few seconds; use Save As to save the game elsewhere.",
                shots,
            ),
            write_problem(exc),
            shots,
        )
        self.host.show_status(text, 0)  # stays until saving works again
        if self._autosave_failing:
            return
        self._autosave_failing = True
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            tr(CTX, "Autosave failed"),
            text,
            parent=self.host.dialog_parent(),
        )
        save_as = box.addButton(tr(CTX, "Save As…"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(tr(CTX, "Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setModal(False)  # the game goes on while the box is shown
        box.buttonClicked.connect(lambda b: self.save_as() if b is save_as else None)
        self._failure_box = box
        box.show()

    # -- opening ------------------------------------------------------------------------------
    def open(self) -> bool:
        path = self.host.dialogs.open_path(
            self.host.dialog_parent(),
            tr(CTX, "Open game"),
            self._start_folder(),
            tr(CTX, str(FILE_FILTER)),
        )
        return bool(path) and self.open_path(Path(path))

    def open_path(self, path: Path | str) -> bool:
        path = Path(path)
        if self.loader.busy:
            return False  # one game is being opened already
        self.saver.wait(10)  # a Save of this very file may still be on its way
        # Read and rebuilt off this thread; re-simulated on another worker below.
        loaded = self.loader.load(path, self.host.dialog_parent())
        if loaded is None:
            self.host.show_status(arg(tr(CTX, "Opening %1 was cancelled."), path.name), 4000)
            return False
        if isinstance(loaded, InputError):
            if not safe_paths.exists(path):
                self.settings.remove_recent(path)
            self.host.dialogs.warn(
                self.host.dialog_parent(),
                tr(CTX, "Cannot open the game"),
                problem_text(loaded, path),
            )
            return False
        self.install_match(loaded.match, loaded.view, loaded.computers)
        self.verify_in_background(loaded)
        self.path = path
        self._saved = (id(loaded.match), len(loaded.match.records))
        self.settings.add_recent(path)
        self.settings.set_last_folder(path)
        self.host.show_status(arg(tr(CTX, "Opened %1"), path.name), 4000)
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

    # -- leaving a game for a new one ------------------------------------------------------------
    def in_progress(self) -> bool:
        """A game with a shot played, not yet decided and not saved as it stands: leaving it
        would lose something."""
        m = self.controller.match
        if m is None or not m.records or m.over:
            return False
        return self.path is None or self._saved != (id(m), len(m.records))

    def leave_current_game(self) -> bool:
        """Before a new game replaces the one in progress: ask. "Keep" writes it as a named
        save (its own file, so the new game's autosave cannot touch it; Game → Open recent
        resumes it); "Discard" lets it go. False when the player cancels."""
        if not self.in_progress():
            self.path = None
            return True
        m = self.controller.match
        assert m is not None
        choice = self.host.dialogs.choose(
            self.host.dialog_parent(),
            tr(CTX, "A game is in progress"),
            arg(
                tr(
                    CTX,
                    "%1, %2, is in progress after %3 shot(s). Keep it to resume later?",
                    len(m.records),
                ),
                discipline_name(m.config.discipline),
                players_text(m.config.players),
                len(m.records),
            ),
            [
                ("keep", tr(CTX, "Keep it and start")),
                ("discard", tr(CTX, "Discard it and start")),
            ],
            tr(CTX, "Cancel"),
        )
        if choice is None:
            return False
        if choice == "keep" and not self._keep(m):
            return False
        with contextlib.suppress(OSError):  # a read-only folder: the old autosave stays
            clear_autosave()  # the autosave held this game: kept in its file, or let go
        self.path = None  # Save must never write the new game over the one left behind
        return True

    def _keep(self, m: Match) -> bool:
        if self.path is not None:
            # A game opened from a file (or kept before) goes back to that file.
            return self.save_to(self.path)
        try:
            path = keep_match(
                m,
                self.view_state(),
                computers=self.computers(),
                title=discipline_name(m.config.discipline),
            )
        except (InputError, OSError) as exc:
            detail = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            text = arg(tr(CTX, "The game could not be kept.\n\nDetails: %1"), detail)
            if isinstance(exc, OutsideDataFolderError):
                text = arg(
                    tr(
                        CTX,
                        "The game could not be kept: the folder %1 is a link that leads "
                        "outside Kegli's data folder %2, and Kegli writes only inside it. "
                        "The game is still here; remove the link, or use Save As.",
                    ),
                    exc.path.parent,
                    exc.root,
                )
            self.host.dialogs.warn(self.host.dialog_parent(), tr(CTX, "Save failed"), text)
            return False
        self.settings.add_recent(path)
        self.host.show_status(
            arg(tr(CTX, "Kept as %1: Game → Open recent resumes it."), path.name), 6000
        )
        return True

    # -- resume ---------------------------------------------------------------------------------
    def offer_resume(self, on_start: bool = False) -> bool:
        """Offer the unfinished autosaved game; True when the player took it up."""
        if on_start and (self.path is not None or self.loader.busy):
            return False  # the app was started to open a game file: that game comes first
        self.saver.wait(10)  # the last autosave first
        offer = find_unfinished()
        if offer is None:
            if not on_start:
                self.host.dialogs.inform(
                    self.host.dialog_parent(),
                    tr(CTX, "Resume"),
                    tr(CTX, "There is no unfinished game."),
                )
            return False
        if offer.game is None:
            self._report_damaged_autosave(offer.path, offer.problem)
            return False
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
        taken = self.host.dialogs.ask(
            self.host.dialog_parent(),
            tr(CTX, "Resume the unfinished game?"),
            arg(template, *values),
            default=True,
        )
        if not taken:
            if on_start:
                try:
                    clear_autosave()  # kept as the backup until the next game's first shot
                except OSError as exc:  # a read-only folder: the file simply stays
                    self.host.show_status(
                        arg(
                            tr(CTX, "The unfinished game stays on disk: %1."),
                            write_problem(exc),
                        ),
                        8000,
                    )
            return False
        self.install_match(m, offer.game.view, offer.game.computers)
        self.verify_in_background(offer.game)
        self.path = None  # the autosave is not the player's file: Save asks for a name
        return True

    def _report_damaged_autosave(self, path: Path, problem: InputError | None) -> None:
        """A damaged autosave with no usable backup: say so, and set it aside once."""
        try:
            kept = set_aside(path)
            where = str(kept)
        except OSError:
            where = str(path)
        self.host.dialogs.warn(
            self.host.dialog_parent(),
            tr(CTX, "The unfinished game cannot be resumed"),
            arg(
                tr(
                    CTX,
                    "The autosaved game is damaged and no backup could replace it, so it "
                    "cannot be resumed. The file was kept as %1.\n\nDetails: %2",
                ),
                where,
                problem if problem is not None else "",
            ),
        )

    # -- verification: the saved events against the strokes played again -------------------
    def verify_in_background(self, game: LoadedGame) -> None:
        """Re-simulate every shot on a worker thread; a mismatch marks the game "not
        verified" (it stays open: the player decides)."""
        self._verify_cancel.set()  # an older check is no longer wanted
        cancel = threading.Event()
        self._verify_cancel = cancel
        self.unverified_match = None
        self.unverified_label.setVisible(False)
        match, log = game.match, game.document.log

        def work() -> None:
            try:
                result = verify_log(log, cancelled=cancel.is_set)
            except Exception as exc:  # a replay that cannot run is not a verified game
                result = Verification(len(log.get("shots", [])), 0, "shots", str(exc))
            if not cancel.is_set():
                with contextlib.suppress(RuntimeError):  # the window closed meanwhile
                    self.verified.emit(match, result)

        threading.Thread(target=work, name="kegli-verify", daemon=True).start()

    def _on_verified(self, match: Match, result: Verification) -> None:
        if result.ok or self.controller.match is not match:
            return
        self.unverified_match = match
        self._sync_unverified()
        self.host.show_status(
            arg(
                tr(
                    CTX,
                    "Not verified: shot %1 of this game does not replay as it was saved; the "
                    "file may have been edited.",
                ),
                (result.shot or 0) + 1,
            ),
            10000,
        )

    def _sync_unverified(self) -> None:
        shown = self.unverified_match is not None and self.controller.match is (
            self.unverified_match
        )
        self.unverified_label.setVisible(shown)

    # -- settings that follow the window ---------------------------------------------------------
    def remember_assists(self) -> None:
        m = self.controller.match
        if m is None:
            return
        assists = self.controller.setup.assists
        self.settings.set_assists({p: assists[p] for p in m.config.players if p in assists})

    def window_closing(self, geometry: QByteArray) -> None:
        """The window is closing: the last shot reaches the disk, then its geometry and the
        players' assists are kept."""
        self._verify_cancel.set()
        self.loader.cancel()
        self.saver.close(timeout=5.0)
        self.settings.set_geometry(geometry)
        self.remember_assists()
        self.settings.sync()
