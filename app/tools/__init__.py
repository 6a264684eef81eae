"""Developer tools run as ``python -m app.bench`` and ``python -m app.screenshots``."""
