"""A dark Fusion look, so the lit table is the brightest thing on the screen."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication


def apply_style(app: QApplication) -> None:
    app.setStyle("Fusion")
    pal = QPalette()
    base = QColor(34, 36, 40)
    pal.setColor(QPalette.ColorRole.Window, QColor(42, 44, 49))
    pal.setColor(QPalette.ColorRole.WindowText, QColor(226, 226, 222))
    pal.setColor(QPalette.ColorRole.Base, base)
    pal.setColor(QPalette.ColorRole.AlternateBase, QColor(48, 50, 56))
    pal.setColor(QPalette.ColorRole.ToolTipBase, QColor(250, 246, 226))
    pal.setColor(QPalette.ColorRole.ToolTipText, QColor(20, 20, 20))
    pal.setColor(QPalette.ColorRole.Text, QColor(230, 230, 226))
    pal.setColor(QPalette.ColorRole.Button, QColor(56, 59, 66))
    pal.setColor(QPalette.ColorRole.ButtonText, QColor(232, 232, 228))
    pal.setColor(QPalette.ColorRole.BrightText, QColor(255, 90, 90))
    pal.setColor(QPalette.ColorRole.Highlight, QColor(196, 150, 60))
    pal.setColor(QPalette.ColorRole.HighlightedText, QColor(20, 20, 20))
    pal.setColor(QPalette.ColorRole.PlaceholderText, QColor(140, 140, 140))
    for role in (
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
        QPalette.ColorRole.WindowText,
    ):
        pal.setColor(QPalette.ColorGroup.Disabled, role, QColor(120, 120, 120))
    app.setPalette(pal)
