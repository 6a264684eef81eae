"""The cue every table draws: behind the ball for the aim, with its pull-back, the live
speed while it is drawn back and the aim lock's note (context "Controller", the game
table's words first)."""

from __future__ import annotations

from PySide6.QtCore import QLocale

from app.table.aim import Aim
from app.table.scene import Cue
from app.words.text import arg, tr

CTX = "Controller"


def cue_for(ball: str, aim: Aim) -> Cue:
    """The cue drawn behind ``ball`` for ``aim`` on any table: its pull-back, the live speed
    while it is drawn back and the aim lock's note."""
    return Cue(
        ball,
        aim.aim_deg,
        aim.shown_pull,
        aim.elevation_deg,
        speed_text(aim.speed) if aim.drawn_back else pull_hint(aim),
        tr(CTX, "Aim locked (L)") if aim.locked else "",
    )


def pull_hint(aim: Aim) -> str:
    """The threshold made visible: grabbed but not yet drawn back far enough to strike."""
    return tr(CTX, "Pull back to strike") if aim.pulling else ""


def speed_text(speed: float) -> str:
    """The speed as the player's language writes it: "3.20 m/s", "3,20 м/с"."""
    return arg(tr(CTX, "%1 m/s"), QLocale().toString(speed, "f", 2))
