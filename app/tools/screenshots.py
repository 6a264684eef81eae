"""``python -m app.screenshots``: the README's pictures, taken from the real window.

Four pictures, each the real main window or dialog grabbed after real play through the real
engine (nothing is painted for the picture's sake):

1. ``seven-pins.png``: seven pins mid-game; a scoring shot has just knocked pins down, and the
   next player aims (the pins' loupe, the scoreboard naming the pins down);
2. ``three-cushion.png``: three-cushion with the full path assist from the physics engine;
3. ``pyramid.png``: combined pyramid after a break that pocketed a ball;
4. ``drills.png``: the drill browser on a three-cushion drill.

And for looking the window over in every language and size (``--only`` picks some):
``first-window.png`` (a first start, before any game), ``seven-pins-foul.png`` (a foul that
knocked pins down, the referee saying why), ``settings.png`` (the settings dialog).

Offscreen by default (``QT_QPA_PLATFORM=offscreen``), so it runs on a build machine; on a
display it shows the windows it takes. ``--lang`` picks the language, ``--size`` the window.
The pictures are stored as 8-bit palette PNGs to keep the repository small.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QPixmap

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "docs" / "screenshots"


def _wait(cond: Callable[[], bool], timeout: float = 60.0) -> None:
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > end:
            raise TimeoutError("the window did not get there in time")
        QApplication.processEvents()
        time.sleep(0.005)


def _settle(ms: int = 300) -> None:
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.005)


def _save(widget, path: Path) -> int:  # type: ignore[no-untyped-def]
    return _save_image(widget.grab(), path)


def _save_image(pixmap, path: Path) -> int:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage

    image = pixmap.toImage().convertToFormat(QImage.Format.Format_RGB32)
    small = image.convertToFormat(
        QImage.Format.Format_Indexed8, _palette(image), Qt.ImageConversionFlag.DiffuseDither
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    small.save(str(path), "PNG", 0)
    return path.stat().st_size


def _palette(image, size: int = 256) -> list[int]:  # type: ignore[no-untyped-def]
    """The picture's own colours: the most used of its 15-bit colour bins, each at the mean
    colour of its pixels, plus every bin that is small but far from the common colours (a
    red ball on blue cloth must stay red)."""
    from collections import Counter

    width, height = image.width(), image.height()
    data = memoryview(image.constBits()).cast("I")[: width * height]
    bins = Counter((v >> 9 & 0x7C00) | (v >> 6 & 0x3E0) | (v >> 3 & 0x1F) for v in data)

    def rgb(b: int) -> tuple[int, int, int]:
        return ((b >> 10 & 31) * 8 + 4, (b >> 5 & 31) * 8 + 4, (b & 31) * 8 + 4)

    common = [b for b, _ in bins.most_common(size * 3 // 4)]
    chosen = set(common)
    rest = [b for b, n in bins.most_common() if b not in chosen and n >= 8]

    def distance(b: int) -> int:
        r, g, bl = rgb(b)
        return min(
            (r - cr) ** 2 + (g - cg) ** 2 + (bl - cb) ** 2 for cr, cg, cb in map(rgb, common)
        )

    rest.sort(key=distance, reverse=True)
    picked = common + rest[: size - len(common)]
    return [0xFF000000 | (r << 16) | (g << 8) | bl for r, g, bl in map(rgb, picked)]


def _window(width: int, height: int, pacing=None, coach: bool = False):  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QSettings

    from app.common.dialogs import Answers
    from app.common.pacing import INSTANT
    from app.settings.store import SettingsStore
    from app.window.main_window import MainWindow

    # A fresh store: the pictures show a first start, not this machine's settings.
    store = SettingsStore(QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "x"))
    store.qsettings.clear()
    if not coach:
        store.set_coach_seen()  # the pictures show the table, not the first-run coach over it
    w = MainWindow(dialogs=Answers(), pacing=pacing or INSTANT, settings=store)
    w.resize(width, height)
    w.show()
    return w


def _aim_at(c, target: tuple[float, float], cut: float = 0.0) -> None:  # type: ignore[no-untyped-def]
    """Aim the ball about to be struck at ``target`` (degrees of cut added)."""
    m = c.match
    me = m.position.balls[m.next_ball]
    c.aim.aim_deg = (math.degrees(math.atan2(target[1] - me[1], target[0] - me[0])) + cut) % 360
    c.aim_edited()


def seven_pins(width: int, height: int, path: Path) -> int:
    """Find a scoring stroke from the break (shown at once), then play it again in real time
    and keep a frame just before the balls stop: the pins it knocked lie on the cloth."""
    from app.common.pacing import LIVE
    from app.play.controller import Phase
    from game.setup import GameSetup

    setup = GameSetup("seven_pins_classic", ["Anna", "Bohdan"], "Anna", {}, {})

    def play(w, cut: float, speed: float) -> None:  # type: ignore[no-untyped-def]
        c = w.controller
        w.start(setup)
        if c.phase == Phase.PLACE:
            c.drop_hand()
        _aim_at(c, c.match.position.balls["o1"], cut)
        c.aim.speed = speed
        c.shoot()

    w = _window(width, height)
    c = w.controller
    stroke = None
    for cut in (-5.0, -4.0, -6.0, -3.0, 4.0, 6.0, -7.0, 7.0):
        for speed in (3.6, 3.2, 4.0):
            play(w, cut, speed)
            _wait(lambda: len(c.match.records) >= 1 and c.phase in (Phase.AIM, Phase.PLACE))
            d = c.match.last_decision
            if d is not None and d.points > 0 and not d.fouls:
                stroke = (cut, speed)
                break
        if stroke is not None:
            break
    w.close()
    if stroke is None:
        raise RuntimeError("no scoring stroke was found")
    w = _window(width, height, LIVE)
    c = w.controller
    play(w, *stroke)
    _wait(lambda: c.animator.running)
    frames: list[QPixmap] = []
    while c.animator.running:
        _settle(40)
        if w.view.scene() is not None and w.view.scene().fallen:
            frames = [*frames[-1:], w.grab()]
    # The very last frame can catch the referee's words arriving as the balls stop, before
    # the strip has grown to two lines; the one before it is a settled picture.
    last = frames[0] if frames else None
    if last is None:
        raise RuntimeError("the scoring stroke knocked no pin down")
    size = _save_image(last, path)
    w.close()
    return size


def three_cushion(width: int, height: int, path: Path) -> int:
    from app.play.controller import Phase
    from game.setup import GameSetup

    w = _window(width, height)
    c = w.controller
    w.start(GameSetup("three_cushion", ["Anna", "Bohdan"], "Anna", {"target": 15}, {}))
    if c.phase == Phase.PLACE:
        c.drop_hand()
    w.set_assist("full")
    m = c.match
    other = next(b for b in ("yellow", "white") if b != m.next_ball)
    _aim_at(c, m.position.balls[other], 14.0)
    c.aim.speed = 4.2
    c.aim.side = 0.3
    c.aim_edited()
    key = c._current_key()
    _wait(lambda: c.guide_key == key and c.build_scene().guide is not None)
    c.emit_scene()
    w.stroke.refresh()
    _settle()
    size = _save(w, path)
    w.close()
    return size


def drills(width: int, height: int, path: Path) -> int:
    from app.common.pacing import INSTANT
    from app.practice.browser import DrillBrowser

    w = _window(width, height)
    dlg = DrillBrowser(w, pacing=INSTANT)
    dlg.resize(min(width, 1200), min(height, 760))
    dlg.show()
    pick = next((d.id for d in dlg.drills if d.discipline == "three_cushion"), dlg.drills[0].id)
    dlg.open_drill(pick)
    _settle()
    size = _save(dlg, path)
    dlg.close()
    w.close()
    return size


def first_window(width: int, height: int, path: Path) -> int:
    """What a first start shows: the quick game set up, the coach over the table."""
    w = _window(width, height, coach=True)
    w.quick_game()
    _settle()
    size = _save(w, path)
    w.close()
    return size


def seven_pins_foul(width: int, height: int, path: Path) -> int:
    """A break that knocks pins down and fouls (the referee names the foul and the pins),
    found by trying strokes through the real engine and referee."""
    from app.play.controller import Phase
    from game.setup import GameSetup

    setup = GameSetup("seven_pins_classic", ["Anna", "Bohdan"], "Anna", {}, {})
    w = _window(width, height)
    c = w.controller
    for cut in (0.0, 2.0, -2.0, 8.0, -8.0, 12.0, -12.0):
        for speed in (6.0, 8.0, 4.5):
            w.start(setup)
            if c.phase == Phase.PLACE:
                c.drop_hand()
            # Straight at the pins' king, past the object ball: pins first is a foul.
            _aim_at(c, (0.0, 0.0), cut)
            c.aim.speed = speed
            c.shoot()
            _wait(lambda: len(c.match.records) >= 1 and c.phase in (Phase.AIM, Phase.PLACE))
            d = c.match.last_decision
            scene = w.view.scene()
            if d is not None and d.fouls and scene is not None and scene.fallen:
                _settle()
                size = _save(w, path)
                w.close()
                return size
    w.close()
    raise RuntimeError("no foul with pins down was found")


def settings(width: int, height: int, path: Path) -> int:
    w = _window(width, height)
    w.quick_game()
    dlg = w.dialog_actions.show_settings()  # the stand-in dialogs return at once: show it
    dlg.show()
    _settle()
    size = _save(dlg, path)
    dlg.close()
    w.close()
    return size


def _wait_for_guide(c) -> None:  # type: ignore[no-untyped-def]
    """Until the assist shows the stroke aimed now."""
    key = c._current_key()
    _wait(lambda: c.guide_key == key)


def pyramid(width: int, height: int, path: Path) -> int:
    """Combined pyramid after a break that pocketed a ball (found by trying breaks through
    the real engine and referee): the numbered rack spread, the ball on the breaker's shelf,
    the breaker aiming again with the path assist."""
    from app.play.controller import Phase
    from game.setup import GameSetup

    setup = GameSetup("pyramid_combined", ["Anna", "Bohdan"], "Anna", {}, {})
    w = _window(width, height)
    c = w.controller
    for cut in (0.0, 1.0, -1.0, 2.0, -2.0, 3.0, -3.0, 0.5, -0.5):
        for speed in (9.0, 7.5, 10.5):
            w.start(setup)
            if c.phase == Phase.PLACE:
                c.drop_hand()
            m = c.match
            target = m.discipline.first_target(m.position.balls, m.next_ball, True)
            _aim_at(c, m.position.balls[target], cut)
            c.aim.speed = speed
            c.shoot()
            _wait(lambda: len(c.match.records) >= 1 and c.phase in (Phase.AIM, Phase.PLACE))
            d = c.match.last_decision
            if d is not None and d.points > 0 and not d.fouls and c.phase == Phase.AIM:
                w.set_assist("full")
                _wait_for_guide(c)
                c.emit_scene()
                _settle()
                size = _save(w, path)
                w.close()
                return size
    w.close()
    raise RuntimeError("no break that pockets a ball was found")


PICTURES: dict[str, Callable[[int, int, Path], int]] = {
    "seven-pins": seven_pins,
    "three-cushion": three_cushion,
    "drills": drills,
    "first-window": first_window,
    "seven-pins-foul": seven_pins_foul,
    "settings": settings,
    "pyramid": pyramid,
}
README_PICTURES = ("seven-pins", "three-cushion", "pyramid", "drills")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app.screenshots")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--lang", default="en", choices=("en", "ru", "uk"))
    parser.add_argument("--size", default="1280x720", help="window size, WxH")
    parser.add_argument(
        "--only", nargs="+", choices=sorted(PICTURES), help="these pictures (default: README's)"
    )
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    width, height = (int(v) for v in args.size.lower().split("x"))

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from app.common.style import apply_style
    from app.settings import i18n

    assert isinstance(app, QApplication)
    apply_style(app)
    i18n.set_language(args.lang, remember=False)
    suffix = "" if args.lang == "en" else f"-{args.lang}"
    for name in args.only or README_PICTURES:
        take = PICTURES[name]
        path = args.out / f"{name}{suffix}.png"
        size = take(width, height, path)
        shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        print(f"{shown}: {size // 1024} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
