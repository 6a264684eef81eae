"""The pyramid games are refereed and playable through ``Match`` but the window does not draw
them yet: the registry's ``in_window`` fact keeps them out of the window's lists, and a
game started from code still opens without error."""

from __future__ import annotations

from app.help.rules import RulesHelpDialog
from app.start.new_game import NewGameDialog
from game import disciplines

PYRAMID = {"pyramid_free", "pyramid_dynamic", "pyramid_combined"}


def _items(combo) -> set[str]:  # type: ignore[no-untyped-def]
    return {combo.itemData(i) for i in range(combo.count())}


def test_new_game_and_rules_help_leave_the_pyramid_games_out(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert {d.id for d in disciplines.with_referee()} >= PYRAMID
    assert not PYRAMID & {d.id for d in disciplines.in_window()}
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    offered = _items(dlg.discipline)
    assert "three_cushion" in offered and not offered & PYRAMID
    help_dlg = RulesHelpDialog("three_cushion")
    qtbot.addWidget(help_dlg)
    listed = _items(help_dlg.discipline)
    assert "artistic" in listed and not listed & PYRAMID
