"""The match controller: position + referee + shot log, with no Qt and no physics inside
(it only asks ``game.physics.placement`` where a ball fits).

A ``Match`` knows where the balls and pins stand, whose turn it is and what the referee said.
The window asks it for a simulate request, runs the engine (``simulate_detailed``) wherever it
likes (a worker thread), and hands the engine's ``SimResult`` back to ``apply``; a shot read
from a file goes through ``apply_logged``, which checks the JSON. Everything a saved game
needs is in ``to_log()``; ``Match.from_log`` rebuilds the match by judging that log again.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from game import disciplines
from game.disciplines import Discipline, make_referee
from game.errors import InputError
from game.openings import Opening, TablePosition, ball_radius, first_breaker
from game.physics.placement import ball_fits
from game.physics.sets import CURRENT
from game.rules import pyramid_choices
from game.rules.judge import check_rest, logged_shot, parse_config, simulated_shot
from game.rules.model import Area, Decision, GameResult, MatchConfig, Referee, Shot
from game.stroke import Stroke
from game.tables import TABLES, Point, Table

if TYPE_CHECKING:
    from game.physics.api import SimResult

__all__ = [
    "Match",
    "Opening",
    "ShotRecord",
    "TablePosition",
    "ball_in_hand_after",
    "ball_radius",
    "hand_area_after",
]


def hand_area_after(decision: Decision | None, start: Opening, choice: str | None) -> Area | None:
    """Where the ball in hand may go before the next shot, once any offered choice is made."""
    if decision is None:
        return start.hand_area
    if choice is not None and choice in decision.hand_area_if:
        # 5P-14: with the offender's ball on its mark, the player places in the other half.
        return decision.hand_area_if[choice]
    return decision.hand_area


def ball_in_hand_after(decision: Decision | None, start: Opening, choice: str | None) -> str | None:
    """The ball to place before the next shot, once any offered choice is made: a choice
    that gives a hand area where the ruling gave none puts the break's ball in hand (PD-4:
    the balls racked again, the chooser breaks from the house)."""
    if decision is None:
        return start.ball_in_hand
    if decision.ball_in_hand is None and choice is not None and choice in decision.hand_area_if:
        return start.ball_in_hand
    return decision.ball_in_hand


# The parts of a simulate result a played shot keeps.
RECORD_KEYS = ("events", "final", "duration")


@dataclass
class ShotRecord:
    """One played shot: where it started, what was struck, what happened, what was ruled."""

    start: TablePosition
    stroke: Stroke
    result: dict[str, Any]
    decision: Decision
    after: TablePosition
    choice: str | None = None
    breaker: str | None = None  # 5P-4: the lag's winner, on a lagged game's first shot
    # This shot as a save writes it (checked JSON text), made once by game.saves.format: a
    # record never changes after it is played, so a long game's autosave only encodes the
    # newest shot.
    save_text: str | None = field(default=None, compare=False, repr=False)

    def to_log(self) -> dict[str, Any]:
        final = self.result.get("final", {})
        shot: dict[str, Any] = {
            "stroke": self.stroke.to_json(),
            "events": list(self.result.get("events", [])),
            "final": {
                "balls": final.get("balls", {}),
                "pins_standing": final.get("pins_standing", []),
                "pins_down": final.get("pins_down", []),
                "pocketed": final.get("pocketed", []),
                "off_table": final.get("off_table", []),
            },
            "start": self.start.to_json(),
        }
        if self.choice is not None:
            shot["choice"] = self.choice
        if self.breaker is not None:
            shot["breaker"] = self.breaker
        return shot


@dataclass
class Match:
    """A game in progress. Mutable on purpose: it is the one object the window edits."""

    config: MatchConfig
    referee: Referee[Any]
    opening: Opening
    records: list[ShotRecord] = field(default_factory=list)
    position: TablePosition = field(default_factory=lambda: TablePosition({}, {}))
    pending_choice: str | None = None
    # 5P-4: the winner of the lag for a game whose break is lagged (``lag_due``), until its
    # first shot is played.
    breaker: str | None = None
    _states: list[Any] = field(default_factory=list)
    _hand_placed: bool = False
    # PF-2: the ball the player at the table chose to strike this turn (None: the usual one).
    _striker: str | None = None
    # Shots played before the first one in ``records`` (a search's copy keeps only the last).
    _shots_before: int = 0

    # -- construction -------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        discipline: str,
        players: Sequence[str],
        first: str | None = None,
        options: Mapping[str, Any] | None = None,
        table: str | None = None,
        physics: str | None = None,
    ) -> Match:
        """A new game, played with physics set ``physics`` (None: the current set)."""
        log: dict[str, Any] = {
            "discipline": discipline,
            "options": dict(options or {}),
            "players": list(players),
            "first": first if first is not None else (players[0] if players else None),
            "physics": physics if physics is not None else CURRENT.name,
            "shots": [],
        }
        if table is not None:
            log["table"] = table
        return cls._from_config(parse_config(log))

    @classmethod
    def _from_config(cls, config: MatchConfig) -> Match:
        referee = make_referee(config)
        rule = disciplines.get(config.discipline).opening
        assert rule is not None  # every refereed discipline has a break layout
        start = rule(config)
        match = cls(config=config, referee=referee, opening=start, position=start.position)
        match._states = [referee.start()]
        return match

    @classmethod
    def from_log(cls, log: Mapping[str, Any], numbers_checked: bool = False) -> Match:
        """Rebuild a match by judging its log again, shot by shot. ``numbers_checked``: the
        caller parsed the log strictly already (a save), so no NaN or Infinity is left to
        look for in fields the rules do not read."""
        config = parse_config(log)
        match = cls._from_config(config)
        shots = log.get("shots", [])
        if not isinstance(shots, Sequence) or isinstance(shots, str):
            raise InputError("shots", "must be a list")
        for i, raw in enumerate(shots):
            where = f"shots[{i}]"
            if match.over:
                raise InputError(where, "the game is already over")
            if not isinstance(raw, Mapping):
                raise InputError(where, "a shot must be an object")
            if raw.get("breaker") is not None:
                if not isinstance(raw["breaker"], str):
                    raise InputError(f"{where}.breaker", "must be a player's name")
                match.lag_won(raw["breaker"], f"{where}.breaker")
            if "start" in raw:
                match.position = TablePosition.from_json(raw["start"], f"{where}.start")
            if raw.get("choice") is not None:
                match.pending_choice = str(raw["choice"])
            elif raw.get("choices") is not None:  # the pyramid games' judge-log form
                match.pending_choice = pyramid_choices.from_log(raw["choices"], f"{where}.choices")
            if "stroke" not in raw:
                raise InputError(f"{where}.stroke", "missing")
            balls = disciplines.get(config.discipline).balls
            stroke = Stroke.from_json(raw["stroke"], f"{where}.stroke", balls)
            result = {"events": raw.get("events", []), "final": raw.get("final", {})}
            match.apply_logged(stroke, result, where=where)
        if not numbers_checked:
            check_rest(log)
        return match

    def rename_players(self, names: Mapping[str, str]) -> None:
        """Call players by other names (``names``: old -> new; the window's default names said
        in another language). The game is judged again from its own log with the names
        replaced, so every record, ruling and result carries the new ones; the object stays
        the same, so whoever holds it sees the change."""
        if not names:
            return
        kept = set(self.config.players) - set(names)
        new = [names.get(p, p) for p in self.config.players]
        if len(set(new)) != len(new) or kept & set(names.values()):
            raise InputError("players", "two players cannot share a name")

        def say(name: Any) -> Any:
            return names.get(name, name) if isinstance(name, str) else name

        log = self.to_log()
        log["players"] = new
        log["first"] = say(log["first"])
        options = log["options"]
        if "lag_winner" in options:
            options["lag_winner"] = say(options["lag_winner"])
        for shot in log["shots"]:
            if "breaker" in shot:
                shot["breaker"] = say(shot["breaker"])
        again = Match.from_log(log, numbers_checked=True)
        again.pending_choice = self.pending_choice
        again.breaker = say(self.breaker)
        again._hand_placed = self._hand_placed
        again._striker = self._striker
        again.position = self.position  # a ball in hand may have been put down since
        self.__dict__.update(again.__dict__)

    def for_search(self) -> Match:
        """A copy to play on that keeps only what the next shots are judged from: the
        position, the referee's last state and the last ruling (whose turn, the scores, the
        ball in hand, the choices). Its size does not grow with the game, so the computer's
        search sends it to its workers at every look-ahead; ``to_log`` and ``take_back``
        see only the shots played on the copy."""
        m = copy.copy(self)
        m.records = self.records[-1:]
        m._states = self._states[-1:]
        m._shots_before = self.shots_played - len(m.records)
        return m

    @property
    def shots_played(self) -> int:
        """Shots played in this game (the referee numbers the next one from it)."""
        return self._shots_before + len(self.records)

    # -- what the window shows -----------------------------------------------------------
    @property
    def discipline(self) -> Discipline:
        return disciplines.get(self.config.discipline)

    @property
    def table(self) -> Table:
        return TABLES[self.config.table]

    @property
    def decisions(self) -> list[Decision]:
        return [r.decision for r in self.records]

    @property
    def last_decision(self) -> Decision | None:
        return self.records[-1].decision if self.records else None

    @property
    def outcome(self) -> GameResult | None:
        """Who won the game and why it ended, once it is decided."""
        outcome: GameResult | None = self.referee.outcome(self._states[-1])
        return outcome

    @property
    def over(self) -> bool:
        return self.outcome is not None

    @property
    def lag_due(self) -> bool:
        """5P-4: the next game's break is lagged and the lag is not decided yet
        (``lag_won``); nobody is to play until it is."""
        d = self.last_decision
        return d is not None and d.lag and self.breaker is None and not self.over

    def lag_won(self, player: str, where: str = "breaker") -> None:
        """The lag for the deciding game (5P-4) is won by ``player``, who breaks it: the
        table is set for the break and his ball is in hand."""
        if not self.lag_due:
            raise InputError(where, "no lag is due now (5P-4: only the deciding game)")
        if player not in self.config.players:
            raise InputError(where, f"{player!r} is not one of the players")
        self.breaker = player
        opening = self._lag_opening()
        assert opening is not None
        self.position = opening.position
        self._hand_placed = False

    def _lag_opening(self) -> Opening | None:
        """The break the lag's winner plays (5P-4, 5P-6), once the lag is decided."""
        d = self.last_decision
        if d is None or not d.lag or self.breaker is None:
            return None
        return self.opening_for(self.breaker)

    def opening_for(self, breaker: str) -> Opening:
        """The break layout and ball in hand of a game ``breaker`` breaks (5P-6, C-2)."""
        rule = self.discipline.opening
        assert rule is not None  # every refereed discipline has a break layout
        options = {k: v for k, v in self.config.options.items() if not k.startswith("lag_")}
        return rule(replace(self.config, first=breaker, options=options))

    @property
    def next_player(self) -> str | None:
        d = self.last_decision
        if d is None:
            return first_breaker(self.config)
        if d.lag:
            return self.breaker
        if self.pending_choice == "replay":
            return d.shooter
        chosen = self.pending_choice
        if chosen is not None and chosen in d.next_if:  # P-22: the chooser plays or hands back
            return d.next_if[chosen]
        return d.next

    @property
    def next_ball(self) -> str:
        d = self.last_decision
        lagged = self._lag_opening()
        if lagged is not None:
            return lagged.next_ball
        if self._striker is not None and self._striker in self.position.balls:
            return self._striker
        if d is None or d.next_ball is None:
            return self.opening.next_ball if d is None else self._default_ball()
        if self.discipline.any_ball_strikes and d.next_ball not in self.position.balls:
            # PF-2: the usual ball was taken off as a penalty ball; any other one will do.
            return min(self.position.balls, key=lambda b: (len(b), b), default=d.next_ball)
        return d.next_ball

    def strikable(self) -> tuple[str, ...]:
        """The balls the player at the table may strike now: any ball on the table in free
        pyramid (PF-2) but at the break (P-9) and with a ball in hand; else the one ball."""
        usual = self.next_ball
        if (
            not self.discipline.any_ball_strikes
            or self.shots_played == 0
            or self.ball_in_hand is not None
            or self.over
        ):
            return (usual,)
        return tuple(sorted(self.position.balls, key=lambda b: (b.isdigit(), len(b), b)))

    def strike_with(self, ball: str) -> None:
        """Strike ``ball`` this turn (PF-2); it must be one of ``strikable()``."""
        if ball not in self.strikable():
            raise InputError("ball", f"{ball!r} may not be struck now")
        self._striker = ball

    def _default_ball(self) -> str:
        return self.discipline.default_ball

    def caroms_left(self) -> tuple[Point, int] | None:
        """CB-2 / CF-2: the restricted zone both object balls lie in, as the referee sees it
        (its midpoint and the caroms still allowed there), or None."""
        if self.over:
            return None
        left: tuple[Point, int] | None = self.referee.caroms_left(
            self._states[-1], self.position.balls, self.next_ball
        )
        return left

    def cue_balls(self) -> dict[str, str]:
        """Which cue ball each player plays, where players own one (C-1, C-5, 5P-4); empty
        where all share one cue ball. With three players the balls rotate (C-5), so only the
        ones the referee has named are known."""
        if not self.discipline.own_cue_balls:
            return {}
        balls: dict[str, str] = {}
        players = len(self.config.players)
        # The latest naming holds: read back from the last shot until every player has one
        # (a long game need not be walked from its start at every shot's end). A shot names
        # two: the ball its shooter struck, and, later than that, the one its ruling gives
        # the next player (a player who only broke is known by the break's ball).
        for record in reversed(self.records):
            dec = record.decision
            if dec.next and dec.next_ball and dec.next not in balls:
                balls[dec.next] = dec.next_ball
            if dec.shooter not in balls:
                balls[dec.shooter] = record.stroke.ball
            if len(balls) == players:
                break
        owned = self.discipline.player_balls
        who, ball = self.next_player, self.next_ball
        if who and ball:
            balls[who] = ball
            if len(self.config.players) == len(owned) and ball in owned:
                # Two players, two cue balls: the other player has the other one, whoever
                # broke (C-5: the breaker plays white; 5P-4: the first named plays white).
                other = next(p for p in self.config.players if p != who)
                balls[other] = next(b for b in owned if b != ball)
        return balls

    @property
    def ball_in_hand(self) -> str | None:
        return None if self._hand_placed else self._hand_ball()

    @property
    def placed_from_hand(self) -> str | None:
        """The ball in hand already put down this turn (it may be picked up again until the
        stroke); None when none was."""
        return self._hand_ball() if self._hand_placed else None

    def pick_up(self) -> str:
        """Take the ball put down from hand this turn back into the hand, before the stroke;
        it stays where it lay until it is placed again."""
        ball = self.placed_from_hand
        if ball is None:
            raise InputError("ball_in_hand", "no ball was placed from hand this turn")
        self._hand_placed = False
        return ball

    def _hand_ball(self) -> str | None:
        lagged = self._lag_opening()
        if lagged is not None:
            return lagged.ball_in_hand
        return ball_in_hand_after(self.last_decision, self.opening, self.pending_choice)

    @property
    def hand_area(self) -> Area | None:
        lagged = self._lag_opening()
        if lagged is not None:
            return lagged.hand_area
        return hand_area_after(self.last_decision, self.opening, self.pending_choice)

    @property
    def allowed_calls(self) -> tuple[str, ...]:
        """The calls the player about to shoot may declare, as ``apply`` will accept them.

        A referee that can say so for any player (seven pins) is asked for the actual
        shooter: before the first shot (a called carom on the 7F break) and after a 7F-10
        "replay", when the offender shoots instead of the player the last line was ruled for.
        """
        who = self.next_player
        if self.over or who is None:
            return ()
        calls: tuple[str, ...] = self.referee.allowed_calls(
            self._states[-1], self.config.players.index(who)
        )
        return tuple(calls)

    @property
    def choices(self) -> tuple[str, ...]:
        d = self.last_decision
        if d is None or self.pending_choice is not None:
            return ()
        return tuple(d.choices)

    @property
    def scores(self) -> dict[str, int]:
        d = self.last_decision
        if d is not None:
            return dict(d.scores)
        base = self.discipline.initial_score(self.config.options)
        return {p: base for p in self.config.players}

    @property
    def stats(self) -> dict[str, Any]:
        d = self.last_decision
        return {} if d is None else {k: dict(v) for k, v in d.stats.items()}

    # -- acting ---------------------------------------------------------------------------
    def choose(self, choice: str) -> None:
        """Record a choice the rules offered (7F-10 "play"/"replay", C-8 "respot", ...)."""
        if choice not in self.choices:
            raise InputError("choice", f"{choice!r} is not offered now")
        # Choices that move balls (C-8, 5P-14, 5P-15): the referee says where they go, and
        # the physics must start the next shot from there.
        balls: dict[str, Point] | None = self.referee.position_after_choice(
            self._states[-1], choice
        )
        if balls is not None:
            self.position = replace(self.position, balls=dict(sorted(balls.items())))
        self.pending_choice = choice
        self._striker = None

    def balls_after_choice(self, shot: int, choice: str) -> dict[str, Point]:
        """Where the balls lay before shot ``shot`` (0-based) once ``choice`` was made."""
        balls: dict[str, Point] | None = self.referee.position_after_choice(
            self._states[shot], choice
        )
        return dict(self.records[shot].start.balls) if balls is None else balls

    def place_ball(self, ball: str, at: Point) -> None:
        """Put the ball in hand down; it must lie in the legal area and touch nothing."""
        if ball != self.ball_in_hand:
            raise InputError("ball", f"{ball!r} is not in hand")
        area = self.hand_area
        if area is not None and not area.contains(at):
            raise InputError("position", "outside the area where the ball may be placed")
        self._check_free(ball, at)
        balls = dict(self.position.balls)
        balls[ball] = (float(at[0]), float(at[1]))
        self.position = replace(self.position, balls=balls)
        self._hand_placed = True

    def _check_free(self, ball: str, at: Point) -> None:
        problem = self.placement_problem(ball, at, self.discipline.hand_gap)
        if problem is not None:
            raise InputError("position", problem[1])

    def place_ball_anywhere(self) -> Point:
        """Put the ball in hand down where it lies if that is legal, else on the first free
        spot of a grid over its area (benches, tests and scripted games); returns the spot."""
        ball, area = self.ball_in_hand, self.hand_area
        if ball is None or area is None:
            raise InputError("ball_in_hand", "no ball is in hand")
        here = self.position.balls.get(ball)
        candidates = [here] if here is not None else []
        for fx in (0.5, 0.25, 0.75, 0.1, 0.9):
            for fy in (0.5, 0.25, 0.75, 0.1, 0.9):
                x = area.x_min + fx * (area.x_max - area.x_min)
                y = area.y_min + fy * (area.y_max - area.y_min)
                candidates.append((x, y))
        for at in candidates:
            try:
                self.place_ball(ball, at)
            except InputError:
                continue
            return at
        raise InputError("ball_in_hand", f"no free place for {ball} in its area")

    def placement_problem(
        self, ball: str, at: Point, clearance: float = 0.0
    ) -> tuple[str, str] | None:
        """Why ``ball`` cannot lie at ``at`` (ignoring the hand area): a code — "cloth",
        "ball" or "pin" — and the detail; None when it can. ``clearance`` asks for that much
        room from the other balls and the pins (the computer leaves no ball frozen)."""
        r = ball_radius(self.table)
        if not ball_fits(self.table.id, at, r, self.config.physics):  # jaws, cushions
            return "cloth", "off the cloth"
        for other, p in self.position.balls.items():
            if other != ball and math.hypot(p[0] - at[0], p[1] - at[1]) < 2 * r + clearance:
                return "ball", f"overlaps ball {other}"
        for pin, p in self.position.pins.items():
            pr = self.discipline.pin_kind(pin).radius
            if math.hypot(p[0] - at[0], p[1] - at[1]) < r + pr + clearance:
                return "pin", f"overlaps pin {pin}"
        return None

    def request_for(self, stroke: Stroke) -> dict[str, Any]:
        """A ``simulate`` request for this stroke from the current position (the stroke
        itself, not its JSON: the engine takes either)."""
        if self.ball_in_hand is not None:
            raise InputError("ball_in_hand", "place the ball in hand first")
        return self._request(self.position, stroke)

    def replay_request(self, index: int) -> dict[str, Any]:
        """The ``simulate`` request that played shot ``index``: its recorded start and
        stroke under the game's own physics set, so that a replay runs as the shot ran (the
        motion is not kept; it is simulated again, deterministically)."""
        record = self.records[index]
        return self._request(record.start, record.stroke)

    def _request(self, position: TablePosition, stroke: Stroke) -> dict[str, Any]:
        return {
            "table": self.config.table,
            "discipline": self.config.discipline,
            "physics": self.config.physics,
            "balls": {k: [v[0], v[1]] for k, v in sorted(position.balls.items())},
            "pins": {k: [v[0], v[1]] for k, v in sorted(position.pins.items())},
            "stroke": stroke,
        }

    def apply(self, stroke: Stroke, result: SimResult, where: str | None = None) -> Decision:
        """Judge the shot the engine just simulated and set the table up for the next one.
        The referee reads the engine's own events and final position (no JSON between)."""
        where = self._check_open(where)
        if self.lag_due:
            raise InputError("breaker", "the deciding game's break is lagged first (5P-4)")
        # Only a call the rules offer now is accepted (C-6: no second safety in a row); a
        # log read back keeps what was played, and the referee rules on it (apply_logged).
        if stroke.call is not None and stroke.call not in self.allowed_calls:
            raise InputError(f"{where}.stroke.call", f"{stroke.call!r} may not be called now")
        stroke = self._with_place(stroke)
        shot = simulated_shot(stroke, result, self.config, where, self.pending_choice)
        # The record keeps the log form of the shot: what a save writes.
        logged = {
            "events": [e.to_json() for e in result.events],
            "final": result.final(),
            "duration": result.duration,
        }
        return self._judge(stroke, shot, logged)

    def placed_at(self) -> Point | None:
        """Where the ball in hand was put down for the next stroke, where the discipline's
        log records it (P-25); else None."""
        if not self.discipline.records_place or not self._hand_placed:
            return None
        ball = ball_in_hand_after(self.last_decision, self.opening, self.pending_choice)
        return self.position.balls.get(ball) if ball is not None else None

    def _with_place(self, stroke: Stroke) -> Stroke:
        at = self.placed_at()
        return stroke if at is None or stroke.place else replace(stroke, place=at)

    def apply_logged(
        self, stroke: Stroke, result: Mapping[str, Any], where: str | None = None
    ) -> Decision:
        """Judge a stroke whose shot was read from a log (a save, a hand-written event log):
        ``result`` holds ``events`` and ``final`` as JSON, every field checked."""
        where = self._check_open(where)
        raw = {
            "events": result.get("events", []),
            "final": result.get("final"),
            "choice": self.pending_choice,
            "breaker": self.breaker,
        }
        shot = logged_shot(stroke, raw, where, self.config)
        return self._judge(stroke, shot, copy.deepcopy(dict(result)))

    def _check_open(self, where: str | None) -> str:
        if self.over:
            raise InputError(where or "shot", "the game is already over")
        return where or f"shots[{self.shots_played}]"

    def _judge(self, stroke: Stroke, shot: Shot, result: dict[str, Any]) -> Decision:
        if self.breaker is not None:
            shot = replace(shot, breaker=self.breaker)
        decision, state = self.referee.judge(self._states[-1], shot, self.shots_played + 1)
        after = self._position_after(result, decision)
        self.records.append(
            ShotRecord(
                start=self.position,
                stroke=stroke,
                # Only what a save and the referee need: a 60 Hz trajectory is ~70 KB a shot
                # and a replay simulates the stroke again (deterministic) instead.
                result={k: copy.deepcopy(result[k]) for k in RECORD_KEYS if k in result},
                decision=decision,
                after=after,
                choice=self.pending_choice,
                breaker=self.breaker,
            )
        )
        self._states.append(state)
        self.position = after
        self.pending_choice = None
        self.breaker = None
        self._hand_placed = False
        self._striker = None
        return decision

    def _position_after(self, result: Mapping[str, Any], decision: Decision) -> TablePosition:
        final = result.get("final") or {}
        gone = set(final.get("pocketed", [])) | set(final.get("off_table", []))
        balls = {
            k: (float(v[0]), float(v[1]))
            for k, v in (final.get("balls") or {}).items()
            if k not in gone
        }
        for ball, spot in decision.respot.items():
            balls[ball] = (float(spot[0]), float(spot[1]))
        standing_after = final.get("pins_standing")
        pins = dict(self.position.pins)
        if standing_after is not None:
            pins = {p: xy for p, xy in pins.items() if p in set(standing_after)}
        off = set(self.position.pins_off) | (set(self.position.pins) - set(pins))
        for pin, place in decision.pins.items():
            if place is None:
                pins.pop(pin, None)
                off.add(pin)
            else:
                pins[pin] = (float(place[0]), float(place[1]))
                off.discard(pin)
        return TablePosition(balls=balls, pins=pins, pins_off=tuple(sorted(off)))

    def take_back(self) -> None:
        """Undo the last shot exactly: position, scores, turn."""
        if not self.records:
            raise InputError("take_back", "no shot to take back")
        record = self.records.pop()
        self._states.pop()
        self.position = record.start
        self.pending_choice = record.choice
        self.breaker = record.breaker
        self._striker = None
        # The recorded start already holds the ball in hand where it was put down.
        self._hand_placed = False
        self._hand_placed = self.ball_in_hand is not None

    def to_log(self) -> dict[str, Any]:
        return {
            "discipline": self.config.discipline,
            "options": dict(self.config.options),
            "players": list(self.config.players),
            "first": self.config.first,
            "table": self.config.table,
            "physics": self.config.physics,
            "shots": [r.to_log() for r in self.records],
        }
