"""Every number the window shows, written the way the chosen language writes it.

Russian and Ukrainian write "4,98 м/с", English "4.98 m/s". The language switch sets
``QLocale.setDefault`` (app/settings/i18n.py); this module is the one place that formats a number
for display, so no text mixes the two decimal marks. Integers need no help; anything with
decimals (speeds, angles, averages, centimetres, percentages) goes through here.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QAbstractSpinBox, QWidget


def number(value: float, decimals: int = 2) -> str:
    """``value`` with a fixed number of decimals in the current language's notation."""
    return QLocale().toString(float(value), "f", decimals)


def trimmed(value: float, decimals: int = 3) -> str:
    """Like ``number`` without trailing zeros: 0.5 -> "0,5" in ru, 2.0 -> "2"."""
    text = number(value, decimals)
    point = QLocale().decimalPoint()
    if point in text:
        text = text.rstrip("0").rstrip(point)
    return text


def percent(fraction: float | None) -> str:
    """A share of 1 as a whole percentage ("—" when there is none)."""
    if fraction is None:
        return "—"
    return QLocale().toString(round(100 * fraction)) + " %"


def follow_locale(root: QWidget) -> None:
    """Make the spin boxes under ``root`` redraw in the current language's notation.

    A spin box keeps the locale it was made with; after a language switch it would show
    "4.98" beside a freshly drawn "4,98"."""
    boxes = root.findChildren(QAbstractSpinBox)
    if isinstance(root, QAbstractSpinBox):
        boxes.append(root)
    for box in boxes:
        box.setLocale(QLocale())
