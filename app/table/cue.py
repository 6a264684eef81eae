"""The cue every table draws: behind the ball for the aim, with its pull-back, the live
speed while it is drawn back and the aim lock's note (context "Controller", the game
table's words first)."""

from __future__ import annotations

import math
from dataclasses import dataclass

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
        aim.side,
        aim.height,
        speed_text(aim.speed) if aim.drawn_back else pull_hint(aim),
        tr(CTX, "Aim locked (L)") if aim.locked else "",
    )


def pull_hint(aim: Aim) -> str:
    """The threshold made visible: grabbed but not yet drawn back far enough to strike."""
    return tr(CTX, "Pull back to strike") if aim.pulling else ""


def speed_text(speed: float) -> str:
    """The speed as the player's language writes it: "3.20 m/s", "3,20 м/с"."""
    return arg(tr(CTX, "%1 m/s"), QLocale().toString(speed, "f", 2))


CUE_LENGTH = 1.45  # m
TIP_GAP = 0.012  # m between the tip and the ball at address


@dataclass(frozen=True)
class CueInSpace:
    """The cue's tip and butt: where they lie over the cloth (m) and how high (m)."""

    tip: tuple[float, float]
    tip_z: float
    butt: tuple[float, float]
    butt_z: float


def cue_in_space(cue: Cue, at: tuple[float, float], r: float) -> CueInSpace:
    """The cue as it is held: its axis through the point of the ball it will strike (the
    tip's side and height on the ball's face, seen along the cue), raised at its elevation.
    Seen from above, an elevated cue is foreshortened and its tip sits over the ball's back;
    a level one lies behind the ball at the tip's height."""
    e = math.radians(cue.elevation_deg)
    a = math.radians(cue.aim_deg)
    dx, dy = math.cos(a), math.sin(a)
    # Along the cue (downward when raised), across it, and up its face.
    u = (dx * math.cos(e), dy * math.cos(e), -math.sin(e))
    across = (-dy, dx, 0.0)
    up = (dx * math.sin(e), dy * math.sin(e), math.cos(e))
    side, height = cue.side, cue.height
    depth = math.sqrt(max(0.0, 1.0 - side * side - height * height))
    centre = (at[0], at[1], r)
    contact = tuple(
        c + r * (side * l_ + height * v - depth * w)
        for c, l_, v, w in zip(centre, across, up, u, strict=True)
    )
    back = TIP_GAP + cue.pull
    tip = tuple(c - back * w for c, w in zip(contact, u, strict=True))
    butt = tuple(t - CUE_LENGTH * w for t, w in zip(tip, u, strict=True))
    return CueInSpace((tip[0], tip[1]), tip[2], (butt[0], butt[1]), butt[2])
