"""Where to look: strokes a player would think of, built from the table's geometry.

- Ghost-ball cuts: the cue ball sent at an object ball, full to thin on either side.
- Object ball to a target (a pin, a pocket, the other ball), directly or off one cushion
  (mirror image), by the ghost ball that sends it there.
- Banks: the cue ball sent at a mirror image of a ball across one or two cushions (carom:
  the diamond/mirror systems' lines; refinement finds the exact stroke).
Every aim is crossed with a few speeds and tip positions; the squirt of side is allowed
for. The order is deterministic for a seed: the plain version of every idea first.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.ai.evaluate import Context, clamp_stroke, discipline_of
from game.ai.pots import Pot, pot_speed, pots
from game.events import Event
from game.openings import ball_radius
from game.physics.strike import squirt_angle
from game.rules.pyramid_table import in_house, in_temporary_house
from game.stroke import Stroke
from game.tables import TABLES, Point, Table


@dataclass(frozen=True)
class Idea:
    """What a stroke aims at, for the words the window shows."""

    kind: str  # cut, bank, object_to_pin, object_to_pocket, object_to_ball, sweep, refine
    ball: str | None = None  # the object ball aimed at first (None: a cushion first)
    target: str | None = None  # the pin, pocket or ball the object ball is sent to
    cushions: int = 0  # cushions on the way (bank: the cue ball's; object_to: the object's)


def idea_from_pockets(events: Sequence[Event], struck: str) -> Idea | None:
    """What a played stroke pocketed, for the words: the first object ball that dropped and
    its pocket, else the struck ball's own drop off the first ball it met (a свояк)."""
    first: str | None = None
    own: str | None = None
    for e in events:
        if first is None and (other := e.other_ball(struck)) is not None:
            first = other
        elif e.type == "pocket" and e.ball is not None and e.pocket is not None:
            if e.ball != struck:
                return Idea("object_to_pocket", e.ball, e.pocket)
            own = e.pocket
    if own is not None and first is not None:
        return Idea("svoyak", first, own)
    return None


def idea_from_events(events: Sequence[Event], cue: str) -> Idea | None:
    """What the cue ball really does in a played stroke, for the words: the first and second
    balls it meets and the cushions it touches before the last of them (None: no ball)."""
    cushions = 0
    met: list[str] = []
    before_first = 0
    for e in events:
        if e.type.is_cushion() and e.ball == cue:
            cushions += 1
        elif (other := e.other_ball(cue)) is not None:
            if other in met:
                continue
            met.append(other)
            if len(met) == 1:
                before_first = cushions
            else:
                return Idea("carom", met[0], other, cushions)
    if not met:
        return None
    return Idea("bank" if before_first else "cut", met[0], None, before_first)


@dataclass(frozen=True)
class Candidate:
    stroke: Stroke
    idea: Idea


@dataclass(frozen=True)
class Aim:
    deg: float
    idea: Idea


def _deg(dx: float, dy: float) -> float:
    return math.degrees(math.atan2(dy, dx)) % 360.0


def _lines(table: Table, r: float) -> tuple[float, float]:
    """Where a ball's centre turns at the cushions: |x| = wx, |y| = wy."""
    return table.half_width - r, table.half_length - r


def mirrors(p: Point, table: Table, r: float, depth: int) -> list[tuple[Point, int]]:
    """Images of ``p`` across one cushion (and pairs of cushions when depth ≥ 2)."""
    wx, wy = _lines(table, r)
    out: list[tuple[Point, int]] = []
    ones = [(2 * wx - p[0], p[1]), (-2 * wx - p[0], p[1]), (p[0], 2 * wy - p[1]),
            (p[0], -2 * wy - p[1])]  # fmt: skip
    out.extend((q, 1) for q in ones)
    if depth >= 2:
        for sx in (2 * wx, -2 * wx):
            for sy in (2 * wy, -2 * wy):
                out.append(((sx - p[0], sy - p[1]), 2))  # a corner: one long, one short
        out.append(((p[0] + 4 * wx, p[1]), 2))
        out.append(((p[0] - 4 * wx, p[1]), 2))
        out.append(((p[0], p[1] + 4 * wy), 2))
        out.append(((p[0], p[1] - 4 * wy), 2))
    return out


def pockets(table: Table) -> dict[str, Point]:
    if not table.pockets:
        return {}
    hw, hl = table.half_width, table.half_length
    return {
        "corner": (hw, hl),
        "corner2": (-hw, hl),
        "corner3": (hw, -hl),
        "corner4": (-hw, -hl),
        "side": (hw, 0.0),
        "side2": (-hw, 0.0),
    }


def _clear(a: Point, b: Point, obstacles: Iterable[Point], width: float) -> bool:
    """No obstacle centre within ``width`` of the segment a→b (excluding the ends)."""
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    n2 = dx * dx + dy * dy
    if n2 < 1e-12:
        return True
    for o in obstacles:
        t = ((o[0] - ax) * dx + (o[1] - ay) * dy) / n2
        if 0.02 < t < 0.98:
            px, py = ax + t * dx, ay + t * dy
            if math.hypot(o[0] - px, o[1] - py) < width:
                return False
    return True


def first_balls(ctx: Context) -> list[str]:
    """Object balls the stroke may meet first (5P-10, C-3), nearest first."""
    d = discipline_of(ctx)
    balls = ctx.position.balls
    others = [b for b in sorted(balls) if b != ctx.ball]
    if d.required_first is not None:
        req = d.required_first(ctx.ball)
        if req is not None and req in balls:
            return [req]
    me = balls[ctx.ball]
    out = sorted(others, key=lambda b: math.dist(me, balls[b]))
    if ctx.number == 1 and d.break_first in out:  # C-3: the break meets the red first
        out.remove(str(d.break_first))
        out.insert(0, str(d.break_first))
    return out


def aims(ctx: Context, depth: int) -> list[Aim]:
    """Every aim idea for the cue ball from this position."""
    table = TABLES[ctx.config.table]
    r = ball_radius(table)
    balls = ctx.position.balls
    cue = balls[ctx.ball]
    d = discipline_of(ctx)
    out: list[Aim] = []
    firsts = first_balls(ctx)
    targets: dict[str, Point] = {}
    if d.pins:
        targets.update({p: xy for p, xy in ctx.position.pins.items()})
    targets.update(pockets(table))
    for ob in firsts:
        o = balls[ob]
        dist = math.dist(cue, o)
        base = _deg(o[0] - cue[0], o[1] - cue[1])
        # Ghost-ball cuts: impact parameter from full to thin, both sides.
        for frac in (0.0, 0.25, -0.25, 0.5, -0.5, 0.75, -0.75, 0.9, -0.9, 0.97, -0.97):
            b = frac * 2 * r
            if abs(b) >= dist:
                continue
            out.append(Aim(base + math.degrees(math.asin(b / dist)), Idea("cut", ob)))
        # The object ball sent to a target, directly or off one cushion.
        goals: list[tuple[str, Point, int]] = []
        for name, xy in targets.items():
            goals.append((name, xy, 0))
            if depth >= 2 and not name.startswith(("corner", "side")):
                goals.extend((name, q, n) for q, n in mirrors(xy, table, r, 1))
        for other in balls:
            if other not in (ob, ctx.ball) and d.pins:
                goals.append((other, balls[other], 0))
        for name, xy, n in goals:
            ux, uy = xy[0] - o[0], xy[1] - o[1]
            norm = math.hypot(ux, uy)
            if norm < 1e-6:
                continue
            ux, uy = ux / norm, uy / norm
            ghost = (o[0] - 2 * r * ux, o[1] - 2 * r * uy)
            gx, gy = ghost[0] - cue[0], ghost[1] - cue[1]
            glen = math.hypot(gx, gy)
            if glen < 1e-6:
                continue
            cut = math.degrees(math.acos(max(-1.0, min(1.0, (gx * ux + gy * uy) / glen))))
            if cut > 78.0:
                continue
            kind = "object_to_pocket" if name.startswith(("corner", "side")) else (
                "object_to_ball" if name in balls else "object_to_pin")  # fmt: skip
            out.append(Aim(_deg(gx, gy), Idea(kind, ob, name, n)))
    # Carom lines: the cue ball off the first ball along the tangent line (the 90° rule)
    # towards an image of the second ball across as many cushions as the point needs.
    # (Measured: they pay off with the wide search of the top levels, depth 3.)
    if ctx.cushions_for_point is not None and depth >= 3:
        out.extend(carom_lines(ctx, firsts, table, r))
    # Banks: the cue ball at an image of a ball across cushions.
    for ob in firsts if d.required_first or ctx.number == 1 else sorted(balls):
        if ob == ctx.ball:
            continue
        for q, n in mirrors(balls[ob], table, r, depth):
            out.append(Aim(_deg(q[0] - cue[0], q[1] - cue[1]), Idea("bank", ob, None, n)))
    return out


def speeds_for(ctx: Context) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """(the usual speeds, more speeds) for this discipline."""
    if discipline_of(ctx).pocket_game and ctx.number == 1:
        return (3.5, 5.0), (2.6, 6.5)  # P-10: the break must drive balls to the cushions
    if ctx.cushions_for_point is not None and ctx.cushions_for_point >= 3:
        return (3.0, 4.2), (2.2, 5.5, 7.0)
    if ctx.cushions_for_point is not None:
        return (1.8, 3.0), (1.2, 4.2, 5.5)
    return (1.6, 2.6), (1.0, 3.6, 5.0)


SPINS_CORE: tuple[tuple[float, float], ...] = ((0.0, 0.0),)
SPINS_MORE: tuple[tuple[float, float], ...] = (
    (0.3, 0.2), (-0.3, 0.2), (0.0, 0.35), (0.0, -0.35), (0.35, -0.15), (-0.35, -0.15),
    (0.45, 0.0), (-0.45, 0.0),
)  # fmt: skip


def stroke_for(ball: str, deg: float, speed: float, side: float, height: float) -> Stroke:
    """A stroke that leaves along ``deg`` once the squirt of ``side`` is allowed for."""
    sq = math.degrees(squirt_angle(side))
    aim = deg - (sq if side > 0 else -sq)
    return clamp_stroke(Stroke(ball, aim, speed, side, height))


def strikers(ctx: Context) -> list[str]:
    """The balls the player may strike (PF-2: any ball, but the break and a ball in hand
    are the coloured ball's)."""
    if discipline_of(ctx).any_ball_strikes and ctx.place is None and ctx.number > 1:
        return sorted(ctx.position.balls)
    return [ctx.ball]


def objects_on(ctx: Context) -> list[str]:
    """Object balls that may be met first: from hand in the house (or the temporary
    house), only those outside it (P-26, P-27)."""
    table = TABLES[ctx.config.table]
    balls = ctx.position.balls
    others = [b for b in sorted(balls) if b != ctx.ball]
    if ctx.place is None:
        return others
    for inside in (in_house, in_temporary_house):
        if inside(ctx.place, table):
            return [b for b in others if not inside(balls[b], table)]
    return others


# Pace and tip variations of a pot, tried after every pot's plain version: follow and draw
# for position, a softer and a firmer pace.
POT_VARIANTS: tuple[tuple[float, float, float], ...] = (
    (1.0, 0.0, 0.3), (1.0, 0.0, -0.3), (0.75, 0.0, 0.0), (1.35, 0.0, 0.0),
    (1.0, 0.25, 0.15), (1.0, -0.25, 0.15), (1.6, 0.0, -0.35), (0.6, 0.0, 0.2),
)  # fmt: skip


def pot_candidates(ctx: Context, budget: int) -> list[Candidate]:
    """Up to ``budget`` strokes for the geometric pots and свояки, easiest first: every
    pot plainly struck first, then its variations."""
    r = ball_radius(TABLES[ctx.config.table])
    found: list[Pot] = pots(ctx.position.balls, strikers(ctx), ctx.config.table, r, objects_on(ctx))
    plain: list[Candidate] = []
    varied: list[Candidate] = []
    for p in found:
        idea = Idea("svoyak" if p.svoyak else "object_to_pocket", p.ball, p.pocket)
        speed = pot_speed(p) * (1.25 if p.svoyak else 1.0)
        plain.append(Candidate(stroke_for(p.striker, p.aim_deg, speed, 0.0, 0.0), idea))
        for f, side, height in POT_VARIANTS:
            stroke = stroke_for(p.striker, p.aim_deg, speed * f, side, height)
            varied.append(Candidate(stroke, idea))
    # Interleave: the plain pots, then the easier pots' variations before the harder ones'.
    out = plain[: budget // 2] + varied
    return out[:budget]


def generate(ctx: Context, budget: int, depth: int, seed: int) -> list[Candidate]:
    """About ``budget`` candidate strokes, most promising ideas first, deterministic."""
    rng = random.Random(seed)
    if discipline_of(ctx).pocket_game:
        potted = pot_candidates(ctx, (budget * 2) // 3)
        rest = _generate(ctx, budget - len(potted), depth, rng) if budget > len(potted) else []
        return potted + rest
    return _generate(ctx, budget, depth, rng)


def _generate(ctx: Context, budget: int, depth: int, rng: random.Random) -> list[Candidate]:
    ideas = aims(ctx, depth)
    core_speeds, more_speeds = speeds_for(ctx)
    first: list[Candidate] = []
    # The variations as plans, made into strokes only as far as the budget reaches (a full
    # pyramid rack has tens of thousands); shuffled like the strokes they stand for.
    second: list[tuple[Aim, float, float, float]] = []
    for a in ideas:
        for sp in core_speeds:
            first.append(Candidate(stroke_for(ctx.ball, a.deg, sp, 0.0, 0.0), a.idea))
        for sp in core_speeds + more_speeds:
            for side, height in SPINS_MORE:
                second.append((a, sp, side, height))
        for sp in more_speeds:
            second.append((a, sp, 0.0, 0.0))
    rng.shuffle(first)
    rng.shuffle(second)
    # A coarse sweep all round keeps some blind spots covered.
    sweep_n = max(8, budget // 10)
    sweep: list[Candidate] = []
    off = rng.random() * 360.0 / sweep_n
    for k in range(sweep_n):
        sp = core_speeds[k % len(core_speeds)]
        deg = off + 360.0 * k / sweep_n
        side, height = (0.0, 0.0) if k % 3 else SPINS_MORE[k % len(SPINS_MORE)]
        sweep.append(Candidate(stroke_for(ctx.ball, deg, sp, side, height), Idea("sweep")))
    pool = first[: max(0, budget - sweep_n)]
    rest = budget - sweep_n - len(pool)
    if rest > 0:
        pool.extend(
            Candidate(stroke_for(ctx.ball, a.deg, sp, side, height), a.idea)
            for a, sp, side, height in second[:rest]
        )
    return pool + sweep


def refinements(c: Candidate, rng: random.Random, n: int) -> list[Candidate]:
    """Small changes around a good stroke: aim, speed, tip."""
    s = c.stroke
    out: list[Candidate] = []
    steps: Sequence[tuple[float, float, float, float]] = (
        (0.3, 1.0, 0.0, 0.0), (-0.3, 1.0, 0.0, 0.0), (0.8, 1.0, 0.0, 0.0),
        (-0.8, 1.0, 0.0, 0.0), (0.0, 0.85, 0.0, 0.0), (0.0, 1.15, 0.0, 0.0),
        (0.0, 1.0, 0.15, 0.0), (0.0, 1.0, -0.15, 0.0), (0.0, 1.0, 0.0, 0.15),
        (0.0, 1.0, 0.0, -0.15), (1.6, 1.0, 0.0, 0.0), (-1.6, 1.0, 0.0, 0.0),
    )  # fmt: skip
    for k in range(n):
        if k < len(steps):
            da, fs, ds, dh = steps[k]
        else:
            da, fs = rng.gauss(0, 0.6), 1.0 + rng.gauss(0, 0.1)
            ds, dh = rng.gauss(0, 0.1), rng.gauss(0, 0.1)
        stroke = clamp_stroke(
            # a declared call (roll-out, safety) stays declared
            Stroke(s.ball, s.aim_deg + da, s.speed * fs, s.side + ds, s.height + dh, call=s.call)
        )
        out.append(Candidate(stroke, c.idea))
    return out


def images(p: Point, table: Table, r: float, low: int, high: int) -> list[tuple[Point, int]]:
    """Images of ``p`` in the unfolded table (cell i, j: |i| + |j| cushions), for the
    mirror / diamond lines of several cushions."""
    wx, wy = _lines(table, r)
    out: list[tuple[Point, int]] = []
    for i in range(-high, high + 1):
        for j in range(-high, high + 1):
            n = abs(i) + abs(j)
            if low <= n <= high:
                x = 2 * i * wx + (p[0] if i % 2 == 0 else -p[0])
                y = 2 * j * wy + (p[1] if j % 2 == 0 else -p[1])
                out.append(((x, y), n))
    return out


def carom_lines(ctx: Context, firsts: Sequence[str], table: Table, r: float) -> list[Aim]:
    """Aims that send the cue ball off the first ball, along the tangent line, to the
    second ball through the cushions the point needs (three-cushion: three or more)."""
    need = ctx.cushions_for_point or 0
    balls = ctx.position.balls
    cue = balls[ctx.ball]
    found: list[tuple[float, Aim]] = []
    for ob in firsts:
        seconds = [b for b in balls if b not in (ob, ctx.ball)]
        if not seconds:
            continue
        o = balls[ob]
        targets = images(balls[seconds[0]], table, r, max(need, 0), need + 1)
        if need == 0:
            targets.append((balls[seconds[0]], 0))
        steps = 180
        for k in range(steps):
            th = 2 * math.pi * k / steps
            g = (o[0] + 2 * r * math.cos(th), o[1] + 2 * r * math.sin(th))
            vx, vy = g[0] - cue[0], g[1] - cue[1]
            vlen = math.hypot(vx, vy)
            if vlen < 1e-6:
                continue
            nx, ny = (o[0] - g[0]) / (2 * r), (o[1] - g[1]) / (2 * r)
            dot = (vx * nx + vy * ny) / vlen
            if dot < 0.08:  # thinner than about 85°, or the ghost is behind the ball
                continue
            tx, ty = vx / vlen - dot * nx, vy / vlen - dot * ny
            tlen = math.hypot(tx, ty)
            if tlen < 0.1:  # nearly full: the cue ball stops
                continue
            tx, ty = tx / tlen, ty / tlen
            for q, n in targets:
                dx, dy = q[0] - g[0], q[1] - g[1]
                dlen = math.hypot(dx, dy)
                if dlen < 1e-6:
                    continue
                err = math.degrees(math.acos(max(-1.0, min(1.0, (dx * tx + dy * ty) / dlen))))
                if err < 2.0:
                    found.append((err, Aim(_deg(vx, vy), Idea("carom", ob, seconds[0], n))))
    found.sort(key=lambda x: x[0])
    return [a for _, a in found[:16]]
