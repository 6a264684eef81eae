"""What happened in one seven-pins shot, read from its event log (contract "Event log").

This is the referee's eye: it follows the cushion flags of rule 7C-11, works out who knocked
each pin down, counts caroms and lists balls pocketed or jumped. It also rejects event logs
that cannot happen from the position the referee knows (a pin that is not standing, a ball
that already left the table), naming the offending field.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.errors import InputError
from game.events import Event

CUE = "cue"
OBJECT_BALLS: tuple[str, ...] = ("o1", "o2")

# Why a pin fell (7C-11 / 7C-17).
LEGAL = "legal"  # by a flagged object ball, or by a pin that fell legally
DIRECT = "direct"  # by an unflagged object ball: foul "pins_direct"
BY_CUE = "cue"  # by the cue ball: foul "pins_by_cue"
MANUAL = "manual"  # recorded by hand from the referee panel (7C-23)


@dataclass(frozen=True)
class PinFall:
    pin: str
    cause: str
    ball: str  # the ball at the root of the chain ("" for a manual entry)


@dataclass(frozen=True)
class ShotFacts:
    """Everything the rules need from the events of one shot, in event order."""

    cue_contacts: tuple[str, ...]  # object balls the cue ball touched, in order
    caroms: int  # 0 or 1: a shot holds one carom at most (7C-15)
    falls: tuple[PinFall, ...]
    pocketed: tuple[str, ...]
    off_table: tuple[str, ...]
    moved: tuple[str, ...]  # balls that took part in any event (their old place is stale)

    @property
    def fallen(self) -> tuple[str, ...]:
        return tuple(f.pin for f in self.falls)

    @property
    def cue_touched_object(self) -> bool:
        return bool(self.cue_contacts)


def count_caroms(contacts: tuple[str, ...]) -> int:
    """7C-8 / 7C-15: 1 when the cue ball met both object balls, one after the other, else 0.

    However often the cue ball goes on from one object ball to the other (o1, o2, o1), the
    shot holds one carom (7C-15 Decision); a kiss back on the same ball (o1, o1) none.
    """
    return 1 if len(set(contacts)) > 1 else 0


def analyse(
    events: tuple[Event, ...],
    stroke_ball: str,
    standing: tuple[str, ...],
    where: str,
) -> ShotFacts:
    """Read a shot's events. ``standing`` are the pins up before the shot; ``where`` names
    the shot's events in errors (``shots[3].events``)."""
    flagged: dict[str, bool] = {CUE: False, **dict.fromkeys(OBJECT_BALLS, False)}
    gone: dict[str, str] = {}  # ball -> "pocket" / "off_table"
    fall_cause: dict[str, PinFall] = {}
    touch_cause: dict[str, tuple[str, str]] = {}  # pin -> (cause, ball) of its last touch
    # The latest ball that touched or felled a pin: the best guess for a pin pushed over by
    # a pin that slid without any reported touch (pin-on-pin pushes are not events).
    last_pin_cause: tuple[str, str] | None = None
    contacts: list[str] = []
    falls: list[PinFall] = []
    pocketed: list[str] = []
    off_table: list[str] = []
    moved: list[str] = []
    up = set(standing)

    def ball_cause(ball: str) -> str:
        if ball == CUE:
            return BY_CUE
        return LEGAL if flagged[ball] else DIRECT

    def check_on_table(ball: str, field: str) -> None:
        if ball in gone:
            raise InputError(field, f"ball {ball!r} already left the table ({gone[ball]})")
        if ball not in moved:
            moved.append(ball)

    def check_pin(pin: str, field: str) -> None:
        if pin not in up:
            raise InputError(field, f"pin {pin!r} is not standing at the start of this shot")

    for i, ev in enumerate(events):
        at = f"{where}[{i}]"
        if ev.type == "strike":
            assert ev.ball is not None
            if ev.ball != stroke_ball:
                raise InputError(f"{at}.ball", f"the stroke strikes {stroke_ball!r}")
            check_on_table(ev.ball, f"{at}.ball")
        elif ev.type == "ball":
            assert ev.a is not None and ev.b is not None
            check_on_table(ev.a, f"{at}.a")
            check_on_table(ev.b, f"{at}.b")
            # 7C-11: the struck ball inherits the striker's cushion flag.
            flagged[ev.b] = flagged[ev.b] or flagged[ev.a]
            other = ev.other_ball(CUE)
            if other is not None:
                contacts.append(other)
        elif ev.type == "cushion":
            assert ev.ball is not None
            check_on_table(ev.ball, f"{at}.ball")
            flagged[ev.ball] = True
        elif ev.type == "pin":
            assert ev.ball is not None and ev.pin is not None
            check_on_table(ev.ball, f"{at}.ball")
            check_pin(ev.pin, f"{at}.pin")
            if ev.pin not in fall_cause:
                touch_cause[ev.pin] = (ball_cause(ev.ball), ev.ball)
                last_pin_cause = touch_cause[ev.pin]
        elif ev.type == "pin_down":
            assert ev.pin is not None and ev.by is not None
            check_pin(ev.pin, f"{at}.pin")
            if ev.pin in fall_cause:
                raise InputError(f"{at}.pin", f"pin {ev.pin!r} already fell in this shot")
            if ev.by == ev.pin:
                raise InputError(f"{at}.by", "a pin cannot knock itself down")
            if ev.by in flagged:
                check_on_table(ev.by, f"{at}.by")
                fall = PinFall(ev.pin, ball_cause(ev.by), ev.by)
            elif ev.by in fall_cause:
                # 7C-11: a pin felled by a pin inherits that pin's legality.
                parent = fall_cause[ev.by]
                fall = PinFall(ev.pin, parent.cause, parent.ball)
            elif ev.by in touch_cause:
                # A pin pushed over by a pin that a ball touched without felling it.
                cause, ball = touch_cause[ev.by]
                fall = PinFall(ev.pin, cause, ball)
            elif last_pin_cause is not None:
                cause, ball = last_pin_cause
                fall = PinFall(ev.pin, cause, ball)
            else:
                raise InputError(
                    f"{at}.by", f"no ball had reached any pin before pin {ev.by!r} moved"
                )
            fall_cause[ev.pin] = fall
            falls.append(fall)
            last_pin_cause = (fall.cause, fall.ball)
        elif ev.type in ("pocket", "off_table"):
            assert ev.ball is not None
            check_on_table(ev.ball, f"{at}.ball")
            gone[ev.ball] = ev.type
            (pocketed if ev.type == "pocket" else off_table).append(ev.ball)
    cue_contacts = tuple(contacts)
    return ShotFacts(
        cue_contacts=cue_contacts,
        caroms=count_caroms(cue_contacts),
        falls=tuple(falls),
        pocketed=tuple(pocketed),
        off_table=tuple(off_table),
        moved=tuple(moved),
    )
