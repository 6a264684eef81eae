"""Translation helpers: every user-visible string goes through Qt's translate()."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

# What each shown text was made from, so a language switch can say it again in the new
# language (app/settings/i18n.py walks the open windows): translated text -> (context,
# source, n), and filled-in text -> (template, values). Keys are whole shown strings, so
# the tables stay as small as the set of distinct texts the game has shown.
_ORIGINS: dict[str, tuple[str, str, int]] = {}
_FILLED: dict[str, tuple[str, tuple[object, ...]]] = {}


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation in ``context`` and returns it as it is, a ``str`` (Qt's
    own is typed as returning ``object``); ``tr(context, text)`` translates it when shown.
    The name is Qt's, so i18n/update.py and lupdate read these calls as they read Qt's."""
    del context
    return text


def tr(context: str, text: str, n: int = -1) -> str:
    out = QCoreApplication.translate(context, text, None, n)
    if n >= 0 and "(s)" in out:
        # No translation loaded: the English source's plural marker, resolved here so
        # "1 pin(s)" reads "1 pin" and "2 pin(s)" reads "2 pins".
        out = out.replace("(s)", "" if n == 1 else "s")
    _ORIGINS[out] = (context, text, n)
    return out


def arg(template: str, *values: object) -> str:
    """Fill %1, %2, ... like QString::arg (highest number first so %1 never eats %10)."""
    out = template
    for i in range(len(values), 0, -1):
        out = out.replace(f"%{i}", str(values[i - 1]))
    if template in _ORIGINS or template in _FILLED:
        _FILLED[out] = (template, values)
    return out


def capitalised(text: str) -> str:
    """``text`` with its first letter capital: a sentence that opens on a filled-in name
    ("розовый — в …", "%1 left the table") still starts as a sentence does."""
    return text[:1].upper() + text[1:]


def retranslated(text: str) -> str | None:
    """``text`` said again in the language installed now, if tr()/arg() made it; else None."""
    origin = _ORIGINS.get(text)
    if origin is not None:
        return tr(*origin)
    filled = _FILLED.get(text)
    if filled is None:
        return None
    template, values = filled
    new_template = retranslated(template)
    if new_template is None:
        return None
    new_values = []
    for v in values:
        again = retranslated(v) if isinstance(v, str) else None
        new_values.append(v if again is None else again)
    return arg(new_template, *new_values)
