"""Issue 14: zoom and pan on the table view, the loupe, legible pins, and the window's parts.

Zoom keeps the table point under the cursor where it is (wheel, 1× to 6×); middle-drag and
Space+drag pan; Home, double-click and View → Reset view restore the fitted table; a loupe
shows the pins and the aimed contact while the table is smaller than true size; standing and
fallen pins keep a legible size at any window size; the side panel, the referee strip and the
precise-stroke numbers are hidden and shown from the View menu and remembered."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from app.table.painting import FALLEN_MIN_PX, PIN_MIN_PX, paint_dynamic
from app.table.scene import FallenPin, Scene
from app.table.view import MAX_ZOOM, TableView
from game import disciplines


@pytest.fixture
def view(qtbot):  # type: ignore[no-untyped-def]
    v = TableView()
    qtbot.addWidget(v)
    v.resize(1200, 700)
    v.set_scene(Scene("three_cushion", "carom-match", {"white": (0.2, -0.5)}))
    v.show()
    qtbot.waitExposed(v)
    return v


def _wheel(qtbot, v, at: QPointF, notches: int, mods=Qt.KeyboardModifier.NoModifier) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QWheelEvent

    ev = QWheelEvent(
        at,
        v.mapToGlobal(at),
        QPoint(0, 0),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        mods,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(v, ev)


def test_wheel_zooms_about_the_cursor_and_home_resets(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    fit = view.table_geometry()
    at = QPointF(820.0, 240.0)
    world = fit.to_world(at.x(), at.y())
    _wheel(qtbot, view, at, 3)
    g = view.table_geometry()
    assert view.zoom() == pytest.approx(1.2**3)
    assert g.scale == pytest.approx(fit.scale * 1.2**3)
    sx, sy = g.to_screen(*world)
    assert (sx, sy) == pytest.approx((at.x(), at.y()), abs=1e-6)  # still under the cursor
    # The limits: never beyond 6×, never below the fitted table.
    _wheel(qtbot, view, at, 40)
    assert view.zoom() == MAX_ZOOM
    _wheel(qtbot, view, at, -80)
    assert view.zoom() == 1.0 and view.table_geometry() == fit
    _wheel(qtbot, view, at, 5)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert view.table_geometry() == fit


def test_ctrl_wheel_turns_the_aim_instead(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    turned = []
    view.wheel_turned.connect(lambda steps, mods: turned.append((steps, mods)))
    _wheel(qtbot, view, QPointF(600, 350), 2, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom() == 1.0
    assert turned and turned[0][0] == 2.0
    assert not turned[0][1] & Qt.KeyboardModifier.ControlModifier  # 0.1°, not the coarse 1°


def test_middle_drag_pans_and_double_click_resets(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.set_zoom(3.0)
    before = view.table_geometry()
    qtbot.mousePress(view, Qt.MouseButton.MiddleButton, pos=QPoint(600, 350))
    qtbot.mouseMove(view, QPoint(640, 330))
    qtbot.mouseRelease(view, Qt.MouseButton.MiddleButton, pos=QPoint(640, 330))
    after = view.table_geometry()
    assert (after.cx - before.cx, after.cy - before.cy) == pytest.approx((40.0, -20.0))
    qtbot.mouseDClick(view, Qt.MouseButton.LeftButton, pos=QPoint(600, 350))
    assert view.zoom() == 1.0


def test_space_drag_pans_and_a_plain_space_still_shoots(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    keys = []
    view.key_pressed.connect(lambda e: keys.append(e.key()))
    view.set_zoom(2.0)
    view.setFocus()
    before = view.table_geometry()
    qtbot.keyPress(view, Qt.Key.Key_Space)
    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=QPoint(500, 300))
    qtbot.mouseMove(view, QPoint(470, 300))
    qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=QPoint(470, 300))
    qtbot.keyRelease(view, Qt.Key.Key_Space)
    assert view.table_geometry().cx == pytest.approx(before.cx - 30.0)
    assert keys == []  # a pan, not a shot
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert keys == [Qt.Key.Key_Space]


def test_panning_stops_at_the_rails(view) -> None:  # type: ignore[no-untyped-def]
    from app.table.screen_geometry import CUSHION, MARGIN, RAIL

    edge = RAIL + CUSHION + MARGIN
    view.set_zoom(2.0)
    view.pan_by(100000.0, 100000.0)  # far towards the bottom right: the head-left corner shows
    g = view.table_geometry()
    t = g.table
    assert g.to_screen(-t.half_width - edge, -t.half_length - edge) == pytest.approx((0.0, 0.0))
    view.pan_by(-100000.0, -100000.0)
    g = view.table_geometry()
    corner = g.to_screen(t.half_width + edge, t.half_length + edge)
    assert corner == pytest.approx((view.width(), view.height()))


def test_the_loupe_shows_the_pins_when_the_table_is_small(qtbot) -> None:  # type: ignore[no-untyped-def]
    v = TableView()
    qtbot.addWidget(v)
    v.resize(1000, 560)
    pins = disciplines.default_pins("seven_pins_classic")
    v.set_scene(Scene("seven_pins_classic", "pyramid-12ft", {"cue": (0.3, -1.0)}, pins))
    v.loupe = True
    v.show()
    qtbot.waitExposed(v)
    v.grab()  # paints
    assert len(v.loupes) == 1
    centre, radius = v.loupes[0]
    g = v.table_geometry()
    king = QPointF(*g.to_screen(*pins["king"]))
    assert math.hypot(centre.x() - king.x(), centre.y() - king.y()) > radius  # beside, not over
    v.loupe = False
    v.grab()
    assert v.loupes == []
    # The aimed contact gets its own loupe: ghost ball and object ball seen close.
    from app.table.scene import AimGuide, Cue

    guide = AimGuide(((0.3, -1.0), (0.05, -0.6)), (0.05, -0.6), "o1", (), ())
    v.set_scene(
        Scene(
            "seven_pins_classic",
            "pyramid-12ft",
            {"cue": (0.3, -1.0), "o1": (0.0, -0.55)},
            pins,
            cue=Cue("cue", 120.0),
            guide=guide,
        )
    )
    v.loupe = True
    v.grab()
    assert len(v.loupes) == 2


def _image(discipline: str, w: int, h: int, scene: Scene) -> tuple[QImage, object]:
    from app.table.art import paint_table
    from app.table.screen_geometry import TableGeometry
    from game.tables import TABLES

    img = QImage(w, h, QImage.Format.Format_ARGB32)
    img.fill(QColor(0, 0, 0))
    g = TableGeometry.fit(TABLES[scene.table], w, h)
    p = QPainter(img)
    paint_table(p, g, discipline)
    paint_dynamic(p, g, scene)
    p.end()
    return img, g


def test_pins_keep_a_legible_size_on_a_small_table(qapp) -> None:  # type: ignore[no-untyped-def]
    """At 640 px wide a 12 mm pin would be 2 px: it is drawn at least PIN_MIN_PX in radius,
    and a fallen pin at least FALLEN_MIN_PX long, in a muted colour."""
    pins = disciplines.default_pins("seven_pins_classic")
    king = pins.pop("king")
    scene = Scene(
        "seven_pins_classic", "pyramid-12ft", {}, pins, {"king": FallenPin(king, math.pi / 2)}
    )
    img, g = _image("seven_pins_classic", 640, 360, scene)
    x, y = g.to_screen(*pins["n"])
    edge = img.pixelColor(round(x + PIN_MIN_PX - 1.5), round(y))
    assert edge.lightness() > 110  # still the pin's body, not the cloth
    # The king fell along +y (screen right): its body lies well beyond its true 90 mm.
    bx, by = g.to_screen(*king)
    along = img.pixelColor(round(bx + FALLEN_MIN_PX * 0.5), round(by))
    assert along.lightness() > 110
    assert along.saturation() < 80  # muted, not the standing pins' warm ivory
    cloth = img.pixelColor(round(bx - 8), round(by - 14))
    assert cloth.green() > cloth.red() + 30


def test_spotted_white_plain_white_and_yellow_differ(qapp) -> None:  # type: ignore[no-untyped-def]
    balls = {"white": (0.0, -0.6), "yellow": (0.0, 0.0), "red": (0.0, 0.6)}
    plain, g = _image("three_cushion", 1200, 680, Scene("three_cushion", "carom-match", balls))
    spotted, _ = _image(
        "three_cushion",
        1200,
        680,
        Scene("three_cushion", "carom-match", balls, yellow_as_spot=True),
    )

    def at(img: QImage, ball: str) -> QColor:
        x, y = g.to_screen(*balls[ball])
        return img.pixelColor(round(x) + 3, round(y) + 3)

    assert at(plain, "yellow").blue() < 100  # yellow is yellow
    assert at(spotted, "yellow").blue() > 200  # the spotted white is white...
    assert (
        at(spotted, "yellow").red() - at(spotted, "yellow").blue()
        < at(plain, "white").red() - at(plain, "white").blue()
    )  # ...and cooler than the plain ivory white
    # ...and it wears its spot, which the plain white does not.
    x, y = g.to_screen(*balls["yellow"])
    r = g.length(0.03075)
    dark = [
        spotted.pixelColor(round(x + dx), round(y + dy)).lightness()
        for dx in range(-int(r), int(r))
        for dy in range(-int(r), int(r))
        if dx * dx + dy * dy < (r * 0.8) ** 2
    ]
    assert min(dark) < 140


def _window(qtbot, tmp_path):  # type: ignore[no-untyped-def]
    from app.common.dialogs import Answers
    from app.common.pacing import INSTANT
    from app.settings.store import SettingsStore
    from app.window.main_window import MainWindow

    store = SettingsStore(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w = MainWindow(dialogs=Answers(), pacing=INSTANT, settings=store)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w, store


def test_panels_hide_and_are_remembered(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w, _ = _window(qtbot, tmp_path)
    a = w.menu_actions
    assert not w.stroke.precise.isVisible()  # the numbers wait until asked for
    assert w.side.isVisible() and w.strip.isVisible()
    a.precise_stroke.trigger()
    assert w.stroke.precise.isVisible()
    a.referee_strip.trigger()
    a.side_panel.trigger()
    assert not w.strip.isVisible() and not w.side.isVisible()
    w.close()
    w2, _ = _window(qtbot, tmp_path)
    assert w2.menu_actions.precise_stroke.isChecked() and w2.stroke.precise.isVisibleTo(w2.stroke)
    assert not w2.strip.isVisible() and not w2.side.isVisible()
    assert not w2.menu_actions.side_panel.isChecked()
    w2.close()


def test_the_window_fits_its_screen_and_restores_inside_it(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRect

    from app.common import screen_fit

    big = QRect(0, 0, 3840, 2160)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget=None: QRect(big))
    w, _ = _window(qtbot, tmp_path)
    assert w.width() <= big.width() and w.height() <= big.height()
    assert w.width() >= 0.9 * big.width() - 20  # a large screen: most of it
    w.close()
    # The saved geometry came from the 4K screen; the next start is on a 1024×600 one.
    small = QRect(0, 0, 1024, 568)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget=None: QRect(small))
    w2, _ = _window(qtbot, tmp_path)
    assert w2.width() <= small.width() and w2.height() <= small.height()
    assert small.contains(w2.geometry())
    w2.close()


def test_the_scoreboard_names_the_pins_down(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w, _ = _window(qtbot, tmp_path)
    w.quick_game()
    pins = disciplines.default_pins("seven_pins_classic")
    fallen = {p: FallenPin(pins[p], 0.0) for p in ("king", "n", "e")}
    standing = {p: xy for p, xy in pins.items() if p not in fallen}
    w._scene(Scene("seven_pins_classic", "pyramid-12ft", {}, standing, fallen))
    label = w.scoreboard.pins_down
    assert label.isVisible()
    assert label.text() == "Down this shot: the king and 2 small pins"
    w._scene(Scene("seven_pins_classic", "pyramid-12ft", {}, pins))
    assert not label.isVisible()
    w.close()


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
def test_crisp_at_each_device_pixel_ratio(qapp, dpr: float) -> None:  # type: ignore[no-untyped-def]
    """Sprites are made per ratio at the device's own resolution: the ball lands where the
    table puts it, and its picture has ``dpr`` times the pixels of its logical size."""
    from app.table.painting import _ball_sprite
    from app.table.screen_geometry import TableGeometry
    from game.tables import TABLES

    w, h = 1200, 680
    img = QImage(round(w * dpr), round(h * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(dpr)
    img.fill(QColor(0, 0, 0))
    g = TableGeometry.fit(TABLES["carom-match"], w, h)
    balls = {"red": (0.1, 0.4)}
    p = QPainter(img)
    paint_dynamic(p, g, Scene("three_cushion", "carom-match", balls))
    p.end()
    sx, sy = g.to_screen(*balls["red"])
    centre = img.pixelColor(round((sx + 2) * dpr), round((sy + 2) * dpr))
    assert centre.red() > 150 and centre.green() < 80
    outside = img.pixelColor(round((sx + g.length(0.031) + 6) * dpr), round(sy * dpr))
    assert outside.red() < 60
    sprite = _ball_sprite(g, 0.03075, QColor(200, 30, 38), dpr)
    assert sprite.devicePixelRatio() == dpr
    assert sprite.width() == pytest.approx(2 * (g.length(0.03075) + 2) * dpr, abs=2)
