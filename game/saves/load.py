"""Loading a save: check every field, judge the log again, and compare with what was stored.

A save is trusted only as far as the rules confirm it. The match is rebuilt with
``Match.from_log`` (the referee rules every shot again); then each shot's start must follow
from the shot before, and the stored scores, turn and table must equal the rebuilt ones.
Any difference raises ``InputError`` saying what differs; nothing is silently accepted.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game import disciplines
from game.errors import InputError
from game.match import Match, TablePosition, ball_in_hand_after, ball_radius, hand_area_after
from game.rules.model import Area, outcome_json
from game.saves.format import SaveDocument, decode, parse_document
from game.saves.io import read_limited
from game.saves.problems import SaveError, stage
from game.saves.verify import Verification, verify_log
from game.shown import escaped
from game.tables import Point

# Choices after which the balls are put on spots by hand before the shot (C-8, 5P-14, 5P-15);
# the referee re-spots them itself when it judges the shot.
MOVING_CHOICES = ("respot", "spot_offender")


class RuleEngineError(SaveError):
    """The referee failed with an unexpected exception on this log.

    The loader still refuses the file cleanly (the window must keep running), but this is a
    bug in the rules, not in the file; the fuzz test counts these and expects none.
    """


@dataclass
class LoadedGame:
    """A save that passed every check: the rebuilt match and the document it came from."""

    match: Match
    document: SaveDocument
    # The strokes re-simulated against the stored events (game.saves.verify); None when the
    # caller skipped that (the window verifies on a worker thread, after opening).
    verification: Verification | None = None

    @property
    def verified(self) -> bool:
        return self.verification is not None and self.verification.ok

    @property
    def view(self) -> dict[str, Any]:
        return dict(self.document.view)

    @property
    def computers(self) -> dict[str, int]:
        """The players the computer plays, with their levels (empty: hot seat)."""
        return dict(self.document.computers)

    @property
    def finished(self) -> bool:
        return self.match.over

    def summary(self) -> str:
        """One line for ``check-save`` and logs (the window builds its own translated text)."""
        m = self.match
        # Names come from the file: escaped, so they cannot drive a terminal or break the line.
        scores = ", ".join(f"{escaped(p)} {m.scores[p]}" for p in m.config.players)
        outcome = outcome_json(m.outcome)
        tail = (
            f"winner {escaped(str(outcome))}"
            if outcome is not None
            else f"{escaped(str(m.next_player))} to play"
        )
        players = " vs ".join(escaped(p) for p in m.config.players)
        count = len(m.records)
        shots = f"{count} shot" + ("" if count == 1 else "s")
        return (
            f"{m.config.discipline}, {players}, {shots}, scores {scores}; {tail}; "
            f"physics {m.config.physics}"
        )


def load_file(path: Path | str, verify: bool = True, physics: str | None = None) -> LoadedGame:
    """Read, check and rebuild a save; with ``verify`` (the default) also re-simulate every
    stroke and attach the ``verification``. A save that fails it still loads: the caller
    decides (``check-save`` refuses it, the window opens it marked "not verified").
    ``physics`` replays with that set instead of the save's own."""
    return load_bytes(read_limited(Path(path)), verify, physics)


def load_bytes(data: bytes, verify: bool = False, physics: str | None = None) -> LoadedGame:
    game = load_document(decode(data), numbers_checked=True)  # decode is strict
    if verify:
        game.verification = verify_log(game.document.log, physics=physics)
    return game


def load_document(raw: Any, numbers_checked: bool = False) -> LoadedGame:
    doc = parse_document(raw)
    with stage("rules"):
        match = rebuild(doc.log, numbers_checked)
        _check_starts(match)
        for i, record in enumerate(match.records):
            _check_final(record.start, record.result, f"shots[{i}].final")
    with stage("mismatch"):
        _restore_pending(match, doc)
        _compare_state(match, doc)
    return LoadedGame(match=match, document=doc)


def rebuild(log: Mapping[str, Any], numbers_checked: bool = False) -> Match:
    """``Match.from_log`` with every failure turned into an InputError."""
    try:
        return Match.from_log(log, numbers_checked)
    except InputError:
        raise
    except ModuleNotFoundError:
        raise SaveError(
            "discipline",
            f"{log.get('discipline')!r} cannot be judged by this version of Kegli",
            "discipline",
        ) from None
    except RecursionError:
        raise InputError("shots", "the log is nested too deeply") from None
    except (ArithmeticError, AttributeError, KeyError, IndexError, TypeError, ValueError) as exc:
        raise RuleEngineError(
            "shots", f"the referee failed on this log ({type(exc).__name__}: {exc})", "rules"
        ) from None


def _hand_at(match: Match, i: int) -> tuple[str | None, Area | None]:
    choice = match.records[i].choice
    if i == 0:
        return match.opening.ball_in_hand, hand_area_after(None, match.opening, choice)
    d = match.records[i - 1].decision
    return ball_in_hand_after(d, match.opening, choice), hand_area_after(d, match.opening, choice)


def _fmt(p: Point) -> str:
    return f"({p[0]:.4f}, {p[1]:.4f})"


def _check_free(match: Match, position: TablePosition, ball: str, where: str) -> None:
    at = position.balls[ball]
    r = ball_radius(match.table)
    for other in sorted(position.balls):
        p = position.balls[other]
        if other != ball and (p[0] - at[0]) ** 2 + (p[1] - at[1]) ** 2 < (2 * r) ** 2 - 1e-12:
            raise InputError(where, f"ball in hand {ball!r} overlaps ball {other!r}")
    for pin in sorted(position.pins):
        p = position.pins[pin]
        pr = disciplines.pin_kind(match.config.discipline, pin).radius
        if (p[0] - at[0]) ** 2 + (p[1] - at[1]) ** 2 < (r + pr) ** 2 - 1e-12:
            raise InputError(where, f"ball in hand {ball!r} overlaps pin {pin!r}")


def _check_starts(match: Match) -> None:
    """Each shot starts where the previous one left the table (or the break layout).

    The only freedoms are the ball in hand, which may lie anywhere in its legal area, and a
    choice the rules offered (re-spotting after C-8 or 5P-14 moves balls by hand).
    """
    expected = match.opening.position
    for i, record in enumerate(match.records):
        where = f"shots[{i}].start"
        start = record.start
        offered = () if i == 0 else match.records[i - 1].decision.choices
        if record.choice is not None and record.choice not in offered:
            raise InputError(f"shots[{i}].choice", f"{record.choice!r} was not offered")
        if dict(start.pins) != dict(expected.pins):
            raise InputError(f"{where}.pins", "differ from the pins the previous shot left")
        if sorted(start.pins_off) != sorted(expected.pins_off):
            raise InputError(f"{where}.pins_off", "differ from the previous shot")
        hand, area = _hand_at(match, i)
        if i > 0 and match.records[i - 1].decision.lag:
            # 5P-4: the deciding game starts from the break of whoever won its lag (a log
            # written before the lag existed: the alternate breaker), his ball in hand.
            opening = match.opening_for(record.decision.shooter)
            expected, hand, area = opening.position, opening.ball_in_hand, opening.hand_area
        if record.choice is not None and match.discipline.choices_take_balls:
            # P-21, PC-3, PD-3: a ball taken off the table onto a shelf, or a re-rack (PD-4).
            expected = replace(expected, balls=match.balls_after_choice(i, record.choice))
        if record.choice not in MOVING_CHOICES:
            names = sorted(set(start.balls) | set(expected.balls))
            for ball in names:
                if ball == hand:
                    continue
                if start.balls.get(ball) != expected.balls.get(ball):
                    got = start.balls.get(ball)
                    want = expected.balls.get(ball)
                    raise InputError(
                        f"{where}.balls.{ball}",
                        f"is {_fmt(got) if got else 'missing'} but the previous shot left it "
                        f"{_fmt(want) if want else 'off the table'}",
                    )
        if hand is not None and start.balls.get(hand) != expected.balls.get(hand):
            at = start.balls.get(hand)
            if at is None:
                raise InputError(f"{where}.balls.{hand}", "the ball in hand was never placed")
            if area is not None and not area.contains(at):
                raise InputError(f"{where}.balls.{hand}", f"ball in hand outside the {area.name}")
            _check_free(match, start, hand, f"{where}.balls.{hand}")
        expected = record.after


def _check_final(start: TablePosition, result: Mapping[str, Any], where: str) -> None:
    """A shot's final position agrees with its own events and with where it started."""
    events = result.get("events", [])
    final = result.get("final", {})

    def named(kind: str, key: str) -> set[str]:
        return {str(e[key]) for e in events if e.get("type") == kind}

    fell = named("pin_down", "pin")
    if set(final["pins_down"]) != fell:
        raise InputError(f"{where}.pins_down", "differ from the pin_down events")
    if set(final["pins_standing"]) != set(start.pins) - fell:
        raise InputError(
            f"{where}.pins_standing", "differ from the pins at the start less those that fell"
        )
    gone = set()
    for kind in ("pocket", "off_table"):
        key = "pocketed" if kind == "pocket" else "off_table"
        if set(final[key]) != named(kind, "ball"):
            raise InputError(f"{where}.{key}", f"differs from the {kind} events")
        gone |= set(final[key])
    if set(final["balls"]) - gone != set(start.balls) - gone:
        raise InputError(f"{where}.balls", "must hold every ball that stayed on the table")


def _restore_pending(match: Match, doc: SaveDocument) -> None:
    """Re-apply what happened after the last shot: a choice made, the ball in hand placed."""
    state = doc.state
    if state.pending_choice is not None:
        if state.pending_choice not in match.choices:
            raise InputError("state.pending_choice", f"{state.pending_choice!r} is not offered")
        match.choose(state.pending_choice)
        if state.pending_choice in MOVING_CHOICES:
            match.position = replace(match.position, balls=dict(state.position.balls))
    if state.ball_placed:
        hand = match.ball_in_hand
        if hand is None:
            raise InputError("state.ball_placed", "no ball is in hand after the last shot")
        at = state.position.balls.get(hand)
        if at is None:
            raise InputError(f"state.position.balls.{hand}", "the placed ball is missing")
        try:
            match.place_ball(hand, at)
        except InputError as exc:
            raise InputError(f"state.position.balls.{hand}", exc.reason) from None


def _compare_state(match: Match, doc: SaveDocument) -> None:
    state = doc.state
    have, want = match.position, state.position
    for ball in sorted(set(have.balls) | set(want.balls)):
        got, real = want.balls.get(ball), have.balls.get(ball)
        if got != real:
            raise InputError(
                f"state.position.balls.{ball}",
                f"the save has {_fmt(got) if got else 'no ball'} but the log leaves "
                f"{_fmt(real) if real else 'no ball'}",
            )
    if dict(have.pins) != dict(want.pins) or sorted(have.pins_off) != sorted(want.pins_off):
        raise InputError("state.position.pins", "differ from the pins the log leaves standing")
    for player in match.config.players:
        if state.scores[player] != match.scores[player]:
            raise InputError(
                f"state.scores.{player}",
                f"the save has {state.scores[player]} but the log gives {match.scores[player]}",
            )
    if state.winner != outcome_json(match.outcome):
        raise InputError(
            "state.winner",
            f"the save has {state.winner!r} but the log gives {outcome_json(match.outcome)!r}",
        )
    if state.next != match.next_player:
        raise InputError(
            "state.next",
            f"the save has {state.next!r} to play but the log gives {match.next_player!r}",
        )
