"""The seven-pins referee: rules 7C (classic) and 7F (federation) of ``rules.md``.

``make_referee(config)`` is the factory ``game.rules.judge`` dispatches to. The referee is
pure: ``judge(state, shot, number)`` returns a frozen ``Decision`` and the next frozen
``SevenPinsState`` and never changes its arguments. Event reading lives in
``seven_pins_shot``, pin values in ``seven_pins_values``, ball and pin re-setting in
``respot``, the roll-out geometry in ``seven_pins_smear``. Message keys and the shot-log
extensions (``choice``, ``manual_fouls``) are documented in ``docs/shot-log.md``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any, ClassVar

from game.errors import InputError
from game.layouts import seven_pins_balls
from game.rules import respot
from game.rules.model import Decision, GameResult, MatchConfig, Message, Shot, Termination
from game.rules.seven_pins_shot import BY_CUE, CUE, DIRECT, OBJECT_BALLS, ShotFacts, analyse
from game.rules.seven_pins_smear import smeared
from game.rules.seven_pins_values import CAROM_VALUE, POCKET_VALUE, PinsValue, pins_value
from game.tables import SEVEN_PINS, TABLE_BALLS, TABLES, Point, Table

DEFAULT_START_TOTAL = 300
FOUL_POINTS = 5  # 7C-18..7C-20, 7C-23 (object ball), 7C-24, 7F-6, 7F-9, 7F-13
CHOICES = ("play", "replay")  # 7F-10
MANUAL_FOULS = ("pins_touched", "ball_touched")  # 7C-23
FIVE_CAROMS = 5  # 7C-16

# Every message key the referee emits; docs/shot-log.md lists their parameters.
MESSAGE_KEYS: tuple[str, ...] = (
    "7p.pins",
    "7p.carom",
    "7p.pocketed",
    "7p.safety",
    "7p.scored",
    "7p.penalty",
    "7p.all_seven_foul",
    "7p.foul.miss",
    "7p.foul.wrong_ball",
    "7p.foul.cue_pocketed",
    "7p.foul.off_table",
    "7p.foul.pins_by_cue",
    "7p.foul.pins_direct",
    "7p.foul.called_carom_missed",
    "7p.foul.rollout",
    "7p.foul.pins_touched",
    "7p.foul.ball_touched",
    "7p.carom_streak",
    "7p.win",
    "7p.turn.continue",
    "7p.turn.pass",
    "7p.choice",
    "7p.replay",
    "7p.ball_in_hand",
    "7p.respot",
    "7p.pin.midway",
    "7p.pin.off",
    "7p.rollout_allowed",
)


@dataclass(frozen=True)
class SevenPinsOptions:
    start_total: int = DEFAULT_START_TOTAL  # 7C-4
    called_carom: bool = False  # 7F-9


POCKET_THROAT_REACH = 0.1  # m past the cushion line where a ball can rest in a pocket throat


def parse_options(config: MatchConfig, federation: bool) -> SevenPinsOptions:
    """Check the log's options; anything unknown or out of range is an InputError."""
    for key in sorted(config.options, key=str):
        if key not in ("start_total", "called_carom"):
            raise InputError(f"options.{key}", f"not an option of {config.discipline}")
    if not federation and config.options.get("called_carom", False) is not False:
        # Classic rules have no called carom; an explicit "off" is harmless.
        raise InputError("options.called_carom", "only under the federation rules (7F-9)")
    start = config.options.get("start_total", DEFAULT_START_TOTAL)
    if isinstance(start, bool) or not isinstance(start, int) or start <= 0 or start % 5:
        raise InputError("options.start_total", "must be a positive multiple of 5 (7C-4)")
    called = config.options.get("called_carom", False)
    if not isinstance(called, bool):
        raise InputError("options.called_carom", "must be true or false (7F-9)")
    return SevenPinsOptions(start_total=start, called_carom=called)


@dataclass(frozen=True)
class SevenPinsDetails:
    """What one shot did in seven pins, beyond the decision's common fields."""

    pins_down: tuple[str, ...]
    pins_value: int  # 7C-6…7C-9 / 7F-5…7F-8
    combo: str
    caroms: int  # 0 or 1 (7C-15)
    pocketed: tuple[str, ...]
    shot_value: int
    penalty: int
    inning_points: int  # written off so far in this inning (7C-21)
    carom_streak: int  # carom-only shots in a row (7C-16)
    smeared: bool  # 7C-24
    pins_off: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        for key in ("pins_down", "pocketed", "pins_off"):
            out[key] = list(out[key])
        return out


@dataclass(frozen=True)
class SevenPinsState:
    """Everything the referee remembers between shots."""

    totals: tuple[int, ...]  # what each player has left to write off, in player order
    turn: int  # the player due to shoot (before any 7F-10 choice)
    inning: int = 1
    inning_points: int = 0  # written off so far in the current inning (7C-21)
    carom_streak: int = 0  # consecutive carom-only shots in this inning (7C-16)
    pins: tuple[tuple[str, Point | None], ...] = ()  # every pin's place; None = left off
    balls: tuple[tuple[str, Point], ...] = ()  # balls on the cloth whose place is known
    cue_in_hand: bool = True  # 7C-3: the break is from the house
    smeared: bool = False  # 7C-24 position test for the next shot
    offender: int | None = None  # 7F-10: a choice is open; the offender's index
    outcome: GameResult | None = None
    shots: int = 0

    @property
    def pin_places(self) -> dict[str, Point | None]:
        return dict(self.pins)

    @property
    def pins_standing(self) -> tuple[str, ...]:
        return tuple(p for p, place in self.pins if place is not None)

    @property
    def pins_off(self) -> tuple[str, ...]:
        return tuple(p for p, place in self.pins if place is None)

    @property
    def ball_places(self) -> dict[str, Point]:
        """The last known position: balls on the cloth whose place the referee knows."""
        return dict(self.balls)

    @property
    def balls_in_play(self) -> tuple[str, ...]:
        """Balls on the cloth (all three, except the cue ball while it is in hand)."""
        return tuple(b for b in (CUE, *OBJECT_BALLS) if not (b == CUE and self.cue_in_hand))


@dataclass(frozen=True)
class ManualFoul:
    """A referee-panel entry (7C-23): pins touched by body/cue, or an object ball touched."""

    foul: str
    pins: tuple[str, ...] = ()
    ball: str | None = None


def parse_manual_fouls(
    raw: Sequence[Mapping[str, Any]], where: str, standing: tuple[str, ...]
) -> tuple[ManualFoul, ...]:
    out: list[ManualFoul] = []
    seen: set[str] = set()
    for i, entry in enumerate(raw):
        at = f"{where}[{i}]"
        kind = entry.get("foul")
        if kind is None:
            raise InputError(f"{at}.foul", "missing")
        if kind not in MANUAL_FOULS:
            raise InputError(f"{at}.foul", f"unknown manual foul {kind!r}")
        if kind == "pins_touched":
            pins = entry.get("pins")
            if pins is None:
                raise InputError(f"{at}.pins", "missing")
            if (
                not isinstance(pins, Sequence)
                or isinstance(pins, str)
                or not pins
                or not all(isinstance(p, str) for p in pins)
            ):
                raise InputError(f"{at}.pins", "must be a non-empty list of pin ids")
            for p in pins:
                if p not in SEVEN_PINS:
                    raise InputError(f"{at}.pins", f"unknown pin {p!r}")
                if p not in standing:
                    raise InputError(f"{at}.pins", f"pin {p!r} is not standing")
                if p in seen:
                    raise InputError(f"{at}.pins", f"pin {p!r} listed twice")
                seen.add(p)
            out.append(ManualFoul(kind, pins=tuple(pins)))
        else:
            ball = entry.get("ball")
            if ball is None:
                raise InputError(f"{at}.ball", "missing")
            if ball not in OBJECT_BALLS:
                raise InputError(f"{at}.ball", f"must be an object ball, not {ball!r}")
            out.append(ManualFoul(kind, ball=ball))
    return tuple(out)


@dataclass
class _Ruling:
    """Scratch pad while judging one shot (never leaves this module)."""

    fouls: list[str] = field(default_factory=list)
    fixed: int = 0
    messages: list[Message] = field(default_factory=list)

    def foul(self, code: str, points: int, **params: Any) -> None:
        self.fouls.append(code)
        self.fixed += points
        self.messages.append(Message(f"7p.foul.{code}", params))

    def say(self, key: str, **params: Any) -> None:
        self.messages.append(Message(key, params))


class SevenPinsReferee:
    """Rules 7C; the federation rules (7F) are the subclass below."""

    FEDERATION: ClassVar[bool] = False
    """Rules 7C or 7F, chosen by the configuration's discipline."""

    def __init__(self, config: MatchConfig) -> None:
        if len(config.players) != 2:
            raise InputError("players", "seven pins is played by exactly two players")
        if TABLE_BALLS.get(config.table) != (CUE, *OBJECT_BALLS):
            raise InputError("table", f"seven pins needs a pyramid table, not {config.table!r}")
        self.config = config
        self.federation = self.FEDERATION
        self.options = parse_options(config, self.federation)
        self.table: Table = TABLES[config.table]

    # -- protocol -------------------------------------------------------------------------
    def caroms_left(self, state: Any, balls: Mapping[str, Point], ball: str) -> None:
        return None  # no restricted zones

    def state_for_position(
        self,
        state: SevenPinsState,
        balls: Mapping[str, Point],
        pins: Mapping[str, Point],
        ball: str,
    ) -> SevenPinsState:
        """``state`` as if this position had arisen in play: no break, no ball in hand."""
        return replace(
            state,
            pins=tuple((p, pins.get(p)) for p in SEVEN_PINS),
            balls=tuple(sorted(balls.items())),
            cue_in_hand=False,
        )

    def start(self) -> SevenPinsState:
        homes = respot.pin_spots(self.federation, self.table)
        balls = seven_pins_balls(self.federation, self.table)
        return SevenPinsState(
            totals=(self.options.start_total,) * 2,
            turn=self.config.players.index(self.config.first),
            pins=tuple((p, homes[p]) for p in SEVEN_PINS),
            balls=tuple(sorted(balls.items())),
        )

    def outcome(self, state: SevenPinsState) -> GameResult | None:
        return state.outcome

    def position_after_choice(self, state: SevenPinsState, choice: str) -> None:
        """7F-10's play/replay leave the balls where they lie."""
        return None

    def allowed_calls(self, state: SevenPinsState, player: int) -> tuple[str, ...]:
        """Calls ``player`` may declare before the next shot from ``state``."""
        calls: list[str] = []
        if self.federation and self.options.called_carom:
            calls.append("carom")  # 7F-9
        # 7C-24: roll-out when smeared, except for the leader (strictly lower total).
        leader = state.totals[player] < state.totals[1 - player]
        if state.smeared and not state.cue_in_hand and not leader:
            calls.append("rollout")
        return tuple(calls)

    def judge(
        self, state: SevenPinsState, shot: Shot, number: int
    ) -> tuple[Decision, SevenPinsState]:
        where = f"shots[{number - 1}]"
        if state.outcome is not None:
            raise InputError(where, "the game is already over")
        players = self.config.players
        r = _Ruling()

        # 7F-10: before this shot the opponent of an offender chose play or replay.
        shooter_i = state.turn
        if state.offender is not None:
            choice = shot.choice if shot.choice is not None else "play"
            if choice not in CHOICES:
                raise InputError(f"{where}.choice", f"must be one of {list(CHOICES)}")
            if choice == "replay":
                shooter_i = state.offender
                r.say("7p.replay", player=players[shooter_i])
        elif shot.choice is not None:
            raise InputError(f"{where}.choice", "no choice is open before this shot")
        shooter = players[shooter_i]

        call = shot.call
        allowed = self.allowed_calls(state, shooter_i)
        if call is not None and call not in allowed:
            raise InputError(
                f"{where}.stroke.call", f"{call!r} may not be declared now (allowed: {allowed})"
            )

        standing = state.pins_standing
        manual = parse_manual_fouls(shot.manual_fouls, f"{where}.manual_fouls", standing)
        facts = analyse(shot.events, shot.ball, standing, f"{where}.events")
        manual_pins = tuple(p for m in manual for p in m.pins)
        for p in manual_pins:
            if p in facts.fallen:
                raise InputError(f"{where}.manual_fouls", f"pin {p!r} also fell in the events")
        fallen = facts.fallen + manual_pins

        self._fouls(r, shot, facts, manual)
        standing_after = tuple(p for p in standing if p not in fallen)
        pv = pins_value(fallen, standing_after, self.federation)
        caroms = self._counted_caroms(facts, call)
        pocketed = tuple(b for b in facts.pocketed if b != CUE)
        shot_value = pv.value + CAROM_VALUE * caroms + POCKET_VALUE * len(pocketed)
        by = tuple(sorted({f.ball for f in facts.falls}))
        self._describe(r, fallen, by, pv, caroms, pocketed)

        total = state.totals[shooter_i]
        inning_points = state.inning_points
        winner: str | None = None
        reason: Termination | None = None
        penalty = 0
        if not r.fouls:
            points = shot_value
            if points == 0:
                r.say("7p.safety")  # no foul means the cue ball touched a ball
        elif r.fouls == ["rollout"]:
            # 7C-24: a roll-out costs 5 and nothing else; nothing it does scores.
            penalty = r.fixed
            points = -penalty
        else:
            # 7C-21 / 7C-22 / 7F-5: fouls, everything the shot would have scored, and the
            # inning's earlier points all go on the shooter's total.
            pins_part = pv.value
            if pv.all_seven:
                pins_part = self.options.start_total
                r.say("7p.all_seven_foul", start_total=self.options.start_total)
            penalty = r.fixed + pins_part + shot_value - pv.value + inning_points
            points = -penalty
        new_total = total - points

        streak = 0
        if not r.fouls:
            only_carom = caroms == 1 and not fallen and not facts.pocketed
            streak = state.carom_streak + 1 if only_carom else 0
            # 7C-16 instant wins first (the more telling reason), then 7C-4.
            reason = self._instant_win(pv, pocketed, streak)
            if new_total <= 0:  # 7C-4 Decision: 0 or below wins and shows 0
                points, new_total = total, 0
                reason = reason or Termination.TOTAL_WRITTEN_OFF
            if reason is not None:
                winner = shooter
                r.say("7p.win", player=shooter, reason=str(reason))
            if streak > 1:
                r.say("7p.carom_streak", count=streak)
        if r.fouls:
            r.say(
                "7p.penalty",
                points=penalty,
                total=new_total,
                shot_value=shot_value,
                inning_points=inning_points,
            )
        elif points > 0:
            r.say("7p.scored", points=points, total=new_total)

        totals = list(state.totals)
        totals[shooter_i] = new_total
        passes = winner is None and points <= 0  # 7C-25 / 7F-11
        next_i = 1 - shooter_i if passes else shooter_i
        if winner is None:
            r.say("7p.turn.pass" if passes else "7p.turn.continue", player=players[next_i])

        # Table set-up for the next shot.
        balls, respots, pins, cue_in_hand = self._table_after(state, shot, facts, fallen, where)
        for ball, at in respots.items():
            r.say("7p.respot", ball=ball, at=list(at))
        homes = respot.pin_spots(self.federation, self.table)
        for pin in SEVEN_PINS:
            place = pins[pin]
            if place is None:
                r.say("7p.pin.off", pin=pin)
            elif place != homes[pin] and (pin in fallen or state.pin_places[pin] != place):
                r.say("7p.pin.midway", pin=pin, at=list(place))
        is_smeared = (
            not cue_in_hand
            and all(b in balls for b in (CUE, *OBJECT_BALLS))
            and smeared(
                balls,
                {
                    p: (place, respot.pin_radius(p, self.federation))
                    for p, place in pins.items()
                    if place is not None
                },
            )
        )
        choices: tuple[str, ...] = ()
        offender: int | None = None
        if self.federation and r.fouls and winner is None:
            choices, offender = CHOICES, shooter_i
            r.say("7p.choice", player=players[next_i], offender=shooter, choices=list(CHOICES))

        next_state = SevenPinsState(
            totals=tuple(totals),
            turn=next_i,
            inning=state.inning + 1 if passes else state.inning,
            inning_points=0 if passes else inning_points + points,
            carom_streak=0 if passes else streak,
            pins=tuple((p, pins[p]) for p in SEVEN_PINS),
            balls=tuple(sorted(balls.items())),
            cue_in_hand=cue_in_hand,
            smeared=is_smeared,
            offender=offender,
            outcome=None if winner is None or reason is None else GameResult.win(winner, reason),
            shots=state.shots + 1,
        )
        over = winner is not None
        next_calls = () if over else self.allowed_calls(next_state, next_i)
        if "rollout" in next_calls:
            r.say("7p.rollout_allowed", player=players[next_i])
        in_hand = CUE if cue_in_hand and not over else None
        if in_hand:
            r.say("7p.ball_in_hand", player=players[next_i], ball=CUE)
        decision = Decision(
            shot=number,
            shooter=shooter,
            points=points,
            fouls=tuple(r.fouls),
            scores={p: totals[i] for i, p in enumerate(players)},
            next=None if over else players[next_i],
            outcome=next_state.outcome,
            messages=tuple(r.messages),
            respot=respots,
            pins=pins,
            ball_in_hand=in_hand,
            hand_area=respot.house(self.table) if in_hand else None,
            next_ball=None if over else CUE,
            allowed_calls=next_calls,
            choices=choices,
            inning=state.inning,
            details=SevenPinsDetails(
                pins_down=tuple(fallen),
                pins_value=pv.value,
                combo=pv.combo,
                caroms=caroms,
                pocketed=tuple(pocketed),
                shot_value=shot_value,
                penalty=penalty,
                inning_points=next_state.inning_points,
                carom_streak=next_state.carom_streak,
                smeared=is_smeared,
                pins_off=next_state.pins_off,
            ),
        )
        return decision, next_state

    # -- pieces ---------------------------------------------------------------------------
    def _fouls(
        self, r: _Ruling, shot: Shot, facts: ShotFacts, manual: tuple[ManualFoul, ...]
    ) -> None:
        call = shot.call
        if shot.ball != CUE:
            # Every player strikes the cue ball (7C-1); striking another ball is touching an
            # object ball with the cue (7C-23).
            r.foul("wrong_ball", FOUL_POINTS, ball=shot.ball)
        elif not facts.cue_touched_object and call != "rollout":
            r.foul("miss", FOUL_POINTS)  # 7C-18 / 7F-6
        if call == "rollout":
            r.foul("rollout", FOUL_POINTS)  # 7C-24
        if CUE in facts.pocketed:
            r.foul("cue_pocketed", FOUL_POINTS)  # 7C-19 / 7F-6
        for ball in facts.off_table:
            r.foul("off_table", FOUL_POINTS, ball=ball)  # 7C-20 / 7F-13
        if call == "carom" and facts.caroms == 0:
            r.foul("called_carom_missed", FOUL_POINTS)  # 7F-9
        by_cue = [f.pin for f in facts.falls if f.cause == BY_CUE]
        if by_cue:
            r.foul("pins_by_cue", 0, pins=by_cue)  # 7C-17: the value is the penalty
        direct = [f.pin for f in facts.falls if f.cause == DIRECT]
        if direct:
            balls = sorted({f.ball for f in facts.falls if f.cause == DIRECT})
            r.foul("pins_direct", 0, pins=direct, balls=balls)
        for m in manual:  # 7C-23
            if m.foul == "pins_touched":
                r.foul("pins_touched", 0, pins=list(m.pins))
            else:
                r.foul("ball_touched", FOUL_POINTS, ball=m.ball)

    def _counted_caroms(self, facts: ShotFacts, call: str | None) -> int:
        """Caroms that score. With the 7F-9 option on, only a called carom counts (Decision:
        the seed offers called carom as the other variant of the carom stroke)."""
        if self.federation and self.options.called_carom and call != "carom":
            return 0
        return facts.caroms

    @staticmethod
    def _describe(
        r: _Ruling,
        fallen: tuple[str, ...],
        by: tuple[str, ...],
        pv: PinsValue,
        caroms: int,
        pocketed: tuple[str, ...],
    ) -> None:
        if fallen:
            r.say("7p.pins", pins=list(fallen), balls=list(by), value=pv.value, combo=pv.combo)
        if caroms:
            r.say("7p.carom", count=caroms, value=CAROM_VALUE * caroms)
        if pocketed:
            r.say("7p.pocketed", balls=list(pocketed), value=POCKET_VALUE * len(pocketed))

    @staticmethod
    def _instant_win(pv: PinsValue, pocketed: tuple[str, ...], streak: int) -> Termination | None:
        """7C-16 (and 7F-4 for all seven) on a legal shot."""
        if pv.all_seven:
            return Termination.ALL_SEVEN_PINS
        if all(b in pocketed for b in OBJECT_BALLS):
            return Termination.BOTH_POCKETED
        if streak >= FIVE_CAROMS:
            return Termination.FIVE_CAROMS
        return None

    def _table_after(
        self,
        state: SevenPinsState,
        shot: Shot,
        facts: ShotFacts,
        fallen: tuple[str, ...],
        where: str,
    ) -> tuple[dict[str, Point], dict[str, Point], dict[str, Point | None], bool]:
        """Balls on the cloth, balls re-spotted, every pin's place, and cue ball in hand.

        Balls that took part in no event keep their last known place; the shot's ``final``
        gives the others. A ball whose place nobody knows is left out (it neither covers a
        spot nor blocks a line).
        """
        out = facts.pocketed + facts.off_table
        balls = {b: p for b, p in state.balls if b not in facts.moved}
        if shot.final is not None:
            for ball in sorted(shot.final.balls):
                p = shot.final.balls[ball]
                # A ball may rest deep in a pocket's throat, past the cushion line; the
                # physics owns the exact shape, the referee only refuses the absurd.
                reach = POCKET_THROAT_REACH
                if (
                    abs(p[0]) > self.table.half_width + reach
                    or abs(p[1]) > self.table.half_length + reach
                ):
                    raise InputError(f"{where}.final.balls.{ball}", "off the table")
                if ball not in out:
                    balls[ball] = p
        for ball in out:
            balls.pop(ball, None)
        standing = {p: place for p, place in state.pins if place is not None and p not in fallen}
        respots = respot.spot_balls(out, balls, standing, self.federation, self.table)
        cue_in_hand = CUE in out
        balls.update(respots)
        if cue_in_hand:
            balls.pop(CUE, None)
        pins = respot.reset_pins(state.pin_places, fallen, balls, self.federation, self.table)
        return balls, respots, pins, cue_in_hand


class SevenPinsClassicReferee(SevenPinsReferee):
    FEDERATION = False


class SevenPinsFederationReferee(SevenPinsReferee):
    FEDERATION = True
