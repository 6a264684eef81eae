"""Referee for the carom disciplines: three-cushion, one-cushion, free game, balkline.

General rules C-1…C-13 with the discipline rules C1, C3, CF and CB. A pure function of
(state, shot) -> (decision, state); see ``docs/shot-log.md`` ("Carom and five pins") for
what a log may carry and what a decision says.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from game.errors import InputError
from game.layouts import CAROM_BREAK_OFFSET, carom_break
from game.rules.balk import Zones, anchor_squares, balk_spaces, corner_triangles
from game.rules.carom_shot import (
    CaromContacts,
    analyse,
    frozen_balls,
    frozen_cushions,
    objects_of,
)
from game.rules.carom_spots import spot_frozen, spot_jumped, spots
from game.rules.model import (
    Area,
    Decision,
    GameEnd,
    GameResult,
    MatchConfig,
    Message,
    Shot,
    Termination,
)
from game.rules.options import (
    BALKLINE_KEYS,
    TRIANGLE_KEYS,
    Options,
    OptionSchema,
    TargetRange,
    parse_options,
)
from game.rules.stats import PlayerStats, end_inning, score, start_inning, table_json
from game.tables import TABLES, Point, Table

CUE_BALLS = ("white", "yellow")

# Fouls a camera does not see, entered on the referee panel (seed, carom "fouls"): touching a
# ball, a push, a double hit, striking while balls move, no foot on the floor.
MANUAL_FOULS = ("touched", "push", "double_hit", "moving_balls", "foot")

# C1-2: what each fault costs in one-cushion; every foul code of a shot is a fault, and
# several in one shot add up (seed: "for each fault one point is written off").
ONE_CUSHION_FAULT_POINTS = 1

# Every message key this referee emits (params in docs/shot-log.md).
MESSAGE_KEYS = (
    "carom.point",
    "carom.miss",
    "carom.safety",
    "carom.deduction",
    "carom.restricted.first",
    "carom.restricted.not_counted",
    "carom.spotted",
    "carom.respotted_frozen",
    "carom.break_position",
    "carom.frozen_ball",
    "carom.target_reached",
    "carom.equalising_inning",
    "carom.game_won",
    "carom.game_drawn",
    "carom.match_won",
    "carom.foul.wrong_ball",
    "carom.foul.break_not_red",
    "carom.foul.frozen_ball_first",
    "carom.foul.safety_no_cushion",
    "carom.foul.double_safety",
    "carom.foul.off_table",
    "carom.foul.no_cushion",
    *(f"carom.foul.{m}" for m in MANUAL_FOULS),
)


@dataclass(frozen=True)
class CaromDetails:
    """What one carom shot did, beyond the decision's common fields."""

    game: int
    cushions: int  # cue-ball cushions before the second object ball (C1-1, C3-1)
    restricted: Mapping[str, int]  # caroms in a row per restricted zone (CB-2, CF-2)
    games: Mapping[str, int] | None = None  # games won so far in a match (CB-4)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"game": self.game, "cushions": self.cushions}
        if self.restricted:
            out["restricted"] = dict(self.restricted)
        if self.games is not None:
            out["games"] = dict(self.games)
        return out


@dataclass(frozen=True)
class CaromState:
    stats: tuple[PlayerStats, ...]
    order: tuple[int, ...]  # player indices in the rotation of this game, breaker first (C-5)
    turn: int  # position in ``order`` of the player to shoot
    round: int  # inning round, 1-based
    in_run: bool  # the next shot continues the shooter's inning
    ball: str  # the ball the next shot must strike (C-5)
    position: Mapping[str, Point]  # start of the next shot; balls missing when unknown
    from_break: bool  # the next shot is played from the break position (C-2, C-3, C-11)
    safety_last: tuple[bool, ...]  # per player: his last shot was a declared safety (C-6)
    zone_counts: tuple[tuple[str, int], ...] = ()  # restricted caroms in a row per zone
    reached: tuple[int, ...] = ()  # players at the target in this game (C-11)
    game: int = 1
    games_won: tuple[int, ...] = ()
    game_breaker: int = 0
    outcome: GameResult | None = None


def break_area(table: Table) -> Area:
    """C-2: the breaker's ball on the head string within 15 cm of the head spot."""
    hx, hy = table.head_spot
    return Area(hx - CAROM_BREAK_OFFSET, hx + CAROM_BREAK_OFFSET, hy, hy, name="head_string")


def _other_cue(ball: str) -> str:
    return "yellow" if ball == "white" else "white"


class CaromReferee:
    """The general carom rules (C-1…C-13). Each discipline is a subclass that states what
    differs: its options, the cushions a point needs, its faults and its restricted zones."""

    OPTIONS: ClassVar[OptionSchema]
    CUSHIONS_FOR_POINT: ClassVar[int] = 0
    SHORT_OF_CUSHIONS_IS_FOUL: ClassVar[bool] = False  # C1-1 (else C3-1: no point, no foul)
    OBJECT_BALLS_FROZEN_TO_CUSHIONS: ClassVar[bool] = False  # C3-4
    ANY_BALL_OFF_IS_FOUL: ClassVar[bool] = False  # C3-3 (else C-7: the cue ball only)
    FOUL_POINTS: ClassVar[int] = 0  # C1-2: points each foul costs

    def __init__(self, config: MatchConfig) -> None:
        if len(config.players) not in (2, 3):
            raise InputError("players", "carom is played by two or three players (C-5)")
        self.config = config
        self.table: Table = TABLES[config.table]
        if self.table.pockets:
            raise InputError("table", f"{config.discipline} is played on a carom table")
        self.options: Options = parse_options(config, self.OPTIONS)
        self.zones: Zones | None = self.restricted_zones(self.table, self.options)
        self.free = self.free_caroms(self.options)

    @classmethod
    def restricted_zones(cls, table: Table, options: Options) -> Zones | None:
        """The zones where caroms are limited (CF-2, CB-1…CB-3); None: play is unrestricted."""
        return None

    @classmethod
    def free_caroms(cls, options: Options) -> int:
        """Caroms that may be made in a row in one zone before a ball must be driven out."""
        return 0

    # -- game set-up -------------------------------------------------------------------
    def _new_game(self, breaker: int, game: int, games_won: tuple[int, ...]) -> CaromState:
        n = len(self.config.players)
        order = tuple((breaker + i) % n for i in range(n))
        return CaromState(
            stats=tuple(PlayerStats() for _ in range(n)),
            order=order,
            turn=0,
            round=1,
            in_run=False,
            ball="white",  # C-5: the breaker plays white
            position=carom_break("white", self.table),
            from_break=True,
            safety_last=(False,) * n,
            game=game,
            games_won=games_won,
            game_breaker=breaker,
        )

    def state_for_position(
        self, state: CaromState, balls: Mapping[str, Point], pins: Mapping[str, Point], ball: str
    ) -> CaromState:
        """``state`` as if this position had arisen in play, ``ball`` to be struck."""
        return replace(state, position=dict(balls), from_break=False, ball=ball)

    def caroms_left(
        self, state: CaromState, balls: Mapping[str, Point], ball: str
    ) -> tuple[Point, int] | None:
        """CB-2 / CF-2: where both object balls lie in one restricted zone, their midpoint
        and how many caroms may still be made there before one must be driven out."""
        if self.zones is None or state.outcome is not None:
            return None
        a, b = objects_of(ball)
        if a not in balls or b not in balls:
            return None
        pa, pb = balls[a], balls[b]
        common = self.zones.common(pa, pb)
        if not common:
            return None
        counts = dict(state.zone_counts)
        left = min(self.free - counts.get(z, 0) for z in common)
        return ((pa[0] + pb[0]) / 2.0, (pa[1] + pb[1]) / 2.0), max(left, 0)

    def start(self) -> CaromState:
        players = self.config.players
        return self._new_game(players.index(self.options.breaker), 1, (0,) * len(players))

    def outcome(self, state: CaromState) -> GameResult | None:
        return state.outcome

    def allowed_calls(self, state: CaromState, player: int) -> tuple[str, ...]:
        """C-6: a safety may be declared, but not twice in a row."""
        return () if state.safety_last[player] else ("safety",)

    # -- one shot ----------------------------------------------------------------------
    def _respot_frozen(self, state: CaromState, where: str) -> dict[str, Point]:
        """C-8: where the frozen balls go when the player asks for them to be spotted."""
        frozen_to = () if state.from_break else frozen_balls(state.position, state.ball)
        if not frozen_to:
            raise InputError(where, "'respot' only when the cue ball is frozen to a ball (C-8)")
        return spot_frozen(state.ball, frozen_to, dict(state.position), self.table)

    def position_after_choice(self, state: CaromState, choice: str) -> dict[str, Point]:
        """The balls as they must lie before the next shot once ``choice`` is made."""
        position = dict(state.position)
        if choice == "respot":
            position.update(self._respot_frozen(state, "choice"))
        elif choice != "play":
            raise InputError("choice", f"unknown choice {choice!r} in carom")
        return position

    def judge(self, state: CaromState, shot: Shot, number: int) -> tuple[Decision, CaromState]:
        where = f"shots[{number - 1}]"
        cfg = self.config
        players = cfg.players
        me = state.order[state.turn]
        shooter = players[me]
        stats = list(state.stats)
        if not state.in_run:
            stats[me] = start_inning(stats[me])
        messages: list[Message] = []
        position = dict(state.position)

        # C-8: the player chose to have the frozen balls spotted before this shot.
        frozen_to = () if state.from_break else frozen_balls(position, state.ball)
        if shot.choice == "respot":
            moved = self._respot_frozen(state, f"{where}.choice")
            position.update(moved)
            messages.append(Message("carom.respotted_frozen", {"balls": sorted(moved)}))
            frozen_to = ()
        elif shot.choice not in (None, "play"):
            raise InputError(f"{where}.choice", f"unknown choice {shot.choice!r} in carom")

        call = shot.call
        if call not in (None, "safety"):
            raise InputError(f"{where}.stroke.call", f"{call!r} is not a carom call")
        played = shot.ball
        if played == "red":
            raise InputError(f"{where}.stroke.ball", "red is never a cue ball")
        for e in shot.events:
            if e.type == "strike" and e.ball != played:
                raise InputError(
                    f"{where}.events", f"strike of {e.ball} but stroke.ball is {played}"
                )

        obj_frozen = None
        if self.OBJECT_BALLS_FROZEN_TO_CUSHIONS:  # C3-4
            obj_frozen = {b: frozen_cushions(position, b, self.table) for b in objects_of(played)}
        c = analyse(shot.events, played, frozen_cushions(position, played, self.table), obj_frozen)

        fouls = self._fouls(state, shot, c, me, frozen_to, where)
        safety = call == "safety"
        point = False
        cushion_short = False
        if c.carom and not fouls and not safety:
            if c.cushions >= self.CUSHIONS_FOR_POINT:
                point = True
            elif self.SHORT_OF_CUSHIONS_IS_FOUL:
                fouls.append("no_cushion")  # C1-1
            else:
                cushion_short = True  # C3-1: no point, no foul

        # Balls that left the table (C-7) and where they go.
        final = dict(shot.final.balls) if shot.final is not None else None
        lying = {b: p for b, p in (final or {}).items() if b not in c.off_table}
        respot: dict[str, Point] = {}
        all_jumped = len(c.off_table) == 3
        if c.off_table and not all_jumped:
            respot = spot_jumped(c.off_table, played, lying, self.table)
            names = {v: k for k, v in spots(self.table).items()}
            for b in sorted(respot):
                messages.append(Message("carom.spotted", {"ball": b, "spot": names[respot[b]]}))
        end_position = {**lying, **respot}

        zone_counts: tuple[tuple[str, int], ...] = ()
        if point and self.zones is not None:
            point, zone_counts = self._restricted(
                state, position, end_position, played, number, messages
            )

        deducted = 0
        if self.FOUL_POINTS:
            deducted = self.FOUL_POINTS * len(fouls)  # C1-2: each foul, never below 0
        before = stats[me].points
        stats[me] = score(stats[me], 1 if point else 0, deducted)
        points = stats[me].points - before

        for f in fouls:
            messages.append(Message(f"carom.foul.{f}", {"player": shooter}))
        if points < 0:
            messages.append(Message("carom.deduction", {"player": shooter, "points": -points}))
        if point:
            messages.append(
                Message("carom.point", {"player": shooter, "run": stats[me].current_run})
            )
        elif safety and not fouls:
            messages.append(Message("carom.safety", {"player": shooter}))
        elif not fouls:
            params: dict[str, Any] = {"player": shooter}
            if cushion_short:
                params["cushions"] = c.cushions
            messages.append(Message("carom.miss", params))

        safety_last = list(state.safety_last)
        safety_last[me] = safety
        at_target = stats[me].points >= self.options.target
        if at_target:
            messages.append(
                Message("carom.target_reached", {"player": shooter, "target": self.options.target})
            )

        new = replace(
            state,
            stats=tuple(stats),
            safety_last=tuple(safety_last),
            position=end_position if final is not None else dict(respot),
            from_break=False,
            zone_counts=zone_counts,
        )
        game_end: GameEnd | None = None
        if point and not at_target:
            new = replace(new, in_run=True)  # C-10: a point continues the run
            game_stats = new.stats
        else:
            game_stats = tuple(end_inning(s) if i == me else s for i, s in enumerate(new.stats))
            new, game_end = self._end_inning(new, me, at_target, all_jumped, messages)

        return self._decision(
            state, new, game_stats, game_end, number, me, points, fouls, respot, c, messages
        )

    def _fouls(
        self,
        state: CaromState,
        shot: Shot,
        c: CaromContacts,
        me: int,
        frozen_to: tuple[str, ...],
        where: str,
    ) -> list[str]:
        fouls: list[str] = []
        if shot.ball != state.ball:
            fouls.append("wrong_ball")  # C-1, C-5: each player his own cue ball
        if state.from_break and c.first_ball != "red":
            fouls.append("break_not_red")  # C-3
        if c.first_contact is not None and c.first_contact in [("ball", b) for b in frozen_to]:
            fouls.append("frozen_ball_first")  # C-8
        if shot.call == "safety":
            if state.safety_last[me]:
                fouls.append("double_safety")  # C-6
            if not c.safety_ok:
                fouls.append("safety_no_cushion")  # C-6, C3-4
        if self.ANY_BALL_OFF_IS_FOUL:
            if c.off_table:
                fouls.append("off_table")  # C3-3: any ball, even with a point
        elif c.cue in c.off_table:
            fouls.append("off_table")  # C-7: the cue ball leaving the table
        for i, m in enumerate(shot.manual_fouls):
            code = m.get("foul")
            if code not in MANUAL_FOULS:
                raise InputError(f"{where}.manual_fouls[{i}].foul", f"unknown carom foul {code!r}")
            if code not in fouls:
                fouls.append(str(code))
        return fouls

    def _restricted(
        self,
        state: CaromState,
        start: Mapping[str, Point],
        end: Mapping[str, Point],
        played: str,
        number: int,
        messages: list[Message],
    ) -> tuple[bool, tuple[tuple[str, int], ...]]:
        """CF-2, CB-2, CB-3: does a carom made from a restricted zone count?"""
        assert self.zones is not None
        a, b = objects_of(played)
        if a not in start or b not in start:
            # The previous shot left out ``final``: nothing shows the balls lying together,
            # so the carom is judged unrestricted (documented in docs/shot-log.md).
            return True, ()
        common = self.zones.common(start[a], start[b])
        if not common:
            return True, ()
        counts = dict(state.zone_counts)
        made = {z: counts.get(z, 0) + 1 for z in common}  # zones left behind restart (CB-2)
        must_leave = tuple(z for z in common if made[z] > self.free)
        if must_leave:
            if a not in end or b not in end:
                raise InputError(
                    f"shots[{number - 1}].final",
                    "a restricted carom needs the final positions of the object balls",
                )
            still = set(self.zones.common(end[a], end[b]))
            if any(z in still for z in must_leave):
                messages.append(
                    Message("carom.restricted.not_counted", {"zones": list(must_leave)})
                )
                return False, ()
        else:
            messages.append(Message("carom.restricted.first", {"zones": list(common)}))
        return True, tuple((z, made[z]) for z in common)

    def _end_inning(
        self,
        new: CaromState,
        me: int,
        at_target: bool,
        all_jumped: bool,
        messages: list[Message],
    ) -> tuple[CaromState, GameEnd | None]:
        players = self.config.players
        stats = list(new.stats)
        stats[me] = end_inning(stats[me])
        reached = (*new.reached, me) if at_target else new.reached
        ball = _other_cue(new.ball)  # C-5: the incoming player takes the other cue ball
        turn = new.turn + 1
        rnd = new.round
        new = replace(
            new, stats=tuple(stats), reached=reached, in_run=False, zone_counts=(), ball=ball
        )
        if turn == len(new.order):
            if reached:
                return self._game_over(new, messages)
            turn, rnd = 0, rnd + 1
        new = replace(new, turn=turn, round=rnd)
        if reached:
            # C-11: equalising innings are played from the break position.
            nxt = players[new.order[turn]]
            messages.append(Message("carom.equalising_inning", {"player": nxt}))
            return replace(new, position=carom_break(ball, self.table), from_break=True), None
        if all_jumped:
            messages.append(Message("carom.break_position", {}))  # C-7: all three jumped
            return replace(new, position=carom_break(ball, self.table), from_break=True), None
        return new, None

    def _game_over(self, new: CaromState, messages: list[Message]) -> tuple[CaromState, GameEnd]:
        players = self.config.players
        names = [players[i] for i in sorted(new.reached)]
        games_won = list(new.games_won)
        if len(names) == 1:
            games_won[players.index(names[0])] += 1
            end = GameEnd(GameResult.win(names[0], Termination.TARGET_REACHED))
            messages.append(Message("carom.game_won", {"player": names[0]}))
        else:
            # C-11: more than one at the target
            end = GameEnd(GameResult.draw(tuple(names), Termination.TARGET_REACHED))
            messages.append(Message("carom.game_drawn", {"players": names}))
        done = replace(new, games_won=tuple(games_won))
        if self.options.games == 1:
            return replace(done, outcome=end.outcome), end
        best = max(games_won)
        if best >= self.options.games:
            champion = players[games_won.index(best)]
            messages.append(Message("carom.match_won", {"player": champion}))
            return replace(done, outcome=GameResult.win(champion, Termination.GAMES_WON)), end
        # CB-4 matches: the break passes to the next player in the list for the next game.
        breaker = (new.game_breaker + 1) % len(players)
        return self._new_game(breaker, new.game + 1, tuple(games_won)), end

    # -- the decision ------------------------------------------------------------------
    def _decision(
        self,
        old: CaromState,
        new: CaromState,
        game_stats: tuple[PlayerStats, ...],
        game_end: GameEnd | None,
        number: int,
        me: int,
        points: int,
        fouls: list[str],
        respot: dict[str, Point],
        c: CaromContacts,
        messages: list[Message],
    ) -> tuple[Decision, CaromState]:
        players = self.config.players
        nxt: str | None = None
        ball_in_hand = None
        hand_area = None
        next_ball = None
        allowed: tuple[str, ...] = ()
        choices: tuple[str, ...] = ()
        if new.outcome is None:
            nidx = new.order[new.turn]
            nxt = players[nidx]
            next_ball = new.ball
            allowed = self.allowed_calls(new, nidx)  # C-6
            if new.from_break:
                # C-2: the striker places his own ball on the head string himself.
                respot = {b: p for b, p in new.position.items() if b != new.ball}
                ball_in_hand = new.ball
                hand_area = break_area(self.table)
            else:
                touching = frozen_balls(new.position, new.ball)
                if touching:
                    choices = ("play", "respot")  # C-8
                    messages.append(
                        Message("carom.frozen_ball", {"ball": new.ball, "to": list(touching)})
                    )
        details = CaromDetails(
            game=old.game,
            cushions=c.cushions,
            restricted=dict(new.zone_counts),
            games=(
                dict(zip(players, new.games_won, strict=True)) if self.options.games > 1 else None
            ),
        )
        decision = Decision(
            shot=number,
            shooter=players[me],
            points=points,
            fouls=tuple(fouls),
            scores={p: s.points for p, s in zip(players, game_stats, strict=True)},
            next=nxt,
            outcome=new.outcome,
            messages=tuple(messages),
            respot=respot,
            ball_in_hand=ball_in_hand,
            hand_area=hand_area,
            next_ball=next_ball,
            allowed_calls=allowed,
            choices=choices,
            stats=table_json(players, game_stats),
            inning=game_stats[me].innings,
            game_end=game_end,
            details=details,
        )
        return decision, new


class ThreeCushionReferee(CaromReferee):
    OPTIONS = OptionSchema(TargetRange(30, 1, 300))  # C-5: 30–60
    CUSHIONS_FOR_POINT = 3  # C3-1
    OBJECT_BALLS_FROZEN_TO_CUSHIONS = True  # C3-4
    ANY_BALL_OFF_IS_FOUL = True  # C3-3


class OneCushionReferee(CaromReferee):
    OPTIONS = OptionSchema(TargetRange(30, 1, 300))  # C-5: 30–60
    CUSHIONS_FOR_POINT = 1  # C1-1
    SHORT_OF_CUSHIONS_IS_FOUL = True
    FOUL_POINTS = ONE_CUSHION_FAULT_POINTS  # C1-2


class FreeGameReferee(CaromReferee):
    OPTIONS = OptionSchema(TargetRange(400, 1, 2000), extra=TRIANGLE_KEYS)  # CF-1: 400–500

    @classmethod
    def restricted_zones(cls, table: Table, options: Options) -> Zones | None:
        return Zones(corner_triangles(table, *options.triangle_size))  # CF-2

    @classmethod
    def free_caroms(cls, options: Options) -> int:
        return 1 if options.triangle_caroms == 2 else 0


class BalklineReferee(CaromReferee):
    """CB-1…CB-4: balk spaces and anchor squares; ``FREE`` caroms in a row in one space."""

    # CB-4: 15 points, best of five (first to three); tournaments 200–300.
    OPTIONS = OptionSchema(TargetRange(15, 1, 1000), games=3, extra=BALKLINE_KEYS)
    LINES: ClassVar[str]  # "47" or "71"
    FREE: ClassVar[int]

    @classmethod
    def restricted_zones(cls, table: Table, options: Options) -> Zones | None:
        if cls.LINES == "71":
            # 71/2 has no centre space: its two central rectangles are always restricted.
            return Zones(balk_spaces(table, "71") + anchor_squares(table, "71"))
        spaces = balk_spaces(table, "47", options.centre_space_restricted)
        return Zones(spaces + anchor_squares(table, "47"))

    @classmethod
    def free_caroms(cls, options: Options) -> int:
        return cls.FREE


class Balkline47_1Referee(BalklineReferee):
    LINES = "47"
    FREE = 0


class Balkline47_2Referee(BalklineReferee):
    LINES = "47"
    FREE = 1


class Balkline71_2Referee(BalklineReferee):
    LINES = "71"
    FREE = 1
