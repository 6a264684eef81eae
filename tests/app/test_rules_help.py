"""Rules help (app/help/rules.py): a card for every discipline, opened on the game being
played, with the values the referee itself uses (read from the engine's constants), every
sentence through Qt's translate(). Only English is tested: no compiled translations (.qm)
exist in i18n/ yet."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from app.help.rules import RulesHelpDialog, card
from game import disciplines
from game.disciplines import in_window
from game.rules import five_pins_shot, seven_pins
from game.rules import seven_pins_values as spv
from game.rules.carom import ThreeCushionReferee
from game.rules.options import OptionSchema, TargetRange

HEADINGS = ("Object of the game", "What scores", "Fouls", "The turn")


def discipline_ids() -> tuple[str, ...]:
    """The disciplines whose rules the window shows (the pyramid games wait for it)."""
    return tuple(d.id for d in in_window())


@pytest.mark.parametrize("discipline", discipline_ids())
def test_opens_for_every_discipline(qtbot, discipline: str) -> None:  # type: ignore[no-untyped-def]
    dlg = RulesHelpDialog(discipline)
    qtbot.addWidget(dlg)
    dlg.show()
    assert dlg.discipline.currentData() == discipline
    text = dlg.browser.toPlainText()
    assert dlg.current_card().title in text
    for heading in HEADINGS:
        assert heading in text
    assert all(s.lines for s in dlg.current_card().sections)


def test_seven_pins_values_are_the_referees_rules_7c12_to_7c15(qtbot) -> None:  # type: ignore[no-untyped-def]
    text = card("seven_pins_classic").text()
    assert f"The king: {spv.PIN_VALUE['king']} points." in text
    assert f"Each small pin around the king: {spv.PIN_VALUE['n']} points." in text
    assert f"Each side pin on the spots: {spv.PIN_VALUE['head']} points." in text
    assert f"no other pin falling: {spv.KING_ALONE} points." in text  # 7C-13
    assert f"all four small pins: {spv.CENTRAL_FIVE} points." in text  # 7C-14
    assert f"touches no object ball: {seven_pins.FOUL_POINTS} points added." in text  # 7C-18
    assert f"starts at {seven_pins.DEFAULT_START_TOTAL} and counts down" in text  # 7C-4
    # 7F-4 differs: the king alone counts while the small pins stay standing.
    fed = card("seven_pins_federation").text()
    assert "while all four small pins stay standing" in fed
    assert "make the offender play again" in fed  # 7F-10
    assert "make the offender play again" not in text


def test_cards_read_the_engine_not_a_copy(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setitem(spv.PIN_VALUE, "king", 26)
    monkeypatch.setattr(five_pins_shot, "CAROM_POINTS", 7)
    monkeypatch.setattr(ThreeCushionReferee, "OPTIONS", OptionSchema(TargetRange(35, 1, 300)))
    assert "The king: 26 points." in card("seven_pins_classic").text()
    assert "then the red: 7 points." in card("five_pins").text()
    assert "The first to 35 points wins." in card("three_cushion").text()


def test_the_games_options_show_on_its_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert "starts at 500" in card("seven_pins_classic", {"start_total": 500}).text()
    assert "The centre pin alone: 10 points." in card("five_pins", {"red_pin_alone": 10}).text()
    assert "The centre pin alone: 8 points." in card("five_pins").text()  # 5P-7 default
    assert "first player to win 2 games" in card("balkline_47_2", {"games": 2}).text()
    one = card("free_game", {"triangle_caroms": 1}).text()
    assert "a carom counts only if an object ball ends outside it" in one  # CF-2, option 1
    dlg = RulesHelpDialog("three_cushion", {"target": 15})
    qtbot.addWidget(dlg)
    assert "The first to 15 points wins." in dlg.browser.toPlainText()
    dlg.set_discipline("one_cushion")  # another discipline: its own defaults
    assert "The first to 30 points wins." in dlg.browser.toPlainText()
    # Plural forms come from %n: one cushion, one point (C1-1, C1-2).
    text = card("one_cushion").text()
    assert "at least 1 cushion before" in text and "deducts 1 point;" in text


def test_balkline_and_triangle_distances_come_from_the_zones_cb1_cb3_cf2(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert "Balk lines 47 cm from each cushion" in card("balkline_47_1").text()
    assert "every carom must leave" in card("balkline_47_1").text()  # CB-2, ".../1"
    assert "one carom may be made there" in card("balkline_47_2").text()  # CB-2, ".../2"
    assert "Balk lines 71 cm from each short cushion" in card("balkline_71_2").text()
    assert "Anchor squares of 17.8 cm" in card("balkline_71_2").text()
    assert "71 cm along the long cushion and 35.5 cm" in card("free_game").text()
    assert "3 attempts at each figure" in card("artistic").text()  # CA-2


class _Marker(QTranslator):
    """Wraps every card string (the title is the discipline's name), so an untranslated
    fragment would show unwrapped."""

    def translate(self, context, source, disambiguation=None, n=-1):  # type: ignore[no-untyped-def,override]
        if context not in ("RulesHelp", "Discipline"):
            return ""
        return "«" + source.replace("%n", str(n)) + "»"


@pytest.mark.parametrize("discipline", discipline_ids())
def test_every_sentence_goes_through_translate(qtbot, discipline: str) -> None:  # type: ignore[no-untyped-def]
    marker = _Marker()
    QCoreApplication.installTranslator(marker)
    try:
        c = card(discipline)
    finally:
        QCoreApplication.removeTranslator(marker)
    for line in (
        c.title,
        *(s.heading for s in c.sections),
        *(x for s in c.sections for x in s.lines),
    ):
        assert line.startswith("«") and line.endswith("»"), line
        assert line.count("«") == 1, line  # one whole sentence, never glued pieces


def test_every_discipline_has_a_title() -> None:
    from app.words.disciplines import MARKED

    assert {disciplines.get(d).name for d in discipline_ids()} <= set(MARKED)


def test_rules_button_in_the_new_game_dialog(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    from app.start.new_game import NewGameDialog

    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.discipline.setCurrentIndex(dlg.discipline.findData("three_cushion"))
    dlg.target.setValue(20)
    qtbot.mouseClick(dlg.rules_button, Qt.MouseButton.LeftButton)
    rules = dlg.rules_dialog
    assert rules.isVisible() and rules.discipline.currentData() == "three_cushion"
    assert "The first to 20 points wins." in rules.browser.toPlainText()
    assert dlg.isVisible() or not dlg.result()  # asking for the rules starts no game
