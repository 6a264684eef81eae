"""The referee: a pure library that turns a match state and a shot's event log into a decision.

No Qt, no physics imports: the only thing shared with the physics is ``game.events``.
"""
