"""No English word on a Russian or Ukrainian screen: the main window's states (a new game,
a game in progress with the referee's words, the game over, the settings, the drills),
started in English and switched at run time (the harder case: every text must be said
again), then read as a person sees them."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

import pytest
from PySide6.QtWidgets import QDialog, QWidget

from app.common.dialogs import Answers
from tests.app.shown_words import plain

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Latin words that belong on a Russian or Ukrainian screen, each for its reason:
ALLOWED = {
    # The Language menu names every language in its own tongue, so a player who cannot
    # read the current one finds his own.
    "English",
    # The key's own label, printed on Russian and Ukrainian keyboards in Latin letters.
    "Esc",
}
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def english_words(texts: list[str]) -> set[tuple[str, str]]:
    return {
        (word, text[:100])
        for text in texts
        for word in LATIN_WORD.findall(text)
        if word not in ALLOWED
    }


@dataclass
class KeptDialogs(Answers):
    """The test's dialogs: answers yes, shows nothing, keeps each modal dialog to read it."""

    kept: list[QDialog] = field(default_factory=list)

    def run(self, dialog: QDialog) -> int:
        self.kept.append(dialog)
        return super().run(dialog)


@pytest.fixture
def window(qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    import app.shot.worker
    from app.common.pacing import INSTANT
    from app.settings import i18n
    from app.window.main_window import MainWindow
    from tests.app.scripted import as_engine
    from tests.app.test_window import king_and_small_pin

    monkeypatch.setattr(app.shot.worker, "default_engine", as_engine(king_and_small_pin))
    i18n.set_language("en", remember=False)
    from app.settings.store import SettingsStore

    store = SettingsStore()
    for path in store.recent():
        # Files other tests saved: their names are the player's own, like typed names.
        store.remove_recent(path)
    w = MainWindow(autosave=False, dialogs=KeptDialogs(), pacing=INSTANT)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.controller.animator.stop()
    w.controller.simulator.wait(10000)
    i18n.set_language("en", remember=False)


def _shoot(qtbot, w) -> None:  # type: ignore[no-untyped-def]
    c = w.controller
    before = len(c.match.records)
    c.drop_hand()
    assert c.shoot()
    qtbot.waitUntil(lambda: len(c.match.records) > before, timeout=60000)
    w.scoreboard.settle()


def _check(state: str, root: QWidget) -> None:
    from tests.app.shown_words import shown_texts

    found = english_words(shown_texts(root))
    assert not found, f"{state}: English words {sorted(found)}"


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_no_english_word_in_any_state_of_the_window(window, qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    from app.common.pacing import INSTANT
    from app.play.setup import default_name
    from app.practice.browser import DrillBrowser
    from app.settings import i18n
    from game.setup import GameSetup
    from tests.app.shown_words import shown_texts

    w = window
    w.quick_game()
    assert english_words(shown_texts(w))  # in English the check finds English
    i18n.set_language(lang, remember=False)
    _check("new game", w)

    _shoot(qtbot, w)
    assert w.strip.text.text()
    _check("referee's words", w)

    settings = w.dialog_actions.show_settings()
    _check("settings", settings)
    settings.close()

    drills = DrillBrowser(w, pacing=INSTANT)
    qtbot.addWidget(drills)
    drills.show()
    drills.list.setCurrentRow(0)
    _check("drills", drills)
    drills.close()

    names = [default_name(0), default_name(1)]
    w.start(
        GameSetup(
            "seven_pins_classic", names, names[0], {"start_total": 30}, {}, default_seats=(0, 1)
        )
    )
    _shoot(qtbot, w)
    assert w.controller.match.over
    over = [d for d in w.dialogs.kept if d.windowTitle()]
    assert over, "the game-over dialog was shown"
    over[-1].show()
    try:
        _check("game over", over[-1])
        _check("game over, the window", w)
    finally:
        # Left open it stays the active window: later tests' pointer moves reach it instead.
        over[-1].close()


@pytest.mark.parametrize(
    ("lang", "look_in", "types", "ok"),
    [("ru", "Папка:", "Тип файлов:", "ОК"), ("uk", "Тека:", "Тип файлів:", "Гаразд")],
)
def test_qt_own_dialogs_speak_the_language(qapp, lang, look_in, types, ok) -> None:  # type: ignore[no-untyped-def]
    """Qt's file dialog and standard buttons: qtbase's translations, and the game's words
    where those leave English (app/words/qt_gaps.py)."""
    from PySide6.QtWidgets import QDialogButtonBox, QLabel

    from app.common.dialogs import file_dialog
    from app.settings import i18n

    i18n.set_language(lang, remember=False)
    try:
        dialog = file_dialog(None, "", "", "(*.kegli)", save=True)
        labels = [plain(label.text()) for label in dialog.findChildren(QLabel)]
        assert look_in in labels and types in labels
        assert not english_words(labels)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        assert box.buttons()[0].text() == ok
        dialog.deleteLater()
    finally:
        i18n.set_language("en", remember=False)
