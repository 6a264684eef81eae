"""Free pyramid («американка», rules PF-1…PF-6): any ball may be struck, every ball scores."""

from __future__ import annotations

from typing import ClassVar

from game.rules.pyramid import PyramidReferee


class FreePyramidReferee(PyramidReferee):
    ANY_BALL_STRIKES: ClassVar[bool] = True  # PF-2: the player strikes any ball he likes
    SVOYAK_REMOVES: ClassVar[bool] = False  # PF-3: the struck ball itself scores
    SVOYAK_HAND: ClassVar[str | None] = None  # PF-6: nobody gets ball in hand after the break
    PENALTY_MAY_TAKE_CUE: ClassVar[bool] = True  # PF-6, P-21: any ball on the table
    FOUL_CUE_TO_HAND: ClassVar[bool] = False  # PF-6: every pocketed or jumped ball respotted
