"""Dynamic pyramid («невская», rules PD-1…PD-8): a свояк earns a removal and a premium
stroke from anywhere on the table."""

from __future__ import annotations

from typing import ClassVar

from game.rules.options import OptionSchema, TargetRange
from game.rules.pyramid import PYRAMID_KEYS, PyramidReferee


class DynamicPyramidReferee(PyramidReferee):
    # PD-4 Decision: the break as P-10 or the club "three balls" break.
    OPTIONS: ClassVar[OptionSchema] = OptionSchema(
        target=TargetRange(default=8, low=1, high=60), extra=(*PYRAMID_KEYS, "dynamic_break")
    )
    ANY_BALL_STRIKES: ClassVar[bool] = False  # PD-2: only the coloured ball
    SVOYAK_REMOVES: ClassVar[bool] = True  # PD-3: a свояк scores by removing an object ball
    SVOYAK_HAND: ClassVar[str | None] = "table"  # PD-5: in hand anywhere (P-28)
    PREMIUM_AFTER_SVOYAK: ClassVar[bool] = True  # PD-5, PD-6: no свояк in the premium stroke
    PENALTY_MAY_TAKE_CUE: ClassVar[bool] = False  # PD-8: an object ball as penalty ball
    FOUL_CUE_TO_HAND: ClassVar[bool] = True  # PD-8: whoever strikes next, in the house
