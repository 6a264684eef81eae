"""The controller is handed what it asks of others when it is built: the question before a
shot, the autosave and whether its input is held by someone else (the computer player)."""

from __future__ import annotations

from app.common.pacing import INSTANT
from app.play.controller import Controller, Phase
from game.setup import GameSetup


def test_held_input_and_the_question_before_a_shot(qtbot) -> None:  # type: ignore[no-untyped-def]
    held = [True]
    asked: list[str] = []

    def confirm() -> bool:
        asked.append("Play this shot?")
        return False

    c = Controller(pacing=INSTANT, confirm=confirm, input_held=lambda: held[0])
    c.new_game(GameSetup("three_cushion", ["A", "B"], "A", {"target": 15}, {}))
    if c.phase == Phase.PLACE:
        assert c.drop_hand()
    before = c.aim.aim_deg
    c.wheel(5.0)
    assert c.input_locked and c.aim.aim_deg == before  # the input is someone else's
    held[0] = False
    c.wheel(5.0)
    assert not c.input_locked and c.aim.aim_deg != before
    c.confirm_shot = True  # the setting "Ask before every shot"
    assert not c.shoot() and asked == ["Play this shot?"]  # asked, and the answer was no
    assert not c.match.records


def test_no_autosave_unless_handed_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    saved: list[int] = []
    assert not Controller(pacing=INSTANT).autosaves
    c = Controller(pacing=INSTANT, autosave=lambda: saved.append(1))
    assert c.autosaves
    c.new_game(GameSetup("three_cushion", ["A", "B"], "A", {"target": 15}, {}))
    c._autosave()  # after a shot
    assert saved == [1]
