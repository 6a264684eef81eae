"""Saved games: the ``.kegli`` format, crash-safe files, autosave and resume, replays.

``format`` shapes the document, ``io`` writes and reads files safely, ``load`` rebuilds and
checks a match, ``autosave`` keeps the game in progress, ``replay`` re-simulates shots,
``command`` is ``python -m game check-save``. No pickle, no eval: a save is plain JSON that
is checked field by field and confirmed by judging its shot log again.
"""
