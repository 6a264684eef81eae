"""The assist levels and their names: the long ones of the new-game and settings dialogs
(context "NewGameDialog") and the short ones of the View menu (context "MainWindow")."""

from __future__ import annotations

from app.words.text import QT_TRANSLATE_NOOP

# Path assist levels, most help first (a handicap each player chooses): "path" the engine's
# whole run of the stroke for every ball it moves; "full" the aim line, ghost ball and the
# first-contact lines; "ghost" the ghost ball only; "none".
ASSISTS = ("path", "full", "ghost", "none")
PRACTICE_ASSIST = "path"  # practice tables show the whole path
# "Show me a shot" draws a whole suggested stroke, so it is an assist too: a player who sees
# at least the first-contact lines may ask for one.
SHOW_SHOT_ASSISTS = frozenset({"path", "full"})

ASSIST_CTX = "NewGameDialog"
ASSIST_NAMES = {
    "path": QT_TRANSLATE_NOOP("NewGameDialog", "Full path (every ball, through the cushions)"),
    "full": QT_TRANSLATE_NOOP("NewGameDialog", "First-contact lines (aim, ghost ball, both paths)"),
    "ghost": QT_TRANSLATE_NOOP("NewGameDialog", "Ghost ball only"),
    "none": QT_TRANSLATE_NOOP("NewGameDialog", "None"),
}

ASSIST_LABELS = {
    "path": QT_TRANSLATE_NOOP("MainWindow", "Full path (every ball, through the cushions)"),
    "full": QT_TRANSLATE_NOOP("MainWindow", "First-contact lines"),
    "ghost": QT_TRANSLATE_NOOP("MainWindow", "Ghost ball only"),
    "none": QT_TRANSLATE_NOOP("MainWindow", "No assists"),
}
