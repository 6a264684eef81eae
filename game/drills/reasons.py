"""Why a drill's goal was not met, read from the shot's events: the contact, the cushion or
the foul that was missing or wrong, as plain values the window puts into words.

``reasons(goal, trace, ctx)`` walks the goal as ``goal.met`` does and, for every part that
failed, says what the event log shows instead ("the cue ball met the second ball after two
cushions; three are needed"). A goal that was met has no reasons.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from game.drills import goals
from game.drills.goals import Context, ShotTrace
from game.event_queries import first_ball_contact, pins_down


class Why(StrEnum):
    NO_BALL = "no_ball"  # the cue ball met no ball
    ONE_BALL = "one_ball"  # it met only ``got``
    FEW_CUSHIONS = "few_cushions"  # the second ball after ``have`` cushions, ``need`` needed
    OFF_TABLE = "off_table"  # ``got`` left the table
    FIRST_BALL = "first_ball"  # ``got`` was met first, ``want`` was needed
    CONTACT = "contact"  # contact number ``index`` was ``got`` (None: none), ``want`` needed
    MISSING = "missing"  # ``want`` never came, in the order asked, after ``index`` contacts
    CUSHION_COUNT = "cushion_count"  # ``ball`` met ``have`` cushions; ``need``..``most``
    FOUL = "foul"  # a foul token of goals.FOUL_TOKENS, in ``got``
    NO_PIN = "no_pin"  # no pin fell
    PINS = "pins"  # ``pins`` fell, ``wanted`` were asked
    PINS_FELL = "pins_fell"  # ``pins`` fell that had to stand
    NOT_POCKETED = "not_pocketed"  # ``ball`` was not pocketed (in ``want``: the pocket)
    NOT_IN_ZONE = "not_in_zone"  # ``ball`` did not stop in its zone
    NOT_THROUGH = "not_through"  # ``ball`` did not pass between the markers
    FORBIDDEN = "forbidden"  # the contacts ``wanted`` happened, which the goal forbids
    OTHER = "other"  # a part of the goal not met that has no finer reading


@dataclass(frozen=True)
class Reason:
    why: Why
    ball: str = ""  # whose contacts or position
    got: str | None = None  # a contact token (ball id, cushion:x, pin:x) or a foul token
    want: str | None = None  # a contact token or pattern ("cushion", "ball", "pin")
    index: int = 0  # a contact's number, from 1
    have: int = 0
    need: int = 0
    most: int | None = None
    pins: tuple[str, ...] = ()
    wanted: tuple[str, ...] = ()


def reasons(goal: goals.Goal, trace: ShotTrace, ctx: Context) -> tuple[Reason, ...]:
    """What the events show instead of each failed part of ``goal`` (none when it was met),
    each once, in the goal's order."""
    if goal.met(trace, ctx):
        return ()
    found = _why(goal, trace, ctx)
    out: list[Reason] = []
    for r in found:
        if r not in out:
            out.append(r)
    return tuple(out) or (Reason(Why.OTHER),)


def _why(goal: goals.Goal, trace: ShotTrace, ctx: Context) -> list[Reason]:
    if goal.met(trace, ctx):
        return []
    if isinstance(goal, goals.All):
        return [r for part in goal.parts for r in _why(part, trace, ctx)]
    if isinstance(goal, goals.Any_):
        # None of the ways was taken: the first way's reason is the one the drill means.
        return _why(goal.parts[0], trace, ctx)
    if isinstance(goal, goals.Not):
        if isinstance(goal.part, goals.Contacts):
            return [Reason(Why.FORBIDDEN, ball=goal.part.ball or ctx.cue_ball,
                           wanted=goal.part.pattern)]  # fmt: skip
        return [Reason(Why.OTHER)]
    reader = _READERS.get(type(goal))
    return reader(goal, trace, ctx) if reader is not None else [Reason(Why.OTHER)]


def _carom(goal: goals.Goal, trace: ShotTrace, ctx: Context) -> list[Reason]:
    assert isinstance(goal, goals.Carom)
    cue = ctx.cue_ball
    out: list[Reason] = []
    if goal.clean:
        gone = [e.ball for e in trace.events if e.type.is_off_table() and e.ball is not None]
        out += [Reason(Why.OFF_TABLE, got=b) for b in dict.fromkeys(gone)]
    touched: list[str] = []
    cushions = 0
    for token in goals.contact_sequence(trace.events, cue):
        if token.startswith("cushion:"):
            cushions += 1
        elif ":" not in token and token not in touched:
            touched.append(token)
            if len(touched) == 2:
                if cushions < goal.min_cushions:
                    out.append(Reason(Why.FEW_CUSHIONS, ball=cue, have=cushions,
                                      need=goal.min_cushions))  # fmt: skip
                return out
    if not touched:
        out.append(Reason(Why.NO_BALL, ball=cue))
    else:
        out.append(Reason(Why.ONE_BALL, ball=cue, got=touched[0]))
    return out


def _contacts(goal: goals.Goal, trace: ShotTrace, ctx: Context) -> list[Reason]:
    assert isinstance(goal, goals.Contacts)
    ball = goal.ball or ctx.cue_ball
    seq = goals.contact_sequence(trace.events, ball)
    if goal.exact:
        for i, want in enumerate(goal.pattern):
            got = seq[i] if i < len(seq) else None
            if got is None or not goals.token_matches(want, got):
                return [Reason(Why.CONTACT, ball=ball, got=got, want=want, index=i + 1)]
        return [Reason(Why.OTHER)]
    i = 0
    for token in seq:
        if i < len(goal.pattern) and goals.token_matches(goal.pattern[i], token):
            i += 1
    return [Reason(Why.MISSING, ball=ball, want=goal.pattern[i], index=i)]


def _first(goal: goals.Goal, trace: ShotTrace, ctx: Context) -> list[Reason]:
    assert isinstance(goal, goals.FirstContact)
    first = first_ball_contact(trace.events, ctx.cue_ball)
    if first is None:
        return [Reason(Why.NO_BALL, ball=ctx.cue_ball)]
    got = first.other_ball(ctx.cue_ball)
    return [Reason(Why.FIRST_BALL, ball=ctx.cue_ball, got=got, want=goal.ball)]


def _cushions(goal: goals.Goal, trace: ShotTrace, ctx: Context) -> list[Reason]:
    assert isinstance(goal, goals.Cushions)
    ball = goal.ball or ctx.cue_ball
    seq = goals.contact_sequence(trace.events, ball)
    have = sum(1 for t in seq if t.startswith("cushion:"))
    return [Reason(Why.CUSHION_COUNT, ball=ball, have=have, need=goal.lo, most=goal.hi)]


def _fouls(found: set[str]) -> list[Reason]:
    return [Reason(Why.FOUL, got=t) for t in goals.FOUL_TOKENS if t in found]


def _legal(goal: goals.Goal, trace: ShotTrace, ctx: Context) -> list[Reason]:
    found = goals.foul_tokens(trace, ctx) - {"miss"}
    if found:
        return _fouls(found)
    required = goals.required_first(ctx)
    if required is not None:
        return _first(goals.FirstContact(required), trace, ctx)
    return [Reason(Why.NO_BALL, ball=ctx.cue_ball)]


def _pins(goal: goals.Goal, trace: ShotTrace, ctx: Context) -> list[Reason]:
    assert isinstance(goal, goals.PinsDown)
    down = pins_down(trace.events)
    if goal.legal and not goals.Legal().met(trace, ctx):
        return _legal(goals.Legal(), trace, ctx)
    if not down:
        return [Reason(Why.NO_PIN)]
    return [Reason(Why.PINS, pins=down, wanted=goal.pins, need=goal.count)]


def _standing(goal: goals.Goal, trace: ShotTrace, ctx: Context) -> list[Reason]:
    assert isinstance(goal, goals.PinsStanding)
    fell = tuple(p for p in pins_down(trace.events) if p in goal.pins)
    return [Reason(Why.PINS_FELL, pins=fell)]


def _pocketed(goal: goals.Goal, trace: ShotTrace, ctx: Context) -> list[Reason]:
    assert isinstance(goal, goals.Pocketed)
    return [Reason(Why.NOT_POCKETED, ball=goal.ball, want=goal.pocket)]


def _zone(goal: goals.Goal, trace: ShotTrace, ctx: Context) -> list[Reason]:
    assert isinstance(goal, goals.InZone)
    return [Reason(Why.NOT_IN_ZONE, ball=goal.ball or ctx.cue_ball)]


def _no_fouls(goal: goals.Goal, trace: ShotTrace, ctx: Context) -> list[Reason]:
    assert isinstance(goal, goals.NoFouls)
    return _fouls(goals.foul_tokens(trace, ctx) & set(goal.tokens))


def _between(goal: goals.Goal, trace: ShotTrace, ctx: Context) -> list[Reason]:
    assert isinstance(goal, goals.PassesBetween)
    return [Reason(Why.NOT_THROUGH, ball=goal.ball or ctx.cue_ball)]


_READERS = {
    goals.Carom: _carom,
    goals.Contacts: _contacts,
    goals.FirstContact: _first,
    goals.Cushions: _cushions,
    goals.Legal: _legal,
    goals.PinsDown: _pins,
    goals.PinsStanding: _standing,
    goals.Pocketed: _pocketed,
    goals.InZone: _zone,
    goals.NoFouls: _no_fouls,
    goals.PassesBetween: _between,
}
