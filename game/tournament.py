"""Round-robin tournaments played hot-seat: schedule, games, standings, save and resume.

Three to eight players meet each other once in a game of one discipline (a ``Match``). The
schedule is the circle method: the first player stays put, the others turn one place a round,
and with an odd number of players one sits out each round (a bye). Finished games are ranked
by ``game.standings`` (CT-1 match points, CT-2 general average, best single average, high
run); when exactly the top two are level on match points the tournament adds a play-off game
between them (CT-2), which decides the winner but does not enter the table.

A tournament is saved as JSON holding every game as a full ``.kegli`` save document, so on
resume each game is checked and judged again exactly as a saved game is; the results are
always recomputed from the games, never read from the file. No Qt here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import disciplines
from game.disciplines import Discipline
from game.errors import InputError
from game.match import Match
from game.rules.standings import standings as rank
from game.saves import fields as f
from game.saves.format import decode, document_from_match, encode
from game.saves.io import read_limited, write_atomic
from game.saves.load import load_document
from game.saves.problems import SaveError, stage
from game.tables import TABLES

FORMAT = "kegli-tournament"
VERSION = 1
EXTENSION = ".kegli-tournament"
MIN_PLAYERS = 3
MAX_PLAYERS = 8
MAX_NAME = 24  # the new-game dialog's limit
# Up to 28 full game logs (8 players) plus play-offs: far more room than one game's save.
MAX_FILE_BYTES = 64 * 1024 * 1024
MAX_PLAYOFFS = 20
TOP_KEYS = ("format", "version", "discipline", "options", "players", "table", "games", "current")

Pairing = tuple[str, str]


# -- the schedule ------------------------------------------------------------------------------
def rounds(players: Sequence[str]) -> list[list[Pairing]]:
    """Circle-method round robin: every two players meet once; (home, away), home breaks.

    The first player's colour alternates from round to round and the rest keep the side of
    the circle they sit on, so nobody breaks much more often than anybody else.
    """
    ring: list[str | None] = list(players)
    if len(ring) % 2:
        ring.append(None)  # the bye
    n = len(ring)
    out: list[list[Pairing]] = []
    for r in range(n - 1):
        pairs: list[Pairing] = []
        for i in range(n // 2):
            a, b = ring[i], ring[n - 1 - i]
            if i == 0 and r % 2:
                a, b = b, a
            if a is not None and b is not None:
                pairs.append((a, b))
        out.append(pairs)
        ring = [ring[0], ring[-1], *ring[1:-1]]
    return out


def schedule(players: Sequence[str]) -> list[Pairing]:
    """All pairings in playing order, round after round."""
    return [p for rnd in rounds(players) for p in rnd]


# -- one game's line in the standings ----------------------------------------------------------
def _seven_pins_result(match: Match) -> dict[str, Any]:
    """Seven pins counts down (7C-4): a player's points are what he wrote off, net.

    Innings are the player's visits to the table; a run is the points written off in one
    visit before it ended (a foul takes the inning's points back, 7C-21, and ends it).
    """
    players = match.config.players
    start = int(match.config.options.get("start_total", 300))
    final = match.scores
    innings = dict.fromkeys(players, 0)
    high = dict.fromkeys(players, 0)
    run = 0
    prev = None
    for d in match.decisions:
        if prev is None or prev.shooter != d.shooter or prev.next != prev.shooter:
            innings[d.shooter] += 1
            run = 0
        run = run + d.points if d.points > 0 and not d.fouls else 0
        high[d.shooter] = max(high[d.shooter], run)
        prev = d
    scores = {p: max(0, min(start, start - int(final[p]))) for p in players}
    return {"scores": scores, "innings": innings, "high_runs": high}


def _carom_result(match: Match) -> dict[str, Any]:
    """Carom and five pins keep C-13 statistics per game; a match of several games (CB-4,
    5P-2) adds its games up (the high run is the best of them)."""
    players = match.config.players
    scores = dict.fromkeys(players, 0)
    innings = dict.fromkeys(players, 0)
    high = dict.fromkeys(players, 0)
    for d in match.decisions:
        if d.game_end is None:
            continue
        for p in players:
            s = d.stats.get(p, {})
            scores[p] += int(s.get("points", 0))
            innings[p] += int(s.get("innings", 0))
            high[p] = max(high[p], int(s.get("high_run", 0)))
    return {"scores": scores, "innings": innings, "high_runs": high}


def game_result(match: Match) -> dict[str, Any]:
    """A finished match as one game of ``game.standings``' input."""
    if match.outcome is None:
        raise InputError("game", "is not finished yet")
    if match.discipline.countdown_from is not None:
        out = _seven_pins_result(match)
    else:
        out = _carom_result(match)
    return {"players": list(match.config.players), **out, "winner": match.outcome.to_json()}


# -- the tournament ----------------------------------------------------------------------------
def _check_players(raw: Any) -> tuple[str, ...]:
    if not isinstance(raw, Sequence) or isinstance(raw, str):
        raise InputError("players", "must be a list of names")
    if not MIN_PLAYERS <= len(raw) <= MAX_PLAYERS:
        raise InputError("players", f"a tournament needs {MIN_PLAYERS} to {MAX_PLAYERS} players")
    names = []
    for i, p in enumerate(raw):
        if not isinstance(p, str) or not p.strip():
            raise InputError(f"players[{i}]", "must be a non-empty name")
        if p != p.strip() or len(p) > MAX_NAME:
            raise InputError(
                f"players[{i}]", f"must have no outer spaces and at most {MAX_NAME} letters"
            )
        names.append(p)
    if len(set(names)) != len(names):
        raise InputError("players", "names must differ")
    return tuple(names)


def _check_discipline(raw: Any) -> Discipline:
    entry = disciplines.REGISTRY.get(raw) if isinstance(raw, str) else None
    if entry is None or not entry.refereed or not entry.tournament:
        raise InputError("discipline", f"{raw!r} cannot be played in a tournament")
    return entry


@dataclass
class Tournament:
    """A round robin in progress. ``games`` are finished, in schedule order; ``current`` is
    the game at the table (None between games)."""

    discipline: str
    players: tuple[str, ...]
    options: dict[str, Any] = field(default_factory=dict)
    table: str = ""
    games: list[Match] = field(default_factory=list)
    current: Match | None = None

    @classmethod
    def new(
        cls,
        discipline: str,
        players: Sequence[str],
        options: Mapping[str, Any] | None = None,
        table: str | None = None,
    ) -> Tournament:
        d = _check_discipline(discipline)
        names = _check_players(players)
        if not isinstance(options, (Mapping, type(None))):
            raise InputError("options", "must be an object")
        t = table if table is not None else d.default_table
        if t not in TABLES:
            raise InputError("table", f"unknown table {t!r}")
        out = cls(discipline=d.id, players=names, options=dict(options or {}), table=t)
        out._match(out.pairings[0])  # refuse bad options now, not at the first game
        return out

    # -- the schedule and where we are ----------------------------------------------------------
    @property
    def pairings(self) -> list[Pairing]:
        return schedule(self.players)

    @property
    def round_robin_done(self) -> bool:
        return len(self.games) >= len(self.pairings)

    @property
    def results(self) -> list[dict[str, Any]]:
        """The round-robin games in ``game.standings`` form (play-offs excluded, CT-2)."""
        return [game_result(m) for m in self.games[: len(self.pairings)]]

    def standings(self) -> dict[str, Any]:
        return rank(self.results)

    def table_rows(self) -> list[dict[str, Any]]:
        """Every player's row: the ranked ones first, then those yet to play (rank None)."""
        rows = [dict(r) for r in self.standings()["table"]]
        seen = {r["player"] for r in rows}
        for p in self.players:
            if p not in seen:
                rows.append(
                    {
                        "rank": None,
                        "player": p,
                        "match_points": 0,
                        "games": 0,
                        "won": 0,
                        "drawn": 0,
                        "lost": 0,
                        "points": 0,
                        "innings": 0,
                        "general_average": 0.0,
                        "best_single_average": 0.0,
                        "high_run": 0,
                    }
                )
        return rows

    @property
    def playoffs(self) -> list[Match]:
        return self.games[len(self.pairings) :]

    def next_pairing(self) -> Pairing | None:
        """Who plays next: the schedule, then a play-off while the top two stay level."""
        if not self.round_robin_done:
            return self.pairings[len(self.games)]
        if self.champion is not None:
            return None
        top = self.standings()["playoff_players"]
        # Alternate the break between repeated play-offs.
        a, b = top[0], top[1]
        return (a, b) if len(self.playoffs) % 2 == 0 else (b, a)

    @property
    def champion(self) -> str | None:
        """The tournament winner once it is decided, else None."""
        if not self.round_robin_done:
            return None
        table = self.standings()
        if not table["playoff"]:
            return str(table["table"][0]["player"])
        for m in self.playoffs:
            if m.outcome is not None and m.outcome.winner is not None:
                return m.outcome.winner
        return None

    @property
    def finished(self) -> bool:
        return self.champion is not None

    # -- playing -----------------------------------------------------------------------------
    def _match(self, pairing: Pairing) -> Match:
        return Match.new(self.discipline, list(pairing), pairing[0], dict(self.options), self.table)

    def start_next(self) -> Match:
        """Set up the next game at the table (or return the one already in progress)."""
        if self.current is not None and not self.current.over:
            return self.current
        if self.current is not None:
            self.record(self.current)
        pairing = self.next_pairing()
        if pairing is None:
            raise InputError("tournament", "is over: every game has been played")
        if len(self.playoffs) >= MAX_PLAYOFFS:
            raise InputError("tournament", f"more than {MAX_PLAYOFFS} play-off games")
        self.current = self._match(pairing)
        return self.current

    def record(self, match: Match) -> None:
        """Enter a finished game; it must be the next pairing of this tournament."""
        if not match.over:
            raise InputError("game", "is not finished yet")
        pairing = self.next_pairing()
        if pairing is None:
            raise InputError("tournament", "is over: every game has been played")
        self._check_game(match, pairing, f"games[{len(self.games)}]")
        self.games.append(match)
        if self.current is match:
            self.current = None

    def _check_game(self, match: Match, pairing: Pairing, where: str) -> None:
        cfg = match.config
        if cfg.discipline != self.discipline:
            raise InputError(f"{where}.discipline", f"is {cfg.discipline}, not {self.discipline}")
        if tuple(cfg.players) != pairing or cfg.first != pairing[0]:
            raise InputError(
                f"{where}.players", f"must be {pairing[0]} (breaking) against {pairing[1]}"
            )
        if dict(cfg.options) != self.options or cfg.table != self.table:
            raise InputError(f"{where}.options", "differ from the tournament's")

    # -- saving ------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "discipline": self.discipline,
            "options": dict(self.options),
            "players": list(self.players),
            "table": self.table,
            "games": [document_from_match(m) for m in self.games],
            "current": None if self.current is None else document_from_match(self.current),
        }

    @classmethod
    def from_json(cls, raw: Any) -> Tournament:
        """Check a decoded tournament document and rebuild it, judging every game again."""
        with stage("not_save"):
            doc = f.obj(raw, "file")
            if doc.get("format") != FORMAT:
                raise InputError("format", f"is not {FORMAT!r}: not a Kegli tournament")
        with stage("version"):
            version = f.require(doc, "version", "")
            if isinstance(version, bool) or not isinstance(version, int) or version < 1:
                raise InputError("version", "must be a whole number from 1")
            if version > VERSION:
                raise InputError("version", f"{version} is from a newer Kegli")
        with stage("invalid"):
            f.only_keys(doc, TOP_KEYS, "")
            options = f.obj(f.require(doc, "options", ""), "options")
            t = cls.new(
                f.require(doc, "discipline", ""),
                f.require(doc, "players", ""),
                options,
                f.require(doc, "table", ""),
            )
            games = f.array(f.require(doc, "games", ""), "games", len(t.pairings) + MAX_PLAYOFFS)
            current = f.require(doc, "current", "")
        for i, game in enumerate(games):
            where = f"games[{i}]"
            match = _load_game(game, where)
            with stage("rules"):
                if not match.over:
                    raise InputError(where, "is not finished")
                pairing = t.next_pairing()
                if pairing is None:
                    raise InputError(where, "is one game more than the tournament has")
                t._check_game(match, pairing, where)
            t.games.append(match)
        if current is not None:
            match = _load_game(current, "current")
            with stage("rules"):
                pairing = t.next_pairing()
                if pairing is None:
                    raise InputError("current", "the tournament is already over")
                t._check_game(match, pairing, "current")
            t.current = match
        return t

    def save(self, path: Path | str) -> Path:
        target = Path(path)
        write_atomic(target, encode(self.to_json()), keep_backup=True)
        return target

    @classmethod
    def load(cls, path: Path | str) -> Tournament:
        return cls.from_json(decode(read_limited(Path(path), MAX_FILE_BYTES)))


def _load_game(raw: Any, where: str) -> Match:
    try:
        return load_document(raw).match
    except SaveError as exc:
        raise SaveError(f"{where}.{exc.field}", exc.reason, exc.kind) from None
