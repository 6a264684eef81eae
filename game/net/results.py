"""Checking what a peer says a shot did, against our own simulation of it.

``compare_finals`` finds the ball farthest from where our engine left it; a gap up to the
save tolerance (1 mm) is the last bits of floating point, up to ``FORGED_DISTANCE`` a
disagreement both sides record, beyond it (or other balls, pins or pockets) a forgery.
"""

from __future__ import annotations

import math
from typing import Any

from game.net import protocol as p
from game.net.errors import NetError

FORGED_DISTANCE = 0.05  # metres: a ball this far from our own result is not a rounding


def error_frame(err: NetError) -> p.ErrorMsg:
    """The error frame for a refusal, cut to what the peer's reader accepts."""
    field_text = err.field if len(err.field) <= 200 else err.field[:197] + "..."
    reason = err.reason if len(err.reason) <= 300 else err.reason[:297] + "..."
    return p.ErrorMsg(err.kind, field_text, reason)


def disagreements_in(view: Any) -> list[dict[str, Any]]:
    """The disagreements a save's view recorded (``Session.view``), for a resumed game;
    anything else in the view is ignored."""
    net = view.get("netplay") if isinstance(view, dict) else None
    found = net.get("disagreements") if isinstance(net, dict) else None
    if not isinstance(found, list):
        return []
    keys = {"shot", "ball", "mm"}
    return [dict(d) for d in found[: p.MAX_ITEMS * 100] if isinstance(d, dict) and set(d) == keys]


def final_of(raw: Any) -> p.Final:
    """The engine's (or a record's) final as the protocol's value: the same numbers."""
    balls = {str(k): (float(v[0]), float(v[1])) for k, v in (raw.get("balls") or {}).items()}
    return p.Final(
        balls=balls,
        pins_standing=tuple(raw.get("pins_standing") or ()),
        pins_down=tuple(raw.get("pins_down") or ()),
        pocketed=tuple(raw.get("pocketed") or ()),
        off_table=tuple(raw.get("off_table") or ()),
    )


def compare_finals(own: p.Final, theirs: p.Final) -> tuple[str, float] | None:
    """The ball farthest from our place and how far (metres), or None when the two finals
    list other balls, pins or pockets (events, not rounding, made that)."""
    for key in ("pins_standing", "pins_down", "pocketed", "off_table"):
        if sorted(getattr(own, key)) != sorted(getattr(theirs, key)):
            return None
    if sorted(own.balls) != sorted(theirs.balls):
        return None
    worst = ("", 0.0)
    for ball in sorted(own.balls):
        (x0, y0), (x1, y1) = own.balls[ball], theirs.balls[ball]
        d = math.hypot(x0 - x1, y0 - y1)
        if d > worst[1]:
            worst = (ball, d)
    return worst
