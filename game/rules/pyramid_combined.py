"""Combined pyramid («московская», rules PC-1…PC-7): a свояк earns a removal and the cue
ball in hand in the house."""

from __future__ import annotations

from typing import ClassVar

from game.rules.pyramid import PyramidReferee


class CombinedPyramidReferee(PyramidReferee):
    ANY_BALL_STRIKES: ClassVar[bool] = False  # PC-2: only the coloured ball
    SVOYAK_REMOVES: ClassVar[bool] = True  # PC-3: the shooter removes an object ball
    SVOYAK_HAND: ClassVar[str | None] = "house"  # PC-5: in hand in the house
    PREMIUM_AFTER_SVOYAK: ClassVar[bool] = False  # PC-7 Decision: no pocket restriction
    PENALTY_MAY_TAKE_CUE: ClassVar[bool] = False  # PC-6: an object ball as penalty ball
    FOUL_CUE_TO_HAND: ClassVar[bool] = True  # PC-6: whoever strikes next, in the house
