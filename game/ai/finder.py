"""The shot finder: the computer's (and the "show me a shot" assist's) choice of stroke.

``suggest(match, level, seed)`` searches stroke space from the match as it stands:

1. the ball in hand, if any, is tried at a few legal spots (``Match.hand_area``, the
   physics' ``ball_fits``);
2. geometric candidates (``candidates.generate``) are played once, exactly, by the engine
   and ruled on by the referee;
3. the best of them (and near misses, in carom) are refined by small changes;
4. the finalists are replayed several times with the level's execution noise: the mean
   value (points, fouls, the turn kept) and the foul risk; the best of them are replayed
   again, twice as often, and only they compete (the luckiest of a few replays looks best);
5. at the higher levels the position each finalist leaves is looked at: a quick search of
   the next shot for whoever plays it, added for the shooter, taken off for an opponent —
   so with nothing good on the computer plays safe.

Deterministic for a seed: every trial has its own seed, and the budget is counted in
strokes (``seconds`` only cuts a search short when the machine is too slow).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from game.ai import taking
from game.ai.candidates import (
    Candidate,
    Idea,
    generate,
    idea_from_events,
    idea_from_pockets,
    refinements,
)
from game.ai.evaluate import (
    Context,
    Noise,
    Score,
    SearchCancelled,
    Trial,
    clamp_stroke,
    context_for,
    evaluate,
    noisy,
    pooled,
    run_jobs,
    run_trials,
    simulate_strokes,
)
from game.ai.levels import Level
from game.ai.pots import hand_spots
from game.errors import InputError
from game.match import Match
from game.openings import ball_radius
from game.physics.api import SimResult
from game.rules.model import Area
from game.rules.pyramid_table import in_house, in_temporary_house
from game.stroke import Stroke
from game.tables import Point

# Ideas about where an object ball goes: the words name its target, which the cue ball's
# own route does not tell.
_OBJECT_IDEAS = ("object_to_pin", "object_to_pocket", "object_to_ball", "svoyak")

Progress = Callable[[float], None]


@dataclass
class Suggestion:
    stroke: Stroke
    place: Point | None
    choice: str | None
    idea: Idea
    expected_points: float
    foul_risk: float
    score_chance: float
    value: float
    leave: float  # what the position left is worth (0 where not looked at)
    safety: bool  # nothing good was on: the stroke is chosen for what it leaves
    searched: int
    seconds: float
    path: list[str] = field(default_factory=list)
    # The choice hands the table to the opponent (7F-10 "replay"): no stroke to play.
    turn_passes: bool = False
    # What each option the rules offered is worth to the chooser (None: as it lies).
    options: dict[str | None, float] = field(default_factory=dict)
    # Pocket games: the ball the struck ball comes to rest nearest, played exactly (None:
    # it drops, or the table is empty around it), for "the cue ball stops near the 4".
    rests_near: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"stroke": None if self.turn_passes else self.stroke.to_json()}
        if self.place is not None:
            out["place"] = [round(self.place[0], 5), round(self.place[1], 5)]
        if self.choice is not None or self.options:
            out["choice"] = self.choice  # null: play on as things lie
        out.update(
            {
                "expected_points": round(self.expected_points, 4),
                "foul_risk": round(self.foul_risk, 4),
                "score_chance": round(self.score_chance, 4),
                "aim": {
                    "kind": self.idea.kind,
                    "ball": self.idea.ball,
                    "target": self.idea.target,
                    "cushions": self.idea.cushions,
                },
                "safety": self.safety,
                **({"rests_near": self.rests_near} if self.rests_near is not None else {}),
                "strokes_searched": self.searched,
                "seconds": round(self.seconds, 3),
            }
        )
        return out


def clone(match: Match) -> Match:
    """A copy of ``match`` that can be played on without touching the original, holding
    only the last shot (``Match.for_search``): what the search copies, and sends to its
    workers at every look-ahead, does not grow with the game."""
    return match.for_search()


def options(match: Match) -> list[str | None]:
    """What the player may do when the rules offer a choice (7F-10, C-8, 5P-14/15): each
    offered choice, and ``None`` (play on as things lie) when taking one is optional, as
    5P-14's "may instead ask" is. Empty when nothing is offered."""
    offered = list(match.choices)
    if not offered:
        return []
    if match.discipline.choices_take_balls:
        # P-21, PC-3: the ball taken is decided by its own rule; every choice is due.
        return list(taking.narrowed(match, offered))
    if "play" in offered:
        return list(offered)
    return [None, *offered]


def quick_option(match: Match) -> str | None:
    """The choice taken without a search (the quick look at the next shot): play on."""
    if match.discipline.choices_take_balls and match.choices:
        return taking.quick(match, match.choices)
    return "play" if "play" in match.choices else None


def _free(match: Match, ball: str, at: Point) -> bool:
    return match.placement_problem(ball, at, clearance=1e-4) is None


def placements(match: Match, n: int, rng: random.Random) -> list[Point]:
    """Up to ``n`` legal spots for the ball in hand, spread over the area."""
    ball = match.ball_in_hand
    assert ball is not None
    area = match.hand_area
    if area is None:
        hw, hl = match.table.half_width, match.table.half_length
        area = Area(-hw, hw, -hl, hl)
    r = ball_radius(match.table)
    xs = _steps(area.x_min, area.x_max, r, 9)
    ys = _steps(area.y_min, area.y_max, r, 9)
    spots = [(x, y) for x in xs for y in ys if area.contains((x, y)) and _free(match, ball, (x, y))]
    if not spots:
        raise InputError("ball_in_hand", "no legal spot found for the ball in hand")
    chosen: list[Point] = []
    if match.discipline.pocket_game:
        # Straight pots first: behind a ball that is on, on its line to a pocket.
        chosen = _pot_spots(match, ball, area, max(1, n - n // 3))
    # Farthest-point sampling from the spot nearest the area's middle.
    mid = ((area.x_min + area.x_max) / 2, (area.y_min + area.y_max) / 2)
    if not chosen:
        chosen = [min(spots, key=lambda p: (math.dist(p, mid), p))]
    while len(chosen) < min(n, len(spots)):
        nxt = max(spots, key=lambda p: (min(math.dist(p, c) for c in chosen), p))
        chosen.append(nxt)
    return chosen


def _pot_spots(match: Match, ball: str, area: Area, n: int) -> list[Point]:
    """Up to ``n`` spots in ``area`` behind a ball that is on (P-26, P-27: not one lying in
    the house the ball is placed in), on its line to a pocket, the easiest pots first."""
    balls = {b: p for b, p in match.position.balls.items() if b != ball}
    inside = {"house": in_house, "temporary_house": in_temporary_house}.get(area.name)
    on = [b for b in sorted(balls) if inside is None or not inside(balls[b], match.table)]
    r = ball_radius(match.table)
    out: list[Point] = []
    for spot, _ in hand_spots(balls, on, match.config.table, r):
        apart = all(math.dist(spot, q) > 2 * r for q in out)
        if apart and area.contains(spot) and _free(match, ball, spot):
            out.append(spot)
        if len(out) >= n:
            break
    return out


def _steps(lo: float, hi: float, r: float, n: int) -> list[float]:
    if hi - lo < 1e-9:
        return [lo]
    a, b = lo + r * 0.2, hi - r * 0.2
    if b <= a:
        return [(lo + hi) / 2]
    return [a + (b - a) * k / (n - 1) for k in range(n)]


@dataclass
class _Entry:
    ctx_index: int
    cand: Candidate
    exact: Score
    noisy: Score | None = None
    leave: float = 0.0
    verified: bool = False  # replayed again (4b)

    def rank(self) -> float:
        return self.exact.value + 0.6 * self.exact.near

    def final(self) -> float:
        s = self.noisy if self.noisy is not None else self.exact
        return s.value + self.leave


def suggest(
    match: Match,
    level: Level,
    seed: int = 0,
    seconds: float | None = None,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
    parallel: bool | None = None,
) -> Suggestion:
    """The best stroke the level finds for the player about to shoot.

    When the rules offer a choice first, each option is searched with an equal share of
    the level's budget and judged from the chooser's side: the value of his best stroke
    when he keeps the table, minus the opponent's best when the option hands it over
    (that is searched with the chooser's own level). The best option is taken, the
    first in the rules' order on a tie; its stroke search is the one returned."""
    if match.over:
        raise InputError("match", "the game is already over")
    if match.lag_due:
        raise InputError("breaker", "the deciding game's break is lagged first (5P-4)")
    opts = options(match)
    if not opts:
        return _search(match, level, seed, seconds, progress, cancelled, parallel)
    t_start = time.monotonic()
    chooser = match.next_player
    share = _share(level, len(opts))
    limit = (level.seconds if seconds is None else seconds) / len(opts)
    found: list[tuple[Suggestion, bool]] = []
    for k, opt in enumerate(opts):
        m = clone(match)
        if opt is not None:
            m.choose(opt)

        def part(frac: float, k: int = k) -> None:
            if progress is not None:
                progress((k + frac) / len(opts))

        s = _search(m, share, seed * 31 + k, limit, part, cancelled, parallel)
        found.append((s, m.next_player == chooser))
    worth = {
        opt: (s.value if mine else -s.value) for opt, (s, mine) in zip(opts, found, strict=True)
    }
    best = max(range(len(opts)), key=lambda k: (worth[opts[k]], -k))
    s, mine = found[best]
    return replace(
        s,
        choice=opts[best],
        turn_passes=not mine,
        value=worth[opts[best]],
        options=worth,
        searched=sum(f.searched for f, _ in found),
        seconds=time.monotonic() - t_start,
    )


def _share(level: Level, n: int) -> Level:
    """The level's search budget split ``n`` ways (its hand stays the same)."""
    if n <= 1:
        return level
    return replace(
        level,
        candidates=max(16, level.candidates // n),
        refine=max(2, level.refine // n),
        finalists=max(3, level.finalists // n),
        verify=0 if level.verify == 0 else max(1, level.verify // n),
        lookahead=0 if level.lookahead == 0 else max(1, level.lookahead // n),
        seconds=level.seconds / n,
    )


def _search(
    match: Match,
    level: Level,
    seed: int,
    seconds: float | None,
    progress: Progress | None,
    cancelled: Callable[[], bool] | None,
    parallel: bool | None,
) -> Suggestion:
    """The stroke search from ``match`` as it stands (any choice already made)."""
    t_start = time.monotonic()
    limit = level.seconds if seconds is None else seconds
    par = level.parallel if parallel is None else parallel
    base = clone(match)
    choice = match.pending_choice
    rng = random.Random(seed)
    noise = Noise(level.aim_sigma_deg, level.speed_sigma, level.tip_sigma)
    searched = 0

    def report(frac: float) -> None:
        if cancelled is not None and cancelled():
            raise SearchCancelled
        if progress is not None:
            progress(min(1.0, frac))

    # 1. Where the ball in hand goes.
    starts: list[tuple[Match, Point | None]] = []
    hand = base.ball_in_hand
    if hand is not None:
        n_spots = 2 + level.number
        for spot in placements(base, n_spots, rng):
            m = clone(base)
            m.place_ball(hand, spot)
            starts.append((m, spot))
    else:
        starts.append((base, None))
    contexts = [context_for(m) for m, _ in starts]
    depth = 1 if level.number <= 1 else (2 if level.number <= 3 else 3)

    # 2. The geometric sweep, played exactly.
    entries: list[_Entry] = []
    share = max(16, level.candidates // len(contexts))
    for ci, ctx in enumerate(contexts):
        if ci > 0 and time.monotonic() > t_start + 0.5 * limit:
            break  # a slow machine: fewer spots for the ball in hand
        cands = generate(ctx, share, depth, rng.randrange(1 << 30))
        # Calls the rules allow (C-6 safety, 7C-24 roll-out, 7F-9 carom): the same kind of
        # strokes, declared; the referee's ruling says what the call is worth.
        for call in starts[ci][0].allowed_calls:
            extra = generate(ctx, max(8, share // 4), depth, rng.randrange(1 << 30))
            cands.extend(
                Candidate(clamp_stroke(replace(c.stroke, call=call)), c.idea) for c in extra
            )
        # In batches, most promising first: past the sweep's share of the time the rest of
        # a long list (a full pyramid rack's) is left out, and the last batch is only as
        # long as fits (on the pure engine a batch of break strokes takes seconds).
        k = 0
        while k < len(cands):
            now = time.monotonic()
            if k > 0 and now > t_start + 0.45 * limit:
                break
            size = sweep_batch(t_start + 0.45 * limit - now, now - t_start, searched)
            batch = cands[k : k + size]
            k += len(batch)
            trials = [Trial(c.stroke, 0, 0) for c in batch]
            scores = evaluate(ctx, trials, noise, par, cancelled)
            searched += len(batch)
            entries.extend(_Entry(ci, c, s) for c, s in zip(batch, scores, strict=True))
        report(0.5 * (ci + 1) / len(contexts))
    if not entries:
        raise InputError("position", "no stroke to try from this position")

    # On a slow or busy machine the later stages shrink to fit the time cap (only then can
    # the answer differ between runs with one seed).
    elapsed = time.monotonic() - t_start
    per_stroke = elapsed / max(1, searched)
    planned = level.refine * 14 + (level.finalists + 2 * level.verify) * level.replays
    look_cost = (LOOK_STROKES + 1) * (2 if level.miss_leave else 1)
    planned += level.lookahead * look_cost
    shrink = 1.0
    if planned * per_stroke > 0.9 * limit - elapsed:
        shrink = max(MIN_SHRINK, (0.9 * limit - elapsed) / (planned * per_stroke))
    n_refine = max(2, round(level.refine * shrink))
    n_final = max(3, round(level.finalists * shrink))
    n_look = round(level.lookahead * shrink)

    # 3. Refinement around the best and the nearest misses.
    for round_ in range(2):
        if time.monotonic() > t_start + 0.6 * limit:
            break
        top = _best(entries, n_refine, key=_Entry.rank)
        by_ctx: dict[int, list[Candidate]] = {}
        for e in top:
            for c in refinements(e.cand, rng, 8 if round_ == 0 else 6):
                by_ctx.setdefault(e.ctx_index, []).append(
                    Candidate(c.stroke, Idea(**{**e.cand.idea.__dict__}))
                )
        for ci, cands in sorted(by_ctx.items()):
            trials = [Trial(c.stroke, 0, 0) for c in cands]
            scores = evaluate(contexts[ci], trials, noise, par, cancelled)
            searched += len(cands)
            entries.extend(_Entry(ci, c, s) for c, s in zip(cands, scores, strict=True))
        report(0.6 + 0.1 * round_)

    def replay(
        chosen: list[_Entry], trial_seed: int, n: int, until: float, first_always: bool
    ) -> list[tuple[_Entry, Score]]:
        """``n`` noisy replays of each chosen stroke, a batch per ball-in-hand spot; past
        ``until`` the spots left are skipped (all but the first one if ``first_always``)."""
        nonlocal searched
        by_ctx: dict[int, list[_Entry]] = {}
        for e in chosen:
            by_ctx.setdefault(e.ctx_index, []).append(e)
        out: list[tuple[_Entry, Score]] = []
        for ci, group in sorted(by_ctx.items()):
            if (ci > 0 or not first_always) and time.monotonic() > until:
                break
            trials = [Trial(e.cand.stroke, _trial_seed(trial_seed, ci, e.cand.stroke), n)
                      for e in group]  # fmt: skip
            scores = evaluate(contexts[ci], trials, noise, par, cancelled)
            searched += len(trials) * n
            out.extend(zip(group, scores, strict=True))
        return out

    # 4. Noisy replays of the finalists.
    finalists = _best(entries, n_final, key=_Entry.rank)
    for e, score in replay(finalists, seed, level.replays, t_start + 0.8 * limit, True):
        e.noisy = score
    finalists = [e for e in finalists if e.noisy is not None] or finalists
    # 4b. A second look at the best few: picked on a handful of replays, the luckiest
    # stroke looks best (a one-in-four foul that costs the pins' value may not show at all),
    # so they are replayed again, twice as often, and judged on all their replays.
    if level.verify and all(e.noisy is not None for e in finalists):
        again = _best(finalists, max(1, round(level.verify * shrink)), key=_Entry.final)
        until = t_start + 0.85 * limit
        for e, more in replay(again, seed + 1, 2 * level.replays, until, False):
            assert e.noisy is not None
            e.noisy = pooled(e.noisy, more)
            e.verified = True
        # Only strokes judged on all their replays compete: another finalist's lucky
        # estimate would otherwise beat theirs.
        finalists = [e for e in finalists if e.verified] or finalists
    report(0.85)

    # 5. The leave.
    best_value = max(e.final() for e in finalists)
    if n_look and time.monotonic() < t_start + 0.75 * limit:
        # Each leave is a quick search of its own: only as many as fit in the time left
        # (all of them without a cap; a full pyramid rack would run over it).
        left = t_start + 0.95 * limit - time.monotonic()
        fit = left / (look_cost * max(per_stroke, 1e-6))
        n_fit = n_look if math.isinf(fit) else max(1, min(n_look, int(fit)))
        looked = _best(finalists, n_fit, key=_Entry.final)
        miss = noise if level.miss_leave else None
        jobs = [(starts[e.ctx_index][0], e.cand, seed, miss, _kept(e)) for e in looked]
        for e, (worth, n) in zip(looked, run_jobs(_leave_job, jobs, par, cancelled), strict=True):
            e.leave = worth
            searched += n
    report(1.0)
    chosen = max(finalists, key=lambda e: (e.final(), -finalists.index(e)))
    s = chosen.noisy if chosen.noisy is not None else chosen.exact
    place = starts[chosen.ctx_index][1]
    idea = chosen.cand.idea
    rests_near: str | None = None
    if match.discipline.pocket_game:
        # Say what the stroke really pockets, played exactly, and where it leaves the ball.
        played = simulate_strokes(contexts[chosen.ctx_index], [chosen.cand.stroke])[0]
        struck = chosen.cand.stroke.ball
        idea = (
            idea_from_pockets(played.events, struck)
            or idea_from_events(played.events, struck)
            or idea
        )
        rests_near = _rests_near(played, struck)
    elif idea.kind not in _OBJECT_IDEAS:
        # A sweep or a refined line: say what the cue ball really does with this stroke.
        played = simulate_strokes(contexts[chosen.ctx_index], [chosen.cand.stroke])[0]
        idea = idea_from_events(played.events, chosen.cand.stroke.ball) or idea
    return Suggestion(
        stroke=chosen.cand.stroke,
        place=place,
        choice=choice,
        idea=idea,
        expected_points=s.points,
        foul_risk=s.foul,
        score_chance=s.scored,
        value=chosen.final(),
        leave=chosen.leave,
        safety=best_value <= 0.05 and s.scored < 0.2,
        searched=searched,
        seconds=time.monotonic() - t_start,
        rests_near=rests_near,
    )


# "Stops near the 4" only when it does: farther than this from every ball, no ball is named.
NEAR = 0.35


def _rests_near(played: SimResult, struck: str) -> str | None:
    """The ball the struck ball comes to rest nearest (None: it left the cloth, or no ball
    lies within ``NEAR``)."""
    balls = played.final().get("balls", {})
    gone = set(played.final().get("pocketed", [])) | set(played.final().get("off_table", []))
    if struck in gone or struck not in balls:
        return None
    at = balls[struck]
    near = [(math.dist(at, p), b) for b, p in balls.items() if b != struck and b not in gone]
    best = min(near, default=None)
    return best[1] if best is not None and best[0] <= NEAR else None


def _kept(e: _Entry) -> float:
    """The share of the stroke's replays that scored (the turn kept)."""
    return (e.noisy if e.noisy is not None else e.exact).scored


def _best(entries: list[_Entry], n: int, key: Callable[[_Entry], float]) -> list[_Entry]:
    """The ``n`` best distinct strokes, ties broken by order (deterministic)."""
    order = sorted(range(len(entries)), key=lambda i: (-key(entries[i]), i))
    out: list[_Entry] = []
    seen: set[tuple[Any, ...]] = set()
    for i in order:
        e = entries[i]
        k = (e.ctx_index, e.cand.stroke)
        if k in seen:
            continue
        seen.add(k)
        out.append(e)
        if len(out) >= n:
            break
    return out


def _trial_seed(seed: int, ci: int, stroke: Stroke) -> int:
    # The stroke's fields as the finder has always hashed them (no call when none is
    # made), so a seed still gives the same search.
    fields = sorted((k, v) for k, v in stroke.to_json().items() if k != "call" or v is not None)
    text = f"{seed}|{ci}|{fields}"
    h = 1469598103934665603
    for ch in text.encode():
        h = ((h ^ ch) * 1099511628211) & ((1 << 63) - 1)
    return h


SWEEP_BATCH = 64  # strokes played between two looks at the clock in the sweep
SWEEP_MIN_BATCH = 8
# The later stages shrink to no less than this share of the level's budget when the sweep
# has used most of the time (a full rack on the pure engine).
MIN_SHRINK = 0.1


def sweep_batch(left: float, elapsed: float, searched: int) -> int:
    """Strokes in the sweep's next batch: ``SWEEP_BATCH``, or as many as the seconds
    ``left`` hold at the pace so far (``elapsed`` for ``searched`` strokes), never fewer
    than ``SWEEP_MIN_BATCH``. Without a time cap always ``SWEEP_BATCH``."""
    if searched == 0 or math.isinf(left):
        return SWEEP_BATCH
    fit = left / max(elapsed / searched, 1e-9)
    return max(SWEEP_MIN_BATCH, min(SWEEP_BATCH, int(fit)))


LEAVE_WEIGHT = 0.6
LOOK_STROKES = 40


def _leave_job(args: tuple[Match, Candidate, int, Noise | None, float]) -> tuple[float, int]:
    match, cand, seed, miss, keep = args
    return _leave(match, cand, seed, miss, keep)


# Noisy plays of a stroke tried for one whose outcome (who plays next) differs from the
# exact play's, for the leave of a miss.
MISS_TRIES = 6


def _leave(
    match: Match, cand: Candidate, seed: int, miss: Noise | None = None, keep: float = 1.0
) -> tuple[float, int]:
    """What the position after ``cand`` (played exactly) is worth to the shooter: the next
    shooter's best quick chance, for the shooter or against him.

    With ``miss`` (the hand's noise) the other outcome is looked at too: a play of the
    stroke with that noise that hands the table over where the exact play keeps it (or
    the other way round), and the two leaves are weighed by ``keep``, the share of the
    noisy replays that scored. A hard pot that leaves the next ball ready when it drops
    leaves the table open to the opponent when it does not (a break's свояк that drops
    three times in ten)."""
    ctx = context_for(match)
    exact, mine, n = _leave_after(match, ctx, cand.stroke, seed)
    if miss is None:
        return exact, n
    rng = random.Random(seed ^ 0x9E3779B9)
    for _ in range(MISS_TRIES):
        stroke = clamp_stroke(noisy(cand.stroke, miss, rng))
        result = simulate_strokes(ctx, [stroke])[0]
        n += 1
        after = clone(match)
        after.apply(stroke, result)
        if after.over or after.lag_due or (after.next_player == ctx.shooter) == mine:
            continue
        other, _, m = _leave_after(match, ctx, stroke, seed)
        n += m
        p_mine = min(1.0, max(0.0, keep))
        return (p_mine * exact + (1 - p_mine) * other if mine else
                p_mine * other + (1 - p_mine) * exact), n  # fmt: skip
    return exact, n


def _leave_after(match: Match, ctx: Context, stroke: Stroke, seed: int) -> tuple[float, bool, int]:
    """The leave after ``stroke``: its worth to the shooter, whether he plays next, and
    the strokes played to find it."""
    result = simulate_strokes(ctx, [stroke])[0]
    after = clone(match)
    after.apply(stroke, result)
    me = ctx.shooter
    mine = after.next_player == me
    if after.over or after.lag_due:  # decided, or the next game's breaker is lagged for
        return 0.0, mine, 1
    if after.choices:
        quick = quick_option(after)
        if quick is not None:
            after.choose(quick)
    if after.ball_in_hand is not None:
        return (0.3 if mine else -0.3), mine, 1
    nctx = context_for(after)
    cands = generate(nctx, LOOK_STROKES, 1, seed)
    try:
        scores = run_trials(nctx, [Trial(c.stroke, 0, 0) for c in cands], Noise())
    except InputError:
        # The engine refuses the position the referee set up after this hypothetical
        # stroke (seen once in seven pins: a ball overlapping a re-set pin). The leave
        # cannot be judged; it must not cost the whole search.
        return 0.0, mine, 1
    # The chance is the share of decent strokes, not the single best (a lucky line).
    good = sorted((s.value for s in scores), reverse=True)[:4]
    chance = max(0.0, sum(good) / max(1, len(good)))
    worth = LEAVE_WEIGHT * min(chance, 1.5)
    return (worth if mine else -worth), mine, 1 + len(cands)
