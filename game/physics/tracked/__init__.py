"""Real tracked shots against the engine: fit each shot's stroke, measure how far apart.

``recording`` reads a tracked-shots file (the samples held between kept ones, clamped to
the cloth) and derives the recorded outline; ``simulated`` runs the engine on a shot's
start position and samples its piecewise motion at the recording's times; ``minimize``
is a small deterministic Nelder–Mead; ``fit`` fits a shot's stroke and scores it;
``calibrate`` fits table constants across shots with cross-validation; ``plot`` draws
recorded and simulated paths (matplotlib, optional); ``__main__`` is the command line.
"""
