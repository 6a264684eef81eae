"""Ball physics: a closed-form, event-driven simulation of one stroke on a billiards table.

``api.simulate(request)`` is the JSON entry point (contract.md); ``api.simulate_detailed``
returns the full piecewise motion for the window (animation, aim assists).
"""
