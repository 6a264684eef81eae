"""Practice progress per drill, kept as JSON in the user data directory.

Dates are passed in by the caller (ISO ``YYYY-MM-DD``), never read from a clock here, so the
same sequence of calls gives the same file. Writes are atomic: a temp file in the same folder
is flushed, fsynced and moved over the old one, so a crash never leaves half a file.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.data_dir import ENV as ENV_DIR
from game.data_dir import data_dir
from game.errors import InputError
from game.json_input import load_file
from game.limits import MAX_COUNT, MAX_DATA_BYTES
from game.values import is_number

__all__ = ["ENV_DIR", "ProgressStore", "default_dir", "record", "write_atomic"]

MAX_DRILLS = 100_000
MAX_DAYS = 100_000
FILE_NAME = "progress.json"
FORMAT = "kegli-progress/1"
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


@dataclass(frozen=True)
class Day:
    """One calendar day of practice on one drill."""

    date: str
    attempts: int = 0
    successes: int = 0

    @property
    def rate(self) -> float:
        return self.successes / self.attempts if self.attempts else 0.0


@dataclass(frozen=True)
class DrillProgress:
    attempts: int = 0
    successes: int = 0
    best: float = 0.0  # best result 0..1 (goals.Goal.score)
    last: float | None = None
    history: tuple[Day, ...] = ()

    @property
    def rate(self) -> float:
        return self.successes / self.attempts if self.attempts else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "attempts": self.attempts,
            "successes": self.successes,
            "best": self.best,
            "last": self.last,
            "history": [
                {"date": d.date, "attempts": d.attempts, "successes": d.successes}
                for d in self.history
            ],
        }


def record(progress: DrillProgress, date: str, success: bool, result: float) -> DrillProgress:
    """One more attempt on ``date``; ``result`` is the goal score 0..1."""
    if not _DATE.match(date):
        raise InputError("date", "must be YYYY-MM-DD")
    result = max(0.0, min(1.0, float(result)))
    history = list(progress.history)
    if history and history[-1].date == date:
        day = history[-1]
        history[-1] = replace(
            day, attempts=day.attempts + 1, successes=day.successes + int(success)
        )
    else:
        history.append(Day(date, 1, int(success)))
        history.sort(key=lambda d: d.date)
    return DrillProgress(
        attempts=progress.attempts + 1,
        successes=progress.successes + int(success),
        best=max(progress.best, result),
        last=result,
        history=tuple(history),
    )


def default_dir() -> Path:
    """The one data folder (game.data_dir): ``$KEGLI_DATA_DIR`` or the platform's."""
    return data_dir()


def _int(raw: Any, where: str) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int) or not 0 <= raw <= MAX_COUNT:
        raise InputError(where, f"must be a whole number from 0 to {MAX_COUNT}")
    return raw


def _fraction(raw: Any, where: str) -> float:
    if not is_number(raw) or not 0.0 <= raw <= 1.0:
        raise InputError(where, "must be a number from 0 to 1")
    return float(raw)


def _parse(raw: Any, where: str) -> dict[str, DrillProgress]:
    if not isinstance(raw, Mapping) or raw.get("format") != FORMAT:
        raise InputError(f"{where}: format", f"must be {FORMAT!r}")
    drills = raw.get("drills")
    if not isinstance(drills, Mapping):
        raise InputError(f"{where}: drills", "must be an object")
    if len(drills) > MAX_DRILLS:
        raise InputError(f"{where}: drills", f"more than {MAX_DRILLS} drills")
    out: dict[str, DrillProgress] = {}
    for drill_id in sorted(drills):
        d = drills[drill_id]
        w = f"{where}: drills.{drill_id}"
        if not isinstance(d, Mapping):
            raise InputError(w, "must be an object")
        days: list[Day] = []
        hist = d.get("history", [])
        if not isinstance(hist, list) or len(hist) > MAX_DAYS:
            raise InputError(f"{w}.history", f"must be a list of at most {MAX_DAYS} days")
        for i, h in enumerate(hist):
            if not isinstance(h, Mapping) or not isinstance(h.get("date"), str):
                raise InputError(f"{w}.history[{i}].date", "must be YYYY-MM-DD")
            if not _DATE.match(h["date"]):
                raise InputError(f"{w}.history[{i}].date", "must be YYYY-MM-DD")
            days.append(
                Day(
                    h["date"],
                    _int(h.get("attempts"), f"{w}.history[{i}].attempts"),
                    _int(h.get("successes"), f"{w}.history[{i}].successes"),
                )
            )
        last = d.get("last")
        out[str(drill_id)] = DrillProgress(
            attempts=_int(d.get("attempts"), f"{w}.attempts"),
            successes=_int(d.get("successes"), f"{w}.successes"),
            best=_fraction(d.get("best", 0.0), f"{w}.best"),
            last=None if last is None else _fraction(last, f"{w}.last"),
            history=tuple(days),
        )
    return out


@dataclass
class ProgressStore:
    """Progress of every drill, loaded from and saved to one JSON file.

    A write that fails (a read-only or full disk) never loses an attempt: the progress stays
    in memory, ``save_error`` says why, and every later ``record`` (or ``save``) tries again.
    """

    path: Path
    drills: dict[str, DrillProgress] = field(default_factory=dict)
    save_error: OSError | None = None

    @classmethod
    def open(cls, directory: Path | None = None) -> ProgressStore:
        """Load the store (an absent file is an empty store; a corrupt one an InputError).

        Read through game.json_input: bounded size, depth and numbers, so any damage is an
        InputError naming the field, never another exception.
        """
        path = (directory or default_dir()) / FILE_NAME
        if not path.exists():
            return cls(path)
        raw = load_file(path, MAX_DATA_BYTES, path.name)
        return cls(path, _parse(raw, path.name))

    def get(self, drill_id: str) -> DrillProgress:
        return self.drills.get(drill_id, DrillProgress())

    @property
    def unsaved(self) -> bool:
        return self.save_error is not None

    def record(self, drill_id: str, date: str, success: bool, result: float) -> DrillProgress:
        """Record an attempt and save at once (a practice session may end any moment).

        A failed write is kept in ``save_error``, not raised: the attempt counts anyway.
        """
        updated = record(self.get(drill_id), date, success, result)
        self.drills[drill_id] = updated
        self.try_save()
        return updated

    def try_save(self) -> bool:
        """Write the file; False (with ``save_error`` set) when the disk refused it."""
        try:
            self.save()
        except OSError as exc:
            self.save_error = exc
            return False
        self.save_error = None
        return True

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "drills": {k: self.drills[k].to_json() for k in sorted(self.drills)},
        }

    def save(self) -> None:
        write_atomic(self.path, json.dumps(self.to_json(), ensure_ascii=False, indent=1))


def write_atomic(path: Path, text: str) -> None:
    """The saves' crash-safe write (temp file, fsync, rename; the file's mode is kept)."""
    from game.saves.io import write_atomic as write_bytes

    write_bytes(path, text.encode("utf-8"))
