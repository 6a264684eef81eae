"""Recorded against simulated paths, one PNG per shot (matplotlib, an optional extra)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.physics.params import Params
from game.physics.tracked import simulated
from game.physics.tracked.fit import Fit
from game.physics.tracked.recording import Shot, cloth_limits

COLOURS = {"white": "#777777", "yellow": "#d4a000", "red": "#c0392b"}


def available() -> bool:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


def draw(shot: Shot, result: Fit, prm: Params, folder: Path) -> Path:
    """Write ``shot-<id>.png`` into ``folder``: recorded paths solid, simulated dashed."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.patches import Rectangle

    times = shot.times()
    sim = simulated.run(shot, result.guess, prm)
    hx, hy = cloth_limits(0.0)
    fig: Any
    fig, ax = plt.subplots(figsize=(4, 7.5))
    ax.add_patch(Rectangle((-hx, -hy), 2 * hx, 2 * hy, fill=False, color="#2e7d32"))
    for ball, track in shot.balls.items():
        rec = [track.at(t) for t in times]
        pos = simulated.sample(sim, ball, times, result.guess.t_strike)
        colour = COLOURS.get(ball, "black")
        ax.plot([p[0] for p in rec], [p[1] for p in rec], "-", color=colour, lw=1.4,
                label=f"{ball} recorded")  # fmt: skip
        ax.plot([p[0] for p in pos], [p[1] for p in pos], "--", color=colour, lw=1.0,
                label=f"{ball} simulated")  # fmt: skip
    ax.set_aspect("equal")
    ax.set_xlim(-hx - 0.05, hx + 0.05)
    ax.set_ylim(-hy - 0.05, hy + 0.05)
    ax.set_title(f"shot {shot.id}: cue RMSE {result.score.cue_rmse * 100:.1f} cm", fontsize=9)
    ax.legend(fontsize=6, loc="upper right")
    folder.mkdir(parents=True, exist_ok=True)
    out = folder / f"shot-{shot.id}.png"
    fig.savefig(out, dpi=110, bbox_inches="tight")
    plt.close(fig)
    return out
