"""What the table view draws at one moment: plain values, no Qt.

The controller and the animator build a ``Scene``; the view only paints it. Keeping this
free of widgets lets tests check what would be drawn without rendering.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.model import Area
from game.tables import Point


@dataclass(frozen=True)
class FallenPin:
    """A pin lying on the cloth: its base point and the direction it fell (radians, world)."""

    base: Point
    angle: float


@dataclass(frozen=True)
class AimGuide:
    """Assist lines taken from a simulation of the exact stroke about to be played."""

    cue_path: tuple[Point, ...]  # cue ball centre from the strike to the first ball contact
    ghost: Point | None  # cue ball centre at the first ball contact
    object_ball: str | None
    object_path: tuple[Point, ...]  # object ball after the contact, up to its next contact
    cue_after: tuple[Point, ...]  # cue ball after the contact (the tangent line and beyond)
    # Level "path": every ball the stroke moves, its whole run (to rest or the cushion limit).
    paths: tuple[tuple[str, tuple[Point, ...]], ...] = ()


@dataclass(frozen=True)
class Cue:
    """The cue stick behind the cue ball: aim (world degrees), pull-back (m), elevation."""

    ball: str
    aim_deg: float
    pull: float = 0.0
    elevation_deg: float = 0.0
    side: float = 0.0  # where the tip meets the ball, in ball radii (as Aim)
    height: float = 0.0
    readout: str = ""  # the live speed while the cue is drawn back ("3.20 m/s", locale's)
    lock_text: str = ""  # shown while the aim lock is on (the mouse sets power only)


@dataclass(frozen=True)
class HandBall:
    """A ball in hand following the mouse; ``ok`` False draws it red (cannot drop)."""

    ball: str
    pos: Point
    ok: bool


@dataclass(frozen=True)
class Scene:
    discipline: str
    table: str
    balls: dict[str, Point]
    pins: dict[str, Point] = field(default_factory=dict)  # standing pins
    fallen: dict[str, FallenPin] = field(default_factory=dict)
    vanishing: dict[str, float] = field(default_factory=dict)  # ball -> 0..1 pocket drop
    trails: dict[str, tuple[Point, ...]] = field(default_factory=dict)
    rolls: dict[str, tuple[float, float, float]] = field(default_factory=dict)  # spot dir
    heights: dict[str, float] = field(default_factory=dict)  # balls in the air, m off the cloth
    hand_area: Area | None = None
    hand: HandBall | None = None
    cue: Cue | None = None
    guide: AimGuide | None = None
    guide_level: str = "full"
    yellow_as_spot: bool = False  # carom: draw the second cue ball as a spotted white
    badge: tuple[Point, str] | None = None  # caroms left in a restricted space (CB-2, CF-2)
    notice: tuple[Point, str] | None = None  # why a ball in hand went back (near the ball)
    replay_text: str = ""  # a replay is running: the indicator's words
