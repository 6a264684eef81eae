"""The referee's decision in words: what happened - the call with its numbers - what next.

The engine speaks in message keys with parameters (``Decision.messages``) and contract foul
codes; this module is the one place that turns them into translated sentences. An unknown
key still reads as a sentence (its words and parameters), so no rule is ever silent.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from app.words.numbers import number, trimmed
from app.words.pyramid_referee import (
    PYRAMID_AREA_PLACES,
    PYRAMID_HAND_PHRASES,
    PYRAMID_HANDLERS,
    numbered_ball_name,
)
from app.words.text import QT_TRANSLATE_NOOP, arg, capitalised, tr
from game import disciplines
from game.rules.model import Decision, MatchConfig, Message

CTX = "Referee"

BALL_NAMES: dict[str, dict[str, str]] = {  # by the discipline's ball set
    "pyramid": {
        "cue": QT_TRANSLATE_NOOP("Referee", "red cue ball"),
        "o1": QT_TRANSLATE_NOOP("Referee", "pink"),
        "o2": QT_TRANSLATE_NOOP("Referee", "black"),
    },
    "federation": {
        "cue": QT_TRANSLATE_NOOP("Referee", "cue ball"),
        "o1": QT_TRANSLATE_NOOP("Referee", "white 1"),
        "o2": QT_TRANSLATE_NOOP("Referee", "white 2"),
    },
    "carom": {
        "white": QT_TRANSLATE_NOOP("Referee", "white"),
        "yellow": QT_TRANSLATE_NOOP("Referee", "yellow"),
        "red": QT_TRANSLATE_NOOP("Referee", "red"),
    },
}

PIN_NAMES = {
    "king": QT_TRANSLATE_NOOP("Referee", "the king"),
    "n": QT_TRANSLATE_NOOP("Referee", "the right small pin"),
    "s": QT_TRANSLATE_NOOP("Referee", "the left small pin"),
    "e": QT_TRANSLATE_NOOP("Referee", "the bottom small pin"),
    "w": QT_TRANSLATE_NOOP("Referee", "the top small pin"),
    "head": QT_TRANSLATE_NOOP("Referee", "the left side pin"),
    "foot": QT_TRANSLATE_NOOP("Referee", "the right side pin"),
    "centre": QT_TRANSLATE_NOOP("Referee", "the centre pin"),
}

FOULS = {
    "miss": QT_TRANSLATE_NOOP("Referee", "Foul: no object ball was hit."),
    "cue_pocketed": QT_TRANSLATE_NOOP("Referee", "Foul: the cue ball was pocketed."),
    "off_table": QT_TRANSLATE_NOOP("Referee", "Foul: a ball left the table."),
    "pins_by_cue": QT_TRANSLATE_NOOP("Referee", "Foul: the cue ball knocked pins."),
    "pins_direct": QT_TRANSLATE_NOOP(
        "Referee", "Foul: pins knocked by an object ball that had not touched a cushion."
    ),
    "called_carom_missed": QT_TRANSLATE_NOOP("Referee", "Foul: the called carom was not made."),
    "red_first": QT_TRANSLATE_NOOP("Referee", "Foul: the red was hit first."),
    "pins_first": QT_TRANSLATE_NOOP("Referee", "Foul: the pins were hit first."),
    "wrong_ball": QT_TRANSLATE_NOOP("Referee", "Foul: the wrong ball was played."),
    "safety_no_cushion": QT_TRANSLATE_NOOP(
        "Referee", "Foul: after the declared safety no ball reached a cushion."
    ),
    "double_safety": QT_TRANSLATE_NOOP("Referee", "Foul: two safeties in a row."),
    "no_cushion": QT_TRANSLATE_NOOP("Referee", "Fault: the carom was made without a cushion."),
    "break_not_red": QT_TRANSLATE_NOOP("Referee", "Foul: the break did not hit the red first."),
    "miscue": QT_TRANSLATE_NOOP("Referee", "Foul: miscue, the tip slipped off the ball."),
    "frozen_ball_first": QT_TRANSLATE_NOOP(
        "Referee", "Foul: the cue ball was played into the ball it was frozen to."
    ),
    "manual": QT_TRANSLATE_NOOP("Referee", "Foul recorded by the referee."),
    "pins_no_cushion": QT_TRANSLATE_NOOP(
        "Referee", "Pins knocked before any ball reached a cushion go to the opponent."
    ),
    "frozen_cushion_first": QT_TRANSLATE_NOOP(
        "Referee", "Foul: the cue ball was played straight into the cushion it was frozen to."
    ),
    "moving_balls": QT_TRANSLATE_NOOP(
        "Referee", "Foul: the stroke was played before the balls stopped."
    ),
    "double_hit": QT_TRANSLATE_NOOP("Referee", "Foul: double hit."),
    "touched": QT_TRANSLATE_NOOP("Referee", "Foul: a ball or a pin was touched."),
    "jump_over": QT_TRANSLATE_NOOP("Referee", "Foul: the cue ball jumped over a pin or the red."),
    "push": QT_TRANSLATE_NOOP("Referee", "Foul: push shot."),
    "foot": QT_TRANSLATE_NOOP("Referee", "Foul: no foot on the floor."),
}


def ball_set(discipline: str) -> str:
    entry = disciplines.REGISTRY.get(discipline)
    return entry.ball_set if entry is not None else "carom"


def ball_name(discipline: str, ball: str) -> str:
    kind = ball_set(discipline)
    if kind == "pyramid_numbered":
        return numbered_ball_name(ball)
    names = BALL_NAMES.get(kind, BALL_NAMES["carom"])
    return tr(CTX, names[ball]) if ball in names else ball


def pin_name(pin: str) -> str:
    return tr(CTX, PIN_NAMES[pin]) if pin in PIN_NAMES else pin


def foul_text(code: str) -> str:
    if code in FOULS:
        return tr(CTX, FOULS[code])
    return arg(tr(CTX, "Foul: %1."), code.replace("_", " "))


def _param_text(discipline: str, key: str, value: Any) -> str:
    if isinstance(value, str):
        if key in ("ball", "by", "a", "b", "object", "cue", "first"):
            return ball_name(discipline, value)
        if key == "pin":
            return pin_name(value)
        return value
    if isinstance(value, (list, tuple)):
        parts = [_param_text(discipline, key.rstrip("s"), v) for v in value]
        return ", ".join(parts)
    if isinstance(value, float):
        return trimmed(value, 3)
    return str(value)


def _written_off(who: str, points: int, total: int) -> str:
    """Seven pins counts down (7C-4): what was written off and what is left to write off."""
    return arg(tr(CTX, "−%1 → %2 now needs %3."), points, who, total)


def _penalty_line(who: str, penalty: int, inning: int, total: int) -> str:
    if inning:
        return arg(
            tr(CTX, "Penalty %1, this inning's %2 included → %3 now needs %4."),
            penalty,
            inning,
            who,
            total,
        )
    return arg(tr(CTX, "Penalty %1 → %2 now needs %3."), penalty, who, total)


def _has(who: str, score: int, target: int | None) -> str:
    if target:
        return arg(tr(CTX, "%1 has %2 of %3."), who, score, target)
    return arg(tr(CTX, "%1 has %2."), who, score)


def _numbers(config: MatchConfig, d: Decision, stats: Mapping[str, Any]) -> str:
    who = d.shooter
    total = d.scores.get(who, 0)
    entry = disciplines.get(config.discipline)
    sheet = entry.score_sheet
    if sheet == "countdown":
        if d.fouls or d.points < 0:
            return _penalty_line(who, abs(d.points), 0, total)
        if d.points > 0:
            return _written_off(who, d.points, total)
        return arg(tr(CTX, "%1 still needs %2."), who, total)
    target = entry.target(config.options) if entry.options is not None else 0
    if sheet == "race":
        if d.fouls and d.next is not None and d.next != who:
            other = d.next
            return _has(other, d.scores.get(other, 0), target)
        if d.points > 0:
            return arg(tr(CTX, "+%1 → %2"), d.points, _has(who, total, target))
        return _has(who, total, target)
    s = stats.get(who, {})
    if d.points > 0:
        average = number(float(s.get("average", 0.0)), 3)
        run = s.get("current_run", d.points)
        if target:
            return arg(
                tr(CTX, "%1 has %2 of %3 (average %4, run %5)."), who, total, target, average, run
            )
        return arg(tr(CTX, "%1 has %2 (average %3, run %4)."), who, total, average, run)
    if d.points < 0:
        return arg(tr(CTX, "−%1 → %2"), -d.points, _has(who, total, target))
    return arg(tr(CTX, "%1 stays on %2."), who, total)


HAND_PHRASES = {
    "house": QT_TRANSLATE_NOOP("Referee", "%1 in hand in the house"),
    "head_string": QT_TRANSLATE_NOOP("Referee", "%1 in hand on the head string"),
    # Five pins' halves (5P-14): the rules say bottom/top; the table is drawn lengthwise
    # with the head (bottom) cushion on the left (app/table/screen_geometry.py).
    "bottom_half": QT_TRANSLATE_NOOP("Referee", "%1 in hand in the left half of the table"),
    "top_half": QT_TRANSLATE_NOOP("Referee", "%1 in hand in the right half of the table"),
}
AREA_PLACES = {
    "house": QT_TRANSLATE_NOOP("Referee", "in the house"),
    "head_string": QT_TRANSLATE_NOOP("Referee", "on the head string"),
    "bottom_half": QT_TRANSLATE_NOOP("Referee", "in the left half of the table"),
    "top_half": QT_TRANSLATE_NOOP("Referee", "in the right half of the table"),
    **PYRAMID_AREA_PLACES,
}
HAND_PHRASES.update(PYRAMID_HAND_PHRASES)


def hand_phrase(discipline: str, ball: str, area: str) -> str:
    """ "red cue ball in hand in the house": the ball and where it may be placed."""
    name = ball_name(discipline, ball)
    if area in HAND_PHRASES:
        return arg(tr(CTX, HAND_PHRASES[area]), name)
    if area:
        return arg(tr(CTX, "%1 in hand (%2)"), name, area.replace("_", " "))
    return arg(tr(CTX, "%1 in hand"), name)


def area_place(name: str) -> str:
    """Where a ball in hand goes, as a place phrase ("in the house", "on the head string")."""
    return tr(CTX, AREA_PLACES[name]) if name in AREA_PLACES else name.replace("_", " ")


def area_name(name: str) -> str:
    """Kept for callers that still say "in %1": the same place phrase."""
    return area_place(name)


def _next(config: MatchConfig, d: Decision) -> str:
    """What comes next, from the decision's fields (used when no message says it)."""
    if d.outcome is not None:
        if d.outcome.winner is None:
            return tr(CTX, "The game is a draw.")
        return arg(tr(CTX, "%1 wins the game!"), d.outcome.winner)
    if d.next is None:
        return ""
    if d.next == d.shooter:
        turn = arg(tr(CTX, "%1 plays on"), d.next)
    else:
        turn = arg(tr(CTX, "%1 to play"), d.next)
    parts = [turn]
    if d.ball_in_hand is not None:
        area = d.hand_area.name if d.hand_area is not None else ""
        parts.append(hand_phrase(config.discipline, d.ball_in_hand, area))
    elif d.next_ball is not None and disciplines.get(config.discipline).own_cue_balls:
        parts.append(arg(tr(CTX, "with the %1"), ball_name(config.discipline, d.next_ball)))
    if d.choices:
        parts.append(tr(CTX, "after choosing how to go on"))
    return arg(tr(CTX, "%1."), ", ".join(parts))


HAPPENED, NUMBERS, NEXT = 0, 1, 2
Handler = Callable[[str, Mapping[str, Any]], str]
HANDLERS: dict[str, tuple[int, Handler]] = dict(PYRAMID_HANDLERS)
# The messages whose words already say how the game ended: the closing "%1 wins the game!"
# is not said again after them.
SAY_THE_END: set[str] = set()


def handles(key: str, section: int, says_the_end: bool = False) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        HANDLERS[key] = (section, fn)
        if says_the_end:
            SAY_THE_END.add(key)
        return fn

    return register


def pins_phrase(pins: list[str]) -> str:
    """ "the king, 2 small pins and 1 side pin" from a list of pin ids."""
    parts = []
    if "king" in pins:
        parts.append(tr(CTX, "the king"))
    if "centre" in pins:
        parts.append(tr(CTX, "the centre pin"))
    small = sum(1 for p in pins if p in ("n", "s", "e", "w"))
    side = sum(1 for p in pins if p in ("head", "foot"))
    if small:
        parts.append(tr(CTX, "%n small pin(s)", small))
    if side:
        parts.append(tr(CTX, "%n side pin(s)", side))
    if not parts:
        return tr(CTX, "no pin")
    if len(parts) == 1:
        return parts[0]
    return arg(tr(CTX, "%1 and %2"), ", ".join(parts[:-1]), parts[-1])


def balls_phrase(discipline: str, balls: list[str]) -> str:
    names = [ball_name(discipline, b) for b in balls]
    if len(names) <= 1:
        return names[0] if names else ""
    return arg(tr(CTX, "%1 and %2"), ", ".join(names[:-1]), names[-1])


@handles("7p.pins", HAPPENED)
def _pins(d: str, p: Mapping[str, Any]) -> str:
    combo = p.get("combo", "")
    what = pins_phrase(list(p.get("pins", [])))
    if p.get("_foul"):
        # 7C-21: in a foul what the shot knocked down is not scored but added to the penalty.
        value = int(p.get("value", 0))
        return arg(tr(CTX, "%1 down: %n point(s) added to the penalty.", value), capitalised(what))
    if combo == "king_alone":
        return arg(tr(CTX, "The king alone down: %1."), p.get("value", 0))
    if combo == "central_five":
        return arg(
            tr(CTX, "%1 down — the king and all four small pins: %2."),
            capitalised(what),
            p.get("value", 0),
        )
    return arg(tr(CTX, "%1 down: %2."), capitalised(what), p.get("value", 0))


@handles("7p.carom", HAPPENED)
def _carom(d: str, p: Mapping[str, Any]) -> str:
    # 7C-15: a shot holds one carom at most, so the count is not shown.
    if p.get("_foul"):
        return tr(CTX, "The carom's %n point(s) are added to the penalty.", int(p.get("value", 0)))
    return arg(tr(CTX, "Carom: %1."), p.get("value", 0))


@handles("7p.pocketed", HAPPENED)
def _pocketed(d: str, p: Mapping[str, Any]) -> str:
    if p.get("_foul"):
        return arg(
            tr(CTX, "%1 pocketed: %n point(s) added to the penalty.", int(p.get("value", 0))),
            capitalised(balls_phrase(d, list(p.get("balls", [])))),
        )
    return arg(
        tr(CTX, "%1 pocketed: %2."),
        capitalised(balls_phrase(d, list(p.get("balls", [])))),
        p.get("value", 0),
    )


@handles("7p.safety", HAPPENED)
def _safety(d: str, p: Mapping[str, Any]) -> str:
    # No foul and no score (7C-25); not a "safety": seven pins has no declared safety.
    return tr(CTX, "Nothing scored: the cue ball hit an object ball, no pin fell.")


@handles("7p.no_score", HAPPENED)
def _no_score(d: str, p: Mapping[str, Any]) -> str:
    return tr(CTX, "Nothing scored.")


@handles("7p.replay", HAPPENED)
def _replay(d: str, p: Mapping[str, Any]) -> str:
    return arg(tr(CTX, "%1 had to play again from the position."), p.get("player", ""))


@handles("7p.all_seven_foul", HAPPENED)
def _all_seven_foul(d: str, p: Mapping[str, Any]) -> str:
    return arg(
        tr(CTX, "All seven pins fell in a foul: the starting total %1 is added."),
        p.get("start_total", 0),
    )


@handles("7p.carom_streak", HAPPENED)
def _streak(d: str, p: Mapping[str, Any]) -> str:
    return tr(CTX, "%n caroms in a row.", int(p.get("count", 0)))


WIN_REASONS = {
    "total": QT_TRANSLATE_NOOP("Referee", "%1 counts down to zero and wins!"),
    "all_seven": QT_TRANSLATE_NOOP("Referee", "All seven pins in one shot: %1 wins!"),
    "both_pocketed": QT_TRANSLATE_NOOP("Referee", "Both object balls pocketed: %1 wins!"),
    "five_caroms": QT_TRANSLATE_NOOP("Referee", "Five caroms in a row: %1 wins!"),
}


@handles("7p.win", NEXT, says_the_end=True)
def _win(d: str, p: Mapping[str, Any]) -> str:
    template = WIN_REASONS.get(str(p.get("reason", "")), WIN_REASONS["total"])
    return arg(tr(CTX, template), p.get("player", ""))


@handles("7p.scored", NUMBERS)
def _scored(d: str, p: Mapping[str, Any]) -> str:
    return _written_off(str(p.get("shooter", "")), int(p.get("points", 0)), int(p.get("total", 0)))


@handles("7p.penalty", NUMBERS)
def _penalty(d: str, p: Mapping[str, Any]) -> str:
    return _penalty_line(
        str(p.get("shooter", "")),
        int(p.get("points", 0)),
        int(p.get("inning_points", 0) or 0),
        int(p.get("total", 0)),
    )


@handles("7p.turn.pass", NEXT)
def _pass(d: str, p: Mapping[str, Any]) -> str:
    return arg(tr(CTX, "%1 to play."), p.get("player", ""))


@handles("7p.turn.continue", NEXT)
def _continue(d: str, p: Mapping[str, Any]) -> str:
    return arg(tr(CTX, "%1 plays on."), p.get("player", ""))


@handles("7p.respot", NEXT)
def _respot(d: str, p: Mapping[str, Any]) -> str:
    return arg(tr(CTX, "The %1 goes back on its spot."), ball_name(d, str(p.get("ball", ""))))


@handles("7p.pin.off", NEXT)
def _pin_off(d: str, p: Mapping[str, Any]) -> str:
    return arg(
        tr(CTX, "%1 stays off until its spot is free."),
        capitalised(pin_name(str(p.get("pin", "")))),
    )


@handles("7p.pin.midway", NEXT)
def _pin_midway(d: str, p: Mapping[str, Any]) -> str:
    return arg(
        tr(CTX, "Its spot is covered: %1 is set beside it."), pin_name(str(p.get("pin", "")))
    )


@handles("7p.choice", NEXT)
def _choice(d: str, p: Mapping[str, Any]) -> str:
    return arg(
        tr(CTX, "%1 chooses: play from this position, or make %2 play again."),
        p.get("player", ""),
        p.get("offender", ""),
    )


@handles("7p.rollout_allowed", NEXT)
def _rollout(d: str, p: Mapping[str, Any]) -> str:
    return arg(
        tr(CTX, "The cue ball is frozen or snookered: %1 may declare a roll-out."),
        p.get("player", ""),
    )


@handles("7p.ball_in_hand", NEXT)
def _in_hand(d: str, p: Mapping[str, Any]) -> str:
    return arg(
        tr(CTX, "%1 has the %2 in hand in the house."),
        p.get("player", ""),
        ball_name(d, str(p.get("ball", "cue"))),
    )


# -- carom (C, C1, C3, CF, CB) --------------------------------------------------------------


@handles("carom.point", HAPPENED)
def _carom_point(d: str, p: Mapping[str, Any]) -> str:
    return tr(CTX, "Point!")  # the second line gives the score, average and run


@handles("carom.miss", HAPPENED)
def _carom_miss(d: str, p: Mapping[str, Any]) -> str:
    if "cushions" in p:
        return tr(CTX, "No point: only %n cushion(s) before the second ball.", int(p["cushions"]))
    return tr(CTX, "No point: the cue ball did not hit both object balls.")


@handles("carom.safety", HAPPENED)
def _carom_safety(d: str, p: Mapping[str, Any]) -> str:
    return tr(CTX, "Safety, as declared: no point is played for.")


@handles("carom.deduction", HAPPENED)
def _carom_deduction(d: str, p: Mapping[str, Any]) -> str:
    return tr(CTX, "The fault costs %n point(s).", int(p.get("points", 1)))


@handles("carom.restricted.first", HAPPENED)
def _restricted_first(d: str, p: Mapping[str, Any]) -> str:
    return tr(
        CTX,
        "Both object balls lie in one restricted space: the next carom must drive one out.",
    )


@handles("carom.restricted.not_counted", HAPPENED)
def _restricted_not(d: str, p: Mapping[str, Any]) -> str:
    return tr(CTX, "The carom does not count: both object balls stayed in the restricted space.")


SPOT_NAMES = {
    "head": QT_TRANSLATE_NOOP("Referee", "the head spot"),
    "foot": QT_TRANSLATE_NOOP("Referee", "the foot spot"),
    "centre": QT_TRANSLATE_NOOP("Referee", "the centre spot"),
}


@handles("carom.spotted", NEXT)
def _carom_spotted(d: str, p: Mapping[str, Any]) -> str:
    spot = SPOT_NAMES.get(str(p.get("spot", "")))
    where = tr(CTX, spot) if spot else str(p.get("spot", ""))
    return arg(
        tr(CTX, "The %1 ball is spotted on %2."), ball_name(d, str(p.get("ball", ""))), where
    )


@handles("carom.respotted_frozen", HAPPENED)
def _respotted_frozen(d: str, p: Mapping[str, Any]) -> str:
    return tr(CTX, "The frozen balls were spotted before the shot.")


@handles("carom.break_position", NEXT)
def _break_position(d: str, p: Mapping[str, Any]) -> str:
    return tr(CTX, "All three balls left the table: they are set up as for the break.")


@handles("carom.frozen_ball", NEXT)
def _frozen_ball(d: str, p: Mapping[str, Any]) -> str:
    return arg(
        tr(CTX, "The %1 is frozen to %2: play away from it, or have the balls spotted."),
        ball_name(d, str(p.get("ball", ""))),
        balls_phrase(d, list(p.get("to", []))),
    )


@handles("carom.target_reached", NUMBERS)
def _target_reached(d: str, p: Mapping[str, Any]) -> str:
    return arg(tr(CTX, "%1 reaches the target of %2."), p.get("player", ""), p.get("target", ""))


@handles("carom.equalising_inning", NEXT)
def _equalising(d: str, p: Mapping[str, Any]) -> str:
    return arg(tr(CTX, "%1 has the equalising inning."), p.get("player", ""))


@handles("carom.game_won", NEXT, says_the_end=True)
def _game_won(d: str, p: Mapping[str, Any]) -> str:
    return arg(tr(CTX, "%1 wins the game."), p.get("player", ""))


@handles("carom.game_drawn", NEXT, says_the_end=True)
def _game_drawn(d: str, p: Mapping[str, Any]) -> str:
    return tr(CTX, "The game is drawn.")


@handles("carom.match_won", NEXT, says_the_end=True)
def _match_won(d: str, p: Mapping[str, Any]) -> str:
    return arg(tr(CTX, "%1 wins the match!"), p.get("player", ""))


# -- five pins (5P) ----------------------------------------------------------------------


@handles("five_pins.points", HAPPENED)
def _fp_points(d: str, p: Mapping[str, Any]) -> str:
    pins = list(p.get("pins", []))
    carom = int(p.get("carom", 0) or 0)
    points = p.get("points", 0)
    if pins and carom:
        return arg(tr(CTX, "%1 down and a carom: %2."), capitalised(pins_phrase(pins)), points)
    if pins:
        return arg(tr(CTX, "%1 down: %2."), capitalised(pins_phrase(pins)), points)
    if carom:
        return arg(tr(CTX, "Carom: %1."), points)
    return tr(CTX, "%n point(s).", int(points))


@handles("five_pins.no_points", HAPPENED)
def _fp_no_points(d: str, p: Mapping[str, Any]) -> str:
    return tr(CTX, "No points.")


@handles("five_pins.penalty", NUMBERS)
def _fp_penalty(d: str, p: Mapping[str, Any]) -> str:
    """5P: a foul's points go to the opponent, whose score goes up."""
    who = str(p.get("player", ""))
    scores = p.get("_scores", {})
    given = tr(CTX, "%n point(s) to %1", int(p.get("points", 0)))
    if who in scores:
        return arg(tr(CTX, "%1 → %2"), arg(given, who), _has(who, scores[who], p.get("_target", 0)))
    return arg(tr(CTX, "%1."), arg(given, who))


MARK_NAMES = {
    "top": QT_TRANSLATE_NOOP("Referee", "the top mark (on the right)"),
    "red": QT_TRANSLATE_NOOP("Referee", "the red mark"),
    "lag": QT_TRANSLATE_NOOP("Referee", "the lag mark"),
    "bottom": QT_TRANSLATE_NOOP("Referee", "the bottom mark (on the left)"),
}


@handles("five_pins.ball_in_hand", NEXT)
def _fp_in_hand(d: str, p: Mapping[str, Any]) -> str:
    return arg(
        tr(CTX, "%1."), capitalised(hand_phrase(d, str(p.get("ball", "")), str(p.get("area", ""))))
    )


@handles("five_pins.spotted", NEXT)
def _fp_spotted(d: str, p: Mapping[str, Any]) -> str:
    mark = MARK_NAMES.get(str(p.get("mark", "")))
    where = tr(CTX, mark) if mark else str(p.get("mark", ""))
    return arg(tr(CTX, "The %1 is spotted on %2."), ball_name(d, str(p.get("ball", ""))), where)


@handles("five_pins.pins_off", NEXT)
def _fp_pins_off(d: str, p: Mapping[str, Any]) -> str:
    return arg(
        tr(CTX, "%1 stays off until its spot is free."),
        capitalised(pins_phrase(list(p.get("pins", [])))),
    )


@handles("five_pins.frozen", NEXT)
def _fp_frozen(d: str, p: Mapping[str, Any]) -> str:
    return arg(
        tr(CTX, "The %1 is frozen: no stroke straight into it."),
        ball_name(d, str(p.get("ball", ""))),
    )


@handles("five_pins.respotted_break", HAPPENED)
def _fp_respotted(d: str, p: Mapping[str, Any]) -> str:
    return tr(CTX, "No legal stroke was possible: the balls were set as at the break.")


@handles("five_pins.offender_spotted", HAPPENED)
def _fp_offender(d: str, p: Mapping[str, Any]) -> str:
    return arg(
        tr(CTX, "The offender's %1 was put on the top mark (on the right)."),
        ball_name(d, str(p.get("ball", ""))),
    )


@handles("five_pins.target_capped", HAPPENED)
def _fp_capped(d: str, p: Mapping[str, Any]) -> str:
    return arg(tr(CTX, "Points are capped at the target of %1."), p.get("target", ""))


@handles("five_pins.game_won", NEXT, says_the_end=True)
def _fp_game_won(d: str, p: Mapping[str, Any]) -> str:
    return arg(tr(CTX, "%1 wins the game."), p.get("player", ""))


@handles("five_pins.match_won", NEXT, says_the_end=True)
def _fp_match_won(d: str, p: Mapping[str, Any]) -> str:
    return arg(tr(CTX, "%1 wins the match!"), p.get("player", ""))


FOUL_DETAILS = {
    "pins_by_cue": QT_TRANSLATE_NOOP("Referee", "Foul: the cue ball knocked %1."),
    "pins_direct": QT_TRANSLATE_NOOP("Referee", "Foul: %2 knocked %1 without a cushion."),
    "pins_touched": QT_TRANSLATE_NOOP("Referee", "Foul: %1 was touched by hand or cue."),
    "ball_touched": QT_TRANSLATE_NOOP("Referee", "Foul: the %2 was touched with the cue."),
    "off_table": QT_TRANSLATE_NOOP("Referee", "Foul: the %2 left the table."),
    "wrong_ball": QT_TRANSLATE_NOOP("Referee", "Foul: the %2 was struck instead of the cue ball."),
    "rollout": QT_TRANSLATE_NOOP("Referee", "Roll-out: 5 for rolling the cue ball."),
}


def foul_message(d: str, code: str, p: Mapping[str, Any]) -> str:
    if code == "manual" and "code" in p:
        code = str(p["code"])
    template = FOUL_DETAILS.get(code)
    needs = "pins" if "%1" in (template or "") else "ball"
    has = "pins" in p if needs == "pins" else ("ball" in p or "balls" in p)
    if template is None or not has:
        return foul_text(code)
    pins = pins_phrase(list(p.get("pins", [])))
    balls = p.get("balls") or ([p["ball"]] if "ball" in p else [])
    return arg(tr(CTX, template), pins, balls_phrase(d, list(balls)))


def message_text(discipline: str, message: Message) -> tuple[int, str]:
    """One referee message as (section, sentence); unknown keys still read as words."""
    key = message.key
    if key in HANDLERS:
        section, fn = HANDLERS[key]
        return section, fn(discipline, message.params)
    for prefix in ("7p.foul.", "five_pins.foul.", "carom.foul.", "foul."):
        if key.startswith(prefix):
            return HAPPENED, foul_message(discipline, key[len(prefix) :], message.params)
    return HAPPENED, fallback_text(discipline, message)


def fallback_text(discipline: str, message: Message) -> str:
    words = message.key.split(".")[-1].replace("_", " ").strip()
    words = capitalised(words)
    params = {k: _param_text(discipline, k, v) for k, v in sorted(message.params.items())}
    if params:
        detail = "; ".join(f"{k.replace('_', ' ')} {v}" for k, v in params.items())
        return arg(tr(CTX, "%1: %2."), words, detail)
    return arg(tr(CTX, "%1."), words)


# What a choice before the next shot changes (7F-10, C-8, 5P-14): the referee's lines about
# who plays and what he may declare were said for the player who chose, so they are said again.
_BEFORE_CHOICE = ("7p.choice", "7p.rollout_allowed", "7p.ball_in_hand", "7p.turn.pass",
                  "7p.turn.continue")  # fmt: skip


def after_choice_text(
    config: MatchConfig, d: Decision, shooter: str, calls: tuple[str, ...]
) -> str:
    """The last decision's words once the offered choice is made: what happened, then who
    plays now and, when the balls are smeared, that he may declare a roll-out (7C-24)."""
    kept = tuple(m for m in d.messages if m.key not in _BEFORE_CHOICE)
    text = decision_text(config, replace(d, messages=kept, next=shooter, choices=()))
    if "rollout" in calls:
        text += " " + _rollout(config.discipline, {"player": shooter})
    return text


def decision_text(config: MatchConfig, d: Decision) -> str:
    """The referee's words: one line for what happened, one for what it means and who plays
    next ("Foul: the cue ball knocked the king." / "Penalty 40 → Anna now needs 340. Bohdan
    to play.")."""
    entry = disciplines.get(config.discipline)
    context = {
        "shooter": d.shooter,
        "_foul": bool(d.fouls),
        "_scores": dict(d.scores),
        "_target": entry.target(config.options) if entry.options is not None else 0,
    }
    sections: list[list[str]] = [[], [], []]
    for m in d.messages:
        section, text = message_text(config.discipline, Message(m.key, {**context, **m.params}))
        if text:
            sections[section].append(text)
    said = " ".join(sections[HAPPENED])
    for code in d.fouls:
        if not any(m.key.endswith(f".{code}") for m in d.messages):
            text = foul_text(code)
            if text not in said:
                sections[HAPPENED].append(text)
    if not sections[HAPPENED]:
        sections[HAPPENED].append(tr(CTX, "No score."))
    if not sections[NUMBERS]:
        stats = {k: dict(v) for k, v in d.stats.items()}
        sections[NUMBERS].append(_numbers(config, d, stats))
    end_said = any(m.key in SAY_THE_END for m in d.messages)
    if not sections[NEXT] or (d.outcome is not None and not end_said):
        sections[NEXT].insert(0, _next(config, d))
    what = " ".join(t for t in sections[HAPPENED] if t)
    then = " ".join(t for part in sections[NUMBERS:] for t in part if t)
    return f"{what}\n{then}" if then else what


HISTORY_REASONS = {
    "pins": QT_TRANSLATE_NOOP("Referee", "pins"),
    "carom": QT_TRANSLATE_NOOP("Referee", "carom"),
    "pocket": QT_TRANSLATE_NOOP("Referee", "pocket"),
}
GOOD, BAD, PLAIN = "good", "bad", "plain"


def history_entry(config: MatchConfig, d: Decision) -> tuple[str, str]:
    """One shot in the history, in the score sheet's own terms, and how to colour it.

    Seven pins counts down (7C-4): a scoring shot reads "−10 (carom)", a foul "+40 penalty",
    with the same sign as the change of the total. Carom and five pins count up."""
    sheet = disciplines.get(config.discipline).score_sheet
    who = d.shooter
    if sheet == "countdown":
        if d.fouls:
            return arg(tr(CTX, "%1 +%2 penalty"), who, -d.points), BAD
        if d.points > 0:
            details = d.details
            reasons = []
            if getattr(details, "pins_down", ()):
                reasons.append(tr(CTX, HISTORY_REASONS["pins"]))
            if getattr(details, "caroms", 0):
                reasons.append(tr(CTX, HISTORY_REASONS["carom"]))
            if getattr(details, "pocketed", ()):
                reasons.append(tr(CTX, HISTORY_REASONS["pocket"]))
            if reasons:
                return arg(tr(CTX, "%1 −%2 (%3)"), who, d.points, ", ".join(reasons)), GOOD
            return arg(tr(CTX, "%1 −%2"), who, d.points), GOOD
        return arg(tr(CTX, "%1 0"), who), PLAIN
    if d.fouls and sheet == "race" and d.next is not None and d.next != who:
        given = d.scores.get(d.next, 0)
        return arg(tr(CTX, "%1 foul (points to %2, now %3)"), who, d.next, given), BAD
    if d.points < 0:
        return arg(tr(CTX, "%1 −%2 fault"), who, -d.points), BAD
    if d.fouls:
        return arg(tr(CTX, "%1 foul"), who), BAD
    if d.points > 0:
        return arg(tr(CTX, "%1 +%2"), who, d.points), GOOD
    return arg(tr(CTX, "%1 0"), who), PLAIN
