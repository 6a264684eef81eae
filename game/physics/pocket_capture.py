"""``python -m game.physics.pocket_capture``: how wide each pocket really is.

For a pocket, an approach angle (between the ball's path and the pocket's axis; for a
corner pocket 45° is a ball running along the long cushion), a speed and a lateral offset
of the path from the mouth's centre, a rolling ball is sent from ``START`` metres before
the mouth and simulated to rest. The capture width is how much of the offset range
(scanned in ``STEP`` steps) drops the ball: Alciatore's effective target size of a pocket
("Pool and Billiards Physics Principles", TP 3.5–3.7 and the Billiards Digest series on
effective pocket size, 2008), which shrinks with the angle and with the speed.

The markdown table this prints is the one in docs/physics.md; ``rail_drops`` is the rail
shot of issue 17 (a ball frozen to or running within a few degrees of the long cushion).
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence

from game.physics.engine import BallStart, Engine
from game.physics.placement import TOLERANCE, placement_problem
from game.physics.sets import CURRENT
from game.physics.table_geometry import Pocket, geometry

TABLE = "pyramid-12ft"
START = 0.30  # m before the mouth's centre, along the path
STEP = 0.0005  # offset scan step, m
SPAN = 0.06  # offsets scanned: ±SPAN
SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)
ANGLES = {"corner": (0.0, 15.0, 30.0, 40.0, 45.0), "side": (0.0, 15.0, 30.0, 45.0, 60.0)}
POCKETS = {"corner": "foot_right", "side": "side_right"}


def _pocket(pid: str) -> Pocket:
    return next(p for p in geometry(TABLE).pockets if p.id == pid)


def mouth_centre(p: Pocket) -> tuple[float, float]:
    """The middle of the mouth line: on the corner's diagonal / the side pocket's axis."""
    geo = geometry(TABLE)
    hw, hl = geo.half_width, geo.half_length
    if p.ax != 0.0 and p.ay != 0.0:
        # Where the axis through the corner crosses the line between the nose ends.
        return (math.copysign(hw - p.mouth / 2 / math.sqrt(2), p.ax),
                math.copysign(hl - p.mouth / 2 / math.sqrt(2), p.ay))  # fmt: skip
    return (math.copysign(hw, p.ax), 0.0)


def path(kind: str, angle_deg: float) -> tuple[float, float]:
    """Unit direction of travel: the pocket's axis turned by ``angle_deg`` towards the
    long cushion (corner) or the foot (side)."""
    p = _pocket(POCKETS[kind])
    a = math.radians(angle_deg)
    if kind == "corner":
        # Axis (1, 1)/√2 for foot_right; 45° is straight up the right cushion (+y).
        turn = math.atan2(p.ay, p.ax) + a
        return math.cos(turn), math.sin(turn)
    return math.cos(a) * p.ax, math.sin(a)


def shoot(kind: str, angle_deg: float, speed: float, offset: float) -> bool | None:
    """Does a rolling ball on this path drop into the pocket? None if it cannot start."""
    prm = CURRENT.params(TABLE)
    geo = geometry(TABLE)
    p = _pocket(POCKETS[kind])
    mx, my = mouth_centre(p)
    dx, dy = path(kind, angle_deg)
    nx, ny = -dy, dx
    x = mx - dx * START + nx * offset
    y = my - dy * START + ny * offset
    if placement_problem(geo, x, y, prm.contact_distance, TOLERANCE) is not None:
        return None
    roll = (-dy * speed / prm.R, dx * speed / prm.R, 0.0)
    out = Engine(geo, prm, [BallStart("cue", (x, y), (dx * speed, dy * speed), roll)], []).run()
    return out.pocketed.get("cue", (0.0, ""))[1] == p.id


def capture_width(kind: str, angle_deg: float, speed: float) -> tuple[float, int]:
    """Total width (m) of the offsets that drop, and how many offsets could start."""
    n = round(SPAN / STEP)
    dropped = 0
    valid = 0
    for k in range(-n, n + 1):
        hit = shoot(kind, angle_deg, speed, k * STEP)
        if hit is None:
            continue
        valid += 1
        dropped += hit
    return dropped * STEP, valid


def rail_drops(speed: float, angle_deg: float = 0.0) -> bool:
    """A ball frozen to the right long cushion, rolling at ``speed`` up the table into the
    foot-right corner, turned ``angle_deg`` from the rail towards it (≥ 0: into the rail
    at the pocket, after the start)."""
    prm = CURRENT.params(TABLE)
    geo = geometry(TABLE)
    a = math.radians(angle_deg)
    dx, dy = math.sin(a), math.cos(a)
    y0 = geo.half_length - START
    x0 = geo.half_width - prm.contact_distance - START * math.tan(a)
    roll = (-dy * speed / prm.R, dx * speed / prm.R, 0.0)
    out = Engine(geo, prm, [BallStart("cue", (x0, y0), (dx * speed, dy * speed), roll)], []).run()
    return out.pocketed.get("cue", (0.0, ""))[1] == "foot_right"


def table_markdown() -> str:
    lines = []
    for kind in ("corner", "side"):
        head = " | ".join(f"{s:g} m/s" for s in SPEEDS)
        lines.append(f"\n{kind} pocket ({POCKETS[kind]}), capture width in mm "
                     f"(offsets that could start, of {2 * round(SPAN / STEP) + 1}):\n")  # fmt: skip
        lines.append(f"| angle to axis | {head} |")
        lines.append("|---:|" + "---:|" * len(SPEEDS))
        for ang in ANGLES[kind]:
            cells = []
            for s in SPEEDS:
                w, valid = capture_width(kind, ang, s)
                cells.append(f"{w * 1000:.1f}" + ("" if valid > 2 * round(SPAN / STEP) else
                                                  f" ({valid})"))  # fmt: skip
            lines.append(f"| {ang:g}° | " + " | ".join(cells) + " |")
    lines.append("\nball frozen to the long cushion, rolling into the corner:\n")
    lines.append("| angle into the rail | " + " | ".join(f"{s:g} m/s" for s in SPEEDS) + " |")
    lines.append("|---:|" + "---:|" * len(SPEEDS))
    for ang in (0.0, 1.0, 2.0, 3.0, 5.0):
        cells = ["drops" if rail_drops(s, ang) else "out" for s in SPEEDS]
        lines.append(f"| {ang:g}° | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.physics.pocket_capture", description=__doc__
    )
    parser.parse_args(argv)
    print(table_markdown())
    return 0


if __name__ == "__main__":
    sys.exit(main())
