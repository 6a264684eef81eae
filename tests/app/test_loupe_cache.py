"""The contact loupe follows the aim without painting the magnified table again.

The lens's still picture (the table, magnified) is painted about the object ball, large
enough for every aim at it, so turning the aim round that ball only composes what stands on
the table; the picture it gives is the one a cold cache paints. The pins' lens is composed
again only when something it shows changed."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QImage

import app.table.loupe as loupe
import app.table.view as table_view
from app.table.scene import AimGuide, Cue, Scene
from app.table.view import TableView
from game import disciplines
from game.layouts import CAROM_BALL_R

CUE_BALL = (0.3, -0.9)
RED = (0.0, 0.4)


def _aimed(cut_deg: float) -> Scene:
    """The white aimed at the red with this cut: ghost ball touching the red."""
    toward = math.atan2(RED[1] - CUE_BALL[1], RED[0] - CUE_BALL[0])
    a = toward + math.radians(cut_deg)
    ghost = (RED[0] - 2 * CAROM_BALL_R * math.cos(a), RED[1] - 2 * CAROM_BALL_R * math.sin(a))
    aim = math.degrees(math.atan2(ghost[1] - CUE_BALL[1], ghost[0] - CUE_BALL[0]))
    guide = AimGuide((CUE_BALL, ghost), ghost, "red", (RED, (0.3, 0.9)), (ghost, (-0.5, 0.2)))
    balls = {"white": CUE_BALL, "yellow": (-0.4, 1.0), "red": RED}
    return Scene("three_cushion", "carom-match", balls, cue=Cue("white", aim), guide=guide)


@pytest.fixture
def view(qtbot):  # type: ignore[no-untyped-def]
    v = TableView()
    qtbot.addWidget(v)
    v.resize(1000, 560)
    v.loupe = True
    v.set_scene(_aimed(0.0))
    v.show()
    qtbot.waitExposed(v)
    return v


def test_turning_the_aim_round_a_ball_never_paints_the_lens_table_again(view, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    painted: list[object] = []
    real = table_view.paint_table

    def counting(p, g, *args, **kwargs):  # type: ignore[no-untyped-def]
        painted.append(g.scale)
        real(p, g, *args, **kwargs)

    monkeypatch.setattr(table_view, "paint_table", counting)
    monkeypatch.setattr(loupe, "paint_table", counting)
    view.invalidate_background()
    view.grab()
    assert len(view.loupes) == 1  # the contact lens
    first = len(painted)
    assert first == 2  # the view's background, and the lens's table about the red
    for cut in (-40.0, -15.0, 5.0, 30.0, 55.0):
        view.set_scene(_aimed(cut))
        view.grab()
        assert len(view.loupes) == 1
    assert len(painted) == first


def test_the_lens_from_the_cache_is_the_lens_painted_afresh(view) -> None:  # type: ignore[no-untyped-def]
    view.set_scene(_aimed(-30.0))
    view.grab()  # the still picture is made about the red for this aim
    view.set_scene(_aimed(35.0))
    warm = view.grab().toImage()
    centre, radius = view.loupes[0]
    view.invalidate_background()  # forget every picture: painted about this aim's red again
    cold = view.grab().toImage()
    assert view.loupes[0] == (centre, radius)
    box = (int(centre.x() - radius), int(centre.y() - radius), int(2 * radius), int(2 * radius))
    a: QImage = warm.copy(*box)
    b: QImage = cold.copy(*box)
    assert a == b


def test_the_pins_lens_is_composed_again_only_when_what_it_shows_changed(
    qtbot,
) -> None:  # type: ignore[no-untyped-def]
    pins = disciplines.default_pins("seven_pins_classic")
    king = pins["king"]
    far = {"cue": (0.4, -1.2), "o1": (-0.4, -1.0)}

    def scene(aim: float, paths: tuple = ()) -> Scene:  # type: ignore[type-arg]
        guide = AimGuide((far["cue"],), None, None, (), (), paths)
        return Scene(
            "seven_pins_classic",
            "pyramid-12ft",
            far,
            pins,
            cue=Cue("cue", aim),
            guide=guide,
            guide_level="path",
        )

    sign = loupe._lens_signature
    reach = 0.2
    # Aiming away from the pins (the cue behind the ball points away too): nothing changes.
    assert sign(scene(-100.0), king, reach) == sign(scene(-120.0), king, reach)
    # A path through the pins changes the lens; one far from them does not.
    through = (("cue", (far["cue"], (king[0], king[1] + 0.3))),)
    elsewhere = (("cue", (far["cue"], (0.6, -0.2))),)
    assert sign(scene(-100.0, through), king, reach) != sign(scene(-100.0), king, reach)
    assert sign(scene(-100.0, elsewhere), king, reach) == sign(scene(-100.0), king, reach)
    # The cue lying across the pins shows in the lens.
    toward_pins = math.degrees(math.atan2(far["cue"][1] - king[1], far["cue"][0] - king[0]))
    assert sign(scene(toward_pins), king, reach) != sign(scene(-100.0), king, reach)
