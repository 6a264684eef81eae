"""Network play: two Kegli programs play one game, sending strokes, not positions.

- ``game.net.protocol``: the messages and their strict JSON frames (``encode``/``decode``).
- ``game.net.session``: ``Session``, one side of a game without any I/O (frames in, frames
  and ``game.net.events`` out); the window and ``game.net.peer`` both drive it.
- ``game.net.peer``: the headless transport (``websockets``): host, join, computer seats.
- ``game.net.relay``: a relay that pairs two peers by room code and forwards their frames.

``docs/netplay.md`` writes the protocol down. No Qt here.
"""
