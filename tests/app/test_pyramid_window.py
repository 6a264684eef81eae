"""The pyramid games in the window, hot-seat: started from the new-game dialog, the break
from hand in the house, a pocketed ball on the shooter's shelf, the penalty ball picked on
the table and the play-or-hand-back choice (P-21, P-22), any ball struck in free pyramid
(PF-2) chosen by click and by key, numbered balls drawn (P-4).

The physics is ``tests/app/scripted.pot_first_hit``: the first ball met drops in the nearest
pocket, a stroke that meets nothing is a miss (P-13a)."""

from __future__ import annotations

import math
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QDialog

from app.play.controller import Phase
from app.play.pyramid_choice import BallPickDialog
from app.table.palette import ball_number
from game import disciplines

PYRAMID = ("pyramid_free", "pyramid_dynamic", "pyramid_combined")
ACCEPTED = QDialog.DialogCode.Accepted.value


@pytest.fixture
def potting(monkeypatch: pytest.MonkeyPatch) -> None:
    import app.shot.worker
    from tests.app.scripted import as_engine, pot_first_hit

    monkeypatch.setattr(app.shot.worker, "default_engine", as_engine(pot_first_hit))


def start_from_dialog(window: Any, discipline: str) -> None:
    """Game → New…, the discipline chosen in the dialog, Start."""

    def fill(dlg: Any) -> int:
        dlg.discipline.setCurrentIndex(dlg.discipline.findData(discipline))
        dlg._accept()
        return int(dlg.result())

    window.dialogs.acts.append(fill)
    window.new_game_dialog()


def wait_turn(qtbot: Any, window: Any, shots: int) -> None:
    c = window.controller
    qtbot.waitUntil(
        lambda: len(c.match.records) >= shots and c.phase in (Phase.AIM, Phase.PLACE, Phase.OVER),
        timeout=30000,
    )


def screen(view: Any, at: tuple[float, float]) -> Any:
    sx, sy = view.table_geometry().to_screen(*at)
    return QPointF(sx, sy).toPoint()


def break_and_pot(qtbot: Any, window: Any) -> str:
    """P-9, P-10: the break from hand in the house, at the rack's nearest ball, which drops."""
    c = window.controller
    assert c.phase == Phase.PLACE and c.match.hand_area.name == "house"
    assert c.drop_hand()
    target = c.match.discipline.first_target(c.match.position.balls, "cue", True)
    cue = c.match.position.balls["cue"]
    at = c.match.position.balls[target]
    c.aim.aim_deg = math.degrees(math.atan2(at[1] - cue[1], at[0] - cue[0]))
    c.aim.speed = 8.0  # the stand-in runs speed × 0.5 s: far enough to the rack
    assert c.shoot()
    wait_turn(qtbot, window, 1)
    return target


def clicks_ball(qtbot: Any, window: Any, ball: str) -> Any:
    """A dialog act: the ball-pick dialog shown and ``ball`` clicked on its table."""

    def act(dlg: Any) -> int:
        dlg.show()
        qtbot.waitExposed(dlg)
        at = screen(dlg.view, window.controller.match.position.balls[ball])
        qtbot.mouseClick(dlg.view, Qt.MouseButton.LeftButton, pos=at)
        dlg.hide()
        return ACCEPTED

    return act


@pytest.mark.instant
@pytest.mark.parametrize("discipline", PYRAMID)
def test_a_pyramid_game_starts_from_the_dialog_and_the_pocketed_ball_goes_on_the_shelf(
    window: Any, qtbot: Any, potting: None, discipline: str
) -> None:
    """P-6, P-7: the rack and the cue ball in hand in the house; P-11, P-30: the ball the
    break pockets is the breaker's point, on his shelf, and he plays on."""
    start_from_dialog(window, discipline)
    m = window.controller.match
    assert m.config.discipline == discipline and len(m.position.balls) == 16
    assert window.computer.may_show()  # "show me a shot" for the pyramid too
    potted = break_and_pot(qtbot, window)
    m = window.controller.match
    first = m.config.players[0]
    assert m.records[0].decision.points == 1 and m.next_player == first
    window.scoreboard.settle()
    assert window.scoreboard.figure(first, "points") == "1"
    assert window.scoreboard.shelves.labels(first) == [potted]
    assert window.scoreboard.shelves.labels(m.config.players[1]) == []
    assert "1" in window.strip.text.text()


@pytest.mark.instant
@pytest.mark.parametrize("answer", ["self", "offender"])
def test_the_penalty_ball_is_picked_on_the_table_then_who_plays(
    window: Any, qtbot: Any, potting: None, answer: str
) -> None:
    """P-21: after a miss (P-13a) the opponent takes a penalty ball of his choice, clicked on
    the table; P-22: then he plays on himself or hands the stroke back to the offender."""
    start_from_dialog(window, "pyramid_combined")
    break_and_pot(qtbot, window)
    c = window.controller
    offender, chooser = c.match.config.players
    picked: list[str] = []

    def click_ball(dlg: Any) -> int:
        assert isinstance(dlg, BallPickDialog)
        dlg.show()
        qtbot.waitExposed(dlg)
        ball = "12"
        qtbot.mouseClick(
            dlg.view, Qt.MouseButton.LeftButton, pos=screen(dlg.view, c.match.position.balls[ball])
        )
        picked.append(str(dlg.picked))
        dlg.hide()
        return ACCEPTED

    window.dialogs.acts.append(click_ball)
    window.dialogs.choice = answer
    c.aim.aim_deg = -90.0  # towards the head cushion: the cue ball meets nothing
    assert c.shoot()
    wait_turn(qtbot, window, 2)
    qtbot.waitUntil(lambda: c.match.pending_choice is not None, timeout=10000)
    assert picked == ["12"]
    assert "12" not in c.match.position.balls
    assert window.scoreboard.shelves.labels(chooser) == ["12"]
    assert c.match.next_player == (chooser if answer == "self" else offender)
    titles = [s[1] for s in window.dialogs.of("choice")]
    assert titles == ["Who plays on"]


@pytest.mark.instant
def test_show_me_a_shot_after_the_choice_aims(window: Any, qtbot: Any, potting: None) -> None:
    """P-21, P-22: once the penalty ball is taken and the chooser plays on himself, "show me
    a shot" aims the cue. The search echoes the choice already made, and the window took it
    for a choice still to make: it said nothing and aimed nothing (seen after a свояк in
    dynamic pyramid, with the ball in hand anywhere)."""
    start_from_dialog(window, "pyramid_combined")
    break_and_pot(qtbot, window)
    c = window.controller

    window.dialogs.acts.append(clicks_ball(qtbot, window, "12"))
    window.dialogs.choice = "self"
    c.aim.aim_deg = -90.0  # a miss (P-13a): the opponent takes a penalty ball
    assert c.shoot()
    wait_turn(qtbot, window, 2)
    qtbot.waitUntil(lambda: c.match.pending_choice is not None, timeout=10000)
    assert c.match.pending_choice == "take=12;play=self"
    said: list[str] = []
    window.computer.host.show_status = lambda text, msecs: said.append(text)
    aim_before = c.aim.aim_deg
    assert window.computer.show_shot(1)
    qtbot.waitUntil(lambda: not window.computer.busy, timeout=60000)
    words = window.computer.last_words
    assert words and words in said  # the shot in words, not an empty line
    assert c.aim.aim_deg != aim_before


@pytest.mark.instant
def test_a_resumed_game_asks_the_open_choice_again(window: Any, qtbot: Any, potting: None) -> None:
    """P-21: a game saved while the penalty ball was still to be taken (the program closed
    at that moment) asks for it again when resumed; it showed the table with the choice
    never asked and the shelf short of a ball."""
    start_from_dialog(window, "pyramid_combined")
    break_and_pot(qtbot, window)
    c = window.controller
    asked: list[str] = []

    saved: list[bytes] = []

    def close_now(dlg: Any) -> int:
        # The autosave of the shot's end, written before the ball is taken: the program
        # closes here.
        from game.saves.format import document_from_match, encode

        asked.append("first")
        saved.append(encode(document_from_match(c.match)))
        return ACCEPTED

    window.dialogs.acts.append(close_now)
    window.dialogs.choice = "self"
    c.aim.aim_deg = -90.0  # a miss (P-13a)
    assert c.shoot()
    wait_turn(qtbot, window, 2)
    qtbot.waitUntil(lambda: asked == ["first"], timeout=10000)
    from game.saves.load import load_bytes

    m = load_bytes(saved[0]).match
    assert m.choices and m.pending_choice is None  # the choice is still open

    def take(dlg: Any) -> int:
        asked.append("again")
        return int(clicks_ball(qtbot, window, "12")(dlg))

    window.dialogs.acts.append(take)
    c.set_match(m)  # what opening or resuming the saved game does
    qtbot.waitUntil(lambda: asked == ["first", "again"], timeout=10000)
    assert c.match.pending_choice == "take=12;play=self"


@pytest.mark.instant
def test_a_choice_made_is_autosaved(qtbot: Any, data_dir: Any, potting: None) -> None:
    """P-21, P-22: the penalty ball taken and who plays on are written to the autosave at
    once, not only with the next shot: a program closed then resumes after the choice."""
    from app.common.dialogs import Answers
    from app.common.pacing import INSTANT
    from app.window.main_window import MainWindow
    from game.saves.autosave import autosave_path
    from game.saves.load import load_file

    w = MainWindow(autosave=True, dialogs=Answers(), pacing=INSTANT)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    start_from_dialog(w, "pyramid_combined")
    break_and_pot(qtbot, w)
    c = w.controller

    w.dialogs.acts.append(clicks_ball(qtbot, w, "12"))
    w.dialogs.choice = "self"
    c.aim.aim_deg = -90.0  # a miss (P-13a)
    assert c.shoot()
    wait_turn(qtbot, w, 2)
    qtbot.waitUntil(lambda: c.match.pending_choice is not None, timeout=10000)

    def saved_choice() -> str | None:
        try:
            return load_file(autosave_path(), verify=False).match.pending_choice
        except Exception:
            return None

    qtbot.waitUntil(lambda: saved_choice() == "take=12;play=self", timeout=10000)
    w.controller.animator.stop()
    w.controller.simulator.wait(10000)


def test_the_temporary_house_is_drawn_and_kept(window: Any, qtbot: Any) -> None:
    """P-27 (situation 15 of rules-pyramid.md): with every object ball in the house, the ball
    in hand is played from the temporary house at the foot end: the table draws that area,
    the banner names it, the ball goes down inside it and not in the ordinary house."""
    import json
    from pathlib import Path

    from game.match import Match

    case = Path(__file__).parents[1] / "rules/data/pyramid_cases/pc_15_temporary_house.json"
    log = json.loads(case.read_text(encoding="utf-8"))["log"]
    level = {"aim_deg": 0.0, "speed": 1.0, "side": 0.0, "height": 0.0, "elevation_deg": 0.0}
    shots = [{**shot, "stroke": {**level, **shot["stroke"]}} for shot in log["shots"][:2]]
    m = Match.from_log({**log, "shots": shots})
    window.dialogs.acts.append(lambda dlg: ACCEPTED)  # the first ball offered is taken
    window.dialogs.choice = "self"
    c = window.controller
    c.set_match(m)
    qtbot.waitUntil(lambda: c.match.pending_choice is not None, timeout=10000)
    assert c.phase == Phase.PLACE
    area = c.build_scene().hand_area
    assert area is not None and area.name == "temporary_house"
    assert area.y_min >= 0.8875 - 1e-9  # the foot end (P-27)
    assert "temporary house" in window.banner.text()
    c.move_hand(0.0, -1.3)  # the ordinary house: not here
    assert not c.drop_hand() and c.phase == Phase.PLACE
    c.move_hand(0.0, 1.3)
    assert c.drop_hand() and c.phase == Phase.AIM
    assert c.match.position.balls["cue"][1] > 0.8875


def test_the_ball_pick_dialog_takes_numbers_and_arrows(qtbot: Any) -> None:
    from app.table.scene import Scene
    from game.match import Match

    m = Match.new("pyramid_dynamic", ["A", "B"])
    balls = [b for b in m.position.balls if b != "cue"]
    scene = Scene("pyramid_dynamic", m.config.table, dict(m.position.balls))
    dlg = BallPickDialog("Penalty ball", "Take one", scene, sorted(balls, key=int))
    qtbot.addWidget(dlg)
    assert dlg.picked == "1"
    dlg.handle_key(Qt.Key.Key_Right, "")
    assert dlg.picked == "2"
    dlg.handle_key(Qt.Key.Key_Left, "")
    dlg.handle_key(Qt.Key.Key_Left, "")
    assert dlg.picked == "15"  # round to the last
    dlg.handle_key(Qt.Key.Key_1, "1")
    dlg.handle_key(Qt.Key.Key_2, "2")
    assert dlg.picked == "12"  # two digits typed in a row name one ball
    assert "12" in dlg.shown.text()


@pytest.mark.instant
def test_free_pyramid_strikes_the_ball_clicked_or_stepped_to_with_b(
    window: Any, qtbot: Any, potting: None
) -> None:
    """PF-2: after the break any ball may be struck: a click on a ball makes it the cue ball
    (the cue is drawn behind it), B steps to the next ball, and the stroke strikes it."""
    start_from_dialog(window, "pyramid_free")
    c = window.controller
    assert c.match.strikable() == ("cue",)  # P-9: the break is the coloured ball's
    break_and_pot(qtbot, window)
    m = c.match
    assert c.phase == Phase.AIM and len(m.strikable()) == 15
    assert "B" in window.banner.text()
    v = window.view
    qtbot.mouseClick(v, Qt.MouseButton.LeftButton, pos=screen(v, m.position.balls["7"]))
    assert m.next_ball == "7" and c.build_scene().cue.ball == "7"
    assert not c.match.records[1:]  # a click on a ball is no stroke
    v.setFocus()
    qtbot.keyClick(v, Qt.Key.Key_B)
    after_7 = m.strikable()[m.strikable().index("7") + 1]
    assert m.next_ball == after_7 and c.build_scene().cue.ball == after_7
    qtbot.keyClick(v, Qt.Key.Key_B, Qt.KeyboardModifier.ShiftModifier)
    assert m.next_ball == "7"
    c.aim.aim_deg = -90.0
    assert c.shoot()
    wait_turn(qtbot, window, 2)
    assert c.match.records[1].stroke.ball == "7"


@pytest.mark.instant
def test_combined_pyramid_strikes_only_the_cue_ball(window: Any, qtbot: Any, potting: None) -> None:
    """PC-2: a click on an object ball leaves the coloured ball the cue ball."""
    start_from_dialog(window, "pyramid_combined")
    break_and_pot(qtbot, window)
    c = window.controller
    v = window.view
    qtbot.mouseClick(v, Qt.MouseButton.LeftButton, pos=screen(v, c.match.position.balls["7"]))
    assert c.match.next_ball == "cue"


def test_every_object_ball_is_drawn_with_its_number(qtbot: Any, monkeypatch: Any) -> None:
    """P-4: the fifteen object balls carry their numbers on the table, the cue ball none."""
    import app.table.ball_surface as surface
    from app.table.scene import Scene
    from app.table.view import TableView
    from game.match import Match

    drawn: list[str] = []
    real = surface.paint_ball_marking

    def spy(p: Any, c: Any, rs: float, roll: Any, number: Any, *rest: Any) -> None:
        drawn.append(str(number))
        real(p, c, rs, roll, number, *rest)

    monkeypatch.setattr(surface, "paint_ball_marking", spy)
    m = Match.new("pyramid_free", ["A", "B"])
    view = TableView()
    qtbot.addWidget(view)
    view.resize(1000, 560)
    view.set_scene(Scene("pyramid_free", m.config.table, dict(m.position.balls)))
    view.grab()
    assert sorted(drawn, key=int) == [str(n) for n in range(1, 16)]
    assert ball_number("pyramid_free", "cue") is None
    spec = disciplines.get("pyramid_free")
    assert spec.in_window and spec.computer_plays


def test_two_digit_numbers_keep_their_first_digit_dark(qtbot: Any) -> None:
    """P-4: the lamp's reflection sits at the ball's upper left; under it the first digit of
    11–15 washed out and read as "±1". The ink is drawn over the reflection: the darkest
    pixel of the number's left half is ink, not grey."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor, QImage, QPainter

    from app.table.ball_surface import paint_ball_surface

    size, rs = 40, 8.0  # a ball's radius in pixels at 1280×720
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(QColor(20, 90, 40))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    c = QPointF(size / 2, size / 2)
    p.setBrush(QColor(245, 240, 225))
    p.drawEllipse(c, rs, rs)
    paint_ball_surface(p, c, rs, (0.0, 0.0, 1.0), "11", False, "pyramid_free", 1.0)
    p.end()
    left = [
        QColor(image.pixel(x, y)).lightness()
        for x in range(int(c.x() - 0.5 * rs), int(c.x()))
        for y in range(int(c.y() - 0.4 * rs), int(c.y() - 0.15 * rs))
    ]
    assert min(left) < 100  # under the reflection it was 199: a pale grey


def test_the_computer_seat_is_offered_only_where_the_computer_plays(qtbot: Any) -> None:
    """A game the computer does not play (the registry's ``computer_plays``) is hot-seat."""
    from dataclasses import replace

    from app.start.new_game import NewGameDialog

    hot_seat_only = replace(
        disciplines.get("pyramid_dynamic"), id="pyramid_hot_seat", computer_plays=False
    )
    disciplines.register(hot_seat_only)
    try:
        dlg = NewGameDialog()
        qtbot.addWidget(dlg)
        dlg.opponent.setCurrentIndex(dlg.opponent.findData("computer"))
        dlg.discipline.setCurrentIndex(dlg.discipline.findData("pyramid_hot_seat"))
        assert dlg.opponent.findData("computer") < 0 and not dlg.vs_computer()
        assert dlg.setup().computers == {}
        dlg.discipline.setCurrentIndex(dlg.discipline.findData("pyramid_dynamic"))
        assert dlg.opponent.findData("computer") >= 0
    finally:
        disciplines.unregister("pyramid_hot_seat")


@pytest.mark.instant
def test_the_computer_plays_free_pyramid_to_the_end_choosing_its_balls(
    window: Any, qtbot: Any
) -> None:
    """Computer against computer through the window with the real engine: each strikes the
    ball its search chose (PF-2), makes its own choices without a dialog, and the game ends
    at the target (P-29) with a log the referee judges the same again."""
    from game.match import Match
    from game.setup import GameSetup
    from tests.app.test_computer_player import _tiny

    window.computer.level_for = _tiny
    setup = GameSetup(
        "pyramid_free", ["C1", "C2"], "C1", {"target": 2}, {}, computers={"C1": 1, "C2": 1}
    )
    window.start(setup)
    c = window.controller
    qtbot.waitUntil(lambda: c.match.over, timeout=240000)
    m = c.match
    assert max(m.scores.values()) >= 2 and m.outcome is not None
    again = Match.from_log(m.to_log())
    assert again.scores == m.scores and again.outcome == m.outcome
    assert not window.dialogs.of("dialog")[:-1]  # only the game-over dialog was shown
    struck = [r.stroke.ball for r in m.records]
    assert struck[0] == "cue" and set(struck[1:]) - {"cue"}  # P-9, then PF-2
    window.computer.wait()


def test_a_new_game_clears_the_shelves(qtbot: Any) -> None:
    from app.play.shelf import Shelves

    shelves = Shelves()
    qtbot.addWidget(shelves)
    shelves.show_shelves("pyramid_free", {"A": ("1",), "B": ("2", "cue")})
    assert shelves.labels("B") == ["2", ""]  # the cue ball carries no number
    shelves.show_shelves("pyramid_free", {})
    shelves.show_shelves("pyramid_free", {"A": (), "B": ()})
    assert shelves.labels("A") == [] and len(shelves.findChildren(type(shelves.rows["A"][1]))) == 2


def test_a_filling_shelf_pushes_the_rows_below_it_down(window: Any, qtbot: Any) -> None:
    """P-21, PF-3: the balls taken stay readable: after a carom game's board, the pyramid's
    shelves fill one after the other and no row of the board is drawn over a shelf's balls
    (the side panel kept an empty shelf's height and the next name covered the balls)."""
    from game.score_sheet import ScoreSheet

    board = window.scoreboard
    names = ("Player 1", "Computer")

    def show(discipline: str, shelves: dict[str, tuple[str, ...]]) -> None:
        scores = {n: len(shelves.get(n, ())) for n in names}
        target = 8 if shelves else None
        board.show_sheet(ScoreSheet(discipline, names, scores, {}, names[0], 0, {}, target,
                                    shelves), False)  # fmt: skip
        qtbot.wait(20)

    show("seven_pins_classic", {})
    taken: tuple[str, ...] = ()
    steps = [((), ("1",)), ((), ("1", "12")), (("2",), ("1", "12")),
             (("2",), tuple(str(b) for b in range(1, 16)))]  # fmt: skip
    for step in steps:
        show("pyramid_free", dict(zip(names, step, strict=True)))
        taken = step[1]
        (_label_a, balls_a), (label_b, balls_b) = (board.shelves.rows[n] for n in names)
        for balls in (balls_a, balls_b):
            if balls.isVisible():
                assert balls.height() >= balls.needed_height(balls.width())
        if balls_a.isVisible():
            assert label_b.geometry().top() >= balls_a.geometry().bottom()
        assert board.shelves.geometry().bottom() <= board.contentsRect().bottom()
    assert len(taken) == 15 and balls_b.height() > 2 * balls_b.needed_height(10_000) - 1


def clear_target(m: Any) -> tuple[str, float]:
    """An object ball to aim straight at with no push (P-14) on the way."""
    from game.rules.pyramid_stroke import pushed

    balls = m.position.balls
    me = balls[m.next_ball]
    others = {b: p for b, p in balls.items() if b != m.next_ball}
    for b in sorted(others, key=lambda b: math.dist(others[b], me)):
        aim = math.degrees(math.atan2(others[b][1] - me[1], others[b][0] - me[0]))
        if pushed(me, aim, others) is None:
            return b, aim
    raise AssertionError("every ball is pushed")


@pytest.mark.instant
@pytest.mark.parametrize("discipline", PYRAMID)
def test_a_hot_seat_game_plays_to_eight_then_saves_takes_back_and_replays(
    window: Any, qtbot: Any, potting: None, discipline: str
) -> None:
    """P-29: the first to 8 wins at once and the game-over dialog is shown; the game's log
    is read back shot for shot (a save), and a shot taken back restores the shelf."""
    from game.match import Match

    start_from_dialog(window, discipline)
    break_and_pot(qtbot, window)
    c = window.controller
    while not c.match.over:
        n = len(c.match.records)
        assert n < 12 and not c.match.choices, c.match.last_decision
        if c.phase == Phase.PLACE:
            assert c.drop_hand()
        _, c.aim.aim_deg = clear_target(c.match)
        assert c.shoot()
        wait_turn(qtbot, window, n + 1)
    m = c.match
    winner = m.config.players[0]
    assert m.outcome.winner == winner and m.scores[winner] == 8
    assert [s[2] for s in window.dialogs.of("dialog")][-1] == "GameOverDialog"
    assert len(window.scoreboard.shelves.labels(winner)) == 8
    again = Match.from_log(m.to_log())
    assert again.scores == m.scores and again.position == m.position
    assert c.take_back()
    assert len(window.scoreboard.shelves.labels(winner)) == 7
    c.replay_last()
    qtbot.waitUntil(lambda: c.phase in (Phase.AIM, Phase.PLACE), timeout=10000)


@pytest.mark.instant
@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_no_english_word_in_a_pyramid_game(
    window: Any, qtbot: Any, potting: None, lang: str
) -> None:
    """The break, the striker's banner, the shelves, the penalty ball's dialog and the
    referee's words after a foul, read as a Russian or Ukrainian player sees them."""
    from app.settings import i18n
    from tests.app.shown_words import shown_texts
    from tests.app.test_no_english import english_words

    i18n.set_language(lang, remember=False)
    try:
        start_from_dialog(window, "pyramid_free")
        assert not english_words(shown_texts(window))
        break_and_pot(qtbot, window)
        assert not english_words(shown_texts(window)), "after the break"
        seen: list[set[tuple[str, str]]] = []

        def read(dlg: Any) -> int:
            dlg.show()
            qtbot.waitExposed(dlg)
            # The Enter key's label is printed in Latin on ru and uk keyboards, as Esc is.
            seen.append({w for w in english_words(shown_texts(dlg)) if w[0] != "Enter"})
            dlg.hide()
            return ACCEPTED

        window.dialogs.acts.append(read)
        c = window.controller
        c.aim.aim_deg = -90.0  # a miss (P-13a): a penalty ball and the choice
        assert c.shoot()
        qtbot.waitUntil(lambda: c.match.pending_choice is not None, timeout=10000)
        assert seen == [set()]
        assert not english_words(shown_texts(window)), "after the foul"
        assert not english_words([t for s in window.dialogs.said for t in s[1:2]])
    finally:
        i18n.set_language("en", remember=False)


def svoyak(request: dict[str, Any], trajectory_hz: float | None = None) -> dict[str, Any]:
    """The first ball met drops, and the cue ball after it (a свояк, P-5)."""
    from tests.app.scripted import pot_first_hit

    raw = pot_first_hit(request, trajectory_hz)
    me = raw["events"][0]["ball"]
    if raw["final"]["pocketed"]:
        rest = raw["events"].pop()
        raw["events"] += [{"t": 0.95, "type": "pocket", "ball": me, "pocket": "side_left"}, rest]
        raw["final"]["pocketed"].append(me)
        del raw["final"]["balls"][me]
    return raw


@pytest.mark.instant
def test_a_svoyak_in_dynamic_pyramid_takes_a_ball_then_the_premium_stroke_from_anywhere(
    window: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PD-3: the shooter picks the object ball his свояк earns; PD-5: he plays on with the
    cue ball in hand anywhere on the table, the whole cloth shaded as the hand area."""
    import app.shot.worker
    from tests.app.scripted import as_engine

    monkeypatch.setattr(app.shot.worker, "default_engine", as_engine(svoyak))
    titles: list[str] = []

    def pick_nine(dlg: Any) -> int:
        titles.append(dlg.windowTitle())
        dlg.type_digit("9")
        return ACCEPTED

    start_from_dialog(window, "pyramid_dynamic")
    window.dialogs.acts.append(pick_nine)
    break_and_pot(qtbot, window)
    c = window.controller
    qtbot.waitUntil(lambda: c.match.pending_choice is not None, timeout=10000)
    first = c.match.config.players[0]
    assert titles == ["Svoyak: take a ball"]
    assert c.match.scores[first] == 2  # the object ball and the свояк (PD-3)
    assert window.scoreboard.shelves.labels(first)[-1] == "9"
    assert "9" not in c.match.position.balls
    assert c.phase == Phase.PLACE and c.match.hand_area.name == "table"
    assert c.build_scene().hand_area.name == "table"
    assert "anywhere on the table" in window.banner.text()


@pytest.mark.instant
def test_show_me_a_shot_in_free_pyramid_puts_the_cue_on_the_ball_it_chose(
    window: Any, qtbot: Any, potting: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PF-2: the suggestion names the ball to strike; the cue, the banner and the spin
    widget move to it, and the words name the pocket. (The search is a stand-in that
    answers with the 9, as the scripted engine stands in for the physics.)"""
    import app.play.computer_player as computer_player
    from app.table.palette import ball_colour
    from app.words.referee import ball_name
    from game.ai import Suggestion
    from game.ai.candidates import Idea
    from game.stroke import Stroke

    def nine(match: Any, *_a: Any, **_k: Any) -> Suggestion:
        return Suggestion(
            stroke=Stroke(ball="9", aim_deg=30.0, speed=2.0), place=None, choice=None,
            idea=Idea("object_to_pocket", "1", "foot_right"), expected_points=1.0,
            foul_risk=0.0, score_chance=0.5, value=1.0, leave=0.0, safety=False,
            searched=1, seconds=0.0, rests_near="4",
        )  # fmt: skip

    monkeypatch.setattr(computer_player, "suggest", nine)
    start_from_dialog(window, "pyramid_free")
    break_and_pot(qtbot, window)
    assert window.computer.show_shot()
    qtbot.waitUntil(lambda: not window.computer.busy, timeout=10000)
    c = window.controller
    assert c.match.next_ball == "9" and c.build_scene().cue.ball == "9"
    assert c.aim.aim_deg == pytest.approx(30.0)
    assert ball_name("pyramid_free", "9") in window.banner.text()
    assert window.stroke.spin.colour == ball_colour("pyramid_free", "9")
    assert "bottom-right corner" in window.computer.last_words
