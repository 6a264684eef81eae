"""Kegli's Qt window. Talks to ``game`` only through its public API."""

from app.common.compat import protect_none

protect_none()  # before any Qt call: see app/common/compat.py
