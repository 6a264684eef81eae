"""Every place that names a pocket names it as the table is drawn on the screen (the head on
the left, the left long cushion at the top): the computer's hints, the free table's goal
choice and the goals of the drills a player saves. "The right side pocket" of the table's
own frame is drawn at the bottom, where a player reading "right" would not look."""

from __future__ import annotations

import pytest

from app.practice.free_table import POCKET_LABELS
from app.table.screen_geometry import TableGeometry
from app.words.suggestions import POCKET_TARGETS
from game.drills import user_pack
from game.physics.table_geometry import geometry
from game.tables import TABLES

TABLE = "pyramid-12ft"


def _where_drawn() -> dict[str, set[str]]:
    """Each pocket's place on the screen in words: top/bottom, and left/right for a corner."""
    view = TableGeometry.fit(TABLES[TABLE], 1600, 900)
    out: dict[str, set[str]] = {}
    for p in geometry(TABLE).pockets:
        sx, sy = view.to_screen(p.cx, p.cy)
        words = {"top" if sy < view.cy else "bottom"}
        if abs(sx - view.cx) > 10:
            words.add("left" if sx < view.cx else "right")
        out[p.id] = words
    return out


@pytest.mark.parametrize(
    "names",
    [POCKET_TARGETS, POCKET_LABELS, {k: v["en"] for k, v in user_pack._POCKETS.items()}],
    ids=["hints", "free table", "saved drills"],
)
def test_a_pocket_is_named_where_it_is_drawn(names: dict[str, str]) -> None:
    drawn = _where_drawn()
    assert set(names) == set(drawn)
    for pocket, words in drawn.items():
        said = set(names[pocket].replace("-", " ").split())
        assert words <= said, (pocket, names[pocket], words)
        assert not ({"top", "bottom", "left", "right"} - words) & said, (pocket, names[pocket])
