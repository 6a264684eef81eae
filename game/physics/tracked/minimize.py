"""A small deterministic Nelder–Mead (the standard coefficients, no randomness)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Minimum:
    x: tuple[float, ...]
    f: float
    evals: int


def _toward(centre: list[float], worst: list[float], c: float) -> list[float]:
    """The point c of the way from the centre to the worst vertex (negative: beyond it)."""
    return [m + c * (w - m) for m, w in zip(centre, worst, strict=True)]


def nelder_mead(
    f: Callable[[Sequence[float]], float],
    x0: Sequence[float],
    steps: Sequence[float],
    max_evals: int = 200,
    f_tol: float = 1e-9,
) -> Minimum:
    """Minimise f from x0 with an initial simplex of x0 and x0 + steps[i]·e_i.

    Stops after ``max_evals`` evaluations or when the simplex's values differ by less
    than ``f_tol``.
    """
    n = len(x0)
    evals = 0

    def value(x: list[float]) -> float:
        nonlocal evals
        evals += 1
        return f(x)

    simplex: list[list[float]] = [list(x0)]
    for i in range(n):
        x = list(x0)
        x[i] += steps[i]
        simplex.append(x)
    values = [value(x) for x in simplex]
    while evals < max_evals:
        order = sorted(range(n + 1), key=lambda k: values[k])
        simplex = [simplex[k] for k in order]
        values = [values[k] for k in order]
        if values[-1] - values[0] <= f_tol:
            break
        centre = [sum(x[i] for x in simplex[:-1]) / n for i in range(n)]
        worst = simplex[-1]
        xr = _toward(centre, worst, -1.0)
        fr = value(xr)
        if fr < values[0]:
            xe = _toward(centre, worst, -2.0)
            fe = value(xe)
            simplex[-1], values[-1] = (xe, fe) if fe < fr else (xr, fr)
        elif fr < values[-2]:
            simplex[-1], values[-1] = xr, fr
        else:
            xc = _toward(centre, worst, 0.5 if fr >= values[-1] else -0.5)
            fc = value(xc)
            if fc < min(fr, values[-1]):
                simplex[-1], values[-1] = xc, fc
            else:
                best = simplex[0]
                for k in range(1, n + 1):
                    simplex[k] = [best[i] + 0.5 * (simplex[k][i] - best[i]) for i in range(n)]
                    values[k] = value(simplex[k])
    k = min(range(n + 1), key=lambda j: values[j])
    return Minimum(tuple(simplex[k]), values[k], evals)
