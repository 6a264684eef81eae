"""Practice progress per drill, kept as JSON in the user data directory.

Dates are passed in by the caller (ISO ``YYYY-MM-DD``), never read from a clock here, so the
same sequence of calls gives the same file. Writes are atomic: a temp file in the same folder
is flushed, fsynced and moved over the old one, so a crash never leaves half a file.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.errors import InputError

ENV_DIR = "KEGLI_DATA_DIR"
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
    """``$KEGLI_DATA_DIR`` when set, else the platform's user data directory for Kegli."""
    env = os.environ.get(ENV_DIR)
    if env:
        return Path(env)
    from platformdirs import user_data_dir

    return Path(user_data_dir("kegli", appauthor=False))


def _int(raw: Any, where: str) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int) or raw < 0:
        raise InputError(where, "must be a whole number ≥ 0")
    return raw


def _parse(raw: Any, where: str) -> dict[str, DrillProgress]:
    if not isinstance(raw, Mapping) or raw.get("format") != FORMAT:
        raise InputError(f"{where}: format", f"must be {FORMAT!r}")
    drills = raw.get("drills")
    if not isinstance(drills, Mapping):
        raise InputError(f"{where}: drills", "must be an object")
    out: dict[str, DrillProgress] = {}
    for drill_id in sorted(drills):
        d = drills[drill_id]
        w = f"{where}: drills.{drill_id}"
        if not isinstance(d, Mapping):
            raise InputError(w, "must be an object")
        days: list[Day] = []
        hist = d.get("history", [])
        if not isinstance(hist, list):
            raise InputError(f"{w}.history", "must be a list")
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
        best = d.get("best", 0.0)
        last = d.get("last")
        if isinstance(best, bool) or not isinstance(best, (int, float)):
            raise InputError(f"{w}.best", "must be a number")
        if last is not None and (isinstance(last, bool) or not isinstance(last, (int, float))):
            raise InputError(f"{w}.last", "must be a number or null")
        out[str(drill_id)] = DrillProgress(
            attempts=_int(d.get("attempts"), f"{w}.attempts"),
            successes=_int(d.get("successes"), f"{w}.successes"),
            best=float(best),
            last=None if last is None else float(last),
            history=tuple(days),
        )
    return out


@dataclass
class ProgressStore:
    """Progress of every drill, loaded from and saved to one JSON file."""

    path: Path
    drills: dict[str, DrillProgress] = field(default_factory=dict)

    @classmethod
    def open(cls, directory: Path | None = None) -> ProgressStore:
        """Load the store (an absent file is an empty store; a corrupt one an InputError)."""
        path = (directory or default_dir()) / FILE_NAME
        if not path.exists():
            return cls(path)
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise InputError(str(path), f"cannot read progress: {exc}") from None
        return cls(path, _parse(raw, path.name))

    def get(self, drill_id: str) -> DrillProgress:
        return self.drills.get(drill_id, DrillProgress())

    def record(self, drill_id: str, date: str, success: bool, result: float) -> DrillProgress:
        """Record an attempt and save at once (a practice session may end any moment)."""
        updated = record(self.get(drill_id), date, success, result)
        self.drills[drill_id] = updated
        self.save()
        return updated

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "drills": {k: self.drills[k].to_json() for k in sorted(self.drills)},
        }

    def save(self) -> None:
        write_atomic(self.path, json.dumps(self.to_json(), ensure_ascii=False, indent=1))


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
