"""Solo practice: drill packs, goals judged over the event log, progress, artistic programmes.

Pure game code (no Qt, no wall clock). See ``format.py`` for the drill file format.
"""
