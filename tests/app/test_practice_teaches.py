"""Practice that teaches: the verdict waits for the balls to stop and says why a drill was
missed, a made figure is shown and scored before the next one, "Show solution" says when it
is offered and what its stroke did, the practice options are kept across a restart, and the
drill list keeps its words at 1024×600."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

from app.common.pacing import INSTANT, LIVE
from app.settings.store import SettingsStore
from game.drills.progress import ProgressStore

VERDICTS = ("Done!", "Not this time")


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ProgressStore:
    monkeypatch.setenv("KEGLI_DATA_DIR", str(tmp_path))
    return ProgressStore.open(tmp_path)


@pytest.fixture
def ini(tmp_path: Path) -> Path:
    return tmp_path / "settings.ini"


def settings_at(ini: Path) -> SettingsStore:
    """A settings store over one file: a new one reads it back as after a restart."""
    return SettingsStore(QSettings(str(ini), QSettings.Format.IniFormat))


def browser(qtbot, store, ini, pacing=INSTANT):  # type: ignore[no-untyped-def]
    from app.practice.browser import DrillBrowser

    b = DrillBrowser(store=store, pacing=pacing, settings=settings_at(ini))
    b.card.today = lambda: "2026-12-04"
    qtbot.addWidget(b)
    b.show()
    return b


def programme(qtbot, store, ini):  # type: ignore[no-untyped-def]
    from app.practice.programme_dialog import ProgrammeDialog

    d = ProgrammeDialog(store=store, pacing=INSTANT, settings=settings_at(ini))
    d.card.today = lambda: "2026-12-04"
    qtbot.addWidget(d)
    d.show()
    return d


def test_the_verdict_waits_until_the_balls_stop(qtbot, store, ini) -> None:  # type: ignore[no-untyped-def]
    b = browser(qtbot, store, ini, pacing=LIVE)
    b.open_drill("c3-double-rail")
    card = b.card
    card._set_stroke(replace(card.session.drill.stroke, speed=5.0))
    seen_while_rolling: list[str] = []
    card.pipeline.frame.connect(lambda _f: seen_while_rolling.append(card.result.text()))
    counts = card.status.text()
    counts_while_rolling: list[str] = []
    card.pipeline.frame.connect(lambda _f: counts_while_rolling.append(card.status.text()))
    with qtbot.waitSignal(card.pipeline.started, timeout=20000):
        card.shoot()
    assert card.pipeline.running
    assert card.session.used == 1  # counted at once
    assert not card.shoot_button.isEnabled()  # no stroke while the balls roll
    assert not any(v in card.result.text() for v in VERDICTS)
    with qtbot.waitSignal(card.judged, timeout=60000):
        pass
    assert not card.pipeline.running
    assert seen_while_rolling and not any(
        v in text for text in seen_while_rolling for v in VERDICTS
    )
    assert "Not this time" in card.result.text()
    assert counts_while_rolling and set(counts_while_rolling) == {counts}  # "Last: 0 %" waits
    assert card.status.text() != counts


def test_a_missed_three_cushion_drill_says_which_cushion_was_missing_rule_C3_1(  # type: ignore[no-untyped-def]
    qtbot, store, ini
) -> None:
    from app.settings import i18n

    b = browser(qtbot, store, ini)
    b.open_drill("c3-double-rail")
    card = b.card
    # soft, with follow and no side: the cue ball meets the second ball after two cushions
    reference = card.session.drill.stroke
    miss = replace(reference, speed=2.2, aim_deg=reference.aim_deg + 0.25, side=0.0, height=0.3)
    card._set_stroke(miss)
    with qtbot.waitSignal(card.judged, timeout=20000):
        card.shoot()
    assert "Only 2 cushions before the second ball; 3 needed." in card.result.text()
    assert "Best: 0 %" in card.status.text()  # a best of nothing is still a best
    i18n.set_language("ru", remember=False)
    try:
        card.retry()
        with qtbot.waitSignal(card.judged, timeout=20000):
            card.shoot()
        assert "До второго шара только 2 борта, а нужно 3." in card.result.text()
    finally:
        i18n.set_language("en", remember=False)


def test_a_miss_without_the_coached_technique_says_what_the_drill_asks_for(  # type: ignore[no-untyped-def]
    qtbot, store, ini
) -> None:
    from app.settings import i18n

    b = browser(qtbot, store, ini)
    b.open_drill("a-stun-gate")  # its note coaches a stun
    card = b.card
    reference = card.session.drill.stroke
    stun_sentence = "The drill asks for a stun"
    # Struck high: the cue ball rolls into the red, runs on and misses the gate.
    card._set_stroke(replace(reference, height=0.45))
    with qtbot.waitSignal(card.judged, timeout=20000):
        qtbot.mouseClick(card.shoot_button, Qt.MouseButton.LeftButton)
    assert "Not this time" in card.result.text()
    assert stun_sentence in card.result.text()
    # Stunned, but aimed wide: a miss all the same, and nothing said of the technique.
    qtbot.mouseClick(card.retry_button, Qt.MouseButton.LeftButton)
    card._set_stroke(replace(reference, aim_deg=reference.aim_deg + 4.0))
    with qtbot.waitSignal(card.judged, timeout=20000):
        qtbot.mouseClick(card.shoot_button, Qt.MouseButton.LeftButton)
    assert "Not this time" in card.result.text()
    assert stun_sentence not in card.result.text()
    i18n.set_language("ru", remember=False)
    try:
        qtbot.mouseClick(card.retry_button, Qt.MouseButton.LeftButton)
        card._set_stroke(replace(reference, height=0.45))
        with qtbot.waitSignal(card.judged, timeout=20000):
            qtbot.mouseClick(card.shoot_button, Qt.MouseButton.LeftButton)
        assert "Упражнение требует клапштоса" in card.result.text()
    finally:
        i18n.set_language("en", remember=False)


def test_a_made_figure_is_shown_and_scored_before_the_next_rule_CA2(qtbot, store, ini) -> None:  # type: ignore[no-untyped-def]
    d = programme(qtbot, store, ini)
    d.count.setValue(2)
    d.seed.setValue(11)
    d.start()
    first = d.run.programme.slots[0]
    assert not d.next_button.isEnabled()
    assert not d.card.solution_button.isEnabled()  # a scored figure's solution waits
    assert "when this figure is over" in d.card.solution_note.text()
    d.card._set_stroke(d.card.session.drill.stroke)
    with qtbot.waitSignal(d.card.judged, timeout=20000):
        d.card.shoot()
    # The made figure stays on the card, under its own title, with its verdict and points.
    assert d.card.session.base.id == first.drill_id
    assert "Done!" in d.card.result.text()
    assert f"Figure made: {first.value} points." in d.card.result.text()
    assert d.table.item(0, 3).text() == str(first.value)
    assert str(first.value) in d.total.text()
    assert not d.card.shoot_button.isEnabled()  # scored: no more strokes at it
    assert d.card.solution_button.isEnabled()
    assert d.next_button.isEnabled()
    d.next_button.click()
    assert d.card.session.base.id == d.run.programme.slots[1].drill_id
    assert d.card.result.text() == ""


def test_show_solution_says_what_its_stroke_did(qtbot, store, ini) -> None:  # type: ignore[no-untyped-def]
    b = browser(qtbot, store, ini)
    b.open_drill("c3-double-rail")
    card = b.card
    assert card.solution_button.isEnabled()  # a drill offers it from the start
    with qtbot.waitSignal(card.solution_played, timeout=20000):
        card.solution_button.click()
    assert card.result.text() == "The reference stroke, played by the engine: it meets the goal."
    assert card.session.used == 0  # looking uses no attempt


def test_practice_options_are_kept_across_figures_and_a_restart(qtbot, store, ini) -> None:  # type: ignore[no-untyped-def]
    b = browser(qtbot, store, ini)
    b.discipline.setCurrentIndex(b.discipline.findData("three_cushion"))
    b.difficulty.setCurrentIndex(b.difficulty.findData(2))
    b.discipline.setCurrentIndex(b.discipline.findData("artistic"))
    b.difficulty.setCurrentIndex(0)
    b.open_drill("a-frozen-three")
    b.card.mirror.setChecked(True)
    b.card.jitter.setChecked(True)
    b.open_drill("a-follow")  # the next figure keeps the mirror
    assert b.card.mirror.isChecked() and b.card.session.mirrored
    b.close()
    again = browser(qtbot, store, ini)  # the settings read back from the file
    assert again.discipline.currentData() == "artistic"
    assert again.difficulty.currentData() == 0
    assert again.card.mirror.isChecked() and again.card.jitter.isChecked()
    again.open_drill("a-draw-back")
    assert again.card.session.mirrored and again.card.session.jitter_seed is not None
    p = programme(qtbot, store, ini)
    p.ten_sets.setChecked(True)
    p.sets.setValue(3)
    p.count.setValue(4)
    p2 = programme(qtbot, store, ini)
    assert (p2.ten_sets.isChecked(), p2.sets.value(), p2.count.value()) == (True, 3, 4)


def test_the_drill_filter_has_a_three_cushion_group(qtbot, store, ini) -> None:  # type: ignore[no-untyped-def]
    from game.drills.format import load_all

    b = browser(qtbot, store, ini)
    b.discipline.setCurrentIndex(b.discipline.findData("three_cushion"))
    shown = {d.id for d in b.visible_drills()}
    assert shown == {d.id for d in load_all() if d.discipline == "three_cushion"}
    b.discipline.setCurrentIndex(b.discipline.findData("carom"))
    assert shown < {d.id for d in b.visible_drills()}  # three-cushion drills are carom too


def cut_items(lst) -> list[str]:  # type: ignore[no-untyped-def]
    """The items whose text does not fit where the list draws it (cut, elided, or past the
    visible width)."""
    cut = []
    for i in range(lst.count()):
        item = lst.item(i)
        opt = QStyleOptionViewItem()
        lst.initViewItemOption(opt)
        lst.itemDelegate().initStyleOption(opt, lst.indexFromItem(item))
        opt.rect = lst.visualItemRect(item)
        room = lst.style().subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, lst)
        wrap = bool(opt.features & QStyleOptionViewItem.ViewItemFeature.WrapText)
        flags = int(Qt.TextFlag.TextWordWrap) if wrap else 0
        need = opt.fontMetrics.boundingRect(QRect(0, 0, room.width(), 10_000), flags, item.text())
        if (
            need.width() > room.width()
            or need.height() > room.height()
            or room.left() + need.width() > lst.viewport().width()
        ):
            cut.append(item.text())
    return cut


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_drill_list_keeps_its_words_at_1024x600(qtbot, store, ini, lang: str) -> None:  # type: ignore[no-untyped-def]
    from app.settings import i18n

    i18n.set_language(lang, remember=False)
    try:
        b = browser(qtbot, store, ini)
        store.record("a-frozen-three", "2026-12-04", True, 1.0)  # a record line too
        b.refill()
        b.resize(1024, 600)
        qtbot.waitExposed(b)
        assert b.list.count() > 20
        assert cut_items(b.list) == []
    finally:
        i18n.set_language("en", remember=False)


def test_the_free_table_reads_the_shot_once_the_balls_stop(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from app.common.dialogs import Answers
    from app.practice.free_table import FreeTable

    monkeypatch.setenv("KEGLI_DATA_DIR", str(tmp_path))
    w = FreeTable(discipline="three_cushion", pacing=LIVE, dialogs=Answers(yes=False))
    qtbot.addWidget(w)
    w.show()
    w.aim.speed = 3.0
    readings: list[str] = []
    w.pipeline.frame.connect(lambda _f: readings.append(w.reading.text()))
    with qtbot.waitSignal(w.pipeline.finished, timeout=60000):
        assert w.shoot()
    assert readings and all(text == "" for text in readings)  # nothing said while rolling
    assert w.reading.text()


def test_the_verdict_and_the_figure_score_are_announced(qtbot, store, ini) -> None:  # type: ignore[no-untyped-def]
    from app.common.announce import announcer

    heard: list[str] = []
    announcer().said.connect(heard.append)
    try:
        d = programme(qtbot, store, ini)
        d.count.setValue(1)
        d.start()
        d.card._set_stroke(d.card.session.drill.stroke)
        with qtbot.waitSignal(d.card.judged, timeout=20000):
            d.card.shoot()
        assert heard[0].startswith("Done!")
        assert heard[-1].startswith("Figure made:")
    finally:
        announcer().said.disconnect(heard.append)


def test_the_free_table_opens_on_the_game_it_was_last_set_for(qtbot, store) -> None:  # type: ignore[no-untyped-def]
    from app.common.dialogs import Answers
    from app.practice.free_table import open_free_table

    first = open_free_table(pacing=INSTANT, dialogs=Answers(yes=False))
    qtbot.addWidget(first)
    first.discipline_box.setCurrentIndex(first.discipline_box.findData("three_cushion"))
    assert first.discipline == "three_cushion"
    first.close()
    again = open_free_table(pacing=INSTANT, dialogs=Answers(yes=False))
    qtbot.addWidget(again)
    assert again.discipline == "three_cushion"
    assert again.discipline_box.currentData() == "three_cushion"
