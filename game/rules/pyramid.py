"""Referee for the pyramid games: the general rules P-1…P-30 of rules-pyramid.md.

Each discipline (free, dynamic, combined) is a subclass in its own module stating as
class-level facts where it differs: which ball may be struck, how a свояк scores, where the
cue ball goes in hand. A pure function of (state, shot) -> (decision, state).

The judge output adds the fields of rules-pyramid.md ("Judge output"): ``potted``,
``respot``, ``choices``, ``ball_in_hand``, ``premium`` and, with ``penalty_source: "shelf"``,
``owed``. The choices between strokes travel as one canonical text (pyramid_choices).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from game.errors import InputError
from game.openings import Opening, TablePosition
from game.rules import pyramid_choices
from game.rules.model import Area, Decision, GameResult, MatchConfig, Message, Shot, Termination
from game.rules.options import COMMON_KEYS, Options, OptionSchema, TargetRange, parse_options
from game.rules.pyramid_stroke import StrokeFacts, analyse, pushed
from game.rules.pyramid_table import (
    CUE,
    Respot,
    cue_waiting,
    house_area,
    in_house,
    in_temporary_house,
    placement_problem,
    rack,
    respot,
    respot_order,
    table_area,
    temporary_house_area,
)
from game.tables import PYRAMID_BALLS, TABLES, Point, Table

PYRAMID_KEYS = ("penalty_source", "object_jump_foul")
PENALTY_SOURCES = ("table", "shelf")
DYNAMIC_BREAKS = ("general", "three_balls")

# Foul codes in the order P-16 lists them.
FOUL_ORDER = (
    "miss",
    "no_rail",
    "off_table",
    "wrong_ball",
    "house_ball",
    "bad_break",
    "push",
    "miscue",
    "cue_pocketed",
)

# P-18: fouls no log shows, entered on the referee panel (``{"foul": code}``), penalised as
# usual (Decision, as 7C-23). A push-through other than P-14's is entered as ``push``.
MANUAL_FOULS = (
    "touched",
    "double_hit",
    "push",
    "foot",
    "moving_balls",
    "by_hand",
    "time",
    "interference",
)

MESSAGE_KEYS = (
    "pyramid.points",
    "pyramid.no_points",
    "pyramid.svoyak",
    "pyramid.respotted",
    "pyramid.penalty_ball",
    "pyramid.ball_returned",
    "pyramid.ball_owed",
    "pyramid.illegal_break",
    "pyramid.game_won",
    *(f"pyramid.foul.{code}" for code in FOUL_ORDER),
    *(f"pyramid.foul.{code}" for code in MANUAL_FOULS if code not in FOUL_ORDER),
)


@dataclass(frozen=True)
class PyramidOptions:
    target: int  # P-29
    breaker: str  # P-8
    penalty_source: str  # P-21 Decision
    object_jump_foul: bool  # P-17 Decision
    dynamic_break: str  # PD-4 Decision


@dataclass(frozen=True)
class Pending:
    """A choice due before the next stroke: its kind and the player (index) who makes it."""

    kind: str  # take (P-21), remove (PD-3, PC-3), play (P-22), rebreak (PD-4)
    by: int


@dataclass(frozen=True)
class PyramidState:
    scores: tuple[int, int]
    shelves: tuple[tuple[str, ...], tuple[str, ...]]  # balls on each player's shelf, in order
    owed: tuple[int, int]  # P-21 "shelf": balls each player still owes the table
    position: Mapping[str, Point]  # balls on the cloth (the cue ball absent while in hand)
    striker: int  # who strikes next unless a pending ``play`` choice says otherwise
    offender: int | None  # P-22: the player who fouled, for "offender"
    pending: tuple[Pending, ...]
    hand: str | None  # P-24: "house" or "table" when the cue ball is in hand
    is_break: bool  # the next stroke is a break (P-9)
    premium: bool  # PD-5: the next stroke is a premium stroke
    outcome: GameResult | None = None


@dataclass(frozen=True)
class PyramidDetails:
    """The shot's facts the window may show beyond the judge fields."""

    first_contact: str | None
    pocketed: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"first_contact": self.first_contact, "pocketed": list(self.pocketed)}


@dataclass
class _Ruling:
    """What one stroke did to the score and the table, built up while judging."""

    scores: list[int]
    shelves: list[list[str]]
    owed: list[int]
    fouls: list[str] = field(default_factory=list)
    respots: list[Respot] = field(default_factory=list)
    messages: list[Message] = field(default_factory=list)
    pending: list[Pending] = field(default_factory=list)
    hand: str | None = None
    premium: bool = False
    striker: int = 0
    offender: int | None = None
    outcome: GameResult | None = None
    is_break: bool = False
    position: dict[str, Point] = field(default_factory=dict)


def pyramid_opening(config: MatchConfig) -> Opening:
    """P-6, P-7: the rack on the rear mark, the coloured ball in hand in the house."""
    table = TABLES[config.table]
    balls = dict(rack(table))
    balls[CUE] = cue_waiting(table)
    return Opening(TablePosition(balls, {}), CUE, CUE, house_area(table))


class PyramidReferee:
    """The general pyramid rules (P). Subclasses state what their discipline changes."""

    OPTIONS: ClassVar[OptionSchema] = OptionSchema(
        target=TargetRange(default=8, low=1, high=60), extra=PYRAMID_KEYS
    )
    ANY_BALL_STRIKES: ClassVar[bool] = False  # PF-2 (else PD-2, PC-2: only `cue`)
    SVOYAK_REMOVES: ClassVar[bool] = True  # PD-3, PC-3 (else PF-3: the ball itself scores)
    SVOYAK_HAND: ClassVar[str | None] = None  # PD-5 "table", PC-5 "house"
    PREMIUM_AFTER_SVOYAK: ClassVar[bool] = False  # PD-5, PD-6
    PENALTY_MAY_TAKE_CUE: ClassVar[bool] = False  # P-21: free pyramid, any ball
    FOUL_CUE_TO_HAND: ClassVar[bool] = True  # PD-8, PC-6 (else PF-6: respotted)

    def __init__(self, config: MatchConfig) -> None:
        if len(config.players) != 2:
            raise InputError("players", "the pyramid games are played by two players")
        if not TABLES[config.table].pockets:
            raise InputError("table", f"{config.discipline} is played on a pyramid table")
        self.config = config
        self.table: Table = TABLES[config.table]
        base: Options = parse_options(config, self.OPTIONS)
        raw = config.options
        source = raw.get("penalty_source", "table")
        if source not in PENALTY_SOURCES:
            raise InputError("options.penalty_source", "must be 'table' or 'shelf'")
        jump = raw.get("object_jump_foul", True)
        if not isinstance(jump, bool):
            raise InputError("options.object_jump_foul", "must be true or false")
        dyn = raw.get("dynamic_break", "general")
        if dyn not in DYNAMIC_BREAKS:
            raise InputError("options.dynamic_break", "must be 'general' or 'three_balls'")
        self.options = PyramidOptions(base.target, base.breaker, str(source), jump, str(dyn))

    # -- protocol ----------------------------------------------------------------------
    def start(self) -> PyramidState:
        players = self.config.players
        return PyramidState(
            scores=(0, 0),
            shelves=((), ()),
            owed=(0, 0),
            position=rack(self.table),
            striker=players.index(self.options.breaker),
            offender=None,
            pending=(),
            hand="house",
            is_break=True,
            premium=False,
        )

    def outcome(self, state: PyramidState) -> GameResult | None:
        return state.outcome

    def allowed_calls(self, state: PyramidState, player: int) -> tuple[str, ...]:
        return ()  # no call in free, dynamic and combined pyramid (PF-3, PD-3, PC-3)

    def caroms_left(
        self, state: PyramidState, balls: Mapping[str, Point], ball: str
    ) -> tuple[Point, int] | None:
        return None

    def state_for_position(
        self,
        state: PyramidState,
        balls: Mapping[str, Point],
        pins: Mapping[str, Point],
        ball: str,
    ) -> PyramidState:
        return replace(
            state, position=dict(balls), pending=(), hand=None, is_break=False, premium=False
        )

    def position_after_choice(self, state: PyramidState, choice: str) -> dict[str, Point]:
        after, _, _ = self._apply_choices(state, choice, "choice")
        return dict(after.position)

    # -- choices -----------------------------------------------------------------------
    def _objects(self, balls: Mapping[str, Point]) -> list[str]:
        """Balls a penalty or a removal may take (P-21, PD-3, PC-3), in respot order."""
        return respot_order(b for b in balls if self.PENALTY_MAY_TAKE_CUE or b != CUE)

    def offered(self, state: PyramidState) -> tuple[str, ...]:
        """Every combination of the pending choices, as canonical texts."""
        if not state.pending or state.outcome is not None:
            return ()
        per_kind: list[list[tuple[str, str]]] = []
        for p in state.pending:
            if p.kind in ("take", "remove"):
                values = self._objects(state.position)
            elif p.kind == "play":
                values = list(pyramid_choices.PLAY_OPTIONS)
            else:
                values = list(pyramid_choices.REBREAK_OPTIONS)
            per_kind.append([(p.kind, v) for v in values])
        return tuple(pyramid_choices.encode(combo) for combo in itertools.product(*per_kind))

    def _apply_choices(
        self, state: PyramidState, choice: str | None, where: str
    ) -> tuple[PyramidState, int, dict[str, str]]:
        """The state once the pending choices are made: balls taken off, who strikes."""
        made = pyramid_choices.decode(choice, where)
        asked = [p.kind for p in state.pending]
        for kind in made:
            if kind not in asked:
                raise InputError(f"{where}.{kind}", f"no {kind} choice is due now")
        for kind in asked:
            if kind not in made:
                raise InputError(f"{where}.{kind}", f"the {kind} choice is due before this stroke")
        if list(made) != asked:
            raise InputError(where, f"{choice!r}: the choices are made in the order asked")
        position = dict(state.position)
        shelves = [list(s) for s in state.shelves]
        striker = state.striker
        is_break = state.is_break
        hand = state.hand
        for p in state.pending:
            value = made[p.kind]
            at = f"{where}.{p.kind}"
            if p.kind in ("take", "remove"):
                if value not in self._objects(position):
                    raise InputError(at, f"{value!r} is not a ball that may be taken off now")
                del position[value]
                shelves[p.by].append(value)
            elif p.kind == "play":
                if value not in pyramid_choices.PLAY_OPTIONS:
                    raise InputError(at, "must be 'self' or 'offender'")
                striker = p.by if value == "self" or state.offender is None else state.offender
            else:
                if value not in pyramid_choices.REBREAK_OPTIONS:
                    raise InputError(at, "must be true or false")
                striker = p.by
                if value == "true":  # PD-4 "three_balls": racked again, he breaks
                    position = rack(self.table)
                    is_break, hand = True, "house"
        after = replace(
            state,
            position=position,
            shelves=(tuple(shelves[0]), tuple(shelves[1])),
            striker=striker,
            pending=(),
            is_break=is_break,
            hand=hand,
        )
        return after, striker, made

    def hand_area_for(self, position: Mapping[str, Point], hand: str | None) -> Area | None:
        """P-25, P-27, P-28: where the ball in hand may go in this position."""
        if hand is None:
            return None
        if hand == "table":
            return table_area(self.table)
        objects = [p for b, p in position.items() if b != CUE]
        if objects and all(in_house(p, self.table) for p in objects):
            return temporary_house_area(self.table)  # P-27
        return house_area(self.table)

    # -- one stroke --------------------------------------------------------------------
    def judge(self, state: PyramidState, shot: Shot, number: int) -> tuple[Decision, PyramidState]:
        where = f"shots[{number - 1}]"
        state, me, _ = self._apply_choices(state, shot.choice, f"{where}.choices")
        start = dict(state.position)
        area = self.hand_area_for(start, state.hand)
        if area is not None:
            if shot.place is None:
                raise InputError(f"{where}.stroke.place", "missing: the cue ball is in hand")
            problem = placement_problem(shot.place, area, start, self.table)
            if problem is not None:
                raise InputError(f"{where}.stroke.place", problem)  # P-25
            start[CUE] = shot.place
        elif shot.place is not None:
            raise InputError(f"{where}.stroke.place", "no ball is in hand")
        if shot.ball not in start:
            raise InputError(f"{where}.stroke.ball", f"{shot.ball!r} is not on the table")
        for e in shot.events:
            if e.type == "strike" and e.ball != shot.ball:
                raise InputError(
                    f"{where}.events", f"strike of {e.ball} but stroke.ball is {shot.ball}"
                )
            for b in (e.ball, e.a, e.b):
                if e.type != "pin" and b is not None and b not in start:
                    raise InputError(f"{where}.events", f"ball {b} is not on the table")
        if shot.final is None:
            raise InputError(f"{where}.final", "missing: the pyramid games need the positions")

        facts = analyse(shot.events, shot.ball)
        gone = set(facts.pocketed) | set(facts.off_table)
        lying = {b: shot.final.balls.get(b, p) for b, p in start.items() if b not in gone}
        r = _Ruling(
            scores=list(state.scores),
            shelves=[list(s) for s in state.shelves],
            owed=list(state.owed),
            striker=me,
        )
        illegal_break = self._fouls(state, shot, number - 1, facts, start, area, lying, r)
        if r.fouls:
            self._foul(state, me, facts, lying, r)
        elif illegal_break:
            self._illegal_break(me, facts, lying, r)
        else:
            self._legal(state, me, facts, lying, r)
        return self._decide(state, shot, number, me, facts, r)

    def _fouls(
        self,
        state: PyramidState,
        shot: Shot,
        shot_index: int,
        facts: StrokeFacts,
        start: Mapping[str, Point],
        area: Area | None,
        lying: Mapping[str, Point],
        r: _Ruling,
    ) -> bool:
        """Collect the stroke's fouls (P-16) into ``r``; True for a three-ball break that
        is illegal but no foul (PD-4 option)."""
        struck = shot.ball
        fouls: set[str] = set()
        if struck != CUE and (state.is_break or not self.ANY_BALL_STRIKES):
            fouls.add("wrong_ball")  # P-9, PD-2, PC-2
        if facts.miscue:
            fouls.add("miscue")  # P-15
        jumped = self._jumped_fouls(facts, struck)
        if jumped:
            fouls.add("off_table")  # P-17
        contact = facts.first_contact
        illegal_break = False
        if contact is None:
            fouls.add("miss")  # P-13a
        elif state.is_break:
            objects_potted = [b for b in facts.pocketed if b != struck]
            railed = facts.cushion_balls_after - {struck}
            if self.options.dynamic_break == "three_balls":
                front = [b for b, p in lying.items() if b != struck and p[1] < 0.0]
                legal = (
                    bool(objects_potted)
                    or len(railed) >= 3
                    or (len(railed) >= 2 and bool(set(front) - railed))
                )
                illegal_break = not legal  # PD-4: no foul, the opponent may have a re-rack
            elif not objects_potted and len(railed) < 2:
                fouls.add("bad_break")  # P-10
        elif not facts.pocketed and not facts.cushion_balls_after:
            fouls.add("no_rail")  # P-13b
        if shot.aim_deg is not None:
            others = {b: p for b, p in start.items() if b != struck}
            if pushed(start[struck], shot.aim_deg, others) is not None:
                fouls.add("push")  # P-14
        if area is not None and area.name != "table" and contact is not None:
            in_area = in_house if area.name == "house" else in_temporary_house
            through = "foot" if area.name == "house" else "head"
            if in_area(start[contact], self.table) and through not in facts.cushions_before_contact:
                fouls.add("house_ball")  # P-26, P-27
        if state.premium and CUE in facts.pocketed:
            fouls.add("cue_pocketed")  # PD-6
        manual = []
        for i, m in enumerate(shot.manual_fouls):
            code = m.get("foul")
            if code not in MANUAL_FOULS:
                raise InputError(
                    f"shots[{shot_index}].manual_fouls[{i}].foul", f"unknown manual foul {code!r}"
                )
            manual.append(str(code))
        r.fouls = [f for f in FOUL_ORDER if f in fouls]
        r.fouls += [f for f in dict.fromkeys(manual) if f not in r.fouls]
        return illegal_break and not r.fouls

    def _jumped_fouls(self, facts: StrokeFacts, struck: str) -> bool:
        """P-17: a ball off the table is a foul; with ``object_jump_foul`` false only the
        struck ball's jump is."""
        if self.options.object_jump_foul:
            return bool(facts.off_table)
        return struck in facts.off_table

    def _respot_keep_off_cue(self) -> bool:
        return self.FOUL_CUE_TO_HAND  # P-20 Decision: dynamic, combined, classic

    def _foul(
        self,
        state: PyramidState,
        me: int,
        facts: StrokeFacts,
        lying: Mapping[str, Point],
        r: _Ruling,
    ) -> None:
        """P-19…P-22 and the discipline's foul rule (PF-6, PD-8, PC-6)."""
        opp = 1 - me
        gone = list(facts.pocketed) + [b for b in facts.off_table if b not in facts.pocketed]
        cue_to_hand = self.FOUL_CUE_TO_HAND and CUE in gone
        to_respot = [b for b in gone if not (cue_to_hand and b == CUE)]
        r.respots = respot(to_respot, lying, self.table, self._respot_keep_off_cue())
        position = {**lying, **{s.ball: s.pos for s in r.respots}}
        players = self.config.players
        for code in r.fouls:
            r.messages.append(Message(f"pyramid.foul.{code}", {"player": players[me]}))
        if self.options.penalty_source == "table":  # P-21
            r.scores[opp] += 1
            r.messages.append(Message("pyramid.penalty_ball", {"player": players[opp]}))
            if r.scores[opp] >= self.options.target:
                r.outcome = GameResult.win(players[opp], Termination.TARGET_REACHED)  # P-29
            elif self._objects(position):
                r.pending.append(Pending("take", opp))
        elif r.shelves[me]:  # P-21 "shelf": the offender's last ball goes back
            ball = r.shelves[me].pop()
            r.scores[me] -= 1
            back = respot([ball], position, self.table, self._respot_keep_off_cue())
            r.respots += back
            position[ball] = back[0].pos
            r.messages.append(
                Message("pyramid.ball_returned", {"player": players[me], "ball": ball})
            )
        else:
            r.owed[me] += 1
            r.messages.append(Message("pyramid.ball_owed", {"player": players[me]}))
        if r.outcome is None:
            r.pending.append(Pending("play", opp))  # P-22
        r.striker, r.offender = opp, me
        r.hand = "house" if cue_to_hand else None
        r.position = position

    def _illegal_break(
        self, me: int, facts: StrokeFacts, lying: Mapping[str, Point], r: _Ruling
    ) -> None:
        """PD-4 "three_balls": no foul; the opponent plays on or has the balls racked again."""
        opp = 1 - me
        # Only object balls can have jumped here (P-17 option); the struck ball's jump is a foul.
        jumped = [b for b in facts.off_table if b not in facts.pocketed]
        cue_to_hand = CUE in facts.pocketed
        r.respots = respot(jumped, lying, self.table, True)
        r.position = {**lying, **{s.ball: s.pos for s in r.respots}}
        r.pending.append(Pending("rebreak", opp))
        r.striker, r.offender = opp, me
        r.hand = "house" if cue_to_hand else None
        r.messages.append(Message("pyramid.illegal_break", {"player": self.config.players[me]}))

    def _legal(
        self,
        state: PyramidState,
        me: int,
        facts: StrokeFacts,
        lying: Mapping[str, Point],
        r: _Ruling,
    ) -> None:
        """P-11, P-30 and the discipline's scoring (PF-3, PD-3, PC-3)."""
        players = self.config.players
        before = r.scores[me]
        # P-17 option: object balls that jumped are respotted without a foul (the struck
        # ball's jump is always a foul, so in dynamic and combined this is never `cue`).
        jumped = [b for b in facts.off_table if b not in facts.pocketed]
        svoyak = self.SVOYAK_REMOVES and CUE in facts.pocketed
        potted = [b for b in facts.pocketed if not (svoyak and b == CUE)]
        r.shelves[me] += potted
        r.scores[me] += len(potted) + (1 if svoyak else 0)
        position = dict(lying)
        r.respots = respot(jumped, position, self.table, self._respot_keep_off_cue())
        position.update({s.ball: s.pos for s in r.respots})
        if svoyak:
            r.messages.append(Message("pyramid.svoyak", {"player": players[me]}))
        gained = r.scores[me] > before
        if gained and r.owed[me]:  # P-21 "shelf": debts paid at the end of a scoring stroke
            n = min(r.owed[me], len(r.shelves[me]))
            back = [r.shelves[me].pop() for _ in range(n)]
            r.owed[me] -= n
            r.scores[me] -= n
            spots = respot(back, position, self.table, self._respot_keep_off_cue())
            r.respots += spots
            position.update({s.ball: s.pos for s in spots})
            for b in back:
                r.messages.append(
                    Message("pyramid.ball_returned", {"player": players[me], "ball": b})
                )
        if gained:
            r.messages.append(
                Message("pyramid.points", {"player": players[me], "points": r.scores[me] - before})
            )
        else:
            r.messages.append(Message("pyramid.no_points", {"player": players[me]}))
        if r.scores[me] >= self.options.target:
            r.outcome = GameResult.win(players[me], Termination.TARGET_REACHED)  # P-29
        elif svoyak:
            if self._objects(position):
                r.pending.append(Pending("remove", me))  # PD-3, PC-3
            r.hand = self.SVOYAK_HAND  # PC-5, PD-5
            r.premium = self.PREMIUM_AFTER_SVOYAK
        r.striker = me if gained else 1 - me  # P-30, PF-5, PD-7
        r.position = position

    def _decide(
        self,
        state: PyramidState,
        shot: Shot,
        number: int,
        me: int,
        facts: StrokeFacts,
        r: _Ruling,
    ) -> tuple[Decision, PyramidState]:
        players = self.config.players
        if r.outcome is not None:
            r.pending, r.hand, r.premium = [], None, False
            r.messages.append(Message("pyramid.game_won", {"player": r.outcome.to_json()}))
        new = PyramidState(
            scores=(r.scores[0], r.scores[1]),
            shelves=(tuple(r.shelves[0]), tuple(r.shelves[1])),
            owed=(r.owed[0], r.owed[1]),
            position=r.position,
            striker=r.striker,
            offender=r.offender,
            pending=tuple(r.pending),
            hand=r.hand,
            is_break=False,
            premium=r.premium,
            outcome=r.outcome,
        )
        offered = self.offered(new)
        play_by = next((p.by for p in r.pending if p.kind in ("play", "rebreak")), None)
        next_if: dict[str, str] = {}
        area_if: dict[str, Area] = {}
        default_area = self.hand_area_for(r.position, r.hand)
        for text in offered:
            after, striker, _ = self._apply_choices(new, text, "choice")
            next_if[text] = players[striker]
            area = self.hand_area_for(after.position, after.hand)
            if area is not None and area != default_area:
                area_if[text] = area
        if r.outcome is not None:
            nxt: str | None = None
        elif play_by is not None:
            nxt = players[play_by]
        else:
            nxt = players[r.striker]
        scores = {p: new.scores[i] for i, p in enumerate(players)}
        fields: dict[str, Any] = {
            "potted": {p: list(new.shelves[i]) for i, p in enumerate(players)},
            "respot": [{"ball": s.ball, "pos": [s.pos[0], s.pos[1]]} for s in r.respots],
            "choices": [self._choice_json(p) for p in new.pending],
            "ball_in_hand": None
            if new.hand is None
            else {"player": None if play_by is not None else nxt, "area": new.hand},
            "premium": new.premium,
        }
        if self.options.penalty_source == "shelf":
            fields["owed"] = {p: new.owed[i] for i, p in enumerate(players)}
        decision = Decision(
            shot=number,
            shooter=players[me],
            points=new.scores[me] - state.scores[me],
            fouls=tuple(r.fouls),
            scores=scores,
            next=nxt,
            outcome=r.outcome,
            messages=tuple(r.messages),
            respot={s.ball: s.pos for s in r.respots},
            ball_in_hand=None if new.hand is None else CUE,
            hand_area=default_area,
            next_ball=CUE,
            choices=offered,
            hand_area_if=area_if,
            details=PyramidDetails(facts.first_contact, facts.pocketed),
            next_if=next_if,
            judge_fields=fields,
        )
        return decision, new

    def _choice_json(self, p: Pending) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": p.kind, "by": self.config.players[p.by]}
        if p.kind in ("take", "remove"):
            out["count"] = 1
        elif p.kind == "play":
            out["options"] = list(pyramid_choices.PLAY_OPTIONS)
        else:
            out["options"] = [False, True]
        return out


def option_keys() -> tuple[str, ...]:
    return COMMON_KEYS + PYRAMID_KEYS


__all__ = ["PYRAMID_BALLS", "PyramidReferee", "PyramidState", "pyramid_opening"]
