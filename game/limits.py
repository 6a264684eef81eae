"""Every bound the game puts on input, in one place.

Numbers are bounded to physical ranges (a cue cannot drive a ball at 13 m/s, no table is
ten metres long), sizes and depths to far more than any real file holds. The command-line
readers, the save loader, the referee's log parser, the physics request parser and the
practice files all take their limits from here, so a value one of them accepts is never
refused by another.
"""

from __future__ import annotations

# -- a stroke (contract.md "Stroke") ---------------------------------------------------------
MAX_SPEED = 12.0  # m/s, 0 < speed <= 12
MAX_TIP = 1.0  # tip offset in ball radii; beyond one radius the cue misses the ball
MAX_ELEVATION = 89.0  # degrees of cue elevation, 0 = level
MAX_AIM = 3600.0  # degrees either way; any direction is reachable well inside this

# -- places and motion -----------------------------------------------------------------------
MAX_COORD = 10.0  # metres from the table's centre: far beyond any table's rails
MAX_BALL_SPIN = 2000.0  # rad/s, a ball given in motion
MAX_EVENT_TIME = 100_000.0  # seconds: no shot on any allowed cloth lasts this long
MAX_EVENT_SPEED = 100.0  # m/s, an impact speed the physics reports

# Physics parameter overrides (physics.md "Parameters"): (low, high, low inclusive). The
# friction floors keep every motion short enough to simulate and to sample; a cloth with
# less friction than these, or gravity far from the Earth's, is no billiards table.
PARAM_RANGES: dict[str, tuple[float, float, bool]] = {
    "m": (0.05, 2.0, True),
    "R": (0.005, 0.2, True),
    "u_s": (0.02, 2.0, True),
    "u_r": (0.002, 1.0, True),
    "u_sp": (0.002, 1.0, True),
    "e_b": (0.0, 1.0, True),
    "e_c": (0.0, 1.0, True),
    "f_c": (0.0, 2.0, True),
    "cushion_height": (0.001, 0.5, True),
    "e_c_fall": (0.0, 1.0, True),
    "v_slow": (0.0, 2.0, True),
    "u_r_slow": (0.002, 1.0, True),
    "bb_friction": (0.0, 10.0, True),
    "e_t_rise": (0.0, 10.0, True),
    "e_t_from": (0.0, 10.0, True),
    "e_t_max": (0.0, 1.0, True),
    "g": (5.0, 15.0, True),
}
# Physics choices a request may name (physics.md "Parameters"), the first the default.
PARAM_CHOICES: dict[str, tuple[str, ...]] = {
    "pin_model": ("topple", "momentum"),
    "cushion_law": ("han2005", "mathavan2010"),
}

# -- trajectories (``simulate --trajectory HZ``) ---------------------------------------------
MAX_HZ = 1000.0
MAX_TRAJECTORY_SAMPLES = 200_000  # sample times per shot: ~3 min at 1000 Hz, ~55 min at 60 Hz

# -- scores and counts -------------------------------------------------------------------------
MAX_SCORE = 1_000_000
MAX_SHOTS = 10_000  # shots in one game
MAX_EVENTS = 20_000  # events in one shot
MAX_PLAYERS = 3
MAX_NAME = 100  # player names, ids, choices
MAX_COUNT = 10_000_000  # practice attempts and successes

# -- files and JSON --------------------------------------------------------------------------
# A command's input (file or stdin): every save fits (MAX_SAVE_BYTES); the worst JSON of
# this size ("[[0],[0],...]") parses to ~370 MB of Python objects, inside a 500 MB bound.
MAX_INPUT_BYTES = 12 * 1024 * 1024
MAX_SAVE_BYTES = 8 * 1024 * 1024  # a .kegli save
MAX_DATA_BYTES = 8 * 1024 * 1024  # progress.json, the user's drill pack, a drill pack
MAX_JSON_DEPTH = 64  # nesting of arrays and objects in any file we read
MAX_INT_DIGITS = 18  # a JSON integer with more digits is refused before it is converted
