"""Exact contact times: the first entry of a polynomial (degree ≤ 4) below zero.

A contact begins when a gap function f(τ) (squared distance minus squared contact
distance, or a signed distance to a line) goes from positive to ≤ 0. We split [0, T] at
the real roots of f' (found the same way, recursively), so each piece is monotone, and
bracket the first decreasing sign change with a bracketing secant (Illinois) iteration. Grazing
contacts, where f dips below zero for a few microseconds (an 89.5° cut at 8 m/s), are
found because the dip's minimum is a root of f' and is always examined.
"""

from __future__ import annotations

import math

Poly = tuple[float, ...]  # coefficients, highest degree first


def _eval(p: Poly, x: float) -> float:
    # Horner's rule, unrolled for the degrees the engine uses (the same operations in the
    # same order as the loop, so the same bits).
    n = len(p)
    if n == 5:
        a, b, c, d, e = p
        return (((a * x + b) * x + c) * x + d) * x + e
    if n == 3:
        a, b, c = p
        return (a * x + b) * x + c
    if n == 4:
        a, b, c, d = p
        return ((a * x + b) * x + c) * x + d
    acc = 0.0
    for c in p:
        acc = acc * x + c
    return acc


def _deriv(p: Poly) -> Poly:
    n = len(p) - 1
    if n == 4:
        return (p[0] * 4, p[1] * 3, p[2] * 2, p[3] * 1)
    if n == 3:
        return (p[0] * 3, p[1] * 2, p[2] * 1)
    if n == 2:
        return (p[0] * 2, p[1] * 1)
    return tuple(c * (n - i) for i, c in enumerate(p[:-1]))


def _trim(p: Poly) -> Poly:
    if p[0] != 0.0 or len(p) == 1:
        return p
    i = 0
    while i < len(p) - 1 and p[i] == 0.0:
        i += 1
    return p[i:]


def _bracket(p: Poly, lo: float, hi: float, flo: float, fhi: float) -> float:
    """Root of p in [lo, hi], where p(lo) and p(hi) differ in sign (Illinois regula falsi,
    which keeps the bracket). Returns the bracket end where p ≤ 0 when p decreases, so a
    contact is never reported before it happens."""
    # The polynomial is evaluated inline for the degrees the engine uses (the same
    # operations in the same order as _eval, so the same bits); a call per step was a
    # third of the root finder's time.
    # One loop per degree, so no step asks which degree it has.
    n = len(p)
    a, b, fa, fb = lo, hi, flo, fhi
    side = 0
    if n == 5:
        p4, p3, p2, p1, p0 = p
        for _ in range(100):
            c = (a * fb - b * fa) / (fb - fa)
            if not (a < c < b):
                c = 0.5 * (a + b)
            fc = (((p4 * c + p3) * c + p2) * c + p1) * c + p0
            if fc == 0.0:
                return c
            if (fc > 0.0) == (fa > 0.0):
                a, fa = c, fc
                if side == -1:
                    fb *= 0.5
                side = -1
            else:
                b, fb = c, fc
                if side == 1:
                    fa *= 0.5
                side = 1
            size = b if b >= 0.0 else -b  # max(1.0, abs(b)) without two calls
            if b - a <= 1e-14 * (size if size > 1.0 else 1.0):
                break
    elif n == 4:
        p3, p2, p1, p0 = p
        for _ in range(100):
            c = (a * fb - b * fa) / (fb - fa)
            if not (a < c < b):
                c = 0.5 * (a + b)
            fc = ((p3 * c + p2) * c + p1) * c + p0
            if fc == 0.0:
                return c
            if (fc > 0.0) == (fa > 0.0):
                a, fa = c, fc
                if side == -1:
                    fb *= 0.5
                side = -1
            else:
                b, fb = c, fc
                if side == 1:
                    fa *= 0.5
                side = 1
            size = b if b >= 0.0 else -b
            if b - a <= 1e-14 * (size if size > 1.0 else 1.0):
                break
    elif n == 3:
        p2, p1, p0 = p
        for _ in range(100):
            c = (a * fb - b * fa) / (fb - fa)
            if not (a < c < b):
                c = 0.5 * (a + b)
            fc = (p2 * c + p1) * c + p0
            if fc == 0.0:
                return c
            if (fc > 0.0) == (fa > 0.0):
                a, fa = c, fc
                if side == -1:
                    fb *= 0.5
                side = -1
            else:
                b, fb = c, fc
                if side == 1:
                    fa *= 0.5
                side = 1
            size = b if b >= 0.0 else -b
            if b - a <= 1e-14 * (size if size > 1.0 else 1.0):
                break
    else:
        return _bracket_any(p, lo, hi, flo, fhi)
    return b if flo > 0.0 else a


def _bracket_any(p: Poly, lo: float, hi: float, flo: float, fhi: float) -> float:
    """_bracket for any degree."""
    a, b, fa, fb = lo, hi, flo, fhi
    side = 0
    for _ in range(100):
        c = (a * fb - b * fa) / (fb - fa)
        if not (a < c < b):
            c = 0.5 * (a + b)
        fc = _eval(p, c)
        if fc == 0.0:
            return c
        if (fc > 0.0) == (fa > 0.0):
            a, fa = c, fc
            if side == -1:
                fb *= 0.5
            side = -1
        else:
            b, fb = c, fc
            if side == 1:
                fa *= 0.5
            side = 1
        if b - a <= 1e-14 * max(1.0, abs(b)):
            break
    return b if flo > 0.0 else a


def real_roots(p: Poly, lo: float, hi: float) -> list[float]:
    """Sign-changing real roots of ``p`` in the open interval (lo, hi), sorted."""
    p = _trim(p)
    n = len(p) - 1
    if n <= 0:
        return []
    if n == 1:
        x = -p[1] / p[0]
        return [x] if lo < x < hi else []
    if n == 2:
        a, b, c = p
        disc = b * b - 4.0 * a * c
        if disc <= 0.0:
            return []
        sq = math.sqrt(disc)
        q = -0.5 * (b + math.copysign(sq, b))
        xs = sorted((q / a, c / q)) if q != 0.0 else [0.0]
        return [x for x in xs if lo < x < hi]
    if n == 3:
        # The critical points of a cubic in closed form, inline (the same operations as
        # the quadratic case above on _deriv(p)).
        qa, qb, qc = p[0] * 3, p[1] * 2, p[2] * 1
        disc = qb * qb - 4.0 * qa * qc
        if disc <= 0.0:
            pts = [lo, hi]
        else:
            sq = math.sqrt(disc)
            q = -0.5 * (qb + math.copysign(sq, qb))
            if q != 0.0:
                x1, x2 = q / qa, qc / q
                if x2 < x1:
                    x1, x2 = x2, x1
                pts = [lo]
                if lo < x1 < hi:
                    pts.append(x1)
                if lo < x2 < hi:
                    pts.append(x2)
                pts.append(hi)
            else:
                pts = [lo, 0.0, hi] if lo < 0.0 < hi else [lo, hi]
    else:
        pts = [lo, *real_roots(_deriv(p), lo, hi), hi]
    out: list[float] = []
    fa = _eval(p, pts[0])
    for i in range(len(pts) - 1):
        a, b = pts[i], pts[i + 1]
        fb = _eval(p, b)
        if (fa < 0.0 < fb) or (fb < 0.0 < fa):
            out.append(_bracket(p, a, b, fa, fb))
        fa = fb
    return out


def first_entry(p: Poly, horizon: float, touch: float = 0.0) -> float | None:
    """Earliest τ in [0, horizon] where p goes from > 0 to ≤ 0, or None.

    At τ = 0 a p in [−touch, 0] counts only while it is still decreasing (touching and
    approaching); a pair that has just bounced (touching, separating) is not a contact.
    A p below −touch at τ = 0 is a ball behind a cushion line's far extension (or the
    like): only a later crossing from outside counts.
    """
    p = _trim(p)
    if horizon < 0.0:
        return None
    if len(p) == 5:
        return _first_entry_quartic(p, horizon, touch)
    if len(p) == 3:
        return _first_entry_quadratic(p, horizon, touch)
    dp = _deriv(p) if len(p) > 1 else (0.0,)
    f0 = p[-1]
    d0 = dp[-1]
    if -touch <= f0 <= 0.0 and (d0 < 0.0 or (d0 == 0.0 and len(dp) > 1 and dp[-2] < 0.0)):
        return 0.0
    crit = real_roots(dp, 0.0, horizon) if len(p) > 2 else []
    pts = [0.0, *crit, horizon]
    fa = f0
    for i in range(len(pts) - 1):
        a, b = pts[i], pts[i + 1]
        fb = _eval(p, b)
        if fa > 0.0 and fb <= 0.0:
            if fb == 0.0 and b == horizon:
                return b
            return _bracket(p, a, b, fa, fb) if fb < 0.0 else b
        fa = fb
    return None


def _first_entry_quartic(p: Poly, horizon: float, touch: float) -> float | None:
    """first_entry for a quartic (leading coefficient non-zero), inline: the same
    operations on the same numbers as the general path, so the same result bit for bit,
    but the derivative's roots are found one at a time and only up to the first entry
    (the general path brackets every one of them first)."""
    a4, a3, a2, a1, a0 = p
    dp = (a4 * 4, a3 * 3, a2 * 2, a1 * 1)
    d3, d2, d1, d0 = dp
    if -touch <= a0 <= 0.0 and (d0 < 0.0 or (d0 == 0.0 and d1 < 0.0)):
        return 0.0
    h = horizon
    # The derivative's monotone pieces over (0, h): its own critical points in closed
    # form (real_roots' cubic case).
    qa, qb, qc = d3 * 3, d2 * 2, d1 * 1
    disc = qb * qb - 4.0 * qa * qc
    if disc <= 0.0:
        cuts = [0.0, h]
    else:
        sq = math.sqrt(disc)
        q = -0.5 * (qb + math.copysign(sq, qb))
        if q != 0.0:
            x1, x2 = q / qa, qc / q
            if x2 < x1:
                x1, x2 = x2, x1
            cuts = [0.0]
            if 0.0 < x1 < h:
                cuts.append(x1)
            if 0.0 < x2 < h:
                cuts.append(x2)
            cuts.append(h)
        else:
            cuts = [0.0, 0.0, h] if 0.0 < 0.0 < h else [0.0, h]
    x = 0.0
    ga = ((d3 * x + d2) * x + d1) * x + d0
    fa = a0
    start = 0.0
    for k in range(len(cuts) - 1):
        ca, cb = cuts[k], cuts[k + 1]
        gb = ((d3 * cb + d2) * cb + d1) * cb + d0
        if (ga < 0.0 < gb) or (gb < 0.0 < ga):
            r = _bracket(dp, ca, cb, ga, gb)
            fb = (((a4 * r + a3) * r + a2) * r + a1) * r + a0
            if fa > 0.0 and fb <= 0.0:
                return _bracket(p, start, r, fa, fb) if fb < 0.0 else r
            fa = fb
            start = r
        ga = gb
    fb = (((a4 * h + a3) * h + a2) * h + a1) * h + a0
    if fa > 0.0 and fb <= 0.0:
        return _bracket(p, start, h, fa, fb) if fb < 0.0 else h
    return None


def _first_entry_quadratic(p: Poly, horizon: float, touch: float) -> float | None:
    """first_entry for a quadratic (leading coefficient non-zero), inline (the same
    operations as the general path)."""
    a2, a1, a0 = p
    d1, d0 = a2 * 2, a1 * 1
    if -touch <= a0 <= 0.0 and (d0 < 0.0 or (d0 == 0.0 and d1 < 0.0)):
        return 0.0
    h = horizon
    fa = a0
    start = 0.0
    x = -d0 / d1
    if 0.0 < x < h:
        fb = (a2 * x + a1) * x + a0
        if fa > 0.0 and fb <= 0.0:
            return _bracket(p, 0.0, x, fa, fb) if fb < 0.0 else x
        fa = fb
        start = x
    fb = (a2 * h + a1) * h + a0
    if fa > 0.0 and fb <= 0.0:
        return _bracket(p, start, h, fa, fb) if fb < 0.0 else h
    return None
