"""A game at the table: the controller (the turn's flow), the computer player, take-back,
replays, the scoreboard, the referee strip, the game-over dialog, the one-click setup and
what the window's parts need of the window (``GameHost``).
"""
