"""``python -m app``: open the window with a quick game (seven pins, classic, 300, two players).

``--smoke-test`` opens the main window, plays one shot through the real engine and exits 0.
It prints which build of the physics ran (pure or compiled); with ``KEGLI_EXPECT_PHYSICS``
set (the installers' build scripts set it) any other build fails it.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.window.main_window import MainWindow

# The build of the physics the smoke test insists on, if set ("compiled" in the installers).
EXPECT_PHYSICS = "KEGLI_EXPECT_PHYSICS"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app")
    parser.add_argument("--smoke-test", action="store_true", help="play one shot and exit")
    parser.add_argument("game", nargs="?", help="a saved .kegli game to open")
    parser.add_argument(
        "--first-paint-exit",
        action="store_true",
        help="print 'first-paint' when the table is first painted and exit (benchmarks)",
    )
    args = parser.parse_args(argv)

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName("Kegli")
    app.setOrganizationName("Kegli")
    from app.common.resources import app_icon

    app.setWindowIcon(app_icon())
    # Wayland docks match windows to packaging/linux/kegli.desktop (and its icon) by this name.
    app.setDesktopFileName("kegli")
    from app.common.style import apply_style

    apply_style(app)
    from app.settings import i18n

    i18n.install_initial()  # the stored language, else the system's, else English
    from app.window import crash_log

    log = crash_log.install()  # tracebacks and faults to the platform's log folder
    from app.common.pacing import INSTANT, LIVE
    from app.window.main_window import MainWindow

    # The smoke test wants the referee's decision, not the animation.
    window = MainWindow(autosave=not args.smoke_test, pacing=INSTANT if args.smoke_test else LIVE)
    log.tell_through(window.dialogs, window)  # a crash is told in one sentence
    window.quick_game()  # one click from launch: the game is already set up
    from app.window import open_files

    open_files.install(app, window, [args.game] if args.game else [])
    window.show()
    if args.smoke_test:
        return smoke(window)
    if args.first_paint_exit:

        def painted() -> None:
            print("first-paint", flush=True)
            app.quit()

        window.view.painted.connect(painted)
    QTimer.singleShot(0, window.view.setFocus)
    return app.exec()


def smoke(window: MainWindow) -> int:
    """Place the cue ball, shoot at the pink, wait for the referee: exit 0 on a decision."""
    from PySide6.QtWidgets import QApplication

    from app.play.controller import Phase
    from game.physics.native import implementation

    build = implementation()
    print(f"physics: {build}")
    expected = os.environ.get(EXPECT_PHYSICS)
    if expected and expected != build:
        print(f"smoke test: the physics is {build}, {expected} expected", file=sys.stderr)
        return 1
    c = window.controller
    if c.phase == Phase.PLACE:
        c.drop_hand()
    c.aim.speed = 2.5
    c.shoot()
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        QApplication.processEvents()
        if c.match is not None and c.match.records and c.phase in (Phase.AIM, Phase.PLACE):
            print(window.strip.text.text())
            window.close()
            return 0
        if c.last_error:
            print(c.last_error, file=sys.stderr)
            return 1
        time.sleep(0.01)
    print("smoke test: no decision within 120 s", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
