"""Kegli's Qt window. Talks to ``game`` only through its public API."""
