"""The reference simulator, for ``python -m game.bench --compare`` only.

pooltool (``pip install pooltool-billiards``) is not a dependency: ``available()`` says
whether it is importable here; without it the comparison column is skipped. Each carom
request becomes the same position on pooltool's three-cushion table (1.42 × 2.84 m, the
same ball: 61.5 mm, 210 g, μs 0.2, μr 0.01), with the origin moved from our table's centre
to its corner; a stroke becomes a cue state (V0 = speed, phi = aim, theta = elevation,
a = side, b = height), a ball given in motion gets that velocity and spin as a sliding
state. Only the time is compared, not the outcome (the models differ in the details).
"""

from __future__ import annotations

import time
from typing import Any


def available() -> bool:
    try:
        import pooltool  # type: ignore[import-not-found,unused-ignore]  # noqa: F401
    except Exception:
        return False
    return True


def prepare(request: dict[str, Any]) -> Any:
    """A pooltool System for a carom-match request, simulated once (numba compiles)."""
    import numpy as np
    import pooltool as pt

    table = pt.Table.from_game_type(pt.GameType.THREECUSHION)
    params = pt.BallParams.default(game_type=pt.GameType.THREECUSHION)
    balls = {}
    for bid, raw in request["balls"].items():
        pos = raw["pos"] if isinstance(raw, dict) else raw
        ball = pt.Ball.create(bid, xy=(pos[0] + table.w / 2, pos[1] + table.l / 2))
        ball.params = params
        ball.state.rvw[0, 2] = params.R
        if isinstance(raw, dict) and ("vel" in raw or "spin" in raw):
            vx, vy = raw.get("vel", [0.0, 0.0])
            ball.state.rvw[1] = np.array([vx, vy, 0.0])
            ball.state.rvw[2] = np.array(raw.get("spin", [0.0, 0.0, 0.0]), dtype=float)
            ball.state.s = 2  # sliding
        balls[bid] = ball
    stroke = request.get("stroke")
    cue_ball = stroke["ball"] if stroke else next(iter(balls))
    cue = pt.Cue(cue_ball_id=cue_ball)
    if stroke:
        cue.set_state(V0=stroke["speed"], phi=stroke["aim_deg"],
                      theta=stroke.get("elevation_deg", 0.0), a=stroke.get("side", 0.0),
                      b=stroke.get("height", 0.0))  # fmt: skip
    else:
        cue.set_state(V0=0.0)
    system = pt.System(cue=cue, table=table, balls=balls)
    pt.simulate(system.copy(), inplace=True)
    return system


def measure(system: Any, runs: int) -> float:
    """Median wall time of ``pt.simulate`` on fresh copies of the system."""
    import statistics

    import pooltool as pt

    times = []
    for _ in range(runs):
        shot = system.copy()
        t0 = time.perf_counter()
        pt.simulate(shot, inplace=True)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)
