"""Saved games: the ``.kegli`` format, crash-safe files, autosave and resume, replays.

``format`` shapes the document (``fields`` checks single values), ``io`` writes and reads
files safely, ``load`` rebuilds and checks a match, ``problems`` names what was wrong for the
window, ``autosave`` keeps the game in progress, ``replay`` re-simulates shots, ``command`` is
``python -m game check-save``. Described in docs/save-format.md.

No pickle, no eval: a save is plain JSON that is checked field by field and confirmed by
judging its shot log again.
"""
