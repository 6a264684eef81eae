"""The lag for the break (C-12 carom, 5P-5 five pins): two strokes played at once, judged.

Both cue balls start on the head string (carom: C-12 puts them either side of the head spot;
five pins: 5P-5's lag line, 30 cm either side of its mark), the red on its spot (C-2 foot
spot, 5P-1 red mark) and, in five pins, the five pins standing. The first player named plays
white from the left, the second yellow from the right (C-1, 5P-4).

Each stroke is turned into the ball's velocity and spin by the physics' own cue strike
(``game.physics.strike``; ``lag_stroke`` gives a level cue), and both balls are given in
motion in ONE simulate request (contract.md: ``{"pos", "vel", "spin"}``), so they really
run at the same time and can meet. That also settles 5P-5's "both must move before one
reaches the top cushion (else repeat; twice is a loss)": both balls move from t = 0, so that
repeat never arises here and nobody can foul it twice.

Judging (``judge_lag``, pure). A ball loses the lag by
- touching the red (C-12, 5P-5) or a pin (5P-5),
- touching a long cushion (5P-5; C-12 does not forbid it in carom),
- meeting the other ball with its centre over the long axis, in the other ball's half
  (C-12 "touching the other ball's half and its ball", 5P-5 "the other ball on its half"),
- not reaching the foot (top) cushion (both rules send the balls there),
- leaving the table (it has no place to be measured from).
A ball struck by the other in its own half is not blamed for what it does afterwards. If
the balls meet and neither centre is over the axis, the culprit cannot be told (the 5P-5 seed:
the lag is repeated; **Decision**: the same in carom), unless exactly one ball had already lost.
With no fault, the ball that stops nearer the head cushion (five pins: the bottom cushion,
the same end) wins; an exact tie, or both losing, repeats the lag. The winner then chooses
to break or not: ``lag_options`` gives the ``lag_winner``/``lag_choice`` options a
``Match`` (and a saved log) records.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game import disciplines
from game.disciplines import LagSetup
from game.errors import InputError
from game.events import Event, EventType
from game.physics.api import SimResult, simulate_detailed
from game.physics.params import Params
from game.physics.sets import CURRENT
from game.physics.strike import StrikeResult, strike
from game.stroke import Stroke
from game.tables import TABLES, Point

LAG_BALLS = ("white", "yellow")  # first player named, second (C-1, 5P-4)
LAG_OFFSET = 0.30  # 5P-5: 30 cm either side of the mark; **Decision**: the same in carom

# Reasons (message keys; the window words them). Params: player, ball and the detail named.
RED = "lag.red"  # + other: "red"
PIN = "lag.pin"  # + pin
LONG_CUSHION = "lag.long_cushion"  # + cushion
CROSSED = "lag.crossed"  # + other (the other player's ball)
SHORT = "lag.short"  # + cushion ("foot")
OFF_TABLE = "lag.off_table"
# Outcomes. Params: winner, loser (players), or none.
NEARER = "lag.nearer"  # + winner_m, loser_m: ball centre to the head cushion, metres
BY_FAULT = "lag.by_fault"
TIE = "lag.tie"
BOTH_LOST = "lag.both_lost"
UNCLEAR = "lag.unclear"  # the balls met and neither was over the axis


def lag_stroke(
    player: int, speed: float, aim_deg: float = 90.0, side: float = 0.0, height: float = 0.0
) -> Stroke:
    """Player ``player``'s (0: first named, 1: second) lag stroke: their ball, a level cue,
    aim in degrees (90 = straight up the table), speed off the tip in m/s, tip offsets in
    ball radii."""
    return Stroke(LAG_BALLS[player], aim_deg, speed, side, height)


@dataclass(frozen=True)
class LagMessage:
    """A message key with its parameters (like ``game.rules.model.Message``, but frozen
    all the way down so a ``LagResult`` can be compared and hashed)."""

    key: str
    params: tuple[tuple[str, Any], ...] = ()

    def param(self, name: str) -> Any:
        return dict(self.params).get(name)

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "params": dict(self.params)}


def _msg(key: str, **params: Any) -> LagMessage:
    return LagMessage(key, tuple(sorted(params.items())))


@dataclass(frozen=True)
class LagResult:
    """What the lag decided. ``winner`` is None when the lag must be repeated."""

    winner: str | None
    reasons: tuple[LagMessage, ...]  # each fault in play order, then the outcome
    final: tuple[tuple[str, Point], ...]  # ball -> where it stopped (sorted by ball)
    events: tuple[Event, ...]
    distances: tuple[tuple[str, float], ...] = field(default=())  # player -> metres

    @property
    def repeat(self) -> bool:
        return self.winner is None

    @property
    def outcome(self) -> LagMessage:
        return self.reasons[-1]

    def to_json(self) -> dict[str, Any]:
        return {
            "winner": self.winner,
            "reasons": [m.to_json() for m in self.reasons],
            "final": {b: [p[0], p[1]] for b, p in self.final},
            "events": [e.to_json() for e in self.events],
            "distances": dict(self.distances),
        }


@dataclass(frozen=True)
class LagRun:
    """A simulated lag: the judged result and the engine's own result (the window animates
    it; ``sim.to_json()`` is the ``game.simulate`` output of the same request)."""

    result: LagResult
    start: dict[str, Point]
    pins: dict[str, Point]
    sim: SimResult = field(compare=False, repr=False)


def lag_setup(discipline: str) -> LagSetup:
    """How the discipline lags; an InputError if it has no lag."""
    setup = disciplines.get(discipline).lag
    if setup is None:
        raise InputError("discipline", f"{discipline!r} has no lag (carom and five pins only)")
    return setup


def has_lag(discipline: str) -> bool:
    return discipline in disciplines.REGISTRY and disciplines.REGISTRY[discipline].lag is not None


def _table(discipline: str, table: str | None) -> str:
    table = table or disciplines.get(discipline).default_table
    if table not in TABLES or TABLES[table].pockets:
        raise InputError("table", f"{table!r} is not a carom table")
    return table


def lag_layout(
    discipline: str, table: str | None = None
) -> tuple[dict[str, Point], dict[str, Point]]:
    """Balls and standing pins before the lag (C-12 / 5P-5)."""
    setup = lag_setup(discipline)
    t = TABLES[_table(discipline, table)]
    cx, cy = setup.mark(t)
    red = setup.red(t)
    pins = disciplines.get(discipline).default_pins(t)
    balls = {"white": (cx - LAG_OFFSET, cy), "yellow": (cx + LAG_OFFSET, cy), "red": red}
    return balls, pins


def _check_players(players: Sequence[str]) -> tuple[str, str]:
    if len(players) != 2 or players[0] == players[1]:
        raise InputError("players", "the lag needs exactly two different players")
    return (str(players[0]), str(players[1]))


def lag_request(
    discipline: str, strokes: Sequence[Stroke], table: str | None = None
) -> dict[str, Any]:
    """The one simulate request of the lag: both cue balls in motion from t = 0, each with
    the velocity and spin the physics' cue strike gives its stroke."""
    table_id = _table(discipline, table)
    balls, pins = lag_layout(discipline, table_id)
    if len(strokes) != 2:
        raise InputError("strokes", "the lag needs exactly two strokes")
    prm = CURRENT.params(table_id)
    request_balls: dict[str, Any] = {"red": list(balls["red"])}
    for i, (ball, stroke) in enumerate(zip(LAG_BALLS, strokes, strict=True)):
        stroke.check(f"strokes[{i}]")
        if stroke.ball != ball:
            raise InputError(f"strokes[{i}].ball", f"player {i + 1} lags with {ball}")
        hit = _strike(stroke, prm)
        request_balls[ball] = {
            "pos": list(balls[ball]),
            "vel": list(hit.vel),
            "spin": list(hit.spin),
        }
    return {
        "table": table_id,
        "discipline": discipline,
        "physics": CURRENT.name,  # the lag opens a new game, played with the current set
        "balls": request_balls,
        "pins": {k: list(v) for k, v in pins.items()},
    }


def _strike(s: Stroke, prm: Params) -> StrikeResult:
    return strike(s.aim_deg, s.speed, s.side, s.height, s.elevation_deg, prm)


def _miscues(strokes: Sequence[Stroke], table: str) -> dict[str, bool]:
    prm = CURRENT.params(table)
    return {ball: _strike(s, prm).miscue for ball, s in zip(LAG_BALLS, strokes, strict=True)}


Where = Callable[[str, float], Point]


def judge_lag(
    discipline: str,
    players: Sequence[str],
    start: Mapping[str, Point],
    events: Sequence[Event],
    final: Mapping[str, Point],
    where: Where,
    table: str | None = None,
) -> LagResult:
    """Rule on a simulated lag. ``where(ball, t)`` is a ball's centre at time t (needed only
    when the two cue balls meet, to see whose half they met in)."""
    setup = lag_setup(discipline)
    pair = _check_players(players)
    t = TABLES[_table(discipline, table)]
    owner = dict(zip(LAG_BALLS, pair, strict=True))
    other_ball = {"white": "yellow", "yellow": "white"}
    side = {b: math.copysign(1.0, start[b][0]) for b in LAG_BALLS}
    faults: dict[str, list[LagMessage]] = {b: [] for b in LAG_BALLS}
    reached: dict[str, bool] = dict.fromkeys(LAG_BALLS, False)
    disturbed: dict[str, bool] = dict.fromkeys(LAG_BALLS, False)
    unclear = False
    order: list[LagMessage] = []
    moved_by: dict[str, str] = {}  # pin -> the lag ball that set it moving (5P-5)

    def fault(ball: str, key: str, **params: Any) -> None:
        if disturbed[ball] or any(m.key == key for m in faults[ball]):
            return
        m = _msg(key, player=owner[ball], ball=ball, **params)
        faults[ball].append(m)
        order.append(m)

    for e in events:
        if unclear:
            break
        if e.type.is_ball_ball() and {e.a, e.b} == set(LAG_BALLS):
            over = {b: where(b, e.t)[0] * side[b] < 0.0 for b in LAG_BALLS}
            culprits = [b for b in LAG_BALLS if over[b] and not disturbed[b]]
            if len(culprits) == 1:
                c = culprits[0]
                fault(c, CROSSED, other=other_ball[c])
                disturbed[other_ball[c]] = True
            elif not any(disturbed.values()):
                unclear = True
            continue
        if e.type.is_ball_ball():
            for b in LAG_BALLS:
                if "red" in (e.a, e.b) and b in (e.a, e.b):
                    fault(b, RED, other="red")
        elif e.type.is_pin_touch() and e.ball in LAG_BALLS:
            sender = moved_by.get(str(e.pin))
            if sender is not None and sender != e.ball:
                # A pin the other ball sent flying met this one: that ball's fault only.
                disturbed[e.ball] = True
            else:
                moved_by[str(e.pin)] = e.ball
                fault(e.ball, PIN, pin=e.pin)
        elif e.type.is_pin_down():
            sender = e.by if e.by in LAG_BALLS else moved_by.get(str(e.by))
            if sender is not None:
                moved_by[str(e.pin)] = sender
            if e.by in LAG_BALLS:
                fault(e.by, PIN, pin=e.pin)
        elif e.type.is_cushion() and e.ball in LAG_BALLS:
            if e.cushion == "foot" and not disturbed[e.ball]:
                reached[e.ball] = True
            elif e.cushion in ("left", "right") and setup.long_cushion_fault:
                fault(e.ball, LONG_CUSHION, cushion=e.cushion)
        elif e.type.removes_ball() and e.ball in LAG_BALLS:
            fault(e.ball, OFF_TABLE)
    for b in LAG_BALLS:
        if not reached[b] and not disturbed[b] and not unclear and b in final:
            fault(b, SHORT, cushion="foot")
        if b not in final:
            fault(b, OFF_TABLE)

    lost = [b for b in LAG_BALLS if faults[b]]
    head = -t.half_length
    distances = tuple((owner[b], final[b][1] - head) for b in LAG_BALLS if b in final)
    winner: str | None = None
    if len(lost) == 1:
        w = other_ball[lost[0]]
        winner = owner[w]
        outcome = _msg(BY_FAULT, winner=winner, loser=owner[lost[0]])
    elif lost:
        outcome = _msg(BOTH_LOST)
    elif unclear:
        outcome = _msg(UNCLEAR)
    else:
        dw, dy = (final[b][1] - head for b in LAG_BALLS)
        if dw == dy:
            outcome = _msg(TIE, distance_m=dw)
        else:
            w = "white" if dw < dy else "yellow"
            loser = other_ball[w]
            winner = owner[w]
            outcome = _msg(
                NEARER,
                winner=winner,
                loser=owner[loser],
                winner_m=final[w][1] - head,
                loser_m=final[loser][1] - head,
            )
    return LagResult(
        winner=winner,
        reasons=(*order, outcome),
        final=tuple(sorted((b, (p[0], p[1])) for b, p in final.items())),
        events=tuple(events),
        distances=distances,
    )


def play_lag(
    discipline: str,
    players: Sequence[str],
    strokes: Sequence[Stroke],
    table: str | None = None,
) -> LagRun:
    """Simulate the lag (one request, both balls at once) and judge it.

    ``simulate_detailed`` is the engine behind ``game.simulate`` (which only turns its
    result to JSON): it also gives exact ball positions at the moment the cue balls meet,
    which the half rule needs.
    """
    _check_players(players)
    request = lag_request(discipline, strokes, table)
    return judge_run(discipline, players, strokes, simulate_detailed(request))


def judge_run(
    discipline: str,
    players: Sequence[str],
    strokes: Sequence[Stroke],
    sim: SimResult,
) -> LagRun:
    """Judge the lag from the engine's result of ``lag_request`` (the window simulates it
    off the GUI thread and judges here)."""
    _check_players(players)
    table_id = sim.table
    miscue = _miscues(strokes, table_id)
    # The strokes as the log records any stroke: a strike event per cue ball at t = 0.
    strikes = [Event(t=0.0, type=EventType.STRIKE, ball=b, miscue=miscue[b]) for b in LAG_BALLS]
    events = [*strikes, *sim.events]
    start, pins = lag_layout(discipline, table_id)
    final = {b: (float(p[0]), float(p[1])) for b, p in sim.final()["balls"].items()}
    result = judge_lag(
        discipline,
        players,
        start,
        events,
        final,
        lambda ball, at: sim.ball_state(ball, at).pos,
        table_id,
    )
    return LagRun(result, start, pins, sim)


def lag_options(result: LagResult, winner_breaks: bool) -> dict[str, str]:
    """The match options that record the lag (docs/shot-log.md): the winner breaks
    (``"break"``) or lets the opponent break (``"pass"``)."""
    if result.winner is None:
        raise InputError("lag", "the lag is to be repeated; nobody won it")
    return {"lag_winner": result.winner, "lag_choice": "break" if winner_breaks else "pass"}
