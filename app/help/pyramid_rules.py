"""The rules card of the pyramid games (rules P, PF, PD, PC), built from the referee's own
class facts and options: what may be struck, how a свояк scores, where the ball in hand
goes, what the penalty ball may be. ``app.help.rules`` lays the parts out as a card."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.words.text import tr
from game.rules.pyramid import PyramidReferee

CTX = "RulesHelp"


def pyramid_parts(
    ref: type[PyramidReferee], opts: Mapping[str, Any]
) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """The object, what scores, the fouls and the turn, each as its sentences."""
    target = int(opts.get("target", ref.OPTIONS.target.default))
    shelf_rule = opts.get("penalty_source", "table") == "shelf"
    obj: tuple[str, ...] = (
        tr(CTX, "Reach %n points first: every ball on your shelf is a point.", target),
        tr(
            CTX,
            "Fifteen numbered ivory balls are racked on the rear mark; the yellow ball "
            "without a number is the cue ball. The break is played with it from hand in the "
            "house.",
        ),
    )
    if ref.ANY_BALL_STRIKES:
        obj += (
            tr(
                CTX,
                "After the break you may strike any ball on the table: click it or press B "
                "to choose it; for that stroke it is the cue ball.",
            ),
        )
    else:
        obj += (tr(CTX, "Only the yellow cue ball may be struck."),)
    if ref.ANY_BALL_STRIKES:
        values: tuple[str, ...] = (
            tr(
                CTX,
                "Every ball pocketed on a legal stroke is a point, the struck ball itself "
                "(svoyak) included.",
            ),
        )
    else:
        values = (
            tr(CTX, "Every object ball pocketed on a legal stroke is a point."),
            tr(
                CTX,
                "A svoyak (the cue ball pocketed off an object ball) is a point too: you "
                "take an object ball of your choice off the table onto your shelf.",
            ),
        )
    if ref.SVOYAK_HAND == "table":
        values += (
            tr(
                CTX,
                "After a svoyak you play a premium stroke with the cue ball in hand anywhere "
                "on the table; pocketing the cue ball in it is a foul.",
            ),
        )
    elif ref.SVOYAK_HAND == "house":
        values += (tr(CTX, "After a svoyak you play on with the cue ball in hand in the house."),)
    fouls: tuple[str, ...] = (
        tr(
            CTX,
            "A stroke must touch an object ball, and after that put a ball in a pocket or "
            "against a cushion.",
        ),
        tr(
            CTX,
            "The break must pocket a ball or send at least two object balls to a cushion.",
        ),
        tr(CTX, "Balls pocketed in a foul do not count; they go back on the rear mark."),
    )
    if shelf_rule:
        fouls += (
            tr(
                CTX,
                "For a foul you give a ball back from your shelf to the table; with an empty "
                "shelf you owe one.",
            ),
        )
    elif ref.PENALTY_MAY_TAKE_CUE:
        fouls += (
            tr(
                CTX,
                "For a foul the opponent takes a penalty ball: any ball on the table, "
                "picked by clicking it, goes on his shelf.",
            ),
        )
    else:
        fouls += (
            tr(
                CTX,
                "For a foul the opponent takes a penalty ball: any object ball, picked by "
                "clicking it, goes on his shelf.",
            ),
        )
    if ref.FOUL_CUE_TO_HAND:
        fouls += (
            tr(
                CTX,
                "After the cue ball is pocketed or leaves the table, the opponent has it in "
                "hand in the house.",
            ),
        )
    turn = (
        tr(CTX, "You play on while your strokes are legal and score."),
        tr(
            CTX,
            "After a foul the opponent chooses to play the next stroke himself or to hand "
            "it back to the offender.",
        ),
        tr(
            CTX,
            "From hand in the house only balls outside the house are on; if every ball is "
            "in the house, the cue ball is played from the temporary house at the far end.",
        ),
    )
    return obj, values, fouls, turn
