"""Physical constants per table (physics.md "Parameters") and overrides from a request.

A game plays with the constants of its physics set (``game.physics.sets``); ``CAROM``,
``PYRAMID`` and ``DEFAULTS`` here are kegli-1's, for tools and tests that drive the engine
directly.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields, replace
from typing import Any, Final

from game.errors import InputError
from game.limits import PARAM_CHOICES, PARAM_RANGES
from game.tables import TABLES
from game.values import is_number

# The ball–cushion laws (collide_cushion.py): Han 2005's closed-form impulse, and Mathavan
# 2010's impulse integrated with slip at the cushion and at the cloth together.
HAN2005: Final = "han2005"
MATHAVAN2010: Final = "mathavan2010"
CUSHION_LAWS: tuple[str, ...] = PARAM_CHOICES["cushion_law"]


@dataclass(frozen=True)
class Params:
    m: float
    R: float
    u_s: float
    u_r: float
    u_sp: float
    e_b: float
    e_c: float
    f_c: float
    cushion_height: float
    g: float
    # How a struck pin moves (physics.md "Pins"): "topple" falls in place, "momentum"
    # takes the ball's momentum, slides off and can knock other pins.
    pin_model: str = "topple"
    cushion_law: str = HAN2005
    # How much of the cushion's restitution a faster hit loses: the nose gives back
    # e_c − e_c_fall·v_n (v_n the ball's speed into the cushion, m/s; never below 0).
    # Real cushions return less of a hard hit; 0 is a restitution fixed at e_c.
    e_c_fall: float = 0.0
    # A cloth that holds a slow ball less: below the rolling speed v_slow (m/s) the rolling
    # resistance is u_r_slow instead of u_r. v_slow 0 is one rolling resistance throughout.
    v_slow: float = 0.0
    u_r_slow: float = 0.0
    # Ball–ball friction as a multiple of Alciatore's fit (collide_ball.friction_coefficient),
    # which was measured on pool balls; 1 is the fit itself, 0 frictionless balls (no throw).
    bb_friction: float = 1.0
    # A cushion that grips back (collide_cushion.py): the tangential restitution is
    # e_t_rise per m/s of speed into the cushion above e_t_from, never above e_t_max (nor
    # 1). e_t_rise 0 (the default) is no tangential restitution.
    e_t_rise: float = 0.0
    e_t_from: float = 0.0
    e_t_max: float = 1.0

    @property
    def contact_distance(self) -> float:
        """Horizontal distance from a ball's centre to a cushion nose it touches.

        The nose is at ``cushion_height`` above the cloth, so a ball touches it on a circle
        of latitude, not at its equator (Han 2005 geometry).
        """
        dz = self.cushion_height - self.R
        if abs(dz) >= self.R:
            return self.R
        return math.sqrt(self.R * self.R - dz * dz)

    def cushion_restitution(self, speed_in: float) -> float:
        """The nose's restitution for a ball coming into it at ``speed_in`` (m/s)."""
        if self.e_c_fall == 0.0:
            return self.e_c
        return max(0.0, self.e_c - self.e_c_fall * max(speed_in, 0.0))

    def tangential_restitution(self, speed_in: float) -> float:
        """How much of its grip a cushion gives back to a ball coming in at ``speed_in``."""
        if self.e_t_rise == 0.0:
            return 0.0
        return min(self.e_t_max, 1.0, self.e_t_rise * max(speed_in - self.e_t_from, 0.0))

    @property
    def slow_roll_decel(self) -> float:
        """Deceleration of a ball rolling slower than ``v_slow``, m/s²."""
        return (self.u_r_slow if self.u_r_slow > 0.0 else self.u_r) * self.g

    @property
    def spin_decel(self) -> float:
        """Angular deceleration of spin about z, rad/s² (physics.md "Cloth")."""
        return 5.0 * self.u_sp * self.g / (2.0 * self.R)


CAROM = Params(
    m=0.210, R=0.03075, u_s=0.2, u_r=0.01, u_sp=0.01366,
    e_b=0.95, e_c=0.85, f_c=0.15, cushion_height=0.037, g=9.81,
)  # fmt: skip
PYRAMID = Params(
    m=0.285, R=0.034, u_s=0.2, u_r=0.012, u_sp=0.01510,
    e_b=0.93, e_c=0.80, f_c=0.2, cushion_height=0.042, g=9.81,
)  # fmt: skip

# Keyed by table id; the constants follow the kind of table (balls, cloth, cushions), so
# every pocket table (12 ft and 10 ft pyramid) plays with the pyramid set.
DEFAULTS: dict[str, Params] = {t.id: PYRAMID if t.pockets else CAROM for t in TABLES.values()}

# Accepted ranges for overrides live with every other bound (game.limits): friction and
# mass floors keep every motion short enough to simulate; restitutions are fractions.
_RANGES = PARAM_RANGES
NAMES: tuple[str, ...] = tuple(f.name for f in fields(Params))


def params_for(table: str, overrides: Any, base: Params | None = None) -> Params:
    """``base`` (default: ``DEFAULTS[table]``) with the request's ``params`` applied;
    InputError names a bad one."""
    if base is None:
        base = DEFAULTS[table]
    if overrides is None:
        return base
    if not isinstance(overrides, dict):
        raise InputError("params", "must be an object of name: number or choice")
    changes: dict[str, Any] = {}
    for name in sorted(overrides):
        value = overrides[name]
        field = f"params.{name}"
        choices = PARAM_CHOICES.get(name)
        if choices is not None:
            if not isinstance(value, str) or value not in choices:
                raise InputError(field, f"must be one of: {', '.join(choices)}")
            changes[name] = value
            continue
        if name not in _RANGES:
            raise InputError(field, f"unknown parameter; known: {', '.join(NAMES)}")
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise InputError(field, "must be a number")
        low, high, low_ok = _RANGES[name]
        if not is_number(value):
            value = math.inf  # an int too large for a float is out of range like any other
        value = float(value)
        if not math.isfinite(value) or value > high or value < low or (value == low and not low_ok):
            bracket = "[" if low_ok else "("
            raise InputError(field, f"must be finite and in {bracket}{low:g}, {high:g}]")
        changes[name] = value
    return replace(base, **changes)
