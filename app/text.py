"""Translation helpers: every user-visible string goes through Qt's translate()."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def tr(context: str, text: str, n: int = -1) -> str:
    out = QCoreApplication.translate(context, text, None, n)
    if n >= 0 and "(s)" in out:
        # No translation loaded: the English source's plural marker, resolved here so
        # "1 pin(s)" reads "1 pin" and "2 pin(s)" reads "2 pins".
        out = out.replace("(s)", "" if n == 1 else "s")
    return out


def arg(template: str, *values: object) -> str:
    """Fill %1, %2, ... like QString::arg (highest number first so %1 never eats %10)."""
    out = template
    for i in range(len(values), 0, -1):
        out = out.replace(f"%{i}", str(values[i - 1]))
    return out
