"""Referee for five pins (rules 5P-1…5P-16): one stroke per turn, points for pins and caroms
made through the opponent's ball, every foul's points to the opponent.

A pure function of (state, shot) -> (decision, state). The log's extensions (``choice``
``"spot_offender"`` and ``"respot"``, ``manual_fouls``) and the decision's fields are
described in ``docs/shot-log.md`` ("Carom and five pins").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from game.errors import InputError
from game.layouts import CAROM_BALL_R, FIVE_PIN, five_pins, five_pins_break
from game.rules.carom_shot import frozen_balls, frozen_cushions
from game.rules.five_pins_shot import FivePinsContacts, analyse, pin_values
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
from game.rules.options import FIVE_PINS_KEYS, Options, OptionSchema, TargetRange, parse_options
from game.rules.stats import PlayerStats, end_inning, foul, receive, score, start_inning, table_json
from game.tables import FIVE_PINS, TABLES, Point, Table, five_pins_marks

BALLS = ("white", "yellow")  # 5P-4: the first player named white, the second yellow
BASE_PENALTY = 2  # 5P-11
RED_FIRST_EXTRA = 2  # 5P-11: "a further 2 (4 in all)"

# 5P-12 fouls a camera does not see, entered on the referee panel: 2 and ball in hand.
MANUAL_FOULS = (
    "moving_balls",
    "double_hit",
    "touched",
    "jump_over",
    "push",
    "foot",
)

MESSAGE_KEYS = (
    "five_pins.points",
    "five_pins.no_points",
    "five_pins.penalty",
    "five_pins.ball_in_hand",
    "five_pins.spotted",
    "five_pins.pins_off",
    "five_pins.frozen",
    "five_pins.respotted_break",
    "five_pins.offender_spotted",
    "five_pins.target_capped",
    "five_pins.game_won",
    "five_pins.match_won",
    "five_pins.foul.miss",
    "five_pins.foul.red_first",
    "five_pins.foul.pins_first",
    "five_pins.foul.pins_by_cue",
    "five_pins.foul.pins_no_cushion",
    "five_pins.foul.wrong_ball",
    "five_pins.foul.off_table",
    "five_pins.foul.miscue",
    "five_pins.foul.frozen_ball_first",
    "five_pins.foul.frozen_cushion_first",
    *(f"five_pins.foul.{m}" for m in MANUAL_FOULS),
)


@dataclass(frozen=True)
class FivePinsState:
    stats: tuple[PlayerStats, PlayerStats]
    shooter: int  # index of the player to stroke next
    position: Mapping[str, Point]  # start of the next stroke; balls missing when unknown
    standing: tuple[str, ...]  # pins on their spots for the next stroke (5P-13)
    game: int = 1
    games_won: tuple[int, int] = (0, 0)
    game_breaker: int = 0
    # 5P-14: after a foul with ball in hand, the offender's ball may be spotted on request.
    spot_offer: tuple[str, Point] | None = None
    outcome: GameResult | None = None
    # 5P-4: the deciding game's break is lagged; the next shot names the lag's winner.
    lag_due: bool = False


@dataclass(frozen=True)
class SpotOffer:
    """5P-14: the offender's ball may be spotted on request; the ball in hand then goes in
    the other half."""

    ball: str
    spot: Point
    hand_area: Area

    def to_json(self) -> dict[str, Any]:
        return {"ball": self.ball, "spot": list(self.spot), "hand_area": self.hand_area.to_json()}


@dataclass(frozen=True)
class FivePinsDetails:
    """What one five-pins shot did, beyond the decision's common fields."""

    game: int
    pins_down: tuple[str, ...]
    carom: int  # its points: 4, 3 or 0 (5P-8)
    to_opponent: int  # points given to the opponent by a foul (5P-10…5P-12)
    games: Mapping[str, int] | None = None
    spot_offender: SpotOffer | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": self.game,
            "pins_down": list(self.pins_down),
            "carom": self.carom,
            "to_opponent": self.to_opponent,
        }
        if self.games is not None:
            out["games"] = dict(self.games)
        if self.spot_offender is not None:
            out["spot_offender"] = self.spot_offender.to_json()
        return out


def half_area(table: Table, top: bool) -> Area:
    """5P-6, 5P-14: a half of the table, the ball wholly inside it (not over the centre line)."""
    r = CAROM_BALL_R
    x0, x1 = -table.half_width + r, table.half_width - r
    if top:
        return Area(x0, x1, r, table.half_length - r, name="top_half")
    return Area(x0, x1, -table.half_length + r, -r, name="bottom_half")


def covered_pins(lying: Mapping[str, Point]) -> tuple[str, ...]:
    """5P-13: pins whose spot a ball covers are taken off until it is free."""
    reach = CAROM_BALL_R + FIVE_PIN.radius
    spots = five_pins()
    return tuple(
        pin
        for pin in FIVE_PINS
        if any(
            (p[0] - spots[pin][0]) ** 2 + (p[1] - spots[pin][1]) ** 2 < reach * reach
            for p in lying.values()
        )
    )


def _free(spot: Point, lying: Mapping[str, Point]) -> bool:
    limit = 2 * CAROM_BALL_R
    return all(
        (p[0] - spot[0]) ** 2 + (p[1] - spot[1]) ** 2 >= limit * limit for p in lying.values()
    )


class FivePinsReferee:
    OPTIONS = OptionSchema(TargetRange(60, 1, 1000), games=1, extra=FIVE_PINS_KEYS)  # 5P-2

    def __init__(self, config: MatchConfig) -> None:
        if len(config.players) != 2:
            raise InputError("players", "five pins is played by two players")
        self.config = config
        self.table: Table = TABLES[config.table]
        if self.table.pockets:
            raise InputError("table", "five pins is played on a carom table")
        self.options: Options = parse_options(config, self.OPTIONS)
        self.marks = five_pins_marks(self.table)

    def _new_game(self, breaker: int, game: int, games_won: tuple[int, int]) -> FivePinsState:
        return FivePinsState(
            stats=(PlayerStats(), PlayerStats()),
            shooter=breaker,
            position=five_pins_break(BALLS[breaker], self.table),
            standing=FIVE_PINS,
            game=game,
            games_won=games_won,
            game_breaker=breaker,
        )

    def caroms_left(self, state: Any, balls: Mapping[str, Point], ball: str) -> None:
        return None  # no restricted zones

    def state_for_position(
        self, state: FivePinsState, balls: Mapping[str, Point], pins: Mapping[str, Point], ball: str
    ) -> FivePinsState:
        """``state`` as if this position had arisen in play, ``ball`` to be struck (5P-4: white
        is the first player's)."""
        return replace(
            state,
            position=dict(balls),
            standing=tuple(p for p in FIVE_PINS if p in pins),
            shooter=BALLS.index(ball) if ball in BALLS else 0,
        )

    def start(self) -> FivePinsState:
        return self._new_game(self.config.players.index(self.options.breaker), 1, (0, 0))

    def outcome(self, state: FivePinsState) -> GameResult | None:
        return state.outcome

    def allowed_calls(self, state: FivePinsState, player: int) -> tuple[str, ...]:
        return ()  # five pins has no declared calls

    # -- one stroke --------------------------------------------------------------------
    def after_lag(self, state: FivePinsState, breaker: str) -> FivePinsState:
        """5P-4: the deciding game set up for the lag's winner to break."""
        if not state.lag_due:
            raise InputError("breaker", "no lag is due: only the deciding game is lagged (5P-4)")
        index = self.config.players.index(breaker)
        return self._new_game(index, state.game, state.games_won)

    def judge(
        self, state: FivePinsState, shot: Shot, number: int
    ) -> tuple[Decision, FivePinsState]:
        where = f"shots[{number - 1}]"
        if shot.breaker is not None:
            if not state.lag_due:
                raise InputError(
                    f"{where}.breaker", "only the first shot of a lagged game names its breaker"
                )
            state = self.after_lag(state, shot.breaker)
        elif state.lag_due:
            # A log written before the deciding game was lagged (5P-4): breaks alternate.
            state = replace(state, lag_due=False)
        players = self.config.players
        me = state.shooter
        you = 1 - me
        mine, theirs = BALLS[me], BALLS[you]
        messages: list[Message] = []
        position = dict(state.position)
        safety_only = False

        if shot.choice in ("spot_offender", "respot"):
            position = self.position_after_choice(state, shot.choice, f"{where}.choice")
        elif shot.choice not in (None, "play"):
            raise InputError(f"{where}.choice", f"unknown choice {shot.choice!r} in five pins")
        if shot.choice == "spot_offender":
            assert state.spot_offer is not None
            messages.append(Message("five_pins.offender_spotted", {"ball": state.spot_offer[0]}))
        elif shot.choice == "respot":
            # 5P-15: set as at the break; the stroke may only be a safety.
            safety_only = True
            messages.append(Message("five_pins.respotted_break", {}))
        if shot.call not in (None, "safety"):
            raise InputError(f"{where}.stroke.call", f"{shot.call!r} is not a five-pins call")
        played = shot.ball
        for e in shot.events:
            if e.type == "strike" and e.ball != played:
                raise InputError(
                    f"{where}.events", f"strike of {e.ball} but stroke.ball is {played}"
                )

        other = BALLS[0] if played == BALLS[1] else BALLS[1]
        c = analyse(shot.events, played, other, state.standing)
        fouls, base, in_hand = self._fouls(shot, c, played, mine, theirs, position, where)
        values = pin_values(c.pins_down, self.options.red_pin_alone)
        pins_total = sum(values.values())

        gained = 0
        given = 0
        if base or "pins_by_cue" in fouls:
            # 5P-10/11: everything of the stroke goes to the opponent.
            given = base + pins_total + c.carom
        else:
            lost_pins: tuple[str, ...] = ()
            if self.options.pins_need_cushion and c.before_cushion:
                lost_pins = c.before_cushion  # 5P-7a
                fouls.append("pins_no_cushion")
            given = sum(values[p] for p in lost_pins)
            gained = pins_total - given + c.carom
            if safety_only:
                gained = 0

        stats = list(state.stats)
        stats[me] = start_inning(stats[me])
        target = self.options.target
        made = gained
        gained = min(gained, target - stats[me].points)  # 5P-2: capped at the target
        given_capped = min(given, target - stats[you].points)
        if gained < made or given_capped < given:
            messages.append(Message("five_pins.target_capped", {"target": target}))
        stats[me] = end_inning(score(stats[me], gained))
        if given:
            stats[you] = receive(stats[you], given_capped)
            stats[me] = foul(stats[me], given_capped)

        for f in fouls:
            messages.append(Message(f"five_pins.foul.{f}", {"player": players[me]}))
        if given:
            messages.append(
                Message("five_pins.penalty", {"player": players[you], "points": given_capped})
            )
        if gained:
            messages.append(
                Message(
                    "five_pins.points",
                    {
                        "player": players[me],
                        "points": gained,
                        "pins": list(c.pins_down),
                        "carom": c.carom,
                    },
                )
            )
        elif not fouls:
            messages.append(Message("five_pins.no_points", {"player": players[me]}))

        return self._after(
            state, shot, number, c, fouls, in_hand, stats, gained, given_capped, messages
        )

    def _fouls(
        self,
        shot: Shot,
        c: FivePinsContacts,
        played: str,
        mine: str,
        theirs: str,
        position: Mapping[str, Point],
        where: str,
    ) -> tuple[list[str], int, bool]:
        """Foul codes, the penalty beyond pins and carom, and whether ball in hand follows."""
        fouls: list[str] = []
        base = 0
        if played != mine:
            fouls.append("wrong_ball")  # 5P-10
            base += BASE_PENALTY
        elif c.first == "red":
            fouls.append("red_first")  # 5P-10, 5P-11: 2 + 2
            base += BASE_PENALTY + RED_FIRST_EXTRA
        elif c.first == "pin":
            # 5P-12 "pins first and then the opponent's ball"; a cue ball that fells a pin and
            # never reaches the opponent's ball missed it (5P-10, the seed's code): 2 either way.
            fouls.append("pins_first" if c.met_opponent else "miss")
            base += BASE_PENALTY
        elif c.first is None:
            fouls.append("miss")  # 5P-10
            base += BASE_PENALTY
        else:
            if theirs in frozen_balls(position, mine) and c.first_cushion is None:
                fouls.append("frozen_ball_first")  # 5P-12, 5P-15
                base += BASE_PENALTY
            if c.by_cue:
                fouls.append("pins_by_cue")  # 5P-10/11: no base penalty, no ball in hand
        if c.first_cushion is not None and c.first_cushion in frozen_cushions(
            position, played, self.table
        ):
            fouls.append("frozen_cushion_first")  # 5P-12, 5P-15
            base += BASE_PENALTY
        if c.off_table:
            fouls.append("off_table")  # 5P-12: 2 once, however many leave
            base += BASE_PENALTY
        if c.miscue:
            fouls.append("miscue")  # 5P-12
            base += BASE_PENALTY
        for i, m in enumerate(shot.manual_fouls):
            kind = m.get("foul")
            if kind not in MANUAL_FOULS:
                raise InputError(
                    f"{where}.manual_fouls[{i}].foul", f"unknown five-pins foul {kind!r}"
                )
            fouls.append(str(kind))
            base += BASE_PENALTY
        return fouls, base, base > 0

    # -- the table for the next stroke -------------------------------------------------
    def _after(
        self,
        state: FivePinsState,
        shot: Shot,
        number: int,
        c: FivePinsContacts,
        fouls: list[str],
        in_hand: bool,
        stats: list[PlayerStats],
        gained: int,
        given: int,
        messages: list[Message],
    ) -> tuple[Decision, FivePinsState]:
        players = self.config.players
        me, you = state.shooter, 1 - state.shooter
        mine, theirs = BALLS[me], BALLS[you]
        final = dict(shot.final.balls) if shot.final is not None else None
        lying = {b: p for b, p in (final or {}).items() if b not in c.off_table}
        respot: dict[str, Point] = {}
        top, bottom, red_mark = self.marks["top"], self.marks["bottom"], self.marks["red"]
        if mine in c.off_table:
            # 5P-16: to the short-cushion mark opposite the opponent's ball.
            other = lying.get(theirs)
            respot[mine] = bottom if other is not None and other[1] > 0 else top
        if "red" in c.off_table:
            # 5P-16: its mark; if covered, the mark of the covering ball (the top mark, then
            # the bottom mark).
            for spot in (red_mark, top, bottom):
                if _free(spot, {**lying, **respot}):
                    respot["red"] = spot
                    break
        in_hand = in_hand or theirs in c.off_table
        names = {top: "top", bottom: "bottom", red_mark: "red"}
        for b in sorted(respot):
            messages.append(Message("five_pins.spotted", {"ball": b, "mark": names[respot[b]]}))
        position = {**lying, **respot}

        target = self.options.target
        winner: str | None = None
        game_end: GameEnd | None = None
        new: FivePinsState
        reached = [i for i in (me, you) if stats[i].points >= target]
        if reached:
            w = reached[0]
            games_won = list(state.games_won)
            games_won[w] += 1
            game_end = GameEnd(GameResult.win(players[w], Termination.TARGET_REACHED))
            messages.append(Message("five_pins.game_won", {"player": players[w]}))
            if games_won[w] >= self.options.games:
                winner = players[w]
                why = Termination.TARGET_REACHED  # a one-game match ends as its game did
                if self.options.games > 1:
                    why = Termination.GAMES_WON
                    messages.append(Message("five_pins.match_won", {"player": winner}))
                new = replace(
                    state, stats=(stats[0], stats[1]), outcome=GameResult.win(winner, why)
                )
            else:
                # 5P-4: breaks alternate between games, but the deciding game (games level,
                # one left) is lagged again; until then the alternate breaker is assumed.
                new = self._new_game(
                    1 - state.game_breaker, state.game + 1, (games_won[0], games_won[1])
                )
                deciding = games_won[0] == games_won[1] == self.options.games - 1
                new = replace(new, lag_due=deciding)
            new = replace(new, games_won=(games_won[0], games_won[1]))
        else:
            # The ball in hand is lifted, so only the other balls can cover a pin's spot.
            cover = {b: p for b, p in position.items() if not (in_hand and b == theirs)}
            standing = tuple(p for p in FIVE_PINS if p not in covered_pins(cover))
            new = FivePinsState(
                stats=(stats[0], stats[1]),
                shooter=you,  # 5P-3: one stroke per turn
                position=position,
                standing=standing,
                game=state.game,
                games_won=state.games_won,
                game_breaker=state.game_breaker,
            )

        ball_in_hand = None
        hand_area = None
        choices: tuple[str, ...] = ()
        pins: dict[str, Point | None] = {}
        offer: SpotOffer | None = None
        hand_area_if: dict[str, Area] = {}
        spot_pins = five_pins(self.table)
        if winner is None and game_end is not None and new.lag_due:
            # 5P-4: the deciding game's breaker is lagged for: nobody to play yet.
            pins = dict(spot_pins)
        elif winner is None and game_end is not None:
            # A new game: break position (5P-6), the breaker's ball in hand in the bottom half.
            respot = dict(new.position)
            ball_in_hand = BALLS[new.shooter]
            respot.pop(ball_in_hand, None)
            hand_area = half_area(self.table, top=False)
            pins = dict(spot_pins)
        elif winner is None:
            pins = {p: (spot_pins[p] if p in new.standing else None) for p in FIVE_PINS}
            off = [p for p in FIVE_PINS if p not in new.standing]
            if off:
                messages.append(Message("five_pins.pins_off", {"pins": off}))
            if in_hand:
                new, ball_in_hand, hand_area = self._ball_in_hand(new, mine, theirs, messages)
                # 5P-14 "may instead ask": playing on is a choice too, offered as accepted.
                choices = ("play", "spot_offender")
                offer = self._spot_offer(new)
                hand_area_if["spot_offender"] = offer.hand_area
            elif frozen_balls(new.position, theirs) or frozen_cushions(
                new.position, theirs, self.table
            ):
                choices = ("play", "respot")  # 5P-15
                messages.append(Message("five_pins.frozen", {"ball": theirs}))
        decision = Decision(
            shot=number,
            shooter=players[me],
            points=gained,
            fouls=tuple(fouls),
            scores={p: s.points for p, s in zip(players, stats, strict=True)},
            next=None if winner is not None or new.lag_due else players[new.shooter],
            outcome=new.outcome,
            messages=tuple(messages),
            respot=respot,
            pins=pins,
            ball_in_hand=ball_in_hand,
            hand_area=hand_area,
            next_ball=None if winner is not None or new.lag_due else BALLS[new.shooter],
            allowed_calls=(),
            choices=choices,
            hand_area_if=hand_area_if,
            stats=table_json(players, tuple(stats), five_pins=True),
            inning=stats[me].innings,
            game_end=game_end,
            lag=new.lag_due,
            details=FivePinsDetails(
                game=state.game,
                pins_down=tuple(c.pins_down),
                carom=c.carom,
                to_opponent=given,
                games=(
                    dict(zip(players, new.games_won, strict=True))
                    if self.options.games > 1
                    else None
                ),
                spot_offender=offer,
            ),
        )
        return decision, new

    def _ball_in_hand(
        self, new: FivePinsState, offender_ball: str, ball: str, messages: list[Message]
    ) -> tuple[FivePinsState, str, Area]:
        """5P-14: in the half opposite the offender's ball; on the centre line: bottom half."""
        off_pos = new.position.get(offender_ball)
        top = off_pos is not None and off_pos[1] < -1e-9
        area = half_area(self.table, top=top)
        messages.append(Message("five_pins.ball_in_hand", {"ball": ball, "area": area.name}))
        # The request: the offender's ball on the top mark, or the bottom mark if the red
        # covers the top mark (then the player's ball goes in the top half).
        others = {b: p for b, p in new.position.items() if b not in (offender_ball, ball)}
        spot = self.marks["top"] if _free(self.marks["top"], others) else self.marks["bottom"]
        position = {b: p for b, p in new.position.items() if b != ball}
        return replace(new, position=position, spot_offer=(offender_ball, spot)), ball, area

    def position_after_choice(
        self, state: FivePinsState, choice: str, where: str = "choice"
    ) -> dict[str, Point]:
        """The balls as they must lie before the next shot once ``choice`` is made."""
        position = dict(state.position)
        mine = BALLS[state.shooter]
        if choice == "spot_offender":
            if state.spot_offer is None:
                raise InputError(where, "no ball in hand to ask for (5P-14)")
            ball, spot = state.spot_offer
            position[ball] = spot
        elif choice == "respot":
            if not (frozen_balls(position, mine) or frozen_cushions(position, mine, self.table)):
                raise InputError(where, "'respot' only for a frozen ball (5P-15)")
            position = dict(five_pins_break(mine, self.table))
        elif choice != "play":
            raise InputError(where, f"unknown choice {choice!r} in five pins")
        return position

    def _spot_offer(self, new: FivePinsState) -> SpotOffer:
        assert new.spot_offer is not None
        ball, spot = new.spot_offer
        return SpotOffer(ball, spot, half_area(self.table, top=spot[1] < 0))
