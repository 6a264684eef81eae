"""The tournament dialog with the game window (pytest-qt, offscreen): a round robin of three
players advances after each game, the standings follow game.standings (CT-1, CT-2), and the
saved tournament resumes. The shots come from a scripted stand-in for the physics: a stroke
of 3 m/s or more makes a one-cushion point (C1-1), a slower one misses."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from app.play.controller import Phase
from app.start.tournament import TournamentDialog
from game.rules.model import GameResult, Termination
from game.tournament import Tournament

pytestmark = pytest.mark.instant  # the window shows each shot at rest at once


@pytest.fixture(autouse=True)
def _own_data_dir(monkeypatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The window's own settings and autosave go to tmp_path, never the user's."""
    monkeypatch.setenv("KEGLI_DATA_DIR", str(tmp_path / "data"))


POINT_SPEED = 3.0


def scripted_one_cushion(request: dict[str, Any], trajectory_hz: float | None = None) -> dict:
    ball = request["stroke"].ball
    others = [b for b in ("red", "white", "yellow") if b != ball]
    first = "red" if "red" in others else others[0]
    second = next(b for b in others if b != first)
    if request["stroke"].speed >= POINT_SPEED:
        middle = [
            {"t": 0.1, "type": "ball", "a": ball, "b": first},
            {"t": 0.2, "type": "cushion", "ball": ball, "cushion": "left"},
            {"t": 0.3, "type": "ball", "a": ball, "b": second},
        ]
    else:
        middle = [{"t": 0.2, "type": "cushion", "ball": ball, "cushion": "foot"}]
    balls = {k: list(v) for k, v in request["balls"].items()}
    balls[ball] = [0.4, 0.3]
    return {
        "events": [
            {"t": 0.0, "type": "strike", "ball": ball},
            *middle,
            {"t": 0.5, "type": "rest"},
        ],
        "final": {
            "balls": balls,
            "pins_standing": [],
            "pins_down": [],
            "pocketed": [],
            "off_table": [],
        },
        "duration": 0.5,
    }


@pytest.fixture
def dialog(window, qtbot, monkeypatch, tmp_path: Path):  # type: ignore[no-untyped-def]
    import app.shot.worker
    from tests.app.scripted import as_engine

    monkeypatch.setattr(app.shot.worker, "default_engine", as_engine(scripted_one_cushion))
    dlg = TournamentDialog(window, path=tmp_path / "cup.kegli-tournament")
    qtbot.addWidget(dlg)
    dlg.discipline.setCurrentIndex(dlg.discipline.findData("one_cushion"))
    dlg.target.setValue(1)
    dlg.count.setValue(4)
    dlg.count.setValue(3)  # the number of players leaves the target alone
    for i, name in enumerate(("Anna", "Bohdan", "Carl")):
        dlg.names[i].setText(name)
    return dlg


def shoot(qtbot, window, speed: float) -> None:  # type: ignore[no-untyped-def]
    c = window.controller
    qtbot.waitUntil(lambda: c.phase in (Phase.AIM, Phase.PLACE), timeout=20000)
    if c.phase == Phase.PLACE:
        area = c.match.hand_area  # C-2: from the break the striker places his own ball
        c.move_hand(area.x_max, area.y_max)
        assert c.drop_hand()
    shots = len(c.match.records)
    c.aim.speed = speed
    assert c.shoot()
    qtbot.waitUntil(lambda: len(c.match.records) > shots and c.phase != "simulating", timeout=20000)


def column(dlg: TournamentDialog, key: str) -> dict[str, str]:
    from app.start.tournament import COLUMNS

    keys = [k for k, _ in COLUMNS]
    out = {}
    for r in range(dlg.table.rowCount()):
        player = dlg.table.item(r, keys.index("player")).text()
        out[player] = dlg.table.item(r, keys.index(key)).text()
    return out


def test_three_players_advance_after_each_game(dialog, window, qtbot) -> None:  # type: ignore[no-untyped-def]
    dlg = dialog
    assert dlg.start()
    t = dlg.tournament
    assert dlg.path.is_file()
    assert column(dlg, "match_points") == {"Anna": "0", "Bohdan": "0", "Carl": "0"}
    # Home wins the first two games; the third is drawn (both reach the target, C-11).
    plan = [("Bohdan", "Carl", True), ("Carl", "Anna", True), ("Anna", "Bohdan", False)]
    for n, (home, away, home_wins) in enumerate(plan, start=1):
        assert dlg.next_button.isEnabled()
        assert dlg.next_button.text() == f"Next game: {home} – {away}"
        dlg.next_button.click()
        m = window.controller.match
        assert m is t.current and m.config.players == (home, away) and m.config.first == home
        assert window.controller.phase in (Phase.AIM, Phase.PLACE) and home in window.banner.text()
        shoot(qtbot, window, 3.5)  # the breaker's point reaches the target of 1
        assert m.outcome is None and m.next_player == away  # C-11: the equalising inning
        shoot(qtbot, window, 3.5 if not home_wins else 1.0)
        assert window.controller.phase == Phase.OVER
        assert len(t.games) == n and t.current is None  # entered at the end of the game
        assert Tournament.load(dlg.path).results == t.results  # and saved
    points = column(dlg, "match_points")
    # Bohdan beat Carl, Carl beat Anna, Anna drew with Bohdan. CT-1: won 2, drawn 1.
    assert points == {"Anna": "1", "Bohdan": "3", "Carl": "2"}
    assert column(dlg, "rank") == {"Anna": "3", "Bohdan": "1", "Carl": "2"}
    assert column(dlg, "high_run") == {"Anna": "1", "Bohdan": "1", "Carl": "1"}
    assert "Bohdan wins the tournament" in dlg.state.text()
    assert not dlg.next_button.isEnabled()


def test_resume_puts_the_unfinished_game_back_on_the_table(dialog, window, qtbot) -> None:  # type: ignore[no-untyped-def]
    dlg = dialog
    dlg.start()
    dlg.play_next()
    shoot(qtbot, window, 3.5)  # half a game: the breaker scored, the other is to play
    assert dlg.path.is_file()
    window.quick_game()  # something else on the table meanwhile
    again = TournamentDialog(window, path=dlg.path)
    qtbot.addWidget(again)
    assert again.resume_button.isEnabled()
    assert again.resume()
    m = window.controller.match
    assert m is again.tournament.current
    assert m.config.players == ("Bohdan", "Carl") and len(m.records) == 1
    assert m.next_player == "Carl"
    assert again.next_button.text() == "Continue: Bohdan – Carl"


def test_bad_set_up_is_explained(dialog) -> None:  # type: ignore[no-untyped-def]
    dialog.names[2].setText("Anna")
    assert not dialog.start()
    assert dialog.setup_error.text() and dialog.tournament is None
    assert not dialog.path.exists()


def test_a_rematch_from_the_game_over_dialog_does_not_lose_the_game(dialog, window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The window's game-over dialog runs before the tournament hears of the end; choosing a
    rematch there puts another game on the table, and the tournament's game still counts."""
    dlg = dialog
    dlg.start()
    dlg.play_next()
    t = dlg.tournament
    window.controller.game_over.disconnect(dlg._check_finished)
    window.controller.turn_ready.disconnect(dlg._check_finished)
    window.controller.game_over.connect(lambda _w: window.rematch())  # as the dialog would
    window.controller.game_over.connect(dlg._check_finished)
    window.controller.turn_ready.connect(dlg._check_finished)
    shoot(qtbot, window, 3.5)
    c = window.controller
    if c.phase == Phase.PLACE:
        area = c.match.hand_area
        c.move_hand(area.x_max, area.y_max)
        assert c.drop_hand()
    c.aim.speed = 1.0  # the equalising inning misses: Bohdan wins
    assert c.shoot()
    qtbot.waitUntil(lambda: len(t.games) == 1, timeout=20000)
    assert c.match is not t.games[0] and not c.match.records  # the rematch is on the table
    assert len(t.games) == 1 and t.games[0].outcome == GameResult.win(
        "Bohdan", Termination.TARGET_REACHED
    )


def test_the_standings_step_aside_for_each_game_and_come_back(dialog, window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A modeless dialog left open covers the middle of the table: "Next game" puts the
    pairing's game on the table and hides the standings; when that game ends (C-11: after
    the equalising inning) they come back with the result entered and the next pairing."""
    from PySide6.QtCore import Qt

    dlg = dialog
    dlg.show()
    assert dlg.start()
    assert dlg.isVisible()
    qtbot.mouseClick(dlg.next_button, Qt.MouseButton.LeftButton)
    assert not dlg.isVisible()
    shoot(qtbot, window, 3.5)  # Bohdan reaches the target; Carl has his equalising inning
    assert not dlg.isVisible()
    shoot(qtbot, window, 1.0)
    qtbot.waitUntil(dlg.isVisible, timeout=5000)
    assert column(dlg, "won") == {"Anna": "0", "Bohdan": "1", "Carl": "0"}
    assert dlg.next_button.text() == "Next game: Carl – Anna"
    # The keyboard's way on: Enter plays the next game.
    assert dlg.focusWidget() is dlg.next_button and dlg.next_button.isDefault()
    qtbot.keyClick(dlg.next_button, Qt.Key.Key_Return)
    assert not dlg.isVisible() and window.controller.match.config.players == ("Carl", "Anna")


@pytest.mark.parametrize("shown_first", [True, False])
def test_the_standings_show_every_column_when_the_screen_allows(dialog, shown_first) -> None:  # type: ignore[no-untyped-def]
    """The standings' twelve columns are wider than the set-up page: the dialog widens to
    them, within the screen, rather than hiding the averages and the high run off to the
    right; whether the standings come up in an open dialog or open with it."""
    dlg = dialog
    if shown_first:
        dlg.show()
    assert dlg.start()
    dlg.show()
    table = dlg.table
    screen = dlg.screen().availableGeometry()
    needed = table.horizontalHeader().length() + 2 * table.frameWidth()
    assert dlg.geometry().right() <= screen.right()
    if needed + 120 <= screen.width():
        assert table.viewport().width() >= table.horizontalHeader().length()
    else:  # a narrow screen: as wide as it allows, the rest behind the scroll bar
        assert dlg.width() >= screen.width() - 2 * 16 - 1
