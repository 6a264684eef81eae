"""Round-robin standings by rules CT-1 and CT-2 (WCBS 1997): ``standings(results)``.

``results`` is a list of played games (or ``{"games": [...]}``), each::

    {"players": ["Anna", "Bohdan"],
     "scores": {"Anna": 30, "Bohdan": 21},
     "innings": {"Anna": 25, "Bohdan": 25},      # or one number for both
     "high_runs": {"Anna": 6, "Bohdan": 4},
     "winner": "Anna"}                          # optional: a name or "draw"

Without ``winner`` the higher score wins and equal scores draw. The output ranks players by
match points (won 2, drawn 1, CT-1), then general average (all points / all innings), best
single average (in a won or drawn game), high run, and finally name, so the order is always
the same. ``playoff`` is true when exactly the top two are level on match points (CT-2:
they play a deciding game; with three or more level the averages decide).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from game.errors import InputError

DIGITS = 3


@dataclass
class _Row:
    player: str
    games: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    points: int = 0
    innings: int = 0
    high_run: int = 0
    best: Fraction | None = None

    @property
    def match_points(self) -> int:
        return 2 * self.won + self.drawn

    @property
    def general(self) -> Fraction:
        return Fraction(self.points, self.innings) if self.innings else Fraction(0)


def _count(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InputError(where, "must be a whole number ≥ 0")
    return value


def _per_player(raw: Mapping[str, Any], key: str, players: Sequence[str], where: str) -> list[int]:
    if key not in raw:
        raise InputError(f"{where}.{key}", "missing")
    value = raw[key]
    if key == "innings" and not isinstance(value, Mapping):
        n = _count(value, f"{where}.{key}")
        return [n] * len(players)
    if not isinstance(value, Mapping):
        raise InputError(f"{where}.{key}", "must map each player to a number")
    out = []
    for p in players:
        if p not in value:
            raise InputError(f"{where}.{key}.{p}", "missing")
        out.append(_count(value[p], f"{where}.{key}.{p}"))
    if sorted(value) != sorted(players):
        raise InputError(f"{where}.{key}", "must name exactly the game's players")
    return out


def _games(results: Any) -> Sequence[Any]:
    if isinstance(results, Mapping):
        if "games" not in results:
            raise InputError("results.games", "missing")
        results = results["games"]
    if not isinstance(results, Sequence) or isinstance(results, str):
        raise InputError("results", "must be a list of games")
    return results


def standings(results: Any) -> dict[str, Any]:
    rows: dict[str, _Row] = {}
    for i, game in enumerate(_games(results)):
        where = f"results[{i}]"
        if not isinstance(game, Mapping):
            raise InputError(where, "a game must be an object")
        players = game.get("players")
        if (
            not isinstance(players, Sequence)
            or isinstance(players, str)
            or len(players) != 2
            or not all(isinstance(p, str) and p.strip() for p in players)
            or players[0] == players[1]
        ):
            raise InputError(f"{where}.players", "must be two different names")
        scores = _per_player(game, "scores", players, where)
        innings = _per_player(game, "innings", players, where)
        runs = _per_player(game, "high_runs", players, where)
        winner = game.get("winner")
        if winner is None:
            winner = "draw" if scores[0] == scores[1] else players[scores.index(max(scores))]
        if winner != "draw" and winner not in players:
            raise InputError(f"{where}.winner", f"{winner!r} did not play this game")
        for k, p in enumerate(players):
            row = rows.setdefault(p, _Row(p))
            row.games += 1
            row.points += scores[k]
            row.innings += innings[k]
            row.high_run = max(row.high_run, runs[k])
            if winner == "draw":
                row.drawn += 1
            elif winner == p:
                row.won += 1
            else:
                row.lost += 1
            if winner in ("draw", p) and innings[k]:
                # CT-2: best single average counts won or drawn games only.
                avg = Fraction(scores[k], innings[k])
                row.best = avg if row.best is None else max(row.best, avg)

    def key(r: _Row) -> tuple[Any, ...]:
        return (-r.match_points, -r.general, -(r.best or 0), -r.high_run, r.player)

    ranked = sorted(rows.values(), key=key)
    playoff = (
        len(ranked) >= 2
        and ranked[0].match_points == ranked[1].match_points
        and (len(ranked) == 2 or ranked[2].match_points != ranked[0].match_points)
    )
    table = []
    for rank, r in enumerate(ranked, start=1):
        table.append(
            {
                "rank": rank,
                "player": r.player,
                "match_points": r.match_points,
                "games": r.games,
                "won": r.won,
                "drawn": r.drawn,
                "lost": r.lost,
                "points": r.points,
                "innings": r.innings,
                "general_average": round(float(r.general), DIGITS),
                "best_single_average": round(float(r.best or 0), DIGITS),
                "high_run": r.high_run,
            }
        )
    return {
        "table": table,
        "playoff": playoff,
        "playoff_players": [ranked[0].player, ranked[1].player] if playoff else [],
    }


# -- team events (CT-2) ---------------------------------------------------------------------
@dataclass
class _TeamRow:
    team: str
    matches: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    game_points: int = 0  # 2 a won game, 1 a drawn one (CT-1), over the whole event
    points: int = 0
    innings: int = 0

    @property
    def match_points(self) -> int:
        return 2 * self.won + self.drawn

    @property
    def average(self) -> Fraction:
        return Fraction(self.points, self.innings) if self.innings else Fraction(0)


def _team_of(teams: Any, where: str) -> dict[str, str]:
    """Each player's team from ``{"X": ["Anna", ...], "Y": [...]}`` (two teams)."""
    if not isinstance(teams, Mapping) or len(teams) != 2:
        raise InputError(where, "must map two team names to their players")
    out: dict[str, str] = {}
    for team, members in teams.items():
        if not isinstance(team, str) or not team.strip():
            raise InputError(where, "team names must be non-empty text")
        if not isinstance(members, Sequence) or isinstance(members, str) or not members:
            raise InputError(f"{where}.{team}", "must list the team's players")
        for p in members:
            if not isinstance(p, str) or p in out:
                raise InputError(f"{where}.{team}", "players must be names, each in one team")
            out[p] = team
    return out


def team_standings(matches: Any) -> dict[str, Any]:
    """CT-2 team events: ``matches`` is a list of team matches, each::

        {"teams": {"North": ["Anna", "Boris"], "South": ["Chen", "Dana"]},
         "games": [<games in the form of ``standings``>, each between the two teams]}

    A team match is won by the team with more game points (2 a won game, 1 a drawn one);
    equal game points draw. Teams rank by match points (a won match 2, a drawn one 1), then
    the most game points over the whole event, then the best team average (all the team's
    points over all its innings in the event), then name, so the order is always the same.
    """
    if not isinstance(matches, Sequence) or isinstance(matches, str):
        raise InputError("matches", "must be a list of team matches")
    rows: dict[str, _TeamRow] = {}
    for i, match in enumerate(matches):
        where = f"matches[{i}]"
        if not isinstance(match, Mapping):
            raise InputError(where, "a team match must be an object")
        team_of = _team_of(match.get("teams"), f"{where}.teams")
        names = list(dict.fromkeys(team_of.values()))
        got = dict.fromkeys(names, 0)
        table = standings({"games": match.get("games", [])})["table"]
        for line in table:
            team = team_of.get(line["player"])
            if team is None:
                raise InputError(f"{where}.games", f"{line['player']!r} is in neither team")
            got[team] += line["match_points"]
            row = rows.setdefault(team, _TeamRow(team))
            row.points += line["points"]
            row.innings += line["innings"]
        for team in names:
            row = rows.setdefault(team, _TeamRow(team))
            other = next(t for t in names if t != team)
            row.matches += 1
            row.game_points += got[team]
            if got[team] > got[other]:
                row.won += 1
            elif got[team] == got[other]:
                row.drawn += 1
            else:
                row.lost += 1

    def key(r: _TeamRow) -> tuple[Any, ...]:
        return (-r.match_points, -r.game_points, -r.average, r.team)

    ranked = sorted(rows.values(), key=key)
    return {
        "table": [
            {
                "rank": rank,
                "team": r.team,
                "match_points": r.match_points,
                "matches": r.matches,
                "won": r.won,
                "drawn": r.drawn,
                "lost": r.lost,
                "game_points": r.game_points,
                "team_average": round(float(r.average), DIGITS),
            }
            for rank, r in enumerate(ranked, start=1)
        ]
    }
