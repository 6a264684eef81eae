"""Where a ball in hand starts when its turn begins (pytest-qt, offscreen, the physics
scripted): on a place it may lie, never on another ball."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.play.controller import Phase
from game.setup import GameSetup
from tests.app.test_tournament_ui import scripted_one_cushion, shoot

pytestmark = pytest.mark.instant


@pytest.fixture(autouse=True)
def _own_data_dir(monkeypatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("KEGLI_DATA_DIR", str(tmp_path / "data"))


def test_the_equalising_inning_starts_the_ball_in_hand_beside_the_other(  # type: ignore[no-untyped-def]
    window, qtbot, monkeypatch
) -> None:
    """Rules C-11 and C-2: after the breaker reaches the target, the other player places his
    cue ball on the head string, where the breaker's ball now lies on the head spot. The ball
    in hand used to start in the middle of the head string, on that ball: drawn red, and a
    click there refused. It starts on the nearest free place of the head string."""
    import app.shot.worker
    from tests.app.scripted import as_engine

    monkeypatch.setattr(app.shot.worker, "default_engine", as_engine(scripted_one_cushion))
    window.start(GameSetup("one_cushion", ["A", "B"], "A", {"target": 1}, {}))
    c = window.controller
    shoot(qtbot, window, 3.5)  # A's point reaches the target of 1
    qtbot.waitUntil(lambda: c.phase == Phase.PLACE, timeout=20000)
    m = c.match
    assert m.next_player == "B" and m.ball_in_hand == "yellow"
    head_spot = m.position.balls["white"]
    assert c.hand_ok and c.build_scene().hand.ok
    assert c.hand_pos != head_spot and m.hand_area.contains(c.hand_pos)
    assert c.drop_hand()  # the place it starts on is taken as it is
