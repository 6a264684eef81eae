"""Saves in the window, offscreen: Save / Save As / Open / Open Recent, translated refusals
of bad files, resume on start, replays (last shot, step through, speed, differs warning),
take-back with the opponent's consent, and settings that persist between runs.

The window is built with a dialog answerer (``Dialogs`` below, an ``app.common.dialogs.Answers``):
it shows nothing, answers from queues and keeps every question and message."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTranslator
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from app.common.dialogs import Answers
from app.common.pacing import INSTANT, LIVE, Pacing
from app.play.controller import Phase
from app.settings.store import SettingsStore
from game.match import Match
from game.saves.autosave import autosave, autosave_path, save_match
from game.saves.format import document_from_match, encode
from game.saves.io import backup_path
from tests.saves.games import hand_game, physics_available, physics_game

Yes = QMessageBox.StandardButton.Yes
No = QMessageBox.StandardButton.No


class Dialogs(Answers):
    """Answers each question from ``answers`` (Yes / No, oldest first; No when it is empty),
    picks files from ``files`` ("" when empty: cancelled) and keeps what was said."""

    def __init__(self) -> None:
        super().__init__(yes=False)
        self.answers: list[QMessageBox.StandardButton] = []

    def ask(self, parent: QWidget, title: str, text: str, *, default: bool) -> bool:
        self.said.append(("question", title, text))
        return (self.answers.pop(0) if self.answers else No) == Yes


@pytest.fixture
def dialogs() -> Dialogs:
    return Dialogs()


def make_window(qtbot, dialogs: Dialogs, autosave_on: bool = False, pacing: Pacing = LIVE):  # type: ignore[no-untyped-def]
    from app.window.main_window import MainWindow

    w = MainWindow(autosave=autosave_on, dialogs=dialogs, pacing=pacing)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def window(qtbot, data_dir, dialogs):  # type: ignore[no-untyped-def]
    w = make_window(qtbot, dialogs, pacing=INSTANT)
    w.quick_game()
    yield w
    w.controller.animator.stop()
    w.controller.simulator.wait(10000)


def settle(window) -> None:  # type: ignore[no-untyped-def]
    """Saves are written on the saver's thread (issue 16): wait, then deliver its report."""
    assert window.save_actions.saver.wait(20)
    QApplication.processEvents()


def put_game(window, match: Match) -> None:  # type: ignore[no-untyped-def]
    window.save_actions.install_match(match)


def same_game(a: Match, b: Match) -> bool:
    return (a.to_log(), a.position, a.scores, a.next_player) == (
        b.to_log(),
        b.position,
        b.scores,
        b.next_player,
    )


# -- Save / Save As / Open / Open Recent -----------------------------------------------------
def test_save_as_then_open_brings_the_game_back(window, dialogs, tmp_path) -> None:  # type: ignore[no-untyped-def]
    put_game(window, hand_game(3))
    dialogs.files.append(str(tmp_path / "evening"))
    assert window.save_actions.save_as()
    settle(window)
    saved = tmp_path / "evening.kegli"  # the extension is added
    assert saved.exists()
    window.quick_game()
    assert not window.controller.match.records
    dialogs.files.append(str(saved))
    assert window.save_actions.open()
    assert same_game(window.controller.match, hand_game(3))
    window.scoreboard.settle()
    assert window.scoreboard.figure("Anna", "total") == str(hand_game(3).scores["Anna"])
    # the open dialog started in the folder of the last save
    assert dialogs.of("open")[-1][2] == str(tmp_path)


def test_save_writes_to_the_same_file_without_asking(window, dialogs, tmp_path) -> None:  # type: ignore[no-untyped-def]
    put_game(window, hand_game(1))
    dialogs.files.append(str(tmp_path / "g.kegli"))
    window.save_actions.save()
    settle(window)
    assert len(dialogs.of("save")) == 1
    put_game(window, hand_game(2))
    window.save_actions.path = tmp_path / "g.kegli"
    assert window.save_actions.save()
    settle(window)
    assert len(dialogs.of("save")) == 1  # no second dialog
    from game.saves.load import load_file

    assert len(load_file(tmp_path / "g.kegli").match.records) == 2


def test_the_menu_actions_reach_the_save_code(window, dialogs, tmp_path) -> None:  # type: ignore[no-untyped-def]
    put_game(window, hand_game(2))
    dialogs.files.append(str(tmp_path / "menu.kegli"))
    window.menu_actions.save_as.trigger()
    settle(window)
    assert (tmp_path / "menu.kegli").exists()
    window.quick_game()
    dialogs.files.append(str(tmp_path / "menu.kegli"))
    window.menu_actions.open.trigger()
    assert len(window.controller.match.records) == 2


def test_open_recent_lists_the_latest_first(window, dialogs, tmp_path) -> None:  # type: ignore[no-untyped-def]
    for name, shots in (("a", 1), ("b", 2), ("c", 3)):
        save_match(hand_game(shots), tmp_path / f"{name}.kegli")
        window.save_actions.open_path(tmp_path / f"{name}.kegli")
    menu = window.menu_actions.recent
    window.save_actions.fill_recent(menu)
    names = [a.text() for a in menu.actions()]
    assert names == ["&1 c.kegli", "&2 b.kegli", "&3 a.kegli"]
    menu.actions()[2].trigger()
    assert len(window.controller.match.records) == 1


def test_the_view_state_is_saved_and_restored(window, dialogs, tmp_path) -> None:  # type: ignore[no-untyped-def]
    put_game(window, hand_game(2))
    window.save_actions.replay.set_speed(0.5)
    window.menu_actions.side_panel.setChecked(False)
    window.controller.set_assist("ghost", "Bohdan")
    assert window.save_actions.save_to(tmp_path / "v.kegli")
    settle(window)
    view = json.loads((tmp_path / "v.kegli").read_bytes())["view"]
    assert view == {
        "replay_speed": 0.5,
        "side_panel": False,
        "assists": {"Anna": "full", "Bohdan": "ghost"},
    }
    window.save_actions.replay.set_speed(2.0)
    window.menu_actions.side_panel.setChecked(True)
    window.quick_game()
    assert window.save_actions.open_path(tmp_path / "v.kegli")
    assert window.controller.animator.speed == 0.5
    assert not window.menu_actions.side_panel.isChecked()
    assert window.controller.setup.assists["Bohdan"] == "ghost"


def test_a_failed_save_says_why_and_keeps_the_game(window, dialogs, tmp_path) -> None:  # type: ignore[no-untyped-def]
    put_game(window, hand_game(2))
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert not window.save_actions.save_to(blocker / "inside.kegli")  # a file as a folder
    _, title, text = dialogs.of("warning")[-1]
    assert title == "Save failed" and "could not be saved" in text
    assert len(window.controller.match.records) == 2


# -- bad files --------------------------------------------------------------------------------
def bad_files(folder: Path) -> dict[str, Path]:
    good = json.loads(encode(document_from_match(hand_game(4))))
    data = encode(good)

    def doc(change) -> bytes:  # type: ignore[no-untyped-def]
        d = json.loads(data)
        change(d)
        return json.dumps(d).encode()

    files = {
        "truncated": data[: len(data) // 2],
        "not_json": b"GIF89a not a save",
        "version": doc(lambda d: d.update(version=9)),
        "discipline": doc(lambda d: d.update(discipline="snooker")),
        "physics": doc(lambda d: d.update(physics="kegli-from-the-future")),
        "off_table": doc(lambda d: d["state"]["position"]["balls"].update(o2=[0.0, 4.0])),
        "rules": doc(lambda d: d["shots"][1]["events"].append({"t": -1, "type": "rest"})),
        "mismatch": doc(lambda d: d["state"]["scores"].update(Anna=1)),
    }
    out = {}
    for kind, content in files.items():
        path = folder / f"{kind}.kegli"
        path.write_bytes(content)
        out[kind] = path
    huge = folder / "too_large.kegli"
    with huge.open("wb") as f:
        f.truncate(9 * 1024 * 1024)
    out["too_large"] = huge
    return out


def test_each_bad_file_is_explained_and_changes_nothing(window, dialogs, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from app.window.save_actions import PROBLEMS
    from app.words.text import arg, tr

    put_game(window, hand_game(3))
    game_before = window.controller.match
    window.save_actions.path = tmp_path / "mine.kegli"
    window.save_actions.save()
    settle(window)
    mine = (tmp_path / "mine.kegli").read_bytes()
    for kind, path in bad_files(tmp_path).items():
        content = path.read_bytes()
        assert not window.save_actions.open_path(path), kind
        _, title, text = dialogs.of("warning")[-1]
        assert title == "Cannot open the game"
        assert text.startswith(arg(tr("SaveActions", PROBLEMS[kind]), path.name)), (kind, text)
        assert "Details: " in text
        assert path.read_bytes() == content  # nothing overwritten
        assert window.controller.match is game_before  # the game on the table goes on
        assert window.save_actions.path == tmp_path / "mine.kegli"
    assert len(dialogs.of("warning")) == 9
    assert (tmp_path / "mine.kegli").read_bytes() == mine
    # and the window still works: the game can be saved and played on
    assert window.save_actions.save()
    settle(window)
    assert window.controller.phase in (Phase.AIM, Phase.PLACE)


def test_refusals_go_through_the_translator(window, dialogs, tmp_path, qapp) -> None:  # type: ignore[no-untyped-def]
    class Shouting(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):  # type: ignore[no-untyped-def]
            return source.upper() if context == "SaveActions" else None

    translator = Shouting()
    QApplication.installTranslator(translator)
    try:
        path = bad_files(tmp_path)["version"]
        window.save_actions.open_path(path)
        _, title, text = dialogs.of("warning")[-1]
        assert title == "CANNOT OPEN THE GAME"
        assert text.startswith("THE FILE VERSION.KEGLI") is False  # the name is not translated
        assert text.startswith("THE FILE version.kegli WAS SAVED BY A NEWER VERSION OF KEGLI")
    finally:
        QApplication.removeTranslator(translator)


# -- resume on start --------------------------------------------------------------------------
def test_resume_is_offered_on_start_and_taken(qtbot, data_dir, dialogs) -> None:  # type: ignore[no-untyped-def]
    autosave(hand_game(3), {"replay_speed": 2.0})
    dialogs.answers.append(Yes)
    w = make_window(qtbot, dialogs, autosave_on=True)
    w.quick_game()
    qtbot.waitUntil(lambda: bool(dialogs.of("question")), timeout=5000)
    text = dialogs.of("question")[0][2]
    assert "Anna against Bohdan" in text and "3 shots" in text
    assert same_game(w.controller.match, hand_game(3))
    assert w.controller.animator.speed == 2.0
    w.close()


def test_resume_declined_keeps_the_new_game_and_the_backup(qtbot, data_dir, dialogs) -> None:  # type: ignore[no-untyped-def]
    autosave(hand_game(2))
    dialogs.answers.append(No)
    w = make_window(qtbot, dialogs, autosave_on=True)
    w.quick_game()
    qtbot.waitUntil(lambda: bool(dialogs.of("question")), timeout=5000)
    assert not w.controller.match.records
    assert not autosave_path().exists() and backup_path(autosave_path()).exists()
    w.close()


def test_no_offer_without_an_unfinished_game(qtbot, data_dir, dialogs) -> None:  # type: ignore[no-untyped-def]
    w = make_window(qtbot, dialogs, autosave_on=True)
    w.quick_game()
    qtbot.wait(50)
    assert dialogs.of("question") == []
    w.save_actions.offer_resume()  # from the menu: says there is none
    assert dialogs.of("information")[-1][2] == "There is no unfinished game."
    w.close()


# -- take-back ----------------------------------------------------------------------------------
def test_take_back_in_hot_seat_needs_the_opponents_consent(window, dialogs) -> None:  # type: ignore[no-untyped-def]
    put_game(window, hand_game(2))  # Anna missed (7C-18): the turn passed to Bohdan
    dialogs.answers.append(No)
    window.menu_actions.take_back.trigger()
    text = dialogs.of("question")[-1][2]
    assert text == "Anna asks to take back the last shot. Bohdan, do you agree?"
    assert len(window.controller.match.records) == 2
    dialogs.answers.append(Yes)
    window.menu_actions.take_back.trigger()
    m = window.controller.match
    assert len(m.records) == 1
    assert (m.position, m.scores, m.next_player) == (
        hand_game(1).position,
        hand_game(1).scores,
        hand_game(1).next_player,
    )
    window.scoreboard.settle()
    assert window.scoreboard.figure("Anna", "total") == str(hand_game(1).scores["Anna"])


def test_take_back_updates_the_autosave(qtbot, data_dir, dialogs) -> None:  # type: ignore[no-untyped-def]
    w = make_window(qtbot, dialogs, autosave_on=True)
    settle(w)  # the start-up resume question (nothing to offer yet) is behind us
    w.save_actions.install_match(hand_game(3))
    autosave(hand_game(3))
    asked = len(dialogs.of("question"))
    dialogs.answers.append(Yes)  # the opponent agrees
    w.menu_actions.take_back.trigger()
    assert len(dialogs.of("question")) == asked + 1
    settle(w)
    from game.saves.load import load_file

    assert len(load_file(autosave_path()).match.records) == 2
    w.close()


# -- replays --------------------------------------------------------------------------------------
needs_physics = pytest.mark.skipif(not physics_available(), reason="physics not in the tree")


def wait_idle(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(
        lambda: window.controller.phase in (Phase.AIM, Phase.PLACE, Phase.OVER, Phase.VIEWING),
        timeout=60000,
    )


@needs_physics
def test_step_through_a_saved_game(window, dialogs, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    game = physics_game(4)
    save_match(game, tmp_path / "real.kegli")
    assert window.save_actions.open_path(tmp_path / "real.kegli")
    full = window.controller.match
    rc = window.replay_controls
    assert rc.start()
    assert rc.bar.isVisibleTo(window) and rc.index == 0
    window.scoreboard.settle()
    assert window.scoreboard.figure("Anna", "total") == "300"
    for k in range(1, len(game.records) + 1):
        rc.step_forward()
        wait_idle(qtbot, window)
        m = window.controller.shown
        assert window.controller.match is full and len(full.records) == len(game.records)
        assert rc.index == k and len(m.records) == k
        assert m.scores == game.records[k - 1].decision.scores  # the scoreboard follows
        assert m.position == game.records[k - 1].after  # and the table
        window.scoreboard.settle()
        assert window.scoreboard.figure("Anna", "total") == str(m.scores["Anna"])
        assert window.controller.phase == Phase.VIEWING  # nobody shoots in a replay
        assert not window.controller.shoot()
    assert f"{len(game.records)} of {len(game.records)}" in window.banner.text()
    rc.step_back()
    assert rc.index == len(game.records) - 1
    rc.go_first()
    assert not window.controller.shown.records
    assert rc.warnings == []  # every shot replayed exactly as saved
    rc.stop()
    assert window.controller.match is full and not rc.bar.isVisibleTo(window)
    assert window.controller.phase in (Phase.AIM, Phase.PLACE)


@needs_physics
def test_replay_last_shot_matches_and_a_changed_save_warns(
    window, dialogs, qtbot, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    game = physics_game(3)
    put_game(window, game)
    assert window.replay_controls.replay_last()
    wait_idle(qtbot, window)
    assert window.replay_controls.warnings == []
    doc = json.loads(encode(document_from_match(game)))
    doc["shots"][-1]["stroke"]["speed"] *= 0.5  # the rules do not read it; the physics does
    (tmp_path / "edited.kegli").write_text(json.dumps(doc))
    assert window.save_actions.open_path(tmp_path / "edited.kegli")
    assert window.replay_controls.replay_last()
    wait_idle(qtbot, window)
    assert len(window.replay_controls.warnings) == 1
    _, title, text = dialogs.of("warning")[-1]
    assert title == "Replay differs" and "shot 3" in text
    # a shot picked in the referee strip's history is checked the same way
    window.strip.replay_requested.emit(0)
    wait_idle(qtbot, window)
    assert len(window.replay_controls.warnings) == 1  # shot 1 was not edited
    window.strip.replay_requested.emit(2)
    wait_idle(qtbot, window)
    assert len(window.replay_controls.warnings) == 2


def test_replay_speed_from_a_quarter_to_four(window, data_dir) -> None:  # type: ignore[no-untyped-def]
    rc = window.replay_controls
    for speed in (0.25, 0.5, 1.0, 2.0, 4.0):
        rc.set_speed(speed)
        assert window.controller.animator.speed == speed
        assert rc.speed_box.currentData() == speed
        checked = [a.text() for a in window.menu_actions.speed_group.actions() if a.isChecked()]
        assert checked == [f"×{speed}"]
    rc.set_speed(8.0)  # out of range: ignored
    assert window.controller.animator.speed == 4.0
    rc.speed_box.setCurrentIndex(0)
    assert window.controller.animator.speed == 0.25
    assert SettingsStore().replay_speed() == 0.25


# -- settings --------------------------------------------------------------------------------------
def test_settings_persist_between_runs(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QByteArray

    ini = str(tmp_path / "s.ini")
    first = SettingsStore(QSettings(ini, QSettings.Format.IniFormat))
    first.set_language("uk")
    first.set_assists({"Anna": "ghost", "Bohdan/2": "none"})
    first.set_volume(0.35)
    first.set_geometry(QByteArray(b"\x01\x02geometry"))
    first.set_last_folder(tmp_path / "x.kegli")
    first.add_recent("/a.kegli")
    first.add_recent("/b.kegli")
    first.add_recent("/a.kegli")
    first.set_replay_speed(4.0)
    first.sync()
    again = SettingsStore(QSettings(ini, QSettings.Format.IniFormat))
    assert again.language() == "uk"
    assert again.assists() == {"Anna": "ghost", "Bohdan/2": "none"}
    assert again.volume() == 0.35
    assert bytes(again.geometry()) == b"\x01\x02geometry"
    assert again.last_folder() == str(tmp_path)
    assert again.recent() == ["/a.kegli", "/b.kegli"]
    assert again.replay_speed() == 4.0


def test_damaged_settings_fall_back_to_defaults(tmp_path) -> None:  # type: ignore[no-untyped-def]
    ini = tmp_path / "s.ini"
    ini.write_text(
        "[General]\nlanguage=klingon\nassists={not json\n[sound]\nvolume=loud\n"
        "[files]\nrecent=[1, 2\nlast_folder=/no/such/folder\n[replay]\nspeed=nan\n"
    )
    s = SettingsStore(QSettings(str(ini), QSettings.Format.IniFormat))
    assert (s.language(), s.assists(), s.volume(), s.recent(), s.last_folder()) == (
        "en",
        {},
        0.8,
        [],
        "",
    )
    assert s.replay_speed() == 1.0


def test_window_geometry_and_assists_survive_a_restart(qtbot, data_dir, dialogs) -> None:  # type: ignore[no-untyped-def]
    w = make_window(qtbot, dialogs)
    w.save_actions.install_match(hand_game(1))
    default = (w.width(), w.height())
    w.resize(760, 560)  # inside the offscreen screen, so the restore need not shrink it
    chosen = (w.width(), w.height())
    assert chosen != default
    w.controller.set_assist("none", "Anna")
    w.menu_actions.assists["none"].trigger()
    w.close()
    w2 = make_window(qtbot, dialogs)
    assert (w2.width(), w2.height()) == chosen
    assert SettingsStore().assist_for("Anna") == "none"
    w2.save_actions.install_match(hand_game(2))
    assert w2.controller.setup.assists["Anna"] == "none"
    w2.close()


@needs_physics
def test_a_real_shot_is_autosaved_and_resumed_at_the_next_start(qtbot, data_dir, dialogs) -> None:  # type: ignore[no-untyped-def]
    """The whole path: a shot through the real physics, the autosave, a 'crash' (the window is
    simply dropped), the offer on the next start, the same game back."""
    w = make_window(qtbot, dialogs, autosave_on=True, pacing=INSTANT)
    w.quick_game()
    qtbot.wait(20)  # the start-up offer finds nothing
    c = w.controller
    if c.phase == Phase.PLACE:
        c.drop_hand()
    c.aim.speed = 2.5
    assert c.shoot()
    wait_idle(qtbot, w)
    settle(w)  # the autosave is written on the saver's thread
    assert len(c.match.records) == 1 and autosave_path().exists()
    played = c.match
    dialogs.answers.append(Yes)
    w2 = make_window(qtbot, dialogs, autosave_on=True)
    w2.quick_game()
    qtbot.waitUntil(lambda: len(w2.controller.match.records) == 1, timeout=5000)
    assert same_game(w2.controller.match, played)
    w2.close()
    w.close()


def test_no_resume_question_when_started_with_a_game_file(
    qtbot, data_dir, dialogs, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    """'kegli game.kegli' (the desktop association) opens that game; the autosave waits."""
    from app.window import open_files

    autosave(hand_game(2))
    save_match(hand_game(4), tmp_path / "double-clicked.kegli")
    w = make_window(qtbot, dialogs, autosave_on=True)
    w.quick_game()
    open_files.install(QApplication.instance(), w, [str(tmp_path / "double-clicked.kegli")])
    qtbot.wait(50)
    assert dialogs.of("question") == []
    assert len(w.controller.match.records) == 4
    assert autosave_path().exists()  # still there for the next start
    w.close()
